"""Playing a table with the mouse under SDL's dummy driver, for every game's scene tests.

A scene test plays a game the way a person does: real mouse events posted where the table
draws the thing, frames run between them, the pass-and-play cover clicked away. That driving
is the same for every game, so it lives here: an app on the dummy display (`make_app`: no
sound, settings never saved), sitting down at a match (`sit_down`), and a `Driver` with the
raw input (frames, move, click, type), the decision's buttons (`press`), waiting out the
animations (`settle`), the pass screen and confirmation dialogs. A game's test subclasses
Driver with how to find and click its own things (`do(action)`) and where its screenshots go.
The `app` fixture (tests/scenes/conftest.py) is `make_app("instant")`.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


def make_app(speed: str = "instant", size: tuple[int, int] = (1280, 800)):
    """A window-less app with the given animation speed and no sound, never saving settings."""
    from scenes import config
    from scenes.app import App

    app = App(config.Settings(animation_speed=speed, sound=False), size=size, persist=False, fullscreen=False)
    app.warm_up()  # as the app is once its menu's first frame is up, before anyone can click
    return app


def close(app) -> None:
    app.stack.clear()
    app.manager.clear_and_reset()


def sit_down(app, match, seats, names=None, *, autosave: bool = False):
    """Open `match`'s table (the game's own play scene), the computer answering at once."""
    from scenes import games
    from scenes.session import GameSession

    session = GameSession(match, list(seats), list(names) if names else None, autosave=autosave, threaded=False)
    return app.stack.push(games.play_scene(app, session))


class Driver:
    """Clicks like a person: at the positions where the table draws things."""

    def __init__(self, app) -> None:
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
        from scenes.table_scene import TableScene

        return next(s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene))

    def button(self, action: str):
        """The widget of the decision's button that sends `action`, or None."""
        return next((b for b, a in self.scene.dynamic.items() if a == action), None)

    def press(self, action: str) -> None:
        button = self.button(action)
        assert button is not None, f"no button for {action!r}; buttons: {list(self.scene.dynamic.values())}"
        assert button.is_enabled, f"the button for {action!r} is disabled"
        self.click(button.rect.center)

    def until_over(self, match, limit: int = 20000) -> None:
        """Frames until the computer has played `match` to its end (asserting it did)."""
        for _ in range(limit):
            if match.result() is not None:
                break
            self.frames(1)
        assert match.result() is not None, f"{match.game}: the computer did not finish in time"
        self.frames(3)

    def settle(self, limit: int = 600) -> None:
        """Let the animations run out (at whatever speed is set)."""
        for _ in range(limit):
            if not self.scene.animator.busy:
                break
            self.frames(1, 1 / 30)
        self.frames(2)

    def pass_screen(self) -> bool:
        """Click the pass-and-play cover away, as the next person does; False when none is up."""
        from scenes.widgets.pass_screen import PassScreen

        if not isinstance(self.app.stack.top, PassScreen):
            return False
        self.frames(30)  # the cover ignores clicks for a moment
        self.click((self.app.size[0] // 2, self.app.size[1] // 2))
        return True

    def confirm_dialog(self) -> bool:
        """Click the confirming button of the open confirmation dialog, if there is one."""
        stack = self.app.manager.get_window_stack().get_full_stack()
        dialog = next((w for w in stack if w.alive() and "confirm" in getattr(w, "buttons", {})), None)
        if dialog is None:
            return False
        self.click(dialog.buttons["confirm"].rect.center)
        return True
