"""Fair dice: the seed drawn jointly, and the guest's audit of the game at its end.

The host draws a secret share and sends, in its welcome, only a commitment to it (a hash);
each guest sends a share of its own in its hello. The seed is a hash of the host's share and
every guest's, in seat order, so no one chooses it: the host cannot pick a seed once it has
seen the guests' shares (its own is fixed by the commitment), and a guest cannot, not knowing
the host's. At the end the host reveals its share with the full save, and each guest checks,
with `audit`:

* the revealed share is the one committed to, and the seed is the shares' hash, its own share
  among them at its seat;
* the save is of the game it was welcomed to, and scripts no dice;
* replayed through engine/api.py from that seed, the game shows the guest's seat every view
  and every event it was shown, at the moment it was shown them, and ends with the same digest
  and result.

A host that alters one die - a scripted roll, a hidden re-roll - is caught: the replay's dice
differ from those the guest saw, or the save says it scripted them.
"""
from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass, field
from typing import Any

from engine import api

SEED_BITS = 48  # a seed as JSON and every language's numbers carry it exactly
_COMMIT = b"gamenight seed commitment\0"
_SEED = b"gamenight seed\0"
SCRIPTED_DICE = "!dice "  # a save's line of scripted dice (engine/core/match.py FORCE_PREFIX)


def new_share() -> str:
    """A fresh share of the seed: 32 random bytes, as hex."""
    return secrets.token_hex(32)


def commitment(share: str) -> str:
    """What the host shows of its share before the end."""
    return hashlib.sha256(_COMMIT + bytes.fromhex(share)).hexdigest()


def seed_of(host_share: str, guest_shares: list[str | None]) -> int:
    """The match's seed from the host's share and each seat's (None: a seat not played from
    afar, which has none), in seat order."""
    h = hashlib.sha256(_SEED + bytes.fromhex(host_share))
    for share in guest_shares:
        h.update(b"\1" + bytes.fromhex(share) if share else b"\0")
    return int.from_bytes(h.digest()[: SEED_BITS // 8], "big")


def fingerprint(data: Any) -> str:
    """A short hash of a view or a batch of events as it was shown, for the audit."""
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:32]


@dataclass
class Witness:
    """What a guest was shown, kept for the audit: the view after each number of actions and
    the events each action showed its seat. An undone action's are overwritten by what came
    after it (an undo never crosses a die, a card or a sealed choice, so nothing hidden is
    lost)."""

    seat: int | None
    share: str | None
    game: str = ""
    options: dict = field(default_factory=dict)
    commit: str = ""
    views: dict[int, str] = field(default_factory=dict)
    events: dict[int, str] = field(default_factory=dict)

    def welcomed(self, welcome: dict) -> None:
        self.game, self.options, self.commit = welcome.get("game", ""), welcome.get("options", {}), welcome.get("commit", "")

    def saw_state(self, message: dict) -> None:
        self.views[int(message["moves"])] = fingerprint(message["view"])

    def saw_events(self, message: dict) -> None:
        self.events[int(message["moves"])] = fingerprint(message["events"])

    def undone(self, message: dict) -> None:
        moves = int(message["moves"])
        for kept in (self.views, self.events):
            for gone in [m for m in kept if m > moves]:
                del kept[gone]


def audit(witness: Witness, end: dict) -> list[str]:
    """The problems the guest finds in the game it played, from the host's end message; none
    when the game was fair. Each problem is a sentence for the log and the command line."""
    problems: list[str] = []
    share, shares, save = end.get("share"), end.get("shares"), end.get("save")
    if not isinstance(share, str) or not isinstance(shares, list) or not isinstance(save, str):
        return ["the end message lacks the host's share, the seats' shares or the save"]
    try:
        if commitment(share) != witness.commit:
            problems.append("the host's revealed share is not the one it committed to")
        seed = seed_of(share, shares)
    except (ValueError, TypeError):
        return ["the revealed shares are not hex"]
    if witness.seat is not None and (witness.seat >= len(shares) or shares[witness.seat] != witness.share):
        problems.append("this seat's share is not in the seed")
    try:
        replay = api.open_replay(save)
    except (api.BadSave, ValueError) as exc:
        return problems + [f"the save does not replay: {exc}"]
    problems += _header_problems(replay, witness, seed)
    if problems:
        return problems
    return _replay_problems(replay, witness, end)


def _header_problems(replay: Any, witness: Witness, seed: int) -> list[str]:
    out = []
    header = replay.header
    if header.get("game") != witness.game:
        out.append(f"the save is of {header.get('game')!r}, not {witness.game!r}")
    if header.get("seed") != seed:
        out.append("the save's seed is not the one the shares make")
    if replay.options != witness.options:
        out.append("the save's options are not those of the table")
    if any(line.startswith(SCRIPTED_DICE) for line in replay.actions):
        out.append("the save scripts dice")
    return out


def _replay_problems(replay: Any, witness: Witness, end: dict) -> list[str]:
    """Step the replay through every action, comparing what the seat was shown at each."""
    out: list[str] = []
    seat = witness.seat
    replay.seek(0)
    events = replay.match.events()  # the setup's, shown with the first state
    for moves in range(len(replay) + 1):
        if moves:
            events = replay.seek(moves)
        if moves in witness.events and fingerprint([e for e in events if visible_to(e, seat)]) != witness.events[moves]:
            out.append(f"the events of action {moves} are not those the replay makes")
        if moves in witness.views and fingerprint(replay.view(seat)) != witness.views[moves]:
            out.append(f"the view after {moves} actions is not the one the replay shows")
        if len(out) >= 5:
            return out
    if replay.final_digest != end.get("digest"):
        out.append("the final digest is not the replay's")
    if replay.match.result() != end.get("result"):
        out.append("the result is not the replay's")
    return out


def visible_to(event: dict, seat: int | None) -> bool:
    """May `seat` see the event? (None: an onlooker, who sees only public events.) The one rule
    the referee sends by and the audit checks by."""
    audience = event.get("visible_to")
    return audience is None or (seat is not None and seat in audience)
