"""What every game's Rules object does the same way.

A game's state is a plain-data dataclass that carries its own `result` and `rng`, and its
package has module functions for view, canonical, restore and clone. `GameRules` supplies the
parts of the `Rules` protocol (engine/core/match.py) that only hand over to those, so a game's
Rules class holds nothing but its own rules: options, setup, whose move, legal actions, apply,
determinize and suggest.

A game that registers its decision kinds (core/decisions.py) in DECISIONS, and says where its
state keeps the decision it waits for (`waiting`), gets legal_actions, apply, describe and
decision from here: one dispatch over its kinds.
"""
from __future__ import annotations

import copy
from typing import Any

from . import decisions


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

    #: The game's decision kinds (core/decisions.py), or None for a game that answers
    #: legal_actions, apply and describe itself (or through FLOW).
    DECISIONS: decisions.Kinds | None = None

    def waiting(self, state: Any) -> tuple[str, Any]:
        """The kind of decision the game waits for, by name, and its frame: the plain data in
        the state that the kind reads (a phase's name, a step's dict). Only asked while the game
        is not over."""
        raise NotImplementedError(f"{self.ID} keeps no decision kinds")

    def _waiting(self, state: Any) -> tuple[decisions.Kind, Any]:
        name, frame = self.waiting(state)
        return self.DECISIONS[name], frame

    def to_move(self, state: Any) -> int | None:
        return None if state.result is not None else self.FLOW.mover(state)

    def legal_actions(self, state: Any) -> list[str]:
        if state.result is not None:
            return []
        if self.DECISIONS is None:
            return self.FLOW.choices(state)
        name, frame = self.waiting(state)  # (`_waiting`, one call fewer: asked before every action)
        return self.DECISIONS[name].legal(state, frame)

    def allows(self, state: Any, action: str) -> bool:
        """Is `action` legal now? The same answer as `action in legal_actions(state)`, from the
        decision's kind, which may check the one action instead of listing them all."""
        if state.result is not None:
            return False
        if self.DECISIONS is None:  # a game's own list (FLOW's, or a legal_actions it writes itself)
            return action in self.legal_actions(state)
        kind, frame = self._waiting(state)
        return kind.answers(state, frame, action)

    def apply(self, state: Any, action: str) -> list[dict]:
        events: list[dict] = []
        if self.DECISIONS is None:
            self.FLOW.act(state, action, events)
            return events
        kind, frame = self._waiting(state)
        kind.apply(state, frame, action, events)
        return events

    def play(self, state: Any, action: str) -> None:
        """`apply` for a copy nobody watches (Match.clone(quiet=True)): the same change to the
        state, its events not kept. A game whose steps make their events only for a table
        overrides it to skip them (engine/core/untold.py)."""
        self.apply(state, action)

    def describe(self, state: Any, action: str) -> dict:
        """One legal action told by the kind of decision it answers (engine/core/choices.py)."""
        kind, frame = self._waiting(state)
        return kind.describe(state, frame, action)

    def decision(self, state: Any) -> dict:
        """What the game waits for, asked of whom, and every answer described (Match.decision)."""
        if state.result is not None:
            return decisions.over(state.result)
        kind, frame = self._waiting(state)
        return decisions.decision(kind, state, frame, self.to_move(state), kind.legal(state, frame))

    def result(self, state: Any) -> dict | None:
        return state.result

    def rng(self, state: Any):
        return state.rng
