"""Spawning zombies on town cards, and the Necromancer.

One die per card: its face's encounter pips say which zombies appear (violet, green, blue; the
Temple's blue-grey pip is the Necromancer). Each zombie's square comes from two more dice, the
column and the row of the card in its native orientation; a square that is a wall, an
obstacle or taken is rolled again. When a colour's counters are all in the town, the one
furthest from the slayer is taken away and spawned again.
"""
from __future__ import annotations

from ...core.grid import INFINITE, Square
from .content import SIZE, content
from .rolls import roll
from .state import State, rotate, to_global
from .steps import Events, pop, push


def start_spawn(state: State, tiles: list[tuple[int, int]], ev: Events) -> None:
    """Roll the spawn dice for these cards (the Town Centre never spawns)."""
    centre = content().centre.id
    tiles = [t for t in tiles if state.tiles[t].tile != centre]
    if tiles:
        push(state, {"kind": "spawn", "tiles": [list(t) for t in tiles], "r": None})


def step(state: State, frame: dict, ev: Events) -> bool:
    if frame["r"] is None:
        owners = [f"tile:{state.tiles[tuple(t)].tile}" for t in frame["tiles"]]
        roll(state, ev, owners, len(owners), "spawn", "r")
        return True
    pop(state, frame)
    for t, face in zip(frame["tiles"], frame["r"]["dice"], strict=True):
        tpos = tuple(t)
        pips = state.tiledef(tpos).encounter(face)
        ev.append({"type": "spawn_roll", "tile": list(tpos), "face": face, "pips": pips, "place": state.tiles[tpos].tile})
        if "necromancer" in pips:
            place_necromancer(state, tpos, ev)
        for pip in pips:
            if pip != "necromancer":
                spawn_zombie(state, pip, tpos, ev)
    return True


def place_necromancer(state: State, tpos: tuple[int, int], ev: Events) -> None:
    """He appears once, on the Temple's altar; later blue-grey pips are ignored."""
    nec = state.nec
    if nec.pos is not None or nec.dead:
        return
    placed = state.tiles[tpos]
    altar = to_global(tpos, rotate(content().tiles[placed.tile].find("A"), placed.rot))
    if state.occupant(altar) is not None:
        altar = _free_square(state, tpos) or altar
    nec.pos = altar
    ev.append({"type": "spawn", "token": "nec", "pos": altar, "place": placed.tile})


def spawn_zombie(state: State, colour: str, tpos: tuple[int, int], ev: Events) -> str | None:
    """Put a zombie of `colour` on a card at rolled coordinates; None if the card is full."""
    if not _has_room(state, tpos):
        ev.append({"type": "no_room", "tile": list(tpos), "colour": colour})
        return None
    zombie = take_counter(state, colour, ev)
    if zombie is None:
        return None
    placed = state.tiles[tpos]
    free = state.occupied()
    for _ in range(200):
        col, row = state.rng.d6(), state.rng.d6()
        sq = to_global(tpos, rotate((col - 1, row - 1), placed.rot))
        if state.grid.walkable(sq) and sq not in free:
            break
    else:  # astronomically unlikely; keep the game going on the first free square
        sq = _free_square(state, tpos)
    zombie.pos = sq
    ev.append({"type": "spawn", "token": zombie.id, "colour": colour, "pos": sq, "place": state.place(sq)})
    return zombie.id


def take_counter(state: State, colour: str, ev: Events):
    """A counter from the pool, or the one furthest from the slayer when the pool is empty."""
    pool = [z for z in state.zombies.values() if z.colour == colour]
    for z in sorted(pool, key=lambda z: int(z.id[1:])):
        if z.pos is None:
            return z
    grid, here = state.grid, state.slayer.pos
    far = max(pool, key=lambda z: (min(grid.distance(z.pos, here), INFINITE), -int(z.id[1:])))
    ev.append({"type": "recalled", "token": far.id, "pos": far.pos, "colour": colour})
    far.pos = None
    return far


def _squares(tpos: tuple[int, int]) -> list[Square]:
    return [(tpos[0] * SIZE + x, tpos[1] * SIZE + y) for y in range(SIZE) for x in range(SIZE)]


def _has_room(state: State, tpos) -> bool:
    return _free_square(state, tpos) is not None


def _free_square(state: State, tpos) -> Square | None:
    taken = state.occupied()
    return next((sq for sq in _squares(tpos) if state.grid.walkable(sq) and sq not in taken), None)

