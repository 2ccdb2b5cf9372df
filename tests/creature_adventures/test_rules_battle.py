"""Combat: who acts first, every action's table through act(), abilities, the end of a battle."""
from __future__ import annotations

from engine.games.creature_adventures import growth
from engine.games.creature_adventures.state import WARLORD

from .table import at, creature, fight_player, fight_wild, of, p, ready, run, team


def test_strike_against_an_npc_uses_the_single_player_table():
    m = ready()
    team(m, 0, creature(attack=4))
    fight_wild(m, 0, creature("Wild", attack=3))
    for face, outcome, to_wild, to_me in ((1, "miss", 0, 0), (2, "unmitigated", 4, 0), (6, "counterstrike", 0, 3),
                                           (10, "critical", 8, 0)):
        wild, mine = m.state.battle.sides[1].npc[0], p(m, 0).creatures[0]
        wild.hp, mine.hp = 10, 10
        m.force_dice([face])
        ev = run(m, "strike")
        assert of(ev, "strike")[0]["outcome"] == outcome
        assert (10 - wild.hp, 10 - mine.hp) == (to_wild, to_me)


def test_counterstrike_between_players_hurts_the_weaker_attack_by_the_difference():
    m = ready()
    team(m, 0, creature(attack=3))
    team(m, 1, creature(attack=5))
    fight_player(m, 0, 1)
    m.force_dice([9])
    run(m, "strike")
    assert p(m, 0).creatures[0].hp == 8 and p(m, 1).creatures[0].hp == 10


def test_critical_hit_between_players_is_double_attack_minus_defense():
    m = ready()
    team(m, 0, creature(attack=4))
    team(m, 1, creature(defense=3))
    fight_player(m, 0, 1)
    m.force_dice([10])
    run(m, "strike")
    assert p(m, 1).creatures[0].hp == 5


def test_every_hit_deals_at_least_1():
    m = ready()
    team(m, 0, creature(attack=2))
    team(m, 1, creature(defense=5))
    fight_player(m, 0, 1)
    m.force_dice([5])
    run(m, "strike")
    assert p(m, 1).creatures[0].hp == 9


def test_meditate_raises_the_next_strike_and_is_used_up():
    m = ready()
    team(m, 0, creature(attack=5))
    team(m, 1, creature(defense=0, attack=1))
    fight_player(m, 0, 1)
    m.force_dice([10])  # +100%
    run(m, "meditate")
    m.force_dice([1])  # the defender misses
    run(m, "strike")
    m.force_dice([2])  # unmitigated: 10
    ev = run(m, "strike")
    assert of(ev, "strike")[0]["to_target"] == 10 and of(ev, "knocked_out")


def test_brace_raises_defense_against_the_next_strike_only():
    m = ready()
    team(m, 0, creature(defense=5, attack=1), creature())
    team(m, 1, creature(attack=6, defense=0), creature())
    fight_player(m, 0, 1)
    run(m, "pick 1", "pick 1")
    m.force_dice([10])  # +100% Defense: 10
    run(m, "brace")
    m.force_dice([5])  # deflected: 6 - 10 -> at least 1
    run(m, "strike")
    assert p(m, 0).creatures[0].hp == 9
    m.force_dice([1])
    run(m, "strike")  # my miss
    m.force_dice([5])  # deflected 6 - 5
    run(m, "strike")
    assert p(m, 0).creatures[0].hp == 8


def test_dodge_on_7_to_10_makes_the_next_strike_miss_entirely():
    m = ready()
    team(m, 0, creature(attack=9))
    team(m, 1, creature())
    fight_player(m, 0, 1)
    m.force_dice([1])
    run(m, "strike")
    for face, dodged in ((6, False), (7, True)):
        m.force_dice([face])
        ev = run(m, "dodge")
        assert of(ev, "roll")[0]["outcome"] == ("dodged" if dodged else "hit")
        before = p(m, 1).creatures[0].hp
        m.force_dice([2])
        ev = run(m, "strike")
        assert (p(m, 1).creatures[0].hp == before) is dodged
        p(m, 1).creatures[0].hp = 10


def test_who_strikes_first_the_aggressor_unless_the_defender_holds_the_sigil_of_speed():
    m = ready()
    fight_player(m, 0, 1)
    run(m, "pick 1", "pick 1")
    assert m.to_move() == 0
    m = ready()
    m.state.sigils["speed"] = 1
    fight_player(m, 0, 1)
    run(m, "pick 1", "pick 1")
    assert m.to_move() == 1


def test_sigil_of_speed_gives_the_aggressor_two_attacks_in_a_row():
    m = ready()
    m.state.sigils["speed"] = 0
    team(m, 0, creature(attack=3))
    team(m, 1, creature(defense=1))
    fight_player(m, 0, 1)
    m.force_dice([5, 5])
    run(m, "strike")
    assert m.to_move() == 0
    run(m, "strike")
    assert m.to_move() == 1 and p(m, 1).creatures[0].hp == 6


def test_each_player_picks_a_creature_when_a_battle_begins_and_the_first_pick_is_sealed():
    m = ready()
    fight_player(m, 0, 1)
    assert m.to_move() == 0 and m.legal_actions() == ["pick 1", "pick 2", "pick 3"]
    run(m, "pick 3")
    assert m.to_move() == 1
    seen = m.view(1)["battle"]["sides"][0]
    assert seen["picked"] and seen["pick"] == -1 and seen["fighter"] is None
    assert m.view(0)["battle"]["sides"][0]["pick"] == 2
    assert not m.can_undo()  # undo never crosses the other seat's sealed pick
    run(m, "pick 2")
    b = m.state.battle
    assert (b.sides[0].active, b.sides[1].active) == (2, 1)


def test_a_knocked_out_creature_is_replaced_at_once_and_the_battle_goes_on():
    m = ready()
    team(m, 0, creature(attack=10))
    team(m, 1, creature("First"), creature("Second", hp=10))
    fight_player(m, 0, 1)
    run(m, "pick 1")
    m.force_dice([2])
    run(m, "strike")
    assert m.state.battle.stage == "act" and m.state.battle.fighter(m.state, 1).name == "Second"
    assert m.to_move() == 1


def test_catch_succeeds_when_the_d10_beats_the_wild_creatures_hp_in_tenths():
    m = ready()
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    run(m, "pick 1")
    wild = m.state.battle.sides[1].npc[0]
    wild.hp = 3  # 30%: 4 or more
    m.force_dice([3, 1])  # the catch fails; the NPC's reply is a 1 (none)
    ev = run(m, "catch")
    assert of(ev, "roll")[0]["outcome"] == "escaped" and m.state.battle is not None
    m.force_dice([4])
    ev = run(m, "catch")
    assert of(ev, "caught") and p(m, 0).catches == 1
    assert m.legal_actions() == ["keep 1", "keep 2", "keep 3", "release"]


def test_an_npc_answers_a_non_strike_action_with_a_counterstrike_on_7_to_10():
    m = ready()
    team(m, 0, creature(hp=10), creature())
    fight_wild(m, 0, creature("Wild", attack=4))
    run(m, "pick 1")
    m.force_dice([2, 6])  # meditate +20%, reply 6: none
    run(m, "meditate")
    assert p(m, 0).creatures[0].hp == 10
    m.force_dice([2, 7])
    run(m, "meditate")
    assert p(m, 0).creatures[0].hp == 6


def test_run_escapes_on_6_to_10_and_the_wild_creature_leaves_play():
    m = ready()
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.force_dice([5, 1])
    run(m, "pick 1", "run")
    assert m.state.battle is not None
    m.force_dice([6])
    ev = run(m, "run")
    assert of(ev, "battle_over")[0]["how"] == "run" and "fernfox" in m.state.discard


def test_defeating_a_wild_creature_gives_1_exp_and_catching_it_2():
    m = ready()
    team(m, 0, creature(attack=20))
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.force_dice([2])
    run(m, "strike")
    assert p(m, 0).exp == 1
    m = ready()
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.state.battle.sides[1].npc[0].hp = 1
    m.force_dice([9])
    run(m, "pick 1", "catch")
    assert p(m, 0).exp == 2


def test_forfeiting_to_a_wild_creature_returns_your_sigils_to_the_warlords():
    m = ready()
    for s in ("power", "wisdom"):
        growth.give_sigil(m.state, s, 0, [], source="test")
    at(m, 0, "gloamwood_1")
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    run(m, "pick 1", "forfeit")
    assert m.state.sigils == {"power": WARLORD, "speed": WARLORD, "wisdom": WARLORD}
    assert p(m, 0).pos == "home_1" and p(m, 0).power_free == 0


def test_losing_to_a_player_gives_your_sigils_to_the_victor():
    m = ready()
    growth.give_sigil(m.state, "speed", 1, [], source="test")
    fight_player(m, 0, 1)
    run(m, "pick 1")
    run(m, "pick 1", "forfeit")  # the defender (Speed: acts first) gives up
    assert m.state.sigils["speed"] == 0 and p(m, 1).pos == "home_2"


def test_inner_peace_never_revives_in_battle():
    m = ready()
    team(m, 0, creature("Hurt", hp=10), creature("Down"))
    growth.give_sigil(m.state, "wisdom", 0, [], source="test")
    p(m, 0).peace_on = 1
    p(m, 0).creatures[1].hp = 0
    fight_wild(m, 0, creature("Wild"))
    assert "peace" not in m.legal_actions()
    p(m, 0).peace_on = 0
    p(m, 0).creatures[0].hp = 4
    assert "peace" in m.legal_actions()
    m.force_dice([1])
    run(m, "peace")
    assert p(m, 0).creatures[0].hp == 9 and p(m, 0).peace_used


def test_inner_peace_revives_out_of_battle():
    m = ready()
    team(m, 0, creature("Down"), creature("Up"))
    growth.give_sigil(m.state, "wisdom", 0, [], source="test")
    p(m, 0).creatures[0].hp = 0
    run(m, "peace")
    assert p(m, 0).creatures[0].hp == 5
    assert "peace" not in m.legal_actions()  # once per turn


def test_the_aggressors_exhaustion_and_the_defenders_rally_cry():
    m = ready()
    team(m, 0, creature(attack=30))
    fight_player(m, 0, 1)
    run(m, "pick 1")  # the defender's pick (the aggressor has one creature)
    m.force_dice([2])
    run(m, "strike")  # one of the defender's three is down; it forfeits with the next
    run(m, "pick 2", "forfeit")
    assert p(m, 0).exhausted and not p(m, 1).rally  # a winning aggressor is still exhausted
    m = ready()
    team(m, 1, creature(attack=30))
    fight_player(m, 0, 1)
    run(m, "pick 1", "forfeit")
    assert p(m, 0).exhausted and p(m, 1).rally


def test_fortify_lets_a_defender_brace_before_the_first_attack_even_against_speed():
    m = ready()
    m.state.sigils["speed"] = 0
    p(m, 1).artifacts["fortify"] = 1
    fight_player(m, 0, 1)
    run(m, "pick 1", "pick 1")
    assert m.to_move() == 1 and m.legal_actions() == ["brace", "ready"]
    m.force_dice([7])
    run(m, "brace")
    assert m.state.battle.sides[1].boost_defense == 40 and m.to_move() == 0 and m.state.battle.extra == 1


def test_fortify_2_adds_dodge_and_fortify_3_adds_temporary_hp():
    m = ready()
    p(m, 1).artifacts["fortify"] = 3
    team(m, 1, creature(hp=10))
    team(m, 0, creature(attack=5))
    ev = fight_player(m, 0, 1)
    assert of(ev, "fortify_temp")[0]["temp"] == 3 and m.legal_actions() == ["brace", "dodge", "ready"]
    assert m.state.battle.sides[1].temp == 3
    run(m, "ready")
    m.force_dice([2])
    run(m, "strike")  # 5 damage: 3 from the temporary HP
    assert p(m, 1).creatures[0].hp == 8


def test_vigilance_raises_attack_and_defense_by_20_percent():
    m = ready()
    m.state.runner = 1
    team(m, 0, creature(attack=5, defense=5))
    fight_wild(m, 0, creature("Wild"))
    from engine.games.creature_adventures.battle import effective

    assert effective(m.state, m.state.battle, 0, "attack") == 6
    assert effective(m.state, m.state.battle, 0, "defense") == 6


def test_abilities_venom_guardian_thick_hide_swift_lucky_berserk_regenerate_evasive():
    m = ready()
    team(m, 0, creature(attack=3, ability="venom"))
    fight_wild(m, 0, creature("Wild", ability="guardian"))
    m.force_dice([2])
    run(m, "strike")  # 3 + 1 venom - 1 guardian
    assert m.state.battle.sides[1].npc[0].hp == 7
    m = ready()
    team(m, 0, creature(attack=3))
    team(m, 1, creature(defense=1, ability="thick_hide"))
    fight_player(m, 0, 1)
    m.force_dice([10])
    ev = run(m, "strike")
    assert of(ev, "strike")[0]["outcome"] == "deflected" and p(m, 1).creatures[0].hp == 8
    m = ready()
    team(m, 0, creature(attack=3, ability="swift"))
    fight_wild(m, 0, creature("Wild"))
    m.force_dice([1])
    ev = run(m, "strike")
    assert of(ev, "strike")[0]["outcome"] == "unmitigated"
    m = ready()
    team(m, 0, creature(attack=3, ability="lucky"))
    fight_wild(m, 0, creature("Wild"))
    m.force_dice([1, 2, 1])
    run(m, "strike")
    assert m.state.battle.sides[1].npc[0].hp == 7
    run(m, "strike")  # the luck is spent: a miss
    assert m.state.battle.sides[1].npc[0].hp == 7
    berserk = creature(attack=3, ability="berserk")
    assert berserk.strength("attack") == 3
    berserk.hp = 5
    assert berserk.strength("attack") == 5
    m = ready()
    team(m, 0, creature(attack=3, ability="regenerate"))
    p(m, 0).creatures[0].hp = 5
    fight_wild(m, 0, creature("Wild"))
    m.force_dice([2])
    run(m, "strike")
    assert p(m, 0).creatures[0].hp == 6
    m = ready()
    team(m, 0, creature())
    team(m, 1, creature(ability="evasive"))
    fight_player(m, 0, 1)
    m.force_dice([1, 6])  # a miss, then the evasive creature's Dodge on a 6
    ev = run(m, "strike", "dodge")
    assert of(ev, "roll")[-1]["outcome"] == "dodged" and m.state.battle.sides[1].dodging
