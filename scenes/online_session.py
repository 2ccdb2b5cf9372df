"""A person's seat at another's table: the session a guest's table plays through.

The table asks a session the questions it asks of a local game - whose move, what the person
may choose, what each choice will do, what just happened - and a guest's session answers them
from what the host sent (online/remote.py's RemoteMatch). The differences are all here:

* a move is sent, not played: `act` sends the choice and returns no events; the table waits
  ("the host is taking your move") until the host's answer comes in through `poll`, which hands
  the table each action's events, its own and everyone else's, one per call, as a local session
  hands it the computer's moves;
* undo and a hint are asked of the host, and answered later;
* nobody shares this screen: the person's seat is the only one at it, so there is no pass
  screen, and every other seat - a person afar or the host's computer - moves by itself;
* the guest holds no save: nothing is autosaved here (the host autosaves); at the end, the
  host's revealed save goes into the history with its replay.

No pygame here: tested with the network and a host in one process (tests/online).
"""
from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any

from online.guest import Guest
from online.protocol import MAX_CHAT
from online.referee import NET
from online.remote import RemoteMatch
from online.seat import GuestLink

from .session import GameSession, Turn, seat_names

log = logging.getLogger(__name__)

AFAR = "remote"  # a seat kind: a person at another screen (never this table's to play)


class GuestSession(GameSession):
    """A guest's table's session (see the module), made once the host has sent the first state."""

    offers_new_game = False  # the next game is the host's to offer

    def __init__(self, link: GuestLink, *, first: dict | None = None, info: dict | None = None,
                 threaded: bool = True, closers: list | None = None) -> None:
        """`first`: the first state the host sent, when the guest was told more since (the
        table then opens there, and plays what followed as it plays every move: a game the
        host's computer opened before the guest's table was up is dealt, not recapped)."""
        self.link = link
        self.closers = list(closers or [])  # what else ends with the table (the network, the wormhole)
        self.guest: Guest = link.guest
        self._shown: dict | None = first or self.guest.state  # the state the table is at (`poll`)
        match = RemoteMatch(self.guest, lambda: self._shown)
        super().__init__(match, self._kinds(), match.names, info=info, autosave=False, threaded=threaded)
        self._turns: deque[list] = deque()  # [turn, the state after it] not yet handed to the table
        self._told_moves = int(self._shown["moves"])  # actions made into turns (or shown) so far
        self._sent_at: int | None = None  # the sequence a move or an undo was sent in, until the host answers
        self._hint_at: int | None = None
        self.undone = 0  # undos told so far: the table draws the view again on a change
        if self._shown is not self.guest.state:
            self._take(self.guest.state)  # (the actions since `first`, to be played in turn)

    def _kinds(self) -> list[str]:
        mine = self.guest.seat
        return [("human" if i == mine else "ai" if seat.get("kind") == "computer" else AFAR)
                for i, seat in enumerate(self.guest.welcome.get("seats", []))]

    @property
    def seat(self) -> int | None:
        return self.guest.seat

    @property
    def restless(self) -> bool:
        """The connection is down: the table keeps drawing frames, which dial again."""
        return not self.link.connected

    # --- who is at this screen ------------------------------------------------------------------
    def is_computer(self, seat: int | None) -> bool:
        """Every seat but this screen's moves by itself (a person afar, the host's computer):
        the table waits for it as it waits for the computer."""
        return seat is not None and seat != self.seat

    def human_seats(self) -> list[int]:
        return [self.seat] if self.seat is not None else []

    def viewer(self) -> int | None:
        return self.seat

    def is_pass_and_play(self) -> bool:
        return False

    def needs_pass_screen(self) -> bool:
        return False

    def is_human_turn(self) -> bool:
        """The person's decision is on the table, the table has shown everything the host sent
        (a choice is made in the host's latest position) and nothing of theirs is on its way."""
        return (self.seat is not None and self._shown is self.guest.state and self.match.to_move() == self.seat
                and not self.waiting_for_host)

    @property
    def waiting_for_host(self) -> bool:
        """A move or an undo was sent and the host has not answered yet."""
        return self._sent_at is not None and self.guest.state_seq <= self._sent_at

    @property
    def names(self) -> list[str]:
        """The names the host sent, a seat nobody named by its default in this player's
        language ("Player 1", "Computer (normal)")."""
        return seat_names(self.seats, self.match.names)

    # --- a person's move -------------------------------------------------------------------------
    def act(self, action: str, forced: bool = False) -> list[dict]:
        """Send the person's choice; its events come back through `poll` once the host has
        played it. Raises RuntimeError when it is not the person's move (or one is on its way),
        and the engine's IllegalAction for a choice not offered."""
        from engine import api

        if not self.is_human_turn():
            raise RuntimeError(f"it is not this seat's move (seat {self.match.to_move()}) - {action!r} refused")
        if action not in self.match.legal_actions():
            raise api.IllegalAction(f"{action!r} is not one of this seat's choices now")
        if self.link.send(self.guest.act(action)):
            self._sent_at = self.guest.state_seq
        return []

    # --- what the host tells --------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        """Another seat (or the host, with this seat's move) is to act."""
        return self.match.result() is None and (self.waiting_for_host or self.match.to_move() != self.seat)

    def poll(self) -> Turn | None:
        """Take what the host sent; hand the table the next action played (its events for this
        seat), one per call, in order - and only then move the table's state on to the one after
        it, so that the table animates each action from the position before it, as at a local
        table (the host may have sent several actions and their states at once)."""
        self.carry()
        if not self._turns:
            return None
        turn, state = self._turns.popleft()
        if state is not None:  # (the last turn before a state carries it; those before keep the last shown)
            self._shown = state
        self.history.append(turn)
        return turn

    def carry(self) -> None:
        """Take what the host sent (the table calls this every frame, so chat and presence
        arrive while the person thinks, too)."""
        for told in self.link.pump():
            self._take(told)

    def _take(self, told: dict) -> None:
        """A state makes a turn of each action since the last state (from what the guest was
        told of them: its events, its mover, the action if it was this seat's), the state
        paired with the last of them; so nothing told before this session was made, or told
        between two states, is missed."""
        kind = told["type"]
        if kind == "state":
            moves, fresh = int(told["moves"]), []
            for m in range(self._told_moves + 1, moves + 1):
                mover = self.guest.movers.get(m)
                fresh.append([Turn(mover, self.guest.actions.get(m, ""), self.guest.events.get(m, []),
                                   by_computer=mover != self.seat), None])
            self._told_moves = max(self._told_moves, moves)
            self._turns.extend(fresh)
            if self._turns:
                self._turns[-1][1] = told
            else:
                self._shown = told
        elif kind == "undone":
            kept = told["moves"]
            self._turns.clear()
            self._told_moves = kept
            del self.history[kept:]
            self._generation += 1
            self.undone += 1
        elif kind == "refused":
            self._sent_at = None  # (the table asks again)
            log.info("the host refused %s: %s", told.get("of"), told.get("reason", {}).get("id"))
        elif kind == "end":
            self._remember_the_end()

    # --- around the table ---------------------------------------------------------------------------
    def say(self, text: str) -> bool:
        """A chat line to everyone at the table; False when it cannot go (empty, no connection)."""
        text = text.strip()
        return bool(text) and self.link.send(self.guest.say(text[:MAX_CHAT]))

    @property
    def chat(self) -> list[dict]:
        return self.guest.chat

    def presence(self) -> list[dict]:
        """Each seat's name and presence (connected, waiting, away, computer, here), as the host
        last told it; this seat "reconnecting" while its own connection is down."""
        seats = [dict(seat) for seat in self.guest.presence]
        if not self.link.connected and self.seat is not None and self.seat < len(seats):
            seats[self.seat]["presence"] = "reconnecting"
        return seats

    # --- undo and hints, asked of the host ---------------------------------------------------------
    def can_undo(self) -> bool:
        return self.match.result() is None and not self.waiting_for_host and self.match.can_undo()

    def undo(self) -> bool:
        """Ask the host to take back the person's last move; True when asked (the change comes
        back through `poll`)."""
        if not self.can_undo() or not self.link.send(self.guest.undo()):
            return False
        self._sent_at = self.guest.state_seq
        return True

    def ask_hint(self) -> None:
        if self.is_human_turn() and self._hint_at != self.guest.state_seq and self.link.send(self.guest.ask_hint()):
            self._hint_at = self.guest.state_seq

    @property
    def hint_pending(self) -> bool:
        return self._hint_at == self.guest.state_seq and self.guest.hint is None

    def hint(self) -> str | None:
        hint = self.guest.hint
        if hint is None or hint.get("seq") != self.guest.state_seq or self._hint_at != self.guest.state_seq:
            return None
        self._hint_at = None
        return hint["action"] if hint["action"] in self.match.legal_actions() else None

    # --- the end ----------------------------------------------------------------------------------
    def _remember_the_end(self) -> None:
        """The host revealed the save: the game goes into this player's history, its replay
        with it, and the audit's findings into the log."""
        from engine import api

        from .session import remember

        if self.guest.audit_problems:
            log.warning("the audit of the online game found: %s", "; ".join(self.guest.audit_problems))
        try:
            finished = api.load(self.guest.end["save"])
        except api.BadSave as exc:
            log.warning("the host's revealed save does not load: %s", exc)
            return
        if not self._remembered:
            self._remembered = True
            self.history_entry = remember(finished, self.names, finished=True)

    def replay_eyes(self) -> int | None:
        """The replay opens with this seat's own eyes (an onlooker's: the first person's)."""
        return self.seat

    def final_save(self) -> str:
        """The save the host revealed at the end (a guest holds no other)."""
        from engine import api

        if self.guest.end is None:
            raise api.BadSave("the host has not revealed the game yet")
        return self.guest.end["save"]

    def close(self) -> None:
        """Leaving the table: the connection ends (the host marks the seat away until the
        person comes back)."""
        super().close()
        self.link.close()
        for closer in self.closers:
            closer()
        self.closers = []

    def _autosave(self) -> None:
        """A guest keeps no save (the host does)."""

    def wait(self, timeout: float | None = None) -> bool:
        return True


class HostSession(GameSession):
    """The host's table: a local game whose open seats are played afar, refereed as it goes.

    The host's people and computer play as at any table; a guest's move arrives through the
    referee (online/referee.py), which plays it through `_guest_move`, so it is recorded and
    animated like a computer's; after every change the referee tells each guest its part, and
    `poll` carries the network both ways. An open seat's guest gone too long can be handed to
    the computer (`referee.hand_to_computer`); the computer then plays it here until the guest
    comes back. Undo is the online rule: only the last actor, before anyone else acts."""

    def __init__(self, referee: Any, network: Any, names: list[str] | None = None, *, info: dict | None = None,
                 autosave: bool = True, threaded: bool = True, invitations: Any = None,
                 away_after: float = 180.0) -> None:
        self.referee, self.network = referee, network
        self.away_after = away_after  # seconds a guest may be away before the computer plays its seat
        self.invitations = invitations  # the codes and addresses (scenes/online_lobby.py), closed with the table
        kinds = [AFAR if seat.kind == NET else seat.kind for seat in referee.seats]
        super().__init__(referee.match, kinds, names if names is not None else [s.name for s in referee.seats],
                         info=info, autosave=autosave, threaded=threaded)
        referee.play, referee.take_back = self._guest_move, self._guest_undo
        self._turns: deque[Turn] = deque()

    def is_computer(self, seat: int | None) -> bool:
        """A seat not played at this screen: the computer's, or a guest's afar."""
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat] != "human"

    def human_seats(self) -> list[int]:
        """The host's people, at this screen (a guest's seat is played afar)."""
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

    def is_human_turn(self) -> bool:
        """A person here is to move, and every guest's move that came before has been shown
        (the table carries the network every frame, so a guest's move may be played before
        the table has taken its turn to show it)."""
        return not self._turns and super().is_human_turn()

    def is_over(self) -> bool:
        """Over once the move that ended it has been shown too (a guest's last move is played
        as it arrives, and waits in `_turns` for the table)."""
        return not self._turns and super().is_over()

    def poll(self) -> Turn | None:
        """Carry the network both ways; hand the table the next guest's move, else the
        computer's (for its own seats, and a guest's seat handed to it)."""
        self.carry()
        if self._turns:
            return self._turns.popleft()
        seat = self.match.to_move()
        if seat is not None and self.seats[seat] == AFAR and not self.referee.computer_plays(seat):
            self._forget_thinking()
            return None  # the guest's move, on its way
        turn = super().poll()
        if turn is not None:
            self._tell()
        return turn

    def act(self, action: str, forced: bool = False) -> list[dict]:
        events = super().act(action, forced)
        self._tell()
        return events

    def can_undo(self) -> bool:
        """Only the person who took the last action, before anyone else acts."""
        movers = self.match.movers
        return (not self.is_over() and bool(movers) and movers[-1] is not None and not self.is_computer(movers[-1])
                and self.match.can_undo())

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        done = self._undo_steps(1, keep=len(self.history) - 1)
        self._tell()
        return done

    # --- around the table ---------------------------------------------------------------------------
    def say(self, text: str) -> bool:
        """A chat line from the host's person at the table to everyone."""
        sayer = self.viewer()
        said = self.referee.say(sayer, text[:MAX_CHAT])
        self._tell()
        return said

    @property
    def chat(self) -> list[dict]:
        return self.referee.chat

    def presence(self) -> list[dict]:
        return self.referee.presence()

    def _autosave(self) -> None:
        """The match as any table keeps it, and beside it the referee's record, so that a host
        who left (or whose program ended) can host the game again from Continue; at the end,
        the record goes."""
        super()._autosave()
        if not self.autosave:
            return
        from . import storage

        if self.match.result() is None:
            storage.keep_online_record(self.referee.game, self.referee.record())
        else:
            storage.forget_online_record(self.referee.game)

    def close(self) -> None:
        """Leaving the table: the guests are told nothing more (they wait, and rejoin when the
        host plays on); the network and the wormholes close."""
        super().close()
        if self.invitations is not None:
            self.invitations.close()
            self.invitations = None

    # --- the referee's side ---------------------------------------------------------------------
    def _guest_move(self, action: str) -> list[dict]:
        seat = self.match.to_move()
        events = self.match.act(action)
        turn = Turn(seat, action, events, by_computer=True)
        self._record(turn)
        self._turns.append(turn)
        return events

    def _guest_undo(self) -> bool:
        return self._undo_steps(1, keep=len(self.history) - 1)

    def carry(self) -> None:
        """Carry the network both ways (the table calls this every frame); a guest away too
        long is handed to the computer until it comes back."""
        self.referee.hand_over_the_long_gone(time.monotonic(), self.away_after)
        for event in self.network.poll():
            getattr(self.referee, event[0])(*event[1:])
        self._tell()

    def _tell(self) -> None:
        self.referee.sync()
        out, closing = self.referee.drain()
        for link, message in out:
            self.network.send(link, message)
        for link in closing:
            self.network.close(link)
