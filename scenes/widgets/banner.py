"""The banner every table shows: what the game waits for, and from whom, across the top.

The first thing a player reads: a parchment ribbon with one line in large type ("Seat 2 ·
Alice: your turn - get ready, then Roll"), a line of help under it, and at its left a
disc in the colour (and shape) of the seat the table waits for, so the table says whose move
it is before anyone reads a word. Rendered when the words change, not every frame.

A help line too long for one line at a comfortable size takes two, under a smaller title:
what a skill will do or what the dice read was cut short mid-word at 1024x640 ("...then
decrement a die 2 ti..."), and at the floor of 12 px EB Garamond italic is hard to read.
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
        self._fitted: dict[tuple[str, ...], str] = {}  # first_fitting's answers at this width
        self.text = ("", "")

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._key = None
        self._fitted.clear()

    def draw(self, surface: pygame.Surface, title: str, detail: str, seat: int | None,
             accent: tuple[int, int, int] | None = None) -> None:
        """`accent`: the title's ink when no seat is waited for (a solo game's own colours)."""
        key = (title, detail, seat, self.rect.size, accent)
        if key != self._key:
            self._key = key
            self.text = (title, detail)
            self._image = self._render(title, detail, seat, accent or ACCENT)
        surface.blit(self._image, (self.rect.x - 6, self.rect.y - 4))

    SMALLEST_DETAIL = 12  # the help line's type shrinks to this before it is cut short
    ONE_LINE_SMALLEST = 15  # a help line that would need smaller type than this takes two lines
    TWO_LINES_TITLE = 22  # the title's largest size over a two-line help line

    def room(self) -> int:
        """The width the help line may take (beside a seat's stripe and disc)."""
        return self.rect.w - 64 - 20

    FITTED_KEPT = 64  # first_fitting's answers kept: a table asks for the same few wordings every frame

    def first_fitting(self, *details: str) -> str:
        """The first of `details` (longest wording first) that the help line holds whole, on its
        two lines at its smallest type, else the last: a table words its line to fit rather
        than have it cut.

        Tables ask every frame (EverZone words its banner from the newest log line while the
        reveal plays), and wrapping a long line measures it word by word - several milliseconds
        a frame - so each answer is kept until the banner is placed again."""
        found = self._fitted.get(details)
        if found is None:
            font = art.serif(self.SMALLEST_DETAIL, "italic")
            found = next((d for d in details if len(art.wrap(d, font, self.room())) <= 2), details[-1])
            if len(self._fitted) >= self.FITTED_KEPT:
                self._fitted.clear()
            self._fitted[details] = found
        return found

    def detail_lines(self, detail: str, width: int) -> tuple[pygame.font.Font, list[str]]:
        """The help line's type and lines: one line as large as fits (17 to 15 px), else two at
        the largest size that holds them (15 to 12 px), else two at 12 px, the second cut short."""
        one = art.fitting_serif(detail, width, 17, style="italic", smallest=self.ONE_LINE_SMALLEST)
        if one.size(detail)[0] <= width:
            return one, [detail]
        for size in range(self.ONE_LINE_SMALLEST, self.SMALLEST_DETAIL - 1, -1):
            font = art.serif(size, "italic")
            if font.size(detail)[0] > 2 * width:
                continue  # longer than two whole lines: no wrapping holds it (one measure, not a wrap)
            lines = art.wrap(detail, font, width)
            if len(lines) <= 2:
                return font, lines
        lines = art.wrap(detail, font, width)
        return font, [lines[0], _cut(" ".join(lines[1:]), font, width)]

    def _render(self, title: str, detail: str, seat: int | None, accent: tuple[int, int, int]) -> pygame.Surface:
        sheet = art.parchment_panel(self.rect.size, radius=10).copy()
        left = 16
        if seat is not None and seat >= 0:
            colour = seat_colour(seat)
            accent = ink_of(colour)
            stripe = pygame.Rect(6 + 8, 4 + 8, 8, self.rect.h - 16)
            pygame.draw.rect(sheet, colour, stripe, border_radius=4)
            draw_shape(sheet, seat_shape(seat), (6 + 40, 4 + self.rect.h // 2), 15, colour)
            left = 64
        inner = self.rect.w - left - 20
        centre = 6 + left + inner // 2
        dfont, lines = self.detail_lines(detail, inner) if detail else (None, [])
        two = len(lines) > 1
        font = art.fitting_serif(title, inner, self.TWO_LINES_TITLE if two else 27, smallest=16)
        text = font.render(title, True, accent)
        sheet.blit(text, text.get_rect(midtop=(centre, 4 + (3 if two else 6))))
        top = 4 + (27 if two else 40)
        for line in lines:
            sub = dfont.render(line, True, art.INK_SOFT)
            sheet.blit(sub, sub.get_rect(midtop=(centre, top)))
            top += dfont.get_linesize() + 1
        return sheet


def _cut(line: str, font: pygame.font.Font, width: int) -> str:
    """`line` as it fits `width`, else shortened to it with an ellipsis."""
    return line if font.size(line)[0] <= width else art.ellipsized(line, font, width)
