"""The Rules object the generic Match drives for Creature Adventures: options, setup, and the
contract's functions, each handing over to the module that holds the rule.

What the game waits for is a decision of one of the kinds in decisions.py (getting ready, the
move, a place at the end of it, a battle's stages, keeping a catch), each registered beside
the code that plays it; GameRules dispatches legal actions, answers, descriptions and
Match.decision() over them, and every answer is followed by the turn's remaining steps.
"""
from __future__ import annotations

from ...core.deck import Deck
from ...core.errors import BadOptions
from ...core.rng import Rng, unforeseen
from ...core.rules import GameRules
from ...core.untold import UNTOLD
from . import aftermath, battle, places, turn  # noqa: F401 (each registers its decision kinds)
from .advice import why as _why
from .ai import suggest as _suggest
from .content import content
from .decisions import KINDS, waiting
from .meta import INFO
from .state import MAX_HELD, Fighter, Player, State, canonical, clone, restore
from .view import reveal as _reveal
from .view import view as _view

#: The game's one option (docs/rules/creature_adventures.md, "Options"): how many catches make a
#: Creature Master (Collector). Off - the rulebook's 15 - unless given; a lower number makes the
#: short game a lesson needs (the tutorial plays to 2).
OPTIONS: dict = {"catches": aftermath.COLLECTOR_CATCHES}


class CreatureAdventures(GameRules):
    """The Rules object the generic Match drives (engine.core.match.Rules)."""

    ID = "creature_adventures"
    INFO = INFO
    VERSION = "ca-5"  # bump when a rule changes: snapshots of older rules are then replayed instead
    DICE = (6, 10)  # d6 to move and meet the wild; d10 for the tables and the catch: see match.check_script
    TIMELINE = {**GameRules.TIMELINE, "roll": frozenset({"roll", "move_roll", "opening_roll"})}
    DECISIONS = KINDS
    waiting = staticmethod(waiting)

    def check_options(self, seats: list[str], options: dict) -> dict:
        low, high = INFO["players"]
        if not low <= len(seats) <= high:
            raise BadOptions(f"Creature Adventures is for {low} to {high} players, not {len(seats)}")
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise BadOptions(f"unknown option {sorted(unknown)[0]!r} for Creature Adventures "
                             f"(its only option is {', '.join(map(repr, OPTIONS))})")
        if "catches" not in options:
            return {}
        catches = options["catches"]
        most = aftermath.COLLECTOR_CATCHES
        if isinstance(catches, bool) or not isinstance(catches, int) or not 1 <= catches <= most:
            raise BadOptions(f"the catches that make a Creature Master are a whole number from 1 to {most}, "
                             f"not {catches!r}")
        return {} if catches == most else {"catches": catches}  # the rulebook's game is the one game

    def setup(self, seed: int, seats: list[str], options: dict) -> State:
        """Deal three Common creatures to each player, shuffle the rest into the creature deck,
        put everyone at Home, and roll for who goes first."""
        c = content()
        rng = Rng(seed)
        commons = sorted(k for k, v in c.creatures.items() if v.tier == "common")
        rng.shuffle(commons)
        homes = c.board.homes()
        players = []
        for seat in range(len(seats)):
            hand = [commons.pop() for _ in range(MAX_HELD)]
            players.append(Player(seat, homes[seat + 1], [_fighter(c.creatures[k]) for k in hand]))
        rest = commons + sorted(k for k, v in c.creatures.items() if v.tier != "common")
        state = State(rng, options, players, Deck.shuffled(rest, rng))
        ev: list[dict] = [{"type": "setup", "seats": len(seats), "deck": len(state.deck),
                           "creatures": {str(p.seat): [f.name for f in p.creatures] for p in players},
                           "cards": {str(p.seat): [f.card for f in p.creatures] for p in players}, "held": MAX_HELD}]
        turn.opening_roll(state, ev)
        turn.begin_turn(state, state.order[0], ev)
        turn.advance(state, ev)
        state.setup_events = ev
        return state

    def to_move(self, state: State) -> int | None:
        if state.result is not None:
            return None
        if state.phase == "battle":
            b = state.battle
            return b.sides[b.mover].seat
        if state.phase == "keep":
            return state.pending["seat"]
        return state.turn

    def legal_actions(self, state: State) -> list[str]:
        """GameRules.legal_actions without its way round a game that keeps no decision kinds:
        asked before every action of a play-out. A fork of the road (`waiting`'s "fork": a move
        with steps left) is half of a random play-out's actions, so its actions are read
        straight from the board's table, without the kinds' dispatch (2.4% of a play-out's
        instructions, issue 28)."""
        if state.result is not None:
            return []
        if state.phase == "move" and "left" in state.pending:
            return list(turn.fork_actions(state.players[state.turn].pos, state.pending["came"]))
        name, frame = waiting(state)
        return KINDS[name].legal(state, frame)

    def apply(self, state: State, action: str) -> list[dict]:
        """The answer (its decision kind's), then the turn's steps run on until someone has a
        choice to make or the game ends."""
        events: list[dict] = []
        name, frame = waiting(state)
        KINDS[name].apply(state, frame, action, events)
        turn.advance(state, events)
        return events

    def play(self, state: State, action: str) -> None:
        """`apply` for a copy nobody watches (a search's): the steps a play-out passes at nearly
        every action - a step of the road, a roll, a battle's action - make no event
        (engine/core/untold.py)."""
        if state.phase == "move" and "left" in state.pending:  # a fork, as `legal_actions` reads it
            turn.take_fork(state, state.pending, action, UNTOLD)
        else:
            name, frame = waiting(state)
            KINDS[name].apply(state, frame, action, UNTOLD)
        if state.phase == "flow":  # (most answers leave another decision waiting: no step to run)
            turn.advance(state, UNTOLD)

    view = staticmethod(_view)
    reveal = staticmethod(_reveal)
    canonical = staticmethod(canonical)
    restore = staticmethod(restore)
    clone = staticmethod(clone)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """Unseen: the creature deck's order, future dice, and an opponent's sealed pick."""
        twin = clone(state)
        rng = Rng(seed)
        twin.deck.determinize(rng)
        b = twin.battle
        if b is not None:
            for side in b.sides:
                if side.pick >= 0 and side.seat != seat:
                    side.pick = rng.choice(twin.players[side.seat].alive())
        twin.rng = unforeseen(state.rng, seed)
        return twin

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        return _suggest(state, seat, level, seed)

    def why(self, state: State, seat: int, action: str) -> dict | None:
        """The reason a hint gives for `action`: the rule, the odds or the numbers that decide it (advice.py)."""
        return _why(state, seat, action)

    def seal_count(self, state: State) -> int:
        """Sealed choices so far: Match never lets undo cross one."""
        return state.seals


def _fighter(card) -> Fighter:
    return Fighter(card.name, card.tier, card.attack, card.defense, card.hp, card.hp, card.ability, card=card.id)


RULES = CreatureAdventures()
