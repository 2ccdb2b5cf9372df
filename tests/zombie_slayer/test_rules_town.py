"""The town: setting up, exploring, spawning, and how zombies move and choose."""
from __future__ import annotations

import pytest

from engine import api
from engine.games.zombie_slayer.content import content
from engine.games.zombie_slayer.exploring import crossings, neighbour
from engine.games.zombie_slayer.state import BORDER_SIDES, upper_count

from .table import asked, of, only_centre, place_tile, put, quiet, run, slayer_at, stage


def test_setup_shuffles_the_temple_into_the_lower_half():
    for seed in range(1, 30):
        s = api.new_match("zombie_slayer", seed, ["human"]).state
        assert "temple" not in s.deck.pile[: upper_count(s.deck)]
        assert "temple" in s.deck.pile


def test_setup_places_four_cards_borders_outwards_around_the_centre():
    s = api.new_match("zombie_slayer", 5, ["human"]).state
    assert s.slayer.pos == (2, 2)
    for side in "NESW":
        placed = s.tiles[neighbour((0, 0), side)]
        assert BORDER_SIDES[placed.rot] == side


def test_no_zombies_spawn_on_the_town_centre():
    from engine.games.zombie_slayer.spawning import start_spawn

    m = quiet()
    start_spawn(m.state, [(0, 0), (1, 0)], [])
    assert m.state.stack[-1]["tiles"] == [[1, 0]]


def test_entering_a_new_card_explores_and_spawns_on_its_neighbours():
    m = quiet(3, {"placement": "auto"})
    s = m.state
    slayer_at(m, (2, 5))
    target = next(sq for sq in [(2, 6), (1, 6), (3, 6), (0, 6), (4, 6), (5, 6)] if sq in s.grid.steps((2, 5)))
    before = len(s.tiles)
    ev = run(m, f"move {target[0]},{target[1]}")
    assert of(ev, "explore") and s.tiles[(0, 1)].visited
    assert len(s.tiles) > before
    roll = of(ev, "roll")[0]
    assert roll["purpose"] == "spawn" and s.stack[-2]["kind"] == "spawn"
    tiles = {tuple(t) for t in s.stack[-2]["tiles"]}
    around = {neighbour((0, 1), side) for side in "NESW"} & set(s.tiles)
    assert tiles == around - {(0, 0)} and len(roll["dice"]) == len(tiles)


# Three whole games in `make test`; all fourteen (45 s) in `make journeys`.
TOWN_SEEDS = [pytest.param(seed, marks=() if seed <= 3 else pytest.mark.slow) for seed in range(1, 15)]


@pytest.mark.parametrize("seed", TOWN_SEEDS)
def test_new_cards_never_turn_their_border_to_the_card_entered(seed):
    m = api.new_match("zombie_slayer", seed, ["human"])
    for _ in range(300):
        if m.result():
            break
        told = asked(m)
        if told["kind"] == "explore":
            p, options = told["about"], [c["names"]["border"] for c in told["choices"]]
            entered = tuple(p["from"])
            back = {"N": "S", "S": "N", "E": "W", "W": "E"}[p["side"]]
            assert back not in options
            at = neighbour(entered, p["side"])
            card = content().tiles[p["tile"]]
            for border in options:
                assert crossings(m.state, entered, at, card, BORDER_SIDES.index(border)) > 0
        m.act(m.suggest(0))


def test_re_entering_a_card_does_not_explore_again():
    m = quiet(3, {"placement": "auto", "zombie_ties": "dice"})
    slayer_at(m, (2, 5))
    run(m, "move 2,6")
    while asked(m)["kind"] != "turn":
        run(m, m.legal_actions()[0])
    for z in m.state.zombies.values():
        z.pos = None
    ev = run(m, "move 2,5")
    m.state.slayer.actions = 2
    ev += run(m, "move 2,6")
    assert not of(ev, "explore")


def test_spawning_on_a_full_colour_takes_the_furthest_zombie():
    m = quiet(options={"zombie_ties": "dice"})
    place_tile(m, (3, 0), "orchard", 0)
    near = [(0, 0), (1, 0), (2, 0), (3, 0), (5, 0), (0, 2), (1, 2), (3, 2)]
    for i, sq in enumerate(near, start=1):
        put(m, f"g{i}", sq)
    far = m.state.zombies["g8"]
    far.pos = (23, 5)  # far away on the orchard
    m.force_dice([3, 1, 1])  # the orchard's 3-face: one green zombie, at column 1, row 1
    ev = stage(m, {"kind": "spawn", "tiles": [[3, 0]], "r": None})
    ev += run(m, "accept")
    assert of(ev, "recalled")[0]["token"] == "g8"
    assert m.state.zombies["g8"].pos == (18, 0)


def test_zombies_move_violet_first_then_green_then_blue():
    m = quiet(options={"zombie_ties": "dice"})
    slayer_at(m, (0, 0))
    put(m, "b1", (5, 5))
    put(m, "g1", (5, 3))
    put(m, "v1", (5, 0))
    m.force_dice([2] * 10)
    ev = run(m, "end")
    while asked(m)["kind"] != "turn":
        ev += run(m, m.legal_actions()[0])
    assert [e["token"] for e in of(ev, "activate")] == ["v1", "g1", "b1"]


def test_nearer_zombies_of_a_colour_move_first():
    m = quiet(options={"zombie_ties": "dice"})
    slayer_at(m, (0, 0))
    put(m, "v2", (3, 0))
    put(m, "v1", (5, 5))
    ev = run(m, "end")
    assert [e["token"] for e in of(ev, "activate")][:2] == ["v2", "v1"]


def test_zombies_take_a_shortest_path_and_the_player_picks_between_equal_routes():
    m = quiet(options={"zombie_ties": "choose"})
    put(m, "v1", (2, 5))  # three steps from the slayer at (2, 2); the cart at (1, 4) is solid
    run(m, "end")
    told = asked(m)
    assert told["kind"] == "zombies" and told["about"] == {"what": "route", "zombie": "v1"}
    assert [c["names"]["square"] for c in told["choices"] if c["verb"] == "route"] == [[2, 4], [3, 4]]
    assert "roll" in m.legal_actions()
    run(m, "route 3,4")
    assert m.state.zombies["v1"].pos == (3, 4)


def test_a_die_may_decide_a_zombie_route():
    m = quiet(options={"zombie_ties": "choose"})
    put(m, "v1", (2, 5))
    run(m, "end", "roll")
    assert m.state.zombies["v1"].pos in {(2, 4), (3, 4)}


def test_zombie_may_not_end_its_move_on_an_occupied_square():
    m = quiet(options={"zombie_ties": "dice"})
    slayer_at(m, (2, 0))
    put(m, "v2", (2, 1))
    put(m, "v3", (3, 1))
    put(m, "v1", (2, 2))  # its only ways on are taken, and it has a single action
    m.force_dice([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])
    ev = run(m, "end")
    while asked(m)["kind"] != "turn" and m.result() is None:
        ev += run(m, m.legal_actions()[0])
    assert m.state.zombies["v1"].pos == (2, 2)
    assert any(e["token"] == "v1" for e in of(ev, "zombie_stuck"))


def test_a_green_zombie_may_cross_a_square_with_another_zombie():
    m = quiet(options={"zombie_ties": "dice"})
    slayer_at(m, (2, 0))
    for zid, sq in (("b1", (1, 2)), ("b2", (2, 2)), ("b3", (3, 2))):
        put(m, zid, sq)
    put(m, "g1", (2, 3))
    m.force_dice([5] * 30)
    moves = [e for e in of(run(m, "end"), "move") if e["token"] == "g1"]
    while asked(m)["kind"] != "turn" and m.result() is None:
        moves += [e for e in of(run(m, m.legal_actions()[0]), "move") if e["token"] == "g1"]
    assert m.state.zombies["g1"].pos in {(2, 1), (3, 1)}
    assert len(moves) == 2 and tuple(moves[0]["to"]) in {(1, 2), (2, 2), (3, 2)}


def test_zombies_go_for_a_follower_whose_path_is_shorter():
    m = quiet(options={"zombie_ties": "dice"})
    slayer_at(m, (0, 0))
    put(m, "bron", (5, 3))
    put(m, "v1", (5, 5))
    m.force_dice([2] * 6)
    ev = run(m, "end")
    assert tuple(of(ev, "move")[0]["to"]) == (5, 4)  # towards Bron, two steps away, not the slayer


def test_a_zombie_whose_every_shortest_path_is_blocked_stops():
    """Every shortest way from (3, 0) to the slayer in the corner passes (1, 0), where the
    Necromancer stands: the zombie does not look for a longer way; it stops."""
    m = quiet(options={"zombie_ties": "dice"})
    only_centre(m)
    slayer_at(m, (0, 0))
    put(m, "nec", (1, 0))
    put(m, "v1", (3, 0))
    ev = run(m, "end")
    assert m.state.zombies["v1"].pos == (3, 0)
    assert of(ev, "zombie_stuck")[0]["token"] == "v1"


def test_a_zombie_prefers_an_unblocked_shortest_path():
    m = quiet(options={"zombie_ties": "dice"})
    only_centre(m)
    slayer_at(m, (2, 0))
    put(m, "nec", (2, 1))  # blocks the straight way; (3, 1) stays open
    put(m, "v1", (2, 2))
    run(m, "end")
    assert m.state.zombies["v1"].pos == (3, 1)


def test_a_zombie_next_to_a_follower_that_is_its_nearest_prey_attacks_the_follower():
    m = quiet(options={"zombie_ties": "dice"})
    slayer_at(m, (0, 0))
    put(m, "bron", (0, 3))
    put(m, "v1", (0, 4))
    m.force_dice([2, 2])
    ev = run(m, "end")
    assert of(ev, "attack")[0]["def"] == "bron"


def test_a_spawn_square_that_is_solid_or_taken_is_rolled_again():
    m = quiet()
    place_tile(m, (3, 0), "orchard", 0)
    put(m, "v8", (19, 0))  # the orchard's (1, 0) is taken
    # the 3-face spawns one green zombie: (2, 2) is a tree, (2, 1) is taken, (4, 5) is free lawn
    m.force_dice([3, 2, 2, 2, 1, 4, 5])
    ev = stage(m, {"kind": "spawn", "tiles": [[3, 0]], "r": None})
    ev += run(m, "accept")
    assert [tuple(e["pos"]) for e in of(ev, "spawn")] == [(21, 4)]


def test_the_necromancer_appears_only_once():
    m = quiet()
    place_tile(m, (4, 0), "temple", 0)
    m.force_dice([1])
    ev = stage(m, {"kind": "spawn", "tiles": [[4, 0]], "r": None})
    ev += run(m, "accept")
    assert m.state.nec.pos == (26, 2)
    m.state.nec.pos = (27, 3)  # wherever he stands now, a second blue-grey pip adds nobody
    m.force_dice([1])
    ev = stage(m, {"kind": "spawn", "tiles": [[4, 0]], "r": None})
    ev += run(m, "accept")
    assert not [e for e in of(ev, "spawn") if e["token"] == "nec"] and m.state.nec.pos == (27, 3)
