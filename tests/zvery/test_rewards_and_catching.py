"""The mutation counts after a battle and the catch rule, as functions (issue 4 also wants them
through new_match/act; those tests come with the rules engine)."""
from __future__ import annotations

from engine.games.zvery import catching
from engine.games.zvery.rewards import Outcome, entitlements, pick_order


def test_the_current_player_gets_1_2_or_3_mutations_per_kill_by_level():
    assert entitlements(Outcome(killed_levels=(1,))) == (1, 0)
    assert entitlements(Outcome(killed_levels=(2, 3))) == (5, 0)


def test_a_current_player_who_neither_caught_nor_killed_gets_1():
    assert entitlements(Outcome()) == (1, 0)
    assert entitlements(Outcome(lost=2)) == (1, 2)


def test_the_wild_player_gets_1_per_catch_and_1_per_creature_it_killed():
    assert entitlements(Outcome(caught=1)) == (0, 1)
    assert entitlements(Outcome(killed_levels=(1,), caught=1, lost=1)) == (1, 2)


def test_picks_alternate_from_the_current_player_and_skip_a_player_who_is_done():
    assert pick_order(3, 1, current_seat=1) == [1, 0, 1, 1]
    assert pick_order(1, 2, current_seat=0) == [0, 1, 1]
    assert pick_order(0, 2, current_seat=0) == [1, 1]


def test_catching_needs_the_dice_to_reach_catchrate_plus_health_never_below_0():
    assert catching.threshold(9, 7) == 16 and catching.threshold(9, -3) == 9
    assert catching.caught(9, 7, [], [4, 4, 4, 2, 2]) and not catching.caught(9, 7, [], [4, 4, 4, 2, 1])


def test_dice_left_on_the_creature_count_again_and_are_not_rolled_again():
    left = [6, 5]
    assert catching.dice_to_roll(left) == 3
    assert catching.caught(12, 10, left, [4, 3, 4]) and not catching.caught(12, 10, left, [4, 3, 3])
