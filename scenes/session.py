"""GameSession: the table logic every game's play scene shares, whatever the game.

A play scene draws a match and turns clicks into action strings; everything else about
sitting at a table is here:

* who sits where: seat kinds ("human", "ai", "ai:easy", "ai:hard") and player names, which the
  match keeps for its saves (`names_kept` reads them back);
* `act(action)` for a person's move: applies it, autosaves, returns the events to animate;
* the computer's moves: `poll()` each frame; when a computer seat is to move, its choice is
  computed in a worker thread (on a copy of the match, so the table can keep drawing the real
  one) and applied on a later poll, one move per call, so the scene animates each;
* undo as players expect it (DESIGN.md): against the computer it takes back the computer's
  replies together with the person's last move - all or nothing, and never past a revealed
  die or card (the engine's Match.undo() returns False there);
* a person's hint: `ask_hint()`, then `hint()` each frame - the hard computer's move for the
  person's seat, worked out like the computer's own (in a worker thread, on a copy);
* pass-and-play: `needs_pass_screen()` says when the next person must be handed the mouse
  before the table shows their hidden information;
* a history of (seat, action, events) for the game log.

No pygame here: the session is tested, and used by the command line, without a window.
"""
from __future__ import annotations

import copy
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from . import config, storage
from .i18n import N_, _

log = logging.getLogger(__name__)

COMPUTER_LEVELS = {"ai": "normal", "ai:easy": "easy", "ai:normal": "normal", "ai:hard": "hard"}
#: A person's hint is the move the hard computer would make in their seat: the best advice the
#: engine has, whatever level the opponents play at, which leaves the easier levels free to play
#: lighter (issue 28). Hard answers within half a second, so the hint is worked out off the
#: drawing thread, as the computer's moves are.
HINT_SEAT = "ai:hard"
#: A computer seat's name (its level), translated where it is shown (`default_name`).
COMPUTER_NAMES = {"normal": N_("Computer (normal)"), "easy": N_("Computer (easy)"), "hard": N_("Computer (hard)")}


@dataclass
class Turn:
    """One applied action: who took it, what it was, and what happened."""

    seat: int | None
    action: str
    events: list[dict] = field(default_factory=list)
    by_computer: bool = False
    said: Any = None  # the computer's move in the rules' words, as it was offered: a message (Match.decision)
    forced: bool = False  # a formality taken for the person (its one answer): Undo goes back past it


def is_computer(kind: str) -> bool:
    """True for the seat kinds the computer plays ("ai", "ai:easy", ...)."""
    return kind in COMPUTER_LEVELS


def visible_to(event: dict, seat: int | None) -> bool:
    """May `seat` see this event? Events without "visible_to" are public; seat None is an
    onlooker who sees only public events."""
    audience = event.get("visible_to")
    if audience is None:
        return True
    return seat is not None and seat in audience


class _Thinking:
    """One computer move (or a person's hint) being computed in a worker thread - or at once,
    `threaded=False` (tests, the command line)."""

    def __init__(self, match: Any, seat: int, generation: int, *, threaded: bool = True, at: int = 0) -> None:
        self.seat = seat
        self.generation = generation
        self.at = at  # the actions played when it was asked for (a hint is for that position only)
        self.action: str | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        if not threaded:
            self._run(match)
            return
        self.thread = threading.Thread(target=self._run, args=(match,), name=f"ai-seat-{seat}", daemon=True)
        self.thread.start()

    def _run(self, match: Any) -> None:
        try:
            self.action = match.suggest(self.seat)
        except BaseException as exc:  # reported on the main thread by poll()
            self.error = exc
        finally:
            self.done.set()


class GameSession:
    """A match at a table: seats, names, moves, the computer, undo, pass-and-play.

    `names` defaults to "Player N" for people and "Computer (level)" for computer seats (an
    empty name: the default, named in the player's language whenever it is shown).
    `autosave=False` for previews and screenshots; `threaded=False` makes the computer answer
    within poll() and each autosave be written within its move (tests, the command line);
    threaded, the autosave's disk work is done on the autosaver's thread (scenes/autosaver.py).
    Scenes always read `session.match`.
    """

    replaying = False  # a replay's session (scenes/replay.py) is watched, not played
    revealed = False  # a replay of a finished game shown face up: every hand, every secret
    offers_new_game = True  # the end screen's "New game" (a guest at another's table has none to offer)

    def __init__(
        self,
        match: Any,
        seats: list[str],
        names: list[str] | None = None,
        *,
        info: dict | None = None,
        autosave: bool = True,
        threaded: bool = True,
        paused: bool = False,
    ) -> None:
        self.match = match
        self.seats = list(seats)
        self.given_names = given_names(self.seats, names)  # "" where the seat has its default name
        if not self.replaying and hasattr(match, "names"):
            match.names = list(self.given_names)  # its saves keep who sat down, whatever Settings say later
        self.info = info if info is not None else _info(match.game)
        self.autosave = autosave
        self.threaded = threaded
        self.history: list[Turn] = turns_so_far(match, self.seats)
        self.paused = paused  # True stops the computer (screenshots, a game-over review)
        self.save_problem: str | None = None  # the last autosave failure, for the scene to show
        self._thinking: _Thinking | None = None
        self._hinting: _Thinking | None = None  # a person's hint being worked out (ask_hint)
        self._generation = 0
        self._at_table: int | None = None
        self._remembered = False  # the finished game is in the history (once, even after an undo)
        self.history_entry: int | None = None  # its entry, for the table's last picture
        self.sat_down = time.monotonic()  # for the time a game is at the table, kept in the history

    # --- who is who --------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """Every seat's name as the table shows it now: the names given, and the defaults
        ("Player 2", "Computer (hard)") in the player's language of the moment."""
        return seat_names(self.seats, self.given_names)

    @property
    def game(self) -> str:
        return self.match.game

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and is_computer(self.seats[seat])

    def human_seats(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if not is_computer(kind)]

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return _("Nobody")
        return self.names[seat]

    def to_move(self) -> int | None:
        return self.match.to_move()

    def result(self) -> dict | None:
        return self.match.result()

    def is_over(self) -> bool:
        return self.match.result() is not None

    def is_human_turn(self) -> bool:
        seat = self.match.to_move()
        return seat is not None and not self.is_computer(seat)

    def viewer(self) -> int | None:
        """The seat whose eyes are on the screen.

        With people sharing the screen, that is the person who last took the mouse - not the
        person to move, who has not been handed it yet - and None before anyone has: a new
        game's opening plays out for everyone, hands face down, and only then does the pass
        screen hand the table to the first player. Otherwise it is the person to move, else
        the last person who had the table, else the first person; None when only the
        computer plays."""
        if self.is_pass_and_play():
            return self._at_table
        seat = self.match.to_move()
        if seat is not None and not self.is_computer(seat):
            return seat
        if self._at_table is not None:
            return self._at_table
        humans = self.human_seats()
        return humans[0] if humans else None

    def view(self, seat: int | None) -> dict:
        """The match as the table shows it to `seat`: the seat's view (face up in a replay
        that reveals everything)."""
        return self.match.view(seat)

    # --- a person's move ---------------------------------------------------------------------
    def act(self, action: str, forced: bool = False) -> list[dict]:
        """Apply the move of the person to move; return its events for the scene to animate.
        `forced`: the table took it for them, the decision's one answer (scenes/moments.py).

        Raises the engine's IllegalAction (nothing changes) for an action not in
        legal_actions(), and RuntimeError when it is not a person's turn.
        """
        seat = self.match.to_move()
        if seat is None or self.is_computer(seat):
            raise RuntimeError(f"it is not a person's turn (seat {seat}) - {action!r} refused")
        events = self.match.act(action)
        self._at_table = seat
        self._record(Turn(seat, action, events, by_computer=False, forced=forced))
        return events

    # --- the computer's moves ----------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        """True while a computer move is being computed."""
        return self._thinking is not None

    def poll(self) -> Turn | None:
        """Call once per frame when the scene is ready for the next move. Returns the
        computer's move once it has been applied (at most one per call), else None."""
        seat = self.match.to_move()
        if self.paused or seat is None or not self.is_computer(seat):
            self._forget_thinking()
            return None
        if not self.threaded:
            return self._apply_computer(seat, self._suggest_now(seat))
        job = self._thinking
        if job is None or job.seat != seat or job.generation != self._generation:
            self._thinking = _Thinking(_snapshot(self.match, undo=False), seat, self._generation)
            return None
        if not job.done.is_set():
            return None
        self._thinking = None
        if job.error is not None:
            log.error("the computer failed to choose for seat %s", seat, exc_info=job.error)
            return self._apply_computer(seat, None)
        return self._apply_computer(seat, job.action)

    # --- a person's hint ---------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Start working out the hint for the person to move (HINT_SEAT's choice for their
        seat); `hint()` has it once it is ready. Asking again for the same position starts
        nothing new."""
        seat = self.match.to_move()
        if seat is None or self.is_computer(seat):
            return
        job = self._hinting
        if job is not None and self._stands(job) and job.seat == seat:
            return
        twin = hint_giver(_snapshot(self.match, undo=False), seat)
        self._hinting = _Thinking(twin, seat, self._generation, threaded=self.threaded, at=len(self.match.log))

    @property
    def hint_pending(self) -> bool:
        """True while a hint asked for the position on the table is being worked out."""
        job = self._hinting
        return job is not None and self._stands(job) and not job.done.is_set()

    def hint(self) -> str | None:
        """The hint asked for, once it is ready and while the position it was asked in still
        stands (a move or an undo since drops it); None otherwise. It is handed out once."""
        job = self._hinting
        if job is not None and not self._stands(job):
            self._hinting = job = None  # for a position now gone
        if job is None or not job.done.is_set():
            return None
        self._hinting = None
        if job.error is not None:
            log.error("the hint failed for seat %s", job.seat, exc_info=job.error)
            return None
        return job.action if job.action in self.match.legal_actions() else None

    def _stands(self, job: _Thinking) -> bool:
        return job.generation == self._generation and job.at == len(self.match.log)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the pending computer move is ready (tests and tools only)."""
        job = self._thinking
        return job is None or job.done.wait(timeout)

    def _suggest_now(self, seat: int) -> str | None:
        try:
            return self.match.suggest(seat)
        except Exception:
            log.exception("the computer failed to choose for seat %s", seat)
            return None

    def _apply_computer(self, seat: int, action: str | None) -> Turn | None:
        legal = self.match.legal_actions()
        if not legal:  # an engine bug: a seat to move with nothing to do; wait rather than crash
            log.error("seat %s is to move but has no legal action", seat)
            return None
        if action not in legal:
            # A broken AI must not freeze the table: play the first legal move and say so.
            log.error("the computer chose %r for seat %s, which is not legal; playing %r", action, seat, legal[0])
            action = legal[0]
        said = words_for(self.match, action)
        turn = Turn(seat, action, self.match.act(action), by_computer=True, said=said)
        self._record(turn)
        return turn

    def _forget_thinking(self) -> None:
        self._thinking = None

    # --- undo --------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Can the person at the table take back their last move (with the computer's replies
        since)? Not when it was another person's, nor when a die, a card or a sealed choice was
        revealed since: then the Undo button is greyed rather than refusing after the click."""
        if self.is_over():
            return False  # a finished game is not played back into
        index = self._last_human_turn()
        if index is None:
            return self._solo_without_history() and _engine_can_undo(self.match, 1)
        seat = self.history[index].seat
        mover = self.match.to_move()
        if not (mover is None or mover == seat or self.is_computer(mover)):
            return False
        return _engine_can_undo(self.match, len(self.history) - index)

    def undo(self) -> bool:
        """Take back the person's last move and every computer reply since, or nothing.

        Returns False (and changes nothing) when any of those moves revealed a die or a card,
        or when the last move was another person's in pass-and-play.
        """
        if not self.can_undo():
            return False
        index = self._last_human_turn()
        if index is None:  # a resumed solo game: the session never saw the moves
            return self._undo_steps(1, keep=len(self.history))
        return self._undo_steps(len(self.history) - index, keep=index)

    def _undo_steps(self, count: int, keep: int) -> bool:
        trial = _snapshot(self.match)
        if not all(trial.undo() for _step in range(count)):
            return False
        for _step in range(count):
            self.match.undo()
        self._generation += 1  # a computer move being computed is for a position now gone
        self._thinking = None
        undone = self.history[keep:]
        del self.history[keep:]
        self._at_table = undone[0].seat if undone and undone[0].seat is not None else self._at_table
        self._autosave()
        return True

    def _last_human_turn(self) -> int | None:
        """The person's last choice: not a computer's move, nor a formality taken for them (undone
        alone, it would stand again at once, and Undo would seem to do nothing)."""
        for index in range(len(self.history) - 1, -1, -1):
            if not self.history[index].by_computer and not self.history[index].forced:
                return index
        return None

    def _solo_without_history(self) -> bool:
        return not self.history and len(self.seats) == 1 and not self.is_computer(0)

    # --- pass-and-play -----------------------------------------------------------------------
    def is_pass_and_play(self) -> bool:
        """Two or more people share the screen in a game that is not solo."""
        return len(self.human_seats()) >= 2 and not self.info.get("solo", False)

    def needs_pass_screen(self) -> bool:
        """True when a person is to move who has not been handed the table yet: show the
        pass screen, then call `handed_to(seat)` once they click."""
        seat = self.match.to_move()
        if seat is None or self.is_computer(seat) or not self.is_pass_and_play():
            return False
        return seat != self._at_table

    def handed_to(self, seat: int) -> None:
        """The pass screen was dismissed: `seat` now has the table."""
        self._at_table = seat

    # --- the log -----------------------------------------------------------------------------
    def past_events(self) -> list[dict]:
        """Every event of the game so far (setup first), e.g. to fill the log after a load."""
        events = getattr(self.match, "events", None)
        if callable(events):
            return list(events())
        return [event for turn in self.history for event in turn.events]

    def visible_events(self, events: list[dict], seat: int | None = None) -> list[dict]:
        """The events the viewer (default: `viewer()`) may see."""
        who = self.viewer() if seat is None else seat
        return [event for event in events if visible_to(event, who)]

    # --- bookkeeping -------------------------------------------------------------------------
    def replay_eyes(self) -> int | None:
        """Whose eyes the end screen's replay opens with (None: the first person's)."""
        return None

    def final_save(self) -> str:
        """The whole game, to replay once it is over."""
        return self.match.save()

    def close(self) -> None:
        """The table is leaving: drop any computer move in flight (its thread just ends), and
        have its last move's autosave on disk before whatever comes next reads it."""
        self._generation += 1
        self._thinking = self._hinting = None
        storage.settle()

    def _record(self, turn: Turn) -> None:
        self.history.append(turn)
        self._autosave()

    def keep_from_the_start(self) -> None:
        """Autosave a new game before its first move, so the seats, names and seed chosen are
        offered to Continue even when the table is left at once. (A resumed save is not written
        until someone plays on: until then the game's own autosave keeps its place.) An
        unfinished game of the same kind that this one replaces goes to the history first."""
        if self.autosave:
            self._remember_the_game_left()
        self._autosave()

    def _remember_the_game_left(self) -> None:
        if storage.unfinished_autosave(self.game) is None:
            return
        try:
            left = storage.load_autosave(self.game).match
        except storage.SaveError as exc:
            log.warning("the unfinished game replaced could not be kept in the history: %s", exc)
            return
        if left.save() != self.match.save():
            kept = remember(left, names_kept(left.seats, getattr(left, "names", None), []), finished=False)
            picture = storage.autosave_picture_path(self.game)
            if kept is not None and picture.exists():
                from . import history

                try:
                    history.keep_picture(kept, picture.read_bytes())
                except OSError as exc:
                    log.warning("the picture of the game left could not be kept: %s", exc)

    def _autosave(self) -> None:
        """Autosave the match as it stands: threaded, its disk work off the table's frame
        (scenes/autosaver.py); else at once (tests, the command line)."""
        if not self.autosave:
            return
        if self.threaded:
            storage.autosave_soon(self.match, self._saved)
        else:
            try:
                storage.autosave(self.match)
            except storage.SaveError as exc:
                self._saved(exc)
            else:
                self._saved(None)
        if self.match.result() is not None and not self._remembered:
            self._remembered = True
            self.history_entry = remember(self.match, self.given_names, finished=True,
                                          seconds=time.monotonic() - self.sat_down)


    def _saved(self, problem: storage.SaveError | None) -> None:
        """How the last autosave went, for the table to show (told on the autosaver's thread)."""
        if problem is not None:
            log.warning("%s", problem)
        self.save_problem = None if problem is None else str(problem)


def turns_so_far(match: Any, seats: list[str]) -> list[Turn]:
    """The moves of a resumed game, as far as the match remembers who took each (its events stay
    in the match): so Undo after Continue takes back the person's last move and the computer's
    replies, as it did before leaving."""
    movers = getattr(match, "movers", None)
    log = getattr(match, "log", None)
    if not isinstance(movers, list) or not isinstance(log, list) or len(movers) != len(log):
        return []
    return [Turn(seat, action, [], by_computer=seat is None or (0 <= seat < len(seats) and is_computer(seats[seat])))
            for seat, action in zip(movers, log)]


def words_for(match: Any, action: str) -> Any:
    """The rules' words for `action` among the choices open now: a message (engine/core/
    messages.py, its seats named where it is put into words), or None when it is not open."""
    return next((c["text"] for c in match.choices() if c["action"] == action), None)


def default_name(seat: int, kind: str) -> str:
    """The name of a seat nobody named, in the player's language: "Player 2", "Computer (hard)"."""
    if is_computer(kind):
        return _(COMPUTER_NAMES[COMPUTER_LEVELS[kind]])
    return _("Player {number}").format(number=seat + 1)


def is_default_name(name: str, seat: int, kind: str) -> bool:
    """Is `name` the seat's default - in English, as older saves, histories and settings keep
    it, or in the language of the moment?"""
    if is_computer(kind):
        return name in (COMPUTER_NAMES[COMPUTER_LEVELS[kind]], default_name(seat, kind))
    return name in (f"Player {seat + 1}", default_name(seat, kind))


def given_names(seats: list[str], names: list[str] | None = None) -> list[str]:
    """The names the players gave, one per seat: "" where a seat has its default name (so the
    default is said in whatever language is spoken when it is shown, and never kept in one)."""
    given = list(names or [])
    return [given[index] if index < len(given) and given[index] and not is_default_name(given[index], index, kind)
            else "" for index, kind in enumerate(seats)]


def names_kept(seats: list[str], saved: Any, remembered: list[str]) -> list[str]:
    """The names a game's people were given when it began, as its save keeps them (`saved`: the
    match's `names`, one per seat, None where the save names nobody - a save written before
    names were kept, or a damaged entry), each seat without one falling back to the name
    `remembered` for it (the Settings' names). A saved name is cleaned as a typed one is
    (config.clean_name); one that cleaning leaves empty was never a name, and falls back too.
    "" is a default name and is kept: a Player 1 who typed no name is not renamed by Settings
    naming seat 1 later. Computer seats are named by their level. Never raises: the names of a
    save are the file's, and a file can hold anything."""
    saved = list(saved) if isinstance(saved, (list, tuple)) else []
    kept = []
    for seat, kind in enumerate(seats):
        name = saved[seat] if seat < len(saved) else None
        fallback = remembered[seat] if seat < len(remembered) else ""
        kept.append("" if is_computer(kind) or name == "" else config.clean_name(name, fallback))
    return given_names(seats, kept)


def seat_names(seats: list[str], names: list[str] | None = None) -> list[str]:
    """The names given, and for any seat without one "Player N" or "Computer (level)" in the
    player's language."""
    given = list(names or [])
    return [given[index] if index < len(given) and given[index] else default_name(index, kind)
            for index, kind in enumerate(seats)]


def told_apart(names: list[str], seat: int) -> str:
    """Seat `seat`'s name, with its seat number when another seat shares it, as two computers
    do: "Computer 2 (normal)", "Ann (3)"."""
    name = names[seat]
    if names.count(name) < 2:
        return name
    level = next((level for level, words in COMPUTER_NAMES.items() if _(words) == name), None)
    if level is not None:
        return computer_told_apart(seat, level)
    # TRANSLATORS: a player's name with their seat's number, when two seats share the name: "Ann (3)".
    return _("{name} ({number})").format(name=name, number=seat + 1)


def computer_told_apart(seat: int, level: str) -> str:
    """"Computer 2 (normal)": the computer at seat `seat` (0-based), where another plays too."""
    words = {"easy": N_("Computer {number} (easy)"), "normal": N_("Computer {number} (normal)"),
             "hard": N_("Computer {number} (hard)")}
    return _(words[level]).format(number=seat + 1)


def _info(game: str) -> dict:
    from . import games

    try:
        return games.engine_api().info(game)
    except Exception:  # a session must open even when the engine's info is broken
        log.exception("api.info(%r) failed", game)
        return {"title": game, "solo": False}


def _engine_can_undo(match: Any, steps: int) -> bool:
    """Will the engine take back `steps` actions? (An engine that does not say how far it can
    go is asked only whether it can go back at all; `undo()` has the last word.)"""
    depth = getattr(match, "undoable", None)
    if callable(depth):
        return depth() >= steps
    probe = getattr(match, "can_undo", None)
    return bool(probe()) if callable(probe) else True


def hint_giver(twin: Any, seat: int) -> Any:
    """`twin` (a copy of the match, never the match itself) with `seat` sat by HINT_SEAT, so
    that its suggest() is the hint: a match plays each seat at the level its kind names."""
    twin.seats = list(twin.seats)
    twin.seats[seat] = HINT_SEAT
    return twin


def _snapshot(match: Any, undo: bool = True) -> Any:
    """An independent copy of the match: for the computer to think on (`undo=False`: without
    the states undo may return to, which thinking never reads and which were most of the copy's
    time, in the frame the computer began), and for a trial undo.

    Prefers the engine's own clone(); then a replay of the save (the contract guarantees it,
    and replaying is quicker than deep-copying every remembered state); a deep copy that
    shares the read-only rules object is the last resort.
    """
    clone = getattr(match, "clone", None)
    if callable(clone):
        return clone(undo=undo)
    from . import games

    try:
        return games.engine_api().load(match.save())
    except Exception:
        log.debug("copying the match by save and load failed; deep-copying it", exc_info=True)
    rules = getattr(match, "rules", None)
    return copy.deepcopy(match, {id(rules): rules} if rules is not None else {})


def remember(match: Any, names: list[str], finished: bool, seconds: float = 0) -> int | None:
    """Keep the game in the history (scenes/history.py) and return its entry's id; a failure is
    logged, never raised: a lost history entry must not cost the game or the table. (The history
    and its database - sqlite3 - are imported here, when a game is first kept, rather than for
    the menu's first frame, which lists the unfinished games through this module.)"""
    try:
        from . import history

        return history.record(match, names, finished, seconds=seconds)
    except OSError as exc:
        log.warning("the game could not be kept in the history: %s", exc)
    except Exception:  # noqa: BLE001 - whatever goes wrong, the game at the table goes on
        log.exception("the game could not be kept in the history")
    return None
