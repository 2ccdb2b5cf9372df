"""A saved game stepped through, action by action: the replay a player opens from History.

A replay keeps the save's header and builds the match at any position by playing its log
from the seed with the same rules, so every position is the live game's own (the same digest,
the same view for each seat: a replay through one seat's eyes shows what that seat saw then,
and nothing more). Going forward one action plays it and hands back its events, so a table
animates a replay the way it animated the game; any other move starts from the nearest
keyframe at or before the position and plays on from there.

A keyframe is only what cannot be worked out again cheaply: a copy of the rules' state (the
generator's position with it, its scripted dice shared with every other copy: core/rng.py).
Everything else that grows with the game is kept once and shared: the log (the header's own
list), who took each action, and each action's events, from the one pass that opening makes.
A keyframe used to be a whole Match copy, and each held its own log, events and scripted dice,
so a save scripting 200 dice before each roll took memory in the square of its length (issue
27: 2.6 GB for a 4 MB save, out of memory at 12 MB); now it is linear, and small.
"""
from __future__ import annotations

import bisect
import contextlib
import functools
import gc
from typing import Any

from . import save as savefile
from .match import Match, Rules, play_logged

KEYFRAME = 32  # actions between keyframes: going back replays at most this many (docs/performance-notes.md)


class Replay:
    """The save's game at `position` (0: before the first action, len(replay): the end).

    Building one plays the whole log once, so a damaged save raises BadSave here, as a load
    does, and the timeline is known from the start: `movers` (who took each action) and
    `marks` (the positions just after a turn began, dice were rolled or a battle began, as the
    game's Rules.TIMELINE names those events)."""

    def __init__(self, rules: Rules, header: dict) -> None:
        self.header = header
        self.rules = rules
        self.actions: list[str] = header["log"]  # shared, never changed: a replay only reads its log
        self.options = rules.check_options(header["seats"], header["options"])
        self.names = savefile.seat_names(header)  # so the exported save keeps them, and the table shows them
        played = Match(rules, header["seed"], header["seats"], self.options)
        played.keeps_undo = False  # nobody undoes in a replay: a copy before each action would be waste
        self._setup_events = played._setup_events
        self._keyframes: list[Any] = [rules.clone(played.state)]  # the state at 0, KEYFRAME, 2 KEYFRAME...
        self.marks = self._play_through(played)
        self.movers: list[int | None] = played.movers
        self._events: list[list[dict]] = played.history  # each action's events, for a match built at a position
        if not getattr(rules, "TIMELINE", {}).get("turn"):
            self.marks["turn"] = self._mover_changes()
        self._turn_starts = sorted({0, *self.marks["turn"]})
        self.finished = played.result() is not None  # the game the save holds is over
        self.has_secrets = hasattr(rules, "reveal")  # a game that hides nothing has no reveal
        self.match = self._built(0)
        self.position = 0

    @functools.cached_property
    def final_digest(self) -> str:
        """The digest of the game's last position (Match.digest), worked out when first asked:
        hashing a state that holds millions of scripted dice takes half a second, and opening a
        replay has no use for it (a check of the replay does)."""
        return self._built(len(self.actions)).digest()

    def _play_through(self, played: Match) -> dict[str, list[int]]:
        """Play the whole log on `played`, keeping a keyframe every KEYFRAME actions; the marks
        of the timeline, by kind."""
        timeline = getattr(self.rules, "TIMELINE", {})
        marks: dict[str, list[int]] = {kind: [] for kind in ("turn", "roll", "battle")}
        watched = [(marks[kind], timeline.get(kind, frozenset())) for kind in marks]  # each kind's list, its events
        with _collector_paused():
            for i, action in enumerate(self.actions):
                events = play_logged(played, i, action)
                if events:  # (scripted dice tell nothing)
                    happened = {event.get("type") for event in events}
                    for marked, told in watched:
                        if not told.isdisjoint(happened):
                            marked.append(i + 1)
                if (i + 1) % KEYFRAME == 0:
                    self._keyframes.append(self.rules.clone(played.state))
        return marks

    def _built(self, position: int) -> Match:
        """A match at `position`, from the keyframe at or before it: the keyframe's state
        copied, the log, movers and events up to it taken from what the replay keeps, and the
        few actions after it played."""
        base = position - position % KEYFRAME
        match = Match(self.rules, self.header["seed"], self.header["seats"], self.options,
                      state=self.rules.clone(self._keyframes[base // KEYFRAME]))
        match.names = list(self.names)
        match.keeps_undo = False  # (a table cannot undo in a replay)
        match._setup_events = self._setup_events
        match.log, match.movers, match.history = self.actions[:base], self.movers[:base], self._events[:base]
        for i in range(base, position):
            play_logged(match, i, self.actions[i])
        return match

    @property
    def save_text(self) -> str:
        """The whole game as a save, to export (written when asked: it is as long as the log)."""
        header = self.header
        return savefile.dump(header["game"], header["seed"], list(header["seats"]), self.options, self.actions,
                             names=self.names)

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
            self.match = self._built(position)
            self.position = position
        return []

    def step(self, delta: int = 1) -> list[dict]:
        """`delta` actions forward (or back, when negative): see seek."""
        return self.seek(self.position + delta)

    def turn_starts(self) -> list[int]:
        """The positions where a turn begins: the start of the game, and each position the
        game's turn event (Rules.TIMELINE) was just told at - or, in a game without one, where
        the mover changes. The timeline's marks and the jumps of "next turn". (Worked out once,
        as the game opens: the replay bar asks for them at every step, and a long game has
        thousands. The same list each time: not to be changed.)"""
        return self._turn_starts

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
        return bisect.bisect_right(self._turn_starts, position)


@contextlib.contextmanager
def _collector_paused():
    """Python's cycle collector off while a whole log is played, and back as it was after. The
    play only adds what the replay keeps (events, keyframes), so every pass the collector made
    over that growing heap found nothing: a sixth of a 69,000-action replay's time."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
