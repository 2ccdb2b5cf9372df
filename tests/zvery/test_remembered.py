"""What Zvery's rules remember to go faster says what working it out says.

A battle's legal actions ask the same questions again and again - can this pool pay this skill,
which dice keep this payment possible, which traits does this fighter have, which skill is
this key - so the answers are kept (dice.payable and dice.finishing, frames._Payable,
battle._traits_of, Content.skills). Each is held here to the plain computation it stands for,
as the rules worked it out before it was remembered: over random costs and pools, and at every
go and every payment of random games.
"""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api
from engine.games.zvery import battle, dice, frames
from engine.games.zvery.content import Cost, content
from engine.games.zvery.paying import Payment


def _costs():
    exact = st.lists(st.integers(1, 6), min_size=1, max_size=5).map(lambda v: Cost("exact", values=tuple(v)))
    powerup = st.integers(1, 30).map(lambda n: Cost("powerup", total=n))
    counted = st.tuples(st.sampled_from(["any", "same", "chain"]), st.integers(1, 6)).map(
        lambda kd: Cost(kd[0], dice=kd[1]))
    return st.one_of(exact, powerup, counted)


def _offered_by_working_out(cost: Cost, pool: list[int], chosen: list[int]) -> list[str]:
    """Payment.choices as it was first written: each die tried with the rest of the pool."""
    picked = [pool[i] for i in chosen]
    out = []
    for i, v in enumerate(pool):
        if i in chosen:
            continue
        rest = [w for j, w in enumerate(pool) if j != i and j not in chosen]
        if dice.can_finish(cost, picked + [v], rest):
            out.append(f"die {i + 1}")
    return out + ["cancel"]


@given(cost=_costs(), pool=st.lists(st.integers(1, 6), max_size=9), data=st.data())
@settings(max_examples=3000, deadline=None)
def test_what_a_pool_can_pay_and_offer_is_what_working_it_out_says(cost, pool, data):
    assert dice.affordable(cost, pool) == dice.can_finish(cost, [], pool)
    chosen = data.draw(st.lists(st.sampled_from(range(len(pool))), unique=True, max_size=4) if pool else st.just([]))
    assert Payment(cost, list(chosen)).choices(pool) == _offered_by_working_out(cost, pool, chosen)


def _skill_by_parts(key: str):
    """battle.skill as it was first written: the card's id, then the skill's index on it."""
    card, _, index = key.rpartition("/")
    c = content()
    return (c.abilities.get(card) or c.mutations[card]).skills[int(index)]


def test_every_skill_is_found_by_its_key_as_by_its_card_and_index():
    c = content()
    keys = [f"{card.id}/{i}" for card in (*c.abilities.values(), *c.mutations.values())
            for i in range(len(card.skills))]
    assert keys and sorted(c.skills) == sorted(set(keys))
    assert all(battle.skill(key) is _skill_by_parts(key) for key in keys)


def _go_by_working_out(state, frame) -> list[str]:
    """frames.go_choices as it was first written: every skill's cost tried on the pool."""
    b = state.battle
    side, pool = frame["side"], b.pools[frame["side"]]
    out = []
    for i in battle.team(b, side):
        f = b.fighters[i]
        if battle.usable(f):
            out += [f"use {i + 1} {k + 1}" for k, key in enumerate(f.skills)
                    if key not in f.used and dice.affordable(_skill_by_parts(key).cost, pool)]
        if f.stun and sum(pool) >= f.stun:
            out.append(f"unstun {i + 1}")
    return out + ["pass"]


def _traits_by_working_out(f) -> list:
    c = content()
    return list(c.creatures[f.card].traits) + [t for m in f.upgrades for t in c.mutations[m].traits]


def test_random_games_offer_what_working_it_out_offers():
    """At every go, every payment and every battle step of random games: the remembered answers
    (which carry over from game to game) and the plain ones agree."""
    seen = {"go": 0, "pay": 0}
    for seed in range(12):
        match = api.new_match("zvery", seed, ["human", "human"])
        pick = random.Random(seed)
        while match.result() is None:
            state = match.state
            if state.phase == "battle":
                frame = state.battle.frames[-1]
                if frame["kind"] == "go":
                    assert frames.go_choices(state, frame) == _go_by_working_out(state, frame)
                    seen["go"] += 1
                elif frame["kind"] == "pay":
                    pool, cost = state.battle.pools[frame["side"]], _skill_by_parts(frame["skill"]).cost
                    assert frames.pay_choices(state, frame) == _offered_by_working_out(cost, pool, frame["chosen"])
                    seen["pay"] += 1
                assert all(list(battle.traits(f)) == _traits_by_working_out(f) for f in state.battle.fighters)
            match.act(pick.choice(match.legal_actions()))
    assert seen["go"] > 1000 and seen["pay"] > 500
