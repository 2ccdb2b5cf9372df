"""Words on a rounded plate that a screen draws, and clicks, itself: in a theme block's looks.

The menu's "Learn to play" on each game's card is one. As pygame-gui buttons the five of them
were a quarter of the menu's making, some 3 ms of the start: each a widget with a layout of its
own words, its theme looked up field by field and its looks drawn one by one, where the card it
sits on is the menu's own drawing, hovered and clicked by the menu already. A Pill takes from the
theme what a button of its block would - the colours of each look, the border, the corners, the
shadow and the font - so the theme file still decides how it looks (and the contrast test still
reads it there); one Pill draws the same words for every card, and each look once.
"""
from __future__ import annotations

from typing import Any

import pygame

LOOKS = ("normal", "hovered", "active")  # resting, under the pointer, pressed
SMOOTHING = 4  # the plate is drawn this many times larger, then smoothed down: corners without steps


class Pill:
    """`text` on a plate in the looks of the theme block `ids` (["#lesson", "button"]: what a
    pygame-gui button with that object id shows), drawn at any size asked."""

    def __init__(self, manager: Any, ids: list[str], text: str) -> None:
        self.manager = manager
        self.ids = ids
        self.text = text
        self.font = manager.get_theme().get_font(ids)
        self._pictures: dict[tuple[tuple[int, int], str], pygame.Surface] = {}

    def width(self, padding: int = 18) -> int:
        """How wide the words are with `padding` beside them (a button's room for them)."""
        return self.font.size(self.text)[0] + padding

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, look: str = "normal") -> None:
        surface.blit(self.picture(rect.size, look), rect)

    def picture(self, size: tuple[int, int], look: str = "normal") -> pygame.Surface:
        """The pill at `size` in `look`, drawn the first time it is asked for."""
        key = (tuple(size), look)
        found = self._pictures.get(key)
        if found is None:
            found = self._pictures[key] = self._drawn(key[0], look)
        return found

    def _drawn(self, size: tuple[int, int], look: str) -> pygame.Surface:
        theme = self.manager.get_theme()
        shadow, radius, border = (_number(theme.get_misc_data(name, self.ids))
                                  for name in ("shadow_width", "shape_corner_radius", "border_width"))
        picture = pygame.Surface(size, pygame.SRCALPHA)
        if shadow:
            shade = self.manager.get_shadow(size, shadow, "rectangle", corner_radius=[radius + shadow] * 4)
            if shade is not None:
                picture.blit(shade, (0, 0))
        body = pygame.Rect(shadow, shadow, size[0] - 2 * shadow, size[1] - 2 * shadow)
        picture.blit(_plate(body.size, radius, border, self._colour(f"{look}_border"), self._colour(f"{look}_bg")),
                     body)
        words = self.font.render_premul(self.text, self._colour(f"{look}_text"))
        picture.blit(words, words.get_rect(center=body.center), special_flags=pygame.BLEND_PREMULTIPLIED)
        return picture

    def _colour(self, name: str) -> pygame.Color:
        found = self.manager.get_theme().get_colour_or_gradient(name, self.ids)
        return found if isinstance(found, pygame.Color) else pygame.Color(found.colour_1)  # a gradient: its first


def _plate(size: tuple[int, int], radius: int, border: int, edge: pygame.Color, ground: pygame.Color) -> pygame.Surface:
    """A rounded plate with a border, its corners smoothed."""
    width, height = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((width * SMOOTHING, height * SMOOTHING), pygame.SRCALPHA)
    outer = big.get_rect()
    pygame.draw.rect(big, edge, outer, border_radius=radius * SMOOTHING)
    inner = outer.inflate(-2 * border * SMOOTHING, -2 * border * SMOOTHING)
    pygame.draw.rect(big, ground, inner, border_radius=max(0, radius - border) * SMOOTHING)
    return pygame.transform.smoothscale(big, (width, height))


def _number(value: Any) -> int:
    """A theme's number ("13", or one per corner, "13,13,13,13": the first)."""
    try:
        return int(str(value).split(",")[0])
    except ValueError:
        return 0
