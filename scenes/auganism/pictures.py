"""Auganism's pictures as surfaces: monster and hero portraits, family emblems, the card back.

Everything comes from assets/auganism (drawn by tools/art/auganism.py) and is scaled once per
size and cached. A missing file is drawn as a plain stand-in in the family's colour (loading and
the missing-file policy are every game's, widgets/images.py), so a half-finished asset folder
never stops a game.
"""
from __future__ import annotations

import pygame

from ..palette import AUGANISM_FAMILIES
from ..widgets import art, images, stand_ins

ROOT = "auganism"


def family_colour(family: str) -> tuple[int, int, int]:
    return AUGANISM_FAMILIES.get(family, ((140, 120, 100), "", ""))[0]


def image(relative: str) -> pygame.Surface | None:
    return images.load(f"{ROOT}/{relative}")


def preload() -> None:
    """Every picture of the table, loaded when it opens (widgets/images.py)."""
    images.preload(ROOT, ("monsters", "heroes", "families"))


@images.table_art(maxsize=256)
def portrait(card: str, family: str, size: tuple[int, int]) -> pygame.Surface:
    source = image(f"monsters/{card}.png") or stand_ins.tile(card[:1], family_colour(family), (96, 96))
    return art.fit_cover(source, size) if source.get_size() != size else source


@images.table_art(maxsize=64)
def hero(hero_id: str, size: tuple[int, int]) -> pygame.Surface:
    source = image(f"heroes/{hero_id}.png") or stand_ins.tile(hero_id[:1], (120, 96, 70), (96, 96))
    return art.fit_cover(source, size) if source.get_size() != size else source


@images.table_art(maxsize=64)
def emblem(family: str, size: int) -> pygame.Surface:
    source = image(f"families/{family}.png") or stand_ins.token(family_colour(family))
    return images.scaled(source, (size, size))


@images.table_art(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    source = image("card_back.png") or stand_ins.card_back((70, 44, 90))
    return images.scaled(source, size)
