"""Pictures of tables: written when a table is left and when a copy is saved, never of a
pass-and-play table (it may show a hand), and never able to stop the menu when garbled."""
from __future__ import annotations

import pygame
import pytest

from scenes import atomic, config, launch, storage, thumbnails
from scenes.menu import MenuScene
from scenes.session import GameSession
from scenes.widgets import dialogs

from . import ui
from .fake_engine import FakeMatch


def sit_at(app, match, seats):
    """A table opened the way the menu opens one (launch), over the menu."""
    app.stack.push(MenuScene(app))
    assert launch.open_table(app, GameSession(match, seats, threaded=False))
    ui.frames(app)
    return app.stack.top


def pixels(surface):
    return pygame.image.tobytes(surface, "RGBA")


def game_face(size, game="race", title="Race"):
    return pixels(thumbnails.framed(thumbnails.game_face(game, title, size)))


def menu_picture(app):
    """The picture the menu shows for its first unfinished game, and its size."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    picture = menu.rows[0].picture
    return picture, picture.get_size()


def played(seats):
    match = FakeMatch(6, seats)
    match.act("step 1")
    storage.autosave(match)
    return match


def test_leaving_a_table_for_the_menu_keeps_its_picture_and_the_menu_shows_it(app):
    sit_at(app, played(["human", "ai"]), ["human", "ai"])
    app.go_home()
    ui.frames(app)
    picture = storage.autosave_picture_path("race")
    image = pygame.image.load(str(picture))
    assert image.get_width() == thumbnails.WIDTH and image.get_height() == thumbnails.WIDTH * 800 // 1280
    red, green, blue = image.get_at((200, 125))[:3]
    assert abs(red - 40) + abs(green - 80) + abs(blue - 50) < 12, "the table as drawn (the race table is green)"
    shown, size = menu_picture(app)
    assert pixels(shown) != game_face(size)


def test_closing_the_window_keeps_the_picture_too(app):
    sit_at(app, played(["human", "ai"]), ["human", "ai"])
    app.shutdown()  # what the loop does as the window closes
    assert storage.picture_is_current(storage.autosave_picture_path("race"), storage.autosave_path("race"))


def test_an_open_dialog_is_not_in_the_picture(app):
    table = sit_at(app, played(["human", "ai"]), ["human", "ai"])
    bare = pixels(thumbnails.of_table(table))
    dialogs.message(app.manager, "Leave?", "A window over the table")
    ui.frames(app)
    assert pixels(thumbnails.of_table(table)) == bare


def test_a_pass_and_play_table_is_never_pictured_and_an_old_picture_goes(app):
    seats = ["human", "human"]
    storage.autosave_picture_path("race").parent.mkdir(parents=True, exist_ok=True)
    storage.autosave_picture_path("race").write_bytes(b"an older picture")
    table = sit_at(app, played(seats), seats)
    assert thumbnails.of_table(table) is None
    app.go_home()
    ui.frames(app)
    assert not storage.autosave_picture_path("race").exists()
    shown, size = menu_picture(app)
    assert pixels(shown) == game_face(size), "the game's own picture instead"


def test_a_table_that_does_not_autosave_or_is_over_leaves_no_picture(app):
    match = played(["human"])
    app.stack.push(MenuScene(app))
    launch.open_table(app, GameSession(match, ["human"], autosave=False))
    app.go_home()
    assert not storage.autosave_picture_path("race").exists()
    while match.result() is None:
        match.act("step 2")
    storage.autosave(match)
    launch.open_table(app, GameSession(match, ["human"]))
    app.go_home()
    assert not storage.autosave_picture_path("race").exists()


@pytest.mark.parametrize("content", [b"garbage, not a PNG", b"\x89PNG\r\n\x1a\n" + b"\x00" * 40, b""])
def test_a_garbled_picture_shows_the_games_and_the_menu_opens(app, content):
    played(["human", "ai"])
    storage.autosave_picture_path("race").write_bytes(content)
    menu = app.stack.push(MenuScene(app))
    ui.frames(app)
    assert len(menu.rows) == 1
    shown, size = menu_picture(app)
    assert pixels(shown) == game_face(size)


def test_an_oversized_or_stale_picture_is_not_shown(app, monkeypatch):
    sit_at(app, played(["human", "ai"]), ["human", "ai"])
    app.go_home()
    ui.frames(app)
    with monkeypatch.context() as patch:
        patch.setattr(thumbnails, "MAX_BYTES", 100)
        thumbnails._shown.clear()
        app.stack.top.rebuild()
        shown, size = menu_picture(app)
        assert pixels(shown) == game_face(size)
    played(["human", "ai"])  # a newer autosave (another game; or a crash before the picture)
    app.go_home()
    ui.frames(app)
    shown, size = menu_picture(app)
    assert pixels(shown) == game_face(size)


def test_a_picture_that_cannot_be_written_is_only_logged(app, caplog, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("x")
    thumbnails.keep(pygame.Surface((4, 4)), blocker / "inside.png")
    assert "cannot write the picture" in caplog.text
    assert not list(config.autosave_dir().glob(".*.png")) if config.autosave_dir().exists() else True


def test_a_full_disk_leaves_no_picture_and_no_temporary_file(app, caplog, monkeypatch):
    path = storage.autosave_picture_path("race")
    thumbnails.keep(pygame.Surface((4, 4)), path)
    before = path.read_bytes()

    def full_disk(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "write", full_disk)
    picture = pygame.Surface((8, 8))
    picture.fill((200, 30, 30))
    thumbnails.keep(picture, path)
    assert "No space left" in caplog.text
    assert path.read_bytes() == before  # the older picture, whole
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_an_encoder_that_writes_nothing_leaves_no_empty_picture(app, caplog, monkeypatch):
    """SDL's writer, saving straight to a full disk, reported nothing and left a 0-byte file."""
    monkeypatch.setattr(pygame.image, "save", lambda *args, **kwargs: None)
    path = storage.autosave_picture_path("race")
    thumbnails.keep(pygame.Surface((4, 4)), path)
    assert "cannot write the picture" in caplog.text
    assert not path.exists() and not list(path.parent.glob(".*"))
