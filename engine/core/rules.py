"""What every game's Rules object does the same way.

A game's state is a plain-data dataclass that carries its own `result` and `rng`, and its
package has module functions for view, canonical, restore and clone. `GameRules` supplies the
parts of the `Rules` protocol (engine/core/match.py) that only hand over to those, so a game's
Rules class holds nothing but its own rules: options, setup, whose move, legal actions, apply,
determinize and suggest.
"""
from __future__ import annotations

import copy
from typing import Any


class GameRules:
    """Base of a game's Rules object. Subclasses set ID, VERSION and INFO, and bind their
    state module's functions: `view = staticmethod(view)`, and so on.

    A game whose package has a `setup` module (check_options(seats, options) and
    new_state(seed, seats, options, events)) and a flow module (mover(state), choices(state),
    act(state, action, events)) sets SETUP and FLOW to them and gets check_options, setup,
    to_move, legal_actions and apply from here (Auganism, EverZone)."""

    ID: str
    VERSION: str
    INFO: dict
    SETUP: Any = None
    FLOW: Any = None
    #: The events a replay's timeline marks (engine/core/replay.py), by kind: a new turn, a
    #: roll of the dice, a battle. A game without turn events has its turns where the mover
    #: changes; a game names its own where the defaults do not fit.
    TIMELINE: dict[str, frozenset[str]] = {
        "turn": frozenset({"turn"}), "roll": frozenset({"roll"}), "battle": frozenset({"battle"})}

    def info(self) -> dict:
        return copy.deepcopy(self.INFO)

    def check_options(self, seats: list[str], options: dict) -> dict:
        return self.SETUP.check_options(seats, options)

    def setup(self, seed: int, seats: list[str], options: dict) -> Any:
        """A new state; what setting up showed everyone is kept for the log (`setup_events`)."""
        events: list[dict] = []
        state = self.SETUP.new_state(seed, seats, options, events)
        state.setup_events = events
        return state

    def to_move(self, state: Any) -> int | None:
        return None if state.result is not None else self.FLOW.mover(state)

    def legal_actions(self, state: Any) -> list[str]:
        return [] if state.result is not None else self.FLOW.choices(state)

    def apply(self, state: Any, action: str) -> list[dict]:
        events: list[dict] = []
        self.FLOW.act(state, action, events)
        return events

    def result(self, state: Any) -> dict | None:
        return state.result

    def rng(self, state: Any):
        return state.rng
