"""Exploring the town: placing new cards around a card the slayer enters for the first time.

For each side of the entered card with no neighbour, draw a card and place it so that the way
onto it is not blocked: its green border may not face the entered card, and at least one
square on each side of the shared edge must be open with no wall between. The player chooses
the orientation (`place N` puts the border to the north) unless only one fits, or the option
placement = "auto" lets the game place it. A card that fits no way goes to the middle of the
deck and the next one is drawn. Then zombies spawn on every card next to the entered one.
A side closed by the entered card's own border or walls gets no card: there is no way on.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.messages import msg
from .content import SIZE, TileDef, content
from .spawning import start_spawn
from .state import BORDER_SIDES, SIDES, State, rotate, tile_geometry
from .steps import Events, pop, push
from .words import SIDE_WORDS, tile_name

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def neighbour(tpos: tuple[int, int], side: str) -> tuple[int, int]:
    d = SIDES[side]
    return (tpos[0] + d[0], tpos[1] + d[1])


def start_explore(state: State, tpos: tuple[int, int], ev: Events) -> None:
    state.tiles[tpos].visited = True
    ev.append({"type": "explore", "tile": list(tpos)})
    push(state, {"kind": "explore", "tile": list(tpos), "sides": list("NESW"), "card": None, "tries": 0,
                 "options": None})


def crossings(state: State, a: tuple[int, int], b: tuple[int, int], card: TileDef, rot: int) -> int:
    """Open ways across the edge between placed card a and card b (placed `rot`)."""
    grid = state.grid
    squares, solid, walls = tile_geometry(b, card, rot)
    solid, walls = set(solid), set(walls)
    count = 0
    for sa, sb in _edge_pairs(a, b):
        key = (sa, sb) if sa <= sb else (sb, sa)
        if grid.walkable(sa) and sb not in solid and key not in walls and key not in grid.walls:
            count += 1
    return count


def _edge_pairs(a, b):
    """The six pairs of squares facing each other across the edge between cards a and b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    out = []
    for i in range(SIZE):
        if dx:
            xa = a[0] * SIZE + (SIZE - 1 if dx > 0 else 0)
            y = a[1] * SIZE + i
            out.append(((xa, y), (xa + dx, y)))
        else:
            ya = a[1] * SIZE + (SIZE - 1 if dy > 0 else 0)
            x = a[0] * SIZE + i
            out.append(((x, ya), (x, ya + dy)))
    return out


def side_open(state: State, tpos, side: str) -> bool:
    """Whether the entered card lets anyone through on this side (no border, not all wall)."""
    grid = state.grid
    nb = neighbour(tpos, side)
    return any(grid.walkable(sa) and (sa, sb) not in grid.walls and (sb, sa) not in grid.walls
               for sa, sb in _edge_pairs(tpos, nb))


def orientations(state: State, entered, at, card: TileDef) -> list[str]:
    """Border sides the drawn card may take next to the entered card."""
    back = OPPOSITE[_side_of(entered, at)]
    return [BORDER_SIDES[r] for r in range(4)
            if BORDER_SIDES[r] != back and crossings(state, entered, at, card, r) > 0]


def _side_of(a, b) -> str:
    return next(s for s, d in SIDES.items() if (a[0] + d[0], a[1] + d[1]) == tuple(b))


def step(state: State, frame: dict, ev: Events) -> bool:
    if frame["options"]:
        return False
    entered = tuple(frame["tile"])
    deck = content().tiles
    while frame["sides"]:
        side = frame["sides"][0]
        at = neighbour(entered, side)
        if at in state.tiles or not side_open(state, entered, side) or (frame["card"] is None and not len(state.deck)):
            frame["sides"].pop(0)
            continue
        if frame["card"] is None:
            frame["card"] = draw(state, ev)
            frame["tries"] += 1
        card = deck[frame["card"]]
        options = orientations(state, entered, at, card)
        if not options:
            cut_the_deck(state, frame, ev)
            if frame["tries"] > len(state.deck) + 1:  # nothing in the deck fits here
                frame["sides"].pop(0)
            continue
        if len(options) == 1 or state.options["placement"] == "auto":
            pick = options[0] if len(options) == 1 else options[state.rng.below(len(options))]
            place(state, frame, pick, ev)
            continue
        frame["options"] = options
        return False
    pop(state, frame)
    start_spawn(state, [neighbour(entered, s) for s in "NESW" if neighbour(entered, s) in state.tiles], ev)
    return True


def draw(state: State, ev: Events) -> str:
    card = state.deck.draw()
    ev.append({"type": "draw", "tile": card, "deck": len(state.deck)})
    return card


def cut_the_deck(state: State, frame: dict, ev: Events) -> None:
    """A card that cannot be placed goes into the middle of the deck."""
    state.deck.insert_middle(frame["card"])
    ev.append({"type": "cut", "tile": frame["card"], "deck": len(state.deck)})
    frame["card"] = None


def place(state: State, frame: dict, border: str, ev: Events) -> None:
    at = neighbour(tuple(frame["tile"]), frame["sides"].pop(0))
    card, rot = frame["card"], BORDER_SIDES.index(border)
    state.add_tile(at, card, rot)
    frame["card"], frame["tries"], frame["options"] = None, 0, None
    ev.append({"type": "tile", "tile": card, "at": list(at), "rot": rot, "border": border})
    if card == content().temple.id:
        state.boss, state.boss_turn = True, state.turn
        ev.append({"type": "boss"})


def choices(state: State, frame: dict) -> list[str]:
    return [f"place {o}" for o in frame["options"]]


def choose(state: State, frame: dict, action: str, ev: Events) -> None:
    place(state, frame, action.split()[1], ev)


def describe(state: State, frame: dict, action: str) -> dict:
    """The drawn card lies face up on the table, so the text names it."""
    card, border = frame["card"], action.split()[1]
    return choice(action, "place", msg("Place {tile} with its green border to the {side}", tile=tile_name(card),
                                       side=SIDE_WORDS[border]), {"tile": card, "border": border})


def prompt(state: State, frame: dict) -> dict:
    return msg("Place {tile}: choose where its green border goes", tile=tile_name(frame["card"]))


def about(state: State, frame: dict) -> dict:
    """The card being placed, the card it joins, the side it joins it on and the card's place
    ("at"): where the table shows it before it is placed."""
    side = frame["sides"][0] if frame["sides"] else None
    at = list(neighbour(tuple(frame["tile"]), side)) if side else None
    return {"tile": frame["card"], "from": list(frame["tile"]), "side": side, "at": at}


def setup_town(state: State, ev: Events) -> None:
    """The Town Centre in the middle, four cards around it with their borders facing outwards."""
    c = content()
    state.add_tile((0, 0), c.centre.id, 0)
    state.tiles[(0, 0)].visited = True
    state.slayer.pos = _centre_start(c)
    for side in "NESW":
        at = neighbour((0, 0), side)
        for _ in range(len(state.deck) + 1):
            card = draw(state, ev)
            rot = BORDER_SIDES.index(side)
            if crossings(state, (0, 0), at, c.tiles[card], rot):
                state.add_tile(at, card, rot)
                ev.append({"type": "tile", "tile": card, "at": list(at), "rot": rot, "border": side})
                state.boss = state.boss or card == c.temple.id
                break
            state.deck.insert_middle(card)
    start_spawn(state, [neighbour((0, 0), s) for s in "NESW" if neighbour((0, 0), s) in state.tiles], ev)


def _centre_start(c) -> tuple[int, int]:
    return rotate(c.centre.find("F"), 0)

