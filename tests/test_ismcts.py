"""The hard level's search (engine/core/ismcts.py), on a game small enough to know the answer.

Take-away: 1 to 3 counters from a pile; whoever takes the last one wins. The winning move leaves
a multiple of four. The roll-out policy always takes one (a poor player), so only the tree can
find the answer; a search that judged from the wrong seat's side, or kept no statistics, fails."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core import ismcts


@dataclass
class Pile:
    counters: int
    mover: int = 0
    winner: int | None = None


class TakeAway:
    @staticmethod
    def legal_actions(state: Pile) -> list[str]:
        return [f"take {n}" for n in (1, 2, 3) if n <= state.counters]

    @staticmethod
    def apply(state: Pile, action: str) -> list:
        state.counters -= int(action.split()[1])
        if state.counters == 0:
            state.winner = state.mover
        state.mover = 1 - state.mover
        return []

    @staticmethod
    def to_move(state: Pile) -> int | None:
        return None if state.winner is not None else state.mover

    @staticmethod
    def result(state: Pile) -> dict | None:
        return None if state.winner is None else {"winners": [state.winner]}

    @staticmethod
    def determinize(state: Pile, seat: int, seed: int) -> Pile:
        return Pile(state.counters, state.mover, state.winner)


GAME = ismcts.Game(TakeAway, lambda state, seat, legal: legal[0], lambda state, seat: 0.0)


@pytest.mark.parametrize("counters,best", [(5, "take 1"), (6, "take 2"), (7, "take 3"), (10, "take 2")])
def test_the_search_finds_the_move_that_leaves_a_multiple_of_four(counters, best):
    action, root = ismcts.search(GAME, Pile(counters), 0, ismcts.Budget(simulations=600, rollout=50), seed=3)
    assert action == best
    assert root.children[best].visits == max(c.visits for c in root.children.values())


def test_the_same_seed_gives_the_same_tree():
    budget = ismcts.Budget(simulations=200, rollout=50)
    one = ismcts.search(GAME, Pile(9), 0, budget, seed=1)[1]
    two = ismcts.search(GAME, Pile(9), 0, budget, seed=1)[1]
    assert {a: c.visits for a, c in one.children.items()} == {a: c.visits for a, c in two.children.items()}


def test_a_single_legal_action_is_played_without_searching():
    action, root = ismcts.search(GAME, Pile(1), 0, ismcts.Budget(simulations=100, rollout=50), seed=1)
    assert action == "take 1" and not root.children
