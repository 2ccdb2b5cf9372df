"""engine/core/event_pack.py: a snapshot's repeated event values written once, read back whole."""
from __future__ import annotations

import copy

from hypothesis import given
from hypothesis import strategies as st

from engine.core import event_pack

PICTURE = st.lists(st.lists(st.sampled_from(["melee", "defense", "skill", "empty"]), max_size=6), max_size=6)
EVENT = st.fixed_dictionaries({"type": st.sampled_from(["roll", "move", "keep"])},
                              optional={"dieagrams": st.lists(PICTURE, max_size=4), "dice": st.lists(st.integers(1, 6))})


@given(st.lists(EVENT, max_size=40))
def test_unpacking_gives_back_the_events_packed(events):
    before = copy.deepcopy(events)
    packed, table = event_pack.pack(events, ("dieagrams",))
    assert events == before, "packing never changes the events it is given"
    assert event_pack.unpack(packed, table, ("dieagrams",)) == events
    pictures = {repr(p) for e in events for p in e.get("dieagrams", [])}
    assert len(table) == len(pictures), "each distinct picture once"


def test_a_game_without_packed_fields_keeps_its_events_as_they_are():
    events = [{"type": "roll", "dieagrams": [[["melee"]]]}]
    assert event_pack.pack(events, ()) == (events, [])
    assert event_pack.unpack(events, [], ()) == events


def test_an_index_outside_the_table_or_not_a_whole_number_is_refused():
    packed, table = event_pack.pack([{"dieagrams": [[["melee"]], [["skill"]]]}], ("dieagrams",))
    assert packed == [{"dieagrams": [0, 1]}]
    for bad in (2, -1, True, 1.0, "1", None):
        assert event_pack.unpack([{"dieagrams": [0, bad]}], table, ("dieagrams",)) is None
    assert event_pack.unpack([{"dieagrams": 0}], table, ("dieagrams",)) is None
    assert event_pack.unpack(packed, {"0": 1}, ("dieagrams",)) is None
