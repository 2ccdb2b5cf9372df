"""Where a move can go: the roads out of a space, the walk between forks, and every way a roll can end.

The rulebook's move is 2d6 spaces along the board's links, never straight back, with a choice
at every fork; a dead end stops the move early. `turn.py` plays a move fork by fork (the
engine asks "which way?" at each one) using `exits` and `straight_on` from here. A player,
though, thinks in destinations: "where can I get with this 10?". `ways` answers that from
the same two functions, so what a table offers can never disagree with the walk the engine
then plays: each `Way` is an end space, the space chosen at each fork on the way there, in
order, the spaces walked, and the footsteps the Wilderness check will count at the end of the
move. The move's decisions tell the table these ways (`told`, in their "about").
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .content import content
from .places import footsteps_after_shoes

MANY = 1 << 14  # answers each remembers: every space from every side, for every roll, on a board of 40 x 40


@dataclass(frozen=True)
class Way:
    end: str  # the space the move ends on
    forks: tuple[str, ...]  # the space taken at each fork, in order (each fork's choice names it)
    spaces: tuple[str, ...]  # every space entered, in order (the last is `end`)
    footsteps: int  # the counters the Wilderness check will count (this move's, less Quiet Shoes)


# Both of these depend on the board alone, which never changes once read, and a move asks them
# at every step and every fork (a fifth of a random game's time when each was worked out): their
# answers are remembered.
@lru_cache(maxsize=MANY)
def exits(space: str, came: str) -> tuple[str, ...]:
    """The roads out of `space` for a pawn that came from `came` (never straight back)."""
    return tuple(s for s in content().board.spaces[space].links if s != came)


@lru_cache(maxsize=MANY)
def straight_on(space: str, came: str, left: int) -> tuple[str, ...]:
    """The spaces a pawn walks from `space` before the move needs a choice: until the steps
    run out, the road ends, or it forks."""
    walked: list[str] = []
    while left > 0:
        options = exits(space, came)
        if len(options) != 1:
            break
        came, space = space, options[0]
        walked.append(space)
        left -= 1
    return tuple(walked)


@dataclass(frozen=True)
class Walk:
    """A stretch of a move, from a space (or a fork's choice) to the next fork or the move's end."""

    steps: tuple[tuple[str, bool], ...]  # each space entered, with whether it is a wild space (a footstep)
    at_fork: bool  # the walk stops at a fork with steps still to take
    end: str  # where it stops
    came: str  # the space before `end` (the way back, which a fork never offers)
    footsteps: int  # the wild spaces among the steps

    @classmethod
    def of(cls, start: str, came: str, steps: tuple[tuple[str, bool], ...], left: int) -> Walk:
        """The walk of `steps` from `start` (reached from `came`) with `left` steps to take."""
        spaces = [start] + [s for s, _ in steps]
        end, before = spaces[-1], spaces[-2] if len(spaces) > 1 else came
        return cls(steps, left > len(steps) and len(exits(end, before)) > 1, end, before, sum(w for _, w in steps))


@lru_cache(maxsize=MANY)
def walk_on(space: str, came: str, left: int) -> Walk:
    """`straight_on` as a Walk: the whole of a stretch of a move, worked out once for each space,
    way in and roll (half of a random game's actions are a fork's)."""
    spaces = content().board.spaces
    return Walk.of(space, came, tuple((s, spaces[s].kind == "wild") for s in straight_on(space, came, left)), left)


@lru_cache(maxsize=MANY)
def go_on(space: str, towards: str, left: int) -> Walk:
    """`walk_on` for a fork's choice: the step from `space` onto `towards`, then on from there
    with the steps left after it."""
    step = (towards, content().board.spaces[towards].kind == "wild")
    return Walk.of(space, "", (step,) + walk_on(towards, space, left - 1).steps, left)


def ways(space: str, came: str, left: int, footsteps: int = 0, shoes: int = 0) -> list[Way]:
    """Every way the rest of a move can go from `space` with `left` steps: one Way per choice
    of the forks ahead. `footsteps` were gathered earlier in this move; `shoes` is the Quiet
    Shoes level, taken off at the end as the Wilderness check does."""
    wild = {s.id for s in content().board.spaces.values() if s.kind == "wild"}
    found: list[Way] = []

    def walk(here: str, came: str, left: int, forks: tuple[str, ...], spaces: tuple[str, ...]) -> None:
        ahead = straight_on(here, came, left)
        if ahead:
            came, here = (ahead[-2] if len(ahead) > 1 else here), ahead[-1]
            left -= len(ahead)
            spaces += tuple(ahead)
        options = exits(here, came)
        if left == 0 or len(options) < 2:
            steps = footsteps + sum(s in wild for s in spaces)
            found.append(Way(here, forks, spaces, footsteps_after_shoes(steps, shoes)))
            return
        for nxt in options:
            walk(nxt, here, left - 1, forks + (nxt,), spaces + (nxt,))

    walk(space, came, left, (), ())
    return found


def by_end(all_ways: list[Way]) -> dict[str, list[Way]]:
    """The ways grouped by the space they end on; of the ways to one space, one per number of
    footsteps (the end and the Wilderness check are all a way changes), quietest first."""
    out: dict[str, dict[int, Way]] = {}
    for way in all_ways:
        out.setdefault(way.end, {}).setdefault(way.footsteps, way)
    return {end: [kept[n] for n in sorted(kept)] for end, kept in out.items()}


def told(ends: dict[str, list[Way]]) -> dict[str, list[dict]]:
    """The ways to each end (`by_end`) as plain data, for a decision's "about"."""
    return {end: [{"forks": list(w.forks), "spaces": list(w.spaces), "footsteps": w.footsteps} for w in ways]
            for end, ways in ends.items()}
