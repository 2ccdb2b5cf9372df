"""Fighting: reach, line of sight, strength, toughness, holy pips, Already Dead, experience."""
from __future__ import annotations

from .table import about, custom, of, place_tile, put, quiet, run, slayer_at

RANGER = ["D", "RR", "RRD", "RRR.", "....D", "S....."]  # 1 + 3*8 ... see cost below
# cost: 2 defense (2) + 6 ranged (18) = 20


def ranger(**kw):
    return custom(["D", "RR", "..D", "RRR.", ".....", "S.R..."], **kw)  # 2 D + 6 R = 20


def test_melee_reaches_the_eight_squares_around():
    m = quiet()
    for zid, sq in zip(["v1", "v2", "v3"], [(1, 2), (3, 3), (2, 1)]):
        put(m, zid, sq)
    put(m, "v4", (2, 4))  # two squares away: out of melee reach; Ludwig has no ranged pips
    legal = m.legal_actions()
    assert {"attack v1", "attack v2", "attack v3"} <= set(legal)
    assert "attack v4" not in legal


def test_melee_is_blocked_by_a_wall_between():
    m = quiet()
    place_tile(m, (0, 0), "bakers_lane", 0)  # has a wall between (4, 1) and (5, 1)
    slayer_at(m, (4, 1))
    put(m, "v1", (5, 1))
    assert "attack v1" not in m.legal_actions()


def test_ranged_attack_needs_an_empty_square_between():
    m = ranger()
    put(m, "v1", (3, 2))
    assert m.legal_actions().count("attack v1") == 1
    run(m, "attack v1")
    assert about(m)["context"]["mode"] == "melee"  # next to him, an attack is melee


def test_ranged_line_of_sight_is_blocked_by_tokens():
    m = ranger()
    put(m, "v1", (2, 4))
    assert "attack v1" in m.legal_actions()
    put(m, "v2", (2, 3))
    assert "attack v1" not in m.legal_actions()


def test_ranged_line_of_sight_is_blocked_by_walls_and_obstacles():
    m = ranger()
    slayer_at(m, (0, 1))
    put(m, "v1", (2, 1))  # the well at (1, 1) stands between
    assert "attack v1" not in m.legal_actions()


def test_torch_line_of_sight_ignores_tokens_but_not_walls():
    m = quiet()
    put(m, "v1", (2, 5))
    put(m, "v2", (2, 4))
    put(m, "v3", (2, 3))
    assert "throw 2,5" in m.legal_actions()  # over the heads of two zombies
    slayer_at(m, (0, 1))
    put(m, "v4", (2, 1))
    assert "throw 2,1" not in m.legal_actions()  # the well blocks


def test_damage_is_strength_divided_by_toughness_rounded_down():
    m = quiet()
    put(m, "b1", (3, 2))  # blue: toughness 2
    m.force_dice([4, 4, 4, 4, 4, 2])  # 4 melee against 2 defense: strength 2, 1 damage
    ev = run(m, "attack b1", "keep 0", "accept")
    assert of(ev, "clash")[0]["damage"] == 1
    assert m.state.zombies["b1"].pos is None


def test_blue_zombie_shrugs_off_strength_one():
    m = quiet()
    put(m, "b1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 4])  # 4 melee against 3 defense: strength 1, toughness 2: 0
    ev = run(m, "attack b1", "keep 0", "accept")
    assert of(ev, "clash")[0]["damage"] == 0
    assert m.state.zombies["b1"].pos == (3, 2)


def test_negative_strength_counts_as_zero():
    m = quiet()
    put(m, "v1", (3, 2))
    m.force_dice([5, 5, 5, 5, 5, 3])  # 0 melee against 3 defense
    ev = run(m, "attack v1", "keep 0", "accept")
    assert of(ev, "clash")[0]["attack"] == 0 and of(ev, "clash")[0]["damage"] == 0


def test_already_dead_negates_all_damage():
    m = quiet()
    put(m, "v1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 1])  # the zombie's 1-face carries the skill pip
    ev = run(m, "attack v1", "keep 0", "accept")
    assert of(ev, "clash")[0]["already_dead"]
    assert m.state.zombies["v1"].pos == (3, 2)


def test_holy_pips_never_reduce_skill_pips():
    m = custom(["H", "..", "...", "MMMM", ".....", "SMMMM."])  # a holy pip on the 1-face
    put(m, "v1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 1])
    ev = run(m, "attack v1", "keep 0", "accept")
    assert of(ev, "clash")[0]["already_dead"]  # the skill pip of the zombie's 1 still counts


def test_each_kill_is_one_experience_and_ten_make_a_creation_point():
    m = quiet()
    m.state.slayer.xp = 9
    put(m, "v1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 2])
    ev = run(m, "attack v1", "keep 0", "accept")
    assert m.state.slayer.xp == 10 and m.state.slayer.cp == 1
    assert of(ev, "creation_point")


def test_creation_points_paint_empty_pips():
    m = quiet()
    m.state.slayer.cp = 2
    assert "train melee 5" in m.legal_actions()
    assert "train ranged 5" not in m.legal_actions()  # costs 3
    run(m, "train melee 5")
    assert m.state.slayer.faces[4].count("M") == 1 and m.state.slayer.cp == 0


def test_zombie_attack_hurts_the_slayer():
    m = quiet()
    put(m, "v1", (3, 2))
    m.force_dice([6, 5, 5, 5, 5, 5])  # 2 melee against 0 defense (Ludwig's 5-face is empty)
    ev = run(m, "end", "accept", "keep 0")
    assert of(ev, "damage")[0]["amount"] == 2 and m.state.slayer.life == 3


def test_the_slayer_dies_at_zero_life():
    m = quiet()
    m.state.slayer.life = 1
    put(m, "v1", (3, 2))
    m.force_dice([6, 5])
    run(m, "end", "accept", "keep 0")
    assert m.result() == {"winners": [], "reason": "slayer_killed", "turns": 1, "xp": 0}
    assert m.legal_actions() == [] and m.to_move() is None
