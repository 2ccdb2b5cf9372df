"""Every game's story tells every event type its engine can emit.

Players ask for "a log with every die and every card", so each game's story
(engine/games/<game>/story.py, engine/core/story.py) has a sentence - a `_<type>` method - for
each event type. The types are found in the engine's source; a game is checked as soon as it is
listed. (tests/test_story.py tells the events of whole random games.)
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
    story = importlib.import_module(f"engine.games.{game}.story").STORY
    types = set()
    for path in (ENGINE_GAMES / game).glob("*.py"):
        types |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    assert len(types) > 25  # the search finds the engine's events (Zvery has the fewest: 29)
    missing = sorted(t for t in types if not hasattr(story, "_" + t))
    assert not missing, f"no log sentence for {missing}"
