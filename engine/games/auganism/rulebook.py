"""What Auganism's table may look up in the rules besides a Match (engine.api.rulebook("auganism")).

The deck rules the deck builder checks against and the deck file format the saved decks use
(content.py: a deck's size, the copies allowed, `deck_problems`, a deck to and from TOML), the
catalog's entry classes, for the table's isinstance checks, and what effects do in words, as
messages (effects.py: the same words the choices use, so a card and its choice never differ),
with the words a card prints that the log repeats (a stage, an augment, a deck).
A forecast of a legal choice is Match.forecast. Only the names in __all__ are offered.
"""
from __future__ import annotations

from .content import (
    DECK_SIZE,
    MAX_COPIES,
    Active,
    Deck,
    Effect,
    Hero,
    Monster,
    deck_from_toml,
    deck_problems,
    deck_to_toml,
)
from .effects import (
    augment_words,
    deck_words,
    effect_line,
    effect_words,
    passive_words,
    stage_words,
    timing_words,
)

__all__ = ["DECK_SIZE", "MAX_COPIES", "Deck", "deck_problems", "deck_from_toml", "deck_to_toml",
           "Active", "Effect", "Hero", "Monster", "effect_line", "effect_words", "passive_words", "timing_words",
           "augment_words", "deck_words", "stage_words"]
