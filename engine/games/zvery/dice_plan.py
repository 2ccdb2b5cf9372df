"""Which dice to spend where: the harder computer's reasoning about its pool.

A pool of unused dice is worth what it can still buy. `plan_value` answers that greedily:
the most valuable skill the pool can pay for, paid with the dice that leave the most behind,
then the next, until nothing more is affordable. With that measure the harder levels choose

* the dice for a cost: of every way to finish the payment, the one whose leftover pool is
  worth the most (keep the 6s for the exact-6 skill, pay a pair of 2s rather than 5s, do not
  overpay a powerup);
* a dice keyword's step (raise, lower, set, shatter, fuse): the step after which the pool is
  worth the most, or stop when no step helps.

The easy level takes the first die offered and raises its lowest die; this is what it lacks.
Plain arithmetic on small pools (at most about ten dice): no search, no randomness.
"""
from __future__ import annotations

from itertools import combinations

from . import battle, dice
from .content import Cost
from .keywords import KEYWORDS, DiceStep
from .state import Battle

PLAN_DEPTH = 4  # skills a plan buys at most (a turn rarely affords more)


WEIGHTS = {"damage": 1.0, "heal": 0.8, "stun": 0.6, "strength": 2.5, "fortitude": 2.5}  # per point
KEYWORD_WEIGHT = 0.3  # a dice step is a little help towards the next cost


def skill_worth(key: str) -> float:
    """What a skill does, in health points: damage, healing, a stun, a lasting boost."""
    worth = 0.0
    for e in battle.skill(key).effects:
        amount = 3.5 if e.amount == "sum" else float(e.amount)
        weight = KEYWORD_WEIGHT if e.effect in KEYWORDS else WEIGHTS[e.effect]
        worth += amount * weight * (2 if e.target == "all" else 1)
    return worth


def payments(cost: Cost, pool: list[int], chosen: list[int] | None = None) -> list[list[int]]:
    """Every way (as pool indices, `chosen` first) to finish paying `cost` from `pool`.
    A powerup stops at the first die that reaches its sum, so no payment overpays twice."""
    chosen = list(chosen or [])
    rest = [i for i in range(len(pool)) if i not in chosen]
    if cost.kind == "powerup":
        out = []
        for n in range(0, len(rest) + 1):
            for more in combinations(rest, n):
                picked = chosen + list(more)
                total = sum(pool[i] for i in picked)
                if total >= cost.total and total - min(pool[i] for i in picked) < cost.total:
                    out.append(picked)
        return out
    need = (len(cost.values) if cost.kind == "exact" else cost.dice) - len(chosen)
    if need < 0:
        return []
    seen, out = set(), []
    for more in combinations(rest, need):
        picked = chosen + list(more)
        values = tuple(sorted(pool[i] for i in picked))
        if values in seen or not dice.pays(cost, [pool[i] for i in picked]):
            continue
        seen.add(values)
        out.append(picked)
    return out


def plan_value(pool: list[int], keys: list[str], depth: int = PLAN_DEPTH) -> float:
    """What the pool can still buy from the skills `keys` (each once), bought greedily."""
    if depth <= 0 or not pool:
        return 0.0
    for key in sorted(dict.fromkeys(keys), key=lambda k: -skill_worth(k)):  # greedy: the most valuable first
        cost = battle.skill(key).cost
        if dice.affordable(cost, pool):
            others = [k for k in keys if k != key]
            return skill_worth(key) + plan_value(cheapest_rest(cost, pool), others, depth - 1)
    return 0.0


def cheapest_rest(cost: Cost, pool: list[int]) -> list[int]:
    """The pool left after paying `cost` the way that keeps the highest dice."""
    ways = payments(cost, pool)
    used = min(ways, key=lambda w: (sum(pool[i] for i in w), len(w)))
    return [v for i, v in enumerate(pool) if i not in used]


def open_skills(b: Battle, side: int, leave_out: str = "") -> list[str]:
    """The skills the side's fighters may still use this turn (not the one being paid)."""
    keys = []
    for f in b.fighters:
        if f.side != side or not battle.usable(f):
            continue
        keys += [k for k in f.skills if k not in f.used and k != leave_out]
    return keys


# --- the choices ----------------------------------------------------------------------------------------
def best_payment(b: Battle, frame: dict) -> list[int]:
    """The best way (pool indexes, the dice placed so far first) to finish paying the skill of
    a pay frame: the one whose leftover pool is worth the most; [] when none is left."""
    pool = b.pools[frame["side"]]
    keys = open_skills(b, frame["side"], leave_out=frame["skill"])
    ways = payments(battle.skill(frame["skill"]).cost, pool, frame["chosen"])

    def leftover(way: list[int]) -> tuple[float, int]:
        rest = [v for i, v in enumerate(pool) if i not in way]
        return plan_value(rest, keys), sum(rest)

    return max(ways, key=leftover) if ways else []


def pay_choice(b: Battle, frame: dict, legal: list[str]) -> str:
    """The die to place next: the first not yet placed of the best way to finish paying."""
    for i in best_payment(b, frame):
        if i not in frame["chosen"] and f"die {i + 1}" in legal:
            return f"die {i + 1}"
    return next((a for a in legal if a.startswith("die")), legal[0])


def keyword_choice(b: Battle, frame: dict, legal: list[str]) -> str:
    """The keyword step after which the pool is worth the most; "done" when none helps."""
    pool = b.pools[frame["side"]]
    keys = open_skills(b, frame["side"])
    now = (plan_value(pool, keys), sum(pool))
    best, best_score = ("done" if "done" in legal else legal[0]), now
    for action in legal:
        if action == "done":
            continue
        score = _after(frame, pool, action, keys)
        if score > best_score:
            best, best_score = action, score
    return best


def _after(frame: dict, pool: list[int], action: str, keys: list[str]) -> tuple[float, int]:
    """The pool's worth after one step (a set's die is judged by its best value; a fuse's first
    die by its best partner)."""
    step = DiceStep(frame["keyword"], frame["left"], frame["picked"])
    twin = list(pool)
    step.choose(twin, action)
    if step.keyword == "set" and step.picked >= 0:
        return max(_after({**frame, "picked": step.picked}, twin, f"value {v}", keys)
                   for v in range(1, dice.FACES + 1))
    if step.keyword == "fuse" and step.picked >= 0:
        partners = [a for a in step.choices(twin) if a != "done"]
        if not partners:
            return (-1.0, 0)
        return max(_after({**frame, "picked": step.picked}, twin, a, keys) for a in partners)
    return plan_value(twin, keys), sum(twin)


def unstun_choice(b: Battle, frame: dict, legal: list[str]) -> str:
    """Free the creature with the dice the plan misses least: the smallest set reaching the stun."""
    pool = b.pools[frame["side"]]
    stun = b.fighters[frame["fighter"]].stun
    keys = open_skills(b, frame["side"]) + list(b.fighters[frame["fighter"]].skills)
    chosen = list(frame["chosen"])
    rest = [i for i in range(len(pool)) if i not in chosen]
    best, best_score = None, None
    for n in range(1, len(rest) + 1):
        for more in combinations(rest, n):
            picked = chosen + list(more)
            if sum(pool[i] for i in picked) < stun:
                continue
            left = [v for i, v in enumerate(pool) if i not in picked]
            score = (plan_value(left, keys), -len(picked), sum(left))
            if best_score is None or score > best_score:
                best, best_score = picked, score
        if best is not None:
            break  # the fewest dice that reach it
    for i in best or []:
        if i not in chosen and f"die {i + 1}" in legal:
            return f"die {i + 1}"
    return next((a for a in legal if a.startswith("die")), legal[0])
