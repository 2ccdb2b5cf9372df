"""The computer's Auganism.

Easy is a readable heuristic: summon the sturdiest monster, feed the EVP Zone the card worth
most EVP while the monster can still grow, evolve as far as the EVP reaches, augment before a
battle it means to fight, battle when its blow gets through the Shield, respond with the best
Shield, use the hero and the monster's effect as soon as they are ready.

Normal searches the choices that shape a duel (which monster, what to spend as EVP or augment,
whether to evolve, whether to battle): each candidate is tried on determinized copies - the
other hands and every deck's order resampled from what the seat cannot see - played out by the
heuristic for a few turns, and scored by `position_value`. Hard searches every choice with
ISMCTS (engine/core/ismcts.py): 200 simulations a move, each a world dealt afresh, the tree of
both players' choices grown through it, the heuristic playing on to the end of the duel or 100
actions, the position judged by `position_value`. Strength is a number of play-outs, never time.
"""
from __future__ import annotations

import math

from ...core import ismcts
from ...core.search import best_by_sampling
from . import stats
from .content import content
from .state import State

PLAYOUTS = {"normal": 3}
HARD = ismcts.Budget(simulations=200, rollout=100)  # a duel is short: the heuristic plays most roll-outs to the end
PLAYOUT_STEPS = 60  # actions per play-out: about three turns
CANDIDATES = 5
MARGIN = 0.3
SEARCHED = ("summon", "evp", "evolve", "augment", "declare")


def suggest(state: State, seat: int, level: str, seed: int) -> str:
    from .rules import RULES

    legal = RULES.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    if level == "hard":
        return ismcts.search(_game(), state, seat, HARD, seed)[0]
    if level != "easy" and state.phase in SEARCHED:
        return searched(state, seat, legal, PLAYOUTS["normal"], seed)
    return heuristic(state, seat, legal)


# --- the heuristic -------------------------------------------------------------------------------------------
def _card(action: str) -> str:
    return action.split(" ", 1)[1]


def _sturdiness(card: str) -> int:
    s = content().monsters[card].stages[0]
    return s.attack + s.health


def heuristic(state: State, seat: int, legal: list[str]) -> str:
    c = content()
    for quick in ("hero", "use"):
        if quick in legal:
            return quick
    phase = state.phase
    options = [a for a in legal if " " in a]
    if phase == "summon":
        return max(options, key=lambda a: (_sturdiness(_card(a)), a))
    if phase == "evp":
        s = state.players[seat].summoned
        grows = s is not None and s.stage + 1 < len(c.monsters[state.card(s.uid)].stages)
        if grows and options and state.players[seat].hand[1:]:
            return max(options, key=lambda a: (c.monsters[_card(a)].evp, -_sturdiness(_card(a)), a))
        return "skip"
    if phase == "evolve":
        return options[-1] if options else "skip"
    if phase == "augment":
        if options and _wants_battle(state, seat) and state.players[seat].hand[1:]:
            return max(options, key=lambda a: (c.monsters[_card(a)].sword * 2 + c.monsters[_card(a)].shield, a))
        return "skip"
    if phase == "declare":
        return "battle" if "battle" in legal and (_wants_battle(state, seat) or "skip" not in legal) else "skip"
    if phase == "response":
        if options and state.players[seat].hand[1:]:
            return max(options, key=lambda a: (c.monsters[_card(a)].shield, c.monsters[_card(a)].sword, a))
        return "done"
    return legal[0]


def _wants_battle(state: State, seat: int) -> bool:
    """Battle when the blow gets through: it defeats the foe, or the foe's answer does not."""
    foe = state.opponent(seat)
    mine, theirs = state.players[seat].summoned, state.players[foe].summoned
    if mine is None or theirs is None:
        return False
    hit = stats.battle_attack(state, seat) - stats.battle_shield(state, foe)
    if hit >= theirs.health:
        return True
    back = stats.battle_attack(state, foe) - stats.battle_shield(state, seat)
    return hit > 0 and back < mine.health


# --- the harder levels ------------------------------------------------------------------------------------
def position_value(state: State, seat: int) -> float:
    """How the duel stands for `seat`: battles won, the monsters' size and Health, EVP, cards."""
    if state.result is not None:
        return 1000.0 if seat in state.result["winners"] else (-1000.0 if state.result["winners"] else 0.0)
    mine = [p for p in state.players if p.seat % 2 == seat % 2]
    theirs = [p for p in state.players if p.seat % 2 != seat % 2]

    def side(players) -> float:
        total = 0.0
        for p in players:
            total += 30 * p.wins + 0.6 * len(p.hand) + 0.5 * stats.evp_score(state, p.seat)
            if p.summoned is not None:
                st = stats.stage(state, p.seat)
                total += 1.5 * st.attack + p.summoned.health + 4 * p.summoned.stage
        return total

    return side(mine) - side(theirs)


def _playout(state: State) -> State:
    """The heuristic plays on for a few turns (it draws no dice: the copy's decks are already
    dealt anew by determinize)."""
    from .rules import RULES

    for _ in range(PLAYOUT_STEPS):
        if state.result is not None:
            break
        who = RULES.to_move(state)
        RULES.apply(state, heuristic(state, who, RULES.legal_actions(state)))
    return state


def searched(state: State, seat: int, legal: list[str], playouts: int, seed: int) -> str:
    from .rules import RULES

    default = heuristic(state, seat, legal)
    others = [a for a in legal if a != default]
    candidates = [default] + others[:CANDIDATES - 1]

    def evaluate(twin: State, action: str) -> float:
        RULES.apply(twin, action)
        return position_value(_playout(twin), seat)

    return best_by_sampling(lambda s, k: RULES.determinize(s, seat, k), state, candidates, evaluate, playouts,
                            seed, prefer_first_by=MARGIN)


def _game() -> ismcts.Game:
    from .rules import RULES

    return ismcts.Game(RULES, heuristic, lambda state, seat: math.tanh(position_value(state, seat) / 30))
