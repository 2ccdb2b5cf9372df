"""The frame of every game's end screen: a parchment sheet over the table, and where to go next.

When a game ends, each table says so the same way: a transparent scene (the final table stays
visible behind a veil) with a sheet in the middle of the table's area and its buttons along
its bottom - New game, Main menu, and "Review the board", which closes the sheet and leaves
the table to look at (the play scene offers the result again). Esc reviews too. A table that
sets `on_replay` adds "Watch the replay" (the whole game again, move by move, scenes/replay.py):
then the four buttons stand two by two - where to go next above, the two ways of looking back
below - since four side by side do not fit their words on the sheet. What the sheet
says - who won, how, the numbers worth telling - is the game's: a subclass writes
`draw_sheet()` and, when the sheet grows with its content, `sheet_height()`.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..i18n import N_, _
from ..ui_scene import UIScene
from . import art


class EndScreen(UIScene):
    """`area` is the table's part of the window (the sheet is centred on it)."""

    transparent = True
    review_label = N_("Review the board")  # (the labels are looked up in the catalogs as they are shown)
    new_label = N_("New game")  # after a tutorial: "Play a real game"
    sheet_width = 600  # at most; narrower in a small window
    button_inset = 66  # from the sheet's bottom edge to its buttons' top
    veil = 120  # how dark the table behind the sheet turns (alpha)
    button_row = 54  # from one row of buttons to the next

    def __init__(self, app: Any, info: dict, area: pygame.Rect, on_new: Callable[[], None] | None,
                 on_menu: Callable[[], None]) -> None:
        super().__init__(app)
        self.info, self.area = info, pygame.Rect(area)
        self.on_new, self.on_menu = on_new, on_menu
        self.on_replay: Callable[[], None] | None = None  # "Watch the replay", where the table offers it
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[Any, str] = {}

    def sheet_height(self) -> int:
        return 400

    def build(self, root, size) -> None:
        choices = [(_(self.new_label), "new", "#primary", None), (_("Main menu"), "menu", None, None),
                   (_(self.review_label), "review", None, None)]
        if self.on_new is None:  # (a guest at another's table: the next game is the host's to offer)
            choices = [(_("Main menu"), "menu", "#primary", None), *choices[2:]]
        if self.on_replay is not None:
            choices.insert(2, (_("Watch the replay"), "replay", None,
                               _("The whole game again, move by move, at its table; leaving it comes back here")))
        columns = 2 if self.on_replay is not None else 3
        rows = math.ceil(len(choices) / columns)
        w = min(self.sheet_width, self.area.w - 40)
        self.sheet = pygame.Rect(0, 0, w, self.sheet_height() + (rows - 1) * self.button_row)
        self.sheet.center = self.area.center
        bw = (w - 60 - (columns - 1) * 10) // columns
        self.buttons = {}
        for i, (label, key, oid, tip) in enumerate(choices):
            row, column = divmod(i, columns)
            top = self.sheet.bottom - self.button_inset - (rows - 1 - row) * self.button_row
            rect = pygame.Rect(self.sheet.x + 30 + column * (bw + 10), top, bw, 44)
            self.buttons[UIButton(rect, label, self.manager, container=root, object_id=oid, tool_tip_text=tip)] = key

    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            self.app.sound.play("click")
            if key == "review":
                self.close()
            elif key == "menu":
                self.on_menu()
            elif key == "replay" and self.on_replay is not None:
                self.on_replay()
            elif self.on_new is not None:
                self.on_new()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, surface) -> None:
        veil = pygame.Surface(self.area.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, self.veil))
        surface.blit(veil, self.area.topleft)
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        self.draw_sheet(surface)

    def draw_sheet(self, surface) -> None:
        """What the sheet says (the game's)."""


class SeatsEndScreen(EndScreen):
    """The sheet most games want: the winner's name in their colour, how they won, a few
    words, and one line per seat (its colour-blind mark, name and figures). `info` holds
    "winners", "headline", "way", "text" and "rows" [(seat, name, line)]."""

    sheet_width = 640
    button_inset = 64
    veil = 130

    def sheet_height(self) -> int:
        return 250 + 34 * len(self.info["rows"])

    def draw_sheet(self, surface) -> None:
        from .seats import draw_shape, ink_of, seat_colour, seat_shape

        info = self.info
        colour = ink_of(seat_colour(info["winners"][0])) if info["winners"] else art.INK
        cx = self.sheet.centerx
        art.text(surface, info["headline"], art.fitting_serif(info["headline"], self.sheet.w - 60, 50), colour,
                 center=(cx, self.sheet.y + 46))
        art.text(surface, info["way"], art.serif(28, "italic"), art.INK, center=(cx, self.sheet.y + 92))
        y = self.sheet.y + 122
        for line in art.wrap(info["text"], art.serif(18, "italic"), self.sheet.w - 80):
            art.text(surface, line, art.serif(18, "italic"), art.INK_SOFT, center=(cx, y))
            y += 24
        y += 10
        for seat, name, line in info["rows"]:
            draw_shape(surface, seat_shape(seat), (self.sheet.x + 50, y + 11), 9, seat_colour(seat))
            art.text(surface, name, art.serif(19, "bold"), art.INK, topleft=(self.sheet.x + 68, y))
            text = art.serif(16).render(line, True, art.INK_SOFT)
            surface.blit(text, text.get_rect(topright=(self.sheet.right - 30, y + 3)))
            y += 34
