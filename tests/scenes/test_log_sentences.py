"""Every table's log speaks for every event type its engine can emit.

Players ask for "a log with every die and every card", so each game's log_text.py has a
sentence - a `_<type>` method of its LogWriter - for each event type. The types are found
in the engine's source; a game's table is checked as soon as the game is listed.
"""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from engine import api

ENGINE_GAMES = Path(__file__).resolve().parents[2] / "engine" / "games"


@pytest.mark.parametrize("game", api.games())
def test_every_engine_event_has_a_log_sentence(game):
    try:  # the engine tells the story (engine/core/story.py); before, the table's log_text did
        writer = importlib.import_module(f"engine.games.{game}.story").STORY
    except ModuleNotFoundError:
        writer = importlib.import_module(f"scenes.{game}.log_text").LogWriter
    types = set()
    for path in (ENGINE_GAMES / game).glob("*.py"):
        types |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    assert len(types) > 25  # the search finds the engine's events (Zvery has the fewest: 29)
    missing = sorted(t for t in types if not hasattr(writer, "_" + t))
    assert not missing, f"no log sentence for {missing}"
