"""The Rules object the generic Match drives for Creature Adventures: options, setup, and the
contract's functions, each handing over to the module that holds the rule.

Phases (`state.phase`), each a kind of decision:
    turn        getting ready, then roll / rest / fight          (turn.ready_choices)
    move        which roll to use (Tailwind), which way at a fork (turn.move_choices)
    shaman      the Shaman's three choices                        (places.shaman_choices)
    thieves     the stake                                         (places.thieves_choices)
    warlord     challenge the Warlord or leave
    colosseum   begin the gauntlet or leave
    target      which player to attack (or leave the Colosseum's runner alone)
    battle      picks, Fortify's opening move, combat actions     (battle.choices)
    keep        keep or release a caught or collected creature     (aftermath.keep_choices)
    over        the game has ended
("flow" is internal: steps run until one of the above waits.)
"""
from __future__ import annotations

from ...core.deck import Deck
from ...core.errors import BadOptions
from ...core.rng import Rng, unforeseen
from ...core.rules import GameRules
from . import aftermath, battle, places, turn
from .ai import suggest as _suggest
from .content import content
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
    VERSION = "ca-3"  # bump when a rule changes: snapshots of older rules are then replayed instead
    TIMELINE = {**GameRules.TIMELINE, "roll": frozenset({"roll", "move_roll", "opening_roll"})}

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
                           "creatures": {str(p.seat): [f.name for f in p.creatures] for p in players}}]
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
        phase = state.phase
        if state.result is not None:
            return []
        if phase == "battle":
            return battle.choices(state)
        if phase == "keep":
            return aftermath.keep_choices(state)
        seat = state.turn
        if phase == "turn":
            return turn.ready_choices(state)
        if phase == "move":
            return turn.move_choices(state)
        if phase == "shaman":
            return places.shaman_choices(state, seat)
        if phase == "thieves":
            return places.thieves_choices(state, seat)
        if phase == "warlord":
            return ["challenge", "leave"]
        if phase == "colosseum":
            return ["enter", "leave"]
        if phase == "target":
            return [f"attack {s + 1}" for s in state.pending["seats"]] + (["leave"] if state.pending["optional"] else [])
        return []

    def apply(self, state: State, action: str) -> list[dict]:
        ev: list[dict] = []
        phase, seat = state.phase, state.turn
        if phase == "battle":
            battle.choose(state, action, ev)
        elif phase == "keep":
            aftermath.keep_choose(state, action, ev)
        elif phase == "turn":
            turn.ready(state, action, ev)
        elif phase == "move":
            turn.move(state, action, ev)
        else:
            self._encounter(state, seat, phase, action, ev)
        turn.advance(state, ev)
        return ev

    @staticmethod
    def _encounter(state: State, seat: int, phase: str, action: str, ev: list[dict]) -> None:
        """A choice at the space the move ended on; `leave` (or a 0 stake) settles nothing."""
        pending = state.pending
        state.phase, state.pending = "flow", {}
        if phase == "shaman":
            places.shaman(state, seat, action, ev)
        elif phase == "thieves":
            places.thieves(state, seat, int(action.split()[1]), ev)
        elif action == "challenge":
            places.challenge_warlord(state, seat, pending["sigil"], ev)
        elif action == "enter":
            places.enter_colosseum(state, seat, ev)
        elif action.startswith("attack"):
            places.attack(state, seat, int(action.split()[1]) - 1, ev)

    def describe(self, state: State, action: str) -> dict:
        """One legal action in the table's words (Match.choices), dispatched as `apply` is, to
        the description written beside the code that applies it."""
        phase = state.phase
        if phase == "battle":
            return battle.describe(state, action)
        if phase == "keep":
            return aftermath.describe_keep(state, action)
        if phase == "turn":
            return turn.describe_ready(state, action)
        if phase == "move":
            return turn.describe_move(state, action)
        return self._describe_encounter(state, state.turn, phase, action)

    @staticmethod
    def _describe_encounter(state: State, seat: int, phase: str, action: str) -> dict:
        """A choice at the space the move ended on, as `_encounter` settles it."""
        if phase == "shaman":
            return places.describe_shaman(state, seat, action)
        if phase == "thieves":
            return places.describe_thieves(action)
        if phase == "warlord":
            return places.describe_warlord(action, state.pending["sigil"])
        if phase == "colosseum":
            return places.describe_colosseum(action)
        return places.describe_target(action, state.pending["optional"])

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
                    side.pick = rng.choice(twin.player(side.seat).alive())
        twin.rng = unforeseen(state.rng, seed)
        return twin

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        return _suggest(state, seat, level, seed)


    def seal_count(self, state: State) -> int:
        """Sealed choices so far: Match never lets undo cross one."""
        return state.seals


def _fighter(card) -> Fighter:
    return Fighter(card.name, card.tier, card.attack, card.defense, card.hp, card.hp, card.ability, card=card.id)


RULES = CreatureAdventures()
