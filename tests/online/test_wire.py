"""What a guest is sent crosses the wire as JSON: every view, decision, forecast and event of
the games played online must come back from JSON exactly as it went (no number-keyed dict,
no tuple, no set), or a guest's table would read something other than the host's."""
from __future__ import annotations

import json
import random

import pytest

from engine import api

from .harness import some

GAMES = [("everzone", 4), ("auganism", 2), ("zvery", 2), ("creature_adventures", 3)]


def _same_after_json(value, what: str) -> None:
    assert json.loads(json.dumps(value)) == value, f"{what} does not survive JSON: {value!r}"[:400]


@pytest.mark.parametrize("game, seats", GAMES)
@pytest.mark.parametrize("seed", some([1, 2, 3], 1))
def test_everything_a_guest_is_sent_survives_json(game, seats, seed):
    match = api.new_match(game, seed, ["ai:easy"] * seats)
    rng = random.Random(seed)
    _same_after_json(match.events(), "the setup's events")
    for _ in range(400):
        if match.result() is not None:
            break
        for seat in [None, *range(seats)]:
            _same_after_json(match.view(seat), f"the view of seat {seat}")
        _same_after_json(match.decision(), "the decision")
        legal = match.legal_actions()
        for action in legal:
            _same_after_json(match.forecast(action), f"the forecast of {action!r}")
        events = match.act(rng.choice(legal))
        _same_after_json(events, "the events")
    _same_after_json(match.result(), "the result")
