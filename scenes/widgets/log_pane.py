"""The log pane: the whole game's log, full height, filtered by player and by kind, names alive.

The table's log strip shows the last few lines in a corner (2.5 lines at 1100x620): playtesters
called it a keyhole. The pane opens over the table's right side (the Log button, the L key, or a
click on the strip) and reads as prose: each turn's heading stands out with room above it, the
lines under it in the ink of whoever acted. Two rows of filters narrow it - by kind (turns, rolls,
battles, cards: the engine says which each line is, story.KINDS) and by player - and resting the
pointer on the name of a card, a creature or a tile shows its picture beside the pane (the table's
`picture_of`). The wheel scrolls; Esc, L or the close button put it away.

The text is drawn here, row by row, into one picture shown as a pygame-gui image above the
table's widgets: only the rows in view are drawn, so a 3,000-line log scrolls as quickly as a
short one, and every name's place on screen is known for the hover.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage

from ..i18n import N_, _
from . import art
from .log_lines import LogLine

log = logging.getLogger(__name__)

KINDS = [("all", N_("Everything")), ("turns", N_("Turns")), ("rolls", N_("Rolls")), ("battles", N_("Battles")),
         ("cards", N_("Cards"))]  # (marked: shown with _())
LINE_SIZE = 16
HEADING_SIZE = 18
PAD = 14
ROW_GAP = 3
FILTER_H = 34
LAYER = 8  # above the table's widgets and its result panel, under any dialog
WHEEL_ROWS = 3


@dataclass
class Row:
    """One drawn row: its words, font, ink, whether it starts a turn, and its names' spans
    [(start x, end x, (kind, id))]."""

    text: str
    font: pygame.font.Font
    ink: tuple[int, int, int]
    heading: bool
    names: list[tuple[int, int, tuple[str, Any]]]


def wrapped(line: LogLine, width: int) -> list[Row]:
    """`line` in rows that fit `width`, each knowing where its names are."""
    heading = line.kind == "turns" and line.bold
    font = art.serif(HEADING_SIZE if heading else LINE_SIZE, "bold" if line.bold else "regular")
    spans = _name_spans(line)
    rows, start = [], 0
    words = line.text.split(" ")
    cursor, current = 0, ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if current and font.size(candidate)[0] > width:
            rows.append((start, current))
            start, current = cursor, word
        else:
            current = candidate
        cursor += len(word) + 1
    rows.append((start, current))
    ink = line.colour or art.INK
    return [Row(text, font, ink, heading and i == 0, _row_names(text, begin, spans, font))
            for i, (begin, text) in enumerate(rows)]


def _name_spans(line: LogLine) -> list[tuple[int, int, tuple[str, Any]]]:
    """Where each named thing is said in the line's text: (first char, past its last, thing)."""
    spans, cursor = [], 0
    for name, thing in line.things:
        at = line.text.find(name, cursor) if name else -1
        if at < 0:
            at = line.text.find(name) if name else -1
        if at >= 0:
            spans.append((at, at + len(name), thing))
            cursor = at + len(name)
    return spans


def _row_names(text: str, begin: int, spans, font) -> list[tuple[int, int, tuple[str, Any]]]:
    out = []
    for first, last, thing in spans:
        a, b = max(first, begin), min(last, begin + len(text))
        if a < b:
            out.append((font.size(text[:a - begin])[0], font.size(text[:b - begin])[0], thing))
    return out


class LogPane:
    """The pane over `table` (a TableScene): its lines are the table's `log_lines`."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.kind = "all"
        self.seat: int | None = None  # None: every player
        self.back = 0  # rows scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.widgets: dict[str, Any] = {}
        self._image: UIImage | None = None
        self._picture: UIImage | None = None
        self._rows: list[Row] = []
        self._shown: list[tuple[pygame.Rect, Row]] = []
        self._key: Any = None
        self.hovered: tuple[str, Any] | None = None

    # --- opening and closing ------------------------------------------------------------------------
    def build(self, manager: pygame_gui.UIManager, root: Any, size: tuple[int, int]) -> None:
        """Lay the pane out over the right side of a window of `size` (again on every rebuild)."""
        width, height = size
        pane_w = max(360, min(600, int(width * 0.44)))
        self.rect = pygame.Rect(width - pane_w - 6, 6, pane_w, height - 12)
        self._key = None
        self.widgets = {}
        self._image = UIImage(pygame.Rect(self.rect), pygame.Surface(self.rect.size), manager, container=root,
                              starting_height=LAYER)
        x, y = self.rect.x + PAD, self.rect.y + PAD
        title_w = self.rect.w - 2 * PAD - 110
        self.widgets["close"] = UIButton(pygame.Rect(self.rect.right - PAD - 100, y, 100, FILTER_H), _("Close"),
                                         manager, container=root, starting_height=LAYER + 1,
                                         tool_tip_text=_("Back to the table (L or Esc)"))
        self.title_rect = pygame.Rect(x, y, title_w, FILTER_H)
        y += FILTER_H + 8
        y = self._filter_row(manager, root, y, [(f"kind:{k}", _(label)) for k, label in KINDS])
        seats = [("seat:all", _("Everyone"))] + [(f"seat:{s}", self.table.writer.who(s))
                                                 for s in range(len(self.table.session.seats))]
        y = self._filter_row(manager, root, y, seats if len(seats) > 2 else [])
        self.text_rect = pygame.Rect(self.rect.x + PAD, y + 4, self.rect.w - 2 * PAD, self.rect.bottom - PAD - y - 4)
        self._mark_filters()
        self.render()

    def _filter_row(self, manager, root, y: int, entries: list[tuple[str, str]]) -> int:
        """Buttons side by side, as wide as their words need, shrunk together when short of room."""
        if not entries:
            return y
        font = art.ui_font(15)
        room = self.rect.w - 2 * PAD
        needed = [font.size(label)[0] + 22 for _key, label in entries]
        scale = min(1.0, (room - 6 * (len(entries) - 1)) / sum(needed))
        x = self.rect.x + PAD
        for (key, label), need in zip(entries, needed):
            w = int(need * scale)
            self.widgets[key] = UIButton(pygame.Rect(x, y, w, FILTER_H), label, manager, container=root,
                                         starting_height=LAYER + 1, object_id="#top_bar_compact")
            x += w + 6
        return y + FILTER_H + 6

    def kill(self) -> None:
        for widget in [*self.widgets.values(), self._image, self._picture]:
            if widget is not None:
                widget.kill()
        self.widgets, self._image, self._picture = {}, None, None

    # --- input ---------------------------------------------------------------------------------------
    def pressed(self, element: Any) -> str | None:
        """A button of the pane was pressed: "close", or the filter it set (None: not the pane's)."""
        key = next((k for k, w in self.widgets.items() if w is element), None)
        if key is None or key == "close":
            return key
        what, value = key.split(":")
        if what == "kind":
            self.kind = value
        else:
            self.seat = None if value == "all" else int(value)
        self.back = 0
        self._mark_filters()
        self.render()
        return key

    def wheel(self, rows: int) -> None:
        self.back = max(0, self.back + rows * WHEEL_ROWS)
        self.render()

    def hover(self, pos: tuple[int, int], picture_of: Callable[[str, Any], pygame.Surface | None]) -> None:
        """The pointer at `pos`: show the picture of the thing named under it, if any."""
        thing = self.thing_at(pos)
        if thing == self.hovered:
            return
        self.hovered = thing
        if self._picture is not None:
            self._picture.kill()
            self._picture = None
        try:
            picture = picture_of(*thing) if thing is not None else None
        except Exception:  # a picture that cannot be drawn must never take the table down
            log.exception("no picture of %r for the log pane", thing)
            picture = None
        if picture is None or self._image is None:
            return
        room_w = max(60, self.rect.x - 12)
        scale = min(1.0, room_w / picture.get_width(), (self.rect.h - 12) / picture.get_height())
        if scale < 1.0:
            picture = pygame.transform.smoothscale(picture, (int(picture.get_width() * scale),
                                                             int(picture.get_height() * scale)))
        place = picture.get_rect(topright=(self.rect.x - 8, max(self.rect.y, pos[1] - picture.get_height() // 2)))
        place.clamp_ip(pygame.Rect(0, 0, self.rect.x, self.table.app.size[1]))
        self._picture = UIImage(place, picture, self.table.manager, container=self.table.root,
                                starting_height=LAYER + 1)

    def thing_at(self, pos: tuple[int, int]) -> tuple[str, Any] | None:
        for rect, row in self._shown:
            if rect.collidepoint(pos):
                for start, end, thing in row.names:
                    if rect.x + start <= pos[0] < rect.x + end:
                        return thing
        return None

    # --- drawing -------------------------------------------------------------------------------------
    def lines(self) -> list[LogLine]:
        """The table's log lines the filters let through (a turn's heading stays with its lines)."""
        chosen = [line for line in self.table.log_lines
                  if (self.seat is None or line.seat == self.seat or (line.kind == "turns" and line.bold))
                  and (self.kind == "all" or line.kind == self.kind or (line.kind == "turns" and line.bold))]
        return [line for i, line in enumerate(chosen)  # a heading with nothing under it says nothing
                if not (line.kind == "turns" and line.bold and self.kind not in ("all", "turns")
                        and (i + 1 == len(chosen) or (chosen[i + 1].kind == "turns" and chosen[i + 1].bold)))]

    def render(self) -> None:
        if self._image is None:
            return
        key = (len(self.table.log_lines), self.kind, self.seat, self.text_rect.size)
        if key != self._key:
            self._key = key
            self._rows = [row for line in self.lines() for row in wrapped(line, self.text_rect.w)]
        sheet = art.parchment_panel(self.rect.size, radius=10).copy()
        art.gilt_frame(sheet, sheet.get_rect(), radius=10)
        title = art.serif(22, "bold").render(_("The log"), True, art.INK)
        sheet.blit(title, (PAD, PAD + (FILTER_H - title.get_height()) // 2))
        self._shown = []
        top = self.text_rect.y - self.rect.y
        y = self.rect.h - PAD
        end = max(0, len(self._rows) - self.back)
        self.back = len(self._rows) - end
        for row in reversed(self._rows[:end]):
            y -= row.font.get_linesize() + ROW_GAP + (8 if row.heading else 0)
            if y < top:
                break
            drawn = sheet.blit(row.font.render(row.text, True, row.ink), (PAD, y + (8 if row.heading else 0)))
            for start, stop, _thing in row.names:
                pygame.draw.line(sheet, row.ink, (PAD + start, drawn.bottom - 2), (PAD + stop, drawn.bottom - 2), 1)
            self._shown.append((drawn.move(self.rect.x, self.rect.y), row))
        if not self._rows:
            quiet = art.serif(LINE_SIZE, "italic").render(_("Nothing of this kind yet."), True, art.INK_SOFT)
            sheet.blit(quiet, (PAD, top + 8))
        self._image.set_image(sheet)

    def _mark_filters(self) -> None:
        """The chosen filters look pressed (selected), the others not."""
        chosen = {f"kind:{self.kind}", f"seat:{'all' if self.seat is None else self.seat}"}
        for key, widget in self.widgets.items():
            if key == "close":
                continue
            if key in chosen:
                widget.select()
            else:
                widget.unselect()
