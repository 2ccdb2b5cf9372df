"""One rule for loading: a save loads to exactly the state its header and log replay to, or
raises BadSave. The snapshot it carries is a cache sealed with the installation's key; a save
edited by hand, forged, or from another machine is replayed, and whatever a file holds, the
loader's work is bounded.

Each case here was found by feeding mutated saves to `api.load` (issue 13): an edited seed or
seat list loaded from the untouched snapshot, a forged state with its sha256 recomputed was
trusted, a 4,300-digit integer escaped as ValueError, format version 0 loaded as version 1, and
25 million scripted dice took 26 s and 2.4 GB.
"""
from __future__ import annotations

import json
import time

import pytest

from engine import api
from engine.core import save as savefile
from engine.core.match import replay, restore

KEY = bytes(range(32))
OTHER_KEY = bytes(range(1, 33))
GAMES = api.games()


def _played(game: str, moves: int = 30):
    info = api.info(game)
    seats = ["ai"] * int(info["variants"][-1]["seats"])
    match = api.new_match(game, 7, seats, dict(info["variants"][-1]["options"]))
    for _ in range(moves):
        if match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    return match


def _rules(game: str):
    from engine import api as engine_api

    return engine_api._rules(game)


def _replayed(text: str):
    header = savefile.parse(text)
    return replay(_rules(header["game"]), header)


@pytest.mark.parametrize("game", GAMES)
def test_a_sealed_snapshot_opens_the_game_without_a_replay(game):
    match = _played(game)
    text = match.save(KEY)
    header = savefile.parse(text)
    assert restore(_rules(game), header, KEY) is not None, "the installation's own save opens from its snapshot"
    again = api.load(text, KEY)
    assert again.digest() == match.digest() == _replayed(text).digest()
    assert json.loads(json.dumps(again.events()[-50:])) == json.loads(json.dumps(match.events()[-50:]))


@pytest.mark.parametrize("game", GAMES)
def test_a_snapshot_from_another_key_or_none_is_replayed(game):
    match = _played(game)
    text = match.save(KEY)
    assert restore(_rules(game), savefile.parse(text), OTHER_KEY) is None
    assert restore(_rules(game), savefile.parse(text), None) is None
    assert api.load(text, OTHER_KEY).digest() == match.digest()
    assert "snapshot" not in json.loads(match.save()), "without a key no snapshot is written"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("edit", ["seed", "seats", "options", "log"])
def test_an_edited_header_never_loads_from_the_untouched_snapshot(game, edit):
    """The snapshot is bound to the whole header: an edited seed, seats, options or log loads
    to what that header replays to, or is refused - never to the snapshot's state."""
    match = _played(game)
    data = json.loads(match.save(KEY))
    if edit == "seed":
        data["seed"] += 1
    elif edit == "seats":
        data["seats"] = data["seats"][:-1]
    elif edit == "options":
        data["options"]["edited"] = True
    else:
        data["log"] = data["log"][:-1]
    text = json.dumps(data)
    assert restore(_rules(game), savefile.parse(text), KEY) is None
    try:
        loaded = api.load(text, KEY)
    except api.BadSave:
        return
    assert loaded.digest() == _replayed(text).digest()
    assert len(loaded.seats) == len(data["seats"])


@pytest.mark.parametrize("game", GAMES)
def test_a_forged_snapshot_is_not_trusted(game):
    """A state edited and its unkeyed sha256 digest recomputed used to be trusted."""
    match = _played(game)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    snapshot["events"] = [{"type": "forged", "odd": [1, 2, 3]}]
    data["snapshot"] = json.dumps(snapshot)
    data["seal"] = savefile.seal(data, data["snapshot"], OTHER_KEY)  # sealed, but not by this installation
    loaded = api.load(json.dumps(data), KEY)
    assert loaded.digest() == match.digest()
    assert {"type": "forged", "odd": [1, 2, 3]} not in loaded.events()


@pytest.mark.parametrize("text", [
    '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": 1' + "0" * 5000 + ', "seats": [], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": 0, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": -3, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": true, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": ' + str(2**70) + ', "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": ["' + "x" * 5000 + '"]}',
    "[" * 100_000 + "]" * 100_000,
], ids=["huge-integer", "version-0", "version-negative", "version-bool", "seed-out-of-range", "long-action", "deep-nesting"])
def test_hostile_saves_are_refused_with_bad_save(text):
    with pytest.raises(api.BadSave):
        api.load(text, KEY)


@pytest.mark.parametrize("count", [300, 25_000_000])
def test_a_flood_of_scripted_dice_is_refused_at_once(count):
    header = {"format": "gamenight-save", "version": 1, "game": "creature_adventures", "seed": 1,
              "seats": ["ai", "ai"], "options": {}, "log": ["!dice " + " ".join(["6"] * count)]}
    text = json.dumps(header)
    started = time.perf_counter()
    with pytest.raises(api.BadSave, match="too many dice|too long|too large"):
        api.load(text, KEY)
    assert time.perf_counter() - started < 2.0


def test_a_file_too_large_to_be_a_save_is_refused_unread():
    with pytest.raises(api.BadSave, match="too large"):
        api.load(" " * (savefile.MAX_BYTES + 1), KEY)
