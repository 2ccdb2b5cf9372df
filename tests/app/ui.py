"""Driving the app like a player: clicks, typing and frames under the dummy driver.

pygame-gui posts UI_BUTTON_PRESSED while it handles the mouse-up, so every click is followed
by more frames to let the posted event reach the scene. The dummy driver never moves the
mouse, so hovering is a MOUSEMOTION event.
"""
from __future__ import annotations

import pygame


def frames(app, count: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(count):
        app.frame(dt)


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)


def click(app, pos, *, settle: int = 3) -> None:
    """Hover, press and release the left button at `pos`, then let posted events arrive."""
    pos = (int(pos[0]), int(pos[1]))
    move(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, settle)


def click_element(app, element, **kwargs) -> None:
    click(app, element.rect.center, **kwargs)


def key(app, key_code, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=mod, unicode=unicode, scancode=0))
    frames(app, 2)


def type_text(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)


def choose(app, dropdown, option: str) -> None:
    """Open a drop-down menu by clicking it, then click the option with that text.

    The choice travels through three posted events (button, selection list, menu), so it
    needs a few more frames than a plain button to reach the scene."""
    click_element(app, dropdown)
    buttons = dropdown.current_state.options_selection_list.item_list_container.elements
    target = next(b for b in buttons if b.text == option)
    click_element(app, target, settle=6)


def shot(app, shots_dir: str, name: str) -> str:
    import os

    path = os.path.join(shots_dir, name)
    app.screenshot(path)
    return path
