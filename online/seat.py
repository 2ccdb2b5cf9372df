"""A guest's connection to its host, kept up: hello on every (re)connection, and back after a drop.

Both kinds of guest use it - the command line's bot (online/headless.py) and a person's table
(scenes/online_session.py) - and neither waits on it: `pump()` takes what the network has
brought since (saying hello on each new connection, dialling again a while after a drop) and
returns the host's messages the guest was told, in order; `send` writes one message while a
connection is up, and answers False while none is. After `patience` seconds without a host it
gives up (`gave_up`), so a table can say so and a bot can stop.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable

from .guest import Guest
from .network import Network


class GuestLink:
    """The guest's side of one seat's connection (see the module)."""

    def __init__(self, guest: Guest, network: Network, dial: Callable[[], int | None], patience: float) -> None:
        self.guest, self.network, self.dial, self.patience = guest, network, dial, patience
        self.link: int | None = None
        self.connected = False  # the host's welcome... the connection is up and hello was said
        self.drops = 0
        self.lost_since: float | None = time.monotonic()  # (not yet connected)
        self._next_dial = 0.0
        self._rng = random.Random()

    @property
    def gave_up(self) -> bool:
        return self.lost_since is not None and time.monotonic() - self.lost_since > self.patience

    def pump(self, wait: float = 0) -> list[dict]:
        """The host's messages told since last asked (after saying hello on a new connection,
        and dialling again a while after a drop)."""
        if self.link is None and not self.gave_up and time.monotonic() >= self._next_dial:
            self.link = self.dial()
            self._next_dial = time.monotonic() + 0.2
        told = []
        for event in self.network.poll(wait):
            kind, link = event[0], event[1]
            if link != self.link:
                continue
            if kind == "opened":
                self.connected, self.lost_since = True, None
                self.network.send(link, self.guest.hello())
            elif kind == "received":
                message = self.guest.told(event[2])
                if message is not None:
                    told.append(message)
            elif kind == "closed":
                self._lost()
        return told

    def send(self, message: dict) -> bool:
        """Send one message to the host; False when no connection is up to carry it."""
        if self.link is None or not self.connected:
            return False
        self.network.send(self.link, message)
        return True

    def close(self) -> None:
        if self.link is not None:
            self.network.close(self.link)
        self.link, self.connected = None, False

    def _lost(self) -> None:
        """A drop: dial again after a short pause that grows with the drops (and never
        together with every other guest)."""
        self.link, self.connected = None, False
        self.drops += 1
        self.lost_since = self.lost_since or time.monotonic()
        self._next_dial = time.monotonic() + min(0.05 + 0.05 * self._rng.random() * self.drops, 1.0)
