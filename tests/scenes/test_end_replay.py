"""The end screen's "Watch the replay", in every game: a game played by the computer to its last
move at the real table, its result sheet, the button clicked with the mouse, the whole game at a
replay table, and Leave the replay back to the result. The sheets go to tests/output/
(end_replay_<game>_<size>.png) for people to look at."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import api
from scenes.table_scene import TableScene
from scenes.widgets.ending import EndScreen

from .driver import Driver, close, make_app, sit_down

SHOTS = Path(__file__).resolve().parents[1] / "output"
GAMES = {"zombie_slayer": ["ai:easy"], "creature_adventures": ["ai:easy", "ai:easy"], "zvery": ["ai:easy", "ai:easy"],
         "auganism": ["ai:easy", "ai:easy"], "everzone": ["ai:easy", "ai:easy"]}


def one_move_from_the_end(game: str, seats: list[str]) -> api.Match:
    """A game the computer plays to the end, taken back to just before its last move."""
    whole = api.new_match(game, 4, seats)
    while whole.result() is None:
        whole.act(whole.suggest(whole.to_move()))
    match = api.new_match(game, 4, seats)
    for action in whole.log[:-1]:
        match.act(action)
    return match


def windows(app) -> list:
    return [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_result_offers_the_replay_of_the_game_and_leaving_it_comes_back_to_the_result(game, size):
    seats = GAMES[game]
    match = one_move_from_the_end(game, seats)
    app = make_app("instant", size)
    try:
        table = sit_down(app, match, seats, ["Ann", "Bob"][: len(seats)])
        player = Driver(app)
        player.until_over(match)
        player.settle()
        sheet = app.stack.top
        assert isinstance(sheet, EndScreen), f"{game}: the result sheet, not {sheet!r}"
        app.screenshot(SHOTS / f"end_replay_{game}_{size[0]}x{size[1]}.png")
        buttons = {key: button for button, key in sheet.buttons.items()}
        assert set(buttons) == {"new", "menu", "replay", "review"}
        rects = [b.rect for b in buttons.values()]
        assert all(sheet.sheet.contains(r) for r in rects), "every button on the sheet"
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "none over another"
        font = app.manager.get_theme().get_font(["button"])
        assert all(font.size(b.text)[0] <= b.rect.width - 16 for b in buttons.values()), "every label fits its button"

        player.click(buttons["replay"].rect.center)
        replaying = app.stack.top
        assert isinstance(replaying, TableScene) and replaying is not table and replaying.replaying
        assert replaying.session.game == game and replaying.session.replay.position == 0, "from the first move"
        assert replaying.session.replay.final_digest == match.digest(), "the game just played"
        player.frames(5)
        replaying._show_end()  # a replay's own result (its "Show the result" at the end) offers no replay in it
        assert set(app.stack.top.buttons.values()) == {"new", "menu", "review"}
        app.stack.top.close()
        player.click(replaying.widgets["menu"].rect.center)
        [menu] = windows(app)
        player.click(menu.buttons["leave"].rect.center)
        assert app.stack.top is sheet, "back at the result"
        player.click(buttons["menu"].rect.center)
        assert not isinstance(app.stack.top, (TableScene, EndScreen)), "and on to the main menu"
    finally:
        close(app)
