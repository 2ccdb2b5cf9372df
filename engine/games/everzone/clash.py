"""The clash (rulebook, phase 4): armies strike by range, a strike that reaches the defender's
[DEF] destroys its whole army and the difference is damage, a survivor strikes back.

Two armies (a duel, 2v2, an alliance against one player): the higher [RNG] attacks first, equal
[RNG] attack together with their values from before the clash (ruling 16), and the defender, if
its army survives, counterattacks once (ruling 17). Three armies each attacking another (the
free-for-all of ruling 27) attack in descending [RNG], equal ones together, with no
counterattack; an army beaten before its turn does not attack.
"""
from __future__ import annotations

from .armies import army, army_groups, base_attack
from .effects import deal, destroy, sweep
from .state import State


def fight(state: State, ev: list[dict]) -> None:
    sweep(state, ev)
    groups = army_groups(state)
    values = {tuple(g): army(state, g) for g in groups}
    for g in groups:
        for side in {state.side_of(s) for s in g}:
            state.sides[side].base_attack = base_attack(state, [s for s in g if state.side_of(s) == side])
    clash = {"type": "clash", "turn": state.turn,
             "armies": [{"seats": g, **values[tuple(g)], "first": _first(state, g)} for g in groups]}
    ev.append(clash)
    start = len(ev)
    before = [side.command for side in state.sides]
    if len(groups) == 2:
        _two_armies(state, groups[0], groups[1], ev)
    elif len(groups) == 3:
        _free_for_all(state, groups, ev)
    for e in ev[start:]:
        if e["type"] == "strike":
            e["armies"] = len(groups)  # two face to face, or three in a free-for-all
    sweep(state, ev)
    _sum_up(state, clash, ev[start:], before, groups)


#: What the clash's result panel tells of each strike (the strike events keep the rest).
STRIKE_FACTS = ("from", "to", "attack", "defense", "strikes", "beaten", "damage", "counter", "together", "armies")


def _sum_up(state: State, clash: dict, events: list[dict], before: list[int], groups: list[list[int]]) -> None:
    """The clash's totals on its own event, for its result panel: each strike, and what each
    side came out of it with - the units it lost to the fallen pile and its command points
    before and after (the events that follow tell each piece as it happened)."""
    clash["strikes"] = [{k: e[k] for k in STRIKE_FACTS} for e in events if e["type"] == "strike"]
    fallen = [e for e in events if e["type"] == "destroyed" and e["to"] == "fallen"]
    shielded = [e for e in events if e["type"] == "damage"]
    clash["sides"] = [{"side": i, "seats": list(state.sides[i].seats), "before": before[i],
                       "after": state.sides[i].command,
                       "lost": [e["card"] for e in fallen if state.side_of(e["seat"]) == i],
                       "prevented": sum(e["prevented"] for e in shielded if e["side"] == i)}
                      for i in sorted({state.side_of(s) for g in groups for s in g})]


def _first(state: State, group: list[int]) -> bool:
    return any(state.side(s).first for s in group)


def _rank(state: State, group: list[int]) -> tuple[int, int]:
    """Who strikes earlier: a "first" effect, then [RNG]."""
    return (1 if _first(state, group) else 0, army(state, group)["range"])


def _two_armies(state: State, a: list[int], b: list[int], ev: list[dict]) -> None:
    ra, rb = _rank(state, a), _rank(state, b)
    if ra == rb:
        va, vb = army(state, a), army(state, b)
        hits = [_outcome(state, a, b, va, vb), _outcome(state, b, a, vb, va)]
        for hit in hits:
            hit["together"] = True
        for hit in hits:
            _land(state, hit, ev)
        return
    first, second = (a, b) if ra > rb else (b, a)
    hit = _outcome(state, first, second, army(state, first), army(state, second))
    _land(state, hit, ev)
    if not hit["beaten"]:
        back = _outcome(state, second, first, army(state, second), army(state, first))
        back["counter"] = True
        _land(state, back, ev)


def _free_for_all(state: State, groups: list[list[int]], ev: list[dict]) -> None:
    beaten: set[int] = set()
    by_rank: dict[tuple[int, int], list[list[int]]] = {}
    for g in groups:
        by_rank.setdefault(_rank(state, g), []).append(g)
    for rank in sorted(by_rank, reverse=True):
        attackers = [g for g in by_rank[rank] if g[0] not in beaten]
        hits = []
        for g in attackers:
            target = state.players[g[0]].target
            victim = next(v for v in groups if target in v)
            hits.append(_outcome(state, g, victim, army(state, g), army(state, victim)))
        for hit in hits:
            hit["together"] = len(hits) > 1
            _land(state, hit, ev)
            if hit["beaten"]:
                beaten.add(hit["to"][0])


def _outcome(state: State, attacker: list[int], defender: list[int], va: dict, vd: dict) -> dict:
    """What one army's attack does, worked out from the values given (so that simultaneous
    attacks use the values from before either lands)."""
    strikes = va["attack"] > 0  # ruling 15: an army with [ATK] 0 does not attack
    beaten = strikes and va["attack"] >= vd["defense"]
    return {"type": "strike", "from": list(attacker), "to": list(defender), "attack": va["attack"],
            "defense": vd["defense"], "strikes": strikes, "beaten": beaten,
            "damage": va["attack"] - vd["defense"] if beaten else 0, "counter": False, "together": False}


def _land(state: State, hit: dict, ev: list[dict]) -> None:
    """The strike, then what it did: the army beaten is destroyed and each of its sides takes the
    damage. The strike's `losses` are those damages (a shield's share too), so its line tells
    them; the "damage" events it causes follow it."""
    ev.append(hit)
    hit["losses"] = []
    if not hit["beaten"]:
        return
    for seat in hit["to"]:
        p = state.players[seat]
        for slot in [s for s in p.field if s.status != "down"]:  # ruling 31: face-down cards stay
            destroy(state, slot.uid, ev, "clash")
    if hit["damage"]:
        for side in sorted({state.side_of(s) for s in hit["to"]}):
            hit["losses"].append(deal(state, side, hit["damage"], ev, "clash"))
