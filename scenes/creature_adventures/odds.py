"""The odds of the places' chances, written out for the encounter cards.

Every percentage here is read from the engine's own d10 tables (`tables.py`: ten faces, each
10%), so a card can never disagree with the dice. A battle's choices are told from the
engine's forecast instead (forecasts.py), which knows the damage after Defense and abilities.
"""
from __future__ import annotations

from engine import api

from .words import outcome_word

rules = api.rulebook("creature_adventures")


def shaman_one_text() -> str:
    return "Gamble on one creature: " + ", ".join(f"{pct}% to heal {o}" for o, pct in rules.SHAMAN_ONE.odds().items()) + "."


def shaman_all_text() -> str:
    return "Gamble on all: " + ", ".join(
        f"{pct}% " + ("nothing" if o == "0%" else f"heal {o}") for o, pct in rules.SHAMAN_ALL.odds().items()) + "."


def thieves_text() -> str:
    return "How many thieves: " + ", ".join(
        f"{pct}% {outcome_word(o)}" for o, pct in rules.THIEVES.odds().items()) + "."
