"""Zombie Slayer's table: the play scene and the slayer-creation panel of the setup screen.

Modules, one concept each:
    play.py         the scene: refresh from the engine, clicks -> the choices' actions, animation
    prompt.py       Match.decision() -> a Decision (words, clickable things), by verb and names
    hand.py         where each choice is clicked (the hints, the tests' and the lesson's hand)
    layout.py       world <-> screen, squares, pan and zoom
    town.py         drawing the town and hit-testing tokens
    pieces.py       the table as shown (lags the engine while animations play)
    animator.py     engine events -> tweens on the table, the dice tray and effects
    effects.py      floating numbers, blasts, announcements
    tray.py         the dice tray with Luck coins, and what each choice on it will do
    preview.py      the engine's forecast of a choice, in words (a die's badge, a sentence)
    tips.py         the hover tooltip, kept off whatever is to be clicked next
    closer.py       a closer look (right-click) at any card or counter
    sheet.py        the slayer's sheet
    hud.py          the banner, the right-click menu and the table's check box
    words.py        the table's names for things; the engine's terms (the log: engine story.py)
    sprites.py      cards, tokens and icons, composed and cached
    ending.py       victory and defeat
    help.py         the rules help window
    slayer_panel.py creating the slayer
"""
from __future__ import annotations

from typing import Any


def play_scene(app: Any, session: Any):
    from .play import PlayScene

    return PlayScene(app, session)


def setup_panel(manager: Any, rect: Any, variant: dict):
    from .slayer_panel import SlayerPanel

    colorblind = False
    try:
        from .. import config

        colorblind = config.load().colour_blind
    except Exception:  # the panel works without the settings file
        pass
    return SlayerPanel(manager, rect, variant, colorblind=colorblind)
