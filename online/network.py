"""Connections in a thread of their own, handed to the caller as plain events.

The table draws at 60 frames a second on its own thread and the command line's loops take
their time choosing moves; neither may wait on a socket. `Network` runs an asyncio loop in a
daemon thread, where websockets accepts and makes connections; the caller's thread asks it
for what happened (`poll`: each connection opened, each message received, each connection
closed) and hands it messages to send (`send`, `close`), which are queued per connection and
written in order. A connection is a number (a link), so the referee and the guest never touch
a socket.

Plain websockets serve a direct address (`host:port`: a home network, the tests); the
magic-wormhole channel of an invite by code is one more kind of connection on the same loop
(online/wormhole.py).
"""
from __future__ import annotations

import asyncio
import itertools
import logging
import queue
import threading
from collections.abc import Awaitable, Callable
from typing import Any

from . import protocol

log = logging.getLogger(__name__)

#: The largest message a host takes from a guest before websockets hangs up (the referee
#: refuses any above protocol.MAX_GUEST_FRAME itself, with a reason); a guest takes a host's up
#: to protocol.MAX_HOST_FRAME.
HOST_RECEIVES = 64 * 1024


class Network:
    """An asyncio loop in a daemon thread, and the connections it holds (see the module)."""

    def __init__(self, wake: Callable[[], None] | None = None) -> None:
        """`wake`, called from the network's threads whenever an event comes in: a window asleep
        between frames (scenes/app.py) is woken by it to poll at once, not at its next check."""
        self._wake = wake
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._links = itertools.count(1)
        self._outgoing: dict[int, asyncio.Queue] = {}
        self._adopted: dict[int, Any] = {}  # links another transport carries (online/wormhole.py): their writers
        self._servers: list[Any] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="online-network", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()

    def _call(self, work: Awaitable, timeout: float | None = 10) -> Any:
        """Run `work` on the network's loop and wait for its answer."""
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout)

    # --- the caller's thread ---------------------------------------------------------------------
    def listen(self, host: str, port: int) -> tuple[str, int]:
        """Accept websocket connections at host:port (port 0: any free one); the address bound."""
        return self._call(self._listen(host, port))

    def connect(self, url: str) -> int:
        """Start a connection to a host's websocket; its link at once, "opened" (or "closed",
        if it fails) later."""
        link = next(self._links)
        asyncio.run_coroutine_threadsafe(self._dial(link, url), self._loop)
        return link

    def send(self, link: int, message: dict | str) -> None:
        self._hand_over(link, protocol.encode(message) if isinstance(message, dict) else message)

    def close(self, link: int) -> None:
        self._hand_over(link, None)

    def _hand_over(self, link: int, text: str | None) -> None:
        """A message for the link (None: hang up), by whichever transport carries it."""
        writer = self._adopted.get(link)
        if writer is not None:
            writer(text)
        else:
            self._loop.call_soon_threadsafe(self._queue, link, text)

    # --- links another transport carries ----------------------------------------------------------
    def adopt(self, writer: Any) -> int:
        """A new link whose messages `writer(text)` sends (`writer(None)` hangs up); its events
        come in through `tell`."""
        link = next(self._links)
        self._adopted[link] = writer
        return link

    def disown(self, link: int) -> None:
        self._adopted.pop(link, None)

    def tell(self, event: tuple) -> None:
        """An event of an adopted link, for `poll`."""
        self._arrived(event)

    def _arrived(self, event: tuple) -> None:
        self._inbox.put(event)
        if self._wake is not None:
            try:
                self._wake()
            except Exception:  # noqa: BLE001 - a failing wake must not cost the connection
                log.debug("waking the caller failed", exc_info=True)

    def poll(self, timeout: float = 0) -> list[tuple]:
        """What happened since last asked: ("opened", link), ("received", link, text),
        ("closed", link), in order; waits up to `timeout` seconds for the first."""
        out = []
        try:
            out.append(self._inbox.get(timeout=timeout) if timeout > 0 else self._inbox.get_nowait())
            while True:
                out.append(self._inbox.get_nowait())
        except queue.Empty:
            pass
        return out

    def stop(self) -> None:
        """Close every connection and server, and end the thread."""
        if not self._thread.is_alive():
            return
        try:
            self._call(self._shutdown(), timeout=5)
        except Exception:  # noqa: BLE001 - stopping must not fail the caller
            log.debug("the network did not stop cleanly", exc_info=True)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    # --- the network's thread --------------------------------------------------------------------
    async def _listen(self, host: str, port: int) -> tuple[str, int]:
        from websockets.asyncio.server import serve

        server = await serve(self._serve_one, host, port, max_size=HOST_RECEIVES, compression=None)
        self._servers.append(server)
        bound = next(iter(server.sockets)).getsockname()
        return bound[0], bound[1]

    async def _serve_one(self, websocket: Any) -> None:
        await self._hold(next(self._links), websocket)

    async def _dial(self, link: int, url: str) -> None:
        from websockets.asyncio.client import connect

        try:
            websocket = await asyncio.wait_for(connect(url, max_size=protocol.MAX_HOST_FRAME, compression=None,
                                                       open_timeout=5), 10)
        except (OSError, asyncio.TimeoutError, Exception) as exc:  # noqa: BLE001 - any failure is a closed link
            log.info("could not connect to %s: %s", url, exc)
            self._arrived(("closed", link))
            return
        await self._hold(link, websocket)

    async def _hold(self, link: int, websocket: Any) -> None:
        """Carry one connection: its messages in, its queue out, until either side ends it."""
        outgoing: asyncio.Queue = asyncio.Queue()
        self._outgoing[link] = outgoing
        self._arrived(("opened", link))
        writer = asyncio.ensure_future(self._write(websocket, outgoing))
        try:
            async for message in websocket:
                self._arrived(("received", link, message))
        except Exception as exc:  # noqa: BLE001 - a dropped connection is a closed link
            log.debug("link %s ended: %s", link, exc)
        finally:
            writer.cancel()
            self._outgoing.pop(link, None)
            self._arrived(("closed", link))
            await websocket.close()

    @staticmethod
    async def _write(websocket: Any, outgoing: asyncio.Queue) -> None:
        while True:
            text = await outgoing.get()
            if text is None:
                await websocket.close()
                return
            await websocket.send(text)

    def _queue(self, link: int, text: str | None) -> None:
        outgoing = self._outgoing.get(link)
        if outgoing is not None:
            outgoing.put_nowait(text)

    async def _shutdown(self) -> None:
        for outgoing in list(self._outgoing.values()):
            outgoing.put_nowait(None)
        for server in self._servers:
            server.close()
        await asyncio.sleep(0.05)
