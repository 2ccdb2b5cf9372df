"""`python main.py --replay FILE --screenshot OUT --steps K` draws a save's table after its first
K actions: for a computer-played game of each game, at several K, and the pictures differ as the
game moves on (a replay that ignored K, or drew one position for all, would draw the same)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import main
from engine import api

SIZE = (1024, 640)
GAMES = [
    ("zombie_slayer", ["human"], (0, 20, 60)),
    ("creature_adventures", ["human", "ai:easy"], (0, 40, 120)),
    ("zvery", ["human", "ai:easy"], (0, 30, 90)),
    ("auganism", ["human", "ai:easy"], (0, 6, 18)),
    ("everzone", ["human", "ai:easy"], (0, 20, 60)),
]


def computer_game_save(game: str, seats: list[str], folder: Path, actions: int) -> Path:
    """A save of a game the computer played for every seat (the person's seat too), `actions` long."""
    match = api.new_match(game, 8, seats)
    while match.result() is None and len(match.log) < actions:
        match.act(match.suggest(match.to_move()))
    path = folder / f"{game}.json"
    path.write_text(match.save())
    return path


def sampled(path: Path) -> list[tuple]:
    image = pygame.image.load(str(path))
    assert image.get_size() == SIZE
    return [tuple(image.get_at((x, y))) for x in range(0, SIZE[0], 13) for y in range(0, SIZE[1], 11)]


@pytest.mark.parametrize("game, seats, steps", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_replay_is_drawn_after_k_actions_and_the_pictures_move_on(game, seats, steps, tmp_path):
    save = computer_game_save(game, seats, tmp_path, max(steps) + 1)
    pictures = []
    for k in steps:
        out = tmp_path / f"{game}-{k}.png"
        assert main.main(["--replay", str(save), "--steps", str(k), "--screenshot", str(out),
                          "--size", f"{SIZE[0]}x{SIZE[1]}"]) == 0
        pictures.append(sampled(out))
        assert len(set(pictures[-1])) > 40, "a table, not a blank screen"
    for k, (before, after) in enumerate(zip(pictures, pictures[1:])):
        changed = sum(a != b for a, b in zip(before, after)) / len(before)
        assert changed > 0.01, f"{game}: the table after {steps[k + 1]} actions looks as after {steps[k]}"


def test_replay_opens_the_replay_in_the_window_and_a_damaged_save_is_a_clear_error(tmp_path, capsys):
    from scenes.table_scene import TableScene

    save = computer_game_save("auganism", ["human", "ai:easy"], tmp_path, 12)
    app = main.open_window(main.parse_args(["--replay", str(save), "--size", "1024x640"]))
    table = app.stack.top
    assert isinstance(table, TableScene) and table.replaying and len(table.session.replay) == 12
    assert table.session.position == 0 and table.session.viewer() == 0
    app.stack.clear()
    with pytest.raises(SystemExit):
        main.parse_args(["--replay", "x.json", "--load", "y.json", "--screenshot", "o.png"])
    bad = tmp_path / "bad.json"
    bad.write_text("not a save")
    assert main.main(["--replay", str(bad), "--screenshot", str(tmp_path / "o.png")]) == 2
    assert "cannot replay" in capsys.readouterr().err
    assert main.main(["--replay", str(bad)]) == 2
    assert "cannot replay" in capsys.readouterr().err


def test_a_pictures_app_opens_no_sound_device_and_makes_no_sound():
    """Nobody hears a picture: synthesizing the effects was half a second of a core in each
    --screenshot (the music was never rendered on the dummy driver)."""
    app = main._picture_app(main.parse_args(["--game", "zombie_slayer", "--screenshot", "o.png", "--size", "1024x640"]))
    app.warm_up()  # as a table does when it opens
    assert not app.sound.available and app.music.mixer is None
    app.stack.clear()


def test_a_pictures_app_is_closed_once_its_picture_is_written(tmp_path, monkeypatch):
    """Its scenes leave, so a long replay's events are freed at once: left open, the app stayed
    reachable, and every collection as the process exited walked them (1.5 s for a 12 MB save)."""
    save = computer_game_save("zombie_slayer", ["human"], tmp_path, 20)
    opened, picture_app = [], main._picture_app
    monkeypatch.setattr(main, "_picture_app", lambda args: opened.append(picture_app(args)) or opened[-1])
    assert main.main(["--replay", str(save), "--screenshot", str(tmp_path / "o.png"), "--size", "1024x640"]) == 0
    assert (tmp_path / "o.png").exists() and len(opened[0].stack) == 0, "the table was left open"
