"""EverZone's cards: units, supports, locations and the ready-made decks, from data/everzone/.

The format is described in docs/everzone-data.md and the rulings it follows in
docs/rules/everzone.md. Everything is checked when loaded, and a problem raises ContentError
naming the file, the entry and the field, so a player who edits a card can find the line to fix.
A player's own deck is saved in the same format as decks.toml (`deck_to_toml`, `deck_from_toml`);
the deck builder asks `deck_problems` what still keeps a deck from being legal.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import ClassVar

from ...core.content import DATA, TEXT, Entry, File, Folder, single_entry, toml_key, toml_string, unique
from .meta import INFO, LIMITS

RACES = ("numan", "slurr", "uthron")
PLACES = ("land", "sea", "space")
STATS = ("attack", "defense", "range")
WHENS = ("activate", "static", "destroyed", "choice")
DOS = ("boost", "weaken", "drain", "supply", "damage", "repair", "shield", "destroy", "disable", "draw", "first",
       "return", "adapt", "swap")
DURATIONS = ("turn", "battle")
MIN_DECK = LIMITS["min_deck"]  # ruling 3 (the numbers a player is told: meta.py)
MAX_COPIES = LIMITS["max_copies"]

# The number ranges of the format (docs/everzone-data.md).
UNIT_ATTACK = (0, 9)
UNIT_DEFENSE = (1, 9)
LEADER_ATTACK = (0, 12)
LEADER_DEFENSE = (1, 12)
RANGE = (0, 6)
UNIT_RESOURCES = (1, 9)
SUPPORT_RESOURCES = (0, 8)
SUPPORT_VALUE = (0, 6)
AMOUNT = (1, 6)
TURNS = (2, 4)
LIMIT = (4, 40)

# The effect rules of the format ("Effects").
SUPPORT_WHENS = ("activate", "static")  # a support is played or in play; it is never destroyed or chosen
UNIT_ONLY_WHENS = ("destroyed", "choice")
STATIC_DOS = ("boost", "weaken")
DESTROYED_DOS = ("return", "damage", "draw")
STAT_DOS = ("boost", "weaken")
PLACE_DOS = ("boost", "weaken", "drain", "adapt")  # adapt needs its place; the others take it as a filter
DURATION_DOS = ("boost", "weaken", "drain")
ONE_OFF_DOS = ("first", "return", "adapt", "swap")  # no amount: only 1 (or nothing) is allowed

#: The balance the shipped cards follow (docs/everzone-data.md, "Balance"). The loader does not
#: enforce it (a player may print a card outside it); the tests do.
SLACK = 1  # a unit's power may be this far from its budget
LEADER_RESOURCES = (5, 8)
SUPPORT_BUDGET_RESOURCES = (0, 6)
SUPPORT_VALUES_AMOUNT = 2  # the most a support's effect gives when the support also prints army values

_UNIT_FIELDS = ("id", "name", "race", "leader", "attack", "defense", "range", "resources", "places", "ability",
                "text")
_SUPPORT_FIELDS = ("id", "name", "race", "resources", "attack", "defense", "range", "effect", "text")
_EFFECT_FIELDS = ("when", "do", "amount", "stat", "place", "duration")
_LOCATION_FIELDS = ("id", "name", "place", "base", "turns", "text")
_DECK_FIELDS = ("id", "name", "race", "leader", "cards", "text")


@dataclass(frozen=True)
class Effect:
    when: str
    do: str
    amount: int = 1
    stat: str | None = None  # boost and weaken only (required there)
    place: str | None = None  # a filter for boost, weaken and drain; the place adapt grants (required there)
    duration: str = "turn"  # boost, weaken and drain: "turn" or "battle" (a static effect lasts while active)


@dataclass(frozen=True)
class Unit:
    """A unit card. Its `name` and `text` are a player's own words, for a card a player added; the
    shipped cards' names and texts are in the game's catalog (assets/locale), keyed by id."""

    id: str
    name: str
    race: str
    leader: bool
    attack: int
    defense: int
    range: int
    resources: int
    places: tuple[str, ...]  # in PLACES order, no repeats
    ability: Effect | None = None
    text: str = ""

    kind: ClassVar[str] = "unit"


@dataclass(frozen=True)
class Support:
    """A support card (its `name` and `text` as a Unit's: the catalog names the shipped ones)."""

    id: str
    name: str
    race: str
    resources: int
    attack: int
    defense: int
    range: int
    effect: Effect
    text: str = ""

    kind: ClassVar[str] = "support"


@dataclass(frozen=True)
class Location:
    """A location card (its `name` and `text` as a Unit's: the catalog names the shipped ones)."""

    id: str
    name: str
    place: str
    base: bool
    turns: tuple[int, ...]  # each turn's [RES] limit
    text: str = ""


@dataclass(frozen=True)
class Deck:
    """A deck. Its `name` is the one a war records (a seat's deck name is part of the game's state,
    so a ready-made deck keeps its name in decks.toml); the table names a ready-made deck in the
    player's language by its id (the catalog's), a player's own by the name it was given."""

    id: str
    name: str
    race: str
    leader: str  # the leader the deck suggests; it is not in the deck
    cards: tuple[tuple[str, int], ...]  # (card id, copies), in file order
    text: str = ""

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)

    def counts(self) -> dict[str, int]:
        return dict(self.cards)


@dataclass(frozen=True)
class Content:
    units: dict[str, Unit]
    supports: dict[str, Support]
    locations: dict[str, Location]
    decks: dict[str, Deck]

    def card(self, card_id: str) -> Unit | Support:
        if card_id in self.units:
            return self.units[card_id]
        if card_id in self.supports:
            return self.supports[card_id]
        raise KeyError(f"no EverZone card {card_id!r}")

    def leaders(self, race: str) -> list[Unit]:
        return [u for u in self.units.values() if u.race == race and u.leader]

    def base_units(self, race: str) -> list[Unit]:
        return [u for u in self.units.values() if u.race == race and not u.leader]

    def race_supports(self, race: str) -> list[Support]:
        return [s for s in self.supports.values() if s.race == race]

    def reserve(self) -> list[Location]:
        return [x for x in self.locations.values() if not x.base]

    def bases(self) -> list[Location]:
        by_place = {x.place: x for x in self.locations.values() if x.base}
        return [by_place[p] for p in PLACES if p in by_place]


def power(card) -> float:
    """What a card's numbers are worth: attack + defense + half its range (range only decides who
    strikes first, so it is worth less than a point that breaks or holds a line)."""
    return card.attack + card.defense + card.range / 2


def budget(unit: Unit) -> int:
    """What a unit's power should be, give or take SLACK ("Balance")."""
    if unit.leader:
        return 2 * unit.resources + 4
    return max(1, 2 * unit.resources + 1 - (len(unit.places) - 1) - (2 if unit.ability else 0))


# --- fields ----------------------------------------------------------------------------------------


def _places(e: Entry) -> tuple[str, ...]:
    data = e.get("places", list, most=len(PLACES) + 1)
    if not 1 <= len(data) <= len(PLACES):
        e.fail("places", f"must list 1 to {len(PLACES)} places, not {len(data)}")
    for place in data:
        if place not in PLACES:
            e.fail("places", f"must list places among {', '.join(PLACES)}, not {place!r}")
        if data.count(place) > 1:
            e.fail("places", f"repeats {place!r}")
    return tuple(p for p in PLACES if p in data)


# --- an effect -------------------------------------------------------------------------------------
def _effect(x: Entry, on: str) -> Effect:
    """One effect table; `on` is "unit" (an ability) or "support" (its effect)."""
    x.only(_EFFECT_FIELDS)
    when, do = x.choice("when", WHENS), x.choice("do", DOS)
    if on == "support" and when not in SUPPORT_WHENS:
        x.fail("when", f"must be activate or static on a support, not {when!r} ({when} is for units only)")
    if when == "static" and do not in STATIC_DOS:
        x.fail("do", f"must be boost or weaken on a static effect, not {do!r}")
    if when == "destroyed" and do not in DESTROYED_DOS:
        x.fail("do", f"must be return, damage or draw on a destroyed effect, not {do!r}")
    if do == "swap" and when != "choice":
        x.fail("when", f"must be choice for swap, not {when!r}")
    if do == "return" and when != "destroyed":
        x.fail("when", f"must be destroyed for return, not {when!r}")

    if do in STAT_DOS:
        stat = x.choice("stat", STATS)
    elif "stat" in x.data:
        x.fail("stat", f"is only for boost and weaken, not for {do}")
    else:
        stat = None

    if do == "adapt":
        place = x.choice("place", PLACES)
    elif do in PLACE_DOS:
        place = x.choice("place", PLACES) if "place" in x.data else None
    elif "place" in x.data:
        x.fail("place", f"is only for boost, weaken, drain and adapt, not for {do}")
    else:
        place = None

    if do in DURATION_DOS and when != "static":
        duration = x.choice("duration", DURATIONS, "turn")
    elif "duration" in x.data:
        why = "a static effect lasts while its card is active" if do in DURATION_DOS else f"not for {do}"
        x.fail("duration", f"is only for boost, weaken and drain: {why}")
    else:
        duration = "turn"

    if do in ONE_OFF_DOS:
        amount = x.get("amount", int, 1)
        if amount != 1:
            x.fail("amount", f"must be 1 (or left out) for {do}, not {amount}")
    else:
        amount = x.within("amount", AMOUNT, 1)
    return Effect(when, do, amount, stat, place, duration)


# --- the cards -------------------------------------------------------------------------------------
def _unit(e: Entry) -> Unit:
    e.only(_UNIT_FIELDS)
    unit_id, name, race = e.id(), e.get("name", str, ""), e.choice("race", RACES)
    leader = e.get("leader", bool)
    attack = e.within("attack", LEADER_ATTACK if leader else UNIT_ATTACK)
    defense = e.within("defense", LEADER_DEFENSE if leader else UNIT_DEFENSE)
    rng, resources, places = e.within("range", RANGE), e.within("resources", UNIT_RESOURCES), _places(e)
    ability = _effect(e.child("ability", e.get("ability", dict), "ability"), "unit") if "ability" in e.data else None
    return Unit(unit_id, name, race, leader, attack, defense, rng, resources, places, ability,
                e.get("text", str, "", TEXT))


def _support(e: Entry) -> Support:
    e.only(_SUPPORT_FIELDS)
    support_id, name, race = e.id(), e.get("name", str, ""), e.choice("race", RACES)
    resources = e.within("resources", SUPPORT_RESOURCES)
    values = [e.within(field, SUPPORT_VALUE) for field in STATS]
    effect = _effect(e.child("effect", e.get("effect", dict), "effect"), "support")
    return Support(support_id, name, race, resources, *values, effect, e.get("text", str, "", TEXT))


def _location(e: Entry) -> Location:
    e.only(_LOCATION_FIELDS)
    location_id, name, place = e.id(), e.get("name", str, ""), e.choice("place", PLACES)
    base = e.get("base", bool, False)
    turns = e.get("turns", list, most=TURNS[1] + 1)
    if not TURNS[0] <= len(turns) <= TURNS[1]:
        e.fail("turns", f"must list {TURNS[0]} to {TURNS[1]} turns, not {len(turns)}")
    for n, limit in enumerate(turns, start=1):
        if not isinstance(limit, int) or isinstance(limit, bool) or not LIMIT[0] <= limit <= LIMIT[1]:
            e.fail("turns", f"must give each turn a limit of {LIMIT[0]} to {LIMIT[1]}, not {limit!r} (turn {n})")
    return Location(location_id, name, place, base, tuple(turns), e.get("text", str, "", TEXT))


# --- a deck ----------------------------------------------------------------------------------------
def _problems(race: str, cards: dict, leader: str | None, units: dict[str, Unit],
              supports: dict[str, Support]) -> list[tuple[str, str, str | None]]:
    """(field, problem, card) for each rule a deck breaks (ruling 3): its race, its leader, its
    cards, its size; `card` is the card whose own entry the problem may lie in instead (None)."""
    out: list[tuple[str, str, str | None]] = []
    if race not in RACES:
        out.append(("race", f"must be one of {', '.join(RACES)}, not {race!r}", None))
    if leader is not None:
        chief = units.get(leader)
        if chief is None:
            known = "a support" if leader in supports else "no known card"
            out.append(("leader", f"must name a leader, and {leader!r} is {known}", leader))
        elif not chief.leader:
            out.append(("leader", f"must name a leader, and {leader!r} is a base unit", leader))
        elif race in RACES and chief.race != race:
            out.append(("leader", f"must be of the deck's race ({race}), and {leader!r} is {chief.race}", leader))
    total = 0
    for card_id, copies in cards.items():
        card = units.get(card_id) or supports.get(card_id)
        if card is None:
            out.append(("cards", f"names no known card: {card_id!r}", card_id))
        elif isinstance(card, Unit) and card.leader:
            out.append(("cards", f"holds the leader {card_id!r}: a leader is chosen at the start, never put in a "
                                 f"deck", card_id))
        elif race in RACES and card.race != race:
            out.append(("cards", f"holds {card_id!r}, a {card.race} card, in a {race} deck", card_id))
        if not isinstance(copies, int) or isinstance(copies, bool) or copies < 1:
            out.append(("cards", f"must give {card_id!r} a whole number of copies of at least 1, not {copies!r}", None))
            continue
        if copies > MAX_COPIES:
            out.append(("cards", f"has {copies} copies of {card_id!r}: at most {MAX_COPIES} of a card", None))
        total += copies
    if total < MIN_DECK:
        out.append(("cards", f"must hold at least {MIN_DECK} cards, not {total}", None))
    return out


def deck_problems(race: str, cards: dict[str, int], leader: str | None = None, c: Content | None = None) -> list[str]:
    """What keeps a deck from being legal, in words for the deck builder; [] for a legal deck."""
    c = c or content()
    words = {"race": "The race", "leader": "The leader", "cards": "The deck"}
    return [f"{words[field]} {problem}." for field, problem, _ in _problems(race, cards, leader, c.units, c.supports)]


#: Where the mistake may be instead, when a deck names a card that is not there: the card files,
#: whose entry may have been renamed or removed.
ELSEWHERE = " (no [[unit]] of units.toml nor [[support]] of supports.toml has this id)"


def _elsewhere(card: str | None, units: dict[str, Unit], supports: dict[str, Support]) -> str:
    """Where the card a deck's problem is about is printed: the mistake may be in its entry (a
    unit made a leader, or of another race, in units.toml) rather than in the deck."""
    if card is None:
        return ""
    if card in units:
        return f" ({card!r} is a [[unit]] of units.toml)"
    return f" ({card!r} is a [[support]] of supports.toml)" if card in supports else ELSEWHERE


def _deck(e: Entry, units: dict[str, Unit], supports: dict[str, Support]) -> Deck:
    e.only(_DECK_FIELDS)
    deck_id, name, race = e.id(), e.get("name", str), e.choice("race", RACES)
    leader, cards = e.get("leader", str), e.get("cards", dict)
    for field, problem, card in _problems(race, cards, leader, units, supports)[:1]:
        e.fail(field, problem + _elsewhere(card, units, supports))
    return Deck(deck_id, name, race, leader, tuple(cards.items()), e.get("text", str, "", TEXT))


# --- the files -------------------------------------------------------------------------------------
def load_units(file: File) -> dict[str, Unit]:
    out: dict[str, Unit] = {}
    for e in file.entries("unit"):
        unique(out, e, _unit(e))
    return out


def load_supports(file: File, units: dict[str, Unit]) -> dict[str, Support]:
    out: dict[str, Support] = {}
    for e in file.entries("support"):
        support = _support(e)
        if support.id in units:
            e.fail("id", f"repeats the id {support.id!r} of a [[unit]] of units.toml: a card's id is unique "
                         f"across units and supports")
        unique(out, e, support)
    return out


def load_locations(file: File) -> dict[str, Location]:
    out: dict[str, Location] = {}
    bases: dict[str, str] = {}
    for e in file.entries("location"):
        location = _location(e)
        unique(out, e, location)
        if location.base:
            if location.place in bases:
                e.fail("base", f"makes a second base location for {location.place} (the first is "
                               f"{bases[location.place]!r}): there is exactly one per place")
            bases[location.place] = location.id
    for place in PLACES:
        if place not in bases:
            file.fail(f"field 'base': no base location for {place}: there is exactly one per place")
    return out


def load_decks(file: File, units: dict[str, Unit], supports: dict[str, Support]) -> dict[str, Deck]:
    out: dict[str, Deck] = {}
    for e in file.entries("deck"):
        unique(out, e, _deck(e, units, supports))
    return out


def load(root: Path = DATA / "everzone") -> Content:
    """The content under `root`, read and checked afresh (tests load edited copies)."""
    folder = Folder(INFO["title"], root)
    units = load_units(folder.file("units.toml", ("unit",)))
    supports = load_supports(folder.file("supports.toml", ("support",)), units)
    locations = load_locations(folder.file("locations.toml", ("location",)))
    return Content(units, supports, locations, load_decks(folder.file("decks.toml", ("deck",)), units, supports))


@lru_cache(maxsize=1)
def content() -> Content:
    return load()


def ready_made(name: str, race: str) -> str | None:
    """The id of the ready-made deck a war's seat fights with, known by the name and race the war
    records (None for a player's own deck): the table names it in the player's language."""
    return next((d.id for d in content().decks.values() if d.name == name and d.race == race), None)


# --- a player's deck -------------------------------------------------------------------------------
SAVED_DECK = "saved deck"  # the "file" an error in a player's deck names when it came from no file


def deck_from_toml(text: str, c: Content | None = None, file: str = SAVED_DECK) -> Deck:
    """A player's deck from the text `deck_to_toml` wrote: one [[deck]] entry, checked like
    decks.toml's; an error names `file` (the deck's file name, when it came from one)."""
    c = c or content()
    return _deck(single_entry(text, "deck", file, INFO["title"]), c.units, c.supports)


def deck_to_toml(deck: Deck) -> str:
    """The deck as one [[deck]] entry of decks.toml's format; `deck_from_toml` reads it back."""
    cards = ", ".join(f"{toml_key(card)} = {copies}" for card, copies in deck.cards)
    return (f"[[deck]]\nid = {toml_string(deck.id)}\nname = {toml_string(deck.name)}\n"
            f"race = {toml_string(deck.race)}\nleader = {toml_string(deck.leader)}\n"
            f"cards = {{ {cards} }}\ntext = {toml_string(deck.text)}\n")
