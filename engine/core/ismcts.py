"""The hard level's search: Information Set Monte Carlo Tree Search with the game's own knowledge.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): every simulation deals a new
world consistent with what the seat can see (`determinize`: hidden cards and future dice
resampled), walks the one tree of everybody's actions as far as it reaches - choosing by UCB1
among the actions this world allows, each weighed by how often it was available - adds one
node, lets the game's heuristic play on for a few actions, and judges where that leaves every
seat with the game's evaluator. The tree is the seat's: it never sees a card it could not.

What makes it the game's: `policy` (the easy level's choice: the roll-outs play like a
sensible player rather than at random, and new children are tried in its order of preference),
and `value` (what a position is worth to a seat, in -1..1: the game's own evaluator squashed).
Strength is the number of simulations and the roll-out's length, never the clock, so the same
position gives the same move on any machine; the budgets are set so that a move stays well
within a quarter of a second (`make strength` measures it).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .rng import derive_seed

EXPLORATION = 0.7  # UCB1's constant for values in -1..1: lower than the textbook's, the roll-outs are informed


@dataclass
class Game:
    """What the search needs of a game: its rules (legal actions, apply, to_move, result,
    determinize), a roll-out policy and an evaluator."""

    rules: Any
    policy: Callable[[Any, int, list[str]], str]  # (state, seat to move, legal actions) -> a sensible action
    value: Callable[[Any, int], float]  # (state, seat) -> -1..1, how the position stands for the seat


@dataclass
class Budget:
    simulations: int
    rollout: int  # actions the policy plays after the tree before the position is judged


@dataclass
class Node:
    mover: int | None = None  # the seat whose action led here: values are kept from its side
    visits: int = 0
    total: float = 0.0
    available: int = 0  # simulations in which this node's action was legal (ISMCTS's UCB)
    children: dict[str, Node] = field(default_factory=dict)

    def score(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def search(game: Game, state: Any, seat: int, budget: Budget, seed: int) -> tuple[str, Node]:
    """The action with the most visits at the root, and the root (for a hint's reasons)."""
    rules = game.rules
    root = Node()
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0], root
    for k in range(budget.simulations):
        world = rules.determinize(state, seat, derive_seed(seed, k))
        _simulate(game, world, root, budget.rollout)
    allowed = [a for a in legal if a in root.children]
    best = max(allowed, key=lambda a: (root.children[a].visits, root.children[a].score(), -legal.index(a)))
    return best, root


def _simulate(game: Game, world: Any, root: Node, rollout: int) -> None:
    rules = game.rules
    node, path = root, [root]
    while rules.result(world) is None:
        mover = rules.to_move(world)
        if mover is None:
            break
        legal = rules.legal_actions(world)
        for action in legal:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        untried = [a for a in legal if a not in node.children]
        if untried:
            action = _first_choice(game, world, mover, legal, untried)
            child = node.children[action] = Node(mover, available=1)
            rules.apply(world, action)
            path.append(child)
            break
        action = _ucb(node, legal)
        node = node.children[action]
        rules.apply(world, action)
        path.append(node)
    _play_on(game, world, rollout)
    values: dict[int, float] = {}
    for visited in path[1:]:
        if visited.mover not in values:
            values[visited.mover] = _judge(game, world, visited.mover)
        visited.visits += 1
        visited.total += values[visited.mover]


def _first_choice(game: Game, world: Any, mover: int, legal: list[str], untried: Sequence[str]) -> str:
    """The policy's own choice first, then the others in the order the rules list them."""
    preferred = game.policy(world, mover, legal)
    return preferred if preferred in untried else untried[0]


def _ucb(node: Node, legal: list[str]) -> str:
    def bound(action: str) -> float:
        child = node.children[action]
        if child.visits == 0:
            return math.inf
        return child.total / child.visits + EXPLORATION * math.sqrt(math.log(max(1, child.available)) / child.visits)

    return max(legal, key=bound)


def _play_on(game: Game, world: Any, steps: int) -> None:
    rules = game.rules
    for _ in range(steps):
        if rules.result(world) is not None:
            return
        mover = rules.to_move(world)
        if mover is None:
            return
        rules.apply(world, game.policy(world, mover, rules.legal_actions(world)))


def _judge(game: Game, world: Any, seat: int) -> float:
    result = game.rules.result(world)
    if result is None:
        return game.value(world, seat)
    winners = result.get("winners") or []
    if not winners:
        return 0.0
    return 1.0 if seat in winners else -1.0
