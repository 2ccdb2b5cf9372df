"""What the game waits for, in words and clickable things: (the engine's decision, view, mode) -> Decision.

The engine says whose decision it is, what is asked, every choice (its verb, its words and the
things it names) and what else the question needs ("about": the ways a move can end). A
`Decision` is the table's reading of that: the banner, the buttons (their tips the choices'
words), the spaces a move can end on, the creatures, benches and pawns that can be clicked, the
encounter card to show. The table never reads an action, it only hands it back. Plain Python.

Getting ready takes two clicks for a point (a creature, then HP / Attack / Defense) and three
for Ascension (the spell, then two players); that local state is the `mode`:
    {"creature": slot}      a creature of the player to move is selected
    {"ascend": [seats]}     Ascension is being aimed (0-based seats picked so far)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import choice, i18n
from ..choice import Button, waiting
from ..i18n import _, ngettext
from . import forecasts
from .ways import Way, ways_of
from .words import ATTRS, gain, space_name, term

RAISING = ("assign", "place_power", "lift_power", "give_peace")  # what a click on a creature leads to
BATTLE = ("pick", "replace", "fortify", "act")  # the battle's decisions


@dataclass
class Decision(choice.Decision):  # kind: turn | use | go | place | pick | fortify | act | replace | keep | wait | over
    battle: list[Button] = field(default_factory=list)  # the battle's own buttons
    attrs: list[tuple[str, list[Button]]] = field(default_factory=list)  # the selected creature's rows
    ways: dict[str, list[Way]] = field(default_factory=dict)  # where the move can end -> the ways there
    forks: dict[str, str] = field(default_factory=dict)  # a fork's space -> the choice (action) taking it
    previews: dict[str, dict[str, list[Way]]] = field(default_factory=dict)  # a roll's action -> its ends
    creatures: dict[int, str] = field(default_factory=dict)  # own panel slot -> action or cmd
    bench: dict[tuple[int, int], str] = field(default_factory=dict)  # (battle side, slot) -> action
    pawns: dict[int, str] = field(default_factory=dict)  # seat -> cmd (Ascension)
    card: str = ""  # the encounter card to show: shaman | thieves | warlord | colosseum | target | keep


# --- the engine's choices, found by verb and names ------------------------------------------------------
def with_verb(choices: list[dict], *verbs: str) -> list[dict]:
    return [c for c in choices if c["verb"] in verbs]


def first(choices: list[dict], verb: str) -> dict | None:
    return next(iter(with_verb(choices, verb)), None)


def said(c: dict) -> str:
    """A choice's words, as the engine tells them (a button's tip)."""
    return i18n.say(c["text"], None, term)


def action_of(choices: list[dict], verb: str, **names) -> str:
    """The action of the choice with this verb naming these things ("" when none is open)."""
    return next((c["action"] for c in choices if c["verb"] == verb
                 and all(c["names"].get(k) == v for k, v in names.items())), "")


def decide(asked: dict, view: dict, names, mode: dict | None = None, human: bool = True,
           person: bool = False) -> Decision:
    """The table's Decision for the engine's `asked` (Match.decision). `names` is a seats.Names;
    `human` False gives the waiting banner (`person`: choice.waiting)."""
    mode = mode or {}
    seat, kind = asked["seat"], asked["kind"]
    if view.get("result") or kind == "over":
        return Decision("over", None, _("The game is over"), _("See who won and how."))
    if seat is None:
        return Decision("wait", None, "...")
    if not human:
        return Decision("wait", seat, *waiting(names.full(seat), person, _("The computer's moves play out on the table."), names.afar(seat)))
    title = i18n.say(asked["prompt"], names.full, term)  # the banner names a seat in full
    if kind in BATTLE and view["battle"]:
        return _battle(asked, view, seat, title)
    if kind == "turn":
        return _turn(asked["choices"], view, seat, names, mode, title)
    if kind == "tailwind":
        return _tailwind(asked, seat, title)
    if kind == "fork":
        return _fork(asked, seat, title)
    if kind == "keep":
        return _keep(asked["choices"], seat, title)
    return _place(asked, seat, title)


# --- getting ready -------------------------------------------------------------------------------------
def _turn(choices: list[dict], view: dict, seat: int, names, mode: dict, title: str) -> Decision:
    p = view["players"][seat]
    if "ascend" in mode:
        return _aiming_ascension(choices, view, seat, names, mode["ascend"])
    d = Decision("turn", seat, title, _ready_detail(choices, p))
    fight, roll, rest, peace = (first(choices, verb) for verb in ("fight", "roll", "rest", "inner_peace"))
    go = fight or roll  # into the Colosseum's next battle, or off on the road
    if go:
        d.bar.append(Button(_("Fight") if fight else _("Roll"), go["action"], said(go), primary=True))
    if rest:
        d.bar.append(Button(_("Rest"), rest["action"], said(rest)))
    buys = len(with_verb(choices, "buy"))
    d.bar.append(Button(_("Shop ({n})").format(n=buys) if buys else _("Shop"), "cmd:shop",
                        _("Artifacts bought with banked attribute points.")))
    if peace:
        d.bar.append(Button(_("Inner Peace"), peace["action"], said(peace)))
    if with_verb(choices, "ascend"):
        d.bar.append(Button(_("Ascension"), "cmd:ascend", ngettext(
            "Swap two players on the board ({n} charge).", "Swap two players on the board ({n} charges).",
            p["charges"]).format(n=p["charges"])))
    for c in with_verb(choices, *RAISING):
        d.creatures[c["names"]["slot"]] = f"cmd:creature {c['names']['slot']}"
    d.creatures = dict(sorted(d.creatures.items()))
    if mode.get("creature") in d.creatures:  # nothing left to raise on it: the card closes
        d.attrs = _attr_rows(choices, p, mode["creature"])
    return d


def _ready_detail(choices: list[dict], p: dict) -> str:
    parts = []
    if p["bank"]:
        parts.append(ngettext("{n} point to spend: click a creature, or open the Shop",
                              "{n} points to spend: click a creature, or open the Shop", p["bank"]).format(n=p["bank"]))
    if p["power_free"]:
        parts.append(ngettext("{n} Sigil of Power point to place", "{n} Sigil of Power points to place",
                              p["power_free"]).format(n=p["power_free"]))
    if with_verb(choices, "give_peace") and p["peace_on"] < 0:
        parts.append(_("choose a creature for Inner Peace"))
    if not parts:
        return _("At {place}. Roll, then click the space your move should end on.").format(place=space_name(p["pos"]))
    return _("{parts}.").format(parts=_("; ").join(parts))


def _attr_rows(choices: list[dict], p: dict, slot: int) -> list[tuple[str, list[Button]]]:
    """The selected creature's choices: a banked point, the Sigil of Power's points, Inner Peace."""
    mine = {(c["verb"], c["names"].get("attribute")): c for c in with_verb(choices, *RAISING) if c["names"]["slot"] == slot}

    def row(verb: str, label) -> list[Button]:
        return [Button(label(a), mine[verb, a]["action"], said(mine[verb, a])) if (verb, a) in mine
                else Button(label(a), "", enabled=False) for a in ATTRS]

    rows = []
    if p["bank"]:
        rows.append((_("Spend a point ({n} banked) - for good:").format(n=p["bank"]), row("assign", gain)))
    if with_verb(choices, "place_power", "lift_power"):  # the sigil's rows, for any creature
        rows.append((_("Sigil of Power: place ({n} free)").format(n=p["power_free"]), row(
            "place_power", lambda a: _("+{attribute}").format(attribute=term("attribute", a)))))
        rows.append((_("Sigil of Power: lift"), row(
            "lift_power", lambda a: _("\u2212{attribute}").format(attribute=term("attribute", a)))))
    if ("give_peace", None) in mine:
        peace = mine["give_peace", None]
        rows.append((_("Sigil of Wisdom:"), [Button(_("Give Inner Peace"), peace["action"], said(peace))]))
    return rows


def _aiming_ascension(choices: list[dict], view: dict, seat: int, names, picked: list[int]) -> Decision:
    chosen = i18n.join([names.of(s) for s in picked])
    d = Decision("turn", seat, _("Ascension: click two players to swap their places"),
                 _("Picked: {players}.").format(players=chosen) if picked
                 else _("Click their pawns on the board or their panels."))
    pairs = [c["names"]["seats"] for c in with_verb(choices, "ascend")]
    for s in range(len(view["players"])):
        if s in picked:
            continue
        if any(s in pair and all(x in pair for x in picked) for pair in pairs):
            d.pawns[s] = f"cmd:aim {s}"
    d.bar.append(Button(_("Cancel"), "cmd:cancel", _("Put the spell away (Esc).")))
    return d


# --- the move -------------------------------------------------------------------------------------------
def _tailwind(asked: dict, seat: int, title: str) -> Decision:
    rolls = asked["about"]["rolls"]
    d = Decision("use", seat, title, _("Your two rolls are on the table: {rolls}.").format(
        rolls=i18n.join([str(r) for r in rolls])))
    ends = {move["roll"]: ways_of(move["ends"]) for move in asked["about"]["moves"]}
    for c in with_verb(asked["choices"], "use_roll"):
        steps = c["names"]["roll"]
        d.bar.append(Button(_("Move {n}").format(n=steps), c["action"], said(c), primary=True))
        d.previews[c["action"]] = ends.get(steps, {})
    return d


def _fork(asked: dict, seat: int, title: str) -> Decision:
    d = Decision("go", seat, title, _("Click a marked space to walk there; point at one to see the way and its footsteps."))
    d.ways = ways_of(asked["about"]["ends"])
    d.forks = {c["names"]["space"]: c["action"] for c in with_verb(asked["choices"], "go")}
    return d


# --- encounters -----------------------------------------------------------------------------------------
PLACE_DETAILS = {
    "shaman": i18n.N_("Heal for free, once this visit: a sure 50%, or a gamble."),
    "thieves": i18n.N_("Stake banked points and fight them, or walk on."),
    "warlord": i18n.N_("Challenge them for their sigil, or leave."),
    "colosseum": i18n.N_("You hold all three sigils: enter the gauntlet?"),
    "target": i18n.N_("Choose whom to attack."),
}


def _place(asked: dict, seat: int, title: str) -> Decision:
    kind = asked["kind"]
    detail = _(PLACE_DETAILS[kind]) if kind in PLACE_DETAILS else ""
    if kind == "target" and asked["about"]["optional"]:
        detail = _("You are Vigilant: challenge the runner, or leave them be.")
    return Decision("place", seat, title, detail, card=kind)


def _keep(choices: list[dict], seat: int, title: str) -> Decision:
    detail = (_("Keep it with your creatures, or release it into the wild.") if first(choices, "keep")
              else _("You hold three: replace one of them, or release the newcomer."))
    return Decision("keep", seat, title, detail, card="keep")


# --- battles -------------------------------------------------------------------------------------------
def _battle(asked: dict, view: dict, seat: int, title: str) -> Decision:
    b, kind, choices = view["battle"], asked["kind"], asked["choices"]
    if kind in ("pick", "replace"):
        d = Decision(kind, seat, title, _("Click one of your creatures on the battle mat."))
        for c in choices:
            d.bench[(b["mover"], c["names"]["slot"])] = c["action"]
        return d
    if kind == "fortify":
        d = Decision("fortify", seat, title, _("You were attacked: brace or dodge before the first blow, or stand "
                                               "ready. Point at a button to see what it does."))
        d.battle.append(Button(_("Brace"), action_of(choices, "brace")))  # what it does shows over it (forecasts.py)
        dodge = first(choices, "dodge")
        if dodge:
            d.battle.append(Button(forecasts.label("dodge", _("Dodge"), b), dodge["action"]))
        d.battle.append(Button(_("Stand ready"), action_of(choices, "ready"), _("No opening move: the battle begins."),
                               primary=True))
        return d
    return _battle_actions(choices, view, seat, title, b)


#: The battle's actions by verb, in the order of their buttons: (label, primary). What each will
#: do shows over its button when pointed at (forecasts.py), so the buttons carry no tooltip of their own.
BATTLE_ACTIONS = {"strike": (i18n.N_("Strike"), True), "meditate": (i18n.N_("Meditate"), False),
                  "brace": (i18n.N_("Brace"), False), "dodge": (i18n.N_("Dodge"), False),
                  "inner_peace": (i18n.N_("Inner Peace"), False), "catch": (i18n.N_("Catch"), False),
                  "run": (i18n.N_("Run"), False)}


def _battle_actions(choices: list[dict], view: dict, seat: int, title: str, b: dict) -> Decision:
    d = Decision("act", seat, title, _("Point at a button or a benched creature to see what it will do; click to do it."))
    for verb, (label, primary) in BATTLE_ACTIONS.items():
        c = first(choices, verb)
        if c:
            d.battle.append(Button(forecasts.label(verb, _(label), b), c["action"], primary=primary))
    forfeit = first(choices, "forfeit")
    if forfeit:
        d.battle.append(Button(_("Forfeit"), forfeit["action"], said(forfeit), danger=True))
    for c in with_verb(choices, "switch"):
        d.bench[(b["mover"], c["names"]["slot"])] = c["action"]
    return d


def switch_tip(creature: dict) -> str:
    tip = _("Switch to {creature} (this uses your action).").format(creature=term("creature", creature["id"]))
    if creature.get("ability"):
        tip += " " + _("{ability}.").format(ability=term("ability", creature["ability"]))
    return tip
