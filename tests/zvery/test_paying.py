"""Paying a skill die by die: only dice that can still finish the payment are offered."""
from __future__ import annotations

from engine.games.zvery.content import Cost
from engine.games.zvery.paying import Payment


def test_an_exact_cost_offers_only_the_dice_it_names():
    pool = [6, 2, 6, 3]
    p = Payment(Cost("exact", values=(6, 3)))
    assert p.choices(pool) == ["die 1", "die 3", "die 4", "cancel"]
    assert not p.choose(pool, "die 1")
    assert p.choices(pool) == ["die 4", "cancel"]
    assert p.choose(pool, "die 4") and p.take(pool) == [6, 3] and pool == [2, 6]


def test_a_chain_keeps_its_dice_consecutive():
    pool = [1, 4, 3, 6, 5]
    p = Payment(Cost("chain", dice=3))
    p.choose(pool, "die 2")  # a 4: 3-4-5 or 4-5-6 can still be made
    assert p.choices(pool) == ["die 3", "die 4", "die 5", "cancel"]
    p.choose(pool, "die 4")  # a 6: only the 5 finishes it
    assert p.choices(pool) == ["die 5", "cancel"]
    assert p.choose(pool, "die 5")


def test_same_any_and_powerup():
    pool = [2, 5, 2, 1]
    same = Payment(Cost("same", dice=2))
    assert same.choices(pool) == ["die 1", "die 3", "cancel"]
    power = Payment(Cost("powerup", total=9))
    assert not power.choose(pool, "die 2") and power.choose(pool, "die 1") is False
    assert power.choose(pool, "die 3")  # 5 + 2 + 2 = 9
    anything = Payment(Cost("any", dice=1))
    assert anything.choose(pool, "die 4")


def test_cancel_gives_the_dice_back():
    pool = [3, 3]
    p = Payment(Cost("same", dice=2))
    p.choose(pool, "die 1")
    p.choose(pool, "cancel")
    assert p.chosen == [] and pool == [3, 3]
