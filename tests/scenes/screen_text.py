"""Text a player cannot read: clipped by the window or its button, or written over other text.

Tables write their words with `widgets.art.text`; the toolkit's buttons and labels write theirs
inside their rectangles. `WrittenText` records every line `art.text` puts on the window itself
(not on a card being composed off screen) while frames run, and `problems(app)` lists:

* a line that runs off the window;
* two lines that overlap (by more than a sliver: shadows and descenders may touch);
* a button or label whose text is wider than the widget (pygame-gui then cuts it).

It cannot see words drawn inside a card's picture, or a line running over a box the table drew;
those are looked at in the screenshots.
"""
from __future__ import annotations

from typing import Any

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from scenes.widgets import art

from .painted_ahead import Ahead

OVERLAP = 0.25  # the share of the smaller line's box another line may cover before it counts
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
# A whole game at each size: the smallest in `make test`, the others (slow) in `make journeys`.
WHOLE_GAME_SIZES = [pytest.param(size, id=f"{size[0]}x{size[1]}", marks=() if size == SIZES[0] else pytest.mark.slow)
                    for size in SIZES]


def _on_window(surface: pygame.Surface) -> bool:
    """The window itself, or a layer the size of the window that is blitted whole at its corner
    (Zvery's table top and right column, painted when they change: scenes/zvery/layer.py)."""
    window = pygame.display.get_surface()
    return window is not None and (surface is window or surface.get_size() == window.get_size())


class WrittenText:
    """Records (words, rect) of each line drawn on the display surface (a context manager)."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, pygame.Rect]] = []
        self._original = None
        self._ahead = Ahead()  # (a window-sized scratch surface painted ahead is not the window)

    def __enter__(self) -> WrittenText:
        self._original = original = art.text
        ahead = self._ahead.__enter__()

        def text(surface, words, font, colour, **kwargs):
            rect = original(surface, words, font, colour, **kwargs)
            if _on_window(surface) and words.strip() and not ahead.now:
                self.lines.append((words, pygame.Rect(rect)))
            return rect

        art.text = text
        return self

    def __exit__(self, *exc) -> None:
        art.text = self._original
        self._ahead.__exit__(*exc)

    def clear(self) -> None:
        self.lines.clear()


def off_window(lines: list[tuple[str, pygame.Rect]], size: tuple[int, int]) -> list[str]:
    window = pygame.Rect((0, 0), size)
    return [f"{words!r} runs off the window at {tuple(rect)}" for words, rect in lines if not window.contains(rect)]


def overlapping(lines: list[tuple[str, pygame.Rect]]) -> list[str]:
    """Each pair of lines that overlap, in the order they were drawn. Only lines whose rows meet
    are compared (swept top to bottom): a table with its log open draws a hundred lines a frame,
    and comparing every pair at every frame was most of a whole-game text check."""
    boxes = [(w, _ink_box(r)) for w, r in lines]
    order = sorted(range(len(boxes)), key=lambda k: boxes[k][1].top)
    pairs = set()
    for n, i in enumerate(order):
        bottom = boxes[i][1].bottom
        for j in order[n + 1:]:
            if boxes[j][1].top >= bottom:
                break
            pairs.add((min(i, j), max(i, j)))
    # A box narrower than nothing (a line of one pixel, less its margins) counts against every
    # other line, as it always did.
    thin = [k for k, (_, r) in enumerate(boxes) if r.w < 0 or r.h < 0]
    pairs |= {(min(k, j), max(k, j)) for k in thin for j in range(len(boxes)) if j != k}
    found = []
    for i, j in sorted(pairs):
        (a, ra), (b, rb) = boxes[i], boxes[j]
        if a == b and ra == rb:
            continue  # the same line drawn twice (a redraw) is not an overlap
        cut = ra.clip(rb)
        smaller = min(ra.w * ra.h, rb.w * rb.h) or 1
        if cut.w * cut.h > OVERLAP * smaller:
            found.append(f"{a!r} at {tuple(ra)} overlaps {b!r} at {tuple(rb)}")
    return found


def _ink_box(rect: pygame.Rect) -> pygame.Rect:
    """A line's box without the font's leading above and below the letters."""
    return rect.inflate(-2, -rect.h // 3)


def cut_widgets(app: Any) -> list[str]:
    """Buttons and labels of the toolkit whose words are wider than themselves."""
    found = []
    for element in app.manager.get_sprite_group().sprites():
        if not isinstance(element, UIButton | UILabel) or not element.visible or not element.alive():
            continue
        words = getattr(element, "text", "") or ""
        font = getattr(element, "font", None)
        if not words.strip() or font is None:
            continue
        width = font.size(words)[0]
        room = element.rect.w - 8  # the theme's borders and a hair of padding
        if width > room:
            found.append(f"the {type(element).__name__} {words!r} needs {width} px and has {room}")
    return found


def problems(app: Any, written: WrittenText) -> list[str]:
    """Everything unreadable in the frame just drawn."""
    return off_window(written.lines, app.size) + overlapping(written.lines) + cut_widgets(app)


def watch(app, match, frames: int, every: int = 3, resize_at: int | None = None, resize_to=None) -> list[str]:
    """Run `frames` frames of a table (a computer game playing on it), resizing the window to
    `resize_to` at frame `resize_at`, and list what is unreadable every `every` frames."""
    found: list[str] = []
    with WrittenText() as written:
        for i in range(frames):
            if resize_at is not None and i == resize_at:
                app.resize(resize_to)
            written.clear()
            app.frame(1 / 15)
            if i % every == 0:
                found += [f"frame {i}: {p}" for p in problems(app, written)]
            if match.result() is not None:
                break
    return found
