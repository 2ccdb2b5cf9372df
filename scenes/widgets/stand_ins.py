"""What a missing picture is drawn as: a plain tile, disc or card back in the thing's colour.

Every game's pictures come from its assets folder (widgets/images.py); where a file is not
there, the table still needs something of the right size and colour to draw, so a
half-finished asset folder never stops a game. These are a safety net, not the look, and are
the same in every game: a tile with the thing's first letter, a round token, a card's back.
"""
from __future__ import annotations

import pygame

from . import art

PALE, RIM = (250, 244, 230), (40, 30, 24)


def tile(letter: str, colour, size: tuple[int, int], disc: bool = True) -> pygame.Surface:
    """A rounded tile in `colour` with `letter` on it: on a pale disc in the tile's colour, or
    (`disc` False) straight on the tile in pale ink."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=10 if disc else 8)
    centre = (size[0] // 2, size[1] // 2)
    if disc:
        pygame.draw.circle(surf, PALE, centre, min(size) // 3)
    font = art.serif(max(12, min(size) // 3), "bold")
    art.text(surf, letter.upper(), font, colour if disc else PALE, center=centre)
    return surf


def token(colour, diameter: int = 64) -> pygame.Surface:
    """A round token in `colour` with a dark rim (an emblem, a race's token)."""
    surf = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    centre, radius = (diameter // 2, diameter // 2), diameter // 2 - 2
    pygame.draw.circle(surf, colour, centre, radius)
    pygame.draw.circle(surf, RIM, centre, radius, 3)
    return surf


def card_back(colour, size: tuple[int, int] = (160, 224)) -> pygame.Surface:
    """A card's back in `colour`, framed in gold."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, art.GOLD, surf.get_rect().inflate(-14, -14), 3, border_radius=9)
    return surf
