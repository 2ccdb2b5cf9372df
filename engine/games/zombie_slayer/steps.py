"""The stack of unfinished steps that makes every roll and every tie a decision point.

A step is a plain dict on `state.stack` with a "kind". Each kind has four functions:
`step(state, frame, ev)` advances it as far as it can without the player and returns False
when it waits for a choice; `choices(state, frame)` lists the actions that answer it;
`choose(state, frame, action, ev)` applies one; `describe(state, frame, action)` tells one in
the table's words (engine/core/choices.py), beside the code that applies it. `advance` runs the
top step until the game needs the player again, so the zombies' turn, a search or an
exploration is a resumable sequence, not a function call.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .state import State

Events = list[dict]


@dataclass(frozen=True)
class Kind:
    step: Callable[[State, dict, Events], bool]
    choices: Callable[[State, dict], list[str]]
    choose: Callable[[State, dict, str, Events], None]
    describe: Callable[[State, dict, str], dict]


KINDS: dict[str, Kind] = {}


def kind(name: str, step, choices=None, choose=None, describe=None) -> None:
    KINDS[name] = Kind(step, choices or (lambda s, f: []), choose or _no_choice, describe or _no_description)


def _no_choice(state, frame, action, ev):
    raise ValueError(f"the step {frame['kind']!r} takes no choice ({action!r})")


def _no_description(state, frame, action):
    raise ValueError(f"the step {frame['kind']!r} takes no choice to describe ({action!r})")


def push(state: State, frame: dict) -> dict:
    state.stack.append(frame)
    return frame


def pop(state: State, frame: dict) -> None:
    assert state.stack and state.stack[-1] is frame, "only the top step may finish"
    state.stack.pop()


def advance(state: State, ev: Events) -> None:
    """Run steps until one waits for the player, the stack is empty, or the game is over."""
    while state.stack and state.result is None:
        frame = state.stack[-1]
        if not KINDS[frame["kind"]].step(state, frame, ev):
            return


def waiting(state: State) -> dict | None:
    """The step waiting for the player, or None at the slayer's free turn."""
    return state.stack[-1] if state.stack else None
