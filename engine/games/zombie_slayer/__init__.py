"""Zombie Slayer: a lone slayer, a town overrun by zombies, and the Necromancer in his temple.

The rules read as the rulebook does: `exploring` (placing town cards), `spawning`, `zombies`
(their turn and the Ritual of Summoning), `combat`, `searching` (treasure cards), `turn` (the
slayer's actions and skills), `rolls` (keeping a die, the Luck die). `steps` is the stack of
unfinished steps that lets the game stop wherever the player has a choice, and `decisions` the
registry of their kinds (what each asks, its answers and their words); `story` tells every event
as a line of the log; `rules` is the object the engine's Match drives; `meta` is what a menu needs
without loading any of it.
"""


def __getattr__(name: str):
    """RULES is loaded on first use, so that importing `meta` stays light (PEP 562)."""
    if name == "RULES":
        from .rules import RULES

        return RULES
    raise AttributeError(name)
