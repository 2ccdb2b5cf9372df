"""Names and phrases the table uses: who a token is, what a pip or a face means, in words.

Both the log and the prompt banner speak about tokens ("the violet zombie"), pips ("2 melee")
and cards; keeping the wording in one module keeps them saying the same thing. No pygame.
"""
from __future__ import annotations

from collections import Counter

from engine import api

from .. import i18n
from ..i18n import _

SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
PIP_WORDS = {"skill": "skill", "defense": "defense", "melee": "melee", "ranged": "ranged", "holy": "holy",
             "violet": "violet zombie", "green": "green zombie", "blue": "blue zombie",
             "necromancer": "the Necromancer", "followers": "Followers card", "items": "Items card",
             "attributes": "Attribute Upgrades card"}
CARD_NAMES = {"followers": "Followers", "items": "Items", "attributes": "Attribute Upgrades"}
RESULT_WORDS = {"zombie": "a zombie!", "bron": "Bron the Barbarian", "archibald": "Archibald the Archer",
                "prycille": "Prycille the Priestess", "townsman": "a fanatic townsman",
                "life": "a Life potion", "accuracy": "an Accuracy potion", "defense": "a Defense potion",
                "dung": "a heap of dragon dung", "torch": "a torch", "skill": "a new skill",
                "melee": "a melee pip", "ranged": "a ranged pip", "holy": "a holy pip"}
PURPOSE_WORDS = {"melee": "a melee attack", "ranged": "a ranged attack", "defense": "defense",
                 "spawn": "spawning", "search": "the search", "treasure": "the treasure card",
                 "dash": "Dash", "endure": "Endure Pain", "heal": "Heal", "ritual": "the Ritual of Summoning",
                 "summon": "the summoned zombies", "riposte": "a riposte"}


def result_words(card: str, result: str) -> str:
    """A treasure card's result: "defense" is a potion on the Items card, a pip on Attributes."""
    if card == "attributes" and result in ("defense", "melee", "ranged", "holy"):
        return f"a {result} pip"
    return RESULT_WORDS.get(result, result)


def treasure_row(card: str, row: int) -> str:
    """What row `row` of a treasure card gives: "a Life potion", "a green zombie!"."""
    cdef = api.catalog("zombie_slayer").cards[card]
    result = cdef.results[row - 1]
    return f"a {cdef.zombie} zombie!" if result == "zombie" else result_words(card, result)


def die_meanings(grams: list[list[str]], purpose: str, card: str | None = None) -> list[str]:
    """What each of a die's six faces counts for in this roll; the treasure die reads the rows
    of the card the search found."""
    if purpose == "treasure" and card:
        return [treasure_row(card, k) for k in range(1, 7)]
    return [face_meaning(face, purpose) for face in grams]


def is_zombie(token: str) -> bool:
    return token[:1] in "vgb" and token[1:].isdigit()


def colour_of(token: str) -> str:
    return {"v": "violet", "g": "green", "b": "blue"}[token[0]]


def token_name(token: str, slayer: str = "The slayer") -> str:
    """Capitalised name of a token id: "Ludwig van Rheingold", "Violet zombie", "The Necromancer"."""
    c = api.catalog("zombie_slayer")
    if token == "slayer":
        return slayer
    if token == "nec":
        return "The Necromancer"
    if token in c.followers:
        return c.followers[token].name
    if is_zombie(token):
        return f"{colour_of(token).capitalize()} zombie"
    if token.startswith("tile:"):
        return tile_name(token[5:])
    if token == "plain":
        return "The die"
    return token


def the(token: str, slayer: str = "the slayer") -> str:
    """Name for the middle of a sentence: "the violet zombie", "Bron the Barbarian"."""
    if token == "nec":
        return "the Necromancer"
    if is_zombie(token):
        return f"the {colour_of(token)} zombie"
    return token_name(token, slayer)


def tile_name(tile: str) -> str:
    tiles = api.catalog("zombie_slayer").tiles
    return tiles[tile].name if tile in tiles else tile.replace("_", " ").title()


def skill_name(skill: str) -> str:
    skills = api.catalog("zombie_slayer").skills
    return skills[skill].name if skill in skills else skill.title()


def item_name(item: str) -> str:
    items = api.catalog("zombie_slayer").items
    return items[item].name if item in items else item.title()


def term(kind: str, id: str) -> str:
    """A thing named in the engine's messages (engine/games/zombie_slayer/words.py lists the kinds):
    a piece mid-sentence ("the violet zombie", "you"), a colour of zombie, a follower's first name,
    a card, an item, a skill, a pip's meaning."""
    if kind == "token":
        return _("you") if id == "slayer" else the(id)
    if kind == "zombie":
        return _("{colour} zombie").format(colour=_(id))
    if kind == "follower":
        return token_name(id).split()[0]
    if kind == "tile":
        return tile_name(id)
    if kind == "item":
        return item_name(id)
    if kind == "skill":
        return skill_name(id)
    return _(PIP_WORDS.get(id, id))  # "pip"


def say(message) -> str:
    """A message of the engine's (a choice's text, a decision's prompt) in the player's words.
    Zombie Slayer is solo: its messages name pieces (`term`), never a seat."""
    return i18n.say(message, terms=term)


def enemy_of(names: dict) -> str | None:
    """The zombie or the Necromancer a choice names (an attack's target, an attacker), if any."""
    return names.get("zombie") or names.get("necromancer")


def dieagram_of(view: dict, owner: str) -> list[list[str]]:
    """The six faces (pip meanings) of a roller's die, as the engine's rolls.dieagram reads them:
    the slayer's (from the view), a counter's, a card's ("tile:<card>"), else a plain die."""
    c = api.catalog("zombie_slayer")
    if owner == "slayer":
        return [list(f) for f in api.rulebook("zombie_slayer").slayer_dieagram(view["slayer"]["faces"]).faces]
    if owner == "nec":
        return [list(f) for f in c.necromancer.faces.faces]
    if owner in c.followers:
        return [list(f) for f in c.followers[owner].faces.faces]
    if is_zombie(owner):
        return [list(f) for f in c.zombies[colour_of(owner)].faces.faces]
    if owner.startswith("tile:"):
        tile = c.tiles[owner[5:]]
        return [tile.pips(k) for k in range(1, 7)]
    return [["empty"] * k for k in range(1, 7)]


def pips_text(pips: list[str], only: tuple[str, ...] | None = None, empty: str = "nothing") -> str:
    """"2 melee + 1 skill" for a face's pips (empty pips left out)."""
    counts = Counter(p for p in pips if p != "empty" and (only is None or p in only))
    if not counts:
        return empty
    parts = []
    for meaning, n in counts.items():
        word = PIP_WORDS.get(meaning, meaning)
        if meaning in ("violet", "green", "blue"):
            word = f"{word}{'s' if n > 1 else ''}"
        parts.append(f"{n} {word}" if meaning != "necromancer" else word)
    return " + ".join(parts)


def face_meaning(pips: list[str], purpose: str) -> str:
    """What a kept face counts for a roll's purpose ("4 melee", "1 skill", "3 defense")."""
    if purpose in ("melee", "ranged", "defense"):
        main = sum(1 for p in pips if p == purpose)
        skill = sum(1 for p in pips if p == "skill")
        text = f"{main} {purpose}"
        return text + (f" + {skill} skill" if skill else "")
    if purpose in ("dash", "endure", "heal", "ritual"):
        return f"{sum(1 for p in pips if p == 'skill')} skill"
    if purpose in ("spawn", "summon"):  # treasure pips are never zombie colours (the temple's blue is)
        wanted = ("violet", "green", "blue") + (("necromancer",) if purpose == "spawn" else ())
        return pips_text([p for p in pips if p in wanted])
    if purpose == "search":
        first = pips[0] if len(pips) > 1 else "empty"
        return CARD_NAMES.get(first, "no treasure") if first in CARD_NAMES else "no treasure"
    return pips_text(pips)


def face_tooltip(k: int, pips: list[str]) -> str:
    """A dieagram face for a tooltip: "4-face: 4 melee"."""
    return f"{k}-face: {pips_text(pips, empty='empty')}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
