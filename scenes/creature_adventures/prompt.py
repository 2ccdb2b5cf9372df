"""What the game waits for, in words and clickable things: (view, legal actions, mode) -> Decision.

The engine says whose move it is and which action strings are legal; a `Decision` is the
table's reading of that: the banner's sentence, the buttons, the spaces a move can end on
(with the fork choices that lead there, from the engine's paths.move_ends), the
creatures that can be clicked (in a panel or on the battle's benches), the players that can
be picked (Ascension) and which encounter card to show. The play scene only draws a Decision
and sends the action of whatever was clicked. Plain Python: tests check it without a window.

Getting ready takes two clicks for a point (a creature, then HP / Attack / Defense) and three
for Ascension (the spell, then two players); that local state is the `mode`:
    {"creature": slot}      a creature of the player to move is selected
    {"ascend": [seats]}     Ascension is being aimed (0-based seats picked so far)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from ..choice import Button
from . import forecasts
from .words import ABILITY_NAMES, ATTR_GAIN, plural, space_name

rules = api.rulebook("creature_adventures")

ATTRS = ("hp", "attack", "defense")


@dataclass
class Decision:
    kind: str  # turn | use | go | place | pick | fortify | act | replace | keep | wait | over
    seat: int | None
    title: str
    detail: str = ""
    bar: list[Button] = field(default_factory=list)  # the action bar under the board
    battle: list[Button] = field(default_factory=list)  # the battle's own buttons
    attrs: list[tuple[str, list[Button]]] = field(default_factory=list)  # the selected creature's rows
    ways: dict[str, list[rules.Way]] = field(default_factory=dict)  # where the move can end -> the ways there
    creatures: dict[int, str] = field(default_factory=dict)  # own panel slot -> action or cmd
    bench: dict[tuple[int, int], str] = field(default_factory=dict)  # (battle side, slot) -> action
    pawns: dict[int, str] = field(default_factory=dict)  # seat -> cmd (Ascension)
    card: str = ""  # the encounter card to show: shaman | thieves | warlord | colosseum | target | keep

    def actions(self) -> list[str]:
        """Every action string this decision can send (tests and hints)."""
        out = [b.action for b in self.bar + self.battle if b.enabled]
        out += [b.action for _, row in self.attrs for b in row if b.enabled]
        out += list(dict.fromkeys(w.forks[0] for ways in self.ways.values() for w in ways if w.forks))
        return out + list(self.creatures.values()) + list(self.bench.values())


def decide(view: dict, legal: list[str], seat: int | None, names, mode: dict | None = None,
           human: bool = True) -> Decision:
    """The decision of `seat` (the seat to move). `names` is a seats.Names; `human` False gives
    the waiting banner while the computer plays."""
    mode = mode or {}
    if view.get("result") or view["phase"] == "over":
        return Decision("over", None, "The game is over", "See who won and how.")
    if seat is None:
        return Decision("wait", None, "...")
    if not human:
        return Decision("wait", seat, f"{names.full(seat)} is thinking...", "The computer's moves play out on the table.")
    phase = view["phase"]
    if phase == "battle" and view["battle"]:
        return _battle(view, legal, seat, names)
    if phase == "turn":
        return _turn(view, legal, seat, names, mode)
    if phase == "move":
        return _move(view, legal, seat, names)
    if phase == "keep":
        return _keep(view, legal, seat, names)
    return _place(view, legal, seat, names)


# --- getting ready -------------------------------------------------------------------------------------
def _turn(view: dict, legal: list[str], seat: int, names, mode: dict) -> Decision:
    p = view["players"][seat]
    if "ascend" in mode:
        return _aiming_ascension(view, legal, seat, names, mode["ascend"])
    running = "fight" in legal
    go = "Fight the next champion" if running else "Roll"
    d = Decision("turn", seat, f"{names.full(seat)}: your turn - get ready, then {go}", _ready_detail(view, legal, p))
    if running:
        d.bar.append(Button("Fight", "fight", f"Fight champion {view['stage'] + 1} of 3 in the Colosseum.", primary=True))
    else:
        d.bar.append(Button("Roll", "roll", "Roll 2d6 and move that many spaces"
                            + (" (Tailwind: two rolls, use one)." if p["artifacts"]["tailwind"] else "."), primary=True))
    if "rest" in legal:
        d.bar.append(Button("Rest", "rest"))
    buys = [a for a in legal if a.startswith("buy ")]
    d.bar.append(Button("Shop" + (f" ({len(buys)})" if buys else ""), "cmd:shop",
                        "Artifacts bought with banked attribute points."))
    if "peace" in legal:
        target = p["creatures"][p["peace_on"]]["name"]
        d.bar.append(Button("Inner Peace", "peace", f"Heal {target} by 50% of its HP (once this turn)."))
    if any(a.startswith("ascend ") for a in legal):
        d.bar.append(Button("Ascension", "cmd:ascend", f"Swap two players on the board ({plural(p['charges'], 'charge')})."))
    for slot in range(len(p["creatures"])):
        if any(_slot_of(a) == slot for a in legal):
            d.creatures[slot] = f"cmd:creature {slot}"
    if mode.get("creature") in d.creatures:  # nothing left to raise on it: the card closes
        d.attrs = _attr_rows(view, legal, seat, mode["creature"])
    return d


def _slot_of(action: str) -> int | None:
    words = action.split()
    if words[0] in ("assign", "power", "unpower", "wisdom"):
        return int(words[1]) - 1
    return None


def _ready_detail(view: dict, legal: list[str], p: dict) -> str:
    parts = []
    if p["bank"]:
        parts.append(f"{plural(p['bank'], 'point')} to spend: click a creature, or open the Shop")
    if p["power_free"]:
        parts.append(f"{plural(p['power_free'], 'Sigil of Power point')} to place")
    if any(a.startswith("wisdom") for a in legal) and p["peace_on"] < 0:
        parts.append("choose a creature for Inner Peace")
    if not parts:
        where = space_name(p["pos"])
        return f"At {where}. Roll, then click the space your move should end on."
    return "; ".join(parts) + "."


def _attr_rows(view: dict, legal: list[str], seat: int, slot: int) -> list[tuple[str, list[Button]]]:
    """The selected creature's choices: a banked point, the Sigil of Power's points, Inner Peace."""
    p = view["players"][seat]
    c = p["creatures"][slot]
    n = slot + 1
    rows = []
    if p["bank"]:
        rows.append((f"Spend a point ({p['bank']} banked) - for good:",
                     [Button(ATTR_GAIN[a], f"assign {n} {a}", f"{c['name']}: {ATTR_GAIN[a]}, for the rest of the game.",
                             enabled=f"assign {n} {a}" in legal) for a in ATTRS]))
    if any(a.startswith(("power ", "unpower ")) for a in legal):
        short = {"hp": "HP", "attack": "Attack", "defense": "Defense"}
        rows.append((f"Sigil of Power: place ({p['power_free']} free)",
                     [Button(f"+{short[a]}", f"power {n} {a}", f"Place a Power point on {c['name']}'s {short[a]}.",
                             enabled=f"power {n} {a}" in legal) for a in ATTRS]))
        rows.append(("Sigil of Power: lift",
                     [Button(f"\u2212{short[a]}", f"unpower {n} {a}", f"Lift a Power point off {c['name']}'s {short[a]}.",
                             enabled=f"unpower {n} {a}" in legal) for a in ATTRS]))
    if f"wisdom {n}" in legal:
        rows.append(("Sigil of Wisdom:", [Button("Give Inner Peace", f"wisdom {n}",
                                                 f"{c['name']} becomes the creature Inner Peace heals.")]))
    return rows


def _aiming_ascension(view: dict, legal: list[str], seat: int, names, picked: list[int]) -> Decision:
    chosen = ", ".join(names.of(s) for s in picked)
    d = Decision("turn", seat, "Ascension: click two players to swap their places",
                 f"Picked: {chosen}." if picked else "Click their pawns on the board or their panels.")
    pairs = [tuple(int(x) - 1 for x in a.split()[1:]) for a in legal if a.startswith("ascend ")]
    for s in range(len(view["players"])):
        if s in picked:
            continue
        if any(s in pair and all(x in pair for x in picked) for pair in pairs):
            d.pawns[s] = f"cmd:aim {s}"
    d.bar.append(Button("Cancel", "cmd:cancel", "Put the spell away (Esc)."))
    return d


# --- the move -------------------------------------------------------------------------------------------
def _move(view: dict, legal: list[str], seat: int, names) -> Decision:
    pend = view["pending"]
    if "rolls" in pend:
        d = Decision("use", seat, "Tailwind: which roll do you use?",
                     "Your two rolls are on the table: " + " and ".join(str(r) for r in pend["rolls"]) + ".")
        for a in legal:
            steps = int(a.split()[1])
            d.bar.append(Button(f"Move {steps}", a, f"Walk {plural(steps, 'space')}.", primary=True))
        return d
    left = pend.get("left", 0)
    d = Decision("go", seat, f"{names.of(seat)}: where to? {plural(left, 'step')} left",
                 "Click a marked space to walk there; point at one to see the way and its footsteps.")
    d.ways = rules.move_ends(view)
    return d


# --- encounters -----------------------------------------------------------------------------------------
PLACE_TITLES = {
    "shaman": ("the Shaman", "Heal for free, once this visit: a sure 50%, or a gamble."),
    "thieves": ("the Thieves' den", "Stake banked points and fight them, or walk on."),
    "warlord": ("A Warlord bars the way", "Challenge them for their sigil, or leave."),
    "colosseum": ("the Colosseum", "You hold all three sigils: enter the gauntlet?"),
    "target": ("players stand here", "Choose whom to attack."),
}


def _place(view: dict, legal: list[str], seat: int, names) -> Decision:
    phase = view["phase"]
    title, detail = PLACE_TITLES.get(phase, (phase.title(), ""))
    if phase == "target" and view["pending"].get("optional"):
        title, detail = "The Colosseum's runner is here", "You are Vigilant: challenge the runner, or leave them be."
    return Decision("place", seat, f"{names.full(seat)}: {title}", detail, card=phase)


def _keep(view: dict, legal: list[str], seat: int, names) -> Decision:
    offer = view["pending"]["offers"][0]
    full = "keep" not in legal
    detail = ("You hold three: replace one of them, or release the newcomer." if full
              else "Keep it with your creatures, or release it into the wild.")
    return Decision("keep", seat, f"{names.full(seat)}: keep {offer['name']}?", detail, card="keep")


# --- battles -------------------------------------------------------------------------------------------
def _battle(view: dict, legal: list[str], seat: int, names) -> Decision:
    b = view["battle"]
    me = b["mover"]
    stage = b["stage"]
    who = names.of(seat)
    if stage in ("pick", "replace"):
        title = f"{who}: pick the creature to open with" if stage == "pick" else f"{who}: send in another creature"
        d = Decision(stage, seat, title, "Click one of your creatures on the battle mat.")
        for a in legal:
            d.bench[(me, int(a.split()[1]) - 1)] = a
        return d
    if stage == "fortify":
        d = Decision("fortify", seat, f"{who}: Fortify - an opening defence",
                     "You were attacked: brace or dodge before the first blow, or stand ready. "
                     "Point at a button to see what it does.")
        d.battle.append(Button("Brace", "brace"))  # what it does shows over it (forecasts.py)
        if "dodge" in legal:
            d.battle.append(Button(forecasts.label("dodge", "Dodge", b), "dodge"))
        d.battle.append(Button("Ready", "ready", "No opening move: the battle begins.", primary=True))
        return d
    return _battle_actions(view, legal, seat, names, b, me)


#: The battle's actions in the order of their buttons: (label, primary). What each will do shows
#: over its button when pointed at (forecasts.py), so the buttons carry no tooltip of their own.
BATTLE_ACTIONS = {"strike": ("Strike", True), "meditate": ("Meditate", False), "brace": ("Brace", False),
                  "dodge": ("Dodge", False), "peace": ("Inner Peace", False), "catch": ("Catch", False),
                  "run": ("Run", False)}


def _battle_actions(view: dict, legal: list[str], seat: int, names, b: dict, me: int) -> Decision:
    npc = b["sides"][1]["seat"] < 0
    extra = f" ({b['extra'] + 1} actions in a row: Sigil of Speed)" if b["extra"] else ""
    d = Decision("act", seat, f"{names.of(seat)}: your move in the battle{extra}",
                 "Point at a button or a benched creature to see what it will do; click to do it.")
    for action, (label, primary) in BATTLE_ACTIONS.items():
        if action in legal:
            d.battle.append(Button(forecasts.label(action, label, b), action, primary=primary))
    if "forfeit" in legal:
        lose = ("You go Home; your sigils go to the victor." if not npc
                else "You go Home; your sigils go back to their Warlords.")
        d.battle.append(Button("Forfeit", "forfeit", "Give up the battle. " + lose, danger=True))
    for a in legal:
        if a.startswith("switch "):
            d.bench[(me, int(a.split()[1]) - 1)] = a
    return d


def switch_tip(creature: dict, npc: bool) -> str:
    tip = f"Switch to {creature['name']} (this uses your action)."
    if creature.get("ability"):
        tip += f" {ABILITY_NAMES.get(creature['ability'], '')}."
    return tip
