"""A hostile guest changes nothing: 5,000 forged messages, each refused, the host's digest
unchanged, and a connection that keeps sending them is closed."""
from __future__ import annotations

import json
import random

from online import protocol
from online.referee import MAX_REFUSALS, NET

from .harness import Table


def forgery(rng: random.Random, guest, match, seat: int) -> str | bytes:
    """One message the host must refuse, of a kind drawn at random."""
    seq, legal = guest.state_seq, match.legal_actions()
    kind = rng.randrange(12)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    if kind == 1:
        return json.dumps(rng.choice([[], 3, "act", None, {"type": "act"}, {"v": 1}]))
    if kind == 2:
        return protocol.encode({"v": 2, "type": "act", "action": rng.choice(legal), "seq": seq})
    if kind == 3:
        return protocol.encode({"v": 1, "type": "act", "action": rng.choice(legal), "seq": seq + rng.choice([-1, 1, 7])})
    if kind == 4:
        return protocol.encode({"v": 1, "type": "act", "action": "x" * rng.randrange(1, 900), "seq": seq})
    if kind == 5:
        return protocol.encode({"v": 1, "type": "act", "action": "y" * 5000, "seq": seq})
    if kind == 6:
        return protocol.encode({"v": 1, "type": "act", "action": rng.choice(legal), "seq": "0"})
    if kind == 7:
        return protocol.encode({"v": 1, "type": rng.choice(["state", "end", "welcome", "ACT", ""]), "seq": seq})
    if kind == 8:
        return protocol.encode({"v": 1, "type": "hello", "token": guest.token, "share": guest.share})
    if kind == 9:  # an undo by a seat that did not take the last action, or a stale one
        last = match.movers[-1] if match.movers else None
        return protocol.encode({"v": 1, "type": "undo", "seq": seq if last != seat else seq + 1})
    if kind == 10:
        return protocol.encode({"v": 1, "type": "chat", "text": rng.choice(["", "   ", "\x00bell", "z" * 300])})
    return protocol.encode({"v": True, "type": "act", "action": rng.choice(legal), "seq": seq})


def test_five_thousand_forged_messages_are_refused_and_change_nothing():
    table = Table("auganism", [NET, NET])
    table.join_all()
    for _ in range(6):
        table.step()
    match = table.referee.match
    rng = random.Random(28)
    digest, moves = match.digest(), len(match.log)
    refused = closed = 0
    for n in range(5000):
        seat = rng.choice([0, 1])
        seated = table.guests[seat]
        if seated.link is None:
            closed += 1
            table.join(seated)
        before = len(seated.sent)
        table.send(seated, forgery(rng, seated.guest, match, seat))
        answers = [m["type"] for m in seated.sent[before:]]
        assert answers[:1] == ["refused"], (n, answers)
        refused += 1
        assert match.digest() == digest and len(match.log) == moves
    assert refused == 5000
    assert closed >= 5000 // (MAX_REFUSALS + 1) - 2  # the abuser was hung up on, again and again
    table.play()  # and the game goes on to its end
    assert match.result() is not None


def test_a_stranger_without_an_invitation_is_hung_up_on():
    table = Table("zvery", [NET, NET])
    table.join_all()
    stranger = type(table.guests[0])(type(table.guests[0].guest)("not-a-token"))
    table.join(stranger)
    assert stranger.sent[0]["type"] == "refused"
    for _ in range(3):
        if stranger.link is not None:
            table.send(stranger, stranger.guest.act("pass"))
    assert stranger.link is None
