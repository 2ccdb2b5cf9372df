"""Auganism's game state: plain data, owned by the engine.

Every physical card in play has an instance id, "<owner seat>:<n>" (a deck may hold three
copies of a card, and a captured card must find its way back to its owner's graveyard);
`State.cards` maps it to the card's id in the content. A `Player` has the rulebook's zones:
hero, summon (a `Summoned` monster, or None), augments, EVP zone, deck, graveyard and hand.
The `State` adds whose turn it is, the phase, what this turn has used up, and the counters the
stalemate rule needs. Everything is dataclasses of plain values, so it clones, hashes and saves.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field

from ...core.deck import Deck
from ...core.rng import Rng


def owner(uid: str) -> int:
    """The seat a card instance belongs to ("1:7" -> 1)."""
    return int(uid.split(":", 1)[0])


@dataclass
class Summoned:
    """The monster in a Summon Zone: which card, its stage (0 = Stage 1), its Health now, and what
    effects have promised its next battle."""

    uid: str
    stage: int = 0
    health: int = 0
    attack_boost: int = 0
    shield_boost: int = 0
    pierce: bool = False
    evolved: bool = False  # evolved this turn (ruling 10: once a turn)


@dataclass
class Player:
    seat: int
    hero: str
    deck: Deck
    hand: list[str] = field(default_factory=list)
    summoned: Summoned | None = None
    augments: list[str] = field(default_factory=list)
    evp_zone: list[str] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)
    wins: int = 0
    hero_wait: int = 0  # own turns until the hero's active effect is ready again (0: ready)
    evp_bonus: int = 0  # from effects, spent with the EVP Zone
    discount: int = 0  # from effects: the next evolution needs this much less EVR
    used: list[str] = field(default_factory=list)  # activated effects used this turn ("hero", uids)


@dataclass
class State:
    rng: Rng
    players: list[Player]
    cards: dict[str, str]  # instance id -> card id
    tag: bool = False
    turn: int = 1
    current: int = 0  # the turn player
    phase: str = "summon"  # summon, evp, evolve, augment, declare, response, over
    done: list[str] = field(default_factory=list)  # this turn's once-only placements: "evp", "augment"
    responded: list[str] = field(default_factory=list)  # the defender's response-phase uses
    quiet: int = 0  # turns in a row without Health lost, once every deck is empty (ruling 19)
    hurt: bool = False  # some monster lost Health this turn
    drawn: int = 0  # cards drawn so far: each one revealed a card, so undo never crosses it
    result: dict | None = None
    setup_events: list[dict] = field(default_factory=list)

    # --- who is who ------------------------------------------------------------------------------
    def opponent(self, seat: int) -> int:
        """The seat across the table: the other duellist (in a tag battle, seat ^ 1)."""
        return seat ^ 1

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.tag else None

    def team(self, seat: int) -> int:
        return seat % 2

    def team_wins(self, team: int) -> int:
        return sum(p.wins for p in self.players if self.team(p.seat) == team)

    def card(self, uid: str) -> str:
        return self.cards[uid]

    def monster(self, seat: int) -> str | None:
        """The card id of the seat's summoned monster (None for an empty Summon Zone): events name
        it, so that a log line needs nothing but its event."""
        s = self.players[seat].summoned
        return None if s is None else self.cards[s.uid]


# --- canonical form and copies -----------------------------------------------------------------------
def canonical(state: State) -> dict:
    data = {k: v for k, v in asdict(state).items() if k not in ("rng", "players", "setup_events")}
    data["rng"] = state.rng.to_json()
    data["players"] = []
    for p in state.players:
        d = {k: v for k, v in asdict(p).items() if k != "deck"}
        d["deck"] = p.deck.to_json()
        data["players"].append(d)
    return data


def restore(data: dict) -> State:
    d = dict(data)
    d["rng"] = Rng.from_json(d["rng"])
    players = []
    for p in d["players"]:
        p = dict(p)
        p["deck"] = Deck.from_json(p["deck"])
        p["summoned"] = Summoned(**p["summoned"]) if p.get("summoned") else None
        players.append(Player(**p))
    d["players"] = players
    return State(**d)


def clone(state: State) -> State:
    twin = copy.copy(state)
    twin.rng = state.rng.clone()
    twin.players = []
    for p in state.players:
        q = copy.copy(p)
        q.deck = p.deck.clone()
        for name in ("hand", "augments", "evp_zone", "graveyard", "used"):
            setattr(q, name, list(getattr(p, name)))
        q.summoned = copy.copy(p.summoned)
        twin.players.append(q)
    twin.cards = dict(state.cards)
    twin.done, twin.responded = list(state.done), list(state.responded)
    twin.result = copy.deepcopy(state.result)
    return twin
