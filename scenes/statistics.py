"""What the history adds up to, per game: read from the running totals the history keeps as
each game is written (scenes/history_tallies.py), so the Statistics screen opens as fast at
100,000 games as at ten.

Wins are counted by seat kind ("human", "ai:easy", "ai:normal", "ai:hard"): each seat of a game
is one game played by that kind, and a win when the seat is among the winners, so "people win
6 of 10 against the normal computer" falls out of the same table as a solo game's record.
Against whom: each person's seat against each other seat of the game, by its kind ("People" for
another person). Unfinished games count as played, never as won or lost. A streak is a run of
finished games, in the order they ended, that people won. Each game also has records of its own
(history_tallies.FEATS): the fewest turns to slay Zombie Slayer's Necromancer, the most creatures
one person caught in Creature Adventures... Plain Python, no pygame.
"""
from __future__ import annotations

import datetime as _dt
from collections import Counter
from dataclasses import dataclass, field

from . import history, history_tallies

VICTORY = {"zombie_slayer": "necromancer_slain"}  # a solo game's win, where winners is the only seat
MONTHS = 12  # the chart of games played: this month and the eleven before it


@dataclass
class Record:
    """Games played (finished) and won, by one kind of seat or against one."""

    played: int = 0
    won: int = 0

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class Feat:
    """One of a game's own records: what it is ("Fewest turns to slay the Necromancer"), its
    value, and when it was set."""

    label: str  # marked with N_, said with _()
    value: int
    when: _dt.datetime


@dataclass
class GameStatistics:
    game: str
    games: int = 0  # every game kept, finished or not
    finished: int = 0
    records: dict[str, Record] = field(default_factory=dict)  # seat kind -> its record
    against: dict[str, Record] = field(default_factory=dict)  # people's record against each kind of seat
    endings: Counter = field(default_factory=Counter)  # the engine's reason -> how many finished so
    average_turns: float = 0.0  # of the finished games
    average_actions: float = 0.0
    seconds: int = 0  # at the table, every game kept
    best_streak: int = 0  # the most finished games in a row that people won
    streak: int = 0  # the run people are on now (0 when the last finished game was lost)
    feats: list[Feat] = field(default_factory=list)
    months: list[tuple[_dt.date, int]] = field(default_factory=list)  # (first day, games ended), oldest first

    @property
    def unfinished(self) -> int:
        return self.games - self.finished

    @property
    def best_turns(self) -> int | None:
        """Zombie Slayer: the fewest turns to slay the Necromancer (None before the first time)."""
        return next((feat.value for feat in self.feats if feat.label == FEWEST_TURNS_TO_SLAY), None)


FEWEST_TURNS_TO_SLAY = history_tallies.FEWEST_TURNS_TO_SLAY


def of(today: _dt.date | None = None) -> dict[str, GameStatistics]:
    """Each game's statistics, for the games that have any history."""
    counters: dict[str, dict[str, int]] = {}
    for game, key, value in _rows("SELECT game, key, value FROM tallies"):
        counters.setdefault(game, {})[key] = value
    return {game: _of(game, counted, today or _dt.date.today()) for game, counted in counters.items()
            if counted.get("games", 0) > 0}


def _of(game: str, counted: dict[str, int], today: _dt.date) -> GameStatistics:
    finished = counted.get("finished", 0)
    stats = GameStatistics(game, games=counted.get("games", 0), finished=finished,
                           average_turns=counted.get("turns", 0) / finished if finished else 0.0,
                           average_actions=counted.get("actions", 0) / finished if finished else 0.0,
                           seconds=counted.get("seconds", 0))
    stats.endings = Counter({key[7:]: n for key, n in counted.items() if key.startswith("ending:") and n > 0})
    stats.records = _records(counted, "kind:")
    stats.against = _records(counted, "against:")
    stats.best_streak, stats.streak = _streaks(game)
    stats.feats = _feats(game)
    stats.months = _months(counted, today)
    return stats


def _records(counted: dict[str, int], prefix: str) -> dict[str, Record]:
    """{kind: Record} from the counters "<prefix><kind>:played" and "...:won"."""
    found: dict[str, Record] = {}
    for key, n in counted.items():
        if key.startswith(prefix) and key.endswith(":played") and n > 0:
            kind = key[len(prefix):-len(":played")]
            found[kind] = Record(n, counted.get(f"{prefix}{kind}:won", 0))
    return found


def _streaks(game: str) -> tuple[int, int]:
    """The longest run of finished games people won, and the run they are on now: one pass over
    the index of results in the order the games ended."""
    best = run = 0
    for (won,) in _rows("SELECT people_won FROM games WHERE game = ? AND people_won IS NOT NULL "
                        "ORDER BY ended, id", (game,)):
        run = run + 1 if won else 0
        best = max(best, run)
    return best, run


def _feats(game: str) -> list[Feat]:
    found = []
    for label, best, _values in history_tallies.FEATS.get(game, []):
        rows = _rows(f"SELECT value, ended FROM feats WHERE game = ? AND label = ? "
                     f"ORDER BY value {'ASC' if best == 'min' else 'DESC'}, ended LIMIT 1", (game, label))
        if rows:
            found.append(Feat(label, int(rows[0][0]), _dt.datetime.fromisoformat(rows[0][1])))
    return found


def _months(counted: dict[str, int], today: _dt.date) -> list[tuple[_dt.date, int]]:
    firsts = [_month_back(today.replace(day=1), back) for back in range(MONTHS - 1, -1, -1)]
    return [(first, counted.get(f"month:{first.isoformat()[:7]}", 0)) for first in firsts]


def _month_back(first: _dt.date, months: int) -> _dt.date:
    index = first.year * 12 + first.month - 1 - months
    return _dt.date(index // 12, index % 12 + 1, 1)


def _rows(sql: str, parameters: tuple = ()) -> list[tuple]:
    return history.database().rows(sql, parameters)
