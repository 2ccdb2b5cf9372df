"""A hint on Creature Adventures' table marks what to click.

New players read "Hint: go towards Whisper Stile" and could not find Whisper Stile. Now every
hint marks the thing to click: a button is lit, and a space on the board (the end of the walk
the computer would take), a creature in a panel or on the battle mat, or a pawn gets a ring.
Each test asks for a hint, clicks the middle of what is marked, and checks the hinted move is
what happened (or that the next click it needs is now lit).
"""
from __future__ import annotations

from scenes.creature_adventures.words import space_name

from .test_creature_adventures_table import open_table


def _hint(player) -> str:
    player.click(player.scene.widgets["hint"].rect.center)
    player.frames(2)
    return player.scene.hint


def _lit_buttons(scene) -> list[str]:
    return [action for button, action in scene.dynamic.items() if button.is_selected]


def _the_ring_stays_off_the_neighbours(player, marked) -> None:
    """The ring around a creature in a panel leaves the rows above and below it readable: it
    covered the next creature's name and the word "Hint" the one above's health (1024x640)."""
    from scenes.creature_adventures.play import HINT

    player.app.draw()
    surface = player.app.surface
    rows = [r for panel in player.scene.panels for r, kind, _ in panel.areas if kind == "creature"]
    neighbours = [r for r in rows if r != marked and abs(r.centerx - marked.centerx) < 4
                  and (abs(r.top - marked.bottom) < 12 or abs(r.bottom - marked.top) < 12)]
    assert neighbours, "a creature beside the marked one"
    for row in neighbours:
        inside = row.inflate(-2, -6)
        ringed = [(x, y) for x in range(inside.left, inside.right, 2) for y in range(inside.top, inside.bottom)
                  if tuple(surface.get_at((x, y)))[:3] == HINT]
        assert not ringed, f"the hint's ring or word covers the creature at {row}: {ringed[:3]}"


def test_a_hint_to_spend_a_point_rings_the_creature_then_lights_the_button(app):
    player = open_table(app)
    player.pass_screen()
    scene = player.scene
    hint = _hint(player)
    assert hint.split()[0] == "assign"
    marks = scene.hint_marks()
    assert marks, "the creature to click is marked"
    player.shot("hint_creature")
    _the_ring_stays_off_the_neighbours(player, marks[0])
    player.click(marks[0].center)
    assert scene.mode == {"creature": int(hint.split()[1]) - 1}
    assert scene.hint == hint and hint in _lit_buttons(scene), "then its button is lit"
    player.press(hint)
    player.settle()
    assert player.match.log[-1] == hint


def test_a_hint_to_move_marks_the_end_of_the_computers_walk(app):
    player = open_table(app)
    player.pass_screen()
    player.do("assign 1 attack")
    player.match.force_dice([5, 5, 6, 6])  # a ten; then any Wilderness die is safe
    player.press("roll")
    player.settle()
    scene, match = player.scene, player.match
    hint = _hint(player)
    assert hint.startswith("go ")
    marks = scene.hint_marks()
    assert len(marks) == 1 and scene.hint_way is not None and f"go {scene.hint_way.forks[0]}" == hint
    assert scene.path_shown() == scene.hint_way, "the way is drawn"
    assert "walk to" in scene.banner.text[1]
    told = [line.text for line in scene.log_lines if line.text.startswith("Hint:")]
    place = space_name(scene.hint_way.end)  # the log names the walk as the banner does, in a whole sentence
    assert told and f"walk to {place}" in told[-1] and place in scene.banner.text[1] and told[-1].endswith(".")
    player.shot("hint_move")
    before, forks = len(match.log), scene.hint_way.forks
    player.click(marks[0].center)
    player.settle()
    assert match.log[before:before + len(forks)] == [f"go {space}" for space in forks]


def test_a_hint_in_battle_marks_the_creature_to_send_in(app):
    player = open_table(app)
    player.pass_screen()
    match = player.match
    match.force_dice([2, 2, 1])
    player.do("roll")
    player.click(player.space("whisperwood_1"))
    player.settle()
    scene = player.scene
    assert scene.decision.kind == "pick"
    hint = _hint(player)
    assert hint.startswith("pick ")
    marks = scene.hint_marks()
    assert marks
    player.shot("hint_pick")
    player.click(marks[0].center)
    player.settle()
    assert match.log[-1] == hint
    hint = _hint(player)
    if hint in scene.dynamic.values():
        assert hint in _lit_buttons(scene)
    else:
        assert scene.hint_marks()


def test_a_click_puts_the_tip_away_until_the_pointer_moves(app):
    """In a real window: hovering a creature showed its tip; clicking it opened the card to
    raise it, and the tip ("Click: spend points on it") stayed over the card's buttons."""
    player = open_table(app)
    player.pass_screen()
    scene = player.scene
    at = player.panel_creature(scene.decision.seat, 0)
    player.move(at)
    player.frames(40)
    assert scene.tooltip.visible, "resting on a creature shows its tip"
    player.click(at)
    player.frames(40)
    assert scene.mode == {"creature": 0}, "the click opened the creature's card"
    assert not scene.tooltip.visible, "the tip went with the click"
    player.move((at[0] + 20, at[1]))
    player.frames(40)
    assert scene.tooltip.visible, "moving on shows tips again"
