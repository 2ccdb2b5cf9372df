"""Every screen outside the tables in the pseudo-locale: no word drawn without its catalog.

The app is used as a player uses it, from the menu, in the pseudo-locale (tests/pseudo.py): the
menu with a game to continue, Settings, Load (the saves), History, Statistics, a game's setup
screen and each game's guide. Every word drawn on the way must carry the pseudo-locale's mark:
an unmarked one is an English literal, a name read from a data file, or a message the catalog
does not know. `make i18n-check` runs it (`-m i18n`).
"""
from __future__ import annotations

import datetime as dt

import pygame
import pytest

from engine import api
from scenes import history, storage
from scenes.i18n import LANGUAGES
from scenes.menu import MenuScene
from scenes.widgets.help_window import open_game_guide
from tests.pseudo import Drawn, pseudo_locale
from tests.scenes.driver import Driver, close, make_app

pytestmark = pytest.mark.i18n

NAMES = {"Ann", "Bob", "Friday", "pseudo"} | set(LANGUAGES.values())  # typed by the players, or each
# language in its own name (Settings): no catalog translates them


def _an_evening() -> None:
    """A finished game and an unfinished one in the history, a save, and a game to continue."""
    finished = api.new_match("zvery", 4, ["human", "ai:easy"])
    while finished.result() is None:
        finished.act(finished.suggest(finished.to_move()))
    history.record(finished, ["Ann", "Computer"], finished=True, when=dt.datetime(2026, 11, 20, 19))
    unfinished = api.new_match("auganism", 2, ["human", "human"])
    for _ in range(6):
        unfinished.act(unfinished.suggest(unfinished.to_move()))
    history.record(unfinished, ["Ann", "Bob"], finished=False, when=dt.datetime(2026, 11, 20, 21))
    storage.autosave(unfinished)
    storage.save_as(unfinished, storage.named_save_path("Friday"))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_screens_outside_the_tables_draw_only_words_from_the_catalogs(gamenight_home, size):
    _an_evening()
    with pseudo_locale(), Drawn() as drawn:
        app = make_app("instant", size)
        player = Driver(app)
        try:
            menu = app.stack.push(MenuScene(app))
            player.frames(3)
            drawn.widgets(app)
            for button in ("settings", "load", "history"):
                player.click(menu.buttons[button].rect.center)
                player.frames(3)
                drawn.widgets(app)
                if button == "history":
                    statistics = app.stack.top.widgets.get("statistics")
                    if statistics is not None:
                        player.click(statistics.rect.center)
                        player.frames(3)
                        drawn.widgets(app)
                        player.key(pygame.K_ESCAPE)
                player.key(pygame.K_ESCAPE)
            for card in menu.cards:
                player.click(card.rect.center)
                player.frames(3)
                drawn.widgets(app)
                player.key(pygame.K_ESCAPE)
            for game in api.games():  # each game's guide, as its table's "?" opens it
                window = open_game_guide(app.manager, game, api.info(game)["title"])
                player.frames(2)
                drawn.widgets(app)
                window.kill()
        finally:
            close(app)
    missing = drawn.unmarked(NAMES)
    assert not missing, f"{len(missing)} texts drawn without a catalog:\n" + "\n".join(missing)
