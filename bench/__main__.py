"""make bench: print the table (and with --write, put it in docs/performance.md)."""
from __future__ import annotations

import argparse
import os
import platform
import sys
from pathlib import Path

from . import copyplay, history, idle, measure, memory, online, replay

DOC = Path(__file__).resolve().parents[1] / "docs" / "performance.md"
MEASURE = {"startup": measure.startup, "frames": measure.frames, "idle": idle.idle, "memory": memory.memory,
           "engine": measure.engine, "saves": measure.saves, "snapshot": measure.snapshot_size,
           "replay": replay.replay, "history": history.history,
           "copyplay": copyplay.copyplay, "online": online.online}
PARTS = list(MEASURE)


def table(rows: list[tuple]) -> str:
    lines = ["| measurement | value | ratio |", "|---|---:|---|"]
    for what, value, unit, ratio in rows:
        lines.append(f"| {what} | {value:,.2f} {unit} | {ratio} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description="Gamenight benchmarks")
    ap.add_argument("--write", action="store_true", help="also write docs/performance.md")
    ap.add_argument("--only", choices=PARTS, action="append")
    args = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    rows = []
    for part in args.only or PARTS:
        print(f"measuring {part}...", file=sys.stderr, flush=True)
        rows += MEASURE[part]()
    text = table(rows)
    print(text)
    if args.write:
        machine = (f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, SDL dummy video "
                   "driver (start-up: also x11)")
        DOC.write_text(HEADER.format(machine=machine) + text + "\n" + FOOTER)
        print(f"written to {DOC}", file=sys.stderr)
    return 0


HEADER = """# Performance

Measured by `make bench` ({machine}). Every figure is compared with a baseline measured in the
same run, so the ratios hold across machines even where the milliseconds do not.

"""
FOOTER = """
How to read it:

- **Start-up** is measured from launching the process to the first frame on screen. A wheel
  built from the clone is installed into a new venv (bytecode compiled, as pip does), and that
  venv's Python runs an empty pygame-ce window, a bare pygame-gui window with ten buttons (the
  floor our toolkit sets), and Gamenight the way the `gamenight` command starts (`main.start`:
  its arguments, log and language; then its window) to its menu's first frame, drawn whole,
  from a folder outside the clone. The clone's own development install is measured too. Each
  is timed on SDL's two drivers in the same run: dummy, which opens no window, and x11, a real
  window on an X server - an Xvfb the benchmark starts for the run when it is installed
  (Debian's `xvfb`), else the desktop's (DISPLAY); without either the x11 rows are left out,
  with a line on stderr (bench/displays.py). Gamenight's ratios are to the same driver's bare
  windows. The launches take turns, nine rounds, and each figure is the median. The aim is
  1.2x the bare window on both drivers; docs/performance-notes.md says where the rest goes.
- **Frame time** is the 99th percentile over 300 frames while the view pans across the town,
  against a reference frame that blits 200 sprites and renders 50 texts. It should stay flat
  as the town grows: only the cards on screen are drawn, each composed once per zoom level.
  The other tables are measured over 900 frames of computer seats playing, as a player's table
  runs: the computer thinking on its own thread, every move autosaved, frames paced at 60 a
  second; the busiest stretch (a battle, EverZone's reveal and clash) is
  also given alone. Every frame is given twice: on the clock (what a player waits, other
  programs included) and in the CPU time of the thread that drew it (what the frame cost, the
  figure that holds still on a shared machine).
- **Idle** is what a table costs while it waits for a person: the CPU time of the whole process
  per second, over 3 seconds of the real loop with no input, once the table has come to rest,
  against an empty pygame-ce window waiting in `pygame.event.wait()`. At rest the loop stops
  drawing and sleeps until input arrives, so this is close to the cost of waiting itself.
- **Memory** is the peak resident size of one process that opens the menu, then plays each of
  the five games in turn (every seat the computer's, 400 frames or to the end) and goes back to
  the menu; the menu alone is the baseline. A table's pictures are released when it closes, so
  the peak is that of the hungriest table, not the sum of all five.
- **Engine** speed is random play through `engine.api`; the reference unit is a fixed
  pure-Python breadth-first search, a measure of the machine itself. AI times are per
  `suggest()` call over the first 150 moves of three games.
- **Strength** (the computer's levels) is the share of 100 seeded two-player games won, the
  first seat alternating, games without an ending counted as losses. Levels are set by
  iteration counts (play-outs), so these figures are the same on any machine.
- **Saves**: autosave is the atomic write (temporary file, flush, fsync, rename) after every
  action; load is `api.load` of the saved text. A save holds the seed, the action log and a
  snapshot of the state, so loading does not replay the log and a long game loads as fast as
  a short one.
- **Snapshot size** is the sealed snapshot of a Zombie Slayer save after 100, 1,000 and 5,000
  actions, the state alone and the whole snapshot (the state, the last 4,000 events whole for a
  resumed table's log, and who took each action), against the 100-action game's.
- **Replay** is `main.py --replay F --screenshot OUT --steps K`, K the save's length, in a fresh
  process, for saves of 4 and 12 MB: a long Zombie Slayer game with a line of 200 scripted dice
  before each roll (bench/replay.py), the heaviest a shared file can legitimately make a replay.
  Time is from the start of the work to the picture written, memory the process's peak.
- **Online** (bench/online.py): a Zvery game between a host's referee loop and two guests, each
  on a real websocket over loopback, the mover choosing at once; the time from a guest's act to
  both guests holding its events, against a message echoed over the same loopback. The idle
  host is `main.py --host ... --headless` with both guests connected and its guest's move
  awaited, its CPU per wall second read from /proc.
"""

if __name__ == "__main__":
    sys.exit(main())
