"""A player's own Auganism decks, kept as TOML files in the user's data folder.

One file per deck (`<data>/decks/auganism/<id>.toml`, the format of data/auganism/decks.toml
with a single entry), written atomically. A file that no longer reads - edited by hand, or
naming a card this version does not have - is listed with its problem instead of a deck, so
the deck builder can say why it is missing rather than losing it silently. Plain Python.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from engine.core.content import ContentError
from engine.games.auganism.content import Deck, deck_from_toml, deck_to_toml

from .. import atomic, config


def folder() -> Path:
    return config.data_dir() / "decks" / "auganism"


@dataclass
class Saved:
    path: Path
    deck: Deck | None
    problem: str = ""


def listing() -> list[Saved]:
    """Every saved deck, by name; unreadable files too, with their problem."""
    out = []
    for path in sorted(folder().glob("*.toml")):
        try:
            out.append(Saved(path, deck_from_toml(path.read_text(encoding="utf-8"))))
        except (OSError, UnicodeDecodeError) as exc:
            out.append(Saved(path, None, f"cannot be read ({exc})"))
        except ContentError as exc:
            out.append(Saved(path, None, str(exc)))
    return sorted(out, key=lambda s: (s.deck is None, s.deck.name.lower() if s.deck else s.path.name))


def slug(name: str) -> str:
    """"Ann's Fire Deck" -> "ann_s_fire_deck" (the file's name and the deck's id)."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_") or "deck"


def save(name: str, hero: str, cards: dict[str, int], text: str = "") -> Path:
    """Write the deck (legal or not: `deck_to_toml` does not check; the builder does)."""
    deck = Deck(slug(name), name, hero, tuple(cards.items()), text)
    path = folder() / f"{deck.id}.toml"
    atomic.write_text(path, deck_to_toml(deck))
    return path
