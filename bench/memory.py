"""Memory after an evening of games: all five tables played in turn in one process.

    python -m bench.memory child     (run by `memory()` in a fresh process, so nothing else the
                                     bench measured sits in its memory) prints one JSON line

The child opens the menu (the baseline), then each game's table in turn with every seat the
computer's (easy), animations instant, and lets it play for a few hundred frames - enough that
most of the game's art has been drawn - before going back to the menu. It reports the peak
resident memory (the figure a player's task manager shows at its worst) and the memory still
held at the end, which shows whether a closed table gives its pictures back.
"""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

from . import games

ROOT = Path(__file__).resolve().parents[1]
FRAMES = 400  # frames per table: the computer moves at most once a frame
SEED = 3


def memory() -> list[tuple]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GAMENIGHT_HOME=tempfile.mkdtemp(),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-m", "bench.memory", "child"], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True).stdout
    m = json.loads(out.strip().splitlines()[-1])
    menu, peak, end = m["menu"], m["peak"], m["end"]
    return [
        ("memory: the menu open (peak RSS)", menu, "MB", "baseline"),
        ("memory: all five games played in one process (peak RSS)", peak, "MB",
         f"{peak / menu:.2f}x the menu; {peak - menu:,.0f} MB more (aim <= 200 MB)"),
        ("memory: back at the menu after the five games (RSS)", end, "MB", f"{end / menu:.2f}x the menu"),
    ]


# --- the child ----------------------------------------------------------------------------------
def peak_mb() -> float:
    """This process's peak resident memory. On Linux, VmHWM: ru_maxrss survives exec, so a
    child started by a bench process that had grown large reported the bench's size (the
    menu measured 196 MB once the start-up bench had installed a wheel in the parent)."""
    for line in Path("/proc/self/status").read_text().splitlines() if Path("/proc/self/status").exists() else ():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux, bytes on macOS


def current_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return peak_mb()  # not Linux: the peak is the best we have


def play(app, game: str, seats: list[str], options: dict) -> None:
    """One game's table, the computer playing every seat, for FRAMES frames or to the end."""
    from engine import api
    from scenes import launch
    from scenes.session import GameSession

    session = GameSession(api.new_match(game, SEED, seats, options), seats, autosave=False, threaded=False)
    launch.open_table(app, session)
    for _ in range(FRAMES):
        app.frame(1 / 60)
        if session.is_over():
            break
    app.go_home()
    app.frame(1 / 60)


def child() -> None:
    from scenes import config
    from scenes.app import App

    app = App(config.Settings(animation_speed="instant", effects_volume=0, music_volume=0), size=(1280, 720), persist=False,
              fullscreen=False)
    app.go_home()
    for _ in range(3):
        app.frame(1 / 60)
    menu = peak_mb()
    for game, seats, options in games.fullest_tables():
        play(app, game, seats, options)
    print(json.dumps({"menu": menu, "peak": peak_mb(), "end": current_mb()}), flush=True)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    {"child": child}[sys.argv[1]]()
