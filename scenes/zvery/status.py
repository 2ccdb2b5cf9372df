"""What each seat and each battle side is doing this moment, in a few words, from the view.

Every status the table writes - the seat lines in the right column, the name plates beside
the creatures, the lit plate of the side on its go - is computed here from the view being
drawn and the decision shown with it (table.py's `Shown.asked`: whose it is, its kind, what the
engine tells of it), each frame, and nothing is remembered between frames: a status can never
outlive the moment it describes ("out for this turn" in the next turn, "chooses this round's
battle" during the fight). Plain Python, no pygame.
"""
from __future__ import annotations

from ..i18n import N_, _

COMBAT = "combat"  # the battle stage in which sides take goes (battle.STAGES)


def in_battle(view: dict, asked: dict) -> tuple[str, dict]:
    """The kind of the decision a battle waits for and what the engine tells of it (its "side"
    first); ("", {}) when none, or outside a battle."""
    about = asked.get("about") or {}
    if view.get("phase") != "battle" or not view.get("battle") or "side" not in about:
        return "", {}
    return asked["kind"], about


def in_combat(b: dict) -> bool:
    """Are the sides taking goes now (after the roll, before the end of the turn)?"""
    return b.get("stage") == COMBAT


def is_out(b: dict, side: int) -> bool:
    """Has `side` passed for the rest of this turn's combat? (The engine clears the flag only
    when the next combat starts, so outside combat it says nothing.)"""
    return in_combat(b) and bool(b["out"][side])


def on_go(view: dict, asked: dict, side: int) -> bool:
    """Is it `side`'s go (or its choice: a catch, a payment, an aim) right now?"""
    kind, about = in_battle(view, asked)
    return bool(kind) and about["side"] == side


def seat_role(view: dict, asked: dict, seat: int) -> str:
    """What a seat is doing, for its line in the right column and its name plate."""
    phase = view["phase"]
    current = view["current"]
    about = asked.get("about") or {}
    if phase == "over":
        return _("winner") if seat in (view["result"] or {}).get("winners", []) else _("runner-up")
    if phase == "starter":
        return _("picks a starter") if seat == view["picking"] else _("waits for the other's pick")
    if phase == "battle":
        b = view["battle"]
        if b["kind"] == "final":
            return _("in the final battle")
        return _("fights the wild creatures") if seat == current else _("plays the wild creatures")
    if phase == "choose":
        return _("chooses this round's battle") if seat == current else _("will play the wild creatures")
    if phase == "release":
        return _("releases a creature") if seat == current else _("waits")
    if phase == "draft":
        order = about.get("order") or []
        if order and order[0] == seat:
            return _("takes a mutation")
        return _("takes a mutation next") if seat in order else _("waits")
    if phase == "place":
        return _("places a mutation") if asked.get("kind") == "place" and asked["seat"] == seat else _("waits")
    return ""


#: What a side on its go is doing, by the kind of decision it answers ("": any other).
DOING = {"catch_choice": N_("catch or fight"), "leave": N_("leaves dice on it"), "target": N_("takes aim"),
         "pay": N_("pays a skill"), "unstun": N_("shakes off a stun"), "": N_("on its go")}


def side_plate(view: dict, asked: dict, side: int, names) -> tuple[str, int, list[str], bool]:
    """A battle side's name plate: (title, seat (-1: the wild), lines, lit while it acts)."""
    b = view["battle"]
    seat = b["seats"][side]
    wild = b["kind"] == "wild" and side == 1
    title = _("Wild") if wild else names.of(seat)
    lines = [_("played by {who}").format(who=names.of(seat))] if wild else []
    kind, _about = in_battle(view, asked)
    if side == 0 and b.get("catching"):
        lines.append(_("tried a catch: no dice this turn"))
    elif is_out(b, side):
        lines.append(_("out for this turn"))
    elif on_go(view, asked, side):
        lines.append(_(DOING.get(kind, DOING[""])))
    elif in_combat(b) and b.get("starter") == side:
        lines.append(_("started this turn"))
    return title, -1 if wild else seat, lines, on_go(view, asked, side)
