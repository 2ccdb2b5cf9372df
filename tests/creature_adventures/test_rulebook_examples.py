"""Every example in the rulebook, played through new_match/act with forced dice."""
from __future__ import annotations

from engine.games.creature_adventures.state import WARLORD

from .table import at, creature, fight_player, of, p, ready, run, team


def test_defense_example_a_strike_for_4_against_defense_3_deals_1():
    """"if a creature strikes for 4 damage, and the defender's Defense is 3, it will sustain 1
    damage to its HP when the attack is deflected.\""""
    m = ready()
    team(m, 0, creature("Striker", attack=4))
    team(m, 1, creature("Wall", defense=3))
    fight_player(m, 0, 1)
    m.force_dice([5])  # 4-8: a deflected hit
    ev = run(m, "strike")
    assert of(ev, "strike")[0]["outcome"] == "deflected"
    assert of(ev, "strike")[0]["to_target"] == 1
    assert p(m, 1).creatures[0].hp == 9


def test_footsteps_example_three_wilderness_spaces_need_a_4_or_higher():
    """"if a player moves across 3 wilderness tiles in a turn, they must roll 4 or higher to
    avoid a wild creature encounter.\""""
    for die, fight in ((3, True), (4, False)):
        m = ready()
        at(m, 0, "thorn_gate")
        m.force_dice([1, 2])  # a move of 3
        run(m, "roll", "go thornwood_1")  # thornwood_1, thornwood_2, then the fork
        m.force_dice([die])
        ev = run(m, "go thornwood_3")
        check = [e for e in of(ev, "roll") if e["why"] == "wilderness"][0]
        assert check["footsteps"] == 3 and check["need"] == 4
        assert (m.state.phase == "battle") is fight
        assert bool(of(ev, "battle")) is fight


def test_rally_cry_example_a_failed_attack_exhausts_a_and_rallies_b_through_bs_next_turn():
    """"if Player A attacks Player B unsuccessfully, Player A returns Home with Exhaustion,
    and Player B gains Rally Cry that lasts through Player B's next turn.\""""
    m = ready()
    team(m, 0, creature("A's", attack=3, hp=10))
    team(m, 1, creature("B's", attack=12, hp=10))
    at(m, 0, "old_bridge")
    at(m, 1, "old_bridge")
    fight_player(m, 0, 1)
    m.force_dice([1])  # A misses
    run(m, "strike")
    m.force_dice([2])  # B's unmitigated 12 knocks A's creature out
    ev = run(m, "strike")
    a, b = p(m, 0), p(m, 1)
    assert a.exhausted and a.pos == "home_1"
    assert b.rally and b.creatures[0].max_hp == 20 and b.creatures[0].hp == 20
    assert m.state.turn == 1 and m.state.phase == "turn"  # B's turn follows A's, still rallied
    m.force_dice([1, 1])
    ev = run(m, "roll", "go north_road_4")  # two steps to Eyrie Crossing; B's turn ends
    assert of(ev, "condition_ends") == [{"type": "condition_ends", "seat": 1, "condition": "rally_cry"}]
    assert not b.rally and b.creatures[0].max_hp == 10 and b.creatures[0].hp == 10
    assert of(ev, "skip") == [{"type": "skip", "seat": 0, "why": "exhaustion"}]  # A loses that turn
    assert m.state.turn == 1 and not a.exhausted


def test_sigil_of_power_example_three_attack_points_then_two_moved_to_defense():
    """"a player may add three Attack points to a single creature, and on the next turn, move
    two of those three points to another creature's Defense.\""""
    m = ready()
    team(m, 0, creature("One", attack=3), creature("Two", defense=1))
    m.state.sigils["power"] = WARLORD
    from engine.games.creature_adventures import growth

    growth.give_sigil(m.state, "power", 0, [], source="test")
    run(m, "power 1 attack", "power 1 attack", "power 1 attack")
    one, two = p(m, 0).creatures
    assert one.strength("attack") == 6
    # the next turn
    m.state.phase, m.state.turn = "turn", 0
    run(m, "unpower 1 attack", "unpower 1 attack", "power 2 defense", "power 2 defense")
    assert one.strength("attack") == 4 and two.strength("defense") == 3
    assert p(m, 0).power_free == 0


def test_tailwind_example_rolls_of_4_and_8_move_8():
    """"if a player rolls a 4 and then 8, they may choose to move 8 spaces, discarding the roll of 4.\""""
    m = ready()
    p(m, 0).artifacts["tailwind"] = 1
    at(m, 0, "old_bridge")
    m.force_dice([2, 2, 4, 4])
    ev = run(m, "roll")
    assert of(ev, "move_roll")[0]["rolls"] == [4, 8]
    assert m.legal_actions() == ["use 4", "use 8"]
    ev = run(m, "use 8", "go north_road_4", "go east_road_1", "go east_road_2", "go east_road_3",
             "go mill_crossing")
    assert len(of(ev, "step")) == 8
    assert p(m, 0).pos == "mill_crossing"
