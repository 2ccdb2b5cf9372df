"""The History and Statistics screens, used from the main menu with the mouse: the list of
games with their endings, the filter by game, a replay opened and left, an export that replays,
a game forgotten, damaged entries named; and the statistics' panels. Their pictures go to
tests/output/ (history_*.png, statistics_*.png) for people to look at."""
from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pygame
import pytest

from engine import api
from scenes import history, storage
from scenes.history_screen import HistoryScene
from scenes.menu import MenuScene
from scenes.statistics_screen import StatisticsScene
from scenes.table_scene import TableScene
from scenes.widgets import dialogs

from .driver import Driver, close, make_app

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
    return history.read(history.record(match, names, finished=finish, when=EVENING + dt.timedelta(hours=hours)))


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
    return next(b for b, (k, e) in screen.actions.items() if k == kind and e.path == entry.path)


def windows(app) -> list:
    return [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_history_lists_every_game_newest_first_filters_by_game_and_tells_each_ending(evening, size):
    player, screen = open_history(size)
    assert [e.path for e in rows(screen)] == [e.path for e in evening]
    labels = {label.text for row in screen.rows.slots.values() for label in row.labels}
    assert "Left unfinished" in labels
    assert any(text.startswith("Ann won \u00b7 Three battles won") or "Computer (easy) won" in text for text in labels)
    assert any(history.ending_name("zombie_slayer", evening[1].reason) == text for text in labels)
    player.app.screenshot(SHOTS / f"history_{size[0]}x{size[1]}.png")
    player.click(screen.widgets["show:zvery"].rect.center)
    assert [e.game for e in rows(screen)] == ["zvery"] and screen.widgets["show:zvery"].is_selected
    player.click(screen.widgets["show:"].rect.center)
    assert len(rows(screen)) == 5
    close(player.app)


def test_a_replay_opens_from_its_row_at_its_table_and_leaving_it_comes_back_to_the_history(evening):
    player, screen = open_history()
    player.click(button_of(screen, "replay", evening[2]).rect.center)
    table = player.app.stack.top
    assert isinstance(table, TableScene) and table.replaying and table.session.game == "zvery"
    assert table.session.replay.final_digest == api.open_replay(evening[2].save).final_digest
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
    assert storage.open_replay(exported).final_digest == api.open_replay(evening[1].save).final_digest
    [message] = windows(player.app)
    assert message.window_display_title == "Exported"
    player.click(message.buttons["ok"].rect.center)
    player.click(button_of(screen, "delete", evening[1]).rect.center)
    [question] = windows(player.app)
    player.click(question.buttons["cancel"].rect.center)
    assert evening[1].path.exists()
    player.click(button_of(screen, "delete", evening[1]).rect.center)
    player.click(windows(player.app)[0].buttons["confirm"].rect.center)
    assert not evening[1].path.exists() and evening[1].path not in [e.path for e in rows(screen)]
    close(player.app)


def test_damaged_entries_are_left_out_and_why_names_each_file(evening):
    folder = evening[0].path.parent
    (folder / "20260101-000000-000000-zvery.json").write_text("{not json")
    wrong = json.loads(evening[3].path.read_text())
    wrong["winners"] = "everyone"
    (folder / "20260101-000001-000000-auganism.json").write_text(json.dumps(wrong))
    player, screen = open_history()
    assert len(rows(screen)) == 5
    player.click(screen.widgets["why"].rect.center)
    [message] = windows(player.app)
    assert "20260101-000000-000000-zvery.json" in message.text_box.html_text
    assert "'winners'" in message.text_box.html_text
    close(player.app)


def test_a_replay_that_does_not_replay_is_a_message_not_a_crash(evening):
    data = json.loads(evening[2].path.read_text())
    save = json.loads(data["save"])
    save["log"][3] = "not-an-action"
    data["save"] = json.dumps(save)
    evening[2].path.write_text(json.dumps(data))
    player, screen = open_history()
    player.click(button_of(screen, "replay", evening[2]).rect.center)
    [message] = windows(player.app)
    assert message.window_display_title == "Cannot replay" and evening[2].path.name in message.text_box.html_text
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
