"""The player's guide in a window: docs/help/creature_adventures.md (the window is every
game's, widgets/help_window.py)."""
from __future__ import annotations

from pygame_gui.elements import UIWindow

from ..widgets.help_window import open_game_guide


def open_help(manager) -> UIWindow:
    """A movable, resizable window with the guide."""
    return open_game_guide(manager, "creature_adventures", "Creature Adventures")
