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
    DETAILS[kind](d, view)
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


# --- the line under the prompt: where to click ---------------------------------------------------------------
def _starter(d: Decision, view: dict) -> None:
    d.detail = _("Click one of the level-2 creatures. It comes with the first ability of its type.")


def _chosen(about: dict) -> tuple[str, str]:
    """The wild creatures and the own creatures chosen so far, in words."""
    return (", ".join(words.creature_name(card) for card in about["wild"]),
            ", ".join(words.creature_name(card) for card in about["own"]))


def _marked(d: Decision, view: dict) -> None:
    """The picks so far stay marked on the table."""
    a, mover = d.about, d.seat
    d.marked = ({("wild", _slot_of(view["wild"], card)) for card in a["wild"]}
                | {("roster", mover, _slot_of(view["players"][mover]["roster"], card)) for card in a["own"]}
                | {("mutation", view["open_mutations"].index(card)) for card in a["stake"]})


def _choose_wild(d: Decision, view: dict) -> None:
    _marked(d, view)
    chosen, _mine = _chosen(d.about)
    if not chosen:
        d.detail = _("Click one or two of the wild creatures; the other player will play them. "
                     "A caught creature joins you; every level beaten earns mutations.")
    elif d.picks:
        d.detail = _("Chosen: {chosen}. Click another to fight both, or Battle these.").format(chosen=chosen)
    else:
        d.detail = _("Chosen: {chosen}. Battle these.").format(chosen=chosen)


def _choose_own(d: Decision, view: dict) -> None:
    _marked(d, view)
    chosen, mine = _chosen(d.about)
    if mine:
        d.detail = _("Sending {mine}. Click another to send both, or These fight.").format(mine=mine)
    else:
        d.detail = _("Against {chosen}: click one or two of your creatures to send into the battle.").format(
            chosen=chosen)


def _choose_stake(d: Decision, view: dict) -> None:
    _marked(d, view)
    left = d.about["to_stake"]
    if d.about["stake"]:
        which = _("{n} more").format(n=left)
    else:
        which = _("one") if left == 1 else str(left)
    d.detail = _("Click {which} of the face-up mutations: the battle's rewards are picked from these first.").format(
        which=which)


def _release(d: Decision, view: dict) -> None:
    d.detail = _("A player keeps at most four creatures: click the one to let go (it goes to the discard pile).")


def _draft(d: Decision, view: dict) -> None:
    left = sum(1 for s in d.about["order"] if s == d.seat)
    d.detail = _("Click one of the mutations won in the battle ({left} to take in all, turns alternate).").format(
        left=left)


def _place(d: Decision, view: dict) -> None:
    d.detail = _("Click the creature to carry it (any mutation fits any creature, for good) or discard it.")


def _catch_choice(d: Decision, view: dict) -> None:
    d.pool_side = None
    d.detail = _("Click a wild creature to throw the catch dice at it (its chance is on it; no combat dice for "
                 "you this turn), or Fight.")


def _leave(d: Decision, view: dict) -> None:
    d.pool_side = None
    d.detail = _("The catch failed. Click dice to leave on it: they count towards your next try, which rolls "
                 "only the others.")


def _go(d: Decision, view: dict) -> None:
    """A go asks only for what the choices allow: a ready skill when one can be paid, a stun to
    shake off when the dice reach it, else just the pass."""
    b = view["battle"]
    pool = b["pools"][d.pool_side]
    ready, users = len(d.skills), len({f for f, _k in d.skills})
    unstun = "unstun" in d.verbs
    if pool:
        dice = ngettext("{n} unused die", "{n} unused dice", len(pool)).format(n=len(pool))
    else:
        dice = _("No dice left")
    if ready:
        skills = _("a lit skill") if ready == 1 else _("one of the {n} lit skills").format(n=ready)
        what = _("{dice}: click {skills}, or drag a die onto its slots").format(dice=dice, skills=skills)
        if users > 1:
            what += _(" (click a creature for its skills)")
        if unstun:
            what += _("; or shake off a stun")
    elif unstun:
        what = _("{dice}: no skill can be paid, but the dice can shake off a stun").format(dice=dice)
    elif pool:
        what = ngettext("{dice}: no ready skill can be paid with it", "{dice}: no ready skill can be paid with them",
                        len(pool)).format(dice=dice)
    else:
        what = dice
    if b["acted"]:
        d.detail = what + _("; or end the go.")
    else:
        d.detail = what + (_("; a pass puts you out for this turn.") if ready else
                           _(". A pass now puts you out for this turn."))


def _pay(d: Decision, view: dict) -> None:
    b, a = view["battle"], d.about
    f = b["fighters"][a["fighter"]]
    d.paying = {"fighter": a["fighter"], "skill": a["skill"], "chosen": list(a["chosen"]),
                "index": f["skills"].index(a["skill"])}
    will = preview.skill_forecast(b, a["fighter"], a["skill"], None)
    d.detail = _("Cost: {cost} - click or drag dice onto its slots. It will do: {will}.").format(
        cost=words.cost_text(words.skill_of(a["skill"]).cost), will=will)


def _unstun(d: Decision, view: dict) -> None:
    a = d.about
    name = words.creature_name(view["battle"]["fighters"][a["fighter"]]["card"])
    d.detail = _("Click unused dice summing {stun} or more ({paid} so far) to free {creature}.").format(
        stun=a["stun"], paid=a["paid"], creature=name)


def _target(d: Decision, view: dict) -> None:
    a = d.about
    user = words.creature_name(view["battle"]["fighters"][a["user"]]["card"])
    d.detail = _("{creature}: {effect}. Click the creature.").format(creature=user,
                                                                      effect=words.effect_text_of(a["effect"]))


#: What a dice keyword asks of the player, in the banner's one line (the whole rule is its tooltip).
KEYWORD_ASKS = {
    "shatter": N_("Click one of your dice to split it in two (a 6 gives 3 and 3, a 5 gives 2 and 3)"),
    "fuse": N_("Click two of your dice to merge them into one showing their sum (less 6 if over 6)"),
    "set": N_("Click one of your dice, then the face it turns to"),
    "increment": N_("Click one of your dice to add 1 to it (a 6 stays a 6)"),
    "decrement": N_("Click one of your dice to take 1 off it (a 1 stays a 1)"),
}


def _keyword(d: Decision, view: dict) -> None:
    a = d.about
    if a["keyword"] == "fuse" and a["picked"] >= 0:
        d.detail = _("Now click the second die to merge with the first - or Stop here.")
    else:
        ask = KEYWORD_ASKS.get(a["keyword"], words.KEYWORD_TIPS.get(a["keyword"], ""))
        d.detail = _("{ask} - or Stop here.").format(ask=_(ask))


DETAILS = {"starter": _starter, "choose_wild": _choose_wild, "choose_own": _choose_own,
           "choose_stake": _choose_stake, "release": _release, "draft": _draft, "place": _place,
           "catch_choice": _catch_choice, "leave": _leave, "go": _go, "pay": _pay, "unstun": _unstun,
           "target": _target, "keyword": _keyword}
