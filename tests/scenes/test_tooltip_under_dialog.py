"""A table's tooltip never shows through an open dialog: with the table's Menu open, the pointer
resting on the dialog over a card used to bring up that card's tooltip on top of the menu
(seen in a real window, EverZone's secret setup at 1024x640)."""
from __future__ import annotations

import pygame

from engine import api

from .driver import Driver, close, make_app, sit_down


def test_the_tables_tooltip_stays_away_while_its_menu_is_open():
    app = make_app(size=(1024, 640))
    match = api.new_match("everzone", 3, ["human", "ai:easy"])
    scene = sit_down(app, match, ["human", "ai:easy"])
    player = Driver(app)
    player.settle()
    scene.open_menu()
    player.frames(3)
    window = next(w for w in app.manager.get_window_stack().get_full_stack() if w.alive())
    under = [rect for rect, key in scene.hits if window.rect.contains(rect.clip(window.rect)) and
             rect.colliderect(window.rect.inflate(-40, -80))]
    assert under, "a card lies under the menu"
    spot = under[0].clip(window.rect.inflate(-40, -80)).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    player.frames(90)  # well past the tooltip's delay
    assert not scene.tooltip.visible, "the card's tooltip lies over the menu"
    close(app)
