"""Every example printed in the Zombie Slayer rulebook, played through the real rules."""
from __future__ import annotations

from engine.games.zombie_slayer.content import content

from .table import START, about, custom, of, place_tile, put, quiet, run, slayer_at, stage, temple_id


def test_example_ludwig_attacks_a_violet_zombie():
    """Ludwig at full health rolls 6,4,2,2,1, keeps a 4 (4 melee); the violet zombie defends
    with a 3 (3 defense): 4 - 3 = 1, divided by toughness 1 = 1 damage: destroyed."""
    m = quiet()
    put(m, "v1", (3, 1))
    m.force_dice([6, 4, 2, 2, 1, 3])
    run(m, "attack v1")
    assert about(m)["dice"] == [6, 4, 2, 2, 1]
    ev = run(m, "keep 1", "accept")
    (clash,) = of(ev, "clash")
    assert (clash["attack"], clash["defense"], clash["damage"]) == (4, 3, 1)
    assert m.state.zombies["v1"].pos is None
    assert m.state.slayer.xp == 1


def test_example_ludwig_with_assault_wants_the_six():
    """With the skill, the 6-face is the better choice: 4 melee and the skill pip (+1)."""
    m = quiet()
    put(m, "v1", (3, 1))
    m.force_dice([6, 4, 2, 2, 1, 3])
    ev = run(m, "skill assault v1", "keep 0", "accept")
    (clash,) = of(ev, "clash")
    assert clash["attack"] == 5
    assert m.state.slayer.defense_mod == -1  # the price of Assault


def test_example_reading_a_dieagram_five_face():
    """A 5-face with 1 green, 1 violet and 3 empty pips reads as 1 green and 1 violet."""
    assert sorted(content().tiles["orchard"].encounter(5)) == ["green", "violet"]


def test_example_reading_a_dieagram_six_face_spawns_green_violet_blue():
    """Rolling the 6-face with 1 green, 1 violet, 1 blue pip spawns exactly those three."""
    m = quiet()
    place_tile(m, (3, 0), "orchard", 0)
    m.force_dice([6, 1, 1, 2, 1, 3, 1])
    ev = stage(m, {"kind": "spawn", "tiles": [[3, 0]], "r": None})
    ev += run(m, "accept")
    colours = sorted(e["colour"] for e in of(ev, "spawn"))
    assert colours == ["blue", "green", "violet"]


def test_example_coordinates_are_column_then_row_in_native_orientation():
    """Two dice give the spawn square: the first the column, the second the row, read in the
    card's native orientation (border east) and turned with the card."""
    m = quiet()
    place_tile(m, (3, 0), "orchard", 0)  # native: border east
    place_tile(m, (0, -3), "orchard", 3)  # border north: turned three quarters clockwise
    # Orchard's 3-face spawns one green zombie; then column 4, row 5 (an orchard lawn) on each card.
    m.force_dice([3, 3, 4, 5, 4, 5])
    ev = stage(m, {"kind": "spawn", "tiles": [[3, 0], [0, -3]], "r": None})
    ev += run(m, "accept")
    squares = [tuple(e["pos"]) for e in of(ev, "spawn")]
    # native (3, 4) on card (3, 0) is square (18 + 3, 0 + 4); turned a quarter anticlockwise it is
    # (4, 2) of card (0, -3), whose first square is (0, -18)
    assert squares == [(21, 4), (4, -16)]


def test_example_holy_pip_on_the_five_face():
    """One holy pip on the slayer's 5-face: violet and blue zombies defend with 1 less when
    they roll a 5; a green zombie attacks with 1 less when it rolls a 5."""
    faces = [".", "..", "...", "MMMM", "H....", "SMMMM."]  # 16 + 4 = 20 creation points
    m = custom(faces)
    put(m, "v1", (3, 1))
    put(m, "b1", (1, 2))
    m.force_dice([4, 4, 4, 4, 4, 5])
    ev = run(m, "attack v1", "keep 0", "accept")
    assert of(ev, "clash")[0]["defense"] == 2  # violet 5-face: 3 defense, minus 1
    m.force_dice([4, 4, 4, 4, 4, 5])
    ev = run(m, "attack b1", "keep 0", "accept")
    assert of(ev, "clash")[0]["defense"] == 3  # blue 5-face: 4 defense, minus 1
    m2 = custom(faces)
    put(m2, "g1", (3, 1))
    m2.force_dice([5, 2, 2, 2, 2, 2])
    ev = run(m2, "end", "accept", "keep 0")  # green zombie attacks with a 5: 3 melee, minus 1
    assert of(ev, "clash")[0]["attack"] == 2


def test_example_ritual_summons_at_most_the_most_skill_pips_on_one_die():
    """The Necromancer rolls 5, 3, 3, 1, 2: eleven skill pips (the 1-face's pip never counts),
    but no more zombies than the five on his best die."""
    m = quiet()
    place_tile(m, (4, 0), temple_id(), 0)
    put(m, "nec", (26, 2))
    m.force_dice([5, 3, 3, 1, 2] + [6] * 11 + [1, 1, 2, 1, 4, 1, 5, 1, 2, 2])
    ev = run(m, "end", "accept", "accept")
    (summoned,) = of(ev, "summoned")
    assert len(summoned["colours"]) == 5
    assert summoned["colours"] == sorted(summoned["colours"], key=["blue", "green", "violet"].index)
    assert len(of(ev, "spawn")) == 5


def test_example_the_necromancer_appears_first_on_the_altar():
    """When the Temple's card spawns, the blue-grey pip puts the Necromancer on the altar first."""
    m = quiet()
    place_tile(m, (4, 0), temple_id(), 0)
    slayer_at(m, START)
    m.force_dice([2, 1, 1])
    ev = stage(m, {"kind": "spawn", "tiles": [[4, 0]], "r": None})
    ev += run(m, "accept")
    spawns = of(ev, "spawn")
    assert spawns[0]["token"] == "nec" and tuple(spawns[0]["pos"]) == (26, 2)
    assert spawns[1]["colour"] == "blue"
