"""Zombie Slayer's content: tiles, counters, treasure cards, skills and items from data/.

The format of each file is described in docs/zombie_slayer-data.md. Everything is checked at
load time; a problem raises ContentError naming the file, the entry and the field.

The rules play by ids. A `name`, `text` or `when` is optional: the shipped content's words are
in the game's catalog (assets/locale/<lang>/LC_MESSAGES/zombie_slayer.po, keyed "tile.smithy",
"skill.dash.text", ...), and a thing a player adds keeps the words it is given. A ready-made
slayer's name is the one exception kept in the data: the game keeps it as the slayer's own
(a save's state, the digests), as it keeps a typed one; the table names him from the catalog.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...core.content import DATA, TEXT, Entry, File, Folder, once
from ...core.dice import Dieagram
from .meta import INFO

SIZE = 6  # squares along each side of a tile
MAP = 2 * (2 * SIZE + 2) ** 2  # characters of a tile's map: its 13 lines of 13, with room for indents

#: Counter pips (slayer, followers, zombies, Necromancer).
COUNTER_PIPS = {"S": "skill", "D": "defense", "M": "melee", "R": "ranged", "H": "holy", ".": "empty"}
#: Town-card pips. The first pip of faces 2-6 is the treasure pip; see TileDef.
ENCOUNTER_PIPS = {"V": "violet", "G": "green", "B": "blue", "N": "necromancer", ".": "empty"}
TREASURE_PIPS = {"F": "followers", "I": "items", "A": "attributes", "B": "blue", ".": "empty"}
SQUARES = {".": "street", ",": "grass", "F": "fountain", "A": "altar", "#": "house", "T": "tree", "o": "well", "x": "cart", "g": "grave"}
SOLID = {"#", "T", "o", "x", "g"}
# The fields each kind of entry may have: a misspelt one is refused, naming the nearest.
TILE_FIELDS = ("id", "name", "kind", "map", "faces")
SLAYER_FIELDS = ("id", "name", "faces", "skill", "luck", "token")
ZOMBIE_FIELDS = ("colour", "name", "faces", "actions", "toughness", "count")
NECROMANCER_FIELDS = ("name", "faces", "life", "actions", "toughness")
FOLLOWER_FIELDS = ("id", "name", "faces")
CARD_FIELDS = ("id", "name", "pip", "zombie", "results")
SKILL_FIELDS = ("id", "name", "text", "when")
ITEM_FIELDS = ("id", "name", "text", "slots")
COUNTER_RANGES = {"life": (1, 20), "actions": (1, 4), "toughness": (1, 6), "count": (1, 30)}
READY_MADE = "ludwig"  # the rulebook's ready-made slayer, the default of every new game
ITEMS = ("torch", "dung", "life", "accuracy", "defense")  # the treasure card's items and the starting kit
SKILLS = ("aimed", "assault", "barrage", "block", "dash", "endure", "knockback", "riposte")
ATTRIBUTE_COST = {"defense": 1, "melee": 2, "ranged": 3, "holy": 4}
CREATION_POINTS = 20
COLOURS = ("violet", "green", "blue")

Local = tuple[int, int]


@dataclass(frozen=True)
class TileDef:
    """A town card in native orientation (green border east)."""

    id: str
    name: str
    kind: str  # "town", "centre" or "temple"
    cells: tuple[str, ...]  # SIZE strings of SIZE square characters, row by row
    walls: frozenset  # edges ((x, y), (x2, y2)) in native coordinates; boundary edges reach x=6 / y=6 / -1
    faces: tuple[str, ...]  # the dieagram as written

    def char(self, x: int, y: int) -> str:
        return self.cells[y][x]

    def walkable(self, x: int, y: int) -> bool:
        return self.cells[y][x] not in SOLID

    def encounter(self, face: int) -> list[str]:
        """What spawns on this face: colours, and "necromancer" on the temple."""
        text = self.faces[face - 1]
        pips = [ENCOUNTER_PIPS[c] for c in (text if face == 1 else text[1:])]
        if face > 1 and self.kind == "temple" and text[0] == "B":
            pips.insert(0, "blue")  # the temple's treasure position holds a regular blue pip
        return [p for p in pips if p != "empty"]

    def treasure(self, face: int) -> str | None:
        """The treasure card a search on this face points to, or None."""
        if face == 1 or self.kind != "town":
            return None
        meaning = TREASURE_PIPS[self.faces[face - 1][0]]
        return None if meaning in ("empty", "blue") else meaning

    def pips(self, face: int) -> list[str]:
        """Every pip of a face as meanings, for drawing (treasure pip first on faces 2-6)."""
        text = self.faces[face - 1]
        if face == 1:
            return [ENCOUNTER_PIPS[text]]
        return [TREASURE_PIPS[text[0]]] + [ENCOUNTER_PIPS[c] for c in text[1:]]

    def find(self, char: str) -> Local | None:
        for y, row in enumerate(self.cells):
            x = row.find(char)
            if x >= 0:
                return (x, y)
        return None


@dataclass(frozen=True)
class CounterDef:
    id: str
    name: str
    faces: Dieagram
    actions: int = 1
    toughness: int = 1
    life: int = 1
    count: int = 1


@dataclass(frozen=True)
class SlayerDef:
    id: str
    name: str
    faces: tuple[str, ...]
    skill: str
    luck: int
    token: str


@dataclass(frozen=True)
class CardDef:
    id: str
    name: str
    pip: str
    zombie: str
    results: tuple[str, ...]


@dataclass(frozen=True)
class TextDef:
    id: str
    name: str
    text: str
    when: str = ""
    slots: int = 1


@dataclass(frozen=True)
class Content:
    tiles: dict[str, TileDef]
    slayers: dict[str, SlayerDef]
    zombies: dict[str, CounterDef]
    necromancer: CounterDef
    followers: dict[str, CounterDef]
    cards: dict[str, CardDef]
    skills: dict[str, TextDef]
    items: dict[str, TextDef]

    @property
    def centre(self) -> TileDef:
        return next(t for t in self.tiles.values() if t.kind == "centre")

    @property
    def temple(self) -> TileDef:
        return next(t for t in self.tiles.values() if t.kind == "temple")

    def deck(self) -> list[str]:
        return [t.id for t in self.tiles.values() if t.kind == "town"]


# --- parsing -------------------------------------------------------------------------------
def parse_map(entry: Entry) -> tuple[tuple[str, ...], frozenset]:
    """Read the 13x13 lattice of squares and edges (docs/zombie_slayer-data.md)."""
    text = entry.get("map", str, most=MAP)
    lines = text.split("\n")
    if lines and lines[0].strip() == "":
        lines = lines[1:]
    while lines and lines[-1].strip() == "":
        lines.pop()
    if len(lines) != 2 * SIZE + 1:
        entry.fail("map", f"must have {2 * SIZE + 1} lines, not {len(lines)}")
    lines = [line.ljust(2 * SIZE + 1) for line in lines]
    if any(len(line) > 2 * SIZE + 1 for line in lines):
        entry.fail("map", f"has a line longer than {2 * SIZE + 1} characters")
    cells, walls = [], set()
    for y in range(SIZE):
        row = ""
        for x in range(SIZE):
            c = lines[2 * y + 1][2 * x + 1]
            if c not in SQUARES:
                entry.fail("map", f"has unknown square {c!r} at ({x}, {y})")
            row += c
        cells.append(row)
    for y in range(SIZE + 1):
        for x in range(SIZE + 1):
            if y < SIZE and _wall_char(entry, lines[2 * y + 1][2 * x], "|", x, y):
                walls.add(((x - 1, y), (x, y)))
            if x < SIZE and _wall_char(entry, lines[2 * y][2 * x + 1], "-", x, y):
                walls.add(((x, y - 1), (x, y)))
    return tuple(cells), frozenset(walls)


def _wall_char(entry: Entry, c: str, wall: str, x: int, y: int) -> bool:
    if c == wall:
        return True
    if c != " ":
        entry.fail("map", f"has {c!r} on an edge near ({x}, {y}); edges are {wall!r} or a space")
    return False


def parse_tile(entry: Entry) -> TileDef:
    entry.only(TILE_FIELDS)
    ident, name = entry.id(), entry.get("name", str, "")
    kind = entry.get("kind", str)
    if kind not in ("town", "centre", "temple"):
        entry.fail("kind", f"must be town, centre or temple, not {kind!r}")
    cells, walls = parse_map(entry)
    if kind != "centre":  # the green border closes the whole east side
        walls = walls | {((SIZE - 1, y), (SIZE, y)) for y in range(SIZE)}
    faces = entry.get("faces", list, most=7)
    allowed = set(ENCOUNTER_PIPS) | set(TREASURE_PIPS)
    if len(faces) != 6 or any(not isinstance(f, str) or len(f) != k for k, f in enumerate(faces, 1)):
        entry.fail("faces", "must be six strings; face k has exactly k pips")
    for k, face in enumerate(faces, 1):
        bad = [c for c in face if c not in allowed]
        if bad:
            entry.fail("faces", f"face {k} has unknown pip {bad[0]!r}")
    tile = TileDef(ident, name, kind, cells, walls, tuple(faces))
    if kind == "centre" and tile.find("F") is None:
        entry.fail("map", "the town centre needs a fountain square F")
    if kind == "temple" and (tile.find("A") is None or any("N" not in f for f in faces)):
        entry.fail("map", "the temple needs an altar square A and an N pip on every face")
    return tile


def parse_counter(entry: Entry, ident: str, **defaults) -> CounterDef:
    try:
        faces = Dieagram.parse(entry.get("faces", list, most=7), COUNTER_PIPS)
    except ValueError as exc:
        entry.fail("faces", str(exc))
    fields = {k: entry.within(k, COUNTER_RANGES[k], v) for k, v in defaults.items()}
    return CounterDef(ident, entry.get("name", str, ""), faces, **fields)


def slayer_cost(faces: Dieagram) -> int:
    """Creation points a dieagram costs (the skill pip is free)."""
    return sum(cost * sum(face.count(kind) for face in faces.faces) for kind, cost in ATTRIBUTE_COST.items())


def check_slayer_faces(faces: Dieagram) -> None:
    """The creation rules: one skill pip, on the 6-face; attributes within 20 creation points."""
    skills = [k for k, face in enumerate(faces.faces, 1) for p in face if p == "skill"]
    if skills != [6]:
        raise ValueError("a slayer has exactly one skill pip, on the 6-face")
    cost = slayer_cost(faces)
    if cost > CREATION_POINTS:
        raise ValueError(f"the dieagram costs {cost} creation points; a new slayer has {CREATION_POINTS}")


def load_content(root: Path = DATA / "zombie_slayer") -> Content:
    folder = Folder(INFO["title"], root)
    counters = folder.file("counters.toml", ("slayer", "zombie", "necromancer", "follower"))
    necromancer = counters.one("necromancer")
    necromancer.only(NECROMANCER_FIELDS)
    return Content(_tiles(folder.file("tiles.toml", ("tile",))), _slayers(counters), _zombies(counters),
                   parse_counter(necromancer, "nec", life=5, actions=2, toughness=2), _followers(counters),
                   _cards(folder.file("treasure.toml", ("card",))), _skills(folder.file("skills.toml", ("skill",))),
                   _items(folder.file("items.toml", ("item",))))


def _tiles(file: File) -> dict[str, TileDef]:
    tiles: dict[str, TileDef] = {}
    for e in file.entries("tile"):
        once(tiles, e, e.id(), parse_tile(e))
    kinds = [t.kind for t in tiles.values()]
    if kinds.count("centre") != 1 or kinds.count("temple") != 1 or kinds.count("town") < 8:
        file.fail("needs exactly one centre, one temple and at least 8 town tiles")
    return tiles


def _slayers(counters: File) -> dict[str, SlayerDef]:
    slayers: dict[str, SlayerDef] = {}
    for e in counters.entries("slayer"):
        e.only(SLAYER_FIELDS)
        faces = e.get("faces", list, most=7)
        try:
            check_slayer_faces(Dieagram.parse(faces, COUNTER_PIPS))
        except ValueError as exc:
            e.fail("faces", str(exc))
        skill, luck = e.choice("skill", SKILLS), e.within("luck", (1, 6))
        once(slayers, e, e.id(), SlayerDef(e.id(), e.get("name", str, ""), tuple(faces), skill, luck,
                                           e.get("token", str, "slayer_custom")))
    if READY_MADE not in slayers:
        counters.fail(f"the rulebook's ready-made slayer {READY_MADE!r} is missing "
                      f"(every new game offers it; found: {', '.join(slayers) or 'none'})")
    return slayers


def _zombies(counters: File) -> dict[str, CounterDef]:
    zombies: dict[str, CounterDef] = {}
    for e in counters.entries("zombie"):
        e.only(ZOMBIE_FIELDS)
        colour = e.choice("colour", COLOURS)
        once(zombies, e, colour, parse_counter(e, colour, actions=1, toughness=1, count=8), "colour")
    if set(zombies) != set(COLOURS):
        counters.fail("needs one [[zombie]] of each colour: violet, green, blue")
    return zombies


def _followers(counters: File) -> dict[str, CounterDef]:
    followers: dict[str, CounterDef] = {}
    for e in counters.entries("follower"):
        e.only(FOLLOWER_FIELDS)
        once(followers, e, e.id(), parse_counter(e, e.id()))
    if set(followers) != {"bron", "archibald", "prycille"}:
        counters.fail("the followers are bron, archibald and prycille")
    return followers


def _cards(file: File) -> dict[str, CardDef]:
    cards: dict[str, CardDef] = {}
    for e in file.entries("card"):
        e.only(CARD_FIELDS)
        results = e.words("results", 7)
        if len(results) != 6 or results[0] != "zombie":
            e.fail("results", "must list six results, the first being 'zombie'")
        once(cards, e, e.get("pip", str), CardDef(e.id(), e.get("name", str, ""), e.get("pip", str),
                                                 e.get("zombie", str), tuple(results)), "pip")
    return cards


def _skills(file: File) -> dict[str, TextDef]:
    skills: dict[str, TextDef] = {}
    for e in file.entries("skill"):
        e.only(SKILL_FIELDS)
        once(skills, e, e.id(), TextDef(e.id(), e.get("name", str, ""), e.get("text", str, "", TEXT),
                                        e.get("when", str, "", TEXT)))
    if set(skills) != set(SKILLS):
        file.fail(f"the skills are {', '.join(SKILLS)}")
    return skills


def _items(file: File) -> dict[str, TextDef]:
    items: dict[str, TextDef] = {}
    for e in file.entries("item"):
        e.only(ITEM_FIELDS)
        once(items, e, e.id(), TextDef(e.id(), e.get("name", str, ""), e.get("text", str, "", TEXT),
                                       slots=e.within("slots", (1, 5))))
    if set(items) != set(ITEMS):
        file.fail(f"the items are {', '.join(ITEMS)} (the rules play each by its id)")
    return items


@lru_cache(maxsize=1)
def content() -> Content:
    """The game's content, loaded once per process."""
    return load_content()
