"""The Rules object the generic Match drives for EverZone.

Phases (`state.phase`): setup, prepare, orders (secret orders, one seat after another), trim
(public: a seat over the limit after the reveal), over. The reveal, the effects, the clash and
the retreat happen between them by themselves; see rounds.py, which registers what a seat may be
asked in them as decision kinds (rounds.KINDS).
"""
from __future__ import annotations

import json

from ...core.deck import Deck
from ...core.rng import Rng, derive_seed, unforeseen
from ...core.rules import GameRules
from . import advice, forecast, rounds, setup
from .ai import easy
from .ai import suggest as _suggest
from .armies import card_of
from .content import content
from .meta import INFO
from .state import State, canonical, clone, leader_uid, player_from, restore
from .view import reveal as _reveal
from .view import view as _view


class EverZone(GameRules):
    ID = "everzone"
    INFO = INFO
    VERSION = "ez-3"  # ez-2: the events carry the facts their sentences need; ez-3: Meraud may swap herself out,
    DICE = ()  # no dice: its chance is the shuffled decks, so a save scripts none (match.check_script)
    # and the events carry the numbers of their result panels (a clash's totals, a battle's end)
    SETUP, FLOW = setup, rounds
    DECISIONS = rounds.KINDS

    def waiting(self, state: State) -> tuple[str, int]:
        """The stage of the entry under way is the kind; the seat entering it, the frame."""
        return rounds.waiting(state)

    def seal_count(self, state: State) -> int:
        """Orders sealed and cards drawn: undo never crosses another seat's orders or a card seen."""
        return state.seals

    def forecast(self, state: State, action: str) -> dict | None:
        """An order's effect on the limit and the army, what surrendering would cost, or what
        sealing the orders would leave unordered (forecast.py)."""
        if action == "surrender":
            return forecast.surrender(state, self.to_move(state))
        if action == "done" and state.stage == "orders":
            return forecast.seal(state, self.to_move(state))
        return forecast.orders(state, action)

    def why(self, state: State, seat: int, action: str) -> dict | None:
        """The reason a hint gives for `action`: the clash's comparisons, the limit, the plan's rule (advice.py)."""
        return advice.why(state, seat, action)

    view = staticmethod(_view)
    reveal = staticmethod(_reveal)
    canonical = staticmethod(canonical)
    restore = staticmethod(restore)
    clone = staticmethod(clone)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return determinize(state, seat, seed)

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        """The match's seed for the computer counts the actions so far, and so how many another
        seat took in its sealed orders; the search is seeded from what the seat sees instead."""
        seen = json.dumps(_view(state, seat), sort_keys=True, separators=(",", ":"))
        return _suggest(state, seat, level, derive_seed(seen), determinize)


def determinize(state: State, seat: int, seed: int) -> State:
    """A copy in which everything `seat` cannot see is imagined afresh: the other seats' hands,
    decks and face-down cards (dealt again from the cards nobody has seen), an unseen leader,
    the order of the battle deck (and the location, if not yet shown to the seat), and the orders
    other seats have sealed this round, which are entered again by the easy plan."""
    twin = clone(state)
    rng = Rng(seed)
    friends = state.friends(seat)
    entered = [p.seat for p in state.players if state.sealed and p.seat not in friends
               and p.seat not in state.waiting and state.in_play(p.seat)]
    for q in entered:
        _forget_orders(twin, q)
    for p in twin.players:
        if p.seat not in friends:
            _deal_again(twin, p.seat, rng)
    _shuffle_battle_deck(twin, friends, rng)
    twin.rng = unforeseen(state.rng, seed)
    for q in entered:
        _enter_again(twin, q)
    return twin


def _forget_orders(twin: State, q: int) -> None:
    twin.players[q] = player_from(twin.before[str(q)])
    side = twin.side_of(q)
    twin.sides[side].played = twin.before["sides"][side]["played"]
    twin.stack = [e for e in twin.stack if e["seat"] != q]
    twin.surrendered = [s for s in twin.surrendered if s != side]
    twin.seen_location = [s for s in twin.seen_location if s != q]
    if twin.players[q].leader is None:
        twin.cards.pop(leader_uid(q), None)


def _deal_again(twin: State, q: int, rng: Rng) -> None:
    """Other seat `q`'s unseen cards, shuffled and dealt back into the same places: face-down
    slots take units, and the leader (if unseen where it is) goes to the hand or a face-down slot,
    never into the deck."""
    p = twin.players[q]
    down = [s for s in p.field if s.status == "down"]
    pool = sorted(p.hand + p.deck.pile + [s.uid for s in down])
    hand_size = len(p.hand)
    leader = p.leader if p.leader in pool else None
    if leader is not None and not p.leader_shown:
        leaders = sorted(u.id for u in content().leaders(p.race))
        twin.cards[leader] = leaders[rng.below(len(leaders))]
    rng.shuffle(pool)
    hand: list[str] = []
    if leader is not None:
        pool.remove(leader)
        units = sum(1 for u in pool if card_of(twin, u).kind == "unit")
        spot = rng.below(len(down) if units < len(down) else hand_size + len(down))
        if spot < len(down):
            down[spot].uid = leader
            down = down[:spot] + down[spot + 1:]
        else:
            hand.append(leader)
    for slot in down:
        slot.uid = next(u for u in pool if card_of(twin, u).kind == "unit")
        pool.remove(slot.uid)
    take = hand_size - len(hand)
    p.hand = hand + pool[:take]
    pile = pool[take:]
    p.deck = Deck(pile, [len(pile)] if pile else [], p.deck.discards)


def _shuffle_battle_deck(twin: State, friends: list[int], rng: Rng) -> None:
    hidden = twin.phase == "prepare" and twin.location is not None and not any(s in twin.seen_location for s in friends)
    pool = sorted(twin.battle_deck + ([twin.location] if hidden else []))
    rng.shuffle(pool)
    if hidden:
        twin.location = pool.pop(0)
    twin.battle_deck = pool


def _enter_again(twin: State, q: int) -> None:
    """Seat q's sealed orders, made again on the copy by the easy plan (q had already sealed)."""
    keep = (twin.stage, list(twin.entry_on), list(twin.entry_off), twin.swap)
    twin.waiting.insert(0, q)
    rounds.restart_entry(twin)
    for _ in range(200):
        if not twin.waiting or twin.waiting[0] != q:
            break
        rounds.act(twin, easy(twin, q), [])
    twin.stage, twin.entry_on, twin.entry_off, twin.swap = keep


RULES = EverZone()
