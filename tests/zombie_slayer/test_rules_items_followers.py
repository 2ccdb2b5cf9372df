"""Items (torch, dragon dung, potions), the inventory, and followers."""
from __future__ import annotations

from .table import asked, custom, of, only_centre, place_tile, put, quiet, run, slayer_at


def test_the_slayer_starts_with_a_torch_and_dragon_dung():
    m = quiet()
    assert sorted(m.state.slayer.items) == ["dung", "torch"]
    assert m.state.slayer.slots() == 3  # dragon dung counts as two items


def test_a_torch_deals_one_damage_that_cannot_be_defended():
    m = quiet()
    put(m, "b1", (2, 5))
    ev = run(m, "throw 2,5")
    assert of(ev, "destroyed")[0]["token"] == "b1" and not of(ev, "roll")
    assert "torch" not in m.state.slayer.items


def test_a_torch_used_before_a_move_must_be_followed_by_a_move():
    m = quiet()
    put(m, "v1", (2, 5))
    run(m, "throw 2,5")
    legal = m.legal_actions()
    assert legal and all(a.startswith(("move", "drop")) for a in legal)
    run(m, "move 3,2")
    assert "end" in m.legal_actions()


def test_dung_is_dropped_next_to_the_slayer_for_free_and_blocks_nobody():
    m = quiet()
    run(m, "move 3,2", "drop 4,3")
    assert m.state.dung == [(4, 3)] and m.state.slayer.actions == 1
    assert "move 4,3" in m.legal_actions()


def test_exploding_dung_hurts_everyone_around_it():
    m = quiet()
    m.state.dung = [(3, 0)]
    put(m, "v1", (2, 0))
    put(m, "v2", (4, 0))
    put(m, "g1", (3, 2))  # two squares away: safe
    slayer_at(m, (2, 2))
    ev = run(m, "throw 3,0")
    gone = {e["token"] for e in of(ev, "destroyed")}
    assert gone == {"v1", "v2"} and m.state.dung == []
    assert m.state.zombies["g1"].pos == (3, 2)


def test_an_explosion_does_not_reach_behind_a_wall():
    m = quiet()
    place_tile(m, (0, 0), "bakers_lane", 0)  # a garden wall stands between (4, 1) and (5, 1)
    m.state.dung = [(4, 1)]
    put(m, "v1", (5, 1))  # next to the dung, but behind the wall
    put(m, "v2", (3, 1))
    slayer_at(m, (2, 2))
    ev = run(m, "throw 4,1")
    assert {e["token"] for e in of(ev, "destroyed")} == {"v2"}
    assert m.state.zombies["v1"].pos == (5, 1)


def test_an_explosion_hurts_the_slayer_too():
    m = quiet()
    m.state.dung = [(3, 2)]
    ev = run(m, "throw 3,2")
    assert m.state.slayer.life == 4 and of(ev, "damage")[0]["token"] == "slayer"


def test_a_life_potion_never_raises_life_above_five():
    m = quiet()
    m.state.slayer.items.append("life")
    run(m, "quaff life")
    assert m.state.slayer.life == 5
    m.state.slayer.life, m.state.slayer.actions = 3, 1
    m.state.slayer.items.append("life")
    run(m, "quaff life")
    assert m.state.slayer.life == 4


def test_an_accuracy_potion_adds_one_to_the_next_attack():
    m = quiet()
    m.state.slayer.items.append("accuracy")
    put(m, "v1", (3, 2))
    run(m, "quaff accuracy")
    m.force_dice([4, 4, 4, 4, 4, 2])
    ev = run(m, "attack v1", "keep 0", "accept")
    assert of(ev, "clash")[0]["attack"] == 5 and m.state.slayer.accuracy == 0


def test_a_defense_potion_adds_two_to_the_next_defense():
    m = quiet()
    m.state.slayer.items.append("defense")
    put(m, "v1", (3, 2))
    run(m, "quaff defense")
    m.force_dice([6, 5, 5, 5, 5, 5])  # 2 melee against 0 + 2 defense
    ev = run(m, "end", "accept", "keep 0")
    assert of(ev, "clash")[0]["defense"] == 2 and m.state.slayer.life == 5


def test_the_inventory_holds_five_and_a_full_one_asks_what_to_discard():
    m = quiet()
    m.state.slayer.items = ["dung", "torch", "life", "life"]  # 5 slots
    from engine.games.zombie_slayer.searching import _item

    frame = {"kind": "search", "stage": "result", "tile": "bakers_lane", "card": "items", "r": None, "found": None, "ask": None}
    m.state.stack.append(frame)
    assert _item(m.state, frame, "defense", []) is False
    assert set(m.legal_actions()) == {"discard dung", "discard torch", "discard life", "leave"}
    run(m, "discard dung")
    assert sorted(m.state.slayer.items) == ["defense", "life", "life", "torch"]


def test_a_fanatic_townsman_adds_a_die_and_leaves_one_action_per_turn():
    m = quiet()
    m.state.slayer.townsmen = 1
    assert m.state.slayer.hand == 6
    run(m, "end")
    while asked(m)["kind"] != "turn":
        run(m, m.legal_actions()[0])
    assert m.state.slayer.actions == 1


def test_a_fanatic_townsman_adds_one_on_a_kept_1_and_two_on_a_kept_6():
    m = custom(["M", "..", "...", "....", ".....", "SMMMM."])  # 2 + 8 = 10 CP
    m.state.slayer.townsmen = 2
    put(m, "b1", (3, 2))
    m.force_dice([1, 1, 1, 1, 1, 1, 1, 5])
    ev = run(m, "attack b1", "keep 0", "accept")
    assert of(ev, "clash")[0]["attack"] == 1 + 2 * 1


def test_a_fanatic_townsman_sacrifices_himself_to_take_one_damage():
    m = quiet()
    m.state.slayer.townsmen = 1
    put(m, "v1", (3, 2))
    m.force_dice([6, 5, 5, 5, 5, 5, 5])  # 2 damage: the townsman takes one
    ev = run(m, "end", "accept", "keep 0")
    assert of(ev, "sacrifice") and m.state.slayer.townsmen == 0 and m.state.slayer.life == 4


def test_there_are_at_most_eight_fanatic_townsmen():
    m = quiet()
    m.state.slayer.townsmen = 8
    from engine.games.zombie_slayer.content import content
    from engine.games.zombie_slayer.searching import _found

    frame = {"kind": "search", "stage": "result", "tile": "x", "card": "followers", "r": None, "found": None, "ask": None}
    m.state.stack.append(frame)
    _found(m.state, frame, content().cards["followers"], "townsman", [])
    assert m.state.slayer.townsmen == 8


def test_followers_act_once_each_on_the_slayers_turn():
    m = quiet()
    put(m, "bron", (2, 2))
    run(m, "bron move 2,1")
    assert m.state.followers["bron"].pos == (2, 1)
    assert not any(a.startswith("bron ") for a in m.legal_actions())


def test_a_follower_moved_off_the_explored_town_is_lost():
    m = quiet()
    only_centre(m)
    put(m, "archibald", (0, 0))
    assert "archibald move -1,0" in m.legal_actions()
    ev = run(m, "archibald move -1,0")
    assert of(ev, "lost") and not m.state.followers["archibald"].alive


def test_followers_neither_explore_nor_search():
    m = quiet()
    onto = None
    for x in range(6):
        put(m, "bron", (x, 5))
        onto = next((a for a in m.legal_actions() if a.startswith("bron move") and a.endswith(",6")), None)
        if onto:
            break
    run(m, onto)
    assert not m.state.tiles[(0, 1)].visited
    assert not any(a.startswith("bron search") for a in m.legal_actions())


def test_followers_travel_on_the_slayers_square():
    m = quiet()
    put(m, "prycille", (2, 2))
    run(m, "move 3,2")
    assert m.state.position("prycille") == (3, 2)


def test_prycille_heals_the_slayer_by_her_skill_pips_never_above_five():
    m = quiet()
    put(m, "prycille", (2, 2))
    m.state.slayer.life = 4
    m.force_dice([6])  # her 6-face: two skill pips
    ev = run(m, "prycille heal", "accept")
    assert of(ev, "heal")[0]["amount"] == 1 and m.state.slayer.life == 5


def test_prycilles_holy_pips_weaken_zombies_next_to_her():
    m = quiet()
    put(m, "prycille", (3, 3))
    put(m, "v1", (3, 2))  # next to the slayer and to Prycille
    m.force_dice([4, 4, 4, 4, 4, 6])  # violet 6-face: 2 defense; Prycille's 6-face has a holy pip
    ev = run(m, "attack v1", "keep 0", "accept")
    assert of(ev, "clash")[0]["defense"] == 1


def test_a_duplicate_hero_on_the_followers_card_is_rolled_again():
    m = quiet()
    put(m, "bron", (2, 2))
    from engine.games.zombie_slayer.content import content
    from engine.games.zombie_slayer.searching import _found

    frame = {"kind": "search", "stage": "result", "tile": "x", "card": "followers", "r": None, "found": None, "ask": None}
    m.state.stack.append(frame)
    ev: list = []
    _found(m.state, frame, content().cards["followers"], "bron", ev)
    assert of(ev, "treasure_again") and of(ev, "roll")
