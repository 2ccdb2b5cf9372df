"""Drawing an encounter card (encounters.Card) on the board and placing its buttons.

A card is a parchment sheet over the middle of the board: the place's picture and title, a
few sentences, then one row per creature or player (portrait, name, a line of numbers, and
the row's buttons at its right), then the footer's buttons. `place(card, area)` computes the
sheet and returns where each button goes; the play scene makes pygame-gui buttons there.
The sheet's picture is rendered once per card and reused every frame.
"""
from __future__ import annotations

import pygame

from .. import shorten
from ..widgets import art
from . import pictures
from .encounters import Card
from .prompt import Button

PAD = 22
ROW_H = 56
BUTTON_H = 34
FOOTER_H = 42


def _button_w(b: Button) -> int:
    return max(92, art.ui_font(16).size(b.label)[0] + 34)


class CardSheet:
    def __init__(self) -> None:
        self.card: Card | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._image: pygame.Surface | None = None
        self.buttons: list[tuple[pygame.Rect, Button]] = []

    def place(self, card: Card | None, area: pygame.Rect) -> list[tuple[pygame.Rect, Button]]:
        """Lay the card out in the middle of `area`; return each button's rect."""
        self.card = card
        self._image = None
        self.buttons = []
        if card is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return []
        width = min(640, area.w - 40)
        text_w = width - 2 * PAD
        paragraphs = [art.wrap(t, art.serif(17), text_w) for t in card.text]
        lines = sum(len(p) for p in paragraphs)
        head = 64 if card.picture else 48
        rows_h = len(card.rows) * ROW_H
        height = PAD + head + lines * 21 + 8 * len(paragraphs) + rows_h + (FOOTER_H + 14 if card.footer else 0) + PAD
        scale_rows = 1.0
        if height > area.h - 20 and card.rows:  # a tall card on a small window: tighter rows
            scale_rows = max(0.7, 1 - (height - area.h + 20) / max(1, rows_h))
            height = min(height, area.h - 20)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = area.center
        self._paragraphs, self._head, self._row_h = paragraphs, head, int(ROW_H * scale_rows)
        y = self.rect.y + PAD + head + lines * 21 + 8 * len(paragraphs)
        self._rows_top = y
        for row in card.rows:
            x = self.rect.right - PAD
            for b in reversed(row.buttons):
                w = _button_w(b)
                x -= w
                self.buttons.append((pygame.Rect(x, y + (self._row_h - BUTTON_H) // 2, w, BUTTON_H), b))
                x -= 8
            y += self._row_h
        if card.footer:
            widths = [_button_w(b) + 14 for b in card.footer]
            total = sum(widths) + 10 * (len(widths) - 1)
            x = self.rect.centerx - total // 2
            fy = self.rect.bottom - PAD - FOOTER_H + 4
            for b, w in zip(card.footer, widths, strict=True):
                self.buttons.append((pygame.Rect(x, fy, w, FOOTER_H - 4), b))
                x += w + 10
        return self.buttons

    def row_at(self, pos) -> int | None:
        """The index of the card's row under the screen position `pos`, if any."""
        if self.card is None or not self.rect.collidepoint(pos):
            return None
        index = (pos[1] - self._rows_top) // max(1, self._row_h)
        return index if 0 <= index < len(self.card.rows) else None

    def draw(self, surface: pygame.Surface, names) -> None:
        if self.card is None:
            return
        if self._image is None:
            self._image = self._render(names)
        surface.blit(self._image, (self.rect.x - 6, self.rect.y - 4))

    def _render(self, names) -> pygame.Surface:
        card = self.card
        sheet = art.parchment_panel(self.rect.size, radius=14).copy()
        ox, oy = 6 - self.rect.x, 4 - self.rect.y  # screen -> sheet coordinates
        x, y = self.rect.x + PAD, self.rect.y + PAD
        if card.picture:
            pic = pictures.place(card.picture, 56)
            sheet.blit(pic, (x + ox, y + oy - 4))
            art.text(sheet, card.title, art.fitting_serif(card.title, self.rect.w - 2 * PAD - 70, 28), art.INK,
                     topleft=(x + 70 + ox, y + 8 + oy))
        else:
            art.text(sheet, card.title, art.fitting_serif(card.title, self.rect.w - 2 * PAD, 28), art.INK,
                     topleft=(x + ox, y + oy))
        y += self._head
        for para in self._paragraphs:
            for line in para:
                art.text(sheet, line, art.serif(17), art.INK_SOFT, topleft=(x + ox, y + oy))
                y += 21
            y += 8
        y = self._rows_top
        for i, row in enumerate(card.rows):
            self._row(sheet, row, pygame.Rect(x + ox, y + oy, self.rect.w - 2 * PAD, self._row_h), i, names)
            y += self._row_h
        return sheet

    def _row(self, sheet: pygame.Surface, row, rect: pygame.Rect, index: int, names) -> None:
        if index % 2 == 0:
            band = pygame.Surface(rect.size, pygame.SRCALPHA)
            band.fill((120, 90, 50, 26))
            sheet.blit(band, rect.topleft)
        px = rect.h - 8
        text_x = rect.x + 6
        if row.creature is not None:
            sheet.blit(pictures.creature_portrait(row.creature, px, row.npc_kind), (rect.x + 4, rect.y + 4))
            text_x += px + 8
        elif row.seat is not None:
            sheet.blit(pictures.token(row.seat, px), (rect.x + 4, rect.y + 4))
            text_x += px + 8
        buttons_w = sum(_button_w(b) + 8 for b in row.buttons)
        width = rect.right - text_x - buttons_w - 6
        name_font = art.fitting_serif(row.text, width, 19, smallest=13)
        if row.note:
            art.text(sheet, row.text, name_font, art.INK, topleft=(text_x, rect.y + 5))
        else:  # a label for its buttons: level with them
            art.text(sheet, row.text, name_font, art.INK, topleft=(text_x, rect.centery - name_font.get_height() // 2))
        if row.note:
            font = art.serif(14, "italic")
            note = shorten.cut(row.note, width, lambda text, f=font: f.size(text)[0], "...", least=4, strip=" ,;-")
            art.text(sheet, note, font, art.INK_SOFT, topleft=(text_x, rect.y + rect.h // 2 + 2))
