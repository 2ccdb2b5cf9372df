"""The save format: a versioned JSON header plus the action log.

A save never holds Python objects: loading replays the log from the seed, so a save is also
the game's replay. Text that is not a save this version can read raises BadSave with a message
that says what is wrong; older format versions are migrated here, never rejected silently.

A save may carry a snapshot of the state (and the last events) so that a long game opens at
once. The snapshot is only a cache, and it is sealed: an HMAC over the snapshot's exact text and
the whole header it belongs to (game, seed, seats, names, options, the log), with a key kept by each
installation. A snapshot whose seal does not check out - an edited header, a forged state, a
save from another machine - is ignored and the log is replayed, so a save always loads to
exactly the state its header and log replay to. Everything a file can make the loader do is
bounded (its size, the log's length, an action's length, the seed, scripted dice), each limit
giving BadSave rather than minutes of work or gigabytes of memory.

A save also keeps the names its seats were given when the game began ("names", beside "seats":
a player's own typed words, or "" for a seat's default name), so a game resumes with the people
it was played by, whatever Settings say today. The field is optional - a save written before it,
or by a tool that names nobody, has none - and the rules never read it, so a damaged name costs
only that name (`seat_names`), never the game.
"""
from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Sequence
from typing import Any

from .. import __version__, bounded
from .errors import BadSave

FORMAT = "gamenight-save"
VERSION = 1
APP_VERSION = __version__  # the Gamenight that wrote the save, for a reader to name it

MAX_BYTES = 32 * 2**20  # a four-player game of thousands of actions with its snapshot is a few MB
MAX_ACTIONS = 100_000
MAX_ACTION_CHARS = 1_000
MAX_SEED = 2**64
MAX_FORCED_DICE = 200  # values in one scripted-dice line ("!dice 3 5 ...")
MAX_NAME_CHARS = 200  # a seat's name; a longer one is damage, not a name (the app keeps 24 characters)


def dump(game: str, seed: int, seats: list[str], options: dict, log: list[str], extra: dict | None = None,
         snapshot: dict | None = None, key: bytes | None = None, names: list[str | None] | None = None) -> str:
    """The save's text; with a `key`, the `snapshot` goes in sealed (without one, it is left
    out: nothing could trust it). `names`, one per seat (None for a seat nobody named), is
    left out when it names nobody, so such a save reads as one written before names were kept."""
    header = {
        "format": FORMAT,
        "version": VERSION,
        "app": APP_VERSION,
        "game": game,
        "seed": seed,
        "seats": list(seats),
    }
    kept = _names_to_keep(names, len(seats))
    if kept is not None:
        header["names"] = kept
    header["options"] = options
    if extra:
        header.update(extra)
    header["log"] = list(log)
    if snapshot is not None and key is not None:
        text = json.dumps(snapshot, separators=(",", ":"))
        as_read = json.loads(json.dumps(header))  # the header as a reader will see it (tuples are lists)
        header["snapshot"] = text
        header["seal"] = seal(as_read, text, key)
    return json.dumps(header, indent=1, sort_keys=False)


def parse(text: Any) -> dict:
    """Check the structure of a save and return its header (with the log)."""
    if not isinstance(text, str):
        raise BadSave("a save is JSON text")
    if len(text) > MAX_BYTES:
        raise BadSave(f"the file is too large to be a save ({len(text) // 2**20} MB; a save is at most "
                      f"{MAX_BYTES // 2**20} MB)")
    try:
        data = bounded.parse_json(text, "the save")
    except bounded.Refused as exc:  # not JSON, nested too deep, a number far too long
        raise BadSave(f"this is not a Gamenight save ({exc.problem})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave("this is not a Gamenight save (no Gamenight header)")
    data = migrate(data)
    _expect(data, "game", str)
    _expect(data, "seed", int)
    _expect(data, "seats", list)
    _expect(data, "options", dict)
    _expect(data, "log", list)
    if not all(isinstance(s, str) for s in data["seats"]):
        raise BadSave("the save's seats are damaged")
    if not all(isinstance(a, str) for a in data["log"]):
        raise BadSave("the save's action log is damaged")
    _within_bounds(data)
    return data


def seat_names(header: dict) -> list[str | None]:
    """The names a parsed save gives its seats, one per seat: None for a seat it does not name -
    every seat of a save written before names were kept, and any entry that is damaged (not a
    string, or far too long). Never raises: a name is the players' words, not the game, and the
    app falls back to its own name for the seat (and cleans the others as it cleans a typed one)."""
    count = len(header["seats"])
    names = header.get("names")
    if not isinstance(names, list):
        return [None] * count
    return [_name(names[seat]) if seat < len(names) else None for seat in range(count)]


def _name(value: Any) -> str | None:
    return value if isinstance(value, str) and len(value) <= MAX_NAME_CHARS else None


def _names_to_keep(names: list | None, count: int) -> list[str | None] | None:
    """`names` as a save writes them (one per seat, None where unnamed), or None for none."""
    if not isinstance(names, (list, tuple)):
        return None
    kept = [_name(names[seat]) if seat < len(names) else None for seat in range(count)]
    return kept if any(name is not None for name in kept) else None


def _within_bounds(data: dict) -> None:
    if not -MAX_SEED < data["seed"] < MAX_SEED:
        raise BadSave("the save's seed is out of range")
    if len(data["seats"]) > 16:
        raise BadSave("the save's seats are damaged (too many)")
    if len(data["log"]) > MAX_ACTIONS:
        raise BadSave(f"the save's action log is too long ({len(data['log']):,} actions)")
    if any(len(action) > MAX_ACTION_CHARS for action in data["log"]):
        raise BadSave("the save's action log is damaged (an action far too long)")


def forced_dice(text: str) -> Sequence[int]:
    """The values of a scripted-dice line's text ("3 5 1"), or BadSave. (A long save can hold
    millions of scripted dice, read twice as it loads: a line as Match.force_dice writes a d6's
    is read in one go as bytes, `_one_digit_dice`; in any other, a die's usual words are looked
    up rather than parsed, a third of the time.)"""
    plain = _one_digit_dice(text)
    if plain is not None:
        return plain
    words = text.split()
    if len(words) > MAX_FORCED_DICE:
        raise BadSave(f"the save scripts too many dice in one line ({len(words):,})")
    try:
        return list(map(_DIE_WORDS.__getitem__, words))
    except KeyError:  # a word written otherwise ("05", "+3"), or not a number
        pass
    try:
        return [int(word) for word in words]
    except ValueError:
        raise BadSave("the save's scripted dice are damaged") from None


_DIE_WORDS = {str(value): value for value in range(100)}


def _one_digit_dice(text: str) -> bytes | None:
    """The dice of a line written as Match.force_dice writes those of a d6 - one digit each,
    one space apart, "3 5 1" - as bytes, a die's value in each; None for a line written any other
    way, or holding more than MAX_FORCED_DICE, which is read word by word. Every check is a
    bytes method, with no Python loop over the dice: a 12 MB save scripts six million of
    them, and reading them word by word was a tenth of its replay. (A character that is not
    ASCII encodes as bytes that are neither digits nor spaces, so it never passes.)"""
    raw = text.encode()
    digits, gaps = raw[::2], raw[1::2]
    if len(raw) % 2 == 0 or len(digits) > MAX_FORCED_DICE or gaps.strip(b" ") or digits.translate(None, _DIGITS):
        return None
    return digits.translate(_DIGIT_VALUES)


_DIGITS = b"0123456789"
_DIGIT_VALUES = bytes.maketrans(_DIGITS, bytes(range(10)))  # b"3" -> 3


# --- the sealed snapshot --------------------------------------------------------------------


def seal(header: dict, snapshot_text: str, key: bytes) -> str:
    """The seal over a snapshot's exact text and the header it belongs to."""
    return hmac.new(key, _binding(header) + b"\n" + snapshot_text.encode(), hashlib.sha256).hexdigest()


def sealed_snapshot(header: dict, key: bytes | None) -> dict | None:
    """The header's snapshot when its seal checks out with `key`, else None (replay instead)."""
    text, mark = header.get("snapshot"), header.get("seal")
    if key is None or not isinstance(text, str) or not isinstance(mark, str):
        return None
    if not mark.isascii():  # compare_digest takes text of ASCII only; a seal is hex
        return None
    try:
        expected = seal(header, text, key)
    except (TypeError, ValueError):
        return None
    if not hmac.compare_digest(expected, mark):
        return None
    try:
        snapshot = bounded.parse_json(text, "the save's snapshot")
    except bounded.Refused:
        return None
    return snapshot if isinstance(snapshot, dict) else None


def _binding(header: dict) -> bytes:
    """The header as the seal covers it: everything but the snapshot and the seal themselves."""
    bound = {k: v for k, v in header.items() if k not in ("snapshot", "seal")}
    return json.dumps(bound, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def migrate(data: dict) -> dict:
    """Bring an older save up to VERSION. Version 1 is the first; newer ones are refused."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise BadSave("the save has no format version")
    if version < 1:
        raise BadSave(f"the save's format version ({version}) does not exist")
    if version > VERSION:
        raise BadSave(f"this save was written by a newer Gamenight (format {version}; this one reads {VERSION})")
    return data


def _expect(data: dict, key: str, kind: type) -> None:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadSave(f"the save's '{key}' is missing or damaged")
