"""The dice keywords as a player's clicks: shatter, fuse, set, increment, decrement."""
from __future__ import annotations

from engine.games.zvery.keywords import DiceStep


def play(step: DiceStep, pool: list[int], *actions: str) -> bool:
    done = False
    for a in actions:
        assert a in step.choices(pool), (a, step.choices(pool))
        done = step.choose(pool, a)
    return done


def test_shatter_2_splits_two_chosen_dice_into_halves():
    pool = [6, 5, 1]
    assert play(DiceStep("shatter", 2), pool, "die 1", "die 3")  # the 6, then the 5 (now third)
    assert pool == [3, 3, 2, 3, 1]


def test_shatter_of_a_1_gives_a_single_1():
    pool = [1]
    play(DiceStep("shatter", 1), pool, "die 1")
    assert pool == [1]


def test_shatter_even_and_odd_dice_in_a_pool():
    pool = [6, 5]
    play(DiceStep("shatter", 1), pool, "die 1")
    assert pool == [3, 3, 5]
    play(DiceStep("shatter", 1), pool, "die 3")
    assert pool == [3, 3, 2, 3]


def test_fuse_the_rulebook_example_4_and_5_make_a_3():
    pool = [4, 2, 5]
    assert not play(DiceStep("fuse", 1), pool, "die 1")
    assert "die 1" not in DiceStep("fuse", 1, picked=0).choices(pool)
    step = DiceStep("fuse", 1)
    pool = [4, 2, 5]
    assert play(step, pool, "die 1", "die 3")
    assert pool == [2, 3]


def test_set_picks_a_die_then_its_value():
    pool = [1, 2]
    step = DiceStep("set", 1)
    play(step, pool, "die 2")
    assert step.choices(pool) == [f"value {v}" for v in range(1, 7)]
    assert play(step, pool, "value 6") and pool == [1, 6]


def test_increment_and_decrement_offer_only_dice_they_can_change():
    pool = [6, 3, 1]
    assert DiceStep("increment", 1).choices(pool) == ["die 2", "die 3", "done"]
    assert DiceStep("decrement", 1).choices(pool) == ["die 1", "die 2", "done"]
    assert play(DiceStep("increment", 2), pool, "die 2", "die 2") and pool == [6, 5, 1]


def test_a_player_may_stop_early():
    pool = [2, 2]
    assert play(DiceStep("increment", 3), pool, "die 1", "done") and pool == [3, 2]
