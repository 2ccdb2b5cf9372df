"""The board: moving, forks, footsteps, and every place at the end of a move."""
from __future__ import annotations

from .table import at, at_the_thieves, creature, of, p, ready, run, team


def test_movement_is_2d6_space_by_space_with_a_choice_at_every_fork():
    m = ready()
    at(m, 0, "old_bridge")
    m.force_dice([1, 2])
    ev = run(m, "roll")
    assert of(ev, "move_roll")[0]["rolls"] == [3]
    assert m.legal_actions() == ["go north_road_3", "go north_road_4"]  # the first step picks the way
    ev = run(m, "go north_road_4")
    assert [e["to"] for e in of(ev, "step")] == ["north_road_4", "eyrie_crossing"]
    assert m.legal_actions() == ["go east_road_1", "go lane_2"]  # a fork; never straight back


def test_a_dead_end_stops_the_move():
    m = ready()
    at(m, 0, "ashen_foot")
    m.state.sigils["power"] = 1  # the Warlord's sigil is taken: nothing to do there
    m.force_dice([6, 6])
    run(m, "roll")
    ev = run(m, "go ashen_pass")
    assert of(ev, "move_done")[0]["at"] == "ashen_pass" and len(of(ev, "step")) == 1


def test_quiet_shoes_take_counters_off_each_level():
    m = ready()
    p(m, 0).artifacts["shoes"] = 2
    at(m, 0, "thorn_gate")
    m.force_dice([1, 2])
    run(m, "roll", "go thornwood_1")
    m.force_dice([1])
    ev = run(m, "go thornwood_3")
    check = [e for e in of(ev, "roll") if e["why"] == "wilderness"][0]
    assert check["footsteps"] == 1 and check["outcome"] == "encounter"
    m = ready()
    p(m, 0).artifacts["shoes"] = 3
    at(m, 0, "thorn_gate")
    m.force_dice([1, 2])
    run(m, "roll", "go thornwood_1")
    ev = run(m, "go thornwood_3")
    assert not [e for e in of(ev, "roll") if e["why"] == "wilderness"]  # no counters: no roll


def test_a_wild_encounter_draws_from_the_creature_deck():
    m = ready()
    at(m, 0, "gloam_gate")
    deck = len(m.state.deck)
    m.force_dice([1, 1, 1])
    run(m, "roll")
    ev = run(m, "go gloamwood_1")
    assert m.state.phase == "battle" and len(m.state.deck) == deck - 1
    assert of(ev, "battle")[0]["kind"] == "wild"


def test_passing_over_a_player_does_nothing():
    m = ready()
    at(m, 0, "north_road_3")
    at(m, 1, "old_bridge")
    m.force_dice([1, 1])
    ev = run(m, "roll", "go old_bridge")
    assert p(m, 0).pos == "north_road_4"
    assert of(ev, "battle") == [] and m.state.turn == 1


def test_ending_on_a_player_attacks_them():
    m = ready()
    at(m, 0, "north_road_2")
    at(m, 1, "old_bridge")
    m.force_dice([1, 3])  # four steps: ashen_foot, thorn_gate, north_road_3, old_bridge
    run(m, "roll", "go ashen_foot", "go thorn_gate", "go north_road_3")
    assert p(m, 0).pos == "old_bridge" and m.state.phase == "battle"
    assert m.state.battle.kind == "pvp" and m.state.battle.sides[1].seat == 1


def test_no_battle_between_players_on_a_shaman():
    m = ready()
    at(m, 0, "east_road_1")
    at(m, 1, "moonwell")
    p(m, 0).creatures[0].hp = 5
    m.force_dice([1, 1])
    ev = run(m, "roll", "go east_road_2")
    assert p(m, 0).pos == "moonwell"
    assert not of(ev, "battle") and m.state.phase == "shaman"


def test_shaman_offers_sure_50_percent_a_gamble_on_one_and_a_gamble_on_all():
    m = ready()
    team(m, 0, creature("A"), creature("B"))
    p(m, 0).creatures[0].hp = 0
    p(m, 0).creatures[1].hp = 4
    m.state.phase = "shaman"
    assert m.legal_actions() == ["shaman sure 1", "shaman sure 2", "shaman gamble 1", "shaman gamble 2",
                                 "shaman all", "leave"]
    run(m, "shaman sure 1")
    assert p(m, 0).creatures[0].hp == 5  # revived at 50%
    for face, hp in ((5, 7), (6, 10)):
        m.state.phase, m.state.turn = "shaman", 0
        p(m, 0).creatures[1].hp = 4
        m.force_dice([face])
        run(m, "shaman gamble 2")
        assert p(m, 0).creatures[1].hp == hp
    m.state.phase, m.state.turn = "shaman", 0
    p(m, 0).creatures[0].hp, p(m, 0).creatures[1].hp = 0, 4
    m.force_dice([9])
    run(m, "shaman all")
    assert [f.hp for f in p(m, 0).creatures] == [10, 10]


def test_arriving_at_your_own_home_revives_at_50_percent_and_resting_heals_fully():
    m = ready()
    team(m, 0, creature("Down"), creature("Hurt"))
    p(m, 0).creatures[0].hp = 0
    p(m, 0).creatures[1].hp = 3
    at(m, 0, "hollow_oak")
    m.force_dice([1, 1])
    run(m, "roll", "go lane_1")
    assert p(m, 0).pos == "home_1" and p(m, 0).creatures[0].hp == 5 and p(m, 0).creatures[1].hp == 3
    m.state.turn, m.state.phase = 0, "turn"
    assert "rest" in m.legal_actions()
    ev = run(m, "rest")
    assert [f.hp for f in p(m, 0).creatures] == [10, 10] and of(ev, "turn")[0]["seat"] == 1


def test_thieves_stake_points_and_roll_for_one_to_three_thieves_scaled_to_level():
    m = ready()
    p(m, 0).level = 2
    at_the_thieves(m, bank=3)
    assert m.legal_actions() == ["stake 0", "stake 1", "stake 2", "stake 3"]
    m.force_dice([7])
    ev = run(m, "stake 2")
    b = m.state.battle
    assert len(b.sides[1].npc) == 2 and b.stake == 2 and p(m, 0).bank == 1
    thief = b.sides[1].npc[0]
    assert (thief.strength("attack"), thief.max_hp) == (4, 12)  # base 3/10 + one Attack, one HP point
    assert of(ev, "roll")[0]["outcome"] == "2"


def test_beating_the_thieves_keeps_the_stake_and_doubles_it_as_exp():
    m = ready()
    team(m, 0, creature(attack=40))
    at_the_thieves(m, bank=2)
    m.force_dice([1, 2])  # one thief; an unmitigated hit
    run(m, "stake 2", "strike")
    assert p(m, 0).level == 2 and p(m, 0).exp == 0  # 1 EXP for the thief + 2 for the stake
    assert p(m, 0).bank == 2 + 2  # the stake kept, and level 2's two points
    m = ready()
    at_the_thieves(m, bank=2)
    m.force_dice([1])
    run(m, "stake 2", "pick 1", "forfeit")
    assert p(m, 0).bank == 0


def test_a_warlord_holding_its_sigil_may_be_challenged_and_gives_it_when_beaten():
    m = ready()
    team(m, 0, creature(attack=99))
    at(m, 0, "ashen_foot")
    m.force_dice([1, 1])
    run(m, "roll", "go ashen_pass")
    assert m.legal_actions() == ["challenge", "leave"]
    m.force_dice([2, 2])
    run(m, "challenge", "strike", "strike")
    assert m.state.sigils["power"] == 0 and p(m, 0).power_free == 3


def test_ascension_swaps_two_players_and_astral_sickness_blocks_the_next_turns_cast():
    m = ready(seats=3)
    p(m, 0).charges = 2
    at(m, 1, "moonwell")
    run(m, "ascend 1 2")
    assert p(m, 0).pos == "moonwell" and p(m, 1).pos == "home_1"
    assert not [a for a in m.legal_actions() if a.startswith("ascend")]
    m.state.players[0].astral = 1  # the next turn
    assert not [a for a in m.legal_actions() if a.startswith("ascend")]
    m.state.players[0].astral = 0
    assert [a for a in m.legal_actions() if a.startswith("ascend")]


def test_infinite_bandage_heals_at_the_end_of_each_turn_and_never_revives():
    m = ready()
    team(m, 0, creature("Hurt"), creature("Down"))
    p(m, 0).creatures[0].hp, p(m, 0).creatures[1].hp = 2, 0
    p(m, 0).artifacts["bandage"] = 3
    at(m, 0, "old_bridge")
    m.force_dice([1, 1])
    run(m, "roll", "go north_road_3")
    assert [f.hp for f in p(m, 0).creatures] == [4, 0]


def test_tailwind_rolls_twice():
    m = ready()
    p(m, 0).bank = 2
    run(m, "buy tailwind")
    assert p(m, 0).artifacts["tailwind"] == 1 and p(m, 0).bank == 0
    m.force_dice([1, 1, 3, 3])
    ev = run(m, "roll")
    assert of(ev, "move_roll")[0]["rolls"] == [2, 6]
