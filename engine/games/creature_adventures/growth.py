"""What a player gains and loses between battles: EXP and levels, attribute points, artifacts,
sigils, healing, and being sent Home.

"Levels and EXP", "Attribute Points", "Sigils" and "Artifacts" in the rulebook; rulings 6, 7,
17, 23, 27-29 in docs/rules/creature_adventures.md.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.messages import msg
from ...core.untold import UNTOLD
from . import terms
from .content import content
from .meta import LIMITS
from .state import ATTRS, HP_PER_POINT, WARLORD, Fighter, Player, State
from .tables import percent_of

EXP_TO_NEXT = {1: 3, 2: 4, 3: 6, 4: 8}  # EXP needed at each level to reach the next
MAX_LEVEL = LIMITS["max_level"]
POWER_POINTS = 3  # the Sigil of Power's three temporary points
PEACE_PERCENT = 50  # Inner Peace heals 50% HP
HOME_REVIVE_PERCENT = 50  # ruling 17: arriving Home revives at 50% HP

#: Each artifact's cost per level, bought in order (Ascension is a charge, bought again and again).
ARTIFACT_COSTS = {"fortify": (1, 2, 3), "tailwind": (2,), "shoes": (1, 2, 3), "bandage": (1, 2, 5)}
ASCENSION_COST = 3
BANDAGE_PERCENT = {1: 5, 2: 10, 3: 20}


# --- EXP and levels -------------------------------------------------------------------------------
def gain_exp(state: State, seat: int, amount: int, why: str, ev: list[dict], **counted) -> None:
    """Add EXP; each level reached banks as many attribute points as the new level's number. The
    event says what the EXP was for (`why`, and `counted`: what it adds up, e.g. the thieves
    knocked out and the stake) and how much the level needs (`needed`)."""
    p = state.players[seat]
    if amount <= 0:
        return
    if p.level >= MAX_LEVEL:
        if ev is not UNTOLD:
            ev.append({"type": "exp", "seat": seat, "gained": 0, "why": why, "level": p.level, "exp": p.exp})
        return
    p.exp += amount
    if ev is not UNTOLD:
        ev.append({"type": "exp", "seat": seat, "gained": amount, "why": why, "level": p.level, "exp": p.exp,
                   "needed": EXP_TO_NEXT[p.level], **counted})
    while p.level < MAX_LEVEL and p.exp >= EXP_TO_NEXT[p.level]:
        p.exp -= EXP_TO_NEXT[p.level]
        p.level += 1
        p.bank += p.level
        ev.append({"type": "level_up", "seat": seat, "level": p.level, "points": p.level, "bank": p.bank})
    if p.level >= MAX_LEVEL:
        p.exp = 0  # EXP past level 5 is ignored


def exp_needed(p: Player) -> int:
    return EXP_TO_NEXT.get(p.level, 0)


# --- attribute points ---------------------------------------------------------------------------
def raise_attr(f: Fighter, attr: str, pool: list[int]) -> None:
    """One point onto an attribute (pool is the fighter's `points` or `power`)."""
    pool[ATTRS.index(attr)] += 1
    if attr == "hp":
        f.hp += HP_PER_POINT


def lower_attr(f: Fighter, attr: str, pool: list[int]) -> None:
    pool[ATTRS.index(attr)] -= 1
    if attr == "hp":
        f.hp = min(f.hp, f.max_hp)


def assign_point(state: State, seat: int, slot: int, attr: str, ev: list[dict]) -> None:
    """A banked point onto a creature for good: "attributes cannot be reassigned"."""
    p = state.players[seat]
    f = p.creatures[slot]
    p.bank -= 1
    raise_attr(f, attr, f.points)
    ev.append({"type": "assign", "seat": seat, "slot": slot, **terms.named(f), "attr": attr,
               "amount": HP_PER_POINT if attr == "hp" else 1})


def move_power(state: State, seat: int, slot: int, attr: str, add: bool, ev: list[dict]) -> None:
    """Place or lift one of the Sigil of Power's points (never on a knocked-out creature)."""
    p = state.players[seat]
    f = p.creatures[slot]
    if add:
        p.power_free -= 1
        raise_attr(f, attr, f.power)
    else:
        p.power_free += 1
        lower_attr(f, attr, f.power)
    ev.append({"type": "power", "seat": seat, "slot": slot, **terms.named(f), "attr": attr, "add": add})


def lift_all_power(p: Player) -> None:
    """Every Sigil of Power point off every creature (the sigil leaves, or Survivalist begins)."""
    for f in p.creatures:
        for i, attr in enumerate(ATTRS):
            while f.power[i]:
                lower_attr(f, attr, f.power)
    p.power_free = 0


def release(state: State, seat: int, slot: int, ev: list[dict]) -> Fighter:
    """A creature leaves the player for good: its points are lost, except the Sigil of Power's,
    which go back to the sigil to be placed again."""
    p = state.players[seat]
    f = p.creatures.pop(slot)
    p.power_free += sum(f.power)
    f.power = [0, 0, 0]
    if f.card:
        state.discard.append(f.card)
    if p.peace_on == slot:
        p.peace_on = p.alive()[0] if p.alive() and state.has(seat, "wisdom") else -1
    elif p.peace_on > slot:
        p.peace_on -= 1
    ev.append({"type": "release", "seat": seat, **terms.named(f)})
    return f


# --- artifacts ---------------------------------------------------------------------------------------
def next_cost(p: Player, artifact: str) -> int | None:
    """The price of the next level of an artifact, or None when it is at its top level."""
    if artifact == "ascension":
        return ASCENSION_COST
    costs = ARTIFACT_COSTS[artifact]
    level = p.artifacts[artifact]
    return costs[level] if level < len(costs) else None


def buy(state: State, seat: int, artifact: str, ev: list[dict]) -> None:
    p = state.players[seat]
    cost = next_cost(p, artifact)
    p.bank -= cost
    if artifact == "ascension":
        p.charges += 1
        level = p.charges
    else:
        p.artifacts[artifact] += 1
        level = p.artifacts[artifact]
    ev.append({"type": "buy", "seat": seat, "artifact": artifact, "level": level, "cost": cost, "bank": p.bank})


# --- sigils ---------------------------------------------------------------------------------------------
def give_sigil(state: State, sigil: str, seat: int, ev: list[dict], source: str, giver: int = WARLORD) -> None:
    """`sigil` to `seat`, from its Warlord (`source` "warlord") or from the player `giver`."""
    state.sigils[sigil] = seat
    p = state.players[seat]
    if sigil == "power":
        p.power_free += POWER_POINTS
    elif sigil == "wisdom":
        alive = p.alive()
        p.peace_on = alive[0] if alive else 0
    ev.append({"type": "sigil", "sigil": sigil, "seat": seat, "source": source, "giver": giver})


def drop_sigils(state: State, seat: int, to: int, ev: list[dict]) -> None:
    """Every sigil a player holds goes to `to`: a victorious player, or back to its Warlord."""
    p = state.players[seat]
    for sigil in state.held(seat):
        if sigil == "power":
            lift_all_power(p)
        elif sigil == "wisdom":
            p.peace_on = -1
        if to == WARLORD:
            state.sigils[sigil] = WARLORD
            ev.append({"type": "sigil_returns", "sigil": sigil, "seat": seat})
        else:
            give_sigil(state, sigil, to, ev, source=f"seat:{seat}", giver=seat)


# --- healing and Home ------------------------------------------------------------------------------
def heal_percent(f: Fighter, percent: int, revive: bool) -> int:
    return f.heal(percent_of(f.max_hp, percent), revive)


def percent_healed(f: Fighter, percent: int, revive: bool) -> int:
    """The HP `heal_percent` would give, without giving it (what a choice will do)."""
    return f.healed_by(percent_of(f.max_hp, percent), revive)


def heal_fully(f: Fighter) -> int:
    before = max(f.hp, 0)
    f.hp = f.max_hp
    return f.hp - before


def arrive_home(state: State, seat: int, ev: list[dict]) -> None:
    """Arriving at your own Home revives knocked-out creatures at 50% HP (ruling 17)."""
    p = state.players[seat]
    revived = [f for f in p.creatures if f.down and heal_percent(f, HOME_REVIVE_PERCENT, revive=True)]
    if revived:
        ev.append({"type": "revive", "seat": seat, "creatures": [f.name for f in revived],
                   "creatures_id": [terms.ident(f) for f in revived], "where": "home", "percent": HOME_REVIVE_PERCENT})


def send_home(state: State, seat: int, ev: list[dict]) -> None:
    p = state.players[seat]
    home = home_of(seat)
    if ev is not UNTOLD:
        ev.append({"type": "sent_home", "seat": seat, "from": p.pos, "to": home})
    p.pos = home
    arrive_home(state, seat, ev)


def home_of(seat: int) -> str:
    return content().board.home[seat + 1]


def peace_ready(state: State, seat: int) -> bool:
    """Inner Peace may be used now: the Sigil of Wisdom, a creature assigned, not used this turn."""
    p = state.players[seat]
    return state.has(seat, "wisdom") and 0 <= p.peace_on < len(p.creatures) and not p.peace_used


def inner_peace(state: State, seat: int, in_battle: bool, ev: list[dict]) -> None:
    p = state.players[seat]
    f = p.creatures[p.peace_on]
    gained = heal_percent(f, PEACE_PERCENT, revive=not in_battle)
    p.peace_used = True
    ev.append({"type": "inner_peace", "seat": seat, **terms.named(f), "healed": gained, "hp": f.hp})


def describe_peace(state: State, seat: int, action: str, in_battle: bool) -> dict:
    """Inner Peace in the table's words, with the HP `inner_peace` would heal (in battle it
    never revives)."""
    p = state.players[seat]
    f = p.creatures[p.peace_on]
    healed = percent_healed(f, PEACE_PERCENT, revive=not in_battle)
    return choice(action, "inner_peace", msg("Use Inner Peace: {creature} +{hp} HP", creature=terms.creature(f), hp=healed),
                  terms.slot_of(f, p.peace_on))
