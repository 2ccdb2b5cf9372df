"""The Rules object the generic Match drives for Zvery.

Phases (`state.phase`): starter (picking starters), choose, battle, release, draft, place,
over; see flow.py and battle.py. Each phase, and in a battle each kind of frame, is a kind of
decision (kinds.py), which answers legal_actions, apply, describe and decision (core/rules.py).
"""
from __future__ import annotations

from ...core.errors import BadOptions
from ...core.rng import Rng, unforeseen
from ...core.rules import GameRules
from ...core.untold import UNTOLD
from . import advice, battle, flow, frames, setup  # noqa: F401 (frames and setup register their kinds of decision)
from .ai import suggest as _suggest
from .kinds import KINDS
from .meta import INFO
from .state import FINAL_AFTER, State, canonical, clone, restore
from .view import view as _view


class Zvery(GameRules):
    ID = "zvery"
    INFO = INFO
    VERSION = "zv-4"  # zv-4: the events carry the numbers their result panels show (zv-3: their sentences')
    DICE = (6,)  # battle pools and catches roll d6 alone (battle.py, frames.py): see match.check_script
    DECISIONS = KINDS  # every phase and every battle frame a kind of decision (kinds.py)
    TIMELINE = {**GameRules.TIMELINE, "turn": frozenset({"battle", "final_battle", "turn_end"}),  # a battle's turns
                "battle": frozenset({"battle", "final_battle"})}

    def check_options(self, seats: list[str], options: dict) -> dict:
        """{} - or {"battles": n}, the quick game: the final battle comes after the nth battle
        at the latest, n from 1 to 10 (ruling 30's cap is 10; docs/rules/zvery.md)."""
        if len(seats) != 2:
            raise BadOptions("Zvery is for exactly two players")
        unknown = sorted(set(options) - {"battles"})
        if unknown:
            raise BadOptions(f"unknown option {unknown[0]!r} for Zvery (its one option is \"battles\")")
        if "battles" not in options:
            return {}
        battles = options["battles"]
        if not isinstance(battles, int) or isinstance(battles, bool) or not 1 <= battles <= FINAL_AFTER:
            raise BadOptions(f"\"battles\" (the final battle comes after that many battles) is a whole number "
                             f"from 1 to {FINAL_AFTER}, not {battles!r}")
        return {"battles": battles}

    def setup(self, seed: int, seats: list[str], options: dict) -> State:
        ev: list[dict] = []
        state = setup.new_state(seed, ev, options.get("battles", FINAL_AFTER))
        state.setup_events = ev
        return state

    def to_move(self, state: State) -> int | None:
        phase = state.phase
        if state.result is not None:
            return None
        if phase == "starter":
            return state.picking
        if phase == "battle":
            return battle.to_move(state)
        if phase == "draft":
            return flow.draft_seat(state)
        if phase == "place":
            return flow.place_seat(state)
        return state.current

    def waiting(self, state: State) -> tuple[str, dict]:
        """In a battle, the top frame is the decision (its "kind" the kind); between battles the
        phase is (choosing the battle, by its step), with `state.pending` as its frame."""
        if state.phase == "battle":
            frame = state.battle.frames[-1]
            return frame["kind"], frame
        if state.phase == "choose":
            return f"choose_{state.pending['step']}", state.pending
        return state.phase, state.pending

    def apply(self, state: State, action: str) -> list[dict]:
        """The answer to the decision waiting (kinds.py); a battle it ends is followed by what
        comes after one (flow.battle_over)."""
        ev: list[dict] = []
        name, frame = self.waiting(state)  # (GameRules.apply's work, without its two calls around it)
        self.DECISIONS[name].apply(state, frame, action, ev)
        if state.phase == "battle" and state.battle is not None and state.battle.stage == "over":
            flow.battle_over(state, ev)
        return ev

    def play(self, state: State, action: str) -> None:
        """`apply` for a copy nobody watches (a search's): a battle's dice, effects and turns
        make no event (engine/core/untold.py)."""
        name, frame = self.waiting(state)
        self.DECISIONS[name].apply(state, frame, action, UNTOLD)
        if state.phase == "battle" and state.battle is not None and state.battle.stage == "over":
            flow.battle_over(state, UNTOLD)

    view = staticmethod(_view)
    canonical = staticmethod(canonical)
    restore = staticmethod(restore)
    clone = staticmethod(clone)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """Unseen: the order of every face-down deck, and future dice."""
        twin = clone(state)
        rng = Rng(seed)
        for deck in (*twin.levels.values(), twin.abilities, twin.mutations):
            deck.determinize(rng)
        twin.rng = unforeseen(state.rng, seed)
        return twin

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        return _suggest(state, seat, level, seed)

    def why(self, state: State, seat: int, action: str) -> dict | None:
        """A hint's reason: the numbers that decide `action` (advice.py)."""
        return advice.why(state, *self.waiting(state), action)


RULES = Zvery()
