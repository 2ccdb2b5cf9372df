"""Zvery's table words: names, the rules' words for costs, effects and traits, keyword tips and
the tooltips. Names and keyword tips are the game's catalog's (LC_MESSAGES/zvery.po, keyed by
id); what a cost, effect, skill or trait does is the rulebook's messages. Plain Python, no pygame.
"""
from __future__ import annotations

import functools

from engine import api

from .. import i18n
from ..i18n import N_, _
from ..widgets.keywords import Keywords
from ..widgets.markup import plain

rules = api.rulebook("zvery")  # the catalog's entry classes
LIMITS = api.info("zvery")["limits"]

#: The keywords a tooltip explains (tip, title, forms and a dice keyword's ask are the catalog's:
#: "keyword.<key>", ".title", ".forms", ".ask").
KEYWORDS = Keywords("zvery", ("stun", "shatter", "fuse", "set", "increment", "decrement", "strength", "fortitude",
                              "damage", "heal", "exact", "powerup", "any", "same", "chain", "catch", "bleeding", "level",
                              "catchrate"), LIMITS)
keyword_tip, keyword_title, keyword_ask = KEYWORDS.tip, KEYWORDS.title, KEYWORDS.ask
keywords_in, explained = KEYWORDS.found_in, KEYWORDS.explained

#: A trait's timing, as a small card prints it.
TIMING_SHORT = {"always": N_("Always"), "before_roll": N_("Before roll"), "after_roll": N_("After roll"),
                "end_of_turn": N_("Turn end")}


# --- names ---------------------------------------------------------------------------------------------
def term(kind: str, id: str) -> str:
    """A creature, ability, mutation, type, skill (by its key, "<card>/<index>") or keyword, as the
    engine's messages name them, in the player's language (a card a player added: its own name)."""
    if kind == "keyword":
        return keyword_title(id)
    own = getattr(skill_of(id) if kind == "skill" else _entries(kind).get(id), "name", "") if kind != "type" else ""
    return i18n.term("zvery", f"{kind}.{id}", own or str(id).replace("_", " ").replace("/", " ").title())


def _entries(kind: str) -> dict:
    c = api.catalog("zvery")
    return {"creature": c.creatures, "ability": c.abilities, "mutation": c.mutations}.get(kind, {})


creature_name, mutation_name = functools.partial(term, "creature"), functools.partial(term, "mutation")
skill_name, type_name = functools.partial(term, "skill"), functools.partial(term, "type")
skill_of = rules.skill  # a fighter's skill key, "<ability or mutation id>/<index>" -> its Skill


def card_name(card_id: str) -> str:
    """The name of any card: creature, ability or mutation."""
    return term(next((k for k in ("creature", "ability", "mutation") if card_id in _entries(k)), "creature"), card_id)


def lore(card_id: str) -> str:
    """A creature's line of flavour text ("" when it has none)."""
    return i18n.term("zvery", f"creature.{card_id}.text", getattr(_entries("creature").get(card_id), "text", ""))


def dice_text(values) -> str:
    """Die values: "2, 3, 3, 5, 6" (or "no dice")."""
    return ", ".join(str(v) for v in values) or _("no dice")


# --- costs, effects, traits: the rules' words (api.rulebook), as their choices say them ------------------
def say(message) -> str:
    """An engine message about the game's things in the player's language."""
    return i18n.say(message, terms=term)


def cost_text(cost: rules.Cost) -> str:  # as a card prints it: "a 4 and a 5", "dice summing 16+"
    return say(rules.cost_words(cost))


def effect_text(effect: rules.Effect, trait: bool = False) -> str:  # "4 damage"; `trait`: aimed as a trait aims
    return say(rules.effect_words(effect, trait))


def effect_text_of(effect: dict) -> str:  # an effect as plain data (an aim's, Match.decision)
    return effect_text(rules.Effect(effect.get("effect", ""), effect.get("amount", 0), effect.get("target", "one")))


def skill_text(skill: rules.Skill) -> str:  # its effects in order: "3 damage, then stun 3"
    return say(rules.skill_words(skill))


def skill_line(key: str) -> str:
    """A skill in one line, for a tooltip or a list: "Hot Core (a 6): 4 damage"."""
    s = skill_of(key)
    return _("{skill} ({cost}): {effect}").format(skill=skill_name(key), cost=cost_text(s.cost), effect=skill_text(s))


def trait_text(trait: rules.Trait) -> str:  # with its timing: "Before each roll: 1 damage to every foe"
    return say(rules.trait_words(trait))


def trait_short(trait: rules.Trait) -> str:
    """A trait in the fewest words, for a small card: "Turn end: 1 damage, weakest foe"."""
    e = trait.effect
    text = effect_text(e)
    if e.effect in ("damage", "stun") and e.target != "all":
        text = _("{effect}, weakest foe").format(effect=text)
    elif e.effect == "heal" and e.target == "one":
        text = _("heal {n}, weakest ally").format(n=e.amount)
    return _("{when}: {effect}").format(when=_(TIMING_SHORT[trait.when]), effect=text)


def mutation_text(mutation: rules.Mutation) -> str:  # what an upgrade gives: "+2 health; Always: +1 strength"
    return say(rules.mutation_words(mutation) or "")


def holder_of(key: str):
    """The ability or ability mutation a skill key ("<card>/<index>") or a card id names."""
    card = key.rpartition("/")[0] or key
    return _entries("ability").get(card) or _entries("mutation")[card]


# --- tooltips (pygame-gui's HTML subset: <b>, <i>, <br>) -----------------------------------------------------
def skill_tip(key: str) -> str:
    """A skill's tooltip: its name and card, its cost and what it does."""
    s = skill_of(key)
    return "<br>".join([plain(_("{skill} ({card})")).format(skill=f"<b>{plain(skill_name(key))}</b>",
                                                         card=plain(card_name(key.rpartition("/")[0]))),
                        plain(_("Cost: {cost}").format(cost=cost_text(s.cost))), plain(skill_text(s))])


def mutation_tip(card_id: str) -> str:
    """A mutation's tooltip: name, type and kind, and what it does."""
    m = api.catalog("zvery").mutations.get(card_id)
    if m is None:
        return f"<b>{plain(mutation_name(card_id))}</b>"
    kind = _("{type} upgrade (placed over a creature)") if m.kind == "upgrade" else \
        _("{type} ability (placed beneath a creature)")
    lines = [f"<b>{plain(mutation_name(card_id))}</b> - {plain(kind.format(type=type_name(m.type)))}"]
    lines += [plain(mutation_text(m))] if m.kind == "upgrade" else \
        [plain(skill_line(f"{card_id}/{k}")) for k in range(len(m.skills))]
    return "<br>".join(lines + ["<i>" + plain(_("Fits any creature; never comes off.")) + "</i>"])


def creature_tip(card: dict) -> str:
    """A creature's tooltip, from a view's beast ({"card", "abilities", "mutations"}, and its "fighter" in battle)."""
    c = api.catalog("zvery")
    found = c.creatures.get(card.get("card"))
    if found is None:
        return f"<b>{plain(creature_name(card.get('card', '')))}</b>"
    mutations = [c.mutations[m] for m in card.get("mutations", []) if m in c.mutations]
    head = _("level {level} {type}").format(level=found.level, type=type_name(found.type))
    lines = [f"<b>{plain(creature_name(found.id))}</b> - {plain(head)}",
             plain(_("Health {health} \u00b7 catchrate {catchrate}").format(
                 health=found.health + sum(m.health for m in mutations), catchrate=found.catchrate))]
    lines += [plain(trait_text(t)) for t in found.traits]
    lines += [plain(_("{card}: {trait}").format(card=mutation_name(m.id), trait=trait_text(t)))
              for m in mutations for t in m.traits]
    if _held(card):
        lines.append(plain(_("Abilities: {cards}").format(cards=", ".join(map(card_name, _held(card))))))
    upgrades = [mutation_name(m.id) for m in mutations if m.kind == "upgrade"]
    if upgrades:
        lines.append(plain(_("Upgrades: {cards}").format(cards=", ".join(upgrades))))
    if card.get("fighter"):
        lines.append("<i>" + plain(_("In battle: {state}").format(state=_battle_state(card["fighter"]))) + "</i>")
    return "<br>".join(lines + ([f"<i>{plain(lore(found.id))}</i>"] if lore(found.id) else []))


def _battle_state(f: dict) -> str:
    state = [_("{health} of {top} health").format(health=f.get("health"), top=f.get("top"))
             + (_(" - bleeding out!") if f.get("health", 1) <= 0 else "")]
    state += [effect_text(rules.Effect(key, f[key], "one" if key == "stun" else "self"))
              for key in ("strength", "fortitude", "stun") if f.get(key)]
    if f.get("catch_dice"):
        state.append(_("dice left on it: {dice}").format(dice=dice_text(f["catch_dice"])))
    return ", ".join(state)


def _held(card: dict) -> list[str]:
    """The abilities beneath a view's beast and the ability mutations on it."""
    c = api.catalog("zvery")
    return [a for a in card.get("abilities", []) if a in c.abilities] + \
        [m for m in card.get("mutations", []) if m in c.mutations and c.mutations[m].kind == "ability"]


def creature_sheet(card: dict, starter: bool = False) -> str:
    """Every word of a creature for the closer look: its tooltip, then each of its abilities with all its skills."""
    lines = [creature_tip(card)]
    for card_id in _held(card):
        holder = holder_of(card_id)
        lines.append(f"<b>{plain(card_name(card_id))}</b> " + plain(_("({type} ability)").format(type=type_name(holder.type))))
        lines += [plain(skill_line(f"{card_id}/{k}")) for k in range(len(holder.skills))]
    if not _held(card):
        lines.append("<i>" + plain(_("No ability yet: a starter comes with the first ability of its type.") if starter
                                else _("No ability yet: a wild creature is given the first ability of its type "
                                       "when it is battled.")) + "</i>")
    return "<br>".join(lines)

