"""Tooltips never cover what the player must click next.

Players found the slayer they had just moved showing his tooltip over the gold squares to pick,
and a zombie's tooltip over two dice of the tray. A tip now waits, after a click, until the
pointer moves; and it is placed clear of the tray, the highlighted squares and targets and the
decision's buttons, or not shown.
"""
from __future__ import annotations

import pygame

from engine import api

from .driver import close, make_app, sit_down
from .test_zombie_slayer_table import SEED, Player, offers


def _tip(scene):
    return scene.tooltip._tip if scene.tooltip is not None else None


def _rest(player: Player, seconds: float = 1.0) -> None:
    player.frames(round(seconds * 60))


def _open_turn(app) -> Player:
    sit_down(app, api.new_match("zombie_slayer", SEED, ["human"]), ["human"])
    player = Player(app)
    player.frames(3)
    player.do("accept")
    player.settle()
    return player


def _targets(scene) -> list[pygame.Rect]:
    d = scene.decision
    rects = [scene.layout.square_rect(sq) for sq in d.squares]
    rects += [button.rect for button in scene.dynamic]
    return rects


def test_the_piece_that_just_moved_keeps_its_tip_until_the_pointer_moves():
    app = make_app("instant")
    try:
        player = _open_turn(app)
        scene = player.scene
        square = sorted(scene.decision.squares)[0]
        pos = player.on_board(square)
        player.click(pos)
        player.settle()
        assert tuple(scene.view["slayer"]["pos"]) == square
        _rest(player, 1.5)
        assert _tip(scene) is None, "a tip popped up under the resting pointer"
        player.move((pos[0] + 7, pos[1] + 1))  # the player moves on: the slayer's tip may show now
        _rest(player, 1.0)
        assert _tip(scene) is not None
    finally:
        close(app)


def test_the_slayers_tip_stays_off_the_squares_to_pick():
    app = make_app("instant")
    try:
        player = _open_turn(app)
        scene = player.scene
        x, y = scene.layout.point(scene.table.pieces["slayer"].pos)
        player.move((round(x) - 30, round(y) - 60))
        player.move((round(x), round(y)))
        _rest(player)
        tip = _tip(scene)
        assert tip is not None and "Ludwig" in tip.text_block.html_text
        covered = [r for r in _targets(scene) if tip.rect.colliderect(r)]
        assert not covered, (tip.rect, covered)
    finally:
        close(app)


def test_no_tip_covers_the_dice_tray():
    app = make_app("instant")
    try:
        match = api.new_match("zombie_slayer", SEED, ["human"])
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(3)
        player.play_suggestions(offers("attack"))
        attack = player.choices_of("attack")[0]
        match.force_dice([6, 5, 3, 2, 1] + [2])
        player.do(attack["action"])
        scene = player.scene
        assert scene.tray.visible and scene.decision.keep
        zombie = attack["names"]["zombie"]
        player.move(player.token_pos(zombie))
        _rest(player)
        die = scene.tray.tray.dice_roll.die_rects()[1].center
        tips = [_tip(scene)]
        player.move(die)
        _rest(player)
        tips.append(_tip(scene))
        assert tips[0] is not None or tips[1] is not None
        for tip in tips:
            assert tip is None or not tip.rect.colliderect(scene.tray.rect), tip.rect
    finally:
        close(app)
