"""A legal action as the rules that parse it describe it: what a table shows and explains.

`Match.choices()` lists one description per legal action, in legal_actions() order:

    {"action": "attack z3",                      the action string itself
     "verb": "attack",                           the kind of decision: lower_snake_case, stable
     "names": {"zombie": "z3"},                  what the action names, by kind: ids of cards,
                                                 creatures, seats, squares, dice (str, int or a
                                                 list of them)
     "cost": {"actions": 1},                     what it spends, by resource ({} when nothing)
     "text": {"id": "Attack the {colour} zombie at {square}", "params": {...}}}
                                                 a few words in the game's own terms, for a
                                                 button, a hint or a tooltip: a message
                                                 (engine/core/messages.py) the table puts
                                                 into the player's language

A game's rules answer `describe(state, action)` beside the code that parses that action, so the
words and the rule live together: a table that shows a choice never re-learns the rule to
explain it, and renaming an action or a field breaks the engine's own tests, not a click test.
A description shows only what the seat to move may see (its legal actions already do).

A text names a seat by a {"seat": n} parameter, which the table fills with the player's name.
"""
from __future__ import annotations

import re
from typing import Any

from . import messages

VERB = re.compile(r"^[a-z][a-z0-9_]*$")


def choice(action: str, verb: str, text: dict, names: dict[str, Any] | None = None,
           cost: dict[str, int] | None = None) -> dict:
    """One description, in the shape every game's have: `text` is a message."""
    return {"action": action, "verb": verb, "names": dict(names or {}), "cost": dict(cost or {}), "text": text}


def problems(described: dict, action: str) -> list[str]:
    """What is wrong with a description of `action` (empty when nothing): the tests' check of
    every game's descriptions, kept beside the shape it checks."""
    found = []
    if described.get("action") != action:
        found.append(f"describes {described.get('action')!r}, not {action!r}")
    if not isinstance(described.get("verb"), str) or not VERB.match(described["verb"]):
        found.append(f"verb {described.get('verb')!r} is not a lower_snake_case word")
    found += messages.problems(described.get("text"), "text")
    names, cost = described.get("names"), described.get("cost")
    if not isinstance(names, dict) or not all(isinstance(k, str) and _an_id(v) for k, v in names.items()):
        found.append(f"names {names!r} is not a dict of kinds to ids")
    if not isinstance(cost, dict) or not all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                                             for k, v in cost.items()):
        found.append(f"cost {cost!r} is not a dict of resources to whole numbers")
    if set(described) != {"action", "verb", "names", "cost", "text"}:
        found.append(f"has the keys {sorted(described)}")
    return found


def _an_id(value: Any) -> bool:
    if isinstance(value, list):
        return all(_an_id(v) for v in value)
    return isinstance(value, (str, int)) and not isinstance(value, bool)
