"""Every game remembered: the finished ones, and the unfinished ones a player left behind.

Each game played at this Gamenight is one row of the history's database (scenes/history_db.py),
written when it ends, or when a new game of the same kind replaces it unfinished: the game, its
variant, seats and names, who won and why, how long it ran, when - and the save itself, so that
its replay needs nothing else - with a small picture of the table as the game ended (none for a
game played in pass-and-play, whose table holds someone's secrets).

Screens ask for what they draw: `count(shown)` and `page(shown, offset, limit)` for the rows in
view, in the order and through the filters of a `Shown`, so the History list opens at the same
speed at 10 games or 100,000. A history kept as a folder of JSON files (before the database) is
imported the first time the database is opened (scenes/history_import.py).

Reading is forgiving: a row that cannot be read is left out and logged, a damaged database is
rebuilt from what can be read, a locked one is reported, and none of it stops a screen. Plain
Python, no pygame.
"""
from __future__ import annotations

import datetime as _dt
import json
import logging
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import config, history_db, history_tallies, i18n
from .i18n import _, ngettext

log = logging.getLogger(__name__)

ORDERS = ("newest", "oldest", "longest", "shortest")
RESULTS = ("", "people_won", "computer_won", "unfinished")  # "" is every result
MAX_TEXT = 200  # characters of a name or a variant kept in the history
MAX_SEATS = 16
MAX_SAVE_BYTES = 32 * 2**20  # engine/core/save.py's MAX_BYTES: a save is never larger


@dataclass(frozen=True)
class Entry:
    """One remembered game (its save is read when asked for: `save_of`)."""

    id: int
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
    seconds: int = 0  # at the table, as far as this Gamenight saw it

    @property
    def names(self) -> list[str]:
        """Every seat named: the names given, and "Player 2" or "Computer (hard)" in the player's
        language where none was."""
        from .session import seat_names

        return seat_names(self.seats, self.given_names)


@dataclass(frozen=True)
class Shown:
    """Which games a list shows, and in what order: a game ("" for all), who played (a name
    given, or a computer's seat kind such as "ai:hard"; "" for anyone), a result (RESULTS), the
    days (from, to, both included; None for no bound) and the order (ORDERS)."""

    game: str = ""
    player: str = ""
    result: str = ""
    since: _dt.date | None = None
    until: _dt.date | None = None
    order: str = "newest"


# --- the database, once per process ------------------------------------------------------------
_open: dict[Path, history_db.Database] = {}


def path() -> Path:
    return config.data_dir() / history_db.FILE_NAME


def folder() -> Path:
    """The old history folder (JSON files), imported into the database once."""
    return config.data_dir() / "history"


def database() -> history_db.Database:
    """The history's database for the data folder in use, opened (and an old folder imported)
    the first time it is asked for."""
    where = path()
    found = _open.get(where)
    if found is None:
        from . import history_import

        found = _open[where] = history_db.Database(where)
        history_import.import_folder(found, folder())
    return found


def close() -> None:
    """Close every open history (tests change data folders; the app closes on quitting)."""
    for db in _open.values():
        db.close()
    _open.clear()


def problems() -> list[str]:
    """What went wrong with the history, in sentences naming the file: a damaged or locked
    database, and each file of an old history folder that could not be imported."""
    db = database()
    refused = [problem for (problem,) in db.rows("SELECT problem FROM refused ORDER BY name")]
    return db.problems + refused


# --- keeping a game ------------------------------------------------------------------------------
def record(match: Any, names: list[str], finished: bool, when: _dt.datetime | None = None,
           seconds: float = 0) -> int:
    """Keep `match` in the history, finished (it has a result) or left unfinished; returns the
    entry's id. `names` are the names the players gave ("" keeps a seat's default name, which
    is then said in the language of whoever reads the history); `seconds`, how long it was at
    the table. Raises OSError when the history cannot be written (the caller logs it: losing a
    history entry must never cost the game)."""
    when = when or _dt.datetime.now()
    result = match.result() or {}
    seats = list(match.seats)
    return insert(database(), {
        "game": match.game, "variant": variant_name(match), "seats": seats, "names": _given(seats, list(names)),
        "winners": [int(w) for w in result.get("winners", [])], "reason": str(result.get("reason", "")),
        "result": dict(result), "actions": len(match.log),
        "turns": _turns(result, getattr(match, "movers", [])), "ended": when.isoformat(timespec="seconds"),
        "seconds": max(0, round(seconds)), "finished": bool(finished and result), "save": match.save()})


def insert(db: history_db.Database, entry: dict, source: str | None = None) -> int:
    """Write one game (a dict in the shape `record` makes, checked by `checked`) with its seats."""
    seats, winners = entry["seats"][:MAX_SEATS], entry["winners"]
    names = [name[:MAX_TEXT] for name in entry["names"][:len(seats)]]
    humans = [seat for seat, kind in enumerate(seats) if not _is_computer(kind)]
    people_won = (int(any(seat in winners for seat in humans)) if entry["finished"] and humans else None)
    with db.writing() as connection:
        game_id = connection.execute(
            "INSERT INTO games (game, variant, seats, names, winners, reason, result, actions, turns, ended, "
            "seconds, finished, people_won, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (entry["game"][:MAX_TEXT], entry["variant"][:MAX_TEXT], json.dumps(seats), json.dumps(names),
             json.dumps(winners), entry["reason"][:MAX_TEXT], json.dumps(entry["result"]), entry["actions"],
             entry["turns"], entry["ended"], entry.get("seconds", 0), int(entry["finished"]), people_won,
             source)).lastrowid
        connection.execute("INSERT INTO saves (game_id, text) VALUES (?, ?)",
                           (game_id, zlib.compress(entry["save"].encode("utf-8"), 6)))
        history_tallies.add(connection, game_id, {**entry, "seconds": entry.get("seconds", 0), "people_won": people_won})
        connection.executemany("INSERT INTO seats (game_id, seat, kind, name, won) VALUES (?, ?, ?, ?, ?)",
                               [(game_id, seat, kind, names[seat] if seat < len(names) else "",
                                 int(entry["finished"] and seat in winners))
                                for seat, kind in enumerate(seats)])
    return game_id


def keep_picture(entry: int, png: bytes) -> None:
    """The table as game `entry` ended (a PNG's bytes); logged, never raised, when it cannot be kept."""
    try:
        database().write([("INSERT OR REPLACE INTO pictures (game_id, png) VALUES (?, ?)", (entry, png))])
    except OSError as exc:
        log.warning("the picture of game %s could not be kept in the history: %s", entry, exc)


def picture(entry: int) -> bytes | None:
    rows = database().rows("SELECT png FROM pictures WHERE game_id = ?", (entry,))
    return bytes(rows[0][0]) if rows else None


def forget(entry: Entry) -> None:
    """Remove an entry with its seats and picture; OSError when the history cannot be written."""
    with database().writing() as connection:
        history_tallies.take_away(connection, entry.id)
        connection.execute("DELETE FROM games WHERE id = ?", (entry.id,))


# --- reading it ------------------------------------------------------------------------------------
SUMMARY = ("id, game, variant, seats, names, winners, reason, result, actions, turns, ended, finished, seconds")


def count(shown: Shown = Shown()) -> int:
    where, parameters = _where(shown)
    rows = database().rows(f"SELECT count(*) FROM games {where}", parameters)
    return rows[0][0] if rows else 0


def page(shown: Shown = Shown(), offset: int = 0, limit: int = 50) -> list[Entry]:
    """The entries at `offset`.. in `shown`'s order and filters (a row that cannot be read is
    left out and logged)."""
    where, parameters = _where(shown)
    rows = database().rows(f"SELECT {SUMMARY} FROM games {where} ORDER BY {_ORDER[shown.order]} LIMIT ? OFFSET ?",
                           (*parameters, max(0, limit), max(0, offset)))
    return [entry for entry in map(_entry, rows) if entry is not None]


def entry(game_id: int) -> Entry | None:
    """One entry by its id (None when it is not in the history, or does not read)."""
    rows = database().rows(f"SELECT {SUMMARY} FROM games WHERE id = ?", (game_id,))
    return _entry(rows[0]) if rows else None


def entries(shown: Shown = Shown()) -> tuple[list[Entry], list[str]]:
    """Every entry `shown` shows, and the history's problems (for tests and small tools: a
    screen asks for a page)."""
    return page(shown, 0, count(shown)), problems()


def save_of(entry: Entry) -> str:
    """The entry's save, the replay's source ("" when it is gone or does not read: the engine
    then says it is not a save). Unpacked to at most a save's largest size, so a damaged row
    cannot fill the memory."""
    rows = database().rows("SELECT text FROM saves WHERE game_id = ?", (entry.id,))
    if not rows or not isinstance(rows[0][0], bytes):
        return ""
    try:
        unpacking = zlib.decompressobj()
        text = unpacking.decompress(rows[0][0], MAX_SAVE_BYTES + 1)
        return "" if len(text) > MAX_SAVE_BYTES or unpacking.unconsumed_tail else text.decode("utf-8")
    except (zlib.error, UnicodeDecodeError) as exc:
        log.warning("the save of game %s in the history does not read: %s", entry.id, exc)
        return ""


def games_kept() -> dict[str, int]:
    """How many games of each game the history holds."""
    return dict(database().rows("SELECT game, count(*) FROM games GROUP BY game"))


def players() -> list[str]:
    """The names people were given in the history, most often first (for the "who played" filter)."""
    return [name for (name,) in database().rows(
        "SELECT name FROM seats WHERE name != '' GROUP BY name COLLATE NOCASE ORDER BY count(*) DESC, name LIMIT 40")]


_ORDER = {"newest": "ended DESC, id DESC", "oldest": "ended, id", "longest": "turns DESC, ended DESC, id DESC",
          "shortest": "turns, ended DESC, id DESC"}


def _where(shown: Shown) -> tuple[str, tuple]:
    clauses, parameters = [], []
    if shown.game:
        clauses.append("game = ?")
        parameters.append(shown.game)
    if shown.player.startswith("ai"):
        kinds = [kind for kind, level in _computer_levels().items() if f"ai:{level}" == shown.player] or [shown.player]
        clauses.append(f"id IN (SELECT game_id FROM seats WHERE kind IN ({', '.join('?' * len(kinds))}))")
        parameters += kinds
    elif shown.player:
        clauses.append("id IN (SELECT game_id FROM seats WHERE name = ? COLLATE NOCASE)")
        parameters.append(shown.player)
    clauses += {"": [], "people_won": ["people_won = 1"],
                "computer_won": ["people_won = 0 AND winners != '[]'"], "unfinished": ["finished = 0"]}[shown.result]
    if shown.since is not None:
        clauses.append("ended >= ?")
        parameters.append(shown.since.isoformat())
    if shown.until is not None:
        clauses.append("ended < ?")
        parameters.append((shown.until + _dt.timedelta(days=1)).isoformat())
    return ("WHERE " + " AND ".join(clauses) if clauses else ""), tuple(parameters)


def _entry(row: tuple) -> Entry | None:
    """A row as an Entry; None (logged) when it does not read as one."""
    try:
        (game_id, game, variant, seats, names, winners, reason, result, actions, turns, ended, finished,
         seconds) = row
        seats, names, winners, result = (json.loads(seats), json.loads(names), json.loads(winners),
                                         json.loads(result))
        if not (isinstance(seats, list) and all(isinstance(s, str) for s in seats) and isinstance(result, dict)
                and isinstance(names, list) and isinstance(winners, list)
                and all(isinstance(w, int) for w in winners)):
            raise ValueError("a damaged summary")
        return Entry(id=game_id, game=str(game), variant=str(variant), seats=seats,
                     given_names=_given(seats, [str(n) for n in names]), winners=winners, reason=str(reason),
                     result=result, actions=int(actions), turns=int(turns),
                     ended=_dt.datetime.fromisoformat(ended), finished=bool(finished), seconds=int(seconds))
    except (ValueError, TypeError, RecursionError) as exc:
        log.warning("game %s of the history cannot be read: %s", row[0] if row else "?", exc)
        return None


def export_name(entry: Entry) -> str:
    """The file name offered for an exported replay: "Zvery 27 Nov 2026 14.05.json"."""
    from . import games

    # TRANSLATORS: a file's name: the game, the day ("27 Nov 2026") and the time ("14.05").
    name = _("{game} {date} {time}").format(game=games.title(entry.game), date=i18n.date(entry.ended),
                                            time=entry.ended.strftime("%H.%M"))
    return f"{name}.json"


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


def _given(seats: list[str], names: list[str]) -> list[str]:
    """The names the players gave, one per seat, "" for a default: older entries keep the
    defaults in English words ("Player 2", "Computer (hard)"), read as the defaults they are. The
    history names the computer by its level, always ("Computer (hard)", in the reader's language):
    nobody types a computer's name."""
    from .session import given_names, is_computer

    return given_names(seats, ["" if is_computer(kind) else name for kind, name in zip(seats, names)])


def _computer_levels() -> dict[str, str]:
    """Each computer seat kind's level ("ai" is the normal computer, as "ai:normal" is)."""
    from .session import COMPUTER_LEVELS

    return COMPUTER_LEVELS


def _is_computer(kind: str) -> bool:
    from .session import is_computer

    return is_computer(kind)
