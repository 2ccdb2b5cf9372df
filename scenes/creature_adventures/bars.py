"""Small drawn gauges shared by the panels and the battle mat: HP bars, EXP bars, stat chips.

An HP bar reads at a glance: green when healthy, amber when worn, red when nearly down, grey
when knocked out, with "7/10" on it. A stat chip is an icon and a number, with the points
bought for it marked in gold and the Sigil of Power's in the sigil's colour. A name in a
narrow place is `shortened` with an ellipsis rather than shrunk past reading.
"""
from __future__ import annotations

import pygame

from .. import shorten
from ..widgets import art
from . import pictures
from .seats import lighter, sigil_colour

HP_GOOD = (70, 160, 70)
HP_WORN = (214, 160, 40)
HP_LOW = (196, 60, 44)
HP_DOWN = (120, 112, 104)
POINT_GOLD = (176, 120, 20)


def hp_colour(hp: int, top: int) -> tuple[int, int, int]:
    if hp <= 0:
        return HP_DOWN
    share = hp / max(1, top)
    return HP_GOOD if share > 0.5 else HP_WORN if share > 0.25 else HP_LOW


def hp_bar(surface: pygame.Surface, rect: pygame.Rect, hp: int, top: int, temp: int = 0, text: bool = True) -> None:
    """A rounded bar with the HP written on it; `temp` (Fortify's shield) shows as a blue cap."""
    radius = rect.h // 2
    pygame.draw.rect(surface, (60, 44, 34), rect, border_radius=radius)
    inner = rect.inflate(-4, -4)
    pygame.draw.rect(surface, (40, 30, 24), inner, border_radius=max(1, radius - 2))
    share = max(0.0, min(1.0, hp / max(1, top)))
    if share > 0:
        fill = pygame.Rect(inner.x, inner.y, max(inner.h, round(inner.w * share)), inner.h)
        colour = hp_colour(hp, top)
        pygame.draw.rect(surface, colour, fill, border_radius=max(1, radius - 2))
        shine = pygame.Rect(fill.x + 3, fill.y + 1, max(1, fill.w - 6), max(1, fill.h // 3))
        pygame.draw.rect(surface, lighter(colour, 0.3), shine, border_radius=max(1, radius - 3))
    if temp:
        cap = pygame.Rect(inner.right - min(inner.w // 3, 12 + temp * 3), inner.y, min(inner.w // 3, 12 + temp * 3), inner.h)
        pygame.draw.rect(surface, (90, 150, 220), cap, border_radius=max(1, radius - 2))
    if text and rect.h >= 12:
        label = f"{max(0, hp)}/{top}" + (f" +{temp}" if temp else "") if hp > 0 else "down"
        font = art.ui_font(hp_text_size(rect.h))
        img = art.rendered(label, font, (250, 244, 230))  # kept: the same few numbers at every frame
        shadow = art.rendered(label, font, (20, 14, 10))
        centre = rect.center
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 1, centre[1] + 1)))
        surface.blit(img, img.get_rect(center=centre))


def hp_text_size(height: int) -> int:
    """The size of the numbers on an HP bar `height` px high."""
    return max(11, min(16, height - 3))


def progress_bar(surface: pygame.Surface, rect: pygame.Rect, value: int, top: int, colour=(214, 176, 104)) -> None:
    pygame.draw.rect(surface, (90, 70, 50), rect, border_radius=rect.h // 2)
    inner = rect.inflate(-2, -2)
    if top and value > 0:
        fill = pygame.Rect(inner.x, inner.y, max(inner.h, round(inner.w * min(1.0, value / top))), inner.h)
        pygame.draw.rect(surface, colour, fill, border_radius=inner.h // 2)


def stat_chip(surface: pygame.Surface, topleft: tuple[int, int], icon_name: str, value: int, size: int,
              points: int = 0, power: int = 0, colour=(46, 33, 24)) -> int:
    """An icon and a number, then "+2" in gold for bought points and "+1" in Power's colour;
    returns the width used."""
    x, y = topleft
    surface.blit(pictures.icon(icon_name, size), (x, y))
    x += size + 2
    font = art.serif(max(13, int(size * 1.0)), "bold")  # a card's numbers stay readable in the smallest window
    x = art.text(surface, str(value), font, colour, midleft=(x, y + size // 2)).right + 2
    small = art.serif(max(12, int(size * 0.7)), "bold")
    for amount, tint in ((points, POINT_GOLD), (power, sigil_colour("power"))):
        if amount:
            x = art.text(surface, f"+{amount}", small, tint, topleft=(x, y - 2)).right + 1
    return x - topleft[0]


def shortened(words: str, font: pygame.font.Font, width: int) -> str:
    """`words` as they fit `width` in `font`, cut with an ellipsis when they do not (a name in a
    narrow place; its tooltip and the closer look give it whole)."""
    # three dots: the book faces have no ellipsis glyph
    return shorten.cut(words, width, lambda text: font.size(text)[0], "...", least=3, strip=" ,;:")
