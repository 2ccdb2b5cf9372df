"""Every game remembered (scenes/history.py): a computer game finished at the table is kept in
the history, and its replay is that game; a game replaced unfinished is kept as unfinished;
damaged entries are named and skipped."""
from __future__ import annotations

import io
import json

import pygame
import pytest

from engine import api
from scenes import history

from .driver import Driver, close, make_app, sit_down

LONG = pytest.mark.slow  # a whole game of several hundred drawn moves: `make journeys` plays it
GAMES = [pytest.param("zombie_slayer", ["ai:easy"], id="zombie_slayer"),
         pytest.param("creature_adventures", ["ai:easy", "ai:easy"], id="creature_adventures", marks=LONG),
         pytest.param("zvery", ["ai:easy", "ai:easy"], id="zvery", marks=LONG),
         pytest.param("auganism", ["ai:easy", "ai:easy"], id="auganism"),
         pytest.param("everzone", ["ai:easy", "ai:easy"], id="everzone")]


@pytest.mark.parametrize("game, seats", GAMES)
def test_a_computer_game_finished_at_the_table_is_in_the_history_and_replays_as_it_was_played(game, seats):
    app = make_app()
    match = api.new_match(game, 3, seats)
    sit_down(app, match, seats, autosave=True)
    Driver(app).until_over(match)
    kept, problems = history.entries()
    assert problems == [] and len(kept) == 1
    entry = kept[0]
    assert (entry.game, entry.seats, entry.finished, entry.actions) == (game, seats, True, len(match.log))
    assert entry.winners == match.result()["winners"] and entry.reason == match.result().get("reason", "")
    assert entry.variant and entry.result == match.result()
    assert entry.turns == match.result().get("turns", history.turns_of(match.movers)) > 0
    picture = pygame.image.load(io.BytesIO(history.picture(entry.id)), "picture.png")
    assert picture.get_width() > 100 and len({tuple(picture.get_at((x, 40))) for x in range(0, 100, 5)}) > 3
    replay = api.open_replay(history.save_of(entry))
    assert replay.movers == match.movers
    replay.seek(len(replay))
    assert replay.match.digest() == match.digest()
    replay.seek(0)
    assert replay.match.digest() == api.new_match(game, 3, seats, match.options).digest()
    close(app)


def test_a_game_replaced_unfinished_is_kept_as_unfinished(monkeypatch):
    from scenes import storage
    from scenes.session import GameSession

    first = api.new_match("auganism", 1, ["human", "ai:easy"])
    for _ in range(5):
        first.act(first.suggest(first.to_move()))
    storage.autosave(first)
    second = GameSession(api.new_match("auganism", 2, ["human", "ai:easy"]), ["human", "ai:easy"], threaded=False)
    second.keep_from_the_start()
    kept, _ = history.entries()
    assert [(e.finished, e.actions, e.winners) for e in kept] == [(False, 5, [])]
    assert kept[0].names == ["Player 1", "Computer (easy)"]
    assert api.open_replay(history.save_of(kept[0])).final_digest == first.digest()
    GameSession(api.new_match("auganism", 2, ["human", "ai:easy"]), ["human", "ai:easy"],
                threaded=False).keep_from_the_start()  # the same new game again: nothing was left
    assert len(history.entries()[0]) == 1


def test_an_old_history_folder_is_imported_once_and_its_damaged_files_are_named_and_left(tmp_path):
    """The JSON files of the history before the database come in with their pictures, and
    leave; a file that cannot come in stays, named with what is wrong, and is not read again
    until it changes."""
    match = api.new_match("zvery", 4, ["ai:easy", "ai:easy"])
    folder = history.folder()
    folder.mkdir(parents=True)
    good = {"version": 1, "game": "zvery", "variant": "duel", "seats": ["human", "ai:easy"], "names": ["Ann", ""],
            "winners": [], "reason": "", "result": {}, "actions": 0, "turns": 0,
            "ended": "2026-01-01T20:00:00", "finished": False, "save": match.save()}
    (folder / "20260101-200000-000000-zvery.json").write_text(json.dumps(good))
    (folder / "20260101-200000-000000-zvery.png").write_bytes(b"\x89PNG kept as it was")
    (folder / "20260101-000000-000000-zvery.json").write_text("{not json")
    (folder / "20260101-000001-000000-zvery.json").write_text(json.dumps({**good, "actions": -3}))
    (folder / "20260101-000002-000000-zvery.json").write_text(json.dumps({"version": 99}))
    (folder / "20260101-000003-000000-zvery.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "20260101-000004-000000-zvery.json").write_text('{"version": 1, "actions": ' + "9" * 5000 + "}")
    (folder / "20260101-000005-000000-zvery.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(
        {**good, "names": ["B" * 100_000, ""]}).encode())
    kept, problems = history.entries()
    assert [(e.ended.day, e.given_names[0][:3]) for e in kept] == [(1, "Ann"), (1, "BBB")]
    assert len(kept[1].given_names[0]) == history.MAX_TEXT  # a hostile name is cut once, not re-measured
    assert history.picture(kept[0].id) == b"\x89PNG kept as it was"
    assert len(problems) == 5 and all("20260101-00000" in p for p in problems)
    assert any("000001" in p and "'actions'" in p for p in problems)
    assert any("000000-zvery" in p and "damaged" in p for p in problems)
    assert any("version" in p for p in problems)
    assert any("000003" in p for p in problems) and any("000004" in p for p in problems)
    assert sorted(p.name for p in folder.iterdir()) == [f"20260101-00000{n}-000000-zvery.json" for n in range(5)]
    history.close()
    assert len(history.entries()[0]) == 2 and len(history.problems()) == 5  # once: nothing comes in twice


def test_a_history_that_cannot_be_written_costs_nothing_but_the_entry(monkeypatch, caplog):
    from scenes import history_db
    from scenes import session as session_module

    def refuse(*args, **kwargs):
        raise history_db.Unavailable("database is locked")
    monkeypatch.setattr(history_db.Database, "writing", refuse)
    session_module.remember(api.new_match("zvery", 4, ["ai:easy", "ai:easy"]), ["A", "B"], finished=True)
    assert "could not be kept in the history" in caplog.text


def test_statistics_add_up_wins_by_seat_kind_lengths_endings_and_the_slayers_best():
    from scenes import statistics

    def kept(game, seats, seed, finish=True):
        match = api.new_match(game, seed, seats)
        while match.result() is None and (finish or len(match.log) < 4):
            match.act(match.suggest(match.to_move()))
        history.record(match, [], finished=finish)
        return match

    duels = [kept("auganism", ["human", "ai:easy"], seed) for seed in (1, 2, 3)]
    kept("auganism", ["human", "ai:easy"], 9, finish=False)
    slayers = [kept("zombie_slayer", ["ai:easy"], seed) for seed in (2, 7, 10, 11)]  # seed 10 slays him
    stats = statistics.of()
    au = stats["auganism"]
    assert (au.games, au.finished, au.unfinished) == (4, 3, 1)
    human_wins = sum(0 in m.result()["winners"] for m in duels)
    assert (au.records["human"].played, au.records["human"].won) == (3, human_wins)
    assert au.records["ai:easy"].won == 3 - human_wins
    assert sum(au.endings.values()) == 3 and au.average_actions == sum(len(m.log) for m in duels) / 3
    zs = stats["zombie_slayer"]
    slain = [m.result()["turns"] for m in slayers if m.result()["reason"] == "necromancer_slain"]
    assert slain and zs.endings["necromancer_slain"] == len(slain) and zs.best_turns == min(slain)
    assert zs.endings["slayer_killed"] == 4 - len(slain)
