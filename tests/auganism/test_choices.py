"""Auganism's choices in words (Match.choices(), turn.describe and effects.describe_*).

Each kind of decision - summon, EVP, evolve, augment, battle, end the turn, skip, respond, let
the battle begin, the hero's power, the monster's effect - is described in known positions,
with the exact words (the engine's message, put into English as the table does), ids and cost a table shows: a seeded duel played a few moves, and a few
positions staged as the rule tests stage them.
"""
from __future__ import annotations

from engine import api

from ..words import labels
from .test_rules import evp_cards, new, staged, to_phase


def _by_action(m) -> dict[str, dict]:
    return {c["action"]: c for c in labels(m)}


def test_the_opening_summon_offers_each_card_in_hand_and_the_heros_power():
    m = api.new_match("auganism", 1, ["human", "human"])  # seat 0 plays blaze_rush (The Warlord)
    assert m.to_move() == 0
    assert labels(m) == [
        {"action": "summon gloom_stalker", "verb": "summon", "names": {"card": "gloom_stalker"}, "cost": {},
         "label": "Summon Gloom Stalker"},
        {"action": "summon dusk_jackal", "verb": "summon", "names": {"card": "dusk_jackal"}, "cost": {},
         "label": "Summon Dusk Jackal"},
        {"action": "summon cinder_hound", "verb": "summon", "names": {"card": "cinder_hound"}, "cost": {},
         "label": "Summon Cinder Hound"},
        {"action": "hero", "verb": "use_hero", "names": {"hero": "the_warlord"}, "cost": {"cooldown": 4},
         "label": "Use The Warlord's power: +3 Attack in its next battle. Now it would change nothing, and the "
                  "power would rest 4 turns"},  # (no monster summoned yet to take the Attack)
    ]


def test_a_seeded_duel_reads_phase_by_phase_as_the_table_words_it():
    m = api.new_match("auganism", 1, ["human", "human"])
    m.act("summon gloom_stalker")
    c = _by_action(m)
    assert c["evp dusk_jackal"]["label"] == "Put Dusk Jackal in your EVP Zone (+1 EVP)"
    assert (c["evp dusk_jackal"]["verb"], c["evp dusk_jackal"]["names"]) == ("evp", {"card": "dusk_jackal"})
    assert (c["skip"]["verb"], c["skip"]["label"]) == ("skip", "Put no card in your EVP Zone")
    m.act("skip")  # Gloom Stalker cannot evolve with no EVP: no Evolution Phase, on to the Augment Phase
    c = _by_action(m)
    assert c["augment cinder_hound"]["label"] == "Augment Gloom Stalker with Cinder Hound (+2 Sword)"
    assert c["augment cinder_hound"]["names"] == {"card": "cinder_hound", "monster": "gloom_stalker"}
    assert c["skip"]["label"] == "Do not augment"
    m.act("skip")  # seat 1 has no monster yet: no battle, only the end of the turn
    assert _by_action(m)["skip"] == {"action": "skip", "verb": "end_turn", "names": {}, "cost": {},
                                     "label": "Do not battle this turn (end your turn)"}
    m.act("skip")

    assert m.to_move() == 1
    m.act("summon pearl_diver")
    m.act("evp thornling")
    assert _by_action(m)["evolve 2"] == {"action": "evolve 2", "verb": "evolve",
                                         "names": {"monster": "pearl_diver", "stage": 2}, "cost": {"evp": 2},
                                         "label": "Evolve Pearl Diver to Stage 2 for 1 EVR"}
    assert _by_action(m)["skip"]["label"] == "Do not evolve"
    m.act("evolve 2")
    m.act("skip")
    c = _by_action(m)
    assert c["battle"] == {"action": "battle", "verb": "battle",
                           "names": {"seat": 0, "monster": "pearl_diver", "foe": "gloom_stalker"}, "cost": {},
                           "label": "Battle: Pearl Diver against Gloom Stalker"}
    assert c["skip"]["verb"] == "end_turn"
    m.act("battle")

    assert m.to_move() == 0  # the defender's response, from their own hand
    c = _by_action(m)
    assert c["augment cinder_hound"]["label"] == "Respond: augment Gloom Stalker with Cinder Hound (+2 Sword)"
    assert c["done"] == {"action": "done", "verb": "to_battle", "names": {}, "cost": {},
                         "label": "Let the battle begin"}


def test_an_evolution_skipping_a_stage_tells_its_evr_and_spends_the_whole_evp_score():
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned="whirlwind_lynx", evp=evp_cards(7))  # Stage 2 EVR 2, Stage 3 EVR 3
    to_phase(m, "evolve")
    c = _by_action(m)
    assert c["evolve 2"]["label"] == "Evolve Whirlwind Lynx to Stage 2 for 2 EVR"
    assert c["evolve 3"]["label"] == "Evolve Whirlwind Lynx to Stage 3 for 6 EVR (skipping 1 stage)"
    assert c["evolve 3"]["cost"] == c["evolve 2"]["cost"] == {"evp": 7}  # ruling 8: surplus and all
    assert c["evolve 3"]["names"] == {"monster": "whirlwind_lynx", "stage": 3}


def test_the_defender_responds_with_an_augment_the_heros_power_and_the_monsters_effect():
    m = new(hero="the_bastion")
    seat = m.to_move()
    staged(m, 1 - seat, hand=["reef_warden"], summoned="mist_eel")  # first: the turn player's staging
    staged(m, seat, hand=[], summoned="cinder_brute")  # lets its empty phases pass, up to Declare
    to_phase(m, "declare")
    m.act("battle")
    assert m.to_move() == 1 - seat
    assert labels(m) == [
        {"action": "augment reef_warden", "verb": "augment", "names": {"card": "reef_warden", "monster": "mist_eel"},
         "cost": {}, "label": "Respond: augment Mist Eel with Reef Warden (+3 Shield)"},
        {"action": "hero", "verb": "use_hero", "names": {"hero": "the_bastion"}, "cost": {"cooldown": 5},
         "label": "Use The Bastion's power: +3 Shield"},
        {"action": "use", "verb": "use_monster", "names": {"monster": "mist_eel"}, "cost": {},
         "label": "Use Mist Eel's effect: +2 Shield"},
        {"action": "done", "verb": "to_battle", "names": {}, "cost": {}, "label": "Let the battle begin"},
    ]


def test_the_turn_players_activated_effects_wait_for_the_next_battle_in_words():
    m = new()  # The Scavenger: recover 2, activated
    seat = m.to_move()
    staged(m, seat, hand=["thornling"], summoned="zephyr_fox")
    c = _by_action(m)
    assert c["use"] == {"action": "use", "verb": "use_monster", "names": {"monster": "zephyr_fox"}, "cost": {},
                        "label": "Use Zephyr Fox's effect: +1 Attack in its next battle"}
    assert c["hero"]["label"] == "Use The Scavenger's power: recover the last 2 cards put in your graveyard. Now it " \
        "would change nothing, and the power would rest 5 turns"  # (an empty graveyard)
    m.state.cards[f"{seat}:g"] = "thornling"
    m.state.players[seat].graveyard.append(f"{seat}:g")
    assert _by_action(m)["hero"]["label"] == "Use The Scavenger's power: recover the last 2 cards put in your graveyard"
    assert c["hero"]["cost"] == {"cooldown": 5}


def test_a_power_that_would_change_nothing_says_so_on_its_button():
    """The Warlord's +3 Attack is open in the summon phase, before there is a monster to take it:
    the rules allow it, and its button's words say it would change nothing and rest the power."""
    from engine.games.auganism.effects import power_futile
    from tests.words import english

    for seed in range(40):
        m = api.new_match("auganism", seed, ["human", "human"])
        while m.result() is None and len(m.log) < 60:
            seat = m.to_move()
            if "hero" in m.legal_actions() and power_futile(m.state, seat, "hero"):
                hero = next(c for c in m.choices() if c["action"] == "hero")
                said = english(hero["text"], "auganism")
                assert said.endswith(f"Now it would change nothing, and the power would rest "
                                     f"{hero['cost']['cooldown']} turns"), said
                return
            m.act(m.suggest(seat))
    raise AssertionError("no hero's power open that would change nothing, in forty games")
