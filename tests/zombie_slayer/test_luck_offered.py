"""Luck is offered on a roll nobody keeps a die of only where it could help (luck.py); where
none could, letting the roll stand is forced: the table takes it and the log says why.

Playtesters were asked "Accept roll" on every zombie die, even a zombie's that had rolled no
melee at all, which no Luck could make hurt them less.
"""
from __future__ import annotations

from engine import api

from .table import asked, custom, place_tile, put, quiet, run, stage

LUDWIG = ["D", "DD", "D..", "MMMM", ".....", "SMMMM."]


def _attacked_by_violet(face: int, luck: int = 6) -> api.Match:
    """A violet zombie next to Ludwig rolls `face` to attack him (1: "S", no melee; 4: "MMD.", 2 melee)."""
    m = custom(LUDWIG, luck=luck)
    put(m, "v1", (3, 2))
    m.force_dice([face])
    run(m, "end")
    return m


def test_a_zombie_die_no_luck_can_turn_your_way_is_accepted_for_you():
    m = _attacked_by_violet(1)
    told = asked(m)
    assert told["kind"] == "roll" and told["about"]["owners"] == ["v1"]
    assert [c["verb"] for c in told["choices"]] == ["accept"]
    assert told["forced"] == {"id": "No Luck could turn {token}'s roll ({dice}) your way: it stands.",
                              "params": {"token": {"term": "token", "id": "v1"}, "dice": {"text": "1"}}}


def test_a_zombie_die_luck_can_lower_is_still_asked():
    m = _attacked_by_violet(4)  # 2 melee: turned down or up (3-, 5-face) it has none
    told = asked(m)
    luck = {c["names"]["how"] for c in told["choices"] if c["verb"] == "spend_luck"}
    assert luck == {"reroll", "up", "down"} and told["forced"] is None


def test_luck_that_could_only_help_the_zombie_is_not_offered():
    m = custom(LUDWIG)
    put(m, "g1", (3, 2))
    m.force_dice([4])  # the green zombie's 4: 2 melee; its 5 has 3, its 3 has 1
    run(m, "end")
    luck = {c["names"]["how"] for c in asked(m)["choices"] if c["verb"] == "spend_luck"}
    assert luck == {"down", "reroll"}


def test_without_luck_the_zombie_die_is_not_asked_at_all():
    assert asked(_attacked_by_violet(4, luck=1))["about"]["owners"] == ["v1"]  # one Luck left: asked
    m = custom(LUDWIG, luck=1)
    m.state.slayer.luck = 0
    put(m, "v1", (3, 2))
    m.force_dice([4])
    run(m, "end")
    assert set(asked(m)["about"]["owners"]) == {"slayer"}  # on at once to his own defense roll


def test_on_the_slayers_own_hand_every_luck_change_is_offered():
    m = quiet()
    put(m, "v1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4])
    run(m, "attack v1")
    luck = [c for c in asked(m)["choices"] if c["verb"] == "spend_luck"]
    assert len(luck) == 5 * 3 and asked(m)["forced"] is None


def test_a_roll_outside_a_fight_always_offers_luck():
    m = quiet()
    place_tile(m, (1, 0), "orchard", 0, visited=False)
    m.force_dice([1])
    stage(m, {"kind": "spawn", "tiles": [[1, 0]], "r": None})
    told = asked(m)
    assert {c["names"]["how"] for c in told["choices"] if c["verb"] == "spend_luck"} == {"reroll", "up"}
    assert told["forced"] is None
