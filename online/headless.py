"""The command line's online games: a host that plays its own seats with the computer, and a
guest played by the computer (`--bot`), both without a window.

    python main.py --host everzone --seats ai:easy,net --listen 127.0.0.1:8765 --headless
    python main.py --join 127.0.0.1:8765/Qx3... --headless --bot easy

The host prints one invite per open seat (a JSON line, `{"invite": ..., "seat": n}`), waits for
every guest, plays, and prints the result and the final digest; each guest prints the same, and
what its audit of the revealed save found. A guest whose connection drops connects again and
rejoins with its token and the last sequence it saw, as long as `patience` allows.
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from . import invite as invites
from .guest import Guest
from .network import Network
from .referee import NET, Referee
from .seat import GuestLink

POLL = 0.02  # seconds the loops wait for the network when there is nothing else to do
#: The host waits this long, after the end, for its guests to be told and hang up.
LINGER = 10.0
#: A guest gives up on a host it cannot reach for this long (seconds).
PATIENCE = 60.0


def host(game: str, plan: list[str], options: dict | None, listen: tuple[str, int] | None, *,
         say: Callable[[dict], None], away_after: float = 60.0, names: list[str] | None = None,
         wormhole: Any = None) -> dict:
    """Referee one game; the host's own seats (every kind but NET) are played by the computer.
    Guests come to a websocket at `listen`, or - given `wormhole`, the mailbox and relay to
    use (online/wormhole.py Wormholes' arguments) - by code. Returns the result and digest."""
    names = names or [("Guest" if kind == NET else "Host") + f" {i + 1}" for i, kind in enumerate(plan)]
    referee = Referee.open(game, plan, names, options)
    network = Network()
    holes = None
    try:
        if wormhole is not None:
            from .wormhole import Wormholes

            holes = Wormholes(network, **wormhole)
            for seat, token in referee.invites.items():
                say({"invite": holes.offer(token), "seat": seat})
        else:
            address = network.listen(*listen)
            for seat, token in referee.invites.items():
                say({"invite": str(invites.direct(address[0], address[1], token)), "seat": seat})
        return _referee_loop(referee, network, away_after)
    finally:
        if holes is not None:
            holes.close()
        network.stop()


def _referee_loop(referee: Referee, network: Network, away_after: float) -> dict:
    ended_at = None
    while True:
        for event in network.poll(POLL):
            getattr(referee, event[0])(*event[1:])
        match = referee.match
        if match is not None and match.result() is None:
            mover = match.to_move()
            if referee.computer_plays(mover) or referee.seats[mover].kind != NET:
                match.act(match.suggest(mover))
                referee.sync()
        referee.hand_over_the_long_gone(time.monotonic(), away_after)
        out, closing = referee.drain()
        for link, message in out:
            network.send(link, message)
        for link in closing:
            network.close(link)
        if match is not None and match.result() is not None:
            ended_at = ended_at or time.monotonic()
            if not any(seat.link is not None for seat in referee.seats) or time.monotonic() - ended_at > LINGER:
                return {"game": referee.game, "result": match.result(), "digest": match.digest(),
                        "actions": len(match.log)}


def join(text: str, *, level: str = "normal", name: str = "", patience: float | None = None,
         say: Callable[[dict], None] | None = None, wormhole: dict | None = None, share: str | None = None) -> dict:
    """Play the seat of the invite `text` with the computer at `level`, to the end. Returns the
    result, the digest and the audit's problems (an empty list: a fair game). A code is met
    through the mailbox and relay of `wormhole` (Wormholes' arguments; the public ones if None).
    `share`: this seat's share of the seed when it joined before (a program that rejoins keeps
    the share it sent first, or its audit cannot find it in the seed)."""
    invite = invites.parse(text)
    network = Network()
    holes = None
    try:
        if invite.code:
            from .wormhole import Wormholes

            holes = Wormholes(network, **(wormhole or {}))
            link, token = holes.accept(invite.code)
            dial = _once(link)  # (the channel reconnects by itself; a new code is a new invite)
        else:
            token, dial = invite.token, lambda: network.connect(invite.url)
        guest = Guest(token, name=name) if share is None else Guest(token, name=name, share=share)
        seat = _BotSeat(guest, network, dial, level, PATIENCE if patience is None else patience, say)
        return seat.play()
    finally:
        if holes is not None:
            holes.close()
        network.stop()


def _once(link: int) -> Callable[[], int | None]:
    """A dial that hands over the link already made, then none."""
    links = [link]
    return lambda: links.pop() if links else None


class _BotSeat:
    """A guest's seat played by the computer: asks the host for the move at its level and plays
    it once per position (online/seat.py keeps the connection up)."""

    def __init__(self, guest: Guest, network: Network, dial: Callable[[], int | None], level: str, patience: float,
                 say: Callable[[dict], None] | None) -> None:
        self.guest, self.level = guest, level
        self.link = GuestLink(guest, network, dial, patience)
        self.say = say or (lambda _: None)
        self.asked: Any = None  # (connection, seq) a hint was asked for; one act per position
        self.acted: Any = None

    def play(self) -> dict:
        while self.guest.end is None:
            for told in self.link.pump(POLL):
                if told["type"] == "refused":
                    self.say({"refused": told["reason"], "of": told.get("of")})
            if self.link.gave_up:
                raise ConnectionError(f"the host has been gone for {self.link.patience:.0f} s")
            self._move()
        self.link.close()
        end = self.guest.end
        return {"seat": self.guest.seat, "result": end["result"], "digest": end["digest"],
                "audit": self.guest.audit_problems, "drops": self.link.drops, "told": len(self.guest.events)}

    def _move(self) -> None:
        guest = self.guest
        if not guest.my_move():
            return
        position = (self.link.link, guest.state_seq)
        if self.asked != position:
            if self.link.send(guest.ask_hint(self.level)):
                self.asked = position
        elif guest.hint is not None and guest.hint["seq"] == guest.state_seq and self.acted != position:
            if self.link.send(guest.act(guest.hint["action"])):
                self.acted = position


def printed(data: dict) -> None:
    print(json.dumps(data), flush=True)
