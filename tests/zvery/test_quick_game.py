"""The quick game (option "battles", docs/rules/zvery.md ruling 30): the final battle comes after
the nth battle at the latest. Off by default - a game without the option is the 10-battle game,
action for action - and checked like every option: anything but a whole number from 1 to 10 is
refused with a BadOptions that says what is wrong."""
from __future__ import annotations

import pytest

from engine import api
from engine.games.zvery.rules import RULES
from engine.games.zvery.state import FINAL_AFTER

SEATS = ["ai:easy", "ai:easy"]


def played(seed: int, options: dict | None = None, most: int = 3000) -> api.Match:
    """A whole game between two computer players (they suggest every move)."""
    m = api.new_match("zvery", seed, SEATS, options)
    while m.result() is None and len(m.log) < most:
        m.act(m.suggest(m.to_move()))
    return m


def test_without_the_option_the_options_are_empty_and_the_final_comes_by_the_10th_battle():
    assert RULES.check_options(SEATS, {}) == {}
    m = api.new_match("zvery", 1, SEATS)
    assert m.state.final_after == FINAL_AFTER == 10
    assert m.view(0)["final_after"] == 10


def test_the_option_is_exactly_off_by_default_a_game_plays_the_same_move_for_move():
    """{} and {"battles": 10} are the same game: same actions, same states, same result."""
    plain, ten = played(4), played(4, {"battles": 10})
    assert plain.log == ten.log and plain.result() == ten.result()
    assert RULES.canonical(plain.state) == RULES.canonical(ten.state)


@pytest.mark.parametrize("options, message", [
    ({"battle": 1}, "unknown option 'battle'"),
    ({"battles": 0}, "from 1 to 10, not 0"),
    ({"battles": 11}, "from 1 to 10, not 11"),
    ({"battles": -3}, "from 1 to 10, not -3"),
    ({"battles": "3"}, "from 1 to 10, not '3'"),
    ({"battles": 2.0}, "from 1 to 10, not 2.0"),
    ({"battles": True}, "from 1 to 10, not True"),
    ({"battles": None}, "from 1 to 10, not None"),
])
def test_a_bad_option_is_refused_with_a_clear_message(options, message):
    with pytest.raises(api.BadOptions, match=message):
        api.new_match("zvery", 1, SEATS, options)


def test_two_players_are_still_checked_first():
    with pytest.raises(api.BadOptions, match="exactly two players"):
        api.new_match("zvery", 1, ["ai:easy"] * 3, {"battles": 1})


@pytest.mark.parametrize("battles", [1, 2, 3])
def test_the_final_battle_comes_after_that_many_battles_at_the_latest(battles):
    for seed in range(1, 6):
        m = played(seed, {"battles": battles})
        result = m.result()
        assert result is not None and result["reason"] == "final battle"
        assert 1 <= result["battles"] <= battles, (seed, result)


def test_with_one_battle_the_final_begins_right_after_the_first_battle():
    m = api.new_match("zvery", 15, SEATS, {"battles": 1})
    while m.state.battles == 0:
        m.act(m.suggest(m.to_move()))
    assert m.state.battle is not None and m.state.battle.kind == "final"
    assert m.state.phase == "battle" and m.result() is None


def test_the_option_survives_a_save_and_a_load():
    m = api.new_match("zvery", 15, SEATS, {"battles": 2})
    for _ in range(12):
        m.act(m.suggest(m.to_move()))
    again = api.load(m.save())
    assert again.state.final_after == 2 and again.log == m.log
    assert RULES.canonical(again.state) == RULES.canonical(m.state)
    assert RULES.restore(RULES.canonical(m.state)).final_after == 2


def test_the_rulebook_games_state_reads_as_before_the_option_existed():
    """A 10-battle game's canonical state has no final_after, so its digest (and the golden
    digests) are what they were, and a state saved before the option restores as 10 battles."""
    data = RULES.canonical(api.new_match("zvery", 3, SEATS).state)
    assert "final_after" not in data
    assert RULES.restore(data).final_after == 10
