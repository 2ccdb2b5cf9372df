"""Options, saves and replays for Creature Adventures."""
from __future__ import annotations

import json

import pytest

from engine import api

from .test_properties import play_random


def test_info_lists_2_3_and_4_players():
    info = api.info("creature_adventures")
    assert info["players"] == [2, 4] and not info["solo"]
    assert [v["seats"] for v in info["variants"]] == [2, 3, 4]


@pytest.mark.parametrize("seats", [["human"], ["human"] * 5])
def test_seat_counts_outside_2_to_4_are_refused(seats):
    with pytest.raises(api.BadOptions, match="2 to 4"):
        api.new_match("creature_adventures", 1, seats)


def test_unknown_options_are_refused():
    with pytest.raises(api.BadOptions, match="unknown option"):
        api.new_match("creature_adventures", 1, ["human", "human"], {"board": "other"})


@pytest.mark.slow  # every one of a whole game's positions saved and loaded again: 3 minutes (make journeys)
def test_a_save_round_trips_after_every_action():
    m = play_random(4, 2, save_every=1)
    assert m.result() is not None


def test_a_save_round_trips_all_through_a_game():
    """The lean form of the above for `make test`: a save every 11 actions, through a whole game."""
    m = play_random(4, 2, save_every=11)
    assert m.result() is not None


def test_forced_dice_are_replayed_from_a_save():
    m = api.new_match("creature_adventures", 2, ["human", "human"])
    while m.legal_actions()[0] != "roll":
        m.act(m.legal_actions()[0])
    m.force_dice([6, 6])
    m.act("roll")
    text = m.save()
    header = json.loads(text)
    header.pop("snapshot", None)
    again = api.load(json.dumps(header))
    assert again.digest() == m.digest()


def test_a_snapshot_of_other_rules_is_replayed_instead():
    from engine.core import save as savefile
    from engine.core.match import restore
    from engine.games.creature_adventures import RULES

    key = bytes(range(32))
    m = play_random(6, 3)
    data = json.loads(m.save(key))
    snapshot = json.loads(data["snapshot"])
    snapshot["rules"] = "ca-0"
    data["snapshot"] = json.dumps(snapshot)
    data["seal"] = savefile.seal(data, data["snapshot"], key)  # sealed here, yet for other rules
    assert restore(RULES, data, key) is None
    assert api.load(json.dumps(data), key).digest() == m.digest()


@pytest.mark.parametrize("text", ["", "{}", "[1,2]", '{"format": 1}'])
def test_broken_saves_raise_bad_save(text):
    with pytest.raises(api.BadSave):
        api.load(text)
