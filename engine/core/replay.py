"""A saved game stepped through, action by action: the replay a player opens from History.

A replay keeps the save's header and builds the match at any position by playing its log
from the seed with the same rules, so every position is the live game's own (the same digest,
the same view for each seat: a replay through one seat's eyes shows what that seat saw then,
and nothing more). Going back is cheap because a copy is kept every CHECKPOINT actions; going
forward one action plays it and hands back its events, so a table animates a replay the way it
animated the game.
"""
from __future__ import annotations

from .match import Match, Rules, play_logged

CHECKPOINT = 32  # actions between kept copies: going back replays at most this many


class Replay:
    """The save's game at `position` (0: before the first action, len(replay): the end).

    Building one plays the whole log once, so a damaged save raises BadSave here, as a load
    does, and `movers` (who took each action) is known from the start for the timeline."""

    def __init__(self, rules: Rules, header: dict) -> None:
        self.header = header
        self.actions: list[str] = list(header["log"])
        start = Match(rules, header["seed"], header["seats"], rules.check_options(header["seats"], header["options"]))
        self._kept: dict[int, Match] = {0: start.clone()}
        for i, action in enumerate(self.actions):
            play_logged(start, i, action)
            if (i + 1) % CHECKPOINT == 0:
                self._kept[i + 1] = start.clone()
        self.movers: list[int | None] = list(start.movers)
        self.final_digest = start.digest()
        self.match = self._kept[0].clone()
        self.position = 0

    @property
    def game(self) -> str:
        return self.match.game

    def __len__(self) -> int:
        return len(self.actions)

    def seek(self, position: int) -> list[dict]:
        """Go to `position` (clamped to the game). Returns the events of the action taken when
        this is one step forward, for a table to animate; [] for a jump, which is shown at once."""
        position = max(0, min(len(self.actions), position))
        if position == self.position + 1:
            events = play_logged(self.match, self.position, self.actions[self.position])
            self.position = position
            return events
        if position != self.position:
            base = max(p for p in self._kept if p <= position)
            self.match = self._kept[base].clone()
            for i in range(base, position):
                play_logged(self.match, i, self.actions[i])
            self.position = position
        return []

    def step(self, delta: int = 1) -> list[dict]:
        """`delta` actions forward (or back, when negative): see seek."""
        return self.seek(self.position + delta)

    def turn_starts(self) -> list[int]:
        """The positions where a seat's turn begins (the mover changes): the timeline's marks
        and the jumps of "next turn". Scripted dice (mover None) belong to no turn."""
        starts, last = [], None
        for position, mover in enumerate(self.movers):
            if mover is not None and mover != last:
                starts.append(position)
                last = mover
        return starts
