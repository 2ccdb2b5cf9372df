"""make bench: print the table (and with --write, put it in docs/performance.md)."""
from __future__ import annotations

import argparse
import os
import platform
import sys
from pathlib import Path

from . import measure, strength

DOC = Path(__file__).resolve().parents[1] / "docs" / "performance.md"


def table(rows: list[tuple]) -> str:
    lines = ["| measurement | value | ratio |", "|---|---:|---|"]
    for what, value, unit, ratio in rows:
        lines.append(f"| {what} | {value:,.2f} {unit} | {ratio} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description="Gamenight benchmarks")
    ap.add_argument("--write", action="store_true", help="also write docs/performance.md")
    ap.add_argument("--only", choices=["startup", "frames", "engine", "saves", "strength"], action="append")
    args = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    parts = args.only or ["startup", "frames", "engine", "saves", "strength"]
    rows = []
    for part in parts:
        print(f"measuring {part}...", file=sys.stderr, flush=True)
        rows += strength.strength() if part == "strength" else getattr(measure, part)()
    text = table(rows)
    print(text)
    if args.write:
        machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, SDL dummy video driver"
        DOC.write_text(HEADER.format(machine=machine) + text + "\n" + FOOTER)
        print(f"written to {DOC}", file=sys.stderr)
    return 0


HEADER = """# Performance

Measured by `make bench` ({machine}). Every figure is compared with a baseline measured in the
same run, so the ratios hold across machines even where the milliseconds do not.

"""
FOOTER = """
How to read it:

- **Start-up** is measured from launching the process to the first frame on screen, for an
  empty pygame-ce window, a bare pygame-gui window with ten buttons (the floor our toolkit
  sets), and Gamenight's main menu. Median of 5 launches each.
- **Frame time** is the 99th percentile over 300 frames while the view pans across the town,
  against a reference frame that blits 200 sprites and renders 50 texts. It should stay flat
  as the town grows: only the cards on screen are drawn, each composed once per zoom level.
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
"""

if __name__ == "__main__":
    sys.exit(main())
