"""What Zombie Slayer's table may look up in the rules besides a Match
(engine.api.rulebook("zombie_slayer")).

The town's geometry as a view's tiles lay it out (board.py: squares, walls, lines of sight);
the engine's words the table says again (words.py, as messages: the compass point from one
square to another, a card's border, what a roll is for, a face's pips counted, what a face counts for in a roll,
a treasure card's row);
the six faces of whatever rolls a die, read from a view (rolls.py, as the rules read them);
and a slayer's creation (content.py: the skills, what each attribute pip costs, the creation
points, the cost and the checks of a hand-made dieagram). A dieagram is read from the faces a
view or the setup holds (strings of pip letters) by `slayer_dieagram`, so the table never needs
the pip alphabet. Only the names in __all__ are offered.
"""
from __future__ import annotations

from ...core.dice import Dieagram
from .board import town_grid
from .content import ATTRIBUTE_COST, COUNTER_PIPS, CREATION_POINTS, SKILLS, check_slayer_faces, slayer_cost
from .rolls import faces_in_view
from .words import (
    SIDE_WORDS,
    direction,
    face_meaning,
    face_words,
    pip_counts,
    pips_said,
    purpose,
    treasure,
    treasure_row,
)

__all__ = ["town_grid", "direction", "face_words", "pip_counts", "purpose", "faces_in_view", "SKILLS", "SIDE_WORDS",
           "face_meaning", "pips_said", "treasure", "treasure_row",
           "ATTRIBUTE_COST", "CREATION_POINTS", "slayer_dieagram", "slayer_cost", "check_slayer_faces"]


def slayer_dieagram(faces: list[str]) -> Dieagram:
    """A slayer's die from its six faces as written ("S", "DM", ...): its `faces` as pip
    meanings, `with_pip` to paint one. A face that breaks the pip rules raises ValueError."""
    return Dieagram.parse(faces, COUNTER_PIPS)
