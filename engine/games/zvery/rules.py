"""The Rules object the generic Match drives for Zvery.

Phases (`state.phase`): starter (picking starters), choose, battle, release, draft, place,
over; see flow.py and battle.py.
"""
from __future__ import annotations

from ...core.errors import BadOptions
from ...core.rng import Rng, unforeseen
from ...core.rules import GameRules
from . import battle, flow, setup
from .ai import suggest as _suggest
from .meta import INFO
from .state import FINAL_AFTER, State, canonical, clone, restore
from .view import view as _view


class Zvery(GameRules):
    ID = "zvery"
    INFO = INFO
    VERSION = "zv-2"
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

    def legal_actions(self, state: State) -> list[str]:
        phase = state.phase
        if state.result is not None:
            return []
        return {"starter": setup.starter_choices, "choose": flow.choose_choices, "battle": battle.choices,
                "release": flow.release_choices, "draft": flow.draft_choices,
                "place": flow.place_choices}[phase](state)

    def apply(self, state: State, action: str) -> list[dict]:
        ev: list[dict] = []
        phase = state.phase
        if phase == "starter":
            setup.pick_starter(state, setup.starter_card(action), ev)
        elif phase == "choose":
            flow.choose(state, action, ev)
        elif phase == "battle":
            battle.choose(state, action, ev)
        elif phase == "release":
            flow.release(state, action, ev)
        elif phase == "draft":
            flow.draft(state, action, ev)
        else:
            flow.place(state, action, ev)
        if state.phase == "battle" and state.battle is not None and state.battle.stage == "over":
            flow.battle_over(state, ev)
        return ev

    def describe(self, state: State, action: str) -> dict:
        """One legal action in the table's words (engine/core/choices.py), by the module that
        applies it, dispatched as `apply` dispatches."""
        phase = state.phase
        if phase == "starter":
            return setup.describe_starter(state, action)
        if phase == "choose":
            return flow.describe_choose(state, action)
        if phase == "battle":
            return battle.describe(state, action)
        if phase == "release":
            return flow.describe_release(state, action)
        if phase == "draft":
            return flow.describe_draft(state, action)
        return flow.describe_place(state, action)

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


RULES = Zvery()
