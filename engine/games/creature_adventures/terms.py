"""The words the rules' descriptions of their choices are made of (`Match.choices()`).

Each action's description is written beside the code that applies it (`turn.describe_ready`,
`battle.describe`, ...); what they share is here: how a seat, a space, a sigil or an attribute
point is called, and the ids a description names. They are the table's own words
(scenes/creature_adventures/words.py), kept in the engine, which may not import the table.
"""
from __future__ import annotations

from .content import content
from .state import Fighter

SIGIL_NAMES = {"power": "Sigil of Power", "speed": "Sigil of Speed", "wisdom": "Sigil of Wisdom"}
ATTR_NAMES = {"hp": "HP", "attack": "Attack", "defense": "Defense"}
ATTR_GAIN = {"hp": "+2 HP", "attack": "+1 Attack", "defense": "+1 Defense"}


def plural(n: int, word: str) -> str:
    return f"{n} {word if n == 1 else word + 's'}"


def seat_name(seat: int) -> str:
    """A seat as the engine calls a player (its battles are against "Seat 2"); the table puts
    the player's own name in its place."""
    return f"Seat {seat + 1}"


def space_name(space_id: str) -> str:
    """A space's name ("Gloam Gate"), or "the King's Road" for the nameless stretches of road."""
    space = content().board.spaces[space_id]
    return space.name or ("the King's Road" if space.kind == "path" else space.kind.title())


def short_name(name: str) -> str:
    """A Warlord's or champion's name without the title: "Vorga Ironhand", not "..., Warlord of Power"."""
    return name.split(",")[0]


def card_of(f: Fighter | None, kind: str = "creature") -> dict[str, str]:
    """{kind: the creature's card id} for a description's names; {} for a creature that is no
    card of the deck (a Warlord's, a Thief's or a champion's)."""
    return {kind: f.card} if f is not None and f.card else {}
