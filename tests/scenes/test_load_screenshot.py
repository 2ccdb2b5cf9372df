"""`python main.py --load F --screenshot OUT` draws a saved game exactly as Continue opens it.

Saves are taken along computer-played games of every game at many points (the opening, mid
game, late, and the finished game), with computer seats and with people sharing the screen;
each must reopen through the command line - the same path as Continue - and draw its table.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import main
from engine import api

ROOT = Path(__file__).resolve().parents[2]
CASES = [
    ("zombie_slayer", ["human"], (0, 25, 70, 140)),
    ("creature_adventures", ["human", "ai:easy", "human"], (0, 60, 200, 400)),
    ("zvery", ["human", "human"], (0, 40, 150, 300)),
    ("auganism", ["human", "ai:easy"], (0, 8, 20, 30)),
    ("auganism", ["human", "human", "ai:easy", "human"], (0, 10, 30)),
    ("everzone", ["human", "human"], (0, 30, 90, 160)),
    ("everzone", ["ai:easy", "human", "human"], (0, 50, 150)),
]


def _options(game: str, seats: list[str]) -> dict:
    return next(v["options"] for v in api.info(game)["variants"] if v["seats"] == len(seats))


def _saves_along(game: str, seats: list[str], stops, folder: Path) -> list[Path]:
    match = api.new_match(game, 21, seats, _options(game, seats))
    files = []
    for stop in stops:
        while len(match.log) < stop and match.result() is None:
            match.act(match.suggest(match.to_move()))
        path = folder / f"{game}-{len(seats)}-{len(match.log)}.json"
        path.write_text(match.save())
        files.append(path)
    return files


def _drawn(path: Path, size: tuple[int, int]) -> None:
    image = pygame.image.load(str(path))
    assert image.get_size() == size
    colours = {tuple(image.get_at((x, y))) for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
    assert len(colours) > 40, "a table, not a blank or single-colour screen"


@pytest.mark.parametrize("game, seats, stops", CASES, ids=[f"{g}-{len(s)}" for g, s, _ in CASES])
def test_saves_along_a_game_reopen_as_a_screenshot(game, seats, stops, tmp_path):
    for save in _saves_along(game, seats, stops, tmp_path):
        out = tmp_path / (save.stem + ".png")
        assert main.main(["--load", str(save), "--screenshot", str(out), "--size", "1024x640"]) == 0, save.name
        _drawn(out, (1024, 640))


def test_the_command_itself_exits_zero_and_draws(tmp_path):
    save = _saves_along("zombie_slayer", ["human"], (40,), tmp_path)[0]
    out = tmp_path / "town.png"
    done = subprocess.run([sys.executable, "main.py", "--load", str(save), "--screenshot", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "GAMENIGHT_HOME": str(tmp_path / "home")})
    assert done.returncode == 0, done.stderr
    _drawn(out, (1280, 720))
    assert not (tmp_path / "home" / "autosave").exists(), "a screenshot never writes an autosave"
