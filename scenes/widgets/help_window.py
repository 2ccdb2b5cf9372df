"""A game's guide in a window: a Markdown file from docs/help, shown as the text box's HTML.

Every game has a Help button, and every game's guide is a Markdown file written as prose
(docs/help/<game>.md), translated by widgets/markdown.py. Opening it is the same at every
table: a movable, resizable window centred on the screen, the text box filling it. When the
file is missing (a stripped-down install) the game's `fallback` text stands in, so the window
is never empty.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from pygame_gui.elements import UITextBox, UIWindow

from .. import games
from .markdown import markdown_to_html


def guide_html(path: Path, fallback: Callable[[], str]) -> str:
    """The guide at `path` (else `fallback()`), as the text box's HTML."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = fallback()
    return markdown_to_html(text)


class GuideWindow(UIWindow):
    """A guide that Esc closes, as players expect of any window over the table."""

    def process_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.alive()
                and self.window_stack.is_window_at_top(self)):
            self.kill()
            return True
        return super().process_event(event)


def open_guide(manager, title: str, html: str, size: tuple[int, int]) -> UIWindow:
    """A movable, resizable window called `title`, at most `size`, showing `html`."""
    sw, sh = manager.window_resolution
    rect = pygame.Rect(0, 0, min(size[0], sw - 60), min(size[1], sh - 60))
    rect.center = (sw // 2, sh // 2)
    window = GuideWindow(rect, manager, window_display_title=title, resizable=True)
    inner = window.get_container().get_rect()
    UITextBox(html, pygame.Rect(0, 0, inner.w, inner.h), manager, container=window,
              anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
    return window


HELP_DIR = games.shipped_folder(games.HELP)


def open_game_guide(manager, game: str, title: str, size: tuple[int, int] = (760, 660)) -> UIWindow:
    """The guide docs/help/<game>.md in its window, "<title> - how to play"; when the file is
    missing, the window says where it belongs."""
    path = HELP_DIR / f"{game}.md"
    html = guide_html(path, lambda: f"# {title}\nThe guide is missing: it belongs in `{path}`.")
    return open_guide(manager, f"{title} - how to play", html, size)
