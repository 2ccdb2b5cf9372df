"""Zvery's cards: creatures, abilities and mutations, from data/zvery/.

The format is described in docs/zvery-data.md. A card's or a skill's `name` and `text` are a
player's own words, for a card a player added; the shipped cards' names and texts are in the
game's catalog (assets/locale/<lang>/LC_MESSAGES/zvery.po), keyed by id: "creature.<id>",
"creature.<id>.text", "ability.<id>", "mutation.<id>", "skill.<card>/<index>". The rules never
need a name (their messages name things by `term(kind, id)`). Everything is checked when loaded, and a
problem raises ContentError naming the file, the entry and the field, so a player who edits a
card can find the line to fix. The rules engine reads only these frozen dataclasses.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...core.content import DATA, ContentError, Entry, entries, unique

TYPES = ("radioactive", "bubblegum", "plasma", "void", "crystal")
LEVELS = (1, 2, 3)
COST_KINDS = ("exact", "powerup", "any", "same", "chain")
DICE_EFFECTS = ("shatter", "fuse", "set", "increment", "decrement")
EFFECTS = ("damage", "heal", "stun", "strength", "fortitude") + DICE_EFFECTS
TARGETS = {  # the targets each effect allows; the first is its default
    "damage": ("one", "all"),
    "heal": ("self", "one", "all"),
    "stun": ("one",),
    "strength": ("self",),
    "fortitude": ("self",),
    **{e: ("dice",) for e in DICE_EFFECTS},
}
SUM_EFFECTS = ("damage", "heal")  # the effects whose amount may be "sum" (the dice paid)
TIMINGS = ("always", "before_roll", "after_roll", "end_of_turn")
ALWAYS_EFFECTS = ("strength", "fortitude")  # the only effects a trait may have "always"
SKILLS_PER_ABILITY = 4  # "An ability has 4 skills."
MIN_COUNTS = {1: 15, 2: 12, 3: 6}  # creatures per level (issue 4)
MIN_ABILITIES_PER_TYPE = 3
MIN_MUTATIONS = 24


@dataclass(frozen=True)
class Cost:
    kind: str  # exact | powerup | any | same | chain
    values: tuple[int, ...] = ()  # exact: the die values, one per slot
    total: int = 0  # powerup: the sum to reach
    dice: int = 0  # any / same / chain: how many dice

    @property
    def slots(self) -> int:
        """Dice slots shown on the skill (a powerup takes any number of dice: shown as one)."""
        return len(self.values) if self.kind == "exact" else 1 if self.kind == "powerup" else self.dice


@dataclass(frozen=True)
class Effect:
    effect: str
    amount: int | str  # a whole number, or "sum": the sum of the dice paid
    target: str


@dataclass(frozen=True)
class Skill:
    name: str
    cost: Cost
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Trait:
    when: str
    effect: Effect


@dataclass(frozen=True)
class Creature:
    id: str
    name: str
    level: int
    type: str
    health: int
    catchrate: int
    traits: tuple[Trait, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class Ability:
    id: str
    name: str
    type: str
    skills: tuple[Skill, ...]


@dataclass(frozen=True)
class Mutation:
    id: str
    name: str
    type: str
    kind: str  # upgrade | ability
    health: int = 0
    traits: tuple[Trait, ...] = ()
    skills: tuple[Skill, ...] = ()


@dataclass(frozen=True)
class Content:
    creatures: dict[str, Creature]
    abilities: dict[str, Ability]
    mutations: dict[str, Mutation]

    def level(self, level: int) -> list[Creature]:
        return [c for c in self.creatures.values() if c.level == level]

    def abilities_of(self, kind: str) -> list[Ability]:
        return [a for a in self.abilities.values() if a.type == kind]


# --- the parts of a card ---------------------------------------------------------------------------
def _choice(e: Entry, field: str, allowed: tuple, default=...):
    value = e.get(field, type(allowed[0]), default)
    if value not in allowed:
        e.fail(field, f"must be one of {', '.join(map(str, allowed))}, not {value!r}")
    return value


MOST = 99  # no number on a card is larger: a larger one is a typing slip, and would break the dice's odds


def _positive(e: Entry, field: str, value) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MOST:
        e.fail(field, f"must be a whole number from 1 to {MOST}, not {value!r}")
    return value


EFFECT_FIELDS = ("effect", "amount", "target")
SKILL_FIELDS = ("name", "cost", "effects")
TRAIT_FIELDS = ("when", *EFFECT_FIELDS)


def _effect(e: Entry, fields: tuple[str, ...] = EFFECT_FIELDS) -> Effect:
    e.only(fields)
    kind = _choice(e, "effect", EFFECTS)
    amount = e.get("amount", (int, str))
    if amount == "sum":
        if kind not in SUM_EFFECTS:
            e.fail("amount", f"'sum' is for {' and '.join(SUM_EFFECTS)} only")
    else:
        _positive(e, "amount", amount)
    target = _choice(e, "target", TARGETS[kind], TARGETS[kind][0])
    return Effect(kind, amount, target)


def _cost(e: Entry) -> Cost:
    table = e.get("cost", dict)
    if len(table) != 1 or next(iter(table)) not in COST_KINDS:
        e.fail("cost", f"must have exactly one of {', '.join(COST_KINDS)}")
    kind, value = next(iter(table.items()))
    if kind == "exact":
        if not isinstance(value, list) or not value or not all(isinstance(v, int) and 1 <= v <= 6 for v in value):
            e.fail("cost", "exact must list die values 1-6")
        return Cost(kind, values=tuple(value))
    _positive(e, "cost", value)
    if kind == "powerup":
        return Cost(kind, total=value)
    if kind in ("same", "chain") and not 2 <= value <= 6:
        e.fail("cost", f"{kind} needs 2 to 6 dice")
    return Cost(kind, dice=value)


def _skill(parent: Entry, i: int, data) -> Skill:
    e = Entry(parent.file, f"{parent.label} skill #{i + 1}", data)
    e.only(SKILL_FIELDS)
    effects = e.get("effects", list)
    if not effects:
        e.fail("effects", "must list at least one effect")
    return Skill(e.get("name", str, ""), _cost(e),
                 tuple(_effect(Entry(e.file, f"{e.label} effect #{j + 1}", x)) for j, x in enumerate(effects)))


def _skills(e: Entry) -> tuple[Skill, ...]:
    skills = e.get("skills", list)
    if len(skills) != SKILLS_PER_ABILITY:
        e.fail("skills", f"must list exactly {SKILLS_PER_ABILITY} skills, not {len(skills)}")
    return tuple(_skill(e, i, s) for i, s in enumerate(skills))


def _traits(e: Entry) -> tuple[Trait, ...]:
    out = []
    for i, data in enumerate(e.get("traits", list, [])):
        t = Entry(e.file, f"{e.label} trait #{i + 1}", data)
        effect = _effect(t, TRAIT_FIELDS)
        when = _choice(t, "when", TIMINGS)
        if (when == "always") != (effect.effect in ALWAYS_EFFECTS):
            t.fail("when", f"'always' goes with {' and '.join(ALWAYS_EFFECTS)}, and they with nothing else")
        out.append(Trait(when, effect))
    return tuple(out)


# --- the files ---------------------------------------------------------------------------------------
# The fields each kind of entry may have: a misspelt one is refused, naming the nearest.
CREATURE_FIELDS = ("id", "name", "level", "type", "health", "catchrate", "traits", "text")
ABILITY_FIELDS = ("id", "name", "type", "skills")
UPGRADE_FIELDS = ("id", "name", "kind", "type", "health", "traits")
ABILITY_MUTATION_FIELDS = ("id", "name", "kind", "type", "skills")


def load_creatures(path: Path) -> dict[str, Creature]:
    out: dict[str, Creature] = {}
    for e in entries(path, "creature"):
        e.only(CREATURE_FIELDS)
        c = Creature(e.id(), e.get("name", str, ""), _choice(e, "level", LEVELS), _choice(e, "type", TYPES),
                     _positive(e, "health", e.get("health", int)), _positive(e, "catchrate", e.get("catchrate", int)),
                     _traits(e), e.get("text", str, ""))
        unique(out, e, c)
    for level, least in MIN_COUNTS.items():
        have = sum(1 for c in out.values() if c.level == level)
        if have < least:
            raise ContentError(f"{path.name}: the level-{level} deck needs at least {least} creatures, not {have}")
    return out


def load_abilities(path: Path) -> dict[str, Ability]:
    out: dict[str, Ability] = {}
    for e in entries(path, "ability"):
        e.only(ABILITY_FIELDS)
        unique(out, e, Ability(e.id(), e.get("name", str, ""), _choice(e, "type", TYPES), _skills(e)))
    for kind in TYPES:
        have = sum(1 for a in out.values() if a.type == kind)
        if have < MIN_ABILITIES_PER_TYPE:
            raise ContentError(f"{path.name}: every type needs {MIN_ABILITIES_PER_TYPE} abilities; {kind} has {have}")
    return out


def load_mutations(path: Path) -> dict[str, Mutation]:
    out: dict[str, Mutation] = {}
    for e in entries(path, "mutation"):
        kind = _choice(e, "kind", ("upgrade", "ability"))
        e.only(UPGRADE_FIELDS if kind == "upgrade" else ABILITY_MUTATION_FIELDS)
        if kind == "upgrade":
            health = e.get("health", int, 0)
            if health < 0:
                e.fail("health", "must not be negative")
            traits = _traits(e)
            if not health and not traits:
                e.fail("health", "or traits: an upgrade must change something")
            m = Mutation(e.id(), e.get("name", str, ""), _choice(e, "type", TYPES), kind, health, traits)
        else:
            m = Mutation(e.id(), e.get("name", str, ""), _choice(e, "type", TYPES), kind, skills=_skills(e))
        unique(out, e, m)
    if len(out) < MIN_MUTATIONS:
        raise ContentError(f"{path.name}: the mutation deck needs at least {MIN_MUTATIONS} cards, not {len(out)}")
    return out


def load_content(root: Path = DATA / "zvery") -> Content:
    return Content(load_creatures(root / "creatures.toml"), load_abilities(root / "abilities.toml"),
                   load_mutations(root / "mutations.toml"))


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
