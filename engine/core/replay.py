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
from .save import seat_names

CHECKPOINT = 32  # actions between kept copies: going back replays at most this many


class Replay:
    """The save's game at `position` (0: before the first action, len(replay): the end).

    Building one plays the whole log once, so a damaged save raises BadSave here, as a load
    does, and the timeline is known from the start: `movers` (who took each action) and
    `marks` (the positions just after a turn began, dice were rolled or a battle began, as the
    game's Rules.TIMELINE names those events)."""

    def __init__(self, rules: Rules, header: dict) -> None:
        self.header = header
        self.actions: list[str] = list(header["log"])
        start = Match(rules, header["seed"], header["seats"], rules.check_options(header["seats"], header["options"]))
        start.names = seat_names(header)  # so the exported save keeps them, and the table shows them
        self._kept: dict[int, Match] = {0: start.clone()}
        timeline = getattr(rules, "TIMELINE", {})
        self.marks: dict[str, list[int]] = {kind: [] for kind in ("turn", "roll", "battle")}
        for i, action in enumerate(self.actions):
            happened = {event.get("type") for event in play_logged(start, i, action)}
            for kind, marked in self.marks.items():
                if happened & timeline.get(kind, frozenset()):
                    marked.append(i + 1)
            if (i + 1) % CHECKPOINT == 0:
                self._kept[i + 1] = start.clone()
        self.movers: list[int | None] = list(start.movers)
        if not timeline.get("turn"):
            self.marks["turn"] = self._mover_changes()
        self.final_digest = start.digest()
        self.save_text = start.save()  # the whole game, to export
        self.finished = start.result() is not None  # the game the save holds is over
        self.has_secrets = hasattr(rules, "reveal")  # a game that hides nothing has no reveal
        self.match = self._kept[0].clone()
        self.position = 0

    @property
    def game(self) -> str:
        return self.match.game

    def __len__(self) -> int:
        return len(self.actions)

    def view(self, seat: int | None, revealed: bool = False) -> dict:
        """`seat`'s view at this position; `revealed`, everything face up (Match.reveal) - only
        for a finished game: a game still under way keeps its secrets (ValueError)."""
        if not revealed:
            return self.match.view(seat)
        if not self.finished:
            raise ValueError("a game still under way keeps its secrets: it cannot be replayed face up")
        return self.match.reveal(seat)

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
        """The positions where a turn begins: the start of the game, and each position the
        game's turn event (Rules.TIMELINE) was just told at - or, in a game without one, where
        the mover changes. The timeline's marks and the jumps of "next turn"."""
        return sorted({0, *self.marks["turn"]})

    def _mover_changes(self) -> list[int]:
        """The positions before each action whose mover differs from the last mover's (scripted
        dice, mover None, belong to no turn)."""
        starts, last = [], None
        for position, mover in enumerate(self.movers):
            if mover is not None and mover != last:
                starts.append(position)
                last = mover
        return starts

    def turn_at(self, position: int) -> int:
        """Which turn `position` is in, counting from 1 (for "Turn 7 of 31")."""
        return sum(1 for start in self.turn_starts() if start <= position)
