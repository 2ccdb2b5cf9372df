"""A picture composed once and kept while what it shows stays the same.

The right column - the seats' lines, the decks, the card shown large - changes a few times a
minute (a deck's count, a seat's role, the card under the mouse, a fighter's health), yet
painting it is two dozen blits of parchment, card backs and words. Composed with the wooden
table top under it into one `Layer`, a frame blits it in one piece (as it blitted the wood
alone) and paints it again only when its key - everything it shows - changes.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class Layer:
    def __init__(self) -> None:
        self._key: Any = None
        self._image: pygame.Surface | None = None

    def image(self, key: Any, size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer for `key` at `size`, painted by `paint(surface)` when either changed (a key
        is compared by equality: it may hold lists)."""
        if self._image is None or self._image.get_size() != size or key != self._key:
            image = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                image = image.convert()
            paint(image)
            self._key, self._image = key, image
        return self._image

    def forget(self) -> None:
        """Paint it again at the next frame (what it shows changed in a way its key misses)."""
        self._image = None
