"""What a menu needs to know about EverZone, without loading its rules."""

INFO = {
    "title": "EverZone",
    "players": [2, 4],  # the fewest and the most: 1v1, three players, 2v2
    "solo": False,
    "variants": [
        {"name": "1v1", "seats": 2, "options": {}},
        {"name": "three players", "seats": 3, "options": {}},
        {"name": "2v2", "seats": 4, "options": {}},
    ],
    "blurb": "Command an army of numan, slurr or uthron: deploy in secret, reveal together, and win the war battle by battle.",
    "endings": {"last side standing": "Last side standing", "third surrender": "A third surrender",
                "most command points": "Most command points", "armistice": "Armistice"},  # result()["reason"] -> its name (history, statistics)
}
