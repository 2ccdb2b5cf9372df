"""The numbers the rules read: a monster's stage, Attack and Shield in a battle, EVP, EVR.

Each is written once here, with the rulings it follows, so the phases, the battle, the view and
the computer all count the same way.
"""
from __future__ import annotations

from .content import Monster, Stage, content
from .state import State


def monster(state: State, uid: str) -> Monster:
    return content().monsters[state.card(uid)]


def stage(state: State, seat: int) -> Stage | None:
    """The summoned monster's current stage, or None for an empty Summon Zone."""
    s = state.players[seat].summoned
    return monster(state, s.uid).stages[s.stage] if s else None


def _hero(state: State, seat: int):
    return content().heroes[state.players[seat].hero]


def passive(state: State, seat: int, kind: str) -> int:
    """The amount of the seat's hero's passive effect if it is of this kind, else 0."""
    p = _hero(state, seat).passive
    return p.amount if p.kind == kind else 0


def attack_parts(state: State, seat: int) -> dict[str, int]:
    """Attack in a battle, part by part: the stage's Attack, every augment's Sword, the effects
    promised for this battle and the hero's passive bonuses (rulebook: "adding their current
    Attack Power with the sum of all Sword values in their Augment Zones and with any additional
    effects"). A battle's result shows the parts; {} for an empty Summon Zone."""
    p = state.players[seat]
    s = p.summoned
    if s is None:
        return {}
    hero = _hero(state, seat)
    favoured = hero.passive.kind == "family_attack" and monster(state, s.uid).family == hero.passive.family
    return {"stage": stage(state, seat).attack, "swords": sum(monster(state, u).sword for u in p.augments),
            "effects": s.attack_boost,
            "hero": passive(state, seat, "sword_bonus") + (hero.passive.amount if favoured else 0)}


def battle_attack(state: State, seat: int) -> int:
    return sum(attack_parts(state, seat).values())


def shield_parts(state: State, seat: int) -> dict[str, int]:
    """Shield in a battle, part by part: every augment's Shield, the effects' and the hero's
    (ruling 15); {} for an empty Summon Zone."""
    p = state.players[seat]
    if p.summoned is None:
        return {}
    return {"shields": sum(monster(state, u).shield for u in p.augments), "effects": p.summoned.shield_boost,
            "hero": passive(state, seat, "shield_bonus")}


def battle_shield(state: State, seat: int) -> int:
    return sum(shield_parts(state, seat).values())


def evp_score(state: State, seat: int) -> int:
    """The EVP Zone's cards' EVP, plus effects' EVP, plus the hero's while the zone holds a card."""
    p = state.players[seat]
    score = sum(monster(state, u).evp for u in p.evp_zone) + p.evp_bonus
    if p.evp_zone:
        score += passive(state, seat, "evp_bonus")
    return score


def evolution_cost(state: State, seat: int, target: int) -> int:
    """EVR to evolve the summoned monster to stage index `target`: every stage passed, plus 1 per
    stage skipped (ruling 11: Stage 1 to 3 with EVR 2 and 3 costs 2 + 3 + 1 = 6); the hero's
    discount never takes it below 1, an effect's discount never below 0."""
    p = state.players[seat]
    s = p.summoned
    stages = monster(state, s.uid).stages
    cost = sum(stages[i].evr for i in range(s.stage + 1, target + 1)) + (target - s.stage - 1)
    hero_off = passive(state, seat, "evr_discount")
    if hero_off:
        cost = max(1, cost - hero_off)
    return max(0, cost - p.discount)


def can_grow(state: State, seat: int) -> bool:
    """Has the summoned monster a stage above its own, and not evolved yet this turn (ruling 10)?"""
    s = state.players[seat].summoned
    return s is not None and not s.evolved and s.stage + 1 < len(monster(state, s.uid).stages)


def reachable(state: State, seat: int) -> list[int]:
    """The stage indices the summoned monster may evolve to now (ruling 10: once a turn)."""
    p = state.players[seat]
    s = p.summoned
    if s is None or s.evolved:
        return []
    score = evp_score(state, seat)
    stages = monster(state, s.uid).stages
    return [t for t in range(s.stage + 1, len(stages)) if evolution_cost(state, seat, t) <= score]
