"""What a menu needs to know about Auganism, without loading its rules."""

INFO = {
    "title": "Auganism",
    "players": [2, 4],
    "solo": False,
    "variants": [
        {"name": "duel", "seats": 2, "options": {}},
        {"name": "tag battle", "seats": 4, "options": {"tag": True}},
    ],
    "blurb": "Summon a monster, evolve it and augment it with your cards, and be the first to win three battles.",
}
