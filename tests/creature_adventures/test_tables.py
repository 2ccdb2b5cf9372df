"""Every chance table twice: face by face against the rulings, and by the frequencies of a
seeded run of many rolls against the rulebook's percentages."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.core.rng import Rng
from engine.games.creature_adventures import tables as t

FACE_BY_FACE = {
    t.STRIKE_PVP: ["miss", "unmitigated", "unmitigated", "deflected", "deflected", "deflected", "deflected",
                   "deflected", "counterstrike", "critical"],
    t.STRIKE_WILD: ["miss", "unmitigated", "unmitigated", "unmitigated", "unmitigated", "counterstrike",
                    "counterstrike", "counterstrike", "counterstrike", "critical"],
    t.BOOST: ["+0%", "+20%", "+20%", "+20%", "+20%", "+20%", "+40%", "+40%", "+40%", "+100%"],
    t.DODGE: ["hit"] * 6 + ["dodged"] * 4,
    t.RUN: ["trapped"] * 5 + ["escaped"] * 5,
    t.SHAMAN_ONE: ["25%"] * 5 + ["75%"] * 3 + ["100%"] * 2,
    t.SHAMAN_ALL: ["0%"] * 5 + ["10%"] * 3 + ["100%"] * 2,
    t.THIEVES: ["1"] * 5 + ["2"] * 3 + ["3"] * 2,
    t.NPC_REPLY: ["none"] * 6 + ["counterstrike"] * 4,
}


@pytest.mark.parametrize("table", t.TABLES, ids=lambda table: table.name)
def test_every_face_maps_to_its_outcome(table):
    assert [table.outcome(face) for face in range(1, 11)] == FACE_BY_FACE[table]
    assert table.odds() == t.RULEBOOK[table.name]


@pytest.mark.parametrize("table", t.TABLES, ids=lambda table: table.name)
def test_a_seeded_run_matches_the_rulebook_percentages(table):
    rng = Rng(2024)
    rolls = 20000
    seen = Counter(table.roll(rng)[1] for _ in range(rolls))
    for outcome, percent in t.RULEBOOK[table.name].items():
        assert abs(100 * seen[outcome] / rolls - percent) < 1.5, (outcome, seen[outcome])


def test_a_d10_shows_1_to_10():
    with pytest.raises(ValueError):
        t.STRIKE_PVP.outcome(11)


def test_percentages_round_up():
    assert t.percent_of(10, 20) == 2 and t.percent_of(3, 20) == 1 and t.percent_of(4, 0) == 0


def test_the_rulebooks_defense_example():
    """"If a creature strikes for 4 damage, and the defender's Defense is 3, it will sustain 1
    damage to its HP when the attack is deflected.\""""
    assert t.strike_damage("deflected", 4, 3, 2, pvp=True) == (1, 0)


def test_every_hit_deals_at_least_one_and_counterstrikes_compare_attacks():
    assert t.strike_damage("deflected", 2, 5, 0, pvp=True) == (1, 0)
    assert t.strike_damage("critical", 3, 4, 0, pvp=True) == (2, 0)
    assert t.strike_damage("critical", 3, 4, 0, pvp=False) == (6, 0)
    assert t.strike_damage("counterstrike", 3, 0, 5, pvp=True) == (0, 2)
    assert t.strike_damage("counterstrike", 5, 0, 5, pvp=True) == (0, 0)
    assert t.strike_damage("counterstrike", 3, 0, 7, pvp=False) == (0, 7)
    assert t.strike_damage("miss", 9, 0, 9, pvp=True) == (0, 0)
