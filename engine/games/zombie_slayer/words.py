"""The game's own words for its pieces, places and dice, for describing choices (Rules.describe).

The table says "the green zombie", "Bron", "north-east" and names cards, items and skills by
their content names (scenes/zombie_slayer/words.py); the engine's labels speak the same way, so
a hint reads like the banner it sits under. Names come from content(), never from an id.
"""
from __future__ import annotations

from ...core.grid import Square
from .content import content
from .state import State

SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
# What a roll is for, as the table's log says it ("rolls 4 2 for a melee attack").
PURPOSE_WORDS = {"melee": "a melee attack", "ranged": "a ranged attack", "defense": "defense",
                 "spawn": "spawning", "search": "the search", "treasure": "the treasure card",
                 "dash": "Dash", "endure": "Endure Pain", "heal": "Heal", "ritual": "the Ritual of Summoning",
                 "summon": "the summoned zombies", "riposte": "a riposte"}


def is_zombie(token: str) -> bool:
    return token[:1] in "vgb" and token[1:].isdigit()


def the(state: State, token: str) -> str:
    """A token for the middle of a sentence: "the green zombie", "the Necromancer", "Bron the
    Barbarian", and "you" for the slayer (the labels speak to the player)."""
    c = content()
    if token == "slayer":
        return "you"
    if token in c.followers:
        return c.followers[token].name
    name = c.necromancer.name if token == "nec" else c.zombies[state.zombies[token].colour].name
    return "the " + name[4:] if name.startswith("The ") else "the " + name[:1].lower() + name[1:]


def cap(text: str) -> str:
    """A sentence's first letter up: "The green zombie goes first"."""
    return text[:1].upper() + text[1:]


def short(token: str) -> str:
    """A follower by his first name, as the table commands him: "Bron"."""
    return content().followers[token].name.split()[0]


def direction(a: Square, b: Square, same: str = "here") -> str:
    """"north-east" from square a towards square b (y grows to the south), as the log says it;
    `same` when b is a."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    ns = "north" if dy < 0 else "south" if dy > 0 else ""
    ew = "east" if dx > 0 else "west" if dx < 0 else ""
    if ns and ew and abs(dx) > 2 * abs(dy):
        ns = ""
    if ns and ew and abs(dy) > 2 * abs(dx):
        ew = ""
    return "-".join(w for w in (ns, ew) if w) or same


def away(a: Square, b: Square) -> str:
    """Where square b lies from a, exactly enough to tell two zombies of a colour apart: "to the
    north-east" next to a, "3 squares north" in a straight line, "2 squares north and 3 east"."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if max(abs(dx), abs(dy)) == 1:
        return f"to the {direction(a, b)}"
    if dx == 0 or dy == 0 or abs(dx) == abs(dy):
        return f"{max(abs(dx), abs(dy))} squares {direction(a, b)}"
    return f"{abs(dy)} square{'s' if abs(dy) > 1 else ''} {'north' if dy < 0 else 'south'} " \
           f"and {abs(dx)} {'east' if dx > 0 else 'west'}"


def tile_name(tile: str) -> str:
    return content().tiles[tile].name


def item_name(item: str) -> str:
    return content().items[item].name


def skill_name(skill: str) -> str:
    return content().skills[skill].name


def token_names(token: str) -> dict:
    """A token's id by its kind, for a description's names: {"zombie": "g3"}, {"necromancer":
    "nec"}, {"follower": "bron"}, {"tile": "smithy"} for a card's die; {} for the slayer and a
    plain die."""
    if token == "nec":
        return {"necromancer": "nec"}
    if is_zombie(token):
        return {"zombie": token}
    if token in content().followers:
        return {"follower": token}
    if token.startswith("tile:"):
        return {"tile": token[5:]}
    return {}


def face_words(pips: list[str], purpose: str) -> str:
    """What a face counts for in a roll of the slayer's Hand: "3 melee + 1 skill", "2 skill"."""
    skill = pips.count("skill")
    if purpose in ("melee", "ranged", "defense"):
        return f"{pips.count(purpose)} {purpose}" + (f" + {skill} skill" if skill else "")
    return f"{skill} skill"
