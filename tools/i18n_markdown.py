"""Babel's extraction method for the games' guides (docs/help/<game>.md): every block a message.

The guides are written in Markdown, in English, and stay the source: a translator translates
each block - a heading, a paragraph, a list item, a table cell - as one message, its Markdown
as written (the inline marks **bold**, *italic* and `code` kept where the translation wants
them; a paragraph wrapped over several lines is one message, its lines joined by a space). The
help window (scenes/widgets/help_window.py) looks each block up in the catalogs before turning
it into HTML. The blocks are read by scenes/widgets/markdown.py's `blocks`, for the window and
for this extraction alike, so what is extracted is exactly what is looked up.

Registered in assets/locale/babel.cfg:

    [extractors]
    markdown = tools.i18n_markdown:extract

    [markdown: **.md]

and run by `python -m tools.i18n update` over docs/help (tools/i18n.py's SOURCES).
"""
from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from pathlib import PurePath
from typing import Any, BinaryIO

from scenes.widgets.markdown import messages

GUIDES = ("docs", "help")  # the only Markdown that is a player's: other .md files are the developers'


def extract(fileobj: BinaryIO, keywords: Mapping[str, Any] | Collection[str], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """(line, None, message, comments) for every block of the guide in `fileobj`."""
    name = PurePath(str(getattr(fileobj, "name", "")))
    if name.parts and tuple(name.parts[-3:-1]) != GUIDES:
        return
    text = fileobj.read().decode(str(options.get("encoding", "utf-8")))
    for line, words in messages(text):
        yield line, None, words, []
