"""A snapshot's events, packed: a value that many events repeat is written once.

A Zombie Slayer roll carries the faces of every die it rolls (its dieagrams), so the log panel
can tell a roll as it was even after a pip has been painted. A game has only a handful of
distinct dice, yet in the 4,000 events a long game's snapshot keeps, those pictures were 512 of
the 749 KB. A game names the event fields whose items repeat (`Rules.PACKED_EVENT_FIELDS`); the
snapshot keeps each distinct item once, in a table, and the events hold its index there.

Unpacking trusts nothing: an index that is not a whole number within the table means the
snapshot is not the one this code wrote, and the caller replays the game from its log."""
from __future__ import annotations

import json
from typing import Any


def pack(events: list[dict], fields: tuple[str, ...]) -> tuple[list[dict], list[Any]]:
    """(the events with each named field's items replaced by indexes, the table of items).
    Events without the fields are shared, not copied; the input is never changed. An autosave
    packs after every action, so an item met again as the same object (a game hands every roll
    of one die the same picture) is found by its identity before its text is written."""
    if not fields:
        return events, []
    table: list[Any] = []
    by_text: dict[str, int] = {}
    by_id: dict[int, int] = {}  # the events hold every item alive while this runs: an id stays its own

    def index_of(item: Any) -> int:
        at = by_id.get(id(item))
        if at is None:
            text = json.dumps(item, separators=(",", ":"))
            at = by_text.get(text)
            if at is None:
                at = by_text[text] = len(table)
                table.append(item)
            by_id[id(item)] = at
        return at

    out = []
    for event in events:
        for field in fields:
            if isinstance(event.get(field), list):
                event = {**event, field: [index_of(item) for item in event[field]]}
        out.append(event)
    return out, table


def unpack(events: list[dict], table: Any, fields: tuple[str, ...]) -> list[dict] | None:
    """The events as `pack` was given them, or None when an index does not hold. Events that
    named the same item share it, as they did when the game told them (a game's events are
    read, never changed: Zombie Slayer hands every roll of one die the same picture)."""
    if not isinstance(table, list):
        return None
    size, out = len(table), []
    for event in events:
        for field in fields:
            if field in event:
                indexes = event[field]
                if type(indexes) is not list or not all(type(i) is int and 0 <= i < size for i in indexes):
                    return None
                event = {**event, field: [table[i] for i in indexes]}
        out.append(event)
    return out
