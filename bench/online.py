"""Online play on loopback: how long an action takes to reach every guest, and what an idle host costs.

    python -m bench --only online

Latency: a host's referee loop (online/headless.py's, in a thread) and two guests, each on a
real websocket over loopback, play a Zvery game: the guest to move picks a legal choice at once
(no thinking, so the time is the table's, not the computer's), and the time from its send to
the moment both guests hold the action's events is measured for every action. The baseline is
a websocket message echoed over the same loopback in the same run.

Idle: the host process of `main.py --host ... --headless`, its game under way and both guests
connected but not moving, measured in CPU per wall second from /proc (Linux).
"""
from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ACTIONS = 300
IDLE_SECONDS = 3.0


def online() -> list[tuple]:
    echo = _echo_ms()
    rows = [("online: a websocket message echoed over loopback (p50)", echo, "ms", "baseline")]
    lat = _latencies()
    p50, p95 = statistics.median(lat), _quantile(lat, 0.95)
    rows.append((f"online: an action reaching both guests, p50 of {len(lat)}", p50, "ms", f"{p50 / echo:.1f}x the echo"))
    rows.append(("online: an action reaching both guests, p95", p95, "ms", f"{p95 / echo:.1f}x the echo (aim <= 100 ms)"))
    rows.append(("online: an action reaching both guests, max", max(lat), "ms", f"{max(lat) / echo:.1f}x the echo"))
    cpu = _idle_host()
    rows.append(("online: a host waiting for its guest's move", cpu * 100, "% of a core", "(aim <= 2% of a core)"))
    return rows


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _echo_ms() -> float:
    from online.network import Network

    server, client = Network(), Network()
    try:
        _, port = server.listen("127.0.0.1", 0)
        link = client.connect(f"ws://127.0.0.1:{port}/")
        _wait(client, "opened")
        peer = _wait(server, "opened")[1]
        times = []
        for _ in range(200):
            start = time.perf_counter()
            client.send(link, "ping")
            server.send(peer, _wait(server, "received")[2])
            _wait(client, "received")
            times.append((time.perf_counter() - start) * 1000)
        return statistics.median(times)
    finally:
        client.stop()
        server.stop()


def _wait(network, kind: str, timeout: float = 10) -> tuple:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for event in network.poll(0.05):
            if event[0] == kind:
                return event
    raise TimeoutError(f"no {kind} in {timeout} s")


def _latencies() -> list[float]:
    from online import headless
    from online.guest import Guest
    from online.network import Network
    from online.referee import NET, Referee

    referee = Referee.open("zvery", [NET, NET], ["A", "B"])
    host = Network()
    _, port = host.listen("127.0.0.1", 0)
    threading.Thread(target=headless._referee_loop, args=(referee, host, 60.0), daemon=True).start()
    guests = [Guest(referee.invites[seat]) for seat in (0, 1)]
    nets = [Network(), Network()]
    links = [net.connect(f"ws://127.0.0.1:{port}/") for net in nets]
    for net, link, guest in zip(nets, links, guests):
        _wait(net, "opened")
        net.send(link, guest.hello())
    rng, out, acted = random.Random(7), [], -1
    try:
        while len(out) < ACTIONS and not any(g.end for g in guests):
            for net, guest in zip(nets, guests):
                for event in net.poll(0.002):
                    if event[0] == "received":
                        guest.told(event[2])
            mover = next((i for i, g in enumerate(guests) if g.my_move() and g.state_seq > acted), None)
            if mover is None:
                continue
            seq = acted = guests[mover].state_seq  # (one choice a position: its state may not be the last yet)
            choice = rng.choice(guests[mover].state["decision"]["choices"])["action"]
            start = time.perf_counter()
            nets[mover].send(links[mover], guests[mover].act(choice))
            pending = {0, 1}
            while pending:
                for i in list(pending):
                    for event in nets[i].poll(0.0005):
                        if event[0] == "received":
                            message = guests[i].told(event[2])
                            if message and message["type"] == "events" and message["seq"] > seq:
                                pending.discard(i)
            out.append((time.perf_counter() - start) * 1000)
    finally:
        for net in nets:
            net.stop()
        host.stop()
    return out


def _idle_host() -> float:
    """The host process's CPU per wall second while its guests' move is awaited."""
    from online.guest import Guest
    from online.network import Network

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    host = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--host", "zvery", "--seats", "net,net",
                             "--listen", "127.0.0.1:0", "--headless"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    net = Network()
    try:
        invites = [json.loads(host.stdout.readline())["invite"] for _ in range(3)]
        for text in invites[:2]:
            address, token = text.split("/", 1)
            link = net.connect(f"ws://{address}/")
            _wait(net, "opened")
            net.send(link, Guest(token).hello())
        time.sleep(1.0)
        before, start = _cpu_seconds(host.pid), time.perf_counter()
        time.sleep(IDLE_SECONDS)
        return (_cpu_seconds(host.pid) - before) / (time.perf_counter() - start)
    finally:
        net.stop()
        host.kill()
        host.wait()


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


if __name__ == "__main__":
    for row in online():
        print(row)
