"""Auganism's words: card and hero names, stages, effects, passives and keyword tips, shared by
the log, the cards and the tooltips (the Hint says the rules' own label, Match.choices).

The engine speaks in ids (`ember_pup`, `{ when = "summon", do = "draw" }`, `evr_discount`);
players read words. Everything the table says about the game's vocabulary is written once here,
so a card, its tooltip, the log and the guide say the same thing the same way. The keyword tips
say what the engine does (turn.py, battle.py, effects.py, stats.py, ending.py) where the
rulebook is vague. Plain Python, no pygame.

Keyword keys are lower case ("evp", "skip penalty"); `keyword_title` gives the way a tooltip
heads them ("EVP", "Skip penalty").
"""
from __future__ import annotations

import html
import re

from engine import api

rules = api.rulebook("auganism")


FAMILY_NAMES = {"blaze": "Blaze", "tide": "Tide", "grove": "Grove", "gale": "Gale", "shade": "Shade"}

#: An effect's timing (content.WHENS), as printed before what it does.
WHEN_WORDS = {
    "summon": "When summoned",
    "evolve": "When it evolves",
    "battle": "At the start of each battle",
    "win": "When it wins a battle",
    "augment": "When placed as an augment",
    "evp": "When placed in your EVP Zone",
    "activated": "Activated",
    "response": "Response",
}

#: The phases (state.phase) as a banner may name them.
PHASE_WORDS = {
    "summon": "Summon Phase",
    "evp": "EVP Phase",
    "evolve": "Evolution Phase",
    "augment": "Augment Phase",
    "declare": "Declare Phase",
    "response": "Response Phase",
    "over": "The duel is over",
}

#: The ends of a duel (result()["reason"]) in words.
REASON_WORDS = {
    "three wins": "three battles won",
    "five team wins": "five battles won by the team",
    "nothing to summon": "nothing left to summon",
    "stalemate": "the stalemate rule",
}


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 card", "3 cards" (pass `many` for irregular plurals)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def _pretty(card_id) -> str:
    return str(card_id).replace("_", " ").title()


# --- names ---------------------------------------------------------------------------------------------
def card_name(card_id: str) -> str:
    card = api.catalog("auganism").monsters.get(card_id)
    return card.name if card else _pretty(card_id)


def hero_name(hero_id: str) -> str:
    hero = api.catalog("auganism").heroes.get(hero_id)
    return hero.name if hero else _pretty(hero_id)


def term(kind: str, id: str) -> str:
    """A card ("monster") or a hero named in the engine's messages (engine/core/messages.py)."""
    return hero_name(id) if kind == "hero" else card_name(id)


def names(card_ids) -> str:
    """"Ember Pup, Reef Warden and Thornling" (or "nothing")."""
    items = [card_name(c) for c in card_ids]
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def join(items) -> str:
    """"a, b and c" for any words."""
    items = [str(i) for i in items]
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def stage_text(stage: int, total: int) -> str:
    """"Stage 2 of 3" (stages counted from 1, as printed)."""
    return f"Stage {stage} of {total}"


def augment_text(monster: rules.Monster) -> str:
    """What a card gives as an augment: "+1 Sword, +3 Shield" (or "no Sword or Shield")."""
    parts = [f"+{n} {word}" for n, word in ((monster.sword, "Sword"), (monster.shield, "Shield")) if n]
    return ", ".join(parts) if parts else "no Sword or Shield"


# --- effects --------------------------------------------------------------------------------------------
def do_text(do: str, amount: int, when: str = "activated", whose: str = "your") -> str:
    """What one effect does, without its timing: "draw 2 cards", "+3 Shield", "wound the opposing
    monster for 1". Attack, Shield and pierce last for the monster's next battle, or for the
    battle under way when they come at its start or in a response. `whose` is the owner as the
    words name them ("your" on a card, "Ann's" in the log)."""
    now = when in ("battle", "response")
    later = "" if now else " in its next battle"
    if do == "draw":
        return f"draw {plural(amount, 'card')}"
    if do == "heal":
        return f"heal {whose} monster by {amount}"
    if do == "wound":
        return f"wound the opposing monster for {amount}"
    if do == "attack":
        return f"+{amount} Attack{later}"
    if do == "shield":
        return f"+{amount} Shield{later}"
    if do == "pierce":
        return "pierce (the opposing Shield counts as 0" + (")" if now else " in its next battle)")
    if do == "evp":
        return f"+{amount} EVP towards {whose} next evolution"
    if do == "recover":
        return (f"recover the last card put in {whose} graveyard" if amount == 1
                else f"recover the last {amount} cards put in {whose} graveyard")
    if do == "discount":
        return f"discount {whose} next evolution by {amount} EVR"
    return f"{do} {amount}"


def effect_text(effect: rules.Effect | rules.Active) -> str:
    """An effect with its timing: "When summoned: draw 1 card", "Response: +3 Shield"."""
    return f"{WHEN_WORDS.get(effect.when, _pretty(effect.when))}: {do_text(effect.do, effect.amount, effect.when)}"


def hero_passive_text(hero: rules.Hero) -> str:
    """A hero's always-on effect: "Passive: every evolution needs 1 EVR less (never below 1)"."""
    p = hero.passive
    n = p.amount
    if p.kind == "evp_bonus":
        what = f"+{n} EVP on your EVP score while your EVP Zone holds a card"
    elif p.kind == "sword_bonus":
        what = f"+{n} Attack in every battle"
    elif p.kind == "shield_bonus":
        what = f"+{n} Shield in every battle"
    elif p.kind == "empty_hand_draw":
        what = f"with an empty hand, draw {2 + n} cards instead of 2"
    elif p.kind == "regenerate":
        what = f"heal your monster by {n} at the start of each of your turns"
    elif p.kind == "evr_discount":
        what = f"every evolution needs {n} EVR less (never below 1)"
    elif p.kind == "family_attack":
        family = FAMILY_NAMES.get(p.family or "", "its family's")
        what = f"your {family} monsters have +{n} Attack in every battle"
    else:
        what = f"{_pretty(p.kind)} {n}"
    return f"Passive: {what}"


def cooldown_text(turns: int) -> str:
    """"cooldown 3 turns": the owner's own turns it rests after use (ruling 22)."""
    return f"cooldown {plural(turns, 'turn')}"


def hero_active_text(hero: rules.Hero) -> str:
    """A hero's active effect with its cooldown: "Activated: draw 2 cards (cooldown 3 turns)"."""
    return f"{effect_text(hero.active)} ({cooldown_text(hero.active.cooldown)})"


def monster_text(monster: rules.Monster) -> str:
    """A card in words, one fact a line: family, each stage's Attack, Health and EVR, what it
    gives as EVP and as an augment, its effects."""
    total = len(monster.stages)
    lines = [f"{monster.name} - {FAMILY_NAMES.get(monster.family, monster.family)}, "
             + ("1 stage (it does not evolve)" if total == 1 else plural(total, "stage"))]
    for n, s in enumerate(monster.stages, start=1):
        evr = f" (EVR {s.evr})" if s.evr is not None else ""
        lines.append(f"Stage {n}: {s.attack} Attack, {s.health} Health{evr}")
    lines.append(f"EVP {monster.evp} \u00b7 Sword {monster.sword} \u00b7 Shield {monster.shield}")
    lines += [effect_text(e) for e in monster.effects]
    return "\n".join(lines)


def hero_text(hero: rules.Hero) -> str:
    """A hero in words: name (and family), passive, active."""
    family = f" ({FAMILY_NAMES.get(hero.family, hero.family)})" if hero.family else ""
    return "\n".join([f"{hero.name}{family}", hero_passive_text(hero), hero_active_text(hero)])


# --- keywords -------------------------------------------------------------------------------------------
KEYWORD_TIPS: dict[str, str] = {
    "evp": "Evolution Points. Each card shows its EVP; the cards in your EVP Zone add up to your EVP "
           "score, which pays for evolving. Monsters captured in battle count there too, and EVP effects "
           "add points of their own until your next evolution. Evolving spends the whole zone, surplus "
           "and all.",
    "evr": "Evolution Points Required: printed on every stage above the first, the EVP score needed to "
           "evolve into that stage from the one below it.",
    "sword": "The Attack a card adds to your summoned monster while it sits in your Augment Zone, for its "
             "next battle.",
    "shield": "Shield takes the first part of a blow: a monster loses the Attack against it minus its "
              "Shield, never less than 0. A monster has no Shield of its own: it comes from its augments, "
              "from effects and from some heroes.",
    "attack": "How hard a monster hits in a battle: its stage's Attack, plus the Sword of every augment, "
              "plus effects and hero bonuses. An Attack effect adds to its next battle, or to the battle "
              "under way when it comes at the start of a battle or in a response.",
    "health": "How much damage a monster can take. Damage stays from one battle to the next; evolving sets "
              "Health to the new stage's, and healing gives some back. At 0 Health a monster loses its "
              "battle.",
    "stage": "A card has 1 to 4 stages, each with its own Attack, Health and (above the first) EVR. Every "
             "monster is summoned at Stage 1. EVP, Sword and Shield are printed once and never change.",
    "evolve": "Once a turn, in your Evolution Phase, spend your whole EVP Zone to move your monster up to a "
              "higher stage, if your EVP score covers the EVR. It takes that stage's Attack and Health "
              "(a full heal) and keeps its augments. A monster may evolve on the turn it is summoned.",
    "skip penalty": "Evolving past a stage in one go costs the EVR of every stage passed plus 1 for each "
                    "stage skipped: from Stage 1 to Stage 3 with EVR 2 and 3, that is 2 + 3 + 1 = 6.",
    "augment": "Once in your Augment Phase, and once as the defender in a Response Phase, put a card from "
               "your hand in your Augment Zone: its Sword and Shield join your monster's next battle. "
               "Augments stay until that battle ends, then go to the graveyard. No augment without a "
               "summoned monster.",
    "response": "When you are attacked, before any blow, you may put one card in your Augment Zone and use "
                "your hero's and your monster's response effects, if they are ready. Nothing answers a "
                "response.",
    "declare": "In your Declare Phase you choose whether your monster battles the opposing one. You cannot "
               "battle an empty Summon Zone, and once your deck is empty you must battle whenever you can.",
    "capture": "The monster that loses a battle is captured: it goes to the winner's EVP Zone and counts its "
               "EVP there (in a tag battle, to the winner's partner's hand, to play as their own). It still "
               "belongs to its owner and goes back to their graveyard when it leaves.",
    "cooldown": "Once a hero's active effect is used, it rests for that many of its owner's own turns before "
                "it is ready again. Every hero's active effect is ready on its owner's first turn.",
    "stalemate": "Once every deck is empty, 6 turns in a row in which no monster loses Health end the duel; "
                 "so does the 200th turn. More battles won wins; then more Health on the summoned monster; "
                 "otherwise it is a draw.",
    "draw": "Take cards from the top of your deck into your hand: one at the start of each turn, or two when "
            "your hand is empty. An empty deck gives nothing and costs nothing.",
    "heal": "Your summoned monster gets Health back, never above the Health of its current stage.",
    "wound": "The opposing summoned monster loses Health outside a battle, but never below 1: only a battle "
             "can beat a monster.",
    "pierce": "In the battle it is promised to, the opposing monster's Shield counts as 0.",
    "recover": "The last cards put in your graveyard come back to your hand, the newest first. Only your own "
               "cards are in it: captured ones go back to their owners.",
    "discount": "Your next evolution needs that much less EVR, never below 0. Discounts add up, and "
                "evolving uses them all.",
    "summon": "Put a monster from your hand in your empty Summon Zone, at Stage 1. With an empty Summon "
              "Zone you must summon; with no card in hand at all, you lose the duel.",
    "activated": "An activated effect is used when you choose, once a turn, in your own phases from Summon "
                 "to Declare; a monster's only while it is summoned.",
    "passive": "A hero's passive effect is always on, from the first turn to the last.",
    "family": "Every monster belongs to a family: Blaze, Tide, Grove, Gale or Shade. Some heroes give "
              "monsters of their own family more Attack.",
}

#: How a tooltip heads a keyword.
KEYWORD_TITLES = {"evp": "EVP", "evr": "EVR"}

#: Other forms of a keyword that point to its tip (whole words).
KEYWORD_FORMS: dict[str, tuple[str, ...]] = {
    "sword": ("swords",),
    "shield": ("shields",),
    "attack": ("attacks", "attacked"),
    "stage": ("stages",),
    "evolve": ("evolves", "evolved", "evolving", "evolution", "evolutions"),
    "skip penalty": ("skip penalties",),
    "augment": ("augments", "augmented", "augmenting"),
    "response": ("respond", "responds", "responded", "responses"),
    "declare": ("declares", "declared"),
    "capture": ("captures", "captured"),
    "cooldown": ("cooldowns",),
    "stalemate": ("stalemates",),
    "draw": ("draws", "drawn", "drawing"),
    "heal": ("heals", "healed", "healing"),
    "wound": ("wounds", "wounded"),
    "pierce": ("pierces", "pierced", "piercing"),
    "recover": ("recovers", "recovered"),
    "discount": ("discounts", "discounted"),
    "summon": ("summons", "summoned", "summoning"),
    "activated": ("activate",),
    "family": ("families",),
}

#: The keyword that explains each effect `do` word.
DO_KEYWORDS = {"draw": "draw", "heal": "heal", "wound": "wound", "attack": "attack", "shield": "shield",
               "pierce": "pierce", "evp": "evp", "recover": "recover", "discount": "discount"}

_FORM_OF = {form: key for key, forms in KEYWORD_FORMS.items() for form in forms} | {k: k for k in KEYWORD_TIPS}
_KEYWORD = re.compile(r"(?<![a-z])(" + "|".join(re.escape(f).replace(r"\ ", r"\s+")
                                               for f in sorted(_FORM_OF, key=len, reverse=True)) + r")(?![a-z])")


def keyword_title(key: str) -> str:
    """A keyword as a tooltip heads it: "EVP", "Skip penalty"."""
    return KEYWORD_TITLES.get(key, key.capitalize())


def keywords_in(text: str) -> list[str]:
    """The keywords (KEYWORD_TIPS keys) in `text`, as whole words or their forms, case-insensitive,
    in order of first appearance, each once."""
    out: list[str] = []
    for match in _KEYWORD.finditer(text.lower()):
        key = _FORM_OF[re.sub(r"\s+", " ", match.group())]
        if key not in out:
            out.append(key)
    return out


# --- tooltips (pygame-gui's HTML subset: <b>, <i>, <br>) -----------------------------------------------------
def _h(text) -> str:
    return html.escape(str(text), quote=False)


def monster_tip(card_id: str, summoned: dict | None = None) -> str:
    """A card's tooltip: its words (monster_text) and, given a view's "summoned" dict, how it
    stands now (stage, Attack, Health, what effects promised its next battle)."""
    m = api.catalog("auganism").monsters.get(card_id)
    if m is None:
        return f"<b>{_h(card_name(card_id))}</b>"
    head, *rest = monster_text(m).split("\n")
    lines = [f"<b>{_h(head)}</b>"] + [_h(line) for line in rest]
    if summoned:
        stage = summoned.get("stage", 1)
        now = [stage_text(stage, len(m.stages)), f"{summoned.get('health', 0)} of "
               f"{m.stages[min(stage, len(m.stages)) - 1].health} Health"]
        if summoned.get("attack_boost"):
            now.append(f"+{summoned['attack_boost']} Attack")
        if summoned.get("shield_boost"):
            now.append(f"+{summoned['shield_boost']} Shield")
        if summoned.get("pierce"):
            now.append("pierce")
        lines.append("<i>Now: " + _h(", ".join(now)) + "</i>")
    if m.text:
        lines.append(f"<i>{_h(m.text)}</i>")
    return "<br>".join(lines)


def hero_tip(hero_id: str, wait: int | None = None) -> str:
    """A hero's tooltip, with how long its active effect still rests when `wait` is given."""
    h = api.catalog("auganism").heroes.get(hero_id)
    if h is None:
        return f"<b>{_h(hero_name(hero_id))}</b>"
    head, *rest = hero_text(h).split("\n")
    lines = [f"<b>{_h(head)}</b>"] + [_h(line) for line in rest]
    if wait is not None:
        lines.append("<i>" + ("Ready" if not wait else f"Ready again in {plural(wait, 'turn')}") + "</i>")
    if h.text:
        lines.append(f"<i>{_h(h.text)}</i>")
    return "<br>".join(lines)


# --- a choice's consequence, before the click (Match.forecast) ----------------------------------------------
def monster_outcome(monster: dict | None) -> str:
    """"Cinder Hound: 7 Attack, 2 Shield, 6/6 Health" (the numbers a battle would count)."""
    if monster is None:
        return "no monster summoned yet"
    shield = f", {monster['shield']} Shield" if monster["shield"] else ""
    return (f"{card_name(monster['card'])}: {monster['attack']} Attack{shield}, "
            f"{monster['health']}/{monster['top']} Health")


def battle_outcome(battle: dict, name_of) -> str:
    """A battle fought as the numbers stand, blow by blow: "Ann hits 8 vs 1 Shield for 7: it falls
    - Ann wins the battle (unless Bob responds)"."""
    parts = []
    for blow in battle["blows"]:
        hit = f"{name_of(blow['seat'])} hits {blow['attack']}"
        if blow["shield"]:
            hit += f" vs {blow['shield']} Shield"
        hit += f" for {blow['damage']}: it falls" if blow["health"] <= 0 else \
            f" for {blow['damage']} ({blow['health']} Health left)"
        parts.append(hit)
    end = f"{name_of(battle['winner'])} wins the battle" if battle["winner"] is not None else "both stand"
    unless = f" (unless {name_of(battle['defender'])} responds)" if battle["open"] else ""
    return " \u00b7 ".join(parts) + f" \u2014 {end}{unless}"


def outcome_text(verb: str, told: dict, name_of) -> str:
    """What a choice (by its verb, Match.decision) leaves, from its forecast: the monster after a
    summon, an evolution, an augment or an effect; the EVP score after an EVP card; the battle
    where it leads to one."""
    seat = told["seat"]
    mine = told["monsters"].get(seat)
    if verb in ("battle", "to_battle") and told["battle"]:
        return battle_outcome(told["battle"], name_of)
    if verb == "evp":
        return f"EVP score {told['evp']}"
    text = monster_outcome(mine)
    if verb == "augment" and told["battle"]:
        text += f"; a battle then: {battle_outcome(told['battle'], name_of)}"
    return text
