"""Zombie Slayer's words: its pieces, places, pips and cards named, for every part of the table.

The content's names and texts are the game's catalog's (zombie_slayer.po, keyed by id:
"tile.smithy", "skill.dash.text"); the engine's words (a compass point, a face's pips, what a face
counts for, a treasure card's row) are its messages (api.rulebook); the sentences are the code's
catalog's (`_`). No pygame.
"""
from __future__ import annotations

from engine import api

from .. import i18n
from ..i18n import _

rules = api.rulebook("zombie_slayer")
LIMITS = api.info("zombie_slayer")["limits"]


def named(kind: str, id: str, field: str = "") -> str:
    """A thing of the content in the player's language (`field` "text" or "when" for its words):
    from the catalog, else as a player's own entry gives it, else its id made readable."""
    c = api.catalog("zombie_slayer")
    found = {"tile": c.tiles, "item": c.items, "skill": c.skills, "slayer": c.slayers, "follower": c.followers,
             "card": c.cards, "zombie": c.zombies}.get(kind, {})
    own = getattr(found.get(id), field or "name", "") or ("" if field else str(id).replace("_", " ").title())
    return i18n.term("zombie_slayer", f"{kind}.{id}" + (f".{field}" if field else ""), own)


def term(kind: str, id: str) -> str:
    """A thing the engine's messages name (engine/games/zombie_slayer/words.py lists the kinds)."""
    if kind == "token":
        return _("you") if id == "slayer" else the(id)
    if kind == "follower":
        return named("follower", id, "short") or named("follower", id)
    return named(kind, id)


def say(message: dict) -> str:
    """A message of the engine's in the player's words (they name no seat), or a part of one the
    rulebook gives (a face's meaning): a term, a listing."""
    if "term" in message:
        return term(message["term"], message["id"])
    return i18n.join([say(m) for m in message["list"]]) if "list" in message else i18n.say(message, terms=term)


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
    return named("necromancer", "nec") if token == "nec" else named("follower", token)


def token_name(token: str, slayer: str = "") -> str:
    """A piece standing alone (a title, a caption): "Violet zombie", "The Necromancer", the slayer's name."""
    if token == "slayer":
        return slayer or _("The slayer")
    return cap(named("zombie", colour_of(token))) if is_zombie(token) else cap(the(token))


def slayer_name(view: dict) -> str:
    """The slayer's whole name: a ready-made one's from the catalog, a player's own as typed."""
    who = view["slayer"].get("named") or {"text": view["slayer"]["name"]}
    return named("slayer", who["id"]) if "id" in who else who["text"]


class Slayer:
    """The log's names for its one seat (widgets/log_lines.StoryWriter's `names`): the slayer, by
    his first name ("Ludwig")."""

    def __init__(self, name: str) -> None:
        self.name = name

    def of(self, seat: int) -> str:
        return (self.name.split() or [_("The slayer")])[0]


# --- pips, faces and treasure ------------------------------------------------------------------------
def pips_text(pips: list[str], empty: str = "") -> str:
    """"2 melee and 1 skill" for a face's pips (empty pips left out; `empty` for none)."""
    return empty if empty and not rules.pip_counts(pips) else say(rules.pips_said(pips))


def die_meanings(grams: list[list[str]], purpose: str, card: str | None = None) -> list[str]:
    """What each of a die's six faces counts for in a roll for `purpose` ("4 melee", "1 violet
    zombie"); the treasure die reads the rows of the card the search found."""
    if purpose == "treasure" and card:
        return [say(rules.treasure_row(card, k)) for k in range(1, 7)]
    return [say(rules.face_meaning(face, purpose)) for face in grams]


def face_tooltip(k: int, pips: list[str]) -> str:
    """A dieagram face for a tooltip: "4-face: 4 melee"."""
    return _("{face}-face: {pips}").format(face=k, pips=pips_text(pips, _("empty")))


def result_words(card: str, result: str) -> str:
    """A treasure card's row: "a Life potion", "a defense pip", "a violet zombie!"."""
    return say(rules.treasure(card, result))


def skill_tip(skill: str) -> str:
    """"Dash (your turn, 1 action): Run for it: ..."."""
    return _("{skill} ({when}): {text}").format(skill=named("skill", skill), when=named("skill", skill, "when"),
                                                text=named("skill", skill, "text"))


def pip_tip(pip: str) -> str:
    """"Melee (2 CP): each melee pip is 1 strength ..."."""
    return _("{pip} ({cost} CP): {text}").format(pip=cap(named("pip", pip)), cost=rules.ATTRIBUTE_COST.get(pip, 0),
                                                 text=named("pip", pip, "text"))
