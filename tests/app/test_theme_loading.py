"""The theme as the app loads it (scenes/canvas.py): its fonts opened when a widget first asks for
them, its loader starting no thread it has no file for, and one shape cache."""
from __future__ import annotations

import threading

import pygame
import pygame_gui
from pygame_gui.core.utility import FontResource

from scenes import canvas, config
from scenes.app import App, theme_path


def _opened(app: App) -> set[str]:
    """The fonts of the theme open so far (asking a FontOnCall its `loaded_font` would open it)."""
    fonts = app.manager.get_theme().get_font_dictionary().loaded_fonts
    return {name for name, resource in fonts.items()
            if (resource._font if isinstance(resource, canvas.FontOnCall) else resource.loaded_font) is not None}


def test_the_menus_first_frame_opens_only_the_fonts_it_draws_with():
    app = App(config.Settings(), size=(1024, 640), persist=False, fullscreen=False)
    app.go_home()
    app.frame()
    named = set(app.manager.get_theme().get_font_dictionary().loaded_fonts)
    assert len(named) > 8  # the theme names a dozen
    assert _opened(app) == {"noto_sans_bold_aa_17", "noto_sans_regular_aa_14", "fira_code_symbols_regular_aa_14"}


def test_a_font_the_theme_names_opens_when_a_widget_asks_and_draws_as_pygame_guis_own():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    ours = canvas.ScaledUIManager((1024, 640), theme_path())
    theirs = pygame_gui.UIManager((1024, 640), str(theme_path()))
    label = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 300, 30), "Seat 2: Mira", ours, object_id="#primary")
    font = ours.get_theme().get_font(label.combined_element_ids)
    assert isinstance(ours.get_theme().ele_font_res["#primary"]["en"], canvas.FontOnCall)
    same = theirs.get_theme().get_font(label.combined_element_ids)
    assert font.get_point_size() == same.get_point_size()
    drawn = font.render_premul("Seat 2: Mira", pygame.Color("white"))
    expected = same.render_premul("Seat 2: Mira", pygame.Color("white"))
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_a_font_file_that_is_gone_warns_once_and_leaves_the_font_missing(tmp_path, recwarn):
    pygame.font.init()
    broken = tmp_path / "broken.ttf"  # (never written: pygame opens a file of garbage as a font)
    resource = canvas.FontOnCall(font_id="broken_regular_aa_14", size=14,
                                 style={"bold": False, "italic": False, "antialiased": True}, location=(str(broken), False))
    assert resource.loaded_font is None
    assert resource.loaded_font is None  # asked again: not opened again
    assert len([w for w in recwarn if "broken.ttf" in str(w.message)]) == 1


def test_the_loader_starts_a_thread_per_file_it_has_and_none_for_none():
    pygame.font.init()
    started = []
    original = threading.Thread.start

    def counted(thread):
        started.append(thread)
        original(thread)

    threading.Thread.start = counted
    try:
        idle = canvas.ThreadsAsNeeded()
        idle.start()
        idle.update()
        assert started == []
        busy = canvas.ThreadsAsNeeded()
        fonts = [FontResource(font_id=f"f{size}", size=size, style={"bold": False, "italic": False, "antialiased": True},
                              location=(str(_noto()), False)) for size in (12, 13)]
        for font in fonts:
            busy.add_resource(font)
        busy.start()
        busy.update()
    finally:
        threading.Thread.start = original
    assert len(started) == 2
    assert all(font.loaded_font is not None for font in fonts)


def _noto():
    import importlib.resources

    return importlib.resources.files("pygame_gui.data") / "NotoSans-Regular.ttf"
