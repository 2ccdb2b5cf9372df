"""A game by code: the host's invite is a magic-wormhole code, met through a mailbox server and
carried by a transit relay, both started here from their published packages, with direct
connections disabled so that the relay carries every byte (its usage database says so)."""
from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import time

import pytest

from .loopback import MAIN, ROOT, _env, _last_line


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def servers(tmp_path):
    """A mailbox and a transit relay on loopback, as a club would run them (`twist`)."""
    twist = os.path.join(os.path.dirname(sys.executable), "twist")
    mailbox_port, relay_port = free_port(), free_port()
    usage = tmp_path / "relay-usage.sqlite"
    running = [subprocess.Popen([twist, "wormhole-mailbox", f"--port=tcp:{mailbox_port}:interface=127.0.0.1",
                                 f"--channel-db={tmp_path / 'mailbox.sqlite'}"], cwd=tmp_path,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
               subprocess.Popen([twist, "transitrelay", f"--port=tcp:{relay_port}:interface=127.0.0.1",
                                 f"--usage-db={usage}"], cwd=tmp_path, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)]
    for port in (mailbox_port, relay_port):
        deadline = time.monotonic() + 20
        while socket.socket().connect_ex(("127.0.0.1", port)) != 0:
            assert time.monotonic() < deadline, "a wormhole server did not start"
            time.sleep(0.1)
    yield {"mailbox": f"ws://127.0.0.1:{mailbox_port}/v1", "relay": f"tcp:127.0.0.1:{relay_port}", "usage": usage}
    for process in running:
        process.terminate()
        process.wait(10)


def test_a_short_game_plays_by_code_through_the_relay(servers):
    through = ["--mailbox", servers["mailbox"], "--relay", servers["relay"], "--no-direct"]
    host = subprocess.Popen([sys.executable, MAIN, "--host", "auganism", "--seats", "ai:easy,net", *through,
                             "--headless"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(),
                            cwd=ROOT)
    guest = None
    try:
        invite = json.loads(host.stdout.readline())
        assert invite["seat"] == 1 and invite["invite"].split("-")[0].isdigit(), invite  # like 7-guitar-sunset
        guest = subprocess.Popen([sys.executable, MAIN, "--join", invite["invite"], *through, "--headless", "--bot",
                                  "easy"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(),
                                 cwd=ROOT)
        hosted, joined = _last_line(host), _last_line(guest)
    finally:
        for process in (host, guest):
            if process is not None and process.poll() is None:
                process.kill()
    assert (joined["result"], joined["digest"]) == (hosted["result"], hosted["digest"])
    assert joined["audit"] == [] and joined["told"] == hosted["actions"] + 1
    time.sleep(1)  # (the relay writes its usage when the channel closes)
    with sqlite3.connect(servers["usage"]) as db:
        relayed = db.execute("SELECT total_bytes FROM usage WHERE result = 'happy'").fetchall()
    assert relayed and sum(row[0] for row in relayed) > 1000, "the relay carried nothing"
