"""What EverZone's table may look up in the rules besides a Match (engine.api.rulebook("everzone")).

The deck rules the deck builder checks against and the deck file format the saved decks use
(content.py: the races, a deck's least size, the copies allowed, `deck_problems`, a deck to
and from TOML), the setup's choices (setup.py: the command points on offer and each seat's
default deck), the catalog's entry classes, for the table's isinstance checks, and what an
effect does in words (effects.py: a message, as the choices say it too) and a location's facts
(rounds.location_words). A forecast of a legal order is Match.forecast. Only the names in
__all__ are offered.
"""
from __future__ import annotations

from .content import (
    MAX_COPIES,
    MIN_DECK,
    RACES,
    Deck,
    Effect,
    Location,
    Support,
    Unit,
    deck_from_toml,
    deck_problems,
    deck_to_toml,
)
from .effects import effect_line, effect_words, lasting_words, timing_words
from .rounds import location_words
from .setup import COMMAND_POINTS, default_decks

__all__ = ["RACES", "MIN_DECK", "MAX_COPIES", "Deck", "deck_problems", "deck_from_toml", "deck_to_toml",
           "COMMAND_POINTS", "default_decks", "Effect", "Location", "Support", "Unit",
           "effect_line", "effect_words", "lasting_words", "timing_words", "location_words"]
