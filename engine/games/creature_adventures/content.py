"""Creature Adventures' content: the board, the creature deck and the opponents, from data/.

The format is described in docs/creature_adventures-data.md. Everything is checked when loaded;
a problem raises ContentError naming the file, the entry and the field, so a player who edits
a creature can find the line to fix.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...core.content import DATA, ContentError, Entry, entries, read

KINDS = ("path", "wild", "home", "shaman", "thieves", "warlord", "colosseum")
SIGILS = ("power", "speed", "wisdom")
TIERS = ("common", "uncommon", "rare", "epic", "legendary")
DECK_TIERS = ("common", "uncommon", "rare")  # epic and legendary are the Warlords' and champions'
ABILITIES = ("thick_hide", "venom", "regenerate", "evasive", "berserk", "guardian", "lucky", "swift")
START_HP = 10  # "All creatures begin the game with 10 HP."


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
    name: str
    creatures: tuple[Creature, ...]
    sigil: str = ""


@dataclass(frozen=True)
class Content:
    board: Board
    creatures: dict[str, Creature]
    warlords: dict[str, Opponent]  # by sigil
    champions: tuple[Opponent, ...]  # the Colosseum's three, in order
    thief_names: tuple[str, ...]
    thief_base: Creature


# --- the board ---------------------------------------------------------------------------------
# The fields each kind of entry may have: a misspelt one is refused, naming the nearest.
BOARD_FIELDS = ("name", "size")
SPACE_FIELDS = ("id", "kind", "at", "links", "name")  # and a home's seat, a warlord's sigil
CREATURE_FIELDS = ("id", "name", "tier", "attack", "defense", "ability", "text")
FOE_FIELDS = ("name", "tier", "attack", "defense", "hp", "ability", "text")  # an opponent's creature
WARLORD_FIELDS = ("sigil", "name", "creatures")
CHAMPION_FIELDS = ("name", "creatures")
THIEVES_FIELDS = ("names", "base")


def load_board(path: Path) -> Board:
    data = read(path)
    head = Entry(path.name, "[board]", data.get("board", {}))
    head.only(BOARD_FIELDS)
    size = _pair(head, "size")
    spaces: dict[str, Space] = {}
    cells: dict[tuple[int, int], str] = {}
    for e in entries(path, "space"):
        space = _space(e, size)
        if space.id in spaces:
            e.fail("id", f"repeats the id {space.id!r}")
        if space.at in cells:
            e.fail("at", f"is the cell of {cells[space.at]!r} already")
        spaces[space.id] = space
        cells[space.at] = space.id
    board = Board(head.get("name", str), size, spaces)
    _check_links(path.name, board)
    _check_places(path.name, board)
    return board


def _pair(e: Entry, field: str) -> tuple[int, int]:
    value = e.get(field, list)
    if len(value) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        e.fail(field, "must be two whole numbers")
    return (value[0], value[1])


def _space(e: Entry, size: tuple[int, int]) -> Space:
    ident, kind = e.id(), e.get("kind", str)
    if kind not in KINDS:
        e.fail("kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
    e.only(SPACE_FIELDS + {"home": ("seat",), "warlord": ("sigil",)}.get(kind, ()))
    at = _pair(e, "at")
    if not (0 <= at[0] < size[0] and 0 <= at[1] < size[1]):
        e.fail("at", f"{list(at)} is outside the board's {size[0]} x {size[1]} cells")
    links = e.get("links", list)
    if not links or not all(isinstance(x, str) for x in links):
        e.fail("links", "must list the ids of the neighbouring spaces")
    seat = e.get("seat", int) if kind == "home" else 0
    if kind == "home" and not 1 <= seat <= 4:
        e.fail("seat", "must be 1 to 4")
    sigil = e.get("sigil", str) if kind == "warlord" else ""
    if kind == "warlord" and sigil not in SIGILS:
        e.fail("sigil", f"must be one of {', '.join(SIGILS)}")
    return Space(ident, at, kind, tuple(links), e.get("name", str, ""), seat, sigil)


def _check_links(file: str, board: Board) -> None:
    spaces = board.spaces
    for s in spaces.values():
        for other in s.links:
            where = f"{file}: [[space]] '{s.id}': field 'links'"
            if other not in spaces:
                raise ContentError(f"{where} names {other!r}, which is not a space")
            if s.id not in spaces[other].links:
                raise ContentError(f"{where}: {other!r} does not link back (links go both ways)")
            o = spaces[other].at
            if max(abs(o[0] - s.at[0]), abs(o[1] - s.at[1])) != 1:
                raise ContentError(f"{where}: {other!r} is not in a neighbouring cell")
    start = next(iter(spaces))
    seen, queue = {start}, deque([start])
    while queue:
        for n in spaces[queue.popleft()].links:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    if len(seen) != len(spaces):
        lost = sorted(set(spaces) - seen)[:3]
        raise ContentError(f"{file}: the board is not connected; cut off: {', '.join(lost)}")


def _check_places(file: str, board: Board) -> None:
    homes = board.homes()
    if sorted(homes) != [1, 2, 3, 4] or len(board.of_kind("home")) != 4:
        raise ContentError(f"{file}: the board needs exactly one home for each seat 1-4")
    for h in board.of_kind("home"):
        if len(h.links) != 1:
            raise ContentError(f"{file}: [[space]] '{h.id}': field 'links': a home is the end of a lane (one link)")
    if sorted(w.sigil for w in board.of_kind("warlord")) != sorted(SIGILS):
        raise ContentError(f"{file}: the board needs three warlords, one per sigil (power, speed, wisdom)")
    if len(board.of_kind("shaman")) < 2 or len(board.of_kind("colosseum")) != 1:
        raise ContentError(f"{file}: the board needs at least two shamans and exactly one colosseum")
    for t in board.of_kind("thieves"):
        if not any(board.spaces[n].kind == "wild" for n in t.links):
            raise ContentError(f"{file}: [[space]] '{t.id}': field 'links': thieves hide in the Wilderness (link a wild space)")
    if len(board.spaces) < 40:
        raise ContentError(f"{file}: the board needs at least 40 spaces, not {len(board.spaces)}")


# --- creatures and opponents -----------------------------------------------------------------------
def _creature(e: Entry, ident: str | None = None, tiers=TIERS, name: str | None = None,
              tier: str = "epic") -> Creature:
    """One creature; opponents' creatures default to epic strength, a deck creature names its tier."""
    tier = e.get("tier", str, tier)
    if tier not in tiers:
        e.fail("tier", f"must be one of {', '.join(tiers)}")
    attack, defense = e.within("attack", (0, 99)), e.within("defense", (0, 99))
    ability = e.get("ability", str, "")
    if ability and ability not in ABILITIES:
        e.fail("ability", f"must be one of {', '.join(ABILITIES)}")
    hp = e.within("hp", (1, 999), START_HP)
    return Creature(ident or e.id(), name or e.get("name", str), tier, attack, defense, hp, ability,
                    e.get("text", str, ""))


def load_creatures(path: Path) -> dict[str, Creature]:
    out: dict[str, Creature] = {}
    for e in entries(path, "creature"):
        if "hp" in e.data:
            e.fail("hp", "is not set per creature: every creature starts at 10 HP")
        e.only(CREATURE_FIELDS)
        e.get("tier", str)  # required in the deck (opponents default to epic)
        c = _creature(e, tiers=DECK_TIERS)
        if c.id in out:
            e.fail("id", f"repeats the id {c.id!r}")
        out[c.id] = c
    if sum(1 for c in out.values() if c.tier == "common") < 12:
        raise ContentError(f"{path.name}: the deck needs at least 12 common creatures (four players start with three)")
    return out


def _opponent(e: Entry, sigil: str = "") -> Opponent:
    e.only(WARLORD_FIELDS if sigil else CHAMPION_FIELDS)
    team = e.get("creatures", list)
    if not 1 <= len(team) <= 3:
        e.fail("creatures", "must list one to three creatures")
    creatures = tuple(_foe(Entry(e.file, f"{e.label} creature #{i + 1}", c), f"{e.get('name', str)} {i + 1}")
                      for i, c in enumerate(team))
    return Opponent(e.get("name", str), creatures, sigil)


def _foe(e: Entry, ident: str, **kwargs) -> Creature:
    """An opponent's creature (epic strength unless it says otherwise)."""
    e.only(FOE_FIELDS)
    return _creature(e, ident, **kwargs)


def load_opponents(path: Path) -> tuple[dict[str, Opponent], tuple[Opponent, ...], tuple[str, ...], Creature]:
    warlords = {}
    for e in entries(path, "warlord"):
        sigil = e.get("sigil", str)
        if sigil not in SIGILS or sigil in warlords:
            e.fail("sigil", f"must be one of {', '.join(SIGILS)}, each once")
        warlords[sigil] = _opponent(e, sigil)
    if sorted(warlords) != sorted(SIGILS):
        raise ContentError(f"{path.name}: needs one [[warlord]] per sigil")
    champions = tuple(_opponent(e) for e in entries(path, "champion"))
    if len(champions) != 3:
        raise ContentError(f"{path.name}: the Colosseum has three [[champion]] battles, not {len(champions)}")
    thieves = Entry(path.name, "[thieves]", read(path).get("thieves"))
    thieves.only(THIEVES_FIELDS)
    names = thieves.get("names", list)
    if not names or not all(isinstance(n, str) and n for n in names):
        thieves.fail("names", "must list the thieves' creature names")
    base = _foe(Entry(path.name, "[thieves] base", thieves.get("base", dict)), "thief", name="Thief", tier="common")
    return warlords, champions, tuple(names), base


def load_content(root: Path = DATA / "creature_adventures") -> Content:
    board = load_board(root / "board.toml")
    creatures = load_creatures(root / "creatures.toml")
    warlords, champions, names, base = load_opponents(root / "opponents.toml")
    return Content(board, creatures, warlords, champions, names, base)


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
