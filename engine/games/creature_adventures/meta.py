"""What the menu needs to know about Creature Adventures, without loading its rules: its title and
variants, and the numbers a player is told (the rules read them from here)."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

LIMITS = {
    "catches": 15,  # "catch 15 creatures" (Collector); the `catches` option may make it fewer
    "champions": 3,  # the Colosseum's battles, won in a row (Domination)
    "held": 3,  # "no one may hold more than three creatures at a time"
    "max_level": 5,  # levels 1-5
    "hp_per_point": 2,  # "Assigning an Attribute Point raises the maximum HP by 2."
    "max_stake": 3,  # the Thieves take a stake of 1 to 3 banked points
    "vigilance": 20,  # Vigilance: +20% Attack and Defense
}

INFO = {
    "title": N_("Creature Adventures"),
    "players": [2, 4],
    "solo": False,
    "variants": [
        {"name": N_("2 players"), "seats": 2, "options": {}},
        {"name": N_("3 players"), "seats": 3, "options": {}},
        {"name": N_("4 players"), "seats": 4, "options": {}},
    ],
    "blurb": N_("Roam the Vale of Sigils with three creatures, win the Warlords' sigils, and take the Emperor's throne."),
    "endings": {"domination": N_("Domination"), "collector": N_("Collector"), "survivalist": N_("Survivalist")},  # result()["reason"] -> its name (history, statistics)
    "limits": LIMITS,
}
