"""Spawning zombies on town cards, and the Necromancer.

One die per card: its face's encounter pips say which zombies appear (violet, green, blue; the
Temple's blue-grey pip is the Necromancer). Each zombie's square comes from two more dice, the
column and the row of the card in its native orientation; a square that is a wall, an
obstacle or taken is rolled again.

When a spawn needs more counters of a colour than the pool holds, the rulebook has "the
required number of Zombies ... which are furthest away from you" removed at once, then spawned
(`recall_for`): all the counters a spawn recalls are chosen before any is placed, so a counter
the spawn has just placed far away - on the Temple, say - is never taken again in the same
spawn, and each is recalled at most once.
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
    cards = [(tuple(t), state.tiledef(tuple(t)).encounter(face)) for t, face in zip(frame["tiles"], frame["r"]["dice"],
                                                                                      strict=True)]
    recall_for(state, [pip for tpos, pips in cards if _has_room(state, tpos) for pip in pips if pip != "necromancer"],
               ev)
    for (tpos, pips), face in zip(cards, frame["r"]["dice"], strict=True):
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


def recall_for(state: State, colours: list[str], ev: Events) -> None:
    """Before a spawn of one zombie per entry of `colours`: for each colour the pool is short
    of, the counters it lacks are taken off the town together, the furthest from the slayer by
    walking distance first (a tie: the lower counter number), each once. A spawn the pool can
    serve recalls nothing, so it plays exactly as it did before this rule was read so."""
    for colour in dict.fromkeys(colours):
        counters = [z for z in state.zombies.values() if z.colour == colour]
        short = colours.count(colour) - sum(1 for z in counters if z.pos is None)
        if short > 0:
            for z in sorted((z for z in counters if z.pos is not None), key=_furthest_first(state))[:short]:
                _recall(z, ev)


def take_counter(state: State, colour: str, ev: Events):
    """A counter from the pool (the lowest number first); when the pool is empty - a single
    zombie's spawn, or more zombies of a colour than it has counters - the one furthest from
    the slayer is recalled for it."""
    pool = [z for z in state.zombies.values() if z.colour == colour]
    for z in sorted(pool, key=lambda z: int(z.id[1:])):
        if z.pos is None:
            return z
    far = min(pool, key=_furthest_first(state))
    _recall(far, ev)
    return far


def _furthest_first(state: State):
    """A sort key: the counter furthest from the slayer first, a tie to the lower number."""
    grid, here = state.grid, state.slayer.pos
    return lambda z: (-min(grid.distance(z.pos, here), INFINITE), int(z.id[1:]))


def _recall(zombie, ev: Events) -> None:
    ev.append({"type": "recalled", "token": zombie.id, "pos": zombie.pos, "colour": zombie.colour})
    zombie.pos = None


def _squares(tpos: tuple[int, int]) -> list[Square]:
    return [(tpos[0] * SIZE + x, tpos[1] * SIZE + y) for y in range(SIZE) for x in range(SIZE)]


def _has_room(state: State, tpos) -> bool:
    return _free_square(state, tpos) is not None


def _free_square(state: State, tpos) -> Square | None:
    taken = state.occupied()
    return next((sq for sq in _squares(tpos) if state.grid.walkable(sq) and sq not in taken), None)

