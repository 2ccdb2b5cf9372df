"""Where each action is clicked at Zombie Slayer's table (TableScene.reach; scenes/hand.py).

Most actions are one click: a lit square, a token, a die in the tray, a Luck chip, a decision
button, a face of the slayer's sheet. Some take two: a follower's action is its token first,
then the action; a token's menu opens on a right-click and then its row is clicked; throwing,
dropping and training open their button row first; a tile is turned (clicked) until its border
faces the way wanted, then placed. A square off the screen is panned into view first, as a
player drags the town.
"""
from __future__ import annotations

from collections.abc import Iterator

import pygame

from ..hand import Click


def reach(scene, action: str) -> Iterator[Click]:
    """The clicks that send `action`: found among what the Decision made clickable, else by
    what the action's choice names (its verb and names, never the action itself)."""
    d = scene.decision
    chosen = scene.choice_of(action)
    verb, names = (chosen["verb"], chosen["names"]) if chosen is not None else ("", {})
    if action in d.squares.values():
        square = next(s for s, a in d.squares.items() if a == action)
        yield Click(on_board(scene, square))
    elif action in d.tokens.values():
        yield Click(token_pos(scene, next(t for t, a in d.tokens.items() if a == action)))
    elif verb == "keep_die" and (names.get("skill") == "endure") != scene.endure_on:
        yield Click(scene.button_for("cmd:endure").rect.center)  # "+ Endure Pain" rides along, or not
        yield from reach(scene, action)
    elif verb == "keep_die":
        die = next(i for i, a in d.keep.items() if a == action)
        yield Click(scene.tray.tray.dice_roll.die_rects()[die].center)
    elif verb == "spend_luck":
        yield Click(next(c for c in scene.tray.chips if c[2] == action)[0].center)
    elif scene.button_for(action) is not None:
        yield Click(scene.button_for(action).rect.center)
    elif action in d.faces.values():
        yield Click(scene.sheet.face_rects[next(k for k, a in d.faces.items() if a == action)].center)
    elif any(a == action for menu in d.menus.values() for _, a in menu):
        token = next(t for t, menu in d.menus.items() if any(a == action for _, a in menu))
        yield Click(token_pos(scene, token), button=3)
        yield Click(next(row for row, _, a in scene.menu.rows() if a == action).center)
    elif verb in ("follower_move", "follower_attack"):
        yield Click(token_pos(scene, names["follower"]))
        yield from reach(scene, action)
    elif verb in ("throw", "drop"):
        yield Click(scene.button_for(f"cmd:extra {verb}").rect.center)
        yield from reach(scene, action)
    elif verb == "train":
        yield Click(scene.button_for("cmd:train").rect.center)
        yield Click(scene.button_for(f"cmd:train {names['pip']}").rect.center)
        yield from reach(scene, action)
    elif verb == "place":
        for _ in range(4):
            if scene.decision.ghost["border"] == names["border"]:
                break
            yield Click(scene.layout.cell_rect(tuple(scene.decision.ghost["at"])).center)
        yield Click(scene.button_for(action).rect.center)
    else:
        raise LookupError(f"nothing on the table sends {action!r}")


def on_board(scene, square) -> tuple[int, int]:
    """The screen position of a square, the town panned first to bring it into view if it is
    off the board or under the banner, the tray or the corner's controls."""
    pos = scene.layout.square_centre(square)
    blocked = [scene.banner.rect.inflate(0, 120), scene.tray.rect if scene.tray.visible else pygame.Rect(0, 0, 0, 0),
               pygame.Rect(scene.board.x, scene.banner.rect.bottom, 200, 60)]
    if not scene.board.inflate(-40, -40).collidepoint(pos) or any(r.collidepoint(pos) for r in blocked):
        scene.layout.centre_on(tuple(square))
        pos = scene.layout.square_centre(square)
    return (round(pos[0]), round(pos[1]))


def token_pos(scene, token: str) -> tuple[int, int]:
    """Where a token is clicked: its badge in the town's margin, else its piece on the board."""
    for rect, found in scene.town.badges:
        if found == token:
            return rect.center
    piece = scene.table.pieces[token]
    on_board(scene, piece.square)
    x, y = scene.layout.point(piece.pos)
    return (round(x), round(y))
