"""Auganism's cards: monsters, heroes and the ready-made decks, from data/auganism/.

The format is described in docs/auganism-data.md and the rulings it follows in
docs/rules/auganism.md. Everything is checked when loaded, and a problem raises ContentError
naming the file, the entry and the field, so a player who edits a card can find the line to fix.
A player's own deck is saved in the same format as decks.toml (`deck_to_toml`, `deck_from_toml`);
the deck builder asks `deck_problems` what still keeps a deck from being legal.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...core.content import DATA, TEXT, Entry, File, Folder, single_entry, toml_key, toml_string, unique
from .meta import INFO

FAMILIES = ("blaze", "tide", "grove", "gale", "shade")
MAX_STAGES = 4
ATTACK = (1, 12)
HEALTH = (1, 16)
EVR = (1, 6)
EVP = (0, 3)
SWORD = (0, 4)
SHIELD = (0, 4)
AMOUNT = 6  # the most an effect or a power gives (the shipped cards give at most 3)
COOLDOWN = 9  # the most turns a hero's power rests (the shipped heroes rest at most 5)
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
    """A card. Its `name` and `text` are a player's own words, for a card a player added; the
    shipped cards' names and texts are in the game's catalog (assets/locale), keyed by id."""

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
    """A hero (its `name` and `text` as a Monster's: the catalog names the shipped ones)."""

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
    """A deck: a ready-made one is named by the catalog; a player's own keeps the name they gave it."""

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


# --- a monster -------------------------------------------------------------------------------------
def _stages(e: Entry) -> tuple[Stage, ...]:
    data = e.get("stages", list, most=MAX_STAGES + 1)
    if not 1 <= len(data) <= MAX_STAGES:
        e.fail("stages", f"must list 1 to {MAX_STAGES} stages, not {len(data)}")
    out: list[Stage] = []
    for n, item in enumerate(data, start=1):
        s = e.child(f"stage {n}", item, "stages")
        s.only(_STAGE_FIELDS, "is printed once on the card, not per stage: only attack, health and evr "
                                "change with the stage (ruling 23)")
        attack, health = s.within("attack", ATTACK), s.within("health", HEALTH)
        if n == 1:
            if "evr" in s.data:
                s.fail("evr", "must not be given: a card is summoned at Stage 1, it does not evolve into it")
            stage = Stage(attack, health)
        else:
            stage = Stage(attack, health, s.within("evr", EVR))
            before = out[-1]
            for field in ("attack", "health"):
                if getattr(stage, field) < getattr(before, field):
                    s.fail(field, f"must not be weaker than Stage {n - 1}'s ({getattr(before, field)})")
            if (stage.attack, stage.health) == (before.attack, before.health):
                s.fail("attack", f"or health must be stronger than Stage {n - 1}'s")
        out.append(stage)
    return tuple(out)


def _effects(e: Entry) -> tuple[Effect, ...]:
    data = e.get("effects", list, [], most=MAX_EFFECTS + 1)
    if len(data) > MAX_EFFECTS:
        e.fail("effects", f"must list at most {MAX_EFFECTS} effects, not {len(data)}")
    out = []
    for i, item in enumerate(data, start=1):
        x = e.child(f"effect #{i}", item, "effects")
        x.only(_EFFECT_FIELDS)
        out.append(Effect(x.choice("when", WHENS), x.choice("do", DOS), x.at_least_one("amount", 1, AMOUNT)))
    return tuple(out)


def _monster(e: Entry) -> Monster:
    e.only(_MONSTER_FIELDS)
    return Monster(e.id(), e.get("name", str, ""), e.choice("family", FAMILIES), e.within("evp", EVP),
                   e.within("sword", SWORD), e.within("shield", SHIELD), _stages(e), _effects(e),
                   e.get("text", str, "", TEXT))


# --- a hero ----------------------------------------------------------------------------------------
def _hero(e: Entry) -> Hero:
    e.only(_HERO_FIELDS)
    hero_id, name = e.id(), e.get("name", str, "")
    family = e.choice("family", FAMILIES) if "family" in e.data else None
    p = e.child("passive", e.get("passive", dict), "passive")
    p.only(_PASSIVE_FIELDS)
    kind = p.choice("kind", PASSIVES)
    if kind == "family_attack" and family is None:
        e.fail("family", "is missing: a family_attack passive favours the hero's family")
    passive = Passive(kind, p.at_least_one("amount", 1, AMOUNT), family)
    a = e.child("active", e.get("active", dict), "active")
    a.only(_ACTIVE_FIELDS)
    active = Active(a.choice("do", DOS), a.at_least_one("amount", 1, AMOUNT), a.at_least_one("cooldown", most=COOLDOWN),
                    a.choice("when", ACTIVE_WHENS))
    return Hero(hero_id, name, passive, active, e.get("text", str, "", TEXT))


# --- a deck ----------------------------------------------------------------------------------------
def _problems(cards: dict, hero, monsters: dict[str, Monster], heroes: dict[str, Hero]) -> list[tuple[str, str, str]]:
    """(field, problem, elsewhere) for each rule a deck breaks: its hero, its cards, then its size
    (ruling 1); `elsewhere` says which other file the mistake may be in instead ("" for none): a
    card or hero there renamed or removed."""
    out: list[tuple[str, str, str]] = []
    if hero not in heroes:
        out.append(("hero", f"names no known hero: {hero!r}", " (no [[hero]] of heroes.toml has this id)"))
    total = 0
    for card, copies in cards.items():
        if card not in monsters:
            out.append(("cards", f"names no known card: {card!r}", " (no [[monster]] of monsters.toml has this id)"))
        if not isinstance(copies, int) or isinstance(copies, bool) or copies < 1:
            out.append(("cards", f"must give {card!r} a whole number of copies of at least 1, not {copies!r}", ""))
            continue
        if copies > MAX_COPIES:
            out.append(("cards", f"has {copies} copies of {card!r}: at most {MAX_COPIES} of a card", ""))
        total += copies
    if total != DECK_SIZE:
        out.append(("cards", f"must hold exactly {DECK_SIZE} cards, not {total}", ""))
    return out


def deck_problems(cards: dict[str, int], hero: str, c: Content | None = None) -> list[str]:
    """What keeps a deck from being legal, in words for the deck builder; [] for a legal deck."""
    c = c or content()
    words = {"hero": "The hero", "cards": "The deck"}
    return [f"{words[field]} {problem}." for field, problem, _ in _problems(cards, hero, c.monsters, c.heroes)]


def _deck(e: Entry, monsters: dict[str, Monster], heroes: dict[str, Hero]) -> Deck:
    e.only(_DECK_FIELDS)
    deck_id, name, hero = e.id(), e.get("name", str, ""), e.get("hero", str)
    cards = e.get("cards", dict)
    for field, problem, elsewhere in _problems(cards, hero, monsters, heroes)[:1]:
        e.fail(field, problem + elsewhere)
    return Deck(deck_id, name, hero, tuple(cards.items()), e.get("text", str, "", TEXT))


# --- the files -------------------------------------------------------------------------------------
def load_monsters(file: File) -> dict[str, Monster]:
    out: dict[str, Monster] = {}
    for e in file.entries("monster"):
        unique(out, e, _monster(e))
    return out


def load_heroes(file: File) -> dict[str, Hero]:
    out: dict[str, Hero] = {}
    for e in file.entries("hero"):
        unique(out, e, _hero(e))
    return out


def load_decks(file: File, monsters: dict[str, Monster], heroes: dict[str, Hero]) -> dict[str, Deck]:
    out: dict[str, Deck] = {}
    for e in file.entries("deck"):
        unique(out, e, _deck(e, monsters, heroes))
    return out


def load(root: Path = DATA / "auganism") -> Content:
    """The content under `root`, read and checked afresh (tests load edited copies)."""
    folder = Folder(INFO["title"], root)
    monsters = load_monsters(folder.file("monsters.toml", ("monster",)))
    heroes = load_heroes(folder.file("heroes.toml", ("hero",)))
    return Content(monsters, heroes, load_decks(folder.file("decks.toml", ("deck",)), monsters, heroes))


@lru_cache(maxsize=1)
def content() -> Content:
    return load()


# --- a player's deck -------------------------------------------------------------------------------
SAVED_DECK = "saved deck"  # the "file" an error in a player's deck names when it came from no file


def deck_from_toml(text: str, c: Content | None = None, file: str = SAVED_DECK) -> Deck:
    """A player's deck from the text `deck_to_toml` wrote: one [[deck]] entry, checked like
    decks.toml's; an error names `file` (the deck's file name, when it came from one)."""
    c = c or content()
    return _deck(single_entry(text, "deck", file, INFO["title"]), c.monsters, c.heroes)


def deck_to_toml(deck: Deck) -> str:
    """The deck as one [[deck]] entry of decks.toml's format; `deck_from_toml` reads it back."""
    cards = ", ".join(f"{toml_key(card)} = {copies}" for card, copies in deck.cards)
    return (f"[[deck]]\nid = {toml_string(deck.id)}\nname = {toml_string(deck.name)}\n"
            f"hero = {toml_string(deck.hero)}\ncards = {{ {cards} }}\ntext = {toml_string(deck.text)}\n")
