"""Playing a table with the mouse under SDL's dummy driver, for every game's scene tests.

A scene test plays a game the way a person does: real mouse events posted where the table
draws the thing, frames run between them, the pass-and-play cover clicked away. That driving
is the same for every game, so it lives here: an app on the dummy display (`make_app`: no
sound, settings never saved), sitting down at a match (`sit_down`), and a `Driver`: the app's
own hand (scenes/hand.py: raw input, `press`, `settle`, the pass screen, confirmations, and
`do(action)`, which clicks where the table says the action is clicked). A game's test
subclasses Driver with its own look-ups and where its screenshots go.
The `app` fixture (tests/scenes/conftest.py) is `make_app("instant")`.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.hand import Hand  # noqa: E402


def make_app(speed: str = "instant", size: tuple[int, int] = (1280, 800), interface_size: int = 100):
    """A window-less app with the given animation speed and no sound, never saving settings."""
    from scenes import config
    from scenes.app import App

    settings = config.Settings(animation_speed=speed, effects_volume=0, music_volume=0, interface_size=interface_size)
    app = App(settings, size=size, persist=False, fullscreen=False)
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


class Driver(Hand):
    """Clicks like a person (scenes/hand.py), and waits for the computer."""

    def follow(self, moves: list[str]) -> None:
        """Take the first of `moves` - the game's coming moves, as its log will list them - as a
        person does. A table where one gesture sends several moves (Creature Adventures' walk:
        one click where it ends sends every fork choice) makes the gesture that sends as many of
        them as it takes, so that the game goes the way `moves` go."""
        self.do(moves[0])

    def until_over(self, match, limit: int = 20000) -> None:
        """Frames until the computer has played `match` to its end (asserting it did)."""
        for _ in range(limit):
            if match.result() is not None:
                break
            self.frames(1)
        assert match.result() is not None, f"{match.game}: the computer did not finish in time"
        self.frames(3)


def choose_from_menu(player: Driver, menu, option: str) -> None:
    """Open a drop-down menu and click one of its options, as a person does."""
    player.click(menu.rect.center)
    expanded = menu.current_state
    item = next(i for i in expanded.options_selection_list.item_list if i["text"] == option)
    player.click(item["button_element"].rect.center)
