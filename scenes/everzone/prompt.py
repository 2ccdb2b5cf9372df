"""What the table offers right now: the engine's decision (Match.decision), read into a Decision.

Cards are clicked: a card in the hand (discard it, deploy it, play a support, or the unit a swap
brings in), a deployed card (activate it; deactivate it when over the limit; the unit a swap
sends back), a support in play (retreat it when over the limit), and in the secret setup a leader
or a location on the choice board. The rest are buttons: draw, redraw, a race token, a chosen
ability, surrender, and seal. Everything clickable is one of the engine's choices, found by its
verb and the things it names (a card instance, a card, a location, a seat): the table never
reads an action, only hands it back.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import choice
from ..choice import Button, waiting
from ..i18n import N_, _, join, ngettext
from . import words

GOLD = (250, 214, 102)


@dataclass
class Decision(choice.Decision):
    clicks: dict[tuple, str] = field(default_factory=dict)  # ("hand" | "slot" | "support" | "leader" | "location", id)
    verbs: dict[tuple, str] = field(default_factory=dict)  # what a click on it does, for the tooltip
    board: bool = False  # the setup board (leaders and locations) is up


#: Where a choice is clicked on the table, by its verb: a card instance in the hand, on the field
#: or among the supports in play (named "unit" or "support"), or a leader or location on the board.
WHERE = {"discard": "hand", "deploy": "hand", "play": "hand", "swap_in": "hand",
         "activate": "slot", "deactivate": "slot", "swap_out": "slot", "retreat": "support",
         "choose_leader": "leader", "pick_location": "location"}

#: The seal button's caption, by the kind of decision it seals.
SEALS = {"setup": N_("Seal setup"), "deploy": N_("Seal deployment"), "orders": N_("Seal orders")}


def decide(asked: dict, view: dict, labels: dict[str, str], names, human: bool, say, person: bool = False) -> Decision:
    """The table's Decision for the engine's `asked` (Match.decision), from the seat's view and
    each choice in the rules' words (TableScene.labels: action -> words); `say` puts a message
    into words, `names` names the seats (`human`, `person`: choice.waiting)."""
    mover = asked["seat"]
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        who = join([names.of(s) for s in winners])
        title = ngettext("{who} wins!", "{who} win!", len(winners)).format(who=who) if winners else _("An armistice")
        return Decision("over", winners[0] if winners else None, title, _("The war is over: see the result."))
    if not human:
        return Decision("wait", mover, *waiting(names.of(mover), person, _("The computer enters its orders."), names.afar(mover)))
    kind = asked["kind"]
    d = Decision(kind, mover, say(asked["prompt"]), _detail(view, kind), board=kind == "setup")
    for c in asked["choices"]:
        key = _where(c)
        if key is not None:
            d.clicks[key] = c["action"]
            d.verbs[key] = labels[c["action"]]
    _buttons(d, asked["choices"], view, labels, names)
    return d


def _where(c: dict) -> tuple | None:
    """The thing on the table a click on which sends the choice `c` (None: a button's)."""
    place = WHERE.get(c["verb"])
    if place in ("hand", "slot", "support"):
        return (place, c["names"].get("unit") or c["names"]["support"])
    if place == "leader":
        return (place, c["names"]["card"])
    if place == "location":
        return (place, c["names"]["location"])
    return None


def _detail(view: dict, kind: str) -> str:
    """Where to click, under the prompt."""
    me = view["me"]
    if kind == "setup":
        return _("Choose your leader and {picks} locations for the battle deck, then seal.").format(**words.LIMITS)
    if kind == "discard":
        return _("Discard any cards you like, then draw to {hand}. The next location is shown after.").format(
            **words.LIMITS)
    if kind == "deploy":
        return _("Click units to deploy them face down (any unit, even one that cannot fight here). "
                 "Redraw first if you like. Then seal.")
    if kind == "trim":
        return _("Your army needs {usage} resources of {limit}: deactivate units or retreat supports "
                 "until it fits.").format(usage=me["usage"], limit=me["limit"])
    if kind == "swap_out":
        return _("Click one of your deployed units to send back to your hand.")
    if kind == "swap_in":
        return _("Click a unit in your hand to deploy face down in its place.")
    if me["usage"] > me["limit"]:
        return _("Resources {usage} of {limit}: too many - deactivate a unit or retreat a support.").format(
            usage=me["usage"], limit=me["limit"])
    return _("Resources {usage} of {limit}: click a face-down or deactivated unit to activate it, a support in "
             "hand to play it.").format(usage=me["usage"], limit=me["limit"])


def _buttons(d: Decision, choices: list[dict], view: dict, labels: dict[str, str], names) -> None:
    """A button for each choice that is not a card on the table, in the engine's order; the seal
    last."""
    verbs = {c["verb"] for c in choices}
    for c in choices:
        verb, action = c["verb"], c["action"]
        if verb == "draw":
            d.bar.append(Button(labels[action], action, _("End the retreat phase: draw back up to {hand} cards (the "
                                                          "leader is one more)").format(**words.LIMITS), primary=True))
        elif verb == "redraw":
            d.bar.append(Button(_("Redraw"), action, labels[action]))
        elif verb == "pick_token":
            seat = c["names"]["seat"]
            race = words.race_name(view["players"][seat]["race"])
            d.bar.append(Button(_("Attack {who} ({race})").format(who=names.of(seat), race=race), action,
                                labels[action], short=_("Attack {race}").format(race=race)))
        elif verb == "use_ability":
            d.bar.append(Button(_("Use {card}").format(card=words.card_name(c["names"]["card"])), action,
                                labels[action]))
        elif verb == "surrender":
            d.bar.append(Button(_("Surrender"), action, labels[action], danger=True))
    if d.kind == "deploy" and "redraw" not in verbs and view["players"][d.seat]["field"]:
        # still there, greyed, so that Seal deployment does not jump aside under the pointer
        d.bar.append(Button(_("Redraw"), "", _("Only before the first card is deployed"), enabled=False))
    seal = next((c["action"] for c in choices if c["verb"] == "seal"), None)
    if seal is not None:
        d.bar.append(_seal(d, seal, view))
    elif d.kind in SEALS:
        d.bar.append(Button(_(SEALS[d.kind]), "", _not_yet(d, view), primary=True, enabled=False))


def _not_yet(d: Decision, view: dict) -> str:
    """Why the seal cannot be pressed yet (it stays in its place, greyed, rather than vanish and
    let another button slide under the pointer)."""
    me = view["me"]
    if d.kind == "orders":
        return _("Over the resource limit by {over}: your army needs {usage} resources of {limit}. Deactivate a "
                 "unit or retreat a support first.").format(over=me["usage"] - me["limit"], usage=me["usage"],
                                                            limit=me["limit"])
    if d.kind == "deploy":
        return _("Pick the race token of the player your army attacks first.")
    mine = view["players"][d.seat]
    left = words.LIMITS["picks"] - len(mine["picks"])
    captain = any(side["seats"][0] == d.seat for side in view["sides"])  # who picks the team's locations
    if mine["leader"] is None and (left <= 0 or not captain):
        return _("Choose your leader first.")
    if mine["leader"] is None:
        return _("Choose your leader and {picks} locations first ({n} of {picks} picked).").format(
            n=len(mine["picks"]), **words.LIMITS)
    return ngettext("Pick {n} more location first.", "Pick {n} more locations first.", left).format(n=left)


def _seal(d: Decision, action: str, view: dict) -> Button:
    over = d.kind == "orders" and view["me"]["usage"] > view["me"]["limit"]
    tip = _("Your choices are hidden until everyone has sealed theirs")
    if over:
        tip = _("Your choices are hidden until everyone has sealed theirs (your partner will have to fit the limit)")
    return Button(_(SEALS[d.kind]), action, tip, primary=True)
