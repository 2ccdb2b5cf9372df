"""Zvery's dice: every cost kind, and the glossary's keywords on single dice.

(Issue 4 also wants these through new_match/act with forced dice; those tests come with the
rules engine. These hold the arithmetic the engine will use.)"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.zvery import dice
from engine.games.zvery.content import Cost


def test_fuse_example_4_and_5_make_3():
    """"when fusing a 4 and 5, the sum is 9. Subtracting 6, you would gain a die with value 3.\""""
    assert dice.fuse(4, 5) == 3
    assert dice.fuse(2, 3) == 5 and dice.fuse(3, 3) == 6 and dice.fuse(6, 6) == 6


@pytest.mark.parametrize("value,pieces", [(6, [3, 3]), (4, [2, 2]), (2, [1, 1]), (5, [2, 3]), (3, [1, 2]), (1, [1])])
def test_shatter_even_gives_two_halves_odd_gives_half_down_and_half_up(value, pieces):
    assert dice.shatter(value) == pieces


def test_increment_and_decrement_stay_on_the_die():
    assert dice.increment(5) == 6 and dice.increment(6) == 6
    assert dice.decrement(2) == 1 and dice.decrement(1) == 1
    with pytest.raises(ValueError):
        dice.set_to(7)


@pytest.mark.parametrize("cost,good,bad", [
    (Cost("exact", values=(6,)), [6], [5]),
    (Cost("exact", values=(3, 3)), [3, 3], [3, 4]),
    (Cost("powerup", total=10), [4, 6], [4, 5]),
    (Cost("any", dice=2), [1, 6], [6]),
    (Cost("same", dice=3), [4, 4, 4], [4, 4, 5]),
    (Cost("chain", dice=3), [5, 3, 4], [4, 5, 5]),
])
def test_each_cost_kind_is_paid_by_the_right_dice_only(cost, good, bad):
    assert dice.pays(cost, good) and not dice.pays(cost, bad)


def test_chains_do_not_wrap_from_6_to_1():
    assert not dice.pays(Cost("chain", dice=3), [5, 6, 1])


def test_a_payment_in_progress_is_offered_only_dice_that_can_still_finish_it():
    same = Cost("same", dice=2)
    assert dice.can_finish(same, [3], [1, 3, 6]) and not dice.can_finish(same, [3], [1, 2, 6])
    chain = Cost("chain", dice=3)
    assert dice.can_finish(chain, [2], [4, 3]) and not dice.can_finish(chain, [2], [5, 6])
    exact = Cost("exact", values=(6, 1))
    assert dice.can_finish(exact, [6], [1, 2]) and not dice.can_finish(exact, [6], [6, 2])
    assert not dice.can_finish(exact, [5], [6, 1])
    power = Cost("powerup", total=12)
    assert dice.can_finish(power, [6], [3, 3]) and not dice.can_finish(power, [6], [3, 2])


def test_affordable_looks_at_the_whole_pool():
    assert dice.affordable(Cost("chain", dice=4), [1, 3, 2, 6, 4])
    assert not dice.affordable(Cost("chain", dice=4), [1, 3, 2, 6, 6])
    assert not dice.affordable(Cost("exact", values=(6, 6)), [6, 5, 5, 5, 5])


def _pays_by_counting(cost, dice) -> bool:
    """The exact cost's test as it was first written, with collections.Counter: the reference."""
    from collections import Counter

    return bool(dice) and Counter(dice) == Counter(cost.values)


def _can_finish_by_counting(cost, chosen, rest) -> bool:
    from collections import Counter

    need = len(cost.values) - len(chosen)
    if need < 0:
        return False
    if need == 0:
        return _pays_by_counting(cost, chosen)
    missing = Counter(cost.values)
    missing.subtract(chosen)
    if any(n < 0 for n in missing.values()):
        return False
    return not (+missing - Counter(rest))


@given(values=st.lists(st.integers(1, 6), min_size=1, max_size=5), chosen=st.lists(st.integers(1, 6), max_size=5),
       rest=st.lists(st.integers(1, 6), max_size=8))
@settings(max_examples=3000, deadline=None)
def test_exact_costs_are_paid_and_finished_as_the_counting_reference_says(values, chosen, rest):
    cost = Cost("exact", values=tuple(values))
    assert dice.pays(cost, chosen) == _pays_by_counting(cost, chosen)
    assert dice.can_finish(cost, chosen, rest) == _can_finish_by_counting(cost, chosen, rest)
