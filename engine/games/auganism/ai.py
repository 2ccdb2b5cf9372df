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
Neither search spends a card on an augment that adds nothing (`_kept_back`).
"""
from __future__ import annotations

import math

from ...core import ismcts
from ...core.search import best_by_sampling
from . import effects, forecast, stats
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
        choice = ismcts.search(_game(), state, seat, HARD, seed)[0]
    elif level != "easy" and state.phase in SEARCHED:
        choice = searched(state, seat, legal, PLAYOUTS["normal"], seed)
    elif level != "easy" and state.phase == "response":
        quick = heuristic(state, seat, legal)  # a power that does something, else the best answer
        choice = quick if quick in ("hero", "use") else _answer(state, seat, legal)
    else:
        return heuristic(state, seat, legal)
    return _kept_back(state, seat, choice, legal)


def _kept_back(state: State, seat: int, action: str, legal: list[str]) -> str:
    """The chosen action, except an augment that spends a card for nothing: one with no Sword
    and no Shield (it changes no number of any battle: no such card has an augment's effect),
    or a response after which the battle ends as it would without it - who falls, and each
    blow's Health left (the response is the battle's last word). The searches found such an
    augment as good as keeping the card, within their noise; a player saw the computer "augment
    with a card that adds nothing", and a hint say so. The card stays in the hand. So too a
    hero's power or a monster's effect that would change nothing now (effects.futile): the
    heuristic's choice among the rest instead; and an EVP card that scores nothing."""
    if action in ("hero", "use") and effects.power_futile(state, seat, action):
        return heuristic(state, seat, [a for a in legal if a != action])
    if action.startswith("evp ") and _scores_nothing(state, seat, action):
        return "skip"
    if not action.startswith("augment "):
        return action
    if _adds_nothing(_card(action)) or (state.phase == "response" and _same_end(state, action)):
        return next(a for a in ("skip", "done") if a in legal)
    return action


def _scores_nothing(state: State, seat: int, action: str) -> bool:
    """An EVP card that leaves the EVP score as it is (no EVP, no effect when placed, the hero's
    bonus already counted): the card is gone for nothing."""
    card = content().monsters[_card(action)]
    return (not any(e.when == "evp" for e in card.effects)
            and forecast.outcome(state, action)["evp"] == stats.evp_score(state, seat))


def _same_end(state: State, action: str) -> bool:
    def end(told: dict) -> tuple:
        fight = told["battle"]
        return fight["winner"], tuple(blow["health"] for blow in fight["blows"])

    return end(forecast.outcome(state, action)) == end(forecast.outcome(state, "done"))


def _answer(state: State, seat: int, legal: list[str]) -> str:
    """Normal's answer to a battle declared on it: the augment after which the battle ends best
    for it - who falls, then its monster's Health left, then the attacker's - or none when none
    does better than none (the response is the battle's last word, and every number in it is on
    the table). The heuristic kept its last card while that card would have saved its monster,
    and a hint said "as things stand: you lose the battle; your hand keeps its cards"."""
    def end(action: str) -> tuple:
        fight = forecast.outcome(state, action)["battle"]
        left = {blow["target"]: blow["health"] for blow in fight["blows"]}
        standing = 2 if fight["winner"] == seat else 1 if fight["winner"] is None else 0
        return standing, left.get(seat, math.inf), -left.get(fight["attacker"], math.inf)

    best, best_end = "done", end("done")
    for action in legal:
        if action.startswith("augment ") and end(action) > best_end:
            best, best_end = action, end(action)
    return best


def _adds_nothing(card: str) -> bool:
    m = content().monsters[card]
    return not m.sword and not m.shield and not any(e.when in ("augment", "response") for e in m.effects)


# --- the heuristic -------------------------------------------------------------------------------------------
def _card(action: str) -> str:
    return action.split(" ", 1)[1]


def _sturdiness(card: str) -> int:
    s = content().monsters[card].stages[0]
    return s.attack + s.health


def heuristic(state: State, seat: int, legal: list[str]) -> str:
    c = content()
    for quick in ("hero", "use"):
        if quick in legal and not effects.power_futile(state, seat, quick):
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
