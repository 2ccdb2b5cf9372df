"""Auganism's pictures as surfaces: monster and hero portraits, family emblems, the card back.

Everything comes from assets/auganism (drawn by tools/art/auganism.py) and is scaled once per
size and cached. A missing file is drawn as a plain stand-in in the family's colour (loading and
the missing-file policy are every game's, widgets/images.py), so a half-finished asset folder
never stops a game.
"""
from __future__ import annotations

import pygame

from ..palette import AUGANISM_FAMILIES
from ..widgets import art, images

ROOT = "auganism"


def family_colour(family: str) -> tuple[int, int, int]:
    return AUGANISM_FAMILIES.get(family, ((140, 120, 100), "", ""))[0]


def image(relative: str) -> pygame.Surface | None:
    return images.load(f"{ROOT}/{relative}")


def preload() -> None:
    """Every picture of the table, loaded when it opens (widgets/images.py)."""
    images.preload(ROOT, ("monsters", "heroes", "families"))


def _stand_in(letter: str, colour, size: tuple[int, int] = (96, 96)) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=10)
    pygame.draw.circle(surf, (250, 244, 230), (size[0] // 2, size[1] // 2), min(size) // 3)
    art.text(surf, letter.upper(), art.serif(min(size) // 3, "bold"), colour, center=(size[0] // 2, size[1] // 2))
    return surf


@images.table_art(maxsize=256)
def portrait(card: str, family: str, size: tuple[int, int]) -> pygame.Surface:
    source = image(f"monsters/{card}.png") or _stand_in(card[:1], family_colour(family))
    return art.fit_cover(source, size) if source.get_size() != size else source


@images.table_art(maxsize=64)
def hero(hero_id: str, size: tuple[int, int]) -> pygame.Surface:
    source = image(f"heroes/{hero_id}.png") or _stand_in(hero_id[:1], (120, 96, 70))
    return art.fit_cover(source, size) if source.get_size() != size else source


@images.table_art(maxsize=64)
def emblem(family: str, size: int) -> pygame.Surface:
    source = image(f"families/{family}.png")
    if source is None:
        source = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(source, family_colour(family), (32, 32), 30)
        pygame.draw.circle(source, (40, 30, 24), (32, 32), 30, 3)
    return images.scaled(source, (size, size))


@images.table_art(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    source = image("card_back.png")
    if source is None:
        source = pygame.Surface((160, 224), pygame.SRCALPHA)
        pygame.draw.rect(source, (70, 44, 90), source.get_rect(), border_radius=12)
        pygame.draw.rect(source, art.GOLD, source.get_rect().inflate(-14, -14), 3, border_radius=9)
    return images.scaled(source, size)
