"""Programs the start-up benchmark launches, each printing "ready" after its first frame.

    python -m bench.children empty        an empty pygame-ce window
    python -m bench.children bare_gui     a bare pygame-gui window with ten buttons
    python -m bench.children gamenight    Gamenight up to its first interactive menu frame

Run by path with another interpreter (`venv/bin/python bench/children.py gamenight`), it starts
the Gamenight installed there: `make bench` times an installed wheel so.
"""
from __future__ import annotations

import os
import sys


def empty() -> None:
    import pygame

    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    screen.fill((34, 28, 24))
    pygame.display.flip()


def bare_gui() -> None:
    import pygame
    import pygame_gui

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720))
    manager = pygame_gui.UIManager((1280, 720))
    for i in range(10):
        pygame_gui.elements.UIButton(pygame.Rect(40, 20 + 60 * i, 220, 48), f"Button {i + 1}", manager)
    manager.update(1 / 60)
    screen.fill((34, 28, 24))
    manager.draw_ui(screen)
    pygame.display.flip()


def gamenight() -> None:
    """The way `gamenight` starts (main.main): its arguments, log and language (main.start), the
    engine's error it answers, its window with the menu, then the first frame - the menu drawn
    whole, its buttons, cards and titles there to be clicked (tests/app/test_startup.py)."""
    import main

    args = main.start(["--size", "1280x720"])
    from engine.api import ContentError  # noqa: F401 - main.main imports it before it opens the window

    app = main.open_window(args)
    app.frame()


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    {"empty": empty, "bare_gui": bare_gui, "gamenight": gamenight}[sys.argv[1]]()
    print("ready", flush=True)
