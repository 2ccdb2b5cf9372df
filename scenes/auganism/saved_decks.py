"""A player's own Auganism decks: `<data>/decks/auganism/<id>.toml`, kept by the shared
scenes/saved_decks.py with Auganism's reader and writer (its content's deck_from_toml and
deck_to_toml). Plain Python.
"""
from __future__ import annotations

from pathlib import Path

from engine import api

from ..saved_decks import DeckFolder, Saved, slug

rules = api.rulebook("auganism")

__all__ = ["DECKS", "Saved", "delete", "folder", "listing", "save", "slug"]

DECKS = DeckFolder("auganism", rules.deck_from_toml, rules.deck_to_toml)
folder, listing, delete = DECKS.folder, DECKS.listing, DECKS.delete


def save(name: str, hero: str, cards: dict[str, int], text: str = "") -> Path:
    """Write the deck (legal or not: `deck_to_toml` does not check; the builder does)."""
    return DECKS.save(rules.Deck(slug(name), name, hero, tuple(cards.items()), text))
