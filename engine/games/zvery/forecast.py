"""What a choice will do, before it is made: the numbers a table shows ahead of a click.

A player paying a skill, aiming it, trying a catch or placing a mutation should see the result
before committing to it. Those results come from the very rules the engine applies (the damage
of ruling 22 and the heal cap of ruling 8 are `battle.hit` and `battle.healed`; the targets are
the battle's own), computed on a battle as the view shows it (a plain dict), so a table never
keeps a second copy of a rule. Plain Python, no state is changed.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import battle, catching
from .content import Effect, Skill, content
from .keywords import KEYWORDS
from .state import Battle, Fighter


@dataclass(frozen=True)
class Outcome:
    """One effect of a skill on one creature (`target` None: the skill's own dice)."""

    effect: str  # damage, heal, stun, strength, fortitude, or a dice keyword
    target: int | None  # the fighter's index
    amount: int  # the damage dealt (after strength and fortitude), health healed, stun value, ...
    health: int | None = None  # the target's health afterwards (damage and heal)
    choose: bool = False  # the player picks this target among others (a "one" effect)


def battle_of(view_battle: dict) -> Battle:
    """The engine's Battle rebuilt from a view's battle dict (a copy: nothing is shared)."""
    data = dict(view_battle)
    data["fighters"] = [Fighter(**{**f, "skills": list(f["skills"]), "upgrades": list(f["upgrades"]),
                                   "used": list(f["used"]), "catch_dice": list(f["catch_dice"])})
                        for f in view_battle["fighters"]]
    data["pools"] = [list(p) for p in view_battle["pools"]]
    return Battle(**data)  # with no frames: a forecast answers no decision


def skill_outcomes(view_battle: dict, user: int, skill: Skill, paid: int | None,
                   target: int | None = None) -> list[Outcome]:
    """Every effect of `skill` used by fighter `user`, in order, on the creatures it would reach.

    `paid` is the sum of the dice paying it (None when not yet known: a "sum" effect is then
    left out). An effect aimed at "one" creature lists every creature it could be aimed at
    (`choose`), unless `target` names the one chosen. Effects act one after another, so a later
    one sees the health an earlier one left."""
    b = battle_of(view_battle)
    out: list[Outcome] = []
    for e in skill.effects:
        if e.effect in KEYWORDS:
            out.append(Outcome(e.effect, None, int(e.amount)))
            continue
        if e.amount == "sum" and paid is None:
            continue
        if e.target == "one" and e.effect in ("damage", "stun", "heal"):
            side = b.fighters[user].side if e.effect == "heal" else 1 - b.fighters[user].side
            candidates = [target] if target is not None else battle.team(b, side)
            for t in candidates:
                out.append(_outcome(b, user, t, e, paid or 0, choose=target is None and len(candidates) > 1))
            if target is not None:
                _apply(b, out[-1])
            continue
        for t in battle._auto_targets(b, user, e):
            out.append(_outcome(b, user, t, e, paid or 0))
            _apply(b, out[-1])
    return out


def _outcome(b: Battle, user: int, target: int, e: Effect, paid: int, choose: bool = False) -> Outcome:
    u, t = b.fighters[user], b.fighters[target]
    amount = paid if e.amount == "sum" else int(e.amount)
    if e.effect == "damage":
        dealt = battle.hit(amount, u.strength, t.fortitude)
        return Outcome("damage", target, dealt, t.health - dealt, choose)
    if e.effect == "heal":
        after = battle.healed(t.health, t.top, amount)
        return Outcome("heal", target, after - t.health, after, choose)
    if e.effect == "stun":
        return Outcome("stun", target, max(t.stun, amount), None, choose)
    return Outcome(e.effect, target, amount, None, choose)


def _apply(b: Battle, o: Outcome) -> None:
    """Carry an outcome onto the copy, so the next effect sees it."""
    if o.target is None:
        return
    t = b.fighters[o.target]
    if o.health is not None:
        t.health = o.health
    elif o.effect == "stun":
        t.stun = o.amount
    elif o.effect in ("strength", "fortitude"):
        setattr(t, o.effect, getattr(t, o.effect) + o.amount)


def effect_outcome(view_battle: dict, user: int, effect: dict, paid: int, target: int) -> Outcome:
    """One effect (as the aim's decision tells it: {"effect", "amount", "target"}) aimed at
    `target`: what the aim will do."""
    e = Effect(effect["effect"], effect["amount"], effect["target"])
    return _outcome(battle_of(view_battle), user, target, e, paid)


# --- catching ------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _at_least(dice: int, total: int) -> float:
    """The chance that `dice` d6 add up to `total` or more."""
    if total <= dice:
        return 1.0
    if total > 6 * dice:
        return 0.0
    ways = [1]  # ways[s]: the number of throws summing to s
    for _ in range(dice):
        nxt = [0] * (len(ways) + 6)
        for s, n in enumerate(ways):
            if n:
                for face in range(1, 7):
                    nxt[s + face] += n
        ways = nxt
    return sum(ways[total:]) / 6 ** dice


def catch_chance(catchrate: int, health: int, left_on_creature: list[int]) -> float:
    """The chance that the next catch attempt succeeds (rulings 15-16): the dice still to roll,
    with those left on the creature, against catchrate + health."""
    need = catching.threshold(catchrate, health) - sum(left_on_creature)
    return _at_least(catching.dice_to_roll(left_on_creature), need)


def catch_chance_of(view_fighter: dict) -> float:
    """catch_chance for a fighter as the view shows it."""
    card = content().creatures[view_fighter["card"]]
    return catch_chance(card.catchrate, view_fighter["health"], list(view_fighter["catch_dice"]))
