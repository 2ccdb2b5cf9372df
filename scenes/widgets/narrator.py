"""The tutorial's narrator: a page of words where the table's log would be.

It says what the tutorial's step teaches (scenes/tutorial.py: the script's words of the moment),
how far the lesson has come ("Step 6 of 28"), and, when the learner clicks something else, the
script's word of why not, in red under the lesson until the next step. The words are set only
when they change (a text box re-lays its HTML on every set).
"""
from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

WHY_NOT = "#8a2a1a"  # a dark red on the parchment (WCAG AA)
QUIET = "#6b5a44"


class Narrator:
    """The narrator's page in `rect` (window coordinates) inside `container`."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, *, container: Any = None, title: str = "") -> None:
        self.title = title
        self.box = UITextBox("", pygame.Rect(rect), manager, container=container, object_id="@log")
        self._shown: tuple | None = None
        self.why_not = ""
        self.step = 0

    def show(self, words: str, step: int, steps: int) -> None:
        """The lesson of step `step` (from 1) of `steps`; a new step puts the last why-not away."""
        if step != self.step:
            self.step, self.why_not = step, ""
        where = f"Step {min(step, steps)} of {steps}" if step <= steps else "The end"
        shown = (words, where, self.why_not)
        if shown == self._shown:
            return
        self._shown = shown
        parts = [f"<b>{html.escape(self.title)}</b> <font color='{QUIET}'>\u00b7 {where}</font>",
                 html.escape(words, quote=False).replace("\n", "<br>")]
        if self.why_not:
            parts.append(f"<font color='{WHY_NOT}'><b>{html.escape(self.why_not, quote=False)}</b></font>")
        self.box.set_text("<br><br>".join(parts))

    def refuse(self, why: str) -> None:
        """A click the lesson does not take: say why, under the lesson (shown on the next show)."""
        self.why_not = why

    def kill(self) -> None:
        self.box.kill()
