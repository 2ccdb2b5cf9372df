"""Fixtures for the tables' scene tests: a fresh home folder for every test, and the app.

Settings, saves and autosaves go to a temporary GAMENIGHT_HOME, never the real user folders.
`app` is a 1280x800 window-less app with instant animations (driver.make_app).
"""
from __future__ import annotations

import pytest

from .driver import close, make_app


@pytest.fixture(autouse=True)
def gamenight_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMENIGHT_HOME", str(tmp_path / "home"))


@pytest.fixture
def app():
    application = make_app("instant")
    yield application
    close(application)
