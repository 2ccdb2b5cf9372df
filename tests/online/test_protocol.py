"""The wire's messages: a guest's are checked field by field; a guest survives a host's garbage."""
from __future__ import annotations

import pytest

from online import protocol
from online.guest import Guest


@pytest.mark.parametrize("frame, reason", [
    (b"\xff\xfe", "The message is not JSON."),
    ("[1, 2]", "The message is not a JSON object."),
    ('{"v": 2, "type": "act"}', "The message is of protocol version {version}; this table speaks version {ours}."),
    ('{"v": true, "type": "bye"}', "The message is of protocol version {version}; this table speaks version {ours}."),
    ('{"v": 1, "type": "teleport"}', "Unknown message type {type}."),
    ('{"v": 1, "type": "act", "seq": 3}', "The {type} message needs its {field}."),
    ('{"v": 1, "type": "act", "action": 7, "seq": 3}', "The {type} message's {field} is not valid."),
    ('{"v": 1, "type": "act", "action": "pass", "seq": -1}', "The {type} message's {field} is not valid."),
    ('{"v": 1, "type": "hello", "token": "t", "share": "00"}', "The {type} message's {field} is not valid."),
    ('{"v": 1, "type": "hint", "seq": 1, "level": "godlike"}', "The {type} message's {field} is not valid."),
    ('{"v": 1, "type": "chat", "text": "line\\nbreak"}', "The {type} message's {field} is not valid."),
    ("x" * (protocol.MAX_GUEST_FRAME + 1), "The message is too long ({size} bytes; at most {limit})."),
])
def test_a_guest_message_out_of_shape_is_refused_with_its_reason(frame, reason):
    with pytest.raises(protocol.Refused) as refused:
        protocol.read_guest(frame)
    assert refused.value.reason["id"] == reason


def test_a_guest_message_keeps_only_its_own_fields():
    read = protocol.read_guest('{"v": 1, "type": "act", "action": "pass", "seq": 4, "seat": 0, "admin": true}')
    assert read == {"v": 1, "type": "act", "action": "pass", "seq": 4}


@pytest.mark.parametrize("frame", [b"\x00", "{}", '{"v": 1, "type": "state"}', '{"v": 1, "type": "events", "seq": "x"}',
                                   '{"v": 1, "type": "end", "share": 3}', '{"v": 1, "type": "presence"}'])
def test_a_guest_drops_what_it_cannot_read_from_the_host(frame):
    guest = Guest("token")
    assert guest.told(frame) is None
    assert guest.state is None and guest.end is None
