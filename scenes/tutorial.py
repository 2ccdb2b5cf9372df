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
from .i18n import _
from .session import GameSession, Turn, is_computer, words_for

log = logging.getLogger(__name__)


class Refused(ValueError):
    """An action the tutorial does not take at this step; the message says why not."""


class TutorialSession(GameSession):
    """The tutorial `tutorial` played at a table; `names` name its seats (the learner's from
    the player's settings, where the script leaves it blank)."""

    def __init__(self, tutorial: Any, names: list[str] | None = None, at: int = 1) -> None:
        if not 1 <= at <= len(tutorial.steps):
            raise ValueError(f"the tutorial has steps 1 to {len(tutorial.steps)}, not step {at}")
        self.tutorial = tutorial
        match = tutorial.new_match()
        while tutorial.position(match) < at - 1:  # a lesson opened at a later step (the guide's link)
            tutorial.take(match)
        super().__init__(match, list(tutorial.seats), names, autosave=False, threaded=False)
        tutorial.prepare(self.match)
        self.read = at - 1  # the last rival step whose words the learner has read (the table's Continue)

    @property
    def step(self) -> Any:
        """The step the game waits for (None once the script is played out)."""
        return self.tutorial.step_at(self.match)

    def expected(self) -> str | None:
        """The learner's action the tutorial waits for, None on another seat's step."""
        step = self.step
        return step.play if step is not None and step.mover == self.tutorial.learner else None

    def coming(self) -> list[str]:
        """The learner's actions the script takes from here before anyone else moves: a walk's
        fork choices, which the table sends together from one click on where the walk ends."""
        out = []
        for step in self.tutorial.steps[self.tutorial.position(self.match):]:
            if step.mover != self.tutorial.learner:
                break
            out.append(step.play)
        return out

    def reading(self) -> bool:
        """A rival's step that the narrator has words about waits until the learner has read
        them and clicked Continue: otherwise the rival's move would sweep them away."""
        step = self.step
        return step is not None and step.mover != self.tutorial.learner and bool(step.say) and self.read < step.number

    def read_on(self) -> None:
        """The learner has read the narrator's words: the rival's step may play."""
        if self.reading():
            self.read = self.step.number

    def narration(self) -> str:
        """The narrator's words at this step, in the player's language (the script's English is
        the catalog's source: tools/extract_tutorial.py)."""
        said = self.tutorial.narration(self.match)
        return _(said) if said else ""

    def why_not(self, clicked: str | None = None, wanted: str = "") -> str:
        """The answer to a click on anything but the step, in the player's language: what was
        clicked (`clicked`, in the table's words; "" for a click on nothing; None: unknown),
        then the script's word of why the lesson wants its step - or, where the script has none,
        the step's move in the table's words (`wanted`)."""
        step = self.step
        if step is None or step.mover != self.tutorial.learner:
            return _("Not now: follow the narrator.")
        reason = _(step.why_not) if step.why_not else ""
        if clicked:
            return _("Not \u201c{clicked}\u201d now. {reason}").format(clicked=clicked, reason=reason) if reason \
                else _("Not \u201c{clicked}\u201d yet: the lesson takes \u201c{wanted}\u201d now.").format(
                    clicked=clicked, wanted=wanted or step.play)
        if clicked == "":
            return _("Nothing to click there. {reason}").format(reason=reason) if reason else \
                _("Nothing to click there: the lesson takes \u201c{wanted}\u201d now.").format(wanted=wanted or step.play)
        return reason or _("Not now: the lesson takes \u201c{wanted}\u201d.").format(wanted=wanted or step.play)

    def pages(self) -> list[int]:
        """The narrator's pages: the numbers of the steps with words of their own."""
        return [s.number for s in self.tutorial.steps if s.say]

    def page(self) -> int:
        """The step that opened the narrator's page shown now (the last page, once the script is
        played out)."""
        waiting = self.tutorial.position(self.match) + 1
        return max((n for n in self.pages() if n <= waiting), default=1)

    def page_before(self) -> int | None:
        """The step that opened the page before this one: where the lesson's Back goes (None on
        the first page). The page is played to again from the start, so it is as it was."""
        page = self.page()
        return max((n for n in self.pages() if n < page), default=None)

    def progress(self) -> str:
        """How far the lesson has come, counted in the narrator's pages - the steps with words of
        their own, one after another, so the number changes when the words do ("Step 5 of
        22"; "The end")."""
        steps = self.tutorial.steps
        done = self.tutorial.position(self.match)
        if done >= len(steps):
            return _("The end")
        pages = self.pages()
        return _("Step {number} of {count}").format(number=max(1, sum(1 for n in pages if n <= done + 1)),
                                                    count=len(pages))

    def act(self, action: str, forced: bool = False) -> list[dict]:
        """The learner's action: only the step's own (else Refused, with the step's why-not)."""
        step = self.step
        if step is None or action != step.play or step.mover != self.tutorial.learner:
            raise Refused(self.why_not(wanted=step.play if step is not None else ""))
        events = super().act(action, forced)
        self.tutorial.prepare(self.match)
        return events

    def poll(self) -> Turn | None:
        """Another seat's step, played from the script (at most one per call)."""
        step, seat = self.step, self.match.to_move()
        if self.paused or step is None or seat is None or not self.is_computer(seat) or self.reading():
            return None
        said = words_for(self.match, step.play)
        turn = Turn(seat, step.play, self.tutorial.take(self.match), by_computer=True, said=said)
        self._record(turn)
        self.tutorial.prepare(self.match)
        return turn

    def can_undo(self) -> bool:
        return False  # the script goes one way

    def undo(self) -> bool:
        return False


def names_of(tutorial: Any, settings: Any) -> list[str]:
    """The tutorial's names for its seats, the learner's own name where the script leaves one
    blank ("" for a default name, said in the player's language when shown)."""
    given = list(tutorial.names) + [""] * (len(tutorial.seats) - len(tutorial.names))
    kept = settings.player_names
    return [name or ("" if is_computer(kind) or seat >= len(kept) else kept[seat])
            for seat, (name, kind) in enumerate(zip(given, tutorial.seats, strict=False))]


def open_tutorial(app: Any, game: str, *, at: int = 1, replace: bool = False, calm: bool = False) -> bool:
    """The game's tutorial at its table from step `at`, over the current screen (or in its
    place, `replace`, as a new game replaces its setup screen). `calm`: the table is set out as
    it is at once, the deal not played again (the lesson's Back). False, with a message to the
    player, when it cannot open (a damaged script names its file, step and field)."""
    from .widgets import dialogs

    api = games.engine_api()
    try:
        script = api.tutorial(game)
        if script is None:
            raise games.GameUnavailable(_("{game} has no tutorial in this version of Gamenight.").format(
                game=games.title(game)))
        session = TutorialSession(script, names_of(script, app.settings), at)
        scene = games.play_scene(app, session)
    except (api.ContentError, games.GameUnavailable, ValueError) as exc:
        dialogs.message(app.manager, _("Cannot open the tutorial"), str(exc))
        return False
    app.stack.replace(scene) if replace else app.stack.push(scene)
    if calm:
        scene.animator.skip()
    return True


def follow_through(app: Any, game: str, limit: int = 5000) -> dict:
    """The game's tutorial opened over the menu and followed to its end by a hand clicking, at
    each of the learner's steps, what the table marks (TableScene.reach of the hint the lesson
    shows); the other seats play from the script meanwhile. What `main.py --tutorial GAME
    --headless` prints: {"game", "steps", "completed"} - completed when the script was played
    out and the learner has won. A mark that does not send its step is a RuntimeError."""
    from .hand import Hand

    if not open_tutorial(app, game):
        raise RuntimeError(f"the tutorial of {games.title(game)} could not be opened")
    hand = Hand(app)
    table = hand.scene
    session = table.session
    for _step in range(limit):
        hand.settle()
        if session.match.result() is not None:
            break
        if table.waiting_for_next():  # the narrator's words before a rival's step: read, Continue
            hand.press("cmd:next")
            continue
        if session.expected() is None:
            hand.frames(5)  # a rival's step, played from the script
            continue
        hand.frames(1)
        if table.hint != session.expected():
            raise RuntimeError(f"step {session.step.number}: the table marks {table.hint!r}, not {session.expected()!r}")
        hand.do(table.hint)
    hand.frames(5)
    script = session.tutorial
    result = session.match.result()
    won = result is not None and script.learner in result.get("winners", [])
    return {"game": game, "steps": script.position(session.match), "completed": won and session.step is None}
