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

from ...core.copying import with_fields
from ...core.deck import Deck
from ...core.rng import Rng
from .content import Content, content
from .meta import LIMITS

ROSTER_MAX = LIMITS["roster"]  # ruling 7 (meta.py: the numbers a player is told)
FACE_UP = LIMITS["face_up"]  # three wild creatures and three mutations lie face up
DICE = LIMITS["dice"]  # "Give each player 5 d6"
FINAL_AFTER = LIMITS["final_after"]  # ruling 30: the final battle comes after the 10th battle at the latest


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
class Fighter:
    """A creature in a battle: where it came from, its battle health, what the battle did to it."""

    side: int  # 0: the current player's side; 1: the other side (the wild creatures, or the other player)
    card: str
    owner: int  # the seat it belongs to; -1 for a wild creature
    slot: int  # its index in the owner's roster, or in the wild row while it lies there (-1 once it has left)
    skills: list[str]  # "<ability or mutation id>/<skill index>"
    upgrades: list[str]  # the upgrade mutations on it (their traits work like its own)
    health: int
    top: int  # its health at the start of the battle: healing stops there (ruling 8)
    strength: int = 0
    fortitude: int = 0
    stun: int = 0
    used: list[str] = field(default_factory=list)  # skills used this turn (ruling 13)
    catch_dice: list[int] = field(default_factory=list)  # dice left on it by the catcher (ruling 15)
    gone: str = ""  # "dead" or "caught" once it has left the battle

    @property
    def in_battle(self) -> bool:
        return not self.gone

    @property
    def bleeding(self) -> bool:
        return self.health <= 0


@dataclass
class Battle:
    kind: str  # "wild" or "final"
    fighters: list[Fighter]
    seats: list[int]  # the seat controlling each side
    pools: list[list[int]] = field(default_factory=lambda: [[], []])  # unused dice this turn
    out: list[bool] = field(default_factory=lambda: [False, False])  # passed for the rest of the turn
    acted: bool = False  # the side on its go has activated a skill this go
    catching: bool = False  # the current player tried a catch this turn
    starter: int = 0  # the side that starts this turn's combat (ruling 11-12)
    go: int = 0  # the side whose go it is
    turn: int = 1
    stage: str = "before_roll"
    frames: list[dict] = field(default_factory=list)  # decisions waiting, the last on top
    at_stake: list[str] = field(default_factory=list)  # mutations chosen before the battle
    killed: list[int] = field(default_factory=list)  # levels of wild creatures the current player killed
    caught: int = 0
    lost: int = 0  # the current player's creatures the wild side killed
    winner: int = -1  # the side left standing, once the battle is over


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
    final_after: int = FINAL_AFTER  # the final battle comes after this many battles at the latest (option "battles")
    phase: str = "starter"
    pending: dict = field(default_factory=dict)
    battle: Battle | None = None
    result: dict | None = None
    setup_events: list[dict] = field(default_factory=list)

    @property
    def wild_player(self) -> int:
        return 1 - self.current


def slot(action: str, at: int = 1) -> int:
    """The list index an action's 1-based number names ("take 2" -> 1; "use 3 1" at 2 -> 0): the
    one reading of an action's numbers, shared by the code that applies an action and the code
    that describes it."""
    return int(action.split()[at]) - 1


# --- canonical form and copies -----------------------------------------------------------------------
DECKS = ("abilities", "mutations")


def canonical(state: State) -> dict:
    data = {k: v for k, v in asdict(state).items() if k not in ("rng", "levels", "setup_events") + DECKS}
    data["rng"] = state.rng.to_json()
    data["levels"] = {str(k): d.to_json() for k, d in state.levels.items()}
    for name in DECKS:
        data[name] = getattr(state, name).to_json()
    if state.final_after == FINAL_AFTER:  # the rulebook's game reads (and digests) as before the option
        del data["final_after"]
    return data


def restore(data: dict) -> State:
    d = dict(data)
    d["rng"] = Rng.from_json(d["rng"])
    d["levels"] = {int(k): Deck.from_json(v) for k, v in d["levels"].items()}
    for name in DECKS:
        d[name] = Deck.from_json(d[name])
    d["players"] = [Player(p["seat"], [Beast(**b) for b in p["roster"]]) for p in d["players"]]
    d["wild"] = [Beast(**b) for b in d["wild"]]
    if d.get("battle") is not None:
        b = dict(d["battle"])
        b["fighters"] = [Fighter(**f) for f in b["fighters"]]
        d["battle"] = Battle(**b)
    return State(**d)


def clone(state: State) -> State:
    """An independent copy of `state`, field by field (engine/core/copying.py): with
    copy.deepcopy it was nine tenths of a move's time, a match copying its state at every move
    for undo. `pending` and a battle's `frames` keep deepcopy: their shapes vary."""
    return with_fields(
        state, rng=state.rng.clone(), levels={k: d.clone() for k, d in state.levels.items()},
        abilities=state.abilities.clone(), mutations=state.mutations.clone(),
        players=[with_fields(p, roster=[_beast_copy(b) for b in p.roster]) for p in state.players],
        wild=[_beast_copy(b) for b in state.wild], open_mutations=list(state.open_mutations),
        discard=list(state.discard), mutation_discard=list(state.mutation_discard), starters=list(state.starters),
        pending=copy.deepcopy(state.pending), battle=None if state.battle is None else _battle_copy(state.battle),
        result=copy.deepcopy(state.result))


def _beast_copy(b: Beast) -> Beast:
    return with_fields(b, abilities=list(b.abilities), mutations=list(b.mutations))


def _battle_copy(b: Battle) -> Battle:
    fighters = [with_fields(f, skills=list(f.skills), upgrades=list(f.upgrades), used=list(f.used),
                            catch_dice=list(f.catch_dice)) for f in b.fighters]
    return with_fields(b, fighters=fighters, seats=list(b.seats), pools=[list(p) for p in b.pools], out=list(b.out),
                       frames=copy.deepcopy(b.frames), at_stake=list(b.at_stake), killed=list(b.killed))
