"""What a menu needs to know about Zvery, without loading its rules."""

INFO = {
    "title": "Zvery",
    "players": [2, 2],
    "solo": False,
    "variants": [{"name": "duel", "seats": 2, "options": {}}],
    "blurb": "Fight and catch the creatures of Plasoder with five dice, and mutate them into the strongest.",
}
