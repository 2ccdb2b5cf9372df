"""The banner every table shows: what the game waits for, and from whom, across the top.

The first thing a player reads: a parchment ribbon with one line in large type ("Seat 2 ·
Alice: your turn - get ready, then Roll"), one line of help under it, and at its left a
disc in the colour (and shape) of the seat the table waits for, so the table says whose move
it is before anyone reads a word. Rendered when the words change, not every frame.
"""
from __future__ import annotations

import pygame

from . import art
from .seats import draw_shape, ink_of, seat_colour, seat_shape

ACCENT = (113, 38, 19)  # the title's ink when no seat is waited for


class Banner:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 600, 66)
        self._key = None
        self._image: pygame.Surface | None = None
        self.text = ("", "")

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._key = None

    def draw(self, surface: pygame.Surface, title: str, detail: str, seat: int | None) -> None:
        key = (title, detail, seat, self.rect.size)
        if key != self._key:
            self._key = key
            self.text = (title, detail)
            self._image = self._render(title, detail, seat)
        surface.blit(self._image, (self.rect.x - 6, self.rect.y - 4))

    SMALLEST_DETAIL = 12  # the help line's type shrinks to this before it is cut short

    def room(self) -> int:
        """The width the help line may take (beside a seat's stripe and disc)."""
        return self.rect.w - 64 - 20

    def first_fitting(self, *details: str) -> str:
        """The first of `details` (longest wording first) that the help line holds whole at its
        smallest type, else the last: a table words its line to fit rather than have it cut."""
        font = art.serif(self.SMALLEST_DETAIL, "italic")
        return next((d for d in details if font.size(d)[0] <= self.room()), details[-1])

    def _render(self, title: str, detail: str, seat: int | None) -> pygame.Surface:
        sheet = art.parchment_panel(self.rect.size, radius=10).copy()
        left = 16
        accent = ACCENT
        if seat is not None and seat >= 0:
            colour = seat_colour(seat)
            accent = ink_of(colour)
            stripe = pygame.Rect(6 + 8, 4 + 8, 8, self.rect.h - 16)
            pygame.draw.rect(sheet, colour, stripe, border_radius=4)
            draw_shape(sheet, seat_shape(seat), (6 + 40, 4 + self.rect.h // 2), 15, colour)
            left = 64
        inner = self.rect.w - left - 20
        font = art.fitting_serif(title, inner, 27, smallest=16)
        text = font.render(title, True, accent)
        centre = 6 + left + inner // 2
        sheet.blit(text, text.get_rect(midtop=(centre, 4 + 6)))
        if detail:
            dfont = art.fitting_serif(detail, inner, 17, style="italic", smallest=self.SMALLEST_DETAIL)
            line = detail
            while dfont.size(line)[0] > inner and len(line) > 4:
                line = line[:-2]
            if line != detail:
                line = line.rstrip() + "..."
            sub = dfont.render(line, True, art.INK_SOFT)
            sheet.blit(sub, sub.get_rect(midtop=(centre, 4 + 40)))
        return sheet
