"""What the table offers right now: the engine's view and legal actions, read into a Decision.

Cards are clicked: a card in the hand (discard it, deploy it, play a support, or the unit a swap
brings in), a deployed card (activate it; deactivate it when over the limit; the unit a swap
sends back), a support in play (retreat it when over the limit), and in the secret setup a leader
or a location on the choice board. The rest are buttons: draw, redraw, a race token, a chosen
ability, surrender, and seal. Everything clickable comes from the legal actions, so the table
never offers a move the engine would refuse.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from ..choice import Button
from . import words

GOLD = (250, 214, 102)


@dataclass
class Decision:
    kind: str
    seat: int | None
    title: str
    detail: str = ""
    bar: list[Button] = field(default_factory=list)
    clicks: dict[tuple, str] = field(default_factory=dict)  # ("hand" | "slot" | "support" | "leader" | "location", id)
    verbs: dict[tuple, str] = field(default_factory=dict)  # what a click on it does, for the tooltip
    board: bool = False  # the setup board (leaders and locations) is up


VERBS = {"discard": "Discard it", "deploy": "Deploy it face down", "play": "Play this support",
         "activate": "Activate it", "deactivate": "Deactivate it", "retreat": "Retreat this support",
         "leader": "Choose as your leader", "location": "Pick for the battle deck"}


def decide(view: dict, labels: dict[str, str], mover: int | None, names, human: bool) -> Decision:
    """What the seat to move may do now, from its view and the legal actions in the rules' words
    (TableScene.labels: action -> label, in legal order)."""
    legal = list(labels)
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        who = " and ".join(names.of(s) for s in winners)
        title = (f"{who} win!" if len(winners) > 1 else f"{who} wins!") if winners else "An armistice"
        return Decision("over", winners[0] if winners else None, title, "The war is over: see the result.")
    who = names.of(mover)
    if not human:
        return Decision("wait", mover, f"{who} is thinking...", "The computer enters its orders.")
    d = Decision(view["phase"], mover, *_words(view, mover, who))
    me = view["me"]
    for action in legal:
        verb, _, arg = action.partition(" ")
        key = _key(verb, arg, me.get("stage", ""))
        if key is not None:
            d.clicks[key] = action
            d.verbs[key] = labels[action]
    d.board = view["phase"] == "setup"
    _buttons(d, view, labels, names)
    return d


def _key(verb: str, arg: str, stage: str) -> tuple | None:
    if verb in ("discard", "deploy", "play"):
        return ("hand", arg)
    if verb in ("activate", "deactivate"):
        return ("slot", arg)
    if verb == "retreat":
        return ("support", arg)
    if verb == "pick":
        return ("slot", arg) if stage == "swap_out" else ("hand", arg)
    if verb in ("leader", "location"):
        return (verb, arg)
    return None


def _words(view: dict, seat: int, who: str) -> tuple[str, str]:
    phase, me = view["phase"], view["me"]
    stage = me.get("stage", "")
    if phase == "setup":
        return (f"{who}: secret setup", "Choose your leader and three locations for the battle deck, then seal.")
    if phase == "prepare" and stage == "discard":
        return (f"{who}: retreat phase", "Discard any cards you like (down to 10), then draw to 10. "
                "The next location is shown after.")
    if phase == "prepare":
        where = words.location_name(view["location"]) if view["location"] else "the battle"
        return (f"{who}: deploy at {where}", "Click units to deploy them face down (any unit, even one that "
                "cannot fight here). Redraw first if you like. Then seal.")
    if phase == "trim":
        return (f"{who}: over the limit", f"Your army needs {me['usage']} resources of {me['limit']}: "
                "deactivate units or retreat supports until it fits.")
    if stage == "swap_out":
        return (f"{who}: swap", "Click one of your deployed units to send back to your hand.")
    if stage == "swap_in":
        return (f"{who}: swap", "Click a unit in your hand to deploy face down in its place.")
    over = me["usage"] > me["limit"]
    detail = (f"Resources {me['usage']} of {me['limit']}: "
              + ("too many - deactivate a unit or retreat a support." if over
                 else "click a face-down or deactivated unit to activate it, a support in hand to play it."))
    return (f"{who}: orders for turn {view['turn']}", detail)


def _buttons(d: Decision, view: dict, labels: dict[str, str], names) -> None:
    me, legal = view["me"], list(labels)
    for action in legal:
        verb, _, arg = action.partition(" ")
        if verb == "draw":
            d.bar.append(Button("Draw to 10", action, "End the retreat phase: draw back up to ten cards "
                                "(the leader is an eleventh)", primary=True))
        elif verb == "redraw":
            d.bar.append(Button(_redraw_label(view, d.seat), action, "Discard your whole hand but the leader and "
                                "draw one card fewer; as often as you like, before deploying"))
        elif verb == "target":
            seat = int(arg)
            race = words.race_name(view["players"][seat]["race"])
            d.bar.append(Button(f"Attack {names.of(seat)} ({race})", action, labels[action]))
        elif verb == "use":
            card = _card_of(view, d.seat, arg)
            ability = api.catalog("everzone").card(card).ability
            d.bar.append(Button(f"Use {words.card_name(card)}", action, words.effect_text(ability, on="unit")))
        elif verb == "surrender":
            d.bar.append(Button("Surrender", action, labels[action]))
    if view["phase"] == "prepare" and me.get("stage") == "deploy" and "redraw" not in legal:
        # still there, greyed, so that Seal deployment does not jump aside under the pointer
        d.bar.append(Button(_redraw_label(view, d.seat), "", "Only before the first card is deployed",
                            enabled=False))
    if "done" in legal:
        label = {"setup": "Seal setup", "prepare": "Seal deployment"}.get(view["phase"], "Seal orders")
        over = view["phase"] == "orders" and me.get("usage", 0) > me.get("limit", 0)
        d.bar.append(Button(label, "done", "Your choices are hidden until everyone has sealed theirs"
                            + (" (your partner will have to fit the limit)" if over else ""),
                            primary=True))


def _redraw_label(view: dict, seat: int) -> str:
    """"Redraw (9 cards)": the cards a redraw would deal (the hand but the leader, one fewer)."""
    me_view = view["players"][seat]
    leader = (me_view.get("leader") or {}).get("uid")
    count = len([c for c in me_view["hand"] if c["uid"] != leader])
    return f"Redraw ({max(0, count - 1)} cards)"


def _card_of(view: dict, seat: int, uid: str) -> str:
    for slot in view["players"][seat]["field"]:
        if slot.get("uid") == uid:
            return slot["card"]
    for c in view["players"][seat]["hand"]:
        if c["uid"] == uid:
            return c["card"]
    return ""
