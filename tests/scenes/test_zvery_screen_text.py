"""Every word on Zvery's table can be read at 1024x640, 1280x800 and 1920x1080, and after the
window is resized mid-game: a game against the computer plays through the real table (the
person's moves are the computer's suggestions, sent as the table sends a click), and at every
frame no line runs off the window, no two lines overlap and no button or label cuts its words
(screen_text.py). One screenshot per size goes to tests/output/ to be looked at.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import api

from .driver import Driver, close, make_app, sit_down
from .screen_text import WHOLE_GAME_SIZES, WrittenText, problems

OUT = Path(__file__).resolve().parents[1] / "output"
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def _play(app, frames: int, resize_at: int | None = None, seed: int = 6) -> list[str]:
    """Play `frames` frames of a game against the computer, reading every frame; the
    problems found (each once)."""
    match = api.new_match("zvery", seed, ["human", "ai:easy"])
    sit_down(app, match, ["human", "ai:easy"], ["Alice", "Computer (normal level)"])
    driver = Driver(app)
    found: list[str] = []
    phases, shot = set(), set()
    with WrittenText() as written:
        for frame in range(frames):
            if resize_at is not None and frame == resize_at:
                app.resize((1024, 640))
            written.clear()
            driver.frames(1)
            driver.pass_screen()
            scene = driver.scene
            if app.stack.top is scene:  # (the end sheet, once up, covers the table's words)
                found += [p for p in problems(app, written) + _out_of_box(scene, written) if p not in found]
            phases.add(scene.shown.view["phase"] + ("" if not scene.shown.in_battle else "/in battle"))
            if match.result() is not None:
                break
            if scene.session.is_human_turn() and not scene.animator.busy and scene.decision is not None:
                kind = scene.decision.kind
                if kind in ("go", "choose_wild") and kind not in shot:  # one picture of each, to look at
                    shot.add(kind)
                    app.screenshot(OUT / f"zvery_text_{app.size[0]}x{app.size[1]}_{kind}.png")
                scene.play(match.suggest(match.to_move()), confirmed=True)  # (a starter asks first: yes)
    assert {"choose", "battle/in battle"} <= phases, f"the game reached the choices and a battle: {phases}"
    return found


def _out_of_box(scene, written) -> list[str]:
    """Words of the right column's boxes (the seats, the decks) that run out of their box: a
    seat's name cut by the box's edge reads as a cut name."""
    lay = scene.layout
    boxes = [lay.seat_rect(0), lay.seat_rect(1), lay.decks]
    found = []
    for words, rect in written.lines:
        box = next((b for b in boxes if b.collidepoint(rect.center)), None)
        if box is not None and not box.inflate(4, 4).contains(rect.inflate(-2, -rect.h // 3)):
            found.append(f"{words!r} at {tuple(rect)} runs out of its box {tuple(box)}")
    return found


@pytest.mark.parametrize("size", WHOLE_GAME_SIZES)
def test_every_word_fits_at_each_size(size):
    app = make_app("instant", size)
    try:
        found = _play(app, 700)
        app.screenshot(OUT / f"zvery_text_{size[0]}x{size[1]}.png")
    finally:
        close(app)
    assert not found, "\n".join(found[:20])


def test_every_word_fits_after_a_resize_mid_game():
    app = make_app("instant", (1920, 1080))
    try:
        found = _play(app, 500, resize_at=150, seed=9)
        app.screenshot(OUT / "zvery_text_resized.png")
    finally:
        close(app)
    assert not found, "\n".join(found[:20])


def test_a_name_plate_sets_its_words_as_large_as_its_room_allows():
    """At 1024x640 in Italian the plate at the left of a row set "Computer (difficile)" at 11 px
    and "aspetta la scelta dell'altro" at 12, with room to spare below: the plate now takes the
    largest sizes in which the name (two rows at most) and its lines fit."""
    import pygame

    from scenes.widgets import art
    from scenes.zvery.stage import _plate_words

    plate = pygame.Rect(0, 0, 110, 104)  # a plate's size between battles at 1024x640
    font, small, named, told = _plate_words(plate, "Computer (difficile)",
                                            ["aspetta la scelta dell'altro", "1 di 4 creature"])
    assert font.get_height() >= art.serif(14, "bold").get_height() and len(named) == 2
    assert small.get_height() >= art.serif(12, "italic").get_height()
    assert all(font.size(row)[0] <= plate.w - 30 for row in named)
    assert 14 + len(named) * font.get_linesize() + 4 + len(told) * small.get_linesize() <= plate.h + 2
