"""Where everything sits on Zvery's table, computed from the window size (it resizes freely).

The left of the window is the table: the banner across the top (what the game waits for),
the action bar along the bottom (the buttons of the moment) and the stage between them. The
stage has two arrangements:

* between battles: the other player's creatures along the top, the market in the middle (the
  three level decks, the wild creatures, the mutation deck and the face-up mutations) and the
  current player's creatures along the bottom, nearest the person whose round it is;
* in a battle: the wild creatures (or, in the final battle, the other player's) along the
  top, the dice tray in the middle, the current player's fighters below it and the skill
  cards of the fighter about to act along the bottom.

The right column holds the shell's buttons, the two seats, the decks, the card under the
mouse shown large (its small print readable) and the log.
"""
from __future__ import annotations

import pygame

BANNER_H = 66
BAR_H = 54
GAP = 8
CARD_RATIO = 0.72  # a card's width to its height


class Layout:
    def __init__(self, size: tuple[int, int]) -> None:
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.panel_w = 360 if w >= 1240 else 320
        self.table = pygame.Rect(0, 0, w - self.panel_w, h)
        self.panel = pygame.Rect(self.table.right, 0, self.panel_w, h)
        self.banner = pygame.Rect(0, 0, min(self.table.w - 32, 860), BANNER_H)
        self.banner.midtop = (self.table.centerx, 8)
        self.bar = pygame.Rect(self.table.x + 10, h - BAR_H - 6, self.table.w - 20, BAR_H)
        self.stage = pygame.Rect(self.table.x + 12, self.banner.bottom + GAP, self.table.w - 24,
                                 self.bar.y - self.banner.bottom - 2 * GAP)
        self._between_battles()
        self._in_battle()
        self.buttons = pygame.Rect(self.panel.x + 10, 8, self.panel.w - 20, 36)
        self.seats = pygame.Rect(self.panel.x + 10, self.buttons.bottom + GAP, self.panel.w - 20, 2 * 64 + GAP)
        top = self.seats.bottom + GAP
        self.decks = pygame.Rect(self.panel.x + 10, top, self.panel.w - 20, 86)
        room = h - self.decks.bottom - 3 * GAP
        zoom_h = max(120, min(310, int(room * 0.58)))
        self.zoom = pygame.Rect(self.panel.x + 10, self.decks.bottom + GAP, self.panel.w - 20, zoom_h)
        self.log = pygame.Rect(self.panel.x + 10, self.zoom.bottom + GAP, self.panel.w - 20,
                               h - self.zoom.bottom - 2 * GAP)

    def seat_rect(self, row: int) -> pygame.Rect:
        """The right column's line for a seat: row 0 the current player, 1 the other."""
        return pygame.Rect(self.seats.x, self.seats.y + row * (64 + GAP), self.seats.w, 64)

    # --- between battles ---------------------------------------------------------------------------
    def _between_battles(self) -> None:
        s = self.stage
        band = (s.h - 2 * GAP) // 3
        self.roster_top = pygame.Rect(s.x, s.y, s.w, band)
        self.market = pygame.Rect(s.x, s.y + band + GAP, s.w, band)
        self.roster_bottom = pygame.Rect(s.x, s.bottom - band, s.w, band)

    # --- in a battle ---------------------------------------------------------------------------------
    def _in_battle(self) -> None:
        s = self.stage
        tray_h = max(80, min(100, s.h // 7))
        skills_h = max(110, min(156, s.h // 4))  # two rows of skill cards when a creature has many
        side_h = (s.h - tray_h - skills_h - 3 * GAP) // 2
        self.side_top = pygame.Rect(s.x, s.y, s.w, side_h)
        self.tray = pygame.Rect(s.x + 60, self.side_top.bottom + GAP, s.w - 120, tray_h)
        self.side_bottom = pygame.Rect(s.x, self.tray.bottom + GAP, s.w, side_h)
        self.skills = pygame.Rect(s.x, self.side_bottom.bottom + GAP, s.w, skills_h)


def card_size(height: int, width_room: int, count: int, gap: int = 12) -> tuple[int, int]:
    """The largest card (at CARD_RATIO) that fits `count` across `width_room` within `height`."""
    count = max(1, count)
    h = height
    w = int(h * CARD_RATIO)
    room = (width_room - gap * (count - 1)) // count
    if w > room:
        w = room
        h = int(w / CARD_RATIO)
    return max(40, w), max(56, h)


def row_rects(area: pygame.Rect, count: int, size: tuple[int, int], gap: int = 12,
              anchor: str = "center") -> list[pygame.Rect]:
    """`count` rects of `size` side by side in `area`, centred (or from the left), vertically centred."""
    w, h = size
    total = count * w + (count - 1) * gap
    x = area.centerx - total // 2 if anchor == "center" else area.x
    y = area.centery - h // 2
    return [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(count)]
