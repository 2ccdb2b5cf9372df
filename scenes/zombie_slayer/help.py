"""The rules help window: docs/help/zombie_slayer.md when it exists, else a short built-in guide.

The help text is written by the project lead in Markdown; pygame-gui's text box speaks a small
HTML subset, so headings, bold, italics and bullet lists are translated here. Until the file
exists the window shows a summary made from the game's own content (skills and items).
"""
from __future__ import annotations

import html
import re
from pathlib import Path

import pygame
from pygame_gui.elements import UITextBox, UIWindow

from engine.games.zombie_slayer.content import content

HELP_FILE = Path(__file__).resolve().parents[2] / "docs" / "help" / "zombie_slayer.md"


def _inline(text: str) -> str:
    body = html.escape(text.strip(), quote=False)
    body = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", body)
    body = re.sub(r"(?<!\*)\*(?!\*)(.+?)\*", r"<i>\1</i>", body)
    return re.sub(r"`(.+?)`", r"<i>\1</i>", body)


def markdown_to_html(text: str) -> str:
    """Enough Markdown for help text: # headings, **bold**, *italic*, `code`, - bullets, and
    paragraphs whose lines are wrapped in the file (joined again here)."""
    blocks: list[str] = []
    para: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(_inline(" ".join(para)))
            para.clear()
        if items:
            blocks.append("<br>".join("\u2022 " + _inline(item) for item in items))
            items.clear()

    for raw in text.splitlines():
        line = raw.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        bullet = re.match(r"^([-*]|\d+\.)\s+(.*)$", line)
        if not line:
            flush()
        elif heading:
            flush()
            size = {1: 6, 2: 5}.get(len(heading.group(1)), 4)
            blocks.append(f"<font size={size}><b>{_inline(heading.group(2))}</b></font>")
        elif bullet:
            if para:
                flush()
            items.append(bullet.group(2))
        elif items:
            items[-1] += " " + line
        else:
            para.append(line)
    flush()
    return "<br><br>".join(blocks)


def builtin_help() -> str:
    c = content()
    lines = [
        "# Zombie Slayer",
        "Find the Temple hidden in the town deck and destroy the Necromancer. You lose if your Life reaches 0.",
        "",
        "## Your turn",
        "You have **2 actions** (1 while a fanatic townsman is with you). One action: move 1 square, attack, "
        "use a skill, quaff a potion, or search the card you stand on (if no zombie is on it).",
        "- **Gold squares**: where you can move. Hover any square to see the path and how many steps it is.",
        "- **Red rings**: enemies you can attack. Left-click attacks; right-click lists your skill attacks.",
        "- Torch and dragon dung are free, just before or after a move.",
        "- Followers each have 1 action: click one (or his badge on your token), then his square or target.",
        "",
        "## Dice",
        "You roll one die per Life (your Hand) and **keep one**: click it. The dieagram on your sheet says what "
        "each face counts for. The **Luck die** can reroll a die or turn it by 1, once per point.",
        "Damage = (attack pips - defense pips) / toughness, rounded down. A zombie (or the Necromancer) that keeps "
        "its 1-face while defending is Already Dead: no damage.",
        "",
        "## Exploring",
        "Entering a new card draws cards for its open sides; you choose how each lies (the green border may not "
        "face the card you came from). Then zombies spawn on the neighbouring cards.",
        "",
        "## Skills",
    ]
    for sk in c.skills.values():
        lines.append(f"- **{sk.name}** ({sk.when}): {sk.text}")
    lines += ["", "## Items"]
    for it in c.items.values():
        lines.append(f"- **{it.name}**: {it.text}")
    lines += ["", "## The table",
              "Drag with the right or middle mouse button (or arrow keys / WASD) to pan; wheel or +/- to zoom; "
              "C centres on your slayer. Space hurries animations. Ctrl+Z undoes, H gives a hint."]
    return "\n".join(lines)


def help_html() -> str:
    try:
        text = HELP_FILE.read_text(encoding="utf-8")
    except OSError:
        text = builtin_help()
    return markdown_to_html(text)


def open_help(manager) -> UIWindow:
    """A movable, closable window with the rules help."""
    sw, sh = manager.window_resolution
    rect = pygame.Rect(0, 0, min(720, sw - 60), min(620, sh - 60))
    rect.center = (sw // 2, sh // 2)
    window = UIWindow(rect, manager, window_display_title="Zombie Slayer - how to play", resizable=True)
    inner = window.get_container().get_rect()
    UITextBox(help_html(), pygame.Rect(0, 0, inner.w, inner.h), manager, container=window,
              anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
    return window
