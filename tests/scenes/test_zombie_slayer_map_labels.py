"""The words the town shows under the pointer - a path's steps, a line of sight - are read whole.

At 1024x640 a zombie's "no line of sight" read "ine of si": the label sat centred between the
slayer and the zombie, and both tokens, drawn after it, covered its ends. The hover's words are
now drawn after the tokens, placed clear of them where there is room, and kept inside the board.
"""
from __future__ import annotations

import pygame

from tests.zombie_slayer.table import put, quiet

from .driver import close, make_app, sit_down
from .test_zombie_slayer_table import Player

SMALL = (1024, 640)
LABEL_BACK = (30, 20, 14)


def _table(app, match) -> Player:
    sit_down(app, match, ["human"])
    player = Player(app)
    player.frames(3)
    return player


def _token_rects(scene) -> dict[str, pygame.Rect]:
    r = scene.town.token_radius()
    out = {}
    for token, piece in scene.table.pieces.items():
        x, y = scene.layout.point(piece.pos)
        out[token] = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
    return out


def _hover(player: Player, token: str) -> tuple[pygame.Rect, str]:
    player.move(player.token_pos(token))
    player.frames(2)
    [(rect, words)] = player.scene.town.labels
    return rect, words


def test_no_line_of_sight_is_read_whole_clear_of_the_tokens_at_1024x640():
    app = make_app("instant", size=SMALL)
    try:
        match = quiet()
        put(match, "v2", (2, 3))  # between the slayer (2, 2) and the zombie he points at
        put(match, "v1", (2, 4))
        player = _table(app, match)
        scene = player.scene
        rect, words = _hover(player, "v1")
        assert words == "no line of sight"
        assert scene.layout.view.contains(rect), (rect, scene.layout.view)
        covering = {token for token, r in _token_rects(scene).items() if r.colliderect(rect)}
        assert not covering, f"{words!r} at {rect} lies under {covering}"
        player.shot("zs_line_of_sight_1024.png")
    finally:
        close(app)


def test_a_label_at_the_edge_of_the_board_stays_inside_it():
    app = make_app("instant", size=SMALL)
    try:
        match = quiet()
        put(match, "v1", (4, 2))  # two squares east: "in sight, no ranged pips"
        player = _table(app, match)
        scene = player.scene
        layout = scene.layout
        shift = layout.square_centre((2, 2))[0] - (layout.view.left + 6)  # the slayer at the board's left edge
        layout.centre = [layout.centre[0] + shift / layout.zoom, layout.centre[1]]
        x, y = layout.point(scene.table.pieces["v1"].pos)
        player.move((round(x), round(y)))
        player.frames(2)
        [(rect, words)] = scene.town.labels
        assert words == "in sight, no ranged pips"
        assert scene.layout.view.contains(rect), (rect, scene.layout.view)
    finally:
        close(app)


def test_a_paths_steps_are_drawn_over_the_tokens():
    """The steps of a path are written just above the square pointed at: a zombie standing
    there no longer hides them."""
    app = make_app("instant", size=SMALL)
    try:
        match = quiet()
        put(match, "v1", (3, 0))  # just north of the square pointed at
        player = _table(app, match)
        scene = player.scene
        player.move(player.on_board((3, 1)))
        player.frames(2)
        [(rect, words)] = scene.town.labels
        assert words == "1 step"
        zombie = _token_rects(scene)["v1"]
        spot = (rect.centerx, rect.top + 1)  # the label's own margin, over the zombie's token
        assert zombie.collidepoint(spot)
        app.draw()
        assert tuple(app.surface.get_at(spot))[:3] == LABEL_BACK
    finally:
        close(app)
