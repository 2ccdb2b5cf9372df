"""An old history folder brought into the database, once.

Before the database, each game was a JSON file in <data>/history/ ("<stamp>-<game>.json", in
version 1 of that shape, with the table's picture beside it as a .png). The first time the
database is opened, every such file is read, checked field by field, and written as a row with
its picture; the files imported are then removed (the database holds all they held). A file
that cannot be imported is left in place, and its problem - naming the file and the field - is
kept in the database's `refused` table, so History lists it under "Why?" without reading it
again until it changes.

Every read is bounded (engine/bounded.py: a regular file, its size, JSON nesting and numbers),
so a hostile file costs a sentence, never the screen. Plain Python, no pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
from pathlib import Path
from typing import Any

from engine import bounded

from . import history, history_db, refusals
from .i18n import _

log = logging.getLogger(__name__)

VERSION = 1  # the old files' shape
SUFFIX = ".json"
MAX_ENTRY_BYTES = 40 * 2**20  # a save is at most 32 MB (engine/core/save.py); its summary is small
MAX_PICTURE_BYTES = 4 * 2**20
MAX_DIGITS = 40


def import_folder(db: history_db.Database, folder: Path) -> int:
    """Import every entry of `folder` not imported or refused before; how many were imported."""
    if db.connection is None or not folder.is_dir():
        return 0
    try:
        paths = sorted(folder.glob(f"*{SUFFIX}"))
    except OSError as exc:
        log.warning("the old history folder %s could not be read: %s", folder, exc)
        return 0
    refused = dict(db.rows("SELECT name, stamp FROM refused"))
    imported = 0
    for path in paths:
        stamp = _stamp(path)
        if stamp is None or refused.get(path.name) == stamp:
            continue
        try:
            imported += _import(db, path)
        except ValueError as exc:
            log.warning("%s", exc)
            _refuse(db, path, stamp, str(exc))
        except history_db.Unavailable as exc:
            log.warning("the old history could not be imported now: %s", exc)
            break
    if imported:
        log.info("%d games of the old history folder %s were imported", imported, folder)
    return imported


def _import(db: history_db.Database, path: Path) -> int:
    """Import one file (1), or only remove it when an earlier import kept it (0)."""
    if not db.rows("SELECT 1 FROM games WHERE source = ?", (path.name,)):
        entry = read(path)
        game_id = history.insert(db, entry, source=path.name)
        picture = path.with_suffix(".png")
        png = _picture(picture)
        if png is not None:
            db.write([("INSERT OR REPLACE INTO pictures (game_id, png) VALUES (?, ?)", (game_id, png))])
        done = 1
    else:
        done = 0
    for leftover in (path, path.with_suffix(".png")):
        try:
            leftover.unlink(missing_ok=True)
        except OSError as exc:  # imported all the same: the source column keeps it from coming in twice
            log.warning("%s was imported but could not be removed: %s", leftover, exc)
    db.write([("DELETE FROM refused WHERE name = ?", (path.name,))])
    return done


def _refuse(db: history_db.Database, path: Path, stamp: str, problem: str) -> None:
    try:
        db.write([("INSERT OR REPLACE INTO refused (name, stamp, problem) VALUES (?, ?, ?)",
                   (path.name, stamp, problem))])
    except history_db.Unavailable:
        pass


def _stamp(path: Path) -> str | None:
    try:
        found = path.lstat()
    except OSError:
        return None
    return f"{found.st_size}:{found.st_mtime_ns}"


def _picture(path: Path) -> bytes | None:
    try:
        return bounded.read_bytes(path, MAX_PICTURE_BYTES)
    except (OSError, bounded.Refused):
        return None


# --- one old entry, checked --------------------------------------------------------------------
def read(path: Path) -> dict:
    """An old entry as `history.insert` takes it; ValueError naming the file and the field when
    it is not a good one."""
    try:
        data = bounded.read_json(path, MAX_ENTRY_BYTES, digits=MAX_DIGITS)
    except bounded.Refused as exc:
        raise ValueError(_("{file} is not a history entry: {reason}.").format(
            file=path.name, reason=refusals.reason(exc))) from None
    except OSError as exc:
        raise ValueError(_("{file} could not be read: {reason}.").format(file=path.name,
                                                                          reason=exc.strerror or exc)) from None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError(_("{file} is not a history entry of this Gamenight (its version).").format(file=path.name))
    seats = _strings(data, path, "seats")
    if not 0 < len(seats) <= history.MAX_SEATS:
        raise ValueError(_("{file}: the field {field} is damaged (not a list of seats).").format(
            file=path.name, field="'seats'"))
    names = _strings(data, path, "names")
    return {"game": _field(data, path, "game", str)[:history.MAX_TEXT],
            "variant": _field(data, path, "variant", str)[:history.MAX_TEXT], "seats": seats,
            "names": history._given(seats, [name[:history.MAX_TEXT] for name in names]),
            "winners": _winners(data, path, len(seats)), "reason": _field(data, path, "reason", str),
            "result": _field(data, path, "result", dict), "actions": _count(data, path, "actions"),
            "turns": _count(data, path, "turns"), "ended": _when(data, path).isoformat(timespec="seconds"),
            "finished": _field(data, path, "finished", bool), "save": _field(data, path, "save", str)}


def _field(data: dict, path: Path, name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise ValueError(_("{file}: the field {field} is damaged ({value}).").format(
            file=path.name, field=repr(name), value=_short(value)))
    return value


def _short(value: Any) -> str:
    """A damaged value in a few words: its type and opening, never the whole of a huge one."""
    if isinstance(value, (dict, list)):
        return type(value).__name__
    return repr(value if not isinstance(value, str) else value[:40])[:40]


def _strings(data: dict, path: Path, name: str) -> list[str]:
    value = _field(data, path, name, list)
    if not all(isinstance(v, str) for v in value):
        raise ValueError(_("{file}: the field {field} is damaged (not a list of words).").format(
            file=path.name, field=repr(name)))
    return value


def _winners(data: dict, path: Path, seats: int) -> list[int]:
    value = _field(data, path, "winners", list)
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < seats for v in value):
        raise ValueError(_("{file}: the field {field} is damaged (not a list of seats).").format(
            file=path.name, field="'winners'"))
    return value


def _count(data: dict, path: Path, name: str) -> int:
    value = _field(data, path, name, int)
    if not 0 <= value <= 10_000_000:
        raise ValueError(_("{file}: the field {field} is damaged ({value}).").format(
            file=path.name, field=repr(name), value=_short(value)))
    return value


def _when(data: dict, path: Path) -> _dt.datetime:
    try:
        return _dt.datetime.fromisoformat(_field(data, path, "ended", str)[:40])
    except ValueError:
        raise ValueError(_("{file}: the field {field} is damaged (not a date).").format(
            file=path.name, field="'ended'")) from None

