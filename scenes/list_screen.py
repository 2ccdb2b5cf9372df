"""ListScreen: a sheet of parchment on the wooden table with a title and a scrolling list of
rows - a picture, three lines of words and a few buttons each. The saves and the history are
such lists, so they look and scroll alike and share this.

A subclass writes `build(root, size)` (calling `lay_sheet(size)` first, then `build_list` with
its rows), says what each row's buttons do in `on_action(kind, item)`, and names the screen in
TITLE (or `title()`). The list keeps its scroll position through rebuilds (a resize, a rename),
and Esc closes the screen unless a dialog takes it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIScrollingContainer, UITextBox

from . import saved_games
from .i18n import _
from .ui_scene import UIScene
from .widgets import art, dialogs

GAP = 8  # between two rows
PICTURE_ASPECT = 1.5
ACTION_W, ACTION_GAP = 100, 8
SCROLL_BAR = 24  # room kept at the right of the rows for the list's scroll bar


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
        self.list: UIScrollingContainer | None = None
        self.scrolled = 0.0
        self.sheet = pygame.Rect(0, 0, 0, 0)

    def title(self) -> str:
        """The screen's name in the player's language (TITLE is marked with N_)."""
        return _(self.TITLE)

    # --- layout ------------------------------------------------------------------------------
    def rebuild(self) -> None:
        if self.list is not None and self.list.vert_scroll_bar is not None:
            self.scrolled = self.list.vert_scroll_bar.start_percentage  # stay where the player was
        super().rebuild()

    def lay_sheet(self, size: tuple[int, int]) -> None:
        width, height = size
        self.sheet = pygame.Rect(0, 0, min(width - 60, 1000), height - 30)
        self.sheet.center = (width // 2, height // 2)
        self.widgets, self.actions, self.list = {}, {}, None

    def header_button(self, root: Any, key: str, label: str, tip: str, width: int, right: int,
                      style: str | None = None) -> int:
        """A button in the title's row ending at `right`; returns where the next one ends."""
        self.widgets[key] = UIButton(pygame.Rect(right - width, self.sheet.y + 24, width, 48), label, self.manager,
                                     container=root, tool_tip_text=tip, object_id=style)
        return right - width - 14

    def build_list(self, root: Any, rect: pygame.Rect, rows: list[Row], empty: str) -> None:
        if not rows:
            UITextBox(dialogs.as_html(empty), pygame.Rect(rect.x, rect.y + 20, rect.width, 90), self.manager,
                      container=root, object_id="@dialog_text")
            return
        self.list = UIScrollingContainer(rect, self.manager, container=root, allow_scroll_x=False)
        row_w, row_h = rect.width - SCROLL_BAR, row_height(self.size[1])
        y = 0
        for row in rows:
            self._build_row(row, pygame.Rect(0, y, row_w, row_h - GAP))
            y += row_h
        self.list.set_scrollable_area_dimensions((row_w, y))
        if self.list.vert_scroll_bar is not None and self.scrolled:
            self.list.vert_scroll_bar.set_scroll_from_start_percentage(self.scrolled)

    def _build_row(self, row: Row, rect: pygame.Rect) -> None:
        """A band with the row's picture, its three lines, and its buttons."""
        UIImage(rect, band(rect.size), self.manager, container=self.list)
        pad = 9
        picture_h = rect.height - 2 * pad
        picture = pygame.Rect(rect.x + pad + 2, rect.y + pad, round(picture_h * PICTURE_ASPECT), picture_h)
        UIImage(picture, row.picture(picture.size), self.manager, container=self.list)
        button_font = self.manager.get_theme().get_font(["button"])
        action_w = max([ACTION_W] + [button_font.size(label)[0] + 26 for _kind, label, _tip, _style in row.actions])
        buttons_x = rect.right - 14 - len(row.actions) * action_w - (len(row.actions) - 1) * ACTION_GAP
        words = pygame.Rect(picture.right + 16, rect.y + 6, buttons_x - 16 - picture.right - 16, rect.height - 12)
        heading, second, third = row.lines(words.width)
        lines = [(heading, "@ink_heading", 30), (second, "@ink", 26), (third, "@ink" if row.hint_is_ink else "@hint", 24)]
        y = words.y + (words.height - sum(h for *_, h in lines)) // 2
        for text, style, height in lines:
            self.label(pygame.Rect(words.x, y, words.width, height), text, style)
            y += height
        x = buttons_x
        for kind, label, tip, style in row.actions:
            button = UIButton(pygame.Rect(x, rect.centery - 21, action_w, 42), label, self.manager,
                              container=self.list, tool_tip_text=tip, object_id=style)
            self.actions[button] = (kind, row.item)
            x += action_w + ACTION_GAP

    def label(self, rect: pygame.Rect, words: str, style: str) -> UILabel:
        """A label whose words are cut short (with an ellipsis) rather than spilling."""
        font = self.font(style)
        fitted = saved_games.cut(words, rect.width - 10, lambda text: font.size(text)[0])
        return UILabel(rect, fitted, self.manager, container=self.list, object_id=style)

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
        else:
            self.on_other(event)

    def on_action(self, kind: str, item: Any) -> None:
        """A row's button was pressed."""

    def on_widget(self, key: str) -> None:
        """One of the screen's own widgets (in `self.widgets`) was pressed."""

    def on_other(self, event: pygame.event.Event) -> None:
        """Any other input."""

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
