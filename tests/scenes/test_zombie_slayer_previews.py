"""Every choice of a fight shows what it will do before the click that commits it.

Players spent Luck to turn a blue zombie's defense die down and still did no damage (its
toughness is 2), with no warning. Now the table says it first: a line over the dice tray tells
what the die or Luck coin under the pointer will do (the engine's own forecast), each die that
may be kept carries its chance, and an attack's menu and tooltip give its odds.
"""
from __future__ import annotations

from tests.zombie_slayer.table import put, quiet

from .driver import close, make_app, sit_down
from .screen_text import WrittenText
from .test_zombie_slayer_table import Player


def _table(app, match) -> Player:
    sit_down(app, match, ["human"])
    player = Player(app)
    player.frames(3)
    return player


def _blue_zombie_defends(app) -> Player:
    """Ludwig keeps his 4 (4 melee) against a blue zombie, which rolls its 5 (4 defense)."""
    match = quiet()
    put(match, "b1", (2, 3))
    match.force_dice([4, 4, 4, 4, 4, 5])
    match.act("attack b1")
    player = _table(app, match)
    player.do("keep 0")
    player.settle()
    asked = match.decision()
    assert asked["kind"] == "roll" and asked["about"]["owners"] == ["b1"] and asked["about"]["dice"] == [5]
    return player


def _chip(scene, action: str):
    return next(chip for chip in scene.tray.chips if chip[2] == action)


def test_luck_on_the_zombies_defense_says_what_it_would_do_and_no_coin_is_offered_in_vain():
    """Turning the blue zombie's 5 down (to 3 defense) would still do no damage (toughness 2):
    that coin is not offered (engine/games/zombie_slayer/luck.py); the others say what they do."""
    app = make_app("instant")
    try:
        player = _blue_zombie_defends(app)
        scene = player.scene
        with WrittenText() as written:
            player.move((scene.board.centerx, scene.board.y + 150))
            player.frames(2)
            said = scene.tray.foresight(scene.decision)
            assert "no damage" in said and "toughness 2" in said  # as the roll stands
            assert {chip[1] for chip in scene.tray.chips} == {"up", "reroll"}
            written.clear()
            player.move(_chip(scene, "luck up 0")[0].center)
            player.frames(2)
            said = scene.tray.foresight(scene.decision)
            assert said.startswith("Turn up the 5 to 6") and "destroyed" in said, said
            shown = " ".join(words for words, _ in written.lines)
            assert "destroyed" in shown, "the forecast is drawn on the table"
            player.shot("zs_preview_luck_up.png")
            player.move(_chip(scene, "luck reroll 0")[0].center)
            player.frames(2)
            assert "destroyed 50% of the time" in scene.tray.foresight(scene.decision)  # 3 faces of 6 let 4 melee through
    finally:
        close(app)


def test_each_die_to_keep_carries_its_chance():
    app = make_app("instant")
    try:
        match = quiet()
        put(match, "b1", (2, 3))
        match.force_dice([6, 4, 2, 1, 5])
        match.act("attack b1")
        player = _table(app, match)
        scene = player.scene
        d = scene.decision
        badges = {match.decision()["about"]["dice"][i]: d.previews[a].badge for i, a in d.keep.items()}
        assert badges[6] == badges[4] == "50%" and badges[2] == "0%"  # 4 melee; blue defends 0-4, toughness 2
        die = scene.tray.tray.dice_roll.die_rects()[0]
        player.move(die.center)
        player.frames(2)
        assert scene.tray.foresight(scene.decision).startswith("Keep the 6: attack 4")
        player.shot("zs_preview_keep.png")
    finally:
        close(app)


def test_an_attacks_menu_and_tooltip_give_its_odds():
    app = make_app("instant")
    try:
        match = quiet()
        put(match, "b1", (2, 3))
        player = _table(app, match)
        scene = player.scene
        asked = match.decision()
        odds = dict(zip([c["action"] for c in asked["choices"]], asked["about"]["outcomes"], strict=True))
        player.click(player.token_pos("b1"), button=3)
        labels = [label for _, label, _ in scene.menu.rows()]
        assert any(label.startswith("Attack: destroys it:") for label in labels), labels
        assert any(label.startswith("Assault: destroys it:") for label in labels)
        chance = round(100 * sum(p for lost, p in odds["attack b1"]["chances"] if lost >= 1))
        assert f"Attack: destroys it: {chance}%" in labels
        player.shot("zs_preview_menu.png")
    finally:
        close(app)


def test_a_defense_choice_says_what_each_way_risks():
    app = make_app("instant")
    try:
        match = quiet(options={"zombie_ties": "dice"})
        match.state.slayer.skills.append("block")
        match.state.slayer.luck = 0
        put(match, "g1", (2, 3))
        match.force_dice([6])
        match.act("end")
        assert match.decision()["kind"] == "attack"
        player = _table(app, match)
        labels = [button.text for button in player.scene.dynamic]
        assert any(label.startswith("Defend (") for label in labels) and any(label.startswith("Block (") for label in labels)
    finally:
        close(app)


def test_the_preview_agrees_with_the_outcome():
    """What the line says before Luck is spent is what the log says after."""
    app = make_app("instant")
    try:
        player = _blue_zombie_defends(app)
        scene = player.scene
        assert "destroyed" in scene.decision.previews["luck up 0"].sentence
        player.do("luck up 0")
        player.settle()
        player.do("accept")  # the zombie's die is now 6: 4 melee against 2 defense, toughness 2
        player.settle()
        assert "b1" not in {z["id"] for z in player.view["zombies"]}, "destroyed, as foretold"
        assert any("1 damage" in line for line in scene.log_panel.lines[-8:])
    finally:
        close(app)


def test_a_face_to_paint_says_what_it_will_count_for():
    from scenes.zombie_slayer.prompt import decide

    match = quiet()
    match.state.slayer.cp = 2  # Train: a melee pip costs 2
    d = decide(match.decision(), match.view(0), {"train": "melee"})
    labels = {b.action: b.label for b in d.buttons}
    assert labels["train melee 5"] == "5-face: 1 melee"  # Ludwig's 5-face is all empty pips
    assert labels["train melee 3"] == "3-face: 1 defense and 1 melee"


def test_the_treasure_die_reads_the_rows_of_the_card_found():
    """Luck on the treasure die says which row, and so which find, it would turn to."""
    from scenes.zombie_slayer.prompt import decide

    from .test_zombie_slayer_moments import _searching_match

    match = _searching_match(row=2)  # a card whose search finds the Items or Followers card
    match.act("search")
    match.act("accept")
    view, asked = match.view(0), match.decision()
    card = asked["about"]["context"]["card"]
    d = decide(asked, view)
    row = {"items": "a Life potion", "followers": "Bron the Barbarian"}[card]
    assert d.title.startswith("Accept the roll for the treasure card") and f": 2 - {row}" in d.detail
    assert d.previews["luck down 0"].sentence.startswith("Turn down the 2 to 1: a ")
    assert f"instead of {row}" in d.previews["luck down 0"].sentence


def test_already_dead_is_named_as_the_defenders_skill():
    """"Already Dead: no effect" read as "the zombie is dead": a forecast names whose skill
    negates the blow, in the rulebook's words."""
    from scenes.zombie_slayer import preview

    outcome = {"att": "slayer", "def": "g1", "life": 1, "toughness": 1, "strength": 4, "defense": 0, "dead": True,
               "chances": [[0, 1.0]]}
    for said in (preview.short(outcome), preview.sentence(outcome)):
        assert "the green zombie's skill Already Dead negates all damage" in said and "no effect" not in said, said
