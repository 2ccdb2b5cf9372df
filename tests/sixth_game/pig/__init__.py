"""Pig, the dice game, as a Gamenight game package: the shape engine/games/<game>/ has.

Two players take turns rolling one die. Each roll adds to the turn's total, and the player may
roll again or hold, banking the total; a 1 loses the turn's total and ends the turn. The first
to 30 banked wins. `rules` holds everything (the game is small), `meta` what a menu shows,
`content` the numbers a table draws.
"""


def __getattr__(name: str):
    """RULES is loaded on first use, as the real games do (PEP 562)."""
    if name == "RULES":
        from .rules import RULES

        return RULES
    raise AttributeError(name)
