"""Learning to play: a game's tutorial (engine's api.tutorial) at the game's own table.

The tutorial is a short game played from a script. At the table it is a `TutorialSession`: the
learner sits at the one person's seat and may take only the step the script waits for (the
table marks it, as it marks a hint); any other action is refused with the script's word of why
not, and nothing changes. The other seats play the script's moves as the computer's, animated
as the computer's are. Nothing is saved and nothing goes to the history: a tutorial is for
learning, and its table opens the same way every time.
"""
from __future__ import annotations

import logging
from typing import Any

from . import games
from .session import GameSession, Turn, is_computer

log = logging.getLogger(__name__)


class Refused(ValueError):
    """An action the tutorial does not take at this step; the message says why not."""


class TutorialSession(GameSession):
    """The tutorial `tutorial` played at a table; `names` name its seats (the learner's from
    the player's settings, where the script leaves it blank)."""

    def __init__(self, tutorial: Any, names: list[str] | None = None) -> None:
        self.tutorial = tutorial
        super().__init__(tutorial.new_match(), list(tutorial.seats), names, autosave=False, threaded=False)
        tutorial.prepare(self.match)

    @property
    def step(self) -> Any:
        """The step the game waits for (None once the script is played out)."""
        return self.tutorial.step_at(self.match)

    def expected(self) -> str | None:
        """The learner's action the tutorial waits for, None on another seat's step."""
        step = self.step
        return step.play if step is not None and step.mover == self.tutorial.learner else None

    def narration(self) -> str:
        return self.tutorial.narration(self.match)

    def act(self, action: str) -> list[dict]:
        """The learner's action: only the step's own (else Refused, with the step's why-not)."""
        step = self.step
        if step is None or action != step.play or step.mover != self.tutorial.learner:
            raise Refused(step.why_not if step is not None and step.why_not else "Not now: follow the narrator.")
        events = super().act(action)
        self.tutorial.prepare(self.match)
        return events

    def poll(self) -> Turn | None:
        """Another seat's step, played from the script (at most one per call)."""
        step, seat = self.step, self.match.to_move()
        if self.paused or step is None or seat is None or not self.is_computer(seat):
            return None
        label = next((c["label"] for c in self.match.choices(self.names) if c["action"] == step.play), step.play)
        turn = Turn(seat, step.play, self.tutorial.take(self.match), by_computer=True, label=label)
        self._record(turn)
        self.tutorial.prepare(self.match)
        return turn

    def can_undo(self) -> bool:
        return False  # the script goes one way

    def undo(self) -> bool:
        return False


def names_of(tutorial: Any, settings: Any) -> list[str]:
    """The tutorial's names for its seats, the learner's own name where the script leaves one
    blank."""
    given = list(tutorial.names) + [""] * (len(tutorial.seats) - len(tutorial.names))
    return [name or ("" if is_computer(kind) else settings.player_name(seat))
            for seat, (name, kind) in enumerate(zip(given, tutorial.seats, strict=False))]


def has_tutorial(game: str) -> bool:
    """Does the game have a tutorial this Gamenight can play? (A broken script is logged and
    counts as none: the menu must open.)"""
    find = getattr(games.engine_api(), "tutorial", None)  # (an engine without tutorials has none)
    try:
        return find is not None and find(game) is not None
    except Exception:  # noqa: BLE001 - the message is in the log; the game is still playable
        log.exception("the tutorial of %s could not be loaded", game)
        return False


def open_tutorial(app: Any, game: str, *, replace: bool = False) -> bool:
    """The game's tutorial at its table, over the current screen (or in its place, `replace`,
    as a new game replaces its setup screen). False, with a message to the player, when it
    cannot open (a damaged script names its file, step and field)."""
    from .widgets import dialogs

    api = games.engine_api()
    try:
        script = api.tutorial(game)
        if script is None:
            raise games.GameUnavailable(f"{games.title(game)} has no tutorial in this version of Gamenight.")
        session = TutorialSession(script, names_of(script, app.settings))
        scene = games.play_scene(app, session)
    except (api.ContentError, games.GameUnavailable) as exc:
        dialogs.message(app.manager, "Cannot open the tutorial", str(exc))
        return False
    app.stack.replace(scene) if replace else app.stack.push(scene)
    return True
