"""Starting a new game over an unfinished game of the same game asks first - also when another
game was played since. Since every game keeps its own autosave (and the menu lists them all),
a new game must ask about its own game's, not the latest one's.

Expected to fail until scenes/setup.py (not the saves area's file) asks storage for this game's
own unfinished game, `storage.unfinished_autosave(self.game)`, instead of the latest of all.
Strict: it fails once fixed, to be switched on."""
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
