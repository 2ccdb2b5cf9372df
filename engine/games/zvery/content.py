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
from functools import cached_property, lru_cache
from pathlib import Path

from ...core.content import DATA, TEXT, Entry, File, Folder, unique
from .meta import INFO, LIMITS

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

    @cached_property
    def skills(self) -> dict[str, Skill]:
        """Every skill by its key, "<ability or mutation>/<index>" (battle.skill: a battle looks
        its skills up at every step). An ability's id comes before a mutation's of the same name."""
        holders = [*self.mutations.values(), *self.abilities.values()]  # an ability's entries written last
        return {f"{holder.id}/{i}": s for holder in holders for i, s in enumerate(holder.skills)}


# --- the parts of a card ---------------------------------------------------------------------------
def _choice(e: Entry, field: str, allowed: tuple, default=...):
    value = e.get(field, type(allowed[0]), default)
    if value not in allowed:
        e.fail(field, f"must be one of {', '.join(map(str, allowed))}, not {value!r}")
    return value


# The number ranges of the format: a number outside them is a typing slip, and would break the
# dice's odds or a battle's length (the shipped cards' own ranges in brackets).
HEALTH = (1, 40)  # a creature's (5-22)
CATCHRATE = (1, 40)  # (7-19; a catch may throw again and again, adding dice, so above five d6's 30)
UPGRADE = (0, 20)  # the health an upgrade adds (1-5)
AMOUNT = (1, 20)  # an effect's (1-10)
POWERUP = (1, 30)  # the sum a powerup cost asks of five d6 (14-18)
DICE = LIMITS["dice"]  # a skill is paid from the player's five dice
MOST_EFFECTS = 4  # effects of one skill (the shipped skills have at most 3)
MOST_TRAITS = 6  # traits of one creature or upgrade (the shipped cards have at most 4)


def _number(e: Entry, field: str, value, bounds: tuple[int, int], problem: str = "") -> int:
    """A whole number inside a field's value (a cost's dice), within `bounds`."""
    low, high = bounds
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        e.fail(field, problem or f"must be a whole number from {low} to {high}, not {value!r}")
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
    elif not isinstance(amount, int) or isinstance(amount, bool) or not AMOUNT[0] <= amount <= AMOUNT[1]:
        e.fail("amount", f"must be a whole number from {AMOUNT[0]} to {AMOUNT[1]}, or 'sum', not {amount!r}")
    target = _choice(e, "target", TARGETS[kind], TARGETS[kind][0])
    return Effect(kind, amount, target)


def _cost(e: Entry) -> Cost:
    table = e.get("cost", dict, most=2)
    if len(table) != 1 or next(iter(table)) not in COST_KINDS:
        e.fail("cost", f"must have exactly one of {', '.join(COST_KINDS)}")
    kind, value = next(iter(table.items()))
    if kind == "exact":
        if not isinstance(value, list) or not 1 <= len(value) <= DICE or not all(
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in value):
            e.fail("cost", f"exact must list 1 to {DICE} die values 1-6")
        return Cost(kind, values=tuple(value))
    if kind == "powerup":
        return Cost(kind, total=_number(e, "cost", value, POWERUP))
    if kind in ("same", "chain"):
        return Cost(kind, dice=_number(e, "cost", value, (2, 6), f"{kind} needs 2 to 6 dice"))
    return Cost(kind, dice=_number(e, "cost", value, (1, 6)))


def _skill(parent: Entry, i: int, data) -> Skill:
    e = parent.child(f"skill #{i + 1}", data, "skills")
    e.only(SKILL_FIELDS)
    effects = e.get("effects", list, most=MOST_EFFECTS)
    if not effects:
        e.fail("effects", "must list at least one effect")
    return Skill(e.get("name", str, ""), _cost(e),
                 tuple(_effect(e.child(f"effect #{j + 1}", x)) for j, x in enumerate(effects)))


def _skills(e: Entry) -> tuple[Skill, ...]:
    skills = e.get("skills", list, most=SKILLS_PER_ABILITY + 1)
    if len(skills) != SKILLS_PER_ABILITY:
        e.fail("skills", f"must list exactly {SKILLS_PER_ABILITY} skills, not {len(skills)}")
    return tuple(_skill(e, i, s) for i, s in enumerate(skills))


def _traits(e: Entry) -> tuple[Trait, ...]:
    out = []
    for i, data in enumerate(e.get("traits", list, [], most=MOST_TRAITS)):
        t = e.child(f"trait #{i + 1}", data, "traits")
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


def load_creatures(file: File) -> dict[str, Creature]:
    out: dict[str, Creature] = {}
    for e in file.entries("creature"):
        e.only(CREATURE_FIELDS)
        c = Creature(e.id(), e.get("name", str, ""), _choice(e, "level", LEVELS), _choice(e, "type", TYPES),
                     e.within("health", HEALTH), e.within("catchrate", CATCHRATE), _traits(e),
                     e.get("text", str, "", TEXT))
        unique(out, e, c)
    for level, least in MIN_COUNTS.items():
        have = sum(1 for c in out.values() if c.level == level)
        if have < least:
            file.fail(f"the level-{level} deck needs at least {least} creatures, not {have}")
    return out


def load_abilities(file: File) -> dict[str, Ability]:
    out: dict[str, Ability] = {}
    for e in file.entries("ability"):
        e.only(ABILITY_FIELDS)
        unique(out, e, Ability(e.id(), e.get("name", str, ""), _choice(e, "type", TYPES), _skills(e)))
    for kind in TYPES:
        have = sum(1 for a in out.values() if a.type == kind)
        if have < MIN_ABILITIES_PER_TYPE:
            file.fail(f"every type needs {MIN_ABILITIES_PER_TYPE} abilities; {kind} has {have}")
    return out


def load_mutations(file: File) -> dict[str, Mutation]:
    out: dict[str, Mutation] = {}
    for e in file.entries("mutation"):
        kind = _choice(e, "kind", ("upgrade", "ability"))
        e.only(UPGRADE_FIELDS if kind == "upgrade" else ABILITY_MUTATION_FIELDS)
        if kind == "upgrade":
            health, traits = e.within("health", UPGRADE, 0), _traits(e)
            if not health and not traits:
                e.fail("health", "or traits: an upgrade must change something")
            m = Mutation(e.id(), e.get("name", str, ""), _choice(e, "type", TYPES), kind, health, traits)
        else:
            m = Mutation(e.id(), e.get("name", str, ""), _choice(e, "type", TYPES), kind, skills=_skills(e))
        unique(out, e, m)
    if len(out) < MIN_MUTATIONS:
        file.fail(f"the mutation deck needs at least {MIN_MUTATIONS} cards, not {len(out)}")
    return out


def load_content(root: Path = DATA / "zvery") -> Content:
    folder = Folder(INFO["title"], root)
    return Content(load_creatures(folder.file("creatures.toml", ("creature",))),
                   load_abilities(folder.file("abilities.toml", ("ability",))),
                   load_mutations(folder.file("mutations.toml", ("mutation",))))


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
