"""Where the town lies on the screen: world pixels, squares, pan and zoom, in one place.

The town is laid out in "world" pixels at zoom 1: every town card occupies a cell of
CELL x CELL pixels (the 440-pixel card art, edge to edge), and square (x, y) lies on card
(x // 6, y // 6) at local (x % 6, y % 6), with its centre at the cell's origin + FRAME +
SQ * local + SQ / 2. Everything that turns a mouse position into a square, or a square into a
rectangle to draw, goes through `Layout`, so the drawing and the clicking can never disagree.
Zoom moves in fixed steps so that card surfaces can be scaled once per step and cached.
"""
from __future__ import annotations

import math

import pygame

CELL = 440  # a card's side in world pixels (the art's size)
FRAME = 28  # the card's frame (the green border strip on the east in native orientation)
SQ = 64  # one square
SIZE = 6  # squares per card side
ZOOMS = (0.3, 0.345, 0.4, 0.46, 0.525, 0.6, 0.69, 0.8, 0.92, 1.05, 1.2)  # about 15% a step
DEFAULT_ZOOM = 3

Square = tuple[int, int]


def square_centre_world(sq: Square) -> tuple[float, float]:
    """The centre of a square in world pixels (works for squares off the town, too)."""
    x, y = sq
    tx, ty = x // SIZE, y // SIZE
    return (tx * CELL + FRAME + SQ * (x - tx * SIZE) + SQ / 2,
            ty * CELL + FRAME + SQ * (y - ty * SIZE) + SQ / 2)


def point_world(pos: tuple[float, float]) -> tuple[float, float]:
    """A fractional square position (tokens in mid-slide) in world pixels.

    Between two squares of neighbouring cards the frame gap is crossed smoothly.
    """
    fx, fy = pos
    x0, y0 = math.floor(fx), math.floor(fy)
    ax, ay = square_centre_world((x0, y0))
    bx, by = square_centre_world((x0 + 1, y0 + 1))
    return (ax + (bx - ax) * (fx - x0), ay + (by - ay) * (fy - y0))


class Layout:
    """World <-> screen for the board viewport `view` (a screen rect), with pan and zoom.

    `centre` is the world point shown in the middle of the viewport.
    """

    def __init__(self, view: pygame.Rect, zoom_index: int = DEFAULT_ZOOM) -> None:
        self.view = pygame.Rect(view)
        self.zoom_index = zoom_index
        self.centre = [CELL / 2, CELL / 2]

    @property
    def zoom_index(self) -> int:
        return self._zoom_index

    @zoom_index.setter
    def zoom_index(self, index: int) -> None:
        """Step to ZOOMS[index]. The sizes that follow from it are worked out here, once a step,
        rather than each time they are read: a frame of a large town reads them a thousand times.

        cell_px    a card's side on screen: cards are cached at exactly this size
        zoom       screen pixels per world pixel, exact for whole cards (so squares and art agree)
        square_px  a square's side on screen"""
        self._zoom_index = index
        self.cell_px = round(CELL * ZOOMS[index])
        self.zoom = self.cell_px / CELL
        self.square_px = SQ * self.zoom

    # --- conversions -----------------------------------------------------------------------
    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        z = self.zoom
        return (self.view.centerx + (wx - self.centre[0]) * z, self.view.centery + (wy - self.centre[1]) * z)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        z = self.zoom
        return (self.centre[0] + (sx - self.view.centerx) / z, self.centre[1] + (sy - self.view.centery) / z)

    def cell_topleft(self, tile: Square) -> tuple[int, int]:
        """Screen position of a card's top-left corner, on whole cell steps (no seams)."""
        ox, oy = self.to_screen(0, 0)
        px = self.cell_px
        return (round(ox) + tile[0] * px, round(oy) + tile[1] * px)

    def cell_rect(self, tile: Square) -> pygame.Rect:
        return pygame.Rect(self.cell_topleft(tile), (self.cell_px, self.cell_px))

    def square_centre(self, sq: Square) -> tuple[float, float]:
        return self.to_screen(*square_centre_world(sq))

    def point(self, pos: tuple[float, float]) -> tuple[float, float]:
        """Screen position of a fractional square position (a sliding token)."""
        return self.to_screen(*point_world(pos))

    def square_rect(self, sq: Square) -> pygame.Rect:
        cx, cy = self.square_centre(sq)
        side = self.square_px
        return pygame.Rect(round(cx - side / 2), round(cy - side / 2), round(side), round(side))

    def square_at(self, pos: tuple[float, float]) -> Square | None:
        """The square under a screen position, or None over a card's frame."""
        wx, wy = self.to_world(*pos)
        tx, ty = math.floor(wx / CELL), math.floor(wy / CELL)
        lx = math.floor((wx - tx * CELL - FRAME) / SQ)
        ly = math.floor((wy - ty * CELL - FRAME) / SQ)
        if not (0 <= lx < SIZE and 0 <= ly < SIZE):
            return None
        return (tx * SIZE + lx, ty * SIZE + ly)

    def tile_at(self, pos: tuple[float, float]) -> Square:
        wx, wy = self.to_world(*pos)
        return (math.floor(wx / CELL), math.floor(wy / CELL))

    # --- moving the camera -----------------------------------------------------------------
    def set_view(self, view: pygame.Rect) -> None:
        self.view = pygame.Rect(view)

    def pan(self, dx: float, dy: float) -> None:
        """Move the picture by screen pixels (drag right = the town moves right)."""
        self.centre[0] -= dx / self.zoom
        self.centre[1] -= dy / self.zoom

    def centre_on_world(self, wx: float, wy: float) -> None:
        self.centre = [wx, wy]

    def centre_on(self, sq: Square) -> None:
        self.centre_on_world(*square_centre_world(sq))

    def visible(self, sq: Square, margin: int = 0) -> bool:
        return self.view.inflate(-2 * margin, -2 * margin).collidepoint(self.square_centre(sq))

    def zoom_by(self, steps: int, anchor: tuple[float, float] | None = None) -> bool:
        """Step the zoom, keeping the world point under `anchor` (the mouse) where it is."""
        index = max(0, min(len(ZOOMS) - 1, self.zoom_index + steps))
        if index == self.zoom_index:
            return False
        anchor = anchor or self.view.center
        before = self.to_world(*anchor)
        self.zoom_index = index
        after = self.to_world(*anchor)
        self.centre[0] += before[0] - after[0]
        self.centre[1] += before[1] - after[1]
        return True

    def fit(self, tiles: list[Square], area: pygame.Rect | None = None) -> None:
        """Zoom and centre so that these cards fill `area` (a part of the view: the board
        below the banner), as large as a zoom step lets them lie wholly inside it."""
        if not tiles:
            return
        area = pygame.Rect(area) if area is not None else self.view
        xs, ys = [t[0] for t in tiles], [t[1] for t in tiles]
        span_w, span_h = (max(xs) - min(xs) + 1) * CELL, (max(ys) - min(ys) + 1) * CELL
        self.zoom_index = 0
        for i in range(len(ZOOMS)):
            self.zoom_index = i
            if span_w * self.zoom > area.w or span_h * self.zoom > area.h:
                self.zoom_index = max(0, i - 1)
                break
        # whole screen pixels for the cards' corner, so the cards land inside the area exactly
        left = area.centerx - round(span_w * self.zoom) // 2
        top = area.centery - round(span_h * self.zoom) // 2
        self.centre = [min(xs) * CELL + (self.view.centerx - left) / self.zoom,
                       min(ys) * CELL + (self.view.centery - top) / self.zoom]
