"""The game log: a parchment strip of what happened, newest line at the bottom.

Players ask for "a log with every die and every card"; the play scene turns engine events into
sentences and feeds them here. Lines are plain text, optionally coloured or bold.

The strip shows only the lines that fit: the panel keeps up to `max_lines` and shows a window
onto them, which the mouse wheel scrolls. A line at the top says how many earlier lines there
are; when scrolled back, one at the bottom says how many newer ones. An older line too long for
the rows left above the newest is shown in part, its opening words and an ellipsis, rather than
not at all: a four-row hint left Zombie Slayer's strip at 1024x640 showing "... 23 earlier
lines" over one line and three empty rows.

The rows are drawn here, into one picture shown as a pygame-gui image, each wrapped and rendered
once (art.wrap, art.rendered) and blitted again after. A pygame-gui text box parsed its markup
and laid out every line it held again for each new line, 2-10 ms in the frame the line came:
the most frequent of the tables' slowest frames. Drawing the rows ourselves also makes the
measure and the picture one, so what the strip reckons fits is what it shows.
"""
from __future__ import annotations

import string
from collections.abc import Callable, Iterable
from html import escape
from typing import Any, NamedTuple

import pygame
import pygame_gui
from pygame_gui.elements import UIImage

from .. import shorten
from ..i18n import _, ngettext
from . import art

DEFAULT_MAX_LINES = 3000
FONT_SIZE = 15  # the "@log" font in assets/theme.json
LINE_SPACING = 1.1  # the "@log" line_spacing in assets/theme.json
PADDING = (10, 8)  # the "@log" padding in assets/theme.json
BORDER = 1  # the "@log" border_width in assets/theme.json
CORNER = 6  # the text boxes' shape_corner_radius in assets/theme.json
THEME_IDS = ["@log", "text_box"]  # where the strip's colours are themed
WHEEL_LINES = 3
NOTE_COLOUR = "#6e5f4e"
_ROWS = art.Kept(600)  # rows rendered (a strip shows some 10-30; scrolling back meets more)


def line_html(text: str, colour: tuple[int, int, int] | str | None = None, bold: bool = False) -> str:
    """One log line as pygame-gui's text boxes' HTML subset (the recap shows log lines so)."""
    body = escape(text, quote=False)
    if bold:
        body = f"<b>{body}</b>"
    if colour is not None:
        hex_colour = colour if isinstance(colour, str) else "#{:02x}{:02x}{:02x}".format(*colour)
        body = f"<font color='{hex_colour}'>{body}</font>"
    return body


class Row(NamedTuple):
    """One drawn row of the strip: its words, its face and its ink."""

    text: str
    font: pygame.font.Font
    ink: tuple[int, int, int]


def warm_up() -> None:
    """Measure every printable character once in the strip's three faces, so that their glyphs
    are loaded (SDL_ttf keeps them) before a table's first lines come: a burst of ten new lines
    cost 6 ms in its frame with the glyphs still to load, 3 ms with them loaded (some 13 ms, paid
    as a table opens)."""
    for bold, italic in ((False, False), (True, False), (False, True)):
        art.ui_font(FONT_SIZE, bold, italic).size(string.printable.strip() + _ACCENTED)


_ACCENTED = "àèéìòùÀÈÉÌÒÙçœ’“”…–—·×"  # the Italian edition's letters and the catalogs' punctuation


def _rendered(row: Row) -> pygame.Surface:
    return _ROWS.made((row.text, row.font, row.ink), lambda: row.font.render(row.text, True, row.ink))


class _LogBox(UIImage):
    """The strip's picture, drawn again when a line comes or the view scrolls, at most once a
    frame; the mouse wheel scrolls it and a click opens the whole log."""

    def __init__(self, panel: LogPanel, rect: pygame.Rect, manager: pygame_gui.UIManager, container: Any) -> None:
        self.panel = panel
        self.dirty = True
        self._pointer = (-1, -1)  # where the last mouse motion was: wheel events carry no position
        super().__init__(rect, pygame.Surface(rect.size, pygame.SRCALPHA), manager, container=container,
                         object_id="@log")

    def update(self, time_delta: float) -> None:
        if self.dirty:
            self.dirty = False
            self.panel.render()
        super().update(time_delta)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.visible and self.is_enabled:
            if self.rect.collidepoint(self._pointer):
                self.panel.scroll(event.y * WHEEL_LINES)
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.panel.on_click is not None \
                and self.visible and self.is_enabled and self.rect.collidepoint(event.pos):
            self.panel.on_click()  # the strip is a keyhole: a click opens the whole log
            return True
        return super().process_event(event)

    def colour(self, name: str) -> pygame.Color:
        return self.ui_theme.get_colour(name, THEME_IDS)


class LogPanel:
    """A scrollable log in `rect`. `add(text)` appends a line; `lines` holds the plain text."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        rect: pygame.Rect,
        *,
        container: Any = None,
        max_lines: int = DEFAULT_MAX_LINES,
        lines: Iterable[str] = (),
        on_click: Callable[[], Any] | None = None,
    ) -> None:
        self.max_lines = max(1, max_lines)
        self.on_click = on_click
        self.offset = 0  # how many lines the view is scrolled back from the newest
        self._entries: list[tuple[str, Any, bool]] = []  # (plain text, colour, bold)
        self.shown: list[Row] = []  # the rows on the strip now, top to bottom
        self._plate_made: pygame.Surface | None = None
        self.box = _LogBox(self, pygame.Rect(rect), manager, container)
        self.extend(lines)

    @property
    def lines(self) -> list[str]:
        return [plain for plain, _colour, _bold in self._entries]

    def add(self, text: str, colour: tuple[int, int, int] | str | None = None, bold: bool = False) -> None:
        """Append a line (newlines inside it start new lines). Shown on the next frame."""
        for part in str(text).splitlines() or [""]:
            self._entries.append((part, colour, bold))
        self._after_adding()

    def extend(self, lines: Iterable[str]) -> None:
        """Append many plain lines (filling the log after a load)."""
        for line in lines:
            for part in str(line).splitlines() or [""]:
                self._entries.append((part, None, False))
        self._after_adding()

    def clear(self) -> None:
        self._entries = []
        self.offset = 0
        self.box.dirty = True

    def scroll(self, lines: int) -> None:
        """Positive: back towards older lines; negative: towards the newest."""
        self.offset = max(0, min(self.offset + lines, len(self._entries) - 1))
        self.box.dirty = True

    def set_rect(self, rect: pygame.Rect) -> None:
        """Move/resize the panel (the lines re-wrap to the new width)."""
        rect = pygame.Rect(rect)
        self.box.set_relative_position(rect.topleft)
        self.box.set_dimensions(rect.size)
        self.box.dirty = True

    def kill(self) -> None:
        self.box.kill()

    # --- showing ------------------------------------------------------------------------------
    def _after_adding(self) -> None:
        if len(self._entries) > self.max_lines:
            del self._entries[: len(self._entries) - self.max_lines]
        self.offset = 0  # something happened: show it
        self.box.dirty = True

    def render(self) -> None:
        """Draw the lines that fit (called once a frame at most): at least the newest line,
        without the notes around it when the box is too short for both (Zombie Slayer's log at
        1024x640 showed "... 422 earlier lines" and nothing else), and the opening of the line
        before the first whole one in the rows left over."""
        self.shown = self._rows_that_fit()
        picture = self._plate().copy()
        inner = self._inner()
        picture.set_clip(inner)
        pitch, y = self._pitch(), inner.top
        for row in self.shown:
            picture.blit(_rendered(row), (inner.left, y))
            y += pitch
        picture.set_clip(None)
        self.box.set_image(picture)

    def _rows_that_fit(self) -> list[Row]:
        end = len(self._entries) - self.offset
        start, spare = self._first_fitting(end)
        notes = start < end
        if not notes:
            start, spare = max(0, end - 1), 0
        elif start == 1 and spare:
            spare += 1  # the opening is of the very first line: no note above it takes its row
        room = self._room()
        while True:
            rows = self._rows(start, end, notes, spare)
            if len(rows) <= room:
                return rows
            if spare:
                spare = 0  # the estimate was generous: no part line
            elif start < end - 1:
                start += 1  # nor one whole line fewer
            elif notes:
                notes = False  # the newest line alone
            else:
                return self._opening_rows(rows, room)  # a line taller than the strip

    def _opening_rows(self, rows: list[Row], room: int) -> list[Row]:
        """The first rows that fit, the last of them ending in an ellipsis, and a note that the
        rest is a click away (in the log pane) when the strip has a row for it: a hint's reason
        at 1024x640 stopped mid-sentence with nothing saying how to read on."""
        note = self._wrapped("\u2026 " + _("click to read on"), NOTE_COLOUR, italic=True) if room > 2 and \
            self.on_click is not None else []
        if len(note) > 1:
            note = []
        kept = room - len(note)
        last = rows[kept - 1]
        rest = " ".join(row.text for row in rows[kept - 1:] if row.font is last.font)
        return rows[:kept - 1] + [Row(art.ellipsized(rest, last.font, self._text_width()), last.font, last.ink)] + note

    def _rows(self, start: int, end: int, notes: bool = True, spare: int = 0) -> list[Row]:
        rows: list[Row] = []
        shown_from = start
        if spare and start > 0:
            plain, colour, bold = self._entries[start - 1]
            opening = self._opening(plain, spare, bold)
            if opening:
                rows += self._wrapped(opening, colour, bold)
                shown_from -= 1
        if shown_from > 0 and notes:
            earlier = ngettext("{n} earlier line (scroll up)", "{n} earlier lines (scroll up)",
                               shown_from).format(n=shown_from)
            rows[:0] = self._wrapped(f"\u2026 {earlier}", NOTE_COLOUR, italic=True)
        for plain, colour, bold in self._entries[start:end]:
            rows += self._wrapped(plain, colour, bold)
        if end < len(self._entries) and notes:
            newer = len(self._entries) - end
            later = ngettext("{n} newer line (scroll down)", "{n} newer lines (scroll down)", newer).format(n=newer)
            rows += self._wrapped(f"\u2026 {later}", NOTE_COLOUR, italic=True)
        return rows

    def _wrapped(self, plain: str, colour: Any, bold: bool = False, italic: bool = False) -> list[Row]:
        font = art.ui_font(FONT_SIZE, bold, italic)
        ink = tuple(pygame.Color(colour))[:3] if colour is not None else tuple(self.box.colour("normal_text"))[:3]
        return [Row(text, font, ink) for text in art.wrap(plain, font, self._text_width()) or [""]]

    @property
    def shown_text(self) -> str:
        """The strip's rows as text, one a line (for tests and tools)."""
        return "\n".join(row.text for row in self.shown)

    def _plate(self) -> pygame.Surface:
        """The strip's parchment and border, themed as pygame-gui's text boxes are (made again
        only when the strip changes size)."""
        size = self.box.rect.size
        if self._plate_made is not None and self._plate_made.get_size() == size:
            return self._plate_made
        plate = pygame.Surface(size, pygame.SRCALPHA)
        outline = pygame.Rect((0, 0), size)
        pygame.draw.rect(plate, self.box.colour("dark_bg"), outline, border_radius=CORNER)
        pygame.draw.rect(plate, self.box.colour("normal_border"), outline, width=BORDER, border_radius=CORNER)
        self._plate_made = plate
        return plate

    def _inner(self) -> pygame.Rect:
        """Where the rows go: inside the border and the padding."""
        return pygame.Rect((0, 0), self.box.rect.size).inflate(-2 * (PADDING[0] + BORDER), -2 * (PADDING[1] + BORDER))

    def _pitch(self) -> int:
        return round(art.ui_font(FONT_SIZE).get_linesize() * LINE_SPACING)

    def _room(self) -> int:
        """How many rows the strip holds."""
        return max(1, self._inner().height // self._pitch())

    def _opening(self, line: str, rows: int, bold: bool = False) -> str:
        """The first words of `line` that wrap to at most `rows` rows, and an ellipsis ("" if
        not even one word does)."""
        font, width = art.ui_font(FONT_SIZE, bold), self._text_width()
        words = line.split()
        count = shorten.longest(len(words), lambda n: len(art.wrap(" ".join(words[:n]) + "\u2026", font, width)) <= rows)
        return " ".join(words[:count]) + "\u2026" if count else ""

    def _text_width(self) -> int:
        """The width a row holds, reckoned from the box's size, which a move or resize changes
        at once."""
        return max(1, self._inner().width)

    def _first_fitting(self, end: int) -> tuple[int, int]:
        """The first line of the window ending at `end` that fits the box's height, and the
        rows left over above it (room for the opening of the line before, if there is one).
        Each line is measured in the face it is drawn in: a bold line measured in the regular
        face wrapped to a row more than reckoned, and the box took a second layout."""
        width = self._text_width()
        room = self._room() - (1 if end < len(self._entries) else 0) - 1  # the notes above and below
        start = end
        while start > 0:
            plain, _colour, bold = self._entries[start - 1]
            rows = len(art.wrap(plain, art.ui_font(FONT_SIZE, bold), width)) or 1
            if rows > room:
                break
            room -= rows
            start -= 1
        return start, room if start > 0 else 0
