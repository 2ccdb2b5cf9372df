"""Zombie Slayer's words: its pieces, places, pips and cards named, and what a face counts for.

The log, the banner, the tray, the tooltips and the closer look all name things through here, so
they say the same thing. Nothing here is English of its own: the content's names and texts are
the game's catalog's (assets/locale/<lang>/LC_MESSAGES/zombie_slayer.po, keyed by id: "tile.smithy",
"skill.dash.text"), the engine's words (a compass point, what a roll is for, a face's pips) are
its messages (api.rulebook), and the sentences are the code's catalog's (`_`). No pygame.
"""
from __future__ import annotations

from engine import api

from .. import i18n
from ..i18n import N_, _

rules = api.rulebook("zombie_slayer")
LIMITS = api.info("zombie_slayer")["limits"]
SIDES = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}  # where a card's green border lies


# --- names ---------------------------------------------------------------------------------------------
def _own(kind: str, id: str) -> object:
    """The content entry a catalog key names, for the words a player's own entry was given."""
    c = api.catalog("zombie_slayer")
    found = {"tile": c.tiles, "item": c.items, "skill": c.skills, "slayer": c.slayers, "follower": c.followers,
             "card": c.cards, "zombie": c.zombies}.get(kind, {})
    return found.get(id) if isinstance(found, dict) else None


def named(kind: str, id: str, field: str = "") -> str:
    """A thing of the content in the player's language (`field` "text" or "when" for its words):
    from the catalog, else as its data gives it, else its id made readable."""
    own = getattr(_own(kind, id), field or "name", "") or ("" if field else str(id).replace("_", " ").title())
    return i18n.term("zombie_slayer", f"{kind}.{id}" + (f".{field}" if field else ""), own)


def term(kind: str, id: str) -> str:
    """A thing the engine's messages name (engine/games/zombie_slayer/words.py lists the kinds)."""
    if kind == "token":
        return _("you") if id == "slayer" else the(id)
    if kind == "follower":
        return named("follower", id, "short") or named("follower", id)
    return named(kind, id)


def say(message) -> str:
    """A message of the engine's in the player's words (Zombie Slayer's messages name no seat)."""
    return i18n.say(message, terms=term)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def is_zombie(token: str) -> bool:
    return token[:1] in "vgb" and token[1:].isdigit()


def colour_of(token: str) -> str:
    return {"v": "violet", "g": "green", "b": "blue"}[token[0]]


def the(token: str) -> str:
    """A piece in the middle of a sentence: "the violet zombie", "the Necromancer", "Bron the Barbarian"."""
    if is_zombie(token):
        return _("the {zombie}").format(zombie=named("zombie", colour_of(token)))
    if token == "nec":
        return named("necromancer", "nec")
    return named("follower", token)


def token_name(token: str, slayer: str = "") -> str:
    """A piece standing alone (a title, a caption): "Violet zombie", "The Necromancer", the slayer's name."""
    if token == "slayer":
        return slayer or _("The slayer")
    if is_zombie(token):
        return cap(named("zombie", colour_of(token)))
    return cap(the(token))


def slayer_name(view: dict) -> str:
    """The slayer's whole name: a ready-made one's from the catalog, a player's own as typed."""
    who = view["slayer"].get("named") or {"text": view["slayer"]["name"]}
    return named("slayer", who["id"]) if "id" in who else who["text"]


class Slayer:
    """The log's names for its one seat (widgets/log_lines.StoryWriter's `names`): the slayer, whom
    the log calls by his first name ("Ludwig")."""

    def __init__(self, name: str) -> None:
        self.name = name

    def of(self, seat: int) -> str:
        return (self.name.split() or [_("The slayer")])[0]


# --- pips and faces ------------------------------------------------------------------------------------
def pips_text(pips: list[str], empty: str = "") -> str:
    """"2 melee and 1 skill" for a face's pips (empty pips left out; `empty` for none)."""
    counted = [term(m["term"], m["id"]) if "term" in m else say(m) for m in rules.pip_counts(pips)]
    return i18n.join(counted) if counted else empty or _("nothing")


def face_meaning(pips: list[str], purpose: str, card: str | None = None) -> str:
    """What a face counts for in a roll for `purpose` ("4 melee", "1 skill", "1 violet zombie",
    "Items": the treasure card a search face leads to)."""
    if purpose in ("melee", "ranged", "defense", "dash", "endure", "heal", "ritual"):
        return say(rules.face_words(pips, purpose))
    if purpose in ("spawn", "summon"):  # treasure pips are never zombie colours (the temple's blue is)
        wanted = ("violet", "green", "blue") + (("necromancer",) if purpose == "spawn" else ())
        return pips_text([p for p in pips if p in wanted])
    if purpose == "search":
        first = pips[0] if len(pips) > 1 else "empty"
        return named("card", first) if first in ("followers", "items", "attributes") else _("no treasure")
    return pips_text(pips)


def die_meanings(grams: list[list[str]], purpose: str, card: str | None = None) -> list[str]:
    """What each of a die's six faces counts for in this roll; the treasure die reads the rows
    of the card the search found."""
    if purpose == "treasure" and card:
        return [treasure_row(card, k) for k in range(1, 7)]
    return [face_meaning(face, purpose) for face in grams]


def face_tooltip(k: int, pips: list[str]) -> str:
    """A dieagram face for a tooltip: "4-face: 4 melee"."""
    return _("{face}-face: {pips}").format(face=k, pips=pips_text(pips, _("empty")))


def result_words(card: str, result: str) -> str:
    """A treasure card's row: "a Life potion", "a defense pip", "a violet zombie!"."""
    if result == "zombie":
        return _("a {zombie}!").format(zombie=named("zombie", api.catalog("zombie_slayer").cards[card].zombie))
    return i18n.term("zombie_slayer", f"result.{card}.{result}", result.replace("_", " "))


def treasure_row(card: str, row: int) -> str:
    """What row `row` of a treasure card gives."""
    return result_words(card, api.catalog("zombie_slayer").cards[card].results[row - 1])


def dieagram_of(view: dict, owner: str) -> list[list[str]]:
    """The six faces (pip meanings) of a roller's die - the slayer's, a counter's, a card's
    ("tile:<card>"), else a plain die - as the rules read them (api.rulebook)."""
    return rules.faces_in_view(view, owner)


# --- skills, items, pips in a tooltip ---------------------------------------------------------------------
def skill_tip(skill: str) -> str:
    """"Dash (your turn, 1 action): Run for it: ..."."""
    return _("{skill} ({when}): {text}").format(skill=named("skill", skill), when=named("skill", skill, "when"),
                                                text=named("skill", skill, "text"))


def pip_tip(pip: str) -> str:
    """"Melee (2 CP): each melee pip is 1 strength ..."."""
    return _("{pip} ({cost} CP): {text}").format(pip=cap(named("pip", pip)), cost=rules.ATTRIBUTE_COST.get(pip, 0),
                                                 text=named("pip", pip, "text"))
