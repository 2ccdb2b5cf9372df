"""The menu lists every unfinished game of the real games, and each opens where it was left.

Players reported that Continue offered only the most recent game, though each game keeps its
own autosave. Here real games are played a few computer moves each and autosaved, and the menu
must list them all, the latest first (game, seats, how far, when, a picture), resume the one
clicked at its very move, fit at every window size, and keep Enter for the latest."""
from __future__ import annotations

import datetime as dt
import os

import pygame
import pytest

from scenes import launch, storage, thumbnails
from scenes.menu import MenuScene
from tests.scenes.driver import Driver, close, make_app
from tests.scenes.screen_text import WrittenText, problems

from . import ui

api = pytest.importorskip("engine.api")

# (game, seats, computer moves to play, seed), the oldest autosave first
GAMES = [("zvery", ["human", "ai"], 9, 4), ("everzone", ["human", "ai:easy"], 14, 7),
         ("zombie_slayer", ["human"], 6, 3), ("auganism", ["human", "ai:hard"], 8, 5),
         ("creature_adventures", ["human", "ai", "ai:easy"], 12, 2)]
SIZES = [(1024, 640), (1280, 800), (1920, 1080), (960, 600)]  # and the smallest window allowed


@pytest.fixture
def app():
    application = make_app("instant", (1024, 640))
    yield application
    close(application)


def autosave_games(count: int) -> dict[str, object]:
    """`count` real games, each played some computer moves up to a person's turn and autosaved,
    a minute apart (the last the latest)."""
    matches = {}
    for index, (game, seats, moves, seed) in enumerate(GAMES[:count]):
        match = api.new_match(game, seed, seats)
        played = 0
        while played < moves or seats[match.to_move()] != "human":
            match.act(match.suggest(match.to_move()))
            played += 1
        storage.autosave(match)
        stamp = (dt.datetime.now() - dt.timedelta(minutes=count - index)).timestamp()
        os.utime(storage.autosave_path(game), (stamp, stamp))
        matches[game] = match
    return matches


def open_menu(app) -> MenuScene:
    app.stack.clear()
    menu = app.stack.push(MenuScene(app))
    ui.frames(app)
    return menu


def table_of(app):
    return next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "session"))


def test_every_unfinished_game_is_listed_and_each_click_resumes_that_game_at_its_move(app):
    matches = autosave_games(3)
    menu = open_menu(app)
    listed = [row.summary for row in menu.rows]
    assert [s.game for s in listed] == ["zombie_slayer", "everzone", "zvery"], "the latest first"
    assert [s.title for s in listed] == ["Zombie Slayer", "EverZone", "Zvery"]
    assert [s.seats for s in listed] == [("human",), ("human", "ai:easy"), ("human", "ai")]
    assert listed[1].progress.startswith("Battle ") and " of " in listed[1].progress
    assert listed[0].progress.startswith("Turn ")
    assert all(s.readable for s in listed)

    for index, game in enumerate(["zombie_slayer", "everzone", "zvery"]):
        menu = open_menu(app)
        ui.click(app, menu.rows[index].rect.center)
        resumed = table_of(app).session.match
        assert resumed.game == game
        assert resumed.log == matches[game].log and resumed.digest() == matches[game].digest()
        assert table_of(app).log_lines, "the log comes back with the game"
        app.go_home()
        ui.frames(app)


def test_enter_resumes_the_latest_and_down_chooses_another(app):
    autosave_games(3)
    open_menu(app)
    ui.key(app, pygame.K_RETURN)
    assert table_of(app).session.game == "zombie_slayer"
    app.go_home()
    ui.frames(app)
    menu = app.stack.top
    ui.key(app, pygame.K_DOWN)
    ui.key(app, pygame.K_DOWN)
    assert menu.focused_row == 1
    ui.key(app, pygame.K_SPACE)
    assert table_of(app).session.game == "everzone"


def test_the_menu_with_five_unfinished_games_fits_every_size(app, shots):
    autosave_games(len(GAMES))
    for game in [g for g, *_ in GAMES]:  # each table once, so that each leaves its picture
        launch.resume(app, storage.load_autosave(game).match)
        Driver(app).settle()
        app.go_home()
    ui.frames(app)
    assert all(storage.picture_is_current(storage.autosave_picture_path(g), storage.autosave_path(g))
               for g in ("zvery", "everzone", "zombie_slayer", "auganism", "creature_adventures"))
    for size in SIZES:
        app.resize(size)
        menu = open_menu(app)
        assert len(menu.rows) == len(GAMES)
        with WrittenText() as written:
            ui.move(app, menu.rows[1].rect.center)  # a row lifted under the mouse, as a player sees it
            app.frame(1 / 60)
        found = problems(app, written)
        assert not found, f"{size}: " + "\n".join(found)
        window = pygame.Rect((0, 0), size)
        assert window.contains(menu.sheet) and all(window.contains(c.rect) for c in menu.cards)
        assert not any(menu.sheet.colliderect(card.rect.inflate(0, 70)) for card in menu.cards)
        assert not any(menu.sheet.colliderect(button.rect) for button in menu.buttons.values())
        drawn = {words for words, _ in written.lines}
        assert {row.summary.title for row in menu.rows} <= drawn, "every game's title is written in full"
        ui.shot(app, shots, f"menu_unfinished_{size[0]}x{size[1]}.png")


def test_a_damaged_unfinished_game_is_listed_and_says_why_when_clicked(app):
    autosave_games(2)
    storage.autosave_path("everzone").write_text('{"format": "gamenight-save", "version": 1', encoding="utf-8")
    storage.autosave_picture_path("zvery").write_bytes(b"not a picture at all")
    menu = open_menu(app)
    by_game = {row.summary.game: row for row in menu.rows}
    assert set(by_game) == {"zvery", "everzone"}
    assert not by_game["everzone"].summary.readable
    ui.click(app, by_game["everzone"].rect.center)
    [message] = app.manager.get_window_stack().get_full_stack()
    assert message.window_display_title == "Cannot continue" and "everzone.json" in message.text_box.html_text
    assert app.stack.top is menu
    ui.click_element(app, message.buttons["ok"])
    zvery = by_game["zvery"].summary
    shown = thumbnails.shown(zvery.picture, zvery.path, zvery.game, zvery.title, (90, 60))
    own = thumbnails.framed(thumbnails.game_face("zvery", "Zvery", (90, 60)))
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(own, "RGBA"), "the game's own picture"
    ui.click(app, by_game["zvery"].rect.center)
    assert table_of(app).session.game == "zvery", "a garbled picture stops nothing"


def test_a_pass_and_play_game_is_shown_by_its_games_picture_never_by_its_last_frame(app):
    """People sharing the screen: the last frame may show the hand of whoever had the mouse."""
    from scenes.session import GameSession

    seats = ["human", "human"]
    match = api.new_match("auganism", 3, seats)
    storage.autosave(match)
    open_menu(app)
    launch.open_table(app, GameSession(match, seats, launch.names_for(app.settings, seats)))
    driver = Driver(app)
    driver.settle()
    assert driver.pass_screen(), "the first person takes the mouse; their hand is on the table now"
    driver.settle()
    app.go_home()
    ui.frames(app)
    assert not storage.autosave_picture_path("auganism").exists()
    [row] = app.stack.top.rows
    own = thumbnails.framed(thumbnails.game_face("auganism", "Auganism", row.picture.get_size()))
    assert pygame.image.tobytes(row.picture, "RGBA") == pygame.image.tobytes(own, "RGBA")
