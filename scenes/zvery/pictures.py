"""Zvery's pictures as surfaces: creature portraits, the type emblems, the card backs.

Everything comes from assets/zvery (drawn by tools/art/zvery.py) and is scaled once per size
and cached: the table blits, it never scales per frame. A missing file is drawn as a plain
stand-in in the type's colour (loading and the missing-file policy are every game's,
widgets/images.py), so a half-finished asset folder never stops a game.
"""
from __future__ import annotations

import pygame

from ..palette import ZVERY_TYPES
from ..widgets import images, stand_ins

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
    source = image(f"creatures/{card}.png") or stand_ins.tile(card[:1], type_colour(kind), (96, 96))
    picture = images.scaled(source, (size, size))
    if grey:
        picture = pygame.transform.grayscale(picture)
    return picture


@images.table_art(maxsize=64)
def emblem(kind: str, size: int) -> pygame.Surface:
    """The type's round emblem, `size` across."""
    source = image(f"types/{kind}.png") or stand_ins.token(type_colour(kind))
    return images.scaled(source, (size, size))


@images.table_art(maxsize=16)
def card_back(which: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a face-down creature ("card_back") or mutation ("mutation_back") card."""
    source = image(f"{which}.png") or stand_ins.card_back((70, 50, 110) if which == "card_back" else (40, 110, 100))
    return images.scaled(source, size)
