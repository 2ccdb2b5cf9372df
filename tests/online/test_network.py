"""The network thread: events in order, messages out in order, and the caller woken on arrival."""
from __future__ import annotations

import threading

from online.network import Network


def wait_for(network: Network, kind: str) -> tuple:
    for _ in range(200):
        for event in network.poll(0.05):
            if event[0] == kind:
                return event
    raise AssertionError(f"no {kind}")


def test_messages_arrive_in_order_and_each_arrival_wakes_the_caller():
    woken = threading.Event()
    server, client = Network(wake=woken.set), Network()
    try:
        _, port = server.listen("127.0.0.1", 0)
        link = client.connect(f"ws://127.0.0.1:{port}/")
        wait_for(client, "opened")
        peer = wait_for(server, "opened")[1]
        assert woken.is_set()
        woken.clear()
        for n in range(50):
            client.send(link, {"v": 1, "type": "chat", "text": str(n)})
        got = []
        while len(got) < 50:
            got += [event[2] for event in server.poll(0.05) if event[0] == "received"]
        assert [int(text.rsplit('"', 2)[-2]) for text in got] == list(range(50))
        assert woken.is_set()
        server.close(peer)
        assert wait_for(client, "closed")[1] == link
    finally:
        client.stop()
        server.stop()
