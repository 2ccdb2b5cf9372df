"""Outcomes no natural game meets often enough for the tours (tests/journeys/test_outcomes.py's
RARE) made to happen at the table: each shows its result panel, with the events' own words and
numbers (api.results), as every other outcome does."""
from __future__ import annotations

from engine import api
from tests.zombie_slayer.table import only_centre, put, quiet

from .driver import Driver, sit_down


def shown(app, table) -> list[str]:
    """The lines of the result panel up now (after the move's animation), title first."""
    hand = Driver(app)
    hand.settle()
    hand.frames(6)
    assert table.moments.panel is not None, "the outcome has its result panel"
    return table.moments.panel.texts(table.say_as_told)


def test_a_follower_walked_off_the_town_is_lost_with_a_panel(app):
    m = quiet()
    only_centre(m)
    put(m, "archibald", (0, 0))
    table = sit_down(app, m, ["human"])
    hand = Driver(app)
    hand.settle()
    hand.do("archibald move -1,0")
    lines = shown(app, table)
    assert any("is lost" in line for line in lines) and any("edge of the town" in line for line in lines), lines


def told_at_the_table(app, game: str, seats: list[str], events: list[dict]) -> list[str]:
    """The table of a new `game` hears `events` as a move's: the panel it shows, in words."""
    table = sit_down(app, api.new_match(game, 1, seats), seats)
    Driver(app).settle()
    table.moments.heard(events)
    table.moments.idle()
    panel = table.moments.panel
    assert panel is not None and panel.panels == api.results(game, events, 0, False), "the engine's panel, as told"
    return panel.texts(table.say_as_told)


def test_a_search_with_nothing_to_gain_says_so(app):
    lines = told_at_the_table(app, "zombie_slayer", ["human"], [{"type": "wasted", "what": "learn"}])
    assert lines[0] == "Nothing to gain" and "every skill is known already" in lines[1]


def test_an_effects_heal_shows_its_numbers(app):
    heal = {"type": "heal", "seat": 0, "amount": 3, "health": 7, "before": 4, "top": 9, "monster": "ember_pup",
            "regenerate": False, "card": "ember_pup"}
    lines = told_at_the_table(app, "auganism", ["human", "ai:easy"], [heal])
    assert "3" in lines[0] and "from 4 to 7 Health, of the 9" in lines[1], lines


def test_a_colosseum_taken_from_its_runner_says_by_which_rule(app):
    lines = told_at_the_table(app, "creature_adventures", ["human", "ai:easy"],
                              [{"type": "colosseum_taken", "seat": 0, "from": 1}])
    assert "takes the Colosseum from" in lines[0] and "takes all three sigils" in lines[1], lines
