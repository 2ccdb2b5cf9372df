"""How an EverZone game ends (rulings 18, 23-25, 30): a side at 0 command points is out and the
last side standing wins; a third surrender loses at once; when the battle deck is empty the most
command points win, and if every side left has the same it is an armistice (a draw).
"""
from __future__ import annotations

from .armies import army_groups, enemy_seats
from .effects import deal
from .meta import LIMITS
from .state import State

MAX_SURRENDERS = LIMITS["surrenders"]  # the numbers a player is told: meta.py


def surrender(state: State, ev: list[dict]) -> None:
    """Each side that surrendered takes half of the base [ATK] of every army attacking it, rounded
    down (ruling 24); the third surrender is a loss (ruling 25). The battle ends for everyone."""
    for side_index in list(state.surrendered):
        side = state.sides[side_index]
        side.surrenders += 1
        if side.surrenders > MAX_SURRENDERS:
            side.out = True
            ev.append({"type": "surrender", "side": side_index, "seats": list(side.seats), "count": side.surrenders,
                       "damage": 0, "lost": True, "allowed": MAX_SURRENDERS, "losses": []})
            continue
        attacks = attacking(state, side_index)
        cost = sum(a // 2 for a in attacks)
        told = {"type": "surrender", "side": side_index, "seats": list(side.seats), "count": side.surrenders,
                "damage": cost, "lost": False, "allowed": MAX_SURRENDERS, "losses": [], "attacks": attacks}
        ev.append(told)
        if cost:
            told["losses"].append(deal(state, side_index, cost, ev, "surrender"))
    check(state, ev, reason_if_last="third surrender" if any(
        state.sides[s].out and state.sides[s].surrenders > MAX_SURRENDERS for s in state.surrendered) else None)


def surrender_cost(state: State, side_index: int) -> int:
    return sum(a // 2 for a in attacking(state, side_index))


def attacking(state: State, side_index: int) -> list[int]:
    """The base [ATK] of each army that attacks the side (its surrender costs half of each)."""
    seats = state.sides[side_index].seats
    out = []
    for group in army_groups(state):
        if any(s in seats for s in group):
            continue
        if any(t in seats for g in group for t in enemy_seats(state, g)):
            out.append(sum(state.sides[s].base_attack for s in sorted({state.side_of(s) for s in group})))
    return out


def check(state: State, ev: list[dict], reason_if_last: str | None = None) -> None:
    """Sides at 0 are out; one side left wins, none left is an armistice."""
    for i, side in enumerate(state.sides):
        if not side.out and side.command <= 0:
            side.out = True
            ev.append({"type": "eliminated", "side": i, "seats": list(side.seats)})
    live = [i for i, s in enumerate(state.sides) if not s.out]
    if len(live) == 1:
        _finish(state, live, reason_if_last or "last side standing", ev)
    elif not live:
        _finish(state, [], "armistice", ev)


def deck_out(state: State, ev: list[dict]) -> None:
    """The battle deck is empty after a Retreat Phase (ruling 30)."""
    live = [i for i, s in enumerate(state.sides) if not s.out]
    best = max(state.sides[i].command for i in live)
    top = [i for i in live if state.sides[i].command == best]
    if len(top) == len(live) and len(live) > 1:
        _finish(state, [], "armistice", ev)
    else:
        _finish(state, top, "most command points", ev)


def _finish(state: State, sides: list[int], reason: str, ev: list[dict]) -> None:
    winners = sorted(s for i in sides for s in state.sides[i].seats)
    state.result = {"winners": winners, "reason": reason, "command": [s.command for s in state.sides]}
    state.phase, state.waiting, state.sealed = "over", [], False
    quit_ = [s for side in state.sides if side.surrenders > MAX_SURRENDERS for s in side.seats]
    points = max((state.sides[i].command for i in sides), default=None)
    ev.append({"type": "game_over", **state.result, "quit": quit_, "points": points,  # who surrendered out; the
               "sides": list(sides), "by_side": [list(s.seats) for s in state.sides]})  # winners' points; who is who
