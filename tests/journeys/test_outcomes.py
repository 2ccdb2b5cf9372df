"""Every kind of outcome of every game, with the computer and passing the mouse, shown in its
result panel with the events' numbers (outcomes.py; journey.py's Watch checks each panel, each
recap and every secret on the way). Long: `make journeys`.

Each game's tours are games chosen (by seed, and how often the people stray from the hint) so
that together they meet every kind of outcome the game's story tells - but those in `RARE`,
which no natural game meets often enough to find: a scene test makes each happen instead.
When the computer's play changes, a tour may stop meeting a kind; the test then names it, and
another seed is found with `headless()`.
"""
from __future__ import annotations

import pytest

from engine import api

from .outcomes import Tour, outcome_kinds, run_tour

COMPUTER, TWO_PEOPLE = ("human", "ai:easy"), ("human", "human")
TOURS = {
    "zombie_slayer": [Tour("zombie_slayer", ("human",), ((1, 0.0), (8, 0.0), (1, 0.15), (8, 0.15), (12, 0.0)))],
    "creature_adventures": [Tour("creature_adventures", COMPUTER, ((1, 0.0), (2, 0.0), (3, 0.0), (11, 0.15), (27, 0.0),
                                                                   (15, 0.0), (22, 0.25), (31, 0.15))),
                            Tour("creature_adventures", TWO_PEOPLE, ((1, 0.0), (9, 0.0), (1, 0.15), (1, 0.4)))],
    "zvery": [Tour("zvery", COMPUTER, ((1, 0.0), (5, 0.0), (12, 0.15), (11, 0.15))),
              Tour("zvery", TWO_PEOPLE, ((1, 0.0),), size=(1280, 800))],
    "auganism": [Tour("auganism", COMPUTER, ((1, 0.0), (10, 0.4))),
                 Tour("auganism", TWO_PEOPLE, ((1, 0.0), (2, 0.0), (14, 0.0)), size=(1280, 800))],
    "everzone": [Tour("everzone", COMPUTER, ((1, 0.0), (2, 0.0))),
                 Tour("everzone", TWO_PEOPLE, ((1, 0.0),), size=(1280, 800)),
                 Tour("everzone", ("human", "ai:easy", "ai:easy"), ((1, 0.0), (24, 0.15)), variant=1)],
}
# Kinds no tour meets, and the test that makes each happen at the table instead.
RARE = {
    "zombie_slayer": {"lost": "test_rare_outcomes.py", "wasted": "test_rare_outcomes.py"},
    "creature_adventures": {"colosseum_taken": "test_rare_outcomes.py"},
    "auganism": {"heal": "test_rare_outcomes.py"},
}


@pytest.mark.slow
@pytest.mark.parametrize("game", list(TOURS))
def test_every_outcome_shows_its_result(game):
    met_by_all: set[str] = set()
    for tour in TOURS[game]:
        report, met = run_tour(tour)
        assert not report.problems, f"{tour.name}:\n" + "\n".join(report.problems[:30])
        unseen = met - report.result_kinds
        assert not unseen, f"{tour.name}: outcomes met at the table without their result panel: {sorted(unseen)}"
        if tour.seats.count("human") > 1:
            assert report.recaps_shown, f"{tour.name}: each person taking the mouse reads what the others did"
        met_by_all |= met
    never = outcome_kinds(game) - met_by_all - set(RARE.get(game, {}))
    assert not never, f"no tour of {game} meets {sorted(never)}: give one a game that does"


def test_every_game_is_toured():
    assert set(TOURS) == set(api.games())
