"""Random EverZone wars checked after every action: no card is ever lost or doubled, command
points stay between 0 and the start, a sealed army fits its limit, the fallen never come back,
and a save taken at any step loads to the same game."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import api
from engine.games.everzone import armies
from engine.games.everzone.state import State


def zones(state: State, seat: int) -> list[str]:
    """Every card instance a seat owns, wherever it is (one list, so doubles show)."""
    p = state.players[seat]
    return (p.hand + p.deck.pile + p.deck.discards + p.fallen + p.supports + [s.uid for s in p.field])


def check(state: State, owned: dict[int, set[str]], fallen: dict[int, set[str]]) -> None:
    for p in state.players:
        cards = zones(state, p.seat)
        assert len(cards) == len(set(cards)), f"seat {p.seat} holds a card twice"
        dealt = p.leader is not None and state.phase != "setup"  # the leader is in hand from the first battle
        assert set(cards) == owned[p.seat] | ({p.leader} if dealt else set()), f"seat {p.seat} lost a card"
        assert fallen[p.seat] <= set(p.fallen), "a fallen card came back"
        fallen[p.seat] = set(p.fallen)
    for side in state.sides:
        assert 0 <= side.command <= state.start_command
        assert side.surrenders <= 3
    if state.phase == "orders" and state.turn:
        done = [s for s in state.live_seats() if s not in state.waiting and state.side_of(s) not in state.surrendered]
        for seat in done:  # a sealed seat fits (unless it surrendered, or only its 2v2 partner can fix it)
            mine = armies.removable(state, seat)
            assert not armies.over(state, seat) or not mine or state.mode == "teams"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.sampled_from([2, 3, 4]))
def test_random_wars_keep_every_card_and_every_save(seed, seats):
    match = api.new_match("everzone", seed, ["human"] * seats)
    chooser = random.Random(seed)
    state = match.state
    owned = {p.seat: set(zones(state, p.seat)) for p in state.players}
    fallen = {p.seat: set() for p in state.players}
    for step in range(3000):
        if match.result() is not None:
            break
        match.act(chooser.choice(match.legal_actions()))
        check(match.state, owned, fallen)
        if step % 5 == 0:
            assert api.load(match.save()).digest() == match.digest()
    assert match.result() is not None
    assert match.to_move() is None and match.legal_actions() == []
