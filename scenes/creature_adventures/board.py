"""The board on the table: the Vale of Sigils, the pawns, and what can be clicked on it.

Drawn in layers: the board picture; the trail of the move so far (a dotted line with a
footprint on every Wilderness space entered, so the footsteps can be counted); in the middle
of a move, every space the move can end on, ringed in gold and pulsing, each with a footprint
badge when the way there leaves footsteps, and the way to the one pointed at drawn from the
pawn; the pawns, fanned out when several share a space, the one to
move standing on a ring of its colour. Under a battle the board rests, veiled and still, and is
composed once for as long as nothing on it changes (`draw_under_battle`). `space_at` and `pawn_at` turn the mouse into what is
under it; `marked` is the set of end spaces marked in the last frame.
"""
from __future__ import annotations

import math

import pygame

from engine import api

from ..palette import HIGHLIGHT
from ..widgets import art
from . import pictures
from .layout import Layout, centre_of
from .seats import draw_shape, seat_colour, seat_shape
from .table import Shown
from .ways import Way

PAWN = 50  # a pawn's size in board pixels (a cell is 64)
FAN = 15  # how far apart pawns sharing a space stand, in board pixels


class BoardView:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.clock = 0.0
        self._pawn_rects: dict[int, pygame.Rect] = {}
        self.marked: set[str] = set()
        self._resting: tuple[tuple, pygame.Surface, pygame.Rect] | None = None  # (what it shows, picture, where)

    def update(self, dt: float) -> None:
        self.clock += dt

    def ready(self, seats: int) -> None:
        """The board picture at the layout's size (20-40 ms), the pawns and their shadow, the
        footprints: made as the table is laid out, not in its first frame."""
        lay = self.layout
        pictures.board(lay.board.size)
        pictures.shadow(lay.px(PAWN))
        for seat in range(seats):
            pictures.token(seat, lay.px(PAWN))
        for px in (lay.px(26), lay.px(30), max(16, lay.px(24)) - 4):  # the trail's, the way's, a badge's
            pictures.icon("footstep", px)

    def draw(self, surface: pygame.Surface, shown: Shown, *, hover_space: str | None,
             to_move: int | None, pickable: set[int], colorblind: bool, ends: dict[str, list[Way]] | None = None,
             way: Way | None = None, preview: bool = False) -> None:
        """`ends`: the spaces the move can end on (clickable, or only a `preview` of a roll not
        yet chosen); `way`: the way to the end pointed at, drawn from the pawn to move."""
        lay = self.layout
        pygame.draw.rect(surface, (24, 16, 10), lay.board.inflate(10, 10), border_radius=8)
        surface.blit(pictures.board(lay.board.size), lay.board.topleft)
        self._trail(surface, shown.trail)
        self.marked = set(ends or ())
        if way is not None and to_move is not None:
            self._way(surface, shown.pawn_space(to_move), way)
        for space, ways in (ends or {}).items():
            self._end(surface, space, ways[0].footsteps, space == hover_space, preview)
        self._pawns(surface, shown, to_move, pickable, colorblind)

    def draw_under_battle(self, surface: pygame.Surface, shown: Shown, veil: pygame.Surface, *, pickable: set[int],
                          colorblind: bool) -> None:
        """The board under a battle fully open: its pawns still (the battle is where the turn is,
        so the pawn to move does not pulse) and `veil` over it, composed once and blitted again
        for as long as nothing on it changes. Drawing it afresh was some 1.3 ms of every battle
        frame - the board, the trail's dots, the pawns and the veil - half a frame's drawing.
        Only the table top lies under it, drawn before it at every frame, and never changes."""
        lay = self.layout
        region = lay.board.inflate(4 * lay.px(PAWN), 4 * lay.px(PAWN)).clip(surface.get_rect())
        shows = (tuple(shown.trail), tuple((p.seat, p.space, p.xy, p.alpha) for p in shown.pawns.values()),
                 frozenset(pickable), colorblind, veil.get_alpha(), id(veil), tuple(region))
        if self._resting is not None and self._resting[0] == shows:
            surface.blit(self._resting[1], region)
            self.marked = set()
            return
        self.draw(surface, shown, hover_space=None, to_move=None, pickable=pickable, colorblind=colorblind)
        surface.blit(veil, lay.board.topleft)
        kept = self._resting[1] if self._resting is not None and self._resting[1].get_size() == region.size else None
        kept = kept or pygame.Surface(region.size)
        kept.blit(surface, (0, 0), region)
        self._resting = (shows, kept, region)

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
        spaces = api.catalog("creature_adventures").board.spaces
        foot = pictures.icon("footstep", lay.px(26))
        for s in trail[1:]:
            if spaces[s].kind == "wild":
                x, y = lay.point(centre_of(s))
                surface.blit(foot, foot.get_rect(center=(x + lay.px(14), y - lay.px(14))))

    def _end(self, surface: pygame.Surface, space: str, footsteps: int, hovered: bool, preview: bool) -> None:
        """A space the move can end on: a gold ring (a pale one for a roll not chosen yet), and a
        footprint badge with the footsteps the quietest way there leaves."""
        lay = self.layout
        x, y = lay.point(centre_of(space))
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        r = lay.px(27 + (5 if hovered else 2 * pulse))
        c = r + 6
        mark = pygame.Surface((2 * c, 2 * c), pygame.SRCALPHA)
        colour = (190, 220, 255) if preview else HIGHLIGHT
        pygame.draw.circle(mark, (20, 12, 6, 150), (c, c), r + 3, width=max(2, lay.px(4)))
        pygame.draw.circle(mark, (*colour, 70 if preview else (150 if hovered else 95)), (c, c), r)
        pygame.draw.circle(mark, (*colour, 255), (c, c), r, width=max(3, lay.px(5)))
        if hovered:
            pygame.draw.circle(mark, (255, 255, 255, 255), (c, c), r - max(3, lay.px(5)), width=2)
        surface.blit(mark, (x - c, y - c))
        if footsteps:
            self._footstep_badge(surface, (x + lay.px(22), y - lay.px(22)), footsteps)

    def _footstep_badge(self, surface: pygame.Surface, at: tuple[int, int], count: int) -> None:
        size = max(16, self.layout.px(24))
        badge = pygame.Rect(0, 0, size * 2, size)
        badge.center = at
        badge.clamp_ip(self.layout.board)
        pygame.draw.rect(surface, (40, 26, 14), badge, border_radius=size // 2)
        pygame.draw.rect(surface, (236, 206, 140), badge, width=1, border_radius=size // 2)
        foot = pictures.icon("footstep", size - 4)
        surface.blit(foot, foot.get_rect(midleft=(badge.x + 3, badge.centery)))
        font = art.ui_font(max(12, size - 6))
        art.text(surface, str(count), font, (250, 236, 200), midright=(badge.right - 5, badge.centery))

    def _way(self, surface: pygame.Surface, start: str, way: Way) -> None:
        """The way to an end space: a bold dotted line from the pawn, a footprint on each
        Wilderness space it enters."""
        lay = self.layout
        points = [lay.point(centre_of(s)) for s in (start, *way.spaces)]
        dot = max(3, lay.px(7))
        for a, b in zip(points, points[1:], strict=False):
            steps = max(1, int(math.dist(a, b) // (dot * 2.6)))
            for k in range(steps + 1):
                u = k / steps
                at = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
                pygame.draw.circle(surface, (40, 24, 10), at, dot + 2)
                pygame.draw.circle(surface, HIGHLIGHT, at, dot)
        spaces = api.catalog("creature_adventures").board.spaces
        foot = pictures.icon("footstep", lay.px(30))
        for s in way.spaces:
            if spaces[s].kind == "wild":
                x, y = lay.point(centre_of(s))
                surface.blit(foot, foot.get_rect(center=(x, y)))

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
