"""Decisions: what a game waits for, and everything about answering it, kept together.

Every game stops for its players: a phase of a turn (Auganism's Summon Phase), a step in a
stack of unfinished steps (a die to keep in a zombie's attack), a battle's frame (a payment, a
stun, an aim), a pick to make (Creature Adventures' fork). Each of those is a *kind* of
decision, and a kind keeps in one place the four things the rules need of it:

    legal(state, frame) -> [action, ...]        the actions that answer it, in order
    apply(state, frame, action, events)         one answer carried out (the game moves on)
    describe(state, frame, action) -> choice    one answer told (engine/core/choices.py)
    prompt(state, frame) -> message             what is asked (engine/core/messages.py)

and, where the table needs more than the choices to draw the question (the dice a roll shows,
the odds of each answer), `about(state, frame) -> dict`. A kind whose answers cost much to list
may say whether one action answers it, `allows(state, frame, action) -> bool`, exactly as
`action in legal(...)` would but at the cost of that one action: Match.act asks it of every
action it is given, and a replay of a long save asks it tens of thousands of times. A decision that is only a formality -
one answer and nothing to weigh, such as passing when nothing can be paid, or a phase with
nothing to do in it - says so with `forced(state, frame) -> message | None`, the reason: the
table takes that one answer for the person and writes the reason in the log, instead of making
everyone click through it. A game registers its kinds in a
`Kinds` registry and says where its state keeps the decision it waits for (`Rules.waiting`:
the phase, the top of a stack, a battle's frame), so that legal actions, applying, describing
and `Match.decision()` are one dispatch (core/rules.py) instead of three switches over the
same key in every game.

The waiting decision stays plain data in the game's state, where its rules put it (a phase
name, a frame dict): that is what clones, saves and hashes, and the kinds are only the code
that reads it. A view shows the game, never this bookkeeping: the table learns what is asked
from `Match.decision()`.

    {"seat": 0, "kind": "summon",
     "prompt": {"id": "Summon a monster from your hand", "params": {}},
     "choices": [{"action": ..., "verb": "summon", "names": {"card": "ember_pup"},
                  "cost": {}, "text": {"id": "Summon {card}", "params": {...}}}, ...],
     "about": {}, "forced": None}

The choices are the legal actions in order; a table finds the thing on its table that each
choice names (by `verb` and `names`) and never reads the action itself, which is only handed
back to `Match.act`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .messages import msg

Events = list[dict]


@dataclass(frozen=True)
class Kind:
    """One kind of decision (see the module's docstring). `step`, for games whose unfinished
    work is a stack of steps (Zombie Slayer), runs the step on until it needs a player and
    returns False while it waits."""

    name: str
    legal: Callable[[Any, Any], list[str]]
    apply: Callable[[Any, Any, str, Events], None]
    describe: Callable[[Any, Any, str], dict]
    prompt: Callable[[Any, Any], dict]
    about: Callable[[Any, Any], dict] | None = None
    step: Callable[[Any, Any, Events], bool] | None = None
    forced: Callable[[Any, Any], dict | None] | None = None
    allows: Callable[[Any, Any, str], bool] | None = None

    def answers(self, state: Any, frame: Any, action: str) -> bool:
        """Is `action` one of the legal answers? (`allows` when the kind has it.)"""
        return self.allows(state, frame, action) if self.allows is not None else action in self.legal(state, frame)


class Kinds(dict[str, Kind]):
    """A game's registry of decision kinds, by name. A dict, so that looking a kind up - twice
    for every action, to list its answers and to carry one out - is a plain dict's look-up; a
    name nobody registered is a ValueError naming the game (`__missing__`)."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def add(self, name: str, *, legal=None, apply=None, describe=None, prompt=None, about=None, step=None,
            forced=None, allows=None) -> Kind:
        """Register a kind. A kind that only runs (a step that never waits for a player) may
        leave out what answers it."""
        if name in self:
            raise ValueError(f"{self.game}: the decision kind {name!r} is registered twice")
        kind = Kind(name, legal or _no_answers, apply or _cannot_apply(name), describe or _cannot_describe(name),
                    prompt or _no_prompt, about, step, forced, allows)
        self[name] = kind
        return kind

    def __missing__(self, name: str) -> Kind:
        raise ValueError(f"{self.game}: no decision kind {name!r}")

    def names(self) -> list[str]:
        return list(self)


def decision(kind: Kind, state: Any, frame: Any, seat: int | None, legal: list[str]) -> dict:
    """The decision `kind` waits for in `state`, asked of `seat`, in the shape of
    Match.decision() (the module's docstring). A `forced` reason counts only where one answer
    is open: a formality with a choice in it would take a decision from the person."""
    forced = kind.forced(state, frame) if kind.forced is not None and len(legal) == 1 else None
    return {
        "seat": seat,
        "kind": kind.name,
        "prompt": kind.prompt(state, frame),
        "choices": [kind.describe(state, frame, action) for action in legal],
        "about": kind.about(state, frame) if kind.about is not None else {},
        "forced": forced,
    }


def over(result: dict | None) -> dict:
    """The decision of a finished game: nobody is asked anything."""
    return {"seat": None, "kind": "over", "prompt": msg("The game is over"), "choices": [], "about": {}, "forced": None}


def _no_answers(state, frame) -> list[str]:
    return []


def _no_prompt(state, frame) -> dict:
    return msg("Please wait")


def _cannot_apply(name: str):
    def refuse(state, frame, action, events):
        raise ValueError(f"the decision {name!r} takes no action ({action!r})")
    return refuse


def _cannot_describe(name: str):
    def refuse(state, frame, action):
        raise ValueError(f"the decision {name!r} takes no action to describe ({action!r})")
    return refuse
