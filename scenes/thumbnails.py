"""Small pictures of tables, for the menu's unfinished games and the saves screen.

A picture is the table as it was drawn when it was left (going home, closing the window) or
when a copy was saved: the table's art and its widgets, drawn once more offscreen and scaled
down to a PNG beside the save (storage.py says where). It is never taken while a dialog is open
over the table, so a "Leave the table?" window is not what the menu shows.

Secrets: when people share the screen (pass-and-play), the table may show the hand of whoever
had the mouse last, and the menu is seen by everyone. Such a game gets no picture of its table
- any old one is removed - and is shown by its game's own picture (the menu card's art).

Reading a picture never stops a screen: a missing, older-than-its-save, oversized or garbled
file gives the game's picture instead (or a plain "cannot be read" face for a save whose game
is unknown). Pictures shown are framed and kept per size until their file changes.
"""
from __future__ import annotations

import io
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from . import atomic, games, storage
from .widgets import art, read_ahead

log = logging.getLogger(__name__)

WIDTH = 400  # px across a written picture: sharp at the largest size a screen shows it
MAX_BYTES = 4 * 1024 * 1024  # a picture we wrote is ~100 KB; a larger file is not one of ours
MAX_SIDE = 4096
BACKGROUND = (34, 28, 24)  # the window's own background, under the table (app.BACKGROUND)
RADIUS = 8
BANDS = [(122, 34, 30), (38, 86, 58), (36, 60, 110), (92, 48, 110), (150, 98, 30)]
SHOWN_MAX = 64

_shown: dict[tuple, pygame.Surface] = {}


# --- taking a picture --------------------------------------------------------------------------


def of_table(scene: Any) -> pygame.Surface | None:
    """The table as it is now, small; None when it must not be pictured (pass-and-play) or
    cannot be drawn."""
    session = scene.session
    if session.is_pass_and_play():
        return None
    try:
        frame = pygame.Surface(scene.app.size)
        frame.fill(BACKGROUND)
        scene.draw(frame)
        if not _window_open(scene.app.manager):
            scene.app.manager.draw_ui(frame)
    except Exception:  # a picture is a nicety: a table that cannot draw now still leaves
        log.exception("the table of %s could not be pictured", session.game)
        return None
    width, height = frame.get_size()
    return pygame.transform.smoothscale(frame, (WIDTH, max(1, round(WIDTH * height / max(1, width)))))


def _window_open(manager: Any) -> bool:
    return any(window.alive() for window in manager.get_window_stack().get_full_stack())


def keep(picture: pygame.Surface | None, path: Path) -> None:
    """Write `picture` to `path` (a PNG, replaced whole), or remove an old one when there is no
    picture. Never raises: a save without a picture is still a save."""
    if picture is None:
        forget(path)
        return
    try:
        atomic.write_bytes(path, png(picture))
    except (OSError, pygame.error) as exc:
        log.warning("cannot write the picture %s: %s", path, exc)


def png(picture: pygame.Surface) -> bytes:
    """`picture` as the bytes of a PNG file. It is encoded in memory and written by
    atomic.write_bytes, because SDL's writer, saving straight to a full disk, reported nothing
    and left an empty file where the picture should be."""
    buffer = io.BytesIO()
    pygame.image.save(picture, buffer, "png")
    data = buffer.getvalue()
    if not data:
        raise pygame.error("the picture could not be encoded as a PNG")
    return data


def forget(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the picture %s: %s", path, exc)


def png_of(picture: pygame.Surface | None) -> bytes | None:
    """`picture` as a PNG's bytes, for the history's database; None when there is no picture or
    it cannot be encoded (logged: a game kept without its picture is still kept)."""
    if picture is None:
        return None
    try:
        return png(picture)
    except (pygame.error, OSError, ValueError) as exc:
        log.warning("the table's picture could not be encoded: %s", exc)
        return None


def keep_on_leaving(scene: Any) -> None:
    """Have the table's picture written beside its autosave when it leaves the stack, however
    it leaves (the menu, the window closing, an error sending the player home): any game's
    table scene, whatever it is built on."""
    leave = scene.on_exit

    def on_exit() -> None:
        table_left(scene)
        leave()

    scene.on_exit = on_exit


def table_left(scene: Any) -> None:
    """The table is closing: its picture for the menu's Continue (none once the game is over, or
    for a table that does not autosave, a preview or a screenshot)."""
    session = scene.session
    if not session.autosave or session.is_over():
        return
    storage.settle()  # the picture is current only when written after its save (storage.picture_is_current)
    keep(of_table(scene), storage.autosave_picture_path(session.game))


# --- showing a picture -------------------------------------------------------------------------


def shown(picture: Path, save: Path, game: str | None, title: str, size: tuple[int, int]) -> pygame.Surface:
    """The framed picture of a save at `size`: its table when there is a current picture of it,
    else its game's picture."""
    key = (str(picture), storage.file_stamp(picture), str(save), storage.file_stamp(save), game, size)
    found = _shown.get(key)
    if found is None:
        if len(_shown) >= SHOWN_MAX:
            _shown.clear()
        table = _read(picture) if storage.picture_is_current(picture, save) else None
        found = _shown[key] = framed(art.fit_cover(table, size) if table is not None else game_face(game, title, size))
    return found


def shown_png(key: Any, png: Callable[[], bytes | None], game: str | None, title: str,
              size: tuple[int, int]) -> pygame.Surface:
    """The framed picture kept as PNG bytes (a history entry's), asked for only when it is not
    already shown at `size`; the game's picture when there is none or it does not read."""
    key = ("png", key, game, size)
    found = _shown.get(key)
    if found is None:
        if len(_shown) >= SHOWN_MAX:
            _shown.clear()
        table = _decoded(png())
        found = _shown[key] = framed(art.fit_cover(table, size) if table is not None else game_face(game, title, size))
    return found


def _decoded(png: bytes | None) -> pygame.Surface | None:
    if not png or len(png) > MAX_BYTES:
        return None
    try:
        image = pygame.image.load(io.BytesIO(png), "picture.png")
    except Exception as exc:  # a garbled picture must never stop a list (pygame raises several kinds)
        log.warning("a picture of the history cannot be read (%s); showing the game's", exc)
        return None
    if not 0 < image.get_width() <= MAX_SIDE or not 0 < image.get_height() <= MAX_SIDE:
        return None
    return image


def _read(path: Path) -> pygame.Surface | None:
    try:
        if path.stat().st_size > MAX_BYTES:
            log.warning("%s is too large to be a picture of a table; showing the game's", path)
            return None
        image = pygame.image.load(str(path))
    except FileNotFoundError:
        return None
    except Exception as exc:  # a garbled file must never stop the menu (pygame raises several kinds)
        log.warning("the picture %s cannot be read (%s); showing the game's", path, exc)
        return None
    if not 0 < image.get_width() <= MAX_SIDE or not 0 < image.get_height() <= MAX_SIDE:
        return None
    return image


def framed(picture: pygame.Surface, radius: int = RADIUS) -> pygame.Surface:
    """Rounded corners and the house's gilt frame."""
    face = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    face.blit(picture, (0, 0))
    _round_corners(face, radius)
    art.gilt_frame(face, face.get_rect(), radius)
    return face


def game_face(game: str | None, title: str, size: tuple[int, int]) -> pygame.Surface:
    """A game's picture: its title art, or a drawn lid with its title when it has none; for an
    unknown game (a save that does not read), a plain sheet saying so."""
    if game is None:
        return _unreadable_face(size)
    path = games.title_art_path(game, size[0])
    if path is not None:
        try:
            return art.fit_art(read_ahead.load(path), size)
        except (pygame.error, OSError):
            log.warning("title art %s cannot be read; drawing a card instead", path)
    return _plain_face(title, size, band_of(game))


def band_of(game: str) -> tuple[int, int, int]:
    """The colour of a game's drawn lid: by its place in the menu."""
    try:
        index = games.engine_api().games().index(game)
    except (games.GameUnavailable, ValueError):
        index = sum(map(ord, game))
    return BANDS[index % len(BANDS)]


def _plain_face(title: str, size: tuple[int, int], band: tuple[int, int, int]) -> pygame.Surface:
    """A box lid drawn from the title: a coloured seal with the initial, the name beside it."""
    width, height = size
    face = pygame.Surface(size, pygame.SRCALPHA)
    face.blit(art.parchment((width, height)), (0, 0))
    radius = int(min(width * 0.16, height * 0.32))
    emblem = (int(width * 0.08) + radius, height // 2)
    pygame.draw.circle(face, band, emblem, radius)
    pygame.draw.circle(face, art.GOLD, emblem, radius, width=3)
    pygame.draw.circle(face, art.GOLD, emblem, max(1, radius - 8), width=1)
    art.text(face, title[:1], art.serif(max(8, int(radius * 1.3)), "bold"), art.CREAM,
             center=(emblem[0], emblem[1] + radius // 12))
    left = emblem[0] + radius + int(width * 0.06)
    room = width - left - int(width * 0.06)
    font = art.serif(max(12, min(height // 4, width // 9)), "bold")
    lines = art.wrap(title, font, room)
    y = height // 2 - len(lines) * font.get_linesize() // 2
    for line in lines:
        art.text(face, line, font, art.INK, topleft=(left, y))
        y += font.get_linesize()
    return face


def _unreadable_face(size: tuple[int, int]) -> pygame.Surface:
    """A save that does not read: a torn sheet with a question mark."""
    width, height = size
    face = pygame.Surface(size, pygame.SRCALPHA)
    face.blit(art.parchment((width, height)), (0, 0))
    art.darken(face, 40)
    font = art.serif(max(14, height // 2), "bold")
    art.text(face, "?", font, art.INK_SOFT, center=(width // 2, height // 2))
    return face


def _round_corners(face: pygame.Surface, radius: int) -> None:
    mask = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
