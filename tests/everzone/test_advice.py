"""The hint's reason (Match.why) in EverZone: the clash's comparisons and the plan's rules, from
what the seat may see; never how the order was found. And no hint loses the war outright while
another order is open."""
from __future__ import annotations

import pytest

from engine import api
from engine.core.match import Match
from engine.core.messages import problems
from engine.games.everzone import ai, forecast
from engine.games.everzone.rules import RULES
from tests.words import english

from .test_ai import _to_second_seats_orders, war

GAME = "everzone"
SEARCH_WORDS = ("computer", "search", "simulat", "playout", "play-out", "tried")


def _why(m: Match, action: str) -> str:
    told = m.why(m.to_move(), action)
    assert told is not None and not problems(told), f"{action}: {told!r}"
    return english(told, GAME)


def _to_orders(seed: int = 7) -> Match:
    m = war(seed)
    while not (m.state.phase == "orders" and m.state.turn == 1):
        m.act(m.suggest(m.to_move()))
    return m


def test_an_activation_sets_the_army_it_leaves_against_the_enemy_s_as_seen():
    m = _to_orders()
    action = next(a for a in m.legal_actions() if a.startswith("activate "))
    army = forecast.orders(m.state, action)["army"]
    words = _why(m, action)
    assert words.endswith(f"your Attack {army['attack']} against their Defense 0, their Attack 0 against your "
                          f"Defense {army['defense']}, Range {army['range']} to 0"), words


def test_sealing_says_the_cards_kept_back_wait_for_the_next_turn_s_limit():
    m = _to_orders()
    nxt = api.catalog(GAME).locations[m.state.location].turns[1]
    assert _why(m, "done").startswith(f"Seal now; the cards kept back wait for next turn's {nxt} resources: ")


def test_the_reason_is_the_same_whatever_the_other_seat_has_sealed():
    """Two tables alike in all the second seat sees: the first seat activated three units in one,
    nothing in the other. The reasons the second seat is given are word for word the same."""
    busy, idle = war(7), war(7)
    _to_second_seats_orders(busy, lambda legal: [a for a in legal if a.startswith("activate ")][:3])
    _to_second_seats_orders(idle, lambda legal: [])
    assert busy.view(1) == idle.view(1)
    for action in busy.legal_actions():
        assert busy.why(1, action) == idle.why(1, action), action


def test_a_third_surrender_which_loses_the_war_is_never_weighed_against_a_fight():
    m = _to_orders()
    m.act("done")
    m.act("done")
    while not (m.state.phase == "orders" and m.state.turn >= 2):
        m.act(m.suggest(m.to_move()))
    seat = m.to_move()
    assert "surrender" in m.legal_actions()
    assert ["surrender"] in ai._plans(m.state, seat), "a first surrender is one of the plans"
    m.state.side(seat).surrenders = 2
    assert forecast.surrender(m.state, seat)["lost"]
    assert ["surrender"] not in ai._plans(m.state, seat)
    assert m.suggest(seat) != "surrender"


@pytest.mark.parametrize("seed, seats", [(3, 2), (5, 3)])
def test_every_hint_of_a_war_has_a_reason_that_never_tells_of_a_search(seed, seats):
    """A war where the first seat takes every hint: each hint where more than one move was open has
    a reason, a well-formed message whose English names no search; every kind of decision met."""
    names = ["human"] + ["ai:easy"] * (seats - 1)
    m = Match(RULES, seed, names, RULES.check_options(names, {}))
    kinds = set()
    for _ in range(3000):
        if m.result() is not None:
            break
        seat = m.to_move()
        action = m.suggest(seat)
        if m.seats[seat] == "human" and len(m.legal_actions()) > 1:
            words = _why(m, action)
            assert not any(w in words.lower() for w in SEARCH_WORDS), words
            kinds.add(m.decision()["kind"])
        m.act(action)
    assert {"setup", "deploy", "orders"} <= kinds
