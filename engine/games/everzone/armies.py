"""Armies: who fights whom, what a unit is worth now, and the turn's resource limit.

A unit's value is its printed value, plus the lasting changes effects left on it (`State.mods`),
plus the "while active" effects of the cards in play (static boosts and weakens), never below 0.
An army is the active units and the supports of one or more seats; its [ATK] [DEF] [RNG] [RES]
are their sums (ruling 14: a support adds what it prints). The limit is the location's [RES] for
the turn, plus any supply, shared by a 2v2 team and split between three-player allies (ruling 28).
"""
from __future__ import annotations

from .content import Support, Unit, content
from .state import TEAMS, THREE, Slot, State, owner

STATS = ("attack", "defense", "range", "resources")


def card_of(state: State, uid: str) -> Unit | Support:
    card_id = state.cards[uid]
    c = content()
    return c.units.get(card_id) or c.supports[card_id]


def location(state: State):
    return content().locations[state.location]


# --- who fights whom -------------------------------------------------------------------------
def alliance(state: State) -> list[int]:
    """The allied seats of this battle (three players), while both are still in the game."""
    live = [s for s in state.alliance if state.in_play(s)]
    return live if len(live) == 2 and len(state.live_seats()) == 3 else []


def enemy_seats(state: State, seat: int) -> list[int]:
    """The seats whose army `seat`'s army attacks (and whose units its effects hit)."""
    live = state.live_seats()
    if state.mode == THREE and len(live) == 3:
        allies = alliance(state)
        if allies:
            return [s for s in live if s not in allies] if seat in allies else allies
        target = state.players[seat].target
        return [target] if target in live else [s for s in live if s != seat][:1]
    mine = state.side_of(seat)
    return [s for s in live if state.side_of(s) != mine]


def damage_sides(state: State, seat: int) -> list[int]:
    """The sides that lose command points when `seat` deals damage: each enemy side in full
    (against an alliance, each ally takes the whole amount: ruling 28)."""
    out: list[int] = []
    for s in enemy_seats(state, seat):
        side = state.side_of(s)
        if side not in out:
            out.append(side)
    return out


def army_groups(state: State) -> list[list[int]]:
    """The armies of this clash, as lists of seats, in seat order of their first seat."""
    live = state.live_seats()
    if state.mode == TEAMS:
        return [[s for s in side.seats if s in live] for side in state.sides if not side.out]
    allies = alliance(state)
    if allies:
        return sorted([allies, [s for s in live if s not in allies]])
    return [[s] for s in live]


def army_of(state: State, seat: int) -> list[int]:
    return next(g for g in army_groups(state) if seat in g)


# --- units and their values --------------------------------------------------------------------------
def can_fight(state: State, uid: str) -> bool:
    """Leaders fight anywhere (ruling 2); other units where their places, or an adapt, allow."""
    unit = card_of(state, uid)
    place = location(state).place
    return unit.leader or place in unit.places or place in state.side(owner(uid)).adapted


def active_slots(state: State, seat: int) -> list[Slot]:
    return [s for s in state.players[seat].field if s.status == "active"]


def _sources(state: State):
    """Every card in play whose effect works while it is active: (seat, uid, effect). While
    secret orders are open, the cards as they were when the round began (`State.frozen`): what a
    seat activates or plays works from the reveal, and nobody's numbers give it away before."""
    if state.sealed:
        for seat, uid in state.frozen:
            card = card_of(state, uid)
            yield seat, uid, card.effect if card.kind == "support" else card.ability
        return
    yield from live_sources(state)


def live_sources(state: State):
    for p in state.players:
        for slot in p.field:
            if slot.status == "active":
                ability = card_of(state, slot.uid).ability
                if ability is not None and ability.when == "static":
                    yield p.seat, slot.uid, ability
        for uid in p.supports:
            effect = card_of(state, uid).effect
            if effect.when == "static":
                yield p.seat, uid, effect


def fits_filter(state: State, uid: str, place: str | None) -> bool:
    return place is None or place in card_of(state, uid).places


def value(state: State, uid: str, stat: str, sources: list | None = None) -> int:
    """What a unit brings now: printed + lasting changes + while-active effects, at least 0.
    `sources` (the cards working while active) may be passed in when many values are needed."""
    unit = card_of(state, uid)
    total = getattr(unit, stat)
    if state.mods:
        total += sum(m["amount"] for m in state.mods if m["uid"] == uid and m["stat"] == stat)
    if stat != "resources":
        me = owner(uid)
        for seat, _source, effect in (_sources(state) if sources is None else sources):
            if effect.stat != stat or not fits_filter(state, uid, effect.place):
                continue
            if effect.do == "boost" and state.side_of(seat) == state.side_of(me):
                total += effect.amount
            elif effect.do == "weaken" and me in enemy_seats(state, seat):
                total -= effect.amount
    return max(0, total)


def army(state: State, seats: list[int]) -> dict[str, int]:
    """The army's sums: active units (with their values now) and supports (as printed)."""
    sums = dict.fromkeys(STATS, 0)
    sources = list(_sources(state))
    for seat in seats:
        for slot in active_slots(state, seat):
            for stat in STATS:
                sums[stat] += value(state, slot.uid, stat, sources)
        for uid in state.players[seat].supports:
            support = card_of(state, uid)
            for stat in STATS:
                sums[stat] += getattr(support, stat)
    return sums


def totals(state: State, share=None) -> list[dict]:
    """Each army of the clash with its sums: [{"seats", "attack", "defense", "range",
    "resources"}]. `share(seat)` gives one seat's part when it is not the seat's army now (the
    view counts a seat whose orders are still secret as it was; the reveal, each seat as its
    orders turn up)."""
    out = []
    for group in army_groups(state):
        sums = dict.fromkeys(STATS, 0)
        for seat in group:
            part = share(seat) if share is not None else None
            for stat, n in (part or army(state, [seat])).items():
                sums[stat] += n
        out.append({"seats": group, **sums})
    return out


def base_attack(state: State, seats: list[int]) -> int:
    """The army's printed [ATK], without any change (ruling 24)."""
    total = 0
    for seat in seats:
        total += sum(card_of(state, s.uid).attack for s in active_slots(state, seat))
        total += sum(card_of(state, u).attack for u in state.players[seat].supports)
    return total


# --- resources ---------------------------------------------------------------------------------------
def limit_group(state: State, seat: int) -> list[int]:
    """The seats that share one [RES] limit with `seat`: a 2v2 team, or the seat alone."""
    return list(state.side(seat).seats) if state.mode == TEAMS else [seat]


def limit(state: State, seat: int) -> int:
    """This turn's [RES] limit for `seat`'s limit group (0 before the first turn)."""
    if not state.turn:
        return 0
    full = location(state).turns[state.turn - 1]
    allies = alliance(state)
    if seat in allies:
        other = next(s for s in allies if s != seat)
        mine, theirs = state.side(seat).command, state.side(other).command
        gets_odd = mine < theirs or (mine == theirs and seat < other)
        full = full // 2 + (full % 2 if gets_odd else 0)
    return full + state.side(seat).supply


def usage(state: State, seat: int) -> int:
    """The [RES] the limit group's army takes now: active units and supports in play."""
    total = 0
    for s in limit_group(state, seat):
        total += sum(value(state, slot.uid, "resources") for slot in active_slots(state, s))
        total += sum(card_of(state, u).resources for u in state.players[s].supports)
    return total


def over(state: State, seat: int) -> bool:
    return usage(state, seat) > limit(state, seat)


def removable(state: State, seat: int) -> list[str]:
    """What `seat` may take out when over the limit: its active units and its supports."""
    return [s.uid for s in active_slots(state, seat)] + list(state.players[seat].supports)
