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


@pytest.fixture(params=["en", "it"])
def language(request):
    """The cards in each language, drawn afresh (a card's picture is cached with its words): the
    card tests of Auganism and EverZone (a test that parametrizes `language` itself overrides it)."""
    from scenes import i18n
    from scenes.widgets import images

    i18n.set_language(request.param)
    images.release()
    yield request.param
    i18n.set_language("en")
    images.release()
