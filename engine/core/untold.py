"""Events nobody will read: those of a copy a search plays on.

A search (the computer's play-outs, the strength bench's reference) plays thousands of actions
on copies of a match and reads only where they lead, never what happened on the way; in
Creature Adventures making the events was a fifth of a random play-out's time. A game's
`Rules.play` carries out an action with `UNTOLD` as its list of events: whatever is appended
to it is dropped, and a step a play-out passes at nearly every action may skip making its
event at all (`if ev is not UNTOLD:`). The state comes out the same either way - the tests
play every copy both ways and compare (tests/test_state_clones.py).
"""
from __future__ import annotations

from typing import Any, NoReturn


class _Untold(list):
    """A list of events that keeps none: adding to it does nothing, and it stays empty."""

    __slots__ = ()

    def append(self, event: Any) -> None:
        pass

    def extend(self, events: Any) -> None:
        pass

    def __iadd__(self, events: Any) -> _Untold:
        return self

    def insert(self, index: Any, event: Any) -> NoReturn:
        raise TypeError("no event is kept here to insert before")


UNTOLD = _Untold()
