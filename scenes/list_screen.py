"""ListScreen: a sheet of parchment on the wooden table with a title and a scrolling list of
rows - a picture, three lines of words and a few buttons each. The saves and the history are
such lists, so they look and scroll alike and share this.

A subclass writes `build(root, size)` (calling `lay_sheet(size)` first, then `build_rows` with
how many rows there are and a function that makes row i, or `build_list` with its rows made
beforehand), says what each row's buttons do in `on_action(kind, item)`, and names the screen in
TITLE (or `title()`). Only the rows near the view are ever made (widgets/virtual_list.py: a
list of 100,000 games opens as fast as one of ten), their pictures as they come into view. The
list keeps its scroll position through rebuilds (a resize, a rename); the wheel, the scroll
bar, Page Up/Down and Home/End scroll it; Esc closes the screen unless a dialog takes it.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextBox

from . import saved_games
from .i18n import _
from .ui_scene import UIScene
from .widgets import art, dialogs
from .widgets.virtual_list import VirtualList

GAP = 8  # between two rows
PICTURE_ASPECT = 1.5
ACTION_W, ACTION_GAP = 100, 8
SCROLL_BAR = 24  # room kept at the right of the rows for the list's scroll bar
PICTURES_KEPT = 64  # rows' pictures kept for when they scroll back into view


@dataclass
class Row:
    """One row: its item (handed back to on_action), picture, three lines (heading, words, hint)
    and buttons as (kind, label, tip, style)."""

    item: Any
    picture: Callable[[tuple[int, int]], pygame.Surface]  # at a size
    lines: Callable[[int], tuple[str, str, str]]  # for the words' width (to choose a form that fits)
    actions: list[tuple[str, str, str, str | None]]
    hint_is_ink: bool = False  # the third line is a reason to read, not a quiet hint


class ListScreen(UIScene):
    TITLE = ""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.widgets: dict[str, Any] = {}
        self.actions: dict[UIButton, tuple[str, Any]] = {}
        self.list: Any = None  # the rows' view, or a subclass's own scrolling container
        self.rows: VirtualList | None = None
        self.maker: RowSlots | None = None
        # Where the list opens at the next build: the row at its top (a subclass's own scrolling
        # container: its bar's start_percentage). None once built: wherever the player scrolls;
        # a subclass sets 0.0 to open the list at the top again (a new filter, a new save).
        self.scrolled: float | None = 0.0
        self.sheet = pygame.Rect(0, 0, 0, 0)

    def title(self) -> str:
        """The screen's name in the player's language (TITLE is marked with N_)."""
        return _(self.TITLE)

    # --- layout ------------------------------------------------------------------------------
    def rebuild(self) -> None:
        if self.scrolled is None and self.rows is not None:
            self.scrolled = self.rows.top_row  # stay where the player was
        elif self.rows is None and getattr(self.list, "vert_scroll_bar", None) is not None:
            self.scrolled = self.list.vert_scroll_bar.start_percentage
        super().rebuild()

    def lay_sheet(self, size: tuple[int, int]) -> None:
        width, height = size
        self.sheet = pygame.Rect(0, 0, min(width - 60, 1000), height - 30)
        self.sheet.center = (width // 2, height // 2)
        self.widgets, self.actions, self.list, self.rows, self.maker = {}, {}, None, None, None

    def header_button(self, root: Any, key: str, label: str, tip: str, width: int, right: int,
                      style: str | None = None) -> int:
        """A button in the title's row ending at `right`; returns where the next one ends."""
        self.widgets[key] = UIButton(pygame.Rect(right - width, self.sheet.y + 24, width, 48), label, self.manager,
                                     container=root, tool_tip_text=tip, object_id=style)
        return right - width - 14

    def build_list(self, root: Any, rect: pygame.Rect, rows: Sequence[Row], empty: str) -> None:
        """A list of rows made beforehand (a few): `build_rows` over them."""
        self.build_rows(root, rect, len(rows), rows.__getitem__, empty)

    def build_rows(self, root: Any, rect: pygame.Rect, count: int, row_at: Callable[[int], Row], empty: str) -> None:
        """A list of `count` rows in `rect`, `row_at(i)` asked for row i only as it nears the view
        (widgets/virtual_list.py), opening where the player had scrolled to; `empty` says why
        there are none."""
        if not count:
            UITextBox(dialogs.as_html(empty), pygame.Rect(rect.x, rect.y + 20, rect.width, 90), self.manager,
                      container=root, object_id="@dialog_text")
            return
        self.maker = RowSlots(self, row_at, rect.width - SCROLL_BAR, row_height(self.size[1]) - GAP)
        self.rows = VirtualList(self.manager, root, rect, count, row_height(self.size[1]), self.maker,
                                top_row=self.scrolled or 0.0)
        self.list = self.rows.view
        self.scrolled = None  # from now on, wherever the player scrolls

    def fitted(self, words: str, width: int, style: str) -> str:
        """`words` cut short (with an ellipsis) to fit `width` in `style`, rather than spilling."""
        font = self.font(style)
        return saved_games.cut(words, width, lambda text: font.size(text)[0])

    def font(self, style: str) -> Any:
        return self.manager.get_theme().get_font([style, "label"])

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element in self.actions:
                self.app.sound.play("click")
                self.on_action(*self.actions[element])
                return
            key = next((k for k, widget in self.widgets.items() if widget is element), None)
            if key is not None:
                self.app.sound.play("click")
                self.on_widget(key)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not dialogs.takes_escape(self.manager):
            self.close()
        elif event.type == pygame.KEYDOWN and self.rows is not None and not dialogs.modal_open(self.manager) \
                and self.rows.handle_key(event.key):
            return
        else:
            self.on_other(event)

    def on_action(self, kind: str, item: Any) -> None:
        """A row's button was pressed."""

    def on_widget(self, key: str) -> None:
        """One of the screen's own widgets (in `self.widgets`) was pressed."""

    def on_other(self, event: pygame.event.Event) -> None:
        """Any other input."""

    def update(self, dt: float) -> None:
        if self.rows is not None:
            self.rows.update()

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        art.text(surface, self.title(), art.serif(46, "bold"), art.INK, topleft=(self.sheet.x + 40, self.sheet.y + 22))
        pygame.draw.line(surface, art.GOLD, (self.sheet.x + 40, self.sheet.y + 86),
                         (self.sheet.right - 40, self.sheet.y + 86), 2)


def row_height(window_height: int) -> int:
    """A row, with the gap under it: taller in a taller window, for a larger picture."""
    return max(100, min(140, window_height // 8))


def band(size: tuple[int, int]) -> pygame.Surface:
    """A row's ground: a slightly darker sheet of paper with a thin gilt edge."""
    ground = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(ground, (214, 194, 150, 110), ground.get_rect(), border_radius=8)
    pygame.draw.rect(ground, (170, 132, 80), ground.get_rect(), width=1, border_radius=8)
    return ground


class RowSlots:
    """The rows' widgets for the screen's VirtualList: a row is built as a band with its picture,
    three lines and its buttons; a row scrolling in takes over the widgets of one that scrolled
    away when both have the same buttons, with its own words, picture and tips. The pictures of
    the last rows shown are kept (the list asks again for a row that scrolls back)."""

    def __init__(self, screen: ListScreen, row_at: Callable[[int], Row], width: int, height: int) -> None:
        self.screen, self.row_at = screen, row_at
        self.size = (width, height)
        self.band = band(self.size)
        self.pictures: OrderedDict[int, pygame.Surface] = OrderedDict()
        self._asked: tuple[int, Row] | None = None

    def row(self, index: int) -> Row:
        """Row `index`, asked of the source once however many spare rows are tried for it."""
        if self._asked is None or self._asked[0] != index:
            self._asked = (index, self.row_at(index))
        return self._asked[1]

    def make(self, index: int, container: Any, y: int) -> RowSlot:
        row = self.row(index)
        slot = RowSlot(self, container, row, y)
        self.fill(slot, index, row)
        return slot

    def reuse(self, slot: RowSlot, index: int) -> bool:
        row = self.row(index)
        if slot.look != look_of(row):
            return False
        self.fill(slot, index, row)
        return True

    def fill(self, slot: RowSlot, index: int, row: Row) -> None:
        """Row `index`'s words, picture, buttons' tips and item in `slot`."""
        ground = self.band.copy()
        ground.blit(self.picture(index, row, slot.picture.size), slot.picture)
        slot.ground.set_image(ground)
        for label, style, words in zip(slot.labels, slot.styles, row.lines(slot.words_width)):
            fitted = self.screen.fitted(words, label.relative_rect.width - 10, style)
            if label.text != fitted:
                label.set_text(fitted)
        for button, (kind, _label, tip, _style) in zip(slot.buttons, row.actions):
            button.set_tooltip(tip)
            self.screen.actions[button] = (kind, row.item)

    def picture(self, index: int, row: Row, size: tuple[int, int]) -> pygame.Surface:
        found = self.pictures.pop(index, None)
        if found is None:
            found = row.picture(size)
            while len(self.pictures) >= PICTURES_KEPT:
                self.pictures.popitem(last=False)
        self.pictures[index] = found
        return found


class RowSlot:
    """One row's widgets - its ground (a band with its picture), three labels, its buttons - in a
    container of their own, so the row moves, hides and goes as one."""

    def __init__(self, slots: RowSlots, container: Any, row: Row, y: int) -> None:
        screen, manager = slots.screen, slots.screen.manager
        self.look = look_of(row)
        self.screen = screen
        rect = pygame.Rect((0, 0), slots.size)
        self.box = UIContainer(pygame.Rect((0, y), slots.size), manager, container=container)
        pad = 9
        picture_h = rect.height - 2 * pad
        self.picture = pygame.Rect(rect.x + pad + 2, rect.y + pad, round(picture_h * PICTURE_ASPECT), picture_h)
        button_font = manager.get_theme().get_font(["button"])
        action_w = max([ACTION_W] + [button_font.size(label)[0] + 26 for _kind, label, _tip, _style in row.actions])
        buttons_x = rect.right - 14 - len(row.actions) * action_w - (len(row.actions) - 1) * ACTION_GAP
        words = pygame.Rect(self.picture.right + 16, rect.y + 6, buttons_x - 16 - self.picture.right - 16,
                            rect.height - 12)
        self.words_width = words.width
        self.ground = UIImage(rect, slots.band, manager, container=self.box)  # the picture is drawn on it
        heights = [30, 26, 24]
        self.styles = ["@ink_heading", "@ink", "@ink" if row.hint_is_ink else "@hint"]
        top = words.y + (words.height - sum(heights)) // 2
        self.labels: list[UILabel] = []
        for style, height in zip(self.styles, heights):
            self.labels.append(UILabel(pygame.Rect(words.x, top, words.width, height), "", manager, container=self.box,
                                       object_id=style))
            top += height
        self.buttons: list[UIButton] = []
        x = buttons_x
        for _kind, label, _tip, style in row.actions:
            self.buttons.append(UIButton(pygame.Rect(x, rect.centery - 21, action_w, 42), label, manager,
                                         container=self.box, object_id=style))
            x += action_w + ACTION_GAP

    def place(self, y: int) -> None:
        self.box.set_relative_position((0, y))

    def show(self) -> None:
        self.box.show()

    def hide(self) -> None:
        """Out of use until another row takes it: its buttons act on nothing meanwhile."""
        self._forget_buttons()
        self.box.hide()

    def kill(self) -> None:
        self._forget_buttons()
        self.box.kill()

    def _forget_buttons(self) -> None:
        for button in self.buttons:
            self.screen.actions.pop(button, None)


def look_of(row: Row) -> tuple:
    """What a row's widgets are made of: its buttons (their words and colours) and how its third
    line is inked. Rows that look alike share widgets as they scroll."""
    return tuple((label, style) for _kind, label, _tip, style in row.actions), row.hint_is_ink
