"""The computer's Auganism: every level plays legal moves to the end, and the hard level (ISMCTS
over determinized worlds) decides the same whatever the cards it cannot see are."""
from __future__ import annotations

import random

import pytest

from engine import api
from tests.computer_play import play_to_the_end


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves_to_the_end(level):
    play_to_the_end(api.new_match("auganism", 4, [f"ai:{level}", "ai:easy"]))


def _at_a_decision(seed: int):
    m = api.new_match("auganism", seed, ["human", "human"])
    chooser = random.Random(seed)
    while len(m.legal_actions()) < 2 or m.to_move() != 0 or len(m.log) < 6:
        m.act(chooser.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_decides_the_same_whatever_the_other_hand_and_the_decks_hold(seed):
    a, b = _at_a_decision(seed), _at_a_decision(seed)
    foe = b.state.players[1]
    pool = foe.hand + foe.deck.pile
    pool = pool[len(foe.hand):] + pool[:len(foe.hand)]  # the hand dealt from what was the deck
    foe.hand, foe.deck.pile = pool[:len(foe.hand)], pool[len(foe.hand):]
    mine = b.state.players[0]
    mine.deck.pile = sorted(mine.deck.pile)
    assert a.view(0) == b.view(0) and a.state.players[1].hand != b.state.players[1].hand
    a.seats[0] = b.seats[0] = "ai:hard"
    assert a.suggest(0) == b.suggest(0)
