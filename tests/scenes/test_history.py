"""Every game remembered (scenes/history.py): a computer game finished at the table is kept in
the history, and its replay is that game; a game replaced unfinished is kept as unfinished;
damaged entries are named and skipped."""
from __future__ import annotations

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
    picture = pygame.image.load(str(history.picture_path(entry.path)))
    assert picture.get_width() > 100 and len({tuple(picture.get_at((x, 40))) for x in range(0, 100, 5)}) > 3
    replay = api.open_replay(entry.save)
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
    assert api.open_replay(kept[0].save).final_digest == first.digest()
    GameSession(api.new_match("auganism", 2, ["human", "ai:easy"]), ["human", "ai:easy"],
                threaded=False).keep_from_the_start()  # the same new game again: nothing was left
    assert len(history.entries()[0]) == 1


def test_damaged_entries_are_named_and_skipped():
    match = api.new_match("zvery", 4, ["ai:easy", "ai:easy"])
    good = history.record(match, ["Ann", "Bob"], finished=False)
    folder = good.parent
    (folder / "20260101-000000-000000-zvery.json").write_text("{not json")
    wrong = json.loads(good.read_text())
    wrong["actions"] = -3
    (folder / "20260101-000001-000000-zvery.json").write_text(json.dumps(wrong))
    (folder / "20260101-000002-000000-zvery.json").write_text(json.dumps({"version": 99}))
    kept, problems = history.entries()
    assert [e.path for e in kept] == [good]
    assert len(problems) == 3
    assert any("000001" in p and "'actions'" in p for p in problems)
    assert any("not JSON" in p for p in problems)
    assert any("version" in p for p in problems)


def test_a_history_folder_that_cannot_be_written_costs_nothing_but_the_entry(monkeypatch, caplog):
    from scenes import session as session_module

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(history.atomic, "write_text", refuse)
    session_module.remember(api.new_match("zvery", 4, ["ai:easy", "ai:easy"]), ["A", "B"], finished=True)
    assert "could not be kept in the history" in caplog.text


def test_statistics_add_up_wins_by_seat_kind_lengths_endings_and_the_slayers_best():
    from scenes import statistics

    def kept(game, seats, seed, finish=True):
        match = api.new_match(game, seed, seats)
        while match.result() is None and (finish or len(match.log) < 4):
            match.act(match.suggest(match.to_move()))
        return history.read(history.record(match, [], finished=finish)), match

    duels = [kept("auganism", ["human", "ai:easy"], seed) for seed in (1, 2, 3)]
    kept("auganism", ["human", "ai:easy"], 9, finish=False)
    slayers = [kept("zombie_slayer", ["ai:easy"], seed) for seed in (2, 7, 10, 11)]  # seed 10 slays him
    stats = statistics.of(history.entries()[0])
    au = stats["auganism"]
    assert (au.games, au.finished, au.unfinished) == (4, 3, 1)
    human_wins = sum(0 in m.result()["winners"] for _, m in duels)
    assert (au.records["human"].played, au.records["human"].won) == (3, human_wins)
    assert au.records["ai:easy"].won == 3 - human_wins
    assert sum(au.endings.values()) == 3 and au.average_actions == sum(len(m.log) for _, m in duels) / 3
    zs = stats["zombie_slayer"]
    slain = [m.result()["turns"] for _, m in slayers if m.result()["reason"] == "necromancer_slain"]
    assert slain and zs.endings["necromancer_slain"] == len(slain) and zs.best_turns == min(slain)
    assert zs.endings["slayer_killed"] == 4 - len(slain)
