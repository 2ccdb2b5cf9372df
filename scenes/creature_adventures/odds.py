"""The odds of every chance, written out for buttons and dialogs.

Every percentage here is read from the engine's own d10 tables (`tables.py`: ten faces, each
10%), so a tooltip can never disagree with the dice. Damage figures use the engine's
`strike_damage` with the Attack and Defense the battle view shows (abilities aside).
"""
from __future__ import annotations

from engine.games.creature_adventures.tables import (
    BOOST,
    DODGE,
    NPC_REPLY,
    RUN,
    SHAMAN_ALL,
    SHAMAN_ONE,
    STRIKE_PVP,
    STRIKE_WILD,
    THIEVES,
    strike_damage,
)

from .words import outcome_word

PLAYER_KINDS = ("pvp", "duel")


def strike_text(battle: dict, me: int) -> str:
    """Strike's table with what each outcome would do now."""
    pvp = battle["kind"] in PLAYER_KINDS
    table = STRIKE_PVP if pvp else STRIKE_WILD
    mine, theirs = battle["sides"][me], battle["sides"][1 - me]
    lines = []
    for outcome, share in table.odds().items():
        to_them, to_me = strike_damage(outcome, mine["attack"], theirs["defense"], theirs["attack"], pvp)
        if outcome == "miss":
            effect = "no damage"
        elif to_me:
            effect = f"you take {to_me}"
        elif outcome == "counterstrike" and not to_them:
            effect = "equal Attack: nothing"
        else:
            effect = f"{to_them} damage"
        lines.append(f"{share}% {outcome_word(outcome)}: {effect}")
    if theirs.get("dodging"):
        lines.insert(0, "They are dodging: this Strike will miss and their Dodge is spent.")
    return "Roll the d10.<br>" + "<br>".join(lines)


def boost_text(what: str) -> str:
    odds = ", ".join(f"{pct}% {o}" for o, pct in BOOST.odds().items())
    return f"Roll to raise {what} for the next Strike: {odds}."


def dodge_text(evasive: bool) -> str:
    chance = DODGE.odds()["dodged"] + (10 if evasive else 0)
    return f"{chance}% to dodge the next Strike entirely{' (Evasive)' if evasive else ''}; otherwise it lands as usual."


def run_text() -> str:
    return f"{RUN.odds()['escaped']}% to escape the battle; otherwise you are trapped and the fight goes on."


def npc_reply_text() -> str:
    return (f"Any action but Strike gives them a {NPC_REPLY.odds()['counterstrike']}% chance to counterstrike "
            "with their full Attack.")


def catch_text(need: int) -> str:
    """The Catch button's odds; `need` is the engine's view["battle"]["catch_need"]."""
    chance = max(0, 11 - need) * 10
    if need > 10:
        return "At full strength it cannot be caught: weaken it first (the d10 must beat its HP in tenths)."
    return f"Roll {need} or more on the d10 ({chance}%) to catch it. Weaker creatures are easier to catch."


def shaman_one_text() -> str:
    return "Gamble on one creature: " + ", ".join(f"{pct}% to heal {o}" for o, pct in SHAMAN_ONE.odds().items()) + "."


def shaman_all_text() -> str:
    return "Gamble on all: " + ", ".join(
        f"{pct}% " + ("nothing" if o == "0%" else f"heal {o}") for o, pct in SHAMAN_ALL.odds().items()) + "."


def thieves_text() -> str:
    return "How many thieves: " + ", ".join(
        f"{pct}% {outcome_word(o)}" for o, pct in THIEVES.odds().items()) + "."
