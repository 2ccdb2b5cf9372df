"""Loading game content from TOML, with messages that name the game, the file, the line, the
entry and the field: "Zvery: data/zvery/creatures.toml, line 12: [[creature]] #3 'hush_moth':
field 'health' must be 1 to 99, not 0".

A game reads its folder through a `Folder` (its title and where the files are), each file
through `Folder.file`, which also names the tables the file may hold: any other top-level table
or key (`[[tabel]]`, `[cretures]`) is refused with its line, where tomllib would hand it over as
data that nobody reads, and its entries would be dropped without a word. Every value is read
with a bound: a number through `within` (its range is declared where the game reads it), a
text or a list through `get`, which refuses one longer than `most` (WORD characters or MANY
items unless the game declares more), so no edit - a 200,000-character name, a health of
2^63-1 - is accepted and then clipped, or carried into the game to hang a screen.
"""
from __future__ import annotations

import difflib
import re
import sys
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, NoReturn

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from . import resources
from .errors import ContentError

DATA = resources.folder(resources.DATA)

MOST_BYTES = 1_000_000  # a content file's size (the largest shipped is 17 KB): a bigger one is refused unread
WORD = 60  # characters in any text not declared longer: an id, a kind, a name (the longest shipped name has 39)
MANY = 100  # items in any list or table not declared longer (the longest shipped, a deck's cards, has 22)
TEXT = 500  # characters in a card's description (the longest shipped, in the catalogs, has 227)


@dataclass(frozen=True)
class Header:
    """A table header of a file's text: `[[monster]]` on line 12 is Header(12, "monster", True)."""

    line: int
    name: str  # the top-level key it opens ("monster" for [[monster]] and for [monster.stages])
    written: str  # as the file writes it, for the message
    array: bool


_HEADER = re.compile(r"\s*(\[\[?)\s*([A-Za-z0-9_\-.\"' ]+?)\s*\]\]?\s*(#.*)?$")  # a key's characters only
_TRIPLE = re.compile(r'"""|\'\'\'')


@dataclass(frozen=True)
class Source:
    """One content file as the player knows it: the game it belongs to, its path as they would
    look for it, and its text (for the line a problem is on)."""

    game: str
    shown: str
    text: str = ""

    def error(self, problem: str, line: int | None = None) -> ContentError:
        at = f"{self.shown}, line {line}" if line else self.shown
        return ContentError(f"{self.game}: {at}: {problem}")

    @cached_property
    def lines(self) -> list[str]:
        return self.text.split("\n")

    @cached_property
    def headers(self) -> tuple[Header, ...]:
        """The file's table headers, in order; a line inside a multi-line string is none."""
        out, quote = [], None
        for number, line in enumerate(self.lines, start=1):
            found = _HEADER.match(line) if quote is None else None
            if found:
                name = found.group(2).split(".")[0].strip().strip("\"'")
                out.append(Header(number, name, line.split("#")[0].strip(), found.group(1) == "[["))
            for mark in _TRIPLE.findall(line):
                quote = mark if quote is None else None if mark == quote else quote
        return tuple(out)

    def assignment(self, key: str, start: int, end: int) -> int | None:
        """The line, from `start` up to `end` (not included), that gives `key` its value."""
        pattern = re.compile(rf"\s*[\"']?{re.escape(key)}[\"']?\s*[=.]")
        return next((n for n in range(max(start, 1), min(end, len(self.lines) + 1))
                     if pattern.match(self.lines[n - 1])), None)


def shown(path: Path) -> str:
    """A content file's path as the player finds it: "data/zvery/creatures.toml" for the shipped
    ones, the whole path for any other (a copy being tried out)."""
    try:
        return f"{DATA.name}/{path.resolve().relative_to(DATA.resolve()).as_posix()}"
    except ValueError:
        return str(path)


def _parse(source: Source) -> dict:
    """The TOML of a file's text; a syntax error, a number of thousands of digits or tables
    nested too deep is a ContentError naming the file."""
    try:
        return tomllib.loads(source.text)
    except tomllib.TOMLDecodeError as exc:
        raise source.error(f"not valid TOML: {exc}") from None
    except (ValueError, RecursionError) as exc:
        raise source.error(f"cannot be read ({_why(exc)})") from None


def _why(exc: BaseException) -> str:
    """A reader's refusal in a few words: a number of thousands of digits, tables nested too deep."""
    if isinstance(exc, RecursionError):
        return "tables or lists nested too deep"
    text = str(exc)
    return "a number far too long" if "digits" in text else (text[:80] or type(exc).__name__)


def _text(path: Path, game: str) -> Source:
    """A content file's text, read only if it is a regular file of at most MOST_BYTES (a device
    or a pipe in its place would never end); a UTF-8 byte order mark is allowed and dropped."""
    where = Source(game, shown(path))
    if not path.exists():
        raise where.error(f"the content file is missing ({path})")
    if not path.is_file():
        raise where.error("is not a regular file")
    try:
        with open(path, "rb") as fh:
            data = fh.read(MOST_BYTES + 1)
    except OSError as exc:
        raise where.error(f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > MOST_BYTES:
        raise where.error(f"is larger than {MOST_BYTES:,} bytes: not a content file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise where.error(f"is not UTF-8 text (byte {exc.start}); save it as UTF-8") from None
    return Source(game, where.shown, text.removeprefix("\ufeff"))


class Entry:
    """One table of a content file, with typed, bounded field access that reports where a
    problem is: the file, the line, the entry and the field."""

    def __init__(self, source: Source, label: str, data: Any, line: int | None = None,
                 span: tuple[int, int] | None = None):
        """`line` is the entry's header (or the line of the field holding it, inline); `span`
        the lines its own fields are written on, to tell a problem's line by its field."""
        self.source, self.label, self.line, self.span = source, label, line, span
        if not isinstance(data, dict):
            raise source.error(f"{label}: must be a table", line)
        self.data = data

    def line_of(self, field: str) -> int | None:
        found = self.source.assignment(field, *self.span) if self.span else None
        return found or self.line

    def fail(self, field: str, problem: str) -> NoReturn:
        raise self.source.error(f"{self.ident()}: field '{field}' {problem}", self.line_of(field))

    def get(self, field: str, kind: type | tuple, default: Any = ..., most: int | None = None) -> Any:
        """The field's value, of `kind`; a text longer than `most` characters (WORD unless
        given) or a list or table of more than `most` items (MANY) is refused, never cut."""
        if field not in self.data:
            if default is ...:
                self.fail(field, "is missing")
            return default
        value = self.data[field]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            self.fail(field, f"must be {want}, not {_short(value)}")
        if isinstance(value, (str, list, dict)):
            limit = most if most is not None else WORD if isinstance(value, str) else MANY
            if len(value) > limit:
                unit = "characters" if isinstance(value, str) else "items"
                self.fail(field, f"is too long: at most {limit} {unit}, not {len(value):,}")
        if isinstance(value, dict) and any(len(key) > WORD for key in value):
            self.fail(field, f"has a key longer than {WORD} characters (a card's id, a rule's name)")
        return value

    def words(self, field: str, most: int, default: Any = ..., each: int = WORD) -> list[str]:
        """A list of at most `most` short texts (each at most `each` characters)."""
        value = self.get(field, list, default, most)
        for item in value:
            if not isinstance(item, str) or len(item) > each:
                self.fail(field, f"must list texts of at most {each} characters, not {_short(item)}")
        return list(value)

    # --- the checks every game's content makes ----------------------------------------------------------
    def ident(self) -> str:
        """The entry as a message names it: its label and, when it has one, its id."""
        name = self.data.get("id", self.data.get("name"))
        return f"{self.label} '{_clip(name)}'" if isinstance(name, str) else self.label

    def child(self, what: str, data: Any, field: str | None = None) -> Entry:
        """A table inside this entry ("[[unit]] #3 'marine' ability"), for nested fields; it is
        written on the line of its `field`."""
        return Entry(self.source, f"{self.ident()} {what}", data, self.line_of(field) if field else self.line)

    def only(self, fields: tuple[str, ...], why: str = "") -> None:
        """Refuse any field not in `fields` (a misspelt field would otherwise do nothing), naming
        the nearest known one."""
        for field in self.data:
            if field not in fields:
                near = difflib.get_close_matches(str(field), fields, n=1)
                hint = f"did you mean '{near[0]}'? " if near else ""
                self.fail(_clip(field), why or f"is not a field here ({hint}known: {', '.join(fields)})")

    def choice(self, field: str, allowed: tuple[str, ...], default: Any = ...) -> str:
        value = self.get(field, str, default)
        if value not in allowed:
            self.fail(field, f"must be one of {', '.join(allowed)}, not {value!r}")
        return value

    def within(self, field: str, bounds: tuple[int, int], default: Any = ...) -> int:
        low, high = bounds
        value = self.get(field, int, default)
        if not low <= value <= high:
            self.fail(field, f"must be {low} to {high}, not {_short(value)}")
        return value

    def at_least_one(self, field: str, default: Any = ..., most: int = 99) -> int:
        """A count printed on a card: 1 or more, and no larger than any card prints (`most`), so a
        slip like 2^63-1 is caught here rather than in the odds at play."""
        value = self.get(field, int, default)
        if not 1 <= value <= most:
            self.fail(field, f"must be a whole number of at least 1, not {value}" if value < 1
                      else f"must be at most {most}, not {_short(value)}")
        return value

    def id(self) -> str:
        """The entry's id, lower_snake_case."""
        value = self.get("id", str)
        if not ID.fullmatch(value):
            self.fail("id", f"must be lower_snake_case (a-z, 0-9 and _), not {value!r}")
        return value


ID = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def _clip(value: Any, most: int = 40) -> str:
    """A value as a message quotes it, shortened: a 200,000-character name is quoted by its start."""
    text = str(value)
    return text if len(text) <= most else text[:most] + "..."


def _short(value: Any) -> str:
    """A refused value as a message shows it: a huge number by its size, a long text by its start."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        return f"a number of {len(str(abs(value)))} digits"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def unique(out: dict, e: Entry, item: Any) -> None:
    """Add `item` under its id, refusing a second use of the id."""
    once(out, e, item.id, item)


def once(out: dict, e: Entry, key: str, value: Any, field: str = "id") -> None:
    """Add `value` under `key` (the entry's `field`), refusing a second entry with the same key:
    otherwise the second silently replaces the first."""
    if key in out:
        e.fail(field, f"repeats the {field} {key!r}")
    out[key] = value


class File:
    """A content file read whole: its entries, as the game asks for them by table."""

    def __init__(self, source: Source, data: dict, tables: tuple[str, ...]):
        """`tables`: the top-level tables (or fields) the game reads in it; any other is refused."""
        self.source, self.data = source, data
        for key in data:
            if key not in tables:
                self._unknown(key, tables)

    def _unknown(self, key: str, tables: tuple[str, ...]) -> NoReturn:
        header = next((h for h in self.source.headers if h.name == key), None)
        first = self.source.headers[0].line if self.source.headers else len(self.source.lines) + 1
        line = header.line if header else self.source.assignment(key, 1, first)
        near = difflib.get_close_matches(key, tables, n=1)
        hint = f"did you mean '{near[0]}'? " if near else ""
        what = _clip(header.written) if header else f"'{_clip(key)}'"
        self.fail(f"{what} is not a table of this file ({hint}known: {', '.join(tables)})", line)

    def fail(self, problem: str, line: int | None = None) -> NoReturn:
        raise self.source.error(problem, line)

    def entries(self, table: str) -> list[Entry]:
        """The entries of an array of tables ([[table]]): at least one."""
        items = self.data.get(table)
        if isinstance(items, dict):
            self.fail(f"[{table}] must be written [[{table}]], one for each entry", self._line(table))
        if not isinstance(items, list) or not items:
            self.fail(f"no [[{table}]] entries")
        starts = [h.line for h in self.source.headers if h.name == table and h.array]
        if len(starts) != len(items):  # written inline (table = [{...}]): the entries share its line
            starts = [self._line(table)] * len(items)
        return [Entry(self.source, f"[[{table}]] #{i + 1}", item, start, self._span(start))
                for i, (item, start) in enumerate(zip(items, starts))]

    def one(self, table: str) -> Entry:
        """The single entry of an array of tables the file must hold exactly once."""
        found = self.entries(table)
        if len(found) != 1:
            self.fail(f"must hold exactly one [[{table}]], not {len(found)}", found[1].line)
        return found[0]

    def table(self, name: str) -> Entry:
        """A single table ([name])."""
        line = self._line(name)
        return Entry(self.source, f"[{name}]", self.data.get(name), line, self._span(line))

    def top(self, label: str) -> Entry:
        """The file's own top-level fields, before its first table, as one entry."""
        first = self.source.headers[0].line if self.source.headers else len(self.source.lines) + 1
        return Entry(self.source, label, self.data, None, (1, first))

    def _line(self, name: str) -> int | None:
        header = next((h.line for h in self.source.headers if h.name == name), None)
        return header or self.source.assignment(name, 1, len(self.source.lines) + 1)

    def _span(self, start: int | None) -> tuple[int, int] | None:
        if start is None:
            return None
        end = next((h.line for h in self.source.headers if h.line > start), len(self.source.lines) + 1)
        return (start, end)


class Folder:
    """A game's content folder: the game's title and where its files are, so every message
    names both."""

    def __init__(self, game: str, root: Path):
        self.game, self.root = game, root

    def file(self, name: str, tables: tuple[str, ...]) -> File:
        """The file `name`, which holds only `tables` (a misspelt header is refused)."""
        source = _text(self.root / name, self.game)
        return File(source, _parse(source), tables)


def single_entry(text: str, table: str, file: str, game: str) -> Entry:
    """The one [[table]] entry of a small TOML text (a player's saved deck), named `file` in errors."""
    source = Source(game, file, text)
    if len(text) > MOST_BYTES:
        raise source.error(f"is larger than {MOST_BYTES:,} characters: not a deck")
    found = File(source, _parse(source), (table,))
    items = found.data.get(table)
    if not isinstance(items, list) or len(items) != 1:
        found.fail(f"must hold exactly one [[{table}]] entry")
    return found.entries(table)[0]


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def toml_string(value: str) -> str:
    """A TOML basic string (escaped), for content written back as TOML."""
    out = []
    for ch in value:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else toml_string(key)
