"""How a person's hand takes an action at each game's table: the clicks each table says send it
(TableScene.reach, made by scenes/hand.py's Hand). A journey asks the computer for a hint (what
the person would be told to do) and gives it to `hand.do(action)`, which clicks it and checks
that the table sent exactly that.

The deck games' hands are plain Drivers; Zombie Slayer's, Creature Adventures' and Zvery's are
their scene tests' Players, which add look-ups of their own tables for those tests.
"""
from __future__ import annotations

import importlib

from tests.scenes.driver import Driver


def hand_for(game: str, app) -> Driver:
    """The hand that plays `game`'s table in `app`."""
    if game in ("auganism", "everzone"):
        return Driver(app)
    module = importlib.import_module(f"tests.scenes.test_{game}_table")
    return module.Player(app)
