"""The interface size (scenes/canvas.py): 125% and 150% enlarge text and controls together.

The screens are laid out for the window divided by the scale, never below 1024x640, and each
frame is enlarged onto the window; the mouse is divided back. These check the arithmetic, that a
real click in window pixels lands on the button drawn there, that the setting survives a
hostile settings file, and that `main.py --scale 150 --load SAVE --screenshot OUT` draws every
game's table one and a half times as large.
"""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

import main
from engine import api
from scenes import canvas, config

from .driver import Driver, close, make_app

OUT = Path(__file__).resolve().parents[1] / "output"


@pytest.mark.parametrize("percent, window, scale", [
    (100, (1920, 1200), 1.0),
    (150, (1920, 1200), 1.5),
    (125, (1280, 800), 1.25),
    (150, (1280, 800), 1.25),  # 1024x640 is the least a screen is laid out for
    (150, (1024, 640), 1.0),
    (125, (1100, 700), 1100 / 1024),
])
def test_the_scale_never_lays_a_screen_out_below_1024x640(percent, window, scale):
    assert canvas.scale_for(percent, window) == pytest.approx(scale)
    width, height = canvas.logical_size(window, canvas.scale_for(percent, window))
    assert (width >= 1024 and height >= 640) or canvas.scale_for(percent, window) == 1.0


def _window_point(app, logical: tuple[int, int]) -> tuple[int, int]:
    return round(logical[0] * app.scale), round(logical[1] * app.scale)


def test_at_150_percent_the_menu_is_laid_out_at_1280x800_and_a_click_in_window_pixels_lands():
    """The window is 1920x1200; the screens see 1280x800, and a click where a button is drawn on
    the window (its rect times 1.5) presses that button."""
    from scenes.setup import SetupScene

    app = make_app("instant", (1920, 1200), interface_size=150)
    try:
        app.go_home()
        hand = Driver(app)
        hand.frames(2)
        assert app.scale == 1.5 and app.size == (1280, 800) and app.window.get_size() == (1920, 1200)
        assert app.manager.window_resolution == (1280, 800)
        menu = app.stack.top
        card = next(c for c in menu.cards if c.game == "zvery")
        hand.click(_window_point(app, (card.rect.centerx, card.rect.y + 20)))  # as the window has it
        assert isinstance(app.stack.top, SetupScene), "the click in window pixels opened the game's card"
        shot = app.screenshot(OUT / "interface_150_setup.png")
        assert pygame.image.load(str(shot)).get_size() == (1920, 1200)
    finally:
        close(app)


def test_a_new_interface_size_lays_the_same_window_out_again():
    app = make_app("instant", (1600, 1000))
    try:
        app.go_home()
        Driver(app).frames(2)
        assert app.size == (1600, 1000)
        app.settings.interface_size = 125
        app.apply_settings()
        Driver(app).frames(2)
        assert app.size == (1280, 800) and app.window.get_size() == (1600, 1000)
        assert app.manager.window_resolution == (1280, 800)
    finally:
        close(app)


@pytest.mark.parametrize("value", [175, "150", True, 1.5, None])
def test_a_hostile_interface_size_in_the_settings_file_is_repaired_and_named(tmp_path, value):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"interface_size": value, "sound": False}))
    settings = config.load(path)
    assert settings.interface_size == 100 and settings.effects_volume == 0
    assert any("interface_size" in str(r) for r in config.REPAIRS), config.REPAIRS


def test_a_good_interface_size_is_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"interface_size": 125}))
    assert config.load(path).interface_size == 125


@pytest.mark.parametrize("game", api.games())
def test_scale_150_draws_every_games_saved_table_half_as_large_again(game, tmp_path):
    seats = ["human", "ai:easy"] if game != "zombie_slayer" else ["human"]
    options = next(v["options"] for v in api.info(game)["variants"] if v["seats"] == len(seats))
    match = api.new_match(game, 4, seats, options)
    for _ in range(12):
        if match.result() is None:
            match.act(match.suggest(match.to_move()))
    save = tmp_path / f"{game}.json"
    save.write_text(match.save())
    out = tmp_path / f"{game}.png"
    assert main.main(["--scale", "150", "--load", str(save), "--screenshot", str(out)]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1920, 1080)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1920, 53) for y in range(0, 1080, 41)}
    assert len(colours) > 40, "a table, not a blank screen"
