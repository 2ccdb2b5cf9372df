"""The history's database: one SQLite file in the data folder, opened once per process.

Why SQLite: a player who plays every evening has hundreds of games a year, and a folder of JSON
files had to be read whole before the History screen could draw a row (250 games: 18 s). A table
with indexes answers "the 12 rows on screen, newest first, Zvery only" and "wins against the hard
computer" at the same speed at 10 games or 100,000, and sqlite3 is in the standard library.

Layout (SCHEMA, version VERSION; `_migrate` brings an older file up to date):

    games     one row per game kept: its summary (game, variant, seats and names as JSON, who
              won, how it ended, the engine's whole result as JSON, lengths, when it ended, the
              seconds it was at the table, finished or left), small, so a list or a sum over
              100,000 of them reads a few MB
    saves     each game's save, the replay's source, compressed (a save's log repeats itself:
              a fifth of its size or less), read only to replay or export
    seats     one row per seat of a game (its kind, the name it was given, won or not): the
              "who played" filter and the statistics by opponent are queries over it
    pictures  the table as the game ended, a PNG, for the rows that have one
    tallies   running totals per game (games, wins by seat kind, endings...), and
    feats     each game's values for its game's records, indexed: Statistics reads these
              (scenes/history_tallies.py) instead of adding up every game at every visit
    refused   the files of an old history folder that could not be imported, with why

The file is opened in WAL mode, so a reader never waits for the writer. A file that is not a
database, or is damaged, is set aside (renamed, never deleted) and a new one is built from every
row that can still be read from it; a database another Gamenight holds locked is reported and
left alone. Neither is ever fatal: `Database.problems` says what happened, in the player's words.
Plain Python, no pygame.
"""
from __future__ import annotations

import contextlib
import datetime as _dt
import logging
import os
import sqlite3
from pathlib import Path

from .i18n import _

log = logging.getLogger(__name__)

VERSION = 1
FILE_NAME = "history.sqlite3"
BUSY_MS = 1500  # how long a write waits for another Gamenight's before the history says it is busy

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL DEFAULT '',
    seats TEXT NOT NULL,            -- JSON list of seat kinds
    names TEXT NOT NULL,            -- JSON list of given names, '' for a default
    winners TEXT NOT NULL,          -- JSON list of seats
    reason TEXT NOT NULL DEFAULT '',
    result TEXT NOT NULL,           -- the engine's result, JSON
    actions INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    ended TEXT NOT NULL,            -- ISO date and time, local
    seconds INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL,
    people_won INTEGER,             -- 1 or 0 when people played it to the end, else NULL
    source TEXT                     -- the old history file it was imported from
);
CREATE INDEX IF NOT EXISTS games_by_ended ON games (ended, id);
CREATE INDEX IF NOT EXISTS games_by_game ON games (game, ended, id, people_won);
CREATE UNIQUE INDEX IF NOT EXISTS games_by_source ON games (source) WHERE source IS NOT NULL;
CREATE TABLE IF NOT EXISTS seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS seats_by_name ON seats (name COLLATE NOCASE, game_id);
CREATE INDEX IF NOT EXISTS seats_by_kind ON seats (kind, game_id);
CREATE TABLE IF NOT EXISTS saves (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    text BLOB NOT NULL              -- the save's text, UTF-8, compressed (zlib)
);
CREATE TABLE IF NOT EXISTS pictures (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    png BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS tallies (
    game TEXT NOT NULL,
    key TEXT NOT NULL,              -- what is counted: scenes/history_tallies.py
    value INTEGER NOT NULL,
    PRIMARY KEY (game, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS feats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    label TEXT NOT NULL,            -- which record ("Fewest turns to slay the Necromancer")
    value INTEGER NOT NULL,
    ended TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS feats_by_value ON feats (game, label, value, ended);
CREATE INDEX IF NOT EXISTS feats_by_game ON feats (game_id);
CREATE TABLE IF NOT EXISTS refused (
    name TEXT PRIMARY KEY,
    stamp TEXT NOT NULL,            -- size and modification time: a file changed is tried again
    problem TEXT NOT NULL
);
"""

MIGRATIONS: dict[int, str] = {}  # version n -> the SQL that brings version n-1 to n (none yet past 1)


class Unavailable(OSError):
    """The history cannot be written now (locked by another Gamenight, a read-only folder)."""


class Database:
    """The open history file. `connection` is None when it could not be opened at all; then
    every query answers nothing and `problems` says why."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] = []
        self.connection: sqlite3.Connection | None = None
        self._open()

    # --- opening ---------------------------------------------------------------------------
    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.connection = self._connect(self.path)
            self._prepare(self.connection)
        except sqlite3.OperationalError as exc:
            if _locked(exc):
                self._unavailable(_("The history is in use by another Gamenight: close it and open History again."))
            else:
                self._unavailable(_("The history {file} could not be opened: {reason}.").format(
                    file=self.path, reason=exc))
        except sqlite3.DatabaseError as exc:  # not a database, or damaged
            log.warning("the history %s is damaged (%s): rebuilding it", self.path, exc)
            self._rebuild()
        except OSError as exc:
            self._unavailable(_("The history {file} could not be opened: {reason}.").format(
                file=self.path, reason=exc.strerror or exc))

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        connection = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
        connection.execute("PRAGMA foreign_keys = ON")
        return connection

    @staticmethod
    def _prepare(connection: sqlite3.Connection) -> None:
        """WAL, the schema, and any migration; raises DatabaseError for a file that is not one."""
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = NORMAL")  # WAL keeps the file whole on a crash
        found = connection.execute("PRAGMA user_version").fetchone()[0]
        if found > VERSION:
            raise sqlite3.OperationalError(f"written by a newer Gamenight (version {found})")
        with transaction(connection):
            if found == 0:  # a new file: today's schema
                for statement in _statements(SCHEMA):
                    connection.execute(statement)
            for version in range(found + 1, VERSION + 1) if found else ():
                for statement in _statements(MIGRATIONS[version]):
                    connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {VERSION}")
        connection.execute("SELECT count(*) FROM games").fetchone()  # a damaged file says so here

    def _unavailable(self, problem: str) -> None:
        log.warning("%s", problem)
        self.problems.append(problem)
        if self.connection is not None:
            self.connection.close()
        self.connection = None

    # --- a damaged file --------------------------------------------------------------------
    def _rebuild(self) -> None:
        """Set the damaged file aside and build a new one from every row still readable."""
        if self.connection is not None:
            self.connection.close()
            self.connection = None
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        damaged = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
        try:
            os.replace(self.path, damaged)
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, damaged.with_name(damaged.name + suffix))
            self.connection = self._connect(self.path)
            self._prepare(self.connection)
        except (OSError, sqlite3.Error) as exc:
            self._unavailable(_("The history {file} is damaged and could not be rebuilt: {reason}.").format(
                file=self.path, reason=exc))
            return
        saved = self._recover_from(damaged)
        try:
            from .history_tallies import recount

            with transaction(self.connection):
                recount(self.connection)
        except sqlite3.Error as exc:
            log.warning("the totals of the rebuilt history could not be counted: %s", exc)
        self.problems.append(_("The history's file was damaged. A new one holds the {n} games that could be "
                               "read from it; the damaged file is kept as {file}.").format(n=saved, file=damaged.name))

    def _recover_from(self, damaged: Path) -> int:
        """Copy the readable games (with their seats, saves and pictures) from `damaged`; how many."""
        try:
            old = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)
            old.execute("PRAGMA query_only = ON")
        except sqlite3.Error:
            return 0
        saved = 0
        try:
            for row in _readable_rows(old, "games", COLUMNS):
                if self._copy_game(old, row):
                    saved += 1
        finally:
            old.close()
        return saved

    def _copy_game(self, old: sqlite3.Connection, row: tuple) -> bool:
        assert self.connection is not None
        try:
            with transaction(self.connection):
                self.connection.execute(f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES "
                                        f"({', '.join('?' * len(COLUMNS))})", row)
                for seat in old.execute("SELECT game_id, seat, kind, name, won FROM seats WHERE game_id = ?",
                                        (row[0],)).fetchall():
                    self.connection.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?)", seat)
                for table, column in (("saves", "text"), ("pictures", "png")):
                    kept = old.execute(f"SELECT {column} FROM {table} WHERE game_id = ?", (row[0],)).fetchone()
                    if kept is not None:
                        self.connection.execute(f"INSERT INTO {table} VALUES (?, ?)", (row[0], kept[0]))
        except sqlite3.Error as exc:
            log.warning("game %s of the damaged history could not be recovered: %s", row[0], exc)
            return False
        return True

    # --- using it --------------------------------------------------------------------------
    def rows(self, sql: str, parameters: tuple | list = ()) -> list[tuple]:
        """The rows of a query; [] when the history is unavailable or the query fails (logged:
        a history that cannot answer shows nothing rather than stopping a screen)."""
        if self.connection is None:
            return []
        try:
            return self.connection.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            log.warning("the history could not be read: %s", exc)
            return []

    def write(self, statements: list[tuple[str, tuple]]) -> None:
        """Run `statements` in one transaction (see `writing`)."""
        with self.writing() as connection:
            for sql, parameters in statements:
                connection.execute(sql, parameters)

    @contextlib.contextmanager
    def writing(self):
        """`with db.writing() as connection:` one transaction, committed at the end; Unavailable
        when the history cannot be written (locked for longer than BUSY_MS, a read-only file, a
        full disk), and nothing of it is kept."""
        if self.connection is None:
            raise Unavailable(self.problems[-1] if self.problems else "the history is unavailable")
        try:
            with transaction(self.connection) as connection:
                yield connection
        except sqlite3.OperationalError as exc:
            raise Unavailable(str(exc)) from exc

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None


COLUMNS = ("id", "game", "variant", "seats", "names", "winners", "reason", "result", "actions", "turns", "ended",
           "seconds", "finished", "people_won", "source")


class transaction:
    """`with transaction(connection):` - BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an error
    (the connection is in autocommit mode, so every write says where its transaction is)."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def __enter__(self) -> sqlite3.Connection:
        self.connection.execute("BEGIN IMMEDIATE")
        return self.connection

    def __exit__(self, kind, value, trace) -> None:
        if kind is None:
            try:
                self.connection.execute("COMMIT")
                return
            except sqlite3.Error:  # a full disk: nothing of it is kept
                self._roll_back()
                raise
        self._roll_back()

    def _roll_back(self) -> None:
        if self.connection.in_transaction:
            self.connection.execute("ROLLBACK")


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip() and not s.strip().startswith("--")]


def _readable_rows(old: sqlite3.Connection, table: str, columns: tuple[str, ...]):
    """Every row of `table` that can be read, skipping damaged pages: the whole table at once
    when it reads, else a range of ids at a time, else row by row. When not even the last id
    reads, the ranges are walked until `UNREAD_RANGES` in a row give nothing: a file that was
    no database at all had its ids tried one by one up to a million, 20 s before History opened."""
    select = f"SELECT {', '.join(columns)} FROM {table}"
    try:
        yield from old.execute(select + " ORDER BY id").fetchall()
        return
    except sqlite3.Error:
        pass
    try:
        top = old.execute(f"SELECT max(id) FROM {table}").fetchone()[0] or 0
    except sqlite3.Error:
        top = None
    start, unread = 0, 0
    while (start <= top) if top is not None else (unread < UNREAD_RANGES):
        rows = _rows_between(old, select, start, start + RANGE - 1)
        yield from rows
        unread = 0 if rows else unread + 1
        start += RANGE


RANGE = 512  # ids read at a time from a damaged table
UNREAD_RANGES = 8  # ranges in a row that give nothing, where a table's last id is unknown, before giving up


def _rows_between(old: sqlite3.Connection, select: str, first: int, last: int) -> list:
    try:
        return old.execute(select + " WHERE id BETWEEN ? AND ? ORDER BY id", (first, last)).fetchall()
    except sqlite3.Error:
        rows = []
        for one in range(first, last + 1):
            try:
                rows += old.execute(select + " WHERE id = ?", (one,)).fetchall()
            except sqlite3.Error:
                continue
        return rows


def _locked(exc: sqlite3.OperationalError) -> bool:
    return "locked" in str(exc) or "busy" in str(exc)
