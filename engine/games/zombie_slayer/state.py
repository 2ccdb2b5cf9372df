"""Zombie Slayer's game state: plain data, owned by the engine.

Everything that decides the game is here and in nothing else: the town's tiles, the deck, the
tokens, the seeded generator and the stack of unfinished steps (a roll waiting for the die to
keep, a zombie waiting for its route...). Steps are plain dicts so the whole state clones,
hashes and compares as data. The town's geometry (a Grid) is derived from the tiles and cached.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache

from ...core.deck import Deck
from ...core.dice import Dieagram
from ...core.grid import Grid, Square
from ...core.rng import Rng
from .content import COUNTER_PIPS, SIZE, Content, TileDef, content
from .meta import LIMITS

BORDER_SIDES = "ESWN"  # rotation r puts the green border on BORDER_SIDES[r]
SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
MAX_LIFE = LIMITS["life"]  # the numbers a player is told: meta.py
INVENTORY = LIMITS["inventory"]
MAX_TOWNSMEN = LIMITS["townsmen"]


@dataclass
class Slayer:
    name: str
    token: str
    faces: list[str]  # dieagram strings (COUNTER_PIPS); painted pips change them
    pos: Square
    life: int = MAX_LIFE
    luck: int = 6
    skills: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    townsmen: int = 0
    xp: int = 0
    cp: int = 0
    actions: int = LIMITS["actions"]  # left this turn
    barrage: int = 0  # extra actions that can only be spent on Barrage
    fresh: bool = True  # no action spent yet this turn (Aimed Shot)
    attacked: bool = False  # attacked on this (or the last) own turn (Block)
    defense_mod: int = 0  # Endure Pain (+) and Assault (-), until the next turn
    dash: bool = False  # Dash: defense 0 until the next turn
    accuracy: int = 0  # Accuracy potion: bonus to the next attack
    guard: int = 0  # Defense potion: bonus to the next defense
    searched: bool = False  # searched the current tile since entering it
    window: list[str] = field(default_factory=list)  # free extras open around a move
    owed_move: bool = False  # a torch or dung was used "before a move": a move must follow

    @property
    def dieagram(self) -> Dieagram:
        return _dieagram(tuple(self.faces))

    @property
    def hand(self) -> int:
        """Dice rolled for the Hand: one per Life, one more per fanatic townsman."""
        return self.life + self.townsmen

    def slots(self) -> int:
        return sum(content().items[i].slots for i in self.items)


@dataclass
class Zombie:
    id: str  # counter id: v1..v8, g1..g8, b1..b8
    colour: str
    pos: Square | None = None  # None: in the pool, off the board


@dataclass
class Follower:
    id: str
    pos: Square | None = None  # None: travelling on the slayer's square
    alive: bool = False  # in play now
    actions: int = 1


@dataclass
class Necromancer:
    life: int
    pos: Square | None = None
    dead: bool = False


@dataclass
class Placed:
    tile: str
    rot: int  # quarter turns clockwise from native; the border is on BORDER_SIDES[rot]
    visited: bool = False


@dataclass
class State:
    rng: Rng
    options: dict
    slayer: Slayer
    tiles: dict[tuple[int, int], Placed]
    deck: Deck  # the town deck: an upper segment over a lower one with the Temple in it
    zombies: dict[str, Zombie]
    followers: dict[str, Follower]
    nec: Necromancer
    dung: list[Square] = field(default_factory=list)
    phase: str = "slayer"  # "slayer", "zombies" or "over"
    turn: int = 1
    boss: bool = False  # the temple is on the table
    boss_turn: int = 0  # the turn the temple was placed
    stack: list[dict] = field(default_factory=list)
    result: dict | None = None
    setup_events: list[dict] = field(default_factory=list)
    _grid: Grid | None = None  # derived from tiles

    # --- the town -------------------------------------------------------------------------
    @property
    def grid(self) -> Grid:
        if self._grid is None:
            self._grid = build_grid(self.tiles)
        return self._grid

    def tile_at(self, sq: Square) -> tuple[int, int]:
        return (sq[0] // SIZE, sq[1] // SIZE)

    def place(self, sq: Square) -> str | None:
        """The town card a square lies on, by id (None off the town): events name it, so that a
        log line needs nothing but its event."""
        placed = self.tiles.get(self.tile_at(sq))
        return placed.tile if placed else None

    def tiledef(self, tpos: tuple[int, int]) -> TileDef:
        return content().tiles[self.tiles[tpos].tile]

    def add_tile(self, tpos: tuple[int, int], tile: str, rot: int) -> None:
        self.tiles[tpos] = Placed(tile, rot)
        self._grid = None

    # --- tokens ---------------------------------------------------------------------------
    def occupant(self, sq: Square) -> str | None:
        """The token standing on a square: "slayer", a follower, a zombie id or "nec"."""
        if self.slayer.pos == sq:
            return "slayer"
        for z in self.zombies.values():
            if z.pos == sq:
                return z.id
        if self.nec.pos == sq and not self.nec.dead:
            return "nec"
        for f in self.followers.values():
            if f.alive and f.pos == sq:
                return f.id
        return None

    def occupied(self) -> set[Square]:
        taken = {self.slayer.pos}
        taken.update(z.pos for z in self.zombies.values() if z.pos is not None)
        taken.update(f.pos for f in self.followers.values() if f.alive and f.pos is not None)
        if self.nec.pos is not None and not self.nec.dead:
            taken.add(self.nec.pos)
        return taken

    def position(self, token: str) -> Square | None:
        if token == "slayer":
            return self.slayer.pos
        if token == "nec":
            return None if self.nec.dead else self.nec.pos
        if token in self.followers:
            f = self.followers[token]
            return (f.pos or self.slayer.pos) if f.alive else None
        return self.zombies[token].pos

    def on_board(self) -> list[Zombie]:
        return [z for z in self.zombies.values() if z.pos is not None]

    def company(self) -> list[Follower]:
        return [f for f in self.followers.values() if f.alive]


@lru_cache(maxsize=64)
def _dieagram(faces: tuple[str, ...]) -> Dieagram:
    """The slayer's faces read as a dieagram, once per set of faces: the rules ask for it many
    times an action (every Luck answer's forecast reads it), and a painted pip is a new set."""
    return Dieagram.parse(faces, COUNTER_PIPS)


# --- geometry ------------------------------------------------------------------------------
def rotate(local: Square, rot: int) -> Square:
    """A native tile coordinate turned `rot` quarter turns clockwise (works for boundary edges too)."""
    x, y = local
    for _ in range(rot % 4):
        x, y = SIZE - 1 - y, x
    return (x, y)


def unrotate(local: Square, rot: int) -> Square:
    return rotate(local, (4 - rot % 4) % 4)


def to_global(tpos: tuple[int, int], local: Square) -> Square:
    return (tpos[0] * SIZE + local[0], tpos[1] * SIZE + local[1])


def tile_geometry(tpos, tile: TileDef, rot: int):
    """The squares, solid squares and walls a tile adds to the town."""
    squares, solid, walls = [], [], []
    for y in range(SIZE):
        for x in range(SIZE):
            sq = to_global(tpos, rotate((x, y), rot))
            squares.append(sq)
            if not tile.walkable(x, y):
                solid.append(sq)
    for a, b in tile.walls:
        ga, gb = to_global(tpos, rotate(a, rot)), to_global(tpos, rotate(b, rot))
        walls.append((ga, gb) if ga <= gb else (gb, ga))
    return squares, solid, walls


def build_grid(tiles: dict) -> Grid:
    squares, solid, walls = [], [], []
    cards = content().tiles
    for tpos, placed in tiles.items():
        s, o, w = tile_geometry(tpos, cards[placed.tile], placed.rot)
        squares += s
        solid += o
        walls += w
    return Grid(squares, solid, walls)


# --- copying and hashing -------------------------------------------------------------------
def _copy(value):
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


def clone(state: State) -> State:
    """A deep copy, fast enough for search: plain data copied, the derived grid shared."""
    s = state.slayer
    return State(
        rng=state.rng.clone(),
        options=state.options,
        slayer=Slayer(**{f.name: _copy(getattr(s, f.name)) for f in fields(Slayer)}),
        tiles={k: Placed(p.tile, p.rot, p.visited) for k, p in state.tiles.items()},
        deck=state.deck.clone(),
        zombies={k: Zombie(z.id, z.colour, z.pos) for k, z in state.zombies.items()},
        followers={k: Follower(f.id, f.pos, f.alive, f.actions) for k, f in state.followers.items()},
        nec=Necromancer(state.nec.life, state.nec.pos, state.nec.dead),
        dung=list(state.dung),
        phase=state.phase,
        turn=state.turn,
        boss=state.boss,
        boss_turn=state.boss_turn,
        stack=_copy(state.stack),
        result=_copy(state.result),
        setup_events=state.setup_events,
        _grid=state._grid,
    )


def canonical(state: State) -> dict:
    """Everything that decides the game, as JSON-able data (for digests)."""
    s = state.slayer
    return {
        "rng": state.rng.to_json(),
        "options": state.options,
        "slayer": {f.name: getattr(s, f.name) for f in fields(Slayer)},
        "tiles": sorted([list(k), p.tile, p.rot, p.visited] for k, p in state.tiles.items()),
        "deck": state.deck.pile,
        "deck_upper": upper_count(state.deck),
        "zombies": {k: z.pos for k, z in state.zombies.items()},
        "followers": {k: [f.pos, f.alive, f.actions] for k, f in state.followers.items()},
        "nec": [state.nec.life, state.nec.pos, state.nec.dead],
        "dung": sorted(state.dung),
        "phase": state.phase,
        "turn": state.turn,
        "boss": state.boss,
        "boss_turn": state.boss_turn,
        "stack": state.stack,
        "result": state.result,
    }


def new_state(seed: int, options: dict, slayer: Slayer) -> State:
    """The components on the table before setup: counters in their pools, the deck unshuffled."""
    c: Content = content()
    zombies = {}
    for colour, zdef in c.zombies.items():
        for i in range(1, zdef.count + 1):
            zid = f"{colour[0]}{i}"
            zombies[zid] = Zombie(zid, colour)
    followers = {fid: Follower(fid) for fid in c.followers}
    return State(
        rng=Rng(seed),
        options=options,
        slayer=slayer,
        tiles={},
        deck=Deck(c.deck(), [len(c.deck())]),
        zombies=zombies,
        followers=followers,
        nec=Necromancer(c.necromancer.life),
    )


def upper_count(deck: Deck) -> int:
    """How many of the top cards came from the upper half (the Temple is below them)."""
    return deck.segments[0] if len(deck.segments) == 2 else 0


def _deck(cards, upper: int) -> Deck:
    pile = [str(c) for c in cards]
    segments = [upper, len(pile) - upper] if 0 < upper < len(pile) else ([len(pile)] if pile else [])
    return Deck(pile, segments)


def _sq(value) -> Square | None:
    return None if value is None else (int(value[0]), int(value[1]))


def restore(data: dict) -> State:
    """The inverse of canonical(): a state from its JSON picture (for saves' snapshots)."""
    sl = dict(data["slayer"])
    sl["pos"] = _sq(sl["pos"])
    slayer = Slayer(**{f.name: sl[f.name] for f in fields(Slayer)})
    colours = {"v": "violet", "g": "green", "b": "blue"}
    nec = data["nec"]
    state = State(
        rng=Rng.from_json(data["rng"]),
        options=dict(data["options"]),
        slayer=slayer,
        tiles={(int(t[0][0]), int(t[0][1])): Placed(str(t[1]), int(t[2]), bool(t[3])) for t in data["tiles"]},
        deck=_deck(data["deck"], int(data["deck_upper"])),
        zombies={zid: Zombie(zid, colours[zid[0]], _sq(pos)) for zid, pos in data["zombies"].items()},
        followers={fid: Follower(fid, _sq(v[0]), bool(v[1]), int(v[2])) for fid, v in data["followers"].items()},
        nec=Necromancer(int(nec[0]), _sq(nec[1]), bool(nec[2])),
        dung=[_sq(d) for d in data["dung"]],
        phase=str(data["phase"]),
        turn=int(data["turn"]),
        boss=bool(data["boss"]),
        boss_turn=int(data["boss_turn"]),
        stack=_copy(data["stack"]),
        result=_copy(data["result"]),
    )
    if set(state.zombies) != set(content_zombie_ids()) or set(state.followers) != set(content().followers):
        raise ValueError("the snapshot's counters do not match this game's content")
    return state


def content_zombie_ids() -> list[str]:
    return [f"{colour[0]}{i}" for colour, z in content().zombies.items() for i in range(1, z.count + 1)]
