"""Hostile replay files through the app's own path: Replay (scenes/storage.open_replay, as the
Replay screen and History's "Replay a file..." open a shared file) and `main.py --replay`.

A file handed to a replay may be a device that never ends (/dev/zero), a FIFO nobody writes
(opening one used to wait forever), a folder, a link to any of them, a file over the size limit,
or a JSON bomb inside a real save: nesting a hundred thousand deep, a number of thousands of
digits, a string of megabytes. Each must be refused with a SaveError naming the file (or, for
a save still whole, open) within 2 seconds and 200 MB, and `--replay` must print one line and
exit 2 without a traceback. `make test` tries a few dozen files; `make fuzz` (GAMENIGHT_FUZZ)
thousands, and a few through main.py in a fresh interpreter each. A failure names the case and
keeps the file under tests/output/fuzz/.
"""
from __future__ import annotations

import functools
import json
import os
import random
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from engine import api
from scenes import storage

from . import budget

CASES = int(os.environ.get("GAMENIGHT_FUZZ", "40"))
THROUGH_MAIN = max(3, CASES // 200)  # each launches an interpreter: a few are enough
ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "output" / "fuzz"
HUNGRY = 200 * 2**20  # bytes a refusal may add to the process's peak memory
POSIX = hasattr(os, "mkfifo")




@functools.cache
def _save() -> str:
    match = api.new_match("zvery", 27, ["ai", "ai"])
    for _ in range(40):
        match.act(match.suggest(match.to_move()))
    return match.save()


# --- the files -------------------------------------------------------------------------------------


def _deep(rng: random.Random) -> str:
    depth = rng.choice([101, 1_000, 100_000, 1_000_000])
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}"), ("[0,", "]"), ("[[],", "]")])
    bomb = opener * depth + "0" + closer * depth * rng.choice([1, 0])  # closed, or left open
    data = json.loads(_save())
    field = rng.choice(["options", "names", "snapshot", "top"])
    if field == "top":
        return bomb
    data[field] = "BOMB"
    return json.dumps(data).replace('"BOMB"', bomb)


def _number(rng: random.Random) -> str:
    digits = "9" * rng.choice([101, 4_301, 5_000, 100_000])
    data = json.loads(_save())
    field = rng.choice(["seed", "version", "options", "seats"])
    data[field] = "NUMBER"
    return json.dumps(data).replace('"NUMBER"', rng.choice(["", "-"]) + digits + rng.choice(["", ".5", "e9"]))


def _string(rng: random.Random) -> str:
    data = json.loads(_save())
    huge = rng.choice(["x", "\\\"", "[", "é"]) * rng.choice([10**6, 8 * 10**6])
    where = rng.choice(["names", "log", "game", "seal"])
    if where == "names":
        data["names"] = ["HUGE", ""]
    elif where == "log":
        data["log"].insert(rng.randrange(len(data["log"]) + 1), "HUGE")
    else:
        data[where] = "HUGE"
    return json.dumps(data).replace('"HUGE"', '"' + huge + '"')


def _write(kind: str, rng: random.Random, folder: Path) -> Path:
    """A hostile file of `kind` in `folder`."""
    path = folder / f"{kind}.json"
    if kind == "device":
        path.symlink_to(rng.choice(["/dev/zero", "/dev/urandom", "/dev/null"]))
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "over_limit":
        with open(path, "wb") as handle:
            handle.write(_save().encode())
            handle.truncate(storage.MAX_SAVE_BYTES + rng.choice([1, 2**20, 2**30]))
    else:
        path.write_text(globals()[f"_{kind}"](rng), encoding="utf-8")
    return path


KINDS = ["deep", "number", "string", "over_limit", "folder"] + (["device", "fifo"] if POSIX else [])


# --- the oracle ------------------------------------------------------------------------------------


def _through_storage(path: Path) -> str | None:
    """None when the file is refused with a SaveError naming it (or opens) in time and memory."""
    outcome: dict = {}
    peak, clocks = budget.peak(), []

    def run():
        clocks.append(budget.Clock())
        try:
            outcome["replay"] = storage.open_replay(path)
        except BaseException as exc:  # noqa: BLE001 - judged below
            outcome["error"] = exc
        outcome["slow"] = clocks[0].over()

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(30)
    if worker.is_alive():
        return "open_replay did not return within 30 s"
    grew = budget.peak() - peak
    error = outcome.get("error")
    if error is not None and not isinstance(error, storage.SaveError):
        return f"open_replay raised {type(error).__name__}: {str(error)[:200]}"
    if error is not None and path.name not in str(error):
        return f"the message does not name the file: {str(error)[:200]}"
    if outcome["slow"]:
        return outcome["slow"]
    if grew > HUNGRY:
        return f"raised the peak memory by {grew // 2**20} MB"
    return None


def _through_main(path: Path, home: Path) -> str | None:
    env = dict(os.environ, GAMENIGHT_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    try:
        done = subprocess.run([sys.executable, "main.py", "--replay", str(path), "--screenshot", str(home / "x.png")],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "main.py --replay did not end within 60 s"
    if "Traceback" in done.stderr:
        return f"main.py --replay printed a traceback: {done.stderr[-300:]}"
    if done.returncode != 2 or path.name not in done.stderr:
        return f"main.py --replay exited {done.returncode}: {done.stderr[-300:]}"
    return None


def _keep(path: Path, case: int) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    kept = OUT / f"replay-{case}-{path.name}"
    if path.is_file() and not path.is_symlink() and path.stat().st_size <= 32 * 2**20:
        shutil.copyfile(path, kept)
    else:
        kept.write_text(f"{path.name}: not kept (a {'link' if path.is_symlink() else 'special or huge'} file)\n")
    return kept


def test_hostile_replay_files_are_refused_by_the_replay_screen(tmp_path):
    rng = random.Random("replay-files")
    failures = []
    for case in range(CASES):
        kind = KINDS[case % len(KINDS)]
        folder = tmp_path / str(case)
        folder.mkdir()
        path = _write(kind, rng, folder)
        problem = _through_storage(path)
        if problem:
            failures.append(f"case {case} ({kind}): {problem} -> {_keep(path, case)}")
        shutil.rmtree(folder)
    assert not failures, f"{len(failures)} of {CASES} replay files failed:\n" + "\n".join(failures[:20])


@pytest.mark.parametrize("case", range(THROUGH_MAIN))
def test_hostile_replay_files_are_one_line_and_exit_2_from_the_command_line(tmp_path, case):
    rng = random.Random(f"replay-main-{case}")
    kind = ["fifo", "device", "deep", "number"][case % 4] if POSIX else ["deep", "number", "folder"][case % 3]
    path = _write(kind, rng, tmp_path)
    problem = _through_main(path, tmp_path / "home")
    assert problem is None, f"{kind}: {problem} -> {_keep(path, case)}"
