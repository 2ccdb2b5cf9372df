"""The ways a move can go, as the engine tells them.

A player thinks in destinations ("where can I get with this 10?"); the engine asks fork by
fork ("which way?"). The move's decision says both: its "about" lists, for every space the
move can end on, the ways there (engine/games/creature_adventures/paths.py, the engine's own
walk), each with the space taken at each fork, every space walked and the footsteps the
Wilderness check will count. The table marks the ends, draws the way pointed at, and sends a
way's fork choices one after another: at each fork, the choice that names the way's space.
Plain Python.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Way:
    end: str  # the space the move ends on
    forks: tuple[str, ...]  # the space taken at each fork, in order
    spaces: tuple[str, ...]  # every space entered, in order (the last is `end`)
    footsteps: int  # the counters the Wilderness check will count at the end of the move


def ways_of(told: dict[str, list[dict]]) -> dict[str, list[Way]]:
    """The ways to each end, as a decision's "about" tells them (quietest first)."""
    return {end: [Way(end, tuple(w["forks"]), tuple(w["spaces"]), w["footsteps"]) for w in ways]
            for end, ways in told.items()}
