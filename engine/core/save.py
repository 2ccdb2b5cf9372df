"""The save format: a versioned JSON header plus the action log.

A save never holds Python objects: loading replays the log from the seed, so a save is also
the game's replay. Text that is not a save this version can read raises BadSave with a message
that says what is wrong; older format versions are migrated here, never rejected silently.
"""
from __future__ import annotations

import json
from typing import Any

from .errors import BadSave

FORMAT = "gamenight-save"
VERSION = 1
APP_VERSION = "0.1.0"


def dump(game: str, seed: int, seats: list[str], options: dict, log: list[str], extra: dict | None = None) -> str:
    header = {
        "format": FORMAT,
        "version": VERSION,
        "app": APP_VERSION,
        "game": game,
        "seed": seed,
        "seats": list(seats),
        "options": options,
    }
    if extra:
        header.update(extra)
    header["log"] = list(log)
    return json.dumps(header, indent=1, sort_keys=False)


def parse(text: Any) -> dict:
    """Check the structure of a save and return its header (with the log)."""
    if not isinstance(text, str):
        raise BadSave("a save is JSON text")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise BadSave(f"this is not a Gamenight save (not valid JSON: {exc.msg if hasattr(exc, 'msg') else exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave("this is not a Gamenight save (no Gamenight header)")
    data = migrate(data)
    _expect(data, "game", str)
    _expect(data, "seed", int)
    _expect(data, "seats", list)
    _expect(data, "options", dict)
    _expect(data, "log", list)
    if not all(isinstance(s, str) for s in data["seats"]):
        raise BadSave("the save's seats are damaged")
    if not all(isinstance(a, str) for a in data["log"]):
        raise BadSave("the save's action log is damaged")
    return data


def migrate(data: dict) -> dict:
    """Bring an older save up to VERSION. Version 1 is the first; newer ones are refused."""
    version = data.get("version")
    if not isinstance(version, int):
        raise BadSave("the save has no format version")
    if version > VERSION:
        raise BadSave(f"this save was written by a newer Gamenight (format {version}; this one reads {VERSION})")
    return data


def _expect(data: dict, key: str, kind: type) -> None:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadSave(f"the save's '{key}' is missing or damaged")
