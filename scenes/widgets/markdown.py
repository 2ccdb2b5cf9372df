"""Enough Markdown for the help windows, as the HTML subset pygame-gui's text box speaks.

The games' help is written in Markdown (docs/help/<game>.md); a UITextBox understands <b>,
<i>, <br> and <font size=...>. Headings, bold, italics, `code`, bullet lists and paragraphs
wrapped in the file are translated here; anything else is shown as plain (escaped) text.
"""
from __future__ import annotations

import html
import re


def _inline(text: str) -> str:
    body = html.escape(text.strip(), quote=False)
    body = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", body)
    body = re.sub(r"(?<!\*)\*(?!\*)(.+?)\*", r"<i>\1</i>", body)
    return re.sub(r"`(.+?)`", r"<i>\1</i>", body)


def heading_html(text: str, level: int = 2) -> str:
    """A heading of the given level (# is 1) as the text box shows it."""
    size = {1: 6, 2: 5}.get(level, 4)
    return f"<font size={size}><b>{_inline(text)}</b></font>"


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
            blocks.append(heading_html(heading.group(2), len(heading.group(1))))
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
