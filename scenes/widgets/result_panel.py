"""The result panel: what a move's outcome was, and why, held on the table until it is read.

Playtesters watched an EverZone clash take 7 command points and both units in two seconds with
nothing saying why, and a Zvery win hand the opponent a mutation unexplained. The engine knows
each outcome and its numbers (api.results: a title and its breakdown, engine/core/story.py);
this panel shows them once the move's animation has played, on a parchment card edged in the
colour of the seat whose outcome it is.

At slow and normal speed the panel is held until the player clicks or presses Space - the
computer waits for it, and so does the pass-and-play cover - but it never takes a click from the
table: a person who has read enough plays on, and the click both dismisses it and does what it
was for. At fast and instant speed it shows briefly and goes by itself. It is drawn over the
table's log, which says the same thing at length, and never over the table's buttons
(`TableScene.result_area` gives the room between them): a panel that covered Zombie Slayer's
Train button at 1024x640 ate the click meant for it. Where the room is short the panel grows
wider, then takes smaller type (never under 14 px) before it would spill out of it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from ..i18n import _
from . import art
from .log_lines import TONE_INKS
from .seats import ink_of, seat_colour

TITLE_SIZE = 21
LINE_SIZE = 16
FOOT_SIZE = 13
COMPACT = (18, 14, 13)  # title, line, foot sizes where the room is short
PAD = 14
BRIEF = 2.2  # seconds a panel shows by itself at fast speed (and at instant), plus reading time
READING = 0.035  # seconds per character of its lines, at fast speed
HELD_SPEEDS = ("slow", "normal")
WIDEST = 440  # a narrow log's panel, widened rather than made tall
MIN_WIDTH = 260


class _Layout(NamedTuple):
    """A panel's words set at one width and size of type, before the sheet is composed under them."""

    width: int
    height: int
    blocks: list[pygame.Surface]
    foot: pygame.Surface


class ResultPanel:
    """The result panels of one move (`panels`, from api.results), said in the player's words
    by `say` (a message -> text), drawn within `area`."""

    @staticmethod
    def prepare(rooms: list[tuple[pygame.Rect, int]]) -> None:
        """Paint ahead, as a table is laid out, the paper its panels will be cut from in these
        `rooms` (as the constructor takes them): a panel takes the height its words need, and
        the first at a width painted a sheet in the frame it showed (5-6 ms)."""
        for room, width in rooms:
            for across in {max(MIN_WIDTH, width), max(MIN_WIDTH, width, min(room.w, WIDEST))}:
                art.paper_sheet(across, room.h)

    def __init__(self, panels: list[dict], say: Callable[[dict], str], rooms: list[tuple[pygame.Rect, int]],
                 speed: str, screen: tuple[int, int]) -> None:
        """`rooms`: where the panel may lie, best first, each with the width it takes there when its
        lines fit so (the log's); it is anchored at the room's bottom, on the side of the `screen`
        the room is on, in the first room it fits (else the tallest)."""
        self.panels = panels
        say = _capitalised(say)
        self.held = speed in HELD_SPEEDS
        words = [say(p["title"]) + " " + " ".join(say(line) for line in p["lines"]) for p in panels]
        self.left = None if self.held else BRIEF + READING * sum(map(len, words))
        fits = [(room, self._fitted(say, room, width)) for room, width in rooms]
        room, layout = next(((r, laid) for r, laid in fits if laid.height <= r.h), max(fits, key=lambda fit: fit[0].h))
        self.image = self._compose(layout)
        screen = pygame.Rect((0, 0), screen)
        right_side = room.centerx > screen.centerx
        self.rect = self.image.get_rect(**{"bottomright" if right_side else "bottomleft":
                                           room.bottomright if right_side else room.bottomleft})
        self.rect.clamp_ip(screen)

    def _fitted(self, say: Callable[[dict], str], room: pygame.Rect, width: int) -> _Layout:
        """The first layout whose height fits the room: `width`, then wider, then the smaller type
        at the widest (the last whether or not it fits: nothing is left out)."""
        widest = max(width, min(room.w, WIDEST))
        for w, sizes in ((width, None), (widest, None), (widest, COMPACT)):
            layout = self._layout(say, w, sizes)
            if layout.height <= room.h:
                break
        return layout

    @property
    def done(self) -> bool:
        return self.left is not None and self.left <= 0

    def update(self, dt: float) -> None:
        if self.left is not None:
            self.left -= dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.image, self.rect)

    def texts(self, say: Callable[[dict], str]) -> list[str]:
        """Every line the panel shows, in the player's words (tests, and the log's echo)."""
        say = _capitalised(say)
        return [text for p in self.panels for text in [say(p["title"]), *map(say, p["lines"])]]

    # --- drawing -----------------------------------------------------------------------------------
    def _layout(self, say: Callable[[dict], str], width: int, sizes: tuple | None = None) -> _Layout:
        """The panel's words set at `width` in `sizes`, and the height they take: the sheet
        under them is composed only for the layout chosen (`_compose`), as each size of
        parchment is painted anew (some 12 ms) and a panel tried up to three layouts in each of
        its rooms, in the frame its move ended."""
        title, line, foot_size = sizes or (TITLE_SIZE, LINE_SIZE, FOOT_SIZE)
        width = max(MIN_WIDTH, width)
        inner = width - 2 * PAD - 8
        blocks = [self._block(p, say, inner, title, line) for p in self.panels]
        foot = self._foot(foot_size)
        height = PAD + sum(b.get_height() + 8 for b in blocks) + foot.get_height() + PAD
        return _Layout(width, height, blocks, foot)

    def _compose(self, layout: _Layout) -> pygame.Surface:
        width, height, blocks, foot = layout
        sheet = art.parchment_panel((width, height), radius=10).copy()
        y = PAD
        for panel, block in zip(self.panels, blocks):
            stripe = pygame.Rect(8, y, 5, block.get_height())
            pygame.draw.rect(sheet, self._ink(panel), stripe, border_radius=3)
            sheet.blit(block, (PAD + 8, y))
            y += block.get_height() + 8
        sheet.blit(foot, foot.get_rect(bottomright=(width - PAD, height - PAD + 4)))
        art.gilt_frame(sheet, sheet.get_rect(), radius=10)
        return sheet

    def _block(self, panel: dict, say: Callable[[dict], str], inner: int, title: int, line: int) -> pygame.Surface:
        title_font, line_font = art.serif(title, "bold"), art.serif(line)
        rows = [(row, title_font, self._ink(panel)) for row in art.wrap(say(panel["title"]), title_font, inner)]
        for line in panel["lines"]:
            rows += [(row, line_font, art.INK) for row in art.wrap(say(line), line_font, inner)]
        height = sum(font.get_linesize() for _row, font, _ink in rows)
        block = pygame.Surface((inner, max(1, height)), pygame.SRCALPHA)
        y = 0
        for row, font, ink in rows:
            block.blit(font.render(row, True, ink), (0, y))
            y += font.get_linesize()
        return block

    def _foot(self, size: int) -> pygame.Surface:
        """The held panel's "click to go on"; nothing (no height) for one that goes by itself."""
        if not self.held:
            return pygame.Surface((1, 0), pygame.SRCALPHA)
        return art.serif(size, "italic").render(_("Click or press Space to go on"), True, art.INK_SOFT)

    @staticmethod
    def _ink(panel: dict) -> tuple[int, int, int]:
        seat = panel.get("seat")
        return TONE_INKS.get(panel.get("tone")) or (ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0
                                                    else art.INK)


def _capitalised(say: Callable[[dict], str]) -> Callable[[dict], str]:
    """`say`, each line beginning with a capital, as the log's do ("the blue zombie ..." opens a title)."""
    def said(message: dict) -> str:
        text = say(message)
        return text[:1].upper() + text[1:]
    return said
