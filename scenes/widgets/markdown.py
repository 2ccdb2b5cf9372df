"""Enough Markdown for the help windows, as the HTML subset pygame-gui's text box speaks.

The games' help is written in Markdown (docs/help/<game>.md); a UITextBox understands <b>,
<i>, <br> and <font size=...>. Headings, bold, italics, `code`, bullet and numbered lists,
table rows and paragraphs wrapped in the file are translated here; anything else is shown as
plain (escaped) text.

The guides are the English source of the catalogs: every block - a heading, a paragraph, a
list item, a table cell - is one message, its Markdown as written (inline marks included, the
lines of a wrapped paragraph joined by a space). `blocks` reads a guide into them, for the
window (which translates each before it is turned into HTML) and for Babel's extraction method
(tools/i18n_markdown.py), so the two always agree on what a message is. Plain Python.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass

HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
BULLET = re.compile(r"^([-*]|\d+\.)\s+(.*)$")
RULE = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$")  # a table's |---|---| line


@dataclass(frozen=True)
class Block:
    """One block of a guide: "heading" (with its `level`), "paragraph", "item" (of a list) or
    "row" (of a table, whose `texts` are its cells); `line` is where it starts in the file, and
    `tight` says it follows the block before without a blank line (the next item of a list)."""

    kind: str
    texts: tuple[str, ...]
    line: int
    level: int = 0
    tight: bool = False


def blocks(text: str) -> list[Block]:
    """The guide's blocks, in order."""
    found: list[Block] = []
    para: list[str] = []
    para_line = 0
    item: Block | None = None
    blank = True  # the line before was blank (or there was none)

    def flush() -> None:
        nonlocal para, item
        if para:
            found.append(Block("paragraph", (" ".join(para),), para_line))
            para = []
        if item is not None:
            found.append(item)
            item = None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        heading, bullet = HEADING.match(line), BULLET.match(line)
        tight = not blank
        blank = not line
        if not line:
            flush()
        elif heading:
            flush()
            found.append(Block("heading", (heading.group(2).strip(),), number, len(heading.group(1))))
        elif line.startswith("|"):
            flush()
            if not RULE.match(line):
                cells = [cell.strip() for cell in line.strip("|").split("|")]
                found.append(Block("row", tuple(cells), number, tight=tight))
        elif bullet:
            tight = tight and item is not None
            flush()
            item = Block("item", (bullet.group(2).strip(),), number, tight=tight)
        elif item is not None:
            item = Block("item", (f"{item.texts[0]} {line}",), item.line, tight=item.tight)
        else:
            if not para:
                para_line = number
            para.append(line)
    flush()
    return found


def messages(text: str) -> list[tuple[int, str]]:
    """(line, words) for every message of a guide: what the catalogs hold of it."""
    return [(block.line, words) for block in blocks(text) for words in block.texts if words]


def _inline(text: str) -> str:
    body = html.escape(text.strip(), quote=False)
    body = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", body)
    body = re.sub(r"(?<!\*)\*(?!\*)(.+?)\*", r"<i>\1</i>", body)
    return re.sub(r"`(.+?)`", r"<i>\1</i>", body)


def heading_html(text: str, level: int = 2) -> str:
    """A heading of the given level (# is 1) as the text box shows it."""
    size = {1: 6, 2: 5}.get(level, 4)
    return f"<font size={size}><b>{_inline(text)}</b></font>"


def markdown_to_html(text: str, translate: Callable[[str], str] = str) -> str:
    """Enough Markdown for help text: # headings, **bold**, *italic*, `code`, - bullets and
    numbered items, | table | rows |, and paragraphs whose lines are wrapped in the file (joined
    again here). `translate` puts each block's words into the player's language first (the
    help window's is scenes/i18n's `_`)."""
    out: list[str] = []
    previous = ""
    for block in blocks(text):
        words = [translate(part) if part else part for part in block.texts]
        if block.kind == "heading":
            shown = heading_html(words[0], block.level)
        elif block.kind == "item":
            shown = "\u2022 " + _inline(words[0])
        elif block.kind == "row":
            shown = " \u00b7 ".join(_inline(cell) for cell in words if cell)
        else:
            shown = _inline(words[0])
        joint = "<br>" if block.tight and block.kind == previous and block.kind in ("item", "row") else "<br><br>"
        out.append(shown if not out else joint + shown)
        previous = block.kind
    return "".join(out)
