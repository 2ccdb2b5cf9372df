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
    state module's functions: `view = staticmethod(view)`, and so on."""

    ID: str
    VERSION: str
    INFO: dict

    def info(self) -> dict:
        return copy.deepcopy(self.INFO)

    def result(self, state: Any) -> dict | None:
        return state.result

    def rng(self, state: Any):
        return state.rng
