"""The settings screen: every setting takes effect the moment it changes, and is saved.

Language, animation speed, the effects' and the music's volumes, colour-blind symbols,
fullscreen, window size and the players' names. A new language redraws every screen at once
(App.set_language); the music follows its slider as it moves, and the effects' slider plays a
click at its new level when it is let go.
Scenes read `app.settings` live, so a table behind this screen (opened from a game) plays at
the new speed as soon as the player is back. Esc or "Done" returns.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UILabel,
    UITextEntryLine,
)

from . import config, i18n
from .i18n import N_, _
from .ui_scene import UIScene
from .widgets import art, dialogs

SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant (no animation)")}
WINDOW_SIZES = [(1024, 640), (1280, 720), (1280, 800), (1440, 900), (1600, 900), (1920, 1080), (2560, 1440)]
ROW = 50  # a row's height where the window has room; a small window packs them closer
ROWS = 13  # the settings' rows, the names' heading and their two rows
VOLUMES = ("effects_volume", "music_volume")  # the settings the sliders set


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} \u00d7 {size[1]}"


def percent_label(percent: int) -> str:
    return _("{percent}%").format(percent=percent)


def volume_label(percent: int) -> str:
    return percent_label(percent) if percent else _("Off")


class SettingsScene(UIScene):
    """Change the settings; opened from the menu or from a game's table."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.widgets: dict[str, Any] = {}
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.row = ROW
        self._moved: set[str] = set()  # the volumes moved since their slider was last let go

    @property
    def settings(self) -> config.Settings:
        return self.app.settings

    def on_exit(self) -> None:
        self.app.save_settings()
        super().on_exit()

    # --- layout ------------------------------------------------------------------------------
    def build(self, root: Any, size: tuple[int, int]) -> None:
        width, height = size
        self.sheet = pygame.Rect(0, 0, min(width - 60, 760), min(height - 30, 680))
        self.row = min(ROW, (self.sheet.h - 108 - 68) // ROWS)
        self.sheet.center = (width // 2, height // 2)
        self.widgets = {}
        x, y = self.sheet.x + 48, self.sheet.y + 108
        label_w = 250
        control = pygame.Rect(x + label_w, y, self.sheet.right - 48 - x - label_w, min(40, self.row - 4))
        y = self._build_choices(root, x, control)
        self._build_names(root, x, y)
        self.widgets["done"] = UIButton(pygame.Rect(self.sheet.right - 208, self.sheet.y + 24, 160, 48),
                                        _("Done"), self.manager, container=root, object_id="#primary",
                                        tool_tip_text=_("Back (Esc)"))

    def _label(self, root: Any, rect: pygame.Rect, text: str, object_id: str = "@ink") -> None:
        UILabel(rect, text, self.manager, container=root, object_id=object_id)

    def _build_choices(self, root: Any, x: int, control: pygame.Rect) -> int:
        rows = [
            (_("Language"), self._language),
            (_("Animation speed"), self._speed),
            (_("Computer's moves"), self._checkbox("step_computer", _("Pause after each (click or Space: the next)"),
                                                   self.settings.step_computer)),
            (_("Hints"), self._checkbox("explain_hints", _("Say why, in the log"), self.settings.explain_hints)),
            (_("Irreversible moves"), self._checkbox("ask_before_danger", _("Ask first (forfeit, surrender, "
                                                                            "ending a turn early)"),
                                                     self.settings.ask_before_danger)),
            (_("Effects volume"), self._volume("effects_volume")),
            (_("Music volume"), self._volume("music_volume")),
            (_("Colour-blind symbols"), self._checkbox("colour_blind", _("Shapes on every coloured pip"),
                                                       self.settings.colour_blind)),
            (_("Fullscreen"), self._checkbox("fullscreen", _("On (F11 switches too)"), self.app.fullscreen)),
            (_("Window size"), self._window_size),
            (_("Interface size"), self._interface_size),
        ]
        rect = control.copy()
        for title, make in rows:
            self._label(root, pygame.Rect(x, rect.y, rect.x - x, rect.h), title)
            make(root, rect)
            rect.y += self.row
        return rect.y + 10

    def _language(self, root: Any, rect: pygame.Rect) -> None:
        """Each language in its own name, so a player lost in a foreign one finds their own."""
        current = i18n.LANGUAGES.get(i18n.language(), i18n.language())  # (a test's pseudo-locale by its code)
        names = list(dict.fromkeys([*i18n.LANGUAGES.values(), current]))
        self.widgets["language"] = UIDropDownMenu(names, current,
                                                  pygame.Rect(rect.x, rect.y, min(rect.width, 300), rect.h),
                                                  self.manager, container=root)

    def _speed(self, root: Any, rect: pygame.Rect) -> None:
        labels = [_(label) for label in SPEED_LABELS.values()]
        current = _(SPEED_LABELS.get(self.settings.animation_speed, SPEED_LABELS["normal"]))
        self.widgets["speed"] = UIDropDownMenu(labels, current, pygame.Rect(rect.x, rect.y, min(rect.width, 300), rect.h),
                                               self.manager, container=root)

    def _checkbox(self, key: str, text: str, state: bool):
        def make(root: Any, rect: pygame.Rect) -> None:
            box = UICheckBox(pygame.Rect(rect.x, rect.y + (rect.h - 24) // 2, 24, 24), text, self.manager, container=root,
                             initial_state=bool(state))
            self.widgets[key] = box
        return make

    def _volume(self, key: str):
        """A slider from 0 (off) to 100 %, its value written beside it."""
        def make(root: Any, rect: pygame.Rect) -> None:
            value = getattr(self.settings, key)
            width = min(rect.width - 90, 300)
            self.widgets[key] = UIHorizontalSlider(pygame.Rect(rect.x, rect.y, width, rect.h), value, (0, 100),
                                                   self.manager, container=root, click_increment=5)
            self.widgets[key + "_shown"] = UILabel(pygame.Rect(rect.x + width + 10, rect.y, 80, rect.h),
                                                   volume_label(value), self.manager, container=root,
                                                   object_id="@ink")
        return make

    def _window_size(self, root: Any, rect: pygame.Rect) -> None:
        current = tuple(self.settings.window_size)
        sizes = sorted(set(WINDOW_SIZES) | {current})
        labels = [size_label(s) for s in sizes]
        menu = UIDropDownMenu(labels, size_label(current), pygame.Rect(rect.x, rect.y, min(rect.width, 300), rect.h),
                              self.manager, container=root, expansion_height_limit=220)
        if self.app.fullscreen:
            menu.disable()
        self.widgets["window"] = menu

    def _interface_size(self, root: Any, rect: pygame.Rect) -> None:
        """100%, 125% or 150%: text and controls enlarged together (scenes/canvas.py). A window
        too small for the size asked for takes as much of it as leaves 1024 x 640 to lay out."""
        labels = [percent_label(p) for p in config.INTERFACE_SIZES]
        self.widgets["interface"] = UIDropDownMenu(
            labels, percent_label(self.app.interface_percent), pygame.Rect(rect.x, rect.y, min(rect.width, 300), rect.h),
            self.manager, container=root, expansion_height_limit=220)
        self.widgets["interface"].set_tooltip(
            _("Text and controls, larger together. Now {now} in this window: a larger size needs a larger "
              "window (150% needs 1536 \u00d7 960).").format(now=percent_label(round(self.app.scale * 100))))

    def _build_names(self, root: Any, x: int, y: int) -> None:
        self._label(root, pygame.Rect(x, y, 400, 30), _("Players' names"), "@ink_heading")
        y += 38
        column_w = (self.sheet.right - 48 - x - 24) // 2
        for index in range(config.NAME_SLOTS):
            column, row = divmod(index, 2)
            left = x + column * (column_w + 24)
            height = min(40, self.row - 4)
            self._label(root, pygame.Rect(left, y + row * self.row, 34, height), f"{index + 1}.")
            entry = UITextEntryLine(pygame.Rect(left + 34, y + row * self.row, column_w - 34, height), self.manager,
                                    container=root, initial_text=self.settings.player_name(index))
            entry.set_text_length_limit(config.MAX_NAME_LENGTH)
            self.widgets[f"name{index}"] = entry

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        key = self._key_of(getattr(event, "ui_element", None))
        if event.type == pygame_gui.UI_BUTTON_PRESSED and key == "done":
            self.app.sound.play("click")
            self.close()
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED) and key:
            self._toggle(key, event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and key:
            self._choose(key, event.text)
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and key in VOLUMES:
            self._set_volume(key, int(event.value))
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and key and key.startswith("name"):
            self.settings.set_player_name(int(key[4:]), event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not dialogs.takes_escape(self.manager):
            self.close()

    def _key_of(self, element: Any) -> str | None:
        if element is None:
            return None
        return next((key for key, widget in self.widgets.items() if widget is element), None)

    def _set_volume(self, key: str, percent: int) -> None:
        """A volume takes effect at once: the music's level follows it frame by frame."""
        setattr(self.settings, key, max(0, min(100, percent)))
        self.widgets[key + "_shown"].set_text(volume_label(getattr(self.settings, key)))
        self._moved.add(key)

    def update(self, dt: float) -> None:
        """A volume slider let go: saved, and the effects' plays a click at its new level."""
        super().update(dt)
        for key in [key for key in self._moved if not _held(self.widgets.get(key))]:
            self._moved.discard(key)
            if key == "effects_volume":
                self.app.sound.play("click")
            self.app.save_settings()

    def _toggle(self, key: str, on: bool) -> None:
        if key == "colour_blind":
            self.settings.colour_blind = on
        elif key == "step_computer":
            self.settings.step_computer = on
        elif key == "explain_hints":
            self.settings.explain_hints = on
        elif key == "ask_before_danger":
            self.settings.ask_before_danger = on
        elif key == "fullscreen":
            self.settings.fullscreen = on
        self.app.apply_settings()
        if key == "fullscreen":
            self.rebuild()  # the window-size choice is only available in a window

    def _choose(self, key: str, text: str) -> None:
        if key == "language":
            code = next((code for code, name in i18n.LANGUAGES.items() if name == text), None)
            if code is not None and code != i18n.language():
                self.app.set_language(code)  # every screen, this one too, is built again in it
            return
        speed = next((speed for speed, label in SPEED_LABELS.items() if _(label) == text), None)
        if key == "speed" and speed is not None:
            self.settings.animation_speed = speed
        elif key == "interface":
            percent = next((p for p in config.INTERFACE_SIZES if percent_label(p) == text), None)
            if percent is None:
                return
            self.settings.interface_size, self.app.interface_size = percent, None  # (chosen: not --scale's now)
            self.app.apply_settings()  # the screens laid out anew, this one too
            return
        elif key == "window":
            size = next((s for s in WINDOW_SIZES + [tuple(self.settings.window_size)] if size_label(s) == text), None)
            if size is None:
                return
            self.settings.window_size = size
        self.app.apply_settings()

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        art.text(surface, _("Settings"), art.serif(46, "bold"), art.INK, topleft=(self.sheet.x + 48, self.sheet.y + 22))
        pygame.draw.line(surface, art.GOLD, (self.sheet.x + 48, self.sheet.y + 86),
                         (self.sheet.right - 48, self.sheet.y + 86), 2)


def _held(slider: Any) -> bool:
    """Is the slider's knob or one of its arrows still pressed?"""
    return slider is not None and any(getattr(getattr(slider, part, None), "held", False)
                                      for part in ("sliding_button", "left_button", "right_button"))
