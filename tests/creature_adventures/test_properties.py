"""Random games: invariants after every action, saves that round-trip, endings only by the rules."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import api
from engine.games.creature_adventures.ai import suggest
from engine.games.creature_adventures.state import MAX_HELD, WARLORD

REASONS = {"domination", "collector", "survivalist"}


def check_invariants(m: api.Match) -> None:
    s = m.state
    holders = [h for h in s.sigils.values() if h != WARLORD]
    assert all(0 <= h < len(s.players) for h in holders)
    for p in s.players:
        assert len(p.creatures) <= MAX_HELD and p.bank >= 0 and p.power_free >= 0
        assert 1 <= p.level <= 5 and p.catches >= 0
        assert p.power_free + sum(sum(f.power) for f in p.creatures) == (3 if s.has(p.seat, "power") else 0)
        for f in p.creatures:
            assert 0 <= f.hp <= f.max_hp
            assert min(f.points) >= 0 and min(f.power) >= 0
        if not p.out and s.battle is None and s.phase in ("turn", "move"):
            assert p.alive(), "outside battle a player always has a creature standing"
    if s.result is None:
        assert m.to_move() is not None and m.legal_actions()


def play_random(seed: int, seats: int, save_every: int = 0) -> api.Match:
    m = api.new_match("creature_adventures", seed, ["human"] * seats)
    chooser = random.Random(seed)
    for step in range(8000):
        if m.result() is not None:
            break
        m.act(chooser.choice(m.legal_actions()))
        check_invariants(m)
        if save_every and step % save_every == 0:
            again = api.load(m.save())
            assert again.digest() == m.digest()
            assert again.legal_actions() == m.legal_actions()
    return m


# A game of each size in `make test`, three of each in `make journeys` (a random game of
# thousands of actions loads its save from the whole log every 37: most of the time).
@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow), pytest.param(2, marks=pytest.mark.slow)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_the_invariants_and_end_by_a_rule(seats, seed):
    m = play_random(seed + 10 * seats, seats, save_every=37)
    res = m.result()
    assert res is not None and res["reason"] in REASONS
    assert m.to_move() is None and m.legal_actions() == []


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 4))
def test_same_seed_and_actions_give_the_same_game(seed, seats):
    m = api.new_match("creature_adventures", seed, ["human"] * seats)
    chooser = random.Random(seed)
    actions = []
    for _ in range(300):
        if m.result() is not None:
            break
        a = chooser.choice(m.legal_actions())
        actions.append(a)
        m.act(a)
    again = api.new_match("creature_adventures", seed, ["human"] * seats)
    for a in actions:
        again.act(a)
    assert again.digest() == m.digest()


def test_illegal_actions_change_nothing():
    m = api.new_match("creature_adventures", 5, ["human", "human"])
    before = m.digest()
    for bad in ("fly", "assign 9 attack", "go nowhere", "pick 1", "", "stake 99"):
        with pytest.raises(api.IllegalAction):
            m.act(bad)
    assert m.digest() == before


def test_computer_seats_finish_games_and_only_suggest_legal_moves():
    for level in ("easy", "normal", "hard"):
        m = api.new_match("creature_adventures", 3, [f"ai:{level}", "ai:easy", "ai:easy"])
        for _ in range(6000):
            if m.result() is not None:
                break
            seat = m.to_move()
            before = m.digest()
            choice = m.suggest(seat)
            assert m.digest() == before and choice in m.legal_actions()
            m.act(choice)
        assert m.result()["reason"] in REASONS


def test_the_ai_never_sees_a_sealed_pick():
    """A defender's suggestion is the same whatever the aggressor picked."""
    from tests.creature_adventures.table import fight_player, ready

    answers = set()
    for pick in ("pick 1", "pick 2", "pick 3"):
        m = ready()
        fight_player(m, 0, 1)
        m.act(pick)
        seen = json.dumps(m.view(1), sort_keys=True)
        answers.add((m.suggest(1), seen))
    assert len(answers) == 1


def test_suggest_is_the_same_for_the_same_position():
    m = api.new_match("creature_adventures", 9, ["ai:hard", "ai"])
    assert len({suggest(m.rules.clone(m.state), 0, "hard", 42) for _ in range(2)}) == 1

