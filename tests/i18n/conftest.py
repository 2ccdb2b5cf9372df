"""The pseudo-locale's screen tests keep their settings, saves and history in a fresh folder."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def gamenight_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("GAMENIGHT_HOME", str(home))
    return home
