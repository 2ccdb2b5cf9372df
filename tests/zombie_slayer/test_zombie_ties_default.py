"""Zombie ties: a die decides them unless the player asks to decide them (option zombie_ties).

Players found nearly every zombies' turn stopping for a path tie when deciding was the default;
now the die decides by default. A save always records the tie setting it was played with, so a
game begun when "choose" was the default goes on stopping for ties after it is loaded.
"""
from __future__ import annotations

import json

from engine import api


def _a_tie(m) -> bool:
    """The zombies' turn waits for the player to settle a tie ("first", "target", "route")."""
    return m.decision()["kind"] == "zombies"


def _play(m, steps: int) -> tuple[int, int]:
    """(tie questions met, ties settled by a die) over `steps` of the computer's own moves."""
    asked = rolled = 0
    for _ in range(steps):
        if m.result() is not None:
            break
        if _a_tie(m):
            asked += 1
        rolled += sum(1 for e in m.act(m.suggest(0)) if e["type"] == "tie_roll")
    return asked, rolled


def test_a_new_game_lets_the_dice_decide_zombie_ties():
    m = api.new_match("zombie_slayer", 4, ["human"])
    assert m.options["zombie_ties"] == "dice"
    asked, rolled = _play(m, 300)
    assert asked == 0 and rolled > 0


def test_the_player_may_still_decide_them():
    m = api.new_match("zombie_slayer", 4, ["human"], {"zombie_ties": "choose"})
    asked, _ = _play(m, 300)
    assert asked > 0


def test_a_save_of_the_old_default_still_stops_for_ties():
    """A save keeps the options it was played with, the tie setting among them."""
    m = api.new_match("zombie_slayer", 4, ["human"], {"zombie_ties": "choose"})
    while not _a_tie(m):
        m.act(m.suggest(0))
    text = m.save()
    assert json.loads(text)["options"]["zombie_ties"] == "choose"
    again = api.load(text)
    assert again.options["zombie_ties"] == "choose"
    assert again.decision() == m.decision() and again.digest() == m.digest()
    assert _play(again, 200)[0] > 0
