"""Saves are versioned JSON replays; bad text and bad options give clear errors."""
from __future__ import annotations

import json

import pytest

from engine import api

KEY = bytes(range(32))  # an installation's key for sealing snapshots


def a_game():
    m = api.new_match("zombie_slayer", 21, ["human"], {"zombie_ties": "choose"})  # ties stop: 40 steps in play
    for _ in range(40):
        m.act(m.legal_actions()[0])
    return m


def test_a_save_is_versioned_json_with_seed_and_actions():
    m = a_game()
    data = json.loads(m.save())
    assert data["format"] == "gamenight-save" and data["version"] == 1
    assert data["game"] == "zombie_slayer" and data["seed"] == 21 and data["log"] == m.log


@pytest.mark.parametrize("mangle", [
    lambda t: t[: len(t) // 2],
    lambda t: "not a save",
    lambda t: "[]",
    lambda t: json.dumps({**json.loads(t), "game": "chess"}),
    lambda t: json.dumps({**json.loads(t), "version": 99}),
    lambda t: json.dumps({**json.loads(t), "log": json.loads(t)["log"] + ["move 999,999"]}),
    lambda t: json.dumps({**json.loads(t), "seed": "twelve"}),
    lambda t: json.dumps({**json.loads(t), "options": {"placement": "sideways"}}),
])
def test_bad_saves_raise_bad_save_with_a_message(mangle):
    text = mangle(a_game().save())
    with pytest.raises(api.BadSave) as err:
        api.load(text)
    assert str(err.value)


def test_forced_dice_are_saved_and_replayed():
    m = api.new_match("zombie_slayer", 2, ["human"])
    m.force_dice([6, 6])
    m.act(m.legal_actions()[0])
    assert api.load(m.save()).digest() == m.digest()


@pytest.mark.parametrize("options", [
    {"placement": "sideways"},
    {"zombie_ties": "always"},
    {"luck": 7},
    {"slayer": "nobody"},
    {"slayer": {"name": "Greedy", "faces": ["H", "HH", "HHH", "....", ".....", "S....."], "skill": "dash", "luck": 6}},
    {"slayer": {"name": "Two skills", "faces": [".", "..", "...", "....", "S....", "S....."], "skill": "dash", "luck": 6}},
    {"slayer": {"name": "Unskilled", "faces": [".", "..", "...", "....", ".....", "S....."], "skill": "juggling", "luck": 6}},
    {"colour": "red"},
])
def test_bad_options_are_refused(options):
    with pytest.raises(api.BadOptions):
        api.new_match("zombie_slayer", 1, ["human"], options)


def test_a_custom_slayer_keeps_unspent_creation_points():
    m = api.new_match("zombie_slayer", 1, ["human"], {"slayer": {
        "name": "Mara", "faces": ["D", "..", "...", "MMMM", ".....", "S....."], "skill": "block", "luck": 4}})
    s = m.state.slayer
    assert (s.name, s.luck, s.skills, s.cp) == ("Mara", 4, ["block"], 20 - 9)


def test_solo_means_one_seat():
    with pytest.raises(api.BadOptions):
        api.new_match("zombie_slayer", 1, ["human", "ai"])


def test_a_snapshot_loaded_twin_plays_on_exactly_like_the_original():
    """Like Pokemon Showdown's DualStream: rebuild from the save at every step and compare with
    a twin that was never saved, and with a replay of the log."""
    import random

    from engine.core import save as savefile
    from engine.core.match import replay
    from engine.games.zombie_slayer import RULES

    rng = random.Random(3)
    m = api.new_match("zombie_slayer", 33, ["human"])
    for _ in range(150):
        if m.result():
            break
        text = m.save(KEY)
        twin = api.load(text, KEY)
        replayed = replay(RULES, savefile.parse(text))
        assert twin.digest() == m.digest() == replayed.digest()
        action = rng.choice(m.legal_actions())
        assert twin.legal_actions() == m.legal_actions()
        m.act(action)
        twin.act(action)
        assert twin.digest() == m.digest()


def test_a_damaged_snapshot_falls_back_to_replaying_the_log():
    m = a_game()
    data = json.loads(m.save(KEY))
    snapshot = json.loads(data["snapshot"])
    snapshot["state"]["slayer"]["life"] = 1  # edited: the seal no longer matches
    data["snapshot"] = json.dumps(snapshot)
    again = api.load(json.dumps(data), KEY)
    assert again.digest() == m.digest()


def test_undo_still_works_after_loading_from_a_snapshot():
    m = api.new_match("zombie_slayer", 21, ["human"])
    while m.decision()["kind"] != "turn":
        m.act(m.legal_actions()[0])
    before = m.digest()
    m.act(next(a for a in m.legal_actions() if a.startswith("move")))
    again = api.load(m.save(KEY), KEY)
    assert again.can_undo() and again.undo() and again.digest() == before
