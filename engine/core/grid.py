"""Squares, walls between them, steps, shortest paths and line of sight.

A board is a set of walkable squares plus a set of walls, each wall standing on the edge
between two squares. Steps go to the 8 neighbours; a diagonal step passes a corner and is
allowed when at least one of the two L-shaped ways around that corner is open (so nobody
squeezes between two walls or two buildings that meet at a corner). Melee reach, movement and
path length all use this one notion of a step.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

Square = tuple[int, int]
Edge = tuple[Square, Square]

DIRECTIONS: tuple[Square, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1))
INFINITE = 1 << 30


def edge(a: Square, b: Square) -> Edge:
    """The canonical key of the edge between two orthogonally adjacent squares."""
    return (a, b) if a <= b else (b, a)


def chebyshev(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class Grid:
    """Walkable squares and walls. Immutable once built; boards grow by making a new Grid.

    `solid` squares exist (they are part of the board) but cannot be entered and block sight,
    like houses and trees. Squares that are not in `squares` at all are off the board.
    """

    def __init__(self, squares: Iterable[Square], solid: Iterable[Square] = (), walls: Iterable[Edge] = ()):
        self.squares: frozenset[Square] = frozenset(squares)
        self.solid: frozenset[Square] = frozenset(solid)
        self.walls: frozenset[Edge] = frozenset(walls)
        self._steps: dict[Square, tuple[Square, ...]] = {}
        self._distances: dict[Square, dict[Square, int]] = {}

    def walkable(self, sq: Square) -> bool:
        return sq in self.squares and sq not in self.solid

    def wall_between(self, a: Square, b: Square) -> bool:
        return edge(a, b) in self.walls

    def _open(self, a: Square, b: Square) -> bool:
        """An orthogonal step from a to b: b walkable and no wall on the edge."""
        return self.walkable(b) and not self.wall_between(a, b)

    def can_step(self, a: Square, b: Square) -> bool:
        """Whether one step leads from a to b (b must be walkable)."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        if max(abs(dx), abs(dy)) != 1 or not self.walkable(b):
            return False
        if dx == 0 or dy == 0:
            return not self.wall_between(a, b)
        return self.corner_open(a, b)

    def corner_open(self, a: Square, b: Square) -> bool:
        """A diagonal passes if one L-shaped way round the corner is free of walls and solids."""
        via1, via2 = (b[0], a[1]), (a[0], b[1])
        return (self._open(a, via1) and not self.wall_between(via1, b)) or (
            self._open(a, via2) and not self.wall_between(via2, b)
        )

    def reaches(self, a: Square, b: Square) -> bool:
        """Melee reach: b is one of the 8 squares around a, not separated by a wall.

        Unlike can_step, b itself may be occupied or the edge of the board; only walls and the
        corner rule matter.
        """
        dx, dy = b[0] - a[0], b[1] - a[1]
        if max(abs(dx), abs(dy)) != 1 or b not in self.squares:
            return False
        if dx == 0 or dy == 0:
            return not self.wall_between(a, b)
        return self.corner_open(a, b)

    def steps(self, sq: Square) -> tuple[Square, ...]:
        """The squares one step away from sq (cached: the grid never changes)."""
        found = self._steps.get(sq)
        if found is None:
            found = tuple(n for d in DIRECTIONS if self.can_step(sq, n := (sq[0] + d[0], sq[1] + d[1])))
            self._steps[sq] = found
        return found

    def distances(self, goal: Square) -> dict[Square, int]:
        """Steps from every square to goal, around walls and solids (tokens ignored)."""
        found = self._distances.get(goal)
        if found is not None:
            return found
        dist = {goal: 0}
        queue = deque([goal])
        while queue:
            sq = queue.popleft()
            d = dist[sq] + 1
            for n in self.steps(sq):
                if n not in dist:
                    dist[n] = d
                    queue.append(n)
        self._distances[goal] = dist
        return dist

    def distance(self, a: Square, b: Square) -> int:
        return self.distances(b).get(a, INFINITE)

    def line(self, a: Square, b: Square) -> list[Square]:
        """The squares a straight line from centre to centre passes, in order, both ends included.

        Where the line passes exactly through a corner it moves diagonally.
        """
        (x, y), (x1, y1) = a, b
        dx, dy = abs(x1 - x), abs(y1 - y)
        sx, sy = (1 if x1 > x else -1), (1 if y1 > y else -1)
        err = dx - dy
        dx2, dy2 = dx * 2, dy * 2
        out = [(x, y)]
        n = dx + dy
        while n > 0:
            if err > 0:
                x += sx
                err -= dy2
            elif err < 0:
                y += sy
                err += dx2
            else:
                x += sx
                y += sy
                err += dx2 - dy2
                n -= 1
            n -= 1
            out.append((x, y))
        return out

    def sight(self, a: Square, b: Square, blocked: Callable[[Square], bool] | None = None) -> bool:
        """Line of sight from a to b: no wall crossed, no solid square or `blocked` square between."""
        path = self.line(a, b)
        for i in range(1, len(path)):
            prev, cur = path[i - 1], path[i]
            if cur not in self.squares:
                return False
            if prev[0] != cur[0] and prev[1] != cur[1]:
                if not self._sight_corner(prev, cur, blocked):
                    return False
            elif self.wall_between(prev, cur):
                return False
            if cur != b and (cur in self.solid or (blocked is not None and blocked(cur))):
                return False
        return True

    def _sight_corner(self, a: Square, b: Square, blocked) -> bool:
        for via in ((b[0], a[1]), (a[0], b[1])):
            if via not in self.squares or via in self.solid or (blocked is not None and blocked(via)):
                continue
            if not self.wall_between(a, via) and not self.wall_between(via, b):
                return True
        return False
