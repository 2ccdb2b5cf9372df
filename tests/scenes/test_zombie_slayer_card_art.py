"""A town card's first sight does not stall its frame for its picture: the art of the cards on
the table, then of the rest of the deck, is decoded on another thread as the table opens, those
nearest the middle of the view first, and composing a card takes it from there."""
from __future__ import annotations

from engine import api
from scenes.widgets import read_ahead

from .driver import close, make_app, sit_down


def test_the_town_cards_art_is_read_ahead_as_the_table_opens(monkeypatch):
    started = []
    monkeypatch.setattr(read_ahead, "start", lambda paths: started.extend(
        path.stem for path in paths if path.parent.name == "tiles"))
    app = make_app("instant", (1280, 800))
    try:
        scene = sit_down(app, api.new_match("zombie_slayer", 12, ["human"]), ["human"])
        placed = [card.tile for card in scene.table.cards.values()]
        deck = list(api.catalog("zombie_slayer").tiles)
        assert set(started) == set(deck) and len(started) == len(deck)
        assert started[0] == scene.table.cards[(0, 0)].tile  # the middle of the first view
        assert set(started[:len(set(placed))]) == set(placed)
    finally:
        close(app)


def test_a_card_is_composed_from_the_picture_read_ahead(monkeypatch):
    app = make_app("instant", (1280, 800))
    try:
        scene = sit_down(app, api.new_match("zombie_slayer", 12, ["human"]), ["human"])
        taken = []
        real = read_ahead.load

        def load(path):
            if path.parent.name == "tiles":
                taken.append(path.stem)
            return real(path)

        monkeypatch.setattr(read_ahead, "load", load)
        scene.town.cards.clear()
        app.frame()
        assert set(taken) == {card.tile for card in scene.table.cards.values()}
    finally:
        close(app)
