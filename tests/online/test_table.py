"""Whole online games in one process: every guest ends with the host's result and digest, and
its audit of the revealed save finds nothing."""
from __future__ import annotations

import random

import pytest

from online.referee import NET

from .harness import Table


def finished(table: Table) -> None:
    match = table.referee.match
    assert match.result() is not None
    for seated in table.everyone:
        end = seated.guest.end
        assert end is not None, "a guest was never told the end"
        assert end["digest"] == match.digest() and end["result"] == match.result()
        assert seated.guest.audit_problems == []


@pytest.mark.parametrize("game, plan", [
    ("auganism", ["ai:easy", NET]),
    ("zvery", [NET, "ai:easy"]),
    ("creature_adventures", [NET, "ai:easy", NET]),
    ("everzone", [NET, NET]),
])
def test_a_game_plays_to_the_end_and_every_guest_audits_it(game, plan):
    table = Table(game, plan, spectators=1)
    table.join_all()
    table.play()
    finished(table)


def test_guests_cut_at_random_moments_rejoin_and_miss_nothing():
    table = Table("everzone", [NET, NET, NET, "ai:easy"], spectators=1)
    table.join_all()
    table.play(cuts=6, rng=random.Random(3))
    finished(table)
    match = table.referee.match
    for seated in table.guests.values():
        shown = seated.guest.events
        assert sorted(shown) == list(range(len(match.log) + 1)), "an action's events were never told"
