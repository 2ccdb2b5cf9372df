"""What the rules' descriptions of their choices are made of (`Match.decision()`).

Each kind of decision is told beside the code that answers it (`turn.py`, `places.py`,
`battle.py`, `aftermath.py`); what they share is here: how a creature, a space, a sigil, an
attribute or an artifact is named in a message (a term, engine/core/messages.py, which the
table names in the player's language), the sentences two kinds both say, and the ids a choice
names so that the table can find the thing on its table.
"""
from __future__ import annotations

from ...core.messages import msg, term
from .content import content
from .state import HP_PER_POINT, Fighter


def ident(f: Fighter) -> str:
    """A creature's id, which the table names it by: a deck creature's card, an opponent's (a
    Warlord's, a Thief's, a champion's: no card of the deck) found by the name its battle
    records (the content's `foe_ids`; a creature the content does not know: that name)."""
    return f.card or content().foe_ids.get(f.name, f.name)


def named(f: Fighter, key: str = "creature") -> dict:
    """A creature in an event: its name as the state records it (`key`), and its id (`key`_id),
    which the log names it by."""
    return {key: f.name, f"{key}_id": ident(f)}


def creature(f: Fighter) -> dict:
    """A creature in a message, by its id (`ident`)."""
    return term("creature", ident(f))


def space(space_id: str) -> dict:
    return term("space", space_id)


def sigil(name: str) -> dict:
    return term("sigil", name)


def attribute(attr: str) -> dict:
    return term("attribute", attr)


def artifact(name: str) -> dict:
    return term("artifact", name)


def warlord(sigil_name: str) -> dict:
    """The Warlord who guards `sigil_name`, by their short name ("Vorga Ironhand")."""
    return term("warlord", sigil_name)


def champion(stage: int) -> dict:
    """The Colosseum's champion of `stage` (0, 1, 2), by their id."""
    return term("champion", content().champions[stage].id)


def opponent(ev: dict) -> dict:
    """Who a player battles in a battle's event ("battle", "battle_over"), when it is not a
    player: a wild creature, the Thieves, a Warlord, a champion."""
    if ev.get("kind") == "warlord":
        return warlord(ev.get("sigil", ""))
    if ev.get("kind") == "champion":
        return term("champion", ev.get("champion", ""))
    if ev.get("kind") == "wild" and ev.get("npc_id"):
        return term("creature", ev["npc_id"][0])
    return msg("the Thieves")


def gain(attr: str) -> dict:
    """What one attribute point gives: "+2 HP", "+1 Attack", "+1 Defense"."""
    if attr == "hp":
        return msg("+{n} HP", n=HP_PER_POINT)
    return msg("+1 Attack") if attr == "attack" else msg("+1 Defense")


def card_of(f: Fighter | None, kind: str = "creature") -> dict[str, str]:
    """{kind: the creature's card id} for a choice's names; {} for a creature that is no
    card of the deck (a Warlord's, a Thief's or a champion's)."""
    return {kind: f.card} if f is not None and f.card else {}


def slot_of(f: Fighter, slot: int, kind: str = "creature", place: str = "slot") -> dict:
    """A player's own creature in a choice's names: its card, and its place among the player's
    creatures (`slot`, from 0), which is where the table draws it."""
    return {**card_of(f, kind), place: slot}
