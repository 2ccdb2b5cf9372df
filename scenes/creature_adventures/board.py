"""The board on the table: the Vale of Sigils, the pawns, and what can be clicked on it.

Drawn in layers: the board picture; the trail of the move so far (a dotted line with a
footprint on every Wilderness space entered, so the footsteps can be counted); the spaces the
player may go to, glowing and pulsing; the pawns, fanned out when several share a space, the
one to move standing on a ring of its colour. `space_at` and `pawn_at` turn the mouse into
what is under it.
"""
from __future__ import annotations

import math

import pygame

from engine.games.creature_adventures.content import content

from ..palette import HIGHLIGHT
from . import pictures
from .layout import Layout, centre_of
from .seats import draw_shape, seat_colour, seat_shape
from .table import Shown

PAWN = 50  # a pawn's size in board pixels (a cell is 64)
FAN = 15  # how far apart pawns sharing a space stand, in board pixels


class BoardView:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.clock = 0.0
        self._pawn_rects: dict[int, pygame.Rect] = {}

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface, shown: Shown, *, glowing: dict[str, str], hover_space: str | None,
             to_move: int | None, pickable: set[int], colorblind: bool) -> None:
        lay = self.layout
        pygame.draw.rect(surface, (24, 16, 10), lay.board.inflate(10, 10), border_radius=8)
        surface.blit(pictures.board(lay.board.size), lay.board.topleft)
        self._trail(surface, shown.trail)
        for space in glowing:
            self._glow(surface, space, space == hover_space)
        self._pawns(surface, shown, to_move, pickable, colorblind)

    # --- layers ------------------------------------------------------------------------------------
    def _trail(self, surface: pygame.Surface, trail: list[str]) -> None:
        if len(trail) < 2:
            return
        lay = self.layout
        points = [lay.point(centre_of(s)) for s in trail]
        dot = max(2, lay.px(5))
        for a, b in zip(points, points[1:], strict=False):
            steps = max(1, int(math.dist(a, b) // (dot * 3)))
            for k in range(steps + 1):
                u = k / steps
                pygame.draw.circle(surface, (255, 238, 190), (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u), dot)
        spaces = content().board.spaces
        foot = pictures.icon("footstep", lay.px(26))
        for s in trail[1:]:
            if spaces[s].kind == "wild":
                x, y = lay.point(centre_of(s))
                surface.blit(foot, foot.get_rect(center=(x + lay.px(14), y - lay.px(14))))

    def _glow(self, surface: pygame.Surface, space: str, hovered: bool) -> None:
        lay = self.layout
        x, y = lay.point(centre_of(space))
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        r = lay.px(30 + 3 * pulse)
        glow = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        c = r + 4
        pygame.draw.circle(glow, (*HIGHLIGHT, 90 if not hovered else 150), (c, c), r)
        pygame.draw.circle(glow, (*HIGHLIGHT, 255), (c, c), r, width=max(3, lay.px(5)))
        if hovered:
            pygame.draw.circle(glow, (255, 255, 255, 255), (c, c), r - max(3, lay.px(5)), width=2)
        surface.blit(glow, (x - c, y - c))

    def _pawns(self, surface: pygame.Surface, shown: Shown, to_move: int | None, pickable: set[int],
               colorblind: bool) -> None:
        lay = self.layout
        size = lay.px(PAWN)
        self._pawn_rects = {}
        order = sorted(shown.pawns.values(), key=lambda p: (p.seat == to_move, p.seat))
        for pawn in order:
            if pawn.alpha <= 0:
                continue
            bx, by = pawn.xy
            dx, dy = self._fan(shown, pawn)
            x, y = lay.point((bx + dx, by + dy))
            if pawn.seat == to_move:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
                ring = size // 2 + lay.px(5 + 2 * pulse)
                pygame.draw.circle(surface, seat_colour(pawn.seat), (x, y + size // 6), ring, width=max(3, lay.px(5)))
            if pawn.seat in pickable:
                pygame.draw.circle(surface, (90, 230, 140), (x, y), size // 2 + lay.px(8), width=max(3, lay.px(5)))
            shadow = pictures.shadow(size)
            surface.blit(shadow, shadow.get_rect(center=(x + 2, y + size // 3)))
            image = pictures.token(pawn.seat, size)
            if pawn.alpha < 1:
                image = image.copy()
                image.set_alpha(int(255 * pawn.alpha))
            rect = image.get_rect(center=(x, y))
            surface.blit(image, rect)
            if colorblind:
                draw_shape(surface, seat_shape(pawn.seat), (rect.right - size // 8, rect.top + size // 8),
                           max(4, size // 7), seat_colour(pawn.seat))
            self._pawn_rects[pawn.seat] = rect

    @staticmethod
    def _fan(shown: Shown, pawn) -> tuple[float, float]:
        """Pawns resting on the same space stand side by side, in seat order."""
        if pawn.xy != centre_of(pawn.space):
            return (0.0, 0.0)
        together = [p.seat for p in shown.pawns.values() if p.space == pawn.space and p.alpha > 0
                    and p.xy == centre_of(p.space)]
        if len(together) < 2:
            return (0.0, 0.0)
        i = together.index(pawn.seat)
        spread = (i - (len(together) - 1) / 2) * FAN
        return (spread, -abs(spread) * 0.3)

    # --- hit testing --------------------------------------------------------------------------------
    def pawn_at(self, pos: tuple[int, int]) -> int | None:
        for seat, rect in sorted(self._pawn_rects.items(), reverse=True):
            if rect.inflate(-rect.w // 5, -rect.h // 5).collidepoint(pos):
                return seat
        return None

    def space_at(self, pos: tuple[int, int]) -> str | None:
        return self.layout.space_at(pos)

    def pawn_rect(self, seat: int) -> pygame.Rect | None:
        return self._pawn_rects.get(seat)
