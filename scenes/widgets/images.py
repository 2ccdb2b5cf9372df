"""Pictures from the assets folder: loaded once, scaled once per size, never fatal when missing.

Every game's art comes from assets/<game>/ (drawn by tools/) and every table treats it alike:
a file is read once and converted for fast blitting (when there is a display to convert for);
the game scales it once per size it needs and caches the result, so a table blits and never
scales per frame; and a file that is not there yields None, logged once, so the game draws a
plain stand-in and a half-finished asset folder never stops a game. The pictures themselves
(which files, which sizes, what a stand-in looks like) are each game's.

A table's pictures live as long as the table: every cache of them is made with `table_art`,
and `release()` (called as a table closes) empties them all. Kept for the whole process, an
evening of five games held every game's art at once. What every screen shares and costs little
(fonts, the wooden table top, widgets/art.py) stays cached for good.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

import pygame

from .. import games
from . import read_ahead

log = logging.getLogger(__name__)

_missing: set[str] = set()
_table_caches: list[Any] = []


def table_art(maxsize: int) -> Callable[[Callable], Any]:
    """`functools.lru_cache(maxsize)` for a picture only a table draws: emptied by `release()`
    when the table closes, so the next game starts without the last one's art."""
    def wrap(function: Callable) -> Any:
        cached = lru_cache(maxsize=maxsize)(function)
        _table_caches.append(cached)
        return cached
    return wrap


def release() -> None:
    """A table closed: forget every picture cached with `table_art`, the files `load` read
    among them. The next table loads and scales what it draws again (its `preload` too)."""
    for cache in _table_caches:
        cache.cache_clear()
    read_ahead.forget()  # and what was read ahead for it and never drawn


def prepare(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's format with alpha, once there is a display."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@table_art(maxsize=768)
def load(relative: str) -> pygame.Surface | None:
    """assets/<relative> loaded once, or None when the file is not there (yet)."""
    return read(relative)


def read(relative: str) -> pygame.Surface | None:
    """assets/<relative> read afresh, not cached: for a picture used once to compose another,
    which is what the game caches (Zombie Slayer's town cards), so it is not held twice. One
    asked for with `read_soon` is taken as decoded ahead (or waited for while it is)."""
    path = games.assets_dir() / relative
    try:
        return prepare(read_ahead.load(path))
    except (FileNotFoundError, pygame.error, OSError):
        if relative not in _missing:
            _missing.add(relative)
            log.info("art %s is missing; drawing a stand-in", path)
        return None


def read_soon(relatives: Iterable[str]) -> None:
    """Have these pictures decoded on another thread, in this order, for `read` to take: a
    table that knows what it will compose (a town card's first sight, as the view pans or a
    card is placed) spares the frame that shows it the decoding, some 10 ms a picture."""
    read_ahead.start(games.assets_dir() / relative for relative in relatives)


def scaled(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`surface` at `size` (itself when it already is that size); the caller caches."""
    if surface.get_size() == size:
        return surface
    return pygame.transform.smoothscale(surface, size)


def preload(root: str, folders: tuple[str, ...]) -> None:
    """Load every picture in assets/<root>/<folder> for each folder, when a table opens (a few
    hundred small files, tens of milliseconds), so that the first sight of a card in the middle
    of a game never stutters a frame."""
    base = games.assets_dir() / root
    for folder in folders:
        for path in sorted((base / folder).glob("*.png")):
            load(f"{root}/{folder}/{path.name}")
