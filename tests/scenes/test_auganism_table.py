"""Auganism's table under SDL's dummy driver.

Computer-only duels and tag battles play through the real scene to their end - every event animated, every
zone and the hand drawn - with every log line a sentence; a person's click on a card in the
fanned hand summons it.
"""
from __future__ import annotations

import pytest

from engine import api

from .driver import Driver, close, make_app, sit_down


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


def test_hand_cards_are_large_enough_to_read_their_numbers_at_1024x640():
    """Players found the numbers on Auganism's hand cards tiny: at 1024x640 the hand's band gave
    cards 115 px tall, while the battle rows above had room to spare; then 128 px, whose names
    were 10 px high. At 144 px a name, two stages and the chips are written at 12 px or more."""
    seats = ["human", "ai:easy"]
    app = make_app("instant", (1024, 640))
    try:
        match = next(m for m in (api.new_match("auganism", seed, seats) for seed in range(1, 40)) if m.to_move() == 0)
        sit_down(app, match, seats, ["Ann", "Bob"])
        Driver(app).settle()
        hand = [r for r, key in app.stack.top.hits if key[0] == "hand"]
        assert hand and min(r.h for r in hand) >= 140
    finally:
        close(app)


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


def test_a_whole_turn_clicked_through_summon_evp_evolve_augment_declare_battle(app):
    """Two people. The first person's hand is set (before the table opens) to a monster that
    evolves for 3 EVP or less, a card worth 3 EVP and an augment; the other side has a monster
    on the table. Every step is a click: the cover, the card to summon, the card for the EVP
    Zone, Evolve, the augment, Battle!, the other person's cover and their response."""
    from engine.games.auganism import turn
    from engine.games.auganism.content import content
    from engine.games.auganism.state import Summoned

    c = content()
    grower = next(m for m in c.monsters.values() if len(m.stages) >= 2 and m.stages[1].evr <= 3)
    fodder = next(m for m in c.monsters.values() if m.evp == 3)
    blade = max(c.monsters.values(), key=lambda m: (m.sword, -m.shield))
    foe = next(m for m in c.monsters.values() if not m.effects and len(m.stages) == 1)
    seats = ["human", "human"]
    match = api.new_match("auganism", 3, seats)
    s = match.state
    me = match.to_move()
    for i, card in enumerate((grower.id, fodder.id, blade.id)):
        s.cards[f"{me}:t{i}"] = card
    s.players[me].hand = [f"{me}:t0", f"{me}:t1", f"{me}:t2"]
    s.cards[f"{1 - me}:t9"] = foe.id
    s.players[1 - me].summoned = Summoned(f"{1 - me}:t9", 0, foe.stages[0].health)
    turn.settle(s, [])
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    driver.frames(3)
    driver.settle()
    assert driver.pass_screen()
    driver.settle()
    scene = driver.scene

    def click_hand(card: str) -> None:
        rect = next(r for r, key in scene.hits if key[0] == "hand" and key[2] == card)
        driver.click(rect.center)
        driver.settle()

    driver.app.screenshot(driver_path("turn_summon"))
    click_hand(grower.id)
    assert match.view(me)["players"][me]["summoned"]["card"] == grower.id
    click_hand(fodder.id)
    assert match.view(me)["players"][me]["evp"] >= grower.stages[1].evr
    driver.app.screenshot(driver_path("turn_evolve"))
    driver.press("evolve 2")
    assert match.view(me)["players"][me]["summoned"]["stage"] == 2
    click_hand(blade.id)
    assert match.view(me)["players"][me]["augments"] == [blade.id]
    driver.press("battle")
    assert driver.pass_screen(), "the defender is handed the table: their hand is secret"
    driver.settle()
    driver.app.screenshot(driver_path("turn_response"))
    assert match.legal_actions()[-1] == "done" and match.to_move() == 1 - me
    driver.press("done")  # no response: to the battle
    driver.settle()
    assert match.view(me)["players"][me]["augments"] == [], "the battle was fought: augments spent"
    assert any(e["type"] == "strike" for e in match.events())
    driver.app.screenshot(driver_path("turn_battle"))


def test_a_new_language_redraws_the_table_its_cards_and_its_log_at_once(app):
    """Italiano chosen in the middle of a duel: the prompt, the buttons, the cards and every
    line of the log read in Italian at once, and the game is the same game."""
    seats = ["human", "ai:easy"]
    match = next(m for m in (api.new_match("auganism", seed, seats) for seed in range(1, 40)) if m.to_move() == 0)
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    driver.frames(3)
    driver.settle()
    scene, digest = driver.scene, match.digest()
    english = [line.text for line in scene.log_lines]
    app.set_language("it")
    driver.frames(3)
    scene = driver.scene
    assert scene.decision.title == "Ann: evoca un mostro"
    assert [line.text for line in scene.log_lines] != english and len(scene.log_lines) == len(english)
    assert any(line.text.startswith("Turno 1") for line in scene.log_lines), scene.log_lines
    assert "Cucciolo di Brace" in scene.term("monster", "ember_pup")
    assert match.digest() == digest and match.save() == api.load(match.save()).save(), "no word is in the game"
    app.screenshot(driver_path("italian"))
    app.set_language("en")
    driver.frames(2)
    assert [line.text for line in driver.scene.log_lines] == english
