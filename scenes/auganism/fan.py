"""Where each card of a hand lies, fanned along the foot of the table.

A hand is spread evenly and centred in its area. While the pointer is over it, though, it keeps
the places it was spread in: a card played leaves its gap, and the card the person reaches for
next is still where they saw it. (Spread again at once, every card slid half a place, and the
next click landed on a neighbour or on nothing.) The hand is spread afresh once the pointer
leaves its area, at the next turn, or when a card joins it.
"""
from __future__ import annotations

import pygame

CARD_RATIO = 0.7
GAP = 8  # between two cards, while the hand has room for them side by side
TOP = 6  # room above the cards
LIFT = 14  # how far the card under the pointer rises: the pointer on its top is still over the hand


def spread(count: int, area: pygame.Rect) -> list[pygame.Rect]:
    """`count` cards side by side, centred in `area`, overlapping only when the hand is too long."""
    h = area.h - TOP
    w = int(h * CARD_RATIO)
    step = min(w + GAP, (area.w - w) // max(1, count - 1)) if count > 1 else 0
    x0 = area.centerx - (w + step * (count - 1)) // 2
    return [pygame.Rect(x0 + i * step, area.y + TOP, w, h) for i in range(count)]


class Fan:
    """One hand's places (see the module's docstring), by card instance."""

    def __init__(self) -> None:
        self._places: dict[str, pygame.Rect] = {}
        self._spread_for: tuple = ()  # the turn and the area the places were spread for

    def lay(self, uids: list[str], area: pygame.Rect, turn: int, pointer: tuple[int, int]) -> list[pygame.Rect]:
        """The rectangle of each card in `uids` (the hand in order)."""
        over = pygame.Rect(area.x, area.y - LIFT, area.w, area.h + LIFT).collidepoint(pointer)
        held = over and self._spread_for == (turn, tuple(area))
        if held and all(uid in self._places for uid in uids):
            return [self._places[uid] for uid in uids]
        rects = spread(len(uids), area)
        self._places = dict(zip(uids, rects))
        self._spread_for = (turn, tuple(area))
        return rects
