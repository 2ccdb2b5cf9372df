"""Auganism's table under SDL's dummy driver (issue 5, work in progress).

Until the game is listed by engine.api, a fixture lists it for these tests only. Computer-only
duels and tag battles play through the real scene to their end - every event animated, every
zone and the hand drawn - with every log line a sentence; a person's click on a card in the
fanned hand summons it.
"""
from __future__ import annotations

import pytest

from engine import api

from .driver import Driver, close, make_app, sit_down


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    if "auganism" not in api.games():
        monkeypatch.setattr(api, "_GAMES", api._GAMES + ["auganism"])


@pytest.mark.parametrize("tag", [False, True])
def test_the_computer_plays_a_whole_duel_through_the_table(tag):
    from scenes.auganism import play_scene
    from scenes.session import GameSession

    app = make_app("instant")
    seats = ["ai:easy"] * (4 if tag else 2)
    match = api.new_match("auganism", 4, seats, {"tag": tag})
    session = GameSession(match, seats, autosave=False, threaded=False)
    app.stack.push(play_scene(app, session))
    scene = app.stack.top
    for _ in range(3000):
        app.frame(1 / 20)
        if match.result() is not None and not scene.animator.busy:
            break
    assert match.result() is not None, "the duel reached its end on the table"
    assert not [line for line in scene.log_panel.lines if line.startswith("(")], "every line is a sentence"
    close(app)


def test_a_click_on_a_card_in_the_hand_summons_it(app):
    seats = ["human", "ai:easy"]
    for seed in range(1, 40):
        match = api.new_match("auganism", seed, seats)
        if match.to_move() == 0:
            break
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    driver.frames(3)
    driver.settle()
    scene = driver.scene
    assert scene.decision.kind == "summon" and scene.decision.hand
    card = next(iter(scene.decision.hand))
    rect = next(r for r, key in scene.hits if key[0] == "hand" and key[2] == card)
    driver.click(rect.center)
    driver.settle()
    assert match.view(0)["players"][0]["summoned"]["card"] == card
    app.screenshot(driver_path("summoned"))


def driver_path(what: str):
    from pathlib import Path

    return Path(__file__).resolve().parents[1] / "output" / f"auganism_{what}.png"


def test_the_deck_builder_saves_a_legal_deck_that_every_seat_may_then_choose(app):
    """In the new-game screen: copy a ready-made deck in the builder, take one card out (the
    deck is no longer legal and is not saved), put it back, name it, save; the seats' lists offer
    it and the options carry the whole deck."""
    from engine.games.auganism.content import content
    from scenes.auganism import saved_decks
    from scenes.auganism.deck_panel import DeckBuilder, deck_choices
    from scenes.setup import SetupScene

    app.stack.push(SetupScene(app, "auganism"))
    driver = Driver(app)
    driver.frames(3)
    panel = app.stack.top.panel
    assert panel is not None and len(panel.menus) == 2
    panel.open_builder()
    builder = panel.builder
    assert isinstance(builder, DeckBuilder)
    first = next(iter(content().decks.values()))
    builder.start_menu.selected_option = (first.name, first.id)
    builder.copy_start()
    card = first.cards[0][0]
    builder.change(card, -1)
    assert builder.problems(), "29 cards: not legal"
    builder.save()
    assert saved_decks.listing() == []
    builder.change(card, 1)
    builder.name_entry.set_text("Ann's Copy")
    builder.save()
    driver.frames(2)
    app.screenshot(driver_path("deck_builder"))
    saved = saved_decks.listing()
    assert [s.deck.name for s in saved] == ["Ann's Copy"] and saved[0].deck.hero == first.hero
    keys = [k for _, k in deck_choices()]
    assert "saved:ann_s_copy.toml" in keys
    panel.picked = ["saved:ann_s_copy.toml", keys[0]]
    panel._build()
    options = panel.options()
    assert options["decks"][0] == {"name": "Ann's Copy", "hero": first.hero, "cards": dict(first.cards)}
    assert isinstance(options["decks"][1], str)
