"""A person's hand at the app: real mouse and key events posted where the scenes draw things,
with frames run between them, as a person's clicks arrive.

Each table knows where its own things are: `TableScene.reach(action)` yields the clicks that
send an action (a decision's button, a card in the hand, a square, a die - one click at a time,
since a click can open what the next one needs, like a token's menu). `Hand.do(action)` makes
those clicks, clicks the pass-and-play cover away first and confirms a "Surrender?" after, and
lets the animations run out. The tutorial's `--headless` run follows its lesson with a Hand,
and every scene test and journey clicks through one: the same clicks a person makes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True)
class Click:
    """One click of the mouse at `pos` (button 1: left, 3: right)."""

    pos: tuple[int, int]
    button: int = 1


class Hand:
    """Clicks like a person: at the positions where the table draws things."""

    def __init__(self, app: Any) -> None:
        self.app = app

    # --- raw input -----------------------------------------------------------------------------------
    def frames(self, n: int = 3, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)

    def move(self, pos) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)

    def click(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.frames(4)  # pygame-gui posts UI_BUTTON_PRESSED during the mouse-up

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)

    def type(self, text: str) -> None:
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(2)

    # --- the table -------------------------------------------------------------------------------------
    @property
    def scene(self):
        """The play scene (the topmost table, under any cover or end screen)."""
        from .table_scene import TableScene

        return next(s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene))

    def button(self, action: str):
        """The widget of the decision's button that sends `action`, or None."""
        return next((b for b, a in self.scene.dynamic.items() if a == action), None)

    def press(self, action: str) -> None:
        button = self.button(action)
        assert button is not None, f"no button for {action!r}; buttons: {list(self.scene.dynamic.values())}"
        assert button.is_enabled, f"the button for {action!r} is disabled"
        self.click(button.rect.center)

    def do(self, action: str, settle: bool = True) -> None:
        """Take `action` at the table as a person does: the clicks the table says send it - and
        then (unless not `settle`) let what it sets moving come to rest."""
        self.pass_screen()
        self.read_recap()
        scene = self.scene
        assert scene.decision is not None and scene.interactive, "the table takes no input now"
        self.frames(1)
        log = scene.session.match.log
        before = len(log)
        for click in scene.reach(action):
            self._uncover(click.pos)
            self.click(click.pos, click.button)
        if action not in log[before:]:
            self.confirm_dialog()  # the table asked first ("Surrender?"): the person means it
        if settle:
            self.settle()
        if action not in log[before:]:
            raise RuntimeError(f"the clicks for {action!r} sent {log[before:] or 'nothing'}")

    def _uncover(self, pos) -> None:
        """A result panel over the spot to click is put away first, as a person does: a click on
        the panel puts it away and does nothing else (at 1024x640 one can cover a seat's panel)."""
        panel = getattr(getattr(self.scene, "moments", None), "panel", None)
        if panel is not None and panel.rect.collidepoint(pos):
            self.click(panel.rect.center)

    def settle(self, limit: int = 600) -> None:
        """Let the animations run out (at whatever speed is set)."""
        for _ in range(limit):
            if not self.scene.animator.busy:
                break
            self.frames(1, 1 / 30)
        self.frames(2)

    def pass_screen(self) -> bool:
        """Click the pass-and-play cover away, as the next person does, and read the recap that
        follows; False when no cover is up."""
        from .widgets.pass_screen import PassScreen

        if not isinstance(self.app.stack.top, PassScreen):
            return False
        self.frames(30)  # the cover ignores clicks for a moment
        self.click((self.app.size[0] // 2, self.app.size[1] // 2))
        self.read_recap()  # and reads what happened while away (scenes/recap.py)
        return True

    def read_recap(self) -> bool:
        """Close the recap of what happened while away (scenes/recap.py) with its Continue, as the
        person does once they have read it; False when none is up."""
        window = getattr(getattr(self.scene, "moments", None), "recap_window", None)
        if window is None or not window.alive():
            return False
        self.click(window.buttons["ok"].rect.center)
        return True

    def confirm_dialog(self) -> bool:
        """Click the confirming button of the open confirmation dialog, if there is one."""
        stack = self.app.manager.get_window_stack().get_full_stack()
        dialog = next((w for w in stack if w.alive() and "confirm" in getattr(w, "buttons", {})), None)
        if dialog is None:
            return False
        self.click(dialog.buttons["confirm"].rect.center)
        return True
