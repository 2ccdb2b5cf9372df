#!/usr/bin/env python3
"""Regenerate every picture under assets/ (except the fonts).

    python tools/make_art.py                      # everything
    python tools/make_art.py --only zombie_slayer # one game (or: --only common, --only zvery, --only auganism, --only everzone)
    python tools/make_art.py --tiles some.toml    # draw the tiles of another tile file

Needs only Pillow. Deterministic: running it twice gives byte-identical PNGs.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # scenes.palette (colours), importable without pygame
sys.path.insert(0, str(ROOT / "tools"))

from art import auganism, common, creature_adventures, everzone, zombie_slayer, zvery  # noqa: E402

GROUPS = {
    "common": lambda args: common.build(common.ASSETS / "common"),
    "zombie_slayer": lambda args: zombie_slayer.build(common.ASSETS / "zombie_slayer", args.tiles),
    "creature_adventures": lambda args: creature_adventures.build(common.ASSETS / "creature_adventures"),
    "zvery": lambda args: zvery.build(common.ASSETS / "zvery"),
    "auganism": lambda args: auganism.build(common.ASSETS / "auganism"),
    "everzone": lambda args: everzone.build(common.ASSETS / "everzone"),
}


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and draw the chosen groups, reporting what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(GROUPS), action="append", help="draw only this group")
    parser.add_argument(
        "--tiles",
        type=Path,
        default=ROOT / "data" / "zombie_slayer" / "tiles.toml",
        help="Zombie Slayer tile file (default: data/zombie_slayer/tiles.toml)",
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    total = 0
    for name in args.only or sorted(GROUPS):
        t0 = time.perf_counter()
        written = GROUPS[name](args)
        total += len(written)
        print(f"{name}: {len(written)} files in {time.perf_counter() - t0:.1f} s")
    print(f"done: {total} files in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
