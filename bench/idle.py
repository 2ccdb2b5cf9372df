"""What a table costs while it waits for a person: CPU per second of the real loop, no input.

    python -m bench.idle tables     each game's table waiting for its person, in App.run()
    python -m bench.idle empty      the floor: an empty pygame-ce window waiting on events

`idle()` runs both in fresh processes (so nothing else the bench did runs alongside) and
reads the JSON lines they print. Each table is a new game against the computer (easy),
threaded as in play, left until the person is to move and nothing moves; then the real
`App.run()` loop runs with no input. Its first seconds are the loop's full-rate spell after the
last movement (`IDLE_AFTER`), so the process's CPU time is measured over the MEASURE seconds
after that, from a timer thread that then closes the window with a QUIT event.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from . import games

ROOT = Path(__file__).resolve().parents[1]
MEASURE = 3.0  # seconds of waiting measured
SEED = 4


def idle() -> list[tuple]:
    floor = _child("empty")["empty"]
    rows = [("idle: empty pygame-ce window, pygame.event.wait()", floor * 100, "% of a core", "baseline")]
    measured = _child("tables")
    for game, title, _, _ in games.first_tables():
        cpu = measured[game]
        rows.append((f"idle: {title} table waiting for a person", cpu * 100, "% of a core",
                     f"{cpu / floor:.2f}x the empty window (aim <= 2% of a core)"))
    return rows


def _child(kind: str) -> dict[str, float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GAMENIGHT_HOME=tempfile.mkdtemp(),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-m", "bench.idle", kind], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True).stdout
    return {k: v for line in out.splitlines() if line.startswith("{") for k, v in json.loads(line).items()}


# --- the children -------------------------------------------------------------------------------
def cpu_while(loop, warm_up: float) -> float:
    """Run `loop()` (a window's event loop, which ends on QUIT); return the process's CPU seconds
    per wall second over MEASURE seconds, starting `warm_up` seconds in."""
    import pygame

    result: list[float] = []

    def clock() -> None:
        time.sleep(warm_up)
        wall, cpu = time.perf_counter(), time.process_time()
        time.sleep(MEASURE)
        result.append((time.process_time() - cpu) / (time.perf_counter() - wall))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    timer = threading.Thread(target=clock, daemon=True)
    timer.start()
    loop()
    timer.join()
    return result[0]


def empty() -> None:
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1280, 720))

    def loop() -> None:
        while pygame.event.wait().type != pygame.QUIT:
            pass

    print(json.dumps({"empty": cpu_while(loop, 1.0)}), flush=True)


def settle(app, scene, timeout: float = 60.0) -> None:
    """Frames until the table waits for its person with nothing moving (the computer may move
    first, thinking in its thread)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.frame(1 / 60)
        if scene.at_rest() and scene.session.is_human_turn():
            return
        time.sleep(1 / 60)
    raise RuntimeError(f"{scene.GAME}: the table never came to rest")


def tables() -> None:
    from engine import api
    from scenes import app as app_module
    from scenes import config, launch
    from scenes.session import GameSession

    app = app_module.App(config.Settings(animation_speed="instant", effects_volume=0, music_volume=0), size=(1280, 720), persist=False,
                         fullscreen=False)
    for game, _, seats, options in games.first_tables():
        app.go_home()
        session = GameSession(api.new_match(game, SEED, seats, options), seats, autosave=False, threaded=True)
        launch.open_table(app, session)
        settle(app, app.stack.top)
        print(json.dumps({game: cpu_while(app.run, app_module.IDLE_AFTER + 1.0)}), flush=True)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    {"empty": empty, "tables": tables}[sys.argv[1]]()
