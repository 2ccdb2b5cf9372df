"""Zvery's pictures as surfaces: creature portraits, the type emblems, the card backs.

Everything comes from assets/zvery (drawn by tools/art/zvery.py) and is scaled once per size
and cached: the table blits, it never scales per frame. A missing file is drawn as a plain
stand-in in the type's colour (loading and the missing-file policy are every game's,
widgets/images.py), so a half-finished asset folder never stops a game.
"""
from __future__ import annotations

import pygame

from ..palette import ZVERY_TYPES
from ..widgets import art, images

ROOT = "zvery"


def type_colour(kind: str) -> tuple[int, int, int]:
    return ZVERY_TYPES.get(kind, ((150, 140, 120), "", ""))[0]


def image(relative: str) -> pygame.Surface | None:
    return images.load(f"{ROOT}/{relative}")


def preload() -> None:
    """Every picture of the table, loaded when it opens (widgets/images.py)."""
    images.preload(ROOT, ("creatures", "types"))


@images.table_art(maxsize=256)
def portrait(card: str, kind: str, size: int, grey: bool = False) -> pygame.Surface:
    """A creature's portrait, `size` square; greyed for a creature that has fallen."""
    source = image(f"creatures/{card}.png")
    if source is None:
        source = _stand_in(card, kind)
    picture = images.scaled(source, (size, size))
    if grey:
        picture = pygame.transform.grayscale(picture)
    return picture


def _stand_in(card: str, kind: str) -> pygame.Surface:
    surf = pygame.Surface((96, 96), pygame.SRCALPHA)
    colour = type_colour(kind)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=10)
    pygame.draw.circle(surf, (250, 244, 230), (48, 44), 26)
    art.text(surf, card[:1].upper(), art.serif(34, "bold"), colour, center=(48, 44))
    return surf


@images.table_art(maxsize=64)
def emblem(kind: str, size: int) -> pygame.Surface:
    """The type's round emblem, `size` across."""
    source = image(f"types/{kind}.png")
    if source is None:
        source = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(source, type_colour(kind), (32, 32), 30)
        pygame.draw.circle(source, (40, 30, 24), (32, 32), 30, 3)
    return images.scaled(source, (size, size))


@images.table_art(maxsize=16)
def card_back(which: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a face-down creature ("card_back") or mutation ("mutation_back") card."""
    source = image(f"{which}.png")
    if source is None:
        source = pygame.Surface((160, 224), pygame.SRCALPHA)
        colour = (70, 50, 110) if which == "card_back" else (40, 110, 100)
        pygame.draw.rect(source, colour, source.get_rect(), border_radius=12)
        pygame.draw.rect(source, art.GOLD, source.get_rect().inflate(-14, -14), 3, border_radius=9)
    return images.scaled(source, size)
