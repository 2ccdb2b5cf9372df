"""A seeded content fuzzer: every data file of every game edited the way a player slips.

An edit changes one value to another kind or size, misspells a field, removes a line, repeats
an entry, cuts the file or breaks its text; the game's content must then load, or refuse with a
ContentError - never another exception. `make test` tries a few per game; `make fuzz`
(GAMENIGHT_FUZZ) hundreds. A failure names the file and writes the edited copy under
tests/output/fuzz/.
"""
from __future__ import annotations

import importlib
import os
import random
import re
import shutil
from pathlib import Path

import pytest

from engine.core.content import DATA
from engine.core.errors import ContentError

EDITS = max(10, int(os.environ.get("GAMENIGHT_FUZZ", "40")) // 4)  # per game: 500 in make fuzz
OUT = Path(__file__).resolve().parents[1] / "output" / "fuzz"
LOADERS = {"zombie_slayer": "load_content", "creature_adventures": "load_content", "zvery": "load_content",
           "auganism": "load", "everzone": "load"}
ODD = ['""', "-1", "0", "9223372036854775807", "1" + "0" * 5000, "true", "[]", "{}", '"x"', "[1, [2]]",
       '{ a = 1 }', "1.5", '"' + "y" * 500 + '"']
ASSIGNMENT = re.compile(r"^(\s*)([A-Za-z_][A-Za-z0-9_]*)(\s*=\s*)(.*)$")


def _edit(text: str, rng: random.Random) -> tuple[str, str]:
    lines = text.split("\n")
    fields = [i for i, line in enumerate(lines) if ASSIGNMENT.match(line)]
    how = rng.choice(["value", "value", "field", "drop", "repeat", "cut", "bytes"])
    if how in ("value", "field", "drop") and fields:
        i = rng.choice(fields)
        indent, key, eq, _ = ASSIGNMENT.match(lines[i]).groups()
        if how == "value":
            lines[i] = f"{indent}{key}{eq}{rng.choice(ODD)}"
        elif how == "field":
            lines[i] = f"{indent}{key[:-1] or 'x'}{eq}{ASSIGNMENT.match(lines[i]).group(4)}"
        else:
            del lines[i]
        return "\n".join(lines), f"{how} on line {i + 1} ({key})"
    if how == "repeat":
        starts = [i for i, line in enumerate(lines) if line.startswith("[[")]
        if starts:
            i = rng.choice(starts)
            end = next((j for j in starts if j > i), len(lines))
            lines[end:end] = lines[i:end]
            return "\n".join(lines), f"entry at line {i + 1} repeated"
    if how == "cut":
        at = rng.randrange(len(text))
        return text[:at], f"cut at character {at}"
    at = rng.randrange(len(text))
    return text[:at] + rng.choice(["\x00", "\ufffd", "[[", "=", '"', "\n[x]\n"]) + text[at:], f"text broken at {at}"


@pytest.mark.parametrize("game", list(LOADERS))
def test_edited_content_loads_or_is_a_content_error(game, tmp_path):
    module = importlib.import_module(f"engine.games.{game}.content")
    load = getattr(module, LOADERS[game])
    files = sorted((DATA / game).glob("*.toml"))
    rng = random.Random(f"content-{game}")
    failures = []
    for case in range(EDITS):
        copy = tmp_path / f"{game}-{case}"
        shutil.copytree(DATA / game, copy)
        target = copy / rng.choice(files).name
        text, what = _edit(target.read_text(encoding="utf-8"), rng)
        target.write_text(text, encoding="utf-8")
        try:
            load(copy)
        except ContentError as exc:
            assert target.name in str(exc) or str(exc).split(":")[0].endswith(".toml"), str(exc)
        except Exception as exc:  # noqa: BLE001 - the fuzzer reports whatever escapes
            OUT.mkdir(parents=True, exist_ok=True)
            kept = OUT / f"{game}-{case}-{target.name}"
            kept.write_text(text, encoding="utf-8")
            failures.append(f"case {case}: {target.name}, {what}: {type(exc).__name__}: {exc} -> {kept}")
        shutil.rmtree(copy)
    assert not failures, f"{len(failures)} of {EDITS} {game} edits failed:\n" + "\n".join(failures[:20])
