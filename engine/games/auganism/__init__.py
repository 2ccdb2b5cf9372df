"""Auganism: a two-player (or four-player tag) monster card duel of evolving and augmenting.

The modules read as the rulebook does: `setup` (decks, the coin toss, the opening draw),
`turn` (the phases, Draw to End), `battle` (the Battle Phase), `stats` (Attack, Shield, EVP and
EVR as the rulings count them), `effects` (what cards and heroes do), `ending` (three wins,
nothing to summon, the stalemate rule), `view` (what a seat may see), `content` (the cards,
heroes and decks), `ai` (the computer). `rules` is the object the engine's Match drives.
"""


def __getattr__(name: str):
    """RULES is loaded on first use, so that a menu could list the game lightly (PEP 562)."""
    if name == "RULES":
        from .rules import RULES

        return RULES
    raise AttributeError(name)
