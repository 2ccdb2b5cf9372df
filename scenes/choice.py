"""Button: one choice a table's Decision offers as a button; Decision: what every table's reading
of the engine's decision has.

Each game reads the engine's pending decision into its own `Decision` (its prompt.py), and
much of a decision is game-specific - squares, tokens, spaces, a battle's bench - so each game
extends the one here with what can be clicked on its table. Its heart is not: the kind, whose it
is, the banner's title and line, and the action bar. Nor are the buttons: every table shows a
choice as a button with a label, the action string it sends (or a local "cmd:" command), a
tooltip, and whether it is the suggested one (primary), a risky one (danger) or not possible
right now (disabled). TableScene turns these into widgets, so the fields are shared; a game may
subclass to add its own (where it goes).
While the choice belongs to a person who has not been handed the mouse yet, no game offers it:
every banner says whose turn comes next in the same words (`waiting`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

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


@dataclass
class Decision:
    """A table's reading of Match.decision(): its kind, the seat deciding (None: nobody), the
    banner's title and line, and the buttons of the action bar (TableScene.place_buttons)."""

    kind: str
    seat: int | None
    title: str
    detail: str = ""
    bar: list[Button] = field(default_factory=list)


def waiting(who: str, person: bool, computer: str, afar: bool = False) -> tuple[str, str]:
    """The banner's title and line while the person at the screen cannot answer: the computer
    thinks (`computer`: the game's words for what it does), or `person`: another person, not
    handed the mouse yet, is next. (It was "Player 3 is thinking... The computer enters its
    orders." for a person, or their own prompt over the last person's hand, its choices live.)"""
    if person:
        return _("Next: {who}").format(who=who), _("Read the table, then pass the mouse to {who}.").format(who=who)
    if afar:  # (`afar`: a person at another screen, online)
        return _("{who} is choosing...").format(who=who), _("Their move appears here as soon as they make it.")
    return _("{who} is thinking...").format(who=who), computer
