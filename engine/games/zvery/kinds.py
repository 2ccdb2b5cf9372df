"""Zvery's kinds of decision (engine/core/decisions.py), in one registry.

Each kind is registered beside the code that carries it out, so its answers, what an answer
does, its words, its question and what the table needs to draw it stay together:

    setup.py    starter                                  picking the starters
    flow.py     choose_wild, choose_own, choose_stake,   between battles (`state.pending` is the
                release, draft, place                    frame)
    frames.py   catch_choice, leave, go, pay, unstun,    in a battle (the top of
                target, keyword                          `state.battle.frames` is the frame)

`Rules.waiting` (rules.py) says which of them the state waits for.
"""
from __future__ import annotations

from ...core.decisions import Kinds

KINDS = Kinds("zvery")
