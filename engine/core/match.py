"""Match: the one object a running game is, whatever the game.

A game module supplies the rules as functions over its own state (see `Rules`); Match adds
what every game needs the same way: the action log, validation against legal_actions(),
undo that never re-rolls, save/load by replay, digests, determinized copies and the AI's
own generator.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any, Protocol

from . import event_pack
from . import save as savefile
from .errors import BadSave, IllegalAction
from .messages import msg
from .rng import MAX_SIDES, derive_seed

FORCE_PREFIX = "!dice "
_DIE_TEXT = tuple(str(value) for value in range(MAX_SIDES + 1))  # a scripted die as the log writes it
KEPT_EVENTS = 4000  # the last events a save keeps, whole, for the log panel (it shows at most 3,500 lines)


class Rules(Protocol):
    """What a game package provides (engine/games/<game>/__init__.py)."""

    ID: str

    def info(self) -> dict: ...
    def check_options(self, seats: list[str], options: dict) -> dict: ...
    def setup(self, seed: int, seats: list[str], options: dict) -> Any: ...
    def to_move(self, state) -> int | None: ...
    def legal_actions(self, state) -> list[str]: ...
    def apply(self, state, action: str) -> list[dict]: ...
    def result(self, state) -> dict | None: ...
    def view(self, state, seat: int | None) -> dict: ...
    def canonical(self, state) -> Any: ...
    def restore(self, data: Any) -> Any: ...  # the inverse of canonical()
    def clone(self, state) -> Any: ...
    def determinize(self, state, seat: int, seed: int) -> Any: ...
    def suggest(self, state, seat: int, level: str, seed: int) -> str: ...
    def describe(self, state, action: str) -> dict: ...  # engine/core/choices.py: one legal action
    # optional: def decision(self, state) -> dict  (engine/core/decisions.py; with DECISIONS)
    def rng(self, state): ...
    # optional: def seal_count(self, state) -> int  (sealed choices so far; undo never crosses one)
    # optional: def forecast(self, state, action: str) -> dict | None  (what a legal action would do)
    # optional: def why(self, state, seat, action: str) -> dict | None  (a message: why a hint is good)
    # optional: def reveal(self, state, seat) -> dict  (seat's view with every secret face up)
    # optional: def allows(self, state, action) -> bool  (action in legal_actions(state), cheaper)
    # optional: def play(self, state, action) -> None  (apply, its events not kept: engine/core/untold.py)
    # optional: DICE: tuple[int, ...]  (the dice it rolls by their faces; a save's scripted dice must fit)
    # optional: PACKED_EVENT_FIELDS: tuple[str, ...]  (event fields whose items repeat: a snapshot keeps each once)


class Match:
    """A game in progress. See engine/api.py for the contract.

    `names` is what the table named each seat when the game began (a player's own words, "" for
    a seat's default name, None where nobody said): the save keeps it beside the seats, so a
    resumed game sits the same people down whatever the app's settings say by then. The rules
    never read it."""

    def __init__(self, rules: Rules, seed: int, seats: list[str], options: dict, state=None):
        self.rules = rules
        self.game: str = rules.ID
        self.seed = seed
        self.seats = list(seats)
        self.names: list[str | None] = [None] * len(self.seats)  # what the table named each seat (save.seat_names)
        self.options = options
        self.state = state if state is not None else rules.setup(seed, self.seats, options)
        self.log: list[str] = []
        self.movers: list[int | None] = []  # the seat that took each log entry (None: scripted dice)
        self.history: list[list[dict]] = []  # events of each log entry, for the log panel
        self._undo: list[Any] = []  # states before each undoable action since the last reveal
        self.keeps_undo = True  # False: nobody will undo (a replay), so no state is copied before an action
        self._setup_events: list[dict] = getattr(self.state, "setup_events", [])
        self._undoable_after_load = 0  # undo depth known from a snapshot, below the states kept since
        self._events_to_check: Callable[[list[dict]], bool] | None = None  # a snapshot's, until first read
        self.quiet = False  # True: a copy nobody watches (clone(quiet=True)), its actions played without events
        self._changes = 0  # actions played and taken back so far: where the state is, with its id
        # the legal actions last worked out, and where the state was then: which state object, after
        # how many changes made through the match (the state is the engine's: nothing else changes it)
        self._offered: tuple[Any, int, tuple[str, ...]] | None = None

    # --- the contract ----------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.rules.to_move(self.state)

    def legal_actions(self) -> list[str]:
        """The legal actions now, remembered until the state moves on: an action then played from
        them is not checked by working them all out again (`_allows`), half of a random
        playout's time in Zvery (issue 28's copy-and-play path). They are kept as a tuple, not a
        set: an action played from them is found by identity at once, and hashing every new
        action string to build a set cost more than the look-up saved."""
        actions = self.rules.legal_actions(self.state)
        self._offered = (self.state, self._changes, tuple(actions))
        return actions

    def choices(self, seat_names: list[str] | None = None) -> list[dict]:
        """Every legal action described by the rules (engine/core/choices.py), in order: the
        action, its verb, the ids it names, its cost and its text, a message. (`seat_names` is
        no longer needed - a text names a seat as a parameter the table fills - and is ignored:
        the name stays, as names in the api do.)"""
        return [self.rules.describe(self.state, action) for action in self.rules.legal_actions(self.state)]

    def decision(self) -> dict:
        """What the game waits for (engine/core/decisions.py): who decides, the kind of decision,
        its prompt and its choices - each choice its action, verb, the things it names by role,
        its cost and its text, as messages (engine/core/messages.py) a table puts into the
        player's language - in legal_actions() order, and what the table needs to draw the
        question ("about"). The match is never touched."""
        ask = getattr(self.rules, "decision", None)
        if ask is not None and getattr(self.rules, "DECISIONS", None) is not None:
            return ask(self.state)
        seat = self.to_move()  # a game without decision kinds (a test's, a tool's): its choices
        return {"seat": seat, "kind": "over" if seat is None else "move",
                "prompt": msg("The game is over") if seat is None else msg("Your move"),
                "choices": self.choices(), "about": {}, "forced": None}

    def forecast(self, action: str) -> dict | None:
        """What the legal `action` would do, counted by the rules themselves on a copy of the
        state and read as its mover would see it, so a table can say so before the click; None
        when the game forecasts nothing for that action, or the action is not legal now. The
        match is never touched (the conformance tests check it). Each game documents its own
        answer's shape in its forecast module."""
        reckon = getattr(self.rules, "forecast", None)
        if reckon is None or not isinstance(action, str) or action not in self.rules.legal_actions(self.state):
            return None
        return reckon(self.state, action)

    def why(self, seat: int, action: str) -> dict | None:
        """Why `seat` would take the legal `action` now - the reason a hint gives - as a message
        (engine/core/messages.py) naming the rule, the odds or the numbers that decide it
        ("a wild creature appears on 1-3: with Fernfox at 1 HP, resting first"), never how the
        computer searched for it. None when the game has no reason to give, or the action is
        not legal now. Counted on a copy: the match is never touched."""
        reckon = getattr(self.rules, "why", None)
        if reckon is None or not isinstance(action, str) or action not in self.rules.legal_actions(self.state):
            return None
        return reckon(self.rules.clone(self.state), seat, action)

    def act(self, action: str) -> list[dict]:
        offered = self._offered  # nearly always one of the actions just offered: `_allows`' first look
        if offered is None or offered[0] is not self.state or offered[1] != self._changes or action not in offered[2]:
            if not isinstance(action, str) or not self._allows(action):
                raise IllegalAction(self._refusal(action))
        if self.quiet:  # a search's copy: where the actions lead, not what they told (nor who moved)
            self.rules.play(self.state, action)
            self._changes += 1
            self.log.append(action)
            return []
        mover = self.rules.to_move(self.state)
        if self.keeps_undo or self._undo or self._undoable_after_load:
            events = self._apply_for_undo(action)
        else:  # nothing to keep for undo, nor any to forget (a computer's copy, a replay): the rules alone
            events = self.rules.apply(self.state, action)
            self._changes += 1
        self.log.append(action)
        self.movers.append(mover)
        self.history.append(events)
        return events

    def _apply_for_undo(self, action: str) -> list[dict]:
        """The rules carry out `action`, the state before it kept for undo - unless it rolled a
        die, drew a card or sealed a choice: nobody may undo past that, so all kept is dropped.
        (A match that keeps nothing, and has nothing kept to drop, skips this bookkeeping: the
        generator's count and the seals asked before and after each action were 6% of a
        computer's playout through Match.act in Creature Adventures.)"""
        before = self.rules.clone(self.state) if self.keeps_undo else None
        draws, seals = self.rules.rng(self.state).draws, self._seals()
        events = self.rules.apply(self.state, action)
        self._changes += 1
        if self.rules.rng(self.state).draws != draws or self._seals() != seals:
            self._undo.clear()  # a die, a card or a sealed choice: nobody may undo past it
            self._undoable_after_load = 0
        elif before is not None:
            self._undo.append(before)  # on top of any depth known from a snapshot (`undo` rebuilds it)
        return events

    def result(self) -> dict | None:
        return self.rules.result(self.state)

    def view(self, seat: int | None) -> dict:
        return self.rules.view(self.state, seat)

    def reveal(self, seat: int | None) -> dict:
        """`seat`'s view with every secret face up - each hand, each sealed choice - for a
        finished game's replay (api.Replay.view refuses it before the game's end). A game
        that hides nothing from a seat has no `reveal`: its view is the whole table."""
        reveal = getattr(self.rules, "reveal", None)
        return reveal(self.state, seat) if reveal is not None else self.rules.view(self.state, seat)

    def save(self, key: bytes | None = None) -> str:
        """The seed and the action log (the replay); with an installation's `key`, also a sealed
        snapshot of the state so that a long game loads at once. The log is the truth: the
        snapshot is used only by the same rules version, under a seal made with the same key
        (engine/core/save.py), and only if its digest checks out."""
        return self.save_later(key)()

    def save_later(self, key: bytes | None = None) -> Callable[[], str]:
        """`save(key)` in two halves: what the save holds is taken now - a copy of the state, of
        the log and of the last events, a tenth of a save's time - and the function returned
        writes the text from them, at any later time and on any thread, whatever this match
        does meanwhile. A table autosaves every move this way: the costly half (the canonical
        state, its digest, the packed events, the seal) runs on the autosaver's thread, not in
        the frame that shows the move."""
        game, seed, seats, options = self.game, self.seed, list(self.seats), self.options
        log, names = list(self.log), list(self.names) if isinstance(self.names, list) else self.names  # (dump checks it)
        if key is None or self.quiet:  # (a quiet copy keeps no movers nor events for a snapshot: `clone`)
            return lambda: savefile.dump(game, seed, seats, options, log, names=names)
        rules, state = self.rules, self.rules.clone(self.state)
        undoable, movers, events = self.undoable(), list(self.movers), self.events()[-KEPT_EVENTS:]

        def text() -> str:
            canonical = rules.canonical(state)  # once: EverZone's takes half of a save's time
            snapshot = {"rules": getattr(rules, "VERSION", "1"), "state": canonical, "digest": _digest(canonical),
                        "log": log_digest(log), "undoable": undoable, "movers": movers}
            snapshot["events"], snapshot["packed"] = event_pack.pack(events, _packed_fields(rules))
            return savefile.dump(game, seed, seats, options, log, snapshot=snapshot, key=key, names=names)

        return text

    def digest(self) -> str:
        return _digest(self.rules.canonical(self.state))

    def undo(self) -> bool:
        """Take back the last action unless it revealed a die or a card."""
        if not self._undo and self._undoable_after_load and self.log:
            self._rebuild()  # loaded from a snapshot: replay once to know the states before
        if not self._undo or not self.log:
            return False
        self.state = self._undo.pop()
        self._changes += 1
        self.log.pop()
        self.movers.pop()
        self.history.pop()
        return True

    def can_undo(self) -> bool:
        return self.undoable() > 0

    def undoable(self) -> int:
        """How many of the last actions undo can take back, one by one, before it meets a die,
        a card or a sealed choice (the app greys its Undo when the person's move and the
        computer's replies since are more than this)."""
        if not self.log:
            return 0
        return len(self._undo) + self._undoable_after_load  # the states kept, then those a replay would give

    def _rebuild(self) -> None:
        """Replay the log: every state undo needs, and every event as the rules tell it (the
        setup's own first, as the history now holds every action's)."""
        again = replay(self.rules, {"seed": self.seed, "seats": self.seats, "options": self.options, "log": self.log})
        self.state, self._undo, self.history, self.movers = again.state, again._undo, again.history, again.movers
        self._changes += 1
        self._setup_events = again._setup_events
        self._undoable_after_load = 0
        self._events_to_check = None

    def suggest(self, seat: int) -> str:
        level = self.seat_level(seat)
        seed = derive_seed(self.seed, seat, len(self.log), "ai")
        return self.rules.suggest(self.rules.clone(self.state), seat, level, seed)

    def clone(self, undo: bool = True, quiet: bool = False) -> Match:
        """An independent copy (for the computer to think on, for a trial undo): the state and
        every state undo may return to are copied, so nothing the copy does reaches this one.
        `undo=False` leaves out the states undo may return to, which the computer never reads:
        copying them was nine tenths of a copy's time. Such a copy cannot undo, and keeps no
        state before the actions played on it either (a playout's every move copied one).
        `quiet=True` (which implies `undo=False`) is a search's copy: its actions are played by
        the rules' `play` where the game has one, which makes no events, so `act` returns none;
        the state comes out the same. Only its log grows: who moved and what it told (`movers`,
        `history`) stay as they were at the copy, since nobody reads them (asking whose move it
        was and keeping an empty entry were 9% of a random play-out's time in Creature
        Adventures, issue 28), and its save carries no snapshot (which needs both)."""
        undo = undo and not quiet
        twin = Match(self.rules, self.seed, self.seats, self.options, state=self.rules.clone(self.state))
        twin.names = list(self.names)
        twin.log, twin.movers = list(self.log), list(self.movers)
        twin.history = [list(batch) for batch in self.history]
        twin._undo = [self.rules.clone(state) for state in self._undo] if undo else []
        twin._setup_events = list(self._setup_events)
        twin._undoable_after_load = self._undoable_after_load if undo else 0
        twin.keeps_undo = self.keeps_undo and undo  # a copy that cannot undo copies no state before each action
        twin._events_to_check = self._events_to_check
        twin.quiet = quiet and hasattr(self.rules, "play")
        return twin

    def determinize(self, seat: int, seed: int, quiet: bool = False) -> Match:
        """A copy in a world `seat` cannot tell from this one (Rules.determinize); `quiet`: a
        search's copy that keeps no events, as `clone(quiet=True)`."""
        twin = Match(self.rules, self.seed, self.seats, self.options, state=self.rules.determinize(self.state, seat, seed))
        twin.names = list(self.names)
        twin.log = list(self.log)
        twin.movers = list(self.movers)
        if quiet:
            twin.keeps_undo, twin.quiet = False, hasattr(self.rules, "play")
        return twin

    # --- additions ---------------------------------------------------------------------------
    def _allows(self, action: str) -> bool:
        """Is `action` legal now? One of the legal actions last worked out, if the state has not
        moved since; else Rules.allows, where the game has it, checks that one action."""
        offered = self._offered
        if offered is not None and offered[0] is self.state and offered[1] == self._changes and action in offered[2]:
            return True
        allows = getattr(self.rules, "allows", None)
        return allows(self.state, action) if allows is not None else action in self.rules.legal_actions(self.state)

    def _seals(self) -> int:
        """Sealed choices made so far, for games that have them (Rules.seal_count is optional)."""
        count = getattr(self.rules, "seal_count", None)
        return count(self.state) if count else 0

    def seat_level(self, seat: int) -> str:
        """The AI level that plays (or advises) a seat: "easy", "normal" or "hard"."""
        kind = self.seats[seat] if 0 <= seat < len(self.seats) else "ai"
        return kind.split(":", 1)[1] if ":" in kind else "normal"

    def force_dice(self, values, *, line: str | None = None) -> None:
        """Script the next die results (tests and rulebook examples). Recorded in the log, so a
        save of a scripted game replays the same way. `line` is the log line the values were
        read from (a save's, replayed: save.forced_dice), kept as it is rather than written
        again die by die."""
        dice = values if isinstance(values, bytes) else list(map(int, values))
        self.rules.rng(self.state).script(dice)  # (refuses a value no die shows: each is 1-20 below)
        self._changes += 1
        self.log.append(line if line is not None else FORCE_PREFIX + " ".join(map(_DIE_TEXT.__getitem__, dice)))
        self.movers.append(None)
        self.history.append([])
        self._undo.clear()

    def events(self) -> list[dict]:
        """Every event so far, setup first: what the log panel shows after a load. Events kept
        by a snapshot are checked when first asked for (`check_events_first`); if they do not
        hold, the match is rebuilt from its log and its events are the rules' own (or, when the
        log does not replay either, the log panel starts empty)."""
        out = list(self._setup_events)
        for batch in self.history:
            out.extend(batch)
        if self._events_to_check is not None:
            holds, self._events_to_check = self._events_to_check, None
            if not holds(out):
                try:
                    self._rebuild()
                except BadSave:  # nor does the log replay (edited with the key too): no events, the game goes on
                    self._setup_events = []
                return self.events()
        return out

    def check_events_first(self, holds: Callable[[list[dict]], bool]) -> None:
        """The events came from a snapshot (api.load): `holds(events)` must answer True before
        they are first handed out. Telling 4,000 events costs more than restoring the snapshot
        did, so it is paid once, by the table that opens the game and reads them, not by every
        load (a list of saves loads each of them)."""
        self._events_to_check = holds

    def _refusal(self, action) -> str:
        legal = self.rules.legal_actions(self.state)
        sample = ", ".join(legal[:8]) + (" ..." if len(legal) > 8 else "")
        return f"[Invalid action] {action!r} is not legal now in {self.game}; legal: {sample or 'none (the game is over)'}"


def log_digest(log: list[str]) -> str:
    """Ties a snapshot to the exact action log it was taken after."""
    return hashlib.sha256("\n".join(log).encode()).hexdigest()[:32]


def restore(rules: Rules, header: dict, key: bytes | None = None) -> Match | None:
    """A match from a save's snapshot, or None when there is none this version can trust: none
    sealed with this installation's `key` (engine/core/save.py), or not for these rules.

    The snapshot must also keep the game's events whole ("events") and who took each action
    ("movers"): a save written before it did had dropped what the log's sentences read, such as
    the dice pictures, so its game is replayed from the action log instead, which brings every
    event back."""
    snap = savefile.sealed_snapshot(header, key)
    if snap is None or snap.get("rules") != getattr(rules, "VERSION", "1"):
        return None
    events, movers = snap.get("events"), snap.get("movers")
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        return None
    if not isinstance(movers, list) or len(movers) != len(header["log"]) or \
            not all(m is None or (isinstance(m, int) and not isinstance(m, bool)) for m in movers):
        return None
    try:
        state = rules.restore(snap["state"])
        options = rules.check_options(header["seats"], header["options"])
        match = Match(rules, header["seed"], header["seats"], options, state=state)
        if match.digest() != snap.get("digest") or snap.get("log") != log_digest(header["log"]):
            return None
    except Exception:  # noqa: BLE001 - a damaged snapshot only costs a replay
        return None
    match.log = list(header["log"])
    match.names = savefile.seat_names(header)
    match.movers = list(movers)
    if "packed" in snap:
        events = event_pack.unpack(events, snap["packed"], _packed_fields(rules))
        if events is None:
            return None
    match._setup_events = list(events)  # the log panel's events; history holds none of its own
    match.history = [[] for _ in match.log]
    undoable = snap.get("undoable")
    match._undoable_after_load = undoable if isinstance(undoable, int) and not isinstance(undoable, bool) else 0
    return match


def _packed_fields(rules: Rules) -> tuple[str, ...]:
    return getattr(rules, "PACKED_EVENT_FIELDS", ())


def check_script(rules: Rules, log: list[str]) -> None:
    """Every die a save's log scripts ("!dice 3 5") can be rolled in its game, else BadSave
    naming the line. Checked once, when the save is read: a value no die of the game shows
    would otherwise load and fail at the game's next roll, with no autosave to fall back on.
    A game says which dice it rolls by their faces (`Rules.DICE`: (6,) for d6 alone, () for
    none); one that does not say may be scripted anything the generator takes. (A game with
    dice of two sizes is held to the larger here; a value too big for the smaller one still
    fails as its roll is replayed, naming that action.)"""
    sizes = getattr(rules, "DICE", None)
    largest = max(sizes, default=0) if sizes is not None else MAX_SIDES
    game = getattr(rules, "INFO", {}).get("title", rules.ID)
    faces = bytes(range(1, largest + 1))
    for i, action in enumerate(log):
        if not action.startswith(FORCE_PREFIX):
            continue
        dice = savefile.forced_dice(action[len(FORCE_PREFIX):])
        if isinstance(dice, bytes) and not dice.translate(None, faces):
            continue  # a line as the match writes it, every die one the game rolls: no closer look
        for value in dice:
            if not 1 <= value <= largest:
                line = f"the save's line {i + 1} ({action[:60]!r})"
                if not largest:
                    raise BadSave(f"{line} scripts dice, but {game} rolls none")
                raise BadSave(f"{line} scripts a {value}, but the dice of {game} show 1 to {largest}")


def replay(rules: Rules, header: dict) -> Match:
    """Rebuild a match from a parsed save header: setup from the seed, then every action."""
    match = Match(rules, header["seed"], header["seats"], rules.check_options(header["seats"], header["options"]))
    match.names = savefile.seat_names(header)
    for i, action in enumerate(header["log"]):
        play_logged(match, i, action)
    return match


def play_logged(match: Match, i: int, action: str) -> list[dict]:
    """Carry out the save's log entry number `i` (an action, or dice a test scripted) and return
    its events; a damaged entry raises BadSave naming it."""
    if action.startswith(FORCE_PREFIX):
        values = savefile.forced_dice(action[len(FORCE_PREFIX):])
        try:
            match.force_dice(values, line=action)
        except ValueError:
            raise BadSave(f"the save's action {i + 1} ({action[:60]!r}) is damaged") from None
        return []
    try:
        return match.act(action)
    except IllegalAction:
        raise BadSave(f"the save's action {i + 1} ({action[:60]!r}) is not legal at that point: the file was edited or is damaged") from None
    except ValueError as exc:  # a die scripted earlier that this roll cannot show (Rng.die)
        raise BadSave(f"the save's action {i + 1} ({action[:60]!r}) could not be carried out: {exc}") from None


def _digest(canonical: Any) -> str:
    """A state's digest, from its canonical form."""
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]
