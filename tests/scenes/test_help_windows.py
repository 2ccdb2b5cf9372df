"""Every game in the shell: its table's Help button opens its guide (docs/help/<game>.md), and its
setup panel is there on every visit to the new-game screen."""
from __future__ import annotations

from pathlib import Path

import pytest
from pygame_gui.elements import UITextBox, UIWindow

from engine import api

from .driver import Driver, sit_down

HELP = Path(__file__).resolve().parents[2] / "docs" / "help"


@pytest.mark.parametrize("game", api.games())
def test_the_help_button_opens_the_games_guide(app, game):
    seats = ["human"] * int(api.info(game)["variants"][0]["seats"]) if api.info(game).get("variants") else ["human"]
    sit_down(app, api.new_match(game, 3, seats), seats)
    driver = Driver(app)
    driver.frames(3)
    driver.settle()
    driver.pass_screen()
    driver.settle()
    driver.click(driver.scene.widgets["help"].rect.center)
    windows = [w for w in app.manager.get_window_stack().get_full_stack()
               if isinstance(w, UIWindow) and "how to play" in w.window_display_title]
    assert windows, "a guide window opened"
    boxes = [e for e in windows[-1].get_container().elements if isinstance(e, UITextBox)]
    text = boxes[0].html_text
    guide = (HELP / f"{game}.md").read_text(encoding="utf-8")
    second_heading = [line for line in guide.splitlines() if line.startswith("## ")][0][3:].strip()
    assert second_heading in text and "missing" not in text


@pytest.mark.parametrize("game", api.games())
def test_a_games_setup_panel_is_there_on_every_visit_to_the_setup_screen(app, game):
    """A game's options panel (setup_panel in its scenes package) must not be shadowed by the
    module it lives in once that module is imported: the second visit showed no panel."""
    from scenes import games
    from scenes.setup import SetupScene

    factory = games.setup_panel_factory(game)
    for _ in range(2):
        scene = app.stack.push(SetupScene(app, game))
        Driver(app).frames(2)
        assert (scene.panel is None) == (factory is None)
        app.stack.pop()
        Driver(app).frames(1)
    assert (games.setup_panel_factory(game) is None) == (factory is None)


def test_the_menu_inside_a_game_offers_settings_the_guide_and_leaving(app):
    """Players found no settings inside a game (its Menu only offered to leave) and that Esc
    did not close the guide."""
    import pygame

    from scenes.settings import SettingsScene
    from scenes.widgets.dialogs import ChoiceDialog

    from ..app import ui

    seats = ["human", "ai:easy"]
    sit_down(app, api.new_match("zvery", 3, seats), seats)
    driver = Driver(app)
    driver.settle()
    table = driver.scene

    def menu() -> ChoiceDialog:
        driver.click(table.widgets["menu"].rect.center)
        return next(w for w in app.manager.get_window_stack().get_full_stack() if isinstance(w, ChoiceDialog))

    assert set(menu().buttons) == {"back", "save", "settings", "log", "help", "leave"}
    driver.click(menu().buttons["settings"].rect.center)
    assert isinstance(app.stack.top, SettingsScene)
    ui.key(app, pygame.K_ESCAPE)
    assert app.stack.top is table, "Esc in the settings goes back to the table"

    driver.click(menu().buttons["help"].rect.center)
    guides = [w for w in app.manager.get_window_stack().get_full_stack() if "how to play" in
              (getattr(w, "window_display_title", "") or "")]
    assert guides and guides[-1].alive()
    ui.key(app, pygame.K_ESCAPE)
    assert not guides[-1].alive(), "Esc closes the guide"
    ui.key(app, pygame.K_F1)
    assert any("how to play" in (getattr(w, "window_display_title", "") or "") and w.alive()
               for w in app.manager.get_window_stack().get_full_stack()), "F1 opens it again"
