"""What a choice will do, in words, before the click that commits it.

The engine forecasts every choice of a fight (engine/games/zombie_slayer/forecast.py: the
decision's about["outcomes"], one per choice: a roll's answers, the attacks of a turn); this module
only words those outcomes: a badge over a die ("50%", "unhurt"), a few words for a button or a
menu line ("destroys it: 50%", "you lose 1 Life"), and a sentence for the line over the tray
and the tooltips ("Keep the 4: attack 4, its defense still to roll, toughness 2: the blue zombie
is destroyed 50% of the time"). A Luck change on a die that is not in
a fight (spawn, search, treasure, healing) is worded from the die's own faces: what the face
shows now and what it would show. No pygame here.
"""
from __future__ import annotations

from typing import NamedTuple

from ..i18n import N_, _, join, ngettext
from .words import cap, is_zombie, the

HOW = {"up": N_("Turn up the {face} to {after}"), "down": N_("Turn down the {face} to {after}"),
       "reroll": N_("Reroll the {face}")}
HOW_CARD = {"up": N_("Turn up the {card} die, {face} to {after}"),
            "down": N_("Turn down the {card} die, {face} to {after}"), "reroll": N_("Reroll the {card} die (a {face})")}


class Preview(NamedTuple):
    """One choice's consequence, in three lengths, and how good it is for the player (0-1)."""

    badge: str  # on a die: "67%", "unhurt"
    short: str  # on a button or a menu line: "destroys it: 67%"
    sentence: str  # the line over the tray, a tooltip: "Keep the 6: attack 5, ...: destroyed 67% of the time"
    good: float | None = None


def of(outcome: dict, slayer: str, lead: str = "") -> Preview:
    """The Preview of an engine outcome; `lead` names the choice ("Keep the 6")."""
    text = sentence(outcome, slayer)
    return Preview(badge(outcome), short(outcome, slayer),
                   _("{choice}: {outcome}").format(choice=lead, outcome=text) if lead else cap(text), goodness(outcome))


def goodness(outcome: dict) -> float:
    """The chance of what the player hopes for: the enemy down, or himself unhurt."""
    if outcome["def"] == "slayer":
        return 1 - _p(outcome, 1)
    return _p(outcome, outcome["life"] if outcome["life"] == 1 else 1)


def badge(outcome: dict) -> str:
    """As few letters as fit over a die: the chance against an enemy, the wound to oneself."""
    if outcome["def"] != "slayer":
        return percent(goodness(outcome))
    lost = _exact(outcome)
    if lost is None:
        return _("hurt {chance}").format(chance=percent(_p(outcome, 1)))
    return _("unhurt") if lost == 0 else _("falls!") if lost >= outcome["life"] else \
        _("\u2212{n} Life").format(n=lost)


def percent(p: float) -> str:
    """"43%"; a chance that is not nil but rounds to it stays visible ("<1%", ">99%")."""
    if p <= 0 or p >= 1:
        return _("{n}%").format(n=0 if p <= 0 else 100)
    return "<" + _("{n}%").format(n=1) if p < 0.01 else ">" + _("{n}%").format(n=99) if p > 0.99 else \
        _("{n}%").format(n=round(p * 100))


def _p(outcome: dict, at_least: int) -> float:
    return sum(p for lost, p in outcome["chances"] if lost >= at_least)


def _exact(outcome: dict) -> int | None:
    chances = outcome["chances"]
    return chances[0][0] if len(chances) == 1 else None


def _undead(token: str) -> bool:
    return is_zombie(token) or token == "nec"


def short(outcome: dict, slayer: str = "") -> str:
    """A few words for under a die or on a button: "destroys it: 50%", "you lose 1 Life"."""
    dfn, life = outcome["def"], outcome["life"]
    lost = _exact(outcome)
    if dfn == "slayer":
        if lost is not None:
            return _("unhurt") if lost == 0 else _("you fall!") if lost >= life else \
                _("you lose {n} Life").format(n=lost)
        return _("hurt: {chance}").format(chance=percent(_p(outcome, 1)))
    if life > 1:  # the Necromancer
        if lost is not None:
            return _why_not(outcome) if lost == 0 else _("{n} damage").format(n=lost)
        return _("wounds: {chance}").format(chance=percent(_p(outcome, 1)))
    if lost is not None:
        return (_("destroys it") if _undead(dfn) else _("fells him")) if lost else _why_not(outcome)
    chance = percent(_p(outcome, life))
    return (_("destroys it: {chance}") if _undead(dfn) else _("fells him: {chance}")).format(chance=chance)


def sentence(outcome: dict, slayer: str = "") -> str:
    """The whole of it: strength against defense, toughness, and what comes of it."""
    return _("{facts}: {result}").format(facts=facts(outcome), result=result(outcome, slayer, toughness_told=True))


def facts(outcome: dict) -> str:
    """"attack 3, its defense 1, toughness 2" - what is known of the fight so far."""
    dfn, strength, defense = outcome["def"], outcome["strength"], outcome["defense"]
    mine = dfn == "slayer"
    if strength is None and defense is None:
        parts = [_("your roll, then your defense") if outcome["att"] == "slayer" and mine else
                 _("your roll, then its defense") if outcome["att"] == "slayer" else
                 _("its roll, then your defense") if mine else _("its roll, then its defense")]
    else:
        parts = [_("attack {n}").format(n=strength) if strength is not None else _("its attack still to roll"),
                 (_("your defense {n}") if mine else _("its defense {n}")).format(n=defense) if defense is not None
                 else _("your defense still to roll") if mine else _("its defense still to roll")]
    if outcome["toughness"] > 1:
        parts.append(_("toughness {n}").format(n=outcome["toughness"]))
    return _(", ").join(parts)


def result(outcome: dict, slayer: str = "", toughness_told: bool = False) -> str:
    """"the blue zombie is destroyed", "you lose 1 Life", "destroyed 50% of the time";
    `toughness_told`: the facts before it named the toughness already."""
    dfn, life = outcome["def"], outcome["life"]
    who = "" if dfn == "slayer" else the(dfn)
    lost = _exact(outcome)
    if lost is not None:
        if dfn == "slayer":
            return _("you are unhurt") if lost == 0 else _("you fall!") if lost >= life else \
                _("you lose {n} Life").format(n=lost)
        if lost == 0:
            return _("no damage") if toughness_told and not outcome.get("dead") else _why_not(outcome)
        if lost >= life:
            return (_("{token} is destroyed") if _undead(dfn) else _("{token} falls")).format(token=who)
        return _("{n} damage ({life} Life left)").format(n=lost, life=life - lost)
    if dfn == "slayer":
        hurt, fall = percent(_p(outcome, 1)), _p(outcome, life)
        if fall >= 0.005:
            return _("you are hurt {chance} of the time, fall {fall}").format(chance=hurt, fall=percent(fall))
        return _("you are hurt {chance} of the time").format(chance=hurt)
    if life > 1:
        return _("{token} is wounded {chance} of the time").format(token=who, chance=percent(_p(outcome, 1)))
    return _("{token} is destroyed {chance} of the time").format(token=who, chance=percent(_p(outcome, life)))


def _why_not(outcome: dict) -> str:
    if outcome.get("dead"):  # the defender's skill (the rulebook's words), not "the zombie is dead"
        return _("{token}'s skill Already Dead negates all damage").format(token=the(outcome["def"]))
    strength, defense, tough = outcome["strength"], outcome["defense"], outcome["toughness"]
    if strength is not None and defense is not None and strength > defense and tough > 1:
        return _("no damage (toughness {n})").format(n=tough)
    return _("no damage")


def luck_words(how: str, before: int, meanings: list[str] | None, outcome: dict | None, now: dict | None,
               slayer: str = "", whose: str = "") -> str:
    """A Luck chip, before it is clicked: "Turn down the 3 → 2: ... still no damage". A fight's
    die is told from the engine's `outcome`; any other from `meanings`, what each of its six
    faces counts for. `whose` names the card a die is rolled for ("the Stable Yard die")."""
    after = before + (1 if how == "up" else -1)
    head = _((HOW_CARD if whose else HOW)[how]).format(card=whose, face=before, after=after)
    if outcome is not None:
        told = result(outcome, slayer, toughness_told=how != "reroll")
        if now is not None and now["chances"] == outcome["chances"]:
            told = _("still {result}").format(result=told)
        known = _("a new face") if how == "reroll" else facts(outcome)
        return _("{choice}: {facts}: {result} (1 Luck)").format(choice=head, facts=known, result=told)
    if meanings is None:
        return _("{choice}: any face may come up (1 Luck)").format(choice=head)
    if how == "reroll":
        return _("{choice}: {spread} (1 Luck)").format(choice=head, spread=_spread(meanings))
    then, was = meanings[after - 1], meanings[before - 1]
    if then == was:
        return _("{choice}: {then} - no change (1 Luck)").format(choice=head, then=then)
    return _("{choice}: {then} instead of {was} (1 Luck)").format(choice=head, then=then, was=was)


def _spread(meanings: list[str]) -> str:
    """What a new roll of this die may show: "nothing on 3 faces, 1 violet zombie on 2... of 6"."""
    counts: dict[str, int] = {}
    for meaning in meanings:
        counts[meaning] = counts.get(meaning, 0) + 1
    parts = sorted(counts.items(), key=lambda kv: -kv[1])
    return _("{faces} of 6").format(faces=join([
        ngettext("{meaning} on {n} face", "{meaning} on {n} faces", n).format(meaning=meaning, n=n)
        for meaning, n in parts]))
