"""bench/online.py measures what it says: every action timed to both guests, the idle host read."""
from __future__ import annotations

from bench import online


def test_the_online_bench_times_each_action_and_reads_the_idle_host(monkeypatch):
    monkeypatch.setattr(online, "ACTIONS", 20)
    monkeypatch.setattr(online, "IDLE_SECONDS", 0.5)
    rows = online.online()
    assert [row[0].split(",")[0] for row in rows] == [
        "online: a websocket message echoed over loopback (p50)"] + ["online: an action reaching both guests"] * 3 + [
        "online: a host waiting for its guest's move"]
    assert "p50 of 20" in rows[1][0]
    assert all(row[1] > 0 for row in rows[:4])
    assert 0 <= rows[4][1] < 50  # (a busy machine's share of a core, never a loop that spins)
