"""Catching a wild creature (rulebook 3.1.5, rulings 15-18).

Roll five d6 (raw rolls: no dice keyword touches them); the catch succeeds when their sum,
with any dice left on the creature from earlier attempts, reaches catchrate + current health
(health below 0 counts as 0). After a failed attempt the player may leave any of the rolled
dice on the creature; the next attempt rolls only the dice not left there.
"""
from __future__ import annotations

from .meta import LIMITS

DICE = LIMITS["dice"]


def threshold(catchrate: int, health: int) -> int:
    """The sum a catch must reach: the creature's catch rate plus its health (none below 0)."""
    return catchrate + max(health, 0)


def dice_to_roll(left_on_creature: list[int]) -> int:
    """How many dice the next attempt rolls: the five, less those already on the creature."""
    return max(0, DICE - len(left_on_creature))


def caught(catchrate: int, health: int, left_on_creature: list[int], rolled: list[int]) -> bool:
    return sum(left_on_creature) + sum(rolled) >= threshold(catchrate, health)
