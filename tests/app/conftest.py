"""Fixtures for the application shell's tests.

Every test runs with GAMENIGHT_HOME in a fresh temporary folder, so settings, saves and
autosaves never touch the real user folders. Scenes run under SDL's dummy video and audio
drivers (the Makefile sets them; they are set here too for a bare `pytest`).
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from . import fake_engine  # noqa: E402

OUTPUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "output")


@pytest.fixture(autouse=True)
def gamenight_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("GAMENIGHT_HOME", str(home))
    return home


@pytest.fixture
def fake_api(monkeypatch):
    """engine.api replaced by the Race test double (and scenes.race as its table)."""
    return fake_engine.install(monkeypatch, table=True)


@pytest.fixture
def app(fake_api):
    """A 1280x800 app on the dummy display, with default settings that are never saved."""
    from scenes import config
    from scenes.app import App

    application = App(config.Settings(), size=(1280, 800), persist=False, fullscreen=False)
    application.warm_up()  # as the app is once its menu's first frame is up, before anyone can click
    yield application
    application.stack.clear()
    application.manager.clear_and_reset()


@pytest.fixture
def shots():
    """Where scene tests save screenshots for people to look at (git-ignored)."""
    os.makedirs(OUTPUT, exist_ok=True)
    return OUTPUT
