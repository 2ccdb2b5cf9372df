#!/usr/bin/env python3
"""Regenerate every picture under assets/ (except the fonts).

    python tools/make_art.py                      # everything
    python tools/make_art.py --only zombie_slayer # one game (or: --only common, --only zvery, --only auganism, --only everzone)
    python tools/make_art.py --tiles some.toml    # draw the tiles of another tile file

Needs only Pillow. Deterministic: running it twice gives byte-identical PNGs.
"""
from __future__ import annotations

import argparse
import importlib
import inspect
import pkgutil
import sys
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # scenes.palette (colours), importable without pygame
sys.path.insert(0, str(ROOT / "tools"))

import art  # noqa: E402
from art import common  # noqa: E402


def groups() -> dict[str, ModuleType]:
    """Every module of tools/art/ with a `build(out)`: `common` (the shared textures and the
    icon) and one per game, each drawing into assets/<its name>/. Found, not listed, so a new
    game's art module is drawn the day it is added."""
    found = {}
    for module in pkgutil.iter_modules(art.__path__):
        loaded = importlib.import_module(f"art.{module.name}")
        if callable(getattr(loaded, "build", None)):
            found[module.name] = loaded
    return found


def draw(name: str, module: ModuleType, args: argparse.Namespace) -> list:
    """One group's pictures; a build that reads a content file (Zombie Slayer's tiles) is given
    the one named on the command line."""
    if "tiles_path" in inspect.signature(module.build).parameters:
        return module.build(common.ASSETS / name, tiles_path=args.tiles)
    return module.build(common.ASSETS / name)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and draw the chosen groups, reporting what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    found = groups()
    parser.add_argument("--only", choices=sorted(found), action="append", help="draw only this group")
    parser.add_argument(
        "--tiles",
        type=Path,
        default=ROOT / "data" / "zombie_slayer" / "tiles.toml",
        help="Zombie Slayer tile file (default: data/zombie_slayer/tiles.toml)",
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    total = 0
    for name in args.only or sorted(found):
        t0 = time.perf_counter()
        written = draw(name, found[name], args)
        total += len(written)
        print(f"{name}: {len(written)} files in {time.perf_counter() - t0:.1f} s")
    print(f"done: {total} files in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
