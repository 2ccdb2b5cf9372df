"""A closer look: any card on any table at full size, with all its words.

Cards on a table are drawn small so that the whole game fits the window; a player who wants to
read one right-clicks it. The table stays where it was, dimmed behind, and the card stands large
on the left with its name and every word of its text on a parchment sheet beside it; any click,
Esc or Space puts it back. Nothing moves meanwhile: the table is not updated while it is covered,
so the computer waits too.

A table opens it with `Inspector(app, title, picture, text)`: `picture(size)` draws the card at a
size in pixels (the table's own card drawing, so what is read is what is played), and `text` is
the card's words in the tooltip's markup (<b>, <i>, <br>), which is shown as plain paragraphs.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

import pygame

from ..i18n import _
from ..stack import Scene
from . import art, card_art

Picture = Callable[[tuple[int, int]], pygame.Surface | None]


def paragraphs(markup: str) -> list[tuple[str, str]]:
    """The tooltip markup as (style, text) paragraphs: a <br> starts a new one, and a paragraph
    written wholly in <i> or <b> keeps that style."""
    out = []
    for part in re.split(r"<br\s*/?>", markup or ""):
        style = "regular"
        stripped = part.strip()
        if stripped.startswith("<i>") and stripped.endswith("</i>"):
            style = "italic"
        elif stripped.startswith("<b>") and stripped.endswith("</b>"):
            style = "bold"
        words = html.unescape(re.sub(r"<[^>]+>", "", part)).strip()
        if words:
            out.append((style, words))
    return out


def drawn(size: tuple[int, int], draw: Callable[..., Any], *args: Any, **kwargs: Any) -> pygame.Surface:
    """A picture for the inspector made by a table's own drawing function, called as
    `draw(surface, rect, *args, **kwargs)` on a transparent surface of `size`."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    draw(surface, surface.get_rect(), *args, **kwargs)
    return surface


class Inspector(Scene):
    """The card, large, over a dimmed picture of the table as it was."""

    transparent = False  # the table below neither draws nor moves; its last picture is kept
    RATIO = 0.7  # a card's width to its height, unless the picture says otherwise

    def __init__(self, app: Any, title: str, picture: Picture, text: str = "", *, ratio: float | None = None) -> None:
        super().__init__()
        self.app = app
        self.title = title
        self.picture = picture
        self.text = text
        self.ratio = ratio or self.RATIO
        self.backdrop = app.surface.copy()
        self._card: pygame.Surface | None = None
        self._card_size: tuple[int, int] | None = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN):
            self.close()

    def at_rest(self) -> bool:
        return True

    # --- drawing -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        """(the card, the sheet of words): side by side, centred, as large as the window allows."""
        width, height = size
        card_h = int(height * 0.82)
        card_w = int(card_h * self.ratio)
        sheet_w = min(int(width * 0.42), 560)
        if card_w + sheet_w + 90 > width:
            card_w = width - sheet_w - 90
            card_h = int(card_w / self.ratio)
        x = (width - card_w - sheet_w - 30) // 2
        card = pygame.Rect(x, (height - card_h) // 2, card_w, card_h)
        sheet = pygame.Rect(card.right + 30, card.y + card_h // 10, sheet_w, card_h * 8 // 10)
        return card, sheet

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.backdrop.get_size() != size:
            self.backdrop = pygame.transform.smoothscale(self.backdrop, size)
        surface.blit(self.backdrop, (0, 0))
        surface.blit(card_art.veil(size, (8, 6, 4, 190)), (0, 0))
        card, sheet = self.layout(size)
        picture = self._picture(card.size)
        if picture is not None:
            surface.blit(picture, picture.get_rect(center=card.center))
        self._draw_words(surface, sheet)

    def _picture(self, size: tuple[int, int]) -> pygame.Surface | None:
        if self._card_size != size:
            self._card, self._card_size = self.picture(size), size
        return self._card

    def _draw_words(self, surface: pygame.Surface, sheet: pygame.Rect) -> None:
        surface.blit(art.parchment_panel(sheet.size, radius=12), sheet.topleft)
        inner = sheet.inflate(-48, -44)
        y = inner.y
        title_font = art.fitting_serif(self.title, inner.w, 34, "bold", 18)
        y = art.text(surface, self.title, title_font, art.INK, topleft=(inner.x, y)).bottom + 12
        pygame.draw.line(surface, art.GOLD, (inner.x, y), (inner.right, y), 2)
        y += 14
        size = 21
        while size > 13 and self._height(inner.w, size) > inner.bottom - y - 30:
            size -= 1  # a long text gets a smaller type rather than running off the sheet
        for style, words in paragraphs(self.text):
            font = art.serif(size, style)
            for line in art.wrap(words, font, inner.w):
                y = art.text(surface, line, font, art.INK, topleft=(inner.x, y)).bottom + 2
            y += size // 2
        hint = _("Click anywhere, or press Esc, to put it back.")
        art.text(surface, hint, art.serif(15, "italic"), art.INK_SOFT, midbottom=(sheet.centerx, inner.bottom + 14))

    def _height(self, width: int, size: int) -> int:
        total = 0
        for style, words in paragraphs(self.text):
            font = art.serif(size, style)
            total += len(art.wrap(words, font, width)) * (font.get_linesize() + 2) + size // 2
        return total
