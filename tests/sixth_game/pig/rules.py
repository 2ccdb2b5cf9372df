"""Pig's rules: the state, the two actions, what each seat sees, and the computer."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.choices import choice
from engine.core.errors import BadOptions
from engine.core.messages import msg
from engine.core.rng import Rng, unforeseen
from engine.core.rules import GameRules

from .content import content
from .meta import INFO


@dataclass
class State:
    rng: Rng
    banked: list[int] = field(default_factory=lambda: [0, 0])
    turn_total: int = 0
    current: int = 0
    result: dict | None = None


def canonical(state: State) -> dict:
    return {"rng": state.rng.to_json(), "banked": list(state.banked), "turn_total": state.turn_total,
            "current": state.current, "result": state.result}


def restore(data: dict) -> State:
    return State(Rng.from_json(data["rng"]), list(data["banked"]), data["turn_total"], data["current"],
                 data["result"])


def clone(state: State) -> State:
    return restore(canonical(state))


def view(state: State, seat: int | None) -> dict:
    """Nothing is hidden in Pig but the dice to come."""
    return {"banked": list(state.banked), "turn_total": state.turn_total, "current": state.current,
            "goal": content().goal, "result": state.result}


class Pig(GameRules):
    ID = "pig"
    INFO = INFO
    VERSION = "pig-1"

    def check_options(self, seats: list[str], options: dict) -> dict:
        if len(seats) != 2:
            raise BadOptions("Pig is for two players")
        if options:
            raise BadOptions(f"Pig has no options ({', '.join(options)})")
        return {}

    def setup(self, seed: int, seats: list[str], options: dict) -> State:
        state = State(Rng(seed))
        state.setup_events = [{"type": "setup", "goal": content().goal}]
        return state

    def to_move(self, state: State) -> int | None:
        return None if state.result is not None else state.current

    def legal_actions(self, state: State) -> list[str]:
        if state.result is not None:
            return []
        return ["roll", "hold"] if state.turn_total else ["roll"]

    def apply(self, state: State, action: str) -> list[dict]:
        seat = state.current
        if action == "roll":
            face = state.rng.die(content().sides)
            if face == content().bust:
                state.turn_total = 0
                state.current = 1 - seat
                return [{"type": "bust", "seat": seat, "face": face}]
            state.turn_total += face
            return [{"type": "roll", "seat": seat, "face": face, "turn_total": state.turn_total}]
        state.banked[seat] += state.turn_total
        events = [{"type": "hold", "seat": seat, "banked": state.banked[seat], "added": state.turn_total}]
        state.turn_total = 0
        if state.banked[seat] >= content().goal:
            state.result = {"winners": [seat], "reason": "reached the goal", "banked": list(state.banked)}
            events.append({"type": "win", "seat": seat})
        else:
            state.current = 1 - seat
        return events

    def describe(self, state: State, action: str) -> dict:
        """"roll" and "hold" in the words a table shows on its two buttons."""
        if action == "roll":
            if state.turn_total:
                return choice(action, "roll", msg("Roll the die ({risk} at risk)", risk=state.turn_total))
            return choice(action, "roll", msg("Roll the die"))
        total = state.banked[state.current] + state.turn_total
        return choice(action, "hold", msg("Hold: bank {points} (to {total} of {goal})", points=state.turn_total,
                                          total=total, goal=content().goal))

    view = staticmethod(view)
    canonical = staticmethod(canonical)
    restore = staticmethod(restore)
    clone = staticmethod(clone)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """Only the dice to come are unknown."""
        twin = clone(state)
        twin.rng = unforeseen(state.rng, seed)
        return twin

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        """Hold at 20 in the turn (the classic rule of thumb; 15 for the easy level), or as soon
        as the bank would win."""
        if not state.turn_total:
            return "roll"
        enough = 15 if level == "easy" else 20
        wins = state.banked[seat] + state.turn_total >= content().goal
        return "hold" if wins or state.turn_total >= enough else "roll"


RULES = Pig()
