"""Auganism's table: two sides of the table with every zone, the hand fanned at the bottom,
the battle as an animated exchange; and, in the new-game screen, each seat's deck with a deck
builder.
"""
from __future__ import annotations

from typing import Any


def play_scene(app: Any, session: Any):
    from .play import PlayScene

    return PlayScene(app, session)


def setup_panel(manager: Any, rect: Any, variant: dict):
    from .deck_panel import DeckPanel

    return DeckPanel(manager, rect, variant)
