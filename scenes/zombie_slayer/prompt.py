"""What the game waits for, in words and in clickable things: Match.decision() -> Decision.

The engine says what it waits for (`Match.decision()`): the kind of decision, its question, and
every choice with its verb and the things it names (a square as [x, y], a zombie, a die and how
Luck turns it, a follower, a pip and a face, a border); `about` holds what the choices do not -
the roll on the table, the attacker, the tie's zombie, the card being placed - and "outcomes",
what each choice would do to a fight. A `Decision` is the table's reading of it: a banner
sentence, which squares and tokens can be clicked and what each click sends, the right-click
menus (skill attacks on a target), the buttons, which dice can be kept or turned with Luck, and
which faces of the slayer's dieagram can be picked. Every thing clickable is found from a
choice's verb and names; the action itself is only handed back when it is clicked. The play
scene draws a Decision and sends the action of whatever was clicked, so every prompt reads the
same way, and this module is plain Python that tests can check without a window.

Some choices take two clicks on the table (select Bron, then his square; "Throw torch", then
the target; "Train", then the pip, then the face). That local state is the `mode`: the choices
are filtered by its follower, verb or pip.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from .. import choice
from ..i18n import N_, _
from . import preview
from .words import (
    LIMITS,
    SIDES,
    cap,
    die_meanings,
    dieagram_of,
    face_meaning,
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
    treasure_row,
)

Square = tuple[int, int]
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # from a card to the card on that side


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

    def actions(self) -> list[str]:
        """Every action string this decision can send (for hints and tests)."""
        out = list(self.squares.values()) + list(self.tokens.values()) + list(self.keep.values())
        out += [a for menu in self.menus.values() for _, a in menu]
        out += [b.action for b in self.buttons] + list(self.faces.values())
        out += [a for hows in self.luck.values() for a in hows.values()]
        return out + ([self.accept] if self.accept else [])


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
    told = asked["about"].get("outcomes")
    if not told:
        return {}
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
    choices = asked["choices"]
    d = Decision("turn", say(asked["prompt"]))
    for c in choices:
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
            if enemy not in d.tokens:
                d.tokens[enemy] = action
                d.token_style[enemy] = "attack"
    commanded = {c["names"]["follower"] for c in choices if "follower" in c["names"]}
    for f in view["followers"]:
        if f["id"] in commanded:
            d.tokens.setdefault(f["id"], f"cmd:follower {f['id']}")
            d.token_style.setdefault(f["id"], "select")
    _attack_previews(d, asked, slayer)
    d.detail = _turn_detail(view, d)
    if view["slayer"]["owed_move"]:
        d.detail = _("You used an item before your move: the move must follow. Click a gold square.")
    d.buttons = _sheet_buttons(choices, view)
    return d


def _sheet_buttons(choices: list[dict], view: dict) -> list[Button]:
    """The turn's actions that are not on the board, in the panel: searching, potions, the
    skills that take no target, the free torch and dung, Prycille's Heal, training, End turn."""
    by_verb: dict[str, list[dict]] = {}
    for ch in choices:
        by_verb.setdefault(ch["verb"], []).append(ch)
    out = [Button(_("Search"), ch["action"], _("1 action: roll on this card's dieagram for treasure"), place="sheet")
           for ch in by_verb.get("search", [])]
    for ch in by_verb.get("quaff", []):
        potion = ch["names"]["item"]
        out.append(Button(_("Quaff {potion}").format(potion=named("item", potion, "short") or named("item", potion)),
                          ch["action"], named("item", potion, "text"), place="sheet"))
    untargeted = [ch for ch in by_verb.get("skill", []) if not enemy_of(ch["names"])]  # Dash, Endure Pain
    for ch in sorted(untargeted, key=lambda ch: ch["names"]["skill"]):
        skill = ch["names"]["skill"]
        out.append(Button(named("skill", skill), ch["action"], skill_tip(skill), place="sheet"))
    if "throw" in by_verb:
        out.append(Button(_("Throw torch"), "cmd:extra throw", _("Free, before or after a move: pick a zombie or a "
                          "dung heap you can see (past walls; tokens do not block a torch)"), place="sheet"))
    if "drop" in by_verb:
        out.append(Button(_("Drop dung"), "cmd:extra drop", _("Free, before or after a move: drop the dragon dung on a "
                          "square next to you"), place="sheet"))
    for ch in by_verb.get("heal", []):
        out.append(Button(_("{follower}: Heal").format(follower=term("follower", ch["names"]["follower"])), ch["action"],
                          _("Prycille's action: roll her die, each skill pip heals 1 Life"), place="sheet"))
    if "train" in by_verb:
        out.append(Button(_("Train ({cp} CP)").format(cp=view["slayer"]["cp"]), "cmd:train",
                          _("Spend creation points: paint a pip on an empty spot of your dieagram"), place="sheet"))
    out += [Button(_("End turn"), ch["action"], _("Hand the turn to the zombies"), primary=True, place="foot")
            for ch in by_verb.get("end", [])]
    return out


def _attack_previews(d: Decision, asked: dict, slayer: str) -> None:
    """What each attack on offer may do (the engine's odds), on its menu line and its tooltip."""
    for action, outcome in outcomes(asked).items():
        d.previews[action] = preview.of(outcome, slayer)
    d.menus = {token: [(_("{choice}: {odds}").format(choice=label, odds=d.previews[a].short) if a in d.previews
                        else label, a) for label, a in menu]
               for token, menu in d.menus.items()}


#: Where to click in the slayer's turn, by what can be clicked: (a square, an enemy, a follower).
CLICKS = {(True, False, False): N_("Click a gold square to move."),
          (True, True, False): N_("Click a gold square to move, a red-ringed enemy to attack (right-click: skills)."),
          (True, False, True): N_("Click a gold square to move, a follower to command him."),
          (True, True, True): N_("Click a gold square to move, a red-ringed enemy to attack (right-click: skills), "
                                 "a follower to command him."),
          (False, True, False): N_("Click a red-ringed enemy to attack (right-click: skills)."),
          (False, False, True): N_("Click a follower to command him."),
          (False, True, True): N_("Click a red-ringed enemy to attack (right-click: skills), a follower to command him.")}


def _turn_detail(view: dict, d: Decision) -> str:
    styles = set(d.token_style.values())
    clicks = (bool(d.squares), "attack" in styles, "select" in styles)
    if clicks in CLICKS:
        return _(CLICKS[clicks])
    if view["slayer"]["actions"] <= 0:
        return _("Nothing left to do this turn: click End turn.")
    return _("Nothing to click on the board: use the buttons on the right, or End turn.")


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
            d.buttons.append(Button(_("Heal"), c["action"], _("Roll Prycille's die: each skill pip heals 1 Life")))
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
        d = Decision("turn", _("Throw the torch"), square_style="target")
        d.detail = _("Click a highlighted zombie or dung heap: a zombie takes 1 damage, dung explodes.")
    else:
        d = Decision("turn", _("Drop the dragon dung"), square_style="option")
        d.detail = _("Click a highlighted square next to you for the dung heap.")
    for c in asked["choices"]:
        if c["verb"] == extra:
            d.squares[square_of(c["names"])] = c["action"]
    d.buttons.append(Button(_("Cancel"), "cmd:cancel", _("Keep the item")))
    return d


def _train_mode(asked: dict, view: dict, meaning: str | None) -> Decision:
    """"Train" pressed: first the kind of pip, then the face it is painted on."""
    s = view["slayer"]
    training = [c for c in asked["choices"] if c["verb"] == "train"]
    if meaning is None:
        d = Decision("turn", _("Train: spend creation points ({cp} CP)").format(cp=s["cp"]),
                     _("Choose the kind of pip to paint on your dieagram."))
        pips = {c["names"]["pip"] for c in training}
        for m, cost in rules.ATTRIBUTE_COST.items():
            if m in pips:
                d.buttons.append(Button(_("{pip} ({cost} CP)").format(pip=cap(named("pip", m)), cost=cost),
                                        f"cmd:train {m}", pip_tip(m)))
        d.buttons.append(Button(_("Cancel"), "cmd:cancel", _("Keep your creation points")))
        return d
    d = Decision("turn", _("Train: choose the face for the {pip} pip").format(pip=named("pip", meaning)),
                 _("Click a face of your dieagram (right panel) that still has an empty pip."))
    for c in training:
        if c["names"]["pip"] == meaning:
            face = c["names"]["face"]
            d.faces[face] = c["action"]
            d.buttons.append(_face_button(view, face, meaning, c["action"]))
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
@dataclass
class _Answers:
    """A roll's answers by die: the plain keep of each die, the keep with Endure Pain riding along."""

    keep: dict[int, str] = field(default_factory=dict)
    endured: dict[int, str] = field(default_factory=dict)


def _roll(asked: dict, view: dict, slayer: str, endure_on: bool) -> Decision:
    roll = asked["about"]
    dice, owners, purpose = roll["dice"], roll["owners"], roll["purpose"]
    d = Decision("roll", "", roll=roll)
    answers = _Answers()
    for c in asked["choices"]:
        names = c["names"]
        if c["verb"] == "keep_die":
            (answers.endured if names.get("skill") == "endure" else answers.keep)[names["die"]] = c["action"]
        elif c["verb"] == "spend_luck":
            d.luck.setdefault(names["die"], {})[names["how"]] = c["action"]
        elif c["verb"] == "accept":
            d.accept = c["action"]
    first: dict[int, int] = {}
    for i, face in enumerate(dice):
        first.setdefault(face, i)
    for i, face in enumerate(dice):  # equal faces are one choice: each die keeps the first of its face
        j = first[face]
        if j in answers.keep:
            d.keep[i] = answers.endured[j] if endure_on and j in answers.endured else answers.keep[j]
    d.endure = bool(answers.endured)
    owner = owners[0] if owners else "plain"
    context = roll.get("context") or {}
    told = outcomes(asked)
    luck = view["slayer"]["luck"]
    if d.keep:
        d.title = say(asked["prompt"])
        d.detail = _("Click the die that counts. Luck: the coins under a die reroll it or turn it by 1. Luck die: "
                     "{luck}.").format(luck=luck) if d.luck else _("Click the die that counts.")
    else:
        d.title, d.detail = _roll_words(view, roll, told.get(d.accept), slayer)
        if d.luck:
            d.detail = " ".join(filter(None, [d.detail, _("Spend Luck on a die, or accept the roll. Luck die: {luck}.")
                                              .format(luck=luck)]))
        d.auto_accept = owner != "slayer" and (owner == "nec" or is_zombie(owner) or purpose in ("spawn", "summon"))
    for side in ("att", "def"):  # ring the enemy in this fight, so the board shows who is rolling
        token = context.get(side)
        if token and token != "slayer":
            d.token_style[token] = "danger"
    _roll_previews(d, view, roll, told, answers, slayer)
    if d.accept:
        seen = d.previews.get(d.accept)
        tip = _("Let the dice stand. {outcome}.").format(outcome=seen.sentence) if seen else _("Let the dice stand.")
        d.buttons.append(Button(_("Accept roll"), d.accept, tip, primary=True))
    return d


def _roll_previews(d: Decision, view: dict, roll: dict, told: dict[str, dict], answers: _Answers,
                   slayer: str) -> None:
    """What each answer to a roll does, before it is clicked: the fight's forecast (the
    engine's) for a kept die, a Luck change or letting the roll stand; a Luck change on any other
    roll told from the die's faces."""
    dice, purpose = roll["dice"], roll["purpose"]
    grams = [dieagram_of(view, o) for o in roll["owners"]]
    card = (roll.get("context") or {}).get("card")  # the treasure card a search found
    kept = next((told[a] for a in answers.keep.values() if a in told), None)
    if kept is not None:
        legend = _("Over each die: what keeping it costs you.") if kept["def"] == "slayer" else \
            _("Over each die: the chance that keeping it wounds {token}.") if kept["life"] > 1 else \
            _("Over each die: the chance that keeping it destroys {token}.")
        more = _("Point at a die, or a Luck coin, to see more.") if d.luck else _("Point at a die to see more.")
        d.legend = legend.format(token=the(kept["def"])) + " " + more
    leads = {d.accept: _("As rolled")} if d.accept else {}
    for die, action in answers.keep.items():
        leads[action] = _("Keep the {face}").format(face=dice[die])
    for die, action in answers.endured.items():
        leads[action] = _("Keep the {face} with Endure Pain").format(face=dice[die])
    for action, lead in leads.items():  # (a Luck change is told below, with the faces before and after)
        if action in told:
            d.previews[action] = preview.of(told[action], slayer, lead)
    for i, hows in d.luck.items():
        now = told.get(d.accept) or told.get(answers.keep.get(i))
        owner = roll["owners"][i] if i < len(roll["owners"]) else ""
        whose = named("tile", owner[5:]) if owner.startswith("tile:") else ""
        meanings = die_meanings(grams[i], purpose, card) if i < len(grams) else None
        for how, action in hows.items():
            outcome = told.get(action)
            text = preview.luck_words(how, dice[i], meanings, outcome, now, slayer, whose)
            seen = preview.of(outcome, slayer) if outcome else preview.Preview("", "", "")
            d.previews[action] = seen._replace(sentence=text)


#: A roll nobody keeps a die of, by what it is for: (title, detail).
ROLL_WORDS = {"spawn": (N_("Zombies rise: the spawn dice"), N_("One die per card, read on that card's dieagram.")),
              "summon": (N_("The ritual's dice decide who rises in the Temple"), ""),
              "search": (N_("Search roll: {face} - {meaning}"), ""),
              "treasure": (N_("Treasure roll: {face} - {meaning}"), N_("The row of the treasure card that you find.")),
              "row": (N_("Treasure roll: {face}"), N_("The row of the treasure card that you find.")),
              "heal": (N_("Prycille heals: {meaning}"), N_("Each skill pip heals 1 Life.")),
              "ritual": (N_("The Necromancer's Ritual of Summoning"), N_("Skill pips (but on the 1-face) summon zombies.")),
              "defense": (N_("{token} defends: {meaning}"), ""),
              "against": (N_("{token} defends against your attack of {strength}: {meaning}"), "")}


def _roll_words(view: dict, roll: dict, as_rolled: dict | None, slayer: str) -> tuple[str, str]:
    """Title and detail for a roll the player does not keep a die of: what the dice read."""
    dice, owners, purpose = roll["dice"], roll["owners"], roll["purpose"]
    owner, context, as_rolled = owners[0] if owners else "plain", roll.get("context") or {}, as_rolled or {}
    meanings = [face_meaning(g[f - 1], purpose) for g, f in zip([dieagram_of(view, o) for o in owners], dice, strict=False)]
    facts = {"face": dice[0] if dice else 0, "meaning": meanings[0] if meanings else "", "strength": as_rolled.get("strength"),
             "token": token_name(owner, slayer)}
    if purpose == "treasure" and context.get("card"):
        facts["meaning"] = treasure_row(context["card"], dice[0])
    elif purpose == "treasure":
        purpose = "row"
    if purpose == "defense":
        facts["meaning"] = _("Already Dead!") if as_rolled.get("dead") else " / ".join(meanings)
        purpose = "against" if context.get("att") == "slayer" and as_rolled.get("strength") is not None else purpose
    if purpose in ROLL_WORDS:
        title, detail = ROLL_WORDS[purpose]
        return _(title).format(**facts), _(detail) if detail else ""
    target = context.get("def")
    if target in (None, "slayer"):
        return _("{token} attacks you: {meaning}").format(**facts), ""
    return _("{token} attacks {whom}: {meaning}").format(whom=the(target), **facts), ""


# --- other decisions ------------------------------------------------------------------------------
def _defend(asked: dict, view: dict, slayer: str) -> Decision:
    """An attack on the slayer: how he meets it, each way with its chances."""
    att = asked["about"]["att"]
    d = Decision("defend", say(asked["prompt"]))
    dice = asked["about"].get("attack") or []  # the attacker's roll: one die, a zombie's
    d.detail = _("Block and Riposte roll your Hand like a normal defense, with a bonus per skill pip.")
    if dice:
        d.detail = _("Its attack: {meaning}. {more}").format(
            meaning=face_meaning(dieagram_of(view, att)[dice[0] - 1], "melee"), more=d.detail)
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
    what = asked["about"]["what"]
    d = Decision(what, say(asked["prompt"]))
    for c in asked["choices"]:
        names = c["names"]
        if c["verb"] == "first":
            d.tokens[names["zombie"]] = c["action"]
            d.token_style[names["zombie"]] = "option"
        elif c["verb"] == "target":
            prey = "slayer" if "seat" in names else names["follower"]
            d.tokens[prey] = c["action"]
            d.token_style[prey] = "option"
        elif c["verb"] == "route":
            d.squares[square_of(names)] = c["action"]
            d.square_style = "option"
        elif c["verb"] == "roll":
            d.buttons.append(Button(_("Roll a die"), c["action"], _("Let chance decide, as the rulebook allows")))
    d.detail = _("Click a highlighted choice, or let a die decide.")
    return d


def _place(asked: dict, placing: int) -> Decision:
    """A drawn card to place: shown (the ghost) the way `placing` turns it; Place card sends that."""
    about = asked["about"]
    options = [c for c in asked["choices"] if c["verb"] == "place"]
    borders = [c["names"]["border"] for c in options]
    pick = options[placing % len(options)] if options else None
    border = pick["names"]["border"] if pick else "E"
    frm = about.get("from") or [0, 0]
    step = STEPS[about.get("side") or "N"]
    at = (frm[0] + step[0], frm[1] + step[1])
    d = Decision("place", say(asked["prompt"]))
    d.detail = _("Border to the {side} ({n} of {count} ways that keep the way open). Click the card or Turn to try the "
                 "next; Place card to confirm.").format(side=_(SIDES[border]), n=placing % max(1, len(options)) + 1,
                                                        count=len(options))
    d.ghost = {"tile": about["tile"], "at": at, "border": border, "rot": "ESWN".index(border), "options": borders}
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
            item=named("item", found), n=getattr(api.catalog("zombie_slayer").items.get(found), "slots", 1),
            slots=LIMITS["inventory"])
    for c in asked["choices"]:
        names, action = c["names"], c["action"]
        if c["verb"] == "learn":
            d.buttons.append(Button(named("skill", names["skill"]), action, skill_tip(names["skill"])))
        elif c["verb"] == "paint":
            d.faces[names["face"]] = action
            d.buttons.append(_face_button(view, names["face"], names["pip"], action))
        elif c["verb"] == "leave":
            d.buttons.append(Button(_("Leave the {item}").format(item=named("item", found)), action,
                                    _("Keep what you carry"), primary=True))
        elif c["verb"] == "discard":
            item = named("item", names["item"])
            d.buttons.append(Button(_("Discard {item}").format(item=item), action,
                                    _("Drop the {item} to make room").format(item=item)))
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
