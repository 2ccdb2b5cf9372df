"""Short-lived pictures standing at screen positions: floating numbers and words, announcements.

The clock, rising text, announcements and the list that runs them are in widgets/effects.py.
These stand where the table says when the effect starts (a "-4" over a portrait on a battle
mat, "+2 EXP" over a player's panel), and an announcement's title shrinks to fit its area.
Creature Adventures' and Zvery's tables use them as they are.
"""
from __future__ import annotations

import pygame

from . import art
from . import effects as common
from .effects import Effect, Effects

__all__ = ["Announcement", "Effect", "Effects", "FloatText"]


class FloatText(common.FloatText):
    """"-4" rising from a point and fading."""

    def __init__(self, at: tuple[int, int], text: str, colour, size: int = 34, duration: float = 1.2) -> None:
        super().__init__(text, colour, size, duration)
        self.at = at

    def draw(self, surface: pygame.Surface) -> None:
        x, y = self.at
        self.draw_at(surface, x, y, 20 + 50 * self.u)


class Announcement(common.Announcement):
    """A large line across the middle of an area: "Seat 2 · Alice's turn"."""

    shade = 0.5
    sub_band = 44
    sub_drop = 12
    sub_gap = 16

    def __init__(self, area: pygame.Rect, text: str, sub: str = "", colour=(250, 236, 200),
                 duration: float = 1.1) -> None:
        self.area = pygame.Rect(area)
        super().__init__(art.fitting_serif(text, self.area.w - 60, 50), text, sub, colour, duration)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_in(surface, self.area)
