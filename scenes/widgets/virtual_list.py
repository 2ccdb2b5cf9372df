"""VirtualList: a scrolling list of any length that builds only the rows near the view.

A list of 1,000 games used to take 102 s to open: every row was built up front, each a handful
of pygame-gui widgets, and pygame-gui then moved every one of them at every frame of scrolling.
This list asks its owner for a row only when the row comes near the view. It keeps a small
pool - the rows in view and one screenful either side - and hands the widgets of a row that
scrolls away to one that scrolls in when the two look alike (the same buttons): changing a
row's words and picture costs a fraction of building it (pygame-gui spends some 20 ms building
a row with four rounded buttons). The rows in view are made at once; the screenfuls either
side one row a frame, so that scrolling finds them ready. The list opens as fast at 10 rows as
at 100,000.

Each row's widgets lie in a container of their own, placed in the view where the scroll
position puts the row - moved only while the row is in view: the rows either side wait out of
sight, and a frame of scrolling moves only what is seen. (Moving one tall container holding
every row, as pygame-gui's scrolling container does, moves every widget of every row each
frame; moving each widget alone costs a pass over all the others.)

The scroll position is the list's own, in pixels from the top. pygame-gui's UIScrollingContainer
would need the whole height built as one container, and it rounds its position to 1/10,000 of
that height: ten rows at 100,000, so the mouse wheel did nothing there. A plain scroll bar shows
the position and takes it from the player - its drag, its arrow buttons, and the mouse wheel over
the rows (pygame-gui's own smooth scrolling) - and the list follows the bar's unrounded
`scroll_position`; Page Up, Page Down, Home and End move it from the keyboard.

The owner is a `RowMaker`: it builds a row's widgets at a height (`make`), or puts another
row's words into widgets it built before (`reuse`); a row's widgets are a `Slot`, which can be
moved and killed.
"""
from __future__ import annotations

import math
from typing import Any, Protocol

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIVerticalScrollBar

BAR_WIDTH = 20  # pygame-gui's scroll bar, as the scrolling containers elsewhere show it
MADE_AHEAD_PER_FRAME = 1  # rows out of view made in one frame, ahead of the scrolling


class Slot(Protocol):
    """The widgets of one row."""

    def place(self, y: int) -> None:
        """Move the row's top to `y` in the view."""

    def show(self) -> None:
        """Show the row's widgets again (handed to another row)."""

    def hide(self) -> None:
        """Hide the row's widgets (kept for another row)."""

    def kill(self) -> None:
        """Remove the row's widgets."""


class RowMaker(Protocol):
    def make(self, index: int, container: UIContainer, y: int) -> Slot:
        """Build row `index`'s widgets in `container` (the list's view), its top at `y`."""

    def reuse(self, slot: Slot, index: int) -> bool:
        """Show row `index` in `slot`'s widgets if they suit it (False: they do not)."""


class VirtualList:
    """`count` rows of `row_height` pixels in `rect` (the bar at its right), the view opening
    with row `top_row` (a fraction of a row is kept) at its top."""

    def __init__(self, manager: Any, container: Any, rect: pygame.Rect, count: int, row_height: int,
                 maker: RowMaker, top_row: float = 0.0) -> None:
        self.count, self.row_height, self.maker = count, row_height, maker
        self.view = UIContainer(pygame.Rect(rect.x, rect.y, rect.width - BAR_WIDTH, rect.height), manager,
                                container=container)
        self.bar: UIVerticalScrollBar | None = None
        if self.max_offset > 0:
            self.bar = UIVerticalScrollBar(pygame.Rect(rect.right - BAR_WIDTH, rect.y, BAR_WIDTH, rect.height),
                                           rect.height / (count * row_height), manager, container=container)
            self.bar.set_container_to_check_hover_for_mousewheel_events(self.view)
        self.slots: dict[int, Slot] = {}
        self.spare: list[Slot] = []  # rows' widgets out of use, hidden, for the next rows to come
        self._placed: dict[int, int] = {}  # where each row's widgets were last put (their top in the view)
        self._bar_at = 0.0
        self.offset = 0.0
        self.scroll_to(top_row * row_height)
        self.update()

    # --- where the list is -------------------------------------------------------------------------
    @property
    def max_offset(self) -> int:
        return max(0, self.count * self.row_height - self.view.rect.height)

    @property
    def top_row(self) -> float:
        """The row at the top of the view, with how far it is scrolled past (2.5: half of row 2)."""
        return self.offset / self.row_height

    def in_view(self) -> range:
        """The rows at least partly in view."""
        first = int(self.offset // self.row_height)
        last = int((self.offset + self.view.rect.height - 1) // self.row_height)
        return range(first, min(self.count, last + 1))

    def scroll_to(self, offset: float) -> None:
        self.offset = min(max(0.0, float(offset)), float(self.max_offset))
        self._show_on_bar()

    def handle_key(self, key: int) -> bool:
        """Page Up/Down (a screenful of whole rows), Home and End; True when the key was one."""
        page = max(1, self.view.rect.height // self.row_height)
        top = self.top_row
        rows = {pygame.K_PAGEDOWN: math.floor(top) + page, pygame.K_PAGEUP: math.ceil(top) - page,
                pygame.K_HOME: 0, pygame.K_END: self.count}.get(key)
        if rows is None:
            return False
        self.scroll_to(rows * self.row_height)
        return True

    # --- each frame --------------------------------------------------------------------------------
    @property
    def screenful(self) -> int:
        """The most rows partly in view at once."""
        return -(-self.view.rect.height // self.row_height) + 1

    def update(self) -> None:
        """Follow the bar, make the rows coming into view (and one more of those near it), put
        away the ones far out of it, and place the rows in view."""
        self._follow_bar()
        shown, screenful = self.in_view(), self.screenful
        first = min(max(0, shown.start - screenful), max(0, self.count - 3 * screenful))  # three screenfuls, ends too
        kept = range(first, min(self.count, first + 3 * screenful))
        for index in [i for i in self.slots if i not in kept]:
            slot = self.slots.pop(index)
            slot.hide()
            self.spare.append(slot)
        for index in shown:
            if index not in self.slots:
                self._make(index)
        nearest_first = sorted(kept, key=lambda i: abs(i - shown.start - len(shown) / 2))
        for index in [i for i in nearest_first if i not in self.slots][:MADE_AHEAD_PER_FRAME]:
            self._make(index)
        while self.spare and len(self.spare) + len(self.slots) > 3 * screenful:
            self.spare.pop(0).kill()  # never more than three screenfuls of widgets
        self._place()

    def _make(self, index: int) -> None:
        """Row `index` in spare widgets that suit it, else in new ones."""
        y = self._top_of(index)
        self._placed[index] = y
        for slot in self.spare:
            if self.maker.reuse(slot, index):
                self.spare.remove(slot)
                slot.place(y)
                slot.show()
                self.slots[index] = slot
                return
        self.slots[index] = self.maker.make(index, self.view, y)

    def _place(self) -> None:
        """Each row where the offset puts it - only those in view, or leaving it: a row out of
        sight may lie anywhere out of sight, and moving a row costs pygame-gui a pass over its
        widgets (a row the list will show is put in place as it comes into view)."""
        for index in [i for i in self._placed if i not in self.slots]:
            del self._placed[index]
        for index, slot in self.slots.items():
            was, y = self._placed[index], self._top_of(index)
            if y != was and (self._seen(y) or self._seen(was)):
                slot.place(y)
                self._placed[index] = y

    def _top_of(self, index: int) -> int:
        return index * self.row_height - round(self.offset)

    def _seen(self, top: int) -> bool:
        """Does a row whose top is at `top` show in the view?"""
        return top < self.view.rect.height and top + self.row_height > 0

    # --- the bar -----------------------------------------------------------------------------------
    def _travel(self) -> float:
        """How far the bar's slider moves from the top to the bottom, in the bar's pixels."""
        assert self.bar is not None and self.bar.sliding_button is not None
        return max(1.0, self.bar.scrollable_height - self.bar.sliding_button.relative_rect.height)

    def _follow_bar(self) -> None:
        """The player moved the bar (its slider, its arrows, the wheel): the list goes there."""
        if self.bar is None or self.bar.scroll_position == self._bar_at:
            return
        self._bar_at = self.bar.scroll_position
        self.offset = min(1.0, self._bar_at / self._travel()) * self.max_offset

    def _show_on_bar(self) -> None:
        if self.bar is None or self.max_offset == 0:
            return
        share = self.offset / self.max_offset * self._travel()
        self.bar.set_scroll_from_start_percentage(share / self.bar.scrollable_height)
        self._bar_at = self.bar.scroll_position
