"""The history's running totals: what each game adds to the statistics, kept as it is written.

Why: summing 100,000 games at every visit to Statistics takes seconds, and every figure the
screen shows but two is a sum. So each game, as it is kept, adds its share to the `tallies`
table (one counter per game and key, all in the same transaction as the game), and taking it
away subtracts the same share. Statistics then reads a few dozen counters per game. The two
figures that are not sums use indexes instead: a record (the fewest turns to slay the
Necromancer) is the first row of the `feats` index, and a streak is one pass over an index of
results in the order the games ended.

`recount` builds the totals again from the games themselves: after a rebuild, or whenever they
are in doubt; the tests check that adding and forgetting games one by one and recounting agree.
The keys of the counters are in `shares`. Plain Python, no pygame.
"""
from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from typing import Any

from .i18n import N_

FEWEST_TURNS_TO_SLAY = N_("Fewest turns to slay the Necromancer")
FASTEST_WIN = N_("Fastest win by people, in turns")


def _people_won_in(game: dict) -> list[int]:
    return [game["turns"]] if game["people_won"] == 1 else []


def _slain_in(game: dict) -> list[int]:
    return [game["turns"]] if game["reason"] == "necromancer_slain" else []


def _number(value: Any) -> list[int]:
    return [value] if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 2**53 else []


def _xp(game: dict) -> list[int]:
    return _number(game["result"].get("xp")) if game["finished"] else []


def _most_caught(game: dict) -> list[int]:
    caught = game["result"].get("catches")
    if not game["finished"] or not isinstance(caught, dict):
        return []
    return [n for seat in _people(game) for n in _number(caught.get(str(seat)))]


def _fewest_battles(game: dict) -> list[int]:
    return _number(game["result"].get("battles")) if game["people_won"] == 1 else []


def _command_kept(game: dict) -> list[int]:
    command = game["result"].get("command")
    if not isinstance(command, list):
        return []
    return [n for seat in _people(game) if seat in game["winners"] and seat < len(command)
            for n in _number(command[seat])]


# A game's own records: (label marked with N_, "min" or "max", the values a game offers for it).
FEATS: dict[str, list[tuple[str, str, Callable[[dict], list[int]]]]] = {
    "zombie_slayer": [(FEWEST_TURNS_TO_SLAY, "min", _slain_in), (N_("Most experience in one game"), "max", _xp)],
    "creature_adventures": [(FASTEST_WIN, "min", _people_won_in),
                            (N_("Most creatures one person caught"), "max", _most_caught)],
    "zvery": [(FASTEST_WIN, "min", _people_won_in), (N_("Fewest battles to a win"), "min", _fewest_battles)],
    "auganism": [(FASTEST_WIN, "min", _people_won_in)],
    "everzone": [(FASTEST_WIN, "min", _people_won_in), (N_("Most command kept in a win"), "max", _command_kept)],
}


KIND_AS_COUNTED = {"ai": "ai:normal"}  # "ai" is the normal computer, counted with it


def _people(game: dict) -> list[int]:
    return [seat for seat, kind in enumerate(game["seats"]) if kind == "human"]


def shares(game: dict) -> dict[str, int]:
    """What one game adds to its game's counters. `game` holds the summary as history.insert
    writes it (seats, winners, reason, result, turns, actions, seconds, ended, finished,
    people_won)."""
    share = {"games": 1, "seconds": game["seconds"], f"month:{game['ended'][:7]}": 1}
    if not game["finished"]:
        return share
    share.update({"finished": 1, "turns": game["turns"], "actions": game["actions"], f"ending:{game['reason']}": 1})
    seats, winners = game["seats"], game["winners"]
    seats = [KIND_AS_COUNTED.get(kind, kind) for kind in seats]
    for seat, kind in enumerate(seats):
        _add(share, f"kind:{kind}:played", 1)
        _add(share, f"kind:{kind}:won", int(seat in winners))
        if kind != "human":
            continue
        for other, against in enumerate(seats):
            if other != seat:
                _add(share, f"against:{against}:played", 1)
                _add(share, f"against:{against}:won", int(seat in winners))
    return share


def feats(game: dict) -> list[tuple[str, int]]:
    """The records a game offers: (label, value) for each of its game's FEATS it has a value for."""
    return [(label, value) for label, _best, values in FEATS.get(game["game"], []) for value in values(game)]


def _add(share: dict[str, int], key: str, n: int) -> None:
    share[key] = share.get(key, 0) + n


def add(connection: sqlite3.Connection, game_id: int, game: dict, sign: int = 1) -> None:
    """Add a game's shares (sign 1) or take them away (-1), in the caller's transaction; a game
    added also gets its feats (taken away, they go with it: ON DELETE CASCADE)."""
    connection.executemany(
        "INSERT INTO tallies (game, key, value) VALUES (?, ?, ?) "
        "ON CONFLICT (game, key) DO UPDATE SET value = value + excluded.value",
        [(game["game"], key, sign * n) for key, n in shares(game).items() if n])
    if sign > 0:
        connection.executemany("INSERT INTO feats (game_id, game, label, value, ended) VALUES (?, ?, ?, ?, ?)",
                               [(game_id, game["game"], label, value, game["ended"]) for label, value in feats(game)])


def summary(row: Iterable[Any]) -> dict:
    """A `games` row (SUMMARY_COLUMNS) with its seats' kinds as the dict `shares` takes."""
    (game, seats, winners, reason, result, actions, turns, ended, seconds, finished, people_won) = row
    return {"game": game, "seats": json.loads(seats), "winners": json.loads(winners), "reason": reason,
            "result": json.loads(result), "actions": actions, "turns": turns, "ended": ended, "seconds": seconds,
            "finished": bool(finished), "people_won": people_won}


SUMMARY_COLUMNS = "game, seats, winners, reason, result, actions, turns, ended, seconds, finished, people_won"


def take_away(connection: sqlite3.Connection, game_id: int) -> None:
    """Take a game's shares away before it is deleted (in the caller's transaction)."""
    row = connection.execute(f"SELECT {SUMMARY_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is not None:
        add(connection, game_id, summary(row), sign=-1)


def recount(connection: sqlite3.Connection) -> None:
    """Every counter and record built again from the games (in the caller's transaction)."""
    connection.execute("DELETE FROM tallies")
    connection.execute("DELETE FROM feats")
    for game_id, *row in connection.execute(f"SELECT id, {SUMMARY_COLUMNS} FROM games").fetchall():
        try:
            add(connection, game_id, summary(row))
        except (ValueError, TypeError, KeyError, AttributeError):
            continue  # a row that does not read is left out of the statistics, as it is of the list
