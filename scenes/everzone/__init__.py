"""EverZone's table: the armies face to face across the battle strip, secret orders entered behind
the pass-and-play cover and revealed together, the clash as an animation; and, in the new-game
screen, each seat's deck, the command points and the deck builder.
"""
from __future__ import annotations

from typing import Any


def play_scene(app: Any, session: Any):
    from .play import PlayScene

    return PlayScene(app, session)


def setup_panel(manager: Any, rect: Any, variant: dict):
    from .deck_panel import DeckPanel

    return DeckPanel(manager, rect, variant)
