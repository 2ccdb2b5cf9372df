"""What one seat may see (ruling 8).

Every seat sees: each side's command points and surrenders, the location (once it has been shown
to that seat), every retreat and fallen pile, how many cards each hand and deck holds, each
deployed card face down or, once activated, face up, and every support in play. A seat also sees
its own hand, leader and orders, and in 2v2 its partner's. While secret orders are open, every
other seat is shown as it was when the round began (`State.before`), so nothing a seat has
entered shows before the reveal.
"""
from __future__ import annotations

from . import armies
from .content import ready_made
from .state import Player, Slot, State, player_from


def _card(state: State, uid: str) -> dict:
    return {"uid": uid, "card": state.card(uid)}


def _slot(state: State, slot: Slot, open_: bool) -> dict:
    out = {"slot": slot.slot, "status": slot.status, "order": slot.order, "locked": slot.locked}
    if open_ or slot.status != "down":
        out.update(uid=slot.uid, card=state.card(slot.uid), used=slot.used)
    return out


def _player(state: State, p: Player, open_: bool) -> dict:
    """One seat's zones: `open_` for the seat itself (and a partner)."""
    leader = None
    if p.leader is not None and (open_ or p.leader_shown):
        leader = _card(state, p.leader)
    out = {
        "seat": p.seat,
        "race": p.race,
        "deck_name": p.deck_name,
        "deck_id": ready_made(p.deck_name, p.race),  # a ready-made deck, named by the catalog
        "deck": len(p.deck),
        "retreat": [_card(state, u) for u in p.deck.discards],
        "fallen": [_card(state, u) for u in p.fallen],
        "hand": [_card(state, u) for u in p.hand] if open_ else {"count": len(p.hand)},
        "leader": leader,
        "leader_fallen": p.leader is not None and p.leader in p.fallen,
        "field": [_slot(state, s, open_) for s in p.field],
        "supports": [_card(state, u) for u in p.supports],
        "picks": list(p.picks),
        "target": p.target,
    }
    return out


def _shows_location(state: State, seat: int | None) -> bool:
    if state.location is None:
        return False
    if state.phase != "prepare":
        return True
    return seat is not None and any(s in state.seen_location for s in state.friends(seat))


def view(state: State, seat: int | None, revealed: bool = False) -> dict:
    """What `seat` sees; `revealed`: every hand, leader, order and the location too, as they
    are now (a finished game's replay, face up: every seat is a friend, nothing is sealed)."""
    friends = [p.seat for p in state.players] if revealed else state.friends(seat) if seat is not None else []
    secret = state.sealed and not revealed
    players = []
    for p in state.players:
        if p.seat in friends or not secret:
            players.append(_player(state, p, p.seat in friends))
        else:
            players.append(_player(state, player_from(state.before[str(p.seat)]), False))
    sides = []
    for i, side in enumerate(state.sides):
        shown = {"seats": list(side.seats), "command": side.command, "surrenders": side.surrenders,
                 "played": side.played, "supply": side.supply, "shield": side.shield, "first": side.first,
                 "adapted": list(side.adapted), "out": side.out, "base_attack": side.base_attack}
        if secret and not any(s in friends for s in side.seats):
            shown.update(state.before["sides"][i])
        sides.append(shown)
    out = {
        "mode": state.mode,
        "command_start": state.start_command,
        "battle": state.battle,
        "battles_left": len(state.battle_deck),
        "location": state.location if revealed or _shows_location(state, seat) else None,
        "turn": state.turn,
        "phase": state.phase,
        "waiting": list(state.waiting),
        "to_move": state.waiting[0] if state.waiting else None,
        "first_seat": state.first_seat,
        "alliance": list(state.alliance),
        "sides": sides,
        "players": players,
        "result": state.result,
    }
    if state.phase == "prepare" and secret:
        for shown in players:
            if shown["seat"] not in friends:
                shown["target"] = None
    if seat is not None:
        out["me"] = _mine(state, seat)
    if state.turn:
        out["armies"] = _armies(state, friends, secret)
    return out


def reveal(state: State, seat: int | None) -> dict:
    return view(state, seat, revealed=True)


def _mine(state: State, seat: int) -> dict:
    """The seat's own working: its limit and usage, and the effects its side has declared. What
    it is being asked (the orders it is entering, a swap half made) is the decision's
    (Match.decision), not the view's."""
    return {"limit": armies.limit(state, seat), "usage": armies.usage(state, seat) if state.turn else 0,
            "stack": [dict(e) for e in state.stack if e["seat"] in state.friends(seat)]}


def _armies(state: State, friends: list[int], secret: bool) -> list[dict]:
    """Each army's sums. While orders are secret, a seat's share of an army counts as it was when
    the round began unless the viewer is that seat (or its partner): an ally's orders are secret
    too."""
    return armies.totals(state, lambda seat: state.before["armies"][str(seat)]
                         if secret and seat not in friends else None)
