"""The colours and colour-blind shapes shared by art, dice and boards.

Zombie Slayer's rulebook lost the colours of its attribute pips (see
../shared/rules/zombie_slayer.pips.md); this is our house palette, keyed by meaning. Every
coloured pip also has a shape, drawn when the colour-blind setting is on, so that no
information is carried by colour alone. Plain data: importable without pygame (the art
script uses it too).
"""
from __future__ import annotations

RGB = tuple[int, int, int]

# Pip meaning -> (colour, shape, short label for tooltips).
# Shapes: circle, star, shield, diamond, triangle, cross, square, hexagon, drop, ring.
PIPS: dict[str, tuple[RGB, str, str]] = {
    # counters (slayer, followers, zombies, necromancer)
    "skill": ((52, 168, 83), "star", "Skill"),
    "defense": ((120, 144, 168), "shield", "Defense"),
    "melee": ((200, 55, 45), "diamond", "Melee"),
    "ranged": ((232, 137, 43), "triangle", "Ranged"),
    "holy": ((236, 200, 60), "cross", "Holy"),
    # town cards: encounter pips
    "violet": ((142, 68, 173), "hexagon", "Violet zombie"),
    "green": ((96, 170, 60), "ring", "Green zombie"),
    "blue": ((52, 108, 196), "square", "Blue zombie"),
    "necromancer": ((110, 128, 150), "skull", "Necromancer"),
    # town cards: treasure pips
    "followers": ((60, 130, 220), "drop", "Followers card"),
    "items": ((140, 90, 50), "square", "Items card"),
    "attributes": ((205, 50, 50), "diamond", "Attribute-upgrades card"),
    # nothing
    "empty": ((235, 228, 210), "circle", "Empty pip"),
}

# Zombie and follower counter colours (the token rims).
TOKENS: dict[str, RGB] = {
    "violet": (142, 68, 173),
    "green": (96, 170, 60),
    "blue": (52, 108, 196),
    "necromancer": (110, 128, 150),
    "follower": (222, 184, 60),  # the rulebook's "yellow counters"
    "item": (140, 90, 50),  # the rulebook's "brown counters"
    "slayer": (180, 40, 40),
}

# Highlights on the board and dice (the shell's own interface colours are in widgets/art.py).
PARCHMENT = (232, 220, 190)
HIGHLIGHT = (255, 214, 102)
HINTED = (110, 205, 255)  # the ring of the one thing the hint (or a tutorial's step) says to click

# Creature Adventures: seat colours, each with a colour-blind shape and a name.
SEATS: dict[int, tuple[RGB, str, str]] = {
    1: ((196, 52, 48), "circle", "Crimson"),
    2: ((48, 98, 196), "square", "Royal blue"),
    3: ((222, 170, 40), "triangle", "Gold"),
    4: ((40, 150, 90), "diamond", "Emerald"),
}

# Creature Adventures: the Warlords' sigils -> (colour, glyph shape, label).
SIGILS: dict[str, tuple[RGB, str, str]] = {
    "power": ((205, 70, 45), "flame", "Power"),
    "speed": ((70, 170, 215), "bolt", "Speed"),
    "wisdom": ((150, 95, 200), "eye", "Wisdom"),
}

# Creature Adventures: creature card frame colours by tier.
TIERS: dict[str, RGB] = {
    "common": (150, 140, 120),  # stone
    "uncommon": (70, 150, 90),  # green
    "rare": (60, 110, 200),  # blue
    "epic": (150, 70, 190),  # purple
    "legendary": (225, 170, 40),  # gold
}

# Zvery: the five creature types -> (colour, colour-blind glyph, name). The art script draws
# the type emblems and the portraits' tints from these, and the table its card frames.
ZVERY_TYPES: dict[str, tuple[RGB, str, str]] = {
    "radioactive": ((118, 190, 40), "trefoil", "Radioactive"),
    "bubblegum": ((232, 96, 170), "bubbles", "Bubblegum"),
    "plasma": ((70, 130, 235), "bolt", "Plasma"),
    "void": ((96, 60, 150), "swirl", "Void"),
    "crystal": ((60, 196, 210), "gem", "Crystal"),
}

# Auganism: the five monster families -> (colour, colour-blind glyph, name). The art script
# draws the family emblems and the portraits' tints from these, and the table its card frames.
AUGANISM_FAMILIES: dict[str, tuple[RGB, str, str]] = {
    "blaze": ((226, 88, 40), "flame", "Blaze"),  # ember orange-red
    "tide": ((34, 98, 184), "wave", "Tide"),  # deep sea blue
    "grove": ((72, 160, 60), "leaf", "Grove"),  # leaf green
    "gale": ((150, 204, 210), "swirl", "Gale"),  # pale sky, silver-teal
    "shade": ((110, 90, 132), "crescent", "Shade"),  # dusky purple-grey
}


# EverZone: a card's background colour shows its race (rulebook, "Setup"); the places a unit can
# fight in have a colour and a mark each. The art tools read both from here.
EVERZONE_RACES: dict[str, tuple[RGB, str]] = {
    "numan": ((58, 118, 190), "Numan"),  # steel blue: evolved humans, ships and armour plate
    "slurr": ((112, 150, 58), "Slurr"),  # bile green: rock-shelled parasites
    "uthron": ((186, 92, 52), "Uthron"),  # copper red: the robots of Lur
}
EVERZONE_PLACES: dict[str, tuple[RGB, str]] = {
    "land": ((150, 118, 70), "Land"),  # earth brown
    "sea": ((40, 136, 170), "Sea"),  # sea teal
    "space": ((84, 70, 150), "Space"),  # night indigo
}


def luminance(colour: RGB) -> float:
    """WCAG's relative luminance of an sRGB colour (0 black .. 1 white)."""
    def linear(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG's contrast ratio of two colours (1 .. 21; text wants 4.5 or more)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
