"""Journeys: every game played through the real app from the menu, as people play it.

`make test` runs a short evening per game (a dozen moves of the people at the table, with a
leave-and-Continue and a resize on the way, and a whole computer-only game where one is short)
and every lesson, with opaque actions (test_opaque_actions.py); `make journeys`
(GAMENIGHT_JOURNEYS=full) plays every game and variant to its end with people only, people and
the computer, and the computer only, at three window sizes. See journey.py for what is checked at
every frame.
"""
from __future__ import annotations

import os

import pytest

from engine import api

from .journey import SIZES, Plan, run

FULL = os.environ.get("GAMENIGHT_JOURNEYS") == "full"


def _seat_mixes(count: int) -> list[list[str]]:
    if count == 1:
        return [["human"]]
    people = ["human"] * count
    mixed = ["human"] + ["ai:easy"] * (count - 1) if count == 2 else ["human", "ai:easy"] + ["human"] * (count - 2)
    return [people, mixed, ["ai:easy"] * count]


def full_plans() -> list[Plan]:
    plans = []
    for game in api.games():
        for index, variant in enumerate(api.info(game)["variants"]):
            for k, seats in enumerate(_seat_mixes(int(variant["seats"]))):
                plans.append(Plan(game, seats, seed=11 + k, variant=index, size=SIZES[(index + k) % len(SIZES)]))
    return plans + lesson_plans()


def lesson_plans() -> list[Plan]:
    """Each game's tutorial from its card's Learn to play, clicking what it marks, at the small
    window and with a resize on the way."""
    return [Plan(game, ["human"], seed=0, lesson=True, size=(1024, 640), moments={4: "resize"})
            for game in api.games() if api.has_tutorial(game)]


EVENING = {2: "leave", 5: "resize", 7: "save", 10: "resize"}  # what a short journey does on the way


def short_plans() -> list[Plan]:
    return [
        Plan("zombie_slayer", ["human"], seed=5, person_moves=12, moments=EVENING),
        Plan("creature_adventures", ["human", "ai:easy", "human"], seed=6, variant=1, person_moves=12,
             moments=EVENING, size=(1024, 640)),
        Plan("zvery", ["human", "ai:easy"], seed=7, person_moves=12, moments=EVENING),
        Plan("auganism", ["human", "human"], seed=8, person_moves=12, moments=EVENING, size=(1024, 640)),
        Plan("auganism", ["ai:easy", "ai:easy"], seed=9),
        Plan("everzone", ["human", "human"], seed=10, person_moves=14, moments=EVENING),
        Plan("auganism", ["human"], seed=0, lesson=True, size=(1024, 640), moments={4: "resize"}),
    ]


# The short evenings of `make test` run with opaque actions (test_opaque_actions.py), which they
# pass only if they pass with plain ones too; here, with plain actions, the whole set in `make journeys`.
PLANS = full_plans() if FULL else []


@pytest.mark.parametrize("plan", PLANS, ids=[p.name for p in PLANS])
def test_a_journey_through_the_app(plan):
    assert_well(plan, run(plan))


def assert_well(plan: Plan, report) -> None:
    """The journey went as a player's evening should: nothing noticed, moves made, a lesson won."""
    assert not report.problems, "\n".join(report.problems[:30])
    assert report.person_moves or report.result, "the journey played"
    if report.covers_passed:
        assert report.recaps_shown, "the person taking the mouse read what happened while away"
    if report.results_due >= 2:  # (the last may still be playing out when the evening ends)
        assert report.results_shown, f"{report.results_due} outcomes, and no result panel was seen"
    if plan.lesson:
        assert report.result is not None and api.tutorial(plan.game).learner in report.result["winners"], \
            "the lesson is won"
