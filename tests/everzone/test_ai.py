"""EverZone's computer: it answers with a legal action, and it never looks at what its seat may
not see - another seat's sealed orders, the cards in other hands and the order of the decks."""
from __future__ import annotations

import pytest

from engine.core.match import Match
from engine.games.everzone.rules import RULES
from tests.computer_play import play_to_the_end


def war(seed: int, seats: int = 2) -> Match:
    names = ["human"] * seats
    return Match(RULES, seed, names, RULES.check_options(names, {}))


def _to_second_seats_orders(m: Match, first_orders) -> None:
    """Play (with the easy computer) to the first turn's orders; the first seat then enters
    `first_orders(legal)` (a list of actions) and seals; the second seat is to move."""
    while not (m.state.phase == "orders" and m.state.turn == 1):
        m.act(m.suggest(m.to_move()))
    for action in first_orders(m.legal_actions()):
        m.act(action)
        if "done" not in m.legal_actions():  # over the limit: that one goes back
            m.act(action.replace("activate", "deactivate"))
            break
    m.act("done")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_computer_answers_the_same_whatever_another_seat_has_sealed(level):
    """Two tables alike in everything the second seat can see: in one the first seat activated
    every unit it could, in the other nothing. The computer's choice for the second seat is the
    same at both."""
    busy, idle = war(7), war(7)
    _to_second_seats_orders(busy, lambda legal: [a for a in legal if a.startswith("activate ")][:3])
    _to_second_seats_orders(idle, lambda legal: [])
    assert busy.view(1) == idle.view(1) and busy.state.players[0].field != idle.state.players[0].field
    seat = busy.to_move()
    busy.seats[seat] = idle.seats[seat] = f"ai:{level}"
    assert busy.suggest(seat) == idle.suggest(seat)


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_computer_answers_the_same_whatever_the_hidden_hands_and_decks_hold(level):
    """The other seat's hand and deck shuffled together and dealt again: the same choice."""
    a, b = war(11), war(11)
    for m in (a, b):
        _to_second_seats_orders(m, lambda legal: [])
    p = b.state.players[0]
    pool = sorted(p.hand + p.deck.pile, reverse=True)
    p.hand, p.deck.pile = pool[:len(p.hand)], pool[len(p.hand):]
    b.state.before["0"]["hand"], b.state.before["0"]["deck"]["pile"] = list(p.hand), list(p.deck.pile)
    assert a.view(1) == b.view(1)
    a.seats[1] = b.seats[1] = f"ai:{level}"
    assert a.suggest(1) == b.suggest(1)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_level_plays_legal_moves_to_the_end(seats):
    names = ["ai:easy", "ai:hard", "ai:normal", "ai:easy"][:seats]
    play_to_the_end(Match(RULES, 2, names, RULES.check_options(names, {})))
