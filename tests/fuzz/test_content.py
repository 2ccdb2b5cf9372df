"""A seeded content fuzzer: every data file of every game edited the way a player slips.

An edit changes one value to another kind or size (a 200,000-character text, 2^63-1, a negative
number, a list where a number goes), misspells a field or a table's header, adds a table the
game does not know, removes a line, repeats an entry, cuts the file or breaks its text. The
game's content (or its tutorial, for tutorial.toml) must then either refuse it with a
ContentError naming the game and the file edited, or load *exactly what was written*: every
value of the edited file must be found in what was loaded (`kept`), so an entry dropped, a field
ignored or a value clipped is "accepted silently" and fails the run. `make test` tries a few per
game; `make fuzz` (GAMENIGHT_FUZZ=2000) 500 per game. A failure names the edit and writes the
edited copy under tests/output/fuzz/.
"""
from __future__ import annotations

import dataclasses
import importlib
import os
import random
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
import tomllib

from engine import api
from engine.core import tutorial as tutorials
from engine.core.content import DATA, TEXT
from engine.core.dice import Dieagram
from engine.core.errors import ContentError

EDITS = max(10, int(os.environ.get("GAMENIGHT_FUZZ", "40")) // 4)  # per game: 500 in make fuzz
OUT = Path(__file__).resolve().parents[1] / "output" / "fuzz"
LOADERS = {"zombie_slayer": "load_content", "creature_adventures": "load_content", "zvery": "load_content",
           "auganism": "load", "everzone": "load"}
ODD = ['""', "-1", "0", "9223372036854775807", "-9223372036854775808", "1" + "0" * 5000, "true", "[]", "{}",
       '"x"', "[1, [2]]", '{ a = 1 }', "1.5", '"' + "y" * 500 + '"', '"' + "y" * 200_000 + '"', "[" + "1, " * 200 + "]"]
UNKNOWN = ["[[tabel]]", "[cretures]", "[x]", "[[entry]]"]
ASSIGNMENT = re.compile(r"^(\s*)([A-Za-z_][A-Za-z0-9_]*)(\s*=\s*)(.*)$")
HEADER = re.compile(r"^\[\[?([a-z_]+)\]\]?")
#: Fields a loader parses into something else, whose text cannot be found again as it was
#: written: a Zombie Slayer tile's map becomes squares and walls (its parser refuses any stray
#: character, line or length itself, tests/zombie_slayer).
PARSED = {"map"}
LONGEST = max(TEXT, tutorials.WORDS)  # the longest text any field takes: a tutorial's words
LARGEST = tutorials.SEED[1]  # the largest number: a tutorial's seed


def _edit(text: str, rng: random.Random) -> tuple[str, str]:
    """One slip in a file's text, and what it was."""
    lines = text.split("\n")
    fields = [i for i, line in enumerate(lines) if ASSIGNMENT.match(line)]
    headers = [i for i, line in enumerate(lines) if HEADER.match(line)]
    how = rng.choice(["value", "value", "value", "field", "drop", "repeat", "header", "unknown", "cut", "bytes"])
    if how in ("value", "field", "drop") and fields:
        i = rng.choice(fields)
        indent, key, eq, value = ASSIGNMENT.match(lines[i]).groups()
        if how == "value":
            lines[i] = f"{indent}{key}{eq}{rng.choice(ODD)}"
        elif how == "field":
            lines[i] = f"{indent}{key[:-1] or 'x'}{eq}{value}"
        else:
            del lines[i]
        return "\n".join(lines), f"{how} on line {i + 1} ({key})"
    if how == "repeat" and headers:
        i = rng.choice(headers)
        end = next((j for j in headers if j > i), len(lines))
        lines[end:end] = lines[i:end]
        return "\n".join(lines), f"entry at line {i + 1} repeated"
    if how == "header" and headers:
        i = rng.choice(headers)
        name = HEADER.match(lines[i]).group(1)
        wrong = rng.choice([name[:-1], name + "s", name[1:]]) or "x"
        lines[i] = lines[i].replace(name, wrong, 1)
        return "\n".join(lines), f"header on line {i + 1} misspelt: {lines[i]}"
    if how == "unknown":
        i = rng.choice(headers or [len(lines)])
        lines[i:i] = [rng.choice(UNKNOWN), 'id = "stray"', ""]
        return "\n".join(lines), f"unknown table added at line {i + 1}"
    if how == "cut":
        at = rng.randrange(len(text))
        return text[:at], f"cut at character {at}"
    at = rng.randrange(len(text))
    return text[:at] + rng.choice(["\x00", "\ufffd", "[[", "=", '"', "\n[x]\n"]) + text[at:], f"text broken at {at}"


def _leaves(value, out: Counter, keys: bool = True, skip: frozenset = frozenset()) -> Counter:
    """Every number, word and flag in `value` (a file's TOML or the content loaded from it), with
    how often each appears; texts are compared without the spaces around them, which a loader
    may strip. A dataclass's compared fields are walked (a tutorial's rules are not content), a
    dieagram as the faces it was written as, a dict's keys when `keys` (a deck's card ids), not
    the values under a key in `skip`."""
    if isinstance(value, Dieagram):
        _leaves(value.encode(_COUNTER_PIPS), out)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.compare:
                _leaves(getattr(value, f.name), out, keys, skip)
    elif isinstance(value, dict):
        for key, item in value.items():
            if keys:
                _leaves(key, out)
            if key not in skip:
                _leaves(item, out, keys, skip)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _leaves(item, out, keys, skip)
    elif isinstance(value, str):
        out[(str, value.strip())] += 1
    else:
        out[(type(value), value)] += 1
    return out


_COUNTER_PIPS = importlib.import_module("engine.games.zombie_slayer.content").COUNTER_PIPS


def kept(text: str, loaded) -> Counter:
    """What of an edited file's values the loaded content lacks: empty when it loaded exactly
    what was written. A file's keys are its tables' and fields' names and are not compared (the
    loader's `only` refuses an unknown one); every value is, as often as it is written."""
    written = _leaves(tomllib.loads(text), Counter(), keys=False, skip=frozenset(PARSED))
    return written - _leaves(loaded, Counter())


def oversized(loaded) -> list:
    """The texts and numbers in loaded content larger than any field allows: an accepted edit
    must stay within the reader's bounds (a 200,000-character name loaded as written is no
    silent drop, but it is no harmless edit either)."""
    return [value for (kind, value) in _leaves(loaded, Counter())
            if (kind is str and len(value) > LONGEST) or (kind is int and abs(value) > LARGEST)]


def _load(game: str, folder: Path, target: Path):
    """What the edited file feeds: the game's tutorial, or its content."""
    if target.name == tutorials.FILE:
        rules = importlib.import_module(f"engine.games.{game}").RULES
        return tutorials.load(game, rules, folder, api.info(game)["title"])
    return getattr(importlib.import_module(f"engine.games.{game}.content"), LOADERS[game])(folder)


@pytest.mark.parametrize("game", list(LOADERS))
def test_the_shipped_content_is_kept_whole(game):
    """The check the fuzzer makes of an accepted edit holds for the files as shipped."""
    for path in sorted((DATA / game).glob("*.toml")):
        lost = kept(path.read_text(encoding="utf-8"), _load(game, DATA / game, path))
        assert not lost, f"{path.name}: loaded without {list(lost)[:5]}"
    assert not oversized(api.catalog(game))


def test_the_check_finds_a_value_dropped_or_clipped():
    """`kept` is what tells an accepted edit from a silent one: it must see a lost entry and a
    clipped text (here, content loaded as a loader that dropped or cut would load it)."""
    text = '[[card]]\nid = "ember"\nname = "Ember Pup"\n\n[[card]]\nid = "frost"\nname = "Frost"\n'
    assert not kept(text, {"ember": {"name": "Ember Pup"}, "frost": {"name": "Frost"}})
    assert kept(text, {"ember": {"name": "Ember Pup"}}) == Counter({(str, "frost"): 1, (str, "Frost"): 1})
    assert kept(text, {"ember": {"name": "Ember"}, "frost": {"name": "Frost"}}) == Counter({(str, "Ember Pup"): 1})


@pytest.mark.parametrize("game", list(LOADERS))
def test_edited_content_loads_as_written_or_is_a_content_error_naming_the_game_and_file(game, tmp_path):
    title = api.info(game)["title"]
    files = sorted((DATA / game).glob("*.toml"))
    rng = random.Random(f"content-{game}")
    failures = []
    for case in range(EDITS):
        copy = tmp_path / f"{game}-{case}"
        shutil.copytree(DATA / game, copy)
        target = copy / rng.choice(files).name
        text, what = _edit(target.read_text(encoding="utf-8"), rng)
        target.write_text(text, encoding="utf-8")
        problem = ""
        try:
            loaded = _load(game, copy, target)
            lost, huge = kept(text, loaded), oversized(loaded)
            if lost:
                problem = f"accepted silently: loaded without {_short(list(lost))}"
            elif huge:
                problem = f"accepted out of bounds: {_short(huge)}"
        except ContentError as exc:
            message = str(exc)
            if not message.startswith(f"{title}: ") or target.name not in message:
                problem = f"the message names another game or file: {_short(message)}"
        except Exception as exc:  # noqa: BLE001 - the fuzzer reports whatever escapes
            problem = f"{type(exc).__name__}: {_short(str(exc))}"
        if problem:
            OUT.mkdir(parents=True, exist_ok=True)
            kept_copy = OUT / f"{game}-{case}-{target.name}"
            kept_copy.write_text(text, encoding="utf-8")
            failures.append(f"case {case}: {target.name}, {what}: {problem} -> {kept_copy}")
        shutil.rmtree(copy)
    assert not failures, f"{len(failures)} of {EDITS} {game} edits failed:\n" + "\n".join(failures[:20])


def _short(value) -> str:
    text = str(value)
    return text if len(text) <= 300 else text[:297] + "..."


@pytest.mark.parametrize("game", ["auganism", "everzone"])
def test_an_edited_saved_deck_reads_as_written_or_is_a_content_error_naming_the_game(game):
    """A player's saved deck (scenes/saved_decks.py) is content a player edits too: the same
    slips, held to the same two outcomes."""
    content = importlib.import_module(f"engine.games.{game}.content")
    title, decks = api.info(game)["title"], list(content.content().decks.values())
    rng = random.Random(f"saved-deck-{game}")
    failures = []
    for case in range(EDITS):
        text, what = _edit(content.deck_to_toml(rng.choice(decks)), rng)
        try:
            deck = content.deck_from_toml(text, file=f"case_{case}.toml")
            lost, huge = kept(text, deck), oversized(deck)
            if lost or huge:
                failures.append(f"case {case}, {what}: accepted silently or out of bounds: {_short(list(lost) + huge)}")
        except ContentError as exc:
            if not str(exc).startswith(f"{title}: case_{case}.toml"):
                failures.append(f"case {case}, {what}: the message names another game or file: {_short(exc)}")
        except Exception as exc:  # noqa: BLE001 - the fuzzer reports whatever escapes
            failures.append(f"case {case}, {what}: {type(exc).__name__}: {_short(exc)}")
    assert not failures, f"{len(failures)} of {EDITS} {game} saved decks failed:\n" + "\n".join(failures[:20])
