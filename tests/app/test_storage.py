"""Saves on disk: atomic autosave, the previous copy, damaged files, clear errors."""
from __future__ import annotations

import json
import os

import pytest

from scenes import atomic, config, storage

from .fake_engine import FakeMatch


def played(*actions, seats=("human", "ai")):
    match = FakeMatch(5, list(seats))
    for action in actions:
        match.act(action)
    return match


def test_autosave_writes_the_match_and_keeps_the_previous(fake_api):
    first = played("step 1")
    path = storage.autosave(first)
    assert path == config.autosave_dir() / "race.json"
    assert path.read_text(encoding="utf-8") == first.save()
    second = played("step 1", "step 2")
    storage.autosave(second)
    assert path.read_text(encoding="utf-8") == second.save()
    assert storage.previous_path("race").read_text(encoding="utf-8") == first.save()


def test_autosave_leaves_no_temporary_files(fake_api):
    for n in range(3):
        storage.autosave(played(*["step 1"] * n))
    names = sorted(os.listdir(config.autosave_dir()))
    assert names == ["race.json", "race.prev.json"]


def test_a_write_that_fails_midway_leaves_the_old_file_whole(fake_api, monkeypatch):
    target = config.saves_dir() / "mine.json"
    atomic.write_text(target, "old contents")

    def crash(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(storage.SaveError, match="No space left"):
        storage.save_as(played("step 2"), target)
    assert target.read_text(encoding="utf-8") == "old contents"
    assert os.listdir(target.parent) == ["mine.json"]


def test_a_full_disk_during_the_write_leaves_the_old_file_and_no_temporary_one(fake_api, monkeypatch):
    target = config.saves_dir() / "mine.json"
    atomic.write_text(target, "old contents")
    written = []

    def full_after_a_little(fd, data):
        if written:
            raise OSError(28, "No space left on device")
        written.append(bytes(data[:8]))
        return 8

    monkeypatch.setattr(atomic.os, "write", full_after_a_little)
    with pytest.raises(storage.SaveError, match="No space left"):
        storage.save_as(played("step 2"), target)
    assert written and target.read_text(encoding="utf-8") == "old contents"
    assert os.listdir(target.parent) == ["mine.json"]


def test_damaged_autosave_falls_back_to_the_previous_one(fake_api):
    storage.autosave(played("step 1"))
    storage.autosave(played("step 1", "step 2"))
    path = storage.autosave_path("race")
    path.write_text(path.read_text(encoding="utf-8")[:25], encoding="utf-8")  # a torn write
    resumed = storage.load_autosave("race")
    assert resumed.match.log == ["step 1"]
    assert resumed.path == storage.previous_path("race")
    assert "damaged" in resumed.warning


def test_both_autosaves_damaged_is_a_clear_error(fake_api):
    storage.autosave(played("step 1"))
    storage.autosave(played("step 2"))
    storage.autosave_path("race").write_text("{", encoding="utf-8")
    storage.previous_path("race").write_bytes(b"\x89PNG\r\n\x1a\n")
    with pytest.raises(storage.SaveError, match="race.json"):
        storage.load_autosave("race")


def test_no_autosave_at_all(fake_api):
    assert storage.latest_autosave() is None
    with pytest.raises(storage.SaveError, match="no autosave of Race"):
        storage.load_autosave("race")


@pytest.mark.parametrize(
    "content, message",
    [
        (lambda good: good[: len(good) // 2], "not a save this Gamenight can open"),  # truncated
        (lambda good: good.replace('"step 1"', '"teleport"'), "not legal at that point"),  # edited
        (lambda good: json.dumps({"format": "chess-pgn", "moves": []}), "no race header"),  # foreign
        (lambda good: "", "not valid JSON"),  # empty
    ],
)
def test_bad_save_files_give_an_error_naming_the_file(fake_api, content, message):
    path = config.saves_dir() / "evening.json"
    path.parent.mkdir(parents=True)
    path.write_text(content(played("step 1", "step 2").save()), encoding="utf-8")
    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)
    assert "evening.json" in str(caught.value) and message in str(caught.value)


def test_binary_missing_and_folder_paths_are_clear_errors(fake_api, tmp_path):
    binary = tmp_path / "photo.json"
    binary.write_bytes(bytes(range(256)))
    with pytest.raises(storage.SaveError, match="photo.json is not a Gamenight save: it is not a text file"):
        storage.load(binary)
    with pytest.raises(storage.SaveError, match="does not exist"):
        storage.load(tmp_path / "nowhere.json")
    with pytest.raises(storage.SaveError, match="is a folder"):
        storage.load(tmp_path)


def test_save_as_and_load_round_trip_with_a_bom_tolerated(fake_api, tmp_path):
    match = played("step 2", "roll", "step 1")
    path = storage.save_as(match, tmp_path / "evening")
    assert path.name == "evening.json"
    assert storage.load(path).digest() == match.digest()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # saved again by a Windows editor
    assert storage.load(path).digest() == match.digest()


def test_save_as_into_an_impossible_place_is_a_clear_error(fake_api, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(storage.SaveError, match="Could not save to"):
        storage.save_as(played(), blocker / "inside.json")


def test_finished_game_leaves_continue_and_is_kept_for_its_replay(fake_api):
    match = played("step 1")
    storage.autosave(match)
    assert storage.latest_autosave().game == "race"
    while match.result() is None:
        match.act("step 2")
    storage.autosave(match)
    assert storage.latest_autosave() is None
    assert storage.finished_path("race").exists()
    assert not storage.previous_path("race").exists()


def test_latest_autosave_picks_the_newest_game_and_ignores_strays(fake_api):
    folder = config.autosave_dir()
    folder.mkdir(parents=True)
    for name, stamp in [("old_game.json", 1_000), ("race.json", 3_000), ("race.finished.json", 9_000),
                        (".race.json.x.tmp", 9_000), ("notes.txt", 9_000), ("Bad Name.json", 9_000)]:
        (folder / name).write_text("{}")
        os.utime(folder / name, (stamp, stamp))
    latest = storage.latest_autosave()
    assert latest.game == "race" and latest.path.name == "race.json"


def test_only_a_previous_autosave_still_counts_for_continue(fake_api):
    storage.autosave(played("step 1"))
    storage.autosave(played("step 2"))
    storage.autosave_path("race").unlink()  # the crash came between the two renames
    assert storage.latest_autosave().path == storage.previous_path("race")
    assert storage.load_autosave("race").match.log == ["step 1"]


def test_describe_time_reads_like_a_person():
    import datetime as dt

    now = dt.datetime(2025, 3, 5, 20, 0)
    assert storage.describe_time(dt.datetime(2025, 3, 5, 14, 32), now) == "today, 14:32"
    assert storage.describe_time(dt.datetime(2025, 3, 4, 9, 5), now) == "yesterday, 09:05"
    assert storage.describe_time(dt.datetime(2025, 1, 2, 18, 0), now) == "2 Jan 2025, 18:00"


def test_real_engine_save_round_trip():
    api = pytest.importorskip("engine.api")
    game = api.games()[0]
    variant = api.info(game)["variants"][0]
    match = api.new_match(game, 3, ["ai:easy"] * variant["seats"], variant["options"])
    for _ in range(5):
        if match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    storage.autosave(match)
    assert storage.load_autosave(game).match.digest() == match.digest()


def test_leftover_temporary_files_are_swept_at_start(gamenight_home):
    """Each kill during a write left a stray `*.tmp` beside the autosave that nothing removed."""
    import time

    folder = config.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    old = folder / ".zvery.json.abc123.tmp"
    fresh = folder / ".zvery.json.def456.tmp"
    kept = folder / "zvery.json"
    for path in (old, fresh, kept):
        path.write_text("{}", encoding="utf-8")
    long_ago = time.time() - 10 * atomic.LEFTOVER_AGE
    os.utime(old, (long_ago, long_ago))
    os.utime(kept, (long_ago, long_ago))
    assert storage.sweep_leftovers() == 1
    assert not old.exists() and fresh.exists() and kept.exists()


@pytest.mark.parametrize("linked", ["decks", "decks/zvery"])
def test_the_sweep_never_follows_a_link_out_of_the_data_folder(gamenight_home, tmp_path, linked):
    """A decks folder linked to a folder of the player's own: its old temporary files stay,
    while ours in the data folder go."""
    import time

    outside = tmp_path / "elsewhere" / "zvery"
    outside.mkdir(parents=True)
    link = config.data_dir() / linked
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(outside.parent if linked == "decks" else outside, target_is_directory=True)
    config.autosave_dir().mkdir()
    theirs = outside / ".notes.txt.x1.tmp"
    ours = config.autosave_dir() / ".zvery.json.x2.tmp"
    long_ago = time.time() - 10 * atomic.LEFTOVER_AGE
    for path in (theirs, ours):
        path.write_text("draft", encoding="utf-8")
        os.utime(path, (long_ago, long_ago))
    assert storage.sweep_leftovers() == 1
    assert theirs.exists() and not ours.exists()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="a POSIX device")
def test_a_device_is_refused_by_every_reader_of_saves(fake_api):
    for read in (storage.load, storage.open_replay, storage.import_save):
        with pytest.raises(storage.SaveError, match="/dev/zero is not a save file: it is a device, a pipe or a socket"):
            read("/dev/zero")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a POSIX FIFO")
def test_a_fifo_is_refused_at_once_not_waited_on(fake_api, tmp_path):
    import threading

    pipe = tmp_path / "shared.json"
    os.mkfifo(pipe)
    caught: list[BaseException] = []
    worker = threading.Thread(target=lambda: _refused(storage.open_replay, pipe, caught), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "opening a FIFO waited for a writer"
    assert isinstance(caught[0], storage.SaveError) and "shared.json is not a save file" in str(caught[0])


def _refused(read, path, caught: list) -> None:
    try:
        read(path)
    except BaseException as exc:  # noqa: BLE001 - handed to the test
        caught.append(exc)


def test_a_save_over_the_size_limit_is_refused_before_it_is_read(fake_api, tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "MAX_SAVE_BYTES", 1024)
    path = storage.save_as(played("step 1"), tmp_path / "evening")
    with open(path, "ab") as handle:
        handle.write(b" " * 2048)
    with pytest.raises(storage.SaveError, match="evening.json is far too large"):
        storage.load(path)
