"""A save keeps the names its seats were given when the game began, beside the seats (issue 26:
"a Zombie Slayer save renamed its player after a rename in another game", because a save was
resumed with whatever Settings named seat 1 that day).

The names are optional - a save written before them has none and still loads - and they are the
players' words, not the game: whatever a file holds there (not a list, the wrong length, numbers,
a name of a million characters) loads the game, and only the damaged seat loses its name.
"""
from __future__ import annotations

import json

import pytest

from engine import api
from engine.core import save as savefile
from engine.core.match import restore

KEY = bytes(range(32))


def _named(game: str = "zombie_slayer", seats=("human",), names=("Ann",)):
    match = api.new_match(game, 11, list(seats))
    match.names = list(names)
    for _ in range(6):
        if match.result() is not None or seats[match.to_move()] == "human" and match.log:
            break
        match.act(match.suggest(match.to_move()))
    return match


def _with_names(text: str, names) -> str:
    header = json.loads(text)
    header["names"] = names
    return json.dumps(header)


def test_the_names_go_into_the_save_beside_the_seats_and_come_back_from_the_snapshot_and_the_log():
    match = _named("everzone", ("human", "ai:easy"), ("Ann", ""))
    text = match.save(KEY)
    header = json.loads(text)
    assert header["names"] == ["Ann", ""], "a default name is kept as one: it must not become today's"
    assert list(header).index("names") == list(header).index("seats") + 1
    assert restore(api._rules("everzone"), savefile.parse(text), KEY) is not None, "the seal covers them"
    for loaded in (api.load(text, KEY), api.load(text), api.load(match.save())):
        assert loaded.names == ["Ann", ""]
        assert loaded.digest() == match.digest()
    assert api.load(text, KEY).clone().names == ["Ann", ""]


def test_a_replay_shows_and_exports_the_names_of_its_save():
    match = _named("zvery", ("human", "ai"), ("Ann", ""))
    replay = api.open_replay(match.save())
    assert replay.match.names == ["Ann", ""]
    replay.seek(len(replay))
    assert replay.match.names == ["Ann", ""], "every position is the same game's"
    assert json.loads(replay.save_text)["names"] == ["Ann", ""]


def test_a_save_written_before_names_were_kept_loads_naming_nobody():
    match = _named(names=())
    text = match.save(KEY)
    assert "names" not in json.loads(text), "nobody named: the save reads as before"
    old = json.loads(text)
    assert api.load(text, KEY).names == [None]
    assert api.load(json.dumps(old)).names == [None]
    assert api.open_replay(text).match.names == [None]


@pytest.mark.parametrize("names, kept", [
    ("Ann", [None, None]),  # not a list
    ({"0": "Ann"}, [None, None]),
    (None, [None, None]),
    (["Ann"], ["Ann", None]),  # too short: the seat without one falls back
    (["Ann", "Bob", "Cy", "Di"], ["Ann", "Bob"]),  # too long: the seats' own
    ([7, "Bob"], [None, "Bob"]),  # not strings
    ([["Ann"], {"a": 1}], [None, None]),
    ([True, None], [None, None]),
    (["A" * 10**6, "Bob"], [None, "Bob"]),  # huge: damage, not a name
    (["\x00\x1b[31mAnn\u202e", "Bob"], ["\x00\x1b[31mAnn\u202e", "Bob"]),  # the app cleans a string (its rules)
])
def test_damaged_names_load_the_game_and_only_the_damaged_seat_loses_its_name(names, kept):
    match = _named("zvery", ("human", "human"), ("Ann", "Bob"))
    text = _with_names(match.save(KEY), names)
    for loaded in (api.load(text, KEY), api.load(text), api.open_replay(text).match):
        assert loaded.names == kept
    assert api.load(text, KEY).digest() == match.digest()


def test_an_edited_name_voids_the_snapshot_and_the_game_replays_to_the_same_place():
    match = _named("zvery", ("human", "ai"), ("Ann", ""))
    text = _with_names(match.save(KEY), ["Mallory", ""])
    assert restore(api._rules("zvery"), savefile.parse(text), KEY) is None, "the seal covers the names"
    loaded = api.load(text, KEY)
    assert (loaded.names, loaded.digest()) == (["Mallory", ""], match.digest())


def test_a_deeply_nested_names_field_is_no_name_and_no_crash():
    """Nested within the bound every save is read to (engine/bounded.py), the names alone are
    lost; deeper, the whole file is refused before it is parsed, as any JSON bomb is."""
    match = _named("zvery", ("human", "ai"), ("Ann", ""))
    text = json.dumps(json.loads(match.save(KEY)))
    assert '"names": ["Ann", ""]' in text
    nested = "[" * 60 + "]" * 60
    assert api.load(text.replace('"names": ["Ann", ""]', f'"names": {nested}'), KEY).names == [None, None]
    bomb = "[" * 900 + "]" * 900
    with pytest.raises(api.BadSave, match="nests deeper than"):
        api.load(text.replace('"names": ["Ann", ""]', f'"names": {bomb}'), KEY)


def test_a_match_saves_only_names_it_can_keep():
    match = api.new_match("zvery", 3, ["human", "ai"])
    match.names = ["Ann", 42, "extra"]
    assert json.loads(match.save())["names"] == ["Ann", None]
    match.names = "Ann"
    assert "names" not in json.loads(match.save())
