"""Same seed, same game - in any process: the computer's choices never depend on Python's string
hashing, which changes from one process to the next (PYTHONHASHSEED).

A choice that iterates over a set of strings (skills, actions) and breaks ties by that order
gives a different game in a new process - a headless run, a save's replay or a bug report that
cannot be reproduced. Each game's computer plays the same seeded match in two processes with
different hash seeds; both must reach the same state.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import api

ROOT = Path(__file__).resolve().parents[1]
MOVES = 400

SCRIPT = f"""
from engine import api
info = api.info({{game!r}})
seats = ["ai"] * int(info["variants"][0]["seats"]) if info.get("variants") else ["ai"]
m = api.new_match({{game!r}}, 19, seats)
for _ in range({MOVES}):
    if m.result() is not None:
        break
    m.act(m.suggest(m.to_move()))
print(m.digest(), len(m.log))
"""


def _play(game: str, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", SCRIPT.format(game=game)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300, check=True)
    return out.stdout.strip()


@pytest.mark.parametrize("game", api.games())
def test_the_computer_plays_the_same_game_whatever_the_hash_seed(game):
    first, second = _play(game, "0"), _play(game, "1")
    assert first == second and first
