"""Each game's short evening and one lesson in the pseudo-locale: every word drawn comes from a catalog.

The journeys of `make test` (tests/journeys), played in the pseudo-locale (tests/pseudo.py) with
every word the app draws recorded - the table, its cards, the log, the buttons, the tooltips,
the end screen: an unmarked word is an English literal, a name read from a data file, or a
message the catalogs do not know. The players' names are their own. `make i18n-check` runs it.
"""
from __future__ import annotations

import pytest

from tests.journeys.journey import run
from tests.journeys.test_journeys import lesson_plans, short_plans
from tests.pseudo import Drawn, pseudo_locale

pytestmark = pytest.mark.i18n

PLANS = [p for p in short_plans() if not p.lesson] + [p for p in lesson_plans() if p.game == "auganism"]
NAMES = {"Mira", "Sable", "Vorga", "Evening"}  # the lessons' rivals, named by their scripts as a player names
# a seat, and the saves the journeys name ("Evening 7")


@pytest.mark.parametrize("plan", PLANS, ids=[p.name for p in PLANS])
def test_a_journey_in_the_pseudo_locale_draws_only_catalog_words(plan):
    with pseudo_locale(), Drawn() as drawn:
        report = run(plan, words=drawn)
    assert report.person_moves or report.result
    missing = drawn.unmarked(NAMES)
    assert not missing, f"{len(missing)} texts drawn without a catalog:\n" + "\n".join(missing[:80])
