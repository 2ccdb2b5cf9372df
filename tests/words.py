"""The engine's messages in English, for tests that read what a player reads.

A rule test that checks the words of a choice or a prompt puts the engine's message
(engine/core/messages.py) into English as the table does (scenes/i18n.py, with the game's
names for its things), rather than comparing message ids.
"""
from __future__ import annotations

import importlib

from scenes import i18n


def english(message, game: str, names=None) -> str:
    """`message` as an English-speaking table shows it (seats "Seat 1", ... unless `names`)."""
    i18n.set_language("en")
    term = importlib.import_module(f"scenes.{game}.words").term
    of = (lambda seat: names[seat]) if names else None
    return i18n.say(message, of, term)


def labels(match, names=None) -> list[dict]:
    """Match.choices() with each text put into English as "label" (as the tables used to read
    them), for tests written against the words."""
    out = []
    for c in match.choices():
        c = dict(c)
        if "text" in c:
            c["label"] = english(c.pop("text"), match.game, names)
        out.append(c)
    return out
