"""Babel's extraction method for the tutorials (data/<game>/tutorial.toml): the narrator's words.

A tutorial is a document written in English, as the guides are: its title, each step's `say`
and `why_not`, and its `finale` are the English source of messages, extracted here for the
catalogs (assets/locale/babel.cfg maps the files to `tools.extract_tutorial:extract`) and
looked up with gettext where the lesson shows them (scenes/tutorial.py). The steps' actions, the
rules they teach and the guide's sections are ids, not words, and stay as they are.
"""
from __future__ import annotations

import tomllib

WORDS = ("say", "why_not")  # a step's words
TOP_WORDS = ("title", "finale")  # the tutorial's own


def extract(fileobj, keywords, comment_tags, options):
    """(line, function, message, comments) for every string of the narrator's in the file; the
    line is the one the string starts on, so a translator can find it."""
    text = fileobj.read().decode("utf-8")
    data = tomllib.loads(text)
    lines = text.splitlines()
    for field in TOP_WORDS:
        if isinstance(data.get(field), str) and data[field].strip():
            yield _where(lines, field, 0), None, data[field].strip(), [f"the tutorial's {field}"]
    after = 0
    for number, step in enumerate(data.get("step", []), start=1):
        after = _step_line(lines, after)
        for field in WORDS:
            if isinstance(step.get(field), str) and step[field].strip():
                yield _where(lines, field, after), None, step[field].strip(), [f"step {number}: {field}"]


def _step_line(lines: list[str], after: int) -> int:
    """The line of the next `[[step]]` table after line `after` (0-based)."""
    for i in range(after, len(lines)):
        if lines[i].strip() == "[[step]]":
            return i + 1
    return after


def _where(lines: list[str], field: str, after: int) -> int:
    """The 1-based line where `field = ` is written, at or after line `after`."""
    for i in range(after, len(lines)):
        if lines[i].lstrip().startswith(f"{field} ") or lines[i].lstrip().startswith(f"{field}="):
            return i + 1
    return after + 1
