"""Zvery's Match.choices() (engine/core/choices.py): the exact words (the engine's messages put
into English as the table does, tests/words.py), names and costs in known positions, one test
per kind of decision; and Match.decision()'s prompt and "about" where the table draws from them.

Every position is reached by play: seed 1 with its starters picked and die results forced
(`force_dice`) for the first battle, and, for the rarer decisions, a seeded random game played
to a fixed step (`played`), so each test always looks at the same position.
"""
from __future__ import annotations

import random

from engine import api

from ..words import english, labels

HUMANS = ["human", "human"]


def first_battle(*actions: str) -> api.Match:
    """Seed 1: seat 0 takes Prism Stag, seat 1 Fusion Drake and so picks the first battle, against
    Hush Moth with Geode Core at stake; then `actions`."""
    m = api.new_match("zvery", 1, HUMANS)
    for action in ("starter prism_stag", "starter fusion_drake", "wild 1", "done", "stake 2", *actions):
        m.act(action)
    return m


def fighting(*actions: str) -> api.Match:
    """The first battle's first turn fought: seat 1 rolls 6 5 4 3 2, the wild side five 1s; Fusion
    Drake's after-roll increment is declined; then `actions`."""
    m = first_battle()
    m.force_dice([6, 5, 4, 3, 2, 1, 1, 1, 1, 1])
    m.act("fight")
    m.act("done")
    for action in actions:
        m.act(action)
    return m


def played(seed: int, steps: int) -> api.Match:
    """A seeded random game after `steps` actions."""
    m = api.new_match("zvery", seed, HUMANS)
    pick = random.Random(seed)
    for _ in range(steps):
        m.act(pick.choice(m.legal_actions()))
    return m


def described(m: api.Match) -> dict[str, dict]:
    return {c["action"]: c for c in labels(m)}


def said(m: api.Match) -> list[str]:
    return [c["label"] for c in labels(m)]


def asked(m: api.Match) -> tuple[str, str, dict]:
    """The decision's kind, its prompt in English (seats as "Seat N") and its about."""
    d = m.decision()
    return d["kind"], english(d["prompt"], "zvery"), d["about"]


def test_starters_name_the_creature_by_its_card_name():
    m = api.new_match("zvery", 1, HUMANS)
    assert described(m)["starter fusion_drake"] == {
        "action": "starter fusion_drake", "verb": "starter", "names": {"creature": "fusion_drake"}, "cost": {},
        "label": "Take Fusion Drake as your starter"}
    assert said(m) == ["Take Prism Stag as your starter", "Take Fusion Drake as your starter",
                         "Take Obsidian Mantis as your starter"]


def test_choosing_the_battle_names_the_wild_creatures_and_the_stakes():
    m = api.new_match("zvery", 1, HUMANS)
    m.act("starter prism_stag")
    m.act("starter fusion_drake")
    assert said(m) == ["Battle Hush Moth", "Battle Fizzle Newt", "Battle Chewbat"]
    m.act("wild 1")
    done = described(m)["done"]
    assert (done["verb"], done["names"], done["label"]) == ("done", {"creature": ["hush_moth"]},
                                                            "Battle these: Hush Moth")
    m.act("done")  # Fusion Drake is seat 1's only creature: it fields itself
    assert described(m)["stake 2"] == {"action": "stake 2", "verb": "stake", "names": {"mutation": "geode_core"},
                                       "cost": {}, "label": "Put Geode Core at stake"}


def test_fielding_own_creatures_and_confirming_them():
    m = played(11, 18)  # seat 1 has two creatures, Chewbat chosen
    assert [(c["verb"], c["names"], c["label"]) for c in labels(m)] == [
        ("field", {"creature": "taffy_octopus"}, "Send in Taffy Octopus"),
        ("done", {"creature": ["chewbat"]}, "These fight: Chewbat")]


def test_catch_or_fight_and_the_dice_left_on_a_missed_catch():
    m = first_battle()
    assert [(c["verb"], c["names"], c["label"]) for c in labels(m)] == [
        ("catch", {"creature": "hush_moth"}, "Try to catch Hush Moth"),
        ("fight", {}, "Fight this turn (no catch)")]
    m.force_dice([1, 2, 3, 1, 1])
    m.act("catch 2")
    assert described(m)["leave 2"] == {"action": "leave 2", "verb": "leave",
                                       "names": {"die": 1, "creature": "hush_moth"}, "cost": {},
                                       "label": "Leave the 2 on Hush Moth"}
    assert described(m)["done"]["verb"] == "take_back"
    m.act("leave 2")
    assert said(m) == ["Leave the 1 on Hush Moth", "Leave the 3 on Hush Moth", "Leave the 1 on Hush Moth",
                         "Leave the 1 on Hush Moth", "Take the rest of the dice back"]


def test_a_skill_names_its_creature_and_costs_its_dice():
    m = fighting()
    assert [(c["verb"], c["names"].get("skill"), c["cost"], c["label"]) for c in labels(m)] == [
        ("use", "solar_flare/0", {"dice": 1}, "Fusion Drake uses Heat Sink"),
        ("use", "solar_flare/1", {"dice": 1}, "Fusion Drake uses Ember"),
        ("use", "solar_flare/2", {"dice": 2}, "Fusion Drake uses Flash"),  # exact: a 5 and a 6
        ("use", "solar_flare/3", {"dice_sum": 18}, "Fusion Drake uses Corona"),  # powerup 18
        ("pass", None, {}, "Pass (you are out for the rest of the turn)")]
    assert described(m)["use 1 3"]["names"] == {"creature": "fusion_drake", "skill": "solar_flare/2"}


def test_paying_aiming_and_ending_the_go():
    m = fighting("use 1 3")
    assert described(m)["die 1"] == {"action": "die 1", "verb": "pay",
                                     "names": {"die": 0, "creature": "fusion_drake", "skill": "solar_flare/2"},
                                     "cost": {"dice": 1}, "label": "Pay with the 6"}
    assert said(m) == ["Pay with the 6", "Pay with the 5", "Cancel and give the dice back"]
    m.act("die 1")
    m.act("die 2")
    assert [(c["verb"], c["names"], c["label"]) for c in labels(m)] == [
        ("target", {"creature": "hush_moth"}, "Aim 5 damage at Hush Moth")]
    m.act("target 2")  # the damage
    m.act("target 2")  # the stun
    assert described(m)["pass"]["label"] == "End your go"


def test_a_stun_is_lifted_with_dice_summing_its_value():
    m = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "pass")
    assert described(m)["unstun 2"] == {"action": "unstun 2", "verb": "unstun", "names": {"creature": "hush_moth"},
                                        "cost": {"dice_sum": 3}, "label": "Lift the stun from Hush Moth"}
    m.act("unstun 2")
    assert described(m)["die 3"] == {"action": "die 3", "verb": "pay_stun",
                                     "names": {"die": 2, "creature": "hush_moth"}, "cost": {"dice": 1},
                                     "label": "Pay the 1 towards the stun"}
    assert described(m)["cancel"]["verb"] == "cancel"


def test_dice_keywords_say_which_die_they_change():
    m = first_battle()
    m.force_dice([6, 5, 4, 3, 2, 1, 1, 1, 1, 1])
    m.act("fight")  # Fusion Drake's trait: increment a die once (a 6 cannot go up)
    assert said(m) == ["Increment the 5", "Increment the 4", "Increment the 3", "Increment the 2",
                         "Stop here: leave the rest of the Increment unused"]
    assert [c["verb"] for c in labels(m)] == ["increment"] * 4 + ["stop"]
    m = fighting("use 1 1", "die 5")  # Heat Sink, paid with the 2: fuse two dice, then increment
    assert described(m)["die 3"]["label"] == "Fuse the 4"
    m.act("die 1")
    assert described(m)["die 3"] == {"action": "die 3", "verb": "fuse", "names": {"die": 2}, "cost": {},
                                     "label": "Fuse the 4 with the 6"}


def test_set_picks_a_die_then_its_face():
    m = played(5, 11)
    assert described(m)["die 3"] == {"action": "die 3", "verb": "set", "names": {"die": 2}, "cost": {},
                                     "label": "Set the 5"}
    m.act("die 3")
    assert described(m)["value 6"] == {"action": "value 6", "verb": "set_value", "names": {"die": 2, "face": 6},
                                       "cost": {}, "label": "Set the 5 to 6"}


def test_rewards_name_the_mutation_and_the_creature_to_carry_it():
    m = played(3, 6)
    assert labels(m) == [{"action": "take 1", "verb": "take", "names": {"mutation": "sugar_bloom"}, "cost": {},
                            "label": "Take Sugar Bloom"}]
    m.act("take 1")
    assert [(c["verb"], c["names"], c["label"]) for c in labels(m)] == [
        ("place", {"mutation": "sugar_bloom", "creature": "toxin_wasp"}, "Place Sugar Bloom on Toxin Wasp"),
        ("discard", {"mutation": "sugar_bloom"}, "Discard Sugar Bloom")]


def test_a_fifth_creature_asks_which_one_to_release():
    m = played(32, 362)
    assert said(m) == ["Release Reactor Boar", "Release Flux Beetle", "Release Chewbat", "Release Cinder Tick",
                         "Release Fusion Drake"]
    assert described(m)["release 5"]["names"] == {"creature": "fusion_drake"}


# --- what is asked, and what the table is told to draw it (Match.decision) -------------------------------------
def test_choosing_the_battle_tells_the_picks_so_far_and_how_many_mutations_go_at_stake():
    m = api.new_match("zvery", 1, HUMANS)
    assert asked(m) == ("starter", "Seat 1: choose your starter", {})
    for action in ("starter prism_stag", "starter fusion_drake", "wild 1"):
        m.act(action)
    assert asked(m) == ("choose_wild", "Seat 2: choose the wild creatures to battle",
                        {"wild": ["hush_moth"], "own": [], "stake": []})
    m.act("done")  # Fusion Drake fields itself; Hush Moth is level 1: one mutation at stake
    assert asked(m) == ("choose_stake", "Seat 2: choose the mutations at stake",
                        {"wild": ["hush_moth"], "own": ["fusion_drake"], "stake": [], "to_stake": 1})


def test_a_missed_catch_tells_the_dice_thrown_that_may_stay_on_the_creature():
    m = first_battle()
    assert asked(m) == ("catch_choice", "Seat 2: catch or fight?", {"side": 0})
    m.force_dice([1, 2, 3, 1, 1])
    m.act("catch 2")
    m.act("leave 2")
    assert asked(m) == ("leave", "Seat 2: leave dice on Hush Moth?", {"side": 0, "fighter": 1, "rolled": [1, 3, 1, 1]})
    m.act("done")  # no combat dice after a catch: nothing to pay
    assert asked(m)[:2] == ("go", "Seat 2: nothing to pay (no combat dice after a catch this turn) - pass")


def test_a_go_asks_for_what_can_be_done_and_a_payment_tells_the_dice_placed():
    m = fighting()
    assert asked(m) == ("go", "Seat 2: your go", {"side": 0})
    m.act("use 1 3")
    m.act("die 1")
    assert asked(m) == ("pay", "Seat 2: pay dice showing 5 and 6 for Flash", {"side": 0, "fighter": 0, "skill": "solar_flare/2", "chosen": [0]})
    m.act("die 2")  # a 6 and a 5: Flash is paid, its damage waits for its aim
    assert asked(m) == ("target", "Seat 2: choose the target",
                        {"side": 0, "user": 0, "effect": {"effect": "damage", "amount": 5, "target": "one"}, "paid": 11})
    m.act("target 2")
    m.act("target 2")
    assert asked(m) == ("go", "Seat 2: another skill, or end your go", {"side": 0})


def test_shaking_off_a_stun_tells_which_dice_would_free_the_creature():
    """Ruling 21 is the engine's: the table is told which die frees the creature, never sums it."""
    m = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "pass", "unstun 2")  # the wild side's five 1s
    assert asked(m) == ("unstun", "Seat 1: shake off the stun",
                        {"side": 1, "fighter": 1, "stun": 3, "chosen": [], "paid": 0, "frees": []})
    m.act("die 1")
    m.act("die 2")
    assert asked(m)[2] == {"side": 1, "fighter": 1, "stun": 3, "chosen": [0, 1], "paid": 2, "frees": [2, 3, 4]}


def test_a_dice_keyword_tells_how_many_times_are_left_and_the_die_picked():
    m = first_battle()
    m.force_dice([6, 5, 4, 3, 2, 1, 1, 1, 1, 1])
    m.act("fight")
    assert asked(m) == ("keyword", "Seat 2: Increment (1 to go)",
                        {"side": 0, "keyword": "increment", "left": 1, "picked": -1})
    m = played(5, 11)
    m.act("die 3")
    assert asked(m) == ("keyword", "Seat 1: set the die to...", {"side": 1, "keyword": "set", "left": 1, "picked": 2})


def test_the_rewards_tell_the_mutations_won_who_takes_next_and_what_each_seat_holds():
    m = played(3, 6)
    assert asked(m) == ("draft", "Seat 2: take a mutation", {"pool": ["sugar_bloom"], "order": [1], "got": [[], []]})
    m.act("take 1")
    assert asked(m) == ("place", "Seat 2: place Sugar Bloom", {"mutation": "sugar_bloom", "got": [[], ["sugar_bloom"]]})
    assert asked(played(32, 362)) == ("release", "Seat 1: release one creature", {})


def test_no_view_shows_the_decisions_bookkeeping():
    """The phase's picks and the battle's frames are the decision's, not the table's."""
    for m in (fighting("use 1 3", "die 1"), played(3, 6)):
        for seat in (0, 1, None):
            view = m.view(seat)
            assert "pending" not in view and "frames" not in (view["battle"] or {})
