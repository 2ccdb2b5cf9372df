"""What the table offers right now: the engine's view and legal actions, read into a Decision.

The engine asks one thing at a time - a starter, a wild creature, a skill, a die for a cost,
a target, a mutation, a creature to carry it - as small action strings. A Decision says, for
the table, who is asked, the banner's words, the buttons of the moment, and which things on
the table are clickable and what a click sends: a card in the market, a fighter, a skill, a
die in the tray. Nothing here decides a rule; everything clickable comes from the legal
actions, so the table can never offer a move the engine would refuse.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from ..choice import Button
from . import preview, words


@dataclass
class Decision:
    kind: str
    seat: int | None
    title: str
    detail: str = ""
    bar: list[Button] = field(default_factory=list)
    picks: dict[tuple, str] = field(default_factory=dict)  # ("wild", i), ("roster", seat, i), ("fighter", i), ...
    marked: set[tuple] = field(default_factory=set)  # things already chosen (pending picks)
    skills: dict[tuple[int, int], str] = field(default_factory=dict)  # (fighter, skill index) -> "use F K"
    dice: dict[int, str] = field(default_factory=dict)  # pool index -> "die N" / "leave N"
    pool_side: int | None = None  # whose dice the tray offers (a battle side)
    paying: dict | None = None  # the pay frame: fighter, skill, chosen
    values: list[int] = field(default_factory=list)  # "set": the values offered once a die is picked


def decide(view: dict, legal: list[str], mover: int | None, names, human: bool) -> Decision:
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        if not winners:
            return Decision("over", None, "The game is over", "")
        return Decision("over", winners[0], f"{names.of(winners[0])} wins the final battle!",
                        "The game is over: look over the table, or see the result.")
    who = names.of(mover)
    if not human:
        return Decision("wait", mover, f"{who} is thinking...", "The computer plays its move.")
    phase = view["phase"]
    if phase == "battle":
        return _battle(view, legal, mover, who)
    return {"starter": _starter, "choose": _choose, "release": _release, "draft": _draft,
            "place": _place}[phase](view, legal, mover, who)


# --- between battles ---------------------------------------------------------------------------------------
def _starter(view, legal, mover, who) -> Decision:
    d = Decision("starter", mover, f"{who}: choose your starter",
                 "Click one of the level-2 creatures. It comes with the first ability of its type.")
    for i, card in enumerate(view["starters"]):
        if f"starter {card}" in legal:
            d.picks[("starter", i)] = f"starter {card}"
    return d


def _choose(view, legal, mover, who) -> Decision:
    p = view["pending"]
    step = p["step"]
    d = Decision("choose_" + step, mover, "")
    d.marked = {("wild", i) for i in p["wild"]} | {("roster", mover, i) for i in p["own"]} | {
        ("mutation", i) for i in p["stake"]}
    for action in legal:
        word, _, arg = action.partition(" ")
        if word == "wild":
            d.picks[("wild", int(arg) - 1)] = action
        elif word == "field":
            d.picks[("roster", mover, int(arg) - 1)] = action
        elif word == "stake":
            d.picks[("mutation", int(arg) - 1)] = action
    other = "the other player"
    chosen = ", ".join(words.creature_name(view["wild"][i]["card"]) for i in p["wild"])
    if step == "wild":
        d.title = f"{who}: choose the wild creatures to battle"
        d.detail = (f"Click one or two of the wild creatures; {other} will play them. "
                    "A caught creature joins you; every level beaten earns mutations.")
        if chosen:
            d.detail = (f"Chosen: {chosen}. Click another to fight both, or Battle these." if d.picks else
                        f"Chosen: {chosen}. Battle these.")
        if "done" in legal:
            d.bar.append(Button("Battle these", "done", primary=True))
    elif step == "own":
        d.title = f"{who}: choose your fighters"
        mine = ", ".join(words.creature_name(view["players"][mover]["roster"][i]["card"]) for i in p["own"])
        d.detail = (f"Against {chosen}: click one or two of your creatures to send into the battle." if not mine else
                    f"Sending {mine}. Click another to send both, or These fight.")
        if "done" in legal:
            d.bar.append(Button("These fight", "done", primary=True))
    else:
        need = _stake_count(view)
        d.title = f"{who}: choose the mutations at stake"
        left = need - len(p["stake"])
        which = f"{left} more" if p["stake"] else ("one" if left == 1 else str(left))
        d.detail = (f"Click {which} of the face-up mutations: the battle's rewards are picked from these first.")
    return d


def _stake_count(view) -> int:
    c = api.catalog("zvery")
    levels = sum(c.creatures[view["wild"][i]["card"]].level for i in view["pending"]["wild"])
    return min(levels, 3, len(view["open_mutations"]))


def _release(view, legal, mover, who) -> Decision:
    d = Decision("release", mover, f"{who}: release one creature",
                 "A player keeps at most four creatures: click the one to let go (it goes to the discard pile).")
    for action in legal:
        d.picks[("roster", mover, int(action.split()[1]) - 1)] = action
    return d


def _draft(view, legal, mover, who) -> Decision:
    p = view["pending"]
    left = sum(1 for s in p["order"] if s == mover)
    d = Decision("draft", mover, f"{who}: take a mutation",
                 f"Click one of the mutations won in the battle ({left} to take in all, turns alternate).")
    for action in legal:
        d.picks[("prize", int(action.split()[1]) - 1)] = action
    return d


def _place(view, legal, mover, who) -> Decision:
    card = view["pending"]["got"][mover][0]
    name = api.catalog("zvery").mutations[card].name
    d = Decision("place", mover, f"{who}: place {name}",
                 "Click the creature to carry it (any mutation fits any creature, for good) or discard it.")
    for action in legal:
        if action.startswith("place"):
            d.picks[("roster", mover, int(action.split()[1]) - 1)] = action
    d.bar.append(Button("Discard it", "discard", danger=True))
    return d


# --- in a battle -------------------------------------------------------------------------------------------
def _battle(view, legal, mover, who) -> Decision:
    b = view["battle"]
    frame = b["frames"][-1]
    kind = frame["kind"]
    side = frame["side"]
    d = Decision(kind, mover, "", pool_side=side)
    names = [api.catalog("zvery").creatures[f["card"]].name for f in b["fighters"]]
    if kind == "catch_choice":
        d.title = f"{who}: catch or fight?"
        d.detail = ("Click a wild creature to throw the catch dice at it (its chance is on it; no combat dice for "
                    "you this turn), or Fight.")
        d.pool_side = None
        for action in legal:
            if action.startswith("catch"):
                d.picks[("fighter", int(action.split()[1]) - 1)] = action
        d.bar.append(Button("Fight", "fight", "Roll your dice for combat this turn", primary=True))
    elif kind == "leave":
        target = names[frame["target"]]
        d.title = f"{who}: leave dice on {target}?"
        d.detail = ("The catch failed. Click dice to leave on it: they count towards your next try, which rolls "
                    "only the others.")
        d.pool_side = None
        for action in legal:
            if action.startswith("leave"):
                d.dice[int(action.split()[1]) - 1] = action
        d.bar.append(Button("Keep none", "done", "Take the rest of the dice back", primary=True))
    elif kind == "go":
        _go(d, b, legal, who, side)
    elif kind == "pay":
        f = b["fighters"][frame["fighter"]]
        s = words.skill_of(frame["skill"])
        d.title = f"{who}: pay for {s.name}"
        will = preview.skill_forecast(b, frame["fighter"], frame["skill"], None)
        d.detail = f"Cost: {words.cost_text(s.cost)} - click or drag dice onto its slots. It will do: {will}."
        d.paying = {"fighter": frame["fighter"], "skill": frame["skill"], "chosen": list(frame["chosen"]),
                    "index": f["skills"].index(frame["skill"])}
        for action in legal:
            if action.startswith("die"):
                d.dice[int(action.split()[1]) - 1] = action
        d.bar.append(Button("Cancel", "cancel", "Choose again"))
    elif kind == "unstun":
        f = b["fighters"][frame["fighter"]]
        chosen = sum(b["pools"][side][k] for k in frame["chosen"])
        d.title = f"{who}: shake off the stun"
        d.detail = f"Click unused dice summing {f['stun']} or more ({chosen} so far) to free {names[frame['fighter']]}."
        for action in legal:
            if action.startswith("die"):
                d.dice[int(action.split()[1]) - 1] = action
        d.bar.append(Button("Cancel", "cancel", "Keep the dice"))
    elif kind == "target":
        e = frame["effect"]
        d.title = f"{who}: choose the target"
        d.detail = f"{names[frame['user']]}: {words.effect_text_of(e)}. Click the creature."
        for action in legal:
            d.picks[("fighter", int(action.split()[1]) - 1)] = action
    elif kind == "keyword":
        _keyword(d, frame, legal, who)
    return d


def _go(d: Decision, b: dict, legal: list[str], who: str, side: int) -> None:
    names = [api.catalog("zvery").creatures[f["card"]].name for f in b["fighters"]]
    pool = b["pools"][side]
    for action in legal:
        word, *args = action.split()
        if word == "use":
            d.skills[(int(args[0]) - 1, int(args[1]) - 1)] = action
        elif word == "unstun":
            i = int(args[0]) - 1
            d.bar.append(Button(f"Unstun {names[i]}", action, "Spend dice summing the stun's value to remove it"))
    label = "Pass" if not b["acted"] else "End my go"
    tip = ("Hand over; with no skill used this go you are out for the rest of the turn" if not b["acted"]
           else "Hand over to the other side")
    d.bar.append(Button(label, "pass", tip, primary=not d.skills, danger=bool(d.skills) and not b["acted"]))
    d.title, d.detail = _go_words(who, b, pool, len({f for f, _ in d.skills}), len(d.skills),
                                  any(a.startswith("unstun") for a in legal))


def _go_words(who: str, b: dict, pool: list[int], users: int, ready: int, unstun: bool) -> tuple[str, str]:
    """The banner for a go, asking only for what the legal actions allow: a ready skill when one
    can be paid, a stun to shake off when the dice reach it, else just the pass."""
    dice = f"{len(pool)} unused {'die' if len(pool) == 1 else 'dice'}" if pool else "No dice left"
    title = f"{who}: your go" if not b["acted"] else f"{who}: another skill, or end your go"
    if ready:
        skills = "a lit skill" if ready == 1 else f"one of the {ready} lit skills"
        what = f"{dice}: click {skills}, or drag a die onto its slots"
        if users > 1:
            what += " (click a creature for its skills)"
        if unstun:
            what += "; or shake off a stun"
    elif unstun:
        what = f"{dice}: no skill can be paid, but the dice can shake off a stun"
    else:
        title = f"{who}: nothing to pay - pass" if not b["acted"] else f"{who}: end your go"
        what = f"{dice}: no ready skill can be paid with {'them' if len(pool) != 1 else 'it'}" if pool else dice
    if b["acted"]:
        return title, what + "; or end the go."
    return title, what + (". A pass now puts you out for this turn." if not ready else "; a pass puts you out for this turn.")


#: What a dice keyword asks of the player, in the banner's one line (the whole rule is its tooltip).
KEYWORD_ASKS = {
    "shatter": "Click one of your dice to split it in two (a 6 gives 3 and 3, a 5 gives 2 and 3)",
    "fuse": "Click two of your dice to merge them into one showing their sum (less 6 if over 6)",
    "set": "Click one of your dice, then the face it turns to",
    "increment": "Click one of your dice to add 1 to it (a 6 stays a 6)",
    "decrement": "Click one of your dice to take 1 off it (a 1 stays a 1)",
}


def _keyword(d: Decision, frame: dict, legal: list[str], who: str) -> None:
    word = frame["keyword"]
    left = frame["left"]
    d.title = f"{who}: {word} ({left} to go)"
    d.detail = KEYWORD_ASKS.get(word, words.KEYWORD_TIPS.get(word, "")) + " - or Stop here."
    if word == "fuse" and frame.get("picked", -1) >= 0:
        d.detail = "Now click the second die to merge with the first - or Stop here."
    for action in legal:
        verb, _, arg = action.partition(" ")
        if verb == "die":
            d.dice[int(arg) - 1] = action
        elif verb == "value":
            d.values.append(int(arg))
    if d.values:
        d.title = f"{who}: set the die to..."
        for v in d.values:
            d.bar.append(Button(str(v), f"value {v}"))
    if "done" in legal:
        d.bar.append(Button("Stop here", "done"))
