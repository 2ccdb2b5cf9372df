"""EverZone's Match.choices(): each kind of decision described in known positions, with the exact
ids, costs and words the rules give it (engine/games/everzone/rounds.py, the `_describe`s beside
each phase's `_act`), and the words agreeing with what the table already says (scenes/everzone/words.py).
"""
from __future__ import annotations

import pytest

from engine import api
from engine.core.choices import problems
from engine.games.everzone.content import Effect

from .table import at_turn, clear, finish_setup, lay, made_up, orders, support, unit, war

__all__ = ["made_up"]  # the fixture, imported for pytest
pytestmark = pytest.mark.usefixtures("made_up")  # every test may stand on the made-up Test Field


def described(m, action: str) -> dict:
    """The description of one legal action (and its shape is right)."""
    found = {c["action"]: c for c in m.choices()}[action]
    assert problems(found, action) == []
    return found


def brief(c: dict) -> tuple:
    return c["verb"], c["names"], c["cost"], c["label"]


# --- setup: a leader, three locations, seal -------------------------------------------------------------
def test_setup_names_the_leader_and_the_locations_from_the_content():
    m = api.new_match("everzone", 1, ["human", "human"], {})
    assert brief(described(m, "leader meraud")) == (
        "choose_leader", {"card": "meraud"}, {}, "Choose Meraud as your leader (ATK 6, DEF 7, RNG 6, RES 6)")
    assert brief(described(m, "location tarvis_highlands")) == (
        "pick_location", {"location": "tarvis_highlands"}, {},
        "Add Tarvis Highlands (Land, 3 turns: 4 / 8 / 14 resources) to the battle deck")
    for action in ("leader meraud", "location tarvis_highlands", "location plains_of_lur", "location magis_trench"):
        m.act(action)
    assert m.choices() == [{"action": "done", "verb": "seal", "names": {}, "cost": {}, "label": "Seal setup"}]


# --- preparing: redraw, deploy, race token, discard and draw ---------------------------------------------
def test_preparing_the_first_battle_redraws_for_a_card_and_deploys_face_down():
    m = war()
    finish_setup(m, {0: "meraud"})
    assert brief(described(m, "redraw")) == (
        "redraw", {}, {"cards": 1}, "Redraw: your 10 cards to the retreat pile, 9 cards drawn")
    assert brief(described(m, "deploy 0:L")) == (
        "deploy", {"unit": "0:L", "card": "meraud"}, {}, "Deploy Meraud face down")
    m.act("deploy 0:L")
    assert brief(described(m, "done")) == ("seal", {}, {}, "Seal your deployment")


def test_three_players_pick_a_race_token_naming_the_seat_attacked():
    m = war(3)
    finish_setup(m)
    assert [p.race for p in m.state.players] == ["numan", "slurr", "uthron"]
    assert brief(described(m, "target 2")) == (
        "pick_token", {"seat": 2}, {}, "Pick the Uthron token: your army attacks seat 3 this battle")
    assert "done" not in m.legal_actions()  # the token first


def test_the_second_battle_opens_with_discards_and_the_draw_to_10():
    m = war()
    at_turn(m)
    orders(m, 0)
    orders(m, 1)
    m.act("surrender")  # sealed at once
    orders(m, 1)
    assert m.state.battle == 2 and m.state.stage == "discard" and m.to_move() == 1
    uid = next(u for u in m.state.players[1].hand if u != "1:L")  # the leader is never discarded
    card = m.state.card(uid)
    kind = "support" if card in api.catalog("everzone").supports else "unit"
    assert brief(described(m, f"discard {uid}")) == (
        "discard", {kind: uid, "card": card}, {}, f"Discard {api.catalog('everzone').card(card).name} to the retreat pile")
    assert brief(described(m, "draw")) == ("draw", {}, {}, "Draw to 10")


# --- orders: activate, play, over the limit, seal ---------------------------------------------------------
def test_orders_cost_the_turns_resources_and_taking_out_costs_nothing(made_up):
    made_up(unit("heavy", 4, 4, 1, 12))
    made_up(support("big_gun", 5, Effect("activate", "draw", 1), attack=2))
    m = war()
    at_turn(m)
    clear(m, 0)
    a, b = lay(m, 0, "heavy"), lay(m, 0, "heavy")
    gun = lay(m, 0, "big_gun", where="hand")
    assert brief(described(m, f"activate {a}")) == (
        "activate", {"unit": a, "card": "heavy", "slot": "0.1"}, {"resources": 12}, "Activate Heavy (needs 12 resources)")
    assert brief(described(m, f"play {gun}")) == (
        "play", {"support": gun, "card": "big_gun"}, {"resources": 5}, "Play Big Gun (costs 5 resources)")
    assert brief(described(m, "done")) == ("seal", {}, {}, "Seal your orders")
    m.act(f"activate {a}")
    m.act(f"activate {b}")  # 24 of 20
    assert brief(described(m, f"deactivate {b}")) == (
        "deactivate", {"unit": b, "card": "heavy", "slot": "0.2"}, {},
        "Deactivate Heavy to get back under the resource limit")


def test_over_the_limit_after_the_reveal_and_a_drained_unit_needs_more(made_up):
    """A drain for the battle pushes seat 1 over at the reveal (the public trim); a drained unit
    then needs its drain on top of its printed resources, and says so."""
    made_up(unit("bulk", 1, 9, 1, 18))
    made_up(unit("spare", 1, 9, 1, 2))
    made_up(unit("leech", 1, 9, 1, 2, ability=Effect("activate", "drain", 1, duration="battle")))
    made_up(support("plating", 0, Effect("static", "boost", 1, stat="defense")))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'leech')}")
    bulk, spare = lay(m, 1, "bulk"), lay(m, 1, "spare")
    plating = lay(m, 1, "plating", where="hand")
    orders(m, 1, f"activate {bulk}", f"activate {spare}", f"play {plating}")
    assert m.state.phase == "trim" and m.to_move() == 1
    assert brief(described(m, f"deactivate {spare}")) == (
        "deactivate", {"unit": spare, "card": "spare", "slot": "1.2"}, {},
        "Deactivate Spare to get back under the resource limit")
    assert brief(described(m, f"retreat {plating}")) == (
        "retreat", {"support": plating, "card": "plating"}, {},
        "Retreat the support Plating to get back under the resource limit")
    m.act(f"deactivate {spare}")
    orders(m, 0)
    assert brief(described(m, f"activate {spare}")) == (
        "activate", {"unit": spare, "card": "spare", "slot": "1.2"}, {"resources": 3}, "Activate Spare (needs 3 resources)")


# --- chosen abilities and the swap ---------------------------------------------------------------------
def test_a_chosen_ability_and_the_two_picks_of_a_swap(made_up):
    made_up(unit("switcher", 2, 9, 1, 3, ability=Effect("choice", "swap")))
    made_up(unit("zapper", 2, 9, 1, 3, ability=Effect("choice", "damage", 2)))
    made_up(unit("rock", 0, 9, 0, 3))
    made_up(unit("fresh", 3, 3, 1, 2))
    m = war()
    at_turn(m)
    switcher, zapper = lay(m, 0, "switcher", status="active"), lay(m, 0, "zapper", status="active")
    rock, fresh = lay(m, 0, "rock"), lay(m, 0, "fresh", where="hand")
    assert brief(described(m, f"use {zapper}")) == (
        "use_ability", {"unit": zapper, "card": "zapper"}, {}, "Use Zapper's ability")
    assert brief(described(m, f"use {switcher}")) == (
        "use_ability", {"unit": switcher, "card": "switcher"}, {},
        "Use Switcher's ability: swap one of your deployed units for a unit in your hand")
    m.act(f"use {switcher}")
    assert brief(described(m, f"pick {rock}")) == (
        "swap_out", {"unit": rock, "card": "rock"}, {}, "Send Rock back to your hand")
    m.act(f"pick {rock}")
    assert brief(described(m, f"pick {fresh}")) == (
        "swap_in", {"unit": fresh, "card": "fresh"}, {}, "Deploy Fresh face down in its place")


# --- surrender ---------------------------------------------------------------------------------------------
def test_surrender_costs_one_of_three_and_half_the_enemys_base_attack(made_up):
    made_up(unit("shell", 1, 12, 2, 5))
    made_up(unit("club", 7, 12, 1, 5))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'shell')}")
    orders(m, 1, f"activate {lay(m, 1, 'club')}")
    assert brief(described(m, "surrender")) == (
        "surrender", {}, {"surrenders": 1, "command": 3}, "Surrender this battle (your first surrender)")
    m.state.sides[0].surrenders = 2
    assert brief(described(m, "surrender")) == (
        "surrender", {}, {"surrenders": 1}, "Surrender this battle (your third surrender: you lose the war)")
