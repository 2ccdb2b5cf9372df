"""A replay's memory is linear in its log (issue 27).

A shared save may script 200 dice before every roll, queueing far more dice than the game
rolls: by the end its generator holds hundreds of thousands of scripted results. A replay once
kept a whole copy of the match every 32 actions - its log, its events and that queue each time -
and so grew with the square of the log: 2.6 GB for a 4 MB save, out of memory at 12 MB. Here
the same kind of save (bench/replay.py) at two lengths: four times the log may cost up to four
times the memory, never sixteen (before, a quarter of a 1,700-entry save took 6.3 MB and the
whole 46 MB, 7.3 times; now 4.1 MB and 9.5 MB).
"""
from __future__ import annotations

import json
import tracemalloc

import pytest

from bench.replay import scripted_game
from engine import api


def peak_bytes_of_a_replay(text: str) -> int:
    """The most memory opening the replay and going to its end, then back a step, held at once."""
    tracemalloc.start()
    try:
        replay = api.open_replay(text)
        replay.seek(len(replay))
        replay.seek(len(replay) - 1)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow  # about 10 s: the save is played by the computer before it is replayed twice
def test_four_times_the_log_costs_less_than_five_times_the_memory():
    long_text = scripted_game(0.3).save()
    log = json.loads(long_text)["log"]
    quarter = json.dumps({**json.loads(long_text), "log": log[:len(log) // 4]})
    assert sum(entry.startswith("!dice ") for entry in log) > 600, "a save of many scripted-dice lines"
    short, long = peak_bytes_of_a_replay(quarter), peak_bytes_of_a_replay(long_text)
    assert long < 5 * short, f"{len(log) // 4:,} entries: {short / 2**20:.1f} MB; {len(log):,}: {long / 2**20:.1f} MB"
