"""Zvery's Match.choices() (engine/core/choices.py): the exact labels, names and costs in known
positions, one test per kind of decision.

Every position is reached by play: seed 1 with its starters picked and die results forced
(`force_dice`) for the first battle, and, for the rarer decisions, a seeded random game played
to a fixed step (`played`), so each test always looks at the same position. The last test holds
the labels to the words the table's Hint already shows for the same actions
(scenes/zvery/words.py `describe`), so a player reads one wording.
"""
from __future__ import annotations

import random

from engine import api

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
    return {c["action"]: c for c in m.choices()}


def labels(m: api.Match) -> list[str]:
    return [c["label"] for c in m.choices()]


def test_starters_name_the_creature_by_its_card_name():
    m = api.new_match("zvery", 1, HUMANS)
    assert described(m)["starter fusion_drake"] == {
        "action": "starter fusion_drake", "verb": "starter", "names": {"creature": "fusion_drake"}, "cost": {},
        "label": "Take Fusion Drake as your starter"}
    assert labels(m) == ["Take Prism Stag as your starter", "Take Fusion Drake as your starter",
                         "Take Obsidian Mantis as your starter"]


def test_choosing_the_battle_names_the_wild_creatures_and_the_stakes():
    m = api.new_match("zvery", 1, HUMANS)
    m.act("starter prism_stag")
    m.act("starter fusion_drake")
    assert labels(m) == ["Battle Hush Moth", "Battle Fizzle Newt", "Battle Chewbat"]
    m.act("wild 1")
    done = described(m)["done"]
    assert (done["verb"], done["names"], done["label"]) == ("done", {"creature": ["hush_moth"]},
                                                            "Battle these: Hush Moth")
    m.act("done")  # Fusion Drake is seat 1's only creature: it fields itself
    assert described(m)["stake 2"] == {"action": "stake 2", "verb": "stake", "names": {"mutation": "geode_core"},
                                       "cost": {}, "label": "Put Geode Core at stake"}


def test_fielding_own_creatures_and_confirming_them():
    m = played(11, 18)  # seat 1 has two creatures, Chewbat chosen
    assert [(c["verb"], c["names"], c["label"]) for c in m.choices()] == [
        ("field", {"creature": "taffy_octopus"}, "Send in Taffy Octopus"),
        ("done", {"creature": ["chewbat"]}, "These fight: Chewbat")]


def test_catch_or_fight_and_the_dice_left_on_a_missed_catch():
    m = first_battle()
    assert [(c["verb"], c["names"], c["label"]) for c in m.choices()] == [
        ("catch", {"creature": "hush_moth"}, "Try to catch Hush Moth"),
        ("fight", {}, "Fight this turn (no catch)")]
    m.force_dice([1, 2, 3, 1, 1])
    m.act("catch 2")
    assert described(m)["leave 2"] == {"action": "leave 2", "verb": "leave",
                                       "names": {"die": 1, "creature": "hush_moth"}, "cost": {},
                                       "label": "Leave the 2 on Hush Moth"}
    assert described(m)["done"]["verb"] == "take_back"
    m.act("leave 2")
    assert labels(m) == ["Leave the 1 on Hush Moth", "Leave the 3 on Hush Moth", "Leave the 1 on Hush Moth",
                         "Leave the 1 on Hush Moth", "Take the rest of the dice back"]


def test_a_skill_names_its_creature_and_costs_its_dice():
    m = fighting()
    assert [(c["verb"], c["names"].get("skill"), c["cost"], c["label"]) for c in m.choices()] == [
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
    assert labels(m) == ["Pay with the 6", "Pay with the 5", "Cancel and give the dice back"]
    m.act("die 1")
    m.act("die 2")
    assert [(c["verb"], c["names"], c["label"]) for c in m.choices()] == [
        ("target", {"creature": "hush_moth"}, "Aim at Hush Moth")]
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
    assert labels(m) == ["Increment the 5", "Increment the 4", "Increment the 3", "Increment the 2",
                         "Stop here: leave the rest of the increment unused"]
    assert [c["verb"] for c in m.choices()] == ["increment"] * 4 + ["stop"]
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
    assert m.choices() == [{"action": "take 1", "verb": "take", "names": {"mutation": "sugar_bloom"}, "cost": {},
                            "label": "Take Sugar Bloom"}]
    m.act("take 1")
    assert [(c["verb"], c["names"], c["label"]) for c in m.choices()] == [
        ("place", {"mutation": "sugar_bloom", "creature": "toxin_wasp"}, "Place Sugar Bloom on Toxin Wasp"),
        ("discard", {"mutation": "sugar_bloom"}, "Discard Sugar Bloom")]


def test_a_fifth_creature_asks_which_one_to_release():
    m = played(32, 362)
    assert labels(m) == ["Release Reactor Boar", "Release Flux Beetle", "Release Chewbat", "Release Cinder Tick",
                         "Release Fusion Drake"]
    assert described(m)["release 5"]["names"] == {"creature": "fusion_drake"}
