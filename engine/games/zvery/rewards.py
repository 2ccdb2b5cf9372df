"""After a battle: how many mutations each player gets, and the order they pick them in.

Rulebook 3.2 with rulings 24 and 25. The current player earns 1 mutation per level-1 creature
killed, 2 per level-2 and 3 per level-3, or 1 if they neither caught nor killed anything; the
wild player earns 1 per creature the current player caught and 1 per current-player creature
the wild side killed. Picks alternate from the current player; a player whose entitlement is
used up drops out; once the mutations chosen before the battle are gone, picks come from the top
of the mutation deck.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """What happened in a wild battle, as the rewards count it."""

    killed_levels: tuple[int, ...] = ()  # levels of the wild creatures the current player killed
    caught: int = 0  # wild creatures the current player caught
    lost: int = 0  # the current player's creatures the wild side killed


def entitlements(outcome: Outcome) -> tuple[int, int]:
    """(mutations for the current player, mutations for the wild player)."""
    current = sum(outcome.killed_levels) if (outcome.killed_levels or outcome.caught) else 1
    wild = outcome.caught + outcome.lost
    return current, wild


def pick_order(current: int, wild: int, current_seat: int) -> list[int]:
    """The seats in the order they pick: alternating from the current player, each dropping out
    once their entitlement is used up."""
    left = {current_seat: current, 1 - current_seat: wild}
    order, seat = [], current_seat
    while any(left.values()):
        if left[seat]:
            order.append(seat)
            left[seat] -= 1
        seat = 1 - seat
    return order
