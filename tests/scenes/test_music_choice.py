"""Which piece plays where (scenes/jukebox.py): the menu's on the menu and the screens opened from
it, each game's at its table - played, taught or replayed - and the table's own under the
settings opened from it. The mixer is a fake that records (tests/app/fake_mixer.py)."""
from __future__ import annotations

import importlib

import pytest

from engine import api
from scenes import tutorial
from scenes.jukebox import Jukebox, piece_for
from scenes.menu import MenuScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from tests.app.fake_mixer import FakeMixer, pieces


def listen(app) -> FakeMixer:
    """Give the app a jukebox on a fake mixer, at the default music volume."""
    app.settings.music_volume = 50
    mixer = FakeMixer()
    app.music = Jukebox(app.settings, pieces=pieces, background=False)
    app.music.prepare(True, mixer)
    return mixer


def frames(app, count: int = 2) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def bare(cls):
    """A scene as its class declares it (its music is a declaration, not built)."""
    return cls.__new__(cls)


@pytest.mark.parametrize("game", api.games())
def test_each_games_table_wants_its_own_piece(game):
    table = importlib.import_module(f"scenes.{game}.play").PlayScene
    assert piece_for([bare(MenuScene), bare(table)]) == game
    assert piece_for([bare(MenuScene), bare(table), bare(SettingsScene)]) == game


def test_the_menus_screens_play_the_menus_piece():
    assert piece_for([bare(MenuScene), bare(SetupScene)]) == "menu"
    assert piece_for([bare(MenuScene), bare(SettingsScene)]) == "menu"


def test_a_lesson_plays_its_games_piece_until_it_is_left(app):
    mixer = listen(app)
    assert tutorial.open_tutorial(app, "zvery")
    frames(app)
    assert mixer.played() == ["zvery"], "a lesson plays its game's piece"
    app.stack.push(SettingsScene(app))
    frames(app)
    app.stack.pop()
    frames(app)
    assert mixer.played() == ["zvery"], "the settings over a table keep its piece playing, not restarted"
    app.stack.clear()
    frames(app, 1)
    assert mixer.calls[-1][0] == "fadeout", "nothing on screen: the music fades away"
