"""AI search over determinized copies: the computer never peeks at hidden cards or future dice.

Every candidate action is tried on copies of the state in which everything the seat cannot
see has been resampled (`determinize`), played out by a cheap policy, and scored from the
seat's point of view; the candidate with the best average wins. Strength is the number of
samples, never wall-clock time, so the same position gives the same choice on any machine.

This is flat Monte-Carlo over determinizations ("perfect information Monte Carlo"); games with
long horizons pass a play-out that stops early and a score that judges the position.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .rng import derive_seed

Evaluate = Callable[[Any, str], float]  # (a determinized copy, an action) -> its value for the seat


def best_by_sampling(
    determinize: Callable[[Any, int], Any],
    state: Any,
    candidates: Sequence[str],
    evaluate: Evaluate,
    samples: int,
    seed: int,
    prefer_first_by: float = 0.0,
    budget: Budget | None = None,
) -> str:
    """The candidate with the best mean value over `samples` determinized copies.

    `evaluate` plays an action out on a copy and judges the result; where the action itself
    rolls a die it should average over the faces (explicit chance) rather than sample them.

    The same determinization seeds are used for every candidate (common random numbers), so
    the comparison measures the actions, not the luck of the draw. The first candidate is the
    default: another must beat it by more than `prefer_first_by` (for costly options such as
    spending Luck).

    Samples are taken one for every candidate at a time, so a `budget` of work can stop them
    early with the comparison still fair: the samples stop once another would take the work
    done past the budget (at the pace of those so far), after at least `budget.least`.
    """
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    taken = 0
    for k in range(samples):
        s = derive_seed(seed, k)
        for i, action in enumerate(candidates):
            totals[i] += evaluate(determinize(state, s), action)
        taken += 1
        if budget is not None and taken >= budget.least and budget.work() * (taken + 1) > budget.limit * taken:
            break
    best, best_value = candidates[0], None
    for i, action in enumerate(candidates):
        value = totals[i] / taken
        margin = prefer_first_by if i > 0 else 0.0
        if best_value is None or value > best_value + margin:
            best, best_value = action, value
    return best


@dataclass
class Budget:
    """A bound on a search's work, counted by the game (actions played, events) rather than
    timed, so the same position gets the same answer on any machine."""

    limit: int
    work: Callable[[], int]  # the work done so far
    least: int = 1  # samples taken whatever the work
