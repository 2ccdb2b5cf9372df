"""Replaying a long shared save: time and peak memory of `main.py --replay F --screenshot OUT`.

    python -m bench.replay save MB OUT     writes a save of about MB megabytes to OUT
    python -m bench.replay child FILE      (run by `replay()` in a fresh process) replays FILE as
                                           main.py does and prints one JSON line

The save is the heaviest a file can legitimately make a replay: a long Zombie Slayer game in
which a line of scripted dice (as many as one line may hold, save.MAX_FORCED_DICE, each a die's
face) comes before every action that rolls, within every cap of engine/core/save.py. Each line
queues far more dice than the roll after it uses, so by the end the generator holds millions of
scripted results: a replay that copied them with each position it kept grew with the square of
the log (issue 27: 2.6 GB for 4 MB, out of memory at 12 MB).
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES_MB = (4, 12)
AIM_SECONDS, AIM_MB = 10.0, 300.0  # issue 27: a 12 MB save replays to its end in under 10 s and 300 MB
# the slayer of bench/measure.py's long games: heavy defence and Luck, so the game goes on for
# tens of thousands of actions instead of ending in its first hundred
TANK = {"slayer": {"name": "Tank", "faces": ["D", "DD", "DDD", "DDDD", "DDDDD", "SDDDDD"], "skill": "block", "luck": 6},
        "zombie_ties": "dice", "placement": "auto"}
ACTIONS = ("move", "end", "attack", "search")  # the slayer's turn: what keeps a long game going
FACES = (4, 5, 6)  # the scripted dice: faces of a d6 high enough that the tank's defence holds
# (the game of seed 1 with every face ended at 28,000 log entries, 4.7 MB, its slayer slain)


def scripted_game(megabytes: float, seed: int = 1):
    """A Zombie Slayer match whose save is about `megabytes` long, played as bench/measure.py's
    long games are: the slayer's turn at random among ACTIONS, every other decision (which
    die to keep, Luck, a zombie's route) the easy computer's. Every action that rolls is
    preceded by a full line of scripted dice (FACES, valid on every die the game rolls, a
    d6); whether an action rolls is found by trying it on a copy of the state first."""
    from engine import api
    from engine.core.save import MAX_ACTIONS, MAX_FORCED_DICE

    match = api.new_match("zombie_slayer", seed, ["ai:easy"], TANK)
    rules, rng = match.rules, random.Random(seed)
    budget, size = int(megabytes * 2**20), 0
    while size < budget and len(match.log) < MAX_ACTIONS - 1 and match.result() is None:
        if match.decision()["kind"] == "turn":
            action = rng.choice([a for a in match.legal_actions() if a.startswith(ACTIONS)])
        else:
            action = match.suggest(0)
        if _rolls(rules, match.state, action):
            match.force_dice([rng.choice(FACES) for _ in range(MAX_FORCED_DICE)])
            size += len(match.log[-1]) + 5  # the line, its quotes, comma and indent in the JSON
        match.act(action)
        size += len(action) + 5
    return match


def _rolls(rules, state, action: str) -> bool:
    """Does `action` draw from the generator (a die, a card, a shuffle)?"""
    trial = rules.clone(state)
    draws = rules.rng(trial).draws
    rules.apply(trial, action)
    return rules.rng(trial).draws != draws


def write_save(megabytes: float, out: Path, seed: int = 1) -> Path:
    """The scripted game's save (with no snapshot: a shared file is replayed from its log)."""
    out.write_text(scripted_game(megabytes, seed).save())
    return out


def replay() -> list[tuple]:
    """The bench part: for each size, a save written, then replayed to its end in a fresh
    process as `main.py --replay F --screenshot OUT --steps K` does it."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="gamenight-replay-") as tmp:
        for megabytes in SIZES_MB:
            save = write_save(megabytes, Path(tmp) / f"scripted_{megabytes}mb.json")
            log = json.loads(save.read_text())["log"]
            lines = sum(1 for entry in log if entry.startswith("!dice "))
            took = _child(save)
            what = f"replay of a {save.stat().st_size / 2**20:.1f} MB save ({len(log):,} entries, {lines:,} scripted-dice lines)"
            rows.append((f"{what}: to its end, time", took["seconds"], "s",
                         f"aim < {AIM_SECONDS:.0f} s; {took['seconds'] / AIM_SECONDS:.2f}x the aim; "
                         f"{took['cpu']:.1f} s of CPU (a busy machine's wall time is longer)"))
            rows.append((f"{what}: peak memory", took["peak"], "MB",
                         f"aim < {AIM_MB:.0f} MB; {took['peak'] / AIM_MB:.2f}x the aim; opening it: {took['open']:.2f} s"))
    return rows


def _child(save: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GAMENIGHT_HOME=tempfile.mkdtemp(),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-m", "bench.replay", "child", str(save)], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


# --- the child ----------------------------------------------------------------------------------
def child(save: str) -> None:
    """main.py's `--replay FILE --screenshot OUT --steps K`, K the save's length, timed from
    the start of the process's work to the picture written."""
    from . import memory

    t0, cpu0 = time.perf_counter(), time.process_time()
    import main

    steps = len(json.loads(Path(save).read_text())["log"])
    with tempfile.TemporaryDirectory() as tmp:
        picture = Path(tmp) / "replay.png"
        opened = {}
        real = main.open_replay

        def timed_open(path):
            replay = real(path)
            opened["at"] = time.perf_counter() - t0
            return replay

        main.open_replay = timed_open
        code = main.main(["--replay", save, "--screenshot", str(picture), "--steps", str(steps)])
        if code or not picture.exists():
            raise SystemExit(f"the replay of {save} did not draw its picture")
    print(json.dumps({"seconds": time.perf_counter() - t0, "cpu": time.process_time() - cpu0, "peak": memory.peak_mb(),
                      "open": opened["at"]}), flush=True)


def main(argv: list[str]) -> None:
    if argv[0] == "save":
        print(write_save(float(argv[1]), Path(argv[2])))
    elif argv[0] == "child":
        child(argv[1])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    main(sys.argv[1:])
