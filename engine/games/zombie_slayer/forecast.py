"""What a choice will do, before it is made: the damage of a fight, die by die.

Players spent Luck to lower a zombie's defense and still did no damage (its toughness is 2),
with nothing on the table to say so. The table now shows, on every choice that changes a
fight (keeping a die, a Luck change on any die of an attack or a defense, attacking a target),
what follows from it: the damage when nothing is left to roll, the chances when dice are still
to come. The numbers come from combat.py's own rules (`attack_strength`, `defense_strength`,
`necromancer_keeps`, `damage_of`, `life_lost`); nothing here is a second copy of them. Pure
functions of the state: they never roll, never change it.

An outcome is a dict: who attacks whom ("att", "def"), the defender's Life ("life"), the
attack's strength and the defense when they are known ("strength", "defense", "dead" for
Already Dead, else None), the defender's toughness, and "chances": [[Life lost, probability],
...], the Life lost at most all the defender has, the probabilities summing to 1 (one entry of
probability 1 when the dice have all been rolled). A roller keeping
one die of several keeps the one best for him, as the player would and the Necromancer does.
"""
from __future__ import annotations

from collections import defaultdict

from .combat import (
    attack_strength,
    damage_of,
    defense_options,
    defense_strength,
    life_lost,
    necromancer_keeps,
    toughness,
)
from .rolls import choices
from .state import State
from .turn import attack_of

FACES = range(1, 7)


def roll_outcomes(state: State) -> dict[str, dict]:
    """For a roll of a fight waiting on the player: each answer (keep, Luck, accept) -> outcome."""
    fight = fight_roll(state)
    if fight is None:
        return {}
    roll, attack = fight
    dice = list(roll["dice"])
    out: dict[str, dict] = {}
    for action in choices(state, roll):
        words = action.split()
        if words[0] == "accept":
            out[action] = _accepted(state, attack, roll, dice)
        elif words[0] == "keep":
            out[action] = _kept(state, attack, roll, dice[int(words[1])], words[-1] == "endure")
        else:
            i = int(words[2])
            faces = list(FACES) if words[1] == "reroll" else [dice[i] + (1 if words[1] == "up" else -1)]
            out[action] = _mix([_changed(state, attack, roll, dice, i, f) for f in faces])
    return out


def fight_roll(state: State) -> tuple[dict, dict] | None:
    """The roll waiting on top of the stack and the attack it belongs to; None for a roll that
    is not part of a fight (spawn, search, treasure, the Ritual, Heal)."""
    if len(state.stack) < 2 or state.stack[-1]["kind"] != "roll" or state.stack[-2]["kind"] != "attack":
        return None
    return state.stack[-1], state.stack[-2]


def as_rolled(state: State) -> dict:
    """The outcome of the fight's roll on top of the stack if nobody keeps a die of it and it
    stands (an enemy's or a follower's roll)."""
    roll, attack = fight_roll(state)
    return _accepted(state, attack, roll, list(roll["dice"]))


def turned(state: State, die: int, face: int) -> dict:
    """The outcome of that roll with die `die` turned (or rerolled) to `face`."""
    roll, attack = fight_roll(state)
    return _changed(state, attack, roll, list(roll["dice"]), die, face)


def guard_outcomes(state: State) -> dict[str, dict]:
    """For an attack on the slayer waiting for how he defends (defend, Block, Riposte): each
    answer's chances, his Hand still to roll."""
    if not state.stack or state.stack[-1]["kind"] != "attack":
        return {}
    attack = state.stack[-1]
    strength = _strength(state, attack)
    return {option: _against(state, {**attack, "guard": option.split()[-1]}, strength)
            for option in defense_options(state, attack)}


def turn_odds(state: State, actions: list[str]) -> dict[str, dict]:
    """For each of these turn actions that starts an attack: its chances, before any die."""
    out = {}
    for action in actions:
        attack = attack_of(state, action)
        if attack is not None:
            out[action] = attack_odds(state, *attack)
    return out


def attack_odds(state: State, attacker: str, defender: str, mode: str, skill: str | None = None) -> dict:
    """The chances of an attack not yet rolled: the attacker keeps his best die, then the
    defender rolls and keeps his."""
    frame = _frame(attacker, defender, mode, skill)
    n = state.slayer.hand if attacker == "slayer" else 1
    best = _best_of(n, {f: attack_strength(state, frame, f)[0] for f in FACES})
    return _mix([_against(state, frame, strength) for strength, _ in best], [p for _, p in best])


# --- one roll's answers ---------------------------------------------------------------------------
def _frame(att: str, dfn: str, mode: str, skill: str | None, guard: str | None = None) -> dict:
    return {"att": att, "def": dfn, "mode": mode, "skill": skill, "guard": guard}


def _strength(state: State, attack: dict) -> int:
    """The attack's strength once the attacker's die is kept (or a riposte's fixed 1)."""
    if attack["mode"] == "riposte":
        return attack_strength(state, attack, 1)[0]
    a = attack["a"]
    return attack_strength(state, attack, a["dice"][a["kept"] or 0])[0]


def _kept(state: State, attack: dict, roll: dict, face: int, endure: bool) -> dict:
    """The slayer keeps `face`: his attack (the defense still to roll) or his defense (exact)."""
    if roll["into"] == "a":
        return _against(state, attack, attack_strength(state, attack, face)[0])
    defense, dead, _ = defense_strength(state, attack, face, endure)
    return _exact(state, attack, _strength(state, attack), defense, dead)


def _accepted(state: State, attack: dict, roll: dict, dice: list[int]) -> dict:
    """A roll the player lets stand (one not of the slayer's Hand: an enemy's or a follower's)."""
    if roll["into"] == "a":
        return _against(state, attack, attack_strength(state, attack, dice[0])[0])
    i = necromancer_keeps(state, attack, dice) if attack["def"] == "nec" else 0
    defense, dead, _ = defense_strength(state, attack, dice[i])
    return _exact(state, attack, _strength(state, attack), defense, dead)


def _changed(state: State, attack: dict, roll: dict, dice: list[int], i: int, face: int) -> dict:
    """Die `i` turned to `face` by Luck; the slayer would then keep that die."""
    if roll["keep"]:
        return _kept(state, attack, roll, face, False)
    changed = dice[:i] + [face] + dice[i + 1:]
    return _accepted(state, attack, roll, changed)


# --- the defender's roll, still to come -------------------------------------------------------------
def _against(state: State, attack: dict, strength: int) -> dict:
    """An attack of `strength` against the defender's roll still to come."""
    dfn = attack["def"]
    if dfn == "slayer":
        frame = {**attack, "guard": attack.get("guard") or "defend"}
        endure = "endure" in state.slayer.skills

        def defense(f: int) -> tuple:
            plain = defense_strength(state, frame, f)
            return max(plain, defense_strength(state, frame, f, True)) if endure else plain
        levels = _best_of(state.slayer.hand, {f: defense(f)[:2] for f in FACES})
    elif dfn == "nec":  # he keeps Already Dead first, then the most defense (necromancer_keeps)
        best = _best_of(max(1, state.nec.life), {f: defense_strength(state, attack, f)[1::-1] for f in FACES})
        levels = [((value, dead), p) for (dead, value), p in best]
    else:
        levels = [(defense_strength(state, attack, f)[:2], 1 / 6) for f in FACES]
    outcome = _mix([_exact(state, attack, strength, value, dead) for (value, dead), _ in levels],
                   [p for _, p in levels])
    outcome["strength"] = strength
    return outcome


def _best_of(n: int, score: dict[int, object]) -> list[tuple[object, float]]:
    """The best score among n dice rolled (each face's score given) and its probability."""
    out, below = [], 0.0
    for level in sorted(set(score.values())):
        reach = (sum(1 for f in FACES if score[f] <= level) / 6) ** n
        if reach > below:
            out.append((level, reach - below))
        below = reach
    return out


# --- outcomes ---------------------------------------------------------------------------------------
def _exact(state: State, attack: dict, strength: int, defense: int, dead: bool) -> dict:
    dfn = attack["def"]
    life = _life(state, dfn)
    lost = min(life, life_lost(state, dfn, damage_of(state, dfn, strength, defense, dead)))
    return {"att": attack["att"], "def": dfn, "life": life, "toughness": toughness(state, dfn),
            "strength": strength, "defense": defense, "dead": dead, "chances": [[lost, 1.0]]}


def _mix(outcomes: list[dict], weights: list[float] | None = None) -> dict:
    """Outcomes that each happen with a weight (equal by default), as one outcome with chances;
    what they do not agree on (the strength, the defense) becomes unknown."""
    weights = weights or [1 / len(outcomes)] * len(outcomes)
    chances: dict[int, float] = defaultdict(float)
    for outcome, weight in zip(outcomes, weights, strict=True):
        for lost, p in outcome["chances"]:
            chances[lost] += p * weight
    first = outcomes[0]
    mixed = {**first, "chances": [[lost, round(p, 4)] for lost, p in sorted(chances.items())]}
    for key in ("strength", "defense", "dead"):
        if any(o[key] != first[key] for o in outcomes):
            mixed[key] = None
    return mixed


def _life(state: State, token: str) -> int:
    if token == "slayer":
        return state.slayer.life
    if token == "nec":
        return max(0, state.nec.life)
    return 1
