"""Every game remembered: the finished ones, and the unfinished ones a player left behind.

Each game played at this Gamenight gets one entry in <data>/history/, written when it ends (or
when a new game of the same kind replaces it unfinished):

    <stamp>-<game>.json    what the History screen lists - the game, its variant, seats and
                           names, who won and why, how long it ran, when - and the save itself,
                           so that its replay needs nothing else
    <stamp>-<game>.png     a small picture of the table as the game ended (none for a game
                           played in pass-and-play, whose table holds someone's secrets)

The entry is a JSON object in a versioned shape, written atomically. Reading is forgiving: a
damaged or foreign file is named in `problems` and skipped, and never hides the others. Plain
Python, no pygame.
"""
from __future__ import annotations

import datetime as _dt
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import atomic, config, i18n
from .i18n import _, ngettext

log = logging.getLogger(__name__)

VERSION = 1
SUFFIX = ".json"
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # a save is well under 1 MB; more is not an entry


@dataclass(frozen=True)
class Entry:
    """One remembered game."""

    path: Path
    game: str
    variant: str  # the variant's name, as the setup screen lists it ("" when none matches)
    seats: list[str]  # seat kinds: "human", "ai:normal", ...
    given_names: list[str]  # the names the players gave, "" for a seat's default (session.given_names)
    winners: list[int]  # empty for a draw, a lost solo game or an unfinished game
    reason: str  # how it ended, the engine's id ("necromancer_slain"; "" for an unfinished game)
    result: dict  # the engine's whole result (a game's own numbers: turns, XP, battles won...)
    actions: int
    turns: int  # the game's own count of turns when its result gives one, else changes of mover
    ended: _dt.datetime
    finished: bool
    save: str = field(repr=False)  # Match.save() text: the replay's source

    @property
    def names(self) -> list[str]:
        """Every seat named: the names given, and "Player 2" or "Computer (hard)" in the player's
        language where none was."""
        from .session import seat_names

        return seat_names(self.seats, self.given_names)


def folder() -> Path:
    return config.data_dir() / "history"


def picture_path(entry: Path) -> Path:
    return entry.with_suffix(".png")


def record(match: Any, names: list[str], finished: bool, when: _dt.datetime | None = None) -> Path:
    """Keep `match` in the history, finished (it has a result) or left unfinished; returns the
    entry's path. `names` are the names the players gave ("" keeps a seat's default name, which
    is then said in the language of whoever reads the history). Raises OSError when the folder cannot be written (the caller logs it: losing
    a history entry must never cost the game)."""
    when = when or _dt.datetime.now()
    result = match.result() or {}
    entry = {
        "version": VERSION, "game": match.game, "variant": variant_name(match),
        "seats": list(match.seats), "names": _given(list(match.seats), list(names)),
        "winners": [int(w) for w in result.get("winners", [])], "reason": str(result.get("reason", "")),
        "result": dict(result),
        "actions": len(match.log), "turns": _turns(result, getattr(match, "movers", [])),
        "ended": when.isoformat(timespec="seconds"), "finished": bool(finished and result),
        "save": match.save(),
    }
    stamp = when.strftime("%Y%m%d-%H%M%S-%f")
    return atomic.write_text(folder() / f"{stamp}-{match.game}{SUFFIX}", json.dumps(entry, indent=1))


def forget(entry: Entry) -> None:
    """Remove an entry and its picture; OSError when the entry cannot be removed."""
    entry.path.unlink(missing_ok=True)
    try:
        picture_path(entry.path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the picture of %s: %s", entry.path.name, exc)


def export_name(entry: Entry) -> str:
    """The file name offered for an exported replay: "Zvery 27 Nov 2026 14.05.json"."""
    from . import games

    # TRANSLATORS: a file's name: the game, the day ("27 Nov 2026") and the time ("14.05").
    name = _("{game} {date} {time}").format(game=games.title(entry.game), date=i18n.date(entry.ended),
                                            time=entry.ended.strftime("%H.%M"))
    return f"{name}{SUFFIX}"


def ending_name(game: str, reason: str) -> str:
    """How a game ended, in the game's words (its INFO's "endings") and the player's language,
    e.g. "The final battle"."""
    from . import games

    try:
        endings = games.engine_api().info(game).get("endings", {})
    except Exception:  # noqa: BLE001 - a name is a nicety: the engine's id says it too
        endings = {}
    named = endings.get(reason)
    return _(str(named)) if named else reason.replace("_", " ").capitalize()


def outcome(entry: Entry) -> str:
    """The entry's result in a few words: "Ann won · Three battles won", "The slayer fell",
    "Left unfinished"."""
    return outcomes(entry)[0]


def outcomes(entry: Entry) -> list[str]:
    """The entry's result in every form, the fullest first: "Ann won · Three battles won", then
    "Ann won" (for a narrow row, or a longer language)."""
    if not entry.finished:
        return [_("Left unfinished")]
    ending = ending_name(entry.game, entry.reason) if entry.reason else ""
    if not entry.winners:
        return [ending or _("Nobody won")]
    from .session import told_apart

    everyone = entry.names
    names = [told_apart(everyone, w) if w < len(everyone) else _("Seat {number}").format(number=w + 1)
             for w in entry.winners]
    # TRANSLATORS: who won a game: "Ann won", "Ann and Bob won" ({names} is one name or several joined).
    won = ngettext("{names} won", "{names} won", len(names)).format(names=i18n.join(names))
    if len(entry.seats) == 1:
        return [ending or won]  # a solo game: "The Necromancer slain" says who won
    return [f"{won} \u00b7 {ending}", won] if ending else [won]


def variant_name(match: Any) -> str:
    """The name of the variant the match was set up as (same seat count and options), or ""."""
    from . import games

    try:
        variants = games.engine_api().info(match.game).get("variants", [])
    except Exception:  # noqa: BLE001 - a name is a nicety; the entry is kept without one
        return ""
    for v in variants:
        if int(v.get("seats", 0)) == len(match.seats) and all(match.options.get(k) == x
                                                              for k, x in (v.get("options") or {}).items()):
            return str(v.get("name", ""))
    return ""


def _turns(result: dict, movers: list[int | None]) -> int:
    """The game's own count when its result has one (Zombie Slayer's turns against the town,
    where one seat takes every action), else turns_of(movers)."""
    turns = result.get("turns")
    return turns if isinstance(turns, int) and not isinstance(turns, bool) else turns_of(movers)


def turns_of(movers: list[int | None]) -> int:
    """How many turns: each run of actions by one seat is one (scripted dice belong to none)."""
    turns, last = 0, None
    for mover in movers:
        if mover is not None and mover != last:
            turns += 1
            last = mover
    return turns


def entries() -> tuple[list[Entry], list[str]]:
    """Every remembered game, the newest first, and a sentence for each file that could not be
    read (naming the file and what is wrong with it)."""
    found, problems = [], []
    try:
        paths = sorted(folder().glob(f"*{SUFFIX}"))
    except OSError as exc:
        return [], [_("The history folder {folder} could not be read: {reason}.").format(
            folder=folder(), reason=exc.strerror or exc)]
    for path in paths:
        try:
            found.append(read(path))
        except ValueError as exc:
            log.warning("%s", exc)
            problems.append(str(exc))
    found.sort(key=lambda e: (e.ended, e.path.name), reverse=True)
    return found, problems


def read(path: Path) -> Entry:
    """One entry; ValueError naming the file and the field when it is not a good one."""
    try:
        if path.stat().st_size > MAX_ENTRY_BYTES:
            raise ValueError(_("{file} is far too large to be a history entry.").format(file=path.name))
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(_("{file} could not be read: {reason}.").format(file=path.name,
                                                                          reason=exc.strerror or exc)) from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ValueError(_("{file} is not a history entry: it is not JSON text.").format(file=path.name)) from None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError(_("{file} is not a history entry of this Gamenight (its version).").format(file=path.name))
    seats = _strings(data, path, "seats")
    return Entry(path=path, game=_field(data, path, "game", str), variant=_field(data, path, "variant", str),
                 seats=seats, given_names=_given(seats, _strings(data, path, "names")),
                 winners=_whole_numbers(data, path, "winners"), reason=_field(data, path, "reason", str),
                 result=_field(data, path, "result", dict),
                 actions=_count(data, path, "actions"), turns=_count(data, path, "turns"),
                 ended=_when(data, path), finished=_field(data, path, "finished", bool),
                 save=_field(data, path, "save", str))


def _given(seats: list[str], names: list[str]) -> list[str]:
    """The names the players gave, one per seat, "" for a default: older entries keep the
    defaults in English words ("Player 2", "Computer (hard)"), read as the defaults they are. The
    history names the computer by its level, always ("Computer (hard)", in the reader's language):
    nobody types a computer's name."""
    from .session import given_names, is_computer

    return given_names(seats, ["" if is_computer(kind) else name for kind, name in zip(seats, names)])


def _field(data: dict, path: Path, name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise ValueError(_("{file}: the field {field} is damaged ({value}).").format(
            file=path.name, field=repr(name), value=f"{value!r:.40}"))
    return value


def _strings(data: dict, path: Path, name: str) -> list[str]:
    value = _field(data, path, name, list)
    if not all(isinstance(v, str) for v in value):
        raise ValueError(_("{file}: the field {field} is damaged (not a list of words).").format(
            file=path.name, field=repr(name)))
    return value


def _whole_numbers(data: dict, path: Path, name: str) -> list[int]:
    value = _field(data, path, name, list)
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value):
        raise ValueError(_("{file}: the field {field} is damaged (not a list of seats).").format(
            file=path.name, field=repr(name)))
    return value


def _count(data: dict, path: Path, name: str) -> int:
    value = _field(data, path, name, int)
    if value < 0:
        raise ValueError(_("{file}: the field {field} is damaged ({value}).").format(
            file=path.name, field=repr(name), value=value))
    return value


def _when(data: dict, path: Path) -> _dt.datetime:
    try:
        return _dt.datetime.fromisoformat(_field(data, path, "ended", str))
    except ValueError:
        raise ValueError(_("{file}: the field {field} is damaged (not a date).").format(
            file=path.name, field="'ended'")) from None
