"""Every word on Zombie Slayer's table can be read, at 1024x640, 1280x800 and 1920x1080.

A whole computer game (the table's own Hint, `match.suggest(0)`, clicked like a person through
`Player.do`) runs through the real table at each size, and again after the window is resized in
the middle of the game; at many frames `screen_text.problems` must find nothing: no line off
the window, no lines written over each other, no button or label whose words are cut. One
screenshot per size goes to tests/output/ to be looked at.
"""
from __future__ import annotations

import os

import pytest

from engine import api

from .driver import close, make_app, sit_down
from .screen_text import WHOLE_GAME_SIZES, WrittenText, cut_widgets, problems
from .test_zombie_slayer_table import OUTPUT, Player

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_the_luck_box_label_has_room(size):
    """"Offer Luck on zombie dice" was cut (204 px of words in 196)."""
    app = make_app("instant", size)
    try:
        sit_down(app, api.new_match("zombie_slayer", 12, ["human"]), ["human"])
        Player(app).frames(4)
        assert not [p for p in cut_widgets(app) if "Luck" in p]
    finally:
        close(app)


def test_a_click_on_the_luck_box_words_ticks_it():
    app = make_app("instant", (1280, 800))
    try:
        sit_down(app, api.new_match("zombie_slayer", 12, ["human"]), ["human"])
        player = Player(app)
        player.frames(4)
        box = player.scene.widgets["luck_box"]
        before = box.is_checked
        player.click((box.text_label.rect.right - 10, box.text_label.rect.centery))
        assert box.is_checked != before
    finally:
        close(app)


def _watch(player: Player, written: WrittenText, app, found: list[str], frames: int = 2) -> None:
    """Run a few frames and note anything unreadable in the last one."""
    written.clear()
    player.frames(frames)
    for problem in problems(app, written):
        if problem not in found:
            found.append(problem)


def _play_through(app, player: Player, written: WrittenText, found: list[str], moves: int,
                  resize_at: int | None = None, resize_to=None) -> None:
    match = player.scene.session.match
    for n in range(moves):
        if match.result() is not None:
            break
        if n == resize_at:
            app.resize(resize_to)
            player.frames(3)
        player.settle()
        _watch(player, written, app, found)
        if match.result() is not None:
            break
        player.do(match.suggest(0))
        player.frames(1)
        _watch(player, written, app, found, 1)


@pytest.mark.parametrize("size", WHOLE_GAME_SIZES)
def test_a_whole_game_can_be_read(size):
    app = make_app("fast", size)
    try:
        match = api.new_match("zombie_slayer", 5, ["human"])
        sit_down(app, match, ["human"])
        player = Player(app)
        found: list[str] = []
        with WrittenText() as written:
            player.frames(3)
            player.settle()
            _watch(player, written, app, found)
            player.shot(f"zs_text_{size[0]}x{size[1]}_opening.png")
            _play_through(app, player, written, found, 160)
            player.shot(f"zs_text_{size[0]}x{size[1]}.png")
        assert not found, found[:10]
    finally:
        close(app)


def test_resizing_mid_game_keeps_every_word_readable():
    app = make_app("fast", (1920, 1080))
    try:
        match = api.new_match("zombie_slayer", 7, ["human"])
        sit_down(app, match, ["human"])
        player = Player(app)
        found: list[str] = []
        with WrittenText() as written:
            player.frames(3)
            _play_through(app, player, written, found, 60, resize_at=25, resize_to=(1024, 640))
            player.shot("zs_text_resized.png")
        assert not found, found[:10]
        assert os.path.exists(os.path.join(OUTPUT, "zs_text_resized.png"))
    finally:
        close(app)


@pytest.mark.parametrize("size", WHOLE_GAME_SIZES)
def test_the_end_can_be_read(size):
    """The last move of a won game played through the table: the result sheet, then the town
    reviewed with its "Show the result" button."""
    from scenes.zombie_slayer.ending import EndScreen

    match = api.new_match("zombie_slayer", 12, ["human"])
    while True:  # the computer plays up to the move that wins (tried on a copy, not a replay of the log)
        action = match.suggest(0)
        twin = match.clone()
        twin.act(action)
        if twin.result() is not None:
            break
        match.act(action)
    app = make_app("fast", size)
    try:
        sit_down(app, match, ["human"])
        player = Player(app)
        found: list[str] = []
        with WrittenText() as written:
            player.frames(3)
            player.settle()
            player.do(match.suggest(0))
            player.settle()
            assert match.result() is not None and isinstance(app.stack.top, EndScreen)
            assert not player.scene.dynamic, "no button of the last decision is left behind the result"
            _watch(player, written, app, found)
            player.shot(f"zs_text_{size[0]}x{size[1]}_end.png")
            review = next(b for b, k in app.stack.top.buttons.items() if k == "review")
            player.click(review.rect.center)
            _watch(player, written, app, found)
            assert player.button("cmd:result") is not None
        assert not found, found[:10]
    finally:
        close(app)
