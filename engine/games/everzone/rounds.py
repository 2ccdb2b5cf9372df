"""The five phases as rounds of orders (docs/rules/everzone.md, "The order of a battle").

Secret orders are entered one seat after another (`State.waiting`), then revealed together:
- **setup**: the leader and three locations;
- **prepare** (phases 5, 1, 2 and 3 for one seat): discard (from the second battle on), draw to
  10, see the location, redraw as often as wanted, deploy face down, pick a race token;
- **orders** (phase 4, every turn): activate, deactivate when over the limit, play supports,
  use a chosen ability, or surrender;
- **trim** is public: a seat pushed over the limit by the revealed effects takes units out.
What happens between rounds (the reveal, the effects, the clash, the retreat) happens by itself.
Each phase has its `_choices`, its `_act` and its `_describe` (a legal action in ids and words,
for `Match.choices()`), side by side; `choices`, `act` and `describe` dispatch on the phase.
"""
from __future__ import annotations

from ...core.choices import MAX_LABEL, choice
from . import clash, ending
from .armies import (
    army,
    can_fight,
    card_of,
    limit,
    live_sources,
    location,
    over,
    removable,
    totals,
    usage,
    value,
)
from .content import content
from .effects import declare, draw, draw_up, hand_size, resolve_stack, sweep
from .state import THREE, Slot, State, leader_uid, player_data

HAND = 10
PICKS = 3
SEALED = ("setup", "prepare", "orders")


# --- whose move and what they may do ----------------------------------------------------------
def mover(state: State) -> int | None:
    return state.waiting[0] if state.waiting else None


def choices(state: State) -> list[str]:
    seat = mover(state)
    if seat is None:
        return []
    return {"setup": _setup_choices, "prepare": _prepare_choices, "orders": _order_choices,
            "trim": _trim_choices}[state.phase](state, seat)


def act(state: State, action: str, ev: list[dict]) -> None:
    """Carry out a legal action. Events of secret orders are stamped as the seat's own."""
    seat = mover(state)
    verb, _, arg = action.partition(" ")
    secret = state.sealed
    mine: list[dict] = []
    {"setup": _setup_act, "prepare": _prepare_act, "orders": _orders_act, "trim": _trim_act}[state.phase](
        state, seat, verb, arg, mine)
    for e in mine:
        if secret and e["type"] != "sealed":
            e.setdefault("visible_to", state.friends(seat))
    ev.extend(mine)
    if state.phase in SEALED and not state.waiting:
        _reveal(state, ev)
    elif state.phase == "trim" and not state.waiting:
        _fight(state, ev)


def describe(state: State, action: str) -> dict:
    """A legal action of the mover in ids and words (engine/core/choices.py), by phase as act()
    dispatches it: each phase's describer sits beside its act. It only reads: the mover's own
    cards and public numbers."""
    verb, _, arg = action.partition(" ")
    described = {"setup": _setup_describe, "prepare": _prepare_describe, "orders": _orders_describe,
                 "trim": _trim_describe}[state.phase](state, mover(state), action, verb, arg)
    described["label"] = _fit(described["label"], described["label"][:MAX_LABEL - 1].rstrip() + "\u2026")
    return described


def _fit(label: str, short: str) -> str:
    """The table's words, or fewer when a long name would overflow a button (the content's names
    have no length limit, so describe() also clips what is still too long)."""
    return label if len(label) <= MAX_LABEL else short


def _plural(n: int, word: str) -> str:
    return f"{n} {word if n == 1 else word + 's'}"


def _named(state: State, uid: str, **more) -> dict:
    """A card instance by its kind ("unit" or "support"), with its card id in the content."""
    return {card_of(state, uid).kind: uid, "card": state.card(uid), **more}


def _name(state: State, uid: str) -> str:
    return card_of(state, uid).name


def _captain(state: State, seat: int) -> bool:
    """Who picks the locations: every player, or a 2v2 team's first seat."""
    return state.side(seat).seats[0] == seat


# --- rounds -----------------------------------------------------------------------------------------
def _open_round(state: State, phase: str) -> None:
    first = state.first_seat
    n = len(state.players)
    order = [(first + k) % n for k in range(n)]
    state.phase = phase
    state.waiting = [s for s in order if state.in_play(s)]
    state.sealed = True
    state.before = {str(p.seat): player_data(p) for p in state.players}
    state.before["sides"] = [dict(command=s.command, played=s.played, surrenders=s.surrenders) for s in state.sides]
    state.frozen = [[seat, uid] for seat, uid, _ in live_sources(state)]
    state.before["armies"] = {str(p.seat): army(state, [p.seat]) for p in state.players} if state.turn else {}
    _start_entry(state)


def _start_entry(state: State) -> None:
    state.entry_on, state.entry_off, state.swap = [], [], None
    seat = mover(state)
    if state.phase == "prepare":
        state.stage = "discard" if state.battle > 1 else "ready"
    elif state.phase == "orders":
        state.stage = "orders"
    else:
        state.stage = state.phase
    if seat is not None and state.phase == "prepare" and state.battle == 1:
        state.seen_location.append(seat)


def _seal(state: State, ev: list[dict]) -> None:
    seat = state.waiting.pop(0)
    state.seals += 1
    ev.append({"type": "sealed", "seat": seat})
    if state.waiting:
        _start_entry(state)


def _reveal(state: State, ev: list[dict]) -> None:
    """Every seat has sealed: the round's orders are shown together, then the game goes on."""
    state.sealed = False
    before, state.before = state.before, {}
    if state.phase == "setup":
        _reveal_setup(state, ev)
    elif state.phase == "prepare":
        _reveal_prepare(state, before, ev)
    else:
        _reveal_orders(state, before, ev)


# --- setup -------------------------------------------------------------------------------------------
def _setup_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    out = []
    if p.leader is None:
        out += [f"leader {u.id}" for u in content().leaders(p.race)]
    if _captain(state, seat) and len(p.picks) < PICKS:
        out += [f"location {loc.id}" for loc in content().reserve() if loc.id not in p.picks]
    if p.leader is not None and (len(p.picks) == PICKS or not _captain(state, seat)):
        out.append("done")
    return out


def _setup_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    p = state.players[seat]
    if verb == "leader":
        p.leader = leader_uid(seat)
        state.cards[p.leader] = arg
        ev.append({"type": "leader_chosen", "seat": seat, "card": arg})
    elif verb == "location":
        p.picks.append(arg)
        ev.append({"type": "location_picked", "seat": seat, "location": arg})
    else:
        _seal(state, ev)


def _setup_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    """A leader with its numbers, a location with its turns' limits (the words of the table's
    setup board)."""
    if verb == "leader":
        u = content().units[arg]
        numbers = f"ATK {u.attack}, DEF {u.defense}, RNG {u.range}, RES {u.resources}"
        return choice(action, "choose_leader", _fit(f"Choose {u.name} as your leader ({numbers})",
                                                    f"Choose {u.name} as your leader"), {"card": arg})
    if verb == "location":
        loc = content().locations[arg]
        turns = f"{loc.place.title()}, {_plural(len(loc.turns), 'turn')}: {' / '.join(map(str, loc.turns))} resources"
        return choice(action, "pick_location", _fit(f"Add {loc.name} ({turns}) to the battle deck",
                                                    f"Add {loc.name} to the battle deck"), {"location": arg})
    return choice(action, "seal", "Seal setup")


def _reveal_setup(state: State, ev: list[dict]) -> None:
    picks = [loc for p in state.players for loc in p.picks]
    if state.mode != THREE:
        picks += [b.id for b in content().bases()]
    state.battle_deck = list(picks)
    state.rng.shuffle(state.battle_deck)
    ev.append({"type": "battle_deck", "picks": {str(p.seat): list(p.picks) for p in state.players if p.picks},
               "bases": state.mode != THREE, "count": len(state.battle_deck)})
    for p in state.players:
        p.hand.append(p.leader)
        draw_up(state, p.seat, HAND, ev)
    _begin_battle(state, ev)


# --- a battle begins: retreat discard, draw, location, redraw, deploy ---------------------------------
def _begin_battle(state: State, ev: list[dict]) -> None:
    state.battle += 1
    state.turn = 0
    state.location = state.battle_deck.pop(0)
    live = state.live_seats()
    state.first_seat = live[(state.battle - 1) % len(live)]
    state.seen_location = []
    ev.append({"type": "battle", "battle": state.battle, "left": len(state.battle_deck), "first": state.first_seat,
               "location": state.location if state.battle == 1 else None})
    _open_round(state, "prepare")


def _needs_token(state: State) -> bool:
    return state.mode == THREE and len(state.live_seats()) == 3


def _prepare_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    if state.stage == "discard":
        out = [f"discard {u}" for u in p.hand if u != p.leader]
        if hand_size(state, seat) <= HAND:
            out.append("draw")
        return out
    out = []
    if state.stage == "ready" and hand_size(state, seat) > 1:
        out.append("redraw")
    out += [f"deploy {u}" for u in p.hand if card_of(state, u).kind == "unit"]
    if _needs_token(state) and p.target is None:
        out += [f"target {s}" for s in state.live_seats() if s != seat]
    if not _needs_token(state) or p.target is not None:
        out.append("done")
    return out


def _prepare_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    p = state.players[seat]
    if verb == "discard":
        p.hand.remove(arg)
        p.deck.discard(arg)
        ev.append({"type": "discard", "seat": seat, "uid": arg, "card": state.card(arg)})
    elif verb == "draw":
        draw_up(state, seat, HAND, ev)
        state.stage = "ready"
        state.seen_location.append(seat)
        ev.append({"type": "location_seen", "seat": seat, "location": state.location})
    elif verb == "redraw":
        _redraw(state, seat, ev)
    elif verb == "deploy":
        p.hand.remove(arg)
        state.deployed += 1
        slot = Slot(f"{seat}.{sum(1 for _ in p.field) + 1}", arg, order=state.deployed)
        p.field.append(slot)
        state.stage = "deploy"
        ev.append({"type": "deploy", "seat": seat, "slot": slot.slot, "uid": arg, "card": state.card(arg)})
    elif verb == "target":
        p.target = int(arg)
        ev.append({"type": "token", "seat": seat, "target": p.target, "race": state.players[p.target].race})
    else:
        _seal(state, ev)


def _prepare_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    """Discard and draw, redraw (one card fewer: its cost), deploy, the race token, seal."""
    if verb == "discard":
        return choice(action, "discard", f"Discard {_name(state, arg)} to the retreat pile", _named(state, arg))
    if verb == "draw":
        return choice(action, "draw", f"Draw to {HAND}")
    if verb == "redraw":
        n = hand_size(state, seat)
        return choice(action, "redraw", f"Redraw: your {_plural(n, 'card')} to the retreat pile, "
                      f"{_plural(n - 1, 'card')} drawn", cost={"cards": 1})
    if verb == "deploy":
        return choice(action, "deploy", f"Deploy {_name(state, arg)} face down", _named(state, arg))
    if verb == "target":
        target = int(arg)
        race = state.players[target].race.title()
        return choice(action, "pick_token", f"Pick the {race} token: your army attacks seat {target + 1} this battle",
                      {"seat": target})
    return choice(action, "seal", "Seal your deployment")


def _redraw(state: State, seat: int, ev: list[dict]) -> None:
    """The whole hand but the leader to the retreat pile, and one card fewer drawn (phase 2)."""
    p = state.players[seat]
    gone = [u for u in p.hand if u != p.leader]
    for uid in gone:
        p.hand.remove(uid)
        p.deck.discard(uid)
    ev.append({"type": "redraw", "seat": seat, "uids": gone, "cards": [state.card(u) for u in gone]})
    draw(state, seat, len(gone) - 1, ev)


def _reveal_prepare(state: State, before: dict, ev: list[dict]) -> None:
    ev.append({"type": "location", "battle": state.battle, "location": state.location})
    for p in state.players:
        if not state.in_play(p.seat):
            continue
        old = before[str(p.seat)]
        new_retreat = p.deck.discards[len(old["deck"]["discards"]):]
        ev.append({"type": "deployed", "seat": p.seat, "slots": [s.slot for s in p.field], "hand": len(p.hand),
                   "deck": len(p.deck), "retreated": new_retreat, "retreated_cards": [state.card(u) for u in new_retreat]})
    if _needs_token(state):
        targets = {p.seat: p.target for p in state.players if state.in_play(p.seat)}
        ev.append({"type": "tokens", "targets": {str(k): v for k, v in targets.items()}})
        counts = [t for t in targets.values()]
        doubled = [t for t in set(counts) if counts.count(t) == 2]
        state.alliance = sorted(s for s, t in targets.items() if doubled and t == doubled[0])
        if state.alliance:
            ev.append({"type": "alliance", "seats": list(state.alliance),
                       "against": next(s for s in targets if s not in state.alliance)})
    _begin_turn(state, 1, ev)


# --- a turn: orders, reveal, effects, clash ---------------------------------------------------------
def _begin_turn(state: State, turn: int, ev: list[dict]) -> None:
    state.turn = turn
    for side in state.sides:
        side.supply, side.shield, side.first = 0, 0, False
    state.stack, state.surrendered = [], []
    ev.append({"type": "turn", "battle": state.battle, "turn": turn, "of": len(location(state).turns),
               "limit": location(state).turns[turn - 1]})
    _open_round(state, "orders")


def _mine_active(state: State, seat: int) -> list:
    return [s for s in state.players[seat].field if s.status == "active"]


def _order_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    if state.stage == "swap_out":
        taken = _swapping(state)
        return [f"pick {s.uid}" for s in p.field if s.uid != state.swap["source"] and s.uid not in taken]
    if state.stage == "swap_in":
        taken = _swapping(state)
        return [f"pick {u}" for u in p.hand if card_of(state, u).kind == "unit" and u not in taken]
    out = []
    if state.turn >= 2:
        out.append("surrender")
    for s in p.field:
        if s.status != "active" and not s.locked and s.uid not in state.entry_on + state.entry_off \
                and can_fight(state, s.uid):
            out.append(f"activate {s.uid}")
    is_over = over(state, seat)
    if is_over:
        out += [f"deactivate {s.uid}" for s in _mine_active(state, seat)]
        out += [f"retreat {u}" for u in p.supports]
    if state.side(seat).played < state.turn:
        room = limit(state, seat) - usage(state, seat)
        out += [f"play {u}" for u in p.hand if card_of(state, u).kind == "support" and card_of(state, u).resources <= room]
    for s in _mine_active(state, seat):
        ability = card_of(state, s.uid).ability
        if ability is not None and ability.when == "choice" and not s.used and s.uid not in state.entry_on \
                and (ability.do != "swap" or _can_swap(state, seat, s.uid)):
            out.append(f"use {s.uid}")
    if not is_over or not removable(state, seat):
        out.append("done")
    return out


def _swapping(state: State) -> list[str]:
    """Cards already promised to a declared swap (so two swaps never fight over one)."""
    taken = [e[k] for e in state.stack if "out" in e for k in ("out", "in")]
    if state.swap and state.swap.get("out"):
        taken.append(state.swap["out"])
    return taken


def _can_swap(state: State, seat: int, source: str) -> bool:
    p = state.players[seat]
    taken = _swapping(state)
    return any(s.uid != source and s.uid not in taken for s in p.field) and \
        any(card_of(state, u).kind == "unit" and u not in taken for u in p.hand)


def _orders_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    p = state.players[seat]
    if verb == "pick":
        _pick(state, seat, arg, ev)
    elif verb == "surrender":
        side = state.side_of(seat)
        if side not in state.surrendered:
            state.surrendered.append(side)
        ev.append({"type": "surrender_chosen", "seat": seat})
        _seal(state, ev)
    elif verb == "activate":
        slot = p.slot_of(arg)
        slot.status = "active"
        state.entry_on.append(arg)
        ability = card_of(state, arg).ability
        if ability is not None and ability.when == "activate":
            declare(state, seat, arg, "unit")
        ev.append({"type": "activate", "seat": seat, "slot": slot.slot, "uid": arg, "card": state.card(arg)})
    elif verb in ("deactivate", "retreat"):
        _take_out(state, seat, verb, arg, ev)
    elif verb == "play":
        p.hand.remove(arg)
        p.supports.append(arg)
        state.side(seat).played += 1
        if card_of(state, arg).effect.when == "activate":
            declare(state, seat, arg, "support")
        ev.append({"type": "play", "seat": seat, "uid": arg, "card": state.card(arg)})
    elif verb == "use":
        slot = p.slot_of(arg)
        slot.used = True
        if card_of(state, arg).ability.do == "swap":
            state.swap, state.stage = {"source": arg, "out": None}, "swap_out"
        else:
            declare(state, seat, arg, "unit")
        ev.append({"type": "use", "seat": seat, "uid": arg, "card": state.card(arg)})
    else:
        _seal(state, ev)


def _orders_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    """An order in the prompt bar's words; activating and playing cost resources of the turn's
    limit, surrendering command points (what the reveal will take) and one of the war's three."""
    if verb == "pick":
        return _describe_pick(state, action, arg)
    if verb == "surrender":
        return _describe_surrender(state, seat, action)
    if verb == "activate":
        need = value(state, arg, "resources")
        slot = state.players[seat].slot_of(arg).slot
        return choice(action, "activate", f"Activate {_name(state, arg)} (needs {_plural(need, 'resource')})",
                      _named(state, arg, slot=slot), {"resources": need} if need else {})
    if verb in ("deactivate", "retreat"):
        return _describe_take_out(state, seat, action, verb, arg)
    if verb == "play":
        need = card_of(state, arg).resources
        return choice(action, "play", f"Play {_name(state, arg)} (costs {_plural(need, 'resource')})",
                      _named(state, arg), {"resources": need} if need else {})
    if verb == "use":
        name = _name(state, arg)
        label = f"Use {name}'s ability"
        if card_of(state, arg).ability.do == "swap":
            label = _fit(f"{label}: swap one of your deployed units for a unit in your hand", label)
        return choice(action, "use_ability", label, _named(state, arg))
    return choice(action, "seal", "Seal your orders")


def _describe_surrender(state: State, seat: int, action: str) -> dict:
    side = state.side(seat)
    if side.surrenders >= ending.MAX_SURRENDERS:
        return choice(action, "surrender", "Surrender this battle (your third surrender: you lose the war)",
                      cost={"surrenders": 1})
    lost = ending.surrender_cost(state, state.side_of(seat))
    cost = {"surrenders": 1, **({"command": lost} if lost else {})}
    nth = ("first", "second")[side.surrenders]
    return choice(action, "surrender", f"Surrender this battle (your {nth} surrender)", cost=cost)


def _describe_pick(state: State, action: str, uid: str) -> dict:
    """The two halves of a swap: the deployed unit sent back, then the unit deployed instead."""
    if state.stage == "swap_out":
        return choice(action, "swap_out", f"Send {_name(state, uid)} back to your hand", _named(state, uid))
    return choice(action, "swap_in", f"Deploy {_name(state, uid)} face down in its place", _named(state, uid))


def _pick(state: State, seat: int, uid: str, ev: list[dict]) -> None:
    if state.stage == "swap_out":
        state.swap["out"], state.stage = uid, "swap_in"
        return
    out = state.swap["out"]
    declare(state, seat, state.swap["source"], "unit", out=out, **{"in": uid})
    ev.append({"type": "swap_chosen", "seat": seat, "source": state.swap["source"],
               "source_card": state.card(state.swap["source"]), "out": out, "out_card": state.card(out),
               "in": uid, "in_card": state.card(uid)})
    state.swap, state.stage = None, "orders"


def _take_out(state: State, seat: int, verb: str, uid: str, ev: list[dict]) -> None:
    """Ruling 11: a unit deactivated or a support retreated, only because the army is over the limit."""
    p = state.players[seat]
    if verb == "deactivate":
        slot = p.slot_of(uid)
        slot.status, slot.used = "off", False
        if state.phase == "orders":
            state.entry_off.append(uid)
        ev.append({"type": "deactivate", "seat": seat, "slot": slot.slot, "uid": uid, "card": state.card(uid),
                   "why": "limit"})
    else:
        p.supports.remove(uid)
        p.deck.discard(uid)
        ev.append({"type": "retreat_support", "seat": seat, "uid": uid, "card": state.card(uid), "why": "limit"})


def _describe_take_out(state: State, seat: int, action: str, verb: str, uid: str) -> dict:
    """Taking a unit or a support out frees resources: it spends nothing (orders and trim alike)."""
    if verb == "deactivate":
        slot = state.players[seat].slot_of(uid).slot
        return choice(action, "deactivate", f"Deactivate {_name(state, uid)} to get back under the resource limit",
                      _named(state, uid, slot=slot))
    return choice(action, "retreat", f"Retreat the support {_name(state, uid)} to get back under the resource limit",
                  _named(state, uid))


def _reveal_orders(state: State, before: dict, ev: list[dict]) -> None:
    shown: list[int] = []
    for p in state.players:
        if state.in_play(p.seat):
            shown.append(p.seat)
            reveal = _shown(state, p, before[str(p.seat)])
            # the armies' totals as the orders turn up: the seats shown so far as they now are
            reveal["armies"] = totals(state, lambda s: None if s in shown else before["armies"][str(s)])
            ev.append(reveal)
    if state.surrendered:
        state.stack = []
        ending.surrender(state, ev)
        if state.result is None:
            _retreat(state, ev)
        return
    resolve_stack(state, ev)
    if state.result is None:
        ending.check(state, ev)
    if state.result is not None:
        return
    _after_effects(state, ev)


def _shown(state: State, p, old: dict) -> dict:
    """What a seat's revealed orders show everyone: the cards turned up and turned sideways, the
    supports played and retreated."""
    was = {s["slot"]: s["status"] for s in old["field"]}
    on, off = [], []
    for slot in p.field:
        shown = {"slot": slot.slot, "uid": slot.uid, "card": state.card(slot.uid)}
        if slot.status != "down" and was.get(slot.slot) == "down":
            slot.shown = True  # turned face up (and, if off, sideways at once to fit the limit)
            p.leader_shown = p.leader_shown or slot.uid == p.leader
        if slot.status == "active" and was.get(slot.slot) != "active":
            on.append(shown)
        elif slot.status == "off" and was.get(slot.slot) != "off":
            off.append(shown)
    new_retreat = p.deck.discards[len(old["deck"]["discards"]):]
    quick = [u for u in new_retreat if u not in old["supports"] and card_of(state, u).kind == "support"]
    played = [{"uid": u, "card": state.card(u)} for u in p.supports + quick if u not in old["supports"]]
    gone = [{"uid": u, "card": state.card(u)} for u in old["supports"] + quick if u not in p.supports]
    return {"type": "reveal", "seat": p.seat, "activated": on, "deactivated": off, "supports": played,
            "retreated": gone, "surrender": state.side_of(p.seat) in state.surrendered}


def _after_effects(state: State, ev: list[dict]) -> None:
    """Units that can no longer fight here are deactivated; seats over the limit choose what to
    take out (in turn order); then the clash."""
    for p in state.players:
        for slot in p.field:
            if slot.status == "active" and not can_fight(state, slot.uid):
                slot.status, slot.used = "off", False
                ev.append({"type": "deactivate", "seat": p.seat, "slot": slot.slot, "uid": slot.uid,
                           "card": state.card(slot.uid), "why": "place"})
    order = [(state.first_seat + k) % len(state.players) for k in range(len(state.players))]
    state.waiting = [s for s in order if state.in_play(s) and over(state, s) and removable(state, s)]
    if state.waiting:
        state.phase, state.stage = "trim", "trim"
        ev.append({"type": "over_limit", "seats": list(state.waiting)})
        return
    _fight(state, ev)


def _trim_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    return [f"deactivate {s.uid}" for s in _mine_active(state, seat)] + [f"retreat {u}" for u in p.supports]


def _trim_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    return _describe_take_out(state, seat, action, verb, arg)


def _trim_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    _take_out(state, seat, verb, arg, ev)
    if not over(state, seat) or not removable(state, seat):
        state.waiting.pop(0)


def _fight(state: State, ev: list[dict]) -> None:
    state.phase = "clash"
    clash.fight(state, ev)
    ending.check(state, ev)
    if state.result is not None:
        return
    _end_turn(state, ev)


def _end_turn(state: State, ev: list[dict]) -> None:
    state.mods = [m for m in state.mods if m["until"] != "turn"]
    sweep(state, ev)
    if state.turn >= len(location(state).turns):
        _retreat(state, ev)
    else:
        _begin_turn(state, state.turn + 1, ev)


# --- phase 5 -------------------------------------------------------------------------------------------
def _retreat(state: State, ev: list[dict]) -> None:
    """Deployed cards and supports to the retreat pile, the leader back to the hand; every effect
    ends. Then the next battle, or the end of the game."""
    for p in state.players:
        for slot in p.field:
            if slot.uid == p.leader:
                p.hand.append(slot.uid)
            else:
                p.deck.discard(slot.uid)
        for uid in p.supports:
            p.deck.discard(uid)
        gone = [s.uid for s in p.field if s.uid != p.leader] + list(p.supports)
        ev.append({"type": "retreat", "seat": p.seat, "uids": gone, "cards": [state.card(u) for u in gone],
                   "leader_back": any(s.uid == p.leader for s in p.field)})
        p.field, p.supports, p.target = [], [], None
    for side in state.sides:
        side.played, side.supply, side.shield, side.first, side.adapted = 0, 0, 0, False, []
    state.mods, state.stack, state.alliance, state.surrendered = [], [], [], []
    state.turn = 0
    if not state.battle_deck:
        ending.deck_out(state, ev)
        return
    _begin_battle(state, ev)




def start(state: State, ev: list[dict]) -> None:
    """The game begins with the secret setup round (leaders and locations)."""
    _open_round(state, "setup")


def restart_entry(state: State) -> None:
    """Begin the mover's orders afresh (a determinized copy re-enters another seat's orders)."""
    _start_entry(state)
