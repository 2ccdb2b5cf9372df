"""The shared screens in Italian: the menu, a game's setup, the saves, History and Statistics
read in Italian once the player chooses it - the words of the screens, the dates, the counts
and the default names - and a language switch redraws the open screen at once. Pictures of
each at 1024x640 go to tests/output/ (italian_*.png) for people to look at: a label that clips
in Italian shows there first."""
from __future__ import annotations

import datetime as dt
import functools
from pathlib import Path

import pytest

from engine import api
from scenes import config, history, i18n, storage
from scenes.history_screen import HistoryScene
from scenes.menu import MenuScene
from scenes.saves import SavesScene
from scenes.setup import SetupScene
from scenes.statistics_screen import StatisticsScene
from tests.pseudo import Drawn

from .driver import Driver, close, make_app, sit_down

SHOTS = Path(__file__).resolve().parents[1] / "output"
EVENING = dt.datetime(2026, 11, 20, 19, 0)


@functools.cache
def zvery_duel() -> api.Match:
    """Ann's duel against the hard computer, played once for the module (the hard computer's
    whole game was most of each test's time); each test keeps a copy anew in its own home."""
    return _played_duel().clone()


@functools.cache
def _played_duel() -> api.Match:
    won = api.new_match("zvery", 4, ["human", "ai:hard"])
    while won.result() is None:
        won.act(won.suggest(won.to_move()))
    return won


@pytest.fixture
def evening():
    """A duel of Zvery between Ann and the computer, a game of Auganism left unfinished (and
    autosaved, so the menu offers to continue it) and a named save - their names as older files
    keep them: Ann's typed, the defaults in English words."""
    history.record(zvery_duel(), ["Ann", "Computer (hard)"], finished=True, when=EVENING)
    left = api.new_match("auganism", 2, ["human", "human"])
    for _ in range(6):
        left.act(left.suggest(left.to_move()))
    history.record(left, ["Player 1", "Player 2"], finished=False, when=EVENING + dt.timedelta(hours=2))
    storage.autosave(left)
    storage.save_as(left, storage.named_save_path("Venerdì"))


def italian(size=(1024, 640)) -> tuple:
    app = make_app("instant", size)
    app.set_language("it")
    menu = app.stack.push(MenuScene(app))
    player = Driver(app)
    player.frames(3)
    return app, player, menu


def texts(app) -> set[str]:
    """The words of every toolkit element on the screen (buttons, labels, drop-downs)."""
    found = set()
    for element in app.manager.get_sprite_group().sprites():
        for attribute in ("text", "html_text", "tool_tip_text"):
            value = getattr(element, attribute, None)
            if isinstance(value, str) and value.strip():
                found.add(value)
        for option in getattr(element, "options_list", None) or []:
            found.add(option[0] if isinstance(option, tuple) else option)
    return found


def test_the_menu_and_history_speak_italian(evening):
    with Drawn() as drawn:
        app, player, menu = italian()
        try:
            assert {button.text for button in menu.buttons.values()} == {"Online", "Carica…", "Storico", "Impostazioni", "Esci"}
            assert {button.text for button in menu.lessons.values()} == {"Tutorial"}, \
                "Impara a giocare runs longer than a card at 1024x640: the short form"
            assert {"Continua", "giochi da tavolo, tutti allo stesso tavolo", "2 giocatori", "2–4 giocatori",
                    "2 o 4 giocatori", "1 giocatore"} <= set(drawn.words)
            assert any(words.startswith("Giocatore 1 contro Giocatore 2") for words in drawn.words), \
                "the unfinished game's default names are said in Italian"
            app.screenshot(SHOTS / "italian_menu.png")

            player.click(menu.buttons["history"].rect.center)
            screen = app.stack.top
            assert isinstance(screen, HistoryScene) and screen.title() == "Storico"
            words = texts(app)
            assert {"Indietro", "Statistiche", "Rivedi un file…", "Rivedi", "Esporta…", "Elimina", "Tutti i giochi"} <= words
            assert any(w.startswith("Computer (difficile) ha vinto") or w == "Ann ha vinto · La battaglia finale" for w in words), words
            assert "Lasciata a metà" in words
            assert any(w.startswith("Zvery · duello · Ann ") for w in words), words  # "contro il computer", or longer
            assert any("turni · " in w and "azioni · 20 nov 2026, 19:00" in w for w in words), words
            app.screenshot(SHOTS / "italian_history.png")

            player.click(screen.widgets["statistics"].rect.center)
            assert isinstance(app.stack.top, StatisticsScene) and app.stack.top.title() == "Statistiche"
            app.screenshot(SHOTS / "italian_statistics.png")
        finally:
            close(app)
    assert {"VITTORIE, PER CHI HA GIOCATO", "COME SONO FINITE LE PARTITE", "Persone", "Computer (difficile)"} \
        <= set(drawn.words)


def test_setup_and_saves_speak_italian_and_a_switch_redraws_them(evening):
    app, player, menu = italian()
    try:
        setup = app.stack.push(SetupScene(app, "auganism"))
        player.frames(3)
        assert setup.widgets["start"].text == "Inizia la partita"
        assert setup.widgets["variant"].selected_option[0] == "Duello (2 giocatori)"
        assert setup.widgets["name0"].get_text() == "Giocatore 1"
        assert setup.widgets["name1"].get_text() == "Computer (normale)"
        assert setup.widgets["kind1"].selected_option[0] == "Computer – normale"
        app.screenshot(SHOTS / "italian_setup.png")
        app.set_language("en")
        player.frames(2)
        assert app.stack.top.widgets["name0"].get_text() == "Player 1", "a default name follows the language"
        app.set_language("it")
        app.stack.top.close()
        player.frames(2)

        saves = app.stack.push(SavesScene(app))
        player.frames(3)
        assert saves.title() == "Partite salvate"
        words = texts(app)
        assert {"Apri", "Rivedi", "Rinomina", "Elimina", "Importa un file…"} <= words
        assert "Auganism · 2 giocatori" in words, "who played, in the form that fits in Italian"
        assert any("· salvata proprio ora" in w for w in words), words
        app.screenshot(SHOTS / "italian_saves.png")
    finally:
        close(app)
    assert config.Settings().player_names == [""] * config.NAME_SLOTS, "a default name is never kept in words"


def test_dates_and_counts_are_said_in_the_language_chosen():
    now = dt.datetime(2026, 11, 20, 21, 0)
    i18n.set_language("it")
    assert storage.describe_time(now - dt.timedelta(minutes=5), now) == "5 minuti fa"
    assert storage.describe_time(now - dt.timedelta(minutes=1), now) == "1 minuto fa"
    assert storage.describe_time(now - dt.timedelta(days=1), now) == "ieri, 21:00"
    assert storage.describe_time(dt.datetime(2025, 3, 3, 18), now) == "3 mar 2025, 18:00"
    assert storage.default_save_name("zvery", dt.datetime(2026, 11, 26, 15, 40)) == "Zvery 26 nov 15.40"
    i18n.set_language("en")
    assert storage.describe_time(dt.datetime(2025, 3, 3, 18), now) == "3 Mar 2025, 18:00"
    assert storage.default_save_name("zvery", dt.datetime(2026, 11, 26, 15, 40)) == "Zvery 26 Nov 15.40"


@pytest.mark.parametrize("game", api.games())
def test_the_tables_top_bar_reads_whole_in_italian_in_a_small_window(game):
    """Menu, Annulla, Consiglio, Registro and "?" in the 1024x640 window's narrow column: the bar
    takes a smaller font when a language's words need it, and where even that is too wide "?" and
    then Registro give way to the Menu, which offers them - no label is ever cut, nothing is lost."""
    app = make_app("instant", (1024, 640))
    try:
        app.set_language("it")
        seats = api.info(game)["variants"][0]["seats"]
        table = sit_down(app, api.new_match(game, 3, ["human"] * seats), ["human"] * seats)
        driver = Driver(app)
        driver.frames(2)
        shown = [key for key, *_ in table.TOP_BAR if key in table.widgets]
        assert shown[:3] == ["menu", "undo", "hint"], shown
        for key in shown:
            button = table.widgets[key]
            font = app.manager.get_theme().get_font([button.object_ids[-1], "button"])
            assert font.size(button.text)[0] + 12 <= button.rect.w, f"{game}: {button.text!r} is cut"
        assert table.widgets["hint"].text == "Consiglio"
        driver.pass_screen()
        driver.click(table.widgets["menu"].rect.center)
        offered = {b.text for w in app.manager.get_window_stack().get_full_stack() for b in getattr(w, "buttons", {}).values()}
        assert {"Registro completo", "Come si gioca"} <= offered, offered
    finally:
        close(app)
