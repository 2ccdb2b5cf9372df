"""Where everything sits on Zvery's table, computed from the window size (it resizes freely).

The left of the window is the table: the banner across the top (what the game waits for),
the action bar along the bottom (the buttons of the moment) and the stage between them. The
stage has two arrangements:

* between battles: the other player's creatures along the top, the market in the middle (the
  three level decks, the wild creatures, the mutation deck and the face-up mutations) and the
  current player's creatures along the bottom, nearest the person whose round it is;
* in a battle: the two sides face to face above the dice tray (the current player's on the
  left), or, when that draws the cards smaller (a final battle's whole teams), stacked - the
  foes along the top, the tray, the current player's fighters below it; the skill cards of the
  fighter about to act along the bottom either way.

The right column holds the shell's buttons, the two seats, the decks, the card under the
mouse shown large (its small print readable) and the log.
"""
from __future__ import annotations

import pygame

BANNER_H = 66
BAR_H = 54
GAP = 8
CARD_RATIO = 0.72  # a card's width to its height
PLATE_W = 118  # a row's name plate, at its left (rows between battles, stacked battle sides)
PLATE_H = 26  # a face-to-face battle side's name plate, above its creatures


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

    def between(self, starters: bool) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(the top roster, the market, the bottom roster). While the starters are picked the
        rosters hold one card at most and the starters take half the stage, to be read."""
        if not starters:
            return self.roster_top, self.market, self.roster_bottom
        s = self.stage
        band = (s.h - 2 * GAP) // 4
        return (pygame.Rect(s.x, s.y, s.w, band), pygame.Rect(s.x, s.y + band + GAP, s.w, s.h - 2 * (band + GAP)),
                pygame.Rect(s.x, s.bottom - band, s.w, band))

    # --- in a battle ---------------------------------------------------------------------------------
    def _in_battle(self) -> None:
        s = self.stage
        tray_h = max(80, min(100, s.h // 7))
        skills_h = max(110, min(156, s.h // 4))  # two rows of skill cards when a creature has many
        side_h = (s.h - tray_h - skills_h - 3 * GAP) // 2
        self.side_top = pygame.Rect(s.x, s.y, s.w, side_h)
        self.tray_stacked = pygame.Rect(s.x + 60, self.side_top.bottom + GAP, s.w - 120, tray_h)
        self.side_bottom = pygame.Rect(s.x, self.tray_stacked.bottom + GAP, s.w, side_h)
        self.skills = pygame.Rect(s.x, self.side_bottom.bottom + GAP, s.w, skills_h)
        # Face to face: each side's creatures in one half of a tall band, the tray beneath them.
        band_h = self.skills.y - GAP - tray_h - GAP - s.y
        half = (s.w - 3 * GAP) // 2
        self.side_left = pygame.Rect(s.x, s.y, half, band_h)
        self.side_right = pygame.Rect(s.right - half, s.y, half, band_h)
        self.tray_facing = pygame.Rect(s.x + 30, self.side_left.bottom + GAP, s.w - 60, tray_h)
        self.facing = False
        self.tray = self.tray_stacked

    def arrange_battle(self, teams: tuple[int, int]) -> None:
        """Choose how a battle's sides face each other (`faces_off`); the tray goes with them."""
        self.facing = self.faces_off(teams)
        self.tray = self.tray_facing if self.facing else self.tray_stacked

    def faces_off(self, teams: tuple[int, int]) -> bool:
        """Are the sides of a battle of these team sizes face to face (side by side above the
        tray) rather than stacked (the foes above, yours below, each a row as wide as the
        table)? Whichever draws the cards larger."""
        stacked = min(card_size(self.side_top.h - 6, self.side_top.w - PLATE_W, max(2, n), 16)[1]
                      for n in teams)
        facing = min(card_size(self.side_left.h - PLATE_H, self.side_left.w, max(1, n), 12)[1] for n in teams)
        return facing > stacked

    def side_area(self, side: int, facing: bool | None = None) -> pygame.Rect:
        """Where a battle side's creatures (and their name plate) go, as arranged now (or as
        they would be, `facing` or not)."""
        if self.facing if facing is None else facing:
            return self.side_left if side == 0 else self.side_right
        return self.side_bottom if side == 0 else self.side_top

    def zoom_card(self) -> pygame.Rect:
        """The card shown large in the right column, centred in its panel."""
        h = self.zoom.h - 16
        card = pygame.Rect(0, 0, int(h * CARD_RATIO), h)
        card.center = self.zoom.center
        return card


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
