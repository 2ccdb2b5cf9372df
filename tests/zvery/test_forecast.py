"""What a choice will do, computed ahead by the engine's own rules (forecast.py), agrees with
what the engine then does."""
from __future__ import annotations

from dataclasses import asdict

import pytest

from engine.games.zvery import battle, forecast
from engine.games.zvery.content import Cost, Effect, Skill

from .test_battle import find_skill, plain, wild_battle


def _view(state) -> dict:
    return asdict(state.battle)


def test_the_damage_rule_is_one_function_the_battle_uses():
    assert battle.hit(4, 1, 0) == 5
    assert battle.hit(2, 0, 3) == 0, "a hit never heals"
    assert battle.healed(3, 10, 4) == 7 and battle.healed(8, 10, 5) == 10


def test_a_forecast_hit_is_the_hit_the_engine_deals():
    me, foe = plain(0, 0, 10), plain(1, -1, 12)
    me.strength, foe.fortitude = 2, 1
    state, _ = wild_battle(me, foe)
    skill = Skill("Test", Cost("any", dice=1), (Effect("damage", 4, "all"),))
    [out] = forecast.skill_outcomes(_view(state), 0, skill, paid=3)
    assert (out.effect, out.target, out.amount, out.health) == ("damage", 1, 5, 7)
    ev: list[dict] = []
    battle.apply_effect(state, 0, 1, skill.effects[0], 3, ev)
    assert ev[-1]["amount"] == out.amount and state.battle.fighters[1].health == out.health


def test_a_sum_effect_waits_for_the_dice_and_counts_them():
    state, _ = wild_battle(plain(0, 0), plain(1, -1, 9))
    skill = Skill("Rot", Cost("any", dice=1), (Effect("damage", "sum", "all"),))
    assert forecast.skill_outcomes(_view(state), 0, skill, paid=None) == []
    [out] = forecast.skill_outcomes(_view(state), 0, skill, paid=5)
    assert out.amount == 5 and out.health == 4


def test_a_one_target_effect_lists_every_creature_it_may_be_aimed_at():
    state = wild_battle(plain(0, 0), plain(1, -1, 9))[0]
    second = plain(1, -1, 6)
    second.fortitude = 2
    state.battle.fighters.append(second)
    skill = battle.skill(find_skill("exact", "damage"))
    outs = forecast.skill_outcomes(_view(state), 0, skill, paid=None)
    amount = int(skill.effects[0].amount)
    assert [(o.target, o.amount, o.choose) for o in outs] == [(1, amount, True), (2, max(0, amount - 2), True)]
    aimed = forecast.skill_outcomes(_view(state), 0, skill, paid=None, target=2)
    assert [(o.target, o.health) for o in aimed] == [(2, 6 - max(0, amount - 2))]


def test_later_effects_see_what_earlier_ones_did():
    state, _ = wild_battle(plain(0, 0, 10), plain(1, -1, 10))
    state.battle.fighters[0].health = 4
    skill = Skill("Both", Cost("any", dice=1), (Effect("heal", 3, "self"), Effect("heal", 5, "self")))
    first, second = forecast.skill_outcomes(_view(state), 0, skill, paid=2)
    assert (first.health, second.health, second.amount) == (7, 10, 3), "the heal stops at the top"


@pytest.mark.parametrize("rate, health, left, chance", [
    (10, 8, [], 0.5),  # 5d6 >= 18: one half, by symmetry
    (1, 0, [], 1.0),  # any five dice reach 5
    (25, 5, [], 1 / 6 ** 5),  # only five 6s make 30
    (25, 5, [6, 6, 6, 6, 6], 1.0),  # the dice left on it are enough already
    (20, 4, [6, 6, 6, 1], 1 / 3),  # one die to roll and 19 on it: a 5 or a 6 reaches 24
])
def test_the_chance_of_a_catch_is_exact(rate, health, left, chance):
    assert forecast.catch_chance(rate, health, left) == pytest.approx(chance)


def test_a_wounded_creature_below_zero_counts_as_zero_for_the_catch():
    assert forecast.catch_chance(10, -4, []) == forecast.catch_chance(10, 0, [])
