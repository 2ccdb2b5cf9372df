"""The five phases as rounds of orders (docs/rules/everzone.md, "The order of a battle").

Secret orders are entered one seat after another (`State.waiting`), then revealed together:
- **setup**: the leader and three locations;
- **prepare** (phases 5, 1, 2 and 3 for one seat): discard (from the second battle on), draw to
  10, see the location, redraw as often as wanted, deploy face down, pick a race token;
- **orders** (phase 4, every turn): activate, deactivate when over the limit, play supports,
  use a chosen ability, or surrender;
- **trim** is public: a seat pushed over the limit by the revealed effects takes units out.
What happens between rounds (the reveal, the effects, the clash, the retreat) happens by itself.

Each thing a seat may be asked is a kind of decision (engine/core/decisions.py), registered in
`KINDS` beside the code of its phase with its legal actions, what an answer does, an answer in
ids and words (a message), and its prompt: the setup; the retreat phase's discards ("discard");
deploying ("deploy": the redraw, the face-down units, the race token); the orders; the two picks
of a swap ("swap_out", "swap_in"); and the public "trim" after a reveal. The state keeps which
one is under way where it always has (`State.stage`, set as each seat's entry opens: `waiting`
reads it), and the seat entering it is the kind's frame. A prompt and the choices speak to that
seat (its hand, the location it has just seen); nothing else is told, so there is no `about`.

Four kinds can be a mere formality, and say why (`forced`, taken for the person by the table):
a retreat phase with only the leader in hand (draw), a deployment or a turn's orders with
nothing at all to enter (seal), and a trim with one card to take out. A seal after something
was entered is never forced (the person may still take an order back), nor is a swap's pick
with one candidate (it may be the swapping card itself, which the person may rather not send).
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.decisions import Kinds
from ...core.messages import N_, msg, plural, term
from ...core.messages import seat as seat_of
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
from .effects import declare, draw, draw_up, effect_words, hand_size, resolve_stack, sweep
from .meta import LIMITS
from .state import THREE, Slot, State, leader_uid, player_data

HAND = LIMITS["hand"]  # the numbers a player is told: meta.py
PICKS = LIMITS["picks"]
SEALED = ("setup", "prepare", "orders")
KINDS = Kinds("everzone")


# --- whose move, what is asked, and answering it ------------------------------------------------------
def mover(state: State) -> int | None:
    return state.waiting[0] if state.waiting else None


def waiting(state: State) -> tuple[str, int]:
    """The kind of decision under way and its frame, the seat entering it. The kind is the
    entry's stage, but for "ready" (deploying before the first card, while a redraw is still
    open), which is the same decision as "deploy"."""
    return ("deploy" if state.stage == "ready" else state.stage), state.waiting[0]


def choices(state: State) -> list[str]:
    """The legal actions of the mover (none between rounds)."""
    if mover(state) is None:
        return []
    kind, seat = waiting(state)
    return KINDS[kind].legal(state, seat)


def act(state: State, action: str, ev: list[dict]) -> None:
    """Carry out a legal action (the rules, the forecast and the computer's look-ahead alike)."""
    kind, seat = waiting(state)
    KINDS[kind].apply(state, seat, action, ev)


def _answer(carry_out):
    """A kind's `apply`: `carry_out(state, seat, verb, arg, events)` does the answer; events of
    secret orders are stamped as the seat's own, and once the last seat has sealed (or the last
    seat over the limit fits it) the game goes on by itself: the reveal, or the clash."""
    def apply(state: State, seat: int, action: str, ev: list[dict]) -> None:
        verb, _, arg = action.partition(" ")
        secret = state.sealed
        mine: list[dict] = []
        carry_out(state, seat, verb, arg, mine)
        for e in mine:
            if secret and e["type"] != "sealed":
                e.setdefault("visible_to", state.friends(seat))
        ev.extend(mine)
        if state.phase in SEALED and not state.waiting:
            _reveal(state, ev)
        elif state.phase == "trim" and not state.waiting:
            _fight(state, ev)
    return apply


def _told(tell):
    """A kind's `describe`: `tell(state, seat, action, verb, arg)` says one answer. It only reads
    the seat's own cards and public numbers."""
    def describe(state: State, seat: int, action: str) -> dict:
        verb, _, arg = action.partition(" ")
        return tell(state, seat, action, verb, arg)
    return describe


def _asks(words: str):
    """A prompt that names the seat entering its orders, in those words."""
    def prompt(state: State, seat: int) -> dict:
        return msg(words, seat=seat_of(seat))
    return prompt


def _named(state: State, uid: str, **more) -> dict:
    """A card instance by its kind ("unit" or "support"), with its card id in the content."""
    return {card_of(state, uid).kind: uid, "card": state.card(uid), **more}


def _card(state: State, uid: str) -> dict:
    """A card instance as a message names it: by its card id."""
    return term("card", state.card(uid))


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
    sealed = {"type": "sealed", "seat": seat, "round": state.phase, "battle": state.battle, "turn": state.turn}
    if state.phase == "setup":
        sealed["picks"] = len(state.players[seat].picks)  # the locations it picked (none: a 2v2 partner)
    ev.append(sealed)
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
        ev.append({"type": "location_picked", "seat": seat, "location": arg, "partner": state.partner(seat)})
    else:
        _seal(state, ev)


def _setup_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    """A leader with its numbers, a location with its turns' limits (the words of the table's
    setup board)."""
    if verb == "leader":
        u = content().units[arg]
        text = msg("Choose {card} as your leader (ATK {attack}, DEF {defense}, RNG {range}, RES {resources})",
                   card=term("card", arg), attack=u.attack, defense=u.defense, range=u.range, resources=u.resources)
        return choice(action, "choose_leader", text, {"card": arg})
    if verb == "location":
        loc = content().locations[arg]
        text = plural("Add {location} ({place}, {n} turn: {limits} resources) to the battle deck",
                      "Add {location} ({place}, {n} turns: {limits} resources) to the battle deck", len(loc.turns),
                      location=term("location", arg), place=term("place", loc.place), limits=_limits(loc.turns))
        return choice(action, "pick_location", text, {"location": arg})
    return choice(action, "seal", msg("Seal setup"))


def location_words(location_id: str) -> dict:
    """A location's facts, "Land, 3 turns: 4 / 8 / 14 resources" (its tooltip's and the log's)."""
    loc = content().locations[location_id]
    return plural("{place}, {n} turn: {limits} resources", "{place}, {n} turns: {limits} resources", len(loc.turns),
                  place=term("place", loc.place), limits=_limits(loc.turns))


def _limits(turns) -> dict | int:
    """A location's resource limits turn by turn, "4 / 8 / 14" (a slash, as every language
    writes it between numbers)."""
    first, *rest = turns
    return msg("{limit} / {then}", limit=first, then=_limits(rest)) if rest else first


KINDS.add("setup", legal=_setup_choices, apply=_answer(_setup_act), describe=_told(_setup_describe),
          prompt=_asks(N_("{seat}: secret setup")))


def _reveal_setup(state: State, ev: list[dict]) -> None:
    picks = [loc for p in state.players for loc in p.picks]
    if state.mode != THREE:
        picks += [b.id for b in content().bases()]
    state.battle_deck = list(picks)
    state.rng.shuffle(state.battle_deck)
    ev.append({"type": "battle_deck", "picks": {str(p.seat): list(p.picks) for p in state.players if p.picks},
               "by": {str(p.seat): state.friends(p.seat) for p in state.players if p.picks},  # a 2v2 team picks
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
               "location": state.location if state.battle == 1 else None, "hand": HAND, "tokens": _needs_token(state)})
    _open_round(state, "prepare")


def _needs_token(state: State) -> bool:
    return state.mode == THREE and len(state.live_seats()) == 3


# phase 5 then 1: the retreat phase's discards, and the draw to 10 (which shows the location)
def _discard_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    out = [f"discard {u}" for u in p.hand if u != p.leader]
    if hand_size(state, seat) <= HAND:
        out.append("draw")
    return out


def _discard_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    p = state.players[seat]
    if verb == "discard":
        p.hand.remove(arg)
        p.deck.discard(arg)
        ev.append({"type": "discard", "seat": seat, "uid": arg, "card": state.card(arg)})
    else:
        draw_up(state, seat, HAND, ev)
        state.stage = "ready"
        state.seen_location.append(seat)
        ev.append({"type": "location_seen", "seat": seat, "location": state.location})


def _discard_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    if verb == "discard":
        return choice(action, "discard", msg("Discard {card} to the retreat pile", card=_card(state, arg)),
                      _named(state, arg))
    return choice(action, "draw", msg("Draw to {hand}", hand=HAND))


def _discard_forced(state: State, seat: int) -> dict | None:
    """Only the leader in hand: there is nothing to discard, and drawing is all there is (the
    hand's size is public)."""
    if hand_size(state, seat):
        return None
    return msg("{seat} has no card to discard and draws to {hand}.", seat=seat_of(seat), hand=HAND)


KINDS.add("discard", legal=_discard_choices, apply=_answer(_discard_act), describe=_told(_discard_describe),
          prompt=_asks(N_("{seat}: retreat phase")), forced=_discard_forced)


# phases 2 and 3: redraw, deploy face down, and (three players) the race token
def _deploy_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    out = []
    if state.stage == "ready" and hand_size(state, seat) > 1:
        out.append("redraw")
    out += [f"deploy {u}" for u in p.hand if card_of(state, u).kind == "unit"]
    if _needs_token(state) and p.target is None:
        out += [f"target {s}" for s in state.live_seats() if s != seat]
    if not _needs_token(state) or p.target is not None:
        out.append("done")
    return out


def _deploy_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    p = state.players[seat]
    if verb == "redraw":
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


def _deploy_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    """Redraw (one card fewer: its cost), deploy, the race token, seal."""
    if verb == "redraw":
        n = hand_size(state, seat)
        text = msg("Redraw: your {cards} to the retreat pile, {drawn} drawn",
                   cards=plural("{n} card", "{n} cards", n), drawn=plural("{n} card", "{n} cards", n - 1))
        return choice(action, "redraw", text, cost={"cards": 1})
    if verb == "deploy":
        return choice(action, "deploy", msg("Deploy {card} face down", card=_card(state, arg)), _named(state, arg))
    if verb == "target":
        target = int(arg)
        text = msg("Pick the {race} token: your army attacks {seat} this battle",
                   race=term("race", state.players[target].race), seat=seat_of(target))
        return choice(action, "pick_token", text, {"seat": target})
    return choice(action, "seal", msg("Seal your deployment"))


def _deploy_prompt(state: State, seat: int) -> dict:
    """Deploying comes after the seat has seen the location (ruling: phase 1 shows it)."""
    return msg("{seat}: deploy at {location}", seat=seat_of(seat), location=term("location", state.location))


def _deploy_forced(state: State, seat: int) -> dict | None:
    """No unit in hand and nothing to redraw before anything was deployed: the empty deployment is
    sealed. Once a card is deployed, the seal is the person's own (they may still take it back)."""
    if state.stage != "ready":
        return None
    return msg("{seat} has no unit to deploy and nothing to redraw: the empty deployment is sealed.",
               seat=seat_of(seat))


KINDS.add("deploy", legal=_deploy_choices, apply=_answer(_deploy_act), describe=_told(_deploy_describe),
          prompt=_deploy_prompt, forced=_deploy_forced)


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
                   "deck": len(p.deck), "retreated": new_retreat, "retreated_cards": [state.card(u) for u in new_retreat],
                   "battle": state.battle})
    if _needs_token(state):
        targets = {p.seat: p.target for p in state.players if state.in_play(p.seat)}
        ev.append({"type": "tokens", "targets": {str(k): v for k, v in targets.items()},
                   "races": {str(k): state.players[v].race for k, v in targets.items()}})  # each token's race
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
               "limit": location(state).turns[turn - 1], "location": state.location, "allies": list(state.alliance)})
    _open_round(state, "orders")


def _mine_active(state: State, seat: int) -> list:
    return [s for s in state.players[seat].field if s.status == "active"]


def _order_choices(state: State, seat: int) -> list[str]:
    p = state.players[seat]
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
    """A deployed unit may go back (the swap's own card too: the rulebook's clarification,
    "l'abilità di Meraud vale anche se ad essere sostituita è la stessa carta leader") and a
    unit in the hand may take its place."""
    p = state.players[seat]
    taken = _swapping(state)
    return any(s.uid not in taken for s in p.field) and \
        any(card_of(state, u).kind == "unit" and u not in taken for u in p.hand)


def _orders_act(state: State, seat: int, verb: str, arg: str, ev: list[dict]) -> None:
    p = state.players[seat]
    if verb == "surrender":
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
        ev.append({"type": "use", "seat": seat, "uid": arg, "card": state.card(arg), "do": card_of(state, arg).ability.do})
    else:
        _seal(state, ev)


def order_cost(state: State, verb: str, uid: str) -> int:
    """The resources activating a unit (its value now, effects counted) or playing a support
    takes from the turn's limit."""
    return value(state, uid, "resources") if verb == "activate" else card_of(state, uid).resources


def _orders_describe(state: State, seat: int, action: str, verb: str, arg: str) -> dict:
    """An order in the prompt bar's words; activating and playing cost resources of the turn's
    limit, surrendering command points (what the reveal will take) and one of the war's three."""
    if verb == "surrender":
        return _describe_surrender(state, seat, action)
    if verb == "activate":
        need = order_cost(state, verb, arg)
        slot = state.players[seat].slot_of(arg).slot
        text = plural("Activate {card} (needs {n} resource)", "Activate {card} (needs {n} resources)", need,
                      card=_card(state, arg))
        return choice(action, "activate", text, _named(state, arg, slot=slot), {"resources": need} if need else {})
    if verb in ("deactivate", "retreat"):
        return _describe_take_out(state, seat, action, verb, arg)
    if verb == "play":
        need = order_cost(state, verb, arg)
        text = plural("Play {card} (costs {n} resource)", "Play {card} (costs {n} resources)", need,
                      card=_card(state, arg))
        return choice(action, "play", text, _named(state, arg), {"resources": need} if need else {})
    if verb == "use":
        text = msg("Use {card}'s ability: {effect}", card=_card(state, arg),
                   effect=effect_words(card_of(state, arg).ability))
        return choice(action, "use_ability", text, _named(state, arg))
    return choice(action, "seal", msg("Seal your orders"))


#: A surrender as it counts towards the war's three (ending.MAX_SURRENDERS), by those before it.
SURRENDER_WORDS = (msg("Surrender this battle (your first surrender)"),
                   msg("Surrender this battle (your second surrender)"))


def _describe_surrender(state: State, seat: int, action: str) -> dict:
    side = state.side(seat)
    if side.surrenders >= ending.MAX_SURRENDERS:
        return choice(action, "surrender", msg("Surrender this battle (your third surrender: you lose the war)"),
                      cost={"surrenders": 1})
    lost = ending.surrender_cost(state, state.side_of(seat))
    cost = {"surrenders": 1, **({"command": lost} if lost else {})}
    return choice(action, "surrender", SURRENDER_WORDS[side.surrenders], cost=cost)


def _orders_prompt(state: State, seat: int) -> dict:
    return msg("{seat}: orders for turn {turn}", seat=seat_of(seat), turn=state.turn)


def _orders_forced(state: State, seat: int) -> dict | None:
    """Nothing to activate, play or use (and no surrender before the first clash), with nothing
    entered yet: sealing is all there is. Once an order is entered, the seal is the person's own."""
    if _order_choices(state, seat) != ["done"] or player_data(state.players[seat]) != state.before.get(str(seat)):
        return None
    return msg("{seat} has nothing to activate, play or use: the orders are sealed as they stand.",
               seat=seat_of(seat))


KINDS.add("orders", legal=_order_choices, apply=_answer(_orders_act), describe=_told(_orders_describe),
          prompt=_orders_prompt, forced=_orders_forced)


# a swap's two picks: the deployed unit sent back, then the unit from the hand deployed instead
def _swap_out_choices(state: State, seat: int) -> list[str]:
    taken = _swapping(state)
    return [f"pick {s.uid}" for s in state.players[seat].field if s.uid not in taken]  # the source too: _can_swap


def _swap_out(state: State, seat: int, verb: str, uid: str, ev: list[dict]) -> None:
    state.swap["out"], state.stage = uid, "swap_in"


def _describe_swap_out(state: State, seat: int, action: str, verb: str, uid: str) -> dict:
    return choice(action, "swap_out", msg("Send {card} back to your hand", card=_card(state, uid)), _named(state, uid))


KINDS.add("swap_out", legal=_swap_out_choices, apply=_answer(_swap_out), describe=_told(_describe_swap_out),
          prompt=_asks(N_("{seat}: swap")))


def _swap_in_choices(state: State, seat: int) -> list[str]:
    taken = _swapping(state)
    return [f"pick {u}" for u in state.players[seat].hand if card_of(state, u).kind == "unit" and u not in taken]


def _swap_in(state: State, seat: int, verb: str, uid: str, ev: list[dict]) -> None:
    out = state.swap["out"]
    declare(state, seat, state.swap["source"], "unit", out=out, **{"in": uid})
    ev.append({"type": "swap_chosen", "seat": seat, "source": state.swap["source"],
               "source_card": state.card(state.swap["source"]), "out": out, "out_card": state.card(out),
               "in": uid, "in_card": state.card(uid)})
    state.swap, state.stage = None, "orders"


def _describe_swap_in(state: State, seat: int, action: str, verb: str, uid: str) -> dict:
    return choice(action, "swap_in", msg("Deploy {card} face down in its place", card=_card(state, uid)),
                  _named(state, uid))


KINDS.add("swap_in", legal=_swap_in_choices, apply=_answer(_swap_in), describe=_told(_describe_swap_in),
          prompt=_asks(N_("{seat}: swap")))


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
        return choice(action, "deactivate", msg("Deactivate {card} to get back under the resource limit",
                                                card=_card(state, uid)), _named(state, uid, slot=slot))
    return choice(action, "retreat", msg("Retreat the support {card} to get back under the resource limit",
                                         card=_card(state, uid)), _named(state, uid))


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
            "retreated": gone, "surrender": state.side_of(p.seat) in state.surrendered, "turn": state.turn}


def _after_effects(state: State, ev: list[dict]) -> None:
    """Units that can no longer fight here are deactivated; seats over the limit choose what to
    take out (in turn order); then the clash."""
    for p in state.players:
        for slot in p.field:
            if slot.status == "active" and not can_fight(state, slot.uid):
                slot.status, slot.used = "off", False
                ev.append({"type": "deactivate", "seat": p.seat, "slot": slot.slot, "uid": slot.uid,
                           "card": state.card(slot.uid), "why": "place", "place": location(state).place})
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


def _trim_forced(state: State, seat: int) -> dict | None:
    """One card in play that can be taken out: it goes (what is taken out is public)."""
    found = removable(state, seat)
    if len(found) != 1:
        return None
    return msg("{seat} can take out only {card} to get back under the resource limit.", seat=seat_of(seat),
               card=_card(state, found[0]))


KINDS.add("trim", legal=_trim_choices, apply=_answer(_trim_act), describe=_told(_trim_describe),
          prompt=_asks(N_("{seat}: over the limit")), forced=_trim_forced)


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
    _battle_over(state, ev)
    for p in state.players:
        for slot in p.field:
            if slot.uid == p.leader:
                p.hand.append(slot.uid)
            else:
                p.deck.discard(slot.uid)
        for uid in p.supports:
            p.deck.discard(uid)
        gone = [s.uid for s in p.field if s.uid != p.leader] + list(p.supports)
        back = any(s.uid == p.leader for s in p.field)
        ev.append({"type": "retreat", "seat": p.seat, "uids": gone, "cards": [state.card(u) for u in gone],
                   "leader_back": back, "leader": state.card(p.leader) if back and p.leader_shown else None})
        p.field, p.supports, p.target = [], [], None
    for side in state.sides:
        side.played, side.supply, side.shield, side.first, side.adapted = 0, 0, 0, False, []
    state.mods, state.stack, state.alliance, state.surrendered = [], [], [], []
    state.turn = 0
    if not state.battle_deck:
        ending.deck_out(state, ev)
        return
    _begin_battle(state, ev)


def _battle_over(state: State, ev: list[dict]) -> None:
    """The battle's end, told once for everyone: how many of its turns were fought (a surrender
    comes with the next turn's orders, before its clash), who surrendered, where every side
    stands, and how many battles are left."""
    surrendered = [list(state.sides[i].seats) for i in state.surrendered]  # each side that surrendered
    ev.append({"type": "battle_over", "battle": state.battle, "location": state.location,
               "fought": state.turn - 1 if surrendered else state.turn, "of": len(location(state).turns),
               "surrendered": surrendered,
               "by_side": [list(side.seats) for side in state.sides], "command": [side.command for side in state.sides],
               "out": [side.out for side in state.sides], "left": len(state.battle_deck)})


def start(state: State, ev: list[dict]) -> None:
    """The game begins with the secret setup round (leaders and locations)."""
    _open_round(state, "setup")


def restart_entry(state: State) -> None:
    """Begin the mover's orders afresh (a determinized copy re-enters another seat's orders)."""
    _start_entry(state)
