"""The player's guide in a window: docs/help/creature_adventures.md, as the text box's HTML.

The guide is a Markdown file so that it is read and edited as prose; if it is missing (a
stripped-down install) the window says where it should be rather than staying empty.
"""
from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UITextBox, UIWindow

from ..widgets.markdown import markdown_to_html

HELP_FILE = Path(__file__).resolve().parents[2] / "docs" / "help" / "creature_adventures.md"


def help_html() -> str:
    try:
        text = HELP_FILE.read_text(encoding="utf-8")
    except OSError:
        text = f"# Creature Adventures\nThe guide is missing: it belongs in `{HELP_FILE}`."
    return markdown_to_html(text)


def open_help(manager) -> UIWindow:
    """A movable, resizable window with the guide."""
    sw, sh = manager.window_resolution
    rect = pygame.Rect(0, 0, min(760, sw - 60), min(660, sh - 60))
    rect.center = (sw // 2, sh // 2)
    window = UIWindow(rect, manager, window_display_title="Creature Adventures - how to play", resizable=True)
    inner = window.get_container().get_rect()
    UITextBox(help_html(), pygame.Rect(0, 0, inner.w, inner.h), manager, container=window,
              anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
    return window
