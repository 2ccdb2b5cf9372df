"""What the game waits for, in words and in clickable things: view["pending"] -> Decision.

The engine says what it waits for (`view["pending"]`) and which action strings answer it
(`legal_actions()`). A `Decision` is the table's reading of that pair: a banner sentence,
which squares and tokens can be clicked and what each click sends, the right-click menus
(skill attacks on a target), the buttons, which dice can be kept or turned with Luck, and
which faces of the slayer's dieagram can be picked. The play scene only draws a Decision and
sends the action of whatever was clicked, so every prompt reads the same way, and this module
is plain Python that tests can check without a window.

Some choices take two clicks on the table (select Bron, then his square; "Throw torch", then
the target; "Train", then the pip, then the face). That local state is the `mode`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from .. import choice
from . import preview
from .words import (
    CARD_NAMES,
    SIDE_WORDS,
    die_meanings,
    face_meaning,
    item_name,
    pips_text,
    plural,
    result_words,
    skill_name,
    the,
    tile_name,
    token_name,
    treasure_row,
)

rules = api.rulebook("zombie_slayer")

Square = tuple[int, int]
ATTACK_SKILLS = ("assault", "knockback", "aimed", "barrage")


@dataclass
class Button(choice.Button):
    place: str = "bar"  # "bar" (under the banner) or "sheet" (the slayer's turn actions)


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
    roll: dict | None = None  # the pending roll, for the dice tray
    previews: dict[str, preview.Preview] = field(default_factory=dict)  # action -> what it will do
    legend: str = ""  # what the marks over the dice mean

    def actions(self) -> list[str]:
        """Every action string this decision can send (for hints and tests)."""
        out = list(self.squares.values()) + list(self.tokens.values()) + list(self.keep.values())
        out += [a for menu in self.menus.values() for _, a in menu]
        out += [b.action for b in self.buttons] + list(self.faces.values())
        out += [a for hows in self.luck.values() for a in hows.values()]
        return out + ([self.accept] if self.accept else [])


def parse_square(text: str) -> Square:
    x, y = text.split(",")
    return (int(x), int(y))


def decide(view: dict, legal: list[str], mode: dict | None = None, endure_on: bool = False,
           placing: int = 0) -> Decision:
    """The Decision for a view and its legal actions; `mode` is the table's two-click state,
    `placing` the orientation currently previewed for a card being placed."""
    pending = view["pending"]
    kind = pending["kind"]
    slayer = view["slayer"]["name"]
    builder = _BUILDERS.get(kind)
    if builder is None:
        if kind in ("first", "target", "route"):
            return _tie(view, pending, legal, slayer)
        return Decision(kind, "Please wait...")
    if kind == "turn":
        return builder(view, legal, mode or {}, slayer)
    if kind == "roll":
        return builder(view, pending, legal, slayer, endure_on)
    if kind == "place":
        return builder(view, pending, legal, placing)
    return builder(view, pending, legal, slayer)


# --- the slayer's turn ------------------------------------------------------------------------------
def _turn(view: dict, legal: list[str], mode: dict, slayer: str) -> Decision:
    s = view["slayer"]
    legal_set = set(legal)
    if mode.get("follower"):
        return _follower_mode(view, legal, mode["follower"])
    if mode.get("extra") in ("throw", "drop"):
        return _extra_mode(view, legal, mode["extra"])
    if "train" in mode:
        return _train_mode(view, legal, mode["train"])
    d = Decision("turn", _turn_title(s))
    for a in legal:
        verb, *rest = a.split()
        if verb == "move":
            d.squares[parse_square(rest[0])] = a
        elif verb == "attack":
            d.tokens[rest[0]] = a
            d.token_style[rest[0]] = "attack"
            d.menus.setdefault(rest[0], []).insert(0, ("Attack", a))
        elif verb == "skill" and len(rest) == 2 and rest[0] in ATTACK_SKILLS:
            d.menus.setdefault(rest[1], []).append((skill_name(rest[0]), a))
            if rest[1] not in d.tokens:
                d.tokens[rest[1]] = a
                d.token_style[rest[1]] = "attack"
    for f in view["followers"]:
        if any(a.startswith(f"{f['id']} ") for a in legal):
            d.tokens.setdefault(f["id"], f"cmd:follower {f['id']}")
            d.token_style.setdefault(f["id"], "select")
    _attack_previews(d, view, slayer)
    d.detail = _turn_detail(view, d, legal)
    if s["owed_move"]:
        d.title = "Now move 1 square"
        d.detail = "You used an item before your move: the move must follow. Click a gold square."
    b = d.buttons
    if "search" in legal_set:
        b.append(Button("Search", "search", "1 action: roll on this card's dieagram for treasure", place="sheet"))
    for p in ("life", "accuracy", "defense"):
        if f"quaff {p}" in legal_set:
            b.append(Button(f"Quaff {item_name(p).replace(' Potion', '')}", f"quaff {p}",
                            f"1 action. {api.catalog('zombie_slayer').items[p].text}", place="sheet"))
    if "skill dash" in legal_set:
        b.append(Button("Dash", "skill dash", _skill_tip("dash"), place="sheet"))
    if "skill endure" in legal_set:
        b.append(Button("Endure Pain", "skill endure", _skill_tip("endure"), place="sheet"))
    if any(a.startswith("throw ") for a in legal):
        b.append(Button("Throw torch", "cmd:extra throw", "Free, before or after a move: pick a zombie or a dung heap "
                        "you can see (past walls; tokens do not block a torch)", place="sheet"))
    if any(a.startswith("drop ") for a in legal):
        b.append(Button("Drop dung", "cmd:extra drop", "Free, before or after a move: drop the dragon dung on a "
                        "square next to you", place="sheet"))
    if "prycille heal" in legal_set:
        b.append(Button("Prycille: Heal", "prycille heal", "Prycille's action: roll her die, each skill pip heals "
                        "1 Life", place="sheet"))
    if any(a.startswith("train ") for a in legal):
        b.append(Button(f"Train ({s['cp']} CP)", "cmd:train", "Spend creation points: paint a pip on an empty spot "
                        "of your dieagram", place="sheet"))
    b.append(Button("End turn", "end", "Hand the turn to the zombies", primary=True, place="sheet"))
    return d


def _attack_previews(d: Decision, view: dict, slayer: str) -> None:
    """What each attack on offer may do (the engine's odds), on its menu line and its tooltip."""
    for action, outcome in (view["pending"].get("odds") or {}).items():
        d.previews[action] = preview.of(outcome, slayer)
    d.menus = {token: [(f"{label}: {d.previews[a].short}" if a in d.previews else label, a) for label, a in menu]
               for token, menu in d.menus.items()}


def _turn_title(s: dict) -> str:
    if s["actions"] > 0:
        title = f"Your turn - {plural(s['actions'], 'action')} left"
    else:
        title = "Your turn - no actions left"
    if s["barrage"]:
        title += f" (+{s['barrage']} Barrage)"
    return title


def _turn_detail(view: dict, d: Decision, legal: list[str]) -> str:
    s = view["slayer"]
    parts = []
    if d.squares:
        parts.append("click a gold square to move")
    if any(st == "attack" for st in d.token_style.values()):
        parts.append("a red-ringed enemy to attack (right-click: skills)")
    if any(st == "select" for st in d.token_style.values()):
        parts.append("a follower to command him")
    if not parts:
        if s["actions"] <= 0:
            return "Nothing left to do this turn: click End turn."
        return "Nothing to click on the board: use the buttons on the right, or End turn."
    text = ", ".join(parts)
    return text[0].upper() + text[1:] + "."


def _skill_tip(skill: str) -> str:
    sk = api.catalog("zombie_slayer").skills[skill]
    return f"{sk.name} ({sk.when}): {sk.text}"


def _follower_mode(view: dict, legal: list[str], fid: str) -> Decision:
    name = token_name(fid)
    d = Decision("turn", f"{name}: 1 action", square_style="follower")
    for a in legal:
        words = a.split()
        if words[0] != fid:
            continue
        if words[1] == "move":
            d.squares[parse_square(words[2])] = a
        elif words[1] == "attack":
            d.tokens[words[2]] = a
            d.token_style[words[2]] = "attack"
    _attack_previews(d, view, view["slayer"]["name"])
    d.detail = f"Click a square to move {name.split()[0]}" + (", a red-ringed zombie to attack" if d.tokens else "") + \
        ". Squares off the town's edge lose him for good."
    if f"{fid} heal" in legal:
        d.buttons.append(Button("Heal", f"{fid} heal", "Roll Prycille's die: each skill pip heals 1 Life"))
    d.buttons.append(Button("Done", "cmd:cancel", "Stop commanding the follower"))
    return d


def _extra_mode(view: dict, legal: list[str], extra: str) -> Decision:
    verb = "throw" if extra == "throw" else "drop"
    d = Decision("turn", "Throw the torch" if extra == "throw" else "Drop the dragon dung",
                 square_style="target" if extra == "throw" else "option")
    for a in legal:
        if a.startswith(verb + " "):
            d.squares[parse_square(a.split()[1])] = a
    d.detail = ("Click a highlighted zombie or dung heap: a zombie takes 1 damage, dung explodes."
                if extra == "throw" else "Click a highlighted square next to you for the dung heap.")
    d.buttons.append(Button("Cancel", "cmd:cancel", "Keep the item"))
    return d


def _train_mode(view: dict, legal: list[str], meaning: str | None) -> Decision:
    s = view["slayer"]
    if meaning is None:
        d = Decision("turn", f"Train: spend creation points ({s['cp']} CP)",
                     "Choose the kind of pip to paint on your dieagram.")
        for m, cost in rules.ATTRIBUTE_COST.items():
            if any(a.startswith(f"train {m} ") for a in legal):
                d.buttons.append(Button(f"{m.title()} ({cost} CP)", f"cmd:train {m}", _pip_tip(m)))
        d.buttons.append(Button("Cancel", "cmd:cancel", "Keep your creation points"))
        return d
    d = Decision("turn", f"Train: choose the face for the {meaning} pip",
                 "Click a face of your dieagram (right panel) that still has an empty pip.")
    for a in legal:
        w = a.split()
        if w[0] == "train" and w[1] == meaning:
            d.faces[int(w[2])] = a
            d.buttons.append(_face_button(view, int(w[2]), meaning, a))
    d.buttons.append(Button("Back", "cmd:train", "Choose another kind of pip"))
    return d


def _face_button(view: dict, face: int, meaning: str, action: str) -> Button:
    """A face to paint a pip on, saying what the face will count for afterwards (the engine's
    own Dieagram.with_pip paints it)."""
    before = rules.slayer_dieagram(view["slayer"]["faces"])
    now = pips_text(list(before.faces[face - 1]), empty="empty")
    then = pips_text(list(before.with_pip(face, meaning).faces[face - 1]), empty="empty")
    return Button(f"{face}-face: {then}", action, f"Paint a {meaning} pip on the {face}-face: {now} becomes {then}")


def _pip_tip(meaning: str) -> str:
    return {"defense": "Defense: takes 1 from the damage of each attack on you",
            "melee": "Melee: 1 strength for attacks in the squares around you",
            "ranged": "Ranged: 1 strength for attacks at a distance, in a line of sight",
            "holy": "Holy: an enemy keeping this face loses 1 from its result"}[meaning]


# --- rolls -------------------------------------------------------------------------------------------
def _roll(view: dict, pending: dict, legal: list[str], slayer: str, endure_on: bool) -> Decision:
    dice, owners, purpose = pending["dice"], pending["owners"], pending["purpose"]
    first = {}
    for i, face in enumerate(dice):
        first.setdefault(face, i)
    d = Decision("roll", "", roll=pending)
    legal_set = set(legal)
    for i, face in enumerate(dice):
        j = first[face]
        base = f"keep {j}"
        if base in legal_set:
            d.keep[i] = base + (" endure" if endure_on and f"{base} endure" in legal_set else "")
    for i in set(first.values()):
        hows = {how: f"luck {how} {i}" for how in ("reroll", "up", "down") if f"luck {how} {i}" in legal_set}
        if hows:
            d.luck[i] = hows
    d.accept = "accept" if "accept" in legal_set else None
    d.endure = any(a.endswith(" endure") for a in legal)
    owner = owners[0] if owners else "plain"
    context = pending.get("context") or {}
    luck_words = f" Luck die: {view['slayer']['luck']}." if d.luck else ""
    if d.keep:
        target = ""
        if context.get("def") and context.get("def") != "slayer":
            target = f" on {the(context['def'])}"
        elif context.get("att") and context.get("att") != "slayer":
            target = f" against {the(context['att'])}"
        what = {"melee": f"your melee attack{target}", "ranged": f"your ranged attack{target}",
                "defense": f"your defense{target}", "dash": "Dash (each skill pip: 1 more square)",
                "endure": "Endure Pain (each skill pip: +1 defense)"}.get(purpose, purpose)
        d.title = f"Keep one die for {what}"
        d.detail = "Click the die that counts." + (" Luck: the coins under a die reroll it or turn it by 1." if d.luck else "") + luck_words
    else:
        d.title, d.detail = _roll_words(view, pending, slayer)
        if d.luck:
            d.detail += " Spend Luck on a die, or accept the roll." + luck_words
        d.auto_accept = owner != "slayer" and (owner == "nec" or owner[:1] in "vgb" and owner[1:].isdigit()
                                              or purpose in ("spawn", "summon"))
    for side in ("att", "def"):  # ring the enemy in this fight, so the board shows who is rolling
        token = context.get(side)
        if token and token != "slayer":
            d.token_style[token] = "danger"
    _roll_previews(d, view, pending, slayer)
    if d.accept:
        tip = "Let the dice stand" + (f". {d.previews['accept'].sentence}." if "accept" in d.previews else "")
        d.buttons.append(Button("Accept roll", "accept", tip, primary=True))
    return d


def _roll_previews(d: Decision, view: dict, pending: dict, slayer: str) -> None:
    """What each answer to a roll does, before it is clicked: the fight's forecast (the
    engine's) for a kept die, a Luck change or letting the roll stand; a Luck change on any other
    roll told from the die's faces."""
    forecast = pending.get("forecast") or {}
    dice, purpose = pending["dice"], pending["purpose"]
    grams = _dieagrams(view, pending["owners"])
    card = (pending.get("context") or {}).get("card")  # the treasure card a search found
    kept = next((o for a, o in forecast.items() if a.startswith("keep")), None)
    if kept is not None:
        d.legend = ("Over each die: what keeping it costs you" if kept["def"] == "slayer"
                    else f"Over each die: the chance that keeping it {'wounds' if kept['life'] > 1 else 'destroys'} "
                    f"{the(kept['def'], slayer)}")
        d.legend += ". Point at a die, or a Luck coin, to see more." if d.luck else ". Point at a die to see more."
    for action, outcome in forecast.items():
        if action.startswith("luck"):
            continue  # told below, with the faces before and after
        lead = "As rolled"
        if action.startswith("keep"):
            lead = f"Keep the {dice[int(action.split()[1])]}" + (" with Endure Pain" if action.endswith("endure") else "")
        d.previews[action] = preview.of(outcome, slayer, lead)
    for i, hows in d.luck.items():
        now = forecast.get("accept") or forecast.get(f"keep {i}")
        for how, action in hows.items():
            outcome = forecast.get(action)
            owner = pending["owners"][i] if i < len(pending["owners"]) else ""
            whose = tile_name(owner[5:]) if owner.startswith("tile:") else ""
            meanings = die_meanings(grams[i], purpose, card) if i < len(grams) else None
            text = preview.luck_words(how, dice[i], meanings, outcome, now, slayer, whose)
            seen = preview.of(outcome, slayer) if outcome else preview.Preview("", "", "")
            d.previews[action] = seen._replace(sentence=text)


def _roll_words(view: dict, pending: dict, slayer: str) -> tuple[str, str]:
    """Title and detail for a roll the player does not keep a die of."""
    dice, owners, purpose = pending["dice"], pending["owners"], pending["purpose"]
    owner = owners[0] if owners else "plain"
    grams = _dieagrams(view, owners)
    meanings = [face_meaning(g[f - 1], purpose) for g, f in zip(grams, dice, strict=False)]
    if purpose == "spawn":
        return "Zombies rise: the spawn dice", "One die per card, read on that card's dieagram."
    if purpose == "summon":
        return "The ritual's dice decide who rises in the Temple", ""
    if purpose == "search":
        return f"Search roll: {dice[0]} - {meanings[0]}", ""
    if purpose == "treasure":
        card = (pending.get("context") or {}).get("card")
        found = f" - {treasure_row(card, dice[0])}" if card else ""
        return f"Treasure roll: {dice[0]}{found}", "The row of the treasure card that you find."
    if purpose == "heal":
        return f"Prycille heals: {meanings[0]}", "Each skill pip heals 1 Life."
    if purpose == "ritual":
        return "The Necromancer's Ritual of Summoning", "Skill pips (but on the 1-face) summon zombies."
    name = token_name(owner, slayer)
    context = pending.get("context") or {}
    if purpose == "defense":
        as_rolled = (pending.get("forecast") or {}).get("accept") or {}
        against = ""
        if context.get("att") == "slayer" and as_rolled.get("strength") is not None:
            against = f" against your attack of {as_rolled['strength']}"
        told = "Already Dead!" if as_rolled.get("dead") else " / ".join(meanings)
        return f"{name} defends{against}: {told}", ""
    target = context.get("def")
    whom = "you" if target in (None, "slayer") else the(target, slayer)
    return f"{name} attacks {whom}: {meanings[0]}", ""


def _dieagrams(view: dict, owners: list[str]) -> list[list[list[str]]]:
    return [dieagram_of(view, o) for o in owners]


def dieagram_of(view: dict, owner: str) -> list[list[str]]:
    """The six faces (pip meanings) of a roller's die, as the engine's rolls.dieagram does."""
    c = api.catalog("zombie_slayer")
    if owner == "slayer":
        return [list(f) for f in rules.slayer_dieagram(view["slayer"]["faces"]).faces]
    if owner == "nec":
        return [list(f) for f in c.necromancer.faces.faces]
    if owner in c.followers:
        return [list(f) for f in c.followers[owner].faces.faces]
    if owner[:1] in "vgb" and owner[1:].isdigit():
        colour = {"v": "violet", "g": "green", "b": "blue"}[owner[0]]
        return [list(f) for f in c.zombies[colour].faces.faces]
    if owner.startswith("tile:"):
        tile = c.tiles[owner[5:]]
        return [tile.pips(k) for k in range(1, 7)]
    return [["empty"] * k for k in range(1, 7)]


# --- other decisions ------------------------------------------------------------------------------
def _defend(view: dict, pending: dict, legal: list[str], slayer: str) -> Decision:
    att = pending["att"]
    name = token_name(att, slayer)
    d = Decision("defend", f"{name} attacks you: choose how to defend")
    dice = pending.get("attack") or []  # the attacker's roll: one die, a zombie's
    if dice:
        d.detail = f"Its attack: {face_meaning(dieagram_of(view, att)[dice[0] - 1], 'melee')}. "
    d.detail += "Block and Riposte roll your Hand like a normal defense, with a bonus per skill pip."
    tips = {"defend": "Roll your Hand and keep one die for defense",
            "skill block": _skill_tip("block"), "skill riposte": _skill_tip("riposte")}
    for option, outcome in (pending.get("forecast") or {}).items():
        d.previews[option] = preview.of(outcome, slayer)
    for option in pending.get("options", []):
        if option in legal:
            label = "Defend" if option == "defend" else skill_name(option.split()[1])
            seen = d.previews.get(option)
            tip = tips.get(option, "").rstrip(".") + "." + (f" {seen.sentence}." if seen else "")
            label += f" ({seen.short})" if seen else ""
            d.buttons.append(Button(label, option, tip, primary=option == "defend"))
    d.token_style[att] = "danger"  # ringed, not clickable: the answer is a button
    return d


def _tie(view: dict, pending: dict, legal: list[str], slayer: str) -> Decision:
    what, options, zombie = pending["kind"], pending["options"], pending.get("zombie")
    d = Decision(what, "")
    if what == "first":
        d.title = f"{_count_word(len(options))} zombies are equally near: pick the one that moves first"
        for o in options:
            d.tokens[o] = f"first {o}"
            d.token_style[o] = "option"
    elif what == "target":
        d.title = f"{token_name(zombie, slayer) if zombie else 'A zombie'} is as near to two of you: pick whom it goes for"
        for o in options:
            d.tokens[o] = f"target {o}"
            d.token_style[o] = "option"
    else:
        z = the(zombie, slayer) if zombie else "the zombie"
        d.title = f"{_count_word(len(options))} routes are equally short: pick the square {z} steps to"
        d.square_style = "option"
        for o in options:
            d.squares[parse_square(o)] = f"route {o}"
    d.detail = "Click a highlighted choice, or let a die decide."
    if "roll" in legal:
        d.buttons.append(Button("Roll a die", "roll", "Let chance decide, as the rulebook allows"))
    return d


def _count_word(n: int) -> str:
    return {2: "Two", 3: "Three", 4: "Four"}.get(n, str(n))


def _place(view: dict, pending: dict, legal: list[str], placing: int) -> Decision:
    options = [a.split()[1] for a in legal if a.startswith("place ")]
    border = options[placing % len(options)] if options else "E"
    tile = pending.get("tile")
    frm = pending.get("from") or [0, 0]
    side = pending.get("side") or "N"
    step = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[side]
    at = (frm[0] + step[0], frm[1] + step[1])
    d = Decision("place", f"Place {tile_name(tile)}: choose where its green border goes")
    d.detail = (f"Border to the {SIDE_WORDS[border]} ({placing % max(1, len(options)) + 1} of {len(options)} ways that keep "
                "the way open). Click the card or Turn to try the next; Place card to confirm.")
    d.ghost = {"tile": tile, "at": at, "border": border, "rot": "ESWN".index(border), "options": options}
    if len(options) > 1:
        d.buttons.append(Button("Turn card", "cmd:turn", "Show the next orientation that fits"))
    d.buttons.append(Button("Place card", f"place {border}", primary=True))
    return d


def _search_ask(view: dict, pending: dict, legal: list[str], slayer: str) -> Decision:
    kind = pending["kind"]
    if kind == "learn":
        d = Decision(kind, "Attribute Upgrades: learn a new skill", "Each skill is triggered by the skill pip on your 6-face.")
        for a in legal:
            skill = a.split()[1]
            d.buttons.append(Button(skill_name(skill), a, _skill_tip(skill)))
        return d
    if kind == "paint":
        pip = pending.get("found") or "attribute"
        d = Decision(kind, f"Attribute upgrade: choose the face that gets a {pip} pip",
                     "Click a face of your dieagram (right panel) with an empty pip.")
        for a in legal:
            face = int(a.split()[1])
            d.faces[face] = a
            d.buttons.append(_face_button(view, face, pip, a))
        return d
    found = pending.get("found") or "item"
    d = Decision(kind, f"Your inventory is full: discard an item or leave the {item_name(found)}",
                 "Dragon dung takes 2 of the 5 slots.")
    for a in legal:
        if a == "leave":
            d.buttons.append(Button(f"Leave the {item_name(found)}", a, "Keep what you carry", primary=True))
        else:
            item = a.split()[1]
            d.buttons.append(Button(f"Discard {item_name(item)}", a, f"Drop the {item_name(item)} to make room"))
    return d


def _dash(view: dict, pending: dict, legal: list[str], slayer: str) -> Decision:
    first = pending.get("stage") == "first"
    left = pending.get("left", 0)
    title = "Dash: move 1 square" if first else f"Dash: {plural(left, 'more square')} - move, or stop"
    d = Decision("dash", title, "Your defense is 0 until your next turn. Click a gold square.")
    for a in legal:
        if a.startswith("move "):
            d.squares[parse_square(a.split()[1])] = a
    if "stop" in legal:
        d.buttons.append(Button("Stop", "stop", "Stay where you are"))
    return d


def _over(view: dict, pending: dict, legal: list[str], slayer: str) -> Decision:
    result = view.get("result") or {}
    won = bool(result.get("winners"))
    return Decision("over", "Victory! The town is saved" if won else f"{slayer} has fallen",
                    "The game is over: browse the town, or start a new game from the menu.")


_BUILDERS = {"turn": _turn, "roll": _roll, "defend": _defend, "place": _place, "learn": _search_ask,
             "paint": _search_ask, "item": _search_ask, "dash": _dash, "over": _over}


# --- hints ----------------------------------------------------------------------------------------
def treasure_words(card: str, face: int, result: str) -> str:
    return f"{CARD_NAMES.get(card, card)}, row {face}: {result_words(card, result)}"
