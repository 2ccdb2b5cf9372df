"""The online messages: JSON objects with a version, over any ordered reliable pipe.

Every message is one JSON object `{"v": 1, "type": ..., ...}` (docs/online.md lists them all
with their fields). A guest's message is read with `read_guest`, which refuses anything that is
not one of the guest's messages with the right fields - too long, not JSON, another version, an
unknown type, a field of the wrong kind - with a `Refused` whose reason is a message (an id
and its parameters, as the engine's messages are: the guest's table words it). The host's
messages are built by the functions below, so their shape is written down once; a guest reads
them with `read_host`, which refuses the same way, so a broken host cannot crash a guest.

Limits are generous for a game and small for an attack: a guest's whole message is at most
MAX_GUEST_FRAME bytes (the longest legal action in any game is under 200 characters), a name
MAX_NAME characters, a chat line MAX_CHAT.
"""
from __future__ import annotations

import json
from typing import Any

VERSION = 1
MAX_GUEST_FRAME = 4096
MAX_HOST_FRAME = 1 << 20  # a state is at most 8 KB, the end's save a few hundred; a rejoin's events more
MAX_NAME = 40
MAX_CHAT = 280
MAX_ACTION = 1024
MAX_TOKEN = 64
LEVELS = ("easy", "normal", "hard")

#: A guest's messages and their fields: name -> (kind, required). Kinds: "str", "int", "share".
GUEST_FIELDS: dict[str, dict[str, tuple[str, bool]]] = {
    "hello": {"token": ("str", True), "name": ("str", False), "seen": ("int", False),
              "share": ("share", False), "app": ("str", False)},
    "act": {"action": ("str", True), "seq": ("int", True)},
    "undo": {"seq": ("int", True)},
    "hint": {"seq": ("int", True), "level": ("level", False)},
    "chat": {"text": ("str", True)},
    "bye": {},
}
HOST_TYPES = ("welcome", "state", "events", "undone", "refused", "presence", "chat", "hint", "end")
_LIMITS = {"token": MAX_TOKEN, "name": MAX_NAME, "text": MAX_CHAT, "action": MAX_ACTION, "app": 40}


class Refused(ValueError):
    """A message the other side will not take; `reason` is a message (id and params)."""

    def __init__(self, reason: dict) -> None:
        super().__init__(reason["id"])
        self.reason = reason


def msg(id: str, **params: Any) -> dict:
    """A message as the engine writes them (engine/core/messages.py): words the reader's table
    puts into its own language. The ids are marked for the catalogs in online/words.py."""
    return {"id": id, "params": params}


def encode(message: dict) -> str:
    """One message as the text that goes on the wire."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def _decoded(frame: str | bytes, limit: int) -> dict:
    if isinstance(frame, str):
        frame = frame.encode("utf-8", "surrogatepass")
    if not isinstance(frame, (bytes, bytearray)):
        raise Refused(msg("The message is not text."))
    if len(frame) > limit:
        raise Refused(msg("The message is too long ({size} bytes; at most {limit}).", size=len(frame), limit=limit))
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise Refused(msg("The message is not JSON.")) from None
    if not isinstance(data, dict):
        raise Refused(msg("The message is not a JSON object."))
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise Refused(msg("The message is of protocol version {version}; this table speaks version {ours}.",
                          version=str(data.get("v"))[:20], ours=VERSION))
    return data


def read_guest(frame: str | bytes) -> dict:
    """A guest's message, checked: its type is one of GUEST_FIELDS and every field is there
    and of its kind, within its limit; fields it does not know are dropped. Raises Refused."""
    data = _decoded(frame, MAX_GUEST_FRAME)
    kind = data.get("type")
    fields = GUEST_FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise Refused(msg("Unknown message type {type}.", type=str(kind)[:40]))
    out: dict[str, Any] = {"v": VERSION, "type": kind}
    for name, (what, required) in fields.items():
        if name not in data:
            if required:
                raise Refused(msg("The {type} message needs its {field}.", type=kind, field=name))
            continue
        out[name] = _field(kind, name, what, data[name])
    return out


def _field(kind: str, name: str, what: str, value: Any) -> Any:
    wrong = Refused(msg("The {type} message's {field} is not valid.", type=kind, field=name))
    if what == "int":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 1 << 53:
            raise wrong
        return value
    if what == "share":
        if not isinstance(value, str) or len(value) != 64 or any(c not in "0123456789abcdef" for c in value):
            raise wrong
        return value
    if what == "level":
        if value not in LEVELS:
            raise wrong
        return value
    if not isinstance(value, str) or len(value) > _LIMITS[name] or not value.isprintable():
        raise wrong
    return value


def read_host(frame: str | bytes) -> dict:
    """A host's message as a guest reads it: a JSON object of this version and a known type,
    with a sequence number where it has one. The fields within are read where they are used,
    each with a default: a host is trusted to referee, never to crash its guests."""
    data = _decoded(frame, MAX_HOST_FRAME)
    if data.get("type") not in HOST_TYPES:
        raise Refused(msg("Unknown message type {type}.", type=str(data.get("type"))[:40]))
    seq = data.get("seq", 0)
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 0:
        raise Refused(msg("The {type} message's {field} is not valid.", type=data["type"], field="seq"))
    return data


# --- the host's messages ------------------------------------------------------------------------
def welcome(*, game: str, options: dict, seats: list[dict], seat: int | None, commit: str, app: str) -> dict:
    """To a guest who said hello: the game, its options, everyone at the table, the guest's own
    seat (None: a spectator), the host's commitment to its share of the seed."""
    return {"v": VERSION, "type": "welcome", "game": game, "options": options, "seats": seats,
            "seat": seat, "commit": commit, "app": app}


def state(*, seq: int, moves: int, view: dict, to_move: int | None, decision: dict | None,
          forecasts: dict, result: dict | None, undo: bool) -> dict:
    """A seat's whole picture at sequence `seq`: its view, who is to move, its decision and the
    forecast of each choice when it is this seat's to take, the result once there is one, and
    whether this seat may take back its last action."""
    return {"v": VERSION, "type": "state", "seq": seq, "moves": moves, "view": view, "to_move": to_move,
            "decision": decision, "forecasts": forecasts, "result": result, "undo": undo}


def events(*, seq: int, moves: int, seat: int | None, batch: list[dict], action: str | None = None) -> dict:
    """What one action made happen that this seat may see (`moves`: actions played after it);
    `action` only to the seat that took it."""
    out = {"v": VERSION, "type": "events", "seq": seq, "moves": moves, "seat": seat, "events": batch}
    if action is not None:
        out["action"] = action
    return out


def undone(*, seq: int, moves: int, seat: int) -> dict:
    """`seat` took back its last action: the table forgets that action's events."""
    return {"v": VERSION, "type": "undone", "seq": seq, "moves": moves, "seat": seat}


def refused(*, reason: dict, of: str | None, seq: int) -> dict:
    return {"v": VERSION, "type": "refused", "reason": reason, "of": of, "seq": seq}


def presence(*, seats: list[dict]) -> dict:
    return {"v": VERSION, "type": "presence", "seats": seats}


def chat(*, seat: int | None, name: str, text: str) -> dict:
    return {"v": VERSION, "type": "chat", "seat": seat, "name": name, "text": text}


def hint(*, seq: int, action: str | None, reason: dict | None) -> dict:
    return {"v": VERSION, "type": "hint", "seq": seq, "action": action, "reason": reason}


def end(*, seq: int, result: dict, save: str, share: str, shares: list[str | None], digest: str) -> dict:
    """The game is over: the full save, the host's share of the seed and every seat's, and the
    final digest, so that each guest can replay the game and check what it was shown."""
    return {"v": VERSION, "type": "end", "seq": seq, "result": result, "save": save, "share": share,
            "shares": shares, "digest": digest}
