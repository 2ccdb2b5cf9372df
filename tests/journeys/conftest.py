"""Journeys keep their settings, saves and autosaves in a fresh folder of their own."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def gamenight_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMENIGHT_HOME", str(tmp_path / "home"))
