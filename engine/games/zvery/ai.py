"""The computer's Zvery, easy level: a readable heuristic.

Hit the weakest opposing creature as hard as the dice allow, catch a wild creature once the
five dice can reach its threshold, take the first dice that pay a skill, and put every
mutation on the creature it helps most (upgrades on the sturdiest, abilities on the most
used). The harder level (searching dice assignments over determinized copies) is still to
come with the rest of issue 4.
"""
from __future__ import annotations

from ...core.rng import Rng
from . import battle
from .catching import threshold
from .content import content
from .state import State

CATCH_REACH = 17  # five dice average 17.5: try a catch when the threshold is about that


def suggest(state: State, seat: int, level: str, seed: int) -> str:
    from .rules import RULES

    legal = RULES.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    rng = Rng(seed)
    phase = state.phase
    if phase == "battle":
        return _battle(state, legal, rng)
    if phase == "choose":
        return _choose(state, legal)
    if phase == "release":
        return _release(state, legal)
    if phase == "place":
        return legal[0] if legal[0] != "discard" else legal[-1]
    return legal[0]


def _choose(state: State, legal: list[str]) -> str:
    """One wild creature (the lowest level first), the sturdiest own creature, then stakes."""
    c = content()
    wild = [a for a in legal if a.startswith("wild")]
    if wild and not state.pending["wild"]:
        return min(wild, key=lambda a: (c.creatures[state.wild[int(a.split()[1]) - 1].card].level, a))
    if "done" in legal and state.pending["step"] in ("wild", "own") and (state.pending["own"] or
                                                                           state.pending["step"] == "wild"):
        return "done"
    return legal[0]


def _release(state: State, legal: list[str]) -> str:
    roster = state.players[state.current].roster
    weakest = min(range(len(roster)), key=lambda i: roster[i].max_health())
    return f"release {weakest + 1}"


def _battle(state: State, legal: list[str], rng: Rng) -> str:
    b = state.battle
    frame = b.frames[-1]
    kind = frame["kind"]
    c = content()
    if kind == "catch_choice":
        for a in legal:
            if a.startswith("catch"):
                f = b.fighters[int(a.split()[1]) - 1]
                need = threshold(c.creatures[f.card].catchrate, f.health) - sum(f.catch_dice)
                if need <= CATCH_REACH * (5 - len(f.catch_dice)) / 5:
                    return a
        return "fight"
    if kind == "leave":
        return "done"
    if kind == "go":
        uses = [a for a in legal if a.startswith("use")]
        if uses:
            return max(uses, key=lambda a: _power(b, a))
        unstun = [a for a in legal if a.startswith("unstun")]
        return unstun[0] if unstun else "pass"
    if kind == "target":
        targets = [a for a in legal if a.startswith("target")]
        heal = frame["effect"]["effect"] == "heal"
        pick = min if not heal else min
        return pick(targets, key=lambda a: b.fighters[int(a.split()[1]) - 1].health)
    if kind in ("pay", "unstun"):
        dice = [a for a in legal if a.startswith("die")]
        return dice[0] if dice else legal[0]
    if kind == "keyword":
        return _keyword(b, frame, legal)
    return legal[0]


def _power(b, action: str) -> float:
    """How much a skill is worth: its damage (or healing, or a stun) per die it costs."""
    _, i, k = action.split()
    s = battle.skill(b.fighters[int(i) - 1].skills[int(k) - 1])
    worth = sum(3.5 if e.amount == "sum" else int(e.amount) for e in s.effects
                if e.effect in ("damage", "heal", "stun", "strength", "fortitude"))
    dice = len(s.cost.values) if s.cost.kind == "exact" else max(1, s.cost.dice or s.cost.total // 4)
    return worth / dice


def _keyword(b, frame: dict, legal: list[str]) -> str:
    """Raise low dice, lower nothing, set to 6, fuse and shatter the first dice offered."""
    if frame["keyword"] == "set" and frame["picked"] >= 0:
        return "value 6"
    dice = [a for a in legal if a.startswith("die")]
    if not dice:
        return "done"
    pool = b.pools[frame["side"]]
    if frame["keyword"] in ("increment", "set"):
        return min(dice, key=lambda a: pool[int(a.split()[1]) - 1])
    if frame["keyword"] == "decrement":
        return "done"
    return dice[0]
