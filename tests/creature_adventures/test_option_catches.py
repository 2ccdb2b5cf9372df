"""The `catches` option (docs/rules/creature_adventures.md, "Options"): how many catches make a
Creature Master. Off by default - the rulebook's 15, and the very same game - and refused unless
a whole number from 1 to 15. The tutorial plays to 2."""
from __future__ import annotations

import pytest

from engine import api
from engine.games.creature_adventures import RULES

from .table import creature, fight_wild, of, p, run

SEATS = ["human", "human"]


def ready(options: dict | None = None) -> api.Match:
    """A match at the start of seat 1's turn, as tests/creature_adventures/table.ready, with options."""
    m = api.new_match("creature_adventures", 1, SEATS, options)
    s = m.state
    s.order, s.turn, s.phase, s.pending, s.todo, s.battle = [0, 1], 0, "turn", {}, [], None
    return m


def catch_one(m: api.Match) -> list[dict]:
    """A wild creature at 1 HP, caught on the first try."""
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.state.battle.sides[1].npc[0].hp = 1
    m.force_dice([10])
    return run(m, "pick 1", "catch")


def test_off_by_default_the_option_is_absent_and_the_target_is_the_rulebooks_15():
    assert RULES.check_options(SEATS, {}) == {}
    m = api.new_match("creature_adventures", 3, SEATS)
    assert m.view(0)["catches_to_win"] == 15


def test_15_is_the_rulebooks_game_itself():
    assert RULES.check_options(SEATS, {"catches": 15}) == {}
    plain, named = api.new_match("creature_adventures", 4, SEATS), api.new_match("creature_adventures", 4, SEATS, {"catches": 15})
    for _ in range(40):
        action = plain.legal_actions()[0]
        plain.act(action)
        named.act(action)
    assert plain.digest() == named.digest()


@pytest.mark.parametrize("value", [0, 16, -2, "2", 2.0, True, None, [2]])
def test_anything_but_a_whole_number_from_1_to_15_is_refused(value):
    with pytest.raises(api.BadOptions, match="from 1 to 15"):
        api.new_match("creature_adventures", 1, SEATS, {"catches": value})


def test_other_options_are_still_refused_by_name():
    with pytest.raises(api.BadOptions, match="unknown option 'board'.*'catches'"):
        api.new_match("creature_adventures", 1, SEATS, {"catches": 2, "board": "other"})


def test_a_lower_target_is_kept_in_the_options_and_shown_in_the_view():
    assert RULES.check_options(SEATS, {"catches": 2}) == {"catches": 2}
    m = ready({"catches": 2})
    assert m.view(1)["catches_to_win"] == 2


def test_with_two_catches_the_first_does_not_win_and_the_second_wins_at_once():
    m = ready({"catches": 2})
    ev = catch_one(m)
    assert of(ev, "caught")[0]["catches"] == 1 and of(ev, "caught")[0]["of"] == 2
    assert m.result() is None and m.state.phase == "keep"
    run(m, "release")
    m.state.phase, m.state.turn, m.state.todo = "turn", 0, []
    ev = catch_one(m)
    assert of(ev, "game_over")[0]["title"] == "Creature Master"
    assert m.result()["reason"] == "collector" and m.result()["winners"] == [0]
    assert p(m, 0).catches == 2 and m.legal_actions() == []


def test_without_the_option_two_catches_are_two_of_15():
    m = ready()
    catch_one(m)
    run(m, "release")
    m.state.phase, m.state.turn, m.state.todo = "turn", 0, []
    ev = catch_one(m)
    assert of(ev, "caught")[0]["of"] == 15 and m.result() is None


def test_one_catch_can_be_the_whole_game():
    m = ready({"catches": 1})
    catch_one(m)
    assert m.result()["reason"] == "collector"


def test_the_option_survives_a_save():
    m = api.new_match("creature_adventures", 5, SEATS, {"catches": 2})
    m.act("roll")
    again = api.load(m.save())
    assert again.view(0)["catches_to_win"] == 2
