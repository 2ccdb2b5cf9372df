"""What a save holds, in the words the menu and the saves screen show: which game, who sits
there, how far it went, and when it was saved.

    saved_games.unfinished()     # the menu: every unfinished game, the most recently played first
    saved_games.named()          # the saves screen: the player's saves, the newest first
    saved_games.summary(path)    # one save

A save that does not read is still listed, with the reason (`Summary.problem`), so the player
can see it and delete it rather than wonder where it went. Reading a save replays (or restores)
it through the engine, a millisecond or two; each summary is kept until its file changes.
Plain Python, no pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import games, i18n, session, shorten, storage
from .i18n import _, ngettext
from .session import is_computer, names_kept

log = logging.getLogger(__name__)

CACHE_MAX = 256
SHORT = 50  # characters of a reason a save's row shows whole


@dataclass(frozen=True)
class Summary:
    """One save as the player sees it. `game` is None when not even that could be read."""

    path: Path  # the save file (for an unfinished game: the autosave it resumes from)
    picture: Path  # where its picture of the table is, when there is one
    game: str | None
    title: str  # the game's title
    seats: tuple[str, ...]  # the seat kinds: "human", "ai", "ai:easy", ...
    progress: str  # "Turn 6", "Battle 2 of 9", "12 moves" (in the language it was read in)
    saved_at: _dt.datetime
    problem: str | None = None  # why it cannot be opened
    saved_names: tuple[str | None, ...] = ()  # the names the save gives its seats (None: none; Match.names)

    @property
    def name(self) -> str:
        """The save's name: its file name without ".json"."""
        return self.path.name[: -len(storage.SUFFIX)] if self.path.name.endswith(storage.SUFFIX) else self.path.name

    @property
    def readable(self) -> bool:
        return self.problem is None


_cache: dict[tuple, Summary] = {}


def unfinished() -> list[Summary]:
    """Every unfinished game of a game this version has, the most recently played first."""
    try:
        known = set(games.engine_api().games())
    except games.GameUnavailable:
        return []
    return [_unfinished(entry) for entry in storage.unfinished_autosaves() if entry.game in known]


def _unfinished(entry: storage.Autosave) -> Summary:
    key = ("autosave", entry.game, *(storage.file_stamp(p) for p in (storage.autosave_path(entry.game),
                                                       storage.previous_path(entry.game))))
    return _remembered(key, lambda: _read_unfinished(entry))


def _read_unfinished(entry: storage.Autosave) -> Summary:
    picture = storage.autosave_picture_path(entry.game)
    try:
        resumed = storage.load_autosave(entry.game)
    except storage.SaveError as exc:
        return Summary(entry.path, picture, entry.game, games.title(entry.game), (), "", entry.saved_at, str(exc))
    return _of_match(resumed.path, picture, resumed.match, entry.saved_at)


def named() -> list[Summary]:
    """The player's saves, the newest first (SaveError when the folder cannot be read)."""
    return [summary(path) for path in storage.named_saves()]


def summary(path: Path) -> Summary:
    """The summary of the save in `path` (one that does not read has its `problem`)."""
    return _remembered(("named", str(path), storage.file_stamp(path)), lambda: _read_named(path))


def _read_named(path: Path) -> Summary:
    picture = storage.picture_path(path)
    saved_at = _modified(path)
    try:
        match = storage.load(path)
    except storage.SaveError as exc:
        return Summary(path, picture, None, path.name, (), "", saved_at, short_reason(str(exc), path.name))
    return _of_match(path, picture, match, saved_at)


def _of_match(path: Path, picture: Path, match: Any, saved_at: _dt.datetime) -> Summary:
    seats = tuple(getattr(match, "seats", None) or ())
    names = getattr(match, "names", None)
    try:
        view = match.view(None)  # an onlooker's view: nobody's secrets
    except Exception:  # a summary is a nicety; the save itself loaded
        log.exception("the view of %s failed", path)
        view = None
    return Summary(path, picture, match.game, games.title(match.game), seats,
                   progress_words(view, len(getattr(match, "log", []))), saved_at,
                   saved_names=tuple(names) if isinstance(names, list) else ())


def _remembered(key: tuple, read: Callable[[], Summary]) -> Summary:
    key = (*key, i18n.language())  # its words are in the language of the moment
    found = _cache.get(key)
    if found is None:
        if len(_cache) >= CACHE_MAX:
            _cache.clear()
        found = _cache[key] = read()
    return found


def _modified(path: Path) -> _dt.datetime:
    try:
        return _dt.datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        return _dt.datetime.now()


# --- words -------------------------------------------------------------------------------------


def progress_words(view: Any, moves: int) -> str:
    """How far a game went, from an onlooker's view of it: the battle of a war ("Battle 2 of 9"),
    the battles of a tournament ("Battle 3", "After battle 2"), else the turn ("Turn 6"; a count
    of turns is preferred to "turn", which some games use for whose turn it is); failing all
    that, the number of moves."""
    if isinstance(view, dict):
        battle, left = view.get("battle"), view.get("battles_left")
        if _positive(battle) and _count(left):
            return _("Battle {number} of {count}").format(number=battle, count=battle + left)
        fought = view.get("battles")
        if _count(fought):
            if view.get("battle") is not None:
                return _("Battle {number}").format(number=fought + 1)
            return _("After battle {number}").format(number=fought) if fought else _("Before the first battle")
        for key in ("turns", "turn"):
            if _positive(view.get(key)):
                return _("Turn {number}").format(number=view[key])
    if moves <= 0:
        return _("Not started")
    return ngettext("{n} move", "{n} moves", moves).format(n=moves)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _positive(value: Any) -> bool:
    return _count(value) and value > 0


def seat_names(settings: Any, seats: tuple[str, ...] | list[str], saved: Any = ()) -> list[str]:
    """Who sits at the table, named as the table will name them when the game resumes: people by
    the names the save keeps (`saved`: Summary.saved_names), else by those remembered for their
    seat (session.names_kept), the computer by its level."""
    return session.seat_names(list(seats), names_kept(list(seats), saved, settings.player_names))


def seats_line(names: list[str], seats: tuple[str, ...] | list[str], fits: Callable[[str], bool]) -> str:
    """Who played, in the longest form that `fits`: "Ann vs Computer (normal)", "Ann vs the
    computer", "Ann, Bob, Cy and Di", "Ann and 3 computers"; "Ann (solo)" alone."""
    forms = _seat_forms(names, seats)
    return next((form for form in forms if fits(form)), forms[-1])


def _seat_forms(names: list[str], seats: tuple[str, ...] | list[str]) -> list[str]:
    if not names:
        return [_("Nobody")]
    if len(names) == 1:
        # TRANSLATORS: the one player of a solo game.
        return [_("{name} (solo)").format(name=names[0]), names[0]]
    people = [name for name, kind in zip(names, seats, strict=False) if not is_computer(kind)]
    computers = len(names) - len(people)
    machines = ngettext("{n} computer", "{n} computers", computers).format(n=computers)
    # TRANSLATORS: two players of a game, one against the other: "Ann vs Bob".
    forms = [_("{first} vs {second}").format(first=names[0], second=names[1]) if len(names) == 2
             else i18n.join(names)]
    if computers == 1 and len(names) == 2:
        forms.append(_("{name} vs the computer").format(name=people[0]))
    elif computers and people:
        forms.append(i18n.join([*people, machines]))
    if people and (computers or len(people) > 2):
        persons = ngettext("{n} person", "{n} people", len(people)).format(n=len(people))
        forms.append(i18n.join([persons, machines] if computers else [persons]))
    elif computers and not people:
        forms.append(machines)
    forms.append(ngettext("{n} player", "{n} players", len(names)).format(n=len(names)))
    return forms


def short_reason(message: str, file_name: str) -> str:
    """A SaveError's message about the file the row already names: "x.json is far too large..."
    reads "This file is far too large..."; a long one is cut down to its reason: "x.json is not a
    save this Gamenight can open: the save's 'seed' is missing" -> "The save's 'seed' is missing"."""
    text = message.strip()
    if not text.startswith(file_name + " "):
        return text
    rest = text[len(file_name):]
    if len(rest) <= SHORT or ": " not in rest:
        # TRANSLATORS: put in place of a file's name that begins a sentence, "x.json is far too large...".
        return _("This file") + rest
    reason = rest.split(": ", 1)[1].strip()
    return reason[:1].upper() + reason[1:]


def cut(words: str, width: int, measure: Callable[[str], int]) -> str:
    """`words`, cut short with an ellipsis when `measure` finds them wider than `width` (in
    logarithmic time: scenes/shorten.py)."""
    return shorten.cut(words, width, measure)
