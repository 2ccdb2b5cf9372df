"""Where everything sits on Auganism's table, computed from the window size.

The left of the window is the table: the banner on top, the action bar at the bottom, the
viewer's hand fanned just above the bar. Between them, each duel is a column with two rows of
zones: the opponent's along the top, the viewer's side along the bottom, and a strip between
them where the battle is played out. A duel has one column; a tag battle two, side by side (the
viewer's own duel on the left). A row holds, left to right: the hero, the deck and graveyard,
the EVP Zone, the Summon Zone (the largest card) and the Augment Zone.

The right column holds the shell's buttons, one line per seat, the card under the mouse shown
large, and the log.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

BANNER_H = 66
BAR_H = 54
GAP = 8
CARD_RATIO = 0.7


@dataclass
class Row:
    """One player's zones."""

    rect: pygame.Rect
    hero: pygame.Rect
    deck: pygame.Rect
    grave: pygame.Rect
    evp: pygame.Rect
    summon: pygame.Rect
    augments: pygame.Rect

    @property
    def zone_card(self) -> tuple[int, int]:
        """The size of a card in the EVP or the Augment Zone."""
        return int(self.evp.h * CARD_RATIO), self.evp.h


class Layout:
    def __init__(self, size: tuple[int, int], duels: int) -> None:
        self.duels = duels
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.panel_w = 340 if w >= 1240 else 300
        self.table = pygame.Rect(0, 0, w - self.panel_w, h)
        self.panel = pygame.Rect(self.table.right, 0, self.panel_w, h)
        self.banner = pygame.Rect(0, 0, min(self.table.w - 32, 860), BANNER_H)
        self.banner.midtop = (self.table.centerx, 8)
        self.bar = pygame.Rect(self.table.x + 10, h - BAR_H - 6, self.table.w - 20, BAR_H)
        hand_h = max(150, min(170, int(h * 0.21)))  # the hand decides each turn: the largest cards at 1024x640
        self.hand = pygame.Rect(self.table.x + 20, self.bar.y - hand_h - 2, self.table.w - 40, hand_h)
        stage = pygame.Rect(self.table.x + 8, self.banner.bottom + GAP, self.table.w - 16,
                            self.hand.y - self.banner.bottom - 2 * GAP)
        col_w = (stage.w - GAP * (self.duels - 1)) // self.duels
        self.columns = [pygame.Rect(stage.x + i * (col_w + GAP), stage.y, col_w, stage.h) for i in range(self.duels)]
        self.rows: list[tuple[Row, Row]] = []  # per duel: (top row, bottom row)
        self.middles: list[pygame.Rect] = []
        for col in self.columns:
            middle_h = max(48, min(110, col.h // 6))  # two lines of the battle's words at least
            row_h = (col.h - middle_h - 2 * GAP) // 2
            top = self._row(pygame.Rect(col.x, col.y, col.w, row_h))
            middle = pygame.Rect(col.x, col.y + row_h + GAP, col.w, middle_h)
            bottom = self._row(pygame.Rect(col.x, middle.bottom + GAP, col.w, row_h))
            self.rows.append((top, bottom))
            self.middles.append(middle)
        self.buttons = pygame.Rect(self.panel.x + 10, 8, self.panel.w - 20, 36)
        seat_h = 54 if self.duels == 1 else 40
        self.seats = pygame.Rect(self.panel.x + 10, self.buttons.bottom + GAP, self.panel.w - 20,
                                 (seat_h + 6) * 2 * self.duels)
        room = h - self.seats.bottom - 3 * GAP
        zoom_h = max(140, min(330, int(room * 0.6)))
        self.zoom = pygame.Rect(self.panel.x + 10, self.seats.bottom + GAP, self.panel.w - 20, zoom_h)
        self.log = pygame.Rect(self.panel.x + 10, self.zoom.bottom + GAP, self.panel.w - 20,
                               h - self.zoom.bottom - 2 * GAP)
        self.seat_h = seat_h

    def preview_card(self) -> pygame.Rect:
        """Where the card under the pointer is shown large, in the right column."""
        h = self.zoom.h - 16
        card = pygame.Rect(0, 0, int(h * CARD_RATIO), h)
        card.center = self.zoom.center
        return card

    def seat_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.seats.x, self.seats.y + index * (self.seat_h + 6), self.seats.w, self.seat_h)

    def _row(self, rect: pygame.Rect) -> Row:
        h = rect.h - 10
        big = (int(h * CARD_RATIO), h)
        small = (int(h * 0.62 * CARD_RATIO), int(h * 0.62))
        x = rect.x
        y = rect.y + 5
        hero = pygame.Rect(x, y, small[0], small[1])
        deck = pygame.Rect(x, hero.bottom + 6, small[0] // 2 - 2, h - small[1] - 6)
        grave = pygame.Rect(deck.right + 4, deck.y, deck.w, deck.h)
        x = hero.right + 10
        summon_x = rect.centerx - big[0] // 2 + (rect.w // 10 if rect.w > 700 else 0)
        evp = pygame.Rect(x, y + (h - small[1]) // 2, max(small[0], summon_x - x - 12), small[1])
        summon = pygame.Rect(summon_x, y, big[0], big[1])
        augments = pygame.Rect(summon.right + 12, y + (h - small[1]) // 2, rect.right - summon.right - 14, small[1])
        return Row(rect, hero, deck, grave, evp, summon, augments)
