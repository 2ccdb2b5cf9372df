"""What Creature Adventures' table may look up in the rules besides a Match
(engine.api.rulebook("creature_adventures")).

Where a move may end and by which forks (paths.py: `move_ends` over a seat's view, each end's
`Way`), the odds of the d10 tables a player gambles on (tables.py: the Shaman's two tables and
the Thieves'; each table's `odds()` is its percent per outcome) and of meeting a wild creature
in the Wilderness (places.py). Battle forecasts are in the view itself. Only the names in
__all__ are offered.
"""
from __future__ import annotations

from .paths import Way, move_ends
from .places import wild_odds
from .tables import SHAMAN_ALL, SHAMAN_ONE, THIEVES

__all__ = ["Way", "move_ends", "wild_odds", "SHAMAN_ONE", "SHAMAN_ALL", "THIEVES"]
