"""What the menu needs to know about Zombie Slayer, without loading its rules."""

INFO = {
    "title": "Zombie Slayer",
    "players": [1, 1],
    "solo": True,
    "variants": [
        {"name": "solo", "seats": 1, "options": {}},
        {"name": "quick", "seats": 1, "options": {"placement": "auto", "zombie_ties": "dice"}},
    ],
    "blurb": "Alone in a town overrun by the dead, find the Necromancer's temple and end his ritual.",
    "endings": {"necromancer_slain": "The Necromancer slain", "slayer_killed": "The slayer fell"},  # result()["reason"] -> its name (history, statistics)
}
