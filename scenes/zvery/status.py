"""What each seat and each battle side is doing this moment, in a few words, from the view.

Every status the table writes - the seat lines in the right column, the name plates beside
the creatures, the lit plate of the side on its go - is computed here from the view being
drawn and the decision shown with it (table.py's `Shown.asked`: whose it is, its kind, what the
engine tells of it), each frame, and nothing is remembered between frames: a status can never
outlive the moment it describes ("out for this turn" in the next turn, "chooses this round's
battle" during the fight). Plain Python, no pygame.
"""
from __future__ import annotations

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
        return "winner" if seat in (view["result"] or {}).get("winners", []) else "runner-up"
    if phase == "starter":
        return "picks a starter" if seat == view["picking"] else "waits for the other's pick"
    if phase == "battle":
        b = view["battle"]
        if b["kind"] == "final":
            return "in the final battle"
        return "fights the wild creatures" if seat == current else "plays the wild creatures"
    if phase == "choose":
        return "chooses this round's battle" if seat == current else "will play the wild creatures"
    if phase == "release":
        return "releases a creature" if seat == current else "waits"
    if phase == "draft":
        order = about.get("order") or []
        if order and order[0] == seat:
            return "takes a mutation"
        return "takes a mutation next" if seat in order else "waits"
    if phase == "place":
        return "places a mutation" if asked.get("kind") == "place" and asked["seat"] == seat else "waits"
    return ""


def side_plate(view: dict, asked: dict, side: int, names) -> tuple[str, int, list[str], bool]:
    """A battle side's name plate: (title, seat (-1: the wild), lines, lit while it acts)."""
    b = view["battle"]
    seat = b["seats"][side]
    wild = b["kind"] == "wild" and side == 1
    title = "Wild" if wild else names.of(seat)
    lines = [f"played by {names.of(seat)}"] if wild else []
    kind, _about = in_battle(view, asked)
    if side == 0 and b.get("catching"):
        lines.append("tried a catch: no dice this turn")
    elif is_out(b, side):
        lines.append("out for this turn")
    elif on_go(view, asked, side):
        lines.append({"catch_choice": "catch or fight", "leave": "leaves dice on it", "target": "takes aim",
                      "pay": "pays a skill", "unstun": "shakes off a stun"}.get(kind, "on its go"))
    elif in_combat(b) and b.get("starter") == side:
        lines.append("started this turn")
    return title, -1 if wild else seat, lines, on_go(view, asked, side)
