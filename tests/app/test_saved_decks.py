"""A player's saved decks: one hostile file is named and skipped, and the others keep working.

Probed in issue 13: a deck file with deep nesting or a number of thousands of digits made every
saved deck of that game unusable, with a message naming no file.
"""
from __future__ import annotations

import os
import threading

import pytest

from scenes.saved_decks import DeckFolder


def _read(text: str, file: str = ""):
    import tomllib

    data = tomllib.loads(text)
    return type("Deck", (), {"id": data["deck"][0]["id"], "name": data["deck"][0]["name"]})()


HOSTILE = {
    "huge_number.toml": '[[deck]]\nid = "huge"\nname = "Huge"\ncount = 1' + "0" * 5000 + "\n",
    "deep.toml": "[[deck]]\nid = \"deep\"\nname = \"Deep\"\nx = " + "[" * 100_000 + "]" * 100_000 + "\n",
    "not_text.toml": None,
    "a_folder.toml": "folder",
    "far_too_large.toml": "large",
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_deck_file_is_named_and_the_others_still_load(gamenight_home, name):
    folder = DeckFolder("auganism", _read, lambda deck: "")
    folder.folder().mkdir(parents=True)
    (folder.folder() / "good.toml").write_text('[[deck]]\nid = "good"\nname = "Good"\n', encoding="utf-8")
    hostile = folder.folder() / name
    if HOSTILE[name] is None:
        hostile.write_bytes(b"\xff\xfe\x00\x81 not text")
    elif HOSTILE[name] == "folder":
        hostile.mkdir()
    elif HOSTILE[name] == "large":
        with open(hostile, "wb") as handle:
            handle.write(b'[[deck]]\nid = "big"\nname = "Big"\n')
            handle.truncate(12 * 2**20)
    else:
        hostile.write_text(HOSTILE[name], encoding="utf-8")
    listing = folder.listing()
    assert [s.deck.name for s in listing if s.deck is not None] == ["Good"]
    bad = next(s for s in listing if s.deck is None)
    assert bad.path.name == name and name in bad.problem, "the problem names the file"


def test_a_deck_file_with_a_name_too_long_is_listed_with_its_problem_never_cut(gamenight_home):
    """A 200,000-character name was read whole into the deck lists (issue 27); it is refused,
    naming the game and the line, and the deck is not loaded with its name cut short."""
    from engine.games.auganism.content import content, deck_from_toml, deck_to_toml

    folder = DeckFolder("auganism", deck_from_toml, deck_to_toml)
    deck = next(iter(content().decks.values()))
    folder.save(deck)
    long = deck_to_toml(deck).replace(f'name = "{deck.name}"', 'name = "' + "y" * 200_000 + '"')
    (folder.folder() / "long.toml").write_text(long, encoding="utf-8")
    listing = folder.listing()
    assert [s.deck for s in listing if s.path.name != "long.toml"] == [deck]
    bad = next(s for s in listing if s.path.name == "long.toml")
    assert bad.deck is None and bad.problem.startswith("Auganism: long.toml, line 3: [[deck]] #1")
    assert "field 'name' is too long: at most 60 characters, not 200,000" in bad.problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a POSIX FIFO")
def test_a_fifo_among_the_decks_is_named_without_waiting_for_a_writer(gamenight_home):
    folder = DeckFolder("auganism", _read, lambda deck: "")
    folder.folder().mkdir(parents=True)
    os.mkfifo(folder.folder() / "pipe.toml")
    listed: list = []
    worker = threading.Thread(target=lambda: listed.extend(folder.listing()), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "listing the decks waited on a FIFO"
    assert [(s.path.name, s.problem) for s in listed] == [("pipe.toml", "pipe.toml cannot be read (it is a device, a pipe or "
                                                                        "a socket, not a file)")]
