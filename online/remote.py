"""The match as a guest's table sees it: what the host sent, behind the Match's own questions.

A guest's table is the same table as a local game's: it asks its match whose move it is, for its
seat's view, for the decision and each choice's forecast, for the actions' movers and events
(the log, the recap of what others did). `RemoteMatch` answers each from the guest's picture
(online/guest.py), so the table needs no second way of drawing a game. What a guest may not
know it cannot answer: another seat's view, the seed, the save and the digest before the end,
another seat's action (the log holds "" in its place: the table counts actions and reads their
events, never another seat's action string). Moves are not made here: the table's session sends
them and the host's answer changes the picture.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .guest import Guest

HIDDEN = ""  # another seat's action in the log: how many, never what


class NotKnownHere(LookupError):
    """A question only the host can answer (another seat's view, the save before the end)."""


class RemoteMatch:
    """The Match questions a table asks, answered from a guest's picture (see the module)."""

    def __init__(self, guest: Guest, shown: Callable[[], dict | None] | None = None) -> None:
        """`shown`: the state the table is at, when it is behind the last the host sent (a
        guest's session hands the table one action at a time, each with the state after it)."""
        self.guest = guest
        self._shown = shown or (lambda: guest.state)

    # --- what the welcome said -----------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.guest.welcome["game"]

    @property
    def options(self) -> dict:
        return self.guest.welcome.get("options", {})

    @property
    def seats(self) -> list[str]:
        """Each seat's kind as a local table knows them: a person's ("human": here or afar) or
        the computer's."""
        return ["ai" if seat.get("kind") == "computer" else "human" for seat in self._seat_list()]

    @property
    def names(self) -> list[str]:
        return [seat.get("name", "") for seat in self._seat_list()]

    @names.setter
    def names(self, given: list[str]) -> None:
        """(A local table names its seats here for its saves; a guest's names are the host's.)"""

    def _seat_list(self) -> list[dict]:
        return self.guest.presence or self.guest.welcome.get("seats", [])

    # --- the position ----------------------------------------------------------------------------
    def _state(self) -> dict:
        state = self._shown()
        if state is None:
            raise NotKnownHere("the host has not sent the table yet")
        return state

    def to_move(self) -> int | None:
        return self._state().get("to_move")

    def result(self) -> dict | None:
        return self._state().get("result")

    def view(self, seat: int | None) -> dict:
        if seat != self.guest.seat and not (seat is None and self.guest.seat is None):
            raise NotKnownHere(f"seat {seat}'s view is the host's to show")
        return self._state()["view"]

    def decision(self) -> dict:
        decision = self._state().get("decision")
        if decision is not None:
            return decision
        return {"seat": self.to_move(), "kind": "wait", "prompt": {"id": "Waiting for {seat}",
                "params": {"seat": {"seat": self.to_move()}}}, "choices": [], "about": {}, "forced": None}

    def legal_actions(self) -> list[str]:
        """This seat's choices when the decision is its own; none while another seat decides."""
        return [choice["action"] for choice in self.decision()["choices"]]

    def choices(self, seat_names: list[str] | None = None) -> list[dict]:
        return list(self.decision()["choices"])

    def forecast(self, action: str) -> dict | None:
        return self._state().get("forecasts", {}).get(action)

    def why(self, seat: int, action: str) -> dict | None:
        """The reason of the host's last hint for this position, if it was for `action`."""
        hint = self.guest.hint
        if hint and hint.get("action") == action and hint.get("seq") == self._state().get("seq"):
            return hint.get("reason")
        return None

    def can_undo(self) -> bool:
        return bool(self._state().get("undo"))

    def undoable(self) -> int:
        return 1 if self.can_undo() else 0

    # --- what happened ------------------------------------------------------------------------------
    @property
    def log(self) -> list[str]:
        """One entry per action: this seat's own action where it took it, else HIDDEN."""
        return [self.guest.actions.get(moves, HIDDEN) for moves in range(1, self._moves() + 1)]

    @property
    def movers(self) -> list[int | None]:
        return [self.guest.movers.get(moves) for moves in range(1, self._moves() + 1)]

    @property
    def history(self) -> list[list[dict]]:
        return [self.guest.events.get(moves, []) for moves in range(1, self._moves() + 1)]

    def events(self) -> list[dict]:
        out = list(self.guest.events.get(0, []))
        for batch in self.history:
            out.extend(batch)
        return out

    def _moves(self) -> int:
        return int(self._state().get("moves", 0))

    # --- only the host knows, until the end ---------------------------------------------------------
    def save(self, key: Any = None) -> str:
        if self.guest.end is None:
            raise NotKnownHere("the save is revealed at the end of the game")
        return self.guest.end["save"]

    def digest(self) -> str:
        if self.guest.end is None:
            raise NotKnownHere("the digest is revealed at the end of the game")
        return self.guest.end["digest"]
