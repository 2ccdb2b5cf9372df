"""Button: one choice a table's Decision offers as a button.

Each game reads the engine's pending decision into its own `Decision` (its prompt.py), and
much of a decision is game-specific - squares, tokens, spaces, a battle's bench. The buttons
are not: every table shows a choice as a button with a label, the action string it sends
(or a local "cmd:" command), a tooltip, and whether it is the suggested one (primary), a
risky one (danger) or not possible right now (disabled). TableScene turns these into
widgets, so the fields are shared; a game may subclass to add its own (where it goes).
While the choice belongs to a person who has not been handed the mouse yet, no game offers it:
every banner says whose turn comes next in the same words (`next_persons_turn`).
"""
from __future__ import annotations

from dataclasses import dataclass

from .i18n import _


@dataclass
class Button:
    label: str
    action: str  # an action string, or "cmd:<local command>"
    tip: str = ""
    primary: bool = False
    enabled: bool = True
    danger: bool = False
    short: str = ""  # a shorter label for a row too narrow for the whole one (its tooltip keeps it)


def next_persons_turn(who: str) -> tuple[str, str]:
    """A banner's title and line while another person, who does not have the mouse yet, is to
    choose (people sharing the screen: the last one still reads the table; a cover may come, or
    the mouse just changes hands where nothing is hidden). It was "Player 3 is
    thinking... The computer enters its orders.", or the next person's own prompt ("Your Summon
    Zone is empty: click the card to summon from your hand") over the last person's hand."""
    return (_("Next: {who}").format(who=who),
            _("Read the table, then pass the mouse to {who}.").format(who=who))
