"""Messages: what the engine says, as data a table puts into the player's language.

The engine never writes a finished sentence for a player. It names a message and hands over
its parameters; the table looks the message up in the player's language (gettext catalogs,
scenes/i18n.py) and fills it in. A decision's prompt and each choice's text are messages
(engine/core/decisions.py), so a game can be played in any language the catalogs hold, and a
save, a replay or a message over the network never holds words of any one language.

    {"id": "Summon {card}", "params": {"card": {"term": "monster", "id": "ember_pup"}}}

The id is the English source text, as gettext has it (Babel extracts it from the calls to
`msg` and `plural` here), with named placeholders in braces. A parameter is one of:

    7                                    a number
    {"seat": 1}                          a player, named by the table ("Anna", "you")
    {"term": "monster", "id": "ember_pup"}
                                         a thing of the game's content, named in the
                                         player's language (the game's catalog of terms)
    {"id": ..., "params": {...}}         another message, put in its place
    {"list": [param, ...]}               several, joined as the language joins them
                                         ("a, b and c")
    {"text": "Brom"}                     words a player typed (a slayer's name): never
                                         translated

Names the engine gives as plain strings (api.info: a game's title, blurb, variants, endings)
are marked with `N_` instead: the string stays the English name, and the table translates it
where it shows it.

A plural message also names its count: `{"id": "{n} card", "plural": "{n} cards", "n": 3,
"params": {"n": 3}}`, so each language picks its own form.
"""
from __future__ import annotations

import re
from typing import Any

PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def N_(text: str) -> str:
    """Marks a name the engine hands out as a plain string (a game's title, blurb, variants' and
    endings' names in its meta.py, which api.info gives as they are) for the catalogs: Babel
    extracts the literal, and the table looks it up when it shows it (`_(info["title"])`). The
    engine never translates; this only marks."""
    return text


def msg(id: str, **params: Any) -> dict:
    """A message: its id (the English text, with {placeholders}) and its parameters."""
    return {"id": id, "params": params}


def plural(one: str, many: str, n: int, **params: Any) -> dict:
    """A message whose words depend on the number `n` (also the parameter {n})."""
    return {"id": one, "plural": many, "n": n, "params": {"n": n, **params}}


def term(kind: str, id: str) -> dict:
    """A thing of the game's content (a card, a creature, a square's place), by its id."""
    return {"term": kind, "id": id}


def seat(number: int) -> dict:
    """A player, by seat (from 0)."""
    return {"seat": number}


def listing(items: list) -> dict:
    """Several parameters joined into one ("Glowmite and Isotoad")."""
    return {"list": list(items)}


def typed(text: str) -> dict:
    """Words a player typed, shown as they are."""
    return {"text": text}


def problems(message: Any, where: str = "message") -> list[str]:
    """What is wrong with a message (empty when nothing): the tests' check of every game's
    prompts and choice texts, kept beside the shape it checks."""
    if not isinstance(message, dict) or not isinstance(message.get("id"), str) or not message["id"].strip():
        return [f"{where} {message!r} is not a message with an id"]
    found = []
    params = message.get("params")
    if not isinstance(params, dict):
        return [f"{where} {message['id']!r} has no params dict"]
    wanted = set(PLACEHOLDER.findall(message["id"]))
    if "plural" in message:
        if not isinstance(message["plural"], str) or not isinstance(message.get("n"), int):
            found.append(f"{where} {message['id']!r} is plural without a text and a count")
        else:
            wanted |= set(PLACEHOLDER.findall(message["plural"]))
    missing = wanted - set(params)
    if missing:
        found.append(f"{where} {message['id']!r} lacks the parameters {sorted(missing)}")
    for name, value in params.items():
        found += _param_problems(value, f"{where} {message['id']!r} parameter {name!r}")
    return found


def _param_problems(value: Any, where: str) -> list[str]:
    if isinstance(value, bool):
        return [f"{where} is a truth value, which no sentence can say"]
    if isinstance(value, (int, float)):
        return []
    if isinstance(value, dict):
        if "seat" in value:
            return [] if isinstance(value["seat"], int) and set(value) == {"seat"} else [f"{where}: bad seat {value!r}"]
        if "term" in value:
            ok = isinstance(value["term"], str) and isinstance(value.get("id"), (str, int)) and set(value) == {"term", "id"}
            return [] if ok else [f"{where}: bad term {value!r}"]
        if "list" in value:
            if not isinstance(value["list"], list):
                return [f"{where}: bad list {value!r}"]
            return [p for item in value["list"] for p in _param_problems(item, where)]
        if "text" in value:
            return [] if isinstance(value["text"], str) and set(value) == {"text"} else [f"{where}: bad text {value!r}"]
        if "id" in value:
            return problems(value, where)
    return [f"{where} is {value!r}: a number, seat, term, list, typed text or message is expected"]
