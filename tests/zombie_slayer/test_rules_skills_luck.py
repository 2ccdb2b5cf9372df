"""The eight skills, the Luck die, and searching for treasure."""
from __future__ import annotations

import pytest

from engine.games.zombie_slayer.content import content

from .table import about, asked, custom, of, only_centre, place_tile, put, quiet, run, slayer_at, stage

ARCHER = ["D", "RR", "..D", "RRR.", ".....", "S.R..."]  # 2 defense + 6 ranged = 20 CP


def with_skill(skill: str, faces=None, **kw):
    m = custom(faces or ["D", "DD", "D..", "MMMM", ".....", "SMMMM."], skill=skill, **kw)
    return m


def test_aimed_shot_must_be_the_first_action_and_uses_both():
    m = with_skill("aimed", ARCHER)
    put(m, "b1", (2, 5))
    assert "skill aimed b1" in m.legal_actions()
    m.force_dice([6, 6, 6, 6, 6, 3])  # 6-face: 1 ranged + skill pip: +2 -> 3
    ev = run(m, "skill aimed b1", "keep 0", "accept")
    assert of(ev, "clash")[0]["attack"] == 3 and m.state.slayer.actions == 0


def test_aimed_shot_is_not_offered_after_moving():
    m = with_skill("aimed", ARCHER)
    put(m, "b1", (2, 5))
    run(m, "move 3,2")
    assert not any(a.startswith("skill aimed") for a in m.legal_actions())


def test_barrage_trades_strength_for_extra_barrage_actions():
    m = with_skill("barrage", ARCHER)
    put(m, "b1", (2, 5))
    put(m, "b2", (4, 5))
    m.force_dice([6, 6, 6, 6, 6, 2])
    ev = run(m, "skill barrage b1", "keep 0", "accept")
    assert of(ev, "clash")[0]["attack"] == 0 and m.state.slayer.barrage == 1
    run(m, "move 3,2")
    assert m.state.slayer.actions == 0
    assert any(a.startswith("skill barrage") for a in m.legal_actions())
    assert not any(a.startswith(("move", "attack", "search")) for a in m.legal_actions())


def test_assault_lowers_defense_until_the_next_turn_never_below_zero():
    m = with_skill("assault")
    put(m, "v1", (3, 2))
    m.force_dice([6, 6, 6, 6, 6, 2])
    run(m, "skill assault v1", "keep 0", "accept")
    assert m.state.slayer.defense_mod == -1 and m.state.zombies["v1"].pos is None
    run(m, "end")
    assert m.state.slayer.defense_mod == 0


def test_block_adds_two_defense_per_skill_pip():
    m = with_skill("block")
    put(m, "v1", (3, 2))
    m.force_dice([6, 6, 6, 6, 6, 6])  # zombie 2 melee; Ludwig's 6: 0 defense + 2 for Block
    run(m, "end", "accept")
    assert set(m.legal_actions()) >= {"defend", "skill block"}
    ev = run(m, "skill block", "keep 0")
    assert of(ev, "clash")[0]["defense"] == 2 and m.state.slayer.life == 5


def test_block_only_if_you_did_not_attack_on_your_turn():
    m = with_skill("block")
    put(m, "v1", (3, 2))
    m.force_dice([5, 5, 5, 5, 5, 1])
    run(m, "attack v1", "keep 0", "accept")
    m.force_dice([6])
    run(m, "end", "accept")
    assert "skill block" not in m.legal_actions()


def test_dash_moves_one_more_square_per_skill_pip_and_drops_defense_to_zero():
    m = with_skill("dash")
    m.force_dice([6, 6, 6, 6, 6])  # rolled right after the first square
    run(m, "skill dash", "move 3,2", "keep 0")
    assert asked(m)["kind"] == "dash" and about(m) == {"stage": "extra", "left": 1}
    run(m, "move 3,3")
    assert m.state.slayer.pos == (3, 3) and m.state.slayer.dash


def test_dash_makes_defense_zero_whatever_the_roll():
    m = with_skill("dash")
    m.state.slayer.dash = True
    put(m, "v1", (3, 2))
    m.force_dice([4, 2, 2, 2, 2, 2])  # zombie 2 melee; Ludwig's 2-face would give 2 defense
    ev = run(m, "end", "accept", "keep 0")
    assert of(ev, "clash")[0]["defense"] == 0


def test_endure_pain_adds_defense_until_the_next_turn():
    m = with_skill("endure")
    m.force_dice([6, 6, 6, 6, 6])
    run(m, "skill endure", "keep 0")
    assert m.state.slayer.defense_mod == 1


def test_endure_pain_rides_along_with_any_roll_of_the_hand():
    m = with_skill("endure")
    put(m, "v1", (3, 2))
    m.force_dice([6, 6, 6, 6, 6, 2])
    assert "keep 0 endure" in (run(m, "attack v1") and m.legal_actions())
    run(m, "keep 0 endure", "accept")
    assert m.state.slayer.defense_mod == 1 and m.state.slayer.actions == 1


def test_knock_back_shoves_a_surviving_zombie_away():
    m = with_skill("knockback")
    put(m, "b1", (3, 2))  # blue: toughness 2
    m.force_dice([6, 6, 6, 6, 6, 5])  # 4 melee against 4 defense: 0 damage; one shove
    run(m, "skill knockback b1", "keep 0", "accept")
    assert m.state.zombies["b1"].pos == (4, 2)


def test_knock_back_off_the_edge_of_the_town_destroys():
    m = with_skill("knockback")
    only_centre(m)
    slayer_at(m, (4, 2))
    put(m, "b1", (5, 2))
    m.force_dice([6, 6, 6, 6, 6, 5])
    ev = run(m, "skill knockback b1", "keep 0", "accept")
    assert of(ev, "knocked_off") and m.state.zombies["b1"].pos is None and m.state.slayer.xp == 1


def test_riposte_strikes_back_with_one_melee_per_skill_pip():
    m = with_skill("riposte")
    put(m, "v1", (3, 2))
    m.force_dice([4, 6, 6, 6, 6, 6, 3])  # zombie 2 melee; Ludwig's 6: skill pip; riposte vs the zombie's 3
    run(m, "end", "accept", "skill riposte", "keep 0")
    ev = run(m, "accept")
    assert of(ev, "clash")[0]["att"] == "slayer" and of(ev, "clash")[0]["attack"] == 1


def test_luck_rerolls_a_die_or_turns_it_by_one():
    m = quiet()
    put(m, "v1", (3, 2))
    m.force_dice([5, 5, 5, 5, 5, 6])
    run(m, "attack v1", "luck down 0")
    assert about(m)["dice"][0] == 4 and m.state.slayer.luck == 5
    run(m, "luck reroll 0")
    assert about(m)["dice"][0] == 6 and m.state.slayer.luck == 4


def test_luck_works_on_a_zombies_die_too():
    m = quiet()
    put(m, "v1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 1])
    run(m, "attack v1", "keep 0", "luck up 0")
    ev = run(m, "accept")
    assert not of(ev, "clash")[0]["already_dead"] and m.state.zombies["v1"].pos is None


def test_the_luck_die_is_used_one_last_time_on_its_1_face_and_never_regained():
    m = quiet(options={"luck": 1})
    put(m, "v1", (3, 2))
    m.force_dice([5, 5, 5, 5, 5])
    run(m, "attack v1")
    assert "luck up 0" in m.legal_actions()
    run(m, "luck up 0")
    assert m.state.slayer.luck == 0
    assert not any(a.startswith("luck") for a in m.legal_actions())


def test_each_die_of_a_roll_takes_luck_of_its_own_even_when_two_show_the_same_face():
    """Two cards' spawn dice both on 4: Luck rerolls or turns either one (they are different
    cards' dice), each named by its index, not only the first die of a face."""
    m = quiet()
    place_tile(m, (1, 0), "orchard", 0, visited=False)
    place_tile(m, (0, 1), "smithy", 0, visited=False)
    m.force_dice([4, 4])
    stage(m, {"kind": "spawn", "tiles": [[1, 0], [0, 1]], "r": None})
    assert about(m)["dice"] == [4, 4] and about(m)["owners"] == ["tile:orchard", "tile:smithy"]
    luck = [c for c in asked(m)["choices"] if c["verb"] == "spend_luck"]
    assert {(c["names"]["die"], c["names"]["how"]) for c in luck} == \
        {(die, how) for die in (0, 1) for how in ("reroll", "up", "down")}
    assert {c["names"]["tile"] for c in luck if c["names"]["die"] == 1} == {"smithy"}
    run(m, next(c["action"] for c in luck if c["names"] == {"die": 1, "how": "up", "tile": "smithy"}))
    assert about(m)["dice"] == [4, 5]


def quiet_search_table():
    m = quiet()
    place_tile(m, (0, 1), "orchard", 0)
    slayer_at(m, (2, 6))
    return m


def test_search_only_once_per_entry():
    m = quiet_search_table()
    assert "search" in m.legal_actions()
    m.force_dice([1])  # orchard 1-face: no treasure pip
    run(m, "search", "accept")
    assert "search" not in m.legal_actions()
    m.state.slayer.actions = 2
    out = next(a for a in m.legal_actions() if a.startswith("move") and int(a.split(",")[1]) <= 5)
    run(m, out)
    back = next(a for a in m.legal_actions() if a.startswith("move") and int(a.split(",")[1]) >= 6)
    run(m, back)
    m.state.slayer.actions = 1
    assert "search" in m.legal_actions()


def test_no_search_with_zombies_on_the_card():
    m = quiet_search_table()
    put(m, "v1", (0, 10))
    assert "search" not in m.legal_actions()


def test_the_town_centre_and_the_temple_cannot_be_searched():
    m = quiet()
    assert "search" not in m.legal_actions()


@pytest.mark.parametrize("card", ["followers", "items", "attributes"])
@pytest.mark.parametrize("result", [1, 2, 3, 4, 5, 6])
def test_every_treasure_result(card, result):
    m = quiet_search_table()
    tile = content().tiles["orchard"]
    face = next(k for k in range(2, 7) if tile.treasure(k) == card) if any(tile.treasure(k) == card for k in range(2, 7)) else None
    if face is None:  # the orchard shows two cards; take a card that shows this one
        name = next(t.id for t in content().tiles.values() if t.kind == "town" and any(t.treasure(k) == card for k in range(2, 7)))
        place_tile(m, (0, 1), name, 0)
        tile = content().tiles[name]
        face = next(k for k in range(2, 7) if tile.treasure(k) == card)
        slayer_at(m, next(sq for sq in m.state.grid.squares if sq[1] >= 6 and m.state.grid.walkable(sq)))
    s = m.state
    s.slayer.items = []
    m.force_dice([face, result] + [2] * 8)
    ev = run(m, "search", "accept", "accept")
    while asked(m)["kind"] != "turn" and m.result() is None:
        ev += run(m, m.legal_actions()[0])
    outcome = content().cards[card].results[result - 1]
    assert of(ev, "treasure")[0]["result"] == outcome
    if outcome == "zombie":
        assert of(ev, "spawn")[0]["colour"] == content().cards[card].zombie
        assert of(ev, "attack") and of(ev, "attack")[0]["att"] == of(ev, "spawn")[0]["token"]
    elif outcome in ("bron", "archibald", "prycille"):
        assert s.followers[outcome].alive
    elif outcome == "townsman":
        assert s.slayer.townsmen == 1
    elif card == "items":
        assert s.slayer.items == [outcome]
    elif outcome == "skill":
        assert len(s.slayer.skills) == 2
    else:
        assert s.slayer.items == []  # a pip, not a potion, even where the names agree ("defense")
        assert sum(face.count({"defense": "D", "melee": "M", "ranged": "R", "holy": "H"}[outcome]) for face in s.slayer.faces) > \
            sum(face.count({"defense": "D", "melee": "M", "ranged": "R", "holy": "H"}[outcome]) for face in content().slayers["ludwig"].faces)
