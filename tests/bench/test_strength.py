"""The strength bench's own arithmetic, and the reference's view of a match (bench/reference.py):
OpenSpiel's ISMCTS asserts that every world it samples for the mover has the mover's key, and
grows one tree node per key, so a key must not change under determinize and must always come
with the same legal actions. (OpenSpiel itself is not needed: the adapter is plain Python.)"""
from __future__ import annotations

import random

import pytest

from bench.reference import ActionNames, SpielState
from bench.strength import Row, percentiles, report, wilson
from engine import api


def test_wilson_interval_matches_the_textbook_figures():
    low, high = wilson(55, 100)
    assert (round(low, 1), round(high, 1)) == (45.2, 64.4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 100.0
    assert wilson(0, 0) == (0.0, 100.0)


def test_percentiles_are_nearest_rank_in_ms():
    times = [i / 1000 for i in range(1, 101)]  # 1..100 ms
    assert percentiles(times) == (50.0, 95.0, 100.0)
    assert percentiles([]) == (0.0, 0.0, 0.0)


def test_report_counts_only_the_first_sides_wins_and_says_when_an_aim_is_missed():
    row = Row("auganism", "hard", "normal", 4, 65.0)
    games = [{"index": i, "winners": [w], "reason": "three wins", "times": {"hard": [[0.01, 0.02]], "normal": []}}
             for i, w in enumerate(["hard", "normal", "hard", "hard"])]
    text = report({row: games})
    assert "| auganism: hard against normal | 4 | 75% |" in text and "met" in text and "NOT MET" not in text


class _Game:
    players = 2


@pytest.mark.parametrize("game,seats", [("auganism", 2), ("everzone", 2), ("zvery", 2), ("creature_adventures", 2),
                                        ("zombie_slayer", 1)])
def test_a_sampled_world_has_the_movers_key_and_actions(game, seats):
    match = api.new_match(game, 5, ["human"] * seats)
    chooser = random.Random(5)
    names = ActionNames()
    game_ = _Game()
    game_.players = seats
    checked = 0
    for step in range(400):
        if match.result() is not None:
            break
        if step % 5 == 0:
            root = SpielState(game_, names, match.clone(undo=False))
            mover = root.current_player()
            for seed in (1, 2):
                world = root.resample(mover, seed)
                assert world.information_state_string() == root.information_state_string(), (game, step)
                assert world.legal_actions() == root.legal_actions()
            checked += 1
        match.act(chooser.choice(match.legal_actions()))
    assert checked >= 3


def test_an_action_played_on_the_adapter_leaves_the_match_it_was_made_from_alone():
    match = api.new_match("auganism", 3, ["human", "human"])
    before = match.digest()
    state = SpielState(_Game(), ActionNames(), match.clone(undo=False))
    state.apply_action(state.legal_actions()[0])
    assert match.digest() == before and state.match.digest() != before
