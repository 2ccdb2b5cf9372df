"""The computer's suggestions (the Hint's, and the computer's own moves) weigh what a move risks.

A hint sent a creature on 1 HP into a 5-in-6 wild encounter: the heuristic roamed the Wilderness
for creatures to catch whatever its team's health, and counted a move's end only by where it led.
Now a creature that one blow of any wild creature left would knock out makes the computer take the
way least likely to meet one, and rest at Home rather than roll.
"""
from __future__ import annotations

from engine.games.creature_adventures import ai

from .table import at, p, ready, run

SEAT = 0


def _at_the_thorn_gate(hp: int):
    """Seat 1 rolls a 5 at the Thorn Gate: the road on (no footsteps), or the Thornwood (up to 5).
    Seat 2 holds every sigil, so no Warlord draws the computer anywhere."""
    m = ready()
    at(m, SEAT, "thorn_gate")
    m.state.sigils = dict.fromkeys(m.state.sigils, 1)
    p(m, SEAT).bank = 0
    p(m, SEAT).creatures[0].hp = hp
    m.force_dice([2, 3])
    run(m, "roll")
    return m


def _hinted_walk(m) -> int:
    """Follow the hints fork by fork (as the table's hinted walk does); the footsteps counted at the end."""
    while m.state.phase == "move":
        events = m.act(m.suggest(SEAT))
    return next(e for e in events if e["type"] == "move_done")["counted"]


def _footsteps_of_the_ways(m) -> list[int]:
    return sorted({w["footsteps"] for ways in m.decision()["about"]["ends"].values() for w in ways})


def test_a_creature_one_blow_would_knock_out_is_never_hinted_into_a_likely_wild_creature():
    m = _at_the_thorn_gate(hp=1)
    footsteps = _footsteps_of_the_ways(m)
    assert footsteps[0] == 0 and footsteps[-1] == 5, "a safe road, and a way with a 5-in-6 encounter"
    assert _hinted_walk(m.clone()) == 0
    mine = p(m, SEAT)
    assert ai.wild_danger(m.state, mine, 5) == 5 / 6, "the engine rates the Thornwood as likely to cost a creature"
    assert ai.wild_danger(m.state, mine, 0) == 0


def test_a_healthy_team_still_roams_the_wilderness_for_creatures_to_catch():
    m = _at_the_thorn_gate(hp=10)
    assert m.suggest(SEAT) == "go thornwood_1"
    assert ai.wild_danger(m.state, p(m, SEAT), 5) == 0, "no creature one blow would knock out: nothing at risk"


def test_a_creature_one_blow_would_knock_out_rests_at_home_rather_than_roll():
    m = ready()
    p(m, SEAT).bank = 0
    assert "rest" in m.legal_actions() and m.suggest(SEAT) == "roll", "a healthy team rolls"
    p(m, SEAT).creatures[1].hp = 1
    assert m.suggest(SEAT) == "rest"
