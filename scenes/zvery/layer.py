"""A picture composed once and kept while what it shows stays the same.

The right column - the seats' lines, the decks, the card shown large - changes a few times a
minute (a deck's count, a seat's role, the card under the mouse, a fighter's health), yet
painting it is two dozen blits of parchment, card backs and words. Composed on the wooden
table top into one `Layer`, a frame blits it in one piece (as it blitted the wood alone) and
paints the column again only when its key - everything it shows - changes.

The layer's surface is made once per ground (the table top at the window's size, given as the
table is laid out), not at each change: a new window-sized surface cost a frame 2 to 10 ms.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class Layer:
    def __init__(self) -> None:
        self._key: Any = None
        self._ground: pygame.Surface | None = None
        self._image: pygame.Surface | None = None

    def lay(self, ground: pygame.Surface) -> None:
        """What lies under the layer (the table top): copied once, painted over by `image`."""
        if ground is not self._ground:
            self._ground, self._image, self._key = ground, ground.copy(), None

    def image(self, key: Any, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer as it shows `key`: `paint(surface)` paints over the ground again (first
        laying the ground back under what it paints) when the key changed since the last time
        (it is compared by equality: it may hold lists)."""
        if self._image is None:
            raise RuntimeError("a layer is laid on its ground before it is painted")
        if key != self._key:
            paint(self._image)
            self._key = key
        return self._image

    def forget(self) -> None:
        """Paint it again at the next frame (what it shows changed in a way its key misses)."""
        self._key = None
