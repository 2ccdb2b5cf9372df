"""A seeded fuzzer of hostile history entries: the files of an old history folder, mutated, are
imported as the app imports them on first opening the history's database.

Every mutated entry must either come in as a game whose row reads back (its summary, its
picture, and a save that opens or is refused as BadSave - never another error), or be refused
with a problem that names the file - within 2 seconds, without raising the process's peak
memory by 300 MB. The list, the statistics and the history's problems must then answer.

The mutations: any value changed to one of another type or size (a 200,000-character name, a
number of 5,000 digits, nesting 100,000 deep, a date that is not one, seats that are not seats),
a field removed, bytes flipped or cut, a BOM, the save inside edited, a picture that is not one.
`make test` tries a few dozen per game; `make fuzz` (GAMENIGHT_FUZZ=2000) thousands. A failure
writes the entry to tests/output/fuzz/ and names the case.
"""
from __future__ import annotations

import copy
import functools
import json
import os
import random
import shutil
from pathlib import Path

import pytest

from engine import api
from scenes import history, statistics

from . import budget

CASES = int(os.environ.get("GAMENIGHT_FUZZ", "40"))  # per game
OUT = Path(__file__).resolve().parents[1] / "output" / "fuzz"
HUNGRY = 300 * 2**20
HUGE = "<5,000 digits>"
DEEP = "<nested 100,000 deep>"
ODD = [None, True, -1, 0, 2**63 - 1, HUGE, DEEP, 1.5, "", "x" * 200_000, [], {}, ["human"] * 400,
       "2026-13-45T99:99:99", "zombie", [0, 1, 2, 99], {"winners": [0]}]


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMENIGHT_HOME", str(tmp_path / "home"))
    yield
    history.close()


@functools.cache
def entry_of(game: str) -> str:
    """An old history entry of a short computer game, as version 1 of the folder wrote it."""
    seats = ["ai:easy"] * int(api.info(game)["variants"][0]["seats"])
    match = api.new_match(game, 5, seats, dict(api.info(game)["variants"][0]["options"]))
    for _ in range(60):
        if match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    result = match.result() or {}
    return json.dumps({"version": 1, "game": game, "variant": "", "seats": seats, "names": [""] * len(seats),
                       "winners": result.get("winners", []), "reason": result.get("reason", ""), "result": result,
                       "actions": len(match.log), "turns": 3, "ended": "2026-05-01T20:00:00",
                       "finished": bool(result), "save": match.save()})


def mutate(text: str, rng: random.Random) -> tuple[bytes, str]:
    kind = rng.choice(["value", "value", "drop", "save", "bytes", "bom"])
    if kind == "bytes":
        data = bytearray(text.encode())
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data[: rng.randint(1, len(data))] if rng.random() < 0.3 else data), "bytes flipped"
    if kind == "bom":
        return b"\xef\xbb\xbf" + text.encode(), "a BOM"
    data = json.loads(text)
    if kind == "drop":
        del data[rng.choice(list(data))]
        what = "a field removed"
    elif kind == "save":
        save = json.loads(data["save"])
        log = save["log"]
        if log:
            log[rng.randrange(len(log))] = rng.choice(["x", "!dice 99", "end", ""])
        save[rng.choice(["seed", "game", "seats"])] = copy.deepcopy(rng.choice(ODD[:8]))
        data["save"] = json.dumps(save)
        what = "the save edited"
    else:
        field = rng.choice(list(data))
        data[field] = copy.deepcopy(rng.choice(ODD))
        what = f"{field} set to {str(data[field])[:30]!r}"
    text = json.dumps(data).replace(json.dumps(HUGE), "9" * 5000).replace(json.dumps(DEEP), "[" * 100_000 + "]" * 100_000)
    return text.encode(), what




@pytest.mark.parametrize("game", api.games())
def test_hostile_history_entries_come_in_whole_or_are_named(game):
    rng = random.Random(f"history-{game}")
    failures = []
    for case in range(CASES):
        data, what = mutate(entry_of(game), rng)
        name = f"20260501-2000{case % 100:02d}-{case:06d}-{game}.json"
        folder = history.folder()
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
        if rng.random() < 0.2:
            (folder / name).with_suffix(".png").write_bytes(bytes(rng.randrange(256) for _ in range(64)))
        peak, clock = budget.peak(), budget.Clock()
        try:
            problem = _imported(name)
        except Exception as exc:  # noqa: BLE001 - any error is the finding
            problem = f"{type(exc).__name__}: {exc}"
        slow, grew = clock.over(), budget.peak() - peak
        if problem or slow or grew > HUNGRY:
            OUT.mkdir(parents=True, exist_ok=True)
            (OUT / name).write_bytes(data)
            failures.append(f"{name} ({what}): {problem or slow or ''} +{grew // 2**20} MB")
        _forget_everything()
    assert not failures, "\n".join(failures[:20])


def _forget_everything() -> None:
    """Each case starts from no history: a case's time is its own, not the thousands before it."""
    history.close()
    shutil.rmtree(history.folder(), ignore_errors=True)
    for suffix in ("", "-wal", "-shm"):
        history.path().with_name(history.path().name + suffix).unlink(missing_ok=True)


def _imported(name: str) -> str:
    """'' when the entry came in whole or was named among the problems; else what went wrong."""
    history.close()
    problems = history.problems()
    history.page(history.Shown(), 0, 1000)
    statistics.of()
    if (history.folder() / name).exists():
        return "" if any(name in p for p in problems) else f"left in the folder, no problem names it: {problems[:2]}"
    found = history.database().rows("SELECT id FROM games WHERE source = ?", (name,))
    if not found:
        return "neither imported nor named"
    entry = history.entry(found[0][0])
    if entry is None:
        return "imported, but its row does not read back"
    history.picture(entry.id)
    try:
        api.open_replay(history.save_of(entry))
    except api.BadSave:
        pass
    history.outcomes(entry)
    return ""
