"""EverZone's Match.decision(): each kind of decision, its prompt and its choices described in known
positions, with the exact ids, costs and words the rules give them (engine/games/everzone/rounds.py,
each kind's describe beside its apply), put into English as the table does (tests/words.py), and
the words agreeing with what the table already says (scenes/everzone/words.py).
"""
from __future__ import annotations

import pytest

from engine import api
from engine.core.choices import problems
from engine.games.everzone.content import Effect
from scenes.everzone import words

from ..words import english, labels
from .table import at_turn, clear, finish_setup, lay, made_up, orders, support, unit, war

__all__ = ["made_up"]  # the fixture, imported for pytest
pytestmark = pytest.mark.usefixtures("made_up")  # every test may stand on the made-up Test Field


def described(m, action: str, names=None) -> dict:
    """The description of one legal action (and its shape is right), its words in English."""
    found = {c["action"]: c for c in m.choices()}[action]
    assert problems(found, action) == []
    return {c["action"]: c for c in labels(m, names)}[action]


def asked(m, names=("Ann", "Bob", "Cleo", "Dan")) -> tuple[str, int, str]:
    """The decision's kind, its seat and its prompt in English (the seats by these names)."""
    d = m.decision()
    assert d["about"] == {}, "EverZone's questions need nothing beyond their choices"
    return d["kind"], d["seat"], english(d["prompt"], "everzone", list(names))


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
    assert asked(m) == ("setup", 0, "Ann: secret setup")
    for action in ("leader meraud", "location tarvis_highlands", "location plains_of_lur", "location magis_trench"):
        m.act(action)
    assert labels(m) == [{"action": "done", "verb": "seal", "names": {}, "cost": {}, "label": "Seal setup"}]
    m.act("done")
    assert asked(m) == ("setup", 1, "Bob: secret setup")


# --- preparing: redraw, deploy, race token, discard and draw ---------------------------------------------
def test_preparing_the_first_battle_redraws_for_a_card_and_deploys_face_down():
    m = war()
    finish_setup(m, {0: "meraud"})
    where = words.location_name(m.state.location)
    assert asked(m) == ("deploy", 0, f"Ann: deploy at {where}")  # the location the seat has just seen
    assert brief(described(m, "redraw")) == (
        "redraw", {}, {"cards": 1}, "Redraw: your 10 cards to the retreat pile, 9 cards drawn")
    assert brief(described(m, "deploy 0:L")) == (
        "deploy", {"unit": "0:L", "card": "meraud"}, {}, "Deploy Meraud face down")
    m.act("deploy 0:L")
    assert "redraw" not in m.legal_actions() and asked(m)[0] == "deploy"  # no redraw once a card is down
    assert brief(described(m, "done")) == ("seal", {}, {}, "Seal your deployment")


def test_three_players_pick_a_race_token_naming_the_seat_attacked():
    m = war(3)
    finish_setup(m)
    assert [p.race for p in m.state.players] == ["numan", "slurr", "uthron"]
    assert brief(described(m, "target 2", ["Ann", "Bob", "Cleo"])) == (
        "pick_token", {"seat": 2}, {}, "Pick the Uthron token: your army attacks Cleo this battle")
    assert brief(described(m, "target 1")) == (
        "pick_token", {"seat": 1}, {}, "Pick the Slurr token: your army attacks Seat 2 this battle")
    assert "done" not in m.legal_actions()  # the token first


def test_the_second_battle_opens_with_discards_and_the_draw_to_10():
    m = war()
    at_turn(m)
    orders(m, 0)
    orders(m, 1)
    m.act("surrender")  # sealed at once
    orders(m, 1)
    assert m.state.battle == 2 and asked(m) == ("discard", 1, "Bob: retreat phase")
    uid = next(u for u in m.state.players[1].hand if u != "1:L")  # the leader is never discarded
    card = m.state.card(uid)
    kind = "support" if card in api.catalog("everzone").supports else "unit"
    assert brief(described(m, f"discard {uid}")) == (
        "discard", {kind: uid, "card": card}, {}, f"Discard {words.card_name(card)} to the retreat pile")
    assert brief(described(m, "draw")) == ("draw", {}, {}, "Draw to 10")
    m.act("draw")
    assert asked(m)[:2] == ("deploy", 1)


# --- orders: activate, play, over the limit, seal ---------------------------------------------------------
def test_orders_cost_the_turns_resources_and_taking_out_costs_nothing(made_up):
    made_up(unit("heavy", 4, 4, 1, 12))
    made_up(support("big_gun", 5, Effect("activate", "draw", 1), attack=2))
    m = war()
    at_turn(m)
    clear(m, 0)
    a, b = lay(m, 0, "heavy"), lay(m, 0, "heavy")
    gun = lay(m, 0, "big_gun", where="hand")
    assert asked(m) == ("orders", 0, "Ann: orders for turn 1")
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
    assert asked(m) == ("trim", 1, "Bob: over the limit")
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
        "use_ability", {"unit": zapper, "card": "zapper"}, {}, "Use Zapper's ability: the enemy loses 2 command points")
    assert brief(described(m, f"use {switcher}")) == (
        "use_ability", {"unit": switcher, "card": "switcher"}, {},
        "Use Switcher's ability: return one of your deployed units (even this one, even your leader) to your hand and "
        "deploy a unit from your hand face down in its place")
    m.act(f"use {switcher}")
    assert asked(m) == ("swap_out", 0, "Ann: swap")
    assert brief(described(m, f"pick {rock}")) == (
        "swap_out", {"unit": rock, "card": "rock"}, {}, "Send Rock back to your hand")
    m.act(f"pick {rock}")
    assert asked(m) == ("swap_in", 0, "Ann: swap")
    assert brief(described(m, f"pick {fresh}")) == (
        "swap_in", {"unit": fresh, "card": "fresh"}, {}, "Deploy Fresh face down in its place")
    m.act(f"pick {fresh}")
    assert asked(m)[0] == "orders"


def _keys(x) -> set:
    if isinstance(x, dict):
        return set(x) | {k for v in x.values() for k in _keys(v)}
    return {k for v in x for k in _keys(v)} if isinstance(x, list) else set()


def test_what_a_seat_is_asked_is_the_decisions_not_the_views(made_up):
    """Half-way through a swap the view of every seat shows the table, never the step under way
    (no "stage" or "swap", no frames or pending anywhere): the decision says it."""
    made_up(unit("switcher", 2, 9, 1, 3, ability=Effect("choice", "swap")))
    made_up(unit("rock", 0, 9, 0, 3))
    m = war()
    at_turn(m)
    switcher = lay(m, 0, "switcher", status="active")
    lay(m, 0, "rock")
    m.act(f"use {switcher}")
    assert m.decision()["kind"] == "swap_out"
    for seat in (0, 1, None):
        seen = _keys(m.view(seat))
        assert not seen & {"stage", "swap", "entry_on", "entry_off", "frames", "pending"}, seen


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
    m.state.sides[0].surrenders = 1
    assert brief(described(m, "surrender"))[3] == "Surrender this battle (your second surrender)"
    m.state.sides[0].surrenders = 2
    assert brief(described(m, "surrender")) == (
        "surrender", {}, {"surrenders": 1}, "Surrender this battle (your third surrender: you lose the war)")
