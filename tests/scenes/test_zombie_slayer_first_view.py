"""The first view of the town: everything the game starts with is in sight.

Players found the top town card under the banner, with a zombie spawned on it out of sight. At
every window size (and after the window is resized before the player has moved the camera),
the five cards of the opening, the slayer and every zombie that rises lie on the board, clear
of the banner, the zoom buttons and the right-hand panel.
"""
from __future__ import annotations

import pygame
import pytest

from engine import api

from .driver import close, make_app, sit_down
from .test_zombie_slayer_table import Player

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def covered(scene, rect: pygame.Rect) -> list[str]:
    """What hides part of `rect` (a card or a token on the screen)."""
    out = []
    if not scene.board.contains(rect):
        out.append("the edge of the board")
    if rect.colliderect(scene.banner.rect.inflate(12, 8)):
        out.append("the banner")
    for key in ("zoom_in", "zoom_out", "centre"):
        if rect.colliderect(scene.widgets[key].rect):
            out.append(f"the {key} button")
    return out


def hidden_things(scene) -> list[str]:
    found = []
    for at in scene.table.cards:
        for what in covered(scene, scene.layout.cell_rect(at)):
            found.append(f"card {at} under {what}")
    r = scene.town.token_radius()
    for piece in scene.table.pieces.values():
        x, y = scene.layout.point(piece.pos)
        for what in covered(scene, pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))):
            found.append(f"{piece.id} under {what}")
    return found


@pytest.mark.parametrize("size", SIZES + [(1100, 700), (1366, 768), (2560, 1440)])
@pytest.mark.parametrize("seed", [12, 3])
def test_the_opening_town_is_in_sight(size, seed):
    app = make_app("instant", size)
    try:
        sit_down(app, api.new_match("zombie_slayer", seed, ["human"]), ["human"])
        player = Player(app)
        player.frames(4)
        scene = player.scene
        assert len(scene.table.cards) == 5
        assert not hidden_things(scene)
        player.do("accept")  # the spawn roll: the zombies rise
        player.settle()
        assert scene.view["zombies"], "zombies rose"
        assert not hidden_things(scene)
        player.shot(f"zs_first_view_{size[0]}x{size[1]}_{seed}.png")
    finally:
        close(app)


@pytest.mark.parametrize("start,end", [((1920, 1080), (1024, 640)), ((1024, 640), (1280, 800))])
def test_a_resize_before_the_first_move_frames_the_town_again(start, end):
    app = make_app("instant", start)
    try:
        sit_down(app, api.new_match("zombie_slayer", 12, ["human"]), ["human"])
        player = Player(app)
        player.frames(4)
        app.resize(end)
        player.frames(4)
        assert not hidden_things(player.scene)
    finally:
        close(app)


def test_pointing_at_a_spawn_die_shows_its_card():
    """The opening's dice tray covers part of the town: a die (or its Luck coin) under the
    pointer rings the card it was rolled for, wherever that card lies."""
    app = make_app("instant", (1024, 640))
    try:
        match = api.new_match("zombie_slayer", 12, ["human"])
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(4)
        scene = player.scene
        owners = match.decision()["about"]["owners"]
        for i, rect in enumerate(scene.tray.tray.dice_roll.die_rects()):
            player.move(rect.center)
            assert scene.tray.pointed_card() == owners[i][5:]
        chip = scene.tray.chips[-1]
        player.move(chip[0].center)
        assert scene.tray.pointed_card() == owners[scene.choice_of(chip[2])["names"]["die"]][5:]
        player.shot("zs_pointed_die.png")
    finally:
        close(app)
