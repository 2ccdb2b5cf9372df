"""An online table in one process: a referee and its guests joined by in-memory pipes.

Every message crosses as the text the wire carries (protocol.encode, then read again), in the
order it was sent, so what the tests check is what a socket would carry. A guest can be cut
(its connection closed, its picture kept) and rejoin on a new connection with its token and
the last sequence it saw, as a guest whose network failed does. The host plays its own seats
with the computer; each guest plays its seat by asking the host for a hint at its level and
acting on it, as `--join --bot LEVEL` does.
"""
from __future__ import annotations

import hashlib
import itertools
import os
import random
from dataclasses import dataclass, field

from online import protocol
from online.guest import Guest
from online.referee import NET, Referee

#: `make online` plays every game these tests name (GAMENIGHT_ONLINE=full); `make test` a few
#: of each kind, so that the default run stays lean.
FULL = os.environ.get("GAMENIGHT_ONLINE") == "full"
_links = itertools.count(1)


def some(cases: list, lean: int) -> list:
    """All `cases` under `make online`, the first `lean` under `make test`."""
    return cases if FULL else cases[:lean]


def share(seed: int, whose: object) -> str:
    """A share of the seed fixed by the test's `seed`: the same game on every run."""
    return hashlib.sha256(f"{seed}/{whose}".encode()).hexdigest()


@dataclass
class Seated:
    guest: Guest
    link: int | None = None
    level: str = "easy"
    sent: list[dict] = field(default_factory=list)  # every message the host sent this guest


class Table:
    """A referee for `game` with `plan` seats (NET for a guest's), its guests joined."""

    def __init__(self, game: str, plan: list[str], options: dict | None = None, level: str = "easy",
                 spectators: int = 0, seed: int = 0) -> None:
        names = [f"Guest {i}" if kind == NET else f"Host {i}" for i, kind in enumerate(plan)]
        self.referee = Referee.open(game, plan, names, options, threaded=False, host_share=share(seed, "host"))
        self.guests = {seat: Seated(Guest(token, name=f"Player {seat}", share=share(seed, seat)), level=level)
                       for seat, token in self.referee.invites.items() if seat is not None}
        self.watchers = [Seated(Guest(self.referee.spectator_token)) for _ in range(spectators)]
        self.by_link: dict[int, Seated] = {}
        self.frames = 0

    @property
    def everyone(self) -> list[Seated]:
        return list(self.guests.values()) + self.watchers

    def join(self, seated: Seated) -> None:
        seated.link = next(_links)
        self.by_link[seated.link] = seated
        self.referee.opened(seated.link)
        self.send(seated, seated.guest.hello())

    def join_all(self) -> None:
        for seated in self.everyone:
            self.join(seated)

    def cut(self, seated: Seated) -> None:
        """The guest's connection drops (its picture stays, as a guest's program does)."""
        if seated.link is not None:
            self.by_link.pop(seated.link, None)
            self.referee.closed(seated.link)
            seated.link = None
            self.deliver()

    def send(self, seated: Seated, message: dict | str | bytes) -> None:
        frame = protocol.encode(message) if isinstance(message, dict) else message
        self.referee.received(seated.link, frame)
        self.deliver()

    def deliver(self) -> None:
        """Hand every message the referee has sent to its guest; hang up where it says."""
        while self.referee.outbox or self.referee.closing:
            out, closing = self.referee.drain()
            for link, message in out:
                seated = self.by_link.get(link)
                if seated is not None:
                    self.frames += 1
                    seated.sent.append(message)
                    seated.guest.told(protocol.encode(message))
            for link in closing:
                seated = self.by_link.pop(link, None)
                if seated is not None:
                    seated.link = None

    def step(self) -> bool:
        """One move by whoever is to move: the host's computer, or a guest through a hint and
        an act. False when the game is over (or nobody can move)."""
        match = self.referee.match
        if match is None or match.result() is not None:
            return False
        mover = match.to_move()
        seated = self.guests.get(mover)
        if seated is None or self.referee.computer_plays(mover):
            match.act(match.suggest(mover))
            self.referee.sync()
            self.deliver()
            return True
        if seated.link is None:
            self.join(seated)
        guest = seated.guest
        assert guest.my_move(), f"seat {mover} is to move but its guest has no decision"
        self.send(seated, guest.ask_hint(seated.level))
        assert guest.hint is not None, guest.refusals[-1:]
        self.send(seated, guest.act(guest.hint["action"]))
        return True

    def play(self, cuts: int = 0, rng: random.Random | None = None, limit: int = 3000) -> int:
        """Play to the end, cutting a random guest `cuts` times at random moments (it rejoins
        before its next move, or at once half the time). Returns the actions played."""
        rng = rng or random.Random(0)
        moments = set(rng.sample(range(1, 60), cuts)) if cuts else set()
        steps = 0
        while self.step():
            steps += 1
            assert steps < limit, "no end"
            if steps in moments and self.guests:
                victim = rng.choice(list(self.guests.values()))
                self.cut(victim)
                if rng.random() < 0.5:
                    self.join(victim)
        for seated in self.everyone:
            if seated.link is None:
                self.join(seated)
        return steps
