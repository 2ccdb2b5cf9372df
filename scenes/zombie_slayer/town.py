"""Drawing the town and finding what is under the mouse.

`TownView` paints, back to front: the table, the town cards (composed once per zoom and
cached by `CardCache`, and only those in view), a ghost of a card being placed, the
highlights of the current decision (gold: where the slayer can go; red rings: what he can
attack; white rings: options to pick), dung heaps, the hovered path or line of sight, the
tokens (sorted top to bottom, followers travelling with the slayer as badges on his token),
the hover's words (a path's steps, "no line of sight": over the tokens, or the tokens hid their
ends, and inside the board), then the short-lived effects. Hit-testing uses the same positions, so what is drawn is what
is clicked.
"""
from __future__ import annotations

import math

import pygame

from ..i18n import ngettext
from ..palette import HIGHLIGHT
from ..widgets import art
from ..widgets.dice import draw_face
from . import sprites
from .layout import Layout
from .pieces import Table

Square = tuple[int, int]
STYLE_COLOURS = {"move": (255, 214, 102), "follower": (140, 200, 255), "target": (235, 80, 60),
                 "option": (245, 245, 245), "danger": (235, 80, 60), "select": (140, 200, 255),
                 "attack": (235, 70, 55), "hint": (120, 255, 160)}


class TownView:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.cards = sprites.CardCache()
        self._background: tuple[tuple[int, int], pygame.Surface] | None = None
        self.badges: list[tuple[pygame.Rect, str]] = []
        self.labels: list[tuple[pygame.Rect, str]] = []  # the hover's words drawn this frame, and where
        self.spots: list[pygame.Rect] = []  # the tokens drawn this frame

    # --- hit tests ---------------------------------------------------------------------------------
    def token_radius(self) -> float:
        return self.layout.square_px * 0.43

    def token_at(self, table: Table, pos) -> str | None:
        """The token under the mouse: a follower badge first (they sit on top), then pieces."""
        for rect, fid in self.badges:
            if rect.collidepoint(pos):
                return fid
        r = self.token_radius()
        best = None
        for piece in table.pieces.values():
            if piece.alpha < 0.5:
                continue
            x, y = self.layout.point(piece.pos)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= r and (best is None or d < best[0]):
                best = (d, piece.id)
        return best[1] if best else None

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, table: Table, *, decision=None, faces_of=None, kinds=None,
             colorblind: bool = False, hover_path=None, hover_line=None, selected: str | None = None,
             hint: tuple[str, object] | None = None, effects=None, active: str | None = None,
             card_dice=None, colorblind_dice: bool = False) -> None:
        layout = self.layout
        self.labels = []
        clip = surface.get_clip()
        surface.set_clip(layout.view)
        self._draw_background(surface)
        self._draw_cards(surface, table, faces_of, kinds, colorblind)
        if decision is not None and decision.ghost:
            self._draw_ghost(surface, decision.ghost, faces_of, kinds, colorblind)
        if decision is not None:
            self._draw_squares(surface, decision.squares, decision.square_style)
        self._draw_dung(surface, table)
        if hover_line:
            self._draw_line(surface, *hover_line)
        if hover_path:
            self._draw_path(surface, *hover_path)
        self._draw_pieces(surface, table, decision, selected, active)
        if hover_line and hover_line[3]:
            self._draw_line_words(surface, *hover_line)
        if hover_path and len(hover_path[0]) > 1:
            self._draw_path_words(surface, hover_path[0][-1], hover_path[1])
        if card_dice:
            self._draw_card_dice(surface, card_dice, colorblind)
        if hint:
            self._draw_hint(surface, table, hint)
        if effects is not None:
            effects.draw(surface, layout, over_board=True)
            effects.draw(surface, layout, over_board=False)
        surface.set_clip(clip)

    def _draw_background(self, surface) -> None:
        view = self.layout.view
        if self._background is None or self._background[0] != view.size:
            tile = sprites.image("common/table.png")
            bg = pygame.Surface(view.size)
            if tile is None:
                bg.blit(art.wood(view.size), (0, 0))
            else:
                for x in range(0, view.w, tile.get_width()):
                    for y in range(0, view.h, tile.get_height()):
                        bg.blit(tile, (x, y))
                shade = pygame.Surface(view.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 70))
                bg.blit(shade, (0, 0))
            self._background = (view.size, bg.convert() if pygame.display.get_surface() else bg)
        surface.blit(self._background[1], view.topleft)

    def read_ahead(self, table: Table, deck: list[str], colorblind: bool) -> None:
        """Have the art of the town's cards decoded on another core as the table opens - those
        nearest the middle of the view first, then the rest of the deck - so that a card's first
        sight (the opening, a pan, a card placed) does not stall its frame for the picture."""
        middle = self.layout.tile_at(self.layout.view.center)
        placed = sorted(table.cards.values(), key=lambda card: math.dist(card.at, middle))
        self.cards.read_ahead(list(dict.fromkeys([card.tile for card in placed] + deck)), colorblind)

    def _card_surface(self, tile: str, rot: int, faces_of, kinds, colorblind: bool) -> pygame.Surface:
        return self.cards.card(tile, rot, self.layout.cell_px, colorblind, faces_of(tile), kinds(tile))

    def _draw_cards(self, surface, table: Table, faces_of, kinds, colorblind: bool) -> None:
        view, px = self.layout.view, self.layout.cell_px
        for card in table.cards.values():
            rect = self.layout.cell_rect(card.at)
            if card.offset != (0.0, 0.0):
                rect = rect.move(round(card.offset[0] * px), round(card.offset[1] * px))
            if not rect.colliderect(view):
                continue
            image = self._card_surface(card.tile, card.rot, faces_of, kinds, colorblind)
            shadow = pygame.Rect(rect).move(max(2, px // 60), max(3, px // 45))
            pygame.draw.rect(surface, (12, 8, 6), shadow, border_radius=max(2, px // 40))
            if card.alpha < 0.999:
                image = image.copy()
                image.set_alpha(round(255 * card.alpha))
            surface.blit(image, rect)

    def _draw_ghost(self, surface, ghost: dict, faces_of, kinds, colorblind: bool) -> None:
        rect = self.layout.cell_rect(tuple(ghost["at"]))
        image = self._card_surface(ghost["tile"], ghost["rot"], faces_of, kinds, colorblind).copy()
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 300)
        image.set_alpha(190 + round(40 * pulse))
        surface.blit(image, rect)
        pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), width=3, border_radius=6)
        # an arrow on the green border's side says where it goes
        side = ghost["border"]
        c = rect.center
        half = rect.w // 2 + 18
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[side]
        tip = (c[0] + dx * half, c[1] + dy * half)
        base = (c[0] + dx * (half - 22), c[1] + dy * (half - 22))
        perp = (-dy * 14, dx * 14)
        pygame.draw.polygon(surface, (90, 200, 90), [tip, (base[0] + perp[0], base[1] + perp[1]),
                                                     (base[0] - perp[0], base[1] - perp[1])])
        pygame.draw.polygon(surface, (20, 40, 20), [tip, (base[0] + perp[0], base[1] + perp[1]),
                                                    (base[0] - perp[0], base[1] - perp[1])], 2)

    def _highlight_surface(self, style: str, px: int) -> pygame.Surface:
        name = {"move": "highlight_move", "target": "highlight_attack", "danger": "highlight_attack",
                "option": "highlight_target", "follower": "highlight_target"}.get(style, "highlight_move")
        image = sprites.board_piece(name, px)
        if image is not None and style != "follower":
            return image
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        colour = STYLE_COLOURS.get(style, HIGHLIGHT)
        pygame.draw.rect(surf, (*colour, 70), surf.get_rect().inflate(-4, -4), border_radius=px // 6)
        pygame.draw.rect(surf, (*colour, 230), surf.get_rect().inflate(-4, -4), width=max(2, px // 18),
                         border_radius=px // 6)
        return surf

    def _draw_squares(self, surface, squares: dict, style: str) -> None:
        if not squares:
            return
        px = max(8, round(self.layout.square_px))
        image = self._highlight_surface(style, px)
        for sq in squares:
            rect = self.layout.square_rect(sq)
            if rect.colliderect(self.layout.view):
                surface.blit(image, rect)

    def _draw_dung(self, surface, table: Table) -> None:
        px = max(8, round(self.layout.square_px * 0.8))
        image = sprites.board_piece("dung_heap", px) or sprites.token("dung", px)
        for sq in table.dung:
            x, y = self.layout.square_centre(sq)
            surface.blit(image, image.get_rect(center=(x, y)))

    def _draw_path(self, surface, squares: list[Square], steps: int, ok: bool) -> None:
        if len(squares) < 2:
            return
        r = max(3, self.layout.square_px * 0.08)
        colour = (255, 230, 150) if ok else (220, 200, 190)
        for sq in squares[1:]:
            x, y = self.layout.square_centre(sq)
            pygame.draw.circle(surface, (30, 20, 10), (x + 1, y + 2), r)
            pygame.draw.circle(surface, colour, (x, y), r)

    def _draw_line(self, surface, a: Square, b: Square, ok: bool, label: str) -> None:
        """The dashed line to an enemy; its words come after the tokens (_draw_line_words)."""
        pa, pb = self.layout.square_centre(a), self.layout.square_centre(b)
        colour = (250, 120, 90) if ok else (160, 150, 150)
        dash = max(6, self.layout.square_px * 0.18)
        length = math.dist(pa, pb)
        n = max(1, int(length // dash))
        for i in range(0, n, 2):
            u0, u1 = i / n, min(1.0, (i + 1) / n)
            p0 = (pa[0] + (pb[0] - pa[0]) * u0, pa[1] + (pb[1] - pa[1]) * u0)
            p1 = (pa[0] + (pb[0] - pa[0]) * u1, pa[1] + (pb[1] - pa[1]) * u1)
            pygame.draw.line(surface, colour, p0, p1, 3)

    # --- the hover's words, over the tokens ---------------------------------------------------------
    def _draw_path_words(self, surface, end: Square, steps: int) -> None:
        """How many steps a path takes, just above the square pointed at."""
        x, y = self.layout.square_centre(end)
        words = ngettext("{n} step", "{n} steps", steps).format(n=steps)
        plate = self._plate(words, 0.3)
        self._put(surface, plate, plate.get_rect(midbottom=(x, y - self.layout.square_px * 0.45)), words)

    def _draw_line_words(self, surface, a: Square, b: Square, ok: bool, label: str) -> None:
        """What a line to an enemy means ("melee: 67%", "no line of sight"): on the line's middle
        if no token is there, else above the tokens at its ends, else below them."""
        pa, pb = self.layout.square_centre(a), self.layout.square_centre(b)
        plate = self._plate(label, 0.28)
        reach = self.token_radius() + 4
        spots = [plate.get_rect(center=((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)),
                 plate.get_rect(midbottom=((pa[0] + pb[0]) / 2, min(pa[1], pb[1]) - reach)),
                 plate.get_rect(midtop=((pa[0] + pb[0]) / 2, max(pa[1], pb[1]) + reach))]
        spots = [spot.clamp(self.layout.view) for spot in spots]
        clear = next((spot for spot in spots if spot.collidelist(self.spots) < 0), spots[0])
        self._put(surface, plate, clear, label)

    def _plate(self, words: str, height: float) -> pygame.Surface:
        """The words on their dark plate, `height` squares tall."""
        font = art.serif(max(14, round(self.layout.square_px * height)), "bold")
        text = font.render(words, True, (255, 244, 220))
        plate = pygame.Surface(text.get_rect().inflate(10, 4).size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (30, 20, 14), plate.get_rect(), border_radius=6)
        plate.blit(text, text.get_rect(center=plate.get_rect().center))
        return plate

    def _put(self, surface, plate: pygame.Surface, where: pygame.Rect, words: str) -> None:
        """The plate at `where`, moved inside the board if it would stick out of it."""
        where = where.clamp(self.layout.view)
        surface.blit(plate, where)
        self.labels.append((where, words))

    def _draw_pieces(self, surface, table: Table, decision, selected: str | None, active: str | None) -> None:
        layout = self.layout
        px = max(10, round(layout.square_px * 0.86))
        self.badges = []
        self.spots = []
        styles = decision.token_style if decision is not None else {}
        order = sorted(table.pieces.values(), key=lambda p: (p.pos[1], p.id != "slayer"))
        t = pygame.time.get_ticks() / 1000
        for piece in order:
            x, y = layout.point(piece.pos)
            y -= piece.drop * layout.square_px * 1.2
            size = max(6, round(px * piece.scale))
            if piece.alpha <= 0.01:
                continue
            shadow = sprites.token_shadow(size)
            surface.blit(shadow, shadow.get_rect(center=(x + size * 0.06, y + size * 0.1 + piece.drop * layout.square_px)))
            if piece.glow > 0:
                self._glow(surface, (x, y), size * (0.7 + 0.4 * piece.glow), (150, 90, 220), piece.glow)
            image = sprites.token(piece.image, size)
            if piece.alpha < 0.999 or piece.flash > 0:
                image = image.copy()
                if piece.flash > 0:  # the damage flash: a red veil in the token's own shape
                    veil = pygame.mask.from_surface(image).to_surface(
                        setcolor=(255, 40, 30, round(170 * piece.flash)), unsetcolor=(0, 0, 0, 0))
                    image.blit(veil, (0, 0))
                image.set_alpha(round(255 * piece.alpha))
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
            self.spots.append(image.get_rect(center=(round(x), round(y))))
            style = styles.get(piece.id)
            if piece.id == selected:
                style = "select"
            if style:
                pulse = 0.5 + 0.5 * math.sin(t * 5)
                colour = STYLE_COLOURS.get(style, HIGHLIGHT)
                pygame.draw.circle(surface, colour, (x, y), size / 2 + 3 + 2 * pulse, width=3)
            if piece.id == active:
                pygame.draw.circle(surface, (255, 250, 230), (x, y), size / 2 + 2, width=2)
            if piece.id == "slayer":
                self._draw_company(surface, table, (x, y), size, styles, selected)

    def _draw_company(self, surface, table: Table, centre, size: int, styles, selected) -> None:
        """Followers travelling with the slayer, and his fanatic townsmen, as small badges."""
        badge = max(12, round(size * 0.42))
        x, y = centre
        spots = [(x + size * 0.42, y + size * 0.3), (x - size * 0.42, y + size * 0.3), (x + size * 0.42, y - size * 0.32)]
        for fid, (bx, by) in zip(table.company, spots, strict=False):
            image = sprites.token(fid, badge)
            rect = image.get_rect(center=(round(bx), round(by)))
            pygame.draw.circle(surface, (20, 14, 10), rect.center, badge / 2 + 2)
            surface.blit(image, rect)
            style = "select" if fid == selected else styles.get(fid)
            if style:
                pygame.draw.circle(surface, STYLE_COLOURS.get(style, HIGHLIGHT), rect.center, badge / 2 + 3, width=2)
            self.badges.append((rect.inflate(4, 4), fid))
        if table.townsmen:
            image = sprites.token("townsman", badge)
            rect = image.get_rect(center=(round(x - size * 0.42), round(y - size * 0.32)))
            surface.blit(image, rect)
            if table.townsmen > 1:
                font = art.serif(max(12, badge // 2), "bold")
                text = font.render(f"x{table.townsmen}", True, (255, 244, 220))
                back = text.get_rect(midtop=(rect.centerx, rect.bottom - 4))
                pygame.draw.rect(surface, (30, 20, 14), back.inflate(6, 0), border_radius=4)
                surface.blit(text, back)

    def _draw_card_dice(self, surface, card_dice, colorblind: bool) -> None:
        """A spawn or search die shown on the card it was rolled for, so the tray's row of dice
        can be matched to the town."""
        size = max(18, round(self.layout.square_px * 1.1))
        for at, pips in card_dice:
            rect = self.layout.cell_rect(at)
            face = pygame.Rect(0, 0, size, size)
            face.center = rect.center
            plate = face.inflate(size // 3, size // 3)
            shade = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 12, 6, 150), shade.get_rect(), border_radius=plate.w // 4)
            surface.blit(shade, plate)
            draw_face(surface, face, list(pips), colorblind=colorblind, highlight=True)

    def _glow(self, surface, centre, radius: float, colour, strength: float) -> None:
        r = max(4, int(radius))
        glow = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        for k in range(6, 0, -1):
            pygame.draw.circle(glow, (*colour, int(30 * strength)), (r, r), r * k / 6)
        surface.blit(glow, (centre[0] - r, centre[1] - r))

    def _draw_hint(self, surface, table: Table, hint) -> None:
        kind, where = hint
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 160)
        colour = STYLE_COLOURS["hint"]
        if kind == "square":
            rect = self.layout.square_rect(where).inflate(6 + 6 * pulse, 6 + 6 * pulse)
            pygame.draw.rect(surface, colour, rect, width=4, border_radius=8)
        elif kind == "token":
            piece = table.pieces.get(where) or table.pieces.get("slayer")
            if piece is not None:
                x, y = self.layout.point(piece.pos)
                pygame.draw.circle(surface, colour, (x, y), self.token_radius() + 6 + 4 * pulse, width=4)
        elif kind == "tile":
            rect = self.layout.cell_rect(where).inflate(8, 8)
            pygame.draw.rect(surface, colour, rect, width=5, border_radius=8)

