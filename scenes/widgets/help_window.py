"""A game's guide in a window: a Markdown file from docs/help, shown as the text box's HTML.

Every game has a Help button, and every game's guide is a Markdown file written as prose
(docs/help/<game>.md), in English: each block (a heading, a paragraph, a list item) is a message
of the catalogs, put into the player's language before widgets/markdown.py turns it into HTML. Opening it is the same at every
table: a movable, resizable window centred on the screen, the text box filling it. When the
file is missing (a stripped-down install) the game's `fallback` text stands in, so the window
is never empty. Under each section that the game's tutorial teaches, a link opens the
tutorial at the step where that rule is first tried.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox, UIWindow

from .. import games
from ..i18n import _
from .markdown import heading_html, markdown_to_html

LESSON = "lesson:"  # a link's target: the tutorial at step N


def guide_html(path: Path, fallback: Callable[[], str]) -> str:
    """The guide at `path` (else `fallback()`), as the text box's HTML, block by block in the
    player's language."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = fallback()
    return markdown_to_html(text, _)


def with_lessons(html: str, lessons: dict[str, int]) -> str:
    """The guide with a link under each section heading the tutorial teaches ({heading: step},
    the headings as the English guide has them)."""
    link = _("Try it in the tutorial")
    for heading, step in lessons.items():
        block = heading_html(_(heading))
        html = html.replace(block, f"{block}<br><a href='{LESSON}{step}'>\u00bb {link}</a>", 1)
    return html


class GuideWindow(UIWindow):
    """A guide that Esc closes, as players expect of any window over the table; a click on a
    tutorial link goes to `on_lesson(step)` and puts the guide away."""

    on_lesson: Callable[[int], None] | None = None
    text_box: UITextBox | None = None

    def process_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.alive()
                and self.window_stack.is_window_at_top(self)):
            self.kill()
            return True
        if (event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED and event.ui_element is self.text_box
                and str(event.link_target).startswith(LESSON) and self.on_lesson is not None):
            step = int(str(event.link_target)[len(LESSON):])
            self.kill()
            self.on_lesson(step)
            return True
        return super().process_event(event)


def open_guide(manager, title: str, html: str, size: tuple[int, int],
               on_lesson: Callable[[int], None] | None = None) -> UIWindow:
    """A movable, resizable window called `title`, at most `size`, showing `html` (whose
    tutorial links go to `on_lesson`)."""
    sw, sh = manager.window_resolution
    rect = pygame.Rect(0, 0, min(size[0], sw - 60), min(size[1], sh - 60))
    rect.center = (sw // 2, sh // 2)
    window = GuideWindow(rect, manager, window_display_title=title, resizable=True)
    inner = window.get_container().get_rect()
    window.text_box = UITextBox(html, pygame.Rect(0, 0, inner.w, inner.h), manager, container=window,
                                anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
    window.on_lesson = on_lesson
    return window


HELP_DIR = games.shipped_folder(games.HELP)


def open_game_guide(manager, game: str, title: str, size: tuple[int, int] = (760, 660), *,
                    fallback: Callable[[], str] | None = None, lessons: dict[str, int] | None = None,
                    on_lesson: Callable[[int], None] | None = None) -> UIWindow:
    """The guide docs/help/<game>.md in its window, "<title> - how to play" - when the file is
    missing, `fallback()`, else a word of where it belongs - with a link to the tutorial's step
    under each section it teaches (`lessons`, {heading: step}), which goes to `on_lesson`. (The
    title is the game's, in the player's language: given as the engine has it, it is looked up.)"""
    title = _(title)
    path = HELP_DIR / f"{game}.md"
    html = guide_html(path, fallback or (lambda: f"# {title}\n" + _("The guide is missing: it belongs in {path}.").format(
        path=f"`{path}`")))
    if lessons and on_lesson is not None:
        html = with_lessons(html, lessons)
    return open_guide(manager, _("{game} - how to play").format(game=title), html, size, on_lesson)
