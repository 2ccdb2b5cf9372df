"""The History and Statistics screens, used from the main menu with the mouse: the list of
games with their endings, its menus (game, who played, result, days, order), a replay opened and
left, an export that replays, a game forgotten, damaged entries named, thousands of games listed
a screenful at a time; and the statistics' panels. Their pictures go to tests/output/
(history_*.png, statistics_*.png) for people to look at."""
from __future__ import annotations

import datetime as dt
import json
import zlib
from pathlib import Path

import pygame
import pytest

from engine import api
from scenes import history, history_tallies, statistics, storage
from scenes.history_screen import HistoryScene
from scenes.menu import MenuScene
from scenes.statistics_screen import StatisticsScene
from scenes.table_scene import TableScene
from scenes.widgets import dialogs

from .driver import Driver, choose_from_menu, close, make_app

SHOTS = Path(__file__).resolve().parents[1] / "output"
EVENING = dt.datetime(2026, 11, 20, 19, 0)


_PLAYED: dict[tuple, api.Match] = {}  # the games are played once for the module, kept anew in each test's home


def kept(game: str, seats: list[str], seed: int, names: list[str], *, finish: bool = True, hours: int = 0) -> history.Entry:
    key = (game, tuple(seats), seed, finish)
    match = _PLAYED.get(key)
    if match is None:
        match = _PLAYED[key] = api.new_match(game, seed, seats)
        while match.result() is None and (finish or len(match.log) < 10):
            match.act(match.suggest(match.to_move()))
    return history.entry(history.record(match, names, finished=finish, when=EVENING + dt.timedelta(hours=hours)))


@pytest.fixture
def evening() -> list[history.Entry]:
    """Five games of three kinds, one left unfinished; the newest first, as History lists them."""
    return [kept("auganism", ["human", "ai:easy"], 9, ["Ann"], finish=False, hours=5),
            kept("zombie_slayer", ["ai:easy"], 10, ["Ann"], hours=4),
            kept("zvery", ["human", "ai:hard"], 4, ["Ann"], hours=3),
            kept("auganism", ["human", "ai:easy"], 2, ["Ann"], hours=2),
            kept("auganism", ["human", "human"], 1, ["Ann", "Bob"], hours=1)]


def open_history(size=(1024, 640)) -> tuple[Driver, HistoryScene]:
    app = make_app("instant", size)
    app.stack.push(MenuScene(app))
    player = Driver(app)
    player.frames(2)
    player.click(app.stack.top.buttons["history"].rect.center)
    screen = app.stack.top
    assert isinstance(screen, HistoryScene)
    return player, screen


def rows(screen: HistoryScene) -> list[history.Entry]:
    """The entries listed, top to bottom (each row's Replay button)."""
    replays = [(button.rect.y, entry) for button, (kind, entry) in screen.actions.items() if kind == "replay"]
    return [entry for _, entry in sorted(replays, key=lambda pair: pair[0])]


def button_of(screen: HistoryScene, kind: str, entry: history.Entry):
    return next(b for b, (k, e) in screen.actions.items() if k == kind and e.id == entry.id)


def windows(app) -> list:
    return [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_history_lists_every_game_newest_first_and_tells_each_ending(evening, size):
    player, screen = open_history(size)
    assert [e.id for e in rows(screen)] == [e.id for e in evening]
    labels = {label.text for row in screen.rows.slots.values() for label in row.labels}
    assert "Left unfinished" in labels
    assert any(text.startswith("Ann won \u00b7 Three battles won") or "Computer (easy) won" in text for text in labels)
    assert any(history.ending_name("zombie_slayer", evening[1].reason) == text for text in labels)
    player.app.screenshot(SHOTS / f"history_{size[0]}x{size[1]}.png")
    close(player.app)


def test_the_menus_choose_the_game_who_played_the_result_the_days_and_the_order(evening):
    player, screen = open_history((1280, 800))
    choose_from_menu(player, screen.widgets["menu:game"], "Zvery")
    assert [e.game for e in rows(player.app.stack.top)] == ["zvery"]
    choose_from_menu(player, player.app.stack.top.widgets["menu:game"], "All games")
    choose_from_menu(player, player.app.stack.top.widgets["menu:player"], "Bob")
    assert [e.id for e in rows(player.app.stack.top)] == [evening[4].id]
    choose_from_menu(player, player.app.stack.top.widgets["menu:player"], "Computer (hard)")
    assert [e.id for e in rows(player.app.stack.top)] == [evening[2].id]
    choose_from_menu(player, player.app.stack.top.widgets["menu:player"], "Anyone")
    choose_from_menu(player, player.app.stack.top.widgets["menu:result"], "Unfinished")
    assert [e.id for e in rows(player.app.stack.top)] == [evening[0].id]
    choose_from_menu(player, player.app.stack.top.widgets["menu:result"], "Any result")
    choose_from_menu(player, player.app.stack.top.widgets["menu:span"], "Today")
    assert rows(player.app.stack.top) == [], "the evening was days ago"
    choose_from_menu(player, player.app.stack.top.widgets["menu:span"], "Any day")
    choose_from_menu(player, player.app.stack.top.widgets["menu:order"], "Oldest first")
    assert rows(player.app.stack.top)[0].id == evening[4].id
    player.app.screenshot(SHOTS / "history_oldest_first.png")
    close(player.app)


def test_thousands_of_games_open_at_once_and_only_the_rows_in_view_are_built(evening):
    """2,000 more games: the list says how many, builds a few rows, and End shows the oldest."""
    db = history.database()
    with db.writing() as connection:
        for n in range(2000):
            connection.execute(
                "INSERT INTO games (game, variant, seats, names, winners, reason, result, actions, turns, ended, "
                "seconds, finished, people_won) SELECT game, variant, seats, names, winners, reason, result, actions, "
                "turns, ?, seconds, finished, people_won FROM games WHERE id = ?",
                (f"2025-{1 + n % 12:02d}-{1 + n % 28:02d}T20:00:00", evening[3].id))
        history_tallies.recount(connection)
    player, screen = open_history((1024, 640))
    assert screen.total == 2005
    assert len(rows(screen)) < 20, "only the rows near the view are built"
    player.key(pygame.K_END)
    player.frames(3)
    oldest = rows(player.app.stack.top)
    assert oldest and oldest[-1].ended.year == 2025
    close(player.app)


def test_a_replay_opens_from_its_row_at_its_table_and_leaving_it_comes_back_to_the_history(evening):
    player, screen = open_history()
    player.click(button_of(screen, "replay", evening[2]).rect.center)
    table = player.app.stack.top
    assert isinstance(table, TableScene) and table.replaying and table.session.game == "zvery"
    assert table.session.replay.final_digest == api.open_replay(history.save_of(evening[2])).final_digest
    player.frames(20)
    player.app.screenshot(SHOTS / "history_replay_zvery.png")
    player.click(table.widgets["menu"].rect.center)
    [menu] = windows(player.app)
    player.click(menu.buttons["leave"].rect.center)
    assert player.app.stack.top is screen
    close(player.app)


def test_export_writes_a_file_that_replays_and_delete_forgets_after_asking(evening, tmp_path, monkeypatch):
    monkeypatch.setattr(dialogs.Path, "home", staticmethod(lambda: tmp_path))
    player, screen = open_history()
    player.click(button_of(screen, "export", evening[1]).rect.center)
    [dialog] = windows(player.app)
    assert dialog.current_file_path.name == history.export_name(evening[1])
    dialog.current_file_path = tmp_path / "slayer evening"  # (the picking itself is pygame-gui's)
    dialog.ok_button.enable()
    player.click(dialog.ok_button.rect.center)
    exported = tmp_path / "slayer evening.json"
    assert storage.open_replay(exported).final_digest == api.open_replay(history.save_of(evening[1])).final_digest
    [message] = windows(player.app)
    assert message.window_display_title == "Exported"
    player.click(message.buttons["ok"].rect.center)
    player.click(button_of(screen, "delete", evening[1]).rect.center)
    [question] = windows(player.app)
    player.click(question.buttons["cancel"].rect.center)
    assert history.entry(evening[1].id) is not None
    player.click(button_of(screen, "delete", evening[1]).rect.center)
    player.click(windows(player.app)[0].buttons["confirm"].rect.center)
    assert history.entry(evening[1].id) is None and evening[1].id not in [e.id for e in rows(player.app.stack.top)]
    assert "zombie_slayer" not in statistics.of(), "the statistics forget it too"
    close(player.app)


def test_damaged_entries_are_left_out_and_why_names_each_file(evening):
    folder = history.folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "20260101-000000-000000-zvery.json").write_text("{not json")
    (folder / "20260101-000001-000000-auganism.json").write_text(json.dumps({
        "version": 1, "game": "auganism", "variant": "", "seats": ["human"], "names": [""], "winners": "everyone",
        "reason": "", "result": {}, "actions": 0, "turns": 0, "ended": "2026-01-01T00:00:00", "finished": True,
        "save": ""}))
    history.close()  # as a Gamenight started with such a folder beside its database
    player, screen = open_history()
    assert screen.total == 5
    player.click(screen.widgets["why"].rect.center)
    [message] = windows(player.app)
    assert "20260101-000000-000000-zvery.json" in message.text_box.html_text
    assert "'winners'" in message.text_box.html_text
    close(player.app)


def test_a_replay_that_does_not_replay_is_a_message_not_a_crash(evening):
    save = json.loads(history.save_of(evening[2]))
    save["log"][3] = "not-an-action"
    history.database().write([("UPDATE saves SET text = ? WHERE game_id = ?",
                               (zlib.compress(json.dumps(save).encode()), evening[2].id))])
    player, screen = open_history()
    player.click(button_of(screen, "replay", evening[2]).rect.center)
    [message] = windows(player.app)
    assert message.window_display_title == "Cannot replay" and "not-an-action" in message.text_box.html_text
    assert player.app.stack.top is screen
    close(player.app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_statistics_draws_a_panel_per_game_with_its_charts(evening, size):
    player, screen = open_history(size)
    player.click(screen.widgets["statistics"].rect.center)
    stats = player.app.stack.top
    assert isinstance(stats, StatisticsScene)
    panels = [e for e in stats.list.get_container().elements]
    assert len(panels) == 3, "Zombie Slayer, Zvery and Auganism"
    player.app.screenshot(SHOTS / f"statistics_{size[0]}x{size[1]}.png")
    player.key(pygame.K_ESCAPE)
    assert player.app.stack.top is screen
    close(player.app)


def test_a_saved_game_replays_from_the_saves_screen():
    from scenes.saves import SavesScene

    match = api.new_match("zvery", 4, ["human", "ai:easy"])
    for _ in range(30):
        match.act(match.suggest(match.to_move()))
    storage.save_named(match, "Before the final")
    app = make_app("instant", (1024, 640))
    app.go_home()
    player = Driver(app)
    player.click(app.stack.top.buttons["load"].rect.center)
    screen = app.stack.top
    assert isinstance(screen, SavesScene)
    [button] = [b for b, (kind, s) in screen.actions.items() if kind == "replay" and s.name == "Before the final"]
    player.click(button.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.replaying and table.session.replay.final_digest == match.digest()
    assert table.session.position == 0 and len(table.session.replay) == 30
    close(app)
