"""The journeys and the lessons with opaque actions: the tables never read the action grammar.

Every action the engine gives out is a token that says nothing (tests/opaque.py): the legal
actions, the decision's choices, hints, undo, the log, saves, replays and the tutorials' steps.
A table that finds what to draw and where a click goes from Match.decision() - each choice's
verb and the things it names - plays on exactly as before; one that splits, tests or builds an
action string finds nothing to read, and the journey fails. `make test` runs the short evening
of every game and every game's lesson this way (test_journeys.py, with plain actions, runs in
`make journeys`).
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine import api
from tests.opaque import opaque_actions

from .journey import run
from .test_journeys import assert_well, lesson_plans, short_plans

# The lessons at instant speed: what they add here is their steps as tokens. Each is clicked through
# at fast speed in test_tutorial_table.py, and the evenings here watch the captions and panels
# at fast speed (a lesson shows no result panels); the animations were most of a lesson's frames.
PLANS = [p for p in short_plans() if not p.lesson] + [replace(p, speed="instant") for p in lesson_plans()]


@pytest.mark.parametrize("plan", PLANS, ids=[p.name for p in PLANS])
def test_a_journey_with_opaque_actions(plan):
    with opaque_actions():
        report = run(plan)
    assert_well(plan, report)


def test_under_opaque_actions_a_match_speaks_only_in_tokens():
    with opaque_actions():
        match = api.new_match("auganism", 1, ["human", "ai"])
        legal = match.legal_actions()
        assert legal and all(a.startswith("#") and " " not in a for a in legal)
        assert [c["action"] for c in match.decision()["choices"]] == legal
        assert match.suggest(0) in legal
        with pytest.raises(api.IllegalAction):
            match.act("summon gloom_stalker")  # the action itself is not what the table may send
        match.act(legal[0])
        assert match.log == [legal[0]] and api.load(match.save()).digest() == match.digest()
