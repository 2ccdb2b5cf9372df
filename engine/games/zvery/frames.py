"""The decisions a Zvery battle waits for: the kinds of frame on `battle.frames` (battle.py).

A battle stops whenever a player must choose: catch or fight, the dice to leave on a creature
after a missed catch, a go in combat (a skill, lifting a stun, or the pass), a skill's cost paid
die by die, the creature a skill is aimed at, the dice a keyword changes. Each is a kind of
decision (engine/core/decisions.py, registered in kinds.py) whose frame - the plain dict on top
of the stack - holds what it needs. Here each kind keeps together its answers (`*_choices`), what
an answer does, the answer in words (`describe_*`), the question (`*_prompt`) and what the table
needs to draw it (`*_about`: a battle hides nothing, so every fact of the frame may be told).
After any answer the battle runs on (`battle.advance`) to its next decision.
"""
from __future__ import annotations

from functools import lru_cache

from ...core.choices import choice
from ...core.messages import listing, msg, plural, term
from ...core.messages import seat as seat_of
from ...core.untold import UNTOLD
from . import catching
from .battle import (
    advance,
    apply_effect,
    check_over,
    effect_words,
    leave_the_row,
    run_effects,
    semicolons,
    skill,
    team,
    usable,
)
from .content import Cost, Effect, content
from .dice import REMEMBERED, cost_words, payable
from .keywords import DiceStep
from .kinds import KINDS
from .paying import Payment, offered
from .state import Battle, Fighter, State, slot


def _who(state: State, frame: dict) -> dict:
    """The seat deciding, as a message parameter."""
    return seat_of(state.battle.seats[frame["side"]])


def _creature(b: Battle, i: int) -> dict:
    return term("creature", b.fighters[i].card)


def _side(state: State, frame: dict) -> dict:
    """The battle side deciding: what every battle decision tells the table first."""
    return {"side": frame["side"]}


# --- catch or fight ------------------------------------------------------------------------------------------
def catch_choices(state: State, frame: dict) -> list[str]:
    return [f"catch {i + 1}" for i in team(state.battle, 1)] + ["fight"]


def catch(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    """Rulings 15-18: a catch rolls the dice not left on the creature; a miss may leave dice on it."""
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
    if ev is not UNTOLD:
        ev.append({"type": "catch", "card": target.card, "left": list(target.catch_dice), "rolled": list(rolled),
                   "need": catching.threshold(card.catchrate, target.health), "caught": success,
                   "seat": b.seats[0], "catchrate": card.catchrate, "health": max(target.health, 0),
                   "total": sum(target.catch_dice) + sum(rolled), "other": b.seats[1]})
    if success:
        target.gone, target.catch_dice = "caught", []
        b.caught += 1
        _joins_the_catcher(state, i, ev)
        check_over(state, ev)
    elif rolled:
        b.frames.append({"kind": "leave", "side": 0, "target": i, "rolled": rolled})


def _joins_the_catcher(state: State, i: int, ev: list[dict]) -> None:
    """Ruling 17: a caught creature leaves the wild row at once and joins its catcher's roster
    with its ability (a fifth is released after the battle, ruling 7)."""
    seat = state.battle.seats[0]
    state.players[seat].roster.append(leave_the_row(state, i))
    ev.append({"type": "joins", "seat": seat, "card": state.battle.fighters[i].card})


def describe_catch(state: State, frame: dict, action: str) -> dict:
    if action == "fight":
        return choice(action, "fight", msg("Fight this turn (no catch)"))
    b, i = state.battle, slot(action)
    return choice(action, "catch", msg("Try to catch {creature}", creature=_creature(b, i)),
                  {"creature": b.fighters[i].card})


def catch_prompt(state: State, frame: dict) -> dict:
    return msg("{seat}: catch or fight?", seat=_who(state, frame))


# --- dice left on a creature after a missed catch ----------------------------------------------------------
def leave_choices(state: State, frame: dict) -> list[str]:
    return [f"leave {k + 1}" for k in range(len(frame["rolled"]))] + ["done"]


def leave(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    """After a failed catch: leave dice on the creature for the next attempt (ruling 15)."""
    if action == "done":
        state.battle.frames.pop()
        return
    state.battle.fighters[frame["target"]].catch_dice.append(frame["rolled"].pop(slot(action)))
    if not frame["rolled"]:
        state.battle.frames.pop()


def describe_leave(state: State, frame: dict, action: str) -> dict:
    """The die named is one of the catch's rolled dice (`rolled` in the about), not a combat die."""
    if action == "done":
        return choice(action, "take_back", msg("Take the rest of the dice back"))
    b, k, target = state.battle, slot(action), frame["target"]
    return choice(action, "leave", msg("Leave the {value} on {creature}", value=frame["rolled"][k],
                                       creature=_creature(b, target)),
                  {"die": k, "creature": b.fighters[target].card})


def leave_prompt(state: State, frame: dict) -> dict:
    return msg("{seat}: leave dice on {creature}?", seat=_who(state, frame),
               creature=_creature(state.battle, frame["target"]))


def leave_about(state: State, frame: dict) -> dict:
    """The missed throw's dice still to leave or take back, and the creature they would stay on."""
    return {**_side(state, frame), "fighter": frame["target"], "rolled": list(frame["rolled"])}


# --- a go in combat ----------------------------------------------------------------------------------------
def go_choices(state: State, frame: dict) -> list[str]:
    b = state.battle
    side, pool = frame["side"], b.pools[frame["side"]]
    payable, total = _payable_from(tuple(sorted(pool))), sum(pool)
    out = []
    for i in team(b, side):
        f = b.fighters[i]
        if usable(f):
            used, uses = f.used, _go_actions(i, len(f.skills))
            out += [uses[k] for k, key in enumerate(f.skills) if key not in used and payable[key]]
        if f.stun and total >= f.stun:
            out.append(_go_actions(i, 0)[-1])
    out.append("pass")
    return out


@lru_cache(maxsize=REMEMBERED)
def _go_actions(i: int, skills: int) -> tuple[str, ...]:
    """Fighter i's "use" actions, one per skill, then its "unstun": written once, not at every
    go (a go is asked for in a quarter of a random game's actions, and writing each action
    anew was a third of it)."""
    return (*(f"use {i + 1} {k + 1}" for k in range(skills)), f"unstun {i + 1}")


class _Payable(dict):
    """Whether a pool of dice can pay a skill, by the skill's key: worked out the first time a
    skill is asked about (`dice.payable`, by its cost), then kept. A go asks it of every skill of
    every creature on its side (two fifths of a random game's time when each was worked out);
    the answer depends on nothing but the skill and the pool's values, and the same few
    hundred pools of d6 come back again and again (`_payable_from`)."""

    def __init__(self, values: tuple[int, ...]) -> None:
        super().__init__()
        self.values = values

    def __missing__(self, key: str) -> bool:
        answer = self[key] = payable(skill(key).cost, self.values)
        return answer


@lru_cache(maxsize=REMEMBERED)
def _payable_from(values: tuple[int, ...]) -> _Payable:
    """The answers for a pool of these values (sorted), kept for the pools met most lately."""
    return _Payable(values)


def go(state: State, frame: dict, action: str, ev: list[dict]) -> None:
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


def _pass(b: Battle, side: int, ev: list[dict]) -> None:
    """Hand over; a go without a skill puts the side out for the rest of the turn."""
    if not b.acted:
        b.out[side] = True
        if ev is not UNTOLD:
            ev.append({"type": "out", "seat": b.seats[side]})
    b.frames.pop()
    b.acted = False
    if all(b.out):
        return  # advance moves on to the end of the turn
    b.go = 1 - side if not b.out[1 - side] else side
    b.frames.append({"kind": "go", "side": b.go})


def describe_go(state: State, frame: dict, action: str) -> dict:
    """A skill costs its dice (a powerup: their sum); lifting a stun costs dice summing its value.
    A pass without a skill used this go puts the side out, so its words say so."""
    b = state.battle
    word = action.split()[0]
    if word == "pass":
        return choice(action, "pass", msg("End your go") if b.acted else
                      msg("Pass (you are out for the rest of the turn)"))
    i = slot(action)
    f = b.fighters[i]
    if word == "unstun":
        return choice(action, "unstun", msg("Lift the stun from {creature}", creature=_creature(b, i)),
                      {"creature": f.card}, {"dice_sum": f.stun})
    key = f.skills[slot(action, 2)]
    return choice(action, "use", msg("{creature} uses {skill}", creature=_creature(b, i), skill=term("skill", key)),
                  {"creature": f.card, "skill": key}, _spends(skill(key).cost))


def _spends(cost: Cost) -> dict[str, int]:
    """A skill's cost as the dice it spends: so many dice, or dice summing a powerup's total."""
    return {"dice_sum": cost.total} if cost.kind == "powerup" else {"dice": cost.slots}


def go_prompt(state: State, frame: dict) -> dict:
    """The go asks only for what can be done: a skill or a stun to shake off, else the pass -
    saying why nothing else can be done (a creature bleeding out is not a die too few)."""
    who, acted = _who(state, frame), state.battle.acted
    if go_choices(state, frame) == ["pass"]:
        why = _why_nothing(state.battle, frame["side"])
        return msg("{seat}: nothing more to pay ({why}) - end your go", seat=who, why=why) if acted else \
            msg("{seat}: nothing to pay ({why}) - pass", seat=who, why=why)
    return msg("{seat}: another skill, or end your go", seat=who) if acted else msg("{seat}: your go", seat=who)


def go_forced(state: State, frame: dict) -> dict:
    """A go with nothing but the pass is a formality: the table passes for the player and logs why."""
    b = state.battle
    who, why = _who(state, frame), _why_nothing(b, frame["side"])
    return msg("Nothing more can be paid ({why}): {seat} ends the go.", seat=who, why=why) if b.acted else \
        msg("Nothing can be paid ({why}): {seat} passes.", seat=who, why=why)


def _why_nothing(b: Battle, side: int) -> dict:
    """Why `side` can use no skill and lift no stun: no dice at all, else what keeps each of its
    creatures idle. (The prompt once said "nothing to pay" of a creature bleeding out.)"""
    pool = b.pools[side]
    if not pool:
        return msg("no combat dice after a catch this turn") if side == 0 and b.catching else \
            msg("no unused dice left")
    return semicolons([_idle(b.fighters[i], pool) for i in team(b, side)])


def _idle(f: Fighter, pool: list[int]) -> dict:
    """What keeps one creature from acting, given that nothing it could do is affordable."""
    creature = term("creature", f.card)
    if f.bleeding:
        return msg("{creature} is bleeding out at {health} health and can use no skill", creature=creature,
                   health=f.health)
    if f.stun:
        return msg("{creature} carries stun {stun} and the dice left sum only {total}", creature=creature,
                   stun=f.stun, total=sum(pool))
    if all(key in f.used for key in f.skills):
        return msg("{creature} has used each of its skills this turn", creature=creature)
    return msg("{creature}'s unused skills cannot be paid with {dice}", creature=creature, dice=listing(list(pool)))


# --- paying a skill, die by die (paying.py) ----------------------------------------------------------------
def _payment(frame: dict) -> Payment:
    return Payment(skill(frame["skill"]).cost, frame["chosen"])


def pay_choices(state: State, frame: dict) -> list[str]:
    return offered(skill(frame["skill"]).cost, frame["chosen"], state.battle.pools[frame["side"]])


def pay(state: State, frame: dict, action: str, ev: list[dict]) -> None:
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
    if ev is not UNTOLD:
        ev.append({"type": "skill", "seat": b.seats[frame["side"]], "card": user.card, "skill": frame["skill"],
                   "dice": spent, "owner": user.owner})
    b.frames.pop()
    run_effects(state, frame["fighter"], list(s.effects), sum(spent), ev)


def describe_pay(state: State, frame: dict, action: str) -> dict:
    if action == "cancel":
        return choice(action, "cancel", msg("Cancel and give the dice back"))
    b, k = state.battle, slot(action)
    return choice(action, "pay", msg("Pay with the {value}", value=b.pools[frame["side"]][k]),
                  {"die": k, "creature": b.fighters[frame["fighter"]].card, "skill": frame["skill"]}, {"dice": 1})


def pay_prompt(state: State, frame: dict) -> dict:
    return msg("{seat}: pay {cost} for {skill}", seat=_who(state, frame), cost=cost_words(skill(frame["skill"]).cost),
               skill=term("skill", frame["skill"]))


def pay_about(state: State, frame: dict) -> dict:
    """The skill being paid, whose it is, and the dice placed on its cost so far (pool indexes)."""
    return {**_side(state, frame), "fighter": frame["fighter"], "skill": frame["skill"], "chosen": list(frame["chosen"])}


# --- shaking off a stun ------------------------------------------------------------------------------------
def unstun_choices(state: State, frame: dict) -> list[str]:
    pool = state.battle.pools[frame["side"]]
    return [f"die {k + 1}" for k in range(len(pool)) if k not in frame["chosen"]] + ["cancel"]


def unstun(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    """Ruling 21: unused dice summing to the stun's value or more take the stun off."""
    b = state.battle
    if action == "cancel":
        b.frames.pop()
        return
    frame["chosen"].append(slot(action))
    pool = b.pools[frame["side"]]
    f = b.fighters[frame["fighter"]]
    if _frees(f.stun, _paid(pool, frame)):
        paid = [pool[k] for k in frame["chosen"]]
        for k in sorted(frame["chosen"], reverse=True):
            del pool[k]
        if ev is not UNTOLD:
            ev.append({"type": "unstun", "card": f.card, "stun": f.stun, "seat": b.seats[frame["side"]], "dice": paid})
        f.stun = 0
        b.frames.pop()


def _paid(pool: list[int], frame: dict) -> int:
    return sum(pool[k] for k in frame["chosen"])


def _frees(stun: int, paid: int) -> bool:
    return paid >= stun


def describe_unstun(state: State, frame: dict, action: str) -> dict:
    if action == "cancel":
        return choice(action, "cancel", msg("Cancel and give the dice back"))
    b, k = state.battle, slot(action)
    return choice(action, "pay_stun", msg("Pay the {value} towards the stun", value=b.pools[frame["side"]][k]),
                  {"die": k, "creature": b.fighters[frame["fighter"]].card}, {"dice": 1})


def unstun_prompt(state: State, frame: dict) -> dict:
    return msg("{seat}: shake off the stun", seat=_who(state, frame))


def unstun_about(state: State, frame: dict) -> dict:
    """The stunned creature, its stun, the dice paid towards it so far and their sum, and which
    of the other dice would free it now (ruling 21), so a table never sums a stun itself."""
    b = state.battle
    pool, stun = b.pools[frame["side"]], b.fighters[frame["fighter"]].stun
    paid = _paid(pool, frame)
    frees = [k for k, v in enumerate(pool) if k not in frame["chosen"] and _frees(stun, paid + v)]
    return {**_side(state, frame), "fighter": frame["fighter"], "stun": stun, "chosen": list(frame["chosen"]),
            "paid": paid, "frees": frees}


# --- aiming an effect at one creature ----------------------------------------------------------------------
def target_choices(state: State, frame: dict) -> list[str]:
    b, e = state.battle, frame["effect"]
    me = b.fighters[frame["user"]].side
    return [f"target {i + 1}" for i in team(b, me if e["effect"] == "heal" else 1 - me)]


def target(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    state.battle.frames.pop()
    apply_effect(state, frame["user"], slot(action), Effect(**frame["effect"]), frame["paid"], ev)
    run_effects(state, frame["user"], [Effect(**x) for x in frame["then"]], frame["paid"], ev)


def describe_target(state: State, frame: dict, action: str) -> dict:
    """"Aim 5 damage at Sludge Pup" (an amount that is the dice paid is told as their sum)."""
    b, i, e = state.battle, slot(action), frame["effect"]
    aimed = Effect(e["effect"], frame["paid"] if e["amount"] == "sum" else e["amount"], e["target"])
    return choice(action, "target", msg("Aim {effect} at {creature}", effect=effect_words(aimed), creature=_creature(b, i)),
                  {"creature": b.fighters[i].card})


def target_prompt(state: State, frame: dict) -> dict:
    return msg("{seat}: choose the target", seat=_who(state, frame))


def target_forced(state: State, frame: dict) -> dict:
    """One creature in reach: the aim is a formality, taken for the player."""
    [action] = target_choices(state, frame)
    return msg("Only {creature} is in reach: {seat} aims at it.", creature=_creature(state.battle, slot(action)),
               seat=_who(state, frame))


def target_about(state: State, frame: dict) -> dict:
    """The creature aiming, the effect to aim and the dice paid for it (for a forecast per target)."""
    return {**_side(state, frame), "user": frame["user"], "effect": dict(frame["effect"]), "paid": frame["paid"]}


# --- a dice keyword (keywords.py) --------------------------------------------------------------------------
def _step(frame: dict) -> DiceStep:
    return DiceStep(frame["keyword"], frame["left"], frame["picked"])


def keyword_choices(state: State, frame: dict) -> list[str]:
    return _step(frame).choices(state.battle.pools[frame["side"]])


def keyword(state: State, frame: dict, action: str, ev: list[dict]) -> None:
    b = state.battle
    step = _step(frame)
    before = list(b.pools[frame["side"]])  # the event tells the dice before and after (which one changed)
    done = step.choose(b.pools[frame["side"]], action)
    frame["left"], frame["picked"] = step.left, step.picked
    if ev is not UNTOLD:
        ev.append({"type": "dice", "seat": b.seats[frame["side"]], "keyword": frame["keyword"],
                   "dice": list(b.pools[frame["side"]]), "before": before})
    if not done and step.choices(b.pools[frame["side"]]) not in ([], ["done"]):
        return
    b.frames.pop()
    if b.frames and b.frames[-1]["kind"] == "effects":
        rest = b.frames.pop()
        run_effects(state, rest["user"], [Effect(**x) for x in rest["effects"]], rest["paid"], ev)


def describe_keyword(state: State, frame: dict, action: str) -> dict:
    """"Shatter the 6", "Fuse the 4 with the 5", "Set the 2 to 6"; "done" stops the keyword early."""
    word, kw, pool = action.split()[0], frame["keyword"], state.battle.pools[frame["side"]]
    if word == "done":
        return choice(action, "stop", msg("Stop here: leave the rest of the {keyword} unused",
                                          keyword=term("keyword", kw)))
    if word == "value":
        face = int(action.split()[1])
        return choice(action, "set_value", msg("Set the {value} to {face}", value=pool[frame["picked"]], face=face),
                      {"die": frame["picked"], "face": face})
    k = slot(action)
    return choice(action, kw, _keyword_words(kw, pool[k], pool[frame["picked"]] if frame["picked"] >= 0 else None),
                  {"die": k})


def _keyword_words(kw: str, value: int, first: int | None) -> dict:
    """One die picked for a keyword (the first die of a fuse is `first`, once picked)."""
    if kw == "shatter":
        return msg("Shatter the {value}", value=value)
    if kw == "fuse":
        return msg("Fuse the {value}", value=value) if first is None else \
            msg("Fuse the {value} with the {other}", value=value, other=first)
    if kw == "set":
        return msg("Set the {value}", value=value)
    if kw == "increment":
        return msg("Increment the {value}", value=value)
    return msg("Decrement the {value}", value=value)  # keywords.KEYWORDS has no other


def keyword_prompt(state: State, frame: dict) -> dict:
    who = _who(state, frame)
    if frame["keyword"] == "set" and frame["picked"] >= 0:
        return msg("{seat}: set the die to...", seat=who)
    return plural("{seat}: {keyword} ({n} to go)", "{seat}: {keyword} ({n} to go)", frame["left"], seat=who,
                  keyword=term("keyword", frame["keyword"]))


def keyword_forced(state: State, frame: dict) -> dict:
    """A keyword with no die it can change (all 6s to increment, one die to fuse, no dice at all)
    is let go for the player."""
    return msg("No die {keyword} can change: {seat} lets it go.", keyword=term("keyword", frame["keyword"]),
               seat=_who(state, frame))


def keyword_about(state: State, frame: dict) -> dict:
    """The keyword, how many times it has left, and the die already picked (-1: none yet)."""
    return {**_side(state, frame), "keyword": frame["keyword"], "left": frame["left"], "picked": frame["picked"]}


# --- the registry --------------------------------------------------------------------------------------------
def _runs_on(answer):
    """A frame's answer, then the battle's steps up to its next decision."""
    def apply(state: State, frame: dict, action: str, ev: list[dict]) -> None:
        answer(state, frame, action, ev)
        advance(state, ev)
    return apply


KINDS.add("catch_choice", legal=catch_choices, apply=_runs_on(catch), describe=describe_catch, prompt=catch_prompt,
          about=_side)
KINDS.add("leave", legal=leave_choices, apply=_runs_on(leave), describe=describe_leave, prompt=leave_prompt,
          about=leave_about)
KINDS.add("go", legal=go_choices, apply=_runs_on(go), describe=describe_go, prompt=go_prompt, about=_side,
          forced=go_forced)
KINDS.add("pay", legal=pay_choices, apply=_runs_on(pay), describe=describe_pay, prompt=pay_prompt, about=pay_about)
KINDS.add("unstun", legal=unstun_choices, apply=_runs_on(unstun), describe=describe_unstun, prompt=unstun_prompt,
          about=unstun_about)
KINDS.add("target", legal=target_choices, apply=_runs_on(target), describe=describe_target, prompt=target_prompt,
          about=target_about, forced=target_forced)
KINDS.add("keyword", legal=keyword_choices, apply=_runs_on(keyword), describe=describe_keyword,
          prompt=keyword_prompt, about=keyword_about, forced=keyword_forced)
