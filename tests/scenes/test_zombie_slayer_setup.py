"""Zombie Slayer's new-game panel: what a player gets without touching anything."""
from __future__ import annotations

from .test_zombie_slayer_table import Player


def test_zombie_ties_are_left_to_the_dice_unless_the_player_ticks_the_box(app):
    from scenes.setup import SetupScene

    app.stack.push(SetupScene(app, "zombie_slayer"))
    player = Player(app)
    player.frames(3)
    panel = app.stack.top.panel
    assert not panel.tie_box.is_checked
    assert panel.options()["zombie_ties"] == "dice"
    player.click(panel.tie_box.rect.center)
    assert panel.tie_box.is_checked and panel.options()["zombie_ties"] == "choose"
    player.click(panel.tie_box.text_label.rect.center)  # the words tick and untick it too
    assert not panel.tie_box.is_checked
