"""The game log: a parchment strip of what happened, newest line at the bottom.

Players ask for "a log with every die and every card"; the play scene turns engine events into
sentences and feeds them here. Lines are plain text (escaped, so a player called "<b>" stays a
name), optionally coloured or bold.

A pygame-gui UITextBox lays out and renders its whole text on every change, which grows with
the log (a few hundred lines already cost a frame per new line). So the box only ever holds the
lines that fit in it: the panel keeps up to `max_lines` and shows a window onto them, which the
mouse wheel scrolls. A line at the top says how many earlier lines there are; when scrolled
back, one at the bottom says how many newer ones. Re-layout happens at most once a frame.

An older line too long for the rows left above the newest is shown in part, its opening words
and an ellipsis, rather than not at all: a four-row hint left Zombie Slayer's strip at 1024x640
showing "... 23 earlier lines" over one line and three empty rows.
"""
from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from .. import shorten
from ..i18n import ngettext
from . import art


def _untranslated_sentences() -> None:
    """Stop pygame-gui looking up every sentence of the log as a translation key.

    UITextBox passes its whole text through `i18n.t` on each change; a text with a "." in it
    reads as a namespaced key that is not there, and python-i18n then lists the translation
    folders on disk to look for it - every time. At Zvery's log height that was a quarter to half
    of a new line's cost (measured: 5.8 against 4.3 ms once warm, 11.6 against 5.9 ms cold). A translation key never has a space in it,
    so text with one is passed through as it is; keys still translate."""
    import pygame_gui.elements.ui_text_box as text_box

    original = text_box.translate
    if getattr(original, "passes_sentences", False):
        return

    def translate(text: str, **keywords) -> str:
        return text if " " in text else original(text, **keywords)

    translate.passes_sentences = True
    text_box.translate = translate


_untranslated_sentences()


DEFAULT_MAX_LINES = 3000
FONT_SIZE = 15  # the "@log" font in assets/theme.json
LINE_SPACING = 1.1  # the "@log" line_spacing in assets/theme.json
PADDING = (10, 8)  # the "@log" padding in assets/theme.json
WHEEL_LINES = 3
NOTE_COLOUR = "#6e5f4e"


def line_html(text: str, colour: tuple[int, int, int] | str | None = None, bold: bool = False) -> str:
    """One log line as the text box's HTML subset."""
    body = html.escape(text, quote=False)
    if bold:
        body = f"<b>{body}</b>"
    if colour is not None:
        hex_colour = colour if isinstance(colour, str) else "#{:02x}{:02x}{:02x}".format(*colour)
        body = f"<font color='{hex_colour}'>{body}</font>"
    return body


class _LogBox(UITextBox):
    """A text box showing the newest lines that fit, scrolled with the mouse wheel."""

    def __init__(self, panel: LogPanel, rect: pygame.Rect, manager: pygame_gui.UIManager, container: Any) -> None:
        self.panel = panel
        self.dirty = True
        self._pointer = (-1, -1)  # where the last mouse motion was: wheel events carry no position
        super().__init__("", rect, manager, container=container, object_id="@log", pre_parsing_enabled=False)

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
        self._entries: list[tuple[str, str, tuple]] = []  # (plain text, html, (colour, bold))
        self.box = _LogBox(self, pygame.Rect(rect), manager, container)
        self._margin = self.box.rect.width - self.box.text_wrap_rect.width  # its border and padding, as themed
        self.extend(lines)

    @property
    def lines(self) -> list[str]:
        return [plain for plain, _html, _style in self._entries]

    def add(self, text: str, colour: tuple[int, int, int] | str | None = None, bold: bool = False) -> None:
        """Append a line (newlines inside it start new lines). Shown on the next frame."""
        for part in str(text).splitlines() or [""]:
            self._entries.append((part, line_html(part, colour, bold), (colour, bold)))
        self._after_adding()

    def extend(self, lines: Iterable[str]) -> None:
        """Append many plain lines (filling the log after a load)."""
        for line in lines:
            for part in str(line).splitlines() or [""]:
                self._entries.append((part, line_html(part), (None, False)))
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
        """Give the text box exactly the lines that fit (called once a frame at most): at least
        the newest line, without the notes around it when the box is too short for both (Zombie
        Slayer's log at 1024x640 showed "... 422 earlier lines" and nothing else), and the
        opening of the line before the first whole one in the rows left over.

        Each try is a whole layout of the box, and one that overflows builds a scroll bar too
        (25-35 ms, against 7 for one that fits, at EverZone's log): a newest line that the
        measure says leaves no room for the notes is laid out without them from the start,
        rather than tried with them first."""
        end = len(self._entries) - self.offset
        start, spare = self._first_fitting(end)
        notes = start < end
        if not notes:
            start, spare = max(0, end - 1), 0
        while True:
            self.box.set_text(self._markup(start, end, notes, spare))
            if self.box.scroll_bar is None:
                break
            if spare:
                spare = 0  # the estimate was generous: no part line
            elif start < end - 1:
                start += 1  # nor one whole line fewer
            elif notes:
                notes = False  # the newest line alone
            else:
                break

    def _markup(self, start: int, end: int, notes: bool = True, spare: int = 0) -> str:
        parts = [markup for _plain, markup, _style in self._entries[start:end]]
        shown_from = start
        opening = ""
        if spare and start > 0:
            plain, _html, (colour, bold) = self._entries[start - 1]
            opening = self._opening(plain, spare, bold)
        if opening:
            parts.insert(0, line_html(opening, colour, bold))
            shown_from -= 1
        if shown_from > 0 and notes:
            earlier = ngettext("{n} earlier line (scroll up)", "{n} earlier lines (scroll up)",
                               shown_from).format(n=shown_from)
            parts.insert(0, f"<font color='{NOTE_COLOUR}'><i>\u2026 {html.escape(earlier)}</i></font>")
        if end < len(self._entries) and notes:
            newer = len(self._entries) - end
            later = ngettext("{n} newer line (scroll down)", "{n} newer lines (scroll down)", newer).format(n=newer)
            parts.append(f"<font color='{NOTE_COLOUR}'><i>\u2026 {html.escape(later)}</i></font>")
        return "<br>".join(parts)

    def _opening(self, line: str, rows: int, bold: bool = False) -> str:
        """The first words of `line` that wrap to at most `rows` rows, and an ellipsis ("" if
        not even one word does)."""
        font, width = art.ui_font(FONT_SIZE, bold), self._text_width()
        words = line.split()
        count = shorten.longest(len(words), lambda n: len(art.wrap(" ".join(words[:n]) + "\u2026", font, width)) <= rows)
        return " ".join(words[:count]) + "\u2026" if count else ""

    def _text_width(self) -> int:
        """The width a row of the box holds as pygame-gui counts it: its text area, less the
        space it counts after a row's last word (a row 2 px narrower than the area, reckoned to
        fit, wrapped there, and the box took a second layout and a scroll bar). The area is
        reckoned from the box's size, which a move or resize changes at once, where pygame-gui's
        own text area follows at its next layout."""
        area = self.box.rect.width - self._margin
        return max(1, area - art.ui_font(FONT_SIZE).size(" ")[0])

    def _first_fitting(self, end: int) -> tuple[int, int]:
        """The first line of the window ending at `end` that fits the box's height, and the
        rows left over above it (room for the opening of the line before, if there is one).
        Each line is measured in the face it is drawn in: a bold line measured in the regular
        face wrapped to a row more than reckoned, and the box took a second layout."""
        width = self._text_width()
        row = art.ui_font(FONT_SIZE).get_linesize() * LINE_SPACING
        room = int((self.box.rect.height - 2 * PADDING[1] - 4) // row)
        room -= (1 if end < len(self._entries) else 0) + 1  # the notes above and below
        start = end
        while start > 0:
            plain, _html, (_colour, bold) = self._entries[start - 1]
            rows = len(art.wrap(plain, art.ui_font(FONT_SIZE, bold), width)) or 1
            if rows > room:
                break
            room -= rows
            start -= 1
        return start, room if start > 0 else 0
