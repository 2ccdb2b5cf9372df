"""The harder computer's dice reasoning: which dice to spend where (engine/games/zvery/dice_plan.py)."""
from __future__ import annotations

from engine.games.zvery import ai, battle, dice_plan
from engine.games.zvery.content import content

from .test_battle import choices, choose, plain, wild_battle


def skill_with(kind: str, **cost) -> str:
    """The key of an ability skill whose cost is exactly `cost` (e.g. exact=(6,), any=1)."""
    for a in content().abilities.values():
        for i, s in enumerate(a.skills):
            c = s.cost
            if c.kind != kind:
                continue
            if ("values" in cost and c.values == cost["values"]) or ("dice" in cost and c.dice == cost["dice"]) \
                    or ("total" in cost and c.total == cost["total"]):
                return f"{a.id}/{i}"
    raise LookupError((kind, cost))


def paying(skills: list[str], pool: list[int], which: int = 0):
    """A battle where side 0 holds `skills`, the pool is `pool`, and skill `which` is being paid."""
    state, _ = wild_battle(plain(0, 0, skills=skills), plain(1, -1))
    state.phase = "battle"  # staged straight into a battle (the rules' phase, as flow.py sets it)
    state.rng.script(list(pool) + [1] * 5)
    choose(state, "fight", [])
    choose(state, f"use 1 {which + 1}", [])
    return state


def test_paying_any_die_keeps_the_6_an_exact_6_skill_still_needs():
    cheap, six = skill_with("any", dice=1), skill_with("exact", values=(6,))
    state = paying([cheap, six], [6, 2, 5, 4, 3])
    b = state.battle
    choice = dice_plan.pay_choice(b, b.frames[-1], choices(state))
    assert b.pools[0][int(choice.split()[1]) - 1] != 6


def test_the_hard_level_pays_with_the_planned_die_and_easy_with_the_first_offered():
    cheap, six = skill_with("any", dice=1), skill_with("exact", values=(6,))
    state = paying([cheap, six], [6, 2, 5, 4, 3])
    assert ai.suggest(state, 0, "easy", 1) == "die 1"  # the 6, first in the pool
    hard = ai.suggest(state, 0, "hard", 1)
    assert hard != "die 1" and hard.startswith("die")


def test_a_powerup_is_never_overpaid_when_a_smaller_set_of_dice_reaches_it():
    power = next(f"{a.id}/{i}" for a in content().abilities.values() for i, s in enumerate(a.skills)
                 if s.cost.kind == "powerup")
    total = battle.skill(power).cost.total
    pool = [6, 6, 6, 1, 1] if total <= 18 else [6, 6, 6, 6, 1]
    for way in dice_plan.payments(battle.skill(power).cost, pool):
        spent = sorted(pool[i] for i in way)
        assert sum(spent) >= total and sum(spent) - spent[0] < total  # no die in it is spare


def test_a_pool_is_worth_what_it_can_still_buy():
    six = skill_with("exact", values=(6,))
    assert dice_plan.plan_value([6, 1], [six]) == dice_plan.skill_worth(six)
    assert dice_plan.plan_value([5, 1], [six]) == 0.0


def test_a_set_step_turns_a_die_into_the_value_an_open_cost_needs():
    """With a skill that needs a 6 and none in the pool, setting a die to 6 beats stopping."""
    six = skill_with("exact", values=(6,))
    state, _ = wild_battle(plain(0, 0, skills=[six]), plain(1, -1))
    state.rng.script([2, 3, 4, 5, 1] + [1] * 5)
    choose(state, "fight", [])
    b = state.battle
    frame = {"kind": "keyword", "side": 0, "keyword": "set", "left": 1, "picked": -1}
    legal = [f"die {i + 1}" for i in range(5)] + ["done"]
    assert dice_plan.keyword_choice(b, frame, legal) != "done"
    frame["picked"] = 0
    values = [f"value {v}" for v in range(1, 7)]
    assert dice_plan.keyword_choice(b, frame, values) == "value 6"
