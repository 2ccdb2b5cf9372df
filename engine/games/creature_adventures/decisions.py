"""Creature Adventures' decisions: what the game waits for, each kind registered beside its code.

The state keeps the decision as it always has (docs/architecture.md, "Creature Adventures keeps
a phase and a to-do list"): `state.phase`, with what the phase needs in `state.pending`, or,
in a battle, the battle's `stage`. Each of them is a kind of decision (engine/core/decisions.py)
whose legal actions, answer, description, prompt and what the table needs to draw it
("about") are registered together in KINDS by the module that plays it:

    turn        getting ready, then roll / rest / fight           turn.py
    tailwind    which of the two rolls to use                     turn.py
    fork        which way at a fork of the road                    turn.py
    shaman      the Shaman's heals                                 places.py
    thieves     the stake                                          places.py
    warlord     challenge the Warlord or leave                     places.py
    colosseum   begin the gauntlet or leave                        places.py
    target      which player to attack (or leave the runner be)    places.py
    pick        a battle's opening pick (sealed between players)   battle.py
    replace     a knocked-out creature's replacement               battle.py
    fortify     Fortify's opening move                             battle.py
    act         a battle action                                    battle.py
    keep        keep or release a caught or collected creature      aftermath.py

("flow" and "over" are no decisions: steps run on until one of the above waits, and the game's
end waits for nobody.) Every answer is followed by the turn's remaining steps (rules.py).
"""
from __future__ import annotations

from typing import Any

from ...core.decisions import Kinds
from .state import State

KINDS = Kinds("creature_adventures")


def waiting(state: State) -> tuple[str, Any]:
    """The kind of decision the state waits for and the frame its functions read: a battle's
    stage (the battle), the move's two halves (the pending rolls, or the steps left), or the
    phase itself (what it keeps pending)."""
    if state.phase == "battle":
        return state.battle.stage, state.battle
    if state.phase == "move":
        return ("tailwind" if "rolls" in state.pending else "fork"), state.pending
    return state.phase, state.pending
