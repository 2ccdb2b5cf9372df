"""What Creature Adventures' table may look up in the rules besides a Match
(engine.api.rulebook("creature_adventures")).

The odds of the d10 tables a player gambles on (tables.py: the Shaman's two tables and the
Thieves'; each table's `odds()` is its percent per outcome), every d10 table (`TABLES`: the
wheel draws each one's faces as the table is laid out), and the odds of meeting a wild creature in
the Wilderness (places.py), and the messages the table shows beside them: a roll's outcome, a
move's Wilderness risk, what an attribute point gives, whom a battle is against. Where a move may end is told by the
move's decisions themselves (their "about"), and battle forecasts are in the view. Only the
names in __all__ are offered.
"""
from __future__ import annotations

from .places import wild_odds, wild_risk
from .tables import SHAMAN_ALL, SHAMAN_ONE, TABLES, THIEVES, outcome_words
from .terms import gain, opponent

__all__ = ["wild_odds", "wild_risk", "SHAMAN_ONE", "SHAMAN_ALL", "THIEVES", "TABLES", "outcome_words", "gain",
           "opponent"]
