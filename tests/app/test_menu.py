"""The main menu under the dummy driver: cards, the unfinished games, Load, Settings, Quit, resizing.
(The unfinished games of the real games: test_menu_unfinished.py.)"""
from __future__ import annotations

import pygame

from scenes import storage
from scenes.menu import MenuScene, players_text
from scenes.settings import SettingsScene
from scenes.setup import SetupScene

from . import ui
from .fake_engine import FakeMatch


def open_menu(app):
    menu = app.stack.push(MenuScene(app))
    ui.frames(app)
    return menu


def test_menu_shows_a_card_per_game_and_no_continue_without_an_autosave(app, shots):
    menu = open_menu(app)
    assert [card.game for card in menu.cards] == ["race"]
    assert [card.title for card in menu.cards] == ["Race"]
    assert menu.rows == [] and menu.sheet is None
    assert set(menu.buttons) == {"online", "load", "history", "settings", "quit"}
    ui.shot(app, shots, "menu.png")


def test_hovering_a_card_lifts_it_and_clicking_opens_the_setup(app, shots):
    menu = open_menu(app)
    card = menu.cards[0]
    ui.move(app, card.rect.center)
    assert menu.hovered == 0
    ui.shot(app, shots, "menu_hover.png")
    ui.click(app, card.rect.center)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game == "race"
    assert not menu.root.visible  # the menu's buttons are hidden under the setup screen


def test_press_on_a_card_and_release_elsewhere_does_nothing(app):
    menu = open_menu(app)
    card = menu.cards[0]
    ui.move(app, card.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    ui.frames(app)
    assert app.stack.top is menu


def test_keyboard_opens_a_game_too(app):
    menu = open_menu(app)
    ui.key(app, pygame.K_RIGHT)
    assert menu.focused == 0
    ui.key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene)


def test_continue_appears_with_an_autosave_and_resumes_it(app, shots):
    match = FakeMatch(4, ["human", "ai"])
    match.act("step 2")
    match.act("step 1")
    storage.autosave(match)
    menu = open_menu(app)
    [row] = menu.rows
    assert row.summary.game == "race" and row.summary.progress == "2 moves"
    ui.shot(app, shots, "menu_continue.png")
    ui.click(app, row.rect.center)
    table = app.stack.top
    assert table.session.match.digest() == match.digest()
    assert table.session.seats == ["human", "ai"]
    assert table.session.names == ["Player 1", "Computer (normal)"]


def test_a_continue_row_too_narrow_for_where_and_when_keeps_where_whole(app):
    """At 1024x640 Zvery's row read "Before the first battle \u00b7 18 minute...": how far the game
    went stays whole and the time gives way (the sheet lists the newest first)."""
    import dataclasses

    from tests.scenes.screen_text import WrittenText

    storage.autosave(FakeMatch(4, ["human"]))
    app.resize((1024, 640))
    menu = open_menu(app)
    [row] = menu.rows
    menu.rows[0] = row._replace(summary=dataclasses.replace(row.summary, progress="Before the first battle of the war"))
    with WrittenText() as written:
        app.frame(1 / 60)
    shown = {text for text, _rect in written.lines}
    assert "Before the first battle of the war" in shown, shown
    assert not any(text.endswith(("...", "\u2026")) for text in shown), shown


def test_continue_with_both_autosaves_damaged_says_so_and_stays(app):
    storage.autosave(FakeMatch(4, ["human"]))
    storage.autosave_path("race").write_text("garbage", encoding="utf-8")
    menu = open_menu(app)
    [row] = menu.rows
    assert not row.summary.readable  # listed, saying so - not hidden, not crashing the menu
    ui.click(app, row.rect.center)
    assert app.stack.top is menu
    windows = app.manager.get_window_stack().get_full_stack()
    assert [w.window_display_title for w in windows] == ["Cannot continue"]
    assert "race.json" in windows[0].text_box.html_text


def test_settings_button_opens_settings_and_quit_stops_the_app(app):
    menu = open_menu(app)
    ui.click_element(app, menu.buttons["settings"])
    assert isinstance(app.stack.top, SettingsScene)
    app.stack.pop()
    ui.frames(app)
    app.running = True
    ui.click_element(app, app.stack.top.buttons["quit"])
    assert app.running is False


def test_load_button_opens_the_saves_screen_and_esc_comes_back(app):
    from scenes.saves import SavesScene

    menu = open_menu(app)
    ui.click_element(app, menu.buttons["load"])
    assert isinstance(app.stack.top, SavesScene) and not app.stack.top.saving
    ui.key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_menu_resizes_cleanly(app, shots):
    menu = open_menu(app)
    for size in [(960, 600), (1920, 1080)]:
        app.resize(size)
        ui.frames(app)
        window = pygame.Rect((0, 0), size)
        assert all(window.contains(card.rect) for card in menu.cards)
        assert all(window.contains(button.rect) for button in menu.buttons.values())
        ui.shot(app, shots, f"menu_{size[0]}x{size[1]}.png")


def test_many_games_wrap_into_rows(app, shots, monkeypatch):
    from scenes import games

    api = games.engine_api()
    ids = ["race", "zvery", "auganism", "everzone", "creature_adventures"]
    monkeypatch.setattr(api, "games", lambda: ids)
    monkeypatch.setattr(api, "info", lambda g: {"title": g.replace("_", " ").title(), "players": [2, 4],
                                                "solo": False, "variants": []})
    menu = open_menu(app)
    assert len(menu.cards) == 5
    rects = [card.rect for card in menu.cards]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    ui.shot(app, shots, "menu_five_games.png")
    app.resize((960, 600))
    ui.frames(app)
    assert all(pygame.Rect(0, 0, 960, 600).contains(card.rect) for card in menu.cards)
    ui.shot(app, shots, "menu_five_games_small.png")


def test_a_broken_game_does_not_take_the_menu_down(app, monkeypatch):
    from scenes import games

    api = games.engine_api()
    monkeypatch.setattr(api, "games", lambda: ["race", "broken"])
    real_info = api.info
    monkeypatch.setattr(api, "info", lambda g: real_info(g) if g == "race" else {}["title"])
    menu = open_menu(app)
    assert [c.players for c in menu.cards] == ["1\u20134 players", "unavailable"]
    ui.click(app, menu.cards[1].rect.center)
    assert app.stack.top is menu
    assert len(app.manager.get_window_stack().get_full_stack()) == 1


def test_players_text():
    assert players_text({"players": [1, 1]}) == "1 player"
    assert players_text({"players": [2, 2]}) == "2 players"
    assert players_text({"players": [2, 4]}) == "2\u20134 players"
    duel_or_tag = {"players": [2, 4], "variants": [{"seats": 2}, {"seats": 4}]}
    assert players_text(duel_or_tag) == "2 or 4 players"  # no three-player game: not "2-4"
    assert players_text({"players": [2, 4], "variants": [{"seats": 2}, {"seats": 3}, {"seats": 4}]}) == "2\u20134 players"


def test_title_art_is_never_cut_mid_word(app, shots, tmp_path, monkeypatch):
    from scenes import games
    from scenes.widgets import art

    square = pygame.Surface((300, 300))
    square.fill((20, 20, 60))
    pygame.draw.rect(square, (250, 250, 250), pygame.Rect(0, 140, 300, 20))  # a title band, edge to edge
    path = tmp_path / "title.png"
    pygame.image.save(square, str(path))
    monkeypatch.setattr(games, "title_art_path", lambda game, width=None: path)
    menu = open_menu(app)
    card = menu.cards[0]
    face = art.fit_art(square, card.rect.size)
    assert face.get_size() == card.rect.size
    band_y = card.rect.height // 2
    left_edge = (card.rect.width - card.rect.height) // 2 + 2  # the whole square shows, centred
    assert min(face.get_at((left_edge, band_y))[:3]) > 230  # white band (smoothscaled)
    ui.shot(app, shots, "menu_square_art.png")


def test_a_repaired_settings_file_is_named_to_the_player_once(fake_api, gamenight_home):
    """A bad settings field fell back to its default with only a line in the log file: the
    player never learned why the window size they chose was gone."""
    import json as _json

    from scenes import config
    from scenes.app import App

    path = config.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(_json.dumps({"window_size": "huge", "sound": False}), encoding="utf-8")
    app = App(size=(1280, 800), persist=False, fullscreen=False)
    try:
        app.stack.push(MenuScene(app))
        ui.frames(app)
        shown = [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]
        words = shown[0].text_box.html_text if shown else ""
        assert len(shown) == 1 and "settings.json" in words and "window_size" in words, words
        assert app.settings.effects_volume == app.settings.music_volume == 0, "the good fields are kept"
        app.stack.push(MenuScene(app))
        ui.frames(app)
        assert len([w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]) == 1, "once"
    finally:
        app.stack.clear()
        app.manager.clear_and_reset()


def test_the_menu_shows_which_gamenight_this_is_without_crowding_anything(app):
    from engine import __version__
    from tests.scenes import screen_text

    with screen_text.WrittenText() as written:
        for size in screen_text.SIZES[:2]:
            app.resize(size)
            open_menu(app)
            written.clear()
            ui.frames(app, 2)
            assert f"Gamenight {__version__}" in [words for words, _ in written.lines]
            assert screen_text.problems(app, written) == []


def test_the_titles_under_the_cards_are_set_in_one_size(app, monkeypatch):
    """A long title is not set smaller than its neighbours: the row is one size, the largest
    in which every title fits under its card."""
    from scenes import games
    from scenes.widgets import art

    api = games.engine_api()
    ids = ["race", "zvery", "auganism", "everzone", "creature_adventures"]
    monkeypatch.setattr(api, "games", lambda: ids)
    monkeypatch.setattr(api, "info", lambda g: {"title": g.replace("_", " ").title(), "players": [2, 4],
                                                "solo": False, "variants": []})
    app.resize((1280, 720))
    menu = open_menu(app)
    drawn = []
    real = art.text
    monkeypatch.setattr(art, "text", lambda surface, words, font, *a, **k: drawn.append((words, font)) or
                        real(surface, words, font, *a, **k))
    ui.frames(app, 1)
    titles = {words: font for words, font in drawn if words in {card.title for card in menu.cards}}
    assert len(titles) == 5
    assert len({font.get_height() for font in titles.values()}) == 1
    from scenes.menu import GAP

    assert all(font.size(words)[0] <= menu.cards[0].rect.width + GAP - 8 for words, font in titles.items())


def test_fitting_a_title_opens_a_few_sizes_of_the_face_not_every_one(monkeypatch):
    from scenes.widgets import art

    opened = []
    real = art._load_serif
    monkeypatch.setattr(art, "_load_serif", lambda size, style: opened.append(size) or real(size, style))
    title = "Creature Adventures of the Northern Marches"
    font = art.fitting_serif(title, 320, 60)
    assert len(opened) <= 4
    size = art.fitting_size(title, 320, 60)
    assert font is art.serif(size, "bold")
    assert font.size(title)[0] <= 320 < art.serif(size + 1, "bold").size(title)[0]  # the largest that fits


def test_the_row_of_titles_is_the_largest_size_in_which_each_fits_fitted_longest_first():
    """The one size of the titles, found by fitting the longest first and each other from the
    size left, is the size in which the tightest title fits: the same as fitting each alone."""
    from scenes.menu import GameCard, _caption_room, _caption_size
    from scenes.widgets import art

    titles = ["Zombie Slayer", "Creature Adventures", "Zvery", "Auganism", "EverZone", "Avventure delle Creature",
              "Il Cacciatore di Zombie", "WWWWWWWWW", "iiiiiiiiiiiiiiiiiiiiiiiii"]
    for width in (120, 150, 168, 180, 208, 240, 300):
        for count in (1, 3, 5):
            for first in range(len(titles)):
                row = [titles[(first + i) % len(titles)] for i in range(count)]
                cards = [GameCard(f"g{i}", title, "", pygame.Rect(0, 0, width, 100), None) for i, title in enumerate(row)]
                start = max(20, min(30, width // 7))
                alone = min(art.fitting_size(card.title, _caption_room(card), start) for card in cards)
                assert _caption_size(cards) == alone, (width, row)
