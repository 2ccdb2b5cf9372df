"""The player's guide in a window: docs/help/creature_adventures.md, as the text box's HTML.

The guide is a Markdown file so that it is read and edited as prose; the window is every
game's (widgets/help_window.py). If the file is missing (a stripped-down install) the window
says where it should be rather than staying empty.
"""
from __future__ import annotations

from pathlib import Path

from pygame_gui.elements import UIWindow

from ..widgets.help_window import guide_html, open_guide

HELP_FILE = Path(__file__).resolve().parents[2] / "docs" / "help" / "creature_adventures.md"


def help_html() -> str:
    return guide_html(HELP_FILE, lambda: f"# Creature Adventures\nThe guide is missing: it belongs in `{HELP_FILE}`.")


def open_help(manager) -> UIWindow:
    """A movable, resizable window with the guide."""
    return open_guide(manager, "Creature Adventures - how to play", help_html(), (760, 660))
