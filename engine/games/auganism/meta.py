"""What a menu needs to know about Auganism, without loading its rules: its title and variants,
and the numbers a player is told (the rules read them from here: ending.py)."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

LIMITS = {
    "wins": 3,  # "Win 3 battles"
    "team_wins": 5,  # "you need to win 5 battles between you to win the match"
    "quiet_turns": 6,  # ruling 19: turns in a row without Health lost, once every deck is empty
    "max_turns": 200,  # ruling 19: no duel goes on for ever
}

INFO = {
    "title": N_("Auganism"),
    "players": [2, 4],
    "solo": False,
    "variants": [
        {"name": N_("duel"), "seats": 2, "options": {}},
        {"name": N_("tag battle"), "seats": 4, "options": {"tag": True}},
    ],
    "blurb": N_("Summon a monster, evolve it and augment it with your cards, and be the first to win three battles."),
    "endings": {"three wins": N_("Three battles won"), "five team wins": N_("Five battles won by a team"),
                "nothing to summon": N_("Nothing left to summon"), "stalemate": N_("Stalemate")},  # result()["reason"] -> its name (history, statistics)
    "limits": LIMITS,
}
