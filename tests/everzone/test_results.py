"""EverZone's result panels (api.results): each outcome that changed the war, with the numbers
that explain it - taken from the events, and checked here against the events and the state.

Each test sets a table (tests/everzone/table.py), plays the action through Match.act, and reads
the panels as the table would: the events the reader may see, in English.
"""
from __future__ import annotations

import pytest

from engine import api
from engine.games.everzone.content import Effect
from scenes.everzone import words
from tests.words import english

from .table import at_turn, clear, lay, made_up, orders, support, unit, war
from .test_rules import _deploy_leader, _play_out_battle, _quiet_first_turn, events_of

__all__ = ["made_up"]
pytestmark = pytest.mark.usefixtures("made_up")
NAMES = ["Ann", "Bob", "Cleo", "Dan"]


def panels(events: list[dict], reader: int | None = 0) -> list[dict]:
    """The panels `reader` is shown: of the events it may see (scenes/session.visible_to)."""
    seen = [e for e in events if reader is None or reader in e.get("visible_to", [reader])]
    return api.results("everzone", seen, reader)


def read(panel: dict) -> list[str]:
    """The panel in English: its title, then its lines."""
    return [english(text, "everzone", NAMES) for text in [panel["title"], *panel["lines"]]]


def titled(events: list[dict], start: str, reader: int | None = 0) -> dict:
    found = [p for p in panels(events, reader) if read(p)[0].startswith(start)]
    assert len(found) == 1, [read(p)[0] for p in panels(events, reader)]
    return found[0]


# --- the reveal ----------------------------------------------------------------------------------------
def test_the_orders_revealed_together_are_one_panel_naming_what_each_side_played(made_up):
    made_up(unit("marine", 3, 3, 1, 3))
    made_up(support("flare", 1, Effect("activate", "shield", 1)))
    m = war()
    at_turn(m)
    marine = lay(m, 0, "marine")
    lay(m, 0, "marine")  # stays face down
    events = orders(m, 0, f"activate {marine}") + orders(m, 1, f"play {lay(m, 1, 'flare', where='hand')}")
    ann, bob = events_of(events, "reveal")
    assert [c["uid"] for c in ann["activated"]] == [marine] and [c["card"] for c in bob["supports"]] == ["flare"]
    panel = titled(events, "The orders for turn 1")
    assert read(panel) == ["The orders for turn 1 are revealed", "Ann activates Marine.", "Bob plays Flare."]


def test_orders_with_nothing_new_on_any_side_have_no_panel():
    m = war()
    at_turn(m)
    events = orders(m, 0) + orders(m, 1)
    assert not [p for p in panels(events) if read(p)[0].startswith("The orders")]


def test_the_deployments_say_how_many_cards_each_side_deployed_face_down():
    m = war()
    m.act(m.legal_actions()[0])
    events = []
    while m.state.phase in ("setup", "prepare"):
        legal = m.legal_actions()
        action = next((a for a in legal if a.startswith("deploy ")), None) if m.state.phase == "prepare" else None
        events += m.act(action or ("done" if "done" in legal else legal[0]))
    [deployed, *_] = [e for e in events if e["type"] == "deployed"]
    panel = titled(events, "The deployments for battle 1")
    assert read(panel)[1].startswith(f"Ann deploys {len(deployed['slots'])} card")


def test_three_different_race_tokens_are_a_free_for_all_and_two_alike_an_alliance():
    m = war(3)
    at_turn(m, targets={0: 1, 1: 2, 2: 0})
    assert read(titled(m.events(), "A free-for-all"))[1:] == [
        "Ann attacks Bob.", "Bob attacks Cleo.", "Cleo attacks Ann.",
        "Each army attacks only its target, once, the longest Range first, with no counterattack."]
    m = war(3)
    at_turn(m, targets={0: 1, 1: 0, 2: 1})
    panel = titled(m.events(), "Ann and Cleo ally against Bob")
    assert panel["seat"] == 0 and "Each ally takes in full the damage Bob deals." in read(panel)


# --- the clash ---------------------------------------------------------------------------------------------
def test_a_clash_tells_the_strengths_compared_the_units_lost_and_the_command_points_20_to_13(made_up):
    """The playtester's turn: 20 command points down to 13 and both units lost, told why."""
    made_up(unit("striker", 15, 9, 5, 5))
    made_up(unit("marine", 1, 4, 1, 3))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    a, b = lay(m, 1, "marine"), lay(m, 1, "marine")
    events = orders(m, 1, f"activate {a}", f"activate {b}")
    [strike] = events_of(events, "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (15, 8, 7)
    assert m.state.sides[1].command == 13 and {a, b} <= set(m.state.players[1].fallen)
    panel = titled(events, "Clash:", reader=1)
    assert read(panel) == [
        "Clash: Bob's army is destroyed",
        "Ann's army strikes first: 15 Attack against 8 Defense \u2014 it reaches, so Bob's army is destroyed and the "
        "difference, 7, is damage.",
        "Ann loses nothing (20 command points).",
        "Bob loses Marine and Marine, and 7 command points (from 20 to 13)."]
    assert panel["seat"] == 0 and panel["tone"] == "good"
    [clash] = events_of(events, "clash")
    bob = clash["sides"][1]
    assert (bob["before"], bob["after"], bob["lost"]) == (20, m.state.sides[1].command, ["marine", "marine"])
    assert panel["lines"][-1]["params"]["before"] == bob["before"] and panel["lines"][-1]["params"]["after"] == 13


def test_a_clash_with_a_counterattack_and_a_shield(made_up):
    made_up(unit("sniper", 3, 4, 5, 4))
    made_up(unit("bulwark", 7, 6, 1, 5))
    made_up(support("aegis", 1, Effect("activate", "shield", 2)))
    m = war()
    at_turn(m)
    sniper = lay(m, 0, "sniper")
    orders(m, 0, f"activate {sniper}", f"play {lay(m, 0, 'aegis', where='hand')}")
    events = orders(m, 1, f"activate {lay(m, 1, 'bulwark')}")
    assert read(titled(events, "Clash:")) == [
        "Clash: Ann's army is destroyed",
        "Ann's army strikes first: 3 Attack against 6 Defense \u2014 it falls short, so Bob's army holds.",
        "Bob's army strikes back: 7 Attack against 4 Defense \u2014 it reaches, so Ann's army is destroyed and the "
        "difference, 3, is damage.",
        "Ann loses Sniper, and 1 command point (from 20 to 19). A shield stopped 2 of the damage.",
        "Bob loses nothing (20 command points)."]
    assert m.state.sides[0].command == 19


def test_a_clash_where_nobody_reaches_is_quiet():
    m = war()
    at_turn(m)
    events = orders(m, 0) + orders(m, 1)
    panel = titled(events, "Clash:")
    assert read(panel)[:3] == ["Clash: no army is destroyed", "Ann's army has no Attack and does not strike.",
                               "Bob's army has no Attack and does not strike."]
    assert panel["seat"] is None and panel["tone"] == "quiet"


# --- effects, leaders, surrender, the end -------------------------------------------------------------------
def test_damage_an_effect_deals_names_its_card_and_the_command_points(made_up):
    made_up(support("barrage", 1, Effect("activate", "damage", 3)))
    m = war()
    at_turn(m)
    orders(m, 0, f"play {lay(m, 0, 'barrage', where='hand')}")
    events = orders(m, 1)
    [hit] = [e for e in events_of(events, "damage") if e["why"] == "effect"]
    assert (hit["before"], hit["command"], hit["source_card"]) == (20, 17, "barrage")
    assert read(titled(events, "Ann's Barrage")) == ["Ann's Barrage deals 3 damage to Bob",
                                                      "Bob: from 20 to 17 command points."]


def test_a_leader_falling_says_why_and_that_it_is_gone_for_good(made_up):
    made_up(unit("striker", 30, 2, 6, 5))
    m = war()
    at_turn(m)
    leader = _deploy_leader(m, 1)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    events = orders(m, 1, f"activate {leader}")
    card = m.state.card(leader)
    panel = titled(events, "Bob's leader")
    assert read(panel)[0] == f"Bob's leader {words.card_name(card)} falls"
    assert read(panel)[1:] == ["It was destroyed with its army in the clash.",
                               "A fallen leader is out of the war for good: it never comes back to the hand."]
    assert panel["seat"] == 1 and panel["tone"] == "bad"


def test_a_leader_destroyed_by_an_effect_names_the_card(made_up):
    made_up(unit("hunter", 3, 3, 1, 3, ability=Effect("activate", "destroy", 9)))
    m = war()
    at_turn(m)
    leader = _deploy_leader(m, 1)
    orders(m, 0, f"activate {lay(m, 0, 'hunter')}")
    events = orders(m, 1, f"activate {leader}")
    assert read(titled(events, "Bob's leader"))[1] == "Ann's Hunter destroyed it."


def test_a_surrender_tells_its_cost_half_the_printed_attack_and_the_points(made_up):
    made_up(unit("shell", 1, 12, 2, 5))
    made_up(unit("club", 7, 12, 1, 5))
    made_up(support("rally", 1, Effect("static", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    _quiet_first_turn(m)
    events = m.act("surrender") + orders(m, 1)
    [surrender] = events_of(events, "surrender")
    assert surrender["attacks"] == [7] and surrender["damage"] == 3 and m.state.sides[0].command == 17
    panel = titled(events, "Ann surrenders")
    assert read(panel) == ["Ann surrenders the battle",
                           "This is surrender 1 of the 2 allowed; one more than 2 loses the war.",
                           "The cost is half the printed Attack of the army it faced (7), rounded down: 3.",
                           "Ann loses 3 command points (from 20 to 17).",
                           "The battle ends: every card in play retreats."]
    assert panel["seat"] == 0 and panel["tone"] == "bad"
    over = read(titled(events, "The battle at"))
    assert over[1:3] == ["Ann surrendered after 1 of its 3 turns.", "Command points: Ann 17 and Bob 20."]


def test_the_third_surrender_loses_the_war():
    m = war()
    at_turn(m)
    orders(m, 0)
    orders(m, 1)
    m.state.sides[0].surrenders = 2
    events = m.act("surrender") + m.act("done")
    assert read(titled(events, "Ann surrenders")) == ["Ann surrenders a third time and loses the war",
                                                       "More than 2 surrenders lose the war."]
    won = titled(events, "Bob wins")
    assert read(won) == ["Bob wins the war", "Bob wins the war: Ann surrendered more than 2 times!",
                         "Command points: Ann 20 and Bob 20."]
    assert won["seat"] == 1 and won["tone"] == "gold"


def test_a_battle_fought_to_its_last_turn_ends_with_where_every_side_stands():
    m = war()
    at_turn(m)
    events = []
    while m.state.phase == "orders":
        events += m.act("done")
    [over] = events_of(events, "battle_over")
    assert (over["fought"], over["of"], over["left"]) == (3, 3, len(m.state.battle_deck) + 1)
    assert read(titled(events, "The battle at")) == [
        "The battle at Test Field is over", "All 3 of its turns were fought.", "Command points: Ann 20 and Bob 20.",
        "Every card in play retreats, and each leader goes back to its hand.", f"Next: battle 2 of {1 + over['left']}."]


def test_the_last_side_standing_is_out_and_the_other_wins(made_up):
    made_up(unit("striker", 12, 2, 3, 5))
    m = war()
    at_turn(m)
    m.state.sides[1].command = 5
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    events = orders(m, 1)
    assert read(titled(events, "Bob is out")) == ["Bob is out of the war",
                                                  "No command points are left, and a side at 0 is out of the war."]
    assert read(titled(events, "Ann wins"))[1:] == ["Ann wins the war, the last side standing!",
                                                    "Command points: Ann 20 and Bob 0."]


def test_the_battle_deck_running_out_and_an_armistice():
    m = war()
    at_turn(m)
    m.state.battle_deck = []
    m.state.sides[0].command, m.state.sides[1].command = 15, 12
    events = []
    while m.result() is None:
        events += m.act("done")
    assert read(titled(events, "The battle at"))[-1] == "The battle deck is empty: the most command points win the war."
    assert read(titled(events, "Ann wins"))[1:] == [
        "The battle deck is empty: Ann wins the war with 15 command points, the most of any side!",
        "Command points: Ann 15 and Bob 12."]
    m = war()
    at_turn(m)
    m.state.battle_deck = []
    events = []
    while m.result() is None:
        events += m.act("done")
    assert read(titled(events, "Armistice"))[0] == "Armistice: the war ends in a draw"


def test_a_2v2_clash_names_the_teams(made_up):
    made_up(unit("striker", 12, 2, 3, 5))
    m = war(4)
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'striker')}")
    events = orders(m, 1) + orders(m, 2) + orders(m, 3)
    told = read(titled(events, "Clash:"))
    assert told[0] == "Clash: Bob and Dan's army is destroyed"
    assert told[-2:] == ["the team of Ann and Cleo loses nothing (20 command points).",
                         "the team of Bob and Dan loses 12 command points (from 20 to 8)."]


# --- the formalities taken for the person ---------------------------------------------------------------------
def forced(m) -> str | None:
    reason = m.decision()["forced"]
    return english(reason, "everzone", NAMES) if reason is not None else None


def test_orders_with_nothing_to_enter_are_sealed_for_the_person_but_not_once_an_order_is_entered(made_up):
    made_up(unit("marine", 3, 3, 1, 3))
    m = war()
    at_turn(m)
    clear(m, 0)
    assert m.legal_actions() == ["done"]
    assert forced(m) == "Ann has nothing to activate, play or use: the orders are sealed as they stand."
    m = war()
    at_turn(m)
    clear(m, 0)
    m.act(f"activate {lay(m, 0, 'marine')}")
    assert m.legal_actions() == ["done"] and forced(m) is None  # the seal is the person's: undo is still open
    m.act("done")
    assert forced(m) is None  # Bob holds supports he may play


def test_orders_from_turn_2_are_never_a_formality_since_surrender_is_open():
    m = war()
    at_turn(m)
    clear(m, 0)
    orders(m, 0)
    orders(m, 1)
    assert m.legal_actions() == ["surrender", "done"] and forced(m) is None


def test_a_retreat_phase_with_only_the_leader_in_hand_draws_for_the_person():
    m = war()
    at_turn(m)
    _play_out_battle(m)
    seat = m.to_move()
    assert m.state.stage == "discard" and forced(m) is None  # cards to discard, or not
    clear(m, seat)
    assert m.legal_actions() == ["draw"]
    assert forced(m) == f"{NAMES[seat]} has no card to discard and draws to 10."


def test_a_deployment_with_nothing_to_deploy_is_sealed_for_the_person():
    m = war()
    m.act(m.legal_actions()[0])
    while m.state.phase == "setup":
        m.act("done" if "done" in m.legal_actions() else m.legal_actions()[0])
    assert m.state.stage == "ready" and forced(m) is None
    p = m.state.players[0]
    p.hand = [u for u in p.hand if m.state.card(u) in api.catalog("everzone").supports][:1]
    assert m.legal_actions() == ["done"]
    assert forced(m) == "Ann has no unit to deploy and nothing to redraw: the empty deployment is sealed."


def test_a_trim_with_one_card_to_take_out_is_taken_and_a_swap_pick_never_is(made_up):
    made_up(unit("heavy", 4, 9, 1, 19))
    made_up(support("leech", 1, Effect("activate", "drain", 2)))
    made_up(unit("switcher", 2, 9, 1, 3, ability=Effect("choice", "swap")))
    made_up(unit("fresh", 3, 3, 1, 2))
    m = war()
    at_turn(m)
    clear(m, 0)
    orders(m, 0, f"activate {lay(m, 0, 'heavy')}")
    orders(m, 1, f"play {lay(m, 1, 'leech', where='hand')}")
    assert m.decision()["kind"] == "trim" and len(m.legal_actions()) == 1
    assert forced(m) == "Ann can take out only Heavy to get back under the resource limit."
    m = war()
    at_turn(m)
    clear(m, 0)
    switcher = lay(m, 0, "switcher", status="active")
    lay(m, 0, "fresh", where="hand")
    m.act(f"use {switcher}")
    assert m.decision()["kind"] == "swap_out" and m.legal_actions() == [f"pick {switcher}"] and forced(m) is None


# --- secrets ---------------------------------------------------------------------------------------------------
def _cards_in(x) -> set[str]:
    """Every card a view or a message names (a view's "card" fields, a message's card terms)."""
    if isinstance(x, dict):
        found = {x["id"]} if x.get("term") == "card" else set()
        found |= {x["card"]} if isinstance(x.get("card"), str) else set()
        return found | {c for v in x.values() for c in _cards_in(v)}
    return {c for v in x for c in _cards_in(v)} if isinstance(x, list) else set()


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_panel_names_only_cards_its_reader_sees_on_the_table(seats):
    """Every card a panel shows seat 1 is one seat 1 sees: face up in play, in a retreat or fallen
    pile or in its own hand once the action is done, or turned face up during it (revealed, then
    destroyed back to a hand) - never a card face down or in another's hand."""
    import random

    m, rng = war(seats, seed=seats), random.Random(seats)
    for _ in range(500):
        if m.result() is not None:
            break
        events = m.act(rng.choice(m.legal_actions()))
        shown = _cards_in(m.view(1)) | _cards_in([e for e in events if e["type"] in ("reveal", "destroyed")])
        named = _cards_in(panels(events, reader=1))
        assert named <= shown, named - shown
