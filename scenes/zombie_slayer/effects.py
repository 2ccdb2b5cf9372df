"""Short-lived pictures over the board: floating numbers, blasts, a flying torch, announcements.

The clock, rising text, announcements and the list that runs them are every table's
(widgets/effects.py); here they are positioned in squares, so they follow pan and zoom, and
this game adds its blasts and the flying torch.
"""
from __future__ import annotations

import math

import pygame

from ..widgets import art
from ..widgets import effects as common
from ..widgets.effects import Effect
from .sprites import token


class FloatText(common.FloatText):
    """"-1" rising from a square and fading."""

    def __init__(self, square, text: str, colour, duration: float = 1.1, size: int = 30) -> None:
        super().__init__(text, colour, size, duration)
        self.square = square

    def draw(self, surface, layout) -> None:
        x, y = layout.square_centre(self.square)
        self.draw_at(surface, x, y, layout.square_px * (0.35 + 0.6 * self.u))


class Burst(Effect):
    """An explosion (or a flash of fire where a torch lands): rings of orange light."""

    def __init__(self, square, radius_squares: float = 1.5, duration: float = 0.6, colour=(255, 170, 60)) -> None:
        super().__init__()
        self.square, self.radius, self.duration, self.colour = square, radius_squares, duration, colour

    def draw(self, surface, layout) -> None:
        x, y = layout.square_centre(self.square)
        r = max(4, layout.square_px * self.radius * (0.3 + 0.7 * math.sqrt(self.u)))
        alpha = int(220 * (1 - self.u))
        glow = pygame.Surface((int(2 * r + 4), int(2 * r + 4)), pygame.SRCALPHA)
        c = glow.get_width() / 2
        pygame.draw.circle(glow, (*self.colour, alpha // 2), (c, c), r)
        pygame.draw.circle(glow, (255, 240, 190, alpha), (c, c), r * 0.55)
        pygame.draw.circle(glow, (*self.colour, alpha), (c, c), r, width=max(2, int(r / 8)))
        surface.blit(glow, (x - c, y - c))


class Projectile(Effect):
    """The torch flying in an arc from the slayer to its target."""

    def __init__(self, start, end, duration: float = 0.35) -> None:
        super().__init__()
        self.start, self.end, self.duration = start, end, duration

    def draw(self, surface, layout) -> None:
        (ax, ay), (bx, by) = layout.square_centre(self.start), layout.square_centre(self.end)
        u = self.u
        x, y = ax + (bx - ax) * u, ay + (by - ay) * u - math.sin(math.pi * u) * layout.square_px
        img = token("torch", max(12, int(layout.square_px * 0.6)))
        img = pygame.transform.rotate(img, -540 * u)
        surface.blit(img, img.get_rect(center=(x, y)))


class Announcement(common.Announcement):
    """A large line across the middle of the board: "The zombies' turn"."""

    def __init__(self, text: str, sub: str = "", colour=(250, 236, 200), duration: float = 1.1) -> None:
        super().__init__(art.serif(54, "bold"), text, sub, colour, duration)

    def draw(self, surface, layout) -> None:
        self.draw_in(surface, layout.view)


class Effects(common.Effects):
    """The running effects; the announcements are drawn over the board, the rest on it."""

    def draw(self, surface, layout, over_board: bool = True) -> None:
        super().draw(surface, layout, which=lambda e: isinstance(e, Announcement) != over_board)
