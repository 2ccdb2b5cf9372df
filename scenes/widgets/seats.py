"""Who is who at every table: each seat's colour, colour-blind shape and how the table names it.

The engine numbers seats from 0; players read "Seat 2". A seat is named by the person (or the
computer) sitting there, with the seat number, so the log, the banner and the panels agree:
"Alice (seat 2)". Colours come from the house palette, each with a shape so that no seat is
told apart by colour alone.
"""
from __future__ import annotations

import functools
import math

import pygame

from ..i18n import _
from ..palette import SEATS, contrast
from ..session import default_name, is_computer, told_apart

RGB = tuple[int, int, int]
READABLE = 4.5  # WCAG AA for text
DARKEST_PAPER = (183, 170, 140)  # the parchment's darkest fibres, where a name may sit


def seat_colour(seat: int) -> RGB:
    """The colour of a 0-based seat."""
    return SEATS.get(seat + 1, SEATS[1])[0]


def seat_shape(seat: int) -> str:
    return SEATS.get(seat + 1, SEATS[1])[1]


def darker(colour: RGB, k: float = 0.6) -> RGB:
    return tuple(int(c * k) for c in colour)


def ink_of(colour: RGB) -> RGB:
    """The seat's colour darkened just enough to read as text on parchment (WCAG AA even on its
    darkest fibres): gold needs more than blue."""
    return _ink(tuple(colour))


@functools.lru_cache(maxsize=64)
def _ink(colour: RGB) -> RGB:
    """`ink_of`, worked out once a colour: a table names its seats in their inks at every frame,
    and darkening step by step, each step's contrast reckoned in WCAG's luminance, was a
    millisecond of a Zvery frame. The seats are a handful of colours."""
    k = 1.0
    while contrast(darker(colour, k), DARKEST_PAPER) < READABLE and k > 0.05:
        k -= 0.05
    return darker(colour, k)


def lighter(colour: RGB, k: float = 0.5) -> RGB:
    return tuple(int(c + (255 - c) * k) for c in colour)


def is_afar(session, seat: int | None) -> bool:
    """Is the seat a person at another screen (an online game's)? Their moves are waited for,
    not computed, and come at a person's pace."""
    seats = getattr(session, "seats", [])
    return seat is not None and 0 <= seat < len(seats) and seats[seat] == "remote"


class Names:
    """The table's names for seats: `of(seat)` -> "Alice" (with the seat number added when two
    seats share a name, as two computers do), `full(seat)` -> "Seat 2 · Alice" for banners and
    panels ("Player 2" alone: the default name says its seat already)."""

    def __init__(self, session) -> None:
        self.session = session

    def afar(self, seat: int | None) -> bool:
        return is_afar(self.session, seat)

    def of(self, seat: int) -> str:
        if not 0 <= seat < len(self.session.seats):
            return self.session.name(seat)
        return told_apart(self.session.names, seat)  # every seat's name, worked out once

    def full(self, seat: int) -> str:
        name = self.of(seat)
        seats = self.session.seats
        if 0 <= seat < len(seats) and not is_computer(seats[seat]) and name == default_name(seat, seats[seat]):
            return name  # ("Seat 2 · Player 2" said the number twice)
        # TRANSLATORS: a seat and who sits there, for banners: "Seat 2 · Ann".
        return _("Seat {number} \u00b7 {name}").format(number=seat + 1, name=name)


def draw_shape(surface: pygame.Surface, shape: str, centre, radius: float, colour: RGB,
               outline: RGB = (30, 20, 14)) -> None:
    """A seat's colour-blind mark: circle, square, triangle or diamond, outlined."""
    x, y = centre
    r = radius
    if shape == "square":
        points = [(x - r * 0.85, y - r * 0.85), (x + r * 0.85, y - r * 0.85), (x + r * 0.85, y + r * 0.85),
                  (x - r * 0.85, y + r * 0.85)]
    elif shape == "triangle":
        points = [(x + r * math.cos(a), y + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    elif shape == "diamond":
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    else:
        pygame.draw.circle(surface, colour, (x, y), r)
        pygame.draw.circle(surface, outline, (x, y), r, width=max(1, int(r / 5)))
        return
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, width=max(1, int(r / 5)))
