"""Online games between separate processes on loopback, through a proxy that cuts them.

`play(game, plan)` starts the host (`main.py --host ... --headless`), reads its invites, and
starts one guest process per open seat (`main.py --join ... --headless --bot easy`), each
through a `Cutter`: a TCP proxy between the guest and the host that counts the websocket
frames the host sends, and at chosen frame counts hangs up both sides at once, as a network
that fails does. The guest connects again (to the proxy, which opens a new connection to the
host) and rejoins. Each process prints one JSON line at the end; `play` returns them with
where each cut fell (the kind of the guest's own decision then - EverZone's sealed
deployment is "own deploy" - or another seat's turn).
"""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAIN = str(ROOT / "main.py")
TIMEOUT = 240  # seconds a whole game may take, every process included


@dataclass
class Cutter:
    """A proxy from a local port to the host's, cutting the connection after the frames in `at`."""

    target: int
    at: set[int]
    frames: int = 0
    cuts: list[str] = field(default_factory=list)  # where each cut fell: its own decision's kind, or "another's turn"
    seat: int | None = None
    deciding: str | None = None  # the kind of the guest's decision on the table (the last state's), if any
    port: int = 0

    def start(self) -> None:
        self._loop = asyncio.new_event_loop()
        ready = threading.Event()
        threading.Thread(target=self._run, args=(ready,), daemon=True).start()
        ready.wait(10)

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._pipe, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        self._server = server
        ready.set()
        self._loop.run_forever()

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._server.close)
        self._loop.call_soon_threadsafe(self._loop.stop)

    async def _pipe(self, guest_in: asyncio.StreamReader, guest_out: asyncio.StreamWriter) -> None:
        try:
            host_in, host_out = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            guest_out.close()
            return
        cut = asyncio.Event()
        upward = asyncio.ensure_future(self._copy(guest_in, host_out, cut))
        downward = asyncio.ensure_future(self._frames(host_in, guest_out, cut))
        await cut.wait()
        for task in (upward, downward):
            task.cancel()
        for writer in (host_out, guest_out):
            writer.transport.abort()  # at once, no goodbye: a network that fails

    @staticmethod
    async def _copy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, cut: asyncio.Event) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except (OSError, asyncio.CancelledError):
            pass
        cut.set()

    async def _frames(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, cut: asyncio.Event) -> None:
        """Copy the host's bytes frame by frame once the handshake is through, counting them."""
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            writer.write(head)
            while True:
                frame, payload = await _read_frame(reader)
                writer.write(frame)
                await writer.drain()
                self._watch(payload)
                self.frames += 1
                if self.frames in self.at:
                    self.cuts.append(self.deciding or "another's turn")
                    break
        except (OSError, asyncio.IncompleteReadError, asyncio.CancelledError, asyncio.LimitOverrunError):
            pass
        cut.set()

    def _watch(self, payload: bytes | None) -> None:
        if not payload:
            return
        try:
            message = json.loads(payload)
        except ValueError:
            return
        if message.get("type") == "welcome":
            self.seat = message.get("seat")
        elif message.get("type") == "state":
            decision = message.get("decision")
            self.deciding = f"own {decision.get('kind')}" if isinstance(decision, dict) else None


async def _read_frame(reader: asyncio.StreamReader) -> tuple[bytes, bytes | None]:
    """One websocket frame from a server (unmasked): its bytes, and its payload if it is a whole
    text message."""
    head = await reader.readexactly(2)
    size = head[1] & 0x7F
    extra = b""
    if size == 126:
        extra = await reader.readexactly(2)
        size = int.from_bytes(extra, "big")
    elif size == 127:
        extra = await reader.readexactly(8)
        size = int.from_bytes(extra, "big")
    payload = await reader.readexactly(size)
    whole_text = head[0] & 0x80 and head[0] & 0x0F == 1
    return head + extra + payload, payload if whole_text else None


def _env() -> dict:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}


def play(game: str, plan: list[str], cuts: list[set[int]] | None = None, level: str = "easy") -> dict:
    """One game: the host's and each guest's last line, and each guest's cuts."""
    host = subprocess.Popen([sys.executable, MAIN, "--host", game, "--seats", ",".join(plan), "--listen",
                             "127.0.0.1:0", "--headless"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=_env(), cwd=ROOT)
    guests, cutters = [], []
    try:
        invites = {}
        while len(invites) < plan.count("net") + 1:
            line = host.stdout.readline()
            if not line:
                raise RuntimeError(f"the host ended before inviting: {host.stderr.read()[-2000:]}")
            said = json.loads(line)
            invites[said["seat"]] = said["invite"]
        seated = [invites[seat] for seat in sorted(seat for seat in invites if seat is not None)]
        for n, text in enumerate(seated):
            address, token = text.split("/", 1)
            cutter = Cutter(int(address.rsplit(":", 1)[1]), cuts[n] if cuts else set())
            cutter.start()
            cutters.append(cutter)
            guests.append(subprocess.Popen([sys.executable, MAIN, "--join", f"127.0.0.1:{cutter.port}/{token}",
                                            "--headless", "--bot", level], stdout=subprocess.PIPE,
                                           stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT))
        ends = [_last_line(process) for process in [host, *guests]]
    finally:
        for process in [host, *guests]:
            if process.poll() is None:
                process.kill()
        for cutter in cutters:
            cutter.stop()
    return {"host": ends[0], "guests": ends[1:], "cuts": [cutter.cuts for cutter in cutters]}


def _last_line(process: subprocess.Popen) -> dict:
    out, err = process.communicate(timeout=TIMEOUT)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if process.returncode != 0 or not lines:
        raise RuntimeError(f"{process.args[2:4]} exited {process.returncode}: {err[-3000:]}")
    return json.loads(lines[-1])
