"""Where everything sits on EverZone's table, computed from the window size.

The left of the window is the table: the banner on top (where an announcement such as "Battle
2" shows, over it, while the table plays), the action bar at the bottom and the viewer's hand
just above it. Between them, three bands: the enemy armies along the top (one,
or two side by side in the three-player and 2v2 games), the battle strip in the middle (the
location with its turns, each army's totals, the battle deck), and the viewer's own army at the
bottom (with the partner's beside it in 2v2). Each army's area holds, left to right, its piles
(deck, retreat, fallen), its deployed cards and its supports in play.

The right column holds the shell's buttons, one line per seat (command points, surrenders), the
card under the mouse shown large, and the log.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

BANNER_H = 66
BAR_H = 54
GAP = 8
RATIO = 0.7
ICON = 22  # a value's icon in an army's line of the battle strip, at most


def card_size(height: int) -> tuple[int, int]:
    """A card `height` tall: (width, height)."""
    return int(height * RATIO), height


@dataclass(frozen=True)
class SetupBoard:
    """The secret setup's board in `stage`: the leaders' row (its height), then the reserve of
    locations from `reserve_top`, five by three, each tile `tile` in size. A tile is wider than
    a location card where the board has room (up to twice as wide as tall): at 1024x640 the
    grid was held to the card's shape by its height, and twelve of fifteen names were cut."""

    leader_h: int
    reserve_top: int
    tile: tuple[int, int]

    COLS, ROWS, SPACE = 5, 3, 8

    @classmethod
    def of(cls, stage: pygame.Rect, dealt_later: bool) -> SetupBoard:
        leader_h = int(stage.h * 0.4)
        top = stage.y + 6 + 26 + leader_h + 14
        gh = (stage.bottom - top - (52 if dealt_later else 30) - (cls.ROWS - 1) * cls.SPACE) // cls.ROWS
        gw = min(gh * 2, (stage.w - 24 - (cls.COLS - 1) * cls.SPACE) // cls.COLS)
        return cls(leader_h, top, (gw, min(gh, int(gw / 1.6))))


@dataclass
class Area:
    """One seat's part of the table."""

    rect: pygame.Rect
    label: pygame.Rect
    deck: pygame.Rect
    retreat: pygame.Rect
    fallen: pygame.Rect
    field: pygame.Rect
    supports: pygame.Rect

    @property
    def card(self) -> tuple[int, int]:
        """A deployed unit's size: as tall as the field."""
        return card_size(self.field.h)

    @property
    def support_card(self) -> tuple[int, int]:
        return card_size(self.supports.h)

    @property
    def thumb(self) -> tuple[int, int]:
        """A pile's top card, small at the pile's left."""
        return card_size(self.deck.h - 4)


class Layout:
    def __init__(self, size: tuple[int, int], top: int, bottom: int) -> None:
        self.top_count, self.bottom_count = top, bottom
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.panel_w = 330 if w >= 1240 else 290
        self.table = pygame.Rect(0, 0, w - self.panel_w, h)
        self.panel = pygame.Rect(self.table.right, 0, self.panel_w, h)
        self.banner = pygame.Rect(0, 0, min(self.table.w - 32, 860), BANNER_H)
        self.banner.midtop = (self.table.centerx, 8)
        self.heading = self.banner.inflate(12, 8)  # the banner's sheet, its shadow too: where a heading shows
        self.bar = pygame.Rect(self.table.x + 10, h - BAR_H - 6, self.table.w - 20, BAR_H)
        hand_h = max(100, min(160, int(h * 0.17)))
        self.hand = pygame.Rect(self.table.x + 16, self.bar.y - hand_h - 4, self.table.w - 32, hand_h)
        stage = pygame.Rect(self.table.x + 8, self.banner.bottom + GAP, self.table.w - 16,
                            self.hand.y - self.banner.bottom - 2 * GAP)
        self.stage = stage
        middle_h = max(104, min(150, stage.h // 4))
        band_h = (stage.h - middle_h - 2 * GAP) // 2
        self.top = self._band(pygame.Rect(stage.x, stage.y, stage.w, band_h), self.top_count)
        self.middle = pygame.Rect(stage.x, stage.y + band_h + GAP, stage.w, middle_h)
        self.bottom = self._band(pygame.Rect(stage.x, self.middle.bottom + GAP, stage.w, band_h), self.bottom_count)
        loc_h = self.middle.h - 8
        self.location = pygame.Rect(self.middle.x + 4, self.middle.y + 4, int(loc_h * 1.6), loc_h)
        deck_h = self.middle.h - 30
        self.battle_deck = pygame.Rect(0, 0, int(deck_h * 1.4), deck_h)
        self.battle_deck.topright = (self.middle.right - 6, self.middle.y + 4)
        self.armies = pygame.Rect(self.location.right + 12, self.middle.y + 4,
                                  self.battle_deck.x - self.location.right - 24, self.middle.h - 8)
        self.buttons = pygame.Rect(self.panel.x + 10, 8, self.panel.w - 20, 36)
        seats = self.top_count + self.bottom_count
        self.seat_h = 56 if seats <= 2 else 46
        self.seats = pygame.Rect(self.panel.x + 10, self.buttons.bottom + GAP, self.panel.w - 20,
                                 (self.seat_h + 6) * seats)
        room = h - self.seats.bottom - 3 * GAP
        zoom_h = max(150, min(330, int(room * 0.58)))
        self.zoom = pygame.Rect(self.panel.x + 10, self.seats.bottom + GAP, self.panel.w - 20, zoom_h)
        self.log = pygame.Rect(self.panel.x + 10, self.zoom.bottom + GAP, self.panel.w - 20,
                               h - self.zoom.bottom - 2 * GAP)

    def seat_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.seats.x, self.seats.y + index * (self.seat_h + 6), self.seats.w, self.seat_h)

    @property
    def token(self) -> int:
        """A race's token on a seat's line of the side panel."""
        return self.seat_h - 16

    def army_h(self, count: int) -> int:
        """The height of each of `count` armies' lines in the battle strip."""
        return (self.armies.h - 4 * (count - 1)) // count

    def stat_icon(self, count: int) -> int:
        """A value's icon in each of `count` armies' lines."""
        return min(self.army_h(count) - 8, ICON)

    def _band(self, rect: pygame.Rect, count: int) -> list[Area]:
        count = max(1, count)
        w = (rect.w - GAP * (count - 1)) // count
        return [self._area(pygame.Rect(rect.x + i * (w + GAP), rect.y, w, rect.h)) for i in range(count)]

    def _area(self, rect: pygame.Rect) -> Area:
        label = pygame.Rect(rect.x + 8, rect.y + 4, rect.w - 16, 20)
        body_y = label.bottom + 4
        body_h = rect.bottom - body_y - 6
        pile_h = (body_h - 8) // 3
        pile_w = int(pile_h * RATIO) + 62  # a card's thumbnail and its pile's name and count beside it
        deck = pygame.Rect(rect.x + 8, body_y, pile_w, pile_h)
        retreat = pygame.Rect(rect.x + 8, deck.bottom + 4, pile_w, pile_h)
        fallen = pygame.Rect(rect.x + 8, retreat.bottom + 4, pile_w, pile_h)
        support_h = int(body_h * 0.8)
        support_w = int(support_h * RATIO)
        support_room = min(int(rect.w * 0.22), support_w + 2 * 18)
        supports = pygame.Rect(rect.right - 8 - support_room, body_y + (body_h - support_h) // 2, support_room,
                               support_h)
        field = pygame.Rect(deck.right + 12, body_y, supports.x - deck.right - 24, body_h)
        return Area(rect, label, deck, retreat, fallen, field, supports)
