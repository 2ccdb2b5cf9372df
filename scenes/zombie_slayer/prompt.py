"""What the game waits for, in words and in clickable things: Match.decision() -> Decision.

The engine says what it waits for: the kind, the prompt, each choice with its verb, text and names
(a square, a zombie, a die and how Luck turns it, a follower, a pip and a face, a border), and
`about` - the roll, the attacker, the card being placed, and "outcomes", what each choice would do
to a fight. A Decision is the table's reading of it: the banner, what can be clicked (squares,
tokens, dice, dieagram faces, right-click menus, buttons) and the action each click sends, found
from the choices' verbs and names, never by reading an action. Some choices take two clicks (a
follower, then his square; "Throw torch", then the target; "Train", then the pip and the face):
that local state is the `mode`, which filters the choices. No pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from .. import choice
from ..i18n import _, join
from . import preview
from .words import (
    LIMITS,
    cap,
    die_meanings,
    is_zombie,
    named,
    pip_tip,
    pips_text,
    rules,
    say,
    skill_tip,
    slayer_name,
    term,
    the,
    token_name,
)

Square = tuple[int, int]


@dataclass
class Button(choice.Button):
    place: str = "bar"  # "bar" (under the banner), "sheet" (the slayer's turn actions) or "foot" (End turn,
    #                     across the panel under them)


@dataclass
class Decision:
    kind: str
    title: str
    detail: str = ""
    squares: dict[Square, str] = field(default_factory=dict)
    square_style: str = "move"  # move | target | follower | option | danger
    tokens: dict[str, str] = field(default_factory=dict)
    token_style: dict[str, str] = field(default_factory=dict)  # attack | option | select
    menus: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    buttons: list[Button] = field(default_factory=list)
    keep: dict[int, str] = field(default_factory=dict)  # die index -> action
    luck: dict[int, dict[str, str]] = field(default_factory=dict)  # die -> {"reroll"|"up"|"down": action}
    accept: str | None = None
    endure: bool = False  # "+ Endure Pain" may ride along with the kept die
    faces: dict[int, str] = field(default_factory=dict)  # slayer dieagram face -> action
    ghost: dict | None = None  # the card being placed
    auto_accept: bool = False  # an opponent's roll the player may let pass without Luck
    roll: dict | None = None  # the roll waiting (the decision's about), for the dice tray
    previews: dict[str, preview.Preview] = field(default_factory=dict)  # action -> what it will do
    legend: str = ""  # what the marks over the dice mean


def enemy_of(names: dict) -> str | None:
    """The zombie or the Necromancer a choice names (an attack's target, an attacker), if any."""
    return names.get("zombie") or names.get("necromancer")


def square_of(names: dict) -> Square:
    """The square a choice names ([x, y])."""
    x, y = names["square"]
    return (x, y)


def outcomes(asked: dict) -> dict[str, dict]:
    """What each choice that changes a fight would do (the decision's "outcomes", in the choices'
    order), by the choice's action."""
    told = asked["about"].get("outcomes") or [None] * len(asked["choices"])
    return {c["action"]: o for c, o in zip(asked["choices"], told, strict=True) if o}


def decide(asked: dict, view: dict, mode: dict | None = None, endure_on: bool = False,
           placing: int = 0) -> Decision:
    """The Decision for the engine's `asked` (Match.decision) and the view; `mode` is the
    table's two-click state, `placing` the orientation currently previewed for a card being
    placed, `endure_on` whether "+ Endure Pain" rides along with a kept die."""
    kind = asked["kind"]
    slayer = slayer_name(view)
    if kind == "turn":
        return _turn(asked, view, mode or {}, slayer)
    if kind == "roll":
        return _roll(asked, view, slayer, endure_on)
    if kind == "explore":
        return _place(asked, placing)
    builder = _BUILDERS.get(kind)
    return builder(asked, view, slayer) if builder else Decision(kind, _("Please wait..."))


# --- the slayer's turn ------------------------------------------------------------------------------
def _turn(asked: dict, view: dict, mode: dict, slayer: str) -> Decision:
    if mode.get("follower"):
        return _follower_mode(asked, view, mode["follower"])
    if mode.get("extra") in ("throw", "drop"):
        return _extra_mode(asked, mode["extra"])
    if "train" in mode:
        return _train_mode(asked, view, mode["train"])
    d = Decision("turn", say(asked["prompt"]))
    for c in asked["choices"]:
        verb, names, action = c["verb"], c["names"], c["action"]
        enemy = enemy_of(names)
        if verb == "move":
            d.squares[square_of(names)] = action
        elif verb == "attack":
            d.tokens[enemy] = action
            d.token_style[enemy] = "attack"
            d.menus.setdefault(enemy, []).insert(0, (_("Attack"), action))
        elif verb == "skill" and enemy:
            d.menus.setdefault(enemy, []).append((named("skill", names["skill"]), action))
            d.tokens.setdefault(enemy, action)
            d.token_style[enemy] = "attack"
        elif "follower" in names:
            d.tokens.setdefault(names["follower"], f"cmd:follower {names['follower']}")
            d.token_style.setdefault(names["follower"], "select")
    _attack_previews(d, asked, slayer)
    styles = set(d.token_style.values())
    clicks = [said for said, shown in ((_("a gold square to move"), d.squares),
                                       (_("a red-ringed enemy to attack (right-click: skills)"), "attack" in styles),
                                       (_("a follower to command him"), "select" in styles)) if shown]
    if view["slayer"]["owed_move"]:
        d.detail = _("You used an item before your move: the move must follow. Click a gold square.")
    elif clicks:
        d.detail = _("Click {what}.").format(what=join(clicks))
    elif view["slayer"]["actions"] <= 0:
        d.detail = _("Nothing left to do this turn: click End turn.")
    else:
        d.detail = _("Nothing to click on the board: use the buttons on the right, or End turn.")
    d.buttons = _sheet_buttons(asked["choices"], view)
    return d


def _sheet_buttons(choices: list[dict], view: dict) -> list[Button]:
    """The turn's actions that are not on the board, in the panel: searching, potions, the
    skills that take no target, Prycille's Heal, the free torch and dung, training, End turn."""
    out, verbs = [], {c["verb"] for c in choices}
    for c in choices:
        verb, names, action = c["verb"], c["names"], c["action"]
        if verb == "search":
            out.append(Button(_("Search"), action, say(c["text"]), place="sheet"))
        elif verb == "quaff":
            potion = names["item"]
            label = _("Quaff {potion}").format(potion=named("item", potion, "short") or named("item", potion))
            out.append(Button(label, action, named("item", potion, "text"), place="sheet"))
        elif verb == "skill" and not enemy_of(names):  # Dash, Endure Pain
            out.append(Button(named("skill", names["skill"]), action, skill_tip(names["skill"]), place="sheet"))
        elif verb == "heal":
            out.append(Button(_("{follower}: Heal").format(follower=term("follower", names["follower"])), action,
                              say(c["text"]), place="sheet"))
    out += [Button(label, f"cmd:extra {verb}", named("item", item, "text"), place="sheet")  # the item's rule, its tip
            for verb, label, item in (("throw", _("Throw torch"), "torch"), ("drop", _("Drop dung"), "dung")) if verb in verbs]
    if "train" in verbs:
        out.append(Button(_("Train ({cp} CP)").format(cp=view["slayer"]["cp"]), "cmd:train",
                          _("Spend creation points: paint a pip on an empty spot of your dieagram"), place="sheet"))
    out += [Button(_("End turn"), c["action"], _("Hand the turn to the zombies"), primary=True, place="foot")
            for c in choices if c["verb"] == "end"]
    return out


def _attack_previews(d: Decision, asked: dict, slayer: str) -> None:
    """What each attack on offer may do (the engine's odds), on its menu line and its tooltip."""
    for action, outcome in outcomes(asked).items():
        d.previews[action] = preview.of(outcome, slayer)
    d.menus = {token: [(_("{choice}: {odds}").format(choice=label, odds=d.previews[a].short) if a in d.previews
                        else label, a) for label, a in menu]
               for token, menu in d.menus.items()}


def _follower_mode(asked: dict, view: dict, fid: str) -> Decision:
    """A follower selected: his squares and targets, and Prycille's Heal."""
    d = Decision("turn", _("{follower}: 1 action").format(follower=token_name(fid)), square_style="follower")
    for c in asked["choices"]:
        names = c["names"]
        if names.get("follower") != fid:
            continue
        if c["verb"] == "follower_move":
            d.squares[square_of(names)] = c["action"]
        elif c["verb"] == "follower_attack":
            d.tokens[enemy_of(names)] = c["action"]
            d.token_style[enemy_of(names)] = "attack"
        elif c["verb"] == "heal":
            d.buttons.append(Button(_("Heal"), c["action"], say(c["text"])))
    _attack_previews(d, asked, slayer_name(view))
    first = term("follower", fid)
    if d.tokens:
        d.detail = _("Click a square to move {follower}, a red-ringed zombie to attack. Squares off the town's edge "
                     "lose him for good.").format(follower=first)
    else:
        d.detail = _("Click a square to move {follower}. Squares off the town's edge lose him for good.").format(
            follower=first)
    d.buttons.append(Button(_("Done"), "cmd:cancel", _("Stop commanding the follower")))
    return d


def _extra_mode(asked: dict, extra: str) -> Decision:
    """"Throw torch" or "Drop dung" pressed: the squares it may go to."""
    if extra == "throw":
        d = Decision("turn", _("Throw the torch"), _("Click a highlighted zombie or dung heap: a zombie takes 1 damage, "
                                                      "dung explodes."), square_style="target")
    else:
        d = Decision("turn", _("Drop the dragon dung"), _("Click a highlighted square next to you for the dung heap."),
                     square_style="option")
    d.squares = {square_of(c["names"]): c["action"] for c in asked["choices"] if c["verb"] == extra}
    d.buttons.append(Button(_("Cancel"), "cmd:cancel", _("Keep the item")))
    return d


def _train_mode(asked: dict, view: dict, meaning: str | None) -> Decision:
    """"Train" pressed: first the kind of pip (its cost the choice's), then the face it is painted on."""
    training = [c for c in asked["choices"] if c["verb"] == "train"]
    if meaning is None:
        d = Decision("turn", _("Train: spend creation points ({cp} CP)").format(cp=view["slayer"]["cp"]),
                     _("Choose the kind of pip to paint on your dieagram."))
        costs = {c["names"]["pip"]: c["cost"]["cp"] for c in training}
        d.buttons = [Button(_("{pip} ({cost} CP)").format(pip=cap(named("pip", m)), cost=cost), f"cmd:train {m}",
                            pip_tip(m)) for m, cost in costs.items()]
        d.buttons.append(Button(_("Cancel"), "cmd:cancel", _("Keep your creation points")))
        return d
    d = Decision("turn", _("Train: choose the face for the {pip} pip").format(pip=named("pip", meaning)),
                 _("Click a face of your dieagram (right panel) that still has an empty pip."))
    for c in training:
        if c["names"]["pip"] == meaning:
            d.faces[c["names"]["face"]] = c["action"]
            d.buttons.append(_face_button(view, c["names"]["face"], meaning, c["action"]))
    d.buttons.append(Button(_("Back"), "cmd:train", _("Choose another kind of pip")))
    return d


def _face_button(view: dict, face: int, meaning: str, action: str) -> Button:
    """A face to paint a pip on, saying what the face will count for afterwards (the engine's
    own Dieagram.with_pip paints it)."""
    before = rules.slayer_dieagram(view["slayer"]["faces"])
    now = pips_text(list(before.faces[face - 1]), _("empty"))
    then = pips_text(list(before.with_pip(face, meaning).faces[face - 1]), _("empty"))
    return Button(_("{face}-face: {then}").format(face=face, then=then), action,
                  _("Paint a {pip} pip on the {face}-face: {now} becomes {then}").format(
                      pip=named("pip", meaning), face=face, now=now, then=then))


# --- rolls -------------------------------------------------------------------------------------------
def _roll(asked: dict, view: dict, slayer: str, endure_on: bool) -> Decision:
    """A roll on the table: the dice to keep (equal faces are one choice), Luck on each die, or
    letting it stand; the engine's prompt says what it is for, the dice's faces what they read."""
    roll = asked["about"]
    dice, owners = roll["dice"], roll["owners"]
    d = Decision("roll", say(asked["prompt"]), roll=roll)
    keep: dict[int, str] = {}
    endured: dict[int, str] = {}  # the keep with Endure Pain riding along
    for c in asked["choices"]:
        names = c["names"]
        if c["verb"] == "keep_die":
            (endured if names.get("skill") == "endure" else keep)[names["die"]] = c["action"]
        elif c["verb"] == "spend_luck":
            d.luck.setdefault(names["die"], {})[names["how"]] = c["action"]
        elif c["verb"] == "accept":
            d.accept = c["action"]
    for i, face in enumerate(dice):  # each die keeps the first of its face
        j = dice.index(face)
        if j in keep:
            d.keep[i] = endured[j] if endure_on and j in endured else keep[j]
    d.endure = bool(endured)
    owner, luck, told = owners[0] if owners else "plain", view["slayer"]["luck"], outcomes(asked)
    if d.keep:
        d.detail = _("Click the die that counts. Luck: the coins under a die reroll it or turn it by 1. Luck die: "
                     "{luck}.").format(luck=luck) if d.luck else _("Click the die that counts.")
    else:
        seen = told.get(d.accept)  # what the dice read, what they do to a fight, and Luck
        said = [_reading(view, roll, slayer)] + ([cap(preview.sentence(seen, slayer))] if seen else [])
        d.detail = " ".join([line + "." for line in said] + ([_("Luck die: {luck}.").format(luck=luck)]
                                                             if d.luck else []))  # (the prompt says what to do)
        d.auto_accept = owner != "slayer" and (owner == "nec" or is_zombie(owner) or roll["purpose"] in ("spawn", "summon"))
    for side in ("att", "def"):  # ring the enemy in this fight, so the board shows who is rolling
        token = (roll.get("context") or {}).get(side)
        if token and token != "slayer":
            d.token_style[token] = "danger"
    _roll_previews(d, view, roll, told, keep, endured, slayer)
    if d.accept:
        seen = d.previews.get(d.accept)
        tip = _("Let the dice stand. {outcome}.").format(outcome=seen.sentence) if seen else _("Let the dice stand.")
        d.buttons.append(Button(_("Accept roll"), d.accept, tip, primary=True))
    return d


def _reading(view: dict, roll: dict, slayer: str) -> str:
    """What the dice read, by roller: "Smithy: 4 - 1 violet zombie; Old Mill: 6 - 1 blue zombie"."""
    card, read = (roll.get("context") or {}).get("card"), {}  # the treasure card a search found
    for owner, face in zip(roll["owners"], roll["dice"], strict=False):
        meaning = die_meanings(rules.faces_in_view(view, owner), roll["purpose"], card)[face - 1]
        read.setdefault(owner, []).append(_("{face} - {meaning}").format(face=face, meaning=meaning))
    whose = {o: named("tile", o[5:]) if o.startswith("tile:") else _("The die") if o == "plain" else token_name(o, slayer)
             for o in read}
    return "; ".join(_("{who}: {faces}").format(who=whose[o], faces=", ".join(faces)) for o, faces in read.items())


def _roll_previews(d: Decision, view: dict, roll: dict, told: dict[str, dict], keep: dict[int, str],
                   endured: dict[int, str], slayer: str) -> None:
    """What each answer to a roll does, before it is clicked: the fight's forecast (the
    engine's) for a kept die, a Luck change or letting the roll stand; a Luck change on any other
    roll told from the die's faces."""
    dice, purpose = roll["dice"], roll["purpose"]
    card = (roll.get("context") or {}).get("card")  # the treasure card a search found
    kept = next((told[a] for a in keep.values() if a in told), None)
    if kept is not None:
        legend = _("Over each die: what keeping it costs you.") if kept["def"] == "slayer" else \
            _("Over each die: the chance that keeping it wounds {token}.") if kept["life"] > 1 else \
            _("Over each die: the chance that keeping it destroys {token}.")
        more = _("Point at a die, or a Luck coin, to see more.") if d.luck else _("Point at a die to see more.")
        d.legend = legend.format(token=the(kept["def"])) + " " + more
    leads = {d.accept: _("As rolled")} if d.accept else {}
    leads.update({action: _("Keep the {face}").format(face=dice[die]) for die, action in keep.items()})
    leads.update({action: _("Keep the {face} with Endure Pain").format(face=dice[die]) for die, action in endured.items()})
    for action, lead in leads.items():  # (a Luck change is told below, with the faces before and after)
        if action in told:
            d.previews[action] = preview.of(told[action], slayer, lead)
    for i, hows in d.luck.items():  # each die its own coins, by its index (d.keep: every die, equal faces too)
        now = told.get(d.accept) or told.get(d.keep.get(i))
        owner = roll["owners"][i] if i < len(roll["owners"]) else "plain"
        whose = named("tile", owner[5:]) if owner.startswith("tile:") else ""
        meanings = die_meanings(rules.faces_in_view(view, owner), purpose, card)
        for how, action in hows.items():
            outcome = told.get(action)
            text = preview.luck_words(how, dice[i], meanings, outcome, now, slayer, whose)
            seen = preview.of(outcome, slayer) if outcome else preview.Preview("", "", "")
            d.previews[action] = seen._replace(sentence=text)


# --- other decisions ------------------------------------------------------------------------------
def _defend(asked: dict, view: dict, slayer: str) -> Decision:
    """An attack on the slayer: how he meets it, each way with its chances."""
    att, dice = asked["about"]["att"], asked["about"].get("attack")  # the attacker's roll: one die, a zombie's
    d = Decision("defend", say(asked["prompt"]))
    if dice:
        d.detail = _("Its attack: {meaning}.").format(meaning=die_meanings(rules.faces_in_view(view, att), "melee")[dice[0] - 1])
    for action, outcome in outcomes(asked).items():
        d.previews[action] = preview.of(outcome, slayer)
    for c in asked["choices"]:
        skill = c["names"].get("skill")
        label = named("skill", skill) if skill else _("Defend")
        tip = skill_tip(skill) if skill else _("Roll your Hand and keep one die for defense.")
        seen = d.previews.get(c["action"])
        if seen:
            label = _("{choice} ({odds})").format(choice=label, odds=seen.short)
            tip = _("{tip} {outcome}.").format(tip=tip, outcome=seen.sentence)
        d.buttons.append(Button(label, c["action"], tip, primary=skill is None))
    d.token_style[att] = "danger"  # ringed, not clickable: the answer is a button
    return d


def _tie(asked: dict, view: dict, slayer: str) -> Decision:
    """The rulebook's "you decide": the zombie that goes first, whom it goes for, its route."""
    d = Decision(asked["about"]["what"], say(asked["prompt"]), _("Click a highlighted choice, or let a die decide."))
    for c in asked["choices"]:
        names = c["names"]
        if c["verb"] in ("first", "target"):
            token = names.get("zombie") if c["verb"] == "first" else "slayer" if "seat" in names else names["follower"]
            d.tokens[token] = c["action"]
            d.token_style[token] = "option"
        elif c["verb"] == "route":
            d.squares[square_of(names)] = c["action"]
            d.square_style = "option"
        elif c["verb"] == "roll":
            d.buttons.append(Button(_("Roll a die"), c["action"], _("Let chance decide, as the rulebook allows")))
    return d


def _place(asked: dict, placing: int) -> Decision:
    """A drawn card to place: shown (the ghost) the way `placing` turns it; Place card sends that."""
    about, options = asked["about"], [c for c in asked["choices"] if c["verb"] == "place"]
    pick = options[placing % len(options)] if options else None
    border = pick["names"]["border"] if pick else "E"
    d = Decision("place", say(asked["prompt"]))
    d.detail = _("Border to the {side} ({n} of {count} ways that keep the way open). Click the card or Turn to try the "
                 "next; Place card to confirm.").format(side=say(rules.SIDE_WORDS[border]),
                                                        n=placing % max(1, len(options)) + 1, count=len(options))
    d.ghost = {"tile": about["tile"], "at": tuple(about.get("at") or (0, 0)), "border": border,
               "rot": "ESWN".index(border), "options": [c["names"]["border"] for c in options]}
    if len(options) > 1:
        d.buttons.append(Button(_("Turn card"), "cmd:turn", _("Show the next orientation that fits")))
    if pick:
        d.buttons.append(Button(_("Place card"), pick["action"], primary=True))
    return d


def _search_ask(asked: dict, view: dict, slayer: str) -> Decision:
    """A treasure card asks: a skill to learn, a face to paint, room for an item."""
    what, found = asked["about"]["what"], asked["about"]["found"]
    d = Decision(what, say(asked["prompt"]))
    if what == "learn":
        d.detail = _("Each skill is triggered by the skill pip on your 6-face.")
    elif what == "paint":
        d.detail = _("Click a face of your dieagram (right panel) with an empty pip.")
    else:
        d.detail = _("The {item} takes {n} of your {slots} slots.").format(
            item=named("item", found), n=getattr(api.catalog("zombie_slayer").items.get(found), "slots", 1), slots=LIMITS["inventory"])
    for c in asked["choices"]:
        names, action = c["names"], c["action"]
        if c["verb"] == "learn":
            d.buttons.append(Button(named("skill", names["skill"]), action, skill_tip(names["skill"])))
        elif c["verb"] == "paint":
            d.faces[names["face"]] = action
            d.buttons.append(_face_button(view, names["face"], names["pip"], action))
        elif c["verb"] == "leave":
            d.buttons.append(Button(_("Leave the {item}").format(item=named("item", found)), action, say(c["text"]),
                                    primary=True))
        elif c["verb"] == "discard":
            d.buttons.append(Button(_("Discard {item}").format(item=named("item", names["item"])), action, say(c["text"])))
    return d


def _dash(asked: dict, view: dict, slayer: str) -> Decision:
    d = Decision("dash", say(asked["prompt"]), _("Your defense is 0 until your next turn. Click a gold square."))
    for c in asked["choices"]:
        if c["verb"] == "move":
            d.squares[square_of(c["names"])] = c["action"]
        elif c["verb"] == "stop":
            d.buttons.append(Button(_("Stop"), c["action"], _("Stay where you are")))
    return d


def _over(asked: dict, view: dict, slayer: str) -> Decision:
    won = bool((view.get("result") or {}).get("winners"))
    title = _("Victory! The town is saved") if won else _("{slayer} has fallen").format(slayer=slayer)
    return Decision("over", title, _("The game is over: browse the town, or start a new game from the menu."))


_BUILDERS = {"attack": _defend, "zombies": _tie, "search": _search_ask, "dash": _dash, "over": _over}
