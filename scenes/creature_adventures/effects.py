"""Short-lived pictures over the table: floating numbers and words, and announcements.

Fire-and-forget: the animator starts one when an event plays and it fades by itself while the
next events go on (a "-4" keeps rising while the creature greys out). Positions are screen
positions, taken when the effect starts. Text is rendered once per effect.
"""
from __future__ import annotations

import pygame

from ..widgets import art


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

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class FloatText(Effect):
    """"-4" rising from a point and fading."""

    def __init__(self, at: tuple[int, int], text: str, colour, size: int = 34, duration: float = 1.2) -> None:
        super().__init__()
        self.at, self.duration = at, duration
        font = art.serif(size, "bold")
        self.image = font.render(text, True, colour)
        self.shadow = font.render(text, True, (20, 10, 6))

    def draw(self, surface: pygame.Surface) -> None:
        x, y = self.at
        rise = 20 + 50 * self.u
        alpha = 255 if self.u < 0.6 else int(255 * (1 - (self.u - 0.6) / 0.4))
        for img, off in ((self.shadow, 2), (self.image, 0)):
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(x + off, y - rise + off)))


class Announcement(Effect):
    """A large line across the middle of an area: "Seat 2 · Alice's turn"."""

    def __init__(self, area: pygame.Rect, text: str, sub: str = "", colour=(250, 236, 200),
                 duration: float = 1.1) -> None:
        super().__init__()
        self.area = pygame.Rect(area)
        self.duration = duration
        font = art.fitting_serif(text, self.area.w - 60, 50)
        self.image = font.render(text, True, colour)
        self.shadow = font.render(text, True, (10, 6, 4))
        self.sub = art.serif(24, "italic").render(sub, True, colour) if sub else None

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        alpha = int(255 * min(1.0, u / 0.15, (1 - u) / 0.3 if u > 0.7 else 1.0))
        cx, cy = self.area.centerx, self.area.centery - self.area.h // 6
        band = pygame.Surface((self.area.w, self.image.get_height() + (44 if self.sub else 24)), pygame.SRCALPHA)
        band.fill((0, 0, 0, int(alpha * 0.5)))
        surface.blit(band, band.get_rect(center=(cx, cy + (12 if self.sub else 0))))
        for img, off in ((self.shadow, 3), (self.image, 0)):
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(cx + off, cy + off)))
        if self.sub:
            self.sub.set_alpha(alpha)
            surface.blit(self.sub, self.sub.get_rect(center=(cx, cy + self.image.get_height() // 2 + 16)))


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

    def draw(self, surface: pygame.Surface) -> None:
        for e in self.items:
            e.draw(surface)

    def clear(self) -> None:
        self.items.clear()
