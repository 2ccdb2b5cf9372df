"""The host's side of an online table: who sits where, who may do what, what each is sent.

The referee is a state machine over messages, with no network and no clock of its own: a
transport tells it a connection `opened`, each message `received` and a connection `closed`;
it answers by putting (link, message) pairs in `outbox` and the links to hang up in `closing`,
which the transport sends and closes. Its owner - the host's table, or the command line's
loop - plays the host's own seats and the computer's on the match as a local game does, and
calls `sync()` after any change: the referee compares the match's log with what it has sent
and tells every connection what changed, each only what its seat may see.

Sequence numbers: `seq` grows by one with every action and every undo. A state carries the
sequence it is at, and a guest's act or undo names the sequence it was chosen in: one chosen
in a position that has since moved on is refused as stale, never applied to another position.
The journal (each sequence's kind and the number of actions after it) is what a guest who
rejoins has missed; it is kept in the `record` with the seats' tokens and the shares of the
seed, which the host saves beside its autosave so that a restarted host resumes the table.
"""
from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import __version__, api

from . import fairness, protocol
from .fairness import visible_to
from .protocol import Refused, msg

NET = "net"  # an open seat, played from afar
#: Refusals in a row (no message taken between them) after which a connection is closed; a
#: connection that has not said hello yet gets fewer.
MAX_REFUSALS = 8
MAX_REFUSALS_BEFORE_HELLO = 2


@dataclass
class Seat:
    """One seat at the online table."""

    kind: str  # NET, "human" (at the host's screen) or a computer's kind ("ai:hard")
    name: str
    token: str | None = None  # a NET seat's invite
    share: str | None = None  # a NET seat's share of the seed, once it said hello
    link: Any = None  # the connection playing it now
    away: bool = False  # it was connected and is not now
    by_computer: bool = False  # handed to the computer while away (`hand_to_computer`)

    @property
    def presence(self) -> str:
        if self.kind != NET:
            return "computer" if self.kind.startswith("ai") else "here"
        if self.link is not None:
            return "connected"
        if self.by_computer:
            return "computer"
        return "away" if self.away else "waiting"


@dataclass
class _Link:
    seat: int | None = None  # None: a spectator (once `hello` is true)
    hello: bool = False
    refusals: int = 0
    name: str = ""


@dataclass
class Entry:
    """One sequence number: an action ("act", `moves` the actions after it) or an undo ("undo",
    `moves` the actions left, `seat` who took it back)."""

    seq: int
    kind: str
    moves: int
    seat: int | None = None


@dataclass
class Referee:
    """The host's referee for one online game (see the module's docstring)."""

    game: str
    options: dict
    seats: list[Seat]
    spectator_token: str
    host_share: str = field(default_factory=fairness.new_share)
    match: Any = None  # set once every open seat has said hello (`_start`), or by `resume`
    seq: int = 0
    journal: list[Entry] = field(default_factory=list)
    play: Callable[[str], Any] | None = None  # how a guest's action is played (default match.act)
    take_back: Callable[[], bool] | None = None  # how an undo is taken (default match.undo)
    threaded: bool = True  # hints worked out in a worker thread (False: at once, for tests)

    def __post_init__(self) -> None:
        self.outbox: list[tuple[Any, dict]] = []
        self.closing: list[Any] = []
        self.chat: list[dict] = []  # every chat line of the table, for the host's screen
        self._links: dict[Any, _Link] = {}
        self._sent_log: list[str] = list(self.match.log) if self.match is not None else []  # as told so far
        self._sent_movers: list[int | None] = list(self.match.movers) if self.match is not None else []
        self._hints: list[tuple[Any, int, threading.Thread | None, list]] = []
        self._away_since: dict[int, float] = {}  # an away seat's first moment seen away (hand_over_the_long_gone)
        self._ended = self.match is not None and self.match.result() is not None

    # --- making one ------------------------------------------------------------------------
    @classmethod
    def open(cls, game: str, plan: list[str], names: list[str], options: dict | None = None, **more: Any) -> Referee:
        """A table for `game` whose seats are `plan` (NET for an open seat, else a local seat's
        kind), each with a fresh invite token. Options are checked now, so a bad variant fails
        before anyone is invited (api.BadOptions)."""
        kinds = [seat_kind(kind) for kind in plan]
        checked = api.new_match(game, 0, kinds, options).options
        seats = [Seat(kind, name, token=secrets.token_urlsafe(12) if kind == NET else None)
                 for kind, name in zip(plan, names)]
        return cls(game, checked, seats, secrets.token_urlsafe(12), **more)

    @property
    def invites(self) -> dict[int | None, str]:
        """Each open seat's token, and the spectators' (key None)."""
        out: dict[int | None, str] = {i: seat.token for i, seat in enumerate(self.seats) if seat.token}
        out[None] = self.spectator_token
        return out

    def record(self) -> dict:
        """What a restarted host needs besides its autosave: the seats and their tokens, the
        shares, the sequence and its journal (JSON)."""
        return {"game": self.game, "options": self.options, "spectator_token": self.spectator_token,
                "host_share": self.host_share, "seq": self.seq,
                "seats": [{"kind": s.kind, "name": s.name, "token": s.token, "share": s.share} for s in self.seats],
                "journal": [[e.seq, e.kind, e.moves, e.seat] for e in self.journal]}

    @classmethod
    def resume(cls, record: dict, match: Any, **more: Any) -> Referee:
        """The table of `record` again, with its match as the autosave kept it: every guest is
        away until it rejoins with its token. A match loaded from a sealed snapshot keeps its
        events in one heap; the referee tells a returning guest each action's own, so such a
        match is replayed from its log first."""
        if match.log and not any(match.history):
            match = api.load(match.save())
        seats = [Seat(s["kind"], s["name"], token=s["token"], share=s["share"], away=s["kind"] == NET)
                 for s in record["seats"]]
        journal = [Entry(*row) for row in record["journal"]]
        referee = cls(record["game"], record["options"], seats, record["spectator_token"],
                      host_share=record["host_share"], match=match, seq=record["seq"], journal=journal, **more)
        told = journal[-1].moves if journal else 0  # the actions the record had counted: any after, told now
        referee._sent_log, referee._sent_movers = list(match.log[:told]), list(match.movers[:told])
        referee.sync()
        return referee

    # --- the transport's calls ------------------------------------------------------------------
    def opened(self, link: Any) -> None:
        self._links[link] = _Link()

    def closed(self, link: Any) -> None:
        """A connection is gone: its seat is away (until it rejoins, or the host hands it to
        the computer)."""
        gone = self._links.pop(link, None)
        if gone is None or not gone.hello:
            return
        if gone.seat is not None and self.seats[gone.seat].link is link:
            self.seats[gone.seat].link = None
            self.seats[gone.seat].away = True
            self._send_presence()

    def received(self, link: Any, frame: str | bytes) -> None:
        """One message from a connection: taken, or refused with the reason."""
        state = self._links.get(link)
        if state is None:
            return  # (already closed)
        kind = None
        try:
            message = protocol.read_guest(frame)
            kind = message["type"]
            if not state.hello and kind != "hello":
                raise Refused(msg("Say hello first."))
            getattr(self, "_on_" + kind)(link, state, message)
        except Refused as refusal:
            self._refuse(link, state, refusal.reason, kind)
            return
        state.refusals = 0

    def _refuse(self, link: Any, state: _Link, reason: dict, kind: str | None) -> None:
        self.outbox.append((link, protocol.refused(reason=reason, of=kind, seq=self.seq)))
        state.refusals += 1
        if state.refusals > (MAX_REFUSALS if state.hello else MAX_REFUSALS_BEFORE_HELLO):
            self.closing.append(link)
            self.closed(link)

    # --- a guest's messages -------------------------------------------------------------------
    def _on_hello(self, link: Any, state: _Link, message: dict) -> None:
        if state.hello:
            raise Refused(msg("You have already said hello."))
        seat = self._seat_of(message["token"])
        name = message.get("name", "").strip()
        if seat is not None:
            sitting = self.seats[seat]
            if self.match is None and "share" not in message:
                raise Refused(msg("A player's hello carries a share of the seed."))
            if self.match is None:
                sitting.share = message["share"]
            if sitting.link is not None and sitting.link in self._links:
                self.closing.append(sitting.link)  # the same seat from a new connection: the old one is stale
                self._links.pop(sitting.link, None)
            sitting.link, sitting.away, sitting.by_computer = link, False, False
            if name:
                sitting.name = name
        state.hello, state.seat, state.name = True, seat, name
        self.outbox.append((link, protocol.welcome(
            game=self.game, options=self.options, seats=self._seat_list(), seat=seat,
            commit=fairness.commitment(self.host_share), app=__version__)))
        self._send_presence()
        if self.match is None and all(s.share for s in self.seats if s.kind == NET):
            self._start()
        elif self.match is not None:
            self._catch_up(link, seat, message.get("seen", 0))

    def _seat_of(self, token: str) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat.token is not None and secrets.compare_digest(seat.token, token):
                return i
        if secrets.compare_digest(self.spectator_token, token):
            return None
        raise Refused(msg("This invitation is not for this table."))

    def _on_act(self, link: Any, state: _Link, message: dict) -> None:
        self._playing(state, message["seq"])
        try:
            (self.play or self.match.act)(message["action"])
        except api.IllegalAction:
            raise Refused(msg("That move is not legal now.")) from None
        self.sync()

    def _on_undo(self, link: Any, state: _Link, message: dict) -> None:
        seat = self._seated(state, message["seq"])
        if not self._may_undo(seat) or not (self.take_back or self.match.undo)():
            raise Refused(msg("Your last move cannot be taken back now."))
        self.sync()

    def _on_hint(self, link: Any, state: _Link, message: dict) -> None:
        seat = self._playing(state, message["seq"])
        level = message.get("level", "hard")
        twin = self.match.clone(undo=False)
        twin.seats = list(twin.seats)
        twin.seats[seat] = "ai:" + level
        answer: list = []
        job = None
        if self.threaded:
            job = threading.Thread(target=_advise, args=(twin, seat, answer), daemon=True, name="online-hint")
            job.start()
        else:
            _advise(twin, seat, answer)
        self._hints.append((link, self.seq, job, answer))
        self.pump()

    def _on_chat(self, link: Any, state: _Link, message: dict) -> None:
        text = message["text"].strip()
        if not text:
            raise Refused(msg("An empty chat line is not sent."))
        name = self.seats[state.seat].name if state.seat is not None else state.name
        self._chat(state.seat, name, text)

    def say(self, seat: int | None, text: str) -> bool:
        """A chat line from the host's screen (`seat`: the host's person who says it); False
        for an empty or overlong line, which is not sent."""
        text = text.strip()
        if not text or len(text) > protocol.MAX_CHAT or not text.isprintable():
            return False
        self._chat(seat, self.seats[seat].name if seat is not None else "", text)
        return True

    def _chat(self, seat: int | None, name: str, text: str) -> None:
        line = protocol.chat(seat=seat, name=name, text=text)
        self.chat.append(line)
        self._to_all(line)

    def presence(self) -> list[dict]:
        """Each seat: its name, kind and presence (connected, waiting, away, computer, here)."""
        return self._seat_list()

    def _on_bye(self, link: Any, state: _Link, message: dict) -> None:
        self.closing.append(link)
        self.closed(link)

    def _seated(self, state: _Link, seq: int) -> int:
        """The link's seat, in a game under way, at the sequence the message was chosen in."""
        if state.seat is None:
            raise Refused(msg("A spectator cannot play."))
        if self.match is None:
            raise Refused(msg("The game has not started yet."))
        if self.match.result() is not None:
            raise Refused(msg("The game is over."))
        if seq != self.seq:
            raise Refused(msg("That was chosen in a position that has since moved on."))
        return state.seat

    def _playing(self, state: _Link, seq: int) -> int:
        seat = self._seated(state, seq)
        if self.match.to_move() != seat or self.seats[seat].by_computer:
            raise Refused(msg("It is not your move."))
        return seat

    def _may_undo(self, seat: int) -> bool:
        """Only the last actor, before anyone else acts, never past a die, a card or a sealed
        choice (Match.undo refuses those)."""
        movers = self.match.movers
        return bool(movers) and movers[-1] == seat and self.match.can_undo()

    # --- telling ------------------------------------------------------------------------------
    def sync(self) -> None:
        """Tell every connection what changed in the match since last told: each action's
        events its seat may see, each undo, then its fresh state; at the end, the end."""
        if self.match is None:
            return
        log, sent = self.match.log, self._sent_log
        if len(log) == len(sent) and (not log or log[-1] == sent[-1]):
            self.pump()
            return
        kept = 0
        while kept < min(len(log), len(sent)) and log[kept] == sent[kept]:
            kept += 1
        if kept < len(sent):
            self.seq += 1
            mover = self._sent_movers[kept]
            self.journal.append(Entry(self.seq, "undo", kept, mover))
            self._to_all(protocol.undone(seq=self.seq, moves=kept, seat=mover if mover is not None else -1))
        for moves in range(kept + 1, len(log) + 1):
            self.seq += 1
            self.journal.append(Entry(self.seq, "act", moves, self.match.movers[moves - 1]))
            for link, link_state in self._seated_links():
                self.outbox.append((link, self._events(self.seq, moves, link_state.seat)))
        self._sent_log, self._sent_movers = list(log), list(self.match.movers)
        for link, link_state in self._seated_links():
            self.outbox.append((link, self._state(link_state.seat)))
        self._end_if_over()
        self.pump()

    def _events(self, seq: int, moves: int, seat: int | None) -> dict:
        mover = self.match.movers[moves - 1]
        batch = [ev for ev in self.match.history[moves - 1] if visible_to(ev, seat)]
        action = self.match.log[moves - 1] if seat is not None and mover == seat else None
        return protocol.events(seq=seq, moves=moves, seat=mover, batch=batch, action=action)

    def _state(self, seat: int | None) -> dict:
        match = self.match
        mover = match.to_move()
        mine = seat is not None and mover == seat and match.result() is None
        decision = match.decision() if mine else None
        forecasts = {}
        if decision is not None:
            for choice in decision.get("choices", []):
                told = match.forecast(choice["action"])
                if told is not None:
                    forecasts[choice["action"]] = told
        return protocol.state(seq=self.seq, moves=len(match.log), view=match.view(seat), to_move=mover,
                              decision=decision, forecasts=forecasts, result=match.result(),
                              undo=seat is not None and self._may_undo(seat))

    def _catch_up(self, link: Any, seat: int | None, seen: int) -> None:
        """A connection joining a game under way: the setup's events for a newcomer, or what
        was missed since `seen` for one coming back; then its fresh state."""
        if seen == 0:
            every = self.match.events()
            setup = every[: len(every) - sum(len(batch) for batch in self.match.history)]
            self.outbox.append((link, protocol.events(seq=0, moves=0, seat=None,
                                                      batch=[ev for ev in setup if visible_to(ev, seat)])))
        live = _live_entries(self.journal, len(self.match.log))
        for entry in self.journal:
            if entry.seq <= seen:
                continue
            if entry.kind == "undo":
                self.outbox.append((link, protocol.undone(seq=entry.seq, moves=entry.moves,
                                                          seat=entry.seat if entry.seat is not None else -1)))
            elif entry.seq in live:
                self.outbox.append((link, self._events(entry.seq, entry.moves, seat)))
        self.outbox.append((link, self._state(seat)))
        if self._ended:
            self.outbox.append((link, self._end()))

    def _end_if_over(self) -> None:
        if not self._ended and self.match.result() is not None:
            self._ended = True
            self._to_all(self._end())

    def _end(self) -> dict:
        match = self.match
        return protocol.end(seq=self.seq, result=match.result(), save=match.save(), share=self.host_share,
                            shares=[s.share for s in self.seats], digest=match.digest())

    def pump(self) -> None:
        """Send the hints worked out since, each to its asker while its position stands."""
        waiting = []
        for link, seq, job, answer in self._hints:
            if job is not None and job.is_alive():
                waiting.append((link, seq, job, answer))
            elif link in self._links and seq == self.seq and answer:
                action, reason = answer[0]
                self.outbox.append((link, protocol.hint(seq=seq, action=action, reason=reason)))
        self._hints = waiting

    def _start(self) -> None:
        seed = fairness.seed_of(self.host_share, [s.share for s in self.seats])
        self.match = api.new_match(self.game, seed, [seat_kind(s.kind) for s in self.seats], self.options)
        self.match.names = [s.name for s in self.seats]
        self._sent_log, self._sent_movers = [], []
        for link, link_state in self._seated_links():
            self._catch_up(link, link_state.seat, 0)

    # --- presence and the computer -----------------------------------------------------------
    def hand_to_computer(self, seat: int) -> None:
        """An away seat played by the computer until its guest comes back (the owner plays the
        seats `computer_plays`)."""
        if self.seats[seat].kind == NET and self.seats[seat].link is None:
            self.seats[seat].by_computer = True
            self._send_presence()

    def hand_over_the_long_gone(self, now: float, away_after: float) -> None:
        """A seat away for longer than `away_after` seconds (by the owner's clock, `now`) is
        played by the computer until it comes back. The owner calls this as it carries the
        network; the referee keeps no clock of its own."""
        for i, seat in enumerate(self.seats):
            if seat.kind == NET and seat.away and not seat.by_computer:
                since = self._away_since.setdefault(i, now)
                if now - since > away_after and self.match is not None:
                    self.hand_to_computer(i)
            else:
                self._away_since.pop(i, None)

    def computer_plays(self, seat: int) -> bool:
        kind = self.seats[seat].kind
        return kind.startswith("ai") or (kind == NET and self.seats[seat].by_computer)

    def waits_for_guest(self) -> bool:
        """Is the move an open seat's, played from afar (not by the host's screen)?"""
        mover = self.match.to_move() if self.match is not None else None
        return mover is not None and self.seats[mover].kind == NET and not self.seats[mover].by_computer

    def _seat_list(self) -> list[dict]:
        return [{"seat": i, "name": s.name, "kind": s.kind if s.kind == NET or not s.kind.startswith("ai") else "computer",
                 "presence": s.presence} for i, s in enumerate(self.seats)]

    def _send_presence(self) -> None:
        self._to_all(protocol.presence(seats=self._seat_list()))

    def _seated_links(self) -> list[tuple[Any, _Link]]:
        return [(link, state) for link, state in self._links.items() if state.hello]

    def _to_all(self, message: dict) -> None:
        for link, _state in self._seated_links():
            self.outbox.append((link, message))

    def drain(self) -> tuple[list[tuple[Any, dict]], list[Any]]:
        """What to send and whom to hang up on, handed over once (hints worked out since
        included)."""
        self.pump()
        out, closing = self.outbox, self.closing
        self.outbox, self.closing = [], []
        return out, closing


def seat_kind(kind: str) -> str:
    """The match's seat kind for a seat of the plan: an open seat is a person's."""
    return "human" if kind == NET else kind


def _advise(twin: Any, seat: int, answer: list) -> None:
    """A hint: the move the computer would make in `seat`, and the rules' reason for it."""
    action = twin.suggest(seat)
    answer.append((action, twin.why(seat, action)))


def _live_entries(journal: list[Entry], moves_now: int) -> set[int]:
    """The sequences of the actions still in the log: an action is gone when a later undo left
    fewer actions than it had made."""
    live, lowest = set(), moves_now
    for entry in reversed(journal):
        if entry.kind == "undo":
            lowest = min(lowest, entry.moves)
        elif entry.moves <= lowest:
            live.add(entry.seq)
            lowest = entry.moves - 1
    return live
