"""The host's record beside its autosave, as files can be: a damaged or hostile record never
takes the game down - Continue then plays it on at this screen alone."""
from __future__ import annotations

import json

import pytest

from engine import api
from scenes import storage
from scenes.online_session import HostSession
from tests.scenes.driver import Hand, close, make_app


@pytest.fixture
def folder(tmp_path, monkeypatch):
    from scenes import config

    monkeypatch.setattr(config, "data_dir", lambda: tmp_path)
    return tmp_path


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '"zvery"', json.dumps({"game": "auganism"}), "x" * 10])
def test_a_damaged_record_is_no_record(folder, text):
    path = storage.online_record_path("zvery")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    assert storage.online_record("zvery") is None


def test_a_record_kept_and_forgotten_in_order(folder):
    storage.keep_online_record("zvery", {"game": "zvery", "seq": 1})
    storage.keep_online_record("zvery", {"game": "zvery", "seq": 2})
    assert storage.online_record("zvery") == {"game": "zvery", "seq": 2}
    storage.forget_online_record("zvery")
    assert storage.online_record("zvery") is None


def test_continue_with_a_record_that_does_not_fit_plays_on_alone(folder):
    """A record that reads as JSON but not as a table (edited, or of another version): the menu's
    Continue opens the game at this screen, no error screen, no online table."""
    match = api.new_match("zvery", 3, ["human", "human"])
    match.act(match.legal_actions()[0])
    storage.autosave(match)
    storage.online_record_path("zvery").write_text(json.dumps({"game": "zvery", "seats": "two", "journal": 7}))
    app = make_app()
    try:
        app.stack.push(app.home_scene())
        hand = Hand(app)
        hand.frames(3)
        menu = app.stack.top
        assert menu.hosted == {"zvery"}
        hand.click(menu.rows[0].rect.center)
        hand.frames(3)
        session = hand.scene.session
        assert not isinstance(session, HostSession) and len(session.match.log) == 1
    finally:
        close(app)
