"""The Temple, the Necromancer, his Ritual, victory and defeat."""
from __future__ import annotations

from .table import asked, of, place_tile, put, quiet, run, slayer_at, stage, temple_id


def boss_table():
    m = quiet(options={"zombie_ties": "dice"})
    place_tile(m, (1, 0), temple_id(), 0)  # east of the centre; the altar is at (8, 2)
    m.state.boss = True
    put(m, "nec", (8, 2))
    return m


def test_the_necromancer_never_moves_or_attacks():
    m = boss_table()
    slayer_at(m, (7, 2))
    m.force_dice([2, 2, 2, 2, 2])  # a ritual roll with no skill pip on a non-1 face
    ev = run(m, "end", "accept")
    assert m.state.nec.pos == (8, 2)
    assert not [e for e in of(ev, "attack") if e["att"] == "nec"]
    assert of(ev, "ritual") and of(ev, "summoned")[0]["colours"] == []


def test_the_ritual_never_counts_the_skill_pip_of_the_1_face():
    m = boss_table()
    m.force_dice([1, 1, 1, 1, 1])
    ev = run(m, "end", "accept")
    assert of(ev, "summoned")[0]["colours"] == []


def test_ritual_overflow_places_blue_then_green_then_violet():
    """With two free squares left in the Temple and three zombies summoned (blue, violet, blue),
    the two blue ones are placed and the violet one finds no room."""
    m = boss_table()
    s = m.state
    temple = sorted(sq for sq in s.grid.squares if 6 <= sq[0] < 12 and s.grid.walkable(sq) and sq != (8, 2))
    slayer_at(m, temple[0])
    free = temple[1:]
    fill = [z for z in sorted(s.zombies) if z not in ("b7", "b8", "g8", "v8")]  # 20 counters
    for zid, sq in zip(fill, free[: len(fill)]):
        put(m, zid, sq)
    for fid, sq in zip(("bron", "archibald", "prycille"), free[len(fill):]):
        put(m, fid, sq)
    assert len([sq for sq in free if s.occupant(sq) is None]) == 2
    # his Hand 3, 2, 2, 2, 2: three skill pips, at most three zombies; the Temple's 6-face
    # shows blue (its treasure corner), violet and blue
    m.force_dice([3, 2, 2, 2, 2, 6, 6, 6])
    ev = stage(m, {"kind": "ritual", "stage": "hand", "h": None, "t": None, "cap": 0})
    ev += run(m, "accept", "accept")
    assert of(ev, "summoned")[0]["colours"] == ["blue", "blue", "violet"]
    assert [e["colour"] for e in of(ev, "spawn")] == ["blue", "blue"]
    assert [e["colour"] for e in of(ev, "no_room")] == ["violet"]


def test_killing_the_necromancer_wins_and_the_zombies_crumble():
    m = boss_table()
    slayer_at(m, (7, 2))
    put(m, "v1", (0, 0))
    m.state.nec.life = 1
    m.force_dice([4, 4, 4, 4, 4, 2])  # 4 melee against his 2-face: 1 defense; 3 // 2 = 1
    ev = run(m, "attack nec", "keep 0", "accept")
    assert m.result()["reason"] == "necromancer_slain" and m.result()["winners"] == [0]
    assert of(ev, "crumble") and m.state.on_board() == []


def test_the_necromancer_keeps_already_dead_when_he_rolls_a_1():
    m = boss_table()
    slayer_at(m, (7, 2))
    m.force_dice([4, 4, 4, 4, 4, 6, 6, 1, 2, 3])
    ev = run(m, "attack nec", "keep 0", "accept")
    assert of(ev, "clash")[0]["already_dead"] and m.state.nec.life == 5


def test_an_explosion_that_kills_both_loses_the_game():
    m = boss_table()
    slayer_at(m, (7, 2))
    m.state.slayer.life = 1
    m.state.nec.life = 1
    m.state.dung = [(7, 3)]
    run(m, "throw 7,3")
    assert m.result()["reason"] == "slayer_killed"


def test_undo_takes_back_a_move_but_never_a_roll():
    m = quiet()
    d0 = m.digest()
    run(m, "move 3,2")
    assert m.undo() and m.digest() == d0
    put(m, "v1", (3, 2))
    run(m, "attack v1")
    assert not m.undo()
    assert asked(m)["kind"] == "roll"


def test_only_the_necromancers_1_face_is_already_dead_not_his_ritual_pips():
    """His 3- and 5-faces carry skill pips for the Ritual; they never make him Already Dead."""
    m = boss_table()
    slayer_at(m, (7, 2))
    m.force_dice([4, 4, 4, 4, 4, 3, 5, 3, 5, 5])  # 4 melee; he rolls only Ritual faces (0 defense)
    ev = run(m, "attack nec", "keep 0", "accept")
    clash = of(ev, "clash")[0]
    assert not clash["already_dead"] and clash["damage"] == 2 and m.state.nec.life == 3


def test_summoned_zombies_act_from_the_next_zombies_turn():
    m = boss_table()
    slayer_at(m, (7, 2))  # next to the altar: anything summoned there could reach him
    m.force_dice([3, 2, 2, 2, 2] + [6, 6, 6] + [2, 1, 3, 1, 4, 1] + [2] * 20)
    ev = run(m, "end", "accept", "accept")
    summoned = [e["token"] for e in of(ev, "spawn")]
    assert summoned and not [e for e in of(ev, "activate") if e["token"] in summoned]
    assert asked(m)["kind"] == "turn"
