"""What the app's online screens share: a network that wakes the window, the wormholes the
settings point at, the address a friend on the same network dials, and work that must not
hold up a frame.

A window that rests (scenes/app.py sleeps while nothing moves) would look at its scenes only
every IDLE_CHECK seconds; a message from the host could then wait 0.2 s to be shown. The
network here posts NETWORK_EVENT as a message arrives, so a resting window takes it within a
frame. One event waits at a time: a burst of messages wakes the window once.
"""
from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable
from typing import Any

import pygame

log = logging.getLogger(__name__)

NETWORK_EVENT = pygame.event.custom_type()


def _wake() -> None:
    try:
        if not pygame.event.peek(NETWORK_EVENT):
            pygame.event.post(pygame.event.Event(NETWORK_EVENT))
    except pygame.error:  # (the window is closing)
        pass


def network() -> Any:
    """A Network whose arrivals wake the window."""
    from online.network import Network

    return Network(wake=_wake)


def wormholes(settings: Any, net: Any) -> Any:
    """Invites by code through the mailbox and relay the settings name."""
    from online.wormhole import Wormholes

    return Wormholes(net, mailbox=settings.online_mailbox, relay=settings.online_relay)


def lan_address() -> str:
    """This machine's address on its network, as a friend there dials it (no packet is sent:
    a UDP socket only picks the interface a route would use); 127.0.0.1 with no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # (TEST-NET-1: never routed anywhere)
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


SHARES_KEPT = 20  # the seats whose shares are remembered (a friend rejoins within a game or two)


def remembered_share(token: str) -> str:
    """This seat's share of the seed: the one sent when this screen first joined the seat (a
    player whose program ended rejoins with the share the seed was drawn with, so the audit at
    the end can find it), else a new one, remembered. Kept in the data folder by token."""
    import json

    from online import fairness

    from . import atomic, config

    path = config.data_dir() / "online_shares.json"
    try:
        kept = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except (OSError, ValueError):
        kept = {}
    if not isinstance(kept, dict):
        kept = {}
    share = kept.get(token)
    if isinstance(share, str) and len(share) == 64 and all(c in "0123456789abcdef" for c in share):
        return share
    share = fairness.new_share()
    kept = {k: v for k, v in list(kept.items())[-(SHARES_KEPT - 1):] if isinstance(v, str)}
    kept[token] = share
    try:
        atomic.write_text(path, json.dumps(kept))
    except OSError as exc:
        log.warning("cannot remember the seat's share: %s", exc)
    return share


class Errand:
    """A slow call (a mailbox's code, a wormhole's meeting) in a thread of its own: `done`,
    then `result` or `error` (the exception). The frame never waits for it."""

    def __init__(self, work: Callable[[], Any], name: str = "online-errand") -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(work,), name=name, daemon=True).start()

    def _run(self, work: Callable[[], Any]) -> None:
        try:
            self.result = work()
        except BaseException as exc:  # noqa: BLE001 - handed to the screen, which says it
            log.info("an online errand failed: %r", exc)
            self.error = exc
        finally:
            self._done.set()
            _wake()

    @property
    def done(self) -> bool:
        return self._done.is_set()
