"""What Zombie Slayer waits for: the top step of the stack, or the slayer's free turn.

Every kind of step (steps.py) is a decision kind of engine/core/decisions.py, registered here
with everything about it, each function taken from the module whose rule it is: how the step
runs on by itself (`step`), the actions that answer it (`legal`), answering (`apply`), each
answer in words (`describe`), the question (`prompt`), and what the table needs to draw it
(`about`). Kinds that never wait for the player (a spawn, the Ritual, Endure Pain, Heal) only
run. With no step on the stack the game waits for the slayer's free turn, the kind "turn".

A kind whose one answer is a formality says why (`forced`): a turn with nothing left but End
turn, a roll no Luck could turn the player's way (luck.py). The table takes it for the player.

`about` is public, as everything in this solo game rolled in the open is: a roll's dice and
owners, the attacker and its die, the tie and its zombie, the card being placed. Where an answer
changes a fight (an attack on offer, a kept die, a Luck change, a way to meet an attack), its
"outcomes" hold what each choice would do (forecast.py), one entry per choice in the choices'
order (None for a choice that changes no fight), so a table reads them beside the choices
without reading an action.
"""
from __future__ import annotations

from ...core.decisions import Kinds
from . import combat, exploring, luck, rolls, searching, spawning, turn, zombies
from .forecast import guard_outcomes, roll_outcomes, turn_odds
from .state import State
from .steps import Events

TURN = "turn"  # the slayer's free turn: nothing on the stack


def waiting(state: State) -> tuple[str, dict | None]:
    """The kind of decision the game waits for and its frame: the top step, or the free turn."""
    if state.stack:
        frame = state.stack[-1]
        return frame["kind"], frame
    return TURN, None


def advance(state: State, ev: Events) -> None:
    """Run steps until one waits for the player, the stack is empty, or the game is over."""
    while state.stack and state.result is None:
        frame = state.stack[-1]
        if not KINDS[frame["kind"]].step(state, frame, ev):
            return


def _in_order(outcomes: dict, legal: list[str]) -> list[dict | None]:
    return [outcomes.get(action) for action in legal]


def _turn_about(state: State, frame: None) -> dict:
    legal = turn.turn_actions(state)
    return {"outcomes": _in_order(turn_odds(state, legal), legal)}


def _roll_about(state: State, frame: dict) -> dict:
    return {**rolls.about(state, frame), "outcomes": _in_order(roll_outcomes(state), luck.answers(state, frame))}


def _attack_about(state: State, frame: dict) -> dict:
    """The attacker and the die it rolled (None before it rolls: a riposte has no roll)."""
    return {"att": frame["att"], "attack": list(frame["a"]["dice"]) if frame["a"] else None,
            "outcomes": _in_order(guard_outcomes(state), combat.choices(state, frame))}


KINDS = Kinds("zombie_slayer")
KINDS.add(TURN, legal=lambda state, frame: turn.turn_actions(state),
          apply=lambda state, frame, action, ev: turn.do_turn_action(state, action, ev),
          describe=lambda state, frame, action: turn.describe_turn_action(state, action),
          prompt=turn.prompt, about=_turn_about, forced=turn.nothing_left,
          allows=lambda state, frame, action: turn.allows_turn_action(state, action))
KINDS.add("roll", step=rolls.step, legal=luck.answers, apply=rolls.choose, describe=rolls.describe,
          prompt=rolls.prompt, about=_roll_about, forced=luck.forced, allows=luck.allows)
KINDS.add("attack", step=combat.step, legal=combat.choices, apply=combat.choose, describe=combat.describe,
          prompt=combat.prompt, about=_attack_about)
KINDS.add("zombies", step=zombies.step, legal=zombies.choices, apply=zombies.choose, describe=zombies.describe,
          prompt=zombies.prompt, about=zombies.about)
KINDS.add("explore", step=exploring.step, legal=exploring.choices, apply=exploring.choose,
          describe=exploring.describe, prompt=exploring.prompt, about=exploring.about)
KINDS.add("search", step=searching.step, legal=searching.choices, apply=searching.choose,
          describe=searching.describe, prompt=searching.prompt, about=searching.about)
KINDS.add("dash", step=turn.dash, legal=turn.dash_choices, apply=turn.dash_choose, describe=turn.dash_describe,
          prompt=turn.dash_prompt, about=turn.dash_about)
KINDS.add("spawn", step=spawning.step)
KINDS.add("ritual", step=zombies.ritual)
KINDS.add("endure", step=turn.endure_step)
KINDS.add("heal", step=turn.heal_step)
