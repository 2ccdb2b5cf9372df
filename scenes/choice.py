"""Button: one choice a table's Decision offers as a button.

Each game reads the engine's pending decision into its own `Decision` (its prompt.py), and
much of a decision is game-specific - squares, tokens, spaces, a battle's bench. The buttons
are not: every table shows a choice as a button with a label, the action string it sends
(or a local "cmd:" command), a tooltip, and whether it is the suggested one (primary), a
risky one (danger) or not possible right now (disabled). TableScene turns these into
widgets, so the fields are shared; a game may subclass to add its own (where it goes).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Button:
    label: str
    action: str  # an action string, or "cmd:<local command>"
    tip: str = ""
    primary: bool = False
    enabled: bool = True
    danger: bool = False
    short: str = ""  # a shorter label for a row too narrow for the whole one (its tooltip keeps it)
