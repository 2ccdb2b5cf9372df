"""What a click will do, in words and numbers, before it is clicked.

Paying a skill, aiming it, catching, leaving dice, shaping dice with a keyword, choosing the
battle, a mutation or the creature to carry it: each choice's result is written where the
player looks before committing - on the creatures it reaches ("-5: 9 → 4"), on a die's and a
card's tooltip. The numbers come from the engine's own rules (api.rulebook("zvery"): its forecast, dice
and catching arithmetic); here they are only put into words. Plain Python, no pygame.
"""
from __future__ import annotations

from engine import api

from ..i18n import _, ngettext
from . import words

rules = api.rulebook("zvery")


def _name(f: dict) -> str:
    return words.creature_name(f["card"])


def percent(chance: float) -> str:
    """"42%", "under 1%", "certain"."""
    if chance >= 1:
        return _("certain")
    if chance <= 0:
        return _("impossible")
    if chance < 0.01:
        return _("under 1%")
    return _("{n}%").format(n=round(chance * 100)) if chance < 0.995 else _("over 99%")


# --- skills ------------------------------------------------------------------------------------------------
def outcome_text(o: rules.Outcome, fighters: list[dict]) -> str:
    """One outcome in words (for tooltips, whose font has no arrow): "5 damage to Sludge Pup
    (health 9 to 4)", "stun 3 on Zap Finch"."""
    if o.target is None:
        return words.effect_text_of({"effect": o.effect, "amount": o.amount, "target": "dice"})
    facts = {"n": o.amount, "who": _name(fighters[o.target]), "before": fighters[o.target]["health"],
             "after": o.health}
    if o.effect == "damage":
        return (ngettext("{n} damage to {who} (health {before} to {after} - it falls)",
                         "{n} damage to {who} (health {before} to {after} - it falls)", o.amount)
                if o.health is not None and o.health <= 0 else
                ngettext("{n} damage to {who} (health {before} to {after})",
                         "{n} damage to {who} (health {before} to {after})", o.amount)).format(**facts)
    if o.effect == "heal":
        return _("heals {who} by {n} (health {before} to {after})").format(**facts)
    if o.effect == "stun":
        return _("stun {n} on {who}").format(**facts)
    return (_("+{n} strength for {who}") if o.effect == "strength" else _("+{n} fortitude for {who}")).format(**facts)


def skill_forecast(b: dict, user: int, key: str, paid: int | None, target: int | None = None) -> str:
    """What using skill `key` of fighter `user` will do, in words (the paid dice's sum, if
    known, for effects that count it)."""
    skill = words.skill_of(key)
    outs = rules.skill_outcomes(b, user, skill, paid, target)
    aims = [o for o in outs if o.choose]
    parts = [outcome_text(o, b["fighters"]) for o in outs if not o.choose]
    if aims:
        options = ", ".join(_("{creature} {result}").format(creature=_name(b["fighters"][o.target]),
                                                            result=_short(o, b["fighters"])) for o in aims)
        effect = words.effect_text_of({"effect": aims[0].effect, "amount": aims[0].amount, "target": "one"})
        parts.append(_("{effect} on the creature you click ({options})").format(effect=effect, options=options))
    if paid is None and any(e.amount == "sum" for e in skill.effects):
        summed = next(e for e in skill.effects if e.amount == "sum")
        parts.append(_("damage as much as the dice paid") if summed.effect == "damage" else
                     _("heal as much as the dice paid"))
    return _("; then ").join(parts) if parts else words.skill_text(skill)


def _short(o: rules.Outcome, fighters: list[dict]) -> str:
    if o.health is not None:
        return _("{before} to {after}").format(before=fighters[o.target]["health"], after=o.health)
    return _("stun {n}").format(n=o.amount) if o.effect == "stun" else f"+{o.amount}"


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
    if o.effect == "stun":
        return _("stun {n}").format(n=o.amount)
    return (_("+{n} strength") if o.effect == "strength" else _("+{n} fortitude")).format(n=o.amount)


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
    return _("catch {need}+: {chance}").format(need=rules.threshold(card.catchrate, f["health"]),
                                               chance=percent(rules.catch_chance_of(f)))


def catch_text(f: dict) -> str:
    """The whole sentence for a catch's tooltip."""
    card = api.catalog("zvery").creatures[f["card"]]
    left = list(f["catch_dice"])
    facts = {"n": rules.dice_to_roll(left), "left": words.dice_text(left), "need": rules.threshold(card.catchrate,
             f["health"]), "catchrate": card.catchrate, "health": max(0, f["health"]),
             "chance": percent(rules.catch_chance_of(f))}
    if left:
        return ngettext("Throws {n} die + the {left} left on it against {need} (catchrate {catchrate} + health "
                        "{health}): {chance} to catch it.",
                        "Throws {n} dice + the {left} left on it against {need} (catchrate {catchrate} + health "
                        "{health}): {chance} to catch it.", facts["n"]).format(**facts)
    return ngettext("Throws {n} die against {need} (catchrate {catchrate} + health {health}): {chance} to catch it.",
                    "Throws {n} dice against {need} (catchrate {catchrate} + health {health}): {chance} to catch it.",
                    facts["n"]).format(**facts)


# --- dice --------------------------------------------------------------------------------------------------
def keyword_result(keyword: str, pool: list[int], i: int, picked: int) -> str:
    """What a keyword does to die `i` if it is clicked now."""
    v = pool[i]
    if keyword == "shatter":
        parts = rules.shatter(v)
        return (_("shatter it: the {value} becomes {new} and {other}") if len(parts) > 1 else
                _("shatter it: the {value} stays {new}")).format(value=v, new=parts[0], other=parts[-1])
    if keyword == "fuse":
        if picked < 0:
            return _("fuse it: the first of the two dice to merge")
        return _("fuse it with the {other}: one die showing {new}").format(other=pool[picked],
                                                                           new=rules.fuse(pool[picked], v))
    if keyword == "set":
        return _("set it: the {value} turns to the face you choose next").format(value=v)
    if keyword == "increment":
        return _("increment it: the {value} becomes {new}").format(value=v, new=rules.increment(v))
    return _("decrement it: the {value} becomes {new}").format(value=v, new=rules.decrement(v))


def skills_it_pays(b: dict, side: int, i: int, ready: dict[tuple[int, int], str]) -> list[str]:
    """The ready skills die `i` of `side`'s pool could start paying, as "Rot Spit (any die)"."""
    pool = b["pools"][side]
    out = []
    for (f, k) in ready:
        key = b["fighters"][f]["skills"][k]
        skill = words.skill_of(key)
        if rules.starts_paying(skill.cost, pool, i):
            out.append(_("{skill} ({cost})").format(skill=words.skill_name(key), cost=words.cost_text(skill.cost)))
    return out


def stake_text(view: dict, i: int) -> str:
    """Putting a face-up mutation at stake, in words."""
    return _("Put {mutation} at stake: the mutations won in this battle are picked from those at stake first").format(
        mutation=words.mutation_name(view["open_mutations"][i]))


def placed_text(beast: dict, mutation: str) -> str:
    """What a mutation does to the creature it is placed on."""
    c = api.catalog("zvery")
    m = c.mutations[mutation]
    top = c.creatures[beast["card"]].health + sum(c.mutations[x].health for x in beast["mutations"])
    bits = [_("health {before} to {after}").format(before=top, after=top + m.health)] if m.health else []
    bits += [words.trait_text(t) for t in m.traits]
    if m.kind == "ability":
        bits.append(ngettext("{n} more skill ({skills})", "{n} more skills ({skills})", len(m.skills)).format(
            n=len(m.skills), skills=", ".join(words.skill_name(f"{mutation}/{k}") for k in range(len(m.skills)))))
    return _("{mutation} on {creature}: {does}").format(mutation=words.mutation_name(mutation),
                                                       creature=words.creature_name(beast["card"]),
                                                       does="; ".join(bits) or _("no change"))


def wild_text(beast: dict) -> str:
    """Choosing a wild creature to battle: what is at stake and how hard it is to catch."""
    card = api.catalog("zvery").creatures[beast["card"]]
    chance = percent(rules.catch_chance(card.catchrate, card.health, []))
    return ngettext("Level {n}: beating it earns {n} mutation. Catch at full health: {need}+ on {dice} dice ({chance}).",
                    "Level {n}: beating it earns {n} mutations. Catch at full health: {need}+ on {dice} dice ({chance}).",
                    card.level).format(n=card.level, need=card.catchrate + card.health, dice=words.LIMITS["dice"],
                                       chance=chance)
