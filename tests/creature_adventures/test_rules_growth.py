"""Levels and EXP, attribute points, artifacts, and the Sigils of Power and Wisdom."""
from __future__ import annotations

import pytest

from engine.games.creature_adventures import growth
from engine.games.creature_adventures.state import WARLORD

from .table import creature, fight_wild, p, ready, run, team


def test_levels_need_3_4_6_8_exp_and_give_2_3_4_5_points_15_in_all():
    m = ready()
    assert (p(m, 0).level, p(m, 0).bank) == (1, 1)
    earned = [p(m, 0).bank]
    for need in (3, 4, 6, 8):
        before = p(m, 0).bank
        growth.gain_exp(m.state, 0, need - 1, "test", [])
        assert p(m, 0).level == len(earned)
        growth.gain_exp(m.state, 0, 1, "test", [])
        earned.append(p(m, 0).bank - before)
    assert earned == [1, 2, 3, 4, 5] and sum(earned) == 15 and p(m, 0).level == 5
    growth.gain_exp(m.state, 0, 50, "test", [])
    assert p(m, 0).level == 5 and p(m, 0).bank == 15  # the cap


def test_an_attribute_point_gives_2_max_hp_1_attack_or_1_defense():
    m = ready()
    p(m, 0).bank = 3
    team(m, 0, creature(attack=3, defense=1))
    run(m, "assign 1 hp", "assign 1 attack", "assign 1 defense")
    f = p(m, 0).creatures[0]
    assert (f.max_hp, f.hp, f.strength("attack"), f.strength("defense")) == (12, 12, 4, 2)


def test_attribute_points_cannot_be_reassigned():
    m = ready()
    p(m, 0).bank = 1
    run(m, "assign 1 attack")
    assert not [a for a in m.legal_actions() if a.startswith(("assign", "unpower"))]
    assert p(m, 0).creatures[0].points == [0, 1, 0]


def test_points_on_a_discarded_creature_are_lost_except_the_sigil_of_powers():
    m = ready()
    growth.give_sigil(m.state, "power", 0, [], source="test")
    p(m, 0).bank = 1
    run(m, "assign 1 attack", "power 1 hp", "power 1 hp")
    assert p(m, 0).power_free == 1
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.state.battle.sides[1].npc[0].hp = 1
    m.force_dice([9])
    run(m, "pick 2", "catch", "keep 1")
    assert p(m, 0).power_free == 3  # both power points came back
    assert [f.points for f in p(m, 0).creatures] == [[0, 0, 0]] * 3  # the assigned point is gone
    assert p(m, 0).creatures[-1].name == "Wild"


def test_the_sigil_of_powers_points_are_frozen_on_a_creature_at_0_hp():
    m = ready()
    growth.give_sigil(m.state, "power", 0, [], source="test")
    run(m, "power 2 attack")
    p(m, 0).creatures[1].hp = 0
    legal = m.legal_actions()
    assert "unpower 2 attack" not in legal and "power 2 attack" not in legal
    assert "power 1 attack" in legal


def test_losing_the_sigil_of_power_takes_its_points_off():
    m = ready()
    growth.give_sigil(m.state, "power", 0, [], source="test")
    run(m, "power 1 hp", "power 1 hp", "power 1 attack")
    growth.drop_sigils(m.state, 0, WARLORD, [])
    f = p(m, 0).creatures[0]
    assert f.power == [0, 0, 0] and f.max_hp == 10 and f.hp == 10 and p(m, 0).power_free == 0


def test_the_sigil_of_wisdom_assigns_inner_peace_once_per_turn():
    m = ready()
    growth.give_sigil(m.state, "wisdom", 0, [], source="test")
    assert p(m, 0).peace_on == 0
    run(m, "wisdom 3")
    assert p(m, 0).peace_on == 2 and not [a for a in m.legal_actions() if a.startswith("wisdom")]


@pytest.mark.parametrize("artifact,costs", [("fortify", [1, 2, 3]), ("shoes", [1, 2, 3]), ("bandage", [1, 2, 5]),
                                            ("tailwind", [2]), ("ascension", [3, 3])])
def test_artifacts_are_bought_level_by_level_at_their_costs(artifact, costs):
    m = ready()
    p(m, 0).bank = sum(costs)
    for cost in costs:
        before = p(m, 0).bank
        run(m, f"buy {artifact}")
        assert before - p(m, 0).bank == cost
    assert f"buy {artifact}" not in m.legal_actions()
    level = p(m, 0).charges if artifact == "ascension" else p(m, 0).artifacts[artifact]
    assert level == len(costs)


def test_a_catch_arrives_at_full_hp_with_no_points_and_may_be_released():
    m = ready()
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.state.battle.sides[1].npc[0].hp = 1
    m.force_dice([9])
    run(m, "pick 1", "catch")
    offer = m.decision()["about"]["offer"]
    assert offer["hp"] == offer["max_hp"] == 10 and offer["points"] == [0, 0, 0]
    run(m, "release")
    assert len(p(m, 0).creatures) == 3 and "fernfox" in m.state.discard and p(m, 0).catches == 1
