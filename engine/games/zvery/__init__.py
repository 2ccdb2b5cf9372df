"""Zvery: two players fight and catch creatures with pools of five d6, paying for skills with dice.

The modules read as the rulebook does: `setup` (the starters and the layout), `flow` (choosing
a battle, the rewards, refilling, switching, the final battle), `battle` (a battle turn by
turn, every decision a frame), `catching`, `rewards`, `paying` (a skill's cost die by die),
`keywords` and `dice` (the glossary's dice words), `content` (the cards), `ai` and
`dice_plan` (the computer). `rules` is the object the engine's Match drives.
"""


def __getattr__(name: str):
    """RULES is loaded on first use, so that a menu could list the game lightly (PEP 562)."""
    if name == "RULES":
        from .rules import RULES

        return RULES
    raise AttributeError(name)
