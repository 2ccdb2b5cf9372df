"""Moving on Creature Adventures' table: one click on where the move should end.

New players found a roll of 10 took five "which way?" clicks. The table now marks every space
the rest of the move can end on (the fork decision's "about": the engine's own walk), shows the
way when one is pointed at, and a click on it sends the fork choices one after another, played
as one walk; Undo takes the whole walk back. The dice tray must not lie over what is to be clicked.
"""
from __future__ import annotations

import pygame
import pytest

from scenes.creature_adventures.ways import ways_of

from .driver import close, make_app
from .test_creature_adventures_table import SHOTS, open_table


def _mark_rect(player, space: str) -> pygame.Rect:
    x, y = player.space(space)
    r = player.scene.layout.px(32)
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def _rolled_ten(app, speed="instant"):
    player = open_table(app)
    player.pass_screen()
    player.match.force_dice([4, 6])
    player.speed(speed)
    player.press("roll")
    player.settle()
    return player


def test_every_end_of_a_ten_is_marked_and_one_click_walks_there(app):
    player = _rolled_ten(app)
    scene, match = player.scene, player.match
    d = scene.decision
    assert d.kind == "go"
    ends = ways_of(match.decision()["about"]["ends"])
    assert set(d.ways) == set(ends) and len(ends) > 4
    player.frames(2)
    assert scene.board.marked == set(ends), "every end space is marked on the board"
    # an end that takes at least two forks, reached without a footstep (no die to roll after)
    end, way = next((e, w[0]) for e, w in sorted(ends.items()) if len(w[0].forks) >= 2 and w[0].footsteps == 0)
    player.move(player.space(end))
    player.frames(2)
    assert scene.path_shown() == way, "pointing at an end shows the way there"
    player.shot("ends")
    log_before = len(match.log)
    player.click(player.space(end))
    player.settle()
    assert match.log[log_before:] == [f"go {space}" for space in way.forks], "the fork choices went one after another"
    assert match.view(1)["players"][1]["pos"] == end and scene.decision.kind != "go"
    assert sum("walks" in line for line in scene.log_panel.lines) == 1, "told as one walk"

    # Undo takes back the whole walk, to where every end is offered again
    player.click(scene.widgets["undo"].rect.center)
    player.settle()
    assert match.log[-1] == "roll" and set(scene.decision.ways) == set(ends)
    assert end not in scene.shown.trail, "the walk taken back leaves no trail"


def test_a_second_way_to_the_same_end_can_be_chosen_with_the_wheel(app):
    player = _rolled_ten(app)
    scene = player.scene
    end, ways = next((e, w) for e, w in sorted(scene.decision.ways.items()) if len(w) > 1)
    player.move(player.space(end))
    assert scene.path_shown() == ways[0]  # the quietest first
    player.wheel(-1)
    assert scene.path_shown() == ways[1]
    player.match.force_dice([6])  # the Wilderness die, if the way rolls it: safe
    player.click(player.space(end))
    player.settle()
    assert player.match.view(1)["players"][1]["pos"] == end
    assert player.match.log[-len(ways[1].forks):] == [f"go {space}" for space in ways[1].forks]


def test_a_hand_following_fork_choices_walks_their_way_not_the_quietest(app):
    """The outcome tours replay a game's moves, fork choice by fork choice; at the table one click
    sends a whole walk. Clicking where the shortest walk from the first fork ends took the tour's
    game another way (into Stormcrag, where it had walked on round the Whisperwood), so the
    hand walks the way that takes exactly those forks, turning the mouse wheel over its end."""
    player = _rolled_ten(app)
    end, way = next((e, w[1]) for e, w in sorted(player.scene.decision.ways.items()) if len(w) > 1)
    moves = [f"go {space}" for space in way.forks]
    player.match.force_dice([6])  # the Wilderness die, if the way rolls it: safe
    player.follow(moves)
    assert player.match.log[-len(moves):] == moves
    assert player.match.view(1)["players"][1]["pos"] == end


def test_the_dice_tray_never_lies_over_a_space_to_click(app):
    player = _rolled_ten(app, speed="normal")
    scene = player.scene
    assert scene.decision.kind == "go"
    for _ in range(3):
        player.frames(1, 1 / 30)
        covered = [e for e in scene.decision.ways if scene.dice.visible and scene.dice.rect.colliderect(_mark_rect(player, e))]
        assert not covered, f"the dice tray covers {covered}"
    player.app.screenshot(SHOTS / "creature_adventures_ends_normal.png")


def test_a_tailwind_roll_shows_where_it_would_end_before_it_is_chosen(app):
    player = open_table(app)
    player.pass_screen()
    match, scene = player.match, player.scene
    match.state.players[1].artifacts["tailwind"] = 1
    player.restage()
    match.force_dice([1, 2, 4, 4])
    player.press("roll")
    player.settle()
    assert scene.decision.kind == "use"
    for steps in (3, 8):
        player.move(player.button(f"use {steps}").rect.center)
        player.frames(2)
        told = next(m["ends"] for m in match.decision()["about"]["moves"] if m["roll"] == steps)
        assert scene.board.marked == set(told), steps


def test_a_walk_that_wakes_a_wild_creature_tells_its_roll_in_a_result_panel(app):
    """The Wilderness die lands, and the battle mat opens over it at once: the roll is told in the
    result panel, beside the mat, until it is read. The walk takes two forks from one click, and
    the roll comes with the second fork's move, not the first."""
    player = open_table(app)
    player.pass_screen()
    scene, match = player.scene, player.match
    player.do("assign 1 attack")
    match.force_dice([2, 2, 1])  # to Eyrie Crossing, a fork; then the Wilderness die: a 1
    player.press("roll")
    player.settle()
    player.speed("normal")
    player.click(player.space("whisperwood_1"))  # both forks at once: into the Whisperwood
    player.settle()
    player.frames(3)
    assert match.view(1)["battle"]["kind"] == "wild", "the mat is up, over the board where the die was"
    panel = scene.moments.panel
    assert panel is not None and panel.held, "the roll's result waits to be read"
    rolled = next(ev for ev in reversed(match.events()) if ev.get("table") == "wilderness")
    text = " ".join(panel.texts(scene.say_as_told))
    assert f"Rolled {rolled['face']}." in text and "appears" in text
    assert not panel.rect.colliderect(scene.arena.rect), "beside the mat, not over it"
    player.app.screenshot(SHOTS / "creature_adventures_wild_roll_told.png")


def _met_a_wild_creature(size):
    """Bob's first move, in a window of `size`, into the Whisperwood, where a wild creature
    waits; its appearance read. The app and the player."""
    app = make_app("instant", size=size)
    player = open_table(app)
    player.pass_screen()
    player.do("assign 1 attack")
    player.match.force_dice([2, 2, 1])
    player.press("roll")
    player.settle()
    player.speed("normal")
    player.click(player.space("whisperwood_1"))
    player.settle()
    player.scene.moments.dismiss()
    return app, player


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_battles_result_leaves_the_seat_panels_in_sight(size):
    """A won battle's result speaks of the creatures' HP, which the seat panels show: in a small
    window it rose over the lower seat's creatures. It lies under the panels, or over the board
    once the mat has gone."""
    app, player = _met_a_wild_creature(size)
    scene, match = player.scene, player.match
    while match.view(1)["battle"] is not None:
        choices = [c["action"] for c in match.decision()["choices"]]
        player.do("strike" if "strike" in choices else choices[0])
        player.settle()
        player.frames(3)
        if match.view(1)["battle"] is not None and scene.moments.panel is not None:
            scene.moments.dismiss()
    panel = scene.moments.panel
    assert panel is not None and "wins the battle" in " ".join(panel.texts(scene.say_as_told))
    for seat in scene.panels:
        assert not panel.rect.colliderect(seat.rect), "the seat panels stay in sight"
    player.app.screenshot(SHOTS / f"creature_adventures_battle_result_{size[0]}.png")
    close(app)


def test_a_catchs_result_leaves_the_card_asking_to_keep_it_in_sight():
    """Seen at 1024x640: a catch's result (the catch and the EXP it brings, two panels) was laid
    over the board's lower right, where the card asking whether to keep the catch stood, and
    hid its rows and their Replace buttons."""
    app, player = _met_a_wild_creature((1024, 640))
    scene, match = player.scene, player.match
    player.do(next(c["action"] for c in match.decision()["choices"] if c["verb"] == "pick"))
    player.settle()
    match.state.battle.sides[1].npc[0].hp = 1  # worn down: a catch holds on most rolls
    player.restage()
    match.force_dice([10])
    player.do("catch")
    player.settle()
    player.frames(3)
    panel = scene.moments.panel
    assert panel is not None and "catches" in " ".join(panel.texts(scene.say_as_told))
    assert scene.card is not None and match.decision()["kind"] == "keep", match.decision()["kind"]
    buttons = [b.rect for b in scene.dynamic if b.alive() and b.visible]
    assert len(buttons) >= 4, "Replace for each of three creatures, and Release"
    assert not panel.rect.collidelistall(buttons), "the card asking to keep the catch stays in sight"
    assert panel.rect.top >= scene.sheet.rect.bottom - 80, "over no more than the card's foot"
    player.app.screenshot(SHOTS / "creature_adventures_catch_result_1024.png")
    close(app)
