"""Auganism's cards: monsters, heroes and the ready-made decks, from data/auganism/.

The format is described in docs/auganism-data.md and the rulings it follows in
docs/rules/auganism.md. Everything is checked when loaded, and a problem raises ContentError
naming the file, the entry and the field, so a player who edits a card can find the line to fix.
A player's own deck is saved in the same format as decks.toml (`deck_to_toml`, `deck_from_toml`);
the deck builder asks `deck_problems` what still keeps a deck from being legal.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from ...core.content import DATA, ContentError, Entry, entries

FAMILIES = ("blaze", "tide", "grove", "gale", "shade")
MAX_STAGES = 4
ATTACK = (1, 12)
HEALTH = (1, 16)
EVR = (1, 6)
EVP = (0, 3)
SWORD = (0, 4)
SHIELD = (0, 4)
MAX_EFFECTS = 2
WHENS = ("summon", "evolve", "battle", "win", "augment", "evp", "activated", "response")
DOS = ("draw", "heal", "wound", "attack", "shield", "pierce", "evp", "recover", "discount")
PASSIVES = ("evp_bonus", "sword_bonus", "shield_bonus", "empty_hand_draw", "regenerate", "evr_discount",
            "family_attack")
ACTIVE_WHENS = ("activated", "response")
DECK_SIZE = 30  # ruling 1
MAX_COPIES = 3  # ruling 1

#: The balance the shipped cards follow (docs/auganism-data.md, "Stat bands"): per number of
#: stages, Stage 1's Attack + Health, the last stage's (None: no evolution) and EVP + Sword + Shield.
#: The loader does not enforce them (a player may print a card outside them); the tests do.
BANDS = {
    1: ((9, 12), None, (3, 5)),
    2: ((6, 8), (12, 15), (2, 4)),
    3: ((5, 7), (15, 19), (1, 3)),
    4: ((4, 6), (19, 24), (0, 2)),
}

_ID = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")
_MONSTER_FIELDS = ("id", "name", "family", "evp", "sword", "shield", "stages", "effects", "text")
_STAGE_FIELDS = ("attack", "health", "evr")
_EFFECT_FIELDS = ("when", "do", "amount")
_HERO_FIELDS = ("id", "name", "family", "passive", "active", "text")
_PASSIVE_FIELDS = ("kind", "amount")
_ACTIVE_FIELDS = ("do", "amount", "cooldown", "when")
_DECK_FIELDS = ("id", "name", "hero", "cards", "text")


@dataclass(frozen=True)
class Stage:
    attack: int
    health: int
    evr: int | None = None  # the EVP needed to evolve into this stage from the one below; None at Stage 1


@dataclass(frozen=True)
class Effect:
    when: str
    do: str
    amount: int = 1


@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    family: str
    evp: int
    sword: int
    shield: int
    stages: tuple[Stage, ...]
    effects: tuple[Effect, ...] = ()
    text: str = ""

    @property
    def last(self) -> Stage:
        return self.stages[-1]


@dataclass(frozen=True)
class Passive:
    kind: str
    amount: int = 1
    family: str | None = None  # the hero's family: the one family_attack favours


@dataclass(frozen=True)
class Active:
    do: str
    amount: int
    cooldown: int  # the owner's own turns (ruling 22)
    when: str  # activated | response


@dataclass(frozen=True)
class Hero:
    id: str
    name: str
    passive: Passive
    active: Active
    text: str = ""

    @property
    def family(self) -> str | None:
        return self.passive.family


@dataclass(frozen=True)
class Deck:
    id: str
    name: str
    hero: str
    cards: tuple[tuple[str, int], ...]  # (card id, copies), in file order
    text: str = ""

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)

    def counts(self) -> dict[str, int]:
        return dict(self.cards)


@dataclass(frozen=True)
class Content:
    monsters: dict[str, Monster]
    heroes: dict[str, Hero]
    decks: dict[str, Deck]

    def family(self, family: str) -> list[Monster]:
        return [m for m in self.monsters.values() if m.family == family]

    def with_stages(self, count: int) -> list[Monster]:
        return [m for m in self.monsters.values() if len(m.stages) == count]


# --- fields ----------------------------------------------------------------------------------------
def _ident(e: Entry) -> str:
    """The entry as Entry.where names it: its label and, when it has one, its id."""
    name = e.data.get("id", e.data.get("name"))
    return f"{e.label} '{name}'" if isinstance(name, str) else e.label


def _child(parent: Entry, what: str, data) -> Entry:
    return Entry(parent.file, f"{_ident(parent)} {what}", data)


def _only(e: Entry, fields: tuple[str, ...], why: str = "") -> None:
    for field in e.data:
        if field not in fields:
            e.fail(field, why or f"is not a field here (known: {', '.join(fields)})")


def _choice(e: Entry, field: str, allowed: tuple[str, ...], default=...) -> str:
    value = e.get(field, str, default)
    if value not in allowed:
        e.fail(field, f"must be one of {', '.join(allowed)}, not {value!r}")
    return value


def _within(e: Entry, field: str, bounds: tuple[int, int], default=...) -> int:
    low, high = bounds
    value = e.get(field, int, default)
    if not low <= value <= high:
        e.fail(field, f"must be {low} to {high}, not {value}")
    return value


def _at_least_one(e: Entry, field: str, default=...) -> int:
    value = e.get(field, int, default)
    if value < 1:
        e.fail(field, f"must be a whole number of at least 1, not {value}")
    return value


def _id(e: Entry) -> str:
    value = e.get("id", str)
    if not _ID.fullmatch(value):
        e.fail("id", f"must be lower_snake_case (a-z, 0-9 and _), not {value!r}")
    return value


def _unique(out: dict, e: Entry, item) -> None:
    if item.id in out:
        e.fail("id", f"repeats the id {item.id!r}")
    out[item.id] = item


# --- a monster -------------------------------------------------------------------------------------
def _stages(e: Entry) -> tuple[Stage, ...]:
    data = e.get("stages", list)
    if not 1 <= len(data) <= MAX_STAGES:
        e.fail("stages", f"must list 1 to {MAX_STAGES} stages, not {len(data)}")
    out: list[Stage] = []
    for n, item in enumerate(data, start=1):
        s = _child(e, f"stage {n}", item)
        _only(s, _STAGE_FIELDS, "is printed once on the card, not per stage: only attack, health and evr "
                                "change with the stage (ruling 23)")
        attack, health = _within(s, "attack", ATTACK), _within(s, "health", HEALTH)
        if n == 1:
            if "evr" in s.data:
                s.fail("evr", "must not be given: a card is summoned at Stage 1, it does not evolve into it")
            stage = Stage(attack, health)
        else:
            stage = Stage(attack, health, _within(s, "evr", EVR))
            before = out[-1]
            for field in ("attack", "health"):
                if getattr(stage, field) < getattr(before, field):
                    s.fail(field, f"must not be weaker than Stage {n - 1}'s ({getattr(before, field)})")
            if (stage.attack, stage.health) == (before.attack, before.health):
                s.fail("attack", f"or health must be stronger than Stage {n - 1}'s")
        out.append(stage)
    return tuple(out)


def _effects(e: Entry) -> tuple[Effect, ...]:
    data = e.get("effects", list, [])
    if len(data) > MAX_EFFECTS:
        e.fail("effects", f"must list at most {MAX_EFFECTS} effects, not {len(data)}")
    out = []
    for i, item in enumerate(data, start=1):
        x = _child(e, f"effect #{i}", item)
        _only(x, _EFFECT_FIELDS)
        out.append(Effect(_choice(x, "when", WHENS), _choice(x, "do", DOS), _at_least_one(x, "amount", 1)))
    return tuple(out)


def _monster(e: Entry) -> Monster:
    _only(e, _MONSTER_FIELDS)
    return Monster(_id(e), e.get("name", str), _choice(e, "family", FAMILIES), _within(e, "evp", EVP),
                   _within(e, "sword", SWORD), _within(e, "shield", SHIELD), _stages(e), _effects(e),
                   e.get("text", str, ""))


# --- a hero ----------------------------------------------------------------------------------------
def _hero(e: Entry) -> Hero:
    _only(e, _HERO_FIELDS)
    hero_id, name = _id(e), e.get("name", str)
    family = _choice(e, "family", FAMILIES) if "family" in e.data else None
    p = _child(e, "passive", e.get("passive", dict))
    _only(p, _PASSIVE_FIELDS)
    kind = _choice(p, "kind", PASSIVES)
    if kind == "family_attack" and family is None:
        e.fail("family", "is missing: a family_attack passive favours the hero's family")
    passive = Passive(kind, _at_least_one(p, "amount", 1), family)
    a = _child(e, "active", e.get("active", dict))
    _only(a, _ACTIVE_FIELDS)
    active = Active(_choice(a, "do", DOS), _at_least_one(a, "amount", 1), _at_least_one(a, "cooldown"),
                    _choice(a, "when", ACTIVE_WHENS))
    return Hero(hero_id, name, passive, active, e.get("text", str, ""))


# --- a deck ----------------------------------------------------------------------------------------
def _problems(cards: dict, hero, monsters: dict[str, Monster], heroes: dict[str, Hero]) -> list[tuple[str, str]]:
    """(field, problem) for each rule a deck breaks: its hero, its cards, then its size (ruling 1)."""
    out: list[tuple[str, str]] = []
    if hero not in heroes:
        out.append(("hero", f"names no known hero: {hero!r}"))
    total = 0
    for card, copies in cards.items():
        if card not in monsters:
            out.append(("cards", f"names no known card: {card!r}"))
        if not isinstance(copies, int) or isinstance(copies, bool) or copies < 1:
            out.append(("cards", f"must give {card!r} a whole number of copies of at least 1, not {copies!r}"))
            continue
        if copies > MAX_COPIES:
            out.append(("cards", f"has {copies} copies of {card!r}: at most {MAX_COPIES} of a card"))
        total += copies
    if total != DECK_SIZE:
        out.append(("cards", f"must hold exactly {DECK_SIZE} cards, not {total}"))
    return out


def deck_problems(cards: dict[str, int], hero: str, c: Content | None = None) -> list[str]:
    """What keeps a deck from being legal, in words for the deck builder; [] for a legal deck."""
    c = c or content()
    words = {"hero": "The hero", "cards": "The deck"}
    return [f"{words[field]} {problem}." for field, problem in _problems(cards, hero, c.monsters, c.heroes)]


def _deck(e: Entry, monsters: dict[str, Monster], heroes: dict[str, Hero]) -> Deck:
    _only(e, _DECK_FIELDS)
    deck_id, name, hero = _id(e), e.get("name", str), e.get("hero", str)
    cards = e.get("cards", dict)
    for field, problem in _problems(cards, hero, monsters, heroes)[:1]:
        e.fail(field, problem)
    return Deck(deck_id, name, hero, tuple(cards.items()), e.get("text", str, ""))


# --- the files -------------------------------------------------------------------------------------
def load_monsters(path: Path) -> dict[str, Monster]:
    out: dict[str, Monster] = {}
    for e in entries(path, "monster"):
        _unique(out, e, _monster(e))
    return out


def load_heroes(path: Path) -> dict[str, Hero]:
    out: dict[str, Hero] = {}
    for e in entries(path, "hero"):
        _unique(out, e, _hero(e))
    return out


def load_decks(path: Path, monsters: dict[str, Monster], heroes: dict[str, Hero]) -> dict[str, Deck]:
    out: dict[str, Deck] = {}
    for e in entries(path, "deck"):
        _unique(out, e, _deck(e, monsters, heroes))
    return out


def load(root: Path = DATA / "auganism") -> Content:
    """The content under `root`, read and checked afresh (tests load edited copies)."""
    monsters = load_monsters(root / "monsters.toml")
    heroes = load_heroes(root / "heroes.toml")
    return Content(monsters, heroes, load_decks(root / "decks.toml", monsters, heroes))


@lru_cache(maxsize=1)
def content() -> Content:
    return load()


# --- a player's deck -------------------------------------------------------------------------------
SAVED_DECK = "saved deck"  # the "file" an error in a player's deck names


def deck_from_toml(text: str, c: Content | None = None) -> Deck:
    """A player's deck from the text `deck_to_toml` wrote: one [[deck]] entry, checked like decks.toml's."""
    c = c or content()
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{SAVED_DECK}: not valid TOML: {exc}") from None
    items = data.get("deck")
    if not isinstance(items, list) or len(items) != 1:
        raise ContentError(f"{SAVED_DECK}: must hold exactly one [[deck]] entry")
    return _deck(Entry(SAVED_DECK, "[[deck]] #1", items[0]), c.monsters, c.heroes)


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _toml_string(value: str) -> str:
    out = []
    for ch in value:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _toml_string(key)


def deck_to_toml(deck: Deck) -> str:
    """The deck as one [[deck]] entry of decks.toml's format; `deck_from_toml` reads it back."""
    cards = ", ".join(f"{_toml_key(card)} = {copies}" for card, copies in deck.cards)
    return (f"[[deck]]\nid = {_toml_string(deck.id)}\nname = {_toml_string(deck.name)}\n"
            f"hero = {_toml_string(deck.hero)}\ncards = {{ {cards} }}\ntext = {_toml_string(deck.text)}\n")
