"""Zvery's words: names, costs, effects, traits and keyword tips, shared by the log, the cards
and the tooltips.

The engine speaks in ids (`isotope_burst`, `{ chain = 3 }`, `end_of_turn`); players read
words. Everything the table says about the game's vocabulary is written once here, so a card,
its tooltip, the log and the guide say the same thing the same way. The keyword tips say what
the engine does (dice.py, keywords.py, catching.py and battle.py), not what the rulebook's
glossary says where the two differ. Plain Python, no pygame.
"""
from __future__ import annotations

import html
import re

from engine import api

from ..i18n import _

rules = api.rulebook("zvery")  # the catalog's entry classes

TYPE_NAMES = {"radioactive": "Radioactive", "bubblegum": "Bubblegum", "plasma": "Plasma", "void": "Void",
              "crystal": "Crystal"}

#: The steps of a battle turn (battle.STAGES), as the table's banner may name them.
STAGE_WORDS = {
    "before_roll": "Before roll",
    "catch_choice": "Catch or fight",
    "die": "Creatures die",
    "roll": "Roll for combat",
    "after_roll": "After roll",
    "combat_start": "Combat",
    "combat": "Combat",
    "end": "End of turn",
    "end_done": "End of turn",
    "over": "Battle over",
}

#: A trait's timing, as printed before its effect.
TIMING_WORDS = {"always": "Always", "before_roll": "Before each roll", "after_roll": "After each roll",
                "end_of_turn": "At the end of each turn"}

#: The cost kinds as the keywords that explain them.
COST_KEYWORDS = {"exact": "exact", "powerup": "powerup", "any": "any", "same": "same", "chain": "chain"}

_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_KIND_OF = {2: "a pair", 3: "three of a kind", 4: "four of a kind", 5: "five of a kind", 6: "six of a kind"}


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 die", "3 dice" (pass `many` for irregular plurals)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def _pretty(card_id: str) -> str:
    return str(card_id).replace("_", " ").title()


# --- names ---------------------------------------------------------------------------------------------
def creature_name(card_id: str) -> str:
    card = api.catalog("zvery").creatures.get(card_id)
    return card.name if card else _pretty(card_id)


def ability_name(card_id: str) -> str:
    card = api.catalog("zvery").abilities.get(card_id)
    return card.name if card else _pretty(card_id)


def mutation_name(card_id: str) -> str:
    card = api.catalog("zvery").mutations.get(card_id)
    return card.name if card else _pretty(card_id)


def card_name(card_id: str) -> str:
    """The name of any card: creature, ability or mutation."""
    c = api.catalog("zvery")
    card = c.creatures.get(card_id) or c.abilities.get(card_id) or c.mutations.get(card_id)
    return card.name if card else _pretty(card_id)


def term(kind: str, id: str) -> str:
    """A thing named in the engine's messages (engine/core/messages.py): a creature, a mutation,
    a skill (by its key, "<card>/<index>") or a dice keyword ("increment", as the cards print it)."""
    if kind == "creature":
        return creature_name(id)
    if kind == "mutation":
        return mutation_name(id)
    if kind == "skill":
        return skill_of(id).name
    return str(id)  # a keyword is its own word


def names(card_ids) -> str:
    """"Glowmite, Isotoad and Sludge Pup" (or "nothing")."""
    items = [card_name(c) for c in card_ids]
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def dice_text(values) -> str:
    """Die values as the log prints them: "2, 3, 3, 5, 6" (or "no dice")."""
    values = list(values)
    return ", ".join(str(v) for v in values) if values else "no dice"


# --- costs ----------------------------------------------------------------------------------------------
def cost_text(cost: rules.Cost) -> str:
    """Short words for a skill's activation cost, as printed on its card."""
    if cost.kind == "exact":
        values = list(cost.values)
        if len(set(values)) == 1 and len(values) > 1:
            return f"{_COUNT_WORDS.get(len(values), len(values))} {values[0]}s"
        return " and ".join(f"a {v}" for v in values)
    if cost.kind == "powerup":
        return f"dice summing {cost.total}+"
    if cost.kind == "any":
        return "any die" if cost.dice == 1 else f"any {cost.dice} dice"
    if cost.kind == "same":
        return _KIND_OF.get(cost.dice, f"{cost.dice} of a kind")
    if cost.kind == "chain":
        return f"a run of {cost.dice}"
    return cost.kind


def cost_keyword(cost: rules.Cost) -> str:
    """The KEYWORD_TIPS key that explains this cost's kind."""
    return COST_KEYWORDS.get(cost.kind, cost.kind)


# --- effects --------------------------------------------------------------------------------------------
def _times(n: int) -> str:
    return "" if n == 1 else " twice" if n == 2 else f" {n} times"


def effect_text(effect: rules.Effect, trait: bool = False) -> str:
    """Short words for one effect of a skill ("4 damage", "heal 3 (itself)", "stun 3").
    With `trait`, the target is the one a trait aims at by itself (ruling "+ Traits aim
    themselves": the opposing creature, or own creature, with the least health)."""
    kind, amount, target = effect.effect, effect.amount, effect.target
    summed = amount == "sum"
    if kind == "damage":
        head = "damage equal to the dice paid" if summed else f"{amount} damage"
        if target == "all":
            return head + " to every foe"
        return head + (" to the foe with the least health" if trait else "")
    if kind == "heal":
        head = "heal as much as the dice paid" if summed else f"heal {amount}"
        whom = {"self": "itself", "one": "your creature with the least health" if trait else "one of yours",
                "all": "all of yours"}.get(target, target)
        return f"{head} ({whom})"
    if kind == "stun":
        return f"stun {amount}" + (" on the foe with the least health" if trait else "")
    if kind in ("strength", "fortitude"):
        return f"+{amount} {kind}"
    n = int(amount)
    if kind == "shatter":
        return f"shatter {plural(n, 'die', 'dice')}"
    if kind == "fuse":
        return f"fuse 2 dice{_times(n)}"
    if kind == "set":
        return f"set {plural(n, 'die', 'dice')}"
    if kind in ("increment", "decrement"):
        return f"{kind} a die{_times(n)}"
    return f"{kind} {amount}"


def effect_text_of(effect: dict) -> str:
    """effect_text for an effect as plain data (an aim's, Match.decision): {"effect", "amount", "target"}."""
    return effect_text(rules.Effect(effect.get("effect", ""), effect.get("amount", 0), effect.get("target", "one")))


def skill_text(skill: rules.Skill) -> str:
    """What a skill does, its effects in order: "3 damage, then stun 3"."""
    return ", then ".join(effect_text(e) for e in skill.effects)


def skill_line(skill: rules.Skill) -> str:
    """A skill in one line, for a tooltip or a list: "Hot Core (a 6): 4 damage"."""
    return f"{skill.name} ({cost_text(skill.cost)}): {skill_text(skill)}"


def trait_text(trait: rules.Trait) -> str:
    """A trait with its timing: "Before each roll: 1 damage to every foe", "Always: +1 fortitude"."""
    return f"{TIMING_WORDS.get(trait.when, trait.when)}: {effect_text(trait.effect, trait=True)}"


#: A trait's timing, as a small card prints it.
TIMING_SHORT = {"always": "Always", "before_roll": "Before roll", "after_roll": "After roll",
                "end_of_turn": "Turn end"}


def trait_short(trait: rules.Trait) -> str:
    """A trait in the fewest words, for a small card: "Turn end: 1 damage, weakest foe"."""
    e = trait.effect
    text = effect_text(e)
    if e.effect in ("damage", "stun") and e.target != "all":
        text += ", weakest foe"
    elif e.effect == "heal" and e.target == "one":
        text = f"heal {e.amount}, weakest ally"
    return f"{TIMING_SHORT.get(trait.when, trait.when)}: {text}"


def mutation_text(mutation: rules.Mutation) -> str:
    """What a mutation does, briefly: "+2 health; Always: +1 strength", or its four skills."""
    if mutation.kind == "ability":
        return "Ability for any creature: " + "; ".join(skill_line(s) for s in mutation.skills)
    parts = [f"+{mutation.health} health"] if mutation.health else []
    parts += [trait_text(t) for t in mutation.traits]
    return "; ".join(parts) if parts else "Upgrade"


# --- keywords -------------------------------------------------------------------------------------------
KEYWORD_TIPS: dict[str, str] = {
    "stun": "A stunned creature cannot use its skills, though its traits still work. It stays stunned "
            "until its player, on their go, pays unused dice adding up to the stun's number or more "
            "(that is not using a skill); a new stun never lowers a bigger one.",
    "shatter": "Split one of your unused dice into two new unused dice: an even die into two halves "
               "(6 gives 3 and 3), an odd one into its halves rounded down and up (5 gives 2 and 3). "
               "A 1 just stays a 1.",
    "fuse": "Merge two of your unused dice into one showing their sum, less 6 if the sum is over 6 "
            "(a 4 and a 5 make a 3).",
    "set": "Turn one of your unused dice to any face you choose, 1 to 6.",
    "increment": "Add 1 to one of your unused dice (a 6 stays a 6). Twice means two steps, on the same "
                 "die or on two dice.",
    "decrement": "Take 1 off one of your unused dice (a 1 stays a 1). Twice means two steps, on the same "
                 "die or on two dice.",
    "strength": "Every hit this creature deals, from skills and traits alike, does that much more "
                "damage, for the rest of the battle.",
    "fortitude": "Every hit this creature takes does that much less damage (never below 0), for the rest "
                 "of the battle.",
    "damage": "Takes health off an opposing creature: the number, plus the attacker's strength, minus the "
              "target's fortitude, never less than 0. A creature left at 0 or below is bleeding out.",
    "heal": "Gives health back, never above what the creature had at the start of the battle. Healing a "
            "bleeding creature above 0 saves it.",
    "exact": "Exact cost: one die showing each value printed, e.g. a 4 and a 5.",
    "powerup": "Powerup cost: one die or more whose values add up to the number or more; the payment is "
               "done as soon as the sum is reached.",
    "any": "X cost: one die of any value for each slot.",
    "same": "Same cost: that many dice, all showing the same value (a pair, three of a kind).",
    "chain": "Chain cost: that many dice with consecutive values, in any order (2, 3, 4). A chain does not "
             "wrap round from 6 to 1.",
    "catch": "Instead of fighting this turn, the current player rolls five dice at one wild creature: it is "
             "caught if they add up, with any dice left on it from earlier tries, to its catchrate plus its "
             "health (health below 0 counts as 0). After a catch there are no combat dice that turn.",
    "bleeding": "A creature at 0 health or less is bleeding out: it cannot use skills, and it dies at the "
                "next \"creatures die\" step unless it is healed above 0 first. It can still be caught.",
    "level": "How tough a creature is, 1 to 3. Fighting wild creatures puts their combined level in "
             "mutations at stake (at most 3), and killing one earns as many mutations as its level.",
    "catchrate": "How hard a creature is to catch: five dice must add up to its catchrate plus its current "
                 "health.",
}

#: Other forms of a keyword that point to its tip (whole words).
KEYWORD_FORMS: dict[str, tuple[str, ...]] = {
    "stun": ("stuns", "stunned"),
    "shatter": ("shatters", "shattered"),
    "fuse": ("fuses", "fused"),
    "set": ("sets",),
    "increment": ("increments", "incremented"),
    "decrement": ("decrements", "decremented"),
    "heal": ("heals", "healed"),
    "catch": ("catches", "caught"),
    "bleeding": ("bleeds",),
    "powerup": ("power-up",),
}

_FORM_OF = {form: key for key, forms in KEYWORD_FORMS.items() for form in forms} | {k: k for k in KEYWORD_TIPS}
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")


def keywords_in(text: str) -> list[str]:
    """The keywords (KEYWORD_TIPS keys) in `text`, as whole words or their forms, case-insensitive,
    in order of first appearance, each once."""
    out: list[str] = []
    for match in _WORD.finditer(text.lower()):
        key = _FORM_OF.get(match.group())
        if key is not None and key not in out:
            out.append(key)
    return out


# --- tooltips (pygame-gui's HTML subset: <b>, <i>, <br>) -----------------------------------------------------
def _h(text) -> str:
    return html.escape(str(text), quote=False)


def skill_of(key: str) -> rules.Skill:
    """The skill behind a fighter's skill key, "<ability or mutation id>/<index>"."""
    card, _, index = key.rpartition("/")
    c = api.catalog("zvery")
    holder = c.abilities.get(card) or c.mutations[card]
    return holder.skills[int(index)]


def skill_tip(key: str) -> str:
    """A skill's tooltip: its name and card, its cost and what it does."""
    card = key.rpartition("/")[0]
    s = skill_of(key)
    return (f"<b>{_h(s.name)}</b> ({_h(card_name(card))})<br>Cost: {_h(cost_text(s.cost))}<br>"
            f"{_h(skill_text(s))}")


def mutation_tip(card_id: str) -> str:
    """A mutation's tooltip: name, type and kind, and what it does."""
    m = api.catalog("zvery").mutations.get(card_id)
    if m is None:
        return f"<b>{_h(mutation_name(card_id))}</b>"
    kind = "upgrade (placed over a creature)" if m.kind == "upgrade" else "ability (placed beneath a creature)"
    lines = [f"<b>{_h(m.name)}</b> - {TYPE_NAMES.get(m.type, m.type)} {kind}"]
    if m.health:
        lines.append(f"+{m.health} health")
    lines += [_h(trait_text(t)) for t in m.traits]
    lines += [_h(skill_line(s)) for s in m.skills]
    lines.append("<i>Fits any creature; never comes off.</i>")
    return "<br>".join(lines)


def creature_tip(card: dict) -> str:
    """A creature's tooltip, from a view's beast ({"card", "abilities", "mutations"}), with its
    battle state when the dict also holds its "fighter"."""
    c = api.catalog("zvery")
    found = c.creatures.get(card.get("card"))
    if found is None:
        return f"<b>{_h(creature_name(card.get('card', '')))}</b>"
    mutations = [c.mutations[m] for m in card.get("mutations", []) if m in c.mutations]
    top = found.health + sum(m.health for m in mutations)
    lines = [f"<b>{_h(found.name)}</b> - level {found.level} {TYPE_NAMES.get(found.type, found.type)}",
             f"Health {top} \u00b7 catchrate {found.catchrate}"]
    lines += [_h(trait_text(t)) for t in found.traits]
    for m in mutations:
        if m.kind == "upgrade":
            lines += [_h(f"{m.name}: {trait_text(t)}") for t in m.traits]
    cards = [ability_name(a) for a in card.get("abilities", [])] + [m.name for m in mutations if m.kind == "ability"]
    if cards:
        lines.append("Abilities: " + _h(", ".join(cards)))
    upgrades = [m.name for m in mutations if m.kind == "upgrade"]
    if upgrades:
        lines.append("Upgrades: " + _h(", ".join(upgrades)))
    f = card.get("fighter")
    if f:
        state = [f"{f.get('health')} of {f.get('top')} health" + (" - bleeding out!" if f.get("health", 1) <= 0 else "")]
        if f.get("strength"):
            state.append(f"+{f['strength']} strength")
        if f.get("fortitude"):
            state.append(f"+{f['fortitude']} fortitude")
        if f.get("stun"):
            state.append(f"stun {f['stun']}")
        if f.get("catch_dice"):
            state.append("dice left on it: " + dice_text(f["catch_dice"]))
        lines.append("<i>In battle: " + _h(", ".join(state)) + "</i>")
    if found.text:
        lines.append(f"<i>{_h(found.text)}</i>")
    return "<br>".join(lines)


def creature_sheet(card: dict, without: str = "a wild creature is given the first ability of its type when it "
                                             "is battled") -> str:
    """Every word of a creature for the closer look: its tooltip, then each ability beneath it
    (and each ability mutation on it) with all four skills, cost and effect."""
    c = api.catalog("zvery")
    lines = [creature_tip(card)]
    holders = [c.abilities[a] for a in card.get("abilities", []) if a in c.abilities]
    holders += [c.mutations[m] for m in card.get("mutations", []) if m in c.mutations and c.mutations[m].kind == "ability"]
    for holder in holders:
        lines.append(f"<b>{_h(holder.name)}</b> ({TYPE_NAMES.get(holder.type, holder.type)} ability)")
        lines += [_h(skill_line(s)) for s in holder.skills]
    if not holders:
        lines.append(f"<i>No ability yet: {_h(without)}.</i>")
    return "<br>".join(lines)


# --- a computer's move in words (the banner while it plays out) -------------------------------------------------
def computer_did(chosen: dict | None, said: str, view: dict, about: dict, who: str) -> str:
    """A computer's move in the third person, for the banner while it plays out ("Bob pays
    with the 5"): `chosen` is the engine's choice it made (its verb and the things it names),
    `said` the rules' words for it, `view` the table and `about` what the engine told of the
    decision, both just before the move."""
    verb, named = (chosen["verb"], chosen["names"]) if chosen else ("", {})
    b = view.get("battle") or {}
    if verb == "pay":
        value = b["pools"][about["side"]][named["die"]]
        return _("{who} pays with the {value}").format(who=who, value=value)
    if verb == "pass":
        return _("{who} ends the go").format(who=who) if b.get("acted") else \
            _("{who} passes: out for the rest of the turn").format(who=who)
    if verb == "fight":
        return _("{who} fights this turn").format(who=who)
    if verb == "catch":
        return _("{who} tries to catch {creature}").format(who=who, creature=creature_name(named["creature"]))
    if verb == "target":
        return _("{who} aims at {creature}").format(who=who, creature=creature_name(named["creature"]))
    if verb == "stop":
        return _("{who} leaves the rest of the {keyword} unused").format(who=who, keyword=about["keyword"])
    if verb == "take_back":
        return _("{who} takes the other dice back").format(who=who)
    if verb == "done":
        return _("{who} is done choosing").format(who=who)
    return _("{who}: {said}").format(who=who, said=said)
