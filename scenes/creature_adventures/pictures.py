"""The box's pictures as surfaces: the board, creature portraits, tokens, icons, place art.

Everything comes from assets/creature_adventures (drawn by tools/art) and is scaled once per
size and cached: the table blits, it never scales per frame (loading, scaling and the
missing-file policy are every game's, widgets/images.py). A knocked-out creature's portrait
is the same picture in grey. A missing file is drawn as a plain labelled stand-in, so a
half-finished asset folder never stops a game - it is a safety net, not the look.
"""
from __future__ import annotations

import re

import pygame

from ..i18n import N_, _
from ..widgets import art, images
from .seats import seat_colour
from .words import term

ROOT = "creature_adventures"
BOARD_SIZE = (1024, 704)  # the board picture: 16 x 11 cells of 64 px
CELL = 64
#: The words on the board, written by the table in the player's language (the picture has none):
#: each wood's name (as its first space is named) and the board's name on its ribbon, by where
#: they go in cells.
WOODS = {"gloamwood_1": (4.5, 4.05), "thornwood_1": (10.35, 3.32), "mirewood_1": (4.55, 6.98),
         "whisperwood_1": (14.1, 3.3)}
TITLE = (N_("The Vale of Sigils"), (5.5, 10.27))
INK, GLOW = (60, 44, 28), (250, 240, 210)


def image(relative: str) -> pygame.Surface | None:
    """assets/creature_adventures/<relative>, loaded once; None when the file is not there."""
    return images.load(f"{ROOT}/{relative}")


def preload() -> None:
    """Every picture of the table, loaded when it opens (widgets/images.py)."""
    images.preload(ROOT, ("creatures", "npc", "icons", "tokens", "spaces"))


def slug(name: str) -> str:
    """"Siegetusk Mammoth" -> "siegetusk_mammoth" (an NPC creature's picture)."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


# --- the board ----------------------------------------------------------------------------------------
@images.table_art(maxsize=4)
def board(size: tuple[int, int]) -> pygame.Surface:
    """The board picture at `size` (the caller keeps the aspect)."""
    source = image("board.png")
    if source is None:
        from .board_art import drawn_board

        source = drawn_board()
    out = images.scaled(source, size).convert() if pygame.display.get_surface() else images.scaled(source, size)
    _write_names(out, size[0] / BOARD_SIZE[0])
    return out


def _write_names(board: pygame.Surface, scale: float) -> None:
    """The woods' names in small italic serif and the board's on its ribbon, in the player's
    language, each inside a pale halo so it reads over trees and water."""
    def write(words: str, font: pygame.font.Font, cells: tuple[float, float]) -> None:
        at = (round(cells[0] * CELL * scale), round(cells[1] * CELL * scale))
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, -1), (0, 1), (-1, 0), (1, 0)):
            art.text(board, words, font, GLOW, center=(at[0] + dx, at[1] + dy))
        art.text(board, words, font, INK, center=at)
    for space, cells in WOODS.items():
        write(term("space", space), art.serif(max(12, round(15 * scale)), "italic"), cells)
    title, cells = TITLE
    write(_(title), art.fitting_serif(_(title), round(250 * scale), max(12, round(21 * scale)), "bold", 12), cells)


# --- creatures -----------------------------------------------------------------------------------------
def creature_file(creature: dict, npc_kind: str = "") -> str:
    """The picture of a creature from a view: the deck card's, an NPC's by name, a thief's."""
    if creature.get("card"):
        return f"creatures/{creature['card']}.png"
    if npc_kind == "thieves":
        return "npc/thief.png"
    return f"npc/{slug(creature['name'])}.png"


@images.table_art(maxsize=384)
def portrait(relative: str, px: int, grey: bool = False, label: str = "") -> pygame.Surface:
    """A square portrait `px` wide; grey for a knocked-out creature."""
    px = max(8, int(px))
    source = image(relative)
    if source is None:
        out = _stand_in(label or relative.rsplit("/", 1)[-1][:-4], px, (120, 110, 90), square=True)
    else:
        out = images.scaled(source, (px, px))
    if grey:
        out = pygame.transform.grayscale(out)
        veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        veil.fill((20, 16, 14, 90))
        out = out.copy()
        out.blit(veil, (0, 0))
    return out


def creature_portrait(creature: dict, px: int, npc_kind: str = "", grey: bool | None = None) -> pygame.Surface:
    down = creature.get("down", False) if grey is None else grey
    return portrait(creature_file(creature, npc_kind), px, bool(down), creature.get("name", ""))


# --- tokens, icons and places ----------------------------------------------------------------------------
@images.table_art(maxsize=64)
def token(seat: int, px: int) -> pygame.Surface:
    """A player's pawn (seat 0-based), `px` wide."""
    px = max(8, int(px))
    source = image(f"tokens/seat_{seat + 1}.png")
    if source is not None:
        return images.scaled(source, (px, px))
    return _stand_in(str(seat + 1), px, seat_colour(seat))


@images.table_art(maxsize=256)
def icon(name: str, px: int) -> pygame.Surface:
    """A 64 px icon (sigil_power, artifact_fortify, condition_exhaustion, hp, ...) at `px`."""
    px = max(6, int(px))
    source = image(f"icons/{name}.png")
    if source is not None:
        return images.scaled(source, (px, px))
    return _stand_in(name.split("_")[-1][:2].title(), px, _ICON_STAND_IN.get(name.split("_")[0], (150, 120, 80)))


_ICON_STAND_IN = {"sigil": (200, 160, 60), "artifact": (110, 90, 150), "condition": (150, 70, 60)}


@images.table_art(maxsize=32)
def place(kind: str, px: int) -> pygame.Surface:
    """A space's picture (spaces/<kind>.png: path, wild, home_1, shaman, warlord_power, ...)."""
    px = max(8, int(px))
    source = image(f"spaces/{kind}.png")
    if source is not None:
        return images.scaled(source, (px, px))
    return _stand_in(kind.split("_")[0][:2].title(), px, (110, 130, 90))


@images.table_art(maxsize=16)
def shadow(px: int) -> pygame.Surface:
    """A soft round shadow under a pawn."""
    px = max(8, int(px))
    m = max(2, px // 8)
    surf = pygame.Surface((px + 2 * m, px + 2 * m), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (0, 0, 0, 120), pygame.Rect(m, m + px // 3, px, px * 2 // 3))
    return images.prepare(pygame.transform.gaussian_blur(surf, max(1, m // 2)))


def _stand_in(label: str, px: int, colour, square: bool = False) -> pygame.Surface:
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    if square:
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=max(2, px // 8))
        pygame.draw.rect(surf, (40, 30, 24), surf.get_rect(), width=max(1, px // 40), border_radius=max(2, px // 8))
    else:
        pygame.draw.circle(surf, (20, 14, 10), (px / 2, px / 2 + 1), px / 2)
        pygame.draw.circle(surf, colour, (px / 2, px / 2), px / 2 - 1)
        pygame.draw.circle(surf, (238, 226, 198), (px / 2, px / 2), px * 0.36)
    words = label.replace("_", " ").split()
    text = "".join(w[0] for w in words[:2]).upper() if square and len(words) > 1 else label[:3]
    font = art.serif(max(6, int(px * (0.34 if square else 0.42))), "bold")
    img = font.render(text, True, (40, 30, 24))
    surf.blit(img, img.get_rect(center=(px / 2, px / 2)))
    return images.prepare(surf)
