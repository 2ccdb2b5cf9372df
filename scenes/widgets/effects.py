"""Short-lived pictures over a table: the effect clock, rising words and announcements.

Every table tells its news the same way: fire-and-forget effects that the animator starts as
an event plays and that fade by themselves while the next events go on (a "-1" keeps rising
while the next blow lands). What they share lives here: the clock (`u`, an effect's age from
0 to 1; durations follow the animation speed and "instant" shows none), rising text with its
shadow, the announcement across an area, and the list that runs them. Where an effect stands
is the game's: Zombie Slayer places them on board squares (so they pan and zoom with the
town), Creature Adventures on screen points. So each game subclasses these with its own
`draw`, and sets its own look of an announcement (font, band) rather than copying the drawing.
Text is rendered once per effect.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from . import art


class Effect:
    duration = 1.0

    def __init__(self) -> None:
        self.t = 0.0

    @property
    def u(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < self.duration

    def draw(self, surface: pygame.Surface, *where: Any) -> None:
        raise NotImplementedError


class FloatText(Effect):
    """Words ("-4", "Dodged!") that rise and fade; the game's `draw` says from where."""

    def __init__(self, text: str, colour, size: int, duration: float) -> None:
        super().__init__()
        self.duration = duration
        self.text = text
        font = art.serif(size, "bold")
        self.image = font.render(text, True, colour)
        self.shadow = font.render(text, True, (20, 10, 6))

    RING = ((-2, -2), (0, -2), (2, -2), (-2, 0), (2, 0), (-2, 2), (0, 2), (2, 2), (3, 3))

    def draw_at(self, surface: pygame.Surface, x: float, y: float, rise: float) -> None:
        """Draw centred at (x, y - rise): opaque, then fading over the last 40% of its time;
        ringed in the dark (and its shadow below right), so that it reads over whatever it rises
        across: "+1 resource needed" over an EverZone card's title was one smudge with it."""
        alpha = 255 if self.u < 0.6 else int(255 * (1 - (self.u - 0.6) / 0.4))
        centre = (x, y - rise)
        self.shadow.set_alpha(alpha)
        for dx, dy in self.RING:
            surface.blit(self.shadow, self.shadow.get_rect(center=(centre[0] + dx, centre[1] + dy)))
        self.image.set_alpha(alpha)
        surface.blit(self.image, self.image.get_rect(center=centre))


class Announcement(Effect):
    """A large line (and an optional smaller one) on a dark band across an area, a little above
    its middle: "The zombies' turn". The band's look is set by class attributes a game may
    change: `shade` (how dark), `sub_band` (its height with a second line; 24 px of margin
    without), `sub_drop` (how far the band moves down for the second line) and `sub_gap`
    (from the big line's middle to the small line's top half)."""

    shade = 0.45
    sub_band = 40
    sub_drop = 10
    sub_gap = 14

    def __init__(self, font: pygame.font.Font, text: str, sub: str = "", colour=(250, 236, 200),
                 duration: float = 1.1) -> None:
        super().__init__()
        self.duration = duration
        self.text = f"{text} {sub}".strip()
        self.image = font.render(text, True, colour)
        self.shadow = font.render(text, True, (10, 6, 4))
        self.sub = art.serif(24, "italic").render(sub, True, colour) if sub else None

    def band_rect(self, area: pygame.Rect) -> pygame.Rect:
        """Where the dark band lies in `area` (what the announcement covers while it shows)."""
        rect = pygame.Rect(0, 0, area.w, self.image.get_height() + (self.sub_band if self.sub else 24))
        rect.center = (area.centerx, area.centery - area.h // 6 + (self.sub_drop if self.sub else 0))
        return rect

    def draw_in(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        u = self.u
        alpha = int(255 * min(1.0, u / 0.15, (1 - u) / 0.3 if u > 0.7 else 1.0))
        cx, cy = area.centerx, area.centery - area.h // 6
        band_rect = self.band_rect(area)
        band = pygame.Surface(band_rect.size, pygame.SRCALPHA)
        band.fill((0, 0, 0, int(alpha * self.shade)))
        surface.blit(band, band_rect)
        for img, off in ((self.shadow, 3), (self.image, 0)):
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(cx + off, cy + off)))
        if self.sub:
            self.sub.set_alpha(alpha)
            surface.blit(self.sub, self.sub.get_rect(center=(cx, cy + self.image.get_height() // 2 + self.sub_gap)))


class Effects:
    """The running effects; each duration is multiplied by the animation scale (0: none)."""

    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, effect: Effect, scale: float) -> None:
        if scale <= 0:
            return
        effect.duration *= scale
        self.items.append(effect)

    def update(self, dt: float) -> None:
        self.items = [e for e in self.items if e.update(dt)]

    def draw(self, surface: pygame.Surface, *where: Any, which: Callable[[Effect], bool] | None = None) -> None:
        """Draw the effects (those `which` accepts), passing `where` (e.g. the board's layout) on."""
        for e in self.items:
            if which is None or which(e):
                e.draw(surface, *where)

    def clear(self) -> None:
        self.items.clear()
