"""What the menu needs to know about Zombie Slayer, without loading its rules, and the numbers a
player is told (the rules read them from here: state.py, combat.py)."""

from engine.core.messages import N_  # marks the names for the catalogs; api.info gives them as they are

LIMITS = {
    "life": 5,  # "Life 5 of 5": the most Life a slayer has (one die in the Hand per Life)
    "inventory": 5,  # the slots an inventory holds
    "xp_per_cp": 10,  # every 10 experience give a creation point
    "townsmen": 8,  # the most fanatic townsmen that follow the slayer
    "actions": 2,  # the slayer's actions a turn
    "townsman_actions": 1,  # ... while a fanatic townsman is with him
}

INFO = {
    "title": N_("Zombie Slayer"),
    "players": [1, 1],
    "solo": True,
    "variants": [
        {"name": N_("solo"), "seats": 1, "options": {}},
        {"name": N_("quick"), "seats": 1, "options": {"placement": "auto", "zombie_ties": "dice"}},
    ],
    "blurb": N_("Alone in a town overrun by the dead, find the Necromancer's temple and end his ritual."),
    "limits": LIMITS,
    "endings": {"necromancer_slain": N_("The Necromancer slain"), "slayer_killed": N_("The slayer fell")},  # result()["reason"] -> its name (history, statistics)
}
