"""The audit at the end: a fair host's game checks out; a host that alters one die is caught,
in 50 of 50 tampered games.

The tampering host is a cunning one: it puts the die it wants on the generator's tape just
before an action that rolls it - a value other than the one the seed would give - and tells
nobody, so no log line or message says so, and the save it reveals at the end is the plain
seed and actions."""
from __future__ import annotations

import random

import pytest

from online.referee import NET

from .harness import Table, some

#: The games with dice, and one without (where the host skips a draw of the deck instead).
GAMES = [("zvery", [NET, NET]), ("creature_adventures", [NET, NET]), ("creature_adventures", [NET, "ai:easy", NET]),
         ("everzone", [NET, NET])]


def die_put(value: int):
    return lambda match: match.rules.rng(match.state).script([value])


def draw_skipped(match) -> None:
    match.rules.rng(match.state).below(1000)


def alteration(match, action: str):
    """How to alter what `action` rolls or draws so that it does otherwise: a die value on the
    tape (1-6), or - in a game without dice - one number of the generator skipped, so the
    deck comes out in another order. None when the action uses no randomness."""
    honest = match.clone(undo=False)
    honest.act(action)
    for alter in [die_put(value) for value in range(1, 7)] + [draw_skipped]:
        trial = match.clone(undo=False)
        alter(trial)
        trial.act(action)
        if trial.history[-1] != honest.history[-1]:
            return alter
    return None


class TamperingTable(Table):
    """Alters the first die (or draw) at or after the `at`th action."""

    def __init__(self, *args, at: int, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.at, self.altered = at, False

    def step(self) -> bool:
        match = self.referee.match
        if not self.altered and match is not None and match.result() is None and len(match.log) >= self.at:
            action = match.suggest(match.to_move())
            alter = alteration(match, action)
            if alter is not None:
                alter(match)
                match.act(action)
                self.altered = True
                self.referee.sync()
                self.deliver()
                return True
        return super().step()


@pytest.mark.parametrize("run", some(list(range(50)), 4))
def test_a_host_that_alters_one_die_is_caught(run):
    game, plan = GAMES[run % len(GAMES)]
    rng = random.Random(run)
    at = rng.randrange(2, 30) if game != "everzone" else rng.randrange(0, 10)  # (its deck is shuffled by action 10)
    table = TamperingTable(game, plan, at=at, seed=run)
    table.join_all()
    table.play()
    assert table.altered, "the game ended before a die was rolled or a card drawn"
    for seated in table.guests.values():
        assert seated.guest.end is not None
        assert seated.guest.audit_problems, f"seat {seated.guest.seat} did not catch the altered die"


def test_a_fair_host_passes_the_audit():
    table = Table("zvery", [NET, NET])
    table.join_all()
    table.play()
    assert [seated.guest.audit_problems for seated in table.guests.values()] == [[], []]
