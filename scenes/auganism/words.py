"""Auganism's table words: card, hero and deck names, a card's text, keyword tips and what a
choice leaves, for the cards and the tooltips. Names, texts and keyword tips are the game's
catalog's (auganism.po, keyed by id); what an effect does, a stage, an augment are the engine's
messages (api.rulebook); the log is the engine's story. Plain Python, no pygame.

Keyword keys are lower case ("evp", "skip penalty"); `keyword_title` gives the way a tooltip
heads them in the player's language, and `keywords_in` finds them in text in that language.
"""
from __future__ import annotations

from engine import api

from .. import i18n
from ..i18n import _, ngettext
from ..widgets.keywords import Keywords
from ..widgets.markup import plain

rules = api.rulebook("auganism")
LIMITS = api.info("auganism")["limits"]

#: The keywords a tooltip explains (their tip, title and the forms they take in each language
#: are the catalog's: "keyword.<key>", ".title", ".forms").
KEYWORDS = Keywords("auganism", ("evp", "evr", "sword", "shield", "attack", "health", "stage", "evolve", "skip penalty",
                                 "augment", "response", "declare", "capture", "cooldown", "stalemate", "draw", "heal",
                                 "wound", "pierce", "recover", "discount", "summon", "activated", "passive", "family"),
                    LIMITS)
keyword_tip, keyword_title, keywords_in = KEYWORDS.tip, KEYWORDS.title, KEYWORDS.found_in

#: Keywords every card shows in its numbers: a tooltip explains the others its effects name.
PLAIN_KEYWORDS = ("attack", "health", "shield", "sword", "evp", "stage", "summon", "activated", "response", "passive")


# --- names ---------------------------------------------------------------------------------------------
def term(kind: str, id: str) -> str:
    """A card ("monster"), hero, deck or family named in the player's language (the engine's
    messages name them so); a player's own card or deck by the name it was given."""
    own = _entries(kind).get(id)
    return i18n.term("auganism", f"{kind}.{id}", getattr(own, "name", "") or str(id).replace("_", " ").title())


def _entries(kind: str) -> dict:
    catalog = api.catalog("auganism")
    return {"monster": catalog.monsters, "hero": catalog.heroes, "deck": catalog.decks}.get(kind, {})


def say(message) -> str:
    """An engine message about the game's things (an effect, a passive) in the player's language."""
    return i18n.say(message, terms=term)


def card_name(card_id: str) -> str:
    return term("monster", card_id)


def hero_name(hero_id: str) -> str:
    return term("hero", hero_id)


def flavour(kind: str, id: str) -> str:
    """A card's, hero's or deck's line of flavour text ("" when it has none)."""
    return i18n.term("auganism", f"{kind}.{id}.text", getattr(_entries(kind).get(id), "text", ""))


# --- a card's words ---------------------------------------------------------------------------------
def hero_passive_text(hero) -> str:
    return _("Passive: {effect}").format(effect=say(rules.passive_words(hero.passive)))


def hero_active_text(hero) -> str:
    """"Activated: draw 2 cards (cooldown 3 turns)"."""
    cooldown = ngettext("cooldown {n} turn", "cooldown {n} turns", hero.active.cooldown).format(n=hero.active.cooldown)
    return _("{effect} ({cooldown})").format(effect=say(rules.effect_line(hero.active)), cooldown=cooldown)


def monster_text(monster) -> str:
    """A card in words, one fact a line: family, each stage's Attack, Health and EVR, what it
    gives as EVP and as an augment, its effects."""
    total = len(monster.stages)
    grows = _("1 stage (it does not evolve)") if total == 1 else \
        ngettext("{n} stage", "{n} stages", total).format(n=total)
    lines = [_("{card} - {family}, {stages}").format(card=card_name(monster.id), family=term("family", monster.family),
                                                      stages=grows)]
    for n, s in enumerate(monster.stages, start=1):
        if s.evr is not None:
            lines.append(_("Stage {n}: {attack} Attack, {health} Health (EVR {evr})").format(
                n=n, attack=s.attack, health=s.health, evr=s.evr))
        else:
            lines.append(_("Stage {n}: {attack} Attack, {health} Health").format(n=n, attack=s.attack, health=s.health))
    lines.append(_("EVP {evp} \u00b7 Sword {sword} \u00b7 Shield {shield}").format(
        evp=monster.evp, sword=monster.sword, shield=monster.shield))
    lines += [say(rules.effect_line(e)) for e in monster.effects]
    return "\n".join(lines)


def hero_text(hero) -> str:
    """A hero in words: name (and family), passive, active."""
    head = hero_name(hero.id)
    if hero.family:
        head = _("{hero} ({family})").format(hero=head, family=term("family", hero.family))
    return "\n".join([head, hero_passive_text(hero), hero_active_text(hero)])


# --- tooltips (pygame-gui's HTML subset: <b>, <i>, <br>) -----------------------------------------------------
def monster_tip(card_id: str, summoned: dict | None = None) -> str:
    """A card's tooltip: its words (monster_text) and, given a view's "summoned" dict, how it
    stands now (stage, Attack, Health, what effects promised its next battle)."""
    m = api.catalog("auganism").monsters.get(card_id)
    if m is None:
        return f"<b>{plain(card_name(card_id))}</b>"
    head, *rest = monster_text(m).split("\n")
    lines = [f"<b>{plain(head)}</b>"] + [plain(line) for line in rest]
    if summoned:
        stage = summoned.get("stage", 1)
        top = m.stages[min(stage, len(m.stages)) - 1].health
        now = [say(rules.stage_words(stage, len(m.stages))),
               _("{health} of {top} Health").format(health=summoned.get("health", 0), top=top)]
        if summoned.get("attack_boost"):
            now.append(_("+{n} Attack").format(n=summoned["attack_boost"]))
        if summoned.get("shield_boost"):
            now.append(_("+{n} Shield").format(n=summoned["shield_boost"]))
        if summoned.get("pierce"):
            now.append(_("pierce"))
        lines.append("<i>" + plain(_("Now: {state}").format(state=", ".join(now))) + "</i>")
    said = flavour("monster", card_id)
    if said:
        lines.append(f"<i>{plain(said)}</i>")
    return "<br>".join(lines + _explained(say(rules.effect_line(e)) for e in m.effects))


def hero_tip(hero_id: str, wait: int | None = None) -> str:
    """A hero's tooltip, with how long its active effect still rests when `wait` is given."""
    h = api.catalog("auganism").heroes.get(hero_id)
    if h is None:
        return f"<b>{plain(hero_name(hero_id))}</b>"
    head, *rest = hero_text(h).split("\n")
    lines = [f"<b>{plain(head)}</b>"] + [plain(line) for line in rest]
    if wait is not None:
        ready = _("Ready") if not wait else ngettext("Ready again in {n} turn", "Ready again in {n} turns", wait).format(n=wait)
        lines.append(f"<i>{plain(ready)}</i>")
    said = flavour("hero", hero_id)
    if said:
        lines.append(f"<i>{plain(said)}</i>")
    return "<br>".join(lines + _explained([hero_passive_text(h), hero_active_text(h)]))


def _explained(texts) -> list[str]:
    """A tooltip's closing lines: what each keyword of an effect's words means ("Pierce: in the
    battle it is promised to, the opposing monster's Shield counts as 0.")."""
    found: list[str] = []
    for text in texts:
        found += [key for key in keywords_in(text) if key not in found and key not in PLAIN_KEYWORDS]
    return KEYWORDS.explained(found)


# --- a choice's consequence, before the click (Match.forecast) ----------------------------------------------
def monster_outcome(monster: dict | None) -> str:
    """"Cinder Hound: 7 Attack, 2 Shield, 6/6 Health" (the numbers a battle would count)."""
    if monster is None:
        return _("no monster summoned yet")
    if monster["shield"]:
        return _("{card}: {attack} Attack, {shield} Shield, {health}/{top} Health").format(
            card=card_name(monster["card"]), **{k: monster[k] for k in ("attack", "shield", "health", "top")})
    return _("{card}: {attack} Attack, {health}/{top} Health").format(
        card=card_name(monster["card"]), **{k: monster[k] for k in ("attack", "health", "top")})


def battle_outcome(battle: dict, name_of) -> str:
    """A battle fought as the numbers stand, blow by blow: "Ann hits 8 vs 1 Shield for 7: it falls
    - Ann wins the battle (unless Bob responds)"."""
    parts = []
    for blow in battle["blows"]:
        facts = {"who": name_of(blow["seat"]), "attack": blow["attack"], "shield": blow["shield"],
                 "damage": blow["damage"], "health": blow["health"]}
        if battle["pierced"][0 if blow["target"] == battle["attacker"] else 1]:
            hit = _("{who} hits {attack} through a pierced Shield for {damage}: it falls") if blow["health"] <= 0 else \
                _("{who} hits {attack} through a pierced Shield for {damage} ({health} Health left)")
        elif blow["health"] <= 0:
            hit = _("{who} hits {attack} vs {shield} Shield for {damage}: it falls") if blow["shield"] else \
                _("{who} hits {attack} for {damage}: it falls")
        else:
            hit = _("{who} hits {attack} vs {shield} Shield for {damage} ({health} Health left)") if blow["shield"] else \
                _("{who} hits {attack} for {damage} ({health} Health left)")
        parts.append(hit.format(**facts))
    end = _("{who} wins the battle").format(who=name_of(battle["winner"])) if battle["winner"] is not None else \
        _("both stand")
    if battle["open"] and battle["winner"] != battle["defender"]:  # (a response only helps the side that loses)
        end = _("{end} (unless {who} responds)").format(end=end, who=name_of(battle["defender"]))
    return " \u00b7 ".join(parts) + " \u2014 " + end


def outcome_text(verb: str, told: dict, name_of) -> str:
    """What a choice (by its verb, Match.decision) leaves, from its forecast: the monster after a
    summon, an evolution, an augment or an effect; the EVP score after an EVP card; the battle
    where it leads to one."""
    mine = told["monsters"].get(str(told["seat"]))
    if verb in ("battle", "to_battle") and told["battle"]:
        return battle_outcome(told["battle"], name_of)
    if verb == "evp":
        return _("EVP score {evp}").format(evp=told["evp"])
    text = monster_outcome(mine)
    if verb == "augment" and told["battle"]:
        return _("{monster}; a battle then: {battle}").format(monster=text, battle=battle_outcome(told["battle"], name_of))
    return text
