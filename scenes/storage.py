"""Saves on disk: the autosave after every action, the player's named saves, and "Continue".

A save file is exactly `Match.save()` text (JSON: header plus action log); loading goes through
`api.load`, which replays it. Nothing is ever pickled or evaluated, so a save from a stranger is
as harmless as any text file.

Autosaves live in <data>/autosave/, one slot per game, so every unfinished game can be resumed:
    <game>.json            the game in progress, rewritten atomically after every action
                           (at a table, on the autosaver's thread: scenes/autosaver.py)
    <game>.prev.json       the one before it, the fallback when the newest is damaged
    <game>.finished.json   the last finished game (kept for its replay; never "Continue"d)
    <game>.png             a small picture of the table, written when it was left

The player's own saves live in <data>/saves/ as <name>.json (the name is the player's, checked
to be a file name on every system), each with <name>.png beside it when there is a picture. A
picture counts only when it is at least as new as its save: one left behind by an older game,
or by a crash between the two writes, is never shown for a newer game.

Every failure becomes a SaveError whose message names the file and says what is wrong in
words a player understands. Plain Python, no pygame (the pictures are written by
scenes/thumbnails.py).
"""
from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from engine import bounded

from . import atomic, autosaver, config, games, i18n
from .i18n import _, ngettext

if TYPE_CHECKING:
    import datetime as _dt  # (imported where a time is made or told: the menu's first frame needs none)

log = logging.getLogger(__name__)

SUFFIX = ".json"
PICTURE = ".png"
_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_SAVE_BYTES = 32 * 1024 * 1024  # a long game is about 1 MB; the engine reads no save over 32 MB


class SaveError(Exception):
    """A save that cannot be written or read. The message names the file."""


class Autosave(NamedTuple):
    """An unfinished game that "Continue" can resume. (storage's records are named tuples: a
    frozen dataclass is made as its module is imported, 1-1.5 ms each of the menu's start.)"""

    game: str
    path: Path
    saved_at: _dt.datetime


class Resumed(NamedTuple):
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


def autosave_picture_path(game: str) -> Path:
    """The picture of an unfinished game's table, beside its autosave."""
    return config.autosave_dir() / f"{game}{PICTURE}"


def picture_path(save: Path) -> Path:
    """The picture beside a named save: <name>.png for <name>.json."""
    return save.with_name(save.name[: -len(SUFFIX)] + PICTURE if save.name.endswith(SUFFIX) else save.name + PICTURE)


def picture_is_current(picture: Path, save: Path) -> bool:
    """Is `picture` of the game in `save`? Only if written after it (pictures are written once
    the save is); an older one shows another game, or an earlier moment lost to a crash."""
    try:
        return picture.stat().st_mtime_ns >= save.stat().st_mtime_ns
    except OSError:
        return False


def default_save_name(game: str, when: _dt.datetime | None = None) -> str:
    """The name "Save a copy" offers: the game and the moment, "Zvery 26 Nov 15.40" (a dot,
    not a colon, which Windows refuses in file names)."""
    import datetime as _dt

    moment = when or _dt.datetime.now()
    # TRANSLATORS: the name offered for a save: the game, the day ("26 Nov") and the time ("15.40").
    return _("{game} {date} {time}").format(game=games.title(game), date=i18n.date(moment, year=False),
                                            time=moment.strftime("%H.%M"))


# --- writing ---------------------------------------------------------------------------------


def sweep_leftovers() -> int:
    """At start: remove the temporary files writes cut short by a crash or a kill left beside
    the settings, the autosaves, the saves and the saved decks."""
    return sum(atomic.sweep(folder) for folder in _swept_folders())


def _swept_folders() -> list[Path]:
    """The folders Gamenight writes into, each as it really is (links resolved), keeping only
    those inside the folder they belong to: a decks folder that is a link to somewhere else is
    someone's own folder, whose old ".*.tmp" files are not ours to remove. The settings folder
    is its own root where the system puts it apart from the data folder."""
    data = config.data_dir()
    decks = data / "decks"
    folders = [config.config_dir(), config.autosave_dir(), config.saves_dir()]
    try:
        folders += [p for p in decks.iterdir() if p.is_dir()]
    except OSError:
        pass
    kept = []
    for folder in folders:
        root = data if folder.is_relative_to(data) else folder
        try:
            real, real_root = folder.resolve(), root.resolve()
        except (OSError, RuntimeError):  # a loop of links
            continue
        if real.is_relative_to(real_root):
            kept.append(real)
    return kept


def autosave(match: Any) -> Path:
    """Write the match to its autosave slot, keeping the previous autosave as a fallback.

    A finished game moves to <game>.finished.json and the in-progress slots are cleared, so
    "Continue" only ever offers a game that can still be played.
    """
    return _write_autosave(_Slots.of(match.game), match.save(config.save_key()), match.result() is not None)


def autosave_soon(match: Any, done: Callable[[SaveError | None], Any]) -> None:
    """autosave(match), what it holds and its files taken now, its text written and its disk
    work done on the autosaver's thread (scenes/autosaver.py: a table's frame waits neither for
    the disk nor for the save's text, Match.save_later); `done` is told how it went, on that
    thread."""
    slots, text, finished = _Slots.of(match.game), match.save_later(config.save_key()), match.result() is not None

    def write() -> None:
        try:
            _write_autosave(slots, text(), finished)
        except SaveError as exc:
            done(exc)
        else:
            done(None)

    autosaver.later(match.game, write)


def settle() -> None:
    """Wait for the autosaves still being written (before reading, removing or picturing one)."""
    autosaver.settle()


class _Slots(NamedTuple):
    """A game's autosave files, named when the save is asked for (the writer's thread may write
    after the data folder has changed: in tests, for the next test)."""

    current: Path
    previous: Path
    finished: Path
    picture: Path

    @classmethod
    def of(cls, game: str) -> _Slots:
        return cls(autosave_path(game), previous_path(game), finished_path(game), autosave_picture_path(game))


def _write_autosave(slots: _Slots, text: str, finished: bool) -> Path:
    try:
        if finished:
            return _retire(slots, text)
        if slots.current.exists():
            os.replace(slots.current, slots.previous)
        return atomic.write_text(slots.current, text)
    except OSError as exc:
        raise SaveError(_("Could not autosave to {folder}: {reason}").format(folder=slots.current.parent,
                                                                             reason=_reason(exc))) from exc


def _retire(slots: _Slots, text: str) -> Path:
    path = atomic.write_text(slots.finished, text)
    for stale in (slots.current, slots.previous, slots.picture):
        stale.unlink(missing_ok=True)
    return path


def save_as(match: Any, path: str | os.PathLike) -> Path:
    """Write the match to a file of the player's choice (".json" is added when missing)."""
    target = Path(path).expanduser()
    if target.suffix.lower() != SUFFIX:
        target = target.with_name(target.name + SUFFIX)
    try:
        return atomic.write_text(target, match.save(config.save_key()))
    except OSError as exc:
        raise SaveError(_("Could not save to {file}: {reason}").format(file=target, reason=_reason(exc))) from exc


# --- reading ---------------------------------------------------------------------------------


def load(path: str | os.PathLike) -> Any:
    """The match in a save file, or SaveError saying why the file is not one."""
    source = Path(path).expanduser()
    return _match_of(_read_text(source), source)


def open_replay(path: str | os.PathLike) -> Any:
    """The game in a save file, to step through (api.open_replay), or SaveError saying why not."""
    source = Path(path).expanduser()
    return _read_by(lambda api, text: api.open_replay(text), _read_text(source), source)


def _match_of(text: str, source: Path) -> Any:
    return _read_by(lambda api, text: api.load(text, config.save_key()), text, source)


def _read_by(read, text: str, source: Path) -> Any:
    """`read(api, text)`: a save's text read by the engine, its refusals as SaveError."""
    api = _api(source)
    try:
        return read(api, text)
    except api.BadSave as exc:
        raise SaveError(_("{file} is not a save this Gamenight can open: {reason}").format(file=source.name,
                                                                                      reason=exc)) from exc
    except Exception as exc:  # whatever a damaged file trips in the engine, it is a message, not a crash
        log.exception("the engine failed on %s", source)
        raise SaveError(_("{file} could not be loaded: the file is damaged ({reason}).").format(
            file=source.name, reason=exc)) from exc


def _read_text(source: Path) -> str:
    """The text of a file said to be a save, read within bounds (engine/bounded.py): a folder, a
    device or a pipe is refused before anything is read, a file over MAX_SAVE_BYTES once opened."""
    try:
        return bounded.read_text(source, MAX_SAVE_BYTES)
    except FileNotFoundError as exc:
        raise SaveError(_("{file} does not exist.").format(file=source)) from exc
    except OSError as exc:
        raise SaveError(_("Could not read {file}: {reason}").format(file=source, reason=_reason(exc))) from exc
    except bounded.NotAFile as exc:
        if exc.kind == "folder":
            raise SaveError(_("{file} is a folder, not a save file.").format(file=source)) from exc
        raise SaveError(_("{file} is not a save file: it is a device, a pipe or a socket.").format(
            file=source)) from exc
    except bounded.TooLarge as exc:
        raise SaveError(_("{file} is far too large to be a Gamenight save.").format(file=source.name)) from exc
    except bounded.NotText as exc:
        raise SaveError(_("{file} is not a Gamenight save: it is not a text file.").format(file=source.name)) from exc


def _api(source: Path) -> Any:
    try:
        return games.engine_api()
    except games.GameUnavailable as exc:
        raise SaveError(_("{file} cannot be opened: {reason}").format(file=source.name, reason=exc)) from exc


def unfinished_autosaves() -> list[Autosave]:
    """Every unfinished game that has an autosave, the most recently played first."""
    found = [entry for entry in _autosaves() if entry is not None]
    return sorted(found, key=lambda entry: entry.saved_at, reverse=True)


def unfinished_autosave(game: str) -> Autosave | None:
    """The unfinished game of `game`, if it has one (a new game of it would take its place)."""
    return _autosave_entry(game) if _GAME_ID.match(game) else None


def latest_autosave() -> Autosave | None:
    """The most recently autosaved unfinished game."""
    found = unfinished_autosaves()
    return found[0] if found else None


def _autosaves() -> list[Autosave | None]:
    settle()
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
    settle()
    for path in (autosave_path(game), previous_path(game)):
        try:
            stamp = path.stat().st_mtime
        except OSError:
            continue
        import datetime as _dt

        return Autosave(game, path, _dt.datetime.fromtimestamp(stamp))
    return None


def load_autosave(game: str) -> Resumed:
    """Resume a game from its autosave; when that file is damaged, from the previous one."""
    settle()
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
            warning = _("The last autosave was damaged; the game resumes one action earlier.")
        return Resumed(match, path, warning)
    raise first_error or SaveError(_("There is no autosave of {game}.").format(game=games.title(game)))


def discard_autosave(game: str) -> None:
    """Forget an unfinished game (the player chose to start over)."""
    settle()
    for path in (autosave_path(game), previous_path(game), autosave_picture_path(game), online_record_path(game)):
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove %s: %s", path, exc)


# --- an online game's record, beside its autosave ---------------------------------------------
#
# A hosted game's autosave is the match; what a host needs besides to take the game up again
# after a restart - the seats' invites, the seed's shares, the sequence of what the guests were
# told (online/referee.py's `record`) - is kept beside it, and goes when the game ends.

ONLINE_RECORD_LIMIT = 4_000_000  # bytes: a record is some 30 KB at most; a bigger file is not one


def online_record_path(game: str) -> Path:
    return config.autosave_dir() / f"{game}.online.json"


def keep_online_record(game: str, record: dict) -> None:
    """Written on the autosaver's thread, as the autosave is (a move's frame never waits for
    the disk); a record not yet written is replaced by a newer one."""
    text = json.dumps(record, separators=(",", ":"))

    def write() -> None:
        try:
            atomic.write_text(online_record_path(game), text)
        except OSError as exc:
            log.warning("cannot keep the online record of %s: %s", game, exc)

    autosaver.later(f"{game}.online", write)


def online_record(game: str) -> dict | None:
    """The record of an unfinished online game of `game`, or None (none, or unreadable: the
    game then goes on at this screen alone)."""
    settle()
    path = online_record_path(game)
    try:
        if not path.exists() or path.stat().st_size > ONLINE_RECORD_LIMIT:
            return None
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("the online record %s is unreadable: %s", path, exc)
        return None
    return record if isinstance(record, dict) and record.get("game") == game else None


def forget_online_record(game: str) -> None:
    """After the record's writes still waiting (the same thread, in order)."""
    def remove() -> None:
        try:
            online_record_path(game).unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove the online record of %s: %s", game, exc)

    autosaver.later(f"{game}.online", remove)


# --- the player's named saves ------------------------------------------------------------------

MAX_SAVE_NAME = 60
_NOT_IN_NAMES = '<>:"/\\|?*'  # refused in file names by one system or another
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}


def save_name_problem(name: str) -> str | None:
    """Why `name` cannot name a save, as a sentence for the player; None when it can. A name
    must be a file name on every system Gamenight runs on, and stay inside the saves folder."""
    text = _stem(name)
    if not text:
        return _("A save needs a name.")
    if len(text) > MAX_SAVE_NAME:
        return _("A save's name is at most {n} characters long.").format(n=MAX_SAVE_NAME)
    bad = next((ch for ch in text if ch in _NOT_IN_NAMES), None)
    if bad is not None:
        return _("A save's name cannot contain \u201c{character}\u201d.").format(character=bad)
    if not text.isprintable():
        return _("A save's name cannot contain control characters.")
    if text.startswith("."):
        return _("A save's name cannot start with a dot.")
    if text.endswith("."):
        return _("A save's name cannot end with a dot.")
    if text.split(".")[0].strip().lower() in _RESERVED:
        return _("\u201c{name}\u201d is a name Windows keeps for itself.").format(name=text)
    return None


def _stem(name: str) -> str:
    """The name as typed, trimmed, without a ".json" the player may have added."""
    text = name.strip()
    return text[: -len(SUFFIX)].rstrip() if text.lower().endswith(SUFFIX) else text


def named_save_path(name: str) -> Path:
    """Where the save called `name` is (or would be); SaveError when it cannot be a name."""
    problem = save_name_problem(name)
    if problem is not None:
        raise SaveError(problem)
    return config.saves_dir() / f"{_stem(name)}{SUFFIX}"


def existing_save(name: str) -> Path | None:
    """The save already called `name`, ignoring case (two names that differ only in case are one
    file on Windows and macOS), or None."""
    wanted = f"{_stem(name)}{SUFFIX}".lower()
    return next((path for path in named_saves() if path.name.lower() == wanted), None)


def free_save_name(name: str) -> str:
    """`name`, or "name (2)", "name (3)"... - the first that no save has yet."""
    stem = _stem(name)
    taken = {path.name.lower() for path in named_saves()}
    for count in range(1, 1000):
        candidate = stem if count == 1 else f"{stem} ({count})"
        if f"{candidate}{SUFFIX}".lower() not in taken:
            return candidate
    import datetime as _dt

    return f"{stem} {_dt.datetime.now():%H%M%S}"


def named_saves() -> list[Path]:
    """The save files in the saves folder, the newest first (whether they read or not)."""
    folder = config.saves_dir()
    try:
        found = [(path.stat().st_mtime_ns, path) for path in folder.iterdir()
                 if path.name.lower().endswith(SUFFIX) and not path.name.startswith(".") and path.is_file()]
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(_("Could not read the saves folder {folder}: {reason}").format(folder=folder,
                                                                                     reason=_reason(exc))) from exc
    return [path for _stamp, path in sorted(found, key=lambda pair: pair[0], reverse=True)]


def save_named(match: Any, name: str) -> Path:
    """Write the match as the save called `name` (replacing one of that name)."""
    return save_as(match, existing_save(name) or named_save_path(name))


def rename_problem(path: Path, new_name: str) -> str | None:
    """Why the save in `path` cannot be called `new_name` (not a file name, or another save's
    name), as a sentence; None when it can."""
    problem = save_name_problem(new_name)
    if problem is not None:
        return problem
    clash = existing_save(new_name)
    if clash is not None and clash.name.lower() != path.name.lower():
        return _("A save called \u201c{name}\u201d is already there.").format(name=_stem(new_name))
    return None


def rename_save(path: Path, new_name: str) -> Path:
    """Give a save (and its picture) another name; SaveError when `rename_problem` has one."""
    problem = rename_problem(path, new_name)
    if problem is not None:
        raise SaveError(problem)
    target = named_save_path(new_name)
    try:
        os.rename(path, target)
    except OSError as exc:
        raise SaveError(_("Could not rename {file}: {reason}").format(file=path.name, reason=_reason(exc))) from exc
    old_picture = picture_path(path)
    if old_picture.exists():
        try:
            os.replace(old_picture, picture_path(target))
        except OSError as exc:  # the save is renamed; it only shows the game's picture now
            log.warning("cannot rename the picture %s: %s", old_picture, exc)
    return target


def delete_save(path: Path) -> None:
    """Remove a save and its picture."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(_("Could not delete {file}: {reason}").format(file=path.name, reason=_reason(exc))) from exc
    try:
        picture_path(path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the picture of %s: %s", path.name, exc)


def import_save(source: str | os.PathLike) -> Path:
    """Copy a save from anywhere into the saves folder, once it has loaded: a file that is not a
    save is refused with a SaveError naming it, and nothing is copied. The copy keeps the file's
    name when that is a good save name and free (else "name (2)", or the game and the date)."""
    source = Path(source).expanduser()
    text = _read_text(source)
    match = _match_of(text, source)
    folder = config.saves_dir()
    try:
        inside = source.resolve().parent == folder.resolve()
    except OSError:
        inside = False
    if inside:
        raise SaveError(_("{file} is already one of your saves.").format(file=source.name))
    stem = _stem(source.name)
    name = free_save_name(stem if save_name_problem(stem) is None else default_save_name(match.game))
    try:
        return atomic.write_text(folder / f"{name}{SUFFIX}", text)
    except OSError as exc:
        raise SaveError(_("Could not copy {file} into {folder}: {reason}").format(file=source.name, folder=folder,
                                                                                reason=_reason(exc))) from exc


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def describe_time(when: _dt.datetime, now: _dt.datetime | None = None) -> str:
    """'just now', '5 minutes ago', 'today, 14:32', 'yesterday, 09:05' or '3 Mar 2025, 18:00':
    when a game was saved, as a person says it."""
    import datetime as _dt

    now = now or _dt.datetime.now()
    clock = when.strftime("%H:%M")
    seconds = (now - when).total_seconds()
    if 0 <= seconds < 60:
        return _("just now")
    if 0 <= seconds < 3600:
        minutes = int(seconds // 60)
        return ngettext("{n} minute ago", "{n} minutes ago", minutes).format(n=minutes)
    if when.date() == now.date():
        return _("today, {time}").format(time=clock)
    if when.date() == (now - _dt.timedelta(days=1)).date():
        return _("yesterday, {time}").format(time=clock)
    # TRANSLATORS: a day ("3 Mar 2025") and the time ("18:00").
    return _("{date}, {time}").format(date=i18n.date(when), time=clock)


def file_stamp(path: Path) -> tuple[int, int] | None:
    """When a file was last written, and its size: a cached reading of it is good while this is
    unchanged (None: there is no file)."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size
