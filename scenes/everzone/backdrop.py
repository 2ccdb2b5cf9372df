"""What EverZone's table draws the same at every frame for a layout, composed once: the wooden
table top, each seat area's dark translucent ground, the side panel's rule and its parchment
plates (one a seat, and the zoom's).

Drawn piece by piece, these were a dozen blits a frame, the largest translucent over the whole
width of the table; composed, they are one opaque copy of the window. Nothing drawn over them
reaches from one to another (an area's cards stay within their area, the table's things left of
the panel), so the picture is the one the pieces made in their old order.

While the secret setup board covers the armies, the areas are not drawn: their grounds are left
out then (`veiled` False), or the board's rounded corners would show them.
"""
from __future__ import annotations

import pygame

from ..widgets import art, card_art
from .layout import Layout

AREA = (14, 16, 24, 170)  # an army's ground over the wood
RULE = (20, 12, 8)  # the line between the table and the side panel


def compose(layout: Layout, veiled: bool) -> pygame.Surface:
    """The table's unchanging ground at `layout`, the seat areas' ground with it when `veiled`."""
    ground = art.wood(layout.size).copy()
    if veiled:
        for area in layout.top + layout.bottom:
            ground.blit(card_art.veil(area.rect.size, AREA), area.rect.topleft)
    panel = layout.panel
    pygame.draw.line(ground, RULE, panel.topleft, panel.bottomleft, 3)
    for index in range(layout.top_count + layout.bottom_count):
        plate(ground, layout.seat_rect(index))
    plate(ground, layout.zoom)
    return ground


def plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A parchment plate whose body is `rect` (its gilt frame and shadow reach around it)."""
    surface.blit(art.parchment_panel(rect.size, radius=8), (rect.x - 6, rect.y - 4))
