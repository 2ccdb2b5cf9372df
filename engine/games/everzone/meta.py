"""What a menu needs to know about EverZone, without loading its rules."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

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
}
