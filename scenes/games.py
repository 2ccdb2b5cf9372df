"""Finding a game's engine and its table (scene package) by game id.

Every game plugs into the shell through two doors: `engine.api` (the rules) and
`scenes/<game>/__init__.py` (the table), which exports

    play_scene(app, session) -> Scene                       # required
    setup_panel(manager, rect, variant) -> panel            # optional: extra options in setup;
        # panel.options() -> dict, panel.kill(); optionally panel.set_rect(rect) on resize

Importing is lazy and by name, so the menu lists a game even if its table fails to import,
and the failure reaches the player as a sentence (GameUnavailable), not a traceback.
Plain Python: importing this module does not import pygame.
"""
from __future__ import annotations

import functools
import importlib
import importlib.resources
import logging
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from .i18n import _

log = logging.getLogger(__name__)

_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")


class GameUnavailable(Exception):
    """A game (or the engine) cannot be opened; the message is meant for the player."""


def engine_api() -> ModuleType:
    """The engine's public seam, `engine.api`."""
    try:
        return importlib.import_module("engine.api")
    except ImportError as exc:
        log.exception("the game engine failed to import")
        raise GameUnavailable(_("The game engine could not be loaded ({reason}).").format(reason=exc)) from exc


def title(game: str) -> str:
    """The game's title in the player's language (the engine gives the English, marked for the
    catalogs in its meta.py); the id itself if the engine cannot say."""
    try:
        return _(str(engine_api().info(game)["title"]))
    except Exception:  # a message about a broken game must not break in turn
        return game.replace("_", " ").title()


#: Tables that live outside scenes/ (a test's sixth game), by game id: `register_table`.
_TABLES: dict[str, str] = {}


def register_table(game: str, package: str | None) -> None:
    """Play `game` at the table in `package` (shaped as scenes/<game>/ is); None forgets it."""
    if package is None:
        _TABLES.pop(game, None)
    else:
        _TABLES[game] = package


def scene_package(game: str) -> ModuleType:
    """The game's table package: scenes/<game>/, or the one registered for it."""
    if not isinstance(game, str) or not _GAME_ID.match(game):
        raise GameUnavailable(_("{game} is not a game id.").format(game=repr(game)))
    name = _TABLES.get(game, f"scenes.{game}")
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, "scenes"):
            raise GameUnavailable(_("{game} has no table in this version of Gamenight.").format(game=title(game))) from exc
        log.exception("the table of %s failed to import", game)
        raise GameUnavailable(_("The table of {game} could not be loaded ({reason}).").format(
            game=title(game), reason=exc)) from exc
    except Exception as exc:
        log.exception("the table of %s failed to import", game)
        raise GameUnavailable(_("The table of {game} could not be loaded ({reason}).").format(
            game=title(game), reason=exc)) from exc


def play_scene(app: Any, session: Any) -> Any:
    """The game's play scene for a session: scenes/<game>.play_scene(app, session)."""
    factory = getattr(scene_package(session.game), "play_scene", None)
    if not callable(factory):
        raise GameUnavailable(_("{game} has no table in this version of Gamenight.").format(game=title(session.game)))
    return factory(app, session)


def setup_panel_factory(game: str) -> Callable[..., Any] | None:
    """scenes/<game>.setup_panel, or None when the game has no extra set-up options."""
    factory = getattr(scene_package(game), "setup_panel", None)
    return factory if callable(factory) else None


def has_tutorial(game: str) -> bool:
    """Does the game come with a tutorial? (Only its file is looked for: the menu asks of every
    game as it opens, here rather than through scenes/tutorial.py, which brings the sessions
    with it. A damaged script is found, and named to the player, when it is opened.)"""
    find = getattr(engine_api(), "has_tutorial", None)  # (an engine without tutorials has none)
    try:
        return find is not None and find(game)
    except Exception:  # noqa: BLE001 - the message is in the log; the game is still playable
        log.exception("could not tell whether %s has a tutorial", game)
        return False


ASSETS, HELP = "gamenight_assets", "gamenight_help"  # resource packages: see setup.py


@functools.cache
def shipped_folder(package: str) -> Path:
    """The folder of one of the resource packages Gamenight installs (ASSETS, HELP), found with
    importlib.resources wherever it is: an installed wheel, a development install of a clone,
    the PyInstaller app. (The engine finds its content the same way, engine/core/resources.py.)
    Found once: a package does not move while Gamenight runs, and the menu's first frame asked
    some twenty times (0.1 ms each)."""
    return Path(str(importlib.resources.files(package)))


def assets_dir() -> Path:
    """The assets folder (pictures, fonts, theme) wherever Gamenight is installed."""
    return shipped_folder(ASSETS)


def table_top_path() -> Path:
    """The tileable planks of the wooden table every screen stands on."""
    return assets_dir() / "common" / "table.png"


def menu_pictures(card_width: int | None = None) -> list[Path]:
    """The picture files the menu's first frame draws: the table top and each game's box lid
    for cards at most `card_width` wide (for widgets/read_ahead.py to decode while the toolkit
    is imported and started)."""
    try:
        lids = [title_art_path(game, card_width) for game in engine_api().games()]
    except GameUnavailable:
        lids = []
    return [table_top_path()] + [path for path in lids if path is not None]


#: The smaller widths each game's box lid ships at besides title.png, the largest the menu
#: draws (tools/art: save_lid): title_240.png covers the cards of the default window and smaller.
LID_WIDTHS = (240,)


def title_art_path(game: str, width: int | None = None) -> Path | None:
    """assets/<game>/title.png when the game ships its title art; for a picture at most `width`
    px wide, the smallest lid shipped that is as wide (a lid is decoded at every start: the
    default window's is a third of the largest one's pixels)."""
    folder = assets_dir() / game
    smaller = [lid for lid in LID_WIDTHS if width is not None and width <= lid]
    if smaller and (folder / f"title_{min(smaller)}.png").is_file():
        return folder / f"title_{min(smaller)}.png"
    path = folder / "title.png"
    return path if path.is_file() else None
