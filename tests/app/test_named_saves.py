"""The player's named saves on disk, and what the menu and the saves screen say about a save:
names that must be file names, rename, delete, import, pictures that belong to their save, the
unfinished games newest first. Plain Python (storage.py, saved_games.py)."""
from __future__ import annotations

import datetime as dt
import os

import pytest

from scenes import config, saved_games, storage

from .fake_engine import FakeMatch


def played(*actions, seats=("human", "ai"), seed=5):
    match = FakeMatch(seed, list(seats))
    for action in actions:
        match.act(action)
    return match


def aged(path, seconds_ago):
    stamp = dt.datetime.now().timestamp() - seconds_ago
    os.utime(path, (stamp, stamp))


@pytest.mark.parametrize("name, problem", [
    ("", "needs a name"), ("   ", "needs a name"), ("a/b", "\u201c/\u201d"), ("..", "start with a dot"),
    ("../evening", "\u201c/\u201d"), ("..\\evening", "\u201c\\\u201d"), (".hidden", "start with a dot"),
    ("evening.", "end with a dot"), ("tab\there", "control characters"), ("CON", "Windows keeps"),
    ("lpt1.backup", "Windows keeps"), ("x" * 61, "at most 60"), ('say "hi"', "\u201c\"\u201d"),
])
def test_a_name_that_is_not_a_file_name_is_refused_with_a_sentence(fake_api, name, problem):
    said = storage.save_name_problem(name)
    assert said is not None and problem in said and said.endswith(".")
    with pytest.raises(storage.SaveError, match="."):
        storage.named_save_path(name)


@pytest.mark.parametrize("name", ["Zvery 26 Nov 15.40", "Ann's evening (2)", "Ünïcödé 日本", "race.json"])
def test_good_names_stay_inside_the_saves_folder(fake_api, name):
    assert storage.save_name_problem(name) is None
    path = storage.named_save_path(name)
    assert path.parent == config.saves_dir() and path.name.endswith(".json") and not path.name.endswith(".json.json")


def test_default_name_is_the_game_and_the_moment_and_a_free_one_is_offered(fake_api):
    assert storage.default_save_name("race", dt.datetime(2025, 11, 26, 15, 40)) == "Race 26 Nov 15.40"
    storage.save_named(played(), "Race 26 Nov 15.40")
    assert storage.free_save_name("Race 26 Nov 15.40") == "Race 26 Nov 15.40 (2)"
    assert storage.free_save_name("race 26 nov 15.40") == "race 26 nov 15.40 (2)", "names differ by more than case"


def test_save_named_replaces_a_save_of_the_same_name_whatever_its_case(fake_api):
    first = storage.save_named(played("step 1"), "Evening")
    second = storage.save_named(played("step 2"), "EVENING")
    assert second == first and [p.name for p in storage.named_saves()] == ["Evening.json"]
    assert storage.load(first).log == ["step 2"]


def test_saves_are_listed_newest_first_and_strays_ignored(fake_api):
    for name, seconds_ago in [("old", 900), ("new", 10), ("middle", 300)]:
        aged(storage.save_named(played(), name), seconds_ago)
    folder = config.saves_dir()
    (folder / "notes.txt").write_text("x")
    (folder / ".old.json.123.tmp").write_text("x")
    (folder / "folder.json").mkdir()
    assert [p.name for p in storage.named_saves()] == ["new.json", "middle.json", "old.json"]


def test_rename_moves_the_save_and_its_picture_and_refuses_clashes_and_bad_names(fake_api):
    path = storage.save_named(played("step 1"), "Evening")
    storage.picture_path(path).write_bytes(b"png")
    other = storage.save_named(played(), "Morning")
    assert storage.rename_problem(path, "morning") == "A save called \u201cmorning\u201d is already there."
    assert "\u201c/\u201d" in storage.rename_problem(path, "a/b")
    with pytest.raises(storage.SaveError, match="already there"):
        storage.rename_save(path, "Morning")
    assert path.exists() and other.exists(), "a refused rename changes nothing"
    assert storage.rename_problem(path, "EVENING") is None, "a change of case is no clash with itself"
    renamed = storage.rename_save(path, "Late evening")
    assert renamed == config.saves_dir() / "Late evening.json" and not path.exists()
    assert storage.load(renamed).log == ["step 1"]
    assert storage.picture_path(renamed).read_bytes() == b"png" and not storage.picture_path(path).exists()


def test_delete_removes_the_save_and_its_picture(fake_api):
    path = storage.save_named(played(), "Evening")
    storage.picture_path(path).write_bytes(b"png")
    storage.delete_save(path)
    assert not path.exists() and not storage.picture_path(path).exists()
    storage.delete_save(path)  # already gone: no error


def test_import_copies_a_good_save_in_and_refuses_anything_else_naming_the_file(fake_api, tmp_path):
    good = played("step 2")
    source = storage.save_as(good, tmp_path / "from Ann.json")
    copied = storage.import_save(source)
    assert copied == config.saves_dir() / "from Ann.json" and source.exists()
    assert storage.load(copied).digest() == good.digest()
    again = storage.import_save(source)
    assert again.name == "from Ann (2).json", "an import never replaces a save"
    with pytest.raises(storage.SaveError, match="already one of your saves"):
        storage.import_save(copied)

    bad = tmp_path / "shopping.json"
    bad.write_text('{"eggs": 12}', encoding="utf-8")
    binary = tmp_path / "photo.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    for path, why in [(bad, "not a save this Gamenight can open"), (binary, "not a text file"),
                      (tmp_path / "gone.json", "does not exist"), (tmp_path, "is a folder")]:
        before = sorted(p.name for p in config.saves_dir().iterdir())
        with pytest.raises(storage.SaveError, match=why) as refused:
            storage.import_save(path)
        assert path.name in str(refused.value)
        assert sorted(p.name for p in config.saves_dir().iterdir()) == before, "nothing copied"


def test_an_import_whose_file_name_is_no_save_name_is_named_after_its_game(fake_api, tmp_path):
    source = storage.save_as(played(), tmp_path / "..json")
    assert storage.import_save(source).name.startswith("Race ")


def test_a_picture_counts_only_if_written_after_its_save(fake_api):
    save = storage.save_named(played(), "Evening")
    picture = storage.picture_path(save)
    assert not storage.picture_is_current(picture, save)
    picture.write_bytes(b"png")
    assert storage.picture_is_current(picture, save)
    aged(picture, 60)  # another game was saved under that name since
    assert not storage.picture_is_current(picture, save)


def test_unfinished_games_newest_first_and_their_pictures_go_with_them(fake_api, monkeypatch):
    storage.autosave(played("step 1"))
    aged(storage.autosave_path("race"), 600)
    (config.autosave_dir() / "other.json").write_text("{}")
    assert [e.game for e in storage.unfinished_autosaves()] == ["other", "race"]
    storage.autosave_picture_path("race").write_bytes(b"png")
    storage.discard_autosave("race")
    assert not storage.autosave_picture_path("race").exists()
    match = played("step 1")
    storage.autosave(match)
    storage.autosave_picture_path("race").write_bytes(b"png")
    while match.result() is None:
        match.act("step 2")
    storage.autosave(match)
    assert not storage.autosave_picture_path("race").exists(), "a finished game leaves Continue, picture and all"


def test_describe_time_says_minutes_for_the_last_hour():
    now = dt.datetime(2025, 3, 5, 20, 0)
    assert storage.describe_time(now - dt.timedelta(seconds=20), now) == "just now"
    assert storage.describe_time(now - dt.timedelta(minutes=1, seconds=5), now) == "1 minute ago"
    assert storage.describe_time(now - dt.timedelta(minutes=5), now) == "5 minutes ago"
    assert storage.describe_time(now - dt.timedelta(minutes=75), now) == "today, 18:45"
    assert storage.describe_time(now + dt.timedelta(minutes=5), now) == "today, 20:05"  # a clock set back


# --- what a save is about ------------------------------------------------------------------------


@pytest.mark.parametrize("view, moves, words", [
    ({"battle": 2, "battles_left": 7, "turn": 3}, 40, "Battle 2 of 9"),  # EverZone
    ({"battles": 2, "battle": {"round": 1}}, 40, "Battle 3"),  # Zvery, in a battle
    ({"battles": 2, "battle": None}, 40, "After battle 2"),
    ({"battles": 0, "battle": None}, 4, "Before the first battle"),
    ({"turn": 1, "turns": 14, "battle": None}, 90, "Turn 14"),  # Creature Adventures: "turn" is a seat
    ({"turn": 6}, 30, "Turn 6"),  # Zombie Slayer, Auganism
    ({"turn": 0}, 1, "1 move"), ({"positions": [1]}, 12, "12 moves"), (None, 0, "Not started"),
    ({"turn": True, "battle": "x"}, 3, "3 moves"),
])
def test_progress_reads_the_view_an_onlooker_gets(view, moves, words):
    assert saved_games.progress_words(view, moves) == words


def test_seats_are_said_in_the_longest_form_that_fits():
    def line(names, seats, width):
        return saved_games.seats_line(names, seats, lambda words: len(words) <= width)

    assert line(["Ann", "Computer (normal)"], ["human", "ai"], 99) == "Ann vs Computer (normal)"
    assert line(["Ann", "Computer (normal)"], ["human", "ai"], 20) == "Ann vs the computer"
    assert line(["Ann"], ["human"], 99) == "Ann (solo)"
    four = (["Ann", "Bob", "Computer (easy)", "Di"], ["human", "human", "ai:easy", "human"])
    assert line(*four, 99) == "Ann, Bob, Computer (easy) and Di"
    assert line(*four, 30) == "Ann, Bob, Di and 1 computer"
    assert line(*four, 24) == "3 people and 1 computer"
    assert line(*four, 5) == "4 players", "the shortest form when nothing fits (the caller cuts it)"


def test_seat_names_are_the_tables(fake_api):
    settings = config.Settings()
    settings.set_player_name(0, "Ann")
    assert saved_games.seat_names(settings, ["human", "ai:hard", "human"]) == ["Ann", "Computer (hard)", "Player 3"]


def test_a_save_that_does_not_read_is_summed_up_with_its_reason(fake_api):
    folder = config.saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text('{"format": "race-save", "log": [', encoding="utf-8")
    storage.save_named(played("step 1", "step 2"), "fine")
    broken, fine = sorted(saved_games.named(), key=lambda s: s.name)
    assert (broken.name, broken.readable, broken.game) == ("broken", False, None)
    assert broken.problem == "Not valid JSON"
    assert (fine.title, fine.seats, fine.progress, fine.problem) == ("Race", ("human", "ai"), "2 moves", None)


def test_a_summary_is_read_again_once_its_file_changes(fake_api):
    path = storage.save_named(played("step 1", seats=("human",)), "Evening")
    assert saved_games.summary(path).progress == "1 move"
    storage.save_named(played("step 1", "step 2", "step 1", seats=("human",)), "Evening")
    aged(path, -5)
    assert saved_games.summary(path).progress == "3 moves"


def test_short_reasons():
    assert saved_games.short_reason("x.json is not a save this Gamenight can open: the save's 'seed' is missing",
                                    "x.json") == "The save's 'seed' is missing"
    assert saved_games.short_reason("x.json is far too large to be a Gamenight save.", "x.json") == \
        "This file is far too large to be a Gamenight save."
    assert saved_games.short_reason("x.json is not a Gamenight save: it is not a text file.", "x.json") == \
        "This file is not a Gamenight save: it is not a text file."
    assert saved_games.short_reason("Could not read /a/x.json: Permission denied", "x.json") == \
        "Could not read /a/x.json: Permission denied"


def test_each_game_has_its_own_unfinished_autosave(fake_api):
    storage.autosave(played("step 1"))
    (config.autosave_dir() / "other.json").write_text("{}")  # a newer unfinished game of another game
    assert storage.latest_autosave().game == "other"
    assert storage.unfinished_autosave("race").path == storage.autosave_path("race")
    assert storage.unfinished_autosave("zvery") is None
    assert storage.unfinished_autosave("../race") is None
