"""The application: the loop, the window, fullscreen, and recovering from an error."""
from __future__ import annotations

import pygame
import pytest

from scenes import config
from scenes.app import App
from scenes.menu import MenuScene
from scenes.stack import Scene
from scenes.ui_scene import UIScene

from . import ui


class Counter(Scene):
    def __init__(self):
        super().__init__()
        self.updates, self.draws, self.sizes = 0, 0, []

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.draws += 1

    def on_resize(self, size):
        self.sizes.append(size)


def test_step_advances_without_drawing_and_frame_draws(app):
    scene = app.stack.push(Counter())
    app.step()
    assert (scene.updates, scene.draws) == (1, 0)
    app.frame()
    assert (scene.updates, scene.draws) == (2, 1)


def test_closing_the_window_stops_the_loop(app):
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert app.running is False


def test_a_resized_window_lays_everything_out_again(app):
    scene = app.stack.push(Counter())
    pygame.display.set_mode((1100, 700), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    app.step()
    assert scene.sizes == [(1100, 700)]
    assert tuple(app.manager.window_resolution) == (1100, 700)
    assert app.settings.window_size == (1100, 700)


def test_f11_toggles_fullscreen_and_back_to_the_remembered_size(app):
    ui.key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    ui.key(app, pygame.K_RETURN, mod=pygame.KMOD_ALT)
    assert not app.fullscreen and app.size == (1280, 800)


def test_an_unexpected_error_returns_to_the_menu_with_a_message(app):
    class Broken(UIScene):
        def update(self, dt):
            raise KeyError("boom")

    app.stack.push(MenuScene(app))
    app.stack.push(Broken(app))
    app._guarded_frame(1 / 60)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1
    [window] = app.manager.get_window_stack().get_full_stack()
    assert window.window_display_title == "Something went wrong"


@pytest.mark.parametrize("session, promised", [
    (None, "nothing is lost"),
    (type("Lesson", (), {"tutorial": object(), "autosave": False})(), "Lessons and replays are not saved"),
    (type("Game", (), {"autosave": True})(), "choose Continue"),
])
def test_the_error_message_promises_continue_only_for_an_autosaved_game(app, session, promised):
    """A lesson's crash once pointed to a Continue that did not exist: lessons are not saved."""
    class Broken(UIScene):
        def update(self, dt):
            raise KeyError("boom")

    app.stack.push(MenuScene(app))
    broken = app.stack.push(Broken(app))
    broken.session = session
    app._guarded_frame(1 / 60)
    [window] = app.manager.get_window_stack().get_full_stack()
    text = window.text_box.html_text
    assert promised in text
    assert ("Continue" in text) == (promised == "choose Continue")


def test_errors_that_keep_coming_are_not_hidden(app):
    class AlwaysBroken(Scene):
        def update(self, dt):
            raise ValueError("still broken")

    app.home_scene = AlwaysBroken
    app.stack.push(AlwaysBroken())
    with pytest.raises(ValueError):
        for _ in range(10):
            app._guarded_frame(1 / 60)


def test_run_loops_until_quit_and_saves_the_settings(fake_api):
    class QuitSoon(Scene):
        frames = 0

        def update(self, dt):
            QuitSoon.frames += 1
            if QuitSoon.frames == 3:
                self.app.quit()

    settings = config.Settings(animation_speed="fast")
    application = App(settings, size=(1024, 640))
    scene = QuitSoon()
    scene.app = application
    application.run(scene)
    assert QuitSoon.frames == 3
    assert len(application.stack) == 0
    assert config.load().animation_speed == "fast"
