"""What the history adds up to, per game: how many games, who wins them, how long they run and
how they end - the numbers the Statistics screen draws. Plain Python over history entries.

Wins are counted by seat kind ("human", "ai:easy", "ai:normal", "ai:hard"): each seat of a game
is one game played by that kind, and a win when the seat is among the winners, so "people win
6 of 10 against the normal computer" falls out of the same table as a solo game's record.
Unfinished games count as played, never as won or lost. Zombie Slayer, a solo game against the
town, also keeps its best results: how often the Necromancer was slain, and in the fewest turns.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .history import Entry


@dataclass
class Record:
    """One seat kind's games of one game: played (finished) and won."""

    played: int = 0
    won: int = 0

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass
class GameStatistics:
    game: str
    games: int = 0  # every game kept, finished or not
    finished: int = 0
    records: dict[str, Record] = field(default_factory=dict)  # seat kind -> its record
    endings: Counter = field(default_factory=Counter)  # the engine's reason -> how many finished so
    actions: list[int] = field(default_factory=list)  # of each finished game
    turns: list[int] = field(default_factory=list)
    best_turns: int | None = None  # Zombie Slayer: the fewest turns to slay the Necromancer

    @property
    def unfinished(self) -> int:
        return self.games - self.finished

    @property
    def average_turns(self) -> float:
        return sum(self.turns) / len(self.turns) if self.turns else 0.0

    @property
    def average_actions(self) -> float:
        return sum(self.actions) / len(self.actions) if self.actions else 0.0


VICTORY = {"zombie_slayer": "necromancer_slain"}  # a solo game's win, where winners is the only seat


def of(entries: list[Entry]) -> dict[str, GameStatistics]:
    """Each game's statistics, for the games that have any history."""
    found: dict[str, GameStatistics] = {}
    for entry in entries:
        stats = found.setdefault(entry.game, GameStatistics(entry.game))
        stats.games += 1
        if not entry.finished:
            continue
        stats.finished += 1
        stats.endings[entry.reason] += 1
        stats.actions.append(entry.actions)
        stats.turns.append(entry.turns)
        for seat, kind in enumerate(entry.seats):
            record = stats.records.setdefault(kind, Record())
            record.played += 1
            record.won += seat in entry.winners
        if entry.reason == VICTORY.get(entry.game):
            turns = entry.result.get("turns")
            if isinstance(turns, int) and (stats.best_turns is None or turns < stats.best_turns):
                stats.best_turns = turns
    return found
