"""The table's hover tooltip, kept off whatever the player must click next.

Players found a tooltip over the very squares they had to pick (the slayer they had just moved
showed its tip over the gold squares around him) and a zombie's tip over two dice of the tray.
`ClearTooltip` is the shared HoverTooltip (which, after a click, stays away until the pointer
moves again: `hold_until_moved`) with one habit more: it is placed away from a list of
rectangles to keep clear (`keep_clear()`: the dice tray, the highlighted squares and targets,
the decision's buttons, the thing under the pointer): below, above, right or left of the
pointer, moved out as far as it must go, and where no such place exists it is not shown at all.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..widgets.tooltip import HoverTooltip

GAP = 14  # pixels between the tip and what it keeps clear of
STEP = 12  # how far a tip is slid at a time, looking for a clear place


class ClearTooltip(HoverTooltip):
    def __init__(self, manager, keep_clear: Callable[[], list[pygame.Rect]], **kwargs) -> None:
        super().__init__(manager, **kwargs)
        self.keep_clear = keep_clear
        self._refused: str | None = None  # a text with no clear place, until it changes

    def update(self, dt: float, pos, text: str | None) -> None:
        if text != self._refused:
            self._refused = None
        if text is not None and text == self._refused:
            text = None
        had_tip = self._tip is not None
        super().update(dt, pos, text)
        if self._tip is not None and not had_tip and not self._place(pos):
            self.hide()
            self._refused = text

    def _place(self, pos) -> bool:
        """Move the new tip to the nearest clear place around the pointer; False: none."""
        tip = self._tip
        size = tip.rect.size
        window = self.manager.get_root_container().get_rect()
        blocked = [pygame.Rect(r).inflate(GAP, GAP) for r in self.keep_clear()]
        blocked.append(pygame.Rect(pos[0] - GAP, pos[1] - GAP, 2 * GAP, 2 * GAP))  # the pointer's own spot
        best = None
        for rect in _candidates(pos, size, window):
            if rect.collidelist(blocked) < 0:
                distance = abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
                if best is None or distance < best[0]:
                    best = (distance, rect)
        if best is None:
            return False
        tip.set_position(best[1].topleft)
        return True


def _candidates(pos, size, window: pygame.Rect):
    """Places for a tip of `size`: slid away from the pointer below, above, right and left."""
    w, h = size
    x, y = int(pos[0]), int(pos[1])
    reach = max(window.w, window.h)
    for d in range(GAP, reach, STEP):
        for rect in (pygame.Rect(x - w // 4, y + d, w, h), pygame.Rect(x - w // 4, y - d - h, w, h),
                     pygame.Rect(x + d, y - h // 2, w, h), pygame.Rect(x - d - w, y - h // 2, w, h)):
            rect = rect.clamp(window)
            if window.contains(rect):
                yield rect
