"""The loop at rest: a table waiting for a person is not redrawn; input, movement, a computer
move becoming due and a blinking caret bring the frames back.

`run()` is watched over simulated seconds: app.py's clock and sleep are replaced by `FakeTime`,
in which time passes only by frames (1/60 s each) and by sleeping, and which closes the window
when the time is up.
"""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from scenes import app as app_module
from scenes.app import CARET_BLINK, FPS, IDLE_AFTER, IDLE_CHECK
from scenes.stack import Scene


class FakeTime:
    def __init__(self, end: float) -> None:
        self.now, self.end, self.slept = 0.0, end, 0.0

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.slept += seconds
        self._maybe_close()

    def tick(self, framerate: int = 0) -> int:
        """The app's Clock: a capped tick is a frame's worth of time."""
        if framerate:
            self.now += 1 / framerate
            self._maybe_close()
        return round(1000 / framerate) if framerate else 0

    def _maybe_close(self) -> None:
        if self.now >= self.end and not pygame.event.peek(pygame.QUIT):
            pygame.event.post(pygame.event.Event(pygame.QUIT))


class Table(Scene):
    """A scene that counts its frames and moves (is not at rest) during `moving` seconds."""

    def __init__(self, clock: FakeTime, moving: tuple[float, float] = (0.0, 0.0)) -> None:
        super().__init__()
        self.clock, self.moving, self.draws = clock, moving, []

    def at_rest(self) -> bool:
        return not self.moving[0] <= self.clock.now < self.moving[1]

    def draw(self, surface) -> None:
        self.draws.append(self.clock.now)


@pytest.fixture
def fake_time(app, monkeypatch):
    """Simulated time for `app.run()`, from 0 to 10 s, starting just after the last input."""
    clock = FakeTime(end=10.0)
    monkeypatch.setattr(app_module, "time", SimpleNamespace(monotonic=clock.monotonic, sleep=clock.sleep))
    monkeypatch.setattr(app, "clock", clock)
    app._last_input = app._last_stir = app._last_frame = 0.0
    pygame.event.clear()
    return clock


def test_the_loop_sleeps_only_at_rest_and_after_a_quiet_spell(app):
    app.stack.push(Scene())
    app._last_input = app._last_stir = 100.0
    assert app._sleep_time(100.0 + IDLE_AFTER - 0.1) == 0  # the player just touched something
    assert app._sleep_time(100.0 + IDLE_AFTER + 0.1) == IDLE_CHECK


def test_a_scene_that_moves_keeps_the_loop_drawing_and_restarts_the_quiet_spell(app):
    class Moving(Scene):
        def at_rest(self) -> bool:
            return False

    app.stack.push(Moving())
    app._last_input = 0.0
    assert app._sleep_time(100.0) == 0
    assert app._last_stir == 100.0


def test_a_table_at_rest_is_not_redrawn_after_the_quiet_spell(app, fake_time):
    table = Table(fake_time)
    app.run(table)
    assert len(table.draws) <= IDLE_AFTER * FPS + 2  # the quiet spell, then the QUIT frame only
    assert max(d for d in table.draws if d < 9.9) < IDLE_AFTER + 0.1
    assert fake_time.slept > 6.5


def test_a_table_that_moves_is_drawn_every_frame(app, fake_time):
    table = Table(fake_time, moving=(0.0, 10.0))
    app.run(table)
    assert len(table.draws) >= 10 * FPS - 2


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)),
    pygame.event.Event(pygame.WINDOWEXPOSED),  # another window uncovered ours: draw it again
], ids=["mouse", "exposed"])
def test_an_event_wakes_the_loop_at_once_for_another_quiet_spell(app, fake_time, event):
    table = Table(fake_time)
    real_sleep = fake_time.sleep

    def sleep(seconds: float) -> None:
        real_sleep(seconds)
        if 5.0 <= fake_time.now < 5.0 + seconds:  # at 5 s
            pygame.event.post(event)

    fake_time.sleep = sleep
    app_module.time.sleep = sleep
    app.run(table)
    after = [d for d in table.draws if 5.0 <= d < 9.9]
    assert after and after[0] < 5.0 + 0.05
    assert IDLE_AFTER * FPS - 5 <= len(after) <= IDLE_AFTER * FPS + 5


def test_a_computer_move_becoming_due_is_seen_within_a_check(app, fake_time):
    table = Table(fake_time, moving=(6.0, 7.0))  # e.g. the computer's move plays from 6 s
    app.run(table)
    woke = [d for d in table.draws if 4.0 <= d < 9.9]
    assert woke and 6.0 <= woke[0] <= 6.0 + IDLE_CHECK + 0.05


def test_a_focused_text_field_keeps_its_caret_blinking(app, fake_time):
    field = UITextEntryLine(pygame.Rect(10, 10, 200, 40), app.manager)
    app.manager.set_focus_set(field)
    caret = []

    class Typing(Table):
        def draw(self, surface) -> None:
            super().draw(surface)
            caret.append((self.clock.now, field.cursor_on))

    app.run(Typing(fake_time))
    asleep = [(t, on) for t, on in caret if IDLE_AFTER + 0.5 <= t < 9.9]
    gaps = [b[0] - a[0] for a, b in zip(asleep, asleep[1:])]
    assert gaps and CARET_BLINK <= min(gaps) and max(gaps) <= CARET_BLINK + 0.05
    assert {on for _, on in asleep} == {True, False}
