"""The recording proxy: every frame the host sends a seat is checked as it leaves.

A frame may hold only that seat's view and the events it may see: no value that appears, at
that moment, only in another seat's view (a card in an opponent's hand, a sealed choice), and
before the end no seed, save, digest or other seat's action. Whole games in every game with
more than one seat, guests cut and rejoining."""
from __future__ import annotations

import json
import random

import pytest

from online import protocol
from online.referee import NET
from scenes.session import visible_to

from .harness import Table, some


def leaves(data, out: set) -> set:
    """Every string in a JSON value (the ids of cards, creatures, places: what a secret is)."""
    if isinstance(data, dict):
        for value in data.values():
            leaves(value, out)
    elif isinstance(data, list):
        for value in data:
            leaves(value, out)
    elif isinstance(data, str):
        out.add(data)
    return out


def facts(event: dict) -> dict:
    """An event without its type (a word every event of the kind shares, not a secret)."""
    return {key: value for key, value in event.items() if key != "type"}


class Proxy(Table):
    """A table whose every frame is checked against the match as it is sent."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.violations: list[str] = []
        self.checked = 0

    def deliver(self) -> None:
        while self.referee.outbox or self.referee.closing:
            seats = {id(seated): seat for seat, seated in self.guests.items()}
            for link, message in list(self.referee.outbox):
                seated = self.by_link.get(link)
                if seated is not None:
                    self.inspect(seats.get(id(seated)), message)
            super().deliver()

    def inspect(self, seat: int | None, message: dict) -> None:
        self.checked += 1
        match = self.referee.match
        text = protocol.encode(message)
        if message["type"] == "end":
            return
        for word in ("\"seed\"", "\"save\"", "\"digest\"", "\"log\""):
            if word in text:
                self.violations.append(f"{word} sent to seat {seat} before the end: {text[:120]}")
        if match is None:
            return
        if str(match.seed) in text or match.digest() in text:
            self.violations.append(f"the seed or the digest sent to seat {seat}")
        if message["type"] == "events" and "action" in message and message["seat"] != seat:
            self.violations.append(f"seat {message['seat']}'s action sent to seat {seat}")
        if message["type"] == "state" and message["decision"] is not None:
            self.same_in_another_world(seat, message)
            message = {key: value for key, value in message.items() if key not in ("decision", "forecasts")}
        if message["type"] == "events":
            self.only_its_events(seat, message)
            return
        mine = leaves(match.view(seat), set())
        if seat is not None and match.to_move() == seat:  # what it may choose from (checked above)
            mine |= leaves(match.decision(), set())
        others = set()
        for other in range(len(match.seats)):
            if other != seat:
                others |= leaves(match.view(other), set())
        leaked = leaves(message, set()) & (others - mine)
        if leaked:
            self.violations.append(f"{message['type']} to seat {seat} holds {sorted(leaked)[:5]}, seen only by another seat")

    def only_its_events(self, seat: int | None, message: dict) -> None:
        """An action's events as the seat may see them, exactly: each one its audience holds
        the seat in (or public), none left out; and no value of another seat's private events
        (a card drawn, a sealed choice) in them that the seat's own view does not show."""
        match, moves = self.referee.match, message["moves"]
        told = match.history[moves - 1] if moves else match.events()[: len(match.events()) - sum(map(len, match.history))]
        if message["events"] != [ev for ev in told if visible_to(ev, seat)]:
            self.violations.append(f"seat {seat} was told other events of action {moves} than its own")
        private = leaves([facts(ev) for ev in told if not visible_to(ev, seat)], set()) - leaves(match.view(seat), set())
        leaked = leaves([facts(ev) for ev in message["events"]], set()) & private
        if leaked:
            self.violations.append(f"the events of action {moves} to seat {seat} hold {sorted(leaked)[:5]}, "
                                   "told only to another seat")

    def same_in_another_world(self, seat: int, message: dict) -> None:
        """A decision and its forecasts name what the seat may choose from, which is often what
        no view lists (the locations left to pick, the cards of a pool): they hold no secret if
        they are the same in a world where every secret of the other seats is drawn again."""
        match = self.referee.match
        for world in (1, 2):
            other = match.determinize(seat, world)
            forecasts = {c["action"]: other.forecast(c["action"]) for c in other.decision()["choices"]}
            if other.decision() != message["decision"] or {a: f for a, f in forecasts.items() if f is not None} != message["forecasts"]:
                self.violations.append(f"seat {seat}'s decision is another in a world its secrets differ from")


@pytest.mark.parametrize("game, plan, seed", some([
    ("auganism", [NET, NET], 1),
    ("everzone", [NET, NET], 4),
    ("zvery", [NET, NET], 2),
    ("creature_adventures", [NET, NET, NET], 3),
    ("everzone", [NET, NET, NET, NET], 5),
], 2))
def test_no_frame_carries_what_its_seat_may_not_see(game, plan, seed):
    table = Proxy(game, plan, spectators=1)
    table.join_all()
    table.play(cuts=3, rng=random.Random(seed))
    assert table.checked > 100
    assert table.violations == []
    assert json.dumps(table.referee.match.result())


def test_the_proxy_catches_a_referee_that_tells_too_much(monkeypatch):
    """The check can fail: a referee that sends every event, or another seat's view, is caught."""
    import online.referee

    monkeypatch.setattr(online.referee, "visible_to", lambda event, seat: True)
    table = Proxy("auganism", [NET, NET])
    table.join_all()
    for _ in range(10):
        table.step()
    assert any("told only to another seat" in v or "other events" in v for v in table.violations)

    monkeypatch.undo()
    real_state = online.referee.Referee._state
    monkeypatch.setattr(online.referee.Referee, "_state", lambda self, seat: real_state(self, 1 - seat if seat is not None else 0))
    table = Proxy("auganism", [NET, NET])
    table.join_all()  # (the game starts: each seat is sent its first state, here the other's)
    assert any("seen only by another seat" in v for v in table.violations)
