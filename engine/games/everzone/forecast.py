"""What an order would do, counted before it is given: the table shows it before the click.

`orders(state, action)` carries one of the mover's secret orders out on a copy of the state
with the rules themselves (rounds.act: activating a unit, deactivating it, playing or retreating
a support) and reads what the mover's own view would then say: the resources the limit group
uses against this turn's limit, and the mover's army's totals (an ally's secret orders counted
as they were, as the view does). `surrender(state, seat)` is what surrendering now would cost:
the command points the rules take at the reveal (ending.surrender_cost), or the war itself on a
third surrender. `seal(state, seat)` counts the cards still ready to order within the resources
left: sealing is final, so the table asks first while one is. The real state is never touched.
"""
from __future__ import annotations

from . import ending, rounds
from .armies import limit, usage
from .state import State, clone
from .view import view

ORDERS = ("activate", "deactivate", "retreat", "play")


def orders(state: State, action: str) -> dict | None:
    """{"usage", "limit", "army": {"seats", "attack", "defense", "range", "resources"}} after
    `action`, as the mover would see them; None for an action that is not one of those orders."""
    if action.partition(" ")[0] not in ORDERS or not state.waiting:
        return None
    seat = state.waiting[0]
    twin = clone(state)
    rounds.act(twin, action, [])
    seen = view(twin, seat)
    army = next((a for a in seen.get("armies", []) if seat in a["seats"]), None)
    return {"usage": seen["me"]["usage"], "limit": seen["me"]["limit"], "army": army}


def surrender(state: State, seat: int) -> dict:
    """{"cost": command points lost, "lost": True when it is the third surrender (the war is
    lost), "command": the side's command points after}."""
    index = state.side_of(seat)
    side = state.sides[index]
    if side.surrenders >= ending.MAX_SURRENDERS:
        return {"cost": 0, "lost": True, "command": side.command}
    cost = ending.surrender_cost(state, index)
    return {"cost": cost, "lost": False, "command": max(0, side.command - cost)}


def seal(state: State, seat: int) -> dict:
    """{"ready": how many units `seat` could still activate and supports it could still play
    within this turn's resources left}. The rules offer the others too (an army may go over the
    limit and then trim), so counting every one told a player with 2 of 2 resources spent that 6
    more cards could still be ordered "with this turn's resources"."""
    room = limit(state, seat) - usage(state, seat)
    ready = 0
    for action in rounds.choices(state):
        verb, _, uid = action.partition(" ")
        if verb in ("activate", "play") and rounds.order_cost(state, verb, uid) <= room:
            ready += 1
    return {"ready": ready}
