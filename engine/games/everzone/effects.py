"""What cards do: drawing, damage, destruction, and the effects vocabulary of docs/everzone-data.md,
and what each effect does in words (a message: the cards, the tooltips and the choices say it alike).

Declared effects wait on `State.stack` until the orders are revealed; `resolve_stack` then runs
every support's effect before any unit's ability, each group last declared first (ruling 20).
An effect whose card left play before its turn fizzles, and is spent all the same (ruling 21).
Drawing, destroying and damage live here too, since effects do all three.
"""
from __future__ import annotations

from ...core.messages import msg, plural, term
from .armies import active_slots, card_of, damage_sides, enemy_seats, totals, value
from .state import State, owner

PUBLIC = None  # events without "visible_to" are seen by every seat


def private(state: State, seat: int) -> dict:
    """The "visible_to" stamp of something only `seat` (and a 2v2 partner) may see."""
    return {"visible_to": state.friends(seat)}


# --- drawing -----------------------------------------------------------------------------------------
def draw(state: State, seat: int, count: int, ev: list[dict], to: int | None = None) -> list[str]:
    """Up to `count` cards; an empty deck is refilled from the retreat pile (ruling 6), and with
    both empty the draw simply stops. `to`: the hand this draw fills up to (phase 1's 10).
    The cards go in a private "draw" (its seat and a 2v2 partner see them); how many, in the
    public "draws" right after, which names who saw the cards (`shown_to`)."""
    p = state.players[seat]
    drawn: list[str] = []
    for _ in range(count):
        if not len(p.deck) and p.deck.discards:
            p.deck.reshuffle_discards(state.rng)
            ev.append({"type": "reshuffle", "seat": seat, "deck": len(p.deck)})
        uid = p.deck.draw()
        if uid is None:
            break
        p.hand.append(uid)
        drawn.append(uid)
    if drawn:
        state.seals += 1  # a card seen by its drawer: undo never takes it back
        ev.append({"type": "draw", "seat": seat, "uids": drawn, "cards": [state.card(u) for u in drawn],
                   "deck": len(p.deck), **private(state, seat)})
    ev.append({"type": "draws", "seat": seat, "count": len(drawn), "deck": len(p.deck), "to": to,
               "shown_to": state.friends(seat) if drawn else []})
    return drawn


def hand_size(state: State, seat: int) -> int:
    """Cards in hand that count for the limits: the leader never does (rulings 7)."""
    p = state.players[seat]
    return sum(1 for u in p.hand if u != p.leader)


def draw_up(state: State, seat: int, to: int, ev: list[dict]) -> None:
    draw(state, seat, max(0, to - hand_size(state, seat)), ev, to)


# --- damage --------------------------------------------------------------------------------------------
def deal(state: State, side: int, amount: int, ev: list[dict], why: str, **source) -> dict:
    """`amount` damage to a side: its shield takes it first; command points stop at 0. Returns
    what it did (a strike or a surrender tells it: their `losses`). `source`: the card that
    dealt it, when an effect did (its result panel names it)."""
    s = state.sides[side]
    prevented = min(s.shield, amount)
    s.shield -= prevented
    lost = min(s.command, amount - prevented)
    before, s.command = s.command, s.command - lost
    ev.append({"type": "damage", "side": side, "seats": list(s.seats), "amount": amount, "prevented": prevented,
               "lost": lost, "command": s.command, "why": why, "before": before, **source})
    return {k: ev[-1][k] for k in ("side", "seats", "amount", "prevented", "lost", "command", "before")}


def repair(state: State, side: int, amount: int, ev: list[dict]) -> None:
    s = state.sides[side]
    gained = max(0, min(state.start_command, s.command + amount) - s.command)
    s.command += gained
    ev.append({"type": "repair", "side": side, "seats": list(s.seats), "amount": gained, "command": s.command})


# --- destruction -------------------------------------------------------------------------------------
def destroy(state: State, uid: str, ev: list[dict], why: str, **source) -> None:
    """A deployed unit is destroyed: face up to the fallen pile, or back to the hand if it says
    so; its lasting changes go with it, and its resources are free at once. `source`: the card
    whose effect destroyed it, if one did."""
    seat = owner(uid)
    p = state.players[seat]
    slot = p.slot_of(uid)
    if slot is None:
        return
    p.field.remove(slot)
    state.mods = [m for m in state.mods if m["uid"] != uid]
    ability = card_of(state, uid).ability
    back = ability is not None and ability.when == "destroyed" and ability.do == "return"
    (p.hand if back else p.fallen).append(uid)
    ev.append({"type": "destroyed", "seat": seat, "slot": slot.slot, "uid": uid, "card": state.card(uid),
               "to": "hand" if back else "fallen", "why": why, **source})
    if ability is not None and ability.when == "destroyed" and not back:
        _apply(state, seat, uid, ability, ev)


def sweep(state: State, ev: list[dict]) -> None:
    """Units whose [DEF] has dropped to 0 are destroyed (ruling 1)."""
    for p in state.players:
        for slot in list(p.field):
            if slot.status == "active" and value(state, slot.uid, "defense") <= 0:
                destroy(state, slot.uid, ev, "defense 0")


# --- the stack -------------------------------------------------------------------------------------------
def declare(state: State, seat: int, uid: str, kind: str, **extra) -> None:
    state.stack.append({"seat": seat, "uid": uid, "kind": kind, **extra})


def resolution_order(stack: list[dict]) -> list[dict]:
    """Supports first, then unit abilities; within each, the last declared first (ruling 20)."""
    supports = [e for e in stack if e["kind"] == "support"]
    units = [e for e in stack if e["kind"] == "unit"]
    return supports[::-1] + units[::-1]


def still_there(state: State, entry: dict) -> bool:
    p = state.players[entry["seat"]]
    if entry["kind"] == "support":
        return entry["uid"] in p.supports
    slot = p.slot_of(entry["uid"])
    return slot is not None and slot.status == "active"


def resolve_stack(state: State, ev: list[dict]) -> None:
    order = resolution_order(state.stack)
    state.stack = []
    for entry in order:
        if state.result is not None:
            return
        card = card_of(state, entry["uid"])
        effect = card.effect if entry["kind"] == "support" else card.ability
        if not still_there(state, entry):
            ev.append({"type": "fizzle", "seat": entry["seat"], "uid": entry["uid"], "card": state.card(entry["uid"]),
                       "swap": False})
            continue
        ev.append({"type": "resolve", "seat": entry["seat"], "uid": entry["uid"], "card": state.card(entry["uid"]),
                   "kind": entry["kind"]})
        if effect.do == "swap":
            _swap(state, entry, ev)
        else:
            start = len(ev)
            _apply(state, entry["seat"], entry["uid"], effect, ev)
            sweep(state, ev)
            # the armies' totals once the effect has worked, for the table to follow
            note = next(e for e in ev[start:] if e["type"] == "effect")
            note["armies"] = totals(state)
            continue
        sweep(state, ev)


# --- each effect ------------------------------------------------------------------------------------
def _units(state: State, seats: list[int], place: str | None) -> list[str]:
    out = []
    for seat in seats:
        for slot in active_slots(state, seat):
            if place is None or place in card_of(state, slot.uid).places:
                out.append(slot.uid)
    return out


def _strongest(state: State, seats: list[int], stat: str, most: int) -> str | None:
    """The enemy's active unit with the highest [ATK] among those with `stat` <= most; ties go to
    the unit deployed first."""
    found = [(s.order, s.uid) for seat in seats for s in active_slots(state, seat) if value(state, s.uid, stat) <= most]
    if not found:
        return None
    found.sort(key=lambda f: (-value(state, f[1], "attack"), f[0]))
    return found[0][1]


def _mod(state: State, uids: list[str], stat: str, amount: int, until: str) -> None:
    for uid in uids:
        state.mods.append({"uid": uid, "stat": stat, "amount": amount, "until": until})


def _hit(state: State, uids: list[str]) -> dict:
    """The units an effect changed, by card and owner (the log names them)."""
    return {"unit_cards": [state.card(u) for u in uids], "unit_seats": [owner(u) for u in uids]}


def _apply(state: State, seat: int, uid: str, effect, ev: list[dict]) -> None:
    side = state.side(seat)
    foes = enemy_seats(state, seat)
    do, amount = effect.do, effect.amount
    note = {"type": "effect", "seat": seat, "uid": uid, "card": state.card(uid), "do": do, "amount": amount,
            "when": effect.when, "duration": effect.duration, "seats": list(side.seats)}
    if do == "boost":
        mine = [s for s in side.seats if state.in_play(s)]
        hit = _units(state, mine, effect.place)
        _mod(state, hit, effect.stat, amount, effect.duration)
        note.update(stat=effect.stat, units=hit, **_hit(state, hit))
    elif do == "weaken":
        hit = _units(state, foes, effect.place)
        _mod(state, hit, effect.stat, -amount, effect.duration)
        note.update(stat=effect.stat, units=hit, **_hit(state, hit))
    elif do == "drain":
        hit = _units(state, foes, effect.place)
        _mod(state, hit, "resources", amount, effect.duration)
        note.update(units=hit, **_hit(state, hit))
    elif do == "supply":
        side.supply += amount
    elif do == "shield":
        side.shield += amount
    elif do == "first":
        side.first = True
    elif do == "adapt":
        if effect.place not in side.adapted:
            side.adapted.append(effect.place)
        note.update(place=effect.place)
    elif do == "destroy" or do == "disable":
        target = _strongest(state, foes, "defense" if do == "destroy" else "resources", amount)
        note.update(target=target, target_card=state.card(target) if target else None,
                    target_seat=owner(target) if target else None)
        ev.append(note)
        if target is not None and do == "destroy":
            destroy(state, target, ev, "effect", **_source(state, seat, uid))
        elif target is not None:
            slot = state.find(target)
            slot.status, slot.locked, slot.used = "off", True, False
        return
    ev.append(note)
    if do == "damage":
        for target_side in damage_sides(state, seat):
            deal(state, target_side, amount, ev, "effect", **_source(state, seat, uid))
    elif do == "repair":
        repair(state, state.side_of(seat), amount, ev)
    elif do == "draw":
        draw(state, seat, amount, ev)


def _source(state: State, seat: int, uid: str) -> dict:
    """The card an effect comes from, as the events it causes name it."""
    return {"source_seat": seat, "source_card": state.card(uid)}


def _swap(state: State, entry: dict, ev: list[dict]) -> None:
    """Meraud's kind: a deployed unit goes back to the hand and a unit from the hand takes its
    place face down. Where either has gone elsewhere meanwhile, nothing happens."""
    seat = entry["seat"]
    p = state.players[seat]
    slot = p.slot_of(entry["out"])
    if slot is None or entry["in"] not in p.hand:
        ev.append({"type": "fizzle", "seat": seat, "uid": entry["uid"], "card": state.card(entry["uid"]),
                   "swap": True})  # a card it was to swap has gone elsewhere
        return
    out_shown = slot.status != "down"
    p.hand.remove(entry["in"])
    p.hand.append(entry["out"])
    state.mods = [m for m in state.mods if m["uid"] != entry["out"]]
    slot.uid, slot.status, slot.locked, slot.used, slot.shown = entry["in"], "down", False, False, False
    public = {"type": "swap", "seat": seat, "slot": slot.slot, "source": entry["uid"], "source_card": state.card(entry["uid"])}
    if out_shown:
        public.update(out=entry["out"], out_card=state.card(entry["out"]))
    ev.append(public)
    ev.append({"type": "swap_cards", "seat": seat, "slot": slot.slot, "out": entry["out"], "in": entry["in"],
               "out_card": state.card(entry["out"]), "in_card": state.card(entry["in"]), **private(state, seat)})


# --- what an effect does, in words (the cards and the choices say it the same way) ----------------------
def _units_words(effect, mine: bool) -> dict:
    """Whom a boost, a weaken or a drain reaches: "each of your active units that can fight at sea"
    (a static effect reaches every unit of the side, active or not, while its card is active)."""
    static = effect.when == "static"
    if effect.place is None:
        return {(True, True): msg("each of your units"), (True, False): msg("each of your active units"),
                (False, True): msg("each enemy unit"), (False, False): msg("each active enemy unit")}[mine, static]
    where = term("where", effect.place)
    if mine:
        return msg("each of your units that can fight {where}", where=where) if static else \
            msg("each of your active units that can fight {where}", where=where)
    return msg("each enemy unit that can fight {where}", where=where) if static else \
        msg("each active enemy unit that can fight {where}", where=where)


def lasting_words(duration: str) -> dict:
    """How long a boost, a weaken or a drain lasts."""
    return msg("for the rest of the battle") if duration == "battle" else msg("this turn")


def _changes(effect) -> dict:
    """A boost or a weaken: "each of your active units gets +2 Defense this turn"."""
    said = {"units": _units_words(effect, effect.do == "boost"), "n": effect.amount,
            "stat": term("stat", effect.stat)}
    if effect.when != "static":
        said["lasting"] = lasting_words(effect.duration)
    falls = effect.stat == "defense"  # a unit left with 0 Defense is destroyed (ruling 1)
    return {("boost", False): msg("{units} gets +{n} {stat}", **said),
            ("boost", True): msg("{units} gets +{n} {stat} {lasting}", **said),
            ("weaken", False): msg("{units} gets -{n} {stat}", **said),
            ("weaken", True): msg("{units} gets -{n} {stat} {lasting}", **said),
            ("fall", False): msg("{units} gets -{n} {stat} (a unit left with 0 Defense is destroyed)", **said),
            ("fall", True): msg("{units} gets -{n} {stat} {lasting} (a unit left with 0 Defense is destroyed)", **said),
            }["fall" if effect.do == "weaken" and falls else effect.do, "lasting" in said]


def effect_words(effect) -> dict:
    """What an effect does, without its timing: "each active enemy unit gets -1 Attack this turn"
    ("your" is its owner's side; "the enemy" the army that side attacks)."""
    do, n = effect.do, effect.amount
    if do in ("boost", "weaken"):
        return _changes(effect)
    if do == "drain":
        return plural("{units} needs {n} more resource {lasting}", "{units} needs {n} more resources {lasting}", n,
                      units=_units_words(effect, False), lasting=lasting_words(effect.duration))
    if do == "adapt":
        return msg("for the rest of the battle, your units can fight {where} too", where=term("where", effect.place))
    if do == "swap":
        return msg("return one of your deployed units (even this one, even your leader) to your hand and deploy a "
                   "unit from your hand face down in its place")
    return {
        "supply": msg("your resource limit is {n} higher this turn", n=n),
        "damage": plural("the enemy loses {n} command point", "the enemy loses {n} command points", n),
        "repair": plural("you regain {n} command point (never above the number you started with)",
                         "you regain {n} command points (never above the number you started with)", n),
        "shield": msg("the first {n} damage to your side this turn is prevented", n=n),
        "destroy": msg("destroys the enemy's strongest active unit with {n} Defense or less", n=n),
        "disable": plural("deactivates the enemy's strongest active unit that needs {n} resource or less; it "
                          "cannot be activated again this battle", "deactivates the enemy's strongest active unit "
                          "that needs {n} resources or less; it cannot be activated again this battle", n),
        "draw": plural("you draw {n} card", "you draw {n} cards", n),
        "first": msg("your army attacks first this turn, whatever the ranges"),
    }.get(do, msg("goes back to your hand instead of the fallen pile"))  # return: content.DOS has no other


def timing_words(when: str, on: str = "unit") -> dict:
    """An effect's timing (content.WHENS) as printed before what it does, on a unit (its ability)
    or a support (played, then in play)."""
    if on == "support":
        return msg("While in play") if when == "static" else msg("When played")
    return {"activate": msg("When activated"), "static": msg("While active"), "destroyed": msg("When destroyed")}.get(
        when, msg("Once per activation, when you choose"))  # choice


def effect_line(effect, on: str = "unit") -> dict:
    """An effect with its timing, a sentence as a card prints it: "When destroyed: goes back to
    your hand instead of the fallen pile."."""
    return msg("{when}: {effect}.", when=timing_words(effect.when, on), effect=effect_words(effect))
