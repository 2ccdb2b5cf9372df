"""A save keeps its players' names (issue 26: "a Zombie Slayer save renamed its player after a
rename in another game").

Names are kept per seat in Settings, and a save used to be resumed with the names of the day:
naming seat 1 Bob for an EverZone game renamed the slayer of yesterday's Zombie Slayer save. The
journey here is the player's own, with the mouse through the real app; the unit tests below it
cover saves written before names were kept and saves whose names are damaged or hostile.
"""
from __future__ import annotations

import json

import pygame
import pytest
from pygame_gui.elements import UILabel

from scenes import config, launch, saved_games, storage
from scenes.menu import MenuScene
from scenes.saves import SavesScene
from scenes.session import names_kept
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.widgets.dialogs import ChoiceDialog
from tests.scenes.driver import Driver, close, make_app
from tests.scenes.screen_text import WrittenText

from . import ui

api = pytest.importorskip("engine.api")


@pytest.fixture
def app():
    application = make_app("instant", (1280, 800))
    yield application
    close(application)


def windows(app):
    return [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]


def replace_text(app, entry, text: str) -> None:
    """Click into a text field, select all it holds and type `text` over it, as a person does."""
    ui.click_element(app, entry)
    ui.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    ui.key(app, pygame.K_BACKSPACE)
    ui.type_text(app, text)


def menu_of(app) -> MenuScene:
    app.go_home()
    ui.frames(app)
    assert isinstance(app.stack.top, MenuScene)
    return app.stack.top


def new_game(app, game: str, name: str | None = None):
    """From the menu's card of `game` to its table, typing seat 1's name on the setup screen."""
    menu = menu_of(app)
    card = next(card for card in menu.cards if card.game == game)
    ui.click(app, card.rect.center)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    if name is not None:
        replace_text(app, setup.widgets["name0"], name)
    ui.click_element(app, setup.widgets["start"])
    driver = Driver(app)
    driver.settle()
    table = driver.scene
    assert table.session.game == game
    return table, driver


def save_a_copy(app, table, driver, name: str) -> None:
    """The table's menu, Save a copy..., the name typed, Save, and the message read."""
    driver.click(table.widgets["menu"].rect.center)
    menu = next(w for w in windows(app) if isinstance(w, ChoiceDialog))
    driver.click(menu.buttons["save"].rect.center)
    screen = app.stack.top
    assert isinstance(screen, SavesScene) and screen.saving
    replace_text(app, screen.widgets["name"], name)
    driver.click(screen.widgets["save"].rect.center)
    [message] = windows(app)
    assert message.window_display_title == "Saved"
    driver.click(message.buttons["ok"].rect.center)
    assert app.stack.top is table


def rename_seat_one_in_settings(app, name: str) -> None:
    menu = menu_of(app)
    ui.click_element(app, menu.buttons["settings"])
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    replace_text(app, settings.widgets["name0"], name)
    ui.click_element(app, settings.widgets["done"])
    assert app.settings.player_names[0] == name


def drawn_words(app) -> set[str]:
    """The lines the next frame writes on the window (the menu's Continue sheet is drawn so)."""
    with WrittenText() as written:
        app.frame(1 / 60)
    return {text for text, _rect in written.lines}


def labels_shown(app) -> set[str]:
    """The words of every toolkit label on the screen (the saves screen's rows are labels)."""
    return {element.text for element in app.manager.get_sprite_group().sprites() if isinstance(element, UILabel)
            and element.visible}


def test_a_zombie_slayer_save_keeps_ann_after_seat_one_is_renamed_bob_for_an_everzone_game(app):
    slayer, driver = new_game(app, "zombie_slayer", "Ann")
    assert slayer.session.names == ["Ann"]
    save_a_copy(app, slayer, driver, "Slayer night")

    rename_seat_one_in_settings(app, "Bob")
    zone, driver = new_game(app, "everzone")
    assert zone.session.names[0] == "Bob", "a new game takes the names from Settings"
    save_a_copy(app, zone, driver, "Zone night")

    # Load...: the list names the slayer Ann, and the save opens with Ann at the table
    menu = menu_of(app)
    ui.click_element(app, menu.buttons["load"])
    screen = app.stack.top
    assert isinstance(screen, SavesScene)
    labels = labels_shown(app)
    assert "Zombie Slayer \u00b7 Ann (solo)" in labels and "Zombie Slayer \u00b7 Bob (solo)" not in labels
    assert any(text.startswith("EverZone \u00b7 Bob") for text in labels)
    opener = next(b for b, (kind, s) in screen.actions.items() if kind == "open" and s.name == "Slayer night")
    ui.click_element(app, opener)
    for question in windows(app):  # the unfinished Zombie Slayer game it would take the place of
        ui.click_element(app, question.buttons["confirm"])
    Driver(app).settle()
    table = app.stack.top
    assert table.session.game == "zombie_slayer"
    assert table.session.names == ["Ann"], "Load... sits the slayer who played it down again"

    # Continue: the card says Ann, and so does the table it resumes
    menu = menu_of(app)
    rows = {row.summary.game: row for row in menu.rows}
    assert {"zombie_slayer", "everzone"} <= set(rows)
    words = drawn_words(app)
    assert "Ann (solo)" in words and "Bob (solo)" not in words
    ui.click(app, rows["zombie_slayer"].rect.center)
    Driver(app).settle()
    table = app.stack.top
    assert table.session.game == "zombie_slayer"
    assert table.session.names == ["Ann"], "Continue sits the slayer who played it down again"
    assert json.loads(storage.autosave_path("zombie_slayer").read_text(encoding="utf-8"))["names"] == ["Ann"]


# --- the names a save keeps, read back seat by seat ----------------------------------------------


SETTINGS = ["Bob", "Cy", "", ""]  # what Settings name seats 1-4 today


@pytest.mark.parametrize("seats, saved, kept", [
    (["human"], ["Ann"], ["Ann"]),
    (["human"], None, ["Bob"]),  # a save written before names were kept: today's names, as before
    (["human"], [""], [""]),  # Player 1 typed no name: still Player 1, not Bob
    (["human", "human"], ["Ann", None], ["Ann", "Cy"]),  # a seat the save names not falls back alone
    (["human", "ai:hard"], ["Ann", "HAL"], ["Ann", ""]),  # the computer is named by its level
    (["human"], ["  Ann\x00\x1b\u202e  "], ["Ann"]),  # cleaned as a typed name is
    (["human"], ["\x00\x07\n"], ["Bob"]),  # nothing printable: never a name
    (["human"], ["Annabel Lee of the Kingdom by the Sea"], ["Annabel Lee of the Kingd"]),
    (["human"], ["Player 1"], [""]),  # the default in English, as older files keep it
    (["human", "human"], "Ann", ["Bob", "Cy"]),  # not a list
    (["human", "human"], [3, {"x": 1}], ["Bob", "Cy"]),
    (["human", "human", "human"], ["Ann"], ["Ann", "Cy", ""]),
])
def test_each_seat_gets_its_saved_name_cleaned_else_the_settings_name(seats, saved, kept):
    assert names_kept(seats, saved, SETTINGS) == kept


def test_a_save_with_hostile_names_resumes_with_clean_ones_and_lists_them(app):
    seats = ["human", "human"]
    match = api.new_match("zvery", 4, seats)
    header = json.loads(match.save(config.save_key()))
    header["names"] = ["\x1b[2J" + "Ann" * 100_000, "  Di\u0000 "]
    path = config.saves_dir() / "Hostile.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(header), encoding="utf-8")
    app.settings.player_names[:2] = ["Bob", "Cy"]

    summary = saved_games.summary(path)
    assert summary.readable
    assert saved_games.seat_names(app.settings, summary.seats, summary.saved_names) == ["Bob", "Di"]
    assert launch.resume(app, storage.load(path))
    Driver(app).settle()
    assert app.stack.top.session.names == ["Bob", "Di"], "the huge name falls back; the other is cleaned"
    assert app.stack.top.session.match.names == ["Bob", "Di"], "and its next save keeps them so"


def test_a_save_written_before_names_were_kept_resumes_with_the_settings_names(app):
    seats = ["human", "ai"]
    match = api.new_match("zvery", 4, seats)
    text = match.save(config.save_key())
    assert "names" not in json.loads(text)
    storage.autosave_path("zvery").parent.mkdir(parents=True, exist_ok=True)
    storage.autosave_path("zvery").write_text(text, encoding="utf-8")
    app.settings.player_names[0] = "Bob"
    menu = menu_of(app)
    [row] = menu.rows
    assert saved_games.seat_names(app.settings, row.summary.seats, row.summary.saved_names) == \
        ["Bob", "Computer (normal)"]
    ui.click(app, row.rect.center)
    Driver(app).settle()
    assert app.stack.top.session.names == ["Bob", "Computer (normal)"]


def test_the_load_lists_replay_shows_the_names_of_the_save(app):
    seats = ["human", "ai"]
    match = api.new_match("zvery", 4, seats)
    match.names = ["Ann", ""]
    storage.save_named(match, "Evening")
    app.settings.player_names[0] = "Bob"
    menu = menu_of(app)
    ui.click_element(app, menu.buttons["load"])
    screen = app.stack.top
    replay = next(b for b, (kind, s) in screen.actions.items() if kind == "replay" and s.name == "Evening")
    ui.click_element(app, replay)
    assert app.stack.top.session.replaying
    assert app.stack.top.session.names == ["Ann", "Computer (normal)"]


def test_an_unfinished_game_a_new_one_replaces_goes_to_the_history_with_its_own_names(app):
    from scenes import history
    from scenes.session import GameSession

    seats = ["human", "ai"]
    left = api.new_match("zvery", 4, seats)
    left.names = ["Ann", ""]
    left.act(left.legal_actions()[0])
    storage.autosave(left)
    app.settings.player_names[0] = "Bob"
    session = GameSession(api.new_match("zvery", 5, seats), seats, launch.names_for(app.settings, seats))
    session.keep_from_the_start()
    [entry], _problems = history.entries()
    assert (entry.finished, entry.given_names) == (False, ["Ann", ""])
