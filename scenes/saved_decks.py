"""A player's own decks of a game, kept as TOML files in the user's data folder.

One file per deck (`<data>/decks/<game>/<id>.toml`, the format of data/<game>/decks.toml with a
single entry), written atomically. The game gives its own reader and writer (its content's
`deck_from_toml` and `deck_to_toml`), so this module knows nothing of heroes, races or leaders.
A file that no longer reads - edited by hand, or naming a card this version does not have - is
listed with its problem instead of a deck, so the deck builder can say why it is missing rather
than losing it silently. Plain Python.

    DECKS = DeckFolder("auganism", deck_from_toml, deck_to_toml)
    DECKS.listing()  # [Saved(path, deck, problem), ...] by name, the unreadable last
    DECKS.save(deck)  # -> <data>/decks/auganism/<deck.id>.toml
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import bounded
from engine.api import ContentError

from . import atomic, config, refusals
from .i18n import _

MAX_DECK_BYTES = 256 * 1024  # a deck is about 1 KB; a larger file is not a deck


@dataclass
class Saved:
    path: Path
    deck: Any | None  # the game's Deck; None when the file does not read
    problem: str = ""


def slug(name: str) -> str:
    """"Ann's Fire Deck" -> "ann_s_fire_deck" (the file's name and the deck's id)."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_") or "deck"


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 80 else text[:77] + "..."


class DeckFolder:
    """The saved decks of one game: `read(text, file=name) -> Deck` raises ContentError naming
    the game and the file on a bad deck, `write(deck) -> text` is its inverse; a Deck has at
    least `id` and `name`."""

    def __init__(self, game: str, read: Callable[..., Any], write: Callable[[Any], str]) -> None:
        self.game = game
        self.read = read
        self.write = write

    def folder(self) -> Path:
        return config.data_dir() / "decks" / self.game

    def path(self, name: str) -> Path:
        """Where a deck of this name is (or would be) saved."""
        return self.folder() / f"{slug(name)}.toml"

    def listing(self) -> list[Saved]:
        """Every saved deck, by name; unreadable files too (last), with their problem: a
        sentence that names the file."""
        out = []
        for path in sorted(self.folder().glob("*.toml")):
            try:
                out.append(Saved(path, self.read(bounded.read_text(path, MAX_DECK_BYTES), file=path.name)))
            except OSError as exc:
                out.append(Saved(path, None, _("{file} cannot be read ({reason})").format(file=path.name, reason=exc)))
            except bounded.Refused as exc:  # a folder or a device so named, far too large, not text
                out.append(Saved(path, None, _("{file} cannot be read ({reason})").format(
                    file=path.name, reason=refusals.reason(exc))))
            except ContentError as exc:  # it names the game, the file and the line
                out.append(Saved(path, None, str(exc)))
            except (ValueError, RecursionError, TypeError, KeyError) as exc:  # a number of thousands of
                # digits, nesting too deep, a field of the wrong kind: this file is skipped, not the folder
                out.append(Saved(path, None, _("{file} is not a deck this Gamenight can read ({reason})").format(
                    file=path.name, reason=_short(exc))))
        return sorted(out, key=lambda s: (s.deck is None, s.deck.name.lower() if s.deck else s.path.name))

    def find(self, file_name: str) -> Saved | None:
        """The readable saved deck in `file_name` ("ann_s_copy.toml"), or None."""
        return next((s for s in self.listing() if s.path.name == file_name and s.deck is not None), None)

    def save(self, deck: Any) -> Path:
        """Write the deck (legal or not: the writer does not check; the builder does)."""
        path = self.folder() / f"{deck.id}.toml"
        atomic.write_text(path, self.write(deck))
        return path

    def delete(self, file_name: str) -> None:
        """Remove a saved deck's file (a missing one is no error)."""
        path = self.folder() / Path(file_name).name
        path.unlink(missing_ok=True)
