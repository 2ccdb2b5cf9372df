"""Tooltips over things we draw ourselves (board squares, tokens, dice, pips).

pygame-gui's `tool_tip_text` covers widgets, but a zombie on the board is a sprite, not a
widget. A play scene tells a HoverTooltip each frame what the mouse is over - a text, or None -
and after the pointer rests a moment the same themed tooltip as the widgets' appears there;
it goes when the pointer leaves that thing. The text uses the text box's HTML subset (<b>, <i>, <br>);
`plain()` escapes text that is not markup.
"""
from __future__ import annotations

from typing import Any

import pygame_gui

from .markup import plain  # noqa: F401 (tables import it from here)

HOVER_DELAY = 0.45  # seconds the pointer rests before the tip shows (pygame-gui's own feel)
MOVE_TOLERANCE = 6  # pixels of jitter that do not count as moving away


class HoverTooltip:
    """One tooltip at a time for hovered sprites. Call `update(dt, mouse_pos, text)` each frame."""

    def __init__(self, manager: pygame_gui.UIManager, *, delay: float = HOVER_DELAY, width: int | None = None) -> None:
        self.manager = manager
        self.delay = delay
        self.width = width
        self._text: str | None = None
        self._anchor: tuple[int, int] | None = None
        self._rest = 0.0
        self._tip: Any = None
        self._held_at: tuple[int, int] | None = None

    @property
    def visible(self) -> bool:
        return self._tip is not None

    def update(self, dt: float, pos: tuple[int, int], text: str | None) -> None:
        """The mouse is at `pos` over something described by `text` (None: nothing)."""
        if self._held_at is not None:
            if not self._moved_from(self._held_at, pos):
                return
            self._held_at = None
        if text != self._text:
            self.hide()
            self._text, self._anchor, self._rest = text, pos, 0.0
            return
        if self._tip is None and self._moved(pos):  # the pointer must rest before a tip shows
            self._anchor, self._rest = pos, 0.0
            return
        self._rest += dt
        if self._tip is None and text and self._rest >= self.delay:
            self._tip = self.manager.create_tool_tip(
                text, pos, (0, 18), parent_element=None, object_id=None, wrap_width=self.width
            )

    def hold_until_moved(self, pos: tuple[int, int]) -> None:
        """A click: the tip goes, and none shows until the pointer leaves this spot - what lies
        under a resting pointer after a move (the piece that just moved, the next card) must not
        pop a tip over the next choice."""
        self.hide()
        self._held_at = (int(pos[0]), int(pos[1]))

    def covers(self, pos: tuple[int, int]) -> bool:
        """Is the tip showing over `pos`? (Then it must go before the click: pygame-gui gives a
        click on a tooltip to the tooltip, and the thing under it never gets it.)"""
        return self._tip is not None and self._tip.rect.collidepoint(pos)

    def hide(self) -> None:
        if self._tip is not None:
            self._tip.kill()
            self._tip = None

    def kill(self) -> None:
        """Release the tooltip (the scene is leaving)."""
        self.hide()
        self._text = None

    def _moved(self, pos: tuple[int, int]) -> bool:
        return self._anchor is None or self._moved_from(self._anchor, pos)

    @staticmethod
    def _moved_from(spot: tuple[int, int], pos: tuple[int, int]) -> bool:
        return abs(pos[0] - spot[0]) > MOVE_TOLERANCE or abs(pos[1] - spot[1]) > MOVE_TOLERANCE
