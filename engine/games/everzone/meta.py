"""What a menu needs to know about EverZone, without loading its rules: its title and variants,
and the numbers a player is told (the rules read them from here: rounds.py, ending.py, content.py)."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

LIMITS = {
    "hand": 10,  # phase 1: draw until you hold 10 cards (the leader is an eleventh)
    "picks": 3,  # each player (a 2v2 team) picks 3 locations for the battle deck
    "surrenders": 2,  # a side may surrender twice; a third surrender loses the war (ruling 25)
    "min_deck": 50,  # an army deck holds at least 50 cards (ruling 3)
    "max_copies": 3,  # and at most 3 copies of a card (ruling 3)
}

INFO = {
    "title": N_("EverZone"),
    "players": [2, 4],  # the fewest and the most: 1v1, three players, 2v2
    "solo": False,
    "variants": [
        {"name": N_("1v1"), "seats": 2, "options": {}},
        {"name": N_("three players"), "seats": 3, "options": {}},
        {"name": N_("2v2"), "seats": 4, "options": {}},
    ],
    "blurb": N_("Command an army of numan, slurr or uthron: deploy in secret, reveal together, and win the war battle by battle."),
    "endings": {"last side standing": N_("Last side standing"), "third surrender": N_("A third surrender"),
                "most command points": N_("Most command points"), "armistice": N_("Armistice")},  # result()["reason"] -> its name (history, statistics)
    "limits": LIMITS,
}
