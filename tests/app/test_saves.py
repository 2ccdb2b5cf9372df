"""The saves screen, clicked through under the dummy driver: saving a copy from a table, the list
of saves with their pictures, renaming, deleting, importing a good and a bad file, opening, and
every bad input ending in a sentence with nothing lost. (The real games' tables: the tests at the
end; the files underneath: test_named_saves.py.)"""
from __future__ import annotations

import pygame
import pytest

from scenes import config, storage, thumbnails
from scenes.menu import MenuScene
from scenes.saves import NameDialog, SavesScene
from scenes.widgets import dialogs
from tests.scenes.screen_text import WrittenText, problems

from . import ui
from .fake_engine import FakeMatch

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def windows(app):
    return [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]


def saved(name, *actions, seats=("human", "ai")):
    match = FakeMatch(3, list(seats))
    for action in actions:
        match.act(action)
    return storage.save_named(match, name), match


def open_saves(app) -> SavesScene:
    if not isinstance(app.stack.top, MenuScene):
        app.stack.push(MenuScene(app))
    ui.frames(app)
    ui.click_element(app, app.stack.top.buttons["load"])
    screen = app.stack.top
    assert isinstance(screen, SavesScene)
    return screen


def row_button(screen, kind, name):
    return next(b for b, (k, s) in screen.actions.items() if k == kind and s.name == name)


def names(screen):
    return [s.name for s in screen.summaries]


def select_all_and_type(app, text):
    ui.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    ui.key(app, pygame.K_BACKSPACE)
    ui.type_text(app, text)


class FakeTable:
    """What the saves screen needs of a table: its session, its drawing, the app."""

    def __init__(self, app, match, seats):
        from scenes.session import GameSession

        self.app = app
        self.session = GameSession(match, list(seats), autosave=False, threaded=False)

    def draw(self, surface):
        surface.fill((40, 80, 50))


def test_saving_a_copy_offers_a_dated_name_and_keeps_a_picture(app, shots):
    match = FakeMatch(3, ["human", "ai"])
    match.act("step 2")
    screen = app.stack.push(SavesScene(app, table=FakeTable(app, match, ["human", "ai"])))
    ui.frames(app)
    offered = screen.widgets["name"].get_text()
    assert offered.startswith("Race ") and storage.save_name_problem(offered) is None
    ui.shot(app, shots, "saves_save_mode_empty.png")
    ui.key(app, pygame.K_RETURN)  # Enter in the name field saves
    path = config.saves_dir() / f"{offered}.json"
    assert storage.load(path).digest() == match.digest()
    assert storage.picture_is_current(storage.picture_path(path), path)
    assert screen not in app.stack.scenes
    [message] = windows(app)
    assert message.window_display_title == "Saved" and offered in message.text_box.html_text


@pytest.mark.parametrize("name, sentence", [("a/b", "\u201c/\u201d"), ("..", "start with a dot"),
                                            ("   ", "needs a name"), ("CON", "Windows")])
def test_a_name_that_cannot_be_a_file_is_refused_and_nothing_is_written(app, name, sentence):
    match = FakeMatch(3, ["human"])
    screen = app.stack.push(SavesScene(app, table=FakeTable(app, match, ["human"])))
    ui.frames(app)
    select_all_and_type(app, name)
    ui.click_element(app, screen.widgets["save"])
    [message] = windows(app)
    assert message.window_display_title == "Not saved" and sentence in message.text_box.html_text
    assert app.stack.top is screen and storage.named_saves() == []
    assert not any(config.data_dir().rglob("*b.json"))


def test_saving_over_an_existing_save_asks_first(app):
    older, _ = saved("Evening", "step 1")
    match = FakeMatch(8, ["human"])
    screen = app.stack.push(SavesScene(app, table=FakeTable(app, match, ["human"])))
    ui.frames(app)
    select_all_and_type(app, "evening")
    ui.click_element(app, screen.widgets["save"])
    [question] = windows(app)
    assert question.window_display_title == "Replace save?"
    ui.click_element(app, question.buttons["cancel"])
    assert storage.load(older).log == ["step 1"], "kept"
    ui.click_element(app, row_button(screen, "replace", "Evening"))
    [question] = windows(app)
    assert "Evening" in question.text_box.html_text
    ui.click_element(app, question.buttons["confirm"])
    assert storage.load(older).seed == 8 and [p.name for p in storage.named_saves()] == ["Evening.json"]


def test_the_list_shows_each_save_newest_first_with_what_it_holds(app, shots):
    saved("Monday", "step 1")
    path, _ = saved("Tuesday", "step 2", "step 1", "roll", seats=("human",))
    thumbnails.keep(pygame.Surface((40, 25)), storage.picture_path(path))
    screen = open_saves(app)
    assert names(screen) == ["Tuesday", "Monday"]
    labels = [e.text for e in app.manager.get_sprite_group().sprites() if hasattr(e, "text") and e.visible]
    assert "Tuesday" in labels and "Race \u00b7 Player 1 (solo)" in labels
    assert any(text.startswith("3 moves \u00b7 saved ") for text in labels)
    assert "Race \u00b7 Player 1 vs Computer (normal)" in labels
    ui.shot(app, shots, "saves_load_mode.png")


def test_rename_asks_for_a_name_refuses_bad_ones_with_a_sentence_and_moves_the_picture(app, shots):
    path, match = saved("Evening", "step 1")
    thumbnails.keep(pygame.Surface((40, 25)), storage.picture_path(path))
    saved("Morning")
    screen = open_saves(app)
    ui.click_element(app, row_button(screen, "rename", "Evening"))
    [dialog] = windows(app)
    assert isinstance(dialog, NameDialog) and dialog.entry.get_text() == "Evening"
    for bad, sentence in [("Morning", "already there"), ("../up", "\u201c/\u201d"), ("", "needs a name")]:
        select_all_and_type(app, bad)
        ui.key(app, pygame.K_RETURN)
        assert dialog.alive() and sentence in dialog.problem.html_text
    ui.shot(app, shots, "saves_rename_refused.png")
    assert path.exists()
    select_all_and_type(app, "Late evening")
    ui.click_element(app, dialog.buttons["rename"])
    assert not dialog.alive() and sorted(names(screen)) == ["Late evening", "Morning"]
    renamed = config.saves_dir() / "Late evening.json"
    assert storage.load(renamed).digest() == match.digest() and storage.picture_path(renamed).exists()
    ui.click_element(app, row_button(screen, "rename", "Morning"))
    ui.key(app, pygame.K_ESCAPE)
    assert windows(app) == [] and app.stack.top is screen, "Esc cancels the renaming, not the screen"


def test_delete_asks_first_and_removes_the_save_and_its_picture(app):
    path, _ = saved("Evening")
    thumbnails.keep(pygame.Surface((40, 25)), storage.picture_path(path))
    screen = open_saves(app)
    ui.click_element(app, row_button(screen, "delete", "Evening"))
    [question] = windows(app)
    ui.click_element(app, question.buttons["cancel"])
    assert path.exists()
    ui.click_element(app, row_button(screen, "delete", "Evening"))
    ui.click_element(app, windows(app)[0].buttons["confirm"])
    assert not path.exists() and not storage.picture_path(path).exists() and names(screen) == []


def import_through_the_dialog(app, screen, path):
    ui.click_element(app, screen.widgets["import"])
    [dialog] = windows(app)
    dialog.current_file_path = path  # (the picking itself is tested in test_dialogs.py)
    dialog.ok_button.enable()
    ui.click_element(app, dialog.ok_button)


def test_import_copies_a_good_file_in_and_a_bad_one_is_a_message_naming_it(app, tmp_path, monkeypatch, shots):
    monkeypatch.setattr(dialogs.Path, "home", staticmethod(lambda: tmp_path))
    good = FakeMatch(4, ["human", "ai"])
    good.act("roll")
    storage.save_as(good, tmp_path / "from Ann.json")
    (tmp_path / "recipe.json").write_text('{"flour": "200 g"}', encoding="utf-8")
    screen = open_saves(app)
    import_through_the_dialog(app, screen, tmp_path / "from Ann.json")
    assert names(screen) == ["from Ann"] and storage.load(config.saves_dir() / "from Ann.json").digest() == good.digest()
    [message] = windows(app)
    assert message.window_display_title == "Imported"
    ui.click_element(app, message.buttons["ok"])
    import_through_the_dialog(app, screen, tmp_path / "recipe.json")
    [message] = windows(app)
    assert message.window_display_title == "Cannot import" and "recipe.json" in message.text_box.html_text
    ui.shot(app, shots, "saves_import_refused.png")
    assert names(screen) == ["from Ann"] and not (config.saves_dir() / "recipe.json").exists()


def test_open_resumes_the_save_asking_first_when_it_would_replace_an_unfinished_game(app):
    path, match = saved("Evening", "step 1", "step 2")
    screen = open_saves(app)
    ui.click_element(app, row_button(screen, "open", "Evening"))
    table = app.stack.top
    assert table.session.match.digest() == match.digest() and screen not in app.stack.scenes
    app.go_home()
    other = FakeMatch(9, ["human"])
    other.act("roll")
    storage.autosave(other)
    screen = open_saves(app)
    ui.click_element(app, row_button(screen, "open", "Evening"))
    [question] = windows(app)
    assert question.window_display_title == "Open this save?" and "unfinished game of Race" in question.text_box.html_text
    ui.click_element(app, question.buttons["cancel"])
    assert app.stack.top is screen
    ui.click_element(app, row_button(screen, "open", "Evening"))
    ui.click_element(app, windows(app)[0].buttons["confirm"])
    assert app.stack.top.session.match.digest() == match.digest()


def test_a_save_that_does_not_read_is_listed_with_its_reason_and_can_be_deleted(app, shots):
    saved("Good")
    folder = config.saves_dir()
    (folder / "half written.json").write_text('{"format": "race-save", "log": [', encoding="utf-8")
    (folder / "not text.json").write_bytes(b"\xff\xfe\x00garbage")
    (folder / "Good.png").write_bytes(b"garbage where a picture should be")
    screen = open_saves(app)
    assert sorted(names(screen)) == ["Good", "half written", "not text"]
    labels = [e.text for e in app.manager.get_sprite_group().sprites() if hasattr(e, "text") and e.visible]
    assert "Not valid JSON" in labels and "This file is not a Gamenight save: it is not a text file." in labels
    ui.shot(app, shots, "saves_unreadable.png")
    ui.click_element(app, row_button(screen, "open", "half written"))
    [message] = windows(app)
    assert message.window_display_title == "Cannot open" and "half written.json" in message.text_box.html_text
    ui.click_element(app, message.buttons["ok"])
    ui.click_element(app, row_button(screen, "delete", "not text"))
    ui.click_element(app, windows(app)[0].buttons["confirm"])
    assert sorted(names(screen)) == ["Good", "half written"]


def test_many_saves_scroll_and_every_word_fits_in_both_modes(app, shots):
    for index in range(24):
        saved(f"An evening of racing with a long name number {index}", *["step 1"] * (index % 5))
    saved("x" * 60)
    for size in SIZES:
        app.resize(size)
        for table in (None, FakeTable(app, FakeMatch(3, ["human", "ai", "ai:easy", "human"]),
                                      ["human", "ai", "ai:easy", "human"])):
            app.stack.clear()
            screen = app.stack.push(SavesScene(app, table=table))
            with WrittenText() as written:
                ui.frames(app)
            found = problems(app, written)
            assert not found, f"{size}: " + "\n".join(found)
            mode = "save" if table else "load"
            ui.shot(app, shots, f"saves_{mode}_{size[0]}x{size[1]}.png")
    assert screen.rows.bar is not None and screen.rows.offset == 0
    pygame.mouse.set_pos(screen.rows.view.rect.center)  # pygame-gui asks SDL where the mouse is
    ui.move(app, screen.rows.view.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0, precise_y=-3))
    ui.frames(app, 20)
    assert screen.rows.offset > 0, "the wheel scrolls the list"


def test_escape_and_back_return_to_where_the_screen_was_opened(app):
    screen = open_saves(app)
    ui.click_element(app, screen.widgets["back"])
    assert isinstance(app.stack.top, MenuScene)
    open_saves(app)
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


# --- the real games' tables -------------------------------------------------------------------------


@pytest.fixture
def real_app():
    from tests.scenes.driver import close, make_app

    pytest.importorskip("engine.api")
    application = make_app("instant", (1024, 640))
    yield application
    close(application)


def real_table(app, seats):
    from engine import api
    from tests.scenes.driver import Driver, sit_down

    match = api.new_match("zvery", 5, seats)
    while len(match.log) < 8 or seats[match.to_move()] != "human":
        match.act(match.suggest(match.to_move()))
    table = sit_down(app, match, seats)
    driver = Driver(app)
    driver.settle()
    driver.pass_screen()
    driver.settle()
    driver.read_recap()  # what happened while away, read as a person reads it
    return table, driver


def save_a_copy_by_the_tables_menu(app, table, driver) -> SavesScene:
    from scenes.widgets.dialogs import ChoiceDialog

    driver.click(table.widgets["menu"].rect.center)
    menu = next(w for w in windows(app) if isinstance(w, ChoiceDialog))
    driver.click(menu.buttons["save"].rect.center)
    screen = app.stack.top
    assert isinstance(screen, SavesScene) and screen.saving
    return screen


def test_a_tables_menu_saves_a_copy_with_its_picture_and_the_copy_opens_again(real_app, shots):
    table, driver = real_table(real_app, ["human", "ai"])
    screen = save_a_copy_by_the_tables_menu(real_app, table, driver)
    name = screen.widgets["name"].get_text()
    assert name.startswith("Zvery ")
    ui.shot(real_app, shots, "saves_from_a_table.png")
    driver.click(screen.widgets["save"].rect.center)
    assert real_app.stack.top is table, "back at the table"
    [message] = windows(real_app)
    assert message.window_display_title == "Saved" and name in message.text_box.html_text
    driver.click(message.buttons["ok"].rect.center)
    path = config.saves_dir() / f"{name}.json"
    assert storage.load(path).digest() == table.session.match.digest()
    picture = storage.picture_path(path)
    assert storage.picture_is_current(picture, path)
    assert pygame.image.load(str(picture)).get_width() == thumbnails.WIDTH

    real_app.go_home()
    screen = open_saves(real_app)
    [summary] = screen.summaries
    assert (summary.name, summary.title, summary.seats) == (name, "Zvery", ("human", "ai"))
    driver.click(row_button(screen, "open", name).rect.center)
    assert driver.scene.session.match.digest() == table.session.match.digest()
    assert driver.scene.session.match.log == table.session.match.log


def test_a_pass_and_play_copy_gets_the_games_picture_not_the_last_frame(real_app):
    table, driver = real_table(real_app, ["human", "human"])
    assert table.session.is_pass_and_play()
    storage.picture_path(config.saves_dir() / "Ours.json").parent.mkdir(parents=True, exist_ok=True)
    screen = save_a_copy_by_the_tables_menu(real_app, table, driver)
    assert screen.picture is None
    select_all_and_type(real_app, "Ours")
    driver.click(screen.widgets["save"].rect.center)
    path = config.saves_dir() / "Ours.json"
    assert path.exists() and not storage.picture_path(path).exists()
    driver.click(windows(real_app)[0].buttons["ok"].rect.center)
    real_app.go_home()
    screen = open_saves(real_app)
    [summary] = screen.summaries
    shown = thumbnails.shown(summary.picture, summary.path, summary.game, summary.title, (120, 80))
    own = thumbnails.framed(thumbnails.game_face("zvery", "Zvery", (120, 80)))
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(own, "RGBA")


def test_a_save_the_engine_trips_over_is_listed_and_opening_it_is_a_message(app, fake_api, monkeypatch):
    path, _ = saved("Odd")
    real_load = fake_api.load

    def tripping(text, key=None):
        if '"seed": 3' in text:
            raise AttributeError("'NoneType' object has no attribute 'cards'")
        return real_load(text, key)

    monkeypatch.setattr(fake_api, "load", tripping)
    screen = open_saves(app)
    [summary] = screen.summaries
    assert not summary.readable and "no attribute" in summary.problem
    ui.click_element(app, row_button(screen, "open", "Odd"))
    [message] = windows(app)
    assert message.window_display_title == "Cannot open" and "Odd.json" in message.text_box.html_text
    assert app.stack.top is screen


def test_a_saves_folder_that_cannot_be_read_is_said_and_saving_into_it_is_refused(app):
    folder = config.saves_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the folder should be", encoding="utf-8")
    screen = open_saves(app)
    assert screen.summaries == [] and str(folder) in screen.folder_problem
    app.stack.clear()
    match = FakeMatch(3, ["human"])
    screen = app.stack.push(SavesScene(app, table=FakeTable(app, match, ["human"])))
    ui.frames(app)
    ui.click_element(app, screen.widgets["save"])
    [message] = windows(app)
    assert message.window_display_title == "Not saved" and str(folder) in message.text_box.html_text
    assert app.stack.top is screen and match.to_move() == 0


# --- the unfinished games among the saves, and the list's order ----------------------------------


def real_saves(spec) -> dict[str, object]:
    """Saves of real games, each (name, game, minutes ago): a few computer moves each, dated."""
    import os
    import time

    from engine import api

    matches = {}
    for name, game, minutes in spec:
        match = api.new_match(game, 3, ["human", "ai"])
        match.act(match.suggest(match.to_move()))
        path = storage.save_named(match, name)
        stamp = time.time() - 60 * minutes
        os.utime(path, (stamp, stamp))
        matches[name] = match
    return matches


def unfinished_game(game: str, minutes: int):
    import os
    import time

    from engine import api

    match = api.new_match(game, 7, ["human", "ai"])
    while len(match.log) < 4 or match.to_move() != 0:
        match.act(match.suggest(match.to_move()))
    storage.autosave(match)
    stamp = time.time() - 60 * minutes
    os.utime(storage.autosave_path(game), (stamp, stamp))
    return match


def listed_names(screen):
    """The headings of the rows, top to bottom, as the list shows them."""
    return [screen.maker.row_at(index).lines(400)[0] for index in range(screen.rows.count)]


def test_the_unfinished_games_are_listed_among_the_saves_and_continue_plays_on(real_app, shots):
    real_saves([("Tuesday", "zvery", 30), ("Sunday", "auganism", 90)])
    match = unfinished_game("everzone", 60)
    screen = open_saves(real_app)
    assert listed_names(screen) == ["Tuesday", "Unfinished game of EverZone", "Sunday"]
    row = screen.maker.row_at(1)
    assert "\u00b7 autosaved " in row.lines(400)[2]
    assert [kind for kind, *_ in row.actions] == ["continue", "replay"], "an autosave is continued, not renamed"
    ui.shot(real_app, shots, "saves_with_unfinished_1024x640.png")
    continue_button = next(b for b, (kind, _s) in screen.actions.items() if kind == "continue")
    ui.click_element(real_app, continue_button)
    table = real_app.stack.top
    assert getattr(table, "session", None) is not None and table.session.match.digest() == match.digest()


def test_saving_a_copy_lists_only_the_saves_it_may_replace(real_app):
    real_saves([("Tuesday", "zvery", 30)])
    unfinished_game("everzone", 60)
    table, driver = real_table(real_app, ["human", "ai"])
    screen = save_a_copy_by_the_tables_menu(real_app, table, driver)
    assert listed_names(screen) == ["Tuesday"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_the_list_sorts_newest_first_by_name_or_by_game_and_keeps_the_order_while_open(real_app, shots, size):
    real_app.resize(size)
    real_saves([("banquet", "zvery", 10), ("Attic", "creature_adventures", 50), ("Cellar", "auganism", 20),
                ("After dinner", "zvery", 40)])
    unfinished_game("everzone", 30)
    screen = open_saves(real_app)
    newest = ["banquet", "Cellar", "Unfinished game of EverZone", "After dinner", "Attic"]
    assert listed_names(screen) == newest
    ui.choose(real_app, screen.widgets["order"], "By name")
    assert listed_names(screen) == ["After dinner", "Attic", "banquet", "Cellar", "Unfinished game of EverZone"]
    ui.choose(real_app, screen.widgets["order"], "By game")
    by_game = ["Cellar", "Attic", "Unfinished game of EverZone", "banquet", "After dinner"]
    assert listed_names(screen) == by_game, "Auganism, Creature Adventures, EverZone, Zvery; the newest first in each"
    with WrittenText() as written:
        ui.frames(real_app)
    found = problems(real_app, written)
    assert not found, "\n".join(found)
    ui.shot(real_app, shots, f"saves_by_game_{size[0]}x{size[1]}.png")
    ui.click_element(real_app, row_button(screen, "delete", "Attic"))
    ui.click_element(real_app, windows(real_app)[0].buttons["confirm"])
    assert listed_names(screen) == [name for name in by_game if name != "Attic"], "still by game"
    assert screen.widgets["order"].selected_option in ("By game", ("By game", "By game"))
    ui.key(real_app, pygame.K_ESCAPE)
    assert listed_names(open_saves(real_app))[:2] == ["banquet", "Cellar"], "a new visit: the newest first"
