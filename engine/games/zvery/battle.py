"""A Zvery battle, turn by turn (rulebook 3.1.2-3.1.10, rulings 10-23).

Each turn runs the rulebook's steps in order (`STAGES`): before roll, catch or combat (wild
battles), catch, creatures die, roll, after roll, combat, end of turn. Steps that need a
player's choice push a frame on `battle.frames` (a dict with a "kind"), which frames.py answers
(each kind of frame a kind of decision), and `advance` runs the steps on until the next choice or
the end of the battle. Frames are plain data, so a battle stops, saves and clones anywhere.
What skills and traits do - damage, heals, stuns, strength and fortitude, the dice keywords - is
here too (`run_effects`), since traits fire between the steps and skills from the frames.

Traits choose their own targets (a trait has no hand to point with): damage and stun go to the
opposing creature with the least health, "one" heals to the own creature with the least; the
first on a tie. Their dice keywords are the owner's choice, like a skill's.
"""
from __future__ import annotations

from functools import lru_cache

from ...core.messages import msg, plural
from ...core.untold import UNTOLD
from .content import DICE_EFFECTS, Effect, Mutation, Skill, Trait, content
from .keywords import KEYWORDS
from .meta import LIMITS
from .state import DICE, Battle, Beast, Fighter, State

MAX_TURNS = LIMITS["battle_turns"]  # ruling 32 (meta.py: the numbers a player is told)
STAGES = ("before_roll", "catch_choice", "die", "roll", "after_roll", "combat_start", "combat", "end",
          "end_done")  # each runs once; a stage that opened frames waits for them before the next


# --- the cards behind a fighter ---------------------------------------------------------------------------
def skill(key: str) -> Skill:
    """A skill by its key, "<ability or mutation>/<index>" (as choices and events name it)."""
    return content().skills[key]


def skill_keys(beast: Beast) -> list[str]:
    """Its abilities' skills, then those of the ability mutations on it."""
    c = content()
    cards = list(beast.abilities) + [m for m in beast.mutations if c.mutations[m].kind == "ability"]
    return [f"{card}/{i}" for card in cards for i in range(len((c.abilities.get(card) or c.mutations[card]).skills))]


def traits(f: Fighter) -> tuple[Trait, ...]:
    """Its creature's printed traits, then those of the upgrades on it."""
    return _traits_of(f.card, tuple(f.upgrades))


@lru_cache(maxsize=1024)
def _traits_of(card: str, upgrades: tuple[str, ...]) -> tuple[Trait, ...]:
    """`traits`, remembered: three steps of every battle turn ask for every fighter's (the
    cards never change once read)."""
    c = content()
    return (*c.creatures[card].traits, *(t for m in upgrades for t in c.mutations[m].traits))


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
    return [i for i, f in enumerate(b.fighters) if f.side == side and not f.gone]  # (in_battle: every go asks)


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
                    b.frames.insert(0, keyword_frame(f.side, t.effect))
                continue
            for target in _auto_targets(b, i, t.effect):
                apply_effect(state, i, target, t.effect, 0, ev, trait=True)


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
            ev.append({"type": "dies", "card": f.card, "side": f.side, "seat": b.seats[f.side], "owner": f.owner,
                       "kind": b.kind, "health": f.health, "level": content().creatures[f.card].level,
                       "foe": b.seats[1 - f.side]})
            if b.kind == "wild" and f.side == 1:
                b.killed.append(content().creatures[f.card].level)
            elif b.kind == "wild":
                b.lost += 1
    check_over(state, ev)


def check_over(state: State, ev: list[dict]) -> None:
    """Ruling 23: a battle ends the moment one side has no creature left in it."""
    b = state.battle
    standing = [side for side in (0, 1) if team(b, side)]
    if len(standing) < 2:
        b.stage, b.frames = "over", []
        b.winner = standing[0] if standing else -1
        ev.append({"type": "battle_over", "winner": b.winner, "killed": list(b.killed), "caught": b.caught,
                   "lost": b.lost, **_sides(b)})


def _roll(state: State, ev: list[dict]) -> None:
    b = state.battle
    for side in (0, 1):
        if side == 0 and b.catching:
            b.pools[side] = []  # "If they tried to catch a creature this turn then they cannot roll dice"
            continue
        b.pools[side] = [state.rng.d6() for _ in range(DICE)]
        if ev is not UNTOLD:
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
    if ev is not UNTOLD:
        ev.append({"type": "turn_end", "next": b.starter, "turn": b.turn, "seat": b.seats[b.starter],
                   "battle_turns": MAX_TURNS})
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
               "lost": b.lost, "time_up": True, **_sides(b)})


def _sides(b: Battle) -> dict:
    """A battle's end tells who fought it: its kind and the seat on each side (0: the current
    player, or in the final battle the player who acts first)."""
    return {"kind": b.kind, "seats": list(b.seats), "battle_turns": MAX_TURNS}


def to_move(state: State) -> int:
    """The seat whose decision the battle waits for (its top frame's side)."""
    b = state.battle
    return b.seats[b.frames[-1]["side"]]


def usable(f: Fighter) -> bool:
    """May the fighter use a skill: in the battle, not bleeding out, not stunned?"""
    return f.in_battle and not f.bleeding and not f.stun


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


# --- effects --------------------------------------------------------------------------------------------------
def run_effects(state: State, user: int, effects: list[Effect], paid: int, ev: list[dict]) -> None:
    """Apply a skill's effects in order; one needing a choice waits in a frame with the rest."""
    b = state.battle
    while effects:
        e = effects.pop(0)
        side = b.fighters[user].side
        if e.effect in KEYWORDS:
            if effects:
                b.frames.append({"kind": "effects", "user": user, "effects": [plain(x) for x in effects],
                                 "paid": paid, "side": side})
            b.frames.append(keyword_frame(side, e))
            return
        if e.target == "one" and e.effect in ("damage", "stun", "heal"):
            b.frames.append({"kind": "target", "side": side, "user": user, "effect": plain(e), "paid": paid,
                             "then": [plain(x) for x in effects]})
            return
        for target in _auto_targets(b, user, e):
            apply_effect(state, user, target, e, paid, ev)


def plain(e: Effect) -> dict:
    """An effect as a frame keeps it (plain data)."""
    return {"effect": e.effect, "amount": e.amount, "target": e.target}


def apply_effect(state: State, user: int, target: int, e: Effect, paid: int, ev: list[dict],
                 trait: bool = False) -> None:
    b = state.battle
    u, t = b.fighters[user], b.fighters[target]
    amount = paid if e.amount == "sum" else int(e.amount)
    if e.effect == "damage":  # the event tells the sum behind it: paid, the hit, strength, fortitude, before/after
        dealt = hit(amount, u.strength, t.fortitude)
        t.health -= dealt
        if ev is not UNTOLD:
            ev.append({"type": "damage", "to": t.card, "amount": dealt, "health": t.health, "trait": trait,
                       **_acting(b, u), "before": t.health + dealt, "base": amount, "paid": paid,
                       "of_paid": e.amount == "sum", "strength": u.strength, "fortitude": t.fortitude})
    elif e.effect == "heal":
        before = t.health
        t.health = healed(t.health, t.top, amount)
        if ev is not UNTOLD:
            ev.append({"type": "heal", "to": t.card, "amount": t.health - before, "health": t.health, "trait": trait,
                       "top": t.top, **_acting(b, u)})
    elif e.effect == "stun":
        t.stun = max(t.stun, amount)
        if ev is not UNTOLD:
            ev.append({"type": "stun", "to": t.card, "stun": t.stun, "trait": trait, **_acting(b, u)})
    else:  # strength / fortitude for the rest of the battle
        setattr(t, e.effect, getattr(t, e.effect) + amount)
        if ev is not UNTOLD:
            ev.append({"type": e.effect, "to": t.card, "amount": amount, "trait": trait, **_acting(b, u)})


def _acting(b, u) -> dict:
    """An effect's event names the side acting: its seat, its creature."""
    return {"seat": b.seats[u.side], "from": u.card}


def hit(amount: int, strength: int, fortitude: int) -> int:
    """Ruling 22: the damage a hit deals - its amount plus the attacker's strength, less the
    target's fortitude - never below 0."""
    return max(0, amount + strength - fortitude)


def healed(health: int, top: int, amount: int) -> int:
    """Ruling 8: health after a heal, never above what the creature had at the battle's start."""
    return min(top, health + amount)


def keyword_frame(side: int, e: Effect) -> dict:
    """A dice keyword waiting for its owner's dice (frames.py)."""
    return {"kind": "keyword", "side": side, "keyword": e.effect, "left": int(e.amount), "picked": -1}


# --- what an effect does, in words (the cards and the choices say it the same way) -------------------------
def _effect_words() -> dict:
    """(effect, target) -> its words: "trait" is the target a trait aims at by itself (the
    opposing creature, or own creature, with the least health), "sum" an amount that is the dice paid."""
    return {
        ("damage", "one"): plural("{n} damage", "{n} damage", 1),
        ("damage", "all"): plural("{n} damage to every foe", "{n} damage to every foe", 1),
        ("damage", "trait"): plural("{n} damage to the foe with the least health", "{n} damage to the foe with the least "
                                    "health", 1),
        ("damage", "one", "sum"): msg("damage equal to the dice paid"),
        ("damage", "all", "sum"): msg("damage equal to the dice paid to every foe"),
        ("heal", "self"): msg("heal {n} (itself)"),
        ("heal", "one"): msg("heal {n} (one of yours)"),
        ("heal", "all"): msg("heal {n} (all of yours)"),
        ("heal", "trait"): msg("heal {n} (your creature with the least health)"),
        ("heal", "self", "sum"): msg("heal as much as the dice paid (itself)"),
        ("heal", "one", "sum"): msg("heal as much as the dice paid (one of yours)"),
        ("heal", "all", "sum"): msg("heal as much as the dice paid (all of yours)"),
        ("stun", "one"): msg("stun {n}"),
        ("stun", "trait"): msg("stun {n} on the foe with the least health"),
        ("strength", "self"): msg("+{n} strength"),
        ("fortitude", "self"): msg("+{n} fortitude"),
        "shatter": plural("shatter {n} die", "shatter {n} dice", 1),
        "set": plural("set {n} die", "set {n} dice", 1),
        "fuse": plural("fuse 2 dice", "fuse 2 dice {n} times", 1),
        "increment": plural("increment a die", "increment a die {n} times", 1),
        "decrement": plural("decrement a die", "decrement a die {n} times", 1),
    }


EFFECT_WORDS = _effect_words()
TIMINGS = {"always": msg("Always"), "before_roll": msg("Before each roll"), "after_roll": msg("After each roll"),
           "end_of_turn": msg("At the end of each turn")}


def effect_words(e: Effect, trait: bool = False) -> dict:
    """One effect as a message: "4 damage", "heal 3 (itself)", "stun 3", "shatter 2 dice"; with
    `trait`, aimed as a trait aims by itself. (A plural message takes its count, {n}, from the amount.)"""
    n = 0 if e.amount == "sum" else int(e.amount)
    aim = "trait" if trait and e.target == "one" else e.target
    words = EFFECT_WORDS[e.effect] if e.effect in DICE_EFFECTS else \
        EFFECT_WORDS.get((e.effect, aim, "sum") if e.amount == "sum" else (e.effect, aim)) or EFFECT_WORDS[e.effect, aim]
    return {**words, "params": {"n": n}, **({"n": n} if "plural" in words else {})}


def skill_words(s: Skill) -> dict:
    """What a skill does, its effects in order: "3 damage, then stun 3"."""
    words = effect_words(s.effects[-1])
    for e in reversed(s.effects[:-1]):
        words = msg("{effect}, then {then}", effect=effect_words(e), then=words)
    return words


def trait_words(t: Trait) -> dict:
    """A trait with its timing: "Before each roll: 1 damage to every foe"."""
    return msg("{when}: {effect}", when=TIMINGS[t.when], effect=effect_words(t.effect, trait=True))


def mutation_words(m: Mutation) -> dict | None:
    """What an upgrade gives, its health then its traits: "+2 health; Always: +1 strength" (None: nothing)."""
    return semicolons(([msg("+{n} health", n=m.health)] if m.health else []) + [trait_words(t) for t in m.traits])


def semicolons(parts: list[dict]) -> dict | None:
    """Messages one after another, "a; b; c" (None for none)."""
    words = parts[-1] if parts else None
    for part in reversed(parts[:-1]):
        words = msg("{first}; {then}", first=part, then=words)
    return words
