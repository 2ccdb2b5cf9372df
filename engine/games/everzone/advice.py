"""Why an order is good: the reason a hint gives (Match.why), in the clash's own numbers.

A clash is decided by three comparisons (clash.py): an army whose Attack reaches the other's
Defense destroys it, the difference coming off command points, and the higher Range strikes
first. So an order's reason sets the seat's army, as the order leaves it (forecast.orders), against
the enemy's as the seat sees it - as it stood when the round opened, since the enemy's orders
are sealed - and says what the turn's resources allow. Before the battle, the reasons are the
plain plan's (ai.py): the leader with the biggest numbers, the locations the deck can fight in, the
units that can fight here, the hand kept under its limit. A reason reads only what the seat may
see, and never says how the order was found.

Each function takes a copy of the state (Match.why makes one) and returns a message
(engine/core/messages.py), or None where there is nothing to weigh.
"""
from __future__ import annotations

from ...core.messages import msg, plural, term
from ...core.messages import seat as seat_of
from . import ai, armies, forecast, rounds
from .armies import can_fight, card_of, limit, location, usage
from .content import content
from .effects import effect_words, hand_size
from .state import State
from .view import view


def why(state: State, seat: int, action: str) -> dict | None:
    """The reason for `action`, a legal move of `seat` (the seat entering its orders)."""
    kind, _seat = rounds.waiting(state)
    reason = REASONS.get(kind)
    return reason(state, seat, action) if reason else None


# --- shared words ---------------------------------------------------------------------------------------
def _card(state: State, uid: str) -> dict:
    return term("card", state.card(uid))


def _here(state: State) -> dict:
    return term("location", state.location)


def _enemy(state: State, seat: int) -> dict | None:
    """The enemy army the seat faces, as the seat sees it (an enemy's sealed orders not counted)."""
    seen = view(state, seat).get("armies", [])
    foes = armies.enemy_seats(state, seat)
    return next((a for a in seen if any(s in foes for s in a["seats"])), None)


def _face_off(state: State, seat: int, mine: dict, lead: dict) -> dict:
    """`lead` (a message) and the three comparisons that decide the clash (the resources an order
    takes are the hint's own words already)."""
    theirs = _enemy(state, seat) or dict.fromkeys(("attack", "defense", "range"), 0)
    return msg("{lead}: your Attack {attack} against their Defense {their_defense}, their Attack {their_attack} "
               "against your Defense {defense}, Range {range} to {their_range}", lead=lead, attack=mine["attack"],
               defense=mine["defense"], range=mine["range"], their_attack=theirs["attack"],
               their_defense=theirs["defense"], their_range=theirs["range"])


def _order(state: State, seat: int, action: str, lead: dict) -> dict:
    """An activation or a support weighed: the seat's army once it is carried out (forecast.orders,
    on a copy) against the enemy's."""
    told = forecast.orders(state, action)
    return _face_off(state, seat, told["army"] or _own_army(state, seat), lead)


def _numbers(state: State, uid: str) -> dict:
    card = card_of(state, uid)
    return {"attack": card.attack, "defense": card.defense, "range": card.range}


# --- setup ----------------------------------------------------------------------------------------------
def _setup(state: State, seat: int, action: str) -> dict | None:
    verb, _, arg = action.partition(" ")
    if verb == "leader":
        u = content().units[arg]
        return msg("{card} has the biggest numbers of your race's leaders: Attack {attack}, Defense {defense}, "
                   "Range {range}", card=term("card", arg), attack=u.attack, defense=u.defense, range=u.range)
    if verb == "location":
        loc = content().locations[arg]
        fighters = ai._fighters(state, seat, arg)
        return plural("{n} card of your deck can fight at {location} ({place}), the most of the locations left",
                      "{n} cards of your deck can fight at {location} ({place}), the most of the locations left",
                      fighters, location=term("location", arg), place=term("place", loc.place))
    return None


# --- the retreat phase and the deployment ---------------------------------------------------------------
def _discard(state: State, seat: int, action: str) -> dict:
    verb, _, uid = action.partition(" ")
    if verb == "draw":
        return msg("The hand is within its limit of {hand} cards, and every card in it may yet fight: draw up "
                   "to the limit", hand=rounds.HAND)
    return msg("Over the hand limit of {hand} by {n}: {card} is the least worth keeping (Attack {attack}, Defense "
               "{defense}, Range {range})", n=max(1, hand_size(state, seat) - rounds.HAND), hand=rounds.HAND,
               card=_card(state, uid), **_numbers(state, uid))


def _deploy(state: State, seat: int, action: str) -> dict | None:
    verb, _, arg = action.partition(" ")
    p = state.players[seat]
    place = term("place", location(state).place)
    if verb == "redraw":
        fighters = sum(1 for u in p.hand if u != p.leader and card_of(state, u).kind == "unit" and can_fight(state, u))
        return plural("Only {n} card in hand can fight at {location} ({place}): a redraw brings {m} new ones",
                      "Only {n} cards in hand can fight at {location} ({place}): a redraw brings {m} new ones",
                      fighters, location=_here(state), place=place, m=hand_size(state, seat) - 1)
    if verb == "deploy":
        if can_fight(state, arg):
            return msg("{card} can fight at {location} ({place}), the strongest of your units here: Attack {attack}, "
                       "Defense {defense}, Range {range}", card=_card(state, arg), location=_here(state), place=place,
                       **_numbers(state, arg))
        return msg("{card} cannot fight at {location} ({place}) yet, but deployed it may be swapped or helped in "
                   "later", card=_card(state, arg), location=_here(state), place=place)
    if verb == "target":
        target = int(arg)
        return msg("{seat} has the fewest command points ({n}): the nearest to losing the war", seat=seat_of(target),
                   n=state.side(target).command)
    return msg("No unit left in hand can fight at {location} ({place}): the deployment is complete",
               location=_here(state), place=place)


# --- the orders -----------------------------------------------------------------------------------------
def _orders(state: State, seat: int, action: str) -> dict | None:
    verb, _, uid = action.partition(" ")
    if verb == "surrender":
        return _surrender(state, seat)
    if verb == "activate":
        return _order(state, seat, action, msg("With {card} active", card=_card(state, uid)))
    if verb == "play":
        return _order(state, seat, action, msg("With {card} played", card=_card(state, uid)))
    if verb in ("deactivate", "retreat"):
        return _take_out(state, seat, uid)
    if verb == "use":
        return msg("{card}'s ability works once each time it is active: {effect}", card=_card(state, uid),
                   effect=effect_words(card_of(state, uid).ability))
    return _seal(state, seat)


def _seal(state: State, seat: int) -> dict:
    """Sealing: the orders as they stand, and why the rest waits (the next turn's larger limit)."""
    mine = _own_army(state, seat)
    turns = location(state).turns
    if state.turn < len(turns):
        lead = msg("Seal now; the cards kept back wait for next turn's {next} resources", next=turns[state.turn])
    else:
        lead = msg("Seal now, in the battle's last turn")
    return _face_off(state, seat, mine, lead)


def _own_army(state: State, seat: int) -> dict:
    """The seat's army as its view shows it now (its own orders counted)."""
    seen = view(state, seat).get("armies", [])
    return next((a for a in seen if seat in a["seats"]), dict.fromkeys(("attack", "defense", "range"), 0))


def _take_out(state: State, seat: int, uid: str) -> dict:
    need = armies.value(state, uid, "resources") if card_of(state, uid).kind == "unit" else card_of(state, uid).resources
    return plural("Over the limit ({usage} of {limit} resources), something must go: {card} gives the least for its "
                  "{n} resource", "Over the limit ({usage} of {limit} resources), something must go: {card} gives the "
                  "least for its {n} resources", need, usage=usage(state, seat), limit=limit(state, seat),
                  card=_card(state, uid))


def _surrender(state: State, seat: int) -> dict:
    cost = forecast.surrender(state, seat)
    theirs = _enemy(state, seat) or {"attack": 0}
    return plural("Their Attack of {attack}, with what their face-down cards may add, threatens the best Defense you "
                  "can put up ({defense}): surrendering costs {n} command point, less than a rout",
                  "Their Attack of {attack}, with what their face-down cards may add, threatens the best Defense you "
                  "can put up ({defense}): surrendering costs {n} command points, less than a rout",
                  cost["cost"], attack=theirs["attack"], defense=ai._best_guard(state, seat))


# --- a swap and the trim after a reveal -----------------------------------------------------------------
def _swap_out(state: State, seat: int, action: str) -> dict:
    uid = action.partition(" ")[2]
    if not can_fight(state, uid):
        return msg("{card} cannot fight at {location}: it goes back to the hand", card=_card(state, uid),
                   location=_here(state))
    return msg("{card} is the weakest of your units here (Attack {attack}, Defense {defense}, Range {range})",
               card=_card(state, uid), **_numbers(state, uid))


def _swap_in(state: State, seat: int, action: str) -> dict:
    uid = action.partition(" ")[2]
    return msg("{card} can fight at {location}, the strongest unit in your hand: Attack {attack}, Defense {defense}, "
               "Range {range}", card=_card(state, uid), location=_here(state), **_numbers(state, uid))


def _trim(state: State, seat: int, action: str) -> dict:
    return _take_out(state, seat, action.partition(" ")[2])


REASONS = {"setup": _setup, "discard": _discard, "deploy": _deploy, "orders": _orders, "swap_out": _swap_out,
           "swap_in": _swap_in, "trim": _trim}
