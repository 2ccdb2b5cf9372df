"""Choosing a deck in Auganism's new-game screen, as a new player: each seat's deck is told -
its hero and the hero's powers, its plan, its families, its monsters, its size - under the
lists, and the words follow a change of deck."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.games.auganism.content import content
from scenes.auganism import words

from .driver import Driver

OUT = Path(__file__).resolve().parents[1] / "output"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_each_seats_deck_is_described_and_follows_a_change(app, size):
    from scenes.setup import SetupScene

    app.resize(size)
    app.stack.push(SetupScene(app, "auganism"))
    driver = Driver(app)
    driver.frames(3)
    panel = app.stack.top.panel
    notes = panel.notes
    assert notes is not None and notes.rect.h >= 100, "the panel's room says what the decks are"
    first = panel.menus[0].selected_option[1].split(":")[1]
    deck = content().decks[first]
    hero = content().heroes[deck.hero]
    text = notes.html_text
    for told in (hero.name, words.hero_passive_text(hero), deck.text, f"{deck.size} cards",
                 words.card_name(deck.cards[0][0])):
        assert told.replace("'", "&#x27;") in text or told in text, f"{told!r} is not told"
    other = next(d for d in content().decks.values() if d.id != first)
    menu = panel.menus[0]
    menu.selected_option = (f"{other.name}", f"ready:{other.id}")
    driver.frames(2)
    assert content().heroes[other.hero].name in notes.html_text, "the words follow the new choice"
    OUT.mkdir(exist_ok=True)
    app.screenshot(OUT / f"auganism_setup_{size[0]}x{size[1]}.png")
