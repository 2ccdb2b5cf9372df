"""The new-game setup: variants, seats, names, seed, the game's own options, Start."""
from __future__ import annotations

import sys

import pygame
import pytest
from pygame_gui.elements import UILabel

from scenes import games, storage
from scenes.menu import MenuScene
from scenes.setup import SetupScene, variant_label

from . import ui
from .fake_engine import FakeMatch


def open_setup(app):
    app.stack.push(MenuScene(app))
    setup = app.stack.push(SetupScene(app, "race"))
    ui.frames(app)
    return setup


def windows(app):
    return app.manager.get_window_stack().get_full_stack()


class OptionsPanel:
    """A game's options panel as scenes/<game>.setup_panel returns it."""

    made: list = []

    def __init__(self, manager, rect, variant, options=None):
        self.rect, self.variant, self.killed = rect, variant, False
        self._options = options or {"pace": "brisk"}
        self.label = UILabel(rect, f"Options for {variant['name']}", manager)
        OptionsPanel.made.append(self)

    def options(self):
        return dict(self._options)

    def set_rect(self, rect):
        self.rect = rect
        self.label.set_relative_position(rect.topleft)

    def kill(self):
        self.killed = True
        self.label.kill()


@pytest.fixture
def with_panel(monkeypatch):
    OptionsPanel.made = []
    monkeypatch.setattr(sys.modules["scenes.race"], "setup_panel", OptionsPanel, raising=False)
    return OptionsPanel


def test_setup_offers_variants_and_seats_with_sensible_defaults(app, shots):
    setup = open_setup(app)
    ui.shot(app, shots, "setup.png")
    assert setup.variant["name"] == "duel"
    assert setup.seat_kinds == ["human", "ai"]
    assert setup.widgets["name0"].get_text() == "Player 1"
    assert setup.widgets["name1"].get_text() == "Computer (normal)" and not setup.widgets["name1"].is_enabled
    assert setup.widgets["variant"].selected_option[0] == variant_label(setup.variants[0])


def test_choosing_a_variant_and_seats_by_clicking(app, shots):
    setup = open_setup(app)
    ui.choose(app, setup.widgets["kind1"], "Person")
    assert setup.seat_kinds == ["human", "human"]
    assert setup.widgets["name1"].is_enabled and setup.widgets["name1"].get_text() == "Player 2"
    ui.choose(app, setup.widgets["kind0"], "Computer \u2013 hard")
    assert setup.seat_kinds == ["ai:hard", "human"]
    ui.shot(app, shots, "setup_seats.png")
    ui.choose(app, setup.widgets["variant"], "Solo (1 player)")
    assert setup.variant["name"] == "solo" and setup.seat_kinds == ["human"]
    assert setup.options() == {"short": True}


def test_names_and_seed_typed_in_reach_the_table_and_names_are_remembered(app, shots):
    setup = open_setup(app)
    ui.choose(app, setup.widgets["kind1"], "Person")
    ui.click_element(app, setup.widgets["name1"])
    ui.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    ui.type_text(app, "Grace")
    ui.click_element(app, setup.widgets["seed"])
    ui.type_text(app, "12x34")  # only digits are accepted
    ui.shot(app, shots, "setup_typed.png")
    ui.click_element(app, setup.widgets["start"])
    table = app.stack.top
    assert table.session.match.seed == 1234
    assert table.session.seats == ["human", "human"]
    assert table.session.names == ["Player 1", "Grace"]
    assert app.settings.player_name(1) == "Grace"
    assert len(app.stack) == 2  # the setup was replaced, the menu waits underneath


def test_four_seats_fit_the_smallest_window(app, shots):
    app.resize((960, 600))
    setup = open_setup(app)
    ui.choose(app, setup.widgets["variant"], "Party (4 players)")
    ui.shot(app, shots, "setup_party_960x600.png")
    widgets = [w for w in setup.widgets.values()]
    assert all(setup.sheet.contains(w.rect) for w in widgets)
    rows = sorted(setup.widgets[f"name{i}"].rect for i in range(4))
    assert all(not a.colliderect(b) for a, b in zip(rows, rows[1:]))
    assert not rows[-1].colliderect(setup.widgets["start"].rect.inflate(2000, 0))


def test_new_seed_button_fills_in_a_seed(app):
    setup = open_setup(app)
    ui.click_element(app, setup.widgets["reroll"])
    assert setup.seed_text.isdigit() and setup.widgets["seed"].get_text() == setup.seed_text
    assert setup.seed() == int(setup.seed_text)


def test_starting_over_an_unfinished_game_asks_first(app):
    storage.autosave(FakeMatch(1, ["human", "ai"]))
    setup = open_setup(app)
    ui.click_element(app, setup.widgets["start"])
    [question] = windows(app)
    assert question.window_display_title == "Start a new game?"
    ui.click_element(app, question.buttons["cancel"])
    assert app.stack.top is setup
    ui.click_element(app, setup.widgets["start"])
    ui.click_element(app, windows(app)[0].buttons["confirm"])
    assert app.stack.top is not setup and app.stack.top.session.game == "race"


def test_bad_options_are_a_message_and_the_setup_stays(app, with_panel, shots):
    with_panel.made = []
    setup = open_setup(app)
    setup.panel._options = {"bad": True}
    ui.click_element(app, setup.widgets["start"])
    [message] = windows(app)
    assert message.window_display_title == "Cannot start"
    assert "'bad' is not allowed" in message.text_box.html_text
    assert app.stack.top is setup
    ui.shot(app, shots, "setup_bad_options.png")


def test_the_games_options_panel_is_shown_kept_on_resize_and_released(app, with_panel, shots):
    setup = open_setup(app)
    [panel] = with_panel.made
    assert panel.variant["name"] == "duel"
    assert setup.sheet.contains(panel.rect)
    ui.shot(app, shots, "setup_with_panel.png")
    app.resize((1024, 700))
    ui.frames(app)
    assert with_panel.made == [panel] and setup.sheet.contains(panel.rect)
    ui.choose(app, setup.widgets["variant"], "Solo (1 player)")
    assert panel.killed and with_panel.made[-1].variant["name"] == "solo"
    ui.click_element(app, setup.widgets["start"])
    assert app.stack.top.session.match.options == {"short": True, "pace": "brisk"}
    assert with_panel.made[-1].killed


def test_back_and_escape_return_to_the_menu(app):
    setup = open_setup(app)
    ui.click_element(app, setup.widgets["back"])
    assert isinstance(app.stack.top, MenuScene)
    app.stack.push(SetupScene(app, "race"))
    ui.frames(app)
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_escape_closes_an_open_list_before_the_screen(app):
    """A player who opens the variant list and presses Escape wants the list closed, not the
    setup thrown away (found playing in a real window)."""
    setup = open_setup(app)
    ui.click_element(app, setup.widgets["variant"])
    assert setup.widgets["variant"].current_state is setup.widgets["variant"].menu_states["expanded"]
    ui.key(app, pygame.K_ESCAPE)
    assert app.stack.top is setup
    assert setup.widgets["variant"].current_state is setup.widgets["variant"].menu_states["closed"]
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_game_without_a_table_cannot_be_set_up(app, monkeypatch):
    monkeypatch.delitem(sys.modules, "scenes.race")
    with pytest.raises(games.GameUnavailable, match="Race has no table"):
        SetupScene(app, "race")
    with pytest.raises(games.GameUnavailable, match="is not a game id"):
        games.scene_package("../etc")
