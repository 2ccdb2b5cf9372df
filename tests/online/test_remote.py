"""A guest's RemoteMatch answers the table's questions as the host's match would for its seat,
at every moment of whole games, guests cut and rejoining; and what it may not know, it refuses."""
from __future__ import annotations

import random

import pytest

from online.referee import NET
from online.remote import HIDDEN, NotKnownHere, RemoteMatch

from .harness import Table, some


class Compared(Table):
    """After every move, each guest's RemoteMatch against the host's match, seat by seat."""

    checks = 0

    def step(self) -> bool:
        going = super().step()
        match = self.referee.match
        for seat, seated in self.guests.items():
            if seated.link is None:
                continue
            remote = RemoteMatch(seated.guest)
            assert remote.to_move() == match.to_move()
            assert remote.view(seat) == match.view(seat)
            assert remote.result() == match.result()
            assert len(remote.log) == len(match.log)
            assert remote.movers == match.movers
            assert remote.history == [[e for e in batch if e.get("visible_to") is None or seat in e["visible_to"]]
                                      for batch in match.history]
            assert [a for a, mover in zip(remote.log, remote.movers) if mover != seat] == \
                [HIDDEN] * sum(1 for mover in match.movers if mover != seat)
            assert [a for a, mover in zip(remote.log, remote.movers) if mover == seat] == \
                [a for a, mover in zip(match.log, match.movers) if mover == seat]
            if match.to_move() == seat and match.result() is None:
                assert remote.decision() == match.decision()
                assert remote.legal_actions() == match.legal_actions()
                for action in remote.legal_actions():
                    assert remote.forecast(action) == match.forecast(action)
            else:
                assert remote.legal_actions() == []
            self.checks += 1
        return going


@pytest.mark.parametrize("game, plan", some([("everzone", [NET, NET]), ("creature_adventures", [NET, "ai:easy", NET]),
                                             ("auganism", [NET, NET]), ("zvery", [NET, NET])], 2))
def test_a_remote_match_answers_as_the_host_s_match_does_for_its_seat(game, plan):
    table = Compared(game, plan)
    table.join_all()
    table.play(cuts=4, rng=random.Random(9))
    assert table.checks > 40
    remote = RemoteMatch(table.guests[0].guest)
    assert remote.names == ["Player 0", table.referee.seats[1].name, *[s.name for s in table.referee.seats[2:]]]
    assert remote.game == game and remote.options == table.referee.match.options
    assert remote.save() == table.referee.match.save() and remote.digest() == table.referee.match.digest()


def test_what_only_the_host_knows_is_refused_until_the_end():
    table = Table("zvery", [NET, NET])
    table.join_all()
    remote = RemoteMatch(table.guests[0].guest)
    with pytest.raises(NotKnownHere):
        remote.view(1)
    with pytest.raises(NotKnownHere):
        remote.save()
    with pytest.raises(NotKnownHere):
        remote.digest()
    assert remote.seats == ["human", "human"]
