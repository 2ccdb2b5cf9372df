"""Zombie Slayer's story (engine/games/zombie_slayer/story.py): the slayer is seat 0 wherever an
event names his token, a change of defense keeps its sign, and a line's tone is the engine's."""
from __future__ import annotations

from engine import api

from ..words import english


def said(ev: dict) -> tuple[str, str | None]:
    line = api.tell("zombie_slayer", ev)
    return english(line["text"], "zombie_slayer", ["Ludwig"]), line["tone"]


def test_the_slayer_is_named_by_his_seat_and_a_zombie_as_a_term():
    assert said({"type": "attack", "att": "g1", "def": "slayer", "mode": "melee"}) == \
        ("the green zombie attacks Ludwig in melee.", "bad")
    assert said({"type": "damage", "token": "slayer", "amount": 2, "life": 5}) == ("Ludwig takes 2 damage (5 Life left).", "bad")
    assert said({"type": "spawn", "token": "v2", "colour": "violet", "pos": [1, 1], "place": "smithy"}) == \
        ("A violet zombie rises on Smithy.", None)


def test_a_change_of_defense_keeps_its_sign():
    assert said({"type": "endure", "bonus": 2, "defense_mod": 2})[0] == "Endure Pain: +2 defense until your next turn (now +2)."
    assert said({"type": "assault_guard", "defense_mod": -1})[0] == "Assault leaves Ludwig open: defense -1 until the next turn."


def test_a_roll_reads_its_dice_from_the_event():
    grams = [[["melee"] * k for k in range(1, 7)]]
    assert said({"type": "roll", "owners": ["g1"], "purpose": "melee", "dice": [3], "dieagrams": grams})[0] == \
        "the green zombie attacks with a 3: 3 melee."
    assert said({"type": "roll", "owners": ["slayer"] * 2, "purpose": "defense", "dice": [4, 2],
                 "dieagrams": grams * 2})[0] == "Ludwig rolls 4 2 for defense."


def test_already_dead_is_told_as_the_defenders_skill_that_negates_the_blow():
    """"the green zombie is Already Dead - the blow does nothing" read as "the zombie is dead":
    the line says, in the rulebook's words, whose skill it is and what it does."""
    text, tone = said({"type": "clash", "att": "slayer", "def": "g1", "attack": 4, "defense": 0, "toughness": 1,
                       "damage": 0, "already_dead": True})
    assert text == ("Attack 4 against defense 0: the green zombie keeps its 1-face, and its skill Already Dead "
                    "negates all damage from the attack.")
    assert "is Already Dead" not in text and tone == "quiet"
