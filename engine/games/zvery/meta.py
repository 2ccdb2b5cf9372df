"""What a menu needs to know about Zvery, without loading its rules: its title and variants,
and the numbers a player is told (the rules read them from here: battle.py)."""

LIMITS = {
    "battle_turns": 30,  # ruling 32: a battle that reaches its 30th turn ends there (no stalemate lasts for ever)
}

INFO = {
    "title": "Zvery",
    "players": [2, 2],
    "solo": False,
    "variants": [{"name": "duel", "seats": 2, "options": {}}],
    "blurb": "Fight and catch the creatures of Plasoder with five dice, and mutate them into the strongest.",
    "endings": {"final battle": "The final battle"},  # result()["reason"] -> its name (history, statistics)
    "limits": LIMITS,
}
