"""Every die on the tray has Luck coins of its own, even two dice showing the same face.

Two cards' spawn dice both on 4 shared one set of coins: only the first die had any, so the
second card's die could not be lucked at all. The coins are the decision's Luck choices, told
apart by the die each names (its index), never by its face.
"""
from __future__ import annotations

from tests.zombie_slayer.table import place_tile, put, quiet, stage

from .driver import close, make_app, sit_down
from .test_zombie_slayer_table import Player


def test_two_dice_of_the_same_face_each_have_their_own_luck_coins():
    app = make_app("instant")
    try:
        match = quiet()
        place_tile(match, (1, 0), "orchard", 0, visited=False)
        place_tile(match, (0, 1), "smithy", 0, visited=False)
        match.force_dice([4, 4])
        stage(match, {"kind": "spawn", "tiles": [[1, 0], [0, 1]], "r": None})
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(3)
        scene = player.scene
        die_of = {action: die for die, hows in scene.decision.luck.items() for action in hows.values()}
        dice = scene.tray.tray.dice_roll.die_rects()
        coins: dict[int, set[str]] = {}
        for rect, how, action in scene.tray.chips:
            die = die_of[action]
            assert dice[die].left <= rect.centerx <= dice[die].right, "a die's coins sit under that die"
            coins.setdefault(die, set()).add(how)
        assert coins == {0: {"down", "reroll", "up"}, 1: {"down", "reroll", "up"}}
        assert "Smithy" in scene.decision.previews[scene.decision.luck[1]["up"]].sentence
        assert "Orchard" in scene.decision.previews[scene.decision.luck[0]["up"]].sentence
        player.click(next(rect for rect, how, action in scene.tray.chips if die_of[action] == 1 and how == "up").center)
        player.settle()
        assert match.decision()["about"]["dice"] == [4, 5]
    finally:
        close(app)


def test_luck_on_either_of_two_equal_dice_is_told_alike():
    """Ludwig's Hand shows two 2s (no melee): turning either down to 1 is "still no damage",
    the second die compared with keeping it as the first is."""
    from scenes.zombie_slayer.prompt import decide

    match = quiet()
    put(match, "v1", (3, 2))
    match.force_dice([2, 2, 3, 3, 3])
    match.act("attack v1")
    d = decide(match.decision(), match.view(0))
    first, second = (d.previews[d.luck[die]["down"]].sentence for die in (0, 1))
    assert "still no damage" in first and second == first


def _zombie_rolls(app, face: int) -> Player:
    """A violet zombie's attack die on `face` waits on the table (4: 2 melee, Luck could spare him)."""
    match = quiet()
    put(match, "v1", (3, 2))
    match.force_dice([face])
    match.act("end")
    assert match.decision()["about"]["owners"] == ["v1"]
    sit_down(app, match, ["human"])
    player = Player(app)
    player.frames(3)
    return player


def test_a_zombie_die_luck_could_help_with_stops_while_the_setting_offers_luck():
    app = make_app("instant")
    try:
        assert app.settings.offer_luck_on_enemy_dice
        player = _zombie_rolls(app, 4)
        assert player.asked["about"]["owners"] == ["v1"] and player.scene.decision.luck
    finally:
        close(app)


def test_with_offer_luck_off_the_table_lets_a_zombie_die_stand_at_once():
    """The table's "Offer Luck on zombie dice" box, unticked: the roll is accepted for the
    player, Luck or not (the table's own setting, beside the engine's forced accept)."""
    app = make_app("instant")
    try:
        app.settings.offer_luck_on_enemy_dice = False
        player = _zombie_rolls(app, 4)
        assert player.asked["about"]["owners"] != ["v1"], "the zombie's roll was accepted for the player"
    finally:
        close(app)
