"""A table's autosave is put on disk by the autosaver's thread (scenes/autosaver.py): a move's
frame did not wait for the disk (9-13 ms a move, above 100 ms on a busy disk), and whatever
reads an autosave still sees the last move."""
from __future__ import annotations

import threading

from scenes import autosaver, storage
from scenes.session import GameSession

from .fake_engine import FakeMatch

INFO = {"title": "Race", "solo": False}


def table() -> GameSession:
    return GameSession(FakeMatch(5, ["human", "human"]), ["human", "human"], info=INFO, threaded=True)


def held_disk(monkeypatch) -> tuple[threading.Event, threading.Event, list[str]]:
    """The disk held up until `opened` is set (`begun` once a write waits for it); the texts
    written, in order."""
    opened, begun, written = threading.Event(), threading.Event(), []
    write = storage._write_autosave

    def slow(slots, text, finished):
        begun.set()
        opened.wait(10)
        written.append(text)
        return write(slots, text, finished)

    monkeypatch.setattr(storage, "_write_autosave", slow)
    return opened, begun, written


def test_a_move_does_not_wait_for_the_disk_and_a_reader_waits_for_the_move(fake_api, monkeypatch):
    opened, _begun, written = held_disk(monkeypatch)
    session = table()
    session.act("step 2")  # returns with the disk still held
    assert written == []
    threading.Timer(0.05, opened.set).start()
    assert storage.load_autosave("race").match.log == ["step 2"]  # the reader waited for it


def test_a_newer_save_of_a_game_replaces_one_not_yet_written(fake_api, monkeypatch):
    opened, begun, written = held_disk(monkeypatch)
    session = table()
    session.act("step 1")
    assert begun.wait(10)  # being written (held)
    autosaver_busy = threading.Event()
    autosaver.later("other", autosaver_busy.set)  # another game's write waits behind it
    session.act("step 2")
    session.act("step 1")  # replaces the waiting "step 2"
    opened.set()
    storage.settle()
    assert len(written) == 2 and autosaver_busy.is_set()
    assert storage.load_autosave("race").match.log == ["step 1", "step 2", "step 1"]


def test_a_failed_write_is_reported_to_the_table(fake_api, gamenight_home):
    gamenight_home.mkdir(parents=True)
    (gamenight_home / "autosave").write_text("a file where the folder should be")
    session = table()
    session.act("step 1")
    storage.settle()
    assert session.save_problem and "Could not autosave" in session.save_problem
    (gamenight_home / "autosave").unlink()
    session.act("step 1")
    storage.settle()
    assert session.save_problem is None
