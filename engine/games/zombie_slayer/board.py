"""Town geometry for screens: the same Grid the rules use, rebuilt from a view.

The table shows paths, reach and lines of sight while the mouse hovers; it must compute them
exactly as the rules do, so it asks this module instead of re-implementing walls and corners.
"""
from __future__ import annotations

from functools import lru_cache

from ...core.grid import Grid, Square
from .content import SIZE, content
from .state import Placed, build_grid, rotate

__all__ = ["town_grid", "tile_of", "SIZE", "tile_pips", "local_to_global", "Grid", "Square"]


def town_grid(view: dict) -> Grid:
    """The Grid of the town in a view (cached per layout)."""
    key = tuple(sorted((tuple(t["at"]), t["tile"], t["rot"]) for t in view["tiles"]))
    return _grid(key)


@lru_cache(maxsize=64)
def _grid(key) -> Grid:
    return build_grid({at: Placed(tile, rot) for at, tile, rot in key})


def tile_of(sq: Square) -> tuple[int, int]:
    return (sq[0] // SIZE, sq[1] // SIZE)


def local_to_global(at: tuple[int, int], local: Square, rot: int) -> Square:
    x, y = rotate(local, rot)
    return (at[0] * SIZE + x, at[1] * SIZE + y)


def tile_pips(tile: str) -> list[list[str]]:
    """A card's dieagram as pip meanings, face 1 first (treasure pip first on faces 2-6)."""
    card = content().tiles[tile]
    return [card.pips(k) for k in range(1, 7)]
