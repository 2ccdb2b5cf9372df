"""A Zvery battle, turn by turn (rulebook 3.1.2-3.1.10, rulings 10-23).

Each turn runs the rulebook's steps in order (`STAGES`): before roll, catch or combat (wild
battles), catch, creatures die, roll, after roll, combat, end of turn. Steps that need a
player's choice push a frame on `battle.frames` (a dict with a "kind"); `choices`, `choose` and
`describe` (its actions in the table's words) answer the top frame, and `advance` runs the steps
on until the next choice or the end of the battle. Frames are plain data, so a battle stops, saves
and clones anywhere.

Traits choose their own targets (a trait has no hand to point with): damage and stun go to the
opposing creature with the least health, "one" heals to the own creature with the least; the
first on a tie. Their dice keywords are the owner's choice, like a skill's.
"""
from __future__ import annotations

from ...core.choices import choice
from . import catching
from .content import Cost, Effect, Skill, Trait, content
from .keywords import KEYWORDS, DiceStep
from .meta import LIMITS
from .paying import Payment
from .state import DICE, Battle, Beast, Fighter, State, slot

MAX_TURNS = LIMITS["battle_turns"]  # ruling 32 (meta.py: the numbers a player is told)
STAGES = ("before_roll", "catch_choice", "die", "roll", "after_roll", "combat_start", "combat", "end",
          "end_done")  # each runs once; a stage that opened frames waits for them before the next


# --- the cards behind a fighter ---------------------------------------------------------------------------
def skill(key: str) -> Skill:
    card, _, index = key.rpartition("/")
    c = content()
    holder = c.abilities.get(card) or c.mutations[card]
    return holder.skills[int(index)]


def skill_keys(beast: Beast) -> list[str]:
    """Its abilities' skills, then those of the ability mutations on it."""
    c = content()
    cards = list(beast.abilities) + [m for m in beast.mutations if c.mutations[m].kind == "ability"]
    return [f"{card}/{i}" for card in cards for i in range(len((c.abilities.get(card) or c.mutations[card]).skills))]


def traits(f: Fighter) -> list[Trait]:
    c = content()
    return list(c.creatures[f.card].traits) + [t for m in f.upgrades for t in c.mutations[m].traits]


def fighter(side: int, owner: int, slot: int, beast: Beast) -> Fighter:
    c = content()
    upgrades = [m for m in beast.mutations if c.mutations[m].kind == "upgrade"]
    top = beast.max_health(c)
    f = Fighter(side, beast.card, owner, slot, skill_keys(beast), upgrades, top, top)
    for t in traits(f):
        if t.when == "always":
            setattr(f, t.effect.effect, getattr(f, t.effect.effect) + int(t.effect.amount))
    return f


# --- starting ---------------------------------------------------------------------------------------------
def start(state: State, kind: str, sides: list[tuple[int, list[Fighter]]], at_stake: list[str],
          ev: list[dict]) -> None:
    """sides: (controlling seat, fighters) for side 0 (who acts first) and side 1."""
    fighters = [f for _, team in sides for f in team]
    state.battle = Battle(kind, fighters, [seat for seat, _ in sides], at_stake=list(at_stake))
    ev.append({"type": "battle", "kind": kind, "seats": list(state.battle.seats),
               "fighters": [[f.side, f.card, f.health] for f in fighters], "at_stake": list(at_stake)})
    advance(state, ev)


def team(b: Battle, side: int) -> list[int]:
    """Indices of that side's fighters still in the battle."""
    return [i for i, f in enumerate(b.fighters) if f.side == side and f.in_battle]


# --- the steps ----------------------------------------------------------------------------------------------
def advance(state: State, ev: list[dict]) -> None:
    b = state.battle
    while not b.frames and b.stage != "over":
        stage = b.stage
        if stage == "before_roll":
            _traits(state, "before_roll", ev)
            b.stage = "catch_choice"
        elif stage == "catch_choice":
            b.stage = "die"
            if b.kind == "wild" and team(b, 1):
                b.frames.append({"kind": "catch_choice", "side": 0})
        elif stage == "die":
            _creatures_die(state, ev)
            if b.stage != "over":
                b.stage = "roll"
        elif stage == "roll":
            _roll(state, ev)
            b.stage = "after_roll"
        elif stage == "after_roll":
            _traits(state, "after_roll", ev)
            b.stage = "combat_start"
        elif stage == "combat_start":
            b.out, b.go, b.acted = [False, False], b.starter, False
            b.frames.append({"kind": "go", "side": b.go})
            b.stage = "combat"
        elif stage == "combat":  # both sides are out
            b.stage = "end"
        elif stage == "end":
            _traits(state, "end_of_turn", ev)
            b.stage = "end_done"
        elif stage == "end_done":
            _end_of_turn(state, ev)


def _traits(state: State, when: str, ev: list[dict]) -> None:
    b = state.battle
    for i, f in enumerate(b.fighters):
        if not f.in_battle:
            continue
        for t in traits(f):
            if t.when != when:
                continue
            if t.effect.effect in KEYWORDS:
                if b.pools[f.side]:
                    b.frames.insert(0, _keyword_frame(f.side, t.effect))
                continue
            for target in _auto_targets(b, i, t.effect):
                _apply(state, i, target, t.effect, 0, ev, trait=True)


def _auto_targets(b: Battle, user: int, e: Effect) -> list[int]:
    me = b.fighters[user]
    if e.target == "self" or e.effect in ("strength", "fortitude"):
        return [user]
    side = me.side if e.effect == "heal" else 1 - me.side
    pool = team(b, side)
    if not pool:
        return []
    if e.target == "all":
        return pool
    return [min(pool, key=lambda i: (b.fighters[i].health, i))]


def _creatures_die(state: State, ev: list[dict]) -> None:
    """Ruling 10: a creature at 0 or less now dies (unless healed above 0 since)."""
    b = state.battle
    for f in b.fighters:
        if f.in_battle and f.bleeding:
            f.gone = "dead"
            ev.append({"type": "dies", "card": f.card, "side": f.side})
            if b.kind == "wild" and f.side == 1:
                b.killed.append(content().creatures[f.card].level)
            elif b.kind == "wild":
                b.lost += 1
    _check_over(state, ev)


def _check_over(state: State, ev: list[dict]) -> None:
    """Ruling 23: a battle ends the moment one side has no creature left in it."""
    b = state.battle
    standing = [side for side in (0, 1) if team(b, side)]
    if len(standing) < 2:
        b.stage, b.frames = "over", []
        b.winner = standing[0] if standing else -1
        ev.append({"type": "battle_over", "winner": b.winner, "killed": list(b.killed), "caught": b.caught,
                   "lost": b.lost})


def _roll(state: State, ev: list[dict]) -> None:
    b = state.battle
    for side in (0, 1):
        if side == 0 and b.catching:
            b.pools[side] = []  # "If they tried to catch a creature this turn then they cannot roll dice"
            continue
        b.pools[side] = [state.rng.d6() for _ in range(DICE)]
        ev.append({"type": "roll", "seat": b.seats[side], "dice": list(b.pools[side])})


def _end_of_turn(state: State, ev: list[dict]) -> None:
    b = state.battle
    unused = [len(p) for p in b.pools]
    b.starter = 0 if unused[0] > unused[1] else 1 if unused[1] > unused[0] else 1 - b.starter  # ruling 12
    for f in b.fighters:
        f.used = []
    b.pools, b.catching = [[], []], False
    b.turn += 1
    b.stage = "before_roll"
    ev.append({"type": "turn_end", "next": b.starter, "turn": b.turn})
    if b.turn > MAX_TURNS:
        _time_up(state, ev)


def _time_up(state: State, ev: list[dict]) -> None:
    """Ruling 32: wild creatures still standing slip away (neither caught nor killed); in the
    final battle the side with more health left wins, side 0 on a tie."""
    b = state.battle
    left = [sum(max(b.fighters[i].health, 0) for i in team(b, side)) for side in (0, 1)]
    b.winner = 1 if b.kind == "wild" else (1 if left[1] > left[0] else 0)
    b.stage, b.frames = "over", []
    ev.append({"type": "battle_over", "winner": b.winner, "killed": list(b.killed), "caught": b.caught,
               "lost": b.lost, "time_up": True})


# --- decisions ------------------------------------------------------------------------------------------------
def to_move(state: State) -> int:
    b = state.battle
    return b.seats[b.frames[-1]["side"]]


def choices(state: State) -> list[str]:
    b = state.battle
    frame = b.frames[-1]
    return {"catch_choice": _catch_choices, "leave": _leave_choices, "go": _go_choices, "pay": _pay_choices,
            "unstun": _unstun_choices, "target": _target_choices, "keyword": _keyword_choices}[frame["kind"]](b, frame)


def choose(state: State, action: str, ev: list[dict]) -> None:
    b = state.battle
    frame = b.frames[-1]
    {"catch_choice": _catch, "leave": _leave, "go": _go, "pay": _pay, "unstun": _unstun, "target": _target,
     "keyword": _keyword}[frame["kind"]](state, frame, action, ev)
    advance(state, ev)


def describe(state: State, action: str) -> dict:
    """The top frame's action in the table's words, by the describer beside the frame's `choose`."""
    b = state.battle
    frame = b.frames[-1]
    return {"catch_choice": _catch_words, "leave": _leave_words, "go": _go_words, "pay": _pay_words,
            "unstun": _unstun_words, "target": _target_words, "keyword": _keyword_words}[frame["kind"]](b, frame, action)


def _name(b: Battle, i: int) -> str:
    return content().creatures[b.fighters[i].card].name


# catch or fight
def _catch_choices(b: Battle, frame: dict) -> list[str]:
    return [f"catch {i + 1}" for i in team(b, 1)] + ["fight"]


def _catch(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    b = state.battle
    b.frames.pop()
    if action == "fight":
        for f in b.fighters:
            f.catch_dice = []  # the dice come back for combat
        return
    i = slot(action)
    for j, f in enumerate(b.fighters):
        if j != i:
            f.catch_dice = []
    target = b.fighters[i]
    card = content().creatures[target.card]
    rolled = [state.rng.d6() for _ in range(catching.dice_to_roll(target.catch_dice))]
    b.catching = True
    success = catching.caught(card.catchrate, target.health, target.catch_dice, rolled)
    ev.append({"type": "catch", "card": target.card, "left": list(target.catch_dice), "rolled": rolled,
               "need": catching.threshold(card.catchrate, target.health), "caught": success})
    if success:
        target.gone, target.catch_dice = "caught", []
        b.caught += 1
        _joins_the_catcher(state, i, ev)
        _check_over(state, ev)
    elif rolled:
        b.frames.append({"kind": "leave", "side": 0, "target": i, "rolled": rolled})


def _catch_words(b: Battle, frame: dict, action: str) -> dict:
    if action == "fight":
        return choice(action, "fight", "Fight this turn (no catch)")
    i = slot(action)
    return choice(action, "catch", f"Try to catch {_name(b, i)}", {"creature": b.fighters[i].card})


def _joins_the_catcher(state: State, i: int, ev: list[dict]) -> None:
    """Ruling 17: a caught creature leaves the wild row at once and joins its catcher's roster
    with its ability (a fifth is released after the battle, ruling 7)."""
    seat = state.battle.seats[0]
    state.players[seat].roster.append(leave_the_row(state, i))
    ev.append({"type": "joins", "seat": seat, "card": state.battle.fighters[i].card})


def leave_the_row(state: State, i: int) -> Beast:
    """Take wild fighter i's creature out of the wild row (caught, or dead once the battle is
    over), so that it lies in one place only. The row closes up: the other wild fighters' slots
    follow their creatures, and this one's becomes -1."""
    b = state.battle
    gone = b.fighters[i]
    beast = state.wild.pop(gone.slot)
    for f in b.fighters:
        if f.owner < 0 and f.slot > gone.slot:
            f.slot -= 1
    gone.slot = -1
    return beast


def _leave_choices(b: Battle, frame: dict) -> list[str]:
    return [f"leave {k + 1}" for k in range(len(frame["rolled"]))] + ["done"]


def _leave(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    """After a failed catch: leave dice on the creature for the next attempt (ruling 15)."""
    if action == "done":
        state.battle.frames.pop()
        return
    k = slot(action)
    state.battle.fighters[frame["target"]].catch_dice.append(frame["rolled"].pop(k))
    if not frame["rolled"]:
        state.battle.frames.pop()


def _leave_words(b: Battle, frame: dict, action: str) -> dict:
    """The die named is one of the catch's rolled dice (`frame["rolled"]`), not a combat die."""
    if action == "done":
        return choice(action, "take_back", "Take the rest of the dice back")
    k, target = slot(action), frame["target"]
    return choice(action, "leave", f"Leave the {frame['rolled'][k]} on {_name(b, target)}",
                  {"die": k, "creature": b.fighters[target].card})


# a go in combat
def _usable(f: Fighter) -> bool:
    return f.in_battle and not f.bleeding and not f.stun


def _go_choices(b: Battle, frame: dict) -> list[str]:
    side, pool = frame["side"], b.pools[frame["side"]]
    out = []
    for i in team(b, side):
        f = b.fighters[i]
        if _usable(f):
            out += [f"use {i + 1} {k + 1}" for k, key in enumerate(f.skills)
                    if key not in f.used and _affordable(skill(key), pool)]
        if f.stun and sum(pool) >= f.stun:
            out.append(f"unstun {i + 1}")
    return out + ["pass"]


def _affordable(s: Skill, pool: list[int]) -> bool:
    from .dice import affordable

    return affordable(s.cost, pool)


def _go(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    b = state.battle
    word = action.split()[0]
    side = frame["side"]
    if word == "use":
        i, k = slot(action), slot(action, 2)
        b.frames.append({"kind": "pay", "side": side, "fighter": i, "skill": b.fighters[i].skills[k], "chosen": []})
    elif word == "unstun":
        b.frames.append({"kind": "unstun", "side": side, "fighter": slot(action), "chosen": []})
    else:
        _pass(b, side, ev)


def _go_words(b: Battle, frame: dict, action: str) -> dict:
    """A skill costs its dice (a powerup: their sum); lifting a stun costs dice summing its value.
    A pass without a skill used this go puts the side out, so its label says so."""
    word = action.split()[0]
    if word == "pass":
        return choice(action, "pass", "End your go" if b.acted else "Pass (you are out for the rest of the turn)")
    i = slot(action)
    f = b.fighters[i]
    if word == "unstun":
        return choice(action, "unstun", f"Lift the stun from {_name(b, i)}", {"creature": f.card}, {"dice_sum": f.stun})
    key = f.skills[slot(action, 2)]
    s = skill(key)
    return choice(action, "use", f"{_name(b, i)} uses {s.name}", {"creature": f.card, "skill": key}, _spends(s.cost))


def _spends(cost: Cost) -> dict[str, int]:
    """A skill's cost as the dice it spends: so many dice, or dice summing a powerup's total."""
    return {"dice_sum": cost.total} if cost.kind == "powerup" else {"dice": cost.slots}


def _pass(b: Battle, side: int, ev: list[dict]) -> None:
    """Hand over; a go without a skill puts the side out for the rest of the turn."""
    if not b.acted:
        b.out[side] = True
        ev.append({"type": "out", "seat": b.seats[side]})
    b.frames.pop()
    b.acted = False
    if all(b.out):
        return  # advance moves on to the end of the turn
    b.go = 1 - side if not b.out[1 - side] else side
    b.frames.append({"kind": "go", "side": b.go})


def _payment(frame: dict) -> Payment:
    return Payment(skill(frame["skill"]).cost, frame["chosen"])


def _pay_choices(b: Battle, frame: dict) -> list[str]:
    return _payment(frame).choices(b.pools[frame["side"]])


def _pay(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    b = state.battle
    pool = b.pools[frame["side"]]
    payment = _payment(frame)
    if action == "cancel":
        b.frames.pop()
        return
    if not payment.choose(pool, action):
        frame["chosen"] = payment.chosen
        return
    spent = payment.take(pool)
    user = b.fighters[frame["fighter"]]
    user.used.append(frame["skill"])
    b.acted = True
    s = skill(frame["skill"])
    ev.append({"type": "skill", "seat": b.seats[frame["side"]], "card": user.card, "skill": s.name, "dice": spent})
    b.frames.pop()
    _effects(state, frame["fighter"], list(s.effects), sum(spent), ev)


def _pay_words(b: Battle, frame: dict, action: str) -> dict:
    if action == "cancel":
        return choice(action, "cancel", "Cancel and give the dice back")
    k = slot(action)
    return choice(action, "pay", f"Pay with the {b.pools[frame['side']][k]}",
                  {"die": k, "creature": b.fighters[frame["fighter"]].card, "skill": frame["skill"]}, {"dice": 1})


def _unstun_choices(b: Battle, frame: dict) -> list[str]:
    pool = b.pools[frame["side"]]
    return [f"die {k + 1}" for k in range(len(pool)) if k not in frame["chosen"]] + ["cancel"]


def _unstun(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    """Ruling 21: unused dice summing to the stun's value or more take the stun off."""
    b = state.battle
    if action == "cancel":
        b.frames.pop()
        return
    frame["chosen"].append(slot(action))
    pool = b.pools[frame["side"]]
    f = b.fighters[frame["fighter"]]
    if sum(pool[k] for k in frame["chosen"]) >= f.stun:
        for k in sorted(frame["chosen"], reverse=True):
            del pool[k]
        ev.append({"type": "unstun", "card": f.card, "stun": f.stun})
        f.stun = 0
        b.frames.pop()


def _unstun_words(b: Battle, frame: dict, action: str) -> dict:
    if action == "cancel":
        return choice(action, "cancel", "Cancel and give the dice back")
    k = slot(action)
    return choice(action, "pay_stun", f"Pay the {b.pools[frame['side']][k]} towards the stun",
                  {"die": k, "creature": b.fighters[frame["fighter"]].card}, {"dice": 1})


# --- effects --------------------------------------------------------------------------------------------------
def _effects(state: State, user: int, effects: list[Effect], paid: int, ev: list[dict]) -> None:
    """Apply a skill's effects in order; one needing a choice waits in a frame with the rest."""
    b = state.battle
    while effects:
        e = effects.pop(0)
        side = b.fighters[user].side
        if e.effect in KEYWORDS:
            if effects:
                b.frames.append({"kind": "effects", "user": user, "effects": [_plain(x) for x in effects],
                                 "paid": paid, "side": side})
            b.frames.append(_keyword_frame(side, e))
            return
        if e.target == "one" and e.effect in ("damage", "stun", "heal"):
            b.frames.append({"kind": "target", "side": side, "user": user, "effect": _plain(e), "paid": paid,
                             "then": [_plain(x) for x in effects]})
            return
        for target in _auto_targets(b, user, e):
            _apply(state, user, target, e, paid, ev)


def _plain(e: Effect) -> dict:
    return {"effect": e.effect, "amount": e.amount, "target": e.target}


def _target_choices(b: Battle, frame: dict) -> list[str]:
    e = frame["effect"]
    me = b.fighters[frame["user"]].side
    side = me if e["effect"] == "heal" else 1 - me
    return [f"target {i + 1}" for i in team(b, side)]


def _target(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    b = state.battle
    b.frames.pop()
    e = Effect(**frame["effect"])
    _apply(state, frame["user"], slot(action), e, frame["paid"], ev)
    _effects(state, frame["user"], [Effect(**x) for x in frame["then"]], frame["paid"], ev)


def _target_words(b: Battle, frame: dict, action: str) -> dict:
    i = slot(action)
    return choice(action, "target", f"Aim at {_name(b, i)}", {"creature": b.fighters[i].card})


def _apply(state: State, user: int, target: int, e: Effect, paid: int, ev: list[dict], trait: bool = False) -> None:
    b = state.battle
    u, t = b.fighters[user], b.fighters[target]
    amount = paid if e.amount == "sum" else int(e.amount)
    if e.effect == "damage":
        dealt = hit(amount, u.strength, t.fortitude)
        t.health -= dealt
        ev.append({"type": "damage", "from": u.card, "to": t.card, "amount": dealt, "health": t.health, "trait": trait})
    elif e.effect == "heal":
        before = t.health
        t.health = healed(t.health, t.top, amount)
        ev.append({"type": "heal", "to": t.card, "amount": t.health - before, "health": t.health, "trait": trait})
    elif e.effect == "stun":
        t.stun = max(t.stun, amount)
        ev.append({"type": "stun", "to": t.card, "stun": t.stun, "trait": trait})
    else:  # strength / fortitude for the rest of the battle
        setattr(t, e.effect, getattr(t, e.effect) + amount)
        ev.append({"type": e.effect, "to": t.card, "amount": amount, "trait": trait})


def hit(amount: int, strength: int, fortitude: int) -> int:
    """Ruling 22: the damage a hit deals - its amount plus the attacker's strength, less the
    target's fortitude - never below 0."""
    return max(0, amount + strength - fortitude)


def healed(health: int, top: int, amount: int) -> int:
    """Ruling 8: health after a heal, never above what the creature had at the battle's start."""
    return min(top, health + amount)


# dice keywords
def _keyword_frame(side: int, e: Effect) -> dict:
    return {"kind": "keyword", "side": side, "keyword": e.effect, "left": int(e.amount), "picked": -1}


def _step(frame: dict) -> DiceStep:
    return DiceStep(frame["keyword"], frame["left"], frame["picked"])


def _keyword_choices(b: Battle, frame: dict) -> list[str]:
    return _step(frame).choices(b.pools[frame["side"]])


def _keyword(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    b = state.battle
    step = _step(frame)
    done = step.choose(b.pools[frame["side"]], action)
    frame["left"], frame["picked"] = step.left, step.picked
    ev.append({"type": "dice", "seat": b.seats[frame["side"]], "keyword": frame["keyword"],
               "dice": list(b.pools[frame["side"]])})
    if not done and step.choices(b.pools[frame["side"]]) not in ([], ["done"]):
        return
    b.frames.pop()
    if b.frames and b.frames[-1]["kind"] == "effects":
        rest = b.frames.pop()
        _effects(state, rest["user"], [Effect(**x) for x in rest["effects"]], rest["paid"], ev)


def _keyword_words(b: Battle, frame: dict, action: str) -> dict:
    """"Shatter the 6", "Fuse the 4 with the 5", "Set the 2 to 6"; "done" stops the keyword early."""
    word, keyword, pool = action.split()[0], frame["keyword"], b.pools[frame["side"]]
    if word == "done":
        return choice(action, "stop", f"Stop here: leave the rest of the {keyword} unused")
    if word == "value":
        face = int(action.split()[1])
        return choice(action, "set_value", f"Set the {pool[frame['picked']]} to {face}",
                      {"die": frame["picked"], "face": face})
    k = slot(action)
    label = f"{keyword.capitalize()} the {pool[k]}"
    if keyword == "fuse" and frame["picked"] >= 0:
        label += f" with the {pool[frame['picked']]}"
    return choice(action, keyword, label, {"die": k})
