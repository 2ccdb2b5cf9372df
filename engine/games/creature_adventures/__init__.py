"""Creature Adventures: roam the Vale of Sigils, battle and catch creatures, win the three
sigils, and dethrone the Emperor in the Colosseum.

The modules read as the rulebook does: `turn` (getting ready, the move, the end of a turn),
`places` (the Wilderness, Shamans, Thieves, Warlords, the Colosseum), `battle` (combat and its
chance tables in `tables`), `aftermath` (what a battle's end does), `growth` (EXP, levels,
attribute points, artifacts, sigils, healing), `survival` (the sudden-death duels). What the
game waits for are the decision kinds of `decisions`, each registered beside its code and told
in the words of `terms`. `rules` is the object the engine's Match drives; `meta` is what a
menu needs without loading any of it.
"""


def __getattr__(name: str):
    """RULES is loaded on first use, so that importing `meta` stays light (PEP 562)."""
    if name == "RULES":
        from .rules import RULES

        return RULES
    raise AttributeError(name)
