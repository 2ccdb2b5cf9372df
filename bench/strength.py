"""make strength: how strong the computer is, level against level and against an outside reference.

Every row is a number of seeded games through the public API (`engine.api`), the first seat
alternating between the two sides. A game that does not end within 6,000 actions counts for
neither side. Each row prints the first side's win rate with its 95% interval (Wilson), and the
time per move of both sides: CPU time of the thread that chose (what the choice costs,
whatever else the shared machine runs) and, beside the largest, the wall-clock time.

The rows (`rows()`): in every game with a two-seat table, hard against normal and normal against
easy; hard against OpenSpiel's ISMCTS (bench/reference.py) at 100 simulations a move, and in
EverZone at 400 as well; Zombie Slayer, a solo game, plays 500 games at each level and the
reference plays it too. Hard's time per move is gathered over every row it plays in.

Games are played by worker processes (one per core) and each finished game is kept in
`docs/strength/<game>-<fingerprint>/` as a line of JSON (`fingerprint`: the code and data the
game depends on), so a run of hours that is stopped carries on where it stopped, across commits
that leave the game alone. The games are committed with the table: a machine keeps nothing from
one session to the next but the repository, and a row of the reference takes more CPU-hours
than one session has. `python -m bench.strength --help` lists the options.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shlex
import subprocess
import sys
import time
import traceback
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from .seeded_game import LEVELS, play

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "docs" / "strength"
DOC = ROOT / "docs" / "strength.md"
GAMES = 100
SOLO_GAMES = 500
REFERENCE_SOLO_GAMES = 30  # the reference playing the slayer: a figure beside the levels', not an aim. It
# won 0 of 100 (0-4%) at 077ea1a, half a second of CPU a move; 30 games (0-11% with no win) still set it
# apart from the levels (hard about 30%) in under a third of the time.


@dataclass(frozen=True)
class Row:
    """A pairing: `first` plays `second` over `games` seeded games (solo: `second` is None)."""

    game: str
    first: str  # "easy", "normal", "hard", or "ismcts:<simulations>"
    second: str | None
    games: int
    aim: float | None = None  # the first side's least win rate (%), where an issue sets one

    @property
    def key(self) -> str:
        return f"{self.game}.{self.first}.{self.second or 'solo'}".replace(":", "")

    @property
    def title(self) -> str:
        against = f"against {_name(self.second)}" if self.second else "solo"
        return f"{self.game}: {_name(self.first)} {against}"


def _name(player: str) -> str:
    if player.startswith("ismcts:"):
        return f"ISMCTS@{player.split(':')[1]}"
    return player


def rows(games: int = GAMES, solo_games: int = SOLO_GAMES) -> list[Row]:
    found = []
    for game in ("auganism", "zvery", "everzone", "creature_adventures"):
        found += [Row(game, "hard", "normal", games, 65.0), Row(game, "normal", "easy", games, 65.0)]
        aim = None if game == "creature_adventures" else 55.0
        found.append(Row(game, "hard", "ismcts:100", games, aim))
        if game == "everzone":
            found.append(Row(game, "hard", "ismcts:400", games, 55.0))
    found += [Row("zombie_slayer", level, None, solo_games) for level in LEVELS]
    found.append(Row("zombie_slayer", "ismcts:100", None, min(games, REFERENCE_SOLO_GAMES)))
    return found


# --- a run: workers, and the games kept as they finish -------------------------------------------------------
def _commit() -> str:
    """The commit the doc names (with "+changes" when the engine or the bench differ from it)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "engine", "bench", "data"], cwd=ROOT,
                               capture_output=True, text=True).stdout.strip()
    except OSError:
        return "unknown"
    return head.stdout.strip() + (" with uncommitted changes" if dirty else "") if head.returncode == 0 else "unknown"


def fingerprint(game: str) -> str:
    """What a row's games depend on: the engine's shared code, the game's code and data, and
    how a game is played here (seeded_game.py) and by the reference. A row's games are kept under it, so a commit that changes
    none of these (another game, a screen) keeps them, and one that does plays them again."""
    digest = hashlib.sha256()
    sources = [ROOT / "engine" / "api.py", ROOT / "bench" / "seeded_game.py", ROOT / "bench" / "reference.py"]
    for folder in (ROOT / "engine" / "core", ROOT / "engine" / "games" / game, ROOT / "data" / game):
        sources += sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for path in sources:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def _file(row: Row, tag: str | None) -> Path:
    folder = RESULTS / (f"{row.game}-{fingerprint(row.game)}" + (f"-{tag}" if tag else ""))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{row.key}.jsonl"


def _kept(path: Path) -> dict[int, dict]:
    if not path.exists():
        return {}
    games = {}
    for line in path.read_text().splitlines():
        try:
            game = json.loads(line)
            games[game["index"]] = game
        except (ValueError, KeyError, TypeError):
            continue  # a line cut short when a run was stopped: that game is played again
    return games


def run(chosen: list[Row], tag: str | None, workers: int, last_first: bool = False) -> dict[Row, list[dict]]:
    """Plays every game of the rows not already kept, keeping each as it ends. `last_first`:
    the missing games from the last one down, so that a second run of the same rows (a core
    freed while the first is under way) meets the first only at the end - a game both then
    play is kept once (`_kept` reads a game by its number). The games returned are those kept
    when this run ends, the other run's too."""
    files = {row: _file(row, tag) for row in chosen}
    done = {row: _kept(files[row]) for row in chosen}
    todo = [(row, i) for row in chosen for i in range(row.games) if i not in done[row]]
    if last_first:
        todo.reverse()
    print(f"{sum(len(d) for d in done.values())} games kept in {RESULTS}, {len(todo)} to play", file=sys.stderr)
    started = time.perf_counter()
    failed = []
    with ProcessPoolExecutor(max_workers=workers, initializer=_deep_recursion) as pool:
        futures = {pool.submit(play, row.game, [row.first] + ([row.second] if row.second else []), i): (row, i)
                   for row, i in todo}
        for n, future in enumerate(as_completed(futures), 1):
            row, index = futures[future]
            try:
                game = future.result()
            except Exception:  # noqa: BLE001 - told at once, and the other games play on
                failed.append(f"{row.title}, game {index}")
                print(f"  {row.title}: game {index} FAILED\n{traceback.format_exc()}", file=sys.stderr, flush=True)
                continue
            done[row][game["index"]] = game
            with open(files[row], "a") as out:
                out.write(json.dumps(compact(game)) + "\n")
            if n % 10 == 0 or n == len(todo):
                print(f"  {n}/{len(todo)} games ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)
    if failed:  # (a failed game once stopped the run only after every other game had been played, unkept)
        raise GamesFailed(failed)
    return kept_results(chosen, tag)


def compact(game: dict) -> dict:
    """A game as kept: its times to the microsecond (a third of the digits; the table shows
    milliseconds), so that a row of a hundred games is some hundreds of kB in the repository."""
    times = {player: [[round(cpu, 6), round(wall, 6)] for cpu, wall in pairs]
             for player, pairs in game["times"].items()}
    return {**game, "times": times}


# OpenSpiel's ISMCTS walks down its tree by recursion, a call for each node it passes: a walk as
# deep as the tree, which at 100 or 400 simulations a move may pass Python's 1,000 calls in a long
# game. (A game that ends is the same at any depth allowed: the limit changes no kept game, and
# so is no part of the fingerprint. A walk without end was the reference's key: bench/reference.py.)
DEEP_ENOUGH = 20_000  # more than the longest game (MAX_ACTIONS) and the calls under a node


def _deep_recursion() -> None:
    sys.setrecursionlimit(DEEP_ENOUGH)


class GamesFailed(RuntimeError):
    """Games that raised instead of ending (each told with its traceback as it failed): the
    games that did end are kept, and the run says which failed rather than writing a table."""

    def __init__(self, games: list[str]) -> None:
        super().__init__(f"{len(games)} games failed: " + "; ".join(games))


def kept_results(chosen: list[Row], tag: str | None) -> dict[Row, list[dict]]:
    """The games kept for the code as it is now (its fingerprint), playing none: a run of hours
    is played in parts, across sessions, and its table can be written at any point of it."""
    out = {}
    for row in chosen:
        games = _kept(_file(row, tag))
        out[row] = [games[i] for i in sorted(games) if i < row.games]
    return out


# --- the figures --------------------------------------------------------------------------------------------
def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a win rate (Wilson's score interval: sound near 0% and 100%)."""
    if games == 0:
        return 0.0, 100.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return 100 * max(0.0, centre - half), 100 * min(1.0, centre + half)


def percentiles(times: list[float]) -> tuple[float, float, float]:
    """p50, p95 and max (nearest rank), in ms."""
    if not times:
        return 0.0, 0.0, 0.0
    ordered = sorted(times)

    def rank(q: float) -> float:
        return 1000 * ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]

    return rank(0.50), rank(0.95), 1000 * ordered[-1]


def _times(games: list[dict], player: str) -> tuple[list[float], list[float]]:
    pairs = [t for g in games for t in g["times"].get(player, [])]
    return [c for c, _ in pairs], [w for _, w in pairs]


def _timing(games: list[dict], player: str) -> str:
    cpu, wall = _times(games, player)
    p50, p95, top = percentiles(cpu)
    return f"{p50:.0f} / {p95:.0f} / {top:.0f} ({max(wall, default=0) * 1000:.0f} wall)"


def report(results: dict[Row, list[dict]], carried: dict[str, str] | None = None) -> str:
    """The table of the rows: from their games, or where none are kept, the line `carried`
    over from the table written before for the same code (`carried_over`)."""
    lines = ["| row | games | first side wins | 95% interval | aim | endings | time per move, first side: p50 / p95 / "
             "max ms CPU | second side | code |", "|---|---:|---:|---|---|---|---|---|---|"]
    for row, games in results.items():
        if not games:
            if (carried or {}).get(row.title):
                lines.append(carried[row.title])
            continue  # (listed after the table as not played)
        wins = sum(1 for g in games if row.first in g["winners"])
        low, high = wilson(wins, len(games))
        rate = 100 * wins / len(games)
        aim = "" if row.aim is None else f">= {row.aim:.0f}%: {'met' if rate >= row.aim else 'NOT MET'}"
        if len(games) < row.games:  # a part of a longer run: judged once every game is played
            aim = f"{'>= ' + format(row.aim, '.0f') + '%: ' if row.aim is not None else ''}in progress"
        endings: dict[str, int] = {}
        for g in games:
            endings[g["reason"]] = endings.get(g["reason"], 0) + 1
        how = ", ".join(f"{n} {r}" for r, n in sorted(endings.items()))
        second = _timing(games, row.second) if row.second else ""
        count = f"{len(games)}" if len(games) >= row.games else f"{len(games)} of {row.games}"
        lines.append(f"| {row.title} | {count} | {rate:.0f}% | {low:.0f}-{high:.0f}% | {aim} | {how} | "
                     f"{_timing(games, row.first)} | {second} | {fingerprint(row.game)} |")
    return "\n".join(lines)


def hard_times(results: dict[Row, list[dict]], carried: dict[str, str] | None = None) -> str:
    """Hard's time per move in each game, over every row it played in this run, and where one of
    those rows has no games kept, the line `carried` over for the same code as well (times over
    different games cannot be merged: the hard's-moves column says what each line covers)."""
    lines = ["| game | hard's moves | p50 ms | p95 ms | max ms (CPU) | max ms (wall) | aim: p95 <= 250, max <= 500 | code |",
             "|---|---:|---:|---:|---:|---:|---|---|"]
    by_game: dict[str, dict[Row, list[dict]]] = {}
    for row, games in results.items():
        if "hard" in (row.first, row.second):
            by_game.setdefault(row.game, {})[row] = games
    for game, played in by_game.items():
        if not all(played.values()) and (carried or {}).get(game):
            lines.append(carried[game])
        games = [g for row_games in played.values() for g in row_games]
        if not games:
            continue  # no row played yet
        cpu, wall = _times(games, "hard")
        p50, p95, top = percentiles(cpu)
        met = "met" if p95 <= 250 and top <= 500 and len(cpu) >= 300 else "NOT MET"
        if met != "met" and top <= 500 and any(len(row_games) < row.games for row, row_games in played.items()):
            met = "in progress"  # (judged once its rows are played: only a max over 500 ms is final)
        lines.append(f"| {game} | {len(cpu)} | {p50:.0f} | {p95:.0f} | {top:.0f} | {max(wall, default=0) * 1000:.0f} |"
                     f" {met} | {fingerprint(game)} |")
    return "\n".join(lines)


CARRIED = "(carried over)"


def carried_over(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """The lines of the table written before (`text`: docs/strength.md) that still hold - those
    whose code cell is their game's fingerprint now - by row title and, for hard's times, by
    game. They stand in for rows whose games are not kept: the games of a table written before
    the games were committed (see the module's docstring) are on no machine now, and playing
    them again would give the same games, at CPU-hours a row. Marked as carried over.

    A game's hard's-times table may hold two lines: the one carried over, and the one of its
    games kept, written beside it. The carried one is kept: the other is worked out again from
    the games (it stands in only where there is no carried line, its games lost)."""
    games = {row.game for row in rows()}
    by_title: dict[str, str] = {}
    by_game: dict[str, str] = {}
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        name, code = cells[0], cells[-1].split(" ")[0]
        game = name.split(":")[0]
        if len(cells) < 3 or game not in games or code != fingerprint(game):
            continue  # (a heading, a rule, a line of another table, a game's older code)
        found = by_title if ":" in name else by_game
        if name in found and not cells[-1].endswith(CARRIED):
            continue  # (a carried line came first: the games' own line beside it is theirs)
        cells[-1] = f"{code} {CARRIED}"
        found[name] = "| " + " | ".join(cells) + " |"
    return by_title, by_game


def _select(all_rows: list[Row], only: list[str] | None, against: list[str] | None,
            skip: list[str] | None = None) -> Iterator[Row]:
    for row in all_rows:
        if only and row.game not in only:
            continue
        if skip and any(text in row.title for text in skip):
            continue
        if against and (row.second or "solo") not in against and row.first not in against:
            continue
        yield row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=GAMES, help="games a row (%(default)s)")
    ap.add_argument("--solo-games", type=int, default=SOLO_GAMES, help="Zombie Slayer's games a level (%(default)s)")
    ap.add_argument("--only", action="append", help="a game (repeat for more)")
    ap.add_argument("--against", action="append", help="only rows with this player, e.g. ismcts:100, easy, solo")
    ap.add_argument("--skip", action="append", help="leave out the rows whose title holds this text")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--tag", help="keep the games apart from the code's own (a trial of settings)")
    ap.add_argument("--write", action="store_true", help=f"also write {DOC.relative_to(ROOT)}")
    ap.add_argument("--last-first", action="store_true",
                    help="play the missing games from the last one down (a second run sharing the rows)")
    ap.add_argument("--kept", action="store_true",
                    help="play nothing: the table of the games kept for the code as it is (a run in parts)")
    args = ap.parse_args(argv)
    chosen = list(_select(rows(args.games, args.solo_games), args.only, args.against, args.skip))
    commit = _commit()
    kept = sum(len(_kept(_file(row, args.tag))) for row in chosen)
    started = time.perf_counter()
    try:
        results = kept_results(chosen, args.tag) if args.kept else run(chosen, args.tag, args.workers, args.last_first)
    except GamesFailed as failed:
        print(failed, file=sys.stderr)
        return 1
    took = time.perf_counter() - started
    played = 0 if args.kept else sum(row.games for row in chosen) - kept
    carried_rows, carried_times = carried_over(DOC.read_text()) if args.write and DOC.exists() else ({}, {})
    text = report(results, carried_rows) + "\n\n" + hard_times(results, carried_times)
    left_out = [row.title for row in rows(args.games, args.solo_games)
                if not results.get(row) and row.title not in carried_rows]
    if left_out:
        text += "\n\nNot played in this run (see the options): " + "; ".join(left_out) + "."
    print(text)
    if args.write:
        command = "python -m bench.strength " + shlex.join(argv if argv is not None else sys.argv[1:])
        header = (KEPT_HEADER if args.kept else HEADER) + (CARRIED_NOTE if CARRIED in text else "")
        DOC.write_text(header.format(commit=commit, command=command.strip(), took=took / 60, played=played, kept=kept,
                                     workers=args.workers, cores=os.cpu_count()) + text + "\n" + FOOTER)
        print(f"written to {DOC}", file=sys.stderr)
    return 0


HEADER = """# How strong the computer is

The latest run of the strength bench (`{command}`; `make strength` runs every row), at commit
{commit}: {played} games played in {took:.0f} minutes by {workers} worker processes on {cores} cores, and
{kept} kept from earlier parts of the run, played by the same code (the same fingerprint: see
bench/strength.py).

"""
KEPT_HEADER = """# How strong the computer is

The strength bench's games kept for the code at commit {commit} (`{command}`: the {kept} games
played so far by `make strength` and its parts, each row by the code as it is now - the same
fingerprint: see bench/strength.py; a row still being played says how many of its games are in).

"""
CARRIED_NOTE = """Rows marked "{carried}" in their code column are carried over from the table written
before, played by the same code (their code, the fingerprint, is unchanged) on a machine that
kept only the table: their games are not in docs/strength/.

""".replace("{carried}", CARRIED)
FOOTER = """
How to read it:

- **Win rates** are the first side's, over seeded games with the first seat alternating (seed
  10,000 + the game's number); a game that does not end in 6,000 actions is won by nobody. The
  interval is Wilson's 95% score interval: two rows whose intervals overlap may not differ.
- **ISMCTS@n** is OpenSpiel's Information Set MCTS (`open_spiel/python/algorithms/ismcts.py`,
  unchanged) with random roll-outs to the end of the game, n simulations a move, exploration
  constant 2, playing through `engine/api.py` only (bench/reference.py): it knows the rules only
  by the legal actions and the results, and samples what it cannot see with `determinize`.
- **Code** is the fingerprint of what the row's games depend on (bench/strength.py): the games
  are kept under it in docs/strength/, and a change to it plays the row again.
- **Time per move** is the CPU time of the thread that chose, for the moves with more than one
  legal action; the wall-clock maximum beside it shows what a busy machine added.
- **Zombie Slayer** is played solo: the rate is the games won.

Commands: `make strength` (the whole table, `--write`); a part: `.venv/bin/python -m
bench.strength --only auganism --against ismcts:100 --games 20`; the table of the games kept so
far, playing none: `.venv/bin/python -m bench.strength --kept --write`.
"""


if __name__ == "__main__":
    sys.exit(main())
