"""What the table offers right now: the engine's decision (Match.decision), read into a Decision.

A Decision says who is asked, the banner's words (the engine's prompt, and the table's line on
where to click), the buttons, and what a click on a card, a fighter, a skill or a die sends: each
is one of the engine's choices, found on the table by what it names. The table never reads an
action, only hands it back, so it never offers a move the engine would refuse.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import choice
from ..choice import Button, waiting
from ..i18n import N_, _, ngettext
from . import preview, words


@dataclass
class Decision(choice.Decision):
    picks: dict[tuple, str] = field(default_factory=dict)  # ("wild", i), ("roster", seat, i), ("fighter", i), ...
    marked: set[tuple] = field(default_factory=set)  # things already chosen (the picks so far)
    skills: dict[tuple[int, int], str] = field(default_factory=dict)  # (fighter, skill index) -> its action
    dice: dict[int, str] = field(default_factory=dict)  # pool index -> the action a click on that die sends
    pool_side: int | None = None  # whose dice the tray offers (a battle side)
    paying: dict | None = None  # the skill being paid: fighter, skill, chosen (pool indexes), index
    about: dict = field(default_factory=dict)  # what the engine tells of the decision (Match.decision)
    verbs: set[str] = field(default_factory=set)  # the verbs of its choices


def decide(asked: dict, view: dict, names, human: bool, say, person: bool = False) -> Decision:
    """The table's Decision for the engine's `asked` (Match.decision); `say` puts a message into
    words (`human`, `person`: choice.waiting)."""
    mover = asked["seat"]
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        if not winners:
            return Decision("over", None, _("The game is over"), "")
        return Decision("over", winners[0], _("{who} wins the final battle!").format(who=names.of(winners[0])),
                        _("The game is over: look over the table, or see the result."))
    if not human:
        return Decision("wait", mover, *waiting(names.of(mover), person, _("The computer plays its move."), names.afar(mover)))
    kind, about = asked["kind"], asked["about"]
    d = Decision(kind, mover, say(asked["prompt"]), about=about, pool_side=about.get("side"),
                 verbs={c["verb"] for c in asked["choices"]})
    for c in asked["choices"]:
        if not _on_table(d, c, view):
            _button(d, c, view, say)
    if kind in ("choose_wild", "choose_own", "choose_stake"):
        _marked(d, view)
    d.detail = _detail(d, view)
    return d


# --- where each choice is clicked ----------------------------------------------------------------------------
def _at(things: list[dict], card: str) -> int:
    """Where the creature `card` is among a view's beasts or fighters (each creature card is in play once)."""
    return next(i for i, t in enumerate(things) if t["card"] == card)


def _on_table(d: Decision, c: dict, view: dict) -> bool:
    """Put choice `c` on the card, fighter, skill or die it names; False when it is a button's."""
    verb, named, action = c["verb"], c["names"], c["action"]
    if verb == "starter":
        d.picks[("starter", view["starters"].index(named["creature"]))] = action
    elif verb == "wild":
        d.picks[("wild", _at(view["wild"], named["creature"]))] = action
    elif verb in ("field", "release", "place"):
        d.picks[("roster", d.seat, _at(view["players"][d.seat]["roster"], named["creature"]))] = action
    elif verb == "stake":
        d.picks[("mutation", view["open_mutations"].index(named["mutation"]))] = action
    elif verb == "take":
        d.picks[("prize", d.about["pool"].index(named["mutation"]))] = action
    elif verb in ("catch", "target"):
        d.picks[("fighter", _at(view["battle"]["fighters"], named["creature"]))] = action
    elif verb == "use":
        f = _at(view["battle"]["fighters"], named["creature"])
        d.skills[(f, view["battle"]["fighters"][f]["skills"].index(named["skill"]))] = action
    elif verb != "set_value" and "die" in named:  # a die to pay, leave, or change with a keyword
        d.dice[named["die"]] = action
    else:
        return False
    return True


#: The button of a choice clicked nowhere on the table, by its verb: label, primary, danger (the
#: engine's words for the choice are its tooltip).
BUTTONS = {"done": (N_("These fight"), True, False), "discard": (N_("Discard it"), False, True),
           "fight": (N_("Fight"), True, False), "take_back": (N_("Keep none"), True, False),
           "unstun": (N_("Unstun {creature}"), False, False), "cancel": (N_("Cancel"), False, False),
           "stop": (N_("Stop here"), False, False)}


def _button(d: Decision, c: dict, view: dict, say) -> None:
    verb, named = c["verb"], c["names"]
    if verb == "pass":
        acted = view["battle"]["acted"]
        label, primary, danger = _("End my go") if acted else _("Pass"), not d.skills, bool(d.skills) and not acted
    elif verb == "set_value":
        label, primary, danger = str(named["face"]), False, False
    elif verb in BUTTONS:
        label, primary, danger = BUTTONS[verb]
        label = _("Battle these") if verb == "done" and d.kind == "choose_wild" else _(label).format(
            creature=words.creature_name(named["creature"]) if verb == "unstun" else "")
    else:
        return
    d.bar.append(Button(label, c["action"], say(c["text"]), primary=primary, danger=danger))


def _marked(d: Decision, view: dict) -> None:
    """While a battle is chosen, the picks so far stay marked on the table."""
    a, mover = d.about, d.seat
    d.marked = ({("wild", _at(view["wild"], card)) for card in a["wild"]}
                | {("roster", mover, _at(view["players"][mover]["roster"], card)) for card in a["own"]}
                | {("mutation", view["open_mutations"].index(card)) for card in a["stake"]})


# --- the line under the prompt: where to click ---------------------------------------------------------------
#: The line of each kind of decision that needs no more than the limits and the facts below.
DETAILS = {
    "starter": N_("Click one of the level-{starter_level} creatures. It comes with the first ability of its type."),
    "release": N_("A player keeps at most {roster} creatures: click the one to let go (it goes to the discard pile)."),
    "draft": N_("Click one of the mutations won in the battle ({left} to take in all, turns alternate)."),
    "place": N_("Click the creature to carry it (any mutation fits any creature, for good) or discard it."),
    "catch_choice": N_("Click a wild creature to throw the catch dice at it (its chance is on it; no combat dice "
                       "for you this turn), or Fight."),
    "leave": N_("The catch failed. Click dice to leave on it: they count towards your next try, which rolls only "
                "the others."),
    "unstun": N_("Click unused dice summing {stun} or more ({paid} so far) to free {creature}."),
    "target": N_("{creature}: {effect}. Click the creature."),
}


def _detail(d: Decision, view: dict) -> str:
    a, b = d.about, view.get("battle")
    if d.kind in ("catch_choice", "leave"):
        d.pool_side = None
    if d.kind in DETAILS:
        user = b["fighters"][a.get("fighter", a.get("user", 0))]["card"] if b else ""
        facts = {**words.LIMITS, **a, "left": sum(1 for s in a.get("order", []) if s == d.seat),
                 "creature": words.creature_name(user) if b else "",
                 "effect": words.effect_text_of(a["effect"]) if "effect" in a else ""}
        return _(DETAILS[d.kind]).format(**facts)
    if d.kind in ("choose_wild", "choose_own", "choose_stake"):
        return _choosing(d)
    if d.kind == "pay":
        f = b["fighters"][a["fighter"]]
        d.paying = {"fighter": a["fighter"], "skill": a["skill"], "chosen": list(a["chosen"]),
                    "index": f["skills"].index(a["skill"])}
        return _("Cost: {cost} - click or drag dice onto its slots. It will do: {will}.").format(
            cost=words.cost_text(words.skill_of(a["skill"]).cost),
            will=preview.skill_forecast(b, a["fighter"], a["skill"], None))
    if d.kind == "keyword":
        if a["keyword"] == "fuse" and a["picked"] >= 0:
            return _("Now click the second die to merge with the first - or Stop here.")
        return _("{ask} - or Stop here.").format(ask=words.keyword_ask(a["keyword"]))
    return _go(d, b) if d.kind == "go" else ""


def _choosing(d: Decision) -> str:
    """Choosing the battle: the wild creatures, then the own fighters, then the stake."""
    a = d.about
    chosen, mine = (", ".join(map(words.creature_name, a[k])) for k in ("wild", "own"))
    if d.kind == "choose_stake":
        text = N_("Click {n} more of the face-up mutations: the battle's rewards are picked from these first.") \
            if a["stake"] else N_("Click {n} of the face-up mutations: the battle's rewards are picked from these first.")
    elif d.kind == "choose_own":
        text = N_("Sending {mine}. Click another to send both, or These fight.") if mine else \
            N_("Against {chosen}: click up to {fighters} of your creatures to send into the battle.")
    elif chosen:
        text = N_("Chosen: {chosen}. Click another to fight both, or Battle these.") if d.picks else \
            N_("Chosen: {chosen}. Battle these.")
    else:
        text = N_("Click up to {fighters} of the wild creatures; the other player will play them. A caught creature "
                  "joins you; every level beaten earns mutations.")
    return _(text).format(n=a.get("to_stake"), chosen=chosen, mine=mine, fighters=words.LIMITS["fighters"])


def _go(d: Decision, b: dict) -> str:
    """A go asks only for what the choices allow: a lit skill, a stun to shake off, or the pass."""
    n, ready = len(b["pools"][d.pool_side]), len(d.skills)
    dice = ngettext("{n} unused die", "{n} unused dice", n).format(n=n) if n else _("No dice left")
    if ready:
        what = ngettext("{dice}: click the lit skill, or drag a die onto its slots",
                        "{dice}: click one of the {n} lit skills, or drag a die onto its slots", ready).format(
            dice=dice, n=ready)
        if len({f for f, _k in d.skills}) > 1:
            what = _("{choice} (click a creature for its skills)").format(choice=what)
    else:  # the prompt says there is nothing to pay
        what = _("{dice}: no skill can be paid, but the dice can shake off a stun").format(dice=dice) \
            if "unstun" in d.verbs else dice
    return (_("{choice}; or end the go.") if b["acted"] else _("{choice}; a pass puts you out for this turn.")).format(
        choice=what)
