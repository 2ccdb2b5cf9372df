"""EverZone's rules, each through Match.act on a table set by tests/everzone/table.py.

Names follow the rulebook and docs/rules/everzone.md; the rulebook's examples (12 against 8, the
surrender) are here as tests.
"""
from __future__ import annotations

import pytest

from engine.core.errors import BadOptions
from engine.games.everzone.content import Effect, Location, content
from engine.games.everzone.state import leader_uid

from .table import FIELD, at_turn, clear, finish_setup, lay, made_up, orders, support, unit, war

__all__ = ["made_up"]  # the fixture, imported for pytest
pytestmark = pytest.mark.usefixtures("made_up")  # every test may stand on the made-up Test Field


def events_of(events, kind):
    return [e for e in events if e["type"] == kind]


def command(m, side):
    return m.state.sides[side].command


# --- setup --------------------------------------------------------------------------------------------
def test_command_points_are_10_20_or_30():
    assert war(command=10).state.sides[0].command == 10
    assert war(command=30).state.sides[1].command == 30
    assert war().state.sides[0].command == 20
    with pytest.raises(BadOptions):
        war(command=15)


def test_three_players_must_command_three_different_races():
    with pytest.raises(BadOptions):
        war(3, decks=["numan_vanguard_placeholder"] * 3)
    numan = [d.id for d in content().decks.values() if d.race == "numan"]
    with pytest.raises(BadOptions):
        war(3, decks=[numan[0], numan[1], numan[0]])


def test_the_leader_is_chosen_in_secret_and_starts_in_hand_as_an_eleventh_card():
    m = war()
    leaders = [u.id for u in content().leaders(m.state.players[0].race)]
    assert [a for a in m.legal_actions() if a.startswith("leader ")] == [f"leader {u}" for u in leaders]
    m.act(f"leader {leaders[1]}")
    assert m.view(1)["players"][0]["leader"] is None
    finish_setup(m)
    p = m.state.players[0]
    assert p.leader == leader_uid(0) and m.state.card(p.leader) == leaders[1]
    assert p.leader in p.hand and len(p.hand) == 11
    assert m.view(1)["players"][0]["leader"] is None
    assert m.view(0)["players"][0]["leader"]["card"] == leaders[1]


def test_each_side_picks_three_locations_shuffled_with_the_three_bases_into_nine():
    m = war()
    finish_setup(m)
    picks = m.state.players[0].picks + m.state.players[1].picks
    assert len(picks) == 6 and len(set(m.state.players[0].picks)) == 3
    deck = m.state.battle_deck + [m.state.location]
    assert sorted(deck) == sorted(picks + ["base_land", "base_sea", "base_space"])


def test_three_players_battle_deck_is_the_nine_picks_without_bases():
    m = war(3)
    finish_setup(m)
    deck = m.state.battle_deck + [m.state.location]
    assert len(deck) == 9 and not any(content().locations[x].base for x in deck)


def test_in_2v2_each_teams_first_seat_picks_the_three_locations():
    m = war(4)
    finish_setup(m)
    assert [len(p.picks) for p in m.state.players] == [3, 3, 0, 0]
    assert len(m.state.battle_deck) + 1 == 9


# --- draw, battle and deployment phases ------------------------------------------------------------------
def test_redraw_discards_the_hand_and_draws_one_fewer_as_often_as_wanted():
    m = war()
    finish_setup(m)
    p = m.state.players[0]
    before = [u for u in p.hand if u != p.leader]
    m.act("redraw")
    assert len(p.hand) == 10 and p.leader in p.hand
    assert p.deck.discards == before
    while "redraw" in m.legal_actions():
        m.act("redraw")
    assert len(p.hand) == 2  # one card and the leader: no more redraws


def test_any_unit_may_be_deployed_even_one_that_cannot_fight_here(made_up):
    made_up(unit("sea_only", 3, 3, 1, 2, places=("sea",)))
    m = war()
    finish_setup(m)
    m.state.location = FIELD
    sailor = lay(m, 0, "sea_only", where="hand")
    assert f"deploy {sailor}" in m.legal_actions()
    m.act(f"deploy {sailor}")
    assert "redraw" not in m.legal_actions()  # phase 2 is over once a card is deployed
    m.act("done")
    m.act("done")
    assert f"activate {sailor}" not in m.legal_actions()


def test_leaders_ignore_location_limits(made_up):
    made_up(unit("sea_leader", 5, 5, 2, 5, places=("sea",), leader=True))
    m = war()
    at_turn(m)
    boss = lay(m, 0, "sea_leader")
    assert f"activate {boss}" in m.legal_actions()


def test_deployment_shows_the_others_only_how_many_cards_face_down():
    m = war()
    finish_setup(m)
    p = m.state.players[0]
    units = [u for u in p.hand if m.state.card(u) in content().units]
    m.act(f"deploy {units[0]}")
    m.act("done")
    seen = m.view(1)["players"][0]
    assert seen["field"] == []  # sealed until seat 2 has deployed too
    m.act("done")
    seen = m.view(1)["players"][0]
    assert seen["field"] == [{"slot": "0.1", "status": "down", "order": 1, "locked": False}]


# --- activation and resources ----------------------------------------------------------------------------
def test_activation_over_the_limit_must_deactivate_before_sealing(made_up):
    made_up(unit("heavy", 4, 4, 1, 12))
    m = war()
    at_turn(m)
    a, b = lay(m, 0, "heavy"), lay(m, 0, "heavy")
    assert not any(x.startswith("deactivate") for x in m.legal_actions())  # only when forced
    m.act(f"activate {a}")
    m.act(f"activate {b}")  # 24 of 20: allowed, but it must be put right
    legal = m.legal_actions()
    assert "done" not in legal and f"deactivate {a}" in legal and f"deactivate {b}" in legal
    m.act(f"deactivate {a}")
    assert "done" in m.legal_actions() and f"activate {a}" not in m.legal_actions()


def test_supports_are_paid_from_the_turns_resources(made_up):
    made_up(unit("heavy", 4, 4, 1, 16))
    made_up(support("big_gun", 5, Effect("activate", "draw", 1), attack=2))
    m = war()
    at_turn(m)
    clear(m, 0)
    gun = lay(m, 0, "big_gun", where="hand")
    heavy = lay(m, 0, "heavy")
    assert f"play {gun}" in m.legal_actions()
    m.act(f"activate {heavy}")
    assert f"play {gun}" not in m.legal_actions()  # 16 + 5 > 20


def test_one_support_per_turn_saved_up_within_a_battle(made_up):
    made_up(support("flare", 1, Effect("activate", "shield", 1)))
    m = war()
    at_turn(m)
    flares = [lay(m, 0, "flare", where="hand") for _ in range(3)]
    m.act(f"play {flares[0]}")
    assert not any(a.startswith("play ") for a in m.legal_actions())
    orders(m, 0)
    orders(m, 1)
    assert m.state.turn == 2
    # none was played in turn 2 yet: one more allowed (2 in all by turn 2)
    m.act(f"play {flares[1]}")
    assert not any(a.startswith("play ") for a in m.legal_actions())


def test_an_unspent_support_allowance_is_saved_for_a_later_turn(made_up):
    made_up(support("flare", 1, Effect("activate", "shield", 1)))
    m = war()
    at_turn(m)
    flares = [lay(m, 0, "flare", where="hand") for _ in range(3)]
    orders(m, 0)
    orders(m, 1)
    m.act(f"play {flares[0]}")
    m.act(f"play {flares[1]}")
    assert not any(a.startswith("play ") for a in m.legal_actions())


def test_supports_cannot_be_deactivated_and_are_retreated_when_they_no_longer_fit(made_up):
    made_up(Location("shrinking", "Shrinking", "land", False, (20, 6), "Test."))
    made_up(unit("mid", 3, 3, 1, 10))
    made_up(support("post", 5, Effect("activate", "shield", 1)))
    m = war()
    at_turn(m, "shrinking")
    mid, post = lay(m, 0, "mid"), lay(m, 0, "post", where="hand")
    orders(m, 0, f"activate {mid}", f"play {post}")
    orders(m, 1)
    assert m.state.turn == 2 and m.view(0)["me"]["usage"] == 15
    legal = m.legal_actions()
    assert f"retreat {post}" in legal and f"deactivate {post}" not in legal and "done" not in legal
    m.act(f"retreat {post}")
    assert post in m.state.players[0].deck.discards


def test_resources_never_carry_over_between_turns(made_up):
    made_up(Location("steps", "Steps", "land", False, (10, 15), "Test."))
    made_up(unit("small", 1, 1, 0, 2))
    m = war()
    at_turn(m, "steps")
    orders(m, 0, f"activate {lay(m, 0, 'small')}")  # 8 of 10 left unused
    orders(m, 1)
    assert m.view(0)["me"]["limit"] == 15


def test_a_destroyed_unit_frees_its_resources(made_up):
    made_up(unit("bulky", 1, 1, 0, 18))
    made_up(unit("gunner", 9, 9, 5, 5))
    m = war()
    at_turn(m)
    bulky, spare = lay(m, 0, "bulky"), lay(m, 0, "bulky")
    orders(m, 0, f"activate {bulky}")
    orders(m, 1, f"activate {lay(m, 1, 'gunner')}")
    assert bulky in m.state.players[0].fallen
    assert m.view(0)["me"]["usage"] == 0 and f"activate {spare}" in m.legal_actions()


# --- the clash ------------------------------------------------------------------------------------------
def test_attacker_destroys_the_whole_army_and_the_difference_is_damage(made_up):
    made_up(unit("striker", 12, 2, 3, 5))
    made_up(unit("wall", 1, 8, 1, 5))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    wall, resting = lay(m, 1, "wall"), lay(m, 1, "wall", status="off")
    events = orders(m, 1, f"activate {wall}")
    strike = events_of(events, "strike")
    assert strike[0]["from"] == [0] and strike[0]["beaten"] and strike[0]["damage"] == 4 and len(strike) == 1
    assert command(m, 1) == 16 and command(m, 0) == 20
    assert {wall, resting} <= set(m.state.players[1].fallen)  # deactivated units are destroyed too


def test_defender_survives_and_counterattacks(made_up):
    made_up(unit("sniper", 3, 4, 5, 4))
    made_up(unit("bulwark", 7, 6, 1, 5))
    m = war()
    at_turn(m)
    sniper = lay(m, 0, "sniper")
    orders(m, 0, f"activate {sniper}")
    events = orders(m, 1, f"activate {lay(m, 1, 'bulwark')}")
    first, back = events_of(events, "strike")
    assert first["from"] == [0] and not first["beaten"]
    assert back["from"] == [1] and back["counter"] and back["beaten"] and back["damage"] == 3
    assert command(m, 0) == 17 and sniper in m.state.players[0].fallen


def test_equal_range_strikes_together(made_up):
    made_up(unit("left", 5, 3, 2, 4))
    made_up(unit("right", 4, 4, 2, 4))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'left')}")
    events = orders(m, 1, f"activate {lay(m, 1, 'right')}")
    hits = events_of(events, "strike")
    assert len(hits) == 2 and all(h["together"] and h["beaten"] for h in hits)
    assert (command(m, 0), command(m, 1)) == (19, 19)
    assert m.state.players[0].field == [] and m.state.players[1].field == []


def test_an_army_with_no_attack_does_not_attack(made_up):
    made_up(unit("decoy", 0, 2, 6, 2))
    made_up(unit("rock", 1, 8, 1, 4))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'decoy')}")
    events = orders(m, 1, f"activate {lay(m, 1, 'rock')}")
    first, back = events_of(events, "strike")
    assert not first["strikes"] and not first["beaten"]
    assert back["strikes"] and not back["beaten"]
    assert (command(m, 0), command(m, 1)) == (20, 20)


def test_an_empty_army_takes_the_whole_attack(made_up):
    made_up(unit("striker", 12, 2, 3, 5))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    orders(m, 1)
    assert command(m, 1) == 8


def test_face_down_cards_survive_their_armys_defeat(made_up):
    made_up(unit("striker", 12, 2, 3, 5))
    made_up(unit("wall", 1, 8, 1, 5))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    hidden = lay(m, 1, "wall")
    orders(m, 1, f"activate {lay(m, 1, 'wall')}")
    assert [s.uid for s in m.state.players[1].field] == [hidden]


def test_units_whose_defense_drops_to_0_are_destroyed(made_up):
    made_up(unit("frail", 2, 1, 1, 2))
    made_up(support("sapper", 1, Effect("static", "weaken", 1, stat="defense")))
    m = war()
    at_turn(m)
    frail = lay(m, 0, "frail")
    orders(m, 0, f"activate {frail}")
    events = orders(m, 1, f"play {lay(m, 1, 'sapper', where='hand')}")
    gone = events_of(events, "destroyed")
    assert gone[0]["uid"] == frail and gone[0]["why"] == "defense 0"
    assert frail in m.state.players[0].fallen


# --- surrender and the end -----------------------------------------------------------------------------------
def _quiet_first_turn(m):
    """Turn 1: seat 1 shows 7 printed attack (9 with a boost), neither army can beat the other."""
    orders(m, 0, f"activate {lay(m, 0, 'shell')}")
    orders(m, 1, f"activate {lay(m, 1, 'club')}", f"play {lay(m, 1, 'rally', where='hand')}")
    assert m.state.turn == 2 and (command(m, 0), command(m, 1)) == (20, 20)


def test_surrender_costs_half_the_enemys_base_attack_rounded_down(made_up):
    made_up(unit("shell", 1, 12, 2, 5))
    made_up(unit("club", 7, 12, 1, 5))
    made_up(support("rally", 1, Effect("static", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    _quiet_first_turn(m)
    assert m.view(0)["armies"][1]["attack"] == 9
    events = m.act("surrender") + m.act("done")
    assert events_of(events, "surrender")[0]["damage"] == 3  # 7 // 2, not 9 // 2
    assert command(m, 0) == 17 and m.state.battle == 2 and m.state.phase == "prepare"


def test_surrender_only_after_a_clash_before_a_new_turn(made_up):
    made_up(unit("shell", 1, 12, 2, 5))
    made_up(unit("club", 7, 12, 1, 5))
    made_up(support("rally", 1, Effect("static", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    assert "surrender" not in m.legal_actions()  # no clash fought yet
    _quiet_first_turn(m)
    assert "surrender" in m.legal_actions()
    orders(m, 0)
    orders(m, 1)
    assert m.state.turn == 3 and "surrender" in m.legal_actions()


def test_the_third_surrender_loses(made_up):
    made_up(unit("shell", 1, 12, 2, 5))
    made_up(unit("club", 7, 12, 1, 5))
    made_up(support("rally", 1, Effect("static", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    _quiet_first_turn(m)
    m.state.sides[0].surrenders = 2
    m.act("surrender")
    m.act("done")
    assert m.result() == {"winners": [1], "reason": "third surrender", "command": [20, 20]}


def _play_out_battle(m):
    while m.result() is None and m.state.phase == "orders":
        m.act("done")


def test_running_out_of_battle_cards_most_command_points_wins():
    m = war()
    at_turn(m)
    m.state.battle_deck = []
    m.state.sides[0].command, m.state.sides[1].command = 15, 12
    _play_out_battle(m)
    assert m.result() == {"winners": [0], "reason": "most command points", "command": [15, 12]}


def test_equal_command_points_at_the_end_is_an_armistice():
    m = war()
    at_turn(m)
    m.state.battle_deck = []
    _play_out_battle(m)
    assert m.result() == {"winners": [], "reason": "armistice", "command": [20, 20]}


def test_the_last_side_standing_wins(made_up):
    made_up(unit("striker", 12, 2, 3, 5))
    m = war()
    at_turn(m)
    m.state.sides[1].command = 5
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    orders(m, 1)
    assert m.result() == {"winners": [0], "reason": "last side standing", "command": [20, 0]}


def test_the_leader_returns_to_hand_after_the_battle():
    m = war()
    at_turn(m)
    leader = leader_uid(0)
    orders(m, 0, f"activate {_deploy_leader(m, 0)}")
    _play_out_battle(m)
    p = m.state.players[0]
    assert leader in p.hand and leader not in p.deck.discards and m.state.battle == 2


def _deploy_leader(m, seat):
    from engine.games.everzone.state import Slot

    p = m.state.players[seat]
    p.hand.remove(p.leader)
    m.state.deployed += 1
    p.field.append(Slot(f"{seat}.{len(p.field) + 1}", p.leader, order=m.state.deployed))
    m.state.before[str(seat)]["field"].append({"slot": p.field[-1].slot, "uid": p.leader, "status": "down",
                                               "order": m.state.deployed, "locked": False, "used": False,
                                               "shown": False})
    m.state.before[str(seat)]["hand"].remove(p.leader)
    return p.leader


def test_a_destroyed_leader_is_gone_for_the_rest_of_the_game(made_up):
    made_up(unit("striker", 30, 2, 6, 5))
    m = war()
    at_turn(m)
    leader = _deploy_leader(m, 1)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    orders(m, 1, f"activate {leader}")
    _play_out_battle(m)
    p = m.state.players[1]
    assert leader in p.fallen and leader not in p.hand
    assert m.view(0)["players"][1]["leader_fallen"]


def test_the_retreat_phase_allows_an_optional_discard_and_a_hand_limit_of_10():
    m = war()
    at_turn(m)
    _play_out_battle(m)
    assert m.state.phase == "prepare" and m.state.stage == "discard"
    p = m.state.players[m.to_move()]
    extra = [lay(m, p.seat, "tarvis_marine" if "tarvis_marine" in content().units else next(iter(content().units)),
                 where="hand") for _ in range(2)]
    assert "draw" not in m.legal_actions()  # 12 cards: two must go
    m.act(f"discard {extra[0]}")
    m.act(f"discard {extra[1]}")
    assert "draw" in m.legal_actions()
    discards = [a for a in m.legal_actions() if a.startswith("discard ")]
    m.act(discards[0])  # the optional discard
    m.act("draw")
    assert sum(1 for u in p.hand if u != p.leader) == 10


def test_the_fallen_never_return_and_the_retreat_pile_is_reshuffled():
    m = war()
    at_turn(m)
    p = m.state.players[0]
    p.fallen, p.deck.discards = p.deck.pile[:5], p.deck.pile[5:8]
    p.deck.pile, p.deck.segments = [], []
    from engine.games.everzone.effects import draw

    drawn = draw(m.state, 0, 10, [])
    assert sorted(drawn) == sorted(p.hand[-3:]) and len(drawn) == 3  # only the retreat pile came back
    assert not set(drawn) & set(p.fallen) and p.deck.discards == []


# --- effects -----------------------------------------------------------------------------------------------
def test_supports_resolve_before_unit_abilities(made_up):
    made_up(unit("hunter", 3, 3, 1, 3, ability=Effect("activate", "destroy", 4)))
    made_up(unit("guard", 2, 3, 1, 3))
    made_up(support("brace", 1, Effect("activate", "boost", 3, stat="defense")))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'hunter')}")  # declared first...
    guard = lay(m, 1, "guard")
    events = orders(m, 1, f"activate {guard}", f"play {lay(m, 1, 'brace', where='hand')}")
    resolved = [e["card"] for e in events_of(events, "resolve")]
    assert resolved == ["brace", "hunter"]  # the support first, though declared last
    hunted = [e for e in events_of(events, "effect") if e["do"] == "destroy"]
    assert hunted[0]["target"] is None  # the guard's defense was 6 by then


def test_the_last_declared_resolves_first_and_a_fizzled_effect_is_spent(made_up):
    made_up(unit("builder", 4, 3, 1, 3, ability=Effect("activate", "boost", 3, stat="defense")))
    made_up(unit("hunter", 3, 3, 1, 3, ability=Effect("activate", "destroy", 4)))
    m = war()
    at_turn(m)
    builder = lay(m, 0, "builder")
    orders(m, 0, f"activate {builder}")
    events = orders(m, 1, f"activate {lay(m, 1, 'hunter')}")
    assert [e["card"] for e in events if e["type"] in ("resolve", "fizzle")] == ["hunter", "builder"]
    assert events_of(events, "fizzle")[0]["uid"] == builder
    assert builder in m.state.players[0].fallen


def test_an_ability_works_once_per_activation(made_up):
    made_up(unit("scout", 1, 5, 1, 3, ability=Effect("activate", "draw", 1)))
    made_up(unit("rock", 0, 9, 0, 3))
    m = war()
    at_turn(m)
    scout, napping = lay(m, 0, "scout"), lay(m, 0, "scout", status="off")
    events = orders(m, 0, f"activate {scout}")
    events += orders(m, 1, f"activate {lay(m, 1, 'rock')}")
    assert len([e for e in events_of(events, "effect") if e["uid"] == scout]) == 1
    events = orders(m, 0)
    events += orders(m, 1)
    assert not [e for e in events_of(events, "effect") if e["uid"] == scout]  # still active: no second draw
    events = orders(m, 0, f"activate {napping}")  # revealed before, deactivated, activated again
    events += orders(m, 1)
    assert [e["uid"] for e in events_of(events, "effect")] == [napping]


def test_a_chosen_ability_is_used_once_per_activation_and_cannot_be_taken_back(made_up):
    made_up(unit("captain", 2, 9, 1, 3, ability=Effect("choice", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    captain = lay(m, 0, "captain", status="active")
    assert f"use {captain}" in m.legal_actions()
    m.act(f"use {captain}")
    legal = m.legal_actions()
    assert f"use {captain}" not in legal and not [a for a in legal if "cancel" in a]
    orders(m, 0)
    orders(m, 1)
    assert f"use {captain}" not in m.legal_actions()


def test_swap_returns_a_deployed_unit_even_the_leader_and_deploys_one_from_hand(made_up):
    made_up(unit("switcher", 2, 9, 1, 3, ability=Effect("choice", "swap")))
    made_up(unit("fresh", 3, 3, 1, 2))
    m = war()
    at_turn(m)
    switcher = lay(m, 0, "switcher", status="active")
    leader = _deploy_leader(m, 0)
    fresh = lay(m, 0, "fresh", where="hand")
    m.act(f"use {switcher}")
    m.act(f"pick {leader}")
    m.act(f"pick {fresh}")
    orders(m, 0)
    orders(m, 1)
    p = m.state.players[0]
    assert leader in p.hand and p.slot_of(fresh).status == "down"


def test_meraud_may_swap_herself_out_and_her_ability_still_works(made_up):
    """The rulebook's PRECISAZIONI: "l'abilità di Meraud vale anche se ad essere sostituita è la
    stessa carta leader" - the card sent back may be Meraud herself, and the swap still resolves
    although its own card leaves play with it."""
    made_up(unit("fresh", 3, 3, 1, 2))
    m = war()
    finish_setup(m, leaders={0: "meraud"})
    at_turn(m)
    meraud = _deploy_leader(m, 0)
    orders(m, 0, f"activate {meraud}")
    orders(m, 1)
    fresh = lay(m, 0, "fresh", where="hand")
    assert f"use {meraud}" in m.legal_actions(), "Meraud alone on the field may still use her ability"
    m.act(f"use {meraud}")
    assert f"pick {meraud}" in m.legal_actions(), "Meraud herself may be the card sent back"
    m.act(f"pick {meraud}")
    m.act(f"pick {fresh}")
    events = orders(m, 0) + orders(m, 1)
    assert not events_of(events, "fizzle")
    [swap] = events_of(events, "swap")
    assert swap["source"] == meraud and swap["out"] == meraud
    p = m.state.players[0]
    assert meraud in p.hand and p.slot_of(fresh).status == "down" and p.slot_of(meraud) is None


def test_disable_keeps_a_unit_deactivated_for_the_rest_of_the_battle(made_up):
    made_up(unit("hacker", 1, 9, 1, 3, ability=Effect("activate", "disable", 5)))
    made_up(unit("drone", 4, 9, 1, 4))
    made_up(unit("rock", 0, 9, 0, 3))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'hacker')}")
    drone = lay(m, 1, "drone")
    orders(m, 1, f"activate {drone}", f"activate {lay(m, 1, 'rock')}")
    slot = m.state.players[1].slot_of(drone)
    assert slot.status == "off" and slot.locked
    orders(m, 0)
    assert f"activate {drone}" not in m.legal_actions()


def test_adapt_lets_units_fight_in_another_place_for_the_battle(made_up):
    made_up(unit("arrow", 2, 9, 1, 2, places=("sea",), ability=Effect("activate", "adapt", place="land")))
    made_up(unit("sailor", 2, 9, 1, 2, places=("sea",)))
    made_up(Location("sea_field", "Sea Field", "sea", False, (20, 20, 20), "Test."))
    m = war()
    at_turn(m, "sea_field")
    orders(m, 0, f"activate {lay(m, 0, 'arrow')}")
    orders(m, 1)
    m.state.location = FIELD  # the same battle moved ashore: only the adapt lets the sailor fight
    assert f"activate {lay(m, 0, 'sailor')}" in m.legal_actions()


# --- three players and 2v2 ------------------------------------------------------------------------------
def test_alliance_example_12_against_8_each_ally_takes_4(made_up):
    made_up(unit("lone_gun", 12, 20, 5, 5, race="uthron"))
    made_up(unit("ally_a", 1, 4, 1, 3))
    made_up(unit("ally_b", 1, 4, 1, 3, race="slurr"))
    m = war(3)
    at_turn(m, targets={0: 2, 1: 2, 2: 0})
    assert m.state.alliance == [0, 1]
    orders(m, 0, f"activate {lay(m, 0, 'ally_a')}")
    orders(m, 1, f"activate {lay(m, 1, 'ally_b')}")
    events = orders(m, 2, f"activate {lay(m, 2, 'lone_gun')}")
    strike = events_of(events, "strike")[0]
    assert strike["from"] == [2] and strike["to"] == [0, 1] and strike["attack"] == 12 and strike["defense"] == 8
    assert (command(m, 0), command(m, 1), command(m, 2)) == (16, 16, 20)


def test_allies_share_the_turns_resources(made_up):
    m = war(3)
    at_turn(m, targets={0: 2, 1: 2, 2: 0})
    assert m.view(0)["me"]["limit"] + m.view(1)["me"]["limit"] == 20
    assert m.view(2)["me"]["limit"] == 20


def test_free_for_all_each_army_attacks_its_target_once_without_counterattack(made_up):
    made_up(unit("far", 5, 3, 5, 3))
    made_up(unit("mid", 5, 3, 3, 3, race="slurr"))
    made_up(unit("near", 5, 9, 1, 3, race="uthron"))
    m = war(3)
    at_turn(m, targets={0: 1, 1: 2, 2: 0})
    assert m.state.alliance == []
    orders(m, 0, f"activate {lay(m, 0, 'far')}")
    orders(m, 1, f"activate {lay(m, 1, 'mid')}")
    events = orders(m, 2, f"activate {lay(m, 2, 'near')}")
    hits = events_of(events, "strike")
    assert [(h["from"], h["to"]) for h in hits] == [([0], [1]), ([2], [0])]  # seat 2's army was beaten first
    assert not any(h["counter"] for h in hits)
    assert (command(m, 0), command(m, 1), command(m, 2)) == (18, 18, 20)


def test_2v2_teams_share_one_army_one_limit_and_command_points(made_up):
    made_up(unit("big", 6, 6, 2, 15))
    made_up(unit("small", 1, 1, 1, 6))
    m = war(4)
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'big')}")
    orders(m, 1)
    small = lay(m, 2, "small")
    m.act(f"activate {small}")
    assert "done" not in m.legal_actions()  # 15 + 6 > the team's 20
    m.act(f"deactivate {small}")
    m.act("done")
    events = orders(m, 3)
    hit = events_of(events, "strike")[0]
    assert hit["from"] == [0, 2] and hit["to"] == [1, 3] and hit["damage"] == 6
    assert [s.command for s in m.state.sides] == [20, 14]


def test_a_2v2_seat_sees_its_partners_hand_but_not_the_enemys():
    m = war(4)
    finish_setup(m)
    assert isinstance(m.view(0)["players"][2]["hand"], list)
    assert m.view(0)["players"][1]["hand"] == {"count": 11}


# --- secret orders ------------------------------------------------------------------------------------------
def test_a_later_seats_view_and_actions_do_not_depend_on_sealed_orders(made_up):
    made_up(unit("heavy", 4, 4, 1, 8))
    made_up(support("flare", 1, Effect("activate", "shield", 1)))
    a, b = war(), war()
    for m in (a, b):
        at_turn(m)
        lay(m, 0, "heavy", uid="0:x1")
        lay(m, 0, "flare", where="hand", uid="0:x2")
        lay(m, 1, "heavy", uid="1:x1")
    orders(a, 0, "activate 0:x1", "play 0:x2")
    orders(b, 0)
    assert a.view(1) == b.view(1)
    assert a.legal_actions() == b.legal_actions()


def test_undo_never_crosses_another_seats_sealed_orders(made_up):
    made_up(unit("heavy", 4, 4, 1, 8))
    m = war()
    at_turn(m)
    heavy = lay(m, 0, "heavy")
    m.act(f"activate {heavy}")
    assert m.can_undo()
    m.undo()
    m.act(f"activate {heavy}")
    m.act("done")
    assert not m.can_undo()
