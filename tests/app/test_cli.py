"""The command line: arguments, --headless without pygame, --load errors, --screenshot."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def no_log_files(monkeypatch):
    """main() run inside pytest must not hang handlers on pytest's captured streams."""
    monkeypatch.setattr(main, "setup_logging", lambda: None)


def run(args, *, fake=False, table=False, home):
    """main.py in a fresh interpreter; with fake=True the Race test double is the engine."""
    prelude = ""
    if fake:
        prelude = (f"import sys; sys.path.insert(0, {str(HERE)!r}); import fake_engine; "
                   f"fake_engine.install(table={table}); ")
    code = prelude + f"import sys, main; code = main.main({args!r}); " \
        "print('PYGAME-IMPORTED' if 'pygame' in sys.modules else 'NO-PYGAME', file=sys.stderr); sys.exit(code)"
    env = dict(os.environ, GAMENIGHT_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("argv, message", [
    (["--seats", "human,robot", "--game", "race"], "seats are a comma list"),
    (["--game", "race", "--options", "{nope"], "options must be a JSON object"),
    (["--game", "race", "--options", "[1]"], "options must be a JSON object"),
    (["--game", "race", "--size", "big"], "size is WIDTHxHEIGHT"),
    (["--game", "race", "--steps", "-3"], "zero or more"),
    (["--headless"], "need --game"),
    (["--game", "chess"], "unknown game 'chess'"),
    (["--load", "x.json", "--game", "race"], "cannot be combined"),
    (["--seed", "4"], "need --game"),
    (["--tutorial", "chess"], "unknown game 'chess'"),
    (["--tutorial", "race", "--game", "race"], "cannot be combined"),
])
def test_bad_arguments_are_argparse_errors(fake_api, capsys, argv, message):
    with pytest.raises(SystemExit) as caught:
        main.parse_args(argv)
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


def test_headless_plays_every_seat_to_the_end(fake_api, capsys):
    assert main.main(["--headless", "--game", "race", "--seed", "7", "--seats", "ai,ai:easy"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["game"] == "race" and line["seed"] == 7
    assert line["result"]["winners"] and line["actions"] > 0
    assert main.main(["--headless", "--game", "race", "--seed", "7", "--seats", "ai,ai:easy"]) == 0
    assert json.loads(capsys.readouterr().out) == line  # the same seed, the same game


def test_headless_bad_options_exit_2_with_a_message(fake_api, capsys):
    assert main.main(["--headless", "--game", "race", "--options", '{"bad": true}']) == 2
    assert "cannot start race: the option 'bad' is not allowed" in capsys.readouterr().err


def test_headless_never_imports_pygame(tmp_path):
    done = run(["--headless", "--game", "race", "--seed", "3"], fake=True, home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "NO-PYGAME" in done.stderr
    assert json.loads(done.stdout)["game"] == "race"


def test_headless_with_the_real_engine(tmp_path):
    pytest.importorskip("engine.api")
    from engine import api

    game = api.games()[0]
    done = run(["--headless", "--game", game, "--seed", "4", "--seats", "ai:easy"], home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "NO-PYGAME" in done.stderr
    result = json.loads(done.stdout)
    assert result["game"] == game and result["result"] is not None


def test_a_bad_save_is_a_clear_message_and_exit_2(tmp_path):
    bad = tmp_path / "evening.json"
    bad.write_text('{"format": "gamenight-save", "version": 1, "log": [', encoding="utf-8")
    done = run(["--load", str(bad)], fake=True, home=tmp_path)
    assert done.returncode == 2
    assert "cannot load" in done.stderr and "evening.json" in done.stderr
    assert "Traceback" not in done.stderr
    missing = run(["--load", str(tmp_path / "gone.json")], fake=True, home=tmp_path)
    assert missing.returncode == 2 and "does not exist" in missing.stderr and "Traceback" not in missing.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX devices and FIFOs")
def test_a_device_or_a_fifo_given_to_replay_or_load_is_one_line_and_exit_2(tmp_path):
    pipe = tmp_path / "shared.json"
    os.mkfifo(pipe)
    for argv, file in ((["--replay", "/dev/zero"], "/dev/zero"), (["--replay", str(pipe)], "shared.json"),
                       (["--load", str(pipe)], "shared.json")):
        done = run(argv, fake=True, home=tmp_path)  # run() gives up after 300 s: a FIFO once hung here
        assert done.returncode == 2, done.stderr
        assert file in done.stderr and "is not a save file" in done.stderr and "Traceback" not in done.stderr


def test_screenshot_renders_the_table_after_k_moves(tmp_path):
    out = tmp_path / "race.png"
    done = run(["--screenshot", str(out), "--game", "race", "--seed", "2", "--steps", "3", "--size", "800x600"],
               fake=True, table=True, home=tmp_path)
    assert done.returncode == 0, done.stderr
    import pygame

    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 600)  # smaller than a window may be, as asked
    assert image.get_at((400, 300))[:3] == (40, 80, 50)  # the Race table's felt
    assert not (tmp_path / "autosave").exists()  # a screenshot never touches the autosave


def test_screenshot_of_a_game_without_a_table_is_a_clear_error(tmp_path):
    done = run(["--screenshot", str(tmp_path / "x.png"), "--game", "race"], fake=True, table=False, home=tmp_path)
    assert done.returncode == 2 and "Race has no table" in done.stderr and "Traceback" not in done.stderr


def test_a_broken_data_file_is_one_line_naming_the_file_and_exit_2(tmp_path):
    """`main.py --headless --game G` with a broken data file exited with a traceback."""
    import shutil

    data = tmp_path / "zvery"
    shutil.copytree(ROOT / "data" / "zvery", data)
    text = (data / "creatures.toml").read_text(encoding="utf-8")
    (data / "creatures.toml").write_text(text.replace("health = ", "health = -", 1), encoding="utf-8")
    code = (f"import sys, main; from pathlib import Path; import engine.games.zvery.content as c; "
            f"c.load_content.__defaults__ = (Path({str(data)!r}),); "
            f"sys.exit(main.main(['--headless', '--game', 'zvery', '--seed', '1']))")
    env = dict(os.environ, GAMENIGHT_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and all(w in lines[0] for w in ("creatures.toml", "cinder_tick", "'health'")), done.stderr


# Zombie Slayer's in `make test`, the other four in `make journeys`: every lesson is clicked through
# by the same Hand.do in make test already (test_tutorial_table.py, the opaque journeys, and
# tutorial.follow_through for Auganism and EverZone in test_explained_hints.py); what this adds is
# main.py's --tutorial --headless around it, which one game shows.
@pytest.mark.parametrize("game", ["zombie_slayer"] + [pytest.param(game, marks=pytest.mark.slow) for game in
                                                      ("creature_adventures", "zvery", "auganism", "everzone")])
def test_each_tutorial_is_followed_to_its_end_headless_through_the_real_table(tmp_path, game):
    """`--tutorial GAME --headless`: the lesson opened over the menu and followed, step by step,
    by clicking what the table marks, until the learner has won; one JSON line."""
    done = run(["--tutorial", game, "--headless"], home=tmp_path)
    assert done.returncode == 0, done.stderr
    from engine import api

    assert json.loads(done.stdout) == {"game": game, "steps": len(api.tutorial(game).steps), "completed": True}
    assert not (tmp_path / "autosave").exists(), "a lesson is never autosaved"


def test_a_tutorial_of_a_game_without_one_is_a_clear_error(tmp_path):
    done = run(["--tutorial", "race", "--headless"], fake=True, home=tmp_path)
    assert done.returncode == 2 and "Race has no tutorial" in done.stderr and "Traceback" not in done.stderr


def test_without_a_display_the_window_says_so_and_exits_2_within_5_seconds(tmp_path):
    """A bare terminal or ssh: SDL falls back to drawing offscreen, and `make play` once ran 14
    minutes with no window and no word. Now: one line naming what is missing, status 2, at once."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(GAMENIGHT_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=5)
    assert done.returncode == 2, done.stderr
    assert "no display" in done.stderr and "DISPLAY" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_window_never_opens_larger_than_the_screen(monkeypatch, tmp_path):
    """A 1024x640 screen: the remembered 1280x800 window opens at the room the screen has."""
    import pygame

    from scenes import app as app_module

    monkeypatch.setattr(app_module, "_screen_room", lambda: (1024, 576))
    app = app_module.App(size=(1280, 800), persist=False, fullscreen=False)
    try:
        assert app.size == (1024, 576)
        app.resize((1600, 1000))
        assert app.size == (1024, 576)
    finally:
        pygame.quit()
