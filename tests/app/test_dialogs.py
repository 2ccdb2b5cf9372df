"""Dialogs: message, confirm, Save as and Load, driven by clicks under the dummy driver."""
from __future__ import annotations

import pygame

from scenes import config, storage
from scenes.ui_scene import UIScene
from scenes.widgets import dialogs

from . import ui
from .fake_engine import FakeMatch


def windows(app):
    return app.manager.get_window_stack().get_full_stack()


def test_message_shows_text_safely_and_calls_back_when_dismissed(app, shots):
    closed = []
    window = dialogs.message(app.manager, "Cannot load", "<b>evening.json</b> is not a save.",
                             on_close=lambda: closed.append(True))
    ui.frames(app)
    ui.shot(app, shots, "dialog_message.png")
    assert "&lt;b&gt;" in window.text_box.html_text  # a file name is never markup
    assert dialogs.modal_open(app.manager)
    ui.click_element(app, window.buttons["ok"])
    assert closed == [True] and windows(app) == []
    assert not dialogs.modal_open(app.manager)


def test_confirm_runs_the_action_only_when_confirmed(app, shots):
    done, cancelled = [], []
    dialog = dialogs.confirm(app.manager, "End turn?", "You still have 2 actions left. End your turn anyway?",
                             action="End turn", cancel="Keep playing",
                             on_confirm=lambda: done.append(1), on_cancel=lambda: cancelled.append(1))
    ui.frames(app)
    ui.shot(app, shots, "dialog_confirm.png")
    ui.click_element(app, dialog.buttons["confirm"])
    assert done == [1] and cancelled == []
    dialog = dialogs.confirm(app.manager, "End turn?", "Sure?", on_confirm=lambda: done.append(2),
                             on_cancel=lambda: cancelled.append(1))
    ui.frames(app)
    ui.click_element(app, dialog.buttons["cancel"])
    assert done == [1] and cancelled == [1]


def test_enter_confirms_and_escape_cancels(app):
    done, cancelled = [], []
    dialogs.confirm(app.manager, "End turn?", "Sure?", on_confirm=lambda: done.append(1),
                    on_cancel=lambda: cancelled.append(1))
    ui.frames(app)
    ui.key(app, pygame.K_RETURN)
    assert done == [1] and windows(app) == []
    dialogs.confirm(app.manager, "End turn?", "Sure?", on_confirm=lambda: done.append(2),
                    on_cancel=lambda: cancelled.append(1))
    ui.frames(app)
    ui.key(app, pygame.K_ESCAPE)
    assert done == [1] and cancelled == [1] and windows(app) == []


def test_a_blocking_dialog_keeps_clicks_off_the_table(app):
    seen = []

    class Table(UIScene):
        def handle_event(self, event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                seen.append(event.pos)

    app.stack.push(Table(app))
    dialogs.message(app.manager, "Note", "Hello")
    ui.frames(app)
    ui.click(app, (20, 20))
    assert seen == []


def test_save_as_writes_the_game_into_the_saves_folder(app, shots):
    match = FakeMatch(2, ["human", "ai"])
    match.act("step 2")
    saved = []
    dialog = dialogs.save_as(app.manager, match, on_saved=saved.append)
    ui.frames(app)
    ui.shot(app, shots, "dialog_save_as.png")
    assert dialog.current_directory_path == str(config.saves_dir().resolve())
    ui.click_element(app, dialog.ok_button)
    assert len(saved) == 1 and saved[0].parent == config.saves_dir().resolve()
    assert saved[0].name.startswith("race ") and saved[0].suffix == ".json"
    assert storage.load(saved[0]).digest() == match.digest()


def test_save_as_over_an_existing_file_asks_first(app):
    match = FakeMatch(2, ["human"])
    target = config.saves_dir() / "mine.json"
    target.parent.mkdir(parents=True)
    target.write_text("older game")
    dialog = dialogs.save_as(app.manager, match, on_saved=lambda p: None)
    dialog.current_file_path = target
    ui.frames(app)
    ui.click_element(app, dialog.ok_button)
    question = windows(app)[-1]
    assert question.window_display_title == "Replace save?"
    ui.click_element(app, question.buttons["confirm"])
    assert storage.load(target).digest() == match.digest()


def test_save_failure_is_a_message_and_the_game_goes_on(app, monkeypatch):
    match = FakeMatch(2, ["human"])

    def full_disk(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.atomic, "write_text", full_disk)
    dialog = dialogs.save_as(app.manager, match)
    ui.frames(app)
    ui.click_element(app, dialog.ok_button)
    [message] = windows(app)
    assert message.window_display_title == "Not saved"
    assert "No space left" in message.text_box.html_text
    assert match.to_move() == 0


def test_load_picks_a_save_and_reports_a_bad_one(app, shots):
    good = FakeMatch(3, ["human", "ai"])
    good.act("step 1")
    folder = config.saves_dir()
    folder.mkdir(parents=True)
    storage.save_as(good, folder / "good.json")
    (folder / "bad.json").write_text('{"format": "race-save", "log": [', encoding="utf-8")
    loaded = []
    dialog = dialogs.load_game(app.manager, on_loaded=lambda m, p: loaded.append((m, p.name)))
    ui.frames(app)
    ui.shot(app, shots, "dialog_load.png")
    names = [item["text"] for item in dialog.file_selection_list.item_list]
    assert names == ["bad.json", "good.json"]
    good_item = [b for b in dialog.file_selection_list.item_list_container.elements if b.text == "good.json"][0]
    ui.click_element(app, good_item)
    ui.click_element(app, dialog.ok_button)
    assert [(m.digest(), name) for m, name in loaded] == [(good.digest(), "good.json")]

    dialog = dialogs.load_game(app.manager, on_loaded=lambda m, p: loaded.append(m))
    dialog.current_file_path = (folder / "bad.json").resolve()
    dialog.ok_button.enable()
    ui.frames(app)
    ui.click_element(app, dialog.ok_button)
    [message] = windows(app)
    assert message.window_display_title == "Cannot load" and "bad.json" in message.text_box.html_text
    ui.shot(app, shots, "dialog_load_error.png")
    assert len(loaded) == 1
