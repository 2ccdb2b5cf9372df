"""A seeded save fuzzer: mutated saves of every game and variant through `api.load`.

Saves are taken along computer-played games of each variant (sealed with an installation's key,
as the app writes them), then mutated: a value changed, removed or replaced by one of another
type or size, the log cut, shuffled or edited, the snapshot's text edited, the header's seed,
seats or options changed under an untouched snapshot, bytes flipped or cut, and the snapshot
edited and sealed again with the installation's own key. Each mutated save must either raise
BadSave, or load to exactly the state its header and log replay to (the replay computed without
the key, so no snapshot can help; an own-key snapshot may instead be trusted) and then answer
view(), its events told, the choices, the legal actions and one action without an error - within
2 seconds and without raising the process's peak memory by 500 MB.

`make test` tries a few dozen cases per game; `make fuzz` (GAMENIGHT_FUZZ=2000) thousands. A
failure names the game and the case and writes the mutated save to tests/output/fuzz/, so
`api.load(Path(FILE).read_text(), KEY)` with KEY from this file repeats it.
"""
from __future__ import annotations

import copy
import functools
import hashlib
import json
import os
import random
from pathlib import Path

import pytest

from engine import api
from engine.core import save as savefile
from engine.core.match import replay

from . import budget

KEY = bytes(range(32))
CASES = int(os.environ.get("GAMENIGHT_FUZZ", "40"))  # per game
OUT = Path(__file__).resolve().parents[1] / "output" / "fuzz"
HUNGRY = 500 * 2**20  # bytes a load may add to the process's peak memory




@functools.cache
def saves_of(game: str) -> tuple[str, ...]:
    """Saves taken along a computer game of each variant, at several points."""
    texts = []
    info = api.info(game)
    for index, variant in enumerate(info["variants"]):
        seats = ["ai:easy"] * int(variant["seats"])
        match = api.new_match(game, 100 + index, seats, dict(variant["options"]))
        for step in range(160):
            if match.result() is not None:
                break
            if step % 40 == 5:
                texts.append(match.save(KEY))
            match.act(match.suggest(match.to_move()))
        texts.append(match.save(KEY))
    return tuple(texts)


# --- mutations -------------------------------------------------------------------------------------------

HUGE = "<a number of 5,000 digits>"  # written into the text as digits (Python will not print it)
ODD_VALUES = [None, True, -1, 0, 2**63 - 1, -(2**63), HUGE, 1.5, float("nan"), "", "x" * 3000, [], {},
              [[[[]]]], {"a": {"b": {"c": 1}}}, "zombie", ["human"] * 40]


KINDS = ["value", "value", "drop", "log", "log", "snapshot", "header", "bytes", "own_key"]


def _mutate(text: str, rng: random.Random, kind: str | None = None) -> tuple[str, str]:
    """(the mutated save's text, what was done to it)."""
    kind = kind or rng.choice(KINDS)
    if kind == "bytes":
        return _bytes(text, rng)
    data = json.loads(text)
    what = globals()[f"_{kind}"](data, rng)
    return json.dumps(data).replace(json.dumps(HUGE), "1" + "0" * 5000), what


def _value(data: dict, rng: random.Random) -> str:
    path, parent, key = _somewhere(data, rng)
    parent[key] = copy.deepcopy(rng.choice(ODD_VALUES)) if rng.random() < 0.6 else _nearby(parent[key], rng)
    return f"value at {path} set to {str(parent[key])[:40]!r}"


def _drop(data: dict, rng: random.Random) -> str:
    key = rng.choice(list(data))
    del data[key]
    return f"header key {key!r} removed"


def _log(data: dict, rng: random.Random) -> str:
    log = data.get("log") or []
    how = rng.choice(["cut", "shuffle", "duplicate", "edit", "dice"])
    if how == "cut" and log:
        data["log"] = log[: rng.randrange(len(log))]
    elif how == "shuffle":
        rng.shuffle(log)
    elif how == "duplicate" and log:
        i = rng.randrange(len(log))
        log.insert(i, log[i])
    elif how == "edit" and log:
        i = rng.randrange(len(log))
        words = log[i].split()
        words[rng.randrange(len(words))] = rng.choice(["99", "-1", "x", "", "0", "1e9", "end", "!dice"])
        log[i] = " ".join(words)
    else:
        log.insert(rng.randrange(len(log) + 1), "!dice " + " ".join(str(rng.randint(-3, 30)) for _ in range(rng.randint(0, 300))))
    return f"log {how}"


def _snapshot(data: dict, rng: random.Random) -> str:
    text = data.get("snapshot")
    if not isinstance(text, str):
        return _value(data, rng)
    snapshot, path = _edited(text, rng)
    data["snapshot"] = json.dumps(snapshot).replace(json.dumps(HUGE), "1" + "0" * 5000)
    if rng.random() < 0.5:  # forged: sealed again, but not with this installation's key
        data["seal"] = savefile.seal(data, data["snapshot"], bytes(32))
    return f"snapshot value at {path} edited"


def _edited(text: str, rng: random.Random) -> tuple[dict, str]:
    """A snapshot's text read, with one value somewhere in it changed; and where."""
    snapshot = json.loads(text)
    path, parent, key = _somewhere(snapshot, rng)
    parent[key] = copy.deepcopy(rng.choice(ODD_VALUES)) if rng.random() < 0.5 else _nearby(parent[key], rng)
    return snapshot, path


def _own_key(data: dict, rng: random.Random) -> str:
    """Someone who can read the config folder edits the snapshot - its state, its kept events, who
    moved, how far undo goes - recomputes its digest and seals it again with this installation's
    own key: the seal holds, so only the snapshot's own checks (engine/core/snapshot_check.py)
    stand between the edit and the tables."""
    text = data.get("snapshot")
    if not isinstance(text, str):
        return _value(data, rng)
    snapshot, path = _edited(text, rng)
    snapshot["digest"] = _digest_of(data.get("game"), snapshot.get("state"), snapshot.get("digest"))
    data["snapshot"] = json.dumps(snapshot).replace(json.dumps(HUGE), "1" + "0" * 5000)
    data["seal"] = savefile.seal(data, data["snapshot"], KEY)
    return f"own-key snapshot value at {path} edited"


def _digest_of(game, state, old):
    """The digest Match.digest() gives the edited state (the old one when it does not restore)."""
    try:
        rules = api._rules(game)
        text = json.dumps(rules.canonical(rules.restore(state)), sort_keys=True, separators=(",", ":"))
    except Exception:  # noqa: BLE001 - a state that no longer restores keeps its digest
        return old
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _header(data: dict, rng: random.Random) -> str:
    field = rng.choice(["seed", "seats", "options", "game", "version"])
    if field == "seed":
        data["seed"] = data.get("seed", 0) + rng.choice([1, -1, 2**40])
    elif field == "seats":
        seats = data.get("seats") or []
        data["seats"] = seats[:-1] if seats and rng.random() < 0.5 else seats + ["ai"]
    elif field == "options":
        data["options"] = {"short": True} if rng.random() < 0.5 else {**(data.get("options") or {}), "zz": 1}
    elif field == "game":
        data["game"] = rng.choice(api.games())
    else:
        data["version"] = rng.choice([0, -1, 2, "1", 1.0])
    return f"header {field} changed"


def _bytes(text: str, rng: random.Random) -> tuple[str, str]:
    if rng.random() < 0.5:
        cut = rng.randrange(len(text))
        return text[:cut], f"cut at byte {cut}"
    i = rng.randrange(len(text))
    return text[:i] + chr(rng.randrange(32, 127)) + text[i + 1:], f"byte {i} changed"


def _somewhere(node, rng: random.Random, path: str = ""):
    """A random (path, container, key) inside `node` (a dict or list), at a random depth."""
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return path or "/", {"": None}, ""
        key = rng.choice(keys)
        child = node[key]
        if isinstance(child, (dict, list)) and child and rng.random() < 0.7:
            node, path = child, f"{path}/{key}"
            continue
        return f"{path}/{key}", node, key


def _nearby(value, rng: random.Random):
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-2, -1, 1, 2, 1000])
    if isinstance(value, str):
        return value[::-1] if rng.random() < 0.5 else value + "_"
    if isinstance(value, list) and value:
        return value[:-1]
    return None


# --- the oracle -----------------------------------------------------------------------------------------


def _check(text: str, own_key: bool = False) -> str | None:
    """None when the mutated save is refused with BadSave or loads to exactly its replay and
    plays on; else what went wrong. A snapshot edited and sealed with the installation's own
    key (`own_key`) may be trusted - nothing but its content tells it from the installation's
    own - so it need not load to the replay, but it must answer like one: every seat's view,
    the choices and the decision, every kept event told by the story for every reader, and an
    action played on."""
    clock, peak = budget.Clock(), budget.peak()
    try:
        loaded = api.load(text, KEY)
    except api.BadSave:
        return clock.over("load took") or _hungry(peak)
    except Exception as exc:  # noqa: BLE001 - the fuzzer reports whatever escapes
        return f"load raised {type(exc).__name__}: {exc}"
    slow = clock.over("load took") or _hungry(peak)
    if slow:
        return slow
    try:
        header = savefile.parse(text)
        expected = replay(api._rules(header["game"]), header).digest()
    except Exception as exc:  # noqa: BLE001
        return f"loaded, but its own log does not replay ({type(exc).__name__}: {exc})"
    if loaded.digest() != expected and not own_key:
        return "loaded a state that differs from its log's replay"
    try:
        for seat in [None, *range(len(loaded.seats))]:
            loaded.view(seat)
            for event in loaded.events():
                api.tell(loaded.game, event, seat)
        loaded.choices()
        loaded.decision()
        legal = loaded.legal_actions()
        if legal:
            loaded.act(legal[0])
    except Exception as exc:  # noqa: BLE001
        return f"loaded, then failed to play on ({type(exc).__name__}: {exc})"
    return None


def _hungry(before: int) -> str | None:
    grew = budget.peak() - before
    return f"load raised the peak memory by {grew // 2**20} MB" if grew > HUNGRY else None


@pytest.mark.parametrize("game", api.games())
def test_mutated_saves_load_exactly_or_are_refused(game):
    saves = saves_of(game)
    rng = random.Random(f"fuzz-{game}")
    failures = []
    for case in range(CASES):
        original = saves[case % len(saves)]
        text, what = _mutate(original, rng)
        problem = _check(text, own_key=what.startswith("own-key"))
        if problem:
            OUT.mkdir(parents=True, exist_ok=True)
            path = OUT / f"{game}-{case}.json"
            path.write_text(text, encoding="utf-8")
            failures.append(f"case {case} ({what}): {problem} -> {path}")
    assert not failures, f"{len(failures)} of {CASES} mutated {game} saves failed:\n" + "\n".join(failures[:20])
