"""Opaque actions: every action string replaced by a token that says nothing, across the seam.

The tables must never read the engine's action grammar ("move 3,4", "keep 2"): they learn what
each choice is from Match.decision() (its verb and the things it names) and only hand the
action back. To prove it, `opaque_actions()` wraps every game's rules so that each action the
engine gives out - legal actions, the decision's choices, a hint (suggest), the log, a save, a
replay, a tutorial's steps - is a token such as "#3f9c01d2", and each token handed back (act,
forecast) is turned into its action again before the rules see it. A table that splits, tests
or builds an action string finds nothing to read and fails.

Tokens are a hash of the action, so the same action is the same token at every position, in a
save and in a replay, as actions are.
"""
from __future__ import annotations

import contextlib
import dataclasses
import hashlib
from typing import Any

from engine import api

_ACTIONS: dict[str, str] = {}  # token -> the action it stands for


def hide(action: str) -> str:
    token = "#" + hashlib.sha1(action.encode()).hexdigest()[:8]
    _ACTIONS[token] = action
    return token


def show(token: Any) -> Any:
    """The action a token stands for; anything else (a forged or stale string) as it is, so the
    rules refuse it as they would."""
    return _ACTIONS.get(token, "\u2205 not a token") if isinstance(token, str) else token


class OpaqueRules:
    """A game's rules whose actions are tokens (everything else is the rules' own)."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def legal_actions(self, state) -> list[str]:
        return [hide(a) for a in self._rules.legal_actions(state)]

    def apply(self, state, token: str) -> list[dict]:
        return self._rules.apply(state, show(token))

    def allows(self, state, token: str) -> bool:
        check = getattr(self._rules, "allows", None)
        return check(state, show(token)) if check is not None else token in self.legal_actions(state)

    def describe(self, state, token: str) -> dict:
        return {**self._rules.describe(state, show(token)), "action": token}

    def decision(self, state) -> dict:
        asked = self._rules.decision(state)
        return {**asked, "choices": [{**c, "action": hide(c["action"])} for c in asked["choices"]]}

    def forecast(self, state, token: str):
        return self._rules.forecast(state, show(token))

    def why(self, state, seat: int, token: str):
        reckon = getattr(self._rules, "why", None)
        return reckon(state, seat, show(token)) if reckon is not None else None

    def suggest(self, state, seat: int, level: str, seed: int) -> str:
        return hide(self._rules.suggest(state, seat, level, seed))


@contextlib.contextmanager
def opaque_actions():
    """Within it, every match, save, replay and tutorial the api makes speaks in tokens."""
    real_rules, real_tutorial = api._rules, api.tutorial
    wrapped: dict[str, OpaqueRules] = {}

    def rules(game: str):
        if game not in wrapped:
            wrapped[game] = OpaqueRules(real_rules(game))
        return wrapped[game]

    def tutorial(game: str):
        api._rules = real_rules  # the script is proved with the real rules, then told in tokens
        try:
            plain = real_tutorial(game)
        finally:
            api._rules = rules
        if plain is None:
            return None
        steps = tuple(dataclasses.replace(step, play=hide(step.play)) for step in plain.steps)
        return dataclasses.replace(plain, steps=steps, rules=rules(game))

    api._rules, api.tutorial = rules, tutorial
    try:
        yield
    finally:
        api._rules, api.tutorial = real_rules, real_tutorial
