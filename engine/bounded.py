"""Reading a file someone handed us, with every cost bounded before the parser starts.

Saves, replays, imports, settings, saved decks and history entries all come from files a player
may have been sent, edited, or pointed at the wrong thing. Reading one must never cost more
than a known amount, whatever the file is:

- only a regular file is read: a device (/dev/zero never ends), a FIFO (opening one waits for a
  writer, so it is opened without waiting), a folder or a socket is refused;
- its size is checked on the opened file (so a link swapped after the check changes nothing),
  and at most `limit` + 1 bytes are read, so a file that grows while read is refused too;
- the text is UTF-8, with or without the BOM a Windows editor puts first;
- JSON nests at most MAX_DEPTH deep (counted before the parser runs, which would otherwise
  recurse once per level and fail with RecursionError somewhere in the caller), and holds no
  number of more than MAX_DIGITS digits (which would otherwise cost time quadratic in its
  length, and fails with a sentence that does not name the file).

Every refusal is a `Refused` (a ValueError) whose sentence names the file. This module knows
nothing of games and imports only the standard library, so the engine, the scenes and main.py
all read through it; it sits outside engine/core so that the scenes may use it without going
round the seam, which is about the games (.importlinter).
"""
from __future__ import annotations

import json
import os
import stat
from itertools import accumulate, repeat
from typing import Any

MAX_DEPTH = 100  # arrays and objects inside one another; a save nests about 12 deep
MAX_DIGITS = 100  # a number's digits; the largest a save holds (a generator's state) has 20

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_ZEROS = bytes.maketrans(b"123456789", b"000000000")
# What nesting() reads: the quotes, and every bracket as a square one (where a brace and a bracket
# would pair, the text is not JSON and the parser stops there, at a depth already counted).
_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_MARKS = bytes(code for code in range(256) if chr(code) not in '"[]{}')
_STEP = {ord("["): 1, ord("]"): -1}
_LEAF_ROUNDS = 12  # rounds of dropping empty pairs: a save's brackets are all gone by then


class Refused(ValueError):
    """A file (or text) that is not read: `file` names it, `problem` says why, in a sentence."""

    def __init__(self, file: str, problem: str) -> None:
        super().__init__(f"{file}: {problem}")
        self.file = file
        self.problem = problem


class NotAFile(Refused):
    """A folder, a device, a FIFO or a socket where a file was expected: `kind` says which
    ("folder", "device", "pipe", "socket" or "other")."""

    def __init__(self, file: str, kind: str) -> None:
        super().__init__(file, f"it is {_ARTICLES[kind]}, not a file")
        self.kind = kind


class TooLarge(Refused):
    """A file over the size its reader allows."""


class NotText(Refused):
    """Bytes that are not UTF-8 text."""


class Malformed(Refused):
    """Text that is not the JSON or TOML it should be, or that nests too deep or holds a number
    far too long to be data."""


def read_bytes(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file at `path`, if it holds at most `limit`. A missing or
    unreadable file raises the OSError the system gave."""
    name = str(path)
    fd = os.open(path, _OPEN_FLAGS)
    try:
        facts = os.fstat(fd)
        if not stat.S_ISREG(facts.st_mode):
            raise NotAFile(name, _kind(facts.st_mode))
        if facts.st_size > limit:
            raise TooLarge(name, f"it is larger than {_size(limit)}")
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew while it was read
        raise TooLarge(name, f"it is larger than {_size(limit)}")
    return data


def decode(data: bytes, file: str) -> str:
    """UTF-8 `data` as text, without the BOM some editors put first."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise NotText(file, "it is not a text file (not UTF-8)") from None


def read_text(path: str | os.PathLike, limit: int) -> str:
    """The text of the regular file at `path` (UTF-8, a BOM dropped), at most `limit` bytes."""
    return decode(read_bytes(path, limit), str(path))


def read_json(path: str | os.PathLike, limit: int, depth: int = MAX_DEPTH, digits: int = MAX_DIGITS) -> Any:
    """The JSON value in the file at `path`, read and parsed within the bounds."""
    return parse_json(read_text(path, limit), str(path), depth, digits)


def read_toml(path: str | os.PathLike, limit: int) -> dict:
    """The TOML document in the file at `path`, read within `limit` bytes."""
    return parse_toml(read_text(path, limit), str(path))


def parse_json(text: str, file: str, depth: int = MAX_DEPTH, digits: int = MAX_DIGITS) -> Any:
    """The JSON value in `text` (read from `file`), if it nests at most `depth` deep and holds
    no number of more than `digits` digits; NaN and Infinity, which are not JSON, are refused.
    Both bounds are checked on the text before the parser runs (a hook on every number would
    make reading a save three times slower)."""
    data = _utf8(text)
    if _long_number(data, digits):
        raise Malformed(file, f"it holds a number of more than {digits} digits")
    if _depth(data, depth) > depth:
        raise Malformed(file, f"it nests deeper than the {depth} levels data ever does")

    def constant(word: str) -> Any:
        raise Malformed(file, f"it holds {word}, which is not a JSON number")

    try:
        return json.loads(text, parse_constant=constant)
    except json.JSONDecodeError as exc:
        raise Malformed(file, f"it is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:  # the count above makes this unreachable; a stack already deep might not
        raise Malformed(file, "it nests too deep") from None


def parse_toml(text: str, file: str) -> dict:
    """The TOML document in `text` (read from `file`); every way it can be wrong is Malformed.
    (tomllib is imported here, not with the module: the menu's first frame reads no TOML.)"""
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise Malformed(file, f"it is not valid TOML ({exc})") from None
    except RecursionError:
        raise Malformed(file, "it nests too deep") from None
    except ValueError:  # an integer of thousands of digits
        raise Malformed(file, "it holds a number far too long") from None


def nesting(text: str, enough: int = MAX_DEPTH) -> int:
    """How deep the arrays and objects of JSON `text` nest, brackets inside strings left out (any
    number over `enough` once they nest deeper than that). In text that is not JSON, the parser
    stops at the first place where this reading and its own disagree, before it could nest
    deeper than counted (a string left open runs to the end for both)."""
    return _depth(_utf8(text), enough)


def _depth(data: bytes, enough: int) -> int:
    """`nesting` of JSON text as UTF-8 `data`. Linear and quick (a fraction of the parser's time
    on a save): bytes methods drop all but the quotes and brackets, then the strings, then, a
    round a level, the empty pairs of the innermost level (which changes no other bracket's
    depth, and lowers the deepest by exactly one); only what remains is counted one by one.
    (Bytes, because a multi-byte character never holds a quote or a bracket, and the same on a
    str of any non-ASCII letter is twenty times slower.)"""
    marks = _unescaped(data).translate(_SQUARE, _NOT_MARKS)
    brackets = b"".join(marks.split(b'"')[::2])
    peeled = 0
    for _round in range(_LEAF_ROUNDS):
        shorter = brackets.replace(b"[]", b"")  # one scan: a pair it leaves behind waits for the next round
        if len(shorter) == len(brackets):
            break
        brackets, peeled = shorter, peeled + 1
    if b"[" * (enough + 1) in brackets:  # a run of openers: a bomb, found without counting
        return enough + 1
    return peeled + max(accumulate(map(_STEP.get, brackets, repeat(0))), default=0)


def _long_number(data: bytes, digits: int) -> bool:
    """Does JSON text (UTF-8 `data`) hold a number of more than `digits` digits? (Digits inside
    strings - a name of digits - do not count; they are looked at only when a long run is found
    at all.) Every digit is read as 0, so a run is a substring search, quicker than a pattern."""
    run = b"0" * (digits + 1)
    return run in data.translate(_ZEROS) and run in b"".join(_unescaped(data).split(b'"')[::2]).translate(_ZEROS)


def _unescaped(data: bytes) -> bytes:
    """JSON text without its escaped backslashes and quotes, so that every quote left opens or
    closes a string (a string left open runs to the end, for the parser too)."""
    return data.replace(b"\\\\", b"").replace(b'\\"', b"")


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate is the parser's to refuse


def _kind(mode: int) -> str:
    for kind, test in (("folder", stat.S_ISDIR), ("pipe", stat.S_ISFIFO), ("socket", stat.S_ISSOCK),
                       ("device", stat.S_ISCHR), ("device", stat.S_ISBLK)):
        if test(mode):
            return kind
    return "other"


_ARTICLES = {"folder": "a folder", "pipe": "a pipe", "socket": "a socket", "device": "a device",
             "other": "something other than a regular file"}


def _size(limit: int) -> str:
    return f"{limit // 2**20:,} MB" if limit >= 2**20 else f"{limit // 2**10:,} KB" if limit >= 2**10 else f"{limit} bytes"
