"""Zvery's dice: paying a skill's activation cost, and the glossary's dice keywords.

Costs (rulebook 2.2.1, ruling 19): exact value, powerup, X ("any"), same, chain. A skill is
paid one die at a time (a person drags dice onto the cost's slots), so besides checking a
finished payment, `can_finish` says whether some dice picked so far can still be completed
from the rest of the pool: the engine offers only dice that keep the payment possible.

The keywords (glossary, rulings 20 and 31): shatter, fuse, set, increment, decrement. Values
stay 1-6; a shattered 1 gives a single 1 (the 0 is no die).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ...core.messages import listing, msg, plural
from .content import Cost

FACES = 6
REMEMBERED = 1 << 15  # answers each cache below keeps: far more than a game meets, bounded all the same


# --- costs ---------------------------------------------------------------------------------------
def pays(cost: Cost, dice: list[int]) -> bool:
    """Do exactly these dice pay the cost?"""
    if not dice:
        return False
    if cost.kind == "exact":
        return len(dice) == len(cost.values) and sorted(dice) == sorted(cost.values)
    if cost.kind == "powerup":
        return sum(dice) >= cost.total
    if len(dice) != cost.dice:
        return False
    if cost.kind == "any":
        return True
    if cost.kind == "same":
        return len(set(dice)) == 1
    if cost.kind == "chain":
        ordered = sorted(dice)
        return all(b == a + 1 for a, b in zip(ordered, ordered[1:], strict=False))
    raise ValueError(f"unknown cost kind {cost.kind!r}")


def can_finish(cost: Cost, chosen: list[int], rest: list[int]) -> bool:
    """Can the dice `chosen` so far be completed, with some of `rest`, into a payment? (A
    powerup is complete as soon as its sum is reached: it takes no dice past that.)"""
    if cost.kind == "powerup":
        return sum(chosen) + sum(rest) >= cost.total
    need = (len(cost.values) if cost.kind == "exact" else cost.dice) - len(chosen)
    if need < 0:
        return False
    if need == 0:
        return pays(cost, chosen)
    if cost.kind == "exact":
        missing = _without(cost.values, chosen)
        return missing is not None and _without(rest, missing) is not None
    return any(pays(cost, chosen + list(more)) for more in set(combinations(sorted(rest), need)))


def _without(dice, taken) -> list[int] | None:
    """`dice` with each of `taken` taken out once, or None when one of `taken` is not there (a
    multiset difference, on lists of a few dice: the legal actions ask it for every skill and every
    pool, and collections.Counter made it 45% of a random game's time)."""
    left = list(dice)
    for value in taken:
        if value not in left:
            return None
        left.remove(value)
    return left


def cost_words(cost: Cost) -> dict:
    """A cost as its card prints it, as a message: "a 4 and a 5", "dice summing 16+", "a pair"."""
    n = cost.dice
    if cost.kind == "exact":
        if len(set(cost.values)) == 1 and len(cost.values) > 1:
            return msg("{n} dice showing {value}", n=len(cost.values), value=cost.values[0])
        if len(cost.values) > 1:
            return msg("dice showing {values}", values=listing(list(cost.values)))
        return msg("a {value}", value=cost.values[0])
    if cost.kind == "powerup":
        return msg("dice summing {total}+", total=cost.total)
    if cost.kind == "any":
        return plural("any die", "any {n} dice", n)
    if cost.kind == "same":
        return msg("a pair") if n == 2 else msg("{n} of a kind", n=n)
    return msg("a run of {n}", n=n)  # chain (content.COST_KINDS has no other)


def complete(cost: Cost, chosen: list[int]) -> bool:
    """Is the payment finished? (The engine then takes the dice and applies the skill.)"""
    return pays(cost, chosen)


def affordable(cost: Cost, pool: list[int]) -> bool:
    """Could the skill be paid at all from this pool of unused dice?"""
    return payable(cost, tuple(sorted(pool)))


# Whether a cost can be paid, or a payment finished, depends on the dice's values only, not on
# which die is which nor their order. A battle asks it again and again - every go of every
# skill of every creature on the side, every step of every payment: half of a random game's time
# when each was worked out - of the same few thousand pools of d6 and costs (many skills share
# one). So the answers are remembered, by the cost and the values sorted.
@lru_cache(maxsize=REMEMBERED)
def payable(cost: Cost, values: tuple[int, ...]) -> bool:
    """`affordable` for a pool's values, sorted."""
    return can_finish(cost, [], list(values))


@lru_cache(maxsize=REMEMBERED)
def finishing(cost: Cost, picked: tuple[int, ...], unpicked: tuple[int, ...]) -> frozenset[int]:
    """The values among `unpicked` (a pool's dice not yet placed, sorted) of the dice that keep a
    payment of `picked` (the values placed so far, sorted) possible to finish (`can_finish`):
    the dice a payment offers next, each die by its value."""
    offered = set()
    for value in set(unpicked):
        rest = list(unpicked)
        rest.remove(value)
        if can_finish(cost, [*picked, value], rest):
            offered.add(value)
    return frozenset(offered)


# --- the glossary's keywords ------------------------------------------------------------------------
def shatter(value: int) -> list[int]:
    """"If a chosen dice is even, gain 2 new unused dice with value halve of the chosen dice. If
    a chosen dice is odd gain 2 new dice one with halve the value of the chosen dice round down
    the other with halve the value round up." A 0 is no die (ruling 20)."""
    low, high = value // 2, value - value // 2
    return [v for v in (low, high) if v >= 1]


def fuse(a: int, b: int) -> int:
    """"Add up their value ... If the sum is above 6, subtract 6": a 4 and a 5 make a 3."""
    total = a + b
    return total - FACES if total > FACES else total


def increment(value: int) -> int:
    """The die one higher; a 6 stays a 6 (ruling 20)."""
    return min(FACES, value + 1)


def decrement(value: int) -> int:
    """The die one lower; a 1 stays a 1 (ruling 20)."""
    return max(1, value - 1)


def set_to(value: int) -> int:
    if not 1 <= value <= FACES:
        raise ValueError(f"a die shows 1-{FACES}, not {value}")
    return value
