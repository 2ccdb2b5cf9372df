"""Nothing a seat may not see reaches it: not in its view, not in any event it is shown.

At every step of random and computer games (two players, three players, 2v2) the test lists the
instance ids of the cards each seat may not see: the other seats' hands and decks, their
face-down cards, and everything their sealed orders have changed before the reveal (a unit
activated in secret is still face down to the others; a hand redrawn in secret is still the old
hand). Then it searches the seat's whole view, and every new event visible to it, for those ids.
"""
from __future__ import annotations

import random

import pytest

from engine.core.match import Match
from engine.games.everzone.rules import RULES
from engine.games.everzone.state import State, player_from


def _hidden_in(player) -> set[str]:
    """A player's cards that nobody else sees: hand, deck, face-down deployments."""
    out = set(player.hand) | set(player.deck.pile) | {s.uid for s in player.field if s.status == "down"}
    return out


def _public_in(player) -> set[str]:
    return set(player.deck.discards) | set(player.fallen) | set(player.supports) | \
        {s.uid for s in player.field if s.status != "down"}


def forbidden(state: State, seat: int) -> set[str]:
    """Ids of cards `seat` may not see now."""
    friends = state.friends(seat)
    out: set[str] = set()
    for p in state.players:
        if p.seat in friends:
            continue
        hidden = _hidden_in(p)
        if state.sealed:
            before = player_from(state.before[str(p.seat)])
            # seen before the round began, or public in the live state but not yet revealed
            hidden = (hidden | _hidden_in(before) | _public_in(p)) - _public_in(before)
        if p.leader_shown:
            hidden.discard(p.leader)  # its face is known (where it is may not be)
        out |= hidden
    return out


def _ids_in(data) -> set[str]:
    """Every string value (or key) in data that looks like a card instance id ("1:17", "0:L")."""
    out: set[str] = set()

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str) and ":" in x and x.split(":", 1)[0].isdigit():
            out.add(x)

    walk(data)
    return out


def _face_up_returns(events: list[dict], face_up: set[str]) -> set[str]:
    """Cards everyone saw go back to a hand: destroyed face up but returning (a "when destroyed"
    return), or a face-up unit swapped out. Their faces are known; only where they go is not. The
    check insists each one was really face up: before the action, or revealed by it."""
    revealed = {c["uid"] for e in events if e["type"] == "reveal" and "visible_to" not in e
                for c in e["activated"] + e["deactivated"]}
    back = {e["uid"] for e in events if e["type"] == "destroyed" and e["to"] == "hand" and "visible_to" not in e}
    back |= {e["out"] for e in events if e["type"] == "swap" and "out" in e and "visible_to" not in e}
    assert back <= face_up | revealed, f"{sorted(back - face_up - revealed)} went back to a hand unseen"
    return back


def _check(match: Match, fresh_events: list[dict], step: int, known: set[str]) -> None:
    state = match.state
    for seat in range(len(match.seats)):
        secret = forbidden(state, seat) - known
        leaked = _ids_in(match.view(seat)) & secret
        assert not leaked, f"step {step}: seat {seat}'s view shows {sorted(leaked)}"
        for event in fresh_events:
            if seat in event.get("visible_to", [seat]):
                leaked = _ids_in(event) & secret
                assert not leaked, f"step {step}: seat {seat} is shown {sorted(leaked)} in {event['type']}"


def _play(seats: int, seed: int, computer: bool) -> int:
    names = ["ai:easy"] * seats if computer else ["human"] * seats
    match = Match(RULES, seed, names, RULES.check_options(names, {}))
    chooser = random.Random(seed)
    known: set[str] = set()
    _check(match, match.events(), 0, known)
    steps = 0
    while match.result() is None and steps < 3000:
        action = match.suggest(match.to_move()) if computer else chooser.choice(match.legal_actions())
        face_up = {s.uid for p in match.state.players for s in p.field if s.status != "down"}
        events = match.act(action)
        known |= _face_up_returns(events, face_up)
        steps += 1
        _check(match, events, steps, known)
    return steps


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("computer", [False, True], ids=["random", "computer"])
def test_no_view_or_event_shows_a_seat_a_card_it_may_not_see(seats, computer):
    played = sum(_play(seats, seed, computer) for seed in (1, 2))
    assert played > 100  # whole games, not a few steps


def test_the_search_finds_a_leak_when_there_is_one():
    """The check can fail: a draw told to everyone is caught at once."""
    names = ["human"] * 2
    match = Match(RULES, 3, names, RULES.check_options(names, {}))
    while match.state.phase == "setup":
        match.act(match.legal_actions()[-1] if "done" in match.legal_actions() else match.legal_actions()[0])
    draws = [e for e in match.events() if e["type"] == "draw"]
    leaky = [{k: v for k, v in e.items() if k != "visible_to"} for e in draws]
    with pytest.raises(AssertionError):
        _check(match, leaky, 1, set())


def test_the_search_finds_sealed_orders_shown_before_the_reveal(monkeypatch):
    """The check can fail for sealed orders too: a view that ignores the seal is caught."""
    names = ["ai:easy"] * 2
    match = Match(RULES, 4, names, RULES.check_options(names, {}))
    while True:  # until the first seat has sealed orders that activate something
        state = match.state
        if state.sealed and state.phase == "orders" and state.waiting == [1 - state.first_seat]:
            q = state.players[state.first_seat]
            was = {s["slot"]: s["status"] for s in state.before[str(q.seat)]["field"]}
            if any(s.status == "active" and was.get(s.slot) == "down" for s in q.field):
                break
        match.act(match.suggest(match.to_move()))
    _check(match, [], 1, set())  # sealed: nothing shows

    from engine.games.everzone import view as view_module

    honest = view_module.view

    def unsealed(state, seat):
        state.sealed = False
        try:
            return honest(state, seat)
        finally:
            state.sealed = True

    monkeypatch.setattr(RULES, "view", staticmethod(unsealed))
    with pytest.raises(AssertionError):
        _check(match, [], 1, set())
