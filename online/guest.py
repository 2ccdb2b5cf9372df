"""A guest's side of an online table: the picture the host sends, and the messages back.

The guest holds no match. It keeps what the host last said - the welcome (the game, its
options, the seats, its own seat), the presence of each seat, its seat's view, who is to move,
its decision with each choice's forecast when the move is its own, the events it was shown,
the chat - and writes its messages with the sequence number they were chosen in. Its table
changes only on what the host sends: no move is shown before the host has taken it.

Everything it was shown is kept for the audit (online/fairness.py), which it runs when the
host's end message reveals the save: `audit_problems` is then the list of what did not hold
(empty for a fair game).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import fairness, protocol


@dataclass
class Guest:
    """One guest's picture of the table (see the module's docstring)."""

    token: str
    name: str = ""
    share: str = field(default_factory=fairness.new_share)
    welcome: dict | None = None
    presence: list[dict] = field(default_factory=list)
    state: dict | None = None
    seen: int = 0  # the last sequence number told
    events: dict[int, list[dict]] = field(default_factory=dict)  # the events shown of each action (0: the setup)
    movers: dict[int, int | None] = field(default_factory=dict)  # who took each action
    actions: dict[int, str] = field(default_factory=dict)  # this seat's own actions
    chat: list[dict] = field(default_factory=list)
    refusals: list[dict] = field(default_factory=list)
    hint: dict | None = None
    end: dict | None = None
    audit_problems: list[str] | None = None
    witness: fairness.Witness | None = None

    # --- what the guest sends ------------------------------------------------------------------
    def hello(self) -> dict:
        out = {"v": protocol.VERSION, "type": "hello", "token": self.token, "seen": self.seen, "share": self.share,
               "app": _app_version()}
        if self.name:
            out["name"] = self.name
        return out

    def act(self, action: str) -> dict:
        return {"v": protocol.VERSION, "type": "act", "action": action, "seq": self.state_seq}

    def undo(self) -> dict:
        return {"v": protocol.VERSION, "type": "undo", "seq": self.state_seq}

    def ask_hint(self, level: str = "hard") -> dict:
        self.hint = None
        return {"v": protocol.VERSION, "type": "hint", "seq": self.state_seq, "level": level}

    def say(self, text: str) -> dict:
        return {"v": protocol.VERSION, "type": "chat", "text": text}

    # --- what the guest is told ----------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.welcome.get("seat") if self.welcome else None

    @property
    def state_seq(self) -> int:
        return self.state["seq"] if self.state else 0

    def my_move(self) -> bool:
        """Is the host waiting for this guest's choice (its decision is on the table)?"""
        return bool(self.state and self.state.get("decision") and self.end is None)

    def told(self, frame: str | bytes | dict) -> dict | None:
        """Take one message from the host; a message this guest cannot read is dropped (and
        returned as None), never raised: a broken host must not crash its guests."""
        try:
            message = protocol.read_host(protocol.encode(frame) if isinstance(frame, dict) else frame)
            getattr(self, "_" + message["type"])(message)
        except (protocol.Refused, KeyError, TypeError, ValueError):
            return None
        if message.get("seq"):
            self.seen = max(self.seen, message["seq"])
        return message

    def _welcome(self, message: dict) -> None:
        self.welcome = message
        if self.witness is None or self.witness.commit != message.get("commit"):
            self.witness = fairness.Witness(message.get("seat"), self.share)
        self.witness.welcomed(message)
        self.presence = message.get("seats", [])

    def _presence(self, message: dict) -> None:
        self.presence = message["seats"]

    def _state(self, message: dict) -> None:
        _needs(message, view=dict, moves=int, decision=(dict, type(None)), forecasts=dict)
        self.state = message
        if self.witness is not None:
            self.witness.saw_state(message)

    def _events(self, message: dict) -> None:
        _needs(message, moves=int, events=list)
        moves = int(message["moves"])
        self.events[moves] = message["events"]
        if moves:
            self.movers[moves] = message.get("seat") if isinstance(message.get("seat"), int) else None
            if isinstance(message.get("action"), str):
                self.actions[moves] = message["action"]
        if self.witness is not None:
            self.witness.saw_events(message)

    def _undone(self, message: dict) -> None:
        for kept in (self.events, self.movers, self.actions):
            for gone in [moves for moves in kept if moves > int(message["moves"])]:
                del kept[gone]
        if self.witness is not None:
            self.witness.undone(message)

    def _refused(self, message: dict) -> None:
        self.refusals.append(message)

    def _chat(self, message: dict) -> None:
        self.chat.append(message)

    def _hint(self, message: dict) -> None:
        if message["seq"] == self.state_seq:
            self.hint = message

    def _end(self, message: dict) -> None:
        _needs(message, result=dict, digest=str)
        self.end = message
        self.audit_problems = fairness.audit(self.witness, message) if self.witness else ["no welcome was told"]


def _needs(message: dict, **kinds: type | tuple) -> None:
    """The host's message has these fields, of these kinds (else ValueError: it is dropped)."""
    for name, kind in kinds.items():
        if not isinstance(message.get(name), kind) or isinstance(message.get(name), bool):
            raise ValueError(f"the host's {message['type']} message has no valid {name}")


def _app_version() -> str:
    from engine import __version__

    return __version__
