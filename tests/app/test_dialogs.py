"""Dialogs: message, confirm, and picking a save file, driven by clicks under the dummy driver.
(Saving, loading, renaming and deleting saves: the saves screen, test_saves.py.)"""
from __future__ import annotations

import pygame

from scenes import storage
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


def test_choosing_a_save_file_hands_over_the_path_picked(app, shots, tmp_path, monkeypatch):
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    monkeypatch.setattr(dialogs.Path, "home", staticmethod(lambda: tmp_path))
    storage.save_as(FakeMatch(3, ["human", "ai"]), downloads / "from a friend.json")
    (downloads / "notes.txt").write_text("not a save", encoding="utf-8")
    picked = []
    dialog = dialogs.choose_save_file(app.manager, picked.append)
    ui.frames(app)
    ui.shot(app, shots, "dialog_import.png")
    assert dialog.current_directory_path == str(downloads.resolve()), "it opens where files from elsewhere land"
    names = [item["text"] for item in dialog.file_selection_list.item_list]
    assert names == ["from a friend.json"], "only save files are offered"
    item = next(b for b in dialog.file_selection_list.item_list_container.elements if b.text == "from a friend.json")
    ui.click_element(app, item)
    assert not dialog.delete_button.visible, "picking a file to import never offers to delete one"
    ui.click_element(app, dialog.ok_button)
    assert picked == [(downloads / "from a friend.json").resolve()]
    assert windows(app) == []
