"""What a menu needs to know about Auganism, without loading its rules: its title and variants,
and the numbers a player is told (the rules read them from here: ending.py)."""

LIMITS = {
    "wins": 3,  # "Win 3 battles"
    "team_wins": 5,  # "you need to win 5 battles between you to win the match"
    "quiet_turns": 6,  # ruling 19: turns in a row without Health lost, once every deck is empty
    "max_turns": 200,  # ruling 19: no duel goes on for ever
}

INFO = {
    "title": "Auganism",
    "players": [2, 4],
    "solo": False,
    "variants": [
        {"name": "duel", "seats": 2, "options": {}},
        {"name": "tag battle", "seats": 4, "options": {"tag": True}},
    ],
    "blurb": "Summon a monster, evolve it and augment it with your cards, and be the first to win three battles.",
    "endings": {"three wins": "Three battles won", "five team wins": "Five battles won by a team",
                "nothing to summon": "Nothing left to summon", "stalemate": "Stalemate"},  # result()["reason"] -> its name (history, statistics)
    "limits": LIMITS,
}
