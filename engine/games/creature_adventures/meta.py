"""What the menu needs to know about Creature Adventures, without loading its rules."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

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
}
