"""A closer look at anything on Zombie Slayer's table: right-click it.

Every visible card or counter can be seen at full size with all its words: a town card, a
zombie (from its right-click menu, which ends with "Look closely", when it can be attacked), a
follower or the slayer's token, an item, a skill, the treasure card, the slayer's sheet.
"""
from __future__ import annotations

from engine import api
from scenes.widgets.inspect import Inspector
from scenes.zombie_slayer.words import named, slayer_name
from tests.zombie_slayer.table import put, quiet

from .driver import close, make_app, sit_down
from .test_zombie_slayer_table import SEED, Player


def _looked_at(player: Player, pos, button: int = 3) -> Inspector:
    player.click(pos, button=button)
    player.frames(2)
    top = player.app.stack.top
    assert isinstance(top, Inspector), f"no closer look at {pos}"
    return top


def _put_back(player: Player) -> None:
    player.click((10, 10))
    player.frames(2)
    assert not isinstance(player.app.stack.top, Inspector)


def test_a_town_card_a_zombie_and_the_slayer_up_close():
    app = make_app("instant")
    try:
        sit_down(app, api.new_match("zombie_slayer", SEED, ["human"]), ["human"])
        player = Player(app)
        player.frames(3)
        player.do("accept")
        player.settle()
        scene = player.scene
        at, card = next((at, c) for at, c in scene.table.cards.items() if at != (0, 0))
        rect = scene.layout.cell_rect(at)
        spot = next((x, y) for x in range(rect.x + 10, rect.right - 10, 7) for y in range(rect.y + 10, rect.bottom - 10, 7)
                    if scene.town.token_at(scene.table, (x, y)) is None and scene.board.collidepoint(x, y)
                    and not scene.banner.rect.collidepoint(x, y))
        look = _looked_at(player, spot)
        assert look.title == named("tile", card.tile) and "1: " in look.text and "6: " in look.text
        player.shot("zs_inspect_card.png")
        _put_back(player)
        zombie = next(z["id"] for z in scene.view["zombies"])
        look = _looked_at(player, player.token_pos(zombie))
        assert "zombie" in look.title.lower() and "toughness" in look.text and "6-face" in look.text
        player.shot("zs_inspect_zombie.png")
        _put_back(player)
        look = _looked_at(player, player.token_pos("slayer"))
        assert look.title == slayer_name(scene.view)
    finally:
        close(app)


def test_an_enemy_that_can_be_attacked_is_looked_at_from_its_menu():
    app = make_app("instant")
    try:
        match = quiet()
        put(match, "b1", (2, 3))
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(3)
        player.click(player.token_pos("b1"), button=3)
        scene = player.scene
        rows = {label: rect for rect, label, _ in scene.menu.rows()}
        assert any(label.startswith("Attack") for label in rows) and "Look closely" in rows
        look = _looked_at(player, rows["Look closely"].center, button=1)
        assert look.title == "Blue zombie" and "toughness 2" in look.text
    finally:
        close(app)


def test_the_sheets_skills_items_and_the_sheet_itself():
    app = make_app("instant")
    try:
        match = quiet()
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(3)
        sheet = player.scene.sheet
        skill = next(rect for rect, key in sheet.things if key[0] == "skill")
        look = _looked_at(player, skill.center)
        assert look.title == named("skill", "assault") and named("skill", "assault", "text") in look.text
        _put_back(player)
        item = next((rect, key[1]) for rect, key in sheet.things if key[0] == "item")
        look = _looked_at(player, item[0].center)
        assert named("item", item[1], "text") in look.text
        _put_back(player)
        look = _looked_at(player, (sheet.rect.x + 40, sheet.rect.y + 40))  # the portrait
        assert look.title == "Ludwig van Rheingold" and "Luck 6" in look.text and "Assault" in look.text
        player.shot("zs_inspect_sheet.png")
    finally:
        close(app)


def test_the_treasure_card_of_a_search():
    from .test_zombie_slayer_moments import _searching_match

    app = make_app("instant")
    try:
        match = _searching_match()
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(3)
        player.press("search")
        player.do("accept")  # the search die stands: its treasure pip names a card, held up by the tray
        player.settle()
        scene = player.scene
        assert scene.treasure is not None and match.decision()["about"]["purpose"] == "treasure"
        look = _looked_at(player, scene._treasure_rect().center)
        assert look.title.startswith("The ") and "1: a " in look.text and "6: " in look.text
        player.shot("zs_inspect_treasure.png")
    finally:
        close(app)


def test_a_die_in_the_tray_is_looked_at_as_whoever_rolled_it():
    app = make_app("instant")
    try:
        match = api.new_match("zombie_slayer", SEED, ["human"])
        sit_down(app, match, ["human"])
        player = Player(app)
        player.frames(3)
        owner = match.decision()["about"]["owners"][0]  # the opening's spawn dice: one per card
        look = _looked_at(player, player.scene.tray.tray.dice_roll.die_rects()[0].center)
        assert look.title == named("tile", owner[5:])
    finally:
        close(app)
