"""What a battle choice will do (forecast.py) is what it then does.

The table shows, before a click, each Strike outcome with its damage after Defense, the Attack
a Meditate gives, the chance a catch holds, a wild creature's answer. These tests play every
face of the d10 through the real rules on copies of battles from computer games (and a few
staged ones with every ability) and hold the forecast to what happened.
"""
from __future__ import annotations

import pytest

from engine import api
from engine.games.creature_adventures import forecast
from engine.games.creature_adventures.rules import RULES
from engine.games.creature_adventures.state import clone

from .table import creature, fight_wild, p, ready, team


def _play(state, action: str, faces: list[int]):
    twin = clone(state)
    twin.rng.scripted = []
    twin.rng.script(faces)
    return twin, RULES.apply(twin, action)


def _what_strike_does(state) -> dict[str, dict]:
    """Every face of the d10 (and Lucky's second roll) played: outcome -> its share and effect."""
    seen: dict[str, dict] = {}
    for face in range(1, 11):
        twin, events = _play(state, "strike", [face])
        rolls = [e for e in events if e["type"] == "roll" and e["why"] == "strike"]
        lucky = any(e["type"] == "ability" and e["ability"] == "lucky" for e in events)
        runs = [(_play(state, "strike", [face, again])[1], 1) for again in range(1, 11)] if lucky else [(events, 10)]
        for evs, share in runs:
            blow = next(e for e in evs if e["type"] == "strike" and e["striker_side"] == state.battle.mover)
            row = seen.setdefault(blow["outcome"], {"percent": 0})
            row["percent"] += share
            row.update(to_target=blow["to_target"], to_striker=blow["to_striker"],
                       target_hp=blow["target_hp"], striker_hp=blow["striker_hp"])
        assert rolls
    return seen


def _check(state) -> None:
    b = state.battle
    me = b.mover
    told = forecast.battle(state)
    legal = RULES.legal_actions(state)
    rows = {r["outcome"]: {k: r[k] for k in ("percent", "to_target", "to_striker", "target_hp", "striker_hp")}
            for r in told["strike"]}
    assert rows == _what_strike_does(state)
    assert sum(r["percent"] for r in told["strike"]) == 100
    if "catch" in legal:
        caught = sum(10 for face in range(1, 11)
                     if any(e["type"] == "battle_over" and e["how"] == "catch" for e in _play(state, "catch", [face, 1])[1]))
        assert told["catch"] == caught
    for word, key, attr in (("meditate", "boost_attack", "attack"), ("brace", "boost_defense", "defense")):
        if word not in legal:
            continue
        for face in (1, 2, 7, 10):
            twin, events = _play(state, word, [face, 1])
            outcome = next(e["outcome"] for e in events if e["type"] == "roll" and e["why"] == word)
            if twin.battle is not None and twin.battle.fighter(twin, me) is not None:
                from engine.games.creature_adventures.battle import effective

                value = next(r["value"] for r in told[key] if r["outcome"] == outcome)
                assert value == effective(twin, twin.battle, me, attr)
    if told.get("reply") and "meditate" in legal:
        _, events = _play(state, "meditate", [1, 10])
        answer = next(e for e in events if e["type"] == "strike" and e["seat"] < 0)
        assert (answer["to_target"], answer["target_hp"]) == (told["reply"]["damage"], told["reply"]["hp"])
    for key, hypothetical in told["creatures"].items():
        slot = int(key)
        if f"switch {slot + 1}" not in legal:
            continue
        twin, _ = _play(state, f"switch {slot + 1}", [1])  # a wild creature's answer: none
        if twin.battle is None:
            continue
        assert forecast.strike(twin, twin.battle, me) == hypothetical["strike"]


def _battles(seed: int, seats: int, limit: int = 900):
    m = api.new_match("creature_adventures", seed, ["ai:easy"] * seats)
    for _ in range(limit):
        if m.result() is not None:
            return
        s = m.state
        if s.phase == "battle" and s.battle.stage == "act":
            yield s
        m.act(m.suggest(m.to_move()))


@pytest.mark.parametrize("seed, seats", [(2, 2), (4, 3)])
def test_the_forecast_of_every_choice_is_what_the_rules_then_do(seed, seats):
    checked = 0
    for state in _battles(seed, seats):
        _check(state)
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("mine, theirs", [("venom", "guardian"), ("swift", "thick_hide"), ("lucky", ""),
                                          ("regenerate", "regenerate"), ("berserk", "venom")])
def test_abilities_are_in_the_forecast(mine, theirs):
    m = ready()
    team(m, 0, creature("Mine", attack=5, defense=1, hp=10, ability=mine), creature("Spare", attack=2))
    p(m, 0).creatures[0].hp = 5
    fight_wild(m, 0, creature("Wild", attack=4, defense=2, hp=10, ability=theirs))
    m.act("pick 1")
    _check(m.state)


def test_a_dodge_waiting_makes_the_strike_a_sure_miss_and_the_shield_soaks_first():
    m = ready()
    team(m, 0, creature("A", attack=6, defense=1), creature("B"))
    team(m, 1, creature("C", attack=3, defense=1), creature("D"))
    p(m, 1).pos = p(m, 0).pos = "north_road_4"
    p(m, 1).artifacts["fortify"] = 3
    from engine.games.creature_adventures import places

    ev: list[dict] = []
    m.state.todo = ["end"]
    places.attack(m.state, 0, 1, ev)
    m.act("pick 1")
    m.act("pick 1")
    m.force_dice([10])
    m.act("dodge")  # Fortify's opening move: a Dodge that holds
    told = forecast.battle(m.state)["strike"]
    assert [(r["outcome"], r["percent"], r["to_target"]) for r in told] == [("dodged", 100, 0)]
    m.force_dice([1])
    m.act("strike")  # the dodge is spent on a miss
    m.act("strike") if m.state.battle.mover == 0 else None
    state = m.state
    if state.battle is not None and state.battle.stage == "act":
        _check(state)


def test_an_opening_pick_against_a_wild_creature_is_forecast_but_a_players_sealed_pick_is_not():
    m = ready()
    fight_wild(m, 0, creature("Wild", attack=4, defense=1))
    told = forecast.battle(m.state)
    assert set(told["creatures"]) == {"0", "1", "2"} and all(c["strike"] for c in told["creatures"].values())
    m = ready()
    p(m, 1).pos = p(m, 0).pos = "north_road_4"
    from engine.games.creature_adventures import places

    ev: list[dict] = []
    m.state.todo = ["end"]
    places.attack(m.state, 0, 1, ev)
    m.act("pick 2")
    assert forecast.battle(m.state) == {"creatures": {}}, "the second picker learns nothing of the first pick"


def test_the_shaman_says_what_each_choice_heals():
    m = ready()
    f = p(m, 0).creatures[1]
    f.hp = 3
    m.force_dice([2, 3])
    m.act("roll")
    m.act("go west_road_4")  # Hollow Oak, west: the Hermit's Spring
    assert m.state.phase == "shaman"
    asked = m.decision()
    assert asked["kind"] == "shaman" and "pending" not in m.view(0)
    heals = asked["about"]["heals"]
    assert heals[1]["sure"] == 5 and heals[1]["gamble"] == {"25%": 3, "75%": 7, "100%": 7}
    assert heals[0]["sure"] == 0 and heals[1]["all"]["0%"] == 0
    twin, _ = _play(m.state, "shaman gamble 2", [6])  # 75%
    assert twin.players[0].creatures[1].hp == 3 + heals[1]["gamble"]["75%"]
