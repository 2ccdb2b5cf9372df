"""Saves on disk: the autosave after every action, "Save as", "Load", and "Continue".

A save file is exactly `Match.save()` text (JSON: header plus action log); loading goes through
`api.load`, which replays it. Nothing is ever pickled or evaluated, so a save from a stranger is
as harmless as any text file.

Autosaves live in <data>/autosave/:
    <game>.json            the game in progress, rewritten atomically after every action
    <game>.prev.json       the one before it, the fallback when the newest is damaged
    <game>.finished.json   the last finished game (kept for its replay; never "Continue"d)

Every failure becomes a SaveError whose message names the file and says what is wrong in
words a player understands. Plain Python, no pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import atomic, config, games

log = logging.getLogger(__name__)

SUFFIX = ".json"
_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_SAVE_BYTES = 64 * 1024 * 1024  # a long game is well under 1 MB; more is not a save


class SaveError(Exception):
    """A save that cannot be written or read. The message names the file."""


@dataclass(frozen=True)
class Autosave:
    """An unfinished game that "Continue" can resume."""

    game: str
    path: Path
    saved_at: _dt.datetime


@dataclass(frozen=True)
class Resumed:
    """A match loaded from the autosave; `warning` says when the older copy had to be used."""

    match: Any
    path: Path
    warning: str | None = None


# --- paths -----------------------------------------------------------------------------------


def autosave_path(game: str) -> Path:
    return config.autosave_dir() / f"{game}{SUFFIX}"


def previous_path(game: str) -> Path:
    return config.autosave_dir() / f"{game}.prev{SUFFIX}"


def finished_path(game: str) -> Path:
    return config.autosave_dir() / f"{game}.finished{SUFFIX}"


def default_save_name(game: str, when: _dt.datetime | None = None) -> str:
    """A file name for "Save as" that sorts by date: zombie_slayer 2025-01-31 2140.json."""
    stamp = (when or _dt.datetime.now()).strftime("%Y-%m-%d %H%M")
    return f"{game} {stamp}{SUFFIX}"


# --- writing ---------------------------------------------------------------------------------


def autosave(match: Any) -> Path:
    """Write the match to its autosave slot, keeping the previous autosave as a fallback.

    A finished game moves to <game>.finished.json and the in-progress slots are cleared, so
    "Continue" only ever offers a game that can still be played.
    """
    game = match.game
    text = match.save()
    try:
        if match.result() is not None:
            return _retire(game, text)
        current = autosave_path(game)
        if current.exists():
            os.replace(current, previous_path(game))
        return atomic.write_text(current, text)
    except OSError as exc:
        raise SaveError(f"Could not autosave to {config.autosave_dir()}: {_reason(exc)}") from exc


def _retire(game: str, text: str) -> Path:
    path = atomic.write_text(finished_path(game), text)
    for stale in (autosave_path(game), previous_path(game)):
        stale.unlink(missing_ok=True)
    return path


def save_as(match: Any, path: str | os.PathLike) -> Path:
    """Write the match to a file of the player's choice (".json" is added when missing)."""
    target = Path(path).expanduser()
    if target.suffix.lower() != SUFFIX:
        target = target.with_name(target.name + SUFFIX)
    try:
        return atomic.write_text(target, match.save())
    except OSError as exc:
        raise SaveError(f"Could not save to {target}: {_reason(exc)}") from exc


# --- reading ---------------------------------------------------------------------------------


def load(path: str | os.PathLike) -> Any:
    """The match in a save file, or SaveError saying why the file is not one."""
    source = Path(path).expanduser()
    text = _read_text(source)
    api = _api(source)
    try:
        return api.load(text)
    except api.BadSave as exc:
        raise SaveError(f"{source.name} is not a save this Gamenight can open: {exc}") from exc
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        log.exception("the engine failed on %s", source)
        raise SaveError(f"{source.name} could not be loaded: the file is damaged ({exc}).") from exc


def _read_text(source: Path) -> str:
    try:
        if source.is_dir():
            raise SaveError(f"{source} is a folder, not a save file.")
        if source.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{source.name} is far too large to be a Gamenight save.")
        data = source.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(f"{source} does not exist.") from exc
    except OSError as exc:
        raise SaveError(f"Could not read {source}: {_reason(exc)}") from exc
    try:
        return data.decode("utf-8-sig")  # a BOM from a Windows editor is harmless
    except UnicodeDecodeError as exc:
        raise SaveError(f"{source.name} is not a Gamenight save: it is not a text file.") from exc


def _api(source: Path) -> Any:
    try:
        return games.engine_api()
    except games.GameUnavailable as exc:
        raise SaveError(f"{source.name} cannot be opened: {exc}") from exc


def latest_autosave() -> Autosave | None:
    """The most recently autosaved unfinished game, for the menu's "Continue"."""
    found = [entry for entry in _autosaves() if entry is not None]
    return max(found, key=lambda entry: entry.saved_at, default=None)


def _autosaves() -> list[Autosave | None]:
    try:
        names = [p.name for p in config.autosave_dir().iterdir()]
    except OSError:
        return []
    found = {game for game in map(_slot_game, names) if game}
    return [_autosave_entry(game) for game in sorted(found)]


def _slot_game(name: str) -> str | None:
    """The game id of an in-progress autosave file name (<game>.json or <game>.prev.json)."""
    if not name.endswith(SUFFIX):
        return None
    stem = name[: -len(SUFFIX)]
    stem = stem[: -len(".prev")] if stem.endswith(".prev") else stem
    return stem if _GAME_ID.match(stem) else None


def _autosave_entry(game: str) -> Autosave | None:
    for path in (autosave_path(game), previous_path(game)):
        try:
            stamp = path.stat().st_mtime
        except OSError:
            continue
        return Autosave(game, path, _dt.datetime.fromtimestamp(stamp))
    return None


def load_autosave(game: str) -> Resumed:
    """Resume a game from its autosave; when that file is damaged, from the previous one."""
    first_error: SaveError | None = None
    for path in (autosave_path(game), previous_path(game)):
        if not path.exists():
            continue
        try:
            match = load(path)
        except SaveError as exc:
            log.warning("autosave %s is unusable: %s", path, exc)
            first_error = first_error or exc
            continue
        warning = None
        if first_error is not None:
            warning = "The last autosave was damaged; the game resumes one action earlier."
        return Resumed(match, path, warning)
    raise first_error or SaveError(f"There is no autosave of {games.title(game)}.")


def discard_autosave(game: str) -> None:
    """Forget an unfinished game (the player chose to start over)."""
    for path in (autosave_path(game), previous_path(game)):
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove %s: %s", path, exc)


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def describe_time(when: _dt.datetime, now: _dt.datetime | None = None) -> str:
    """'today, 14:32', 'yesterday, 09:05' or '3 Mar 2025, 18:00' - for the Continue button."""
    now = now or _dt.datetime.now()
    clock = when.strftime("%H:%M")
    if when.date() == now.date():
        return f"today, {clock}"
    if when.date() == (now - _dt.timedelta(days=1)).date():
        return f"yesterday, {clock}"
    return f"{when.day} {when.strftime('%b %Y')}, {clock}"
