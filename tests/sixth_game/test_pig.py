"""A sixth game touches only its own folders and one registry line.

Pig lives in tests/sixth_game/ - its rules (pig/) and its table (pig_table/) - and is listed by
`api.register` and `games.register_table`, the two lines a game in engine/games/ and scenes/
has in the registries. Nothing else in Gamenight names it, yet it keeps the engine's contract
(the conformance checks, choices described by its rules) and is played from the menu's card,
through the setup screen, at its table, to its end screen, with real clicks.
"""
from __future__ import annotations

import pytest

from engine import api
from scenes import games

from .. import test_choices
from ..conformance import test_contract
from ..conformance.play import Variant
from ..scenes.driver import Driver, close, make_app

PIG = Variant("pig", "duel", 2, {})


@pytest.fixture
def pig():
    api.register("pig", "tests.sixth_game.pig")
    games.register_table("pig", "tests.sixth_game.pig_table")
    try:
        yield PIG
    finally:
        api.unregister("pig")
        games.register_table("pig", None)


def test_pig_is_listed_once_registered_and_gone_after(pig):
    assert api.games()[-1] == "pig" and api.info("pig")["title"] == "Pig"
    assert api.catalog("pig").goal == 30
    with pytest.raises(api.BadOptions):
        api.register("pig", "tests.sixth_game.pig")


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_pig_keeps_the_engine_contract(pig, seed):
    test_contract.test_a_random_game_keeps_the_contract(pig, seed)
    test_contract.test_broken_saves_raise_bad_save(pig, seed)
    test_contract.test_the_computer_plays_every_seat_to_the_end(pig, seed, "ai:easy")
    test_choices.test_every_legal_action_is_described_by_the_rules(pig, seed)


def test_pig_is_played_from_the_menu_to_its_end_screen(pig):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from tests.sixth_game.pig_table import PlayScene

    app = make_app()
    app.go_home()
    player = Driver(app)
    player.frames(2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    card = next(c for c in menu.cards if c.game == "pig")
    player.click(card.rect.center)
    player.frames(3)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    player.click(setup.widgets["start"].rect.center)
    player.frames(5)
    table = app.stack.top
    assert isinstance(table, PlayScene)
    labels_seen = set()
    for _ in range(400):
        if table.session.is_over():
            break
        player.pass_screen()
        if table.interactive and table.dynamic:
            button = next(b for b, action in table.dynamic.items() if action == "roll" or action == "hold")
            labels_seen.add(button.text)
            player.click(button.rect.center)
        player.frames(3)
    assert table.session.is_over(), "the game reached its end through the table"
    player.frames(5)
    assert type(app.stack.top).__name__ == "SeatsEndScreen"
    assert any(label.startswith("Roll the die") for label in labels_seen)  # the rules' words on the buttons
    close(app)
