"""Editing a copy of a game's content to check that a mistake is reported where it is.

Every game's content test does the same thing: copy data/<game>/, change one line of one file,
load it, and expect a ContentError whose message names the game, the file, the entry and the field.
"""
from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import api
from engine.core.errors import ContentError


def broken(tmp_path: Path, root: Path, load: Callable[[Path], object], file: str, old: str, new: str) -> str:
    """The error message of loading `root` with `old` replaced by `new` (once) in `file`, from
    the file's name on and without its line ("monsters.toml: [[monster]] #1 ..."): the message
    must begin with the game's title and the copy's folder."""
    copy = tmp_path / root.name
    shutil.copytree(root, copy)
    text = (copy / file).read_text()
    assert old in text, f"the test's anchor {old!r} is not in {file}"
    (copy / file).write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as err:
        load(copy)
    return relative(str(err.value), api.info(root.name)["title"], copy)


def relative(message: str, game: str, folder: Path) -> str:
    """A content error's message from its file's name on, its line left out: "Zvery:
    /tmp/x/zvery/creatures.toml, line 12: ..." -> "creatures.toml: ..."."""
    start = f"{game}: {folder}/"
    assert message.startswith(start), f"{message!r} does not begin with {start!r}"
    return re.sub(r"^([^:,]+\.toml), line \d+:", r"\1:", message[len(start):])


def names_the_nearest(message: str, file: str, field: str, near: str) -> bool:
    """A misspelt field's refusal names the file, the field as written and the known one nearest."""
    return message.startswith(file) and f"field '{field}'" in message and f"did you mean '{near}'" in message
