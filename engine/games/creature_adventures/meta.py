"""What the menu needs to know about Creature Adventures, without loading its rules."""

INFO = {
    "title": "Creature Adventures",
    "players": [2, 4],
    "solo": False,
    "variants": [
        {"name": "2 players", "seats": 2, "options": {}},
        {"name": "3 players", "seats": 3, "options": {}},
        {"name": "4 players", "seats": 4, "options": {}},
    ],
    "blurb": "Roam the Vale of Sigils with three creatures, win the Warlords' sigils, and take the Emperor's throne.",
    "endings": {"domination": "Domination", "collector": "Collector", "survivalist": "Survivalist"},  # result()["reason"] -> its name (history, statistics)
}
