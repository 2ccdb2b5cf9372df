"""Online games between separate processes on loopback (`make online`: 260 games; `make test`:
one), each guest cut by its proxy at three moments or more and rejoining: every game ends, the
host and every guest print the same result and final digest, every guest was told every
action's events, and every guest's audit of the revealed save finds nothing."""
from __future__ import annotations

import random

import pytest

from .harness import some
from .loopback import play

#: (game, the host's plan, games) as `make online` plays them: the host's own seat by the
#: computer, every other seat a guest's process played by the computer.
SUITE = [("everzone", ["ai:easy", "net"], 100), ("everzone", ["ai:easy", "net", "net", "net"], 30),
         ("auganism", ["ai:easy", "net"], 50), ("creature_adventures", ["ai:easy", "net", "net"], 30),
         ("zvery", ["ai:easy", "net"], 50)]
CASES = [(game, plan, n) for game, plan, count in SUITE for n in range(count)]
LEAN = [("zvery", ["ai:easy", "net"], 0)]


@pytest.mark.parametrize("game, plan, n", some(CASES, 0) or LEAN,
                         ids=lambda value: value if isinstance(value, str) else None)
def test_separate_processes_play_to_the_end_through_cuts(game, plan, n):
    rng = random.Random(f"{game}/{len(plan)}/{n}")
    guests = plan.count("net")
    cuts = [set(rng.sample(range(3, 60), 3)) | {rng.randrange(60, 400)} for _ in range(guests)]
    played = play(game, plan, cuts)
    host = played["host"]
    for guest, cut in zip(played["guests"], played["cuts"]):
        assert (guest["result"], guest["digest"]) == (host["result"], host["digest"])
        assert guest["audit"] == []
        assert guest["told"] == host["actions"] + 1, "an action's events never reached a guest"
        assert len(cut) >= 3, f"only {len(cut)} cuts in {host['actions']} actions"
