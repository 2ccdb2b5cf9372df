"""What a menu needs to know about Zvery, without loading its rules: its title and variants,
and the numbers a player is told (the rules read them from here: battle.py)."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

LIMITS = {
    "battle_turns": 30,  # ruling 32: a battle that reaches its 30th turn ends there (no stalemate lasts for ever)
    "final_after": 10,  # ruling 30: the final battle comes after the 10th battle at the latest
    "roster": 4,  # ruling 7: a player keeps at most four creatures
    "dice": 5,  # "Give each player 5 d6" (and a catch throws five, rulebook 3.1.5)
    "fighters": 2,  # "They may choose up to 2 creatures to fight" (and ruling 6 for their own)
    "stake": 3,  # at most three mutations at stake
    "face_up": 3,  # three wild creatures and three mutations lie face up
    "starter_level": 2,  # ruling 2: the starters are level-2 creatures
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
