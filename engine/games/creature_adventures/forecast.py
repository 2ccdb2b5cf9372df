"""What each battle choice will do, worked out before it is made, by the battle's own rules.

A player choosing between Strike, Meditate, Catch or a creature to send in should see what
each one does: the d10's outcomes with the damage after Defense (Venom, Guardian, Thick Hide,
Swift, Lucky, Fortify's shield and all), the Attack a Meditate would give, the chance that a
catch holds, and what a wild creature's answer would cost. Every number here comes from the
functions `battle.py` itself plays with (`blow`, `boosted`, `dodge_outcome`, `catches`, ...),
so a forecast can never disagree with the roll that follows. Plain functions of the state,
changing nothing; `view.py` puts the mover's forecast in the battle's view.

Chances are whole percents: every face of a d10 is 10%, and Lucky's second roll splits a
miss into ten parts of 1%.
"""
from __future__ import annotations

from dataclasses import replace

from . import battle as rules
from .growth import PEACE_PERCENT, percent_healed
from .state import NOBODY, Battle, State
from .tables import BOOST, FACES, NPC_REPLY, RUN
from .terms import ident

PERCENT_PER_FACE = 100 // FACES


def strike(state: State, b: Battle, me: int) -> list[dict]:
    """Side `me`'s Strike now, outcome by outcome (in the table's order): its chance, the damage
    each way, both creatures' HP after, and whether it ends the battle."""
    mine, theirs = b.sides[me], b.sides[1 - me]
    striker, target = b.fighter(state, me), b.fighter(state, 1 - me)
    if theirs.dodging:
        return [_row(state, b, me, "dodged", 100, 0, 0)]
    table = rules.strike_table(b)
    shares: dict[str, int] = {}

    def add(outcome: str, percent: int) -> None:
        final = rules.softened(outcome, target)
        shares[final] = shares.get(final, 0) + percent

    for outcome in table.faces:
        if outcome == "miss" and rules.swift_saves(striker, mine):
            add("unmitigated", PERCENT_PER_FACE)
        elif outcome == "miss" and rules.lucky_saves(striker, mine):
            for again in table.faces:
                add(again, PERCENT_PER_FACE // FACES)
        else:
            add(outcome, PERCENT_PER_FACE)
    order = list(dict.fromkeys(table.faces))
    return [_row(state, b, me, o, shares[o], *rules.blow(state, b, me, o))
            for o in sorted(shares, key=lambda o: order.index(o) if o in order else len(order))]


def _row(state: State, b: Battle, me: int, outcome: str, percent: int, to_target: int, to_striker: int) -> dict:
    them = 1 - me
    striker, target = b.fighter(state, me), b.fighter(state, them)
    striker_hp = _hp_after(b, me, striker, to_striker, healed=to_target > 0 and striker.ability == "regenerate")
    target_hp = _hp_after(b, them, target, to_target, healed=to_striker > 0 and target.ability == "regenerate")
    ends = ""
    if target_hp <= 0 and not others_standing(state, b, them):
        ends = "won"
    elif striker_hp <= 0 and not others_standing(state, b, me):
        ends = "lost"
    return {"outcome": outcome, "percent": percent, "to_target": to_target, "to_striker": to_striker,
            "target_hp": target_hp, "striker_hp": striker_hp, "ends": ends}


def _hp_after(b: Battle, side: int, f, damage: int, healed: bool) -> int:
    """A fighter's HP after a blow: Regenerate's point first, then the damage past Fortify's shield."""
    hp = f.hp + (f.healed_by(1, revive=False) if healed else 0)
    return max(0, hp - (damage - rules.soaked(b.sides[side], damage)))


def others_standing(state: State, b: Battle, side: int) -> bool:
    """Does side `side` have a creature standing besides the one in play?"""
    active = b.sides[side].active
    return any(not f.down for i, f in enumerate(b.team(state, side)) if i != active)


def boosts(state: State, b: Battle, me: int, attr: str) -> list[dict]:
    """Meditate (attr "attack") or Brace ("defense"): each outcome's chance and the value it gives."""
    return [{"outcome": o, "percent": pct, "value": rules.boosted(state, b, me, attr, int(o.strip("+%")))}
            for o, pct in BOOST.odds().items()]


def first_blow(state: State, b: Battle, side: int) -> dict[str, float]:
    """The HP side `side`'s creature in play would lose to the first Strike at it, on average
    over the d10s, after each of Fortify's opening moves: standing ready, a Brace (over its own
    d10's boosts) or a Dodge (the whole blow escaped on its chance). Rounded to a tenth, as a
    hint says them."""
    ready = _strike_loss(state, b, side)
    braced = sum(percent * _strike_loss(state, _braced(b, side, int(outcome.strip("+%"))), side)
                 for outcome, percent in BOOST.odds().items()) / 100
    dodged = ready * (100 - dodge(state, b, side)) / 100
    return {"ready": round(ready, 1), "brace": round(braced, 1), "dodge": round(dodged, 1)}


def _strike_loss(state: State, b: Battle, side: int) -> float:
    """The HP side `side`'s creature loses to the other side's Strike, on average."""
    hp = b.fighter(state, side).hp
    return sum(row["percent"] * (hp - row["target_hp"]) for row in strike(state, b, 1 - side)) / 100


def _braced(b: Battle, side: int, boost: int) -> Battle:
    sides = list(b.sides)
    sides[side] = replace(b.sides[side], boost_defense=boost)
    return replace(b, sides=sides)


def dodge(state: State, b: Battle, me: int) -> int:
    f = b.fighter(state, me)
    return sum(PERCENT_PER_FACE for face in range(1, FACES + 1) if rules.dodge_outcome(face, f) == "dodged")


def catch(state: State, b: Battle) -> int:
    need = rules.catch_need(b.fighter(state, 1))
    return sum(PERCENT_PER_FACE for face in range(1, FACES + 1) if rules.catches(face, need))


def reply(state: State, b: Battle) -> dict | None:
    """An NPC's answer to anything but a Strike: its chance and the damage to the creature in play."""
    if not b.npc_battle:
        return None
    npc, mine = b.fighter(state, 1), b.fighter(state, 0)
    if npc is None or mine is None or npc.down or mine.down:
        return None
    damage = rules.shaped(rules.effective(state, b, 1, "attack"), npc, mine)
    return {"percent": NPC_REPLY.odds()["counterstrike"], "damage": damage,
            "hp": _hp_after(b, 0, mine, damage, healed=False)}


def as_if(b: Battle, side: int, slot: int) -> Battle:
    """The battle with another creature of `side` in play, fresh (no boosts): what a switch, an
    opening pick or a replacement would face. A copy; the battle itself is untouched."""
    sides = list(b.sides)
    sides[side] = replace(b.sides[side], active=slot, boost_attack=0, boost_defense=0, dodging=False)
    return replace(b, sides=sides)


def battle(state: State) -> dict | None:
    """The forecast of every choice of the side to move, for the view (None: nothing to weigh)."""
    b = state.battle
    if b is None:
        return None
    me = b.mover
    seat = b.sides[me].seat
    if seat == NOBODY:
        return None
    out: dict = {"creatures": _creatures(state, b, me)}
    if b.fighter(state, me) is None or b.fighter(state, 1 - me) is None or b.stage in ("pick", "replace"):
        return out
    out["boost_defense"] = boosts(state, b, me, "defense")
    out["dodge"] = dodge(state, b, me)
    if b.stage == "fortify":
        return out
    out["strike"] = strike(state, b, me)
    out["boost_attack"] = boosts(state, b, me, "attack")
    out["reply"] = reply(state, b)
    out["run"] = RUN.odds()["escaped"]
    if b.kind == "wild":
        out["catch"] = catch(state, b)
    p = state.players[seat]
    if 0 <= p.peace_on < len(p.creatures):
        f = p.creatures[p.peace_on]
        out["peace"] = {"creature": f.name, "id": ident(f), "slot": p.peace_on,
                        "healed": percent_healed(f, PEACE_PERCENT, revive=False)}
    return out


def _creatures(state: State, b: Battle, me: int) -> dict[str, dict]:
    """Each creature side `me` could send in now (switch, opening pick, replacement): its Strike
    against the foe in play, and the wild creature's answer to it. Nothing while the foe is
    unknown (a player's sealed pick). Keyed by the slot as a string: the view is JSON."""
    if b.fighter(state, 1 - me) is None:
        return {}
    active = b.sides[me].active
    out = {}
    for slot in state.players[b.sides[me].seat].alive():
        if slot == active:
            continue
        twin = as_if(b, me, slot)
        out[str(slot)] = {"strike": strike(state, twin, me), "reply": reply(state, twin) if me == 0 else None}
    return out
