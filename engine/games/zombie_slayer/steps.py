"""The stack of unfinished steps that makes every roll and every tie a decision point.

A step is a plain dict on `state.stack` with a "kind": a roll waiting for the die to keep, an
attack between its two rolls, the zombies' turn waiting for a tie to be settled, a card being
placed. Each kind is a decision kind of engine/core/decisions.py, registered with everything
about it in decisions.py: `step(state, frame, ev)` advances it as far as it can without the
player and returns False when it waits for a choice; `legal`, `apply`, `describe`, `prompt` and
`about` are the choice. Here are only the stack's own moves, which every rule module uses to
start and finish its steps.
"""
from __future__ import annotations

from .state import State

Events = list[dict]


def push(state: State, frame: dict) -> dict:
    state.stack.append(frame)
    return frame


def pop(state: State, frame: dict) -> None:
    assert state.stack and state.stack[-1] is frame, "only the top step may finish"
    state.stack.pop()
