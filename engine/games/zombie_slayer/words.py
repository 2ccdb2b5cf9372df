"""The game's own words for its pieces, places and dice, as messages (engine/core/messages.py).

The engine describes choices and asks its questions in messages: a token is a term the table
names in the player's language ({"term": "token", "id": "g3"}: "the green zombie"), and so are
cards, items, skills and pips; a compass point or what a roll is for is a message of its own. The
table names the terms (scenes/zombie_slayer/words.py, `term`), so a hint reads like the banner it
sits under. The term kinds:

    token     a piece in the middle of a sentence: "the green zombie", "the Necromancer",
              "Bron the Barbarian", and "you" for the slayer (the choices speak to the player)
    zombie    a colour of zombie: "green zombie" (opening "The green zombie goes first")
    follower  a follower by his first name, as the table commands him: "Bron"
    necromancer
              the Necromancer ("nec"), in the middle of a sentence
    slayer    a ready-made slayer by id ("ludwig"); a slayer the player made is his typed name
    tile, item, skill, pip, card
              a town card, an item, a skill, a pip's meaning ("melee"), a treasure card by id
"""
from __future__ import annotations

from ...core.grid import Square
from ...core.messages import listing, msg, plural, term
from .content import content

SIDE_WORDS = {"N": msg("north"), "E": msg("east"), "S": msg("south"), "W": msg("west")}
COMPASS = {"north": msg("north"), "south": msg("south"), "east": msg("east"), "west": msg("west"),
           "north-east": msg("north-east"), "north-west": msg("north-west"), "south-east": msg("south-east"),
           "south-west": msg("south-west"), "here": msg("here")}
# What a roll is for, as the table's log says it ("rolls 4 2 for a melee attack").
PURPOSES = {"melee": msg("a melee attack"), "ranged": msg("a ranged attack"), "defense": msg("defense"),
            "spawn": msg("spawning"), "search": msg("the search"), "treasure": msg("the treasure card"),
            "dash": msg("Dash"), "endure": msg("Endure Pain"), "heal": msg("Heal"),
            "ritual": msg("the Ritual of Summoning"), "summon": msg("the summoned zombies"),
            "riposte": msg("a riposte")}


def is_zombie(token: str) -> bool:
    return token[:1] in "vgb" and token[1:].isdigit()


def is_enemy(token: str) -> bool:
    return token == "nec" or is_zombie(token)


def the(token: str) -> dict:
    """A token for the middle of a sentence (the module's docstring: "token")."""
    return term("token", token)


def zombie(state, token: str) -> dict:
    """A zombie counter by its colour, for "The {zombie} goes first"."""
    return term("zombie", state.zombies[token].colour)


def short(token: str) -> dict:
    """A follower by his first name, as the table commands him: "Bron"."""
    return term("follower", token)


def compass(a: Square, b: Square, same: str = "here") -> str:
    """"north-east" from square a towards square b (y grows to the south), as the log says it;
    `same` when b is a."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    ns = "north" if dy < 0 else "south" if dy > 0 else ""
    ew = "east" if dx > 0 else "west" if dx < 0 else ""
    if ns and ew and abs(dx) > 2 * abs(dy):
        ns = ""
    if ns and ew and abs(dy) > 2 * abs(dx):
        ew = ""
    return "-".join(w for w in (ns, ew) if w) or same


def direction(a: Square, b: Square) -> dict:
    """The compass point from square a towards square b, as a message."""
    return COMPASS[compass(a, b)]


def away(a: Square, b: Square) -> dict:
    """Where square b lies from a, exactly enough to tell two zombies of a colour apart: "to the
    north-east" next to a, "3 squares north" in a straight line, "2 squares north and 3 east"."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if max(abs(dx), abs(dy)) == 1:
        return msg("to the {direction}", direction=direction(a, b))
    if dx == 0 or dy == 0 or abs(dx) == abs(dy):
        return plural("{n} square {direction}", "{n} squares {direction}", max(abs(dx), abs(dy)),
                      direction=direction(a, b))
    return plural("{n} square {vertical} and {m} {horizontal}", "{n} squares {vertical} and {m} {horizontal}", abs(dy),
                  vertical=COMPASS["north" if dy < 0 else "south"], m=abs(dx), horizontal=COMPASS["east" if dx > 0 else "west"])


def slayer(state) -> dict:
    """The slayer as a message names him: a ready-made slayer by the catalog ({"term": "slayer",
    "id": "ludwig"}, in each player's language), a slayer the player made by the name typed."""
    chosen = state.options.get("slayer")
    if isinstance(chosen, str):
        return term("slayer", chosen)
    return {"text": state.slayer.name}


def tile_name(tile: str) -> dict:
    return term("tile", tile)


def item_name(item: str) -> dict:
    return term("item", item)


def skill_name(skill: str) -> dict:
    return term("skill", skill)


def token_names(token: str) -> dict:
    """A token's id by its kind, for a description's names: {"zombie": "g3"}, {"necromancer":
    "nec"}, {"follower": "bron"}, {"tile": "smithy"} for a card's die; {} for the slayer and a
    plain die."""
    if token == "nec":
        return {"necromancer": "nec"}
    if is_zombie(token):
        return {"zombie": token}
    if token in content().followers:
        return {"follower": token}
    if token.startswith("tile:"):
        return {"tile": token[5:]}
    return {}


def purpose(roll_for: str) -> dict:
    """What a roll is for, as a message ("a melee attack")."""
    return PURPOSES[roll_for]


# A count of zombies of a colour, as a face of a town card's die shows them.
ZOMBIES = {"violet": lambda n: plural("{n} violet zombie", "{n} violet zombies", n),
           "green": lambda n: plural("{n} green zombie", "{n} green zombies", n),
           "blue": lambda n: plural("{n} blue zombie", "{n} blue zombies", n)}


def pip_counts(pips: list[str]) -> list[dict]:
    """A face's pips counted by kind, in the order they first appear, as messages: "2 melee",
    "1 violet zombie", "the Necromancer", "the Items card" (a treasure pip); empty pips are left
    out (a face of nothing but empty pips gives an empty list)."""
    counts: dict[str, int] = {}
    for pip in pips:
        if pip != "empty":
            counts[pip] = counts.get(pip, 0) + 1
    out = []
    for pip, n in counts.items():
        if pip in ZOMBIES:
            out.append(ZOMBIES[pip](n))
        elif pip == "necromancer":
            out.append(term("necromancer", "nec"))
        elif pip in ("followers", "items", "attributes"):
            out.append(msg("the {card} card", card=term("card", pip)))
        else:
            out.append(msg("{n} {pip}", n=n, pip=term("pip", pip)))
    return out


def face_words(pips: list[str], purpose: str) -> dict:
    """What a face counts for in a roll of the slayer's Hand: "3 melee + 1 skill", "2 skill"."""
    skill = pips.count("skill")
    if purpose in ("melee", "ranged", "defense"):
        main = pips.count(purpose)
        if skill:
            return msg("{n} {pip} + {skill} skill", n=main, pip=term("pip", purpose), skill=skill)
        return msg("{n} {pip}", n=main, pip=term("pip", purpose))
    return msg("{skill} skill", skill=skill)


def pips_said(pips: list[str], empty: dict | None = None) -> dict:
    """A face's pips counted: "2 melee and 1 skill" (`empty`, else "nothing", for none)."""
    counted = pip_counts(pips)
    return listing(counted) if counted else empty or msg("nothing")


def face_meaning(pips: list[str], purpose: str) -> dict:
    """What a face counts for in a roll for `purpose`: "4 melee", "1 skill", "1 violet zombie", the
    treasure card a search face leads to ("Items")."""
    if purpose in ("melee", "ranged", "defense", "dash", "endure", "heal", "ritual"):
        return face_words(pips, purpose)
    if purpose in ("spawn", "summon"):  # treasure pips are never zombie colours (the temple's blue is)
        wanted = ("violet", "green", "blue") + (("necromancer",) if purpose == "spawn" else ())
        return pips_said([p for p in pips if p in wanted])
    if purpose == "search":
        first = pips[0] if len(pips) > 1 else "empty"
        return term("card", first) if first in ("followers", "items", "attributes") else msg("no treasure")
    return pips_said(pips)


def treasure(card: str, result: str) -> dict:
    """A treasure card's row: "a Life potion", "a defense pip", "a violet zombie!"."""
    if result == "zombie":
        return msg("a {zombie}!", zombie=term("zombie", content().cards[card].zombie))
    return term("result", f"{card}.{result}")


def treasure_row(card: str, row: int) -> dict:
    """What row `row` (1-6) of a treasure card gives."""
    return treasure(card, content().cards[card].results[row - 1])
