"""Loading game content from TOML with messages that name the file, the entry and the field."""
from __future__ import annotations

import difflib
import re
import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from . import resources
from .errors import ContentError

DATA = resources.folder(resources.DATA)


def read(path: Path) -> dict:
    """Parse one TOML file; a syntax error names the file and line."""
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: the content file is missing ({path})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path.name}: not valid TOML: {exc}") from None
    except UnicodeDecodeError as exc:
        raise ContentError(f"{path.name}: is not UTF-8 text (byte {exc.start}); save it as UTF-8") from None
    except (ValueError, RecursionError) as exc:
        raise ContentError(f"{path.name}: cannot be read ({_why(exc)})") from None
    except OSError as exc:
        raise ContentError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None


def _why(exc: BaseException) -> str:
    """A reader's refusal in a few words: a number of thousands of digits, tables nested too deep."""
    if isinstance(exc, RecursionError):
        return "tables or lists nested too deep"
    text = str(exc)
    return "a number far too long" if "digits" in text else (text[:80] or type(exc).__name__)


class Entry:
    """One table of a content file, with typed field access that reports where a problem is."""

    def __init__(self, file: str, label: str, data: Any):
        self.file, self.label = file, label
        if not isinstance(data, dict):
            raise ContentError(f"{file}: {label}: must be a table")
        self.data = data

    def where(self, field: str) -> str:
        name = self.data.get("id", self.data.get("name"))
        ident = f"{self.label} '{name}'" if isinstance(name, str) else self.label
        return f"{self.file}: {ident}: field '{field}'"

    def get(self, field: str, kind: type | tuple, default: Any = ...) -> Any:
        if field not in self.data:
            if default is ...:
                raise ContentError(f"{self.where(field)} is missing")
            return default
        value = self.data[field]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise ContentError(f"{self.where(field)} must be {want}, not {value!r}")
        return value

    def fail(self, field: str, problem: str) -> None:
        raise ContentError(f"{self.where(field)} {problem}")

    # --- the checks every game's content makes ----------------------------------------------------------
    def ident(self) -> str:
        """The entry as `where` names it: its label and, when it has one, its id."""
        name = self.data.get("id", self.data.get("name"))
        return f"{self.label} '{name}'" if isinstance(name, str) else self.label

    def child(self, what: str, data: Any) -> Entry:
        """A table inside this entry ("[[unit]] #3 'marine' ability"), for nested fields."""
        return Entry(self.file, f"{self.ident()} {what}", data)

    def only(self, fields: tuple[str, ...], why: str = "") -> None:
        """Refuse any field not in `fields` (a misspelt field would otherwise do nothing), naming
        the nearest known one."""
        for field in self.data:
            if field not in fields:
                near = difflib.get_close_matches(str(field), fields, n=1)
                hint = f"did you mean '{near[0]}'? " if near else ""
                self.fail(field, why or f"is not a field here ({hint}known: {', '.join(fields)})")

    def choice(self, field: str, allowed: tuple[str, ...], default: Any = ...) -> str:
        value = self.get(field, str, default)
        if value not in allowed:
            self.fail(field, f"must be one of {', '.join(allowed)}, not {value!r}")
        return value

    def within(self, field: str, bounds: tuple[int, int], default: Any = ...) -> int:
        low, high = bounds
        value = self.get(field, int, default)
        if not low <= value <= high:
            self.fail(field, f"must be {low} to {high}, not {value}")
        return value

    def at_least_one(self, field: str, default: Any = ..., most: int = 99) -> int:
        """A count printed on a card: 1 or more, and no larger than any card prints (`most`), so a
        slip like 2^63-1 is caught here rather than in the odds at play."""
        value = self.get(field, int, default)
        if not 1 <= value <= most:
            self.fail(field, f"must be a whole number of at least 1, not {value}" if value < 1
                      else f"must be at most {most}, not {value}")
        return value

    def id(self) -> str:
        """The entry's id, lower_snake_case."""
        value = self.get("id", str)
        if not ID.fullmatch(value):
            self.fail("id", f"must be lower_snake_case (a-z, 0-9 and _), not {value!r}")
        return value


ID = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def unique(out: dict, e: Entry, item: Any) -> None:
    """Add `item` under its id, refusing a second use of the id."""
    once(out, e, item.id, item)


def once(out: dict, e: Entry, key: str, value: Any, field: str = "id") -> None:
    """Add `value` under `key` (the entry's `field`), refusing a second entry with the same key:
    otherwise the second silently replaces the first."""
    if key in out:
        e.fail(field, f"repeats the {field} {key!r}")
    out[key] = value


def single_entry(text: str, table: str, file: str) -> Entry:
    """The one [[table]] entry of a small TOML text (a player's saved deck), named `file` in errors."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{file}: not valid TOML: {exc}") from None
    except (ValueError, RecursionError) as exc:
        raise ContentError(f"{file}: cannot be read ({_why(exc)})") from None
    items = data.get(table)
    if not isinstance(items, list) or len(items) != 1:
        raise ContentError(f"{file}: must hold exactly one [[{table}]] entry")
    return Entry(file, f"[[{table}]] #1", items[0])


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


def entries(path: Path, table: str) -> list[Entry]:
    """The entries of an array of tables ([[table]]) in a file."""
    data = read(path)
    items = data.get(table)
    if not isinstance(items, list) or not items:
        raise ContentError(f"{path.name}: no [[{table}]] entries")
    return [Entry(path.name, f"[[{table}]] #{i + 1}", item) for i, item in enumerate(items)]
