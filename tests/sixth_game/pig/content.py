"""Pig's content: the goal and the die, all a table needs to draw the race."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Content:
    goal: int  # banked points that win
    sides: int  # the die
    bust: int  # the face that loses the turn's total


@lru_cache(maxsize=1)
def content() -> Content:
    return Content(goal=30, sides=6, bust=1)
