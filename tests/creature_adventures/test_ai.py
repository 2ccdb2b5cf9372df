"""The computer's suggestions (the Hint's, and the computer's own moves) weigh what a move risks.

A hint sent a creature on 1 HP into a 5-in-6 wild encounter: the heuristic roamed the Wilderness
for creatures to catch whatever its team's health, and counted a move's end only by where it led.
Now a creature that one blow of any wild creature left would knock out makes the computer take the
way least likely to meet one, and rest at Home rather than roll.
"""
from __future__ import annotations

import pytest

from engine import api
from engine.games.creature_adventures import ai, risks

from .table import at_the_thorn_gate, creature, fight_wild, p, ready, team

SEAT = 0



def _hinted_walk(m) -> int:
    """Follow the hints fork by fork (as the table's hinted walk does); the footsteps counted at the end."""
    while m.state.phase == "move":
        events = m.act(m.suggest(SEAT))
    return next(e for e in events if e["type"] == "move_done")["counted"]


def _footsteps_of_the_ways(m) -> list[int]:
    return sorted({w["footsteps"] for ways in m.decision()["about"]["ends"].values() for w in ways})


def test_a_creature_one_blow_would_knock_out_is_never_hinted_into_a_likely_wild_creature():
    m = at_the_thorn_gate(hp=1)
    footsteps = _footsteps_of_the_ways(m)
    assert footsteps[0] == 0 and footsteps[-1] == 5, "a safe road, and a way with a 5-in-6 encounter"
    assert _hinted_walk(m.clone()) == 0
    mine = p(m, SEAT)
    assert ai.wild_danger(m.state, mine, 5) == 5 / 6, "the engine rates the Thornwood as likely to cost a creature"
    assert ai.wild_danger(m.state, mine, 0) == 0


def test_a_healthy_team_still_roams_the_wilderness_for_creatures_to_catch():
    m = at_the_thorn_gate(hp=10)
    assert m.suggest(SEAT) == "go thornwood_1"
    assert ai.wild_danger(m.state, p(m, SEAT), 5) == 0, "no creature one blow would knock out: nothing at risk"


def test_a_creature_one_blow_would_knock_out_rests_at_home_rather_than_roll():
    m = ready()
    p(m, SEAT).bank = 0
    assert "rest" in m.legal_actions() and m.suggest(SEAT) == "roll", "a healthy team rolls"
    p(m, SEAT).creatures[1].hp = 1
    assert m.suggest(SEAT) == "rest"


# --- never into a loss while a safer choice is open (engine/games/creature_adventures/risks.py) ----------
def _riskier_than_another(m, action: str) -> str:
    """What makes `action` riskier than another legal choice, in the terms risks.py rates ("" when
    nothing open is safer): a walk likelier to meet a wild creature with a creature one blow would
    fell, a roll taken instead of a rest with such a creature, a creature sent in that the first
    counterstrike would fell while a sturdier one stands, or a battle action likelier to lose the
    battle than another."""
    s, legal, kind = m.state, m.legal_actions(), m.decision()["kind"]
    mine = s.player(m.to_move())
    if kind == "fork":
        danger = {a: risks.fork_danger(s, mine, a.split()[1]) for a in legal}
    elif kind == "tailwind":
        danger = {a: risks.roll_danger(s, mine, int(a.split()[1])) for a in legal}
    elif kind == "turn":
        frail = "rest" in legal and risks.fragile(s, mine)
        danger = {a: float(frail and a == "roll") for a in legal}
    elif kind in ("pick", "replace") and s.battle.npc_battle:
        danger = {a: float(risks.falls_in_play(s, s.battle, int(a.split()[1]) - 1)) for a in legal}
    elif kind == "act" and risks.rated(s.battle):
        danger = {a: risks.battle_loss(s, a) for a in legal}
    else:
        return ""
    least = min(danger.values())
    return f"{action} risks {danger[action]}, {min(danger, key=danger.get)} {least}" if danger[action] > least else ""


@pytest.mark.parametrize("seed, seats", [(11, 2), (12, 2), (13, 3)])
def test_no_hint_leads_into_a_loss_while_a_safer_choice_is_open(seed, seats):
    """Every position of seeded games where the first seat (the Hint's level) takes every hint."""
    m = api.new_match("creature_adventures", seed, ["human"] + ["ai:easy"] * (seats - 1))
    unsafe = []
    for _ in range(1500):
        if m.result() is not None:
            break
        seat = m.to_move()
        action = m.suggest(seat)
        if m.seats[seat] == "human" and (why := _riskier_than_another(m, action)):
            unsafe.append(why)
        m.act(action)
    assert not unsafe


def _last_creature_against(wild_hp: int, hp: int = 3, attack: int = 5):
    """Seat 1's last creature standing, at `hp`, against a wild creature whose counterstrike fells it."""
    m = ready()
    team(m, SEAT, creature("Mine", attack=3, hp=10))
    p(m, SEAT).creatures[0].hp = hp
    wild = creature("Wild", attack=attack, defense=1, hp=10)
    wild.hp = wild_hp
    fight_wild(m, SEAT, wild)
    return m


def test_a_last_creature_one_counterstrike_would_fell_catches_rather_than_strike_or_run():
    m = _last_creature_against(wild_hp=8)
    assert risks.battle_loss(m.state, "strike") == 40 and risks.battle_loss(m.state, "catch") == 32
    assert risks.battle_loss(m.state, "run") == 70, "a run that escapes is a battle lost (ruling 16)"
    assert m.suggest(SEAT) == "catch"


def test_a_run_is_never_hinted_while_a_strike_cannot_lose_the_battle():
    m = _last_creature_against(wild_hp=10, hp=10, attack=9)
    assert ai._act(m.state, p(m, SEAT), m.legal_actions(), ai.STRONG) == "run", "the style would run"
    assert m.suggest(SEAT) == "strike"


def test_the_creature_sent_in_against_a_wild_one_survives_its_first_counterstrike():
    m = ready()
    team(m, SEAT, creature("Frail", attack=6, hp=10), creature("Sturdy", attack=3, hp=10))
    p(m, SEAT).creatures[0].hp = 2
    fight_wild(m, SEAT, creature("Wild", attack=4, defense=1, hp=10))
    assert ai.best(p(m, SEAT)) == 0, "the harder hitter"
    assert m.suggest(SEAT) == "pick 2"
