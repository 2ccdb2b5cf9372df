"""Creature Adventures' content: the board, the creature deck and the opponents, from data/.

The format is described in docs/creature_adventures-data.md. Everything is checked when loaded;
a problem raises ContentError naming the file, the entry and the field, so a player who edits
a creature can find the line to fix.

The data files keep ids: the names and texts players read are the game's catalog's
(assets/locale/<lang>/LC_MESSAGES/creature_adventures.po, keyed "creature.<id>", "space.<id>",
...), which the table looks up by id. A name or text given in the data (a player's own
creature) is read, and a creature the data does not name is named by its id made readable
(`readable`): the name a game's state records for it (a creature's `Fighter.name`), which is
exactly the name the shipped data used to give. The Warlords' and champions' `name` stays in
opponents.toml for the same reason: it is what a battle's state records (`Battle.name`), and
saves and the golden digests pin the state; the table names them from the catalog.
"""
from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from ...core.content import DATA, TEXT, Entry, File, Folder
from .meta import INFO

KINDS = ("path", "wild", "home", "shaman", "thieves", "warlord", "colosseum")
SIGILS = ("power", "speed", "wisdom")
TIERS = ("common", "uncommon", "rare", "epic", "legendary")
DECK_TIERS = ("common", "uncommon", "rare")  # epic and legendary are the Warlords' and champions'
ABILITIES = ("thick_hide", "venom", "regenerate", "evasive", "berserk", "guardian", "lucky", "swift")
START_HP = 10  # "All creatures begin the game with 10 HP."
# The number ranges of the format (the shipped content's own in brackets).
BOARD_SIDE = (4, 40)  # cells along a side of the board (11-16)
STRENGTH = (0, 30)  # a creature's attack or defense (0-10)
HP = (1, 99)  # an opponent's creature's (10-24)
LINKS = 8  # a space's neighbours: the cells around it
MANY_THIEVES = 20  # the thieves' creatures (8)
THIEF_ID = re.compile(r"[a-z][a-z0-9]*([_-][a-z0-9]+)*")  # a thief's id may keep its name's hyphen ("knife-tail_stoat")


def readable(ident: str) -> str:
    """An id made readable: "mossback_toad" -> "Mossback Toad", "knife-tail_stoat" -> "Knife-Tail Stoat"."""
    return ident.replace("_", " ").title()


def slug(name: str) -> str:
    """A name made an id: "Siegetusk Mammoth" -> "siegetusk_mammoth" (an older file's foe, named only)."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@dataclass(frozen=True)
class Space:
    id: str
    at: tuple[int, int]
    kind: str
    links: tuple[str, ...]
    name: str = ""
    seat: int = 0  # homes: the seat (1-4) that starts there
    sigil: str = ""  # warlords: the sigil held


@dataclass(frozen=True)
class Board:
    name: str
    size: tuple[int, int]
    spaces: dict[str, Space]

    def homes(self) -> dict[int, str]:
        return {s.seat: s.id for s in self.spaces.values() if s.kind == "home"}

    @cached_property
    def home(self) -> dict[int, str]:
        """`homes()` worked out once, to read only: every battle a player loses sends them Home
        (growth.home_of), and looking through the board for it each time was a thirtieth of a
        random game's time."""
        return self.homes()

    def of_kind(self, kind: str) -> list[Space]:
        return [s for s in self.spaces.values() if s.kind == kind]


@dataclass(frozen=True)
class Creature:
    id: str
    name: str
    tier: str
    attack: int
    defense: int
    hp: int = START_HP
    ability: str = ""
    text: str = ""


@dataclass(frozen=True)
class Opponent:
    name: str  # what a battle with them records (Battle.name); players read the catalog's name
    creatures: tuple[Creature, ...]
    sigil: str = ""
    id: str = ""  # a Warlord's is their sigil


@dataclass(frozen=True)
class Content:
    board: Board
    creatures: dict[str, Creature]
    warlords: dict[str, Opponent]  # by sigil
    champions: tuple[Opponent, ...]  # the Colosseum's three, in order
    thief_names: tuple[str, ...]  # each thief's name as a battle records it (its id made readable)
    thief_base: Creature
    thief_ids: tuple[str, ...] = ()  # the same thieves by id, in the same order

    @cached_property
    def foe_ids(self) -> dict[str, str]:
        """The opponents' creatures and the thieves by the name a battle records them with -> id."""
        out = {c.name: c.id for o in (*self.warlords.values(), *self.champions) for c in o.creatures}
        return {**out, **dict(zip(self.thief_names, self.thief_ids, strict=True))}


# --- the board ---------------------------------------------------------------------------------
# The fields each kind of entry may have: a misspelt one is refused, naming the nearest.
BOARD_FIELDS = ("name", "size")
SPACE_FIELDS = ("id", "kind", "at", "links", "name")  # and a home's seat, a warlord's sigil
CREATURE_FIELDS = ("id", "name", "tier", "attack", "defense", "ability", "text")
FOE_FIELDS = ("id", "name", "tier", "attack", "defense", "hp", "ability", "text")  # an opponent's creature
WARLORD_FIELDS = ("sigil", "name", "creatures")
CHAMPION_FIELDS = ("id", "name", "creatures")
THIEVES_FIELDS = ("creatures", "base")


def load_board(file: File) -> Board:
    head = file.table("board")
    head.only(BOARD_FIELDS)
    size = _pair(head, "size", BOARD_SIDE)
    spaces: dict[str, Space] = {}
    written: dict[str, Entry] = {}  # each space's entry, for the line a problem with its links is on
    cells: dict[tuple[int, int], str] = {}
    for e in file.entries("space"):
        space = _space(e, size)
        if space.id in spaces:
            e.fail("id", f"repeats the id {space.id!r}")
        if space.at in cells:
            e.fail("at", f"is the cell of {cells[space.at]!r} already")
        spaces[space.id], written[space.id] = space, e
        cells[space.at] = space.id
    board = Board(head.get("name", str, ""), size, spaces)
    _check_links(file, board, written)
    _check_places(file, board, written)
    return board


def _pair(e: Entry, field: str, bounds: tuple[int, int]) -> tuple[int, int]:
    value = e.get(field, list, most=2)
    low, high = bounds
    if len(value) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in value):
        e.fail(field, f"must be two whole numbers from {low} to {high}")
    return (value[0], value[1])


def _space(e: Entry, size: tuple[int, int]) -> Space:
    ident, kind = e.id(), e.choice("kind", KINDS)
    e.only(SPACE_FIELDS + {"home": ("seat",), "warlord": ("sigil",)}.get(kind, ()))
    at = _pair(e, "at", (0, max(size) - 1))
    if not (0 <= at[0] < size[0] and 0 <= at[1] < size[1]):
        e.fail("at", f"{list(at)} is outside the board's {size[0]} x {size[1]} cells")
    links = e.words("links", LINKS)
    if not links:
        e.fail("links", "must list the ids of the neighbouring spaces")
    seat = e.within("seat", (1, 4)) if kind == "home" else 0
    sigil = e.choice("sigil", SIGILS) if kind == "warlord" else ""
    return Space(ident, at, kind, tuple(links), e.get("name", str, ""), seat, sigil)


def _check_links(file: File, board: Board, written: dict[str, Entry]) -> None:
    spaces = board.spaces
    for s in spaces.values():
        for other in s.links:
            if other not in spaces:
                written[s.id].fail("links", f"names {other!r}, which is not a space")
            if s.id not in spaces[other].links:
                written[s.id].fail("links", f"names {other!r}, which does not link back (links go both ways)")
            o = spaces[other].at
            if max(abs(o[0] - s.at[0]), abs(o[1] - s.at[1])) != 1:
                written[s.id].fail("links", f"names {other!r}, which is not in a neighbouring cell")
    start = next(iter(spaces))
    seen, queue = {start}, deque([start])
    while queue:
        for n in spaces[queue.popleft()].links:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    if len(seen) != len(spaces):
        lost = sorted(set(spaces) - seen)[:3]
        file.fail(f"the board is not connected; cut off: {', '.join(lost)}")


def _check_places(file: File, board: Board, written: dict[str, Entry]) -> None:
    homes = board.homes()
    if sorted(homes) != [1, 2, 3, 4] or len(board.of_kind("home")) != 4:
        file.fail("the board needs exactly one home for each seat 1-4")
    for h in board.of_kind("home"):
        if len(h.links) != 1:
            written[h.id].fail("links", "must name one space: a home is the end of a lane")
    if sorted(w.sigil for w in board.of_kind("warlord")) != sorted(SIGILS):
        file.fail("the board needs three warlords, one per sigil (power, speed, wisdom)")
    if len(board.of_kind("shaman")) < 2 or len(board.of_kind("colosseum")) != 1:
        file.fail("the board needs at least two shamans and exactly one colosseum")
    for t in board.of_kind("thieves"):
        if not any(board.spaces[n].kind == "wild" for n in t.links):
            written[t.id].fail("links", "must name a wild space: thieves hide in the Wilderness")
    if len(board.spaces) < 40:
        file.fail(f"the board needs at least 40 spaces, not {len(board.spaces)}")


# --- creatures and opponents -----------------------------------------------------------------------
def _creature(e: Entry, ident: str | None = None, tiers=TIERS, name: str | None = None,
              tier: str = "epic") -> Creature:
    """One creature; opponents' creatures default to epic strength, a deck creature names its tier."""
    tier = e.get("tier", str, tier)
    if tier not in tiers:
        e.fail("tier", f"must be one of {', '.join(tiers)}")
    attack, defense = e.within("attack", STRENGTH), e.within("defense", STRENGTH)
    ability = e.get("ability", str, "")
    if ability and ability not in ABILITIES:
        e.fail("ability", f"must be one of {', '.join(ABILITIES)}")
    hp = e.within("hp", HP, START_HP)
    ident = ident or e.id()
    return Creature(ident, name or e.get("name", str, "") or readable(ident), tier, attack, defense, hp, ability,
                    e.get("text", str, "", TEXT))


def load_creatures(file: File) -> dict[str, Creature]:
    out: dict[str, Creature] = {}
    for e in file.entries("creature"):
        if "hp" in e.data:
            e.fail("hp", "is not set per creature: every creature starts at 10 HP")
        e.only(CREATURE_FIELDS)
        e.get("tier", str)  # required in the deck (opponents default to epic)
        c = _creature(e, tiers=DECK_TIERS)
        if c.id in out:
            e.fail("id", f"repeats the id {c.id!r}")
        out[c.id] = c
    if sum(1 for c in out.values() if c.tier == "common") < 12:
        file.fail("the deck needs at least 12 common creatures (four players start with three)")
    return out


def _opponent(e: Entry, sigil: str = "") -> Opponent:
    e.only(WARLORD_FIELDS if sigil else CHAMPION_FIELDS)
    ident = sigil or _id_of(e)
    team = e.get("creatures", list, most=4)
    if not 1 <= len(team) <= 3:
        e.fail("creatures", "must list one to three creatures")
    creatures = tuple(_foe(e.child(f"creature #{i + 1}", c, "creatures")) for i, c in enumerate(team))
    return Opponent(e.get("name", str, "") or readable(ident), creatures, sigil, ident)


def _id_of(e: Entry) -> str:
    """An opponent's or an opponent's creature's id: its own, or (an older file's) its name's."""
    if "id" in e.data or "name" not in e.data:
        return e.id()
    return slug(e.get("name", str)) or e.id()


def _foe(e: Entry, **kwargs) -> Creature:
    """An opponent's creature (epic strength unless it says otherwise)."""
    e.only(FOE_FIELDS)
    return _creature(e, _id_of(e), **kwargs)


def load_opponents(file: File) -> tuple[dict[str, Opponent], tuple[Opponent, ...], tuple[str, ...], Creature]:
    warlords = {}
    for e in file.entries("warlord"):
        sigil = e.get("sigil", str)
        if sigil not in SIGILS or sigil in warlords:
            e.fail("sigil", f"must be one of {', '.join(SIGILS)}, each once")
        warlords[sigil] = _opponent(e, sigil)
    if sorted(warlords) != sorted(SIGILS):
        file.fail("needs one [[warlord]] per sigil")
    champions = tuple(_opponent(e) for e in file.entries("champion"))
    if len(champions) != 3:
        file.fail(f"the Colosseum has three [[champion]] battles, not {len(champions)}")
    thieves = file.table("thieves")
    thieves.only(THIEVES_FIELDS)
    ids = thieves.words("creatures", MANY_THIEVES)
    if not ids or not all(THIEF_ID.fullmatch(n) for n in ids):
        thieves.fail("creatures", "must list the ids of the thieves' creatures (lower case, words joined by _ or -)")
    base = thieves.child("base", thieves.get("base", dict), "base")
    base.only(FOE_FIELDS)
    return warlords, champions, tuple(ids), _creature(base, "thief", tier="common")


def load_content(root: Path = DATA / "creature_adventures") -> Content:
    folder = Folder(INFO["title"], root)
    board = load_board(folder.file("board.toml", ("board", "space")))
    creatures = load_creatures(folder.file("creatures.toml", ("creature",)))
    opponents = folder.file("opponents.toml", ("warlord", "champion", "thieves"))
    warlords, champions, thieves, base = load_opponents(opponents)
    content = Content(board, creatures, warlords, champions, tuple(readable(t) for t in thieves), base, thieves)
    _check_ids(opponents, content)
    return content


def _check_ids(file: File, c: Content) -> None:
    """Every creature - the deck's, the opponents', the thieves' - has an id of its own: the
    table names each by it (an opponent's creature may repeat one of creatures.toml's)."""
    seen = set(c.creatures)
    for o in (*c.warlords.values(), *c.champions):
        for f in o.creatures:
            if f.id in seen:
                where = "a creature of creatures.toml" if f.id in c.creatures else "another opponent's creature"
                file.fail(f"{o.id!r}: the creature id {f.id!r} is used already, by {where}")
            seen.add(f.id)
    for t in c.thief_ids:
        if t in seen:
            where = "a creature of creatures.toml" if t in c.creatures else "an opponent's creature"
            file.fail(f"[thieves]: the creature id {t!r} is used already, by {where}")
        seen.add(t)


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
