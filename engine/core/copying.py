"""Copies of a game's state that a match makes at every move, quicker than copy.deepcopy.

A match copies its state before each action (for undo) and again for the autosave, and the
computer copies it for each line it tries. copy.deepcopy walks every object generically - its
memo, its reduce protocol - and was most of a move's time in Zvery (0.6 of 0.7 ms) and 2-4 ms of
the frame a computer's move landed in at Creature Adventures' table. A game's `clone` copies its
dataclasses field by field instead, each with `with_fields`; tests/test_state_clones.py walks
the copies of each game that does so and finds nothing that can change shared with the original.
"""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def with_fields(thing: T, **changed) -> T:
    """A copy of the dataclass instance `thing` with the `changed` fields, the others' values
    shared (so each field that can change must be given its own copy by the caller)."""
    twin = object.__new__(type(thing))
    twin.__dict__.update(thing.__dict__)
    twin.__dict__.update(changed)
    return twin
