"""Starting a new game over an unfinished game of the same game asks first - also when another
game was played since. Since every game keeps its own autosave (and the menu lists them all),
a new game must ask about its own game's, not the latest one's
(`storage.unfinished_autosave(self.game)`, not the latest of all)."""
from __future__ import annotations

import datetime as dt
import os

from scenes import config, storage
from scenes.setup import SetupScene

from . import ui
from .fake_engine import FakeMatch


def test_a_new_game_asks_before_replacing_its_own_unfinished_game_when_another_is_newer(app):
    match = FakeMatch(1, ["human", "ai"])
    match.act("step 1")
    storage.autosave(match)
    older = (dt.datetime.now() - dt.timedelta(hours=1)).timestamp()
    os.utime(storage.autosave_path("race"), (older, older))
    (config.autosave_dir() / "other.json").write_text("{}", encoding="utf-8")  # another game, played since
    setup = app.stack.push(SetupScene(app, "race"))
    ui.frames(app)
    ui.click_element(app, setup.widgets["start"])
    questions = [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]
    assert [q.window_display_title for q in questions] == ["Start a new game?"]


def test_a_new_game_left_before_its_first_move_is_offered_to_continue(app):
    """The full journey of a 2v2 EverZone between people left the table before anyone had moved,
    and the menu had nothing to continue: a game was first written at its first move, so the
    seats, names and seed chosen were lost."""
    from scenes.menu import MenuScene

    app.stack.push(MenuScene(app))
    setup = app.stack.push(SetupScene(app, "race"))
    ui.frames(app)
    ui.click_element(app, setup.widgets["start"])
    table = app.stack.top
    assert table.session.match.log == []
    assert storage.unfinished_autosave("race") is not None, "kept from its first moment"
    app.go_home()
    ui.frames(app)
    assert [row.summary.game for row in app.stack.top.rows] == ["race"]
