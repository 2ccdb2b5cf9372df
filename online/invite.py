"""Invites: what a host reads aloud or pastes, and what Join takes.

Two kinds. A direct address - `192.168.1.5:8765/Qx3...` - names the host's websocket and the
seat's token: a home network, a club's server, the tests. A magic-wormhole code - `7-guitar-
sunset` - is short enough to read aloud, and finds the host through a mailbox server across
home routers (online/wormhole.py); the seat's token then travels inside the channel.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_DIRECT = re.compile(r"^(?:ws://)?(?P<host>\[[0-9a-fA-F:]+\]|[A-Za-z0-9.\-]+):(?P<port>\d{1,5})/(?P<token>[A-Za-z0-9_\-]{8,64})$")
_CODE = re.compile(r"^\d{1,6}(-[a-z]+){2,}$")


class BadInvite(ValueError):
    """Text that is neither an address with a token nor a wormhole code."""


@dataclass(frozen=True)
class Invite:
    """A parsed invite: a direct address with the seat's token, or a wormhole code."""

    host: str = ""
    port: int = 0
    token: str = ""
    code: str = ""

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}/"

    def __str__(self) -> str:
        return self.code or f"{self.host}:{self.port}/{self.token}"


def direct(host: str, port: int, token: str) -> Invite:
    return Invite(host=host if ":" not in host else f"[{host}]", port=port, token=token)


def parse(text: str) -> Invite:
    """The invite a person typed or pasted (spaces around it forgiven); BadInvite otherwise."""
    text = text.strip()
    if _CODE.match(text.lower()):
        return Invite(code=text.lower())
    found = _DIRECT.match(text)
    if found is None or not 0 < int(found["port"]) < 65536:
        raise BadInvite(f"{text!r} is not an invite: a code like 7-guitar-sunset, or an address like host:8765/token")
    return Invite(host=found["host"], port=int(found["port"]), token=found["token"])
