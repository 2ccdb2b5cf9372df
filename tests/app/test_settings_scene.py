"""The settings screen: every change applies at once and is saved."""
from __future__ import annotations

import pygame

from scenes import config
from scenes.menu import MenuScene
from scenes.settings import SPEED_LABELS, SettingsScene

from . import ui


def open_settings(app):
    app.persist = True  # this screen's job is to save
    app.stack.push(MenuScene(app))
    scene = app.stack.push(SettingsScene(app))
    ui.frames(app)
    return scene


def saved():
    return config.load()


def test_settings_screen_opens_with_the_current_values(app, shots):
    app.settings.colour_blind = True
    scene = open_settings(app)
    ui.shot(app, shots, "settings.png")
    assert scene.widgets["colour_blind"].is_checked
    assert scene.widgets["effects_volume"].get_current_value() == 80
    assert scene.widgets["music_volume"].get_current_value() == 50
    assert not scene.widgets["fullscreen"].is_checked
    assert scene.widgets["speed"].selected_option[0] == "Normal"
    assert scene.widgets["window"].selected_option[0] == "1280 \u00d7 800"


def test_ticking_boxes_applies_and_saves(app):
    scene = open_settings(app)
    ui.click_element(app, scene.widgets["colour_blind"])
    assert app.settings.colour_blind is True and saved().colour_blind is True


def test_animation_speed_is_chosen_from_the_menu(app, shots):
    scene = open_settings(app)
    ui.choose(app, scene.widgets["speed"], SPEED_LABELS["instant"])
    assert app.settings.animation_speed == "instant" and app.settings.animation_scale == 0.0
    assert saved().animation_speed == "instant"
    ui.shot(app, shots, "settings_instant.png")


def test_window_size_changes_the_window(app, shots):
    scene = open_settings(app)
    ui.choose(app, scene.widgets["window"], "1024 \u00d7 640")
    assert app.size == (1024, 640)
    assert saved().window_size == (1024, 640)
    ui.shot(app, shots, "settings_1024.png")
    scene = app.stack.top
    assert pygame.Rect(0, 0, 1024, 640).contains(scene.widgets["done"].rect)


def test_fullscreen_toggles_and_back(app):
    scene = open_settings(app)
    ui.click_element(app, scene.widgets["fullscreen"])
    assert app.fullscreen and saved().fullscreen
    assert not app.stack.top.widgets["window"].is_enabled
    ui.key(app, pygame.K_F11)
    assert not app.fullscreen and saved().fullscreen is False
    assert app.size == (1280, 800)


def test_names_typed_are_remembered(app):
    scene = open_settings(app)
    entry = scene.widgets["name2"]
    ui.click_element(app, entry)
    ui.key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    ui.type_text(app, "Hedy")
    ui.click_element(app, app.stack.top.widgets["done"])
    assert isinstance(app.stack.top, MenuScene)
    assert saved().player_name(2) == "Hedy"


def test_escape_goes_back(app):
    open_settings(app)
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_escape_closes_an_open_list_first(app):
    scene = open_settings(app)
    speed = scene.widgets["speed"]
    ui.click_element(app, speed)
    ui.key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and speed.current_state is speed.menu_states["closed"]


def test_interface_size_is_chosen_and_lays_the_window_out_larger(app, shots):
    """125% in a 1600x1000 window: the screens are laid out at 1280x800 and enlarged; saved."""
    app.resize((1600, 1000))
    scene = open_settings(app)
    assert scene.widgets["interface"].selected_option[0] == "100%"
    ui.choose(app, scene.widgets["interface"], "125%")
    assert app.settings.interface_size == 125 and saved().interface_size == 125
    assert app.scale == 1.25 and app.size == (1280, 800) and app.window.get_size() == (1600, 1000)
    scene = app.stack.top
    assert scene.widgets["interface"].selected_option[0] == "125%", "the screen is laid out anew, at the new size"
    ui.shot(app, shots, "settings_125.png")


def drag(app, slider, fraction: float) -> None:
    """Press the slider's knob, move it to `fraction` of the track, let go, as the hand does in
    the window (enlarged by the interface size). A held slider reads the mouse's position from
    SDL, which the dummy driver keeps where it is put."""
    def window(pos):
        return round(pos[0] * app.scale), round(pos[1] * app.scale)

    knob = slider.sliding_button.rect.center
    target = (slider.rect.x + round(fraction * slider.rect.w), knob[1])
    pygame.mouse.set_pos(window(knob))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window(knob), rel=(0, 0), buttons=(0, 0, 0)))
    ui.frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window(knob), button=1))
    ui.frames(app, 1)
    for step in range(1, 6):
        pos = window((knob[0] + (target[0] - knob[0]) * step // 5, knob[1]))
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        ui.frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window(target), button=1))
    ui.frames(app, 4)


def test_the_volume_sliders_apply_at_once_and_are_saved(app, monkeypatch):
    scene = open_settings(app)
    clicks = []
    monkeypatch.setattr(app.sound, "play", lambda name, volume=1.0: clicks.append((name, app.settings.effects_volume)))
    drag(app, scene.widgets["music_volume"], 0.0)
    assert app.settings.music_volume == 0 and saved().music_volume == 0
    assert scene.widgets["music_volume_shown"].text == "Off"
    assert clicks == [], "the music's slider makes no click"
    drag(app, scene.widgets["effects_volume"], 0.25)
    assert 15 <= app.settings.effects_volume <= 35 and saved().effects_volume == app.settings.effects_volume
    assert clicks == [("click", app.settings.effects_volume)], "one click, at the new level, once let go"
    ui.click_element(app, scene.widgets["music_volume"].right_button)
    assert app.settings.music_volume == 5 and saved().music_volume == 5
    assert scene.widgets["music_volume_shown"].text == "5%"


def test_the_sliders_follow_the_hand_at_a_larger_interface_size(fake_api):
    from scenes.app import App

    app = App(config.Settings(interface_size=150), size=(1920, 1200), persist=False, fullscreen=False)
    try:
        assert app.scale == 1.5
        scene = open_settings(app)
        drag(app, scene.widgets["music_volume"], 0.75)
        assert 65 <= app.settings.music_volume <= 85 and saved().music_volume == app.settings.music_volume
    finally:
        app.stack.clear()
        app.manager.clear_and_reset()
