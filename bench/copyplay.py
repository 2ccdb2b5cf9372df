"""The copy-and-play path (issue 28): what a search pays to try a line of play on a copy.

A random play-out from the 40th action to the end of the game, three ways: through `api.load`
and `act` as the code stood when issue 28 was filed (BASELINE, taken from git into a temporary
folder and run in its own process), through `api.load` and `act` today, and on a copy made by
`Match.clone(undo=False)`, the path the computer and the strength bench's reference use. Both
runs of the baseline and of today are in the same run of the bench, on the same machine, taking
turns, so the ratio holds where the milliseconds do not. Each figure is the least of several
rounds (the machine is shared: the least is the one least disturbed).
"""
from __future__ import annotations

import json
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "a789d82"  # main when issue 28 was filed: "one simulation costs 0.2-0.5 s through act"
GAMES = (("zvery", 2), ("creature_adventures", 2))
AIM = 20.0

# Run in a child, with the code under test first on its path: only what both versions have.
CHILD = r"""
import json, random, sys, time
from engine import api
game, seats, repeats, ways = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
m = api.new_match(game, 7, ["human"] * seats)
r = random.Random(1)
for _ in range(40):
    if m.result() is not None:
        break
    m.act(r.choice(m.legal_actions()))
text = m.save()

def play(match, seed):
    rng, n = random.Random(seed), 0
    while match.result() is None and n < 5000:
        match.act(rng.choice(match.legal_actions()))
        n += 1
    return n

start = {"load": lambda: api.load(text), "clone": lambda: m.clone(undo=False, quiet=True)}
best, actions = {}, {}
for _ in range(repeats):
    for way in ways:
        t = time.perf_counter()
        actions[way] = sum(play(start[way](), seed) for seed in range(5)) / 5
        took = (time.perf_counter() - t) / 5
        best[way] = min(best.get(way, took), took)
print(json.dumps({"ms": {w: 1000 * t for w, t in best.items()}, "actions": actions}))
"""


def _measure(folder: Path, game: str, seats: int, ways: str, repeats: int) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, game, str(seats), str(repeats), ways], cwd=folder,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _baseline_tree(into: Path) -> bool:
    """The repository at BASELINE, unpacked into `into` (False where git or the commit is missing)."""
    try:
        archive = subprocess.run(["git", "archive", BASELINE], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return False
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return True


def copyplay(rounds: int = 5) -> list[tuple]:
    """Each game's three ways, the baseline's child and today's taking turns `rounds` times: a
    busy spell of the shared machine falls on both rather than on one, and the least of each
    is kept."""
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp)
        have_baseline = _baseline_tree(old)
        for game, seats in GAMES:
            best: dict[str, float] = {}
            for _ in range(rounds):
                now = _measure(ROOT, game, seats, "load,clone", 1)
                for way in ("load", "clone"):
                    best[way] = min(best.get(way, now["ms"][way]), now["ms"][way])
                if have_baseline:
                    then = _measure(old, game, seats, "load", 1)["ms"]["load"]
                    best["then"] = min(best.get("then", then), then)
            rows += _rows(game, f"{now['actions']['clone']:.0f} actions", best)
    return rows


def _rows(game: str, moves: str, best: dict[str, float]) -> list[tuple]:
    then, load, clone = best.get("then"), best["load"], best["clone"]
    rows = []
    if then is not None:
        rows.append((f"{game}: a random play-out ({moves}), api.load + act at {BASELINE}", then, "ms", "baseline"))
    rows.append((f"{game}: the same, api.load + act today", load, "ms",
                 f"{then / load:.1f}x faster" if then else "no baseline (git?)"))
    verdict = (f"{then / clone:.1f}x faster than at {BASELINE}; aim >= {AIM:.0f}x: "
               f"{'met' if then / clone >= AIM else 'NOT MET'}") if then else "no baseline (git?)"
    rows.append((f"{game}: the same on Match.clone(undo=False) + act", clone, "ms", verdict))
    return rows
