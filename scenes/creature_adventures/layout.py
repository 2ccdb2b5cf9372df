"""Where everything sits in the window, computed from its size (the window resizes freely).

The board picture fills the left of the window, kept at its aspect, between the banner (what
the game waits for) and the action bar (the buttons of the moment). The right column holds
the shell's buttons, one panel per seat and the log. Board pictures are in board pixels
(1024 x 704, 64 per cell); `point()` maps them to the screen.

In a lesson the narrator's page stands where the log would, and is taller than a 1024 x 640
log: its words are read whole, with the rolls they speak of repeated above them (the dice
leave with the move or the battle mat), and that log's five lines could not hold both. The
two panels of a lesson stay whole beside it (at 1024 x 640 in their compact form).
"""
from __future__ import annotations

import pygame

from engine import api

from .pictures import BOARD_SIZE, CELL

BANNER_H = 66
BAR_H = 54
LESSON_PAGE = 210  # px, at least: the narrator's page in a lesson


class Layout:
    def __init__(self, size: tuple[int, int], seats: int, lesson: bool = False) -> None:
        self.seats = seats
        self.lesson = lesson  # the narrator's page stands where the log would
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = size
        self.panel_w = 390 if w >= 1240 else 350
        self.table = pygame.Rect(0, 0, w - self.panel_w, h)
        self.panel = pygame.Rect(self.table.right, 0, self.panel_w, h)
        self.banner = pygame.Rect(0, 0, min(self.table.w - 32, 860), BANNER_H)
        self.banner.midtop = (self.table.centerx, 8)
        self.bar = pygame.Rect(self.table.x + 10, h - BAR_H - 6, self.table.w - 20, BAR_H)
        room = pygame.Rect(self.table.x + 10, self.banner.bottom + 8, self.table.w - 20,
                           self.bar.y - self.banner.bottom - 14)
        self.scale = min(room.w / BOARD_SIZE[0], room.h / BOARD_SIZE[1])
        self.board = pygame.Rect(0, 0, round(BOARD_SIZE[0] * self.scale), round(BOARD_SIZE[1] * self.scale))
        self.board.center = room.center
        self.buttons = pygame.Rect(self.panel.x + 10, 8, self.panel.w - 20, 36)
        log_h = max(96 if seats_many(self.seats, h) else 120, min(230, int(h * 0.22)))
        if self.lesson:
            log_h = max(log_h, LESSON_PAGE)
        self.log = pygame.Rect(self.panel.x + 10, h - log_h - 8, self.panel.w - 20, log_h)
        top = self.buttons.bottom + 8
        self.seat_area = pygame.Rect(self.panel.x + 8, top, self.panel.w - 16, self.log.y - 8 - top)

    def seat_rect(self, index: int) -> pygame.Rect:
        """The panel of the `index`-th seat, top to bottom."""
        gap = 6
        each = (self.seat_area.h - gap * (self.seats - 1)) // max(1, self.seats)
        return pygame.Rect(self.seat_area.x, self.seat_area.y + index * (each + gap), self.seat_area.w, each)

    # --- board pixels <-> screen -------------------------------------------------------------------
    def point(self, board_xy: tuple[float, float]) -> tuple[int, int]:
        return (round(self.board.x + board_xy[0] * self.scale), round(self.board.y + board_xy[1] * self.scale))

    def px(self, board_px: float) -> int:
        return max(1, round(board_px * self.scale))

    def space_at(self, pos: tuple[int, int]) -> str | None:
        """The space under a screen position (within its round marker), or None."""
        if not self.board.collidepoint(pos):
            return None
        bx = (pos[0] - self.board.x) / self.scale
        by = (pos[1] - self.board.y) / self.scale
        at = (int(bx // CELL), int(by // CELL))
        for space in api.catalog("creature_adventures").board.spaces.values():
            if space.at == at:
                cx, cy = centre_of(space.id)
                if (bx - cx) ** 2 + (by - cy) ** 2 <= (CELL * 0.5) ** 2:
                    return space.id
        return None


def seats_many(seats: int, height: int) -> bool:
    """Four panels in a short window: the log gives them some room."""
    return seats >= 4 and height < 720


def centre_of(space_id: str) -> tuple[float, float]:
    """A space's centre in board pixels: cell (c, r) is centred at (c*64+32, r*64+32)."""
    c, r = api.catalog("creature_adventures").board.spaces[space_id].at
    return (c * CELL + CELL / 2, r * CELL + CELL / 2)
