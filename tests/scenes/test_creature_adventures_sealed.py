"""Pass-and-play: a battle pick between two people stays sealed while the other is at the table.

Bob walks onto Alice and picks the creature he opens with; the mouse passes to Alice. Whatever
Bob picked, Alice's table must look exactly the same - every pixel of the window, the log, the
tooltips where she points (Bob's side of the mat, his panel), the captions in flight, the
forecasts and the hint - or it would tell her his pick. The game is played twice, Bob picking
differently, and Alice's two screens are compared.
"""
from __future__ import annotations

import pygame

from engine import api

from .driver import close, make_app, sit_down
from .test_creature_adventures_table import SHOTS, Player


def _alices_table(bob_picks: int) -> tuple[list[bytes], list[str], list[str | None]]:
    """Alice at the table after Bob's pick: (window pictures, log lines, tooltips) as she looks around."""
    app = make_app("instant", (1280, 800))
    match = api.new_match("creature_adventures", 7, ["human", "human"])
    sit_down(app, match, ["human", "human"], ["Alice", "Bob"])
    player = Player(app)
    player.frames(6)
    player.pass_screen()
    scene = player.scene
    match.state.players[0].pos = "north_road_4"  # Alice waits on the King's Road
    player.restage()
    match.force_dice([1, 2])
    player.do("roll")
    player.click(player.space("north_road_4"))
    player.settle()
    assert scene.decision.kind == "pick" and scene.decision.seat == 1
    player.do(f"pick {bob_picks}")
    player.frames(2)
    assert app.stack.top.note.startswith("You are attacked: pick your creature"), "Alice is told why"
    assert player.pass_screen(), "the mouse passes to Alice"
    assert scene.viewer == 0
    pictures, tips = [], []
    bob_side = scene.arena.rect.x + scene.arena.rect.w // 4, scene.arena.rect.y + scene.arena.rect.h // 3
    spots = [(5, 5), bob_side, player.panel_creature(1, 0), player.panel_creature(1, 1),
             scene.widgets["hint"].rect.center]
    for spot in spots:
        if spot == scene.widgets["hint"].rect.center:
            player.click(spot)
        else:
            player.move(spot)
        player.frames(40)  # the mouse rests: the tooltip comes up
        pictures.append(pygame.image.tobytes(app.surface, "RGB"))
        tips.append(scene.tooltip._text if scene.tooltip is not None and scene.tooltip.visible else None)
        if bob_picks == 1:
            app.screenshot(SHOTS / f"creature_adventures_sealed_{len(pictures)}.png")
    lines = list(scene.log_panel.lines)
    close(app)
    return pictures, lines, tips


def test_nothing_on_alices_screen_shows_which_creature_bob_picked():
    first, second = _alices_table(1), _alices_table(2)
    assert first[1] == second[1], "the log reads the same"
    assert first[2] == second[2], "the tooltips read the same"
    for k, (a, b) in enumerate(zip(first[0], second[0], strict=True)):
        assert a == b, f"Alice's screen differs with Bob's pick (look {k + 1})"
