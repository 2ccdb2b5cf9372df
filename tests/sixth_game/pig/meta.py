"""What a menu needs to know about Pig, without loading its rules."""

INFO = {
    "title": "Pig",
    "players": [2],
    "solo": False,
    "variants": [{"name": "duel", "seats": 2, "options": {}}],
    "blurb": "Roll and roll again, but a 1 loses the turn: first to 30 wins.",
    "endings": {"reached the goal": "Thirty banked"},
}
