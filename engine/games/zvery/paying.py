"""Paying a skill's activation cost one die at a time (rulebook 2.2.1, ruling 19).

A person drags dice onto the cost's slots, so the engine takes a payment as a few small
actions ("die 2", "die 5") instead of listing every subset of the pool. `Payment.choices`
offers only the dice that keep the payment possible to finish, so a player can never paint
themselves into a corner; "cancel" gives the dice back. The payment is done the moment the
chosen dice pay the cost (a powerup as soon as its sum is reached).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from . import dice
from .content import Cost
from .state import slot


@dataclass
class Payment:
    cost: Cost
    chosen: list[int] = field(default_factory=list)  # indices into the pool, in the order placed

    def values(self, pool: list[int]) -> list[int]:
        return [pool[i] for i in self.chosen]

    def choices(self, pool: list[int]) -> list[str]:
        """The dice that keep the payment possible to finish (`dice.finishing`, by their values),
        then "cancel"."""
        return offered(self.cost, self.chosen, pool)

    def choose(self, pool: list[int], action: str) -> bool:
        """Place one die (or cancel). True once the cost is paid."""
        if action == "cancel":
            self.chosen = []
            return False
        self.chosen.append(slot(action))
        return self.paid(pool)

    def paid(self, pool: list[int]) -> bool:
        return dice.pays(self.cost, self.values(pool))

    def take(self, pool: list[int]) -> list[int]:
        """Remove the paid dice from the pool (in place); returns their values."""
        spent = self.values(pool)
        for i in sorted(self.chosen, reverse=True):
            del pool[i]
        self.chosen = []
        return spent


def offered(cost: Cost, chosen: list[int], pool: list[int]) -> list[str]:
    """`Payment.choices` for a payment of `cost` with the dice `chosen` so far, asked without
    making a Payment (a pay frame keeps the cost's skill and the dice: a quarter of a random
    game's decisions are a die of a payment)."""
    unpicked = [v for i, v in enumerate(pool) if i not in chosen]
    ok = dice.finishing(cost, tuple(sorted(pool[i] for i in chosen)), tuple(sorted(unpicked)))
    names = die_actions(len(pool))
    out = [names[i] for i, v in enumerate(pool) if v in ok and i not in chosen]
    out.append("cancel")
    return out


@lru_cache(maxsize=64)
def die_actions(dice: int) -> tuple[str, ...]:
    """ "die 1" ... "die n" for a pool of n dice, written once."""
    return tuple(f"die {i + 1}" for i in range(dice))
