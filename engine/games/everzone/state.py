"""EverZone's game state: plain data, owned by the engine.

Every physical card has an instance id, "<seat>:<n>" (a deck holds up to three copies of a card);
the leader a seat chooses is "<seat>:L". `State.cards` maps an instance id to the card's id in
the content. A `Player` has the rulebook's zones: army deck (its face-up discards are the retreat
pile), hand, the deployed cards of this battle (`Slot`s), supports in play and the fallen pile.
A `Side` is who shares command points and an army (one player, or a 2v2 team).

While secret orders are being entered (`State.sealed`), `State.before` keeps each seat's zones
as they were when the round began: the other seats see that, never the orders (view.py), and a
determinized copy starts again from it (rules.py).
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass
from dataclasses import field as _field

from ...core.deck import Deck
from ...core.rng import Rng

DUEL, THREE, TEAMS = "duel", "three", "teams"
LEADER = "L"


def owner(uid: str) -> int:
    """The seat a card instance belongs to ("1:7" -> 1)."""
    return int(uid.split(":", 1)[0])


def leader_uid(seat: int) -> str:
    return f"{seat}:{LEADER}"


@dataclass
class Slot:
    """A deployed card. `slot` is its public name for this battle ("2.5": seat 2's fifth); the
    card (`uid`) is seen by the other seats only once it has been activated."""

    slot: str
    uid: str
    status: str = "down"  # down (face down), active, off (revealed, deactivated)
    order: int = 0  # deployment order over the whole table: ties between units go to the earlier
    locked: bool = False  # disabled by an effect: cannot be activated again this battle
    used: bool = False  # its chosen ability was declared during this activation
    shown: bool = False  # it has been active at some point (its face is known)


@dataclass
class Player:
    seat: int
    race: str
    deck_name: str
    deck: Deck  # the army deck; deck.discards is the retreat pile (face up)
    hand: list[str] = _field(default_factory=list)
    leader: str | None = None  # the chosen leader's uid; None before setup, or once fallen
    leader_shown: bool = False  # the other seats have seen which leader it is
    field: list[Slot] = _field(default_factory=list)
    supports: list[str] = _field(default_factory=list)  # supports in play, in the order played
    fallen: list[str] = _field(default_factory=list)  # destroyed cards, face up, never back
    picks: list[str] = _field(default_factory=list)  # the locations chosen at setup
    target: int | None = None  # three players: the seat this army attacks this battle

    def slot_of(self, uid: str) -> Slot | None:
        return next((s for s in self.field if s.uid == uid), None)


@dataclass
class Side:
    seats: list[int]
    command: int
    surrenders: int = 0
    played: int = 0  # supports played this battle (ruling 12)
    supply: int = 0  # extra resources this turn
    shield: int = 0  # damage still to be prevented this turn
    first: bool = False  # attacks first this turn
    adapted: list[str] = _field(default_factory=list)  # places its units may fight in, this battle
    out: bool = False  # eliminated
    base_attack: int = 0  # printed [ATK] of its army at the start of the last clash (ruling 24)


@dataclass
class State:
    rng: Rng
    mode: str
    players: list[Player]
    sides: list[Side]
    cards: dict[str, str]  # instance id -> card id
    start_command: int
    battle_deck: list[str] = _field(default_factory=list)  # location ids, top first (face down)
    location: str | None = None  # the battle being fought
    battle: int = 0  # battles begun
    turn: int = 0  # this battle's turn (1-based); 0 while preparing
    phase: str = "setup"  # setup, prepare, orders, trim, over
    waiting: list[int] = _field(default_factory=list)  # seats still to act this round, in order
    stage: str = ""  # the mover's step: discard, ready, deploy (prepare); orders, swap_out, swap_in
    entry_on: list[str] = _field(default_factory=list)  # activated in the orders being entered
    entry_off: list[str] = _field(default_factory=list)  # deactivated in the orders being entered
    swap: dict | None = None  # a swap being chosen: {"source": uid, "out": uid or None}
    stack: list[dict] = _field(default_factory=list)  # declared effects, oldest first
    surrendered: list[int] = _field(default_factory=list)  # sides surrendering in this round
    mods: list[dict] = _field(default_factory=list)  # {"uid", "stat", "amount", "until"}
    alliance: list[int] = _field(default_factory=list)  # three players: the allied seats this battle
    first_seat: int = 0  # who enters orders first this battle
    deployed: int = 0  # deployments so far this game (Slot.order)
    sealed: bool = False  # a round of secret orders is open
    before: dict = _field(default_factory=dict)  # seat (str) -> its zones when the round began
    seen_location: list[int] = _field(default_factory=list)  # seats shown this battle's location
    frozen: list[list] = _field(default_factory=list)  # [seat, uid] of "while active" cards as the round began
    seals: int = 0  # orders sealed and cards drawn so far: undo never crosses one
    result: dict | None = None
    setup_events: list[dict] = _field(default_factory=list)

    # --- who is who ------------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return seat % 2 if self.mode == TEAMS else seat

    def side(self, seat: int) -> Side:
        return self.sides[self.side_of(seat)]

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.mode == TEAMS else None

    def friends(self, seat: int) -> list[int]:
        """The seats whose hands and orders `seat` sees: itself and its 2v2 partner."""
        return list(self.sides[self.side_of(seat)].seats) if self.mode == TEAMS else [seat]

    def in_play(self, seat: int) -> bool:
        return not self.side(seat).out

    def live_seats(self) -> list[int]:
        return [p.seat for p in self.players if self.in_play(p.seat)]

    def card(self, uid: str) -> str:
        return self.cards[uid]

    def find(self, uid: str) -> Slot | None:
        return self.players[owner(uid)].slot_of(uid)


# --- canonical form and copies -----------------------------------------------------------------------
def player_data(p: Player) -> dict:
    """A player as plain data (saves, and `State.before` at every round: kept quick)."""
    return {"seat": p.seat, "race": p.race, "deck_name": p.deck_name, "deck": p.deck.to_json(),
            "hand": list(p.hand), "leader": p.leader, "leader_shown": p.leader_shown,
            "field": [dict(vars(s)) for s in p.field], "supports": list(p.supports), "fallen": list(p.fallen),
            "picks": list(p.picks), "target": p.target}


def player_from(data: dict) -> Player:
    """A Player from player_data(); nothing is shared with `data` (State.before keeps using it)."""
    d = copy.deepcopy(data)
    d["deck"] = Deck.from_json(d["deck"])
    d["field"] = [Slot(**s) for s in d["field"]]
    return Player(**d)


def canonical(state: State) -> dict:
    data = {k: v for k, v in asdict(state).items() if k not in ("rng", "players", "setup_events")}
    data["rng"] = state.rng.to_json()
    data["players"] = [player_data(p) for p in state.players]
    return data


def restore(data: dict) -> State:
    d = dict(data)
    d["rng"] = Rng.from_json(d["rng"])
    d["players"] = [player_from(p) for p in d["players"]]
    d["sides"] = [Side(**s) for s in d["sides"]]
    return State(**d)


def clone_player(p: Player) -> Player:
    q = copy.copy(p)
    q.deck = p.deck.clone()
    q.hand, q.supports, q.fallen, q.picks = list(p.hand), list(p.supports), list(p.fallen), list(p.picks)
    q.field = [copy.copy(s) for s in p.field]
    return q


def clone_side(s: Side) -> Side:
    twin = copy.copy(s)
    twin.seats, twin.adapted = list(s.seats), list(s.adapted)
    return twin


def clone(state: State) -> State:
    """A copy that shares nothing that changes. `State.before` is shared: it is written whole when
    a round opens (rounds._open_round) and only read after, and deep-copying it was a sixth of the
    time a search spends on a move."""
    twin = copy.copy(state)
    twin.rng = state.rng.clone()
    twin.players = [clone_player(p) for p in state.players]
    twin.sides = [clone_side(s) for s in state.sides]
    twin.cards = dict(state.cards)
    for name in ("battle_deck", "waiting", "entry_on", "entry_off", "surrendered", "alliance", "seen_location"):
        setattr(twin, name, list(getattr(state, name)))
    twin.frozen = [list(f) for f in state.frozen]
    twin.swap = dict(state.swap) if state.swap else None
    twin.stack = [dict(e) for e in state.stack]
    twin.mods = [dict(m) for m in state.mods]
    twin.result = copy.deepcopy(state.result)
    return twin
