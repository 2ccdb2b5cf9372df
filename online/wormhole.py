"""Invites by code across home routers: magic-wormhole carries the table's messages.

A host offers one wormhole per open seat: the mailbox server allocates its code (`7-guitar-
sunset`), short enough to read aloud. A guest who types it meets the host there; PAKE turns
the code into a shared key (a wrong guess fails, and uses the code up), the host sends the
seat's token inside the wormhole, and the two dilate it: a durable, encrypted channel that
connects directly where the routers allow and through the transit relay where they do not,
and reconnects on its own after a drop. On it, a subchannel carries the protocol's messages,
each framed by its length.

The connections appear in a `Network`'s event stream as links like any websocket's, so the
referee and the guest never know which carried them. Twisted runs in a daemon thread of its
own (`_reactor`), started once per process; everything here crosses into it with
`callFromThread` and back through the Network's queue.

The mailbox and relay addresses are settings (`MAILBOX`, `RELAY` are magic-wormhole's public
servers): a club can run its own from the published packages (magic-wormhole-mailbox-server,
magic-wormhole-transit-relay), as the tests do. `direct=False` offers no direct address, so
the relay carries everything (the tests check that it can).
"""
from __future__ import annotations

import json
import threading
from typing import Any

from . import protocol
from .network import Network

APPID = "gamenight.online/v1"
MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
RELAY = "tcp:transit.magic-wormhole.io:4001"
SUBPROTOCOL = "gamenight"
TIMEOUT = 60.0  # seconds to wait for the mailbox, the other side, the token

_started = threading.Lock()
_running: list[Any] = []


def _reactor() -> Any:
    """Twisted's reactor, running in a daemon thread (started on first use)."""
    with _started:
        if not _running:
            from twisted.internet import reactor

            threading.Thread(target=reactor.run, kwargs={"installSignalHandlers": False}, name="online-wormhole",
                             daemon=True).start()
            _running.append(reactor)
        return _running[0]


def _blocking(function: Any, *args: Any, timeout: float = TIMEOUT) -> Any:
    """Run `function` (which may return a Deferred) in the reactor's thread; its result here."""
    from twisted.internet.defer import maybeDeferred

    reactor = _reactor()
    done = threading.Event()
    box: list = []

    def start() -> None:
        d = maybeDeferred(function, *args)
        d.addBoth(lambda result: (box.append(result), done.set()))

    reactor.callFromThread(start)
    if not done.wait(timeout):
        raise TimeoutError(f"no answer from the wormhole in {timeout:.0f} s")
    result = box[0]
    if hasattr(result, "raiseException"):  # a Failure
        result.raiseException()
    return result


class Wormholes:
    """The wormhole links of one Network: offer a seat by code (the host), accept a code (a guest)."""

    def __init__(self, network: Network, mailbox: str = MAILBOX, relay: str = RELAY, direct: bool = True) -> None:
        self.network, self.mailbox, self.relay, self.direct = network, mailbox, relay, direct
        self._holes: list[Any] = []

    def offer(self, token: str) -> str:
        """A new code for the seat `token` sits in; the guest who types it is a link of the
        network (opened when its channel is up). Returns the code."""
        return _blocking(self._offer, token)

    def accept(self, code: str) -> tuple[int, str]:
        """Meet the host at `code`: the link (opened when the channel is up) and the seat's token."""
        return _blocking(self._accept, code, timeout=TIMEOUT * 2)

    def close(self) -> None:
        for hole in self._holes:
            _reactor().callFromThread(hole.close)

    # --- in the reactor's thread ---------------------------------------------------------------
    def _create(self) -> Any:
        import wormhole

        hole = wormhole.create(APPID, self.mailbox, _reactor(), dilation=True)
        self._holes.append(hole)
        return hole

    def _dilate(self, hole: Any) -> Any:
        return hole.dilate(transit_relay_location=self.relay, no_listen=not self.direct,
                           expected_subprotocols=[SUBPROTOCOL])

    def _offer(self, token: str) -> Any:
        from twisted.internet.defer import ensureDeferred

        hole = self._create()
        hole.allocate_code()

        async def seat_the_guest() -> None:
            await hole.get_verifier()  # the guest typed the code: the key is agreed
            hole.send_message(json.dumps({"token": token}).encode())
            dilated = self._dilate(hole)
            dilated.listener_for(SUBPROTOCOL).listen(_factory(self.network))

        ensureDeferred(seat_the_guest()).addErrback(lambda failure: None)  # (a code never used, closed)
        return hole.get_code()

    def _accept(self, code: str) -> Any:
        from twisted.internet.defer import ensureDeferred

        async def meet() -> tuple[int, str]:
            hole = self._create()
            hole.set_code(code)
            token = json.loads((await hole.get_message()).decode())["token"]
            dilated = self._dilate(hole)
            factory = _factory(self.network)
            await dilated.connector_for(SUBPROTOCOL).connect(factory)
            return factory.last_link, token

        return ensureDeferred(meet())


def _protocol_class() -> Any:
    from twisted.protocols.basic import Int32StringReceiver

    class Framed(Int32StringReceiver):
        """One subchannel: each message a length and its UTF-8 text."""

        MAX_LENGTH = protocol.MAX_HOST_FRAME

        def connectionMade(self) -> None:  # noqa: N802 - Twisted's names
            network = self.factory.network
            self.link = network.adopt(self._write)
            self.factory.last_link = self.link
            network.tell(("opened", self.link))

        def stringReceived(self, data: bytes) -> None:  # noqa: N802
            self.factory.network.tell(("received", self.link, data.decode("utf-8", "replace")))

        def connectionLost(self, reason: Any = None) -> None:  # noqa: N802
            self.factory.network.disown(self.link)
            self.factory.network.tell(("closed", self.link))

        def _write(self, text: str | None) -> None:
            reactor = _reactor()
            if text is None:
                reactor.callFromThread(self.transport.loseConnection)
            else:
                reactor.callFromThread(self.sendString, text.encode("utf-8"))

    return Framed


def _factory(network: Network) -> Any:
    """A Twisted factory of framed subchannels whose links belong to `network`."""
    from twisted.internet.protocol import Factory

    factory = Factory.forProtocol(_protocol_class())
    factory.network, factory.last_link = network, None
    return factory
