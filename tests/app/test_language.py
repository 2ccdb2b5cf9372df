"""Choosing a language: from the system's locale at first, in Settings, or `--lang` for a run.

The switch redraws the open screen at once, in the game's words and the toolkit's own; the
setting is kept. A game's save holds no words, so a game started in one language goes on in
another.
"""
from __future__ import annotations

import pytest

from scenes import config, i18n
from scenes.menu import MenuScene
from scenes.settings import SettingsScene

from . import ui


@pytest.mark.parametrize("variables, expected", [
    ({"LANGUAGE": "it_IT:en"}, "it"),
    ({"LANGUAGE": "", "LANG": "it_CH.UTF-8"}, "it"),
    ({"LANGUAGE": "de_DE", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_GB.UTF-8"}, "en"),
])
def test_the_first_language_is_the_systems_if_gamenight_speaks_it(monkeypatch, variables, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(name, variables.get(name, ""))
    assert i18n.system_language() == expected


def test_an_unknown_language_in_the_settings_file_falls_back_and_says_so(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "klingon", "sound": false}')
    settings = config.load(path)
    assert settings.language == "" and settings.effects_volume == settings.music_volume == 0
    assert any("language" in i18n.say(line) for line in config.REPAIRS)
    path.write_text('{"language": "it"}')
    assert config.load(path).language == "it"


def test_a_message_is_said_in_the_language_chosen():
    said = {"id": "Summon {card}", "params": {"card": {"term": "monster", "id": "ember_pup"}}}
    names = {"monster": "Ember Pup"}
    assert i18n.say(said, terms=lambda kind, id: names[kind]) == "Summon Ember Pup"
    i18n.set_language("it")
    assert i18n.say(said, terms=lambda kind, id: names[kind]) == "Evoca Ember Pup"
    cards = {"id": "draw {n} card", "plural": "draw {n} cards", "n": 1, "params": {"n": 1}}
    assert i18n.say(cards) == "pesca 1 carta"
    assert i18n.say({**cards, "n": 3, "params": {"n": 3}}) == "pesca 3 carte"
    assert i18n.join(["a", "b", "c"]) == "a, b e c"


def test_choosing_italiano_in_settings_redraws_every_screen_in_italian_and_is_kept(app, shots):
    app.persist = True
    menu = app.stack.push(MenuScene(app))
    scene = app.stack.push(SettingsScene(app))
    ui.frames(app)
    ui.choose(app, scene.widgets["language"], "Italiano")
    assert i18n.language() == "it" and app.manager.get_locale() == "it"
    assert config.load().language == "it"
    scene = app.stack.top
    assert scene.widgets["done"].text == "Fatto", "the open screen is built again in Italian"
    assert scene.widgets["speed"].selected_option[0] == "Normale"
    ui.shot(app, shots, "settings_it.png")
    assert menu.root is not None, "the screen under it was built again too"
    ui.choose(app, scene.widgets["language"], "English")
    assert i18n.language() == "en" and app.stack.top.widgets["done"].text == "Done"


def test_a_game_begun_in_italian_is_saved_without_words_and_goes_on_in_english():
    """The save holds actions and events, not the log's Italian lines: loaded in English, the
    same game reads in English, line for line as a table in English writes it."""
    from engine import api
    from tests.scenes.driver import close, make_app, sit_down

    app = make_app("instant", (1280, 800))
    try:
        app.set_language("it")
        match = api.new_match("auganism", 4, ["ai", "ai"])
        table = sit_down(app, match, ["ai", "ai"])
        while len(match.log) < 8:
            ui.frames(app, 5)
        table.rewrite_log()
        italian = [line.text for line in table.log_lines]
        saved = match.save()
        assert italian and not [line for line in italian if line in saved], "no line of the log is in the save"
        app.set_language("en")
        again = sit_down(app, api.load(saved), ["human", "human"])
        again.rewrite_log()
        english = [line.text for line in again.log_lines]
        assert len(english) == len(italian) and english != italian
        assert any(" draws " in line for line in english) and not any(" pesca " in line for line in english)
    finally:
        close(app)
