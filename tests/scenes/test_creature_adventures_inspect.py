"""A closer look on Creature Adventures' table: a right-click shows any creature, place, artifact
or sigil at full size with all its words (widgets/inspect.py).

Creatures are drawn small everywhere - a portrait in a panel, a chip on the bench, a row on a
card. Each is right-clicked where it is drawn, and the Inspector that opens must show that
very creature (its name, its numbers, its ability), drawn as a card that fills the space.
"""
from __future__ import annotations

import pygame

from scenes.widgets.inspect import Inspector

from .test_creature_adventures_table import open_table


def _right_click(player, pos) -> Inspector | None:
    player.click(pos, button=3)
    top = player.app.stack.top
    if not isinstance(top, Inspector):
        return None
    player.frames(2)
    return top


def _close(player) -> None:
    player.click((5, 5))
    assert not isinstance(player.app.stack.top, Inspector)


def _looks_at(inspector: Inspector, creature: dict) -> None:
    assert inspector.title == creature["name"]
    assert f"Attack {creature['attack']}, Defense {creature['defense']}" in inspector.text
    picture = inspector.picture((420, 620))
    assert picture is not None and picture.get_bounding_rect().w > 380, "a card that fills the space"


def test_a_right_click_looks_closely_at_creatures_places_and_artifacts(app):
    player = open_table(app)
    player.pass_screen()
    scene, match = player.scene, player.match

    mine = match.view(1)["players"][1]["creatures"][0]
    inspector = _right_click(player, player.panel_creature(1, 0))
    assert inspector is not None, "a creature in a panel"
    _looks_at(inspector, mine)
    player.shot("inspect_creature")
    _close(player)

    inspector = _right_click(player, player.space("ashen_pass"))
    assert inspector is not None and "Warlord" in inspector.text and "Siegetusk Mammoth" in inspector.text
    _close(player)

    # the Shop: an artifact's row
    player.press("cmd:shop")
    row = scene.shop.get_container().get_abs_rect()
    inspector = _right_click(player, (row.x + 40, row.y + 60))
    assert inspector is not None and inspector.title == "Fortify" and "Level 3" in inspector.text
    _close(player)
    assert scene.shop.alive() and scene.shop.visible, "the Shop is back after the closer look"
    scene.shop.kill()

    # the battle mat: the wild creature, and a creature of one's own to pick
    match.force_dice([2, 2, 1])
    player.press("roll")
    player.settle()
    player.click(player.space("whisperwood_1"))
    player.settle()
    wild = match.view(1)["battle"]["sides"][1]["fighter"]
    fighter = next(r for r, kind, v in scene.arena.areas if kind == "fighter" and v[0] == 1)
    inspector = _right_click(player, fighter.center)
    assert inspector is not None
    _looks_at(inspector, wild)
    assert "Common creature" in inspector.text
    _close(player)
    pick = next(r for r, kind, v in scene.arena.areas if kind == "bench" and v == (0, 1))
    inspector = _right_click(player, pick.center)
    _looks_at(inspector, match.view(1)["players"][1]["creatures"][1])
    _close(player)
    assert scene.decision.kind == "pick", "looking changes nothing"

    # a card's row: the creature just caught, on the keep card
    player.do("pick 1")
    match.force_dice([10])
    player.do("strike")
    match.force_dice([10])
    if match.view(1)["phase"] == "battle":
        player.do("catch")
    assert scene.card is not None and scene.card.title.startswith("Keep")
    offer = match.decision()["about"]["offer"]
    y = scene.sheet._rows_top + scene.sheet._row_h // 2
    inspector = _right_click(player, (scene.sheet.rect.x + 40, y))
    assert inspector is not None
    _looks_at(inspector, offer)
    player.shot("inspect_keep")
    _close(player)
    assert isinstance(pygame.display.get_surface(), pygame.Surface)
