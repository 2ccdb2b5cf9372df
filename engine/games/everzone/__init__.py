"""EverZone: a card war between three races over a deck of battle locations.

The modules read as the rulebook does: `setup` (decks and the secret setup), `rounds` (the five
phases as rounds of secret orders and what happens between them), `armies` (who fights whom,
values, resources), `effects` (what cards do, and the order they resolve in), `clash` (the
attack, the counterattack, the free-for-all), `ending` (elimination, surrender, the empty battle
deck), `view` (what a seat may see), `content` (the cards and decks), `ai` (the computer),
`story` (every event as a line of the log). `rules` is the object the engine's Match drives.
"""


def __getattr__(name: str):
    """RULES is loaded on first use, so that a menu could list the game lightly (PEP 562)."""
    if name == "RULES":
        from .rules import RULES

        return RULES
    raise AttributeError(name)
