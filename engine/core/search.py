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
) -> str:
    """The candidate with the best mean value over `samples` determinized copies.

    `evaluate` plays an action out on a copy and judges the result; where the action itself
    rolls a die it should average over the faces (explicit chance) rather than sample them.

    The same determinization seeds are used for every candidate (common random numbers), so
    the comparison measures the actions, not the luck of the draw. The first candidate is the
    default: another must beat it by more than `prefer_first_by` (for costly options such as
    spending Luck).
    """
    if len(candidates) == 1:
        return candidates[0]
    seeds = [derive_seed(seed, k) for k in range(samples)]
    best, best_value = candidates[0], None
    for i, action in enumerate(candidates):
        value = sum(evaluate(determinize(state, s), action) for s in seeds) / samples
        margin = prefer_first_by if i > 0 else 0.0
        if best_value is None or value > best_value + margin:
            best, best_value = action, value
    return best
