"""What a click will do, in words and numbers, before it is clicked.

Paying a skill, aiming it, catching, leaving dice, shaping dice with a keyword, choosing the
battle, a mutation or the creature to carry it: each choice's result is written where the
player looks before committing - on the creatures it reaches ("-5: 9 → 4"), on a die's and a
card's tooltip. The numbers come from the engine's own rules (api.rulebook("zvery"): its forecast, dice
and catching arithmetic); here they are only put into words. Plain Python, no pygame.
"""
from __future__ import annotations

from engine import api

from . import words

rules = api.rulebook("zvery")


def _name(f: dict) -> str:
    return words.creature_name(f["card"])


def percent(chance: float) -> str:
    """"42%", "under 1%", "certain"."""
    if chance >= 1:
        return "certain"
    if chance <= 0:
        return "impossible"
    if chance < 0.01:
        return "under 1%"
    return f"{round(chance * 100)}%" if chance < 0.995 else "over 99%"


# --- skills ------------------------------------------------------------------------------------------------
def outcome_text(o: rules.Outcome, fighters: list[dict]) -> str:
    """One outcome in words (for tooltips, whose font has no arrow): "5 damage to Sludge Pup
    (health 9 to 4)", "stun 3 on Zap Finch"."""
    if o.target is None:
        return words.effect_text_of({"effect": o.effect, "amount": o.amount, "target": "dice"})
    who = _name(fighters[o.target])
    before = fighters[o.target]["health"]
    if o.effect == "damage":
        tail = " - it falls" if o.health is not None and o.health <= 0 else ""
        return f"{o.amount} damage to {who} (health {before} to {o.health}{tail})"
    if o.effect == "heal":
        return f"heals {who} by {o.amount} (health {before} to {o.health})"
    if o.effect == "stun":
        return f"stun {o.amount} on {who}"
    return f"+{o.amount} {o.effect} for {who}"


def skill_forecast(b: dict, user: int, key: str, paid: int | None, target: int | None = None) -> str:
    """What using skill `key` of fighter `user` will do, in words (the paid dice's sum, if
    known, for effects that count it)."""
    skill = words.skill_of(key)
    outs = rules.skill_outcomes(b, user, skill, paid, target)
    chosen = [o for o in outs if not o.choose]
    aims = [o for o in outs if o.choose]
    parts = [outcome_text(o, b["fighters"]) for o in chosen]
    if aims:
        options = ", ".join(f"{_name(b['fighters'][o.target])} {_short(o, b['fighters'])}" for o in aims)
        parts.append(f"{words.effect_text_of({'effect': aims[0].effect, 'amount': aims[0].amount, 'target': 'one'})}"
                     f" on the creature you click ({options})")
    if paid is None and any(e.amount == "sum" for e in skill.effects):
        parts.append(f"{_sum_effect(skill)} as much as the dice paid")
    return "; then ".join(parts) if parts else words.skill_text(skill)


def _sum_effect(skill) -> str:
    e = next(e for e in skill.effects if e.amount == "sum")
    return "damage" if e.effect == "damage" else "heal"


def _short(o: rules.Outcome, fighters: list[dict]) -> str:
    before = fighters[o.target]["health"]
    if o.health is not None:
        return f"{before} to {o.health}"
    return f"stun {o.amount}" if o.effect == "stun" else f"+{o.amount}"


def fighter_marks(b: dict, user: int, key: str, paid: int | None, target: int | None = None) -> dict[int, str]:
    """The short result to write on each creature the skill reaches: "-5: 9 → 4", "stun 3"."""
    marks: dict[int, str] = {}
    for o in rules.skill_outcomes(b, user, words.skill_of(key), paid, target):
        if o.target is not None:
            text = mark_of(o, b["fighters"][o.target])
            marks[o.target] = f"{marks[o.target]}, {text}" if o.target in marks else text
    return marks


def mark_of(o: rules.Outcome, f: dict) -> str:
    """An outcome as the few characters written across the creature it reaches."""
    if o.effect == "damage":
        return f"-{o.amount}: {f['health']} \u2192 {o.health}"
    if o.effect == "heal":
        return f"+{o.amount}: {f['health']} \u2192 {o.health}"
    return f"stun {o.amount}" if o.effect == "stun" else f"+{o.amount} {o.effect}"


def paid_with(key: str, chosen_values: list[int], die: int | None = None) -> int | None:
    """The dice's sum once the payment is complete, if it is known now: the dice placed, with
    `die` added; None while more dice are still to come."""
    cost = words.skill_of(key).cost
    values = chosen_values + ([die] if die is not None else [])
    return sum(values) if rules.pays(cost, values) else None


def target_marks(b: dict, aim: dict, candidates: list[int]) -> dict[int, str]:
    """For an aim (the "target" decision's about: user, effect, paid): the result on each
    creature that may be clicked."""
    return {i: mark_of(rules.effect_outcome(b, aim["user"], aim["effect"], aim["paid"], i), b["fighters"][i])
            for i in candidates}


# --- catching ----------------------------------------------------------------------------------------------
def catch_mark(f: dict) -> str:
    """On a wild creature that may be caught: the number needed and the chance."""
    card = api.catalog("zvery").creatures[f["card"]]
    need = rules.threshold(card.catchrate, f["health"])
    chance = percent(rules.catch_chance_of(f))
    return f"catch {need}+: {chance}"


def catch_text(f: dict) -> str:
    """The whole sentence for a catch's tooltip."""
    card = api.catalog("zvery").creatures[f["card"]]
    left = list(f["catch_dice"])
    rolled = rules.dice_to_roll(left)
    need = rules.threshold(card.catchrate, f["health"])
    on_it = f" + the {words.dice_text(left)} left on it" if left else ""
    return (f"Throws {rolled} {'die' if rolled == 1 else 'dice'}{on_it} against {need} (catchrate "
            f"{card.catchrate} + health {max(0, f['health'])}): {percent(rules.catch_chance_of(f))} to catch it.")


def fresh_catch_text(card_id: str) -> str:
    """For a wild creature in the market: how hard it is to catch at full health."""
    card = api.catalog("zvery").creatures[card_id]
    chance = percent(rules.catch_chance(card.catchrate, card.health, []))
    return f"Catch at full health: {card.catchrate + card.health}+ on five dice ({chance})"


# --- dice --------------------------------------------------------------------------------------------------
def keyword_result(keyword: str, pool: list[int], i: int, picked: int) -> str:
    """What a keyword does to die `i` if it is clicked now."""
    v = pool[i]
    if keyword == "shatter":
        parts = rules.shatter(v)
        return f"shatter it: the {v} becomes {' and '.join(map(str, parts))}"
    if keyword == "fuse":
        if picked < 0:
            return "fuse it: the first of the two dice to merge"
        return f"fuse it with the {pool[picked]}: one die showing {rules.fuse(pool[picked], v)}"
    if keyword == "set":
        return f"set it: the {v} turns to the face you choose next"
    if keyword == "increment":
        return f"increment it: the {v} becomes {rules.increment(v)}"
    return f"decrement it: the {v} becomes {rules.decrement(v)}"


def skills_it_pays(b: dict, side: int, i: int, ready: dict[tuple[int, int], str]) -> list[str]:
    """The ready skills die `i` of `side`'s pool could start paying, as "Rot Spit (any die)"."""
    pool = b["pools"][side]
    out = []
    for (f, k) in ready:
        key = b["fighters"][f]["skills"][k]
        skill = words.skill_of(key)
        if rules.starts_paying(skill.cost, pool, i):
            out.append(f"{skill.name} ({words.cost_text(skill.cost)})")
    return out


def stake_text(view: dict, i: int) -> str:
    """Putting a face-up mutation at stake, in words."""
    return (f"Put {words.mutation_name(view['open_mutations'][i])} at stake: the mutations won in this battle "
            "are picked from those at stake first")


def placed_text(beast: dict, mutation: str) -> str:
    """What a mutation does to the creature it is placed on."""
    c = api.catalog("zvery")
    m = c.mutations[mutation]
    top = c.creatures[beast["card"]].health + sum(c.mutations[x].health for x in beast["mutations"])
    bits = [f"health {top} to {top + m.health}"] if m.health else []
    bits += [words.trait_text(t) for t in m.traits]
    if m.kind == "ability":
        bits.append(f"{len(m.skills)} more skills ({', '.join(s.name for s in m.skills)})")
    return f"{words.mutation_name(mutation)} on {words.creature_name(beast['card'])}: " + "; ".join(bits or ["no change"])


def wild_text(beast: dict) -> str:
    """Choosing a wild creature to battle: what is at stake and how hard it is to catch."""
    card = api.catalog("zvery").creatures[beast["card"]]
    return (f"Level {card.level}: beating it earns {card.level} mutation{'s' if card.level > 1 else ''}. "
            + fresh_catch_text(beast["card"]) + ".")
