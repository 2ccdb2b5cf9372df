"""What every card on a table is made of: paper cut from one painted sheet, a soft shadow, a
glow around a card that may be clicked, translucent veils, stars, lighter and darker inks.

Zvery's creatures and Auganism's monsters are drawn from these; each is cached by size (and
colour), so a card of a new size costs a blit, not a painting.
"""
from __future__ import annotations

import math

import pygame

from . import art, images


@images.table_art(maxsize=128)
def veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent sheet of one colour (dimming, flashes): made once per size and colour."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill(rgba)
    return sheet


def shadow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A soft shadow under a card lying on the table (the light comes from the upper left)."""
    surface.blit(art.soft_shadow(rect.size, radius=10, blur=8, alpha=120), (rect.x - 8 + 3, rect.y - 8 + 5))


def ring(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    surface.blit(halo(rect.size, tuple(colour[:3])), (rect.x - 8, rect.y - 8))


@images.table_art(maxsize=64)
def halo(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft glow around a card of `size`: the card is clickable (or chosen)."""
    halo = pygame.Surface((size[0] + 16, size[1] + 16), pygame.SRCALPHA)
    for i, alpha in enumerate((50, 90, 160)):
        pygame.draw.rect(halo, (*colour, alpha), halo.get_rect().inflate(-i * 5, -i * 5), width=4, border_radius=14)
    return halo


PAPER = (512, 512)  # one sheet of paper, painted once; cards are cut from it


@images.table_art(maxsize=1)
def _sheet() -> pygame.Surface:
    return art.parchment(PAPER)


@images.table_art(maxsize=64)
def paper(size: tuple[int, int], radius: int = 8) -> pygame.Surface:
    """Plain rounded parchment of `size` (a card's face, a skill card), without frame or shadow.
    Cut from one painted sheet (scaled up only for a card larger than it), so a card of a new
    size costs a blit, not a painting (which took a frame's worth of time)."""
    source = _sheet()
    if size[0] > PAPER[0] or size[1] > PAPER[1]:
        source = pygame.transform.smoothscale(source, (max(size[0], PAPER[0]), max(size[1], PAPER[1])))
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.blit(source, (0, 0), pygame.Rect((0, 0), size))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    sheet.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return sheet


def star(surf: pygame.Surface, centre, r: float, colour) -> None:
    cx, cy = centre
    pts = []
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rad = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, (110, 80, 20), pts, 1)


def darker(colour, k: float) -> tuple[int, int, int]:
    return tuple(int(v * k) for v in colour[:3])


def lighter(colour, k: float) -> tuple[int, int, int]:
    return tuple(int(v + (255 - v) * k) for v in colour[:3])

def light(colour) -> bool:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150
