"""Creature Adventures' colours beyond the seats' (which are every table's, widgets/seats.py):
the sigils and the creature tiers. The seat helpers are re-exported so this game's modules
keep one place to import who-is-who from."""
from __future__ import annotations

from ..palette import SIGILS, TIERS
from ..widgets.seats import Names, darker, draw_shape, ink_of, lighter, seat_colour, seat_shape

__all__ = ["Names", "darker", "draw_shape", "ink_of", "lighter", "seat_colour", "seat_shape", "sigil_colour",
           "tier_colour"]

RGB = tuple[int, int, int]


def sigil_colour(sigil: str) -> RGB:
    return SIGILS.get(sigil, ((200, 160, 60), "", ""))[0]


def tier_colour(tier: str) -> RGB:
    return TIERS.get(tier, TIERS["common"])
