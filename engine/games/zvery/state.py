"""Zvery's game state: plain data, owned by the engine.

A `Beast` is a creature in play: its card, the abilities beneath it and the mutations on it.
Each `Player` holds a roster of beasts (at most four, ruling 7). The `State` adds the three
creature decks by level, the ability and mutation decks with their discard piles, the face-up
wild creatures and mutations, whose turn it is, and (once the rules engine lands) the battle.
Everything is dataclasses of plain values, so the state clones, hashes and saves as data.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field

from ...core.deck import Deck
from ...core.rng import Rng
from .content import Content, content

ROSTER_MAX = 4  # ruling 7
FACE_UP = 3  # three wild creatures and three mutations lie face up
DICE = 5  # "Give each player 5 d6"


@dataclass
class Beast:
    card: str  # the creature's id in content().creatures
    abilities: list[str] = field(default_factory=list)  # ability ids beneath it, its own type first
    mutations: list[str] = field(default_factory=list)  # mutation ids placed on it, in order

    def max_health(self, c: Content | None = None) -> int:
        """Printed health plus the health of every upgrade on it (ruling 8)."""
        c = c or content()
        return c.creatures[self.card].health + sum(c.mutations[m].health for m in self.mutations)


@dataclass
class Player:
    seat: int
    roster: list[Beast] = field(default_factory=list)


@dataclass
class State:
    rng: Rng
    players: list[Player]
    levels: dict[int, Deck]  # the creature decks by level, face down
    abilities: Deck
    mutations: Deck
    wild: list[Beast] = field(default_factory=list)  # face-up wild creatures (abilities come in battle)
    open_mutations: list[str] = field(default_factory=list)  # face-up mutations
    discard: list[str] = field(default_factory=list)  # dead wild creatures and their abilities
    mutation_discard: list[str] = field(default_factory=list)
    starters: list[str] = field(default_factory=list)  # the face-up level-2 starters still to pick
    picking: int = 0  # the seat picking a starter (setup)
    current: int = 0  # the current player (the other is the wild player)
    battles: int = 0  # battles fought so far
    phase: str = "starter"
    pending: dict = field(default_factory=dict)
    result: dict | None = None
    setup_events: list[dict] = field(default_factory=list)

    @property
    def wild_player(self) -> int:
        return 1 - self.current


# --- canonical form and copies -----------------------------------------------------------------------
DECKS = ("abilities", "mutations")


def canonical(state: State) -> dict:
    data = {k: v for k, v in asdict(state).items() if k not in ("rng", "levels", "setup_events") + DECKS}
    data["rng"] = state.rng.to_json()
    data["levels"] = {str(k): d.to_json() for k, d in state.levels.items()}
    for name in DECKS:
        data[name] = getattr(state, name).to_json()
    return data


def restore(data: dict) -> State:
    d = dict(data)
    d["rng"] = Rng.from_json(d["rng"])
    d["levels"] = {int(k): Deck.from_json(v) for k, v in d["levels"].items()}
    for name in DECKS:
        d[name] = Deck.from_json(d[name])
    d["players"] = [Player(p["seat"], [Beast(**b) for b in p["roster"]]) for p in d["players"]]
    d["wild"] = [Beast(**b) for b in d["wild"]]
    return State(**d)


def clone(state: State) -> State:
    twin = copy.copy(state)
    twin.rng = state.rng.clone()
    twin.levels = {k: d.clone() for k, d in state.levels.items()}
    twin.abilities, twin.mutations = state.abilities.clone(), state.mutations.clone()
    twin.players = copy.deepcopy(state.players)
    twin.wild = copy.deepcopy(state.wild)
    for name in ("open_mutations", "discard", "mutation_discard", "starters"):
        setattr(twin, name, list(getattr(state, name)))
    twin.pending = copy.deepcopy(state.pending)
    return twin
