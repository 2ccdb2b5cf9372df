"""Zvery's computer: it plays to win whichever side it holds, and never looks at what is hidden."""
from __future__ import annotations

from engine import api
from engine.core.rng import Rng
from engine.games.zvery import ai
from engine.games.zvery.state import clone

from .test_battle import plain, wild_battle


def test_a_battle_is_judged_from_the_seat_that_asks_the_wild_player_counts_catches_against_it():
    state, _ = wild_battle(plain(0, 0), plain(1, -1))
    state.phase = "battle"
    b = state.battle
    before = (ai.battle_value(state, 0), ai.battle_value(state, 1))
    b.caught = 1  # the current player caught a wild creature
    after = (ai.battle_value(state, 0), ai.battle_value(state, 1))
    assert after[0] > before[0] and after[1] < before[1]


def test_the_computer_playing_the_wild_creatures_attacks_instead_of_passing():
    """The first go of a wild creature's player with a skill to use: every level uses one."""
    m = api.new_match("zvery", 4, ["ai:easy", "ai:easy"])
    while True:
        view, asked = m.view(0), m.decision()
        if view["phase"] == "battle" and view["battle"]["kind"] == "wild" and asked["kind"] == "go" \
                and asked["about"]["side"] == 1 and any(c["verb"] == "use" for c in asked["choices"]):
            break
        m.act(m.suggest(m.to_move()))
    seat = m.to_move()
    assert seat == 1 - view["current"], "the wild creatures' player"
    for level in ("easy", "normal", "hard"):
        assert ai.suggest(clone(m.state), seat, level, 7).startswith("use"), level


def _hidden_changed(state):
    """The same position with the face-down decks in another order and other dice to come."""
    other = clone(state)
    shuffler = Rng(99)
    for deck in (*other.levels.values(), other.abilities, other.mutations):
        shuffler.shuffle(deck.pile)
    other.rng = Rng(12345)
    return other


def test_the_harder_level_decides_the_same_whatever_the_hidden_deck_order_and_future_dice():
    """Positions alike in all a player can see - the decks in another order, other dice to come
    - get the same answers: the search plays only on determinized copies. Checked at the first
    25 searched choices of a game."""
    m = api.new_match("zvery", 21, ["ai:easy", "ai:easy"])
    checked = 0
    while checked < 25 and m.result() is None:
        view = m.view(0)
        if m.decision()["kind"] in ai.SEARCHED and len(m.legal_actions()) > 1:
            seat = m.to_move()
            seen = ai.suggest(clone(m.state), seat, "normal", 5)
            assert seen == ai.suggest(_hidden_changed(m.state), seat, "normal", 5), view["battle"]["turn"]
            checked += 1
        m.act(m.suggest(m.to_move()))
    assert checked == 25


def test_hard_plans_which_dice_pay_and_normal_pays_with_the_first_that_work_as_easy_does():
    """The levels' characters (ai.py): only hard asks dice_plan which die pays a cost."""
    from engine import api
    from engine.games.zvery import ai
    from engine.games.zvery.rules import RULES

    differ = 0
    for seed in range(1, 6):
        match = api.new_match("zvery", seed, ["ai:easy", "ai:easy"])
        while match.result() is None and len(match.log) < 3000:
            st, legal = match.state, match.legal_actions()
            if st.phase == "battle" and st.battle.frames[-1]["kind"] == "pay" and len(legal) > 2:
                seat, levels = match.to_move(), {}
                for level in ("easy", "normal", "hard"):
                    levels[level] = ai.suggest(RULES.clone(st), seat, level, 7)
                assert levels["normal"] == levels["easy"]
                assert levels["hard"] == ai.DICE_PLANS["pay"](st.battle, st.battle.frames[-1], legal)
                differ += levels["hard"] != levels["normal"]
            match.act(match.suggest(match.to_move()))
    assert differ, "no payment where planning the dice mattered"
