"""The interface size: every screen drawn on a canvas smaller than the window, and shown enlarged.

Players on large or high-density screens found the text small at 100%. The screens are laid out
in pixels, for windows from 1024x640 up; rather than teach every layout a second unit, the app
lays them out for a *logical* size - the window divided by the interface scale (125%: a
1600x1000 window is laid out as 1280x800) - and each frame is enlarged onto the window. Text,
cards, buttons and gaps grow together, and no layout meets a size it was not made for: the scale
is never so large that the logical size falls below LAYOUT_FLOOR (a 1280x800 window at 150% is
laid out at 1024x640, 125% in effect).

The mouse is the other half: window positions are divided by the scale before any screen or
widget sees them (`logical_event`), and pygame-gui, which reads the pointer itself for hover,
is given the same division (`ScaledUIManager`).
"""
from __future__ import annotations

import re
import warnings
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.colour_parser import premul_col
from pygame_gui.core.resource_loaders import BlockingThreadedResourceLoader
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.core.ui_font_dictionary import UIFontDictionary
from pygame_gui.core.utility import FontResource

LAYOUT_FLOOR = (1024, 640)  # the smallest size the screens are laid out for
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
_HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?")


def scale_for(percent: int, window: tuple[int, int]) -> float:
    """The scale the window can take of the `percent` asked for: as asked, unless the logical
    size would fall below LAYOUT_FLOOR (then as much as leaves it there); never below 1."""
    room = min(window[0] / LAYOUT_FLOOR[0], window[1] / LAYOUT_FLOOR[1])
    return max(1.0, min(percent / 100, room))


def logical_size(window: tuple[int, int], scale: float) -> tuple[int, int]:
    return round(window[0] / scale), round(window[1] / scale)


def logical_event(event: pygame.event.Event, scale: float) -> pygame.event.Event:
    """`event` with its window position (and motion) in the canvas's pixels."""
    if scale == 1.0 or event.type not in POINTER_EVENTS:
        return event
    data = dict(event.dict)
    data["pos"] = (int(event.pos[0] / scale), int(event.pos[1] / scale))
    if "rel" in data:
        data["rel"] = (round(event.rel[0] / scale), round(event.rel[1] / scale))
    return pygame.event.Event(event.type, data)


def show(canvas: pygame.Surface, window: pygame.Surface) -> None:
    """The frame drawn on `canvas`, enlarged onto the window (nothing to do when they are one)."""
    if canvas is not window:
        pygame.transform.smoothscale(canvas, window.get_size(), window)


def measure_without_drawing() -> None:
    """Have pygame-gui measure a text with the font's own measure instead of drawing it.

    Its font wrapper draws every word and every trial split of a line only to learn its size
    (for kerning, its comment says), some forty drawings for a new line of the log: a third of
    the 6-16 ms a new line cost, in the frame it came. SDL_ttf measures with the same layout it
    draws with: over every word, line and opening of the catalogs' texts, in the four Noto Sans
    faces at 12-24 px, the measure and the drawing agreed on all 10 million sizes (and on Fira
    Code, the theme's other face). Every text box and label is measured so once this has run: the
    manager runs it as it is made. (pygame-gui is pinned, 0.6.14, whose get_rect this keeps to.)"""
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    if getattr(GUIFontPygame.get_rect, "measures", False):
        return

    def get_rect(self, text: str) -> pygame.Rect:
        if text == "":
            return pygame.Rect(0, 0, 0, 0)
        font = self._GUIFontPygame__internal_font
        return pygame.Rect((0, font.get_ascent()), font.size(text))

    get_rect.measures = True
    GUIFontPygame.get_rect = get_rect


def pass_sentences_untranslated() -> None:
    """Stop pygame-gui looking up every sentence of a text box as a translation key.

    UITextBox passes its whole text through `i18n.t` on each change; a text with a "." in it
    reads as a namespaced key that is not there, and python-i18n then lists the translation
    folders on disk to look for it - every time (a quarter to half of a text box's layout: a
    recap, a help page). A translation key never has a space in it, so text with one is passed
    through as it is; keys still translate. The manager runs this as it is made."""
    import pygame_gui.elements.ui_text_box as text_box

    original = text_box.translate
    if getattr(original, "passes_sentences", False):
        return

    def translate(text: str, **keywords) -> str:
        return text if " " in text else original(text, **keywords)

    translate.passes_sentences = True
    text_box.translate = translate


class ShapeCache(SurfaceCache):
    """pygame-gui's cache of the shapes it draws (buttons, panels), packed into atlases: after
    each shape it adds, it drops the free rectangles lying inside another by comparing every one
    with every other in Python, and then each with a list of those to drop. Once a run's tables
    had filled the atlases with their buttons, that cost 3 ms in each of the frames after a new
    screen opened (Auganism's table, opened after four others in the bench). The same rectangles
    are dropped here, found by Rect.collidelistall, in C: a rectangle inside another overlaps it.
    (pygame-gui is pinned, 0.6.14, whose `_clean_up_lt_cache` this keeps to.)"""

    @staticmethod
    def _clean_up_lt_cache(cache_surface: dict, free_space_rectangles: list[pygame.Rect]) -> None:
        inside = set()
        for rect in free_space_rectangles:
            for index in rect.collidelistall(free_space_rectangles):
                other = free_space_rectangles[index]
                if other != rect and other.contains(rect):
                    inside.add(tuple(rect))
                    break
        cache_surface["free_space_rectangles"] = [rect for rect in free_space_rectangles if tuple(rect) not in inside]


class FontOnCall(FontResource):
    """A font the theme names, opened the first time a widget asks for it rather than as the
    theme loads: pygame-gui opens every font a theme names at the start (each reading its whole
    file again, half a megabyte for a Noto face), when the menu's first frame uses one of a dozen.
    (pygame-gui is pinned, 0.6.14, whose FontResource sets and reads `loaded_font`.)"""

    _font = None

    @property
    def loaded_font(self):  # noqa: D102 - pygame-gui's
        if self._font is None and not self._opening:
            self._opening = True  # (load sets it; a failure leaves it None, as pygame-gui's does)
            error = self.load()
            if error is not None:
                warnings.warn(str(error), stacklevel=2)
        return self._font

    @loaded_font.setter
    def loaded_font(self, font) -> None:
        self._font = font

    _opening = False


class FontsOnCall(UIFontDictionary):
    """pygame-gui's font dictionary, its theme's fonts opened on call (`FontOnCall`); a font
    asked for at once (`force_immediate_load`) is opened at once, as pygame-gui's is."""

    def _load_single_font_style(self, font_loc, font_id, font_size, font_style, force_immediate_load=False):
        if force_immediate_load or self._resource_loader.started():
            return super()._load_single_font_style(font_loc, font_id, font_size, font_style, force_immediate_load)
        self.loaded_fonts[font_id] = FontOnCall(font_id=font_id, size=font_size, style=font_style, location=font_loc)
        return None


class ThreadsAsNeeded(BlockingThreadedResourceLoader):
    """pygame-gui's loader of a theme's fonts and pictures, starting as many threads as it has
    files to load, up to its five, rather than always five: ours is given none to load (the
    fonts open on call, FontsOnCall), and starting five threads to wait for them cost the start
    some 2.5 ms, each new thread waited for until it ran."""

    def _start_output_threads(self, count, func, in_queue, out_queue, error_queue) -> None:
        super()._start_output_threads(min(count, in_queue.qsize()), func, in_queue, out_queue, error_queue)


class ShippedTheme(pygame_gui.core.UIAppearanceTheme):
    """pygame-gui's theme, trusting the two theme files it loads: its own default and ours
    (assets/theme.json). pygame-gui checks a theme's every block at every start, parsing each
    colour twice, for a file that never changes once shipped; ours is checked by the tests
    instead (tests/app/test_startup.py), and the start-up is spared it."""

    shadows_ahead = False  # `preload_shadows`: from then on, a theme loaded makes its shadows at once

    def _load_default_theme_file(self) -> None:
        """pygame-gui's own theme, loaded once its __init__ has made the font dictionary and the
        shape cache, which become ours first: a FontsOnCall and a ShapeCache. (Neither adds any
        state; a second cache made instead was a second 4 MB atlas filled, 3 ms of the start.)"""
        self.font_dict.__class__ = FontsOnCall
        self._shape_cache.__class__ = ShapeCache
        super()._load_default_theme_file()

    def validate_theme_data(self, theme_data: dict) -> list[str]:
        return []

    def _preload_shadow_edges(self) -> None:
        """pygame-gui makes the shadows' corners and edges of every shape the theme names as it
        loads (windows, tooltips, lists, ...: some 2 ms of the start); the menu's first frame
        needs only its buttons', which pygame-gui makes the same way when a button asks. The
        rest are made after that frame (`preload_shadows`, from App.warm_up)."""
        if self.shadows_ahead:
            super()._preload_shadow_edges()

    def preload_shadows(self) -> None:
        """The shadows of every shape in the theme, made now rather than as each first opens
        (a dialog's window, a tooltip)."""
        self.shadows_ahead = True
        self._preload_shadow_edges()

    @staticmethod
    def _load_colour_or_gradient_from_theme(theme_colours_dictionary: dict[str, str], colour_id: str) -> Any:
        """A colour written as #rrggbb or #rrggbbaa - all of ours, most of pygame-gui's - made
        as pygame-gui makes it (a pygame Color, its alpha premultiplied), without its parser's
        checks of every other form a colour might take: some 300 colours cost the start 3 ms
        that way, ten times this. Gradients and named colours go through pygame-gui's own."""
        written = theme_colours_dictionary[colour_id]
        if _HEX_COLOUR.fullmatch(written):
            return premul_col(pygame.Color(written))
        return pygame_gui.core.UIAppearanceTheme._load_colour_or_gradient_from_theme(theme_colours_dictionary,
                                                                                      colour_id)


class ScaledUIManager(pygame_gui.UIManager):
    """pygame-gui's manager, reading the pointer in the canvas's pixels for its hover (the events
    it is given are converted already, by `logical_event`), with the ShippedTheme, measuring
    text without drawing it."""

    scale = 1.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        measure_without_drawing()
        pass_sentences_untranslated()
        kwargs.setdefault("resource_loader", ThreadsAsNeeded())
        super().__init__(*args, **kwargs)

    def create_new_theme(self, theme_path: Any = None) -> ShippedTheme:
        """pygame-gui's own, with a ShippedTheme."""
        theme = ShippedTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme

    def _update_mouse_position(self) -> None:
        x, y = pygame.mouse.get_pos()
        self.mouse_position = (int(x / self.scale), int(y / self.scale))
