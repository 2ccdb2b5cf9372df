"""What a menu needs to know about Zvery, without loading its rules: its title and variants,
and the numbers a player is told (the rules read them from here: battle.py)."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

LIMITS = {
    "battle_turns": 30,  # ruling 32: a battle that reaches its 30th turn ends there (no stalemate lasts for ever)
}

INFO = {
    "title": N_("Zvery"),
    "players": [2, 2],
    "solo": False,
    "variants": [{"name": N_("duel"), "seats": 2, "options": {}}],
    "blurb": N_("Fight and catch the creatures of Plasoder with five dice, and mutate them into the strongest."),
    "endings": {"final battle": N_("The final battle")},  # result()["reason"] -> its name (history, statistics)
    "limits": LIMITS,
}
