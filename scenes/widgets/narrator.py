"""The tutorial's narrator: a page of words where the table's log would be.

It says what the tutorial's step teaches (scenes/tutorial.py: the script's words of the moment),
how far the lesson has come ("Step 6 of 28", counting the learner's own steps), and, when the
learner clicks something else, the script's word of why not, in red above the lesson until the
next step. The words are set only
when they change (a text box re-lays its HTML on every set).
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

WHY_NOT = "#8a2a1a"  # a dark red on the parchment (WCAG AA)
QUIET = "#6b5a44"
READ_MOMENT = 0.8  # seconds new words stay before Space or a click on the table reads on


class Narrator:
    """The narrator's page in `rect` (window coordinates) inside `container`."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, *, container: Any = None) -> None:
        self.box = UITextBox("", pygame.Rect(rect), manager, container=container, object_id="@log")
        self._shown: tuple | None = None
        self.why_not = ""
        self.step: int | None = None  # the script step whose words are shown (None: none yet)
        self.age = 0.0  # seconds the words now shown have been up (the table counts them)

    def show(self, words: str, where: str, step: int, rolls: Sequence[str] = ()) -> None:
        """The lesson's words at script step `step`, headed by `where` ("Step 5 of 29"); a new
        step puts the last why-not away. `rolls`: the log's lines of the rolls the move just
        played came to, where the table's own pictures of them have gone with the move (the
        words may speak of them: a catch that failed, and the counterstrike it let through)."""
        if step != self.step:
            self.step, self.why_not = step, ""
        if self._shown is None or self._shown[:2] != (words, where):
            self.age = 0.0
        shown = (words, where, self.why_not, tuple(rolls))
        if shown == self._shown:
            return
        self._shown = shown
        # the answer to a wrong click first, where the eye is (below the lesson it was scrolled
        # out of sight in a small window); the heading runs into the words, to spare a line
        lesson = f"<font color='{QUIET}'><b>{html.escape(where)} \u00b7</b></font> " + \
            html.escape(words, quote=False).replace("\n", "<br>")
        why = f"<font color='{WHY_NOT}'><b>{html.escape(self.why_not, quote=False)}</b></font><br><br>" \
            if self.why_not else ""
        told = " ".join(html.escape(roll, quote=False) for roll in rolls)  # one paragraph: a line saved
        rolled = f"<font color='{QUIET}'><i>{told}</i></font><br>" if told else ""
        self.box.set_text(why + rolled + lesson)

    def read_a_moment(self) -> bool:
        """Have the words now shown been up for READ_MOMENT? Until then Space and a click on the
        table, which hurry the animations, do not also turn the page: a key held or clicked
        again to hurry a move never sweeps away words the learner has not seen."""
        return self.age >= READ_MOMENT

    def fits(self) -> bool:
        """Do the words fit the page, with no scrolling?"""
        return self.box.scroll_bar is None

    def refuse(self, why: str) -> None:
        """A click the lesson does not take: say why, above the lesson (shown on the next show)."""
        self.why_not = why

    def set_rect(self, rect: pygame.Rect) -> None:
        """Move/resize the page (a table whose buttons above it come and go)."""
        rect = pygame.Rect(rect)
        self.box.set_relative_position(rect.topleft)
        self.box.set_dimensions(rect.size)

    def kill(self) -> None:
        self.box.kill()
