"""What the menu needs to know about Zombie Slayer, without loading its rules."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

INFO = {
    "title": N_("Zombie Slayer"),
    "players": [1, 1],
    "solo": True,
    "variants": [
        {"name": N_("solo"), "seats": 1, "options": {}},
        {"name": N_("quick"), "seats": 1, "options": {"placement": "auto", "zombie_ties": "dice"}},
    ],
    "blurb": N_("Alone in a town overrun by the dead, find the Necromancer's temple and end his ritual."),
    "endings": {"necromancer_slain": N_("The Necromancer slain"), "slayer_killed": N_("The slayer fell")},  # result()["reason"] -> its name (history, statistics)
}
