"""What the table offers right now: the engine's decision (Match.decision), read into a Decision.

The engine asks one thing at a time - a starter, a wild creature, a skill, a die for a cost,
a target, a mutation, a creature to carry it. A Decision says, for the table, who is asked, the
banner's words (the engine's prompt, and a line of the table's own on where to click), the
buttons of the moment, and which things on the table are clickable and what a click sends: a
card in the market, a fighter, a skill, a die in the tray. Each is one of the engine's choices,
found on the table by what it names (its verb and the creature, mutation, skill or die): the
table never reads an action, only hands it back, so it can never offer a move the engine would
refuse. Nothing here decides a rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..choice import Button
from ..i18n import N_, _, ngettext
from . import preview, words


@dataclass
class Decision:
    kind: str
    seat: int | None
    title: str
    detail: str = ""
    bar: list[Button] = field(default_factory=list)
    picks: dict[tuple, str] = field(default_factory=dict)  # ("wild", i), ("roster", seat, i), ("fighter", i), ...
    marked: set[tuple] = field(default_factory=set)  # things already chosen (the picks so far)
    skills: dict[tuple[int, int], str] = field(default_factory=dict)  # (fighter, skill index) -> its action
    dice: dict[int, str] = field(default_factory=dict)  # pool index -> the action a click on that die sends
    pool_side: int | None = None  # whose dice the tray offers (a battle side)
    paying: dict | None = None  # the skill being paid: fighter, skill, chosen (pool indexes), index
    values: list[int] = field(default_factory=list)  # "set": the faces offered once a die is picked
    about: dict = field(default_factory=dict)  # what the engine tells of the decision (Match.decision)
    verbs: set[str] = field(default_factory=set)  # the verbs of its choices


def decide(asked: dict, view: dict, names, human: bool, say) -> Decision:
    """The table's Decision for the engine's `asked` (Match.decision): `say` puts the engine's
    prompt into words, `names` names the seats."""
    mover = asked["seat"]
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        if not winners:
            return Decision("over", None, _("The game is over"), "")
        return Decision("over", winners[0], _("{who} wins the final battle!").format(who=names.of(winners[0])),
                        _("The game is over: look over the table, or see the result."))
    if not human:
        return Decision("wait", mover, _("{who} is thinking...").format(who=names.of(mover)),
                        _("The computer plays its move."))
    kind, about = asked["kind"], asked["about"]
    d = Decision(kind, mover, say(asked["prompt"]), about=about, pool_side=about.get("side"),
                 verbs={c["verb"] for c in asked["choices"]})
    for c in asked["choices"]:
        if not _on_table(d, c, view):
            _button(d, c, view)
    if kind in ("choose_wild", "choose_own", "choose_stake"):
        _marked(d, view)
    d.detail = _detail(d, view)
    return d


# --- where each choice is clicked ----------------------------------------------------------------------------
def fighter_of(battle: dict, card: str) -> int:
    """The index of the fighter whose creature is `card` (every creature card is in play once)."""
    return next(i for i, f in enumerate(battle["fighters"]) if f["card"] == card)


def _slot_of(beasts: list[dict], card: str) -> int:
    return next(i for i, b in enumerate(beasts) if b["card"] == card)


def _on_table(d: Decision, c: dict, view: dict) -> bool:
    """Put choice `c` where a click on the table sends it - a card, a fighter, a skill, a die -
    by the things it names; False when it is a button's."""
    verb, named, action = c["verb"], c["names"], c["action"]
    if verb == "starter":
        d.picks[("starter", view["starters"].index(named["creature"]))] = action
    elif verb == "wild":
        d.picks[("wild", _slot_of(view["wild"], named["creature"]))] = action
    elif verb in ("field", "release", "place"):
        d.picks[("roster", d.seat, _slot_of(view["players"][d.seat]["roster"], named["creature"]))] = action
    elif verb == "stake":
        d.picks[("mutation", view["open_mutations"].index(named["mutation"]))] = action
    elif verb == "take":
        d.picks[("prize", d.about["pool"].index(named["mutation"]))] = action
    elif verb in ("catch", "target"):
        d.picks[("fighter", fighter_of(view["battle"], named["creature"]))] = action
    elif verb == "use":
        f = fighter_of(view["battle"], named["creature"])
        d.skills[(f, view["battle"]["fighters"][f]["skills"].index(named["skill"]))] = action
    elif verb != "set_value" and "die" in named:  # a die to pay, leave, or change with a keyword
        d.dice[named["die"]] = action
    else:
        return False
    return True


def _button(d: Decision, c: dict, view: dict) -> None:
    """The button for a choice clicked nowhere on the table, in the engine's order."""
    verb, action = c["verb"], c["action"]
    if verb == "done":
        d.bar.append(Button(_("Battle these") if d.kind == "choose_wild" else _("These fight"), action, primary=True))
    elif verb == "discard":
        d.bar.append(Button(_("Discard it"), action, danger=True))
    elif verb == "fight":
        d.bar.append(Button(_("Fight"), action, _("Roll your dice for combat this turn"), primary=True))
    elif verb == "take_back":
        d.bar.append(Button(_("Keep none"), action, _("Take the rest of the dice back"), primary=True))
    elif verb == "unstun":
        d.bar.append(Button(_("Unstun {creature}").format(creature=words.creature_name(c["names"]["creature"])),
                            action, _("Spend dice summing the stun's value to remove it")))
    elif verb == "pass":
        acted = view["battle"]["acted"]
        tip = _("Hand over to the other side") if acted else \
            _("Hand over; with no skill used this go you are out for the rest of the turn")
        d.bar.append(Button(_("End my go") if acted else _("Pass"), action, tip, primary=not d.skills,
                            danger=bool(d.skills) and not acted))
    elif verb == "cancel":
        d.bar.append(Button(_("Cancel"), action, _("Choose again") if d.kind == "pay" else _("Keep the dice")))
    elif verb == "set_value":
        d.values.append(c["names"]["face"])
        d.bar.append(Button(str(c["names"]["face"]), action))
    elif verb == "stop":
        d.bar.append(Button(_("Stop here"), action))


def _marked(d: Decision, view: dict) -> None:
    """While a battle is chosen, the picks so far stay marked on the table."""
    a, mover = d.about, d.seat
    d.marked = ({("wild", _slot_of(view["wild"], card)) for card in a["wild"]}
                | {("roster", mover, _slot_of(view["players"][mover]["roster"], card)) for card in a["own"]}
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
    chosen, mine = (", ".join(words.creature_name(card) for card in d.about[k]) for k in ("wild", "own"))
    if d.kind == "choose_stake":
        return (_("Click {n} more of the face-up mutations: the battle's rewards are picked from these first.")
                if d.about["stake"] else
                _("Click {n} of the face-up mutations: the battle's rewards are picked from these first.")).format(
            n=d.about["to_stake"])
    if d.kind == "choose_own":
        return _("Sending {mine}. Click another to send both, or These fight.").format(mine=mine) if mine else \
            _("Against {chosen}: click up to {fighters} of your creatures to send into the battle.").format(
                chosen=chosen, fighters=words.LIMITS["fighters"])
    if not chosen:
        return _("Click up to {fighters} of the wild creatures; the other player will play them. A caught creature "
                 "joins you; every level beaten earns mutations.").format(fighters=words.LIMITS["fighters"])
    return (_("Chosen: {chosen}. Click another to fight both, or Battle these.") if d.picks else
            _("Chosen: {chosen}. Battle these.")).format(chosen=chosen)


def _go(d: Decision, b: dict) -> str:
    """A go asks only for what the choices allow: a ready skill when one can be paid, a stun to
    shake off when the dice reach it, else just the pass."""
    n, ready = len(b["pools"][d.pool_side]), len(d.skills)
    dice = ngettext("{n} unused die", "{n} unused dice", n).format(n=n) if n else _("No dice left")
    if ready:
        what = ngettext("{dice}: click the lit skill, or drag a die onto its slots",
                        "{dice}: click one of the {n} lit skills, or drag a die onto its slots", ready).format(
            dice=dice, n=ready)
        if len({f for f, _k in d.skills}) > 1:
            what = _("{choice} (click a creature for its skills)").format(choice=what)
        if "unstun" in d.verbs:
            what = _("{choice}; or shake off a stun").format(choice=what)
    elif "unstun" in d.verbs:
        what = _("{dice}: no skill can be paid, but the dice can shake off a stun").format(dice=dice)
    else:
        what = ngettext("{dice}: no ready skill can be paid with it", "{dice}: no ready skill can be paid with them",
                        n).format(dice=dice) if n else dice
    if b["acted"]:
        return _("{choice}; or end the go.").format(choice=what)
    return (_("{choice}; a pass puts you out for this turn.") if ready else
            _("{choice}. A pass now puts you out for this turn.")).format(choice=what)
