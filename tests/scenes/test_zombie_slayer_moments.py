"""The dice tray and the treasure card go when their moment is over.

Players found the tray of a settled roll and the treasure card of a finished search still on
the table behind the next prompt, and behind the end screen. Now: once the game asks for
something else (the next turn's moves), the tray slides away at once and the treasure card
is put back; when the game ends, neither is left behind the result.
"""
from __future__ import annotations

from engine import api
from engine.games.zombie_slayer.content import content

from .driver import close, make_app, sit_down
from .test_zombie_slayer_table import SEED, Player

SLIDE = 0.35  # seconds a player may see the tray slide away


def _idle_at_prompt(player: Player) -> None:
    """Frames until the animations are over and the table asks for the next move."""
    for _ in range(600):
        scene = player.scene
        if not scene.animator.busy and scene.decision is not None and scene.decision.kind == "turn":
            return
        player.frames(1, 1 / 30)
    raise AssertionError("the table never came back to the turn prompt")


def _gone_within(player: Player, seconds: float, still_there) -> bool:
    for _ in range(round(seconds * 60)):
        if not still_there():
            return True
        player.frames(1)
    return not still_there()


def test_a_settled_roll_leaves_when_the_next_prompt_comes():
    app = make_app("normal")
    try:
        sit_down(app, api.new_match("zombie_slayer", SEED, ["human"]), ["human"])
        player = Player(app)
        player.settle()
        assert player.scene.tray.visible  # the opening's spawn roll waits for the player
        player.do("accept")
        _idle_at_prompt(player)
        assert _gone_within(player, SLIDE, lambda: player.scene.tray.visible)
    finally:
        close(app)


def _treasure_face(match) -> int | None:
    """A face of the slayer's card whose treasure pip names the Items or Followers card."""
    view = match.view(0)
    x, y = view["slayer"]["pos"]
    tile = next(t["tile"] for t in view["tiles"] if t["at"] == [x // 6, y // 6])
    card = content().tiles[tile]
    return next((k for k in range(2, 7) if card.treasure(k) in ("items", "followers")), None)


def _searching_match(row: int = 2):
    """A match at the moment its slayer may search a card with an Items or Followers pip, the
    dice forced so that the search finds that card's row `row` (a Life potion, or Bron)."""
    match = api.new_match("zombie_slayer", SEED, ["human"])
    for _ in range(300):
        if "search" in match.legal_actions() and _treasure_face(match):
            break
        match.act(match.suggest(0))
    match.force_dice([_treasure_face(match), row])
    return match


def test_the_treasure_card_is_put_back_once_the_search_is_over():
    app = make_app("normal")
    try:
        match = _searching_match()
        sit_down(app, match, ["human"])
        player = Player(app)
        player.settle()
        player.press("search")
        seen = False
        for _ in range(600):  # the card is held up while the search plays out...
            seen = seen or player.scene.treasure is not None
            scene = player.scene
            if not scene.animator.busy and scene.decision is not None:
                if scene.decision.kind == "turn":
                    break
                if scene.decision.accept:
                    player.do("accept")
            player.frames(1, 1 / 30)
        assert seen
        _idle_at_prompt(player)
        assert _gone_within(player, SLIDE, lambda: player.scene.treasure is not None)  # ...and put back after
    finally:
        close(app)


def test_nothing_of_the_last_moment_is_left_behind_the_end_screen():
    """A search ambush (the treasure card's row 1) kills a slayer with 1 Life and no defense:
    the game ends with the treasure card up and the zombie's dice on the tray."""
    from scenes.zombie_slayer.ending import EndScreen

    app = make_app("normal")
    try:
        match = _searching_match(row=1)
        match.state.slayer.life = 1
        match.state.slayer.faces = [".", "..", "...", "....", ".....", "S....."]
        sit_down(app, match, ["human"])
        player = Player(app)
        player.settle()
        player.press("search")
        for _ in range(10):
            player.settle()
            if isinstance(app.stack.top, EndScreen) or match.result() is not None:
                break
            legal = match.legal_actions()
            player.do("accept" if "accept" in legal else legal[0])
        player.settle()
        assert match.result() is not None and isinstance(app.stack.top, EndScreen)
        scene = player.scene
        assert not scene.tray.visible and scene.treasure is None
    finally:
        close(app)


def test_the_slayer_panel_says_the_zombies_play_while_they_shamble():
    """Played in a real window: the banner said "The zombies' turn" while the slayer's panel still
    read "Turn 1 - your turn" through the whole zombie animation."""
    app = make_app("normal")
    try:
        sit_down(app, api.new_match("zombie_slayer", SEED, ["human"]), ["human"])
        player = Player(app)
        player.settle()
        player.do("accept")
        _idle_at_prompt(player)
        scene = player.scene
        shown = {}
        banner_draw, sheet_draw = scene.banner.draw, scene.sheet.draw
        scene.banner.draw = lambda surface, title, *rest: (shown.update(banner=title), banner_draw(surface, title, *rest))
        scene.sheet.draw = lambda surface, view, text, *rest: (shown.update(panel=text), sheet_draw(surface, view, text, *rest))
        player.do("end", settle=False)  # the zombies' turn is watched as it plays
        panels = set()
        for _ in range(600):
            player.frames(1, 1 / 30)
            if shown.get("banner") == "The zombies' turn":
                panels.add(shown["panel"])
            if not scene.animator.busy:
                break
        assert panels, "the zombies' turn was shown"
        assert panels == {"Turn 1 - the zombies' turn"}, panels
    finally:
        close(app)
