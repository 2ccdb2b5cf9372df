"""Creature Adventures' game state: plain data, owned by the engine.

A `Fighter` is any creature in play: a player's, a wild one drawn from the deck, or one of a
Warlord's, a Thief's or a champion's. A `Player` holds up to three fighters, a level, banked
attribute points, artifacts and conditions. A `Battle` is the fight under way, if any. The
`State` ties them to the board, the creature deck and the sigils. Everything is dataclasses of
plain values, so the state clones, hashes and saves as data.
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field

from ...core.copying import with_fields
from ...core.deck import Deck
from ...core.rng import Rng
from .content import SIGILS
from .meta import LIMITS

ATTRS = ("hp", "attack", "defense")  # what one attribute point can raise
HP_PER_POINT = LIMITS["hp_per_point"]  # "Assigning an Attribute Point raises the maximum HP by 2."
MAX_HELD = LIMITS["held"]  # "no one may hold more than three creatures at a time"
WARLORD = -1  # a sigil's holder when no player holds it
NOBODY = -1


@dataclass
class Fighter:
    """One creature in play. `points` and `power` are per attribute (hp, attack, defense):
    the player's own assigned points and the Sigil of Power's movable ones."""

    name: str
    tier: str
    attack: int  # as printed
    defense: int
    base_hp: int
    hp: int
    ability: str = ""
    card: str = ""  # the deck card's id; "" for a Warlord's, a Thief's or a champion's
    points: list[int] = field(default_factory=lambda: [0, 0, 0])
    power: list[int] = field(default_factory=lambda: [0, 0, 0])
    rally: bool = False  # Rally Cry: maximum HP doubled

    def fields(self) -> dict:
        """Its fields as plain data (an offer waiting in `pending` keeps a creature so), the
        lists copied: dataclasses.asdict's walk of every field was 3% of a random play-out."""
        return {**vars(self), "points": list(self.points), "power": list(self.power)}

    @property
    def max_hp(self) -> int:
        top = self.base_hp + HP_PER_POINT * (self.points[0] + self.power[0])
        return top * 2 if self.rally else top

    @property
    def down(self) -> bool:
        """Knocked out: at 0 HP, unable to battle until revived."""
        return self.hp <= 0

    def strength(self, attr: str) -> int:
        """Attack or Defense with every point on it (before battle boosts)."""
        i = ATTRS.index(attr)
        printed = self.attack if attr == "attack" else self.defense
        value = printed + self.points[i] + self.power[i]
        if attr == "attack" and self.ability == "berserk" and 0 < self.hp * 2 <= self.max_hp:
            value += 2
        return value

    def heal(self, amount: int, revive: bool) -> int:
        """Heal up to the maximum; a knocked-out creature only when reviving. Returns HP gained."""
        gained = self.healed_by(amount, revive)
        self.hp += gained
        return gained

    def healed_by(self, amount: int, revive: bool) -> int:
        """The HP `heal(amount, revive)` would give, without giving it."""
        if self.down and not revive or amount <= 0:
            return 0
        return min(self.max_hp, self.hp + amount) - self.hp


@dataclass
class Player:
    seat: int
    pos: str
    creatures: list[Fighter]
    level: int = 1
    exp: int = 0
    bank: int = 1  # unspent attribute points ("1 Attribute Point given to players to begin game")
    catches: int = 0  # every successful catch, kept or released (Collector)
    artifacts: dict[str, int] = field(default_factory=lambda: {"fortify": 0, "tailwind": 0, "shoes": 0, "bandage": 0})
    charges: int = 0  # Ascension charges
    astral: int = 0  # Astral Sickness: turns (own turn ends) until Ascension may be cast again
    power_free: int = 0  # Sigil of Power points not placed on a creature
    peace_on: int = -1  # the creature (index) Inner Peace is assigned to
    peace_used: bool = False  # Inner Peace used this turn
    peace_moved: bool = False  # Inner Peace reassigned this turn
    exhausted: bool = False  # Exhaustion: loses the next turn
    rally: bool = False  # Rally Cry until the end of this player's next turn
    out: bool = False  # lost a Survivalist duel
    footsteps: int = 0  # counters gathered during this move

    def alive(self) -> list[int]:
        """The creatures (by index) not knocked out: `not f.down`, read as the HP it is (asked
        for nearly every choice, where calling the property for each creature told)."""
        return [i for i, f in enumerate(self.creatures) if f.hp > 0]


@dataclass
class Side:
    """One side of a battle: a player (seat >= 0) or an NPC team (seat -1, `npc` fighters)."""

    seat: int
    npc: list[Fighter] = field(default_factory=list)
    active: int = -1  # the fighting creature's index (in the player's creatures or in npc)
    pick: int = -1  # a sealed opening pick, not yet revealed
    boost_attack: int = 0  # Meditate: percent added to the next Strike
    boost_defense: int = 0  # Brace: percent added against the next Strike
    dodging: bool = False  # a successful Dodge waits for the next Strike
    knocked: int = 0  # opposing creatures this side has knocked out (EXP)
    lucky_used: bool = False
    struck: list[int] = field(default_factory=list)  # creatures that have made their first Strike (swift)
    temp: int = 0  # Fortify 3's temporary HP on the active creature
    temp_on: int = -1


@dataclass
class Battle:
    kind: str  # wild | thieves | warlord | champion | pvp | duel
    sides: list[Side]
    name: str  # the opponent's name, for the screen
    stage: str = "pick"  # pick | fortify | act | replace
    mover: int = 0  # the side whose decision it is
    extra: int = 0  # actions the mover takes before the other side answers (Sigil of Speed)
    resume: int = 0  # who acts once a knocked-out creature has been replaced
    stake: int = 0  # points staked with the Thieves
    sigil: str = ""  # the Warlord's sigil
    rounds: int = 0  # actions taken, for the screen and the log

    def fighter(self, state: State, side: int) -> Fighter | None:
        s = self.sides[side]
        if s.active < 0:
            return None
        return (s.npc if s.seat == NOBODY else state.players[s.seat].creatures)[s.active]

    def team(self, state: State, side: int) -> list[Fighter]:
        s = self.sides[side]
        return s.npc if s.seat == NOBODY else state.players[s.seat].creatures

    @property
    def npc_battle(self) -> bool:
        return self.sides[1].seat == NOBODY


@dataclass
class State:
    rng: Rng
    options: dict
    players: list[Player]
    deck: Deck  # the creature deck, face down
    discard: list[str] = field(default_factory=list)  # creatures out of play for good
    sigils: dict[str, int] = field(default_factory=lambda: {s: WARLORD for s in SIGILS})
    order: list[int] = field(default_factory=list)  # seats in turn order (after the opening roll)
    turn: int = 0  # the seat whose turn it is
    turns: int = 0  # turns begun so far
    phase: str = "turn"  # see rules.PHASES
    pending: dict = field(default_factory=dict)  # what the phase needs (rolls, options, offers)
    todo: list[str] = field(default_factory=list)  # the rest of this turn's steps
    battle: Battle | None = None
    runner: int = NOBODY  # the player running the Colosseum
    stage: int = 0  # Colosseum battles won in a row by the runner
    survival: bool = False  # the creature deck is empty: sudden-death duels
    seals: int = 0  # sealed choices made so far (undo never crosses one)
    result: dict | None = None
    setup_events: list[dict] = field(default_factory=list)

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def holder(self, sigil: str) -> int:
        return self.sigils[sigil]

    def held(self, seat: int) -> list[str]:
        return [s for s in SIGILS if self.sigils[s] == seat]

    def has(self, seat: int, sigil: str) -> bool:
        """Holds an active sigil (all sigils are inactive in Survivalist)."""
        return not self.survival and self.sigils[sigil] == seat

    def vigilant(self, seat: int) -> bool:
        """Vigilance: every other player while someone runs the Colosseum."""
        return self.runner != NOBODY and seat != self.runner and not self.survival

    def standing(self) -> list[int]:
        return [p.seat for p in self.players if not p.out]


# --- canonical form and copies -----------------------------------------------------------------
def canonical(state: State) -> dict:
    data = {k: v for k, v in asdict(state).items() if k not in ("rng", "deck", "setup_events")}
    data["rng"] = state.rng.to_json()
    data["deck"] = state.deck.to_json()
    return data


def _fighter(d: dict) -> Fighter:
    return Fighter(**d)


def _side(d: dict) -> Side:
    return Side(**{**d, "npc": [_fighter(f) for f in d["npc"]]})


def restore(data: dict) -> State:
    d = dict(data)
    d["rng"] = Rng.from_json(d["rng"])
    d["deck"] = Deck.from_json(d["deck"])
    d["players"] = [Player(**{**p, "creatures": [_fighter(f) for f in p["creatures"]]}) for p in d["players"]]
    if d.get("battle") is not None:
        b = d["battle"]
        d["battle"] = Battle(**{**b, "sides": [_side(s) for s in b["sides"]]})
    return State(**d)


def clone(state: State) -> State:
    """An independent copy of `state`: every list, dict and dataclass in it copied, field by
    field (a match clones its state for undo at every move, and again for the autosave; with
    copy.deepcopy walking each fighter that was 2-4 ms of the frame a computer's move landed in,
    the most of the battle mat's slowest frames; engine/core/copying.py). `pending` keeps
    deepcopy: its shape varies with the phase."""
    twin = with_fields(state)
    twin.rng = state.rng.clone()
    twin.deck = state.deck.clone()
    twin.players = [_player_copy(p) for p in state.players]
    twin.discard = list(state.discard)
    twin.sigils = dict(state.sigils)
    twin.order = list(state.order)
    twin.pending = copy.deepcopy(state.pending)
    twin.todo = list(state.todo)
    twin.battle = None if state.battle is None else _battle_copy(state.battle)
    twin.result = copy.deepcopy(state.result)
    twin.options = state.options  # never changed after setup
    twin.setup_events = state.setup_events  # (likewise)
    return twin


def _fighter_copy(f: Fighter) -> Fighter:
    return with_fields(f, points=list(f.points), power=list(f.power))


def _player_copy(p: Player) -> Player:
    return with_fields(p, creatures=[_fighter_copy(f) for f in p.creatures], artifacts=dict(p.artifacts))


def _battle_copy(b: Battle) -> Battle:
    return with_fields(b, sides=[_side_copy(s) for s in b.sides])


def _side_copy(s: Side) -> Side:
    return with_fields(s, npc=[_fighter_copy(f) for f in s.npc], struck=list(s.struck))
