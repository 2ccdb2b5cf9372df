"""Short-lived pictures over the board: floating numbers, blasts, a flying torch, announcements.

They are fire-and-forget: the animator starts one when an event plays, and it fades by itself
while the next events go on (a "-1" keeps floating while the zombie crumbles). Each effect is
positioned in squares, so it follows pan and zoom. Text surfaces are rendered once per effect.
"""
from __future__ import annotations

import math

import pygame

from ..widgets import art
from .layout import Layout
from .sprites import token


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

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        raise NotImplementedError


class FloatText(Effect):
    """"-1" rising from a square and fading."""

    def __init__(self, square, text: str, colour, duration: float = 1.1, size: int = 30) -> None:
        super().__init__()
        self.square, self.duration = square, duration
        font = art.serif(size, "bold")
        self.image = font.render(text, True, colour)
        self.shadow = font.render(text, True, (20, 10, 6))

    def draw(self, surface, layout) -> None:
        x, y = layout.square_centre(self.square)
        rise = layout.square_px * (0.35 + 0.6 * self.u)
        alpha = 255 if self.u < 0.6 else int(255 * (1 - (self.u - 0.6) / 0.4))
        for img, off in ((self.shadow, 2), (self.image, 0)):
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(x + off, y - rise + off)))


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


class Announcement(Effect):
    """A large line across the middle of the board: "The zombies' turn"."""

    def __init__(self, text: str, sub: str = "", colour=(250, 236, 200), duration: float = 1.1) -> None:
        super().__init__()
        self.duration = duration
        self.image = art.serif(54, "bold").render(text, True, colour)
        self.shadow = art.serif(54, "bold").render(text, True, (10, 6, 4))
        self.sub = art.serif(24, "italic").render(sub, True, colour) if sub else None

    def draw(self, surface, layout) -> None:
        u = self.u
        alpha = int(255 * min(1.0, u / 0.15, (1 - u) / 0.3 if u > 0.7 else 1.0))
        cx, cy = layout.view.centerx, layout.view.centery - layout.view.h // 6
        band = pygame.Surface((layout.view.w, self.image.get_height() + (40 if self.sub else 24)), pygame.SRCALPHA)
        band.fill((0, 0, 0, int(alpha * 0.45)))
        surface.blit(band, band.get_rect(center=(cx, cy + (10 if self.sub else 0))))
        for img, off in ((self.shadow, 3), (self.image, 0)):
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(cx + off, cy + off)))
        if self.sub:
            self.sub.set_alpha(alpha)
            surface.blit(self.sub, self.sub.get_rect(center=(cx, cy + self.image.get_height() // 2 + 14)))


class Effects:
    """The running effects; `speed` is the animation scale (0: effects are skipped)."""

    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, effect: Effect, scale: float) -> None:
        if scale <= 0:
            return
        effect.duration *= scale
        self.items.append(effect)

    def update(self, dt: float) -> None:
        self.items = [e for e in self.items if e.update(dt)]

    def draw(self, surface, layout, over_board: bool = True) -> None:
        for e in self.items:
            if isinstance(e, Announcement) != over_board:
                e.draw(surface, layout)

    def clear(self) -> None:
        self.items.clear()
