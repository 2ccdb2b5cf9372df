"""Check Gamenight as a player installs it, away from the repository.

    python -m tools.install_check app      the PyInstaller folder dist/gamenight/ (make dist-check)
    python -m tools.install_check wheel    a wheel built from this clone, in a new venv (make wheel-check)

Either way the installed `gamenight` runs in a temporary folder with an empty environment: no
virtualenv, nothing of the clone on any path, HOME (and so the saves and settings) in the temporary
folder. It must print its version, and for every game play a computer-only game to the end and
draw its table after 20 moves into a PNG. A copy that quietly read the clone's files would pass nothing here: the clone is
not on the path and the working folder is elsewhere.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dist" / "gamenight" / "gamenight"
SCREENSHOT_SIZE = (1024, 640)
TIMEOUT = 300  # seconds for one command; a headless game takes a few


class CheckFailed(Exception):
    """One thing the installed copy did wrong, in a sentence."""


def empty_environment(home: Path) -> dict[str, str]:
    """What a freshly logged-in player's desktop gives a program, and no more."""
    return {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(command: list[str], folder: Path) -> str:
    """Run one command of the installed copy in `folder`; its standard output, or CheckFailed."""
    started = time.perf_counter()
    done = subprocess.run(command, cwd=folder, env=empty_environment(folder), capture_output=True, text=True,
                          timeout=TIMEOUT)
    took = time.perf_counter() - started
    shown = " ".join(Path(command[0]).name if i == 0 else part for i, part in enumerate(command))
    if done.returncode != 0:
        raise CheckFailed(f"`{shown}` exited with {done.returncode}:\n{done.stderr.strip()[-2000:]}")
    print(f"  ok  {shown}  ({took:.1f} s)", flush=True)
    return done.stdout


def games_and_seats() -> list[tuple[str, list[str]]]:
    """Every game with its first variant's seats, all the computer's (from the clone's engine)."""
    sys.path.insert(0, str(ROOT))
    from engine import __version__, api  # noqa: F401  (the version is checked against the copy's)

    found = []
    for game in api.games():
        variants = api.info(game).get("variants") or [{"seats": 1}]
        found.append((game, ["ai"] * int(variants[0]["seats"])))
    return found


def check(command: list[str], folder: Path) -> None:
    """The installed copy's version, and for each game a whole game and a picture of its table."""
    from engine import __version__

    said = run(command + ["--version"], folder).strip()
    if said != f"gamenight {__version__}":
        raise CheckFailed(f"--version said {said!r}, expected 'gamenight {__version__}'")
    for game, seats in games_and_seats():
        line = run(command + ["--headless", "--game", game, "--seed", "1", "--seats", ",".join(seats)], folder)
        outcome = json.loads(line.strip().splitlines()[-1])
        if outcome.get("game") != game or not isinstance(outcome.get("result"), dict):
            raise CheckFailed(f"{game}: the headless game did not end with a result: {line.strip()}")
    size = "x".join(map(str, SCREENSHOT_SIZE))
    for game, _ in games_and_seats():
        picture = folder / f"{game}.png"
        run(command + ["--screenshot", str(picture), "--game", game, "--steps", "20", "--size", size], folder)
        check_picture(picture)


def check_picture(path: Path) -> None:
    """A PNG of the asked size with a table on it, not a blank or an error screen's one colour."""
    from PIL import Image

    if not path.is_file():
        raise CheckFailed(f"--screenshot wrote no file at {path}")
    with Image.open(path) as image:
        if image.size != SCREENSHOT_SIZE:
            raise CheckFailed(f"the screenshot is {image.size}, not {SCREENSHOT_SIZE}")
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
    if colours is not None and len(colours) < 64:
        raise CheckFailed(f"the screenshot has only {len(colours)} colours: nothing was drawn")


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def check_app() -> None:
    if not APP.is_file():
        raise CheckFailed(f"{APP} is missing: build it with `make dist`")
    with tempfile.TemporaryDirectory(prefix="gamenight-app-check-") as tmp:
        check([str(APP)], Path(tmp))
    print(f"the app folder {APP.parent.relative_to(ROOT)} holds {folder_size(APP.parent) / 2**20:.0f} MB")


def install_wheel(folder: Path, quiet: bool = False) -> Path:
    """Build a wheel of this clone in `folder` and install it, as pip does (bytecode compiled),
    into a new venv there; the venv's folder."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(folder / "wheel"),
                    str(ROOT)], check=True, cwd=folder, capture_output=quiet)
    wheel = next((folder / "wheel").glob("gamenight-*.whl"))
    if not quiet:
        print(f"built {wheel.name} ({wheel.stat().st_size / 2**20:.0f} MB)")
    venv = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
                   check=True, cwd=folder, capture_output=quiet)
    return venv


def check_wheel() -> None:
    with tempfile.TemporaryDirectory(prefix="gamenight-wheel-check-") as tmp:
        venv = install_wheel(Path(tmp))
        home = Path(tmp) / "player"
        home.mkdir()
        check([str(venv / "bin" / "gamenight")], home)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["app", "wheel"])
    args = ap.parse_args()
    try:
        check_app() if args.what == "app" else check_wheel()
    except (CheckFailed, subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        print(f"install check failed: {exc}", file=sys.stderr)
        return 1
    print(f"the {args.what} passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
