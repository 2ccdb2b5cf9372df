"""Survivalist: once the creature deck is empty, sudden-death duels until one player stands.

Rulebook "Winning: Survivalist" with ruling 30. The board is set aside and every sigil
becomes inactive (the Sigil of Power's points come off). The player whose turn it would be
duels the next surviving player in turn order; the loser is out, and the victor may collect
the loser's creatures (keeping at most three). The victor then duels the next survivor. Every
duel is fought at full health: with the board set aside there is no Home or Shaman, so both
duellists' creatures are healed before each duel.
"""
from __future__ import annotations

from . import aftermath, battle, growth
from .state import NOBODY, State


def begin(state: State, first: int, ev: list[dict]) -> None:
    state.survival = True
    state.runner, state.stage = NOBODY, 0
    for p in state.players:
        growth.lift_all_power(p)
        p.peace_on = -1
        p.exhausted = False
        end_rally(p)
    ev.append({"type": "survival", "first": first})
    order = _turn_order_from(state, first)
    _duel(state, order[0], order[1], ev)


def end_rally(p) -> None:
    """Rally Cry wears off: maximum HP back to normal, any HP above it lost."""
    p.rally = False
    for f in p.creatures:
        f.rally = False
        f.hp = min(f.hp, f.max_hp)


def _turn_order_from(state: State, first: int) -> list[int]:
    i = state.order.index(first)
    cycle = state.order[i:] + state.order[:i]
    return [s for s in cycle if not state.players[s].out]


def _duel(state: State, challenger: int, opponent: int, ev: list[dict]) -> None:
    for seat in (challenger, opponent):
        for f in state.players[seat].creatures:
            growth.heal_fully(f)
    state.turn = challenger
    state.todo = []
    battle.start(state, "duel", challenger, ev, foe=opponent, name=f"Seat {opponent + 1}")


def duel_lost(state: State, won: int, lost: int, ev: list[dict]) -> None:
    loser = state.players[lost]
    loser.out = True
    ev.append({"type": "out", "seat": lost, "by": won})
    fallen = loser.creatures
    loser.creatures = []
    for f in fallen:
        f.hp = f.max_hp
    state.turn = won
    if fallen:
        aftermath.offer(state, won, fallen, "duel")
    else:
        next_duel(state, ev)


def next_duel(state: State, ev: list[dict]) -> None:
    standing = state.standing()
    if len(standing) == 1:
        aftermath.finish(state, standing, "survivalist", ev)
        return
    victor = state.turn
    order = _turn_order_from(state, victor)
    _duel(state, victor, order[1], ev)
