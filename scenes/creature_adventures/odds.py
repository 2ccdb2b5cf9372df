"""The odds of the places' chances, written out for the encounter cards.

Every percentage here is read from the engine's own d10 tables (`tables.py`: ten faces, each
10%), so a card can never disagree with the dice. A battle's choices are told from the
engine's forecast instead (forecasts.py), which knows the damage after Defense and abilities.
"""
from __future__ import annotations

from engine import api

from ..i18n import _
from .words import GAME, outcome_word

rules = api.rulebook(GAME)


def shaman_one_text() -> str:
    odds = [_("{chance}% to heal {heal}").format(chance=pct, heal=o) for o, pct in rules.SHAMAN_ONE.odds().items()]
    return _("Gamble on one creature: {odds}.").format(odds=_(", ").join(odds))


def shaman_all_text() -> str:
    odds = [_("{chance}% nothing").format(chance=pct) if o == "0%" else _("{chance}% heal {heal}").format(chance=pct, heal=o)
            for o, pct in rules.SHAMAN_ALL.odds().items()]
    return _("Gamble on all: {odds}.").format(odds=_(", ").join(odds))


def thieves_text() -> str:
    odds = [_("{chance}% {outcome}").format(chance=pct, outcome=outcome_word(o)) for o, pct in rules.THIEVES.odds().items()]
    return _("How many thieves: {odds}.").format(odds=_(", ").join(odds))
