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

from .words import the

HOW = {"up": "Turn up", "down": "Turn down", "reroll": "Reroll"}


class Preview(NamedTuple):
    """One choice's consequence, in three lengths, and how good it is for the player (0-1)."""

    badge: str  # on a die: "67%", "unhurt"
    short: str  # on a button or a menu line: "destroys it: 67%"
    sentence: str  # the line over the tray, a tooltip: "Keep the 6: attack 5, ...: destroyed 67% of the time"
    good: float | None = None


def of(outcome: dict, slayer: str, lead: str = "") -> Preview:
    """The Preview of an engine outcome; `lead` names the choice ("Keep the 6")."""
    text = sentence(outcome, slayer)
    return Preview(badge(outcome), short(outcome, slayer), f"{lead}: {text}" if lead else cap(text), goodness(outcome))


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
        return f"hurt {percent(_p(outcome, 1))}"
    return "unhurt" if lost == 0 else "falls!" if lost >= outcome["life"] else f"\u2212{lost} Life"


def percent(p: float) -> str:
    """"43%"; a chance that is not nil but rounds to it stays visible ("<1%", ">99%")."""
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    return "<1%" if p < 0.01 else ">99%" if p > 0.99 else f"{round(p * 100)}%"


def cap(text: str) -> str:
    """The first letter up, for a sentence standing on its own."""
    return text[:1].upper() + text[1:]


def _p(outcome: dict, at_least: int) -> float:
    return sum(p for lost, p in outcome["chances"] if lost >= at_least)


def _exact(outcome: dict) -> int | None:
    chances = outcome["chances"]
    return chances[0][0] if len(chances) == 1 else None


def short(outcome: dict, slayer: str = "") -> str:
    """A few words for under a die or on a button: "destroys it: 50%", "you lose 1 Life"."""
    dfn, life = outcome["def"], outcome["life"]
    lost = _exact(outcome)
    if dfn == "slayer":
        if lost is not None:
            return "unhurt" if lost == 0 else "you fall!" if lost >= life else f"you lose {lost} Life"
        return f"hurt: {percent(_p(outcome, 1))}"
    if life > 1:  # the Necromancer
        if lost is not None:
            return _why_not(outcome) if lost == 0 else f"{lost} damage"
        return f"wounds: {percent(_p(outcome, 1))}"
    verb = "destroys it" if dfn[:1] in "vgb" or dfn == "nec" else "fells him"
    if lost is not None:
        return verb if lost else _why_not(outcome)
    return f"{verb}: {percent(_p(outcome, life))}"


def sentence(outcome: dict, slayer: str = "the slayer") -> str:
    """The whole of it: strength against defense, toughness, and what comes of it."""
    return f"{facts(outcome)}: {result(outcome, slayer, toughness_told=True)}"


def facts(outcome: dict) -> str:
    """"attack 3, its defense 1, toughness 2" - what is known of the fight so far."""
    dfn, strength, defense = outcome["def"], outcome["strength"], outcome["defense"]
    whose = "your" if dfn == "slayer" else "its"
    if strength is None and defense is None:
        parts = [f"your roll, then {whose} defense" if outcome["att"] == "slayer" else f"its roll, then {whose} defense"]
    else:
        parts = [f"attack {strength}" if strength is not None else "its attack still to roll",
                 f"{whose} defense {defense}" if defense is not None else f"{whose} defense still to roll"]
    if outcome["toughness"] > 1:
        parts.append(f"toughness {outcome['toughness']}")
    return ", ".join(parts)


def result(outcome: dict, slayer: str = "the slayer", toughness_told: bool = False) -> str:
    """"the blue zombie is destroyed", "you lose 1 Life", "destroyed 50% of the time";
    `toughness_told`: the facts before it named the toughness already."""
    dfn, life = outcome["def"], outcome["life"]
    who = "you" if dfn == "slayer" else the(dfn, slayer)
    lost = _exact(outcome)
    if lost is not None:
        if dfn == "slayer":
            return "you are unhurt" if lost == 0 else "you fall!" if lost >= life else f"you lose {lost} Life"
        if lost == 0:
            return "no damage" if toughness_told and not outcome.get("dead") else _why_not(outcome)
        if lost >= life:
            return f"{who} is destroyed" if dfn[:1] in "vgb" or dfn == "nec" else f"{who} falls"
        return f"{lost} damage ({life - lost} Life left)"
    if dfn == "slayer":
        hurt, fall = _p(outcome, 1), _p(outcome, life)
        return f"you are hurt {percent(hurt)} of the time" + (f", fall {percent(fall)}" if fall >= 0.005 else "")
    if life > 1:
        return f"{who} is wounded {percent(_p(outcome, 1))} of the time"
    return f"{who} is destroyed {percent(_p(outcome, life))} of the time"


def _why_not(outcome: dict) -> str:
    if outcome.get("dead"):
        return "Already Dead: no effect"
    strength, defense, tough = outcome["strength"], outcome["defense"], outcome["toughness"]
    if strength is not None and defense is not None and strength > defense and tough > 1:
        return f"no damage (toughness {tough})"
    return "no damage"


def luck_words(how: str, before: int, meanings: list[str] | None, outcome: dict | None, now: dict | None,
               slayer: str = "the slayer", whose: str = "") -> str:
    """A Luck chip, before it is clicked: "Turn down the 3 → 2: ... still no damage". A fight's
    die is told from the engine's `outcome`; any other from `meanings`, what each of its six
    faces counts for. `whose` names the card a die is rolled for ("the Stable Yard die")."""
    after = before + (1 if how == "up" else -1)
    if whose:
        head = f"{HOW[how]} the {whose} die" + (f" (a {before})" if how == "reroll" else f", {before} → {after}")
    else:
        head = f"{HOW[how]} the {before}" + ("" if how == "reroll" else f" → {after}")
    if outcome is not None:
        still = "still " if now is not None and now["chances"] == outcome["chances"] else ""
        known = "a new face" if how == "reroll" else facts(outcome)
        return f"{head}: {known}: {still}{result(outcome, slayer, toughness_told=how != 'reroll')} (1 Luck)"
    if meanings is None:
        return f"{head}: any face may come up (1 Luck)"
    if how == "reroll":
        return f"{head}: {_spread(meanings)} (1 Luck)"
    then, was = meanings[after - 1], meanings[before - 1]
    return f"{head}: {then}" + (f" instead of {was}" if then != was else " - no change") + " (1 Luck)"


def _spread(meanings: list[str]) -> str:
    """What a new roll of this die may show: "nothing on 3 faces, 1 violet zombie on 2... of 6"."""
    counts: dict[str, int] = {}
    for meaning in meanings:
        counts[meaning] = counts.get(meaning, 0) + 1
    parts = sorted(counts.items(), key=lambda kv: -kv[1])
    return ", ".join(f"{meaning} on {n} face{'s' if n > 1 else ''}" for meaning, n in parts) + " of 6"
