"""The percentile wheel's colours say whether an outcome is good for the one rolling.

Playing, a catch that failed showed on a wheel all green: "escaped" is good news when running
away, bad news when throwing for a catch. Each table's outcomes are coloured for the roller.
"""
from __future__ import annotations

from scenes.creature_adventures.wheel import BAD, GOOD, faces_of, tones


def test_a_creature_escaping_a_catch_is_red_and_escaping_a_battle_is_green():
    catch = {"table": "catch", "need": 4, "face": 2, "outcome": "escaped"}
    colours = tones(faces_of(catch), "catch")
    assert colours["escaped"] == BAD and colours["caught"] == GOOD
    run = {"table": "run", "faces": ["trapped"] * 5 + ["escaped"] * 5}
    colours = tones(faces_of(run), "run")
    assert colours["escaped"] == GOOD and colours["trapped"] == BAD
