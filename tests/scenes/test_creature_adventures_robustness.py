"""Bad moments never lose a Creature Adventures game, and the computer can play it through the table.

Closing the window while the dice tumble leaves the autosave at the very position the engine
reached, and reopening it resumes there. Computer-only games run through the real scene -
every event animated, every panel and battle drawn - without an error.
"""
from __future__ import annotations

import pygame
import pytest

from engine import api

from .driver import Driver, close, make_app


def dismiss_pass_screen(app) -> None:
    """Click the pass-and-play cover away, as the next person does."""
    assert Driver(app).pass_screen()


def test_closing_mid_animation_and_reopening_resumes_the_same_state():
    from scenes import storage
    from scenes.creature_adventures.play import PlayScene
    from scenes.launch import resume

    app = make_app("normal")
    match = api.new_match("creature_adventures", 7, ["human", "human"])
    assert resume(app, match)
    for _ in range(400):  # the opening plays, then the pass screen waits for Bob
        app.frame(1 / 30)
        if not isinstance(app.stack.top, PlayScene):
            break
    dismiss_pass_screen(app)  # Bob takes the mouse
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    match.force_dice([5, 6, 1])
    scene.play("roll")  # autosaved at once; the dice now tumble and the pawn walks
    for _ in range(3):
        app.frame(1 / 60)
    assert scene.animator.busy
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running
    digest, phase = match.digest(), match.view(1)["phase"]
    close(app)

    resumed = storage.load_autosave("creature_adventures").match
    assert resumed.digest() == digest
    app = make_app("instant")
    assert resume(app, resumed)
    for _ in range(6):
        app.frame(1 / 60)
    dismiss_pass_screen(app)  # the pass screen again: Bob is handed the table
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.interactive and not scene.passing and scene.decision.ways
    assert scene.view["phase"] == phase and scene.session.match.digest() == digest
    assert scene.shown.pawns[1].space == resumed.view(1)["players"][1]["pos"]
    assert any("rolls 11 to move" in line for line in scene.log_panel.lines)
    close(app)


@pytest.mark.parametrize("speed, seats, frames", [("fast", ["ai:easy", "ai:easy"], 1000),
                                                  ("instant", ["ai:easy", "ai:easy", "ai:easy", "ai:easy"], 900)])
def test_the_computer_plays_through_the_table(speed, seats, frames):
    from scenes.creature_adventures import play_scene
    from scenes.session import GameSession

    app = make_app(speed)
    match = api.new_match("creature_adventures", 5, seats)
    session = GameSession(match, seats, autosave=False, threaded=False)
    app.stack.push(play_scene(app, session))
    scene = app.stack.top
    battles = 0
    for _ in range(frames):
        app.frame(1 / 20)
        battles += scene.shown.battle is not None
        if match.result() is not None and not scene.animator.busy:
            break
    assert len(match.log) > 40, "the computer kept playing"
    assert battles, "a battle was shown on the mat"
    assert len(scene.log_panel.lines) > 40
    assert not [line for line in scene.log_panel.lines if line.startswith("(")], "every line is a sentence"
    close(app)
