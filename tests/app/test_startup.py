"""Start-up: the menu's first frame comes before anything it does not draw, its pictures are
read while the toolkit starts, and the log is kept small without logging.handlers.
(`make bench` times the whole start of an installed copy.)"""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from scenes import config
from scenes.app import App
from scenes.widgets import read_ahead

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def test_the_first_frame_is_shown_before_the_sound_device_and_the_fonts_are_prepared(monkeypatch):
    opened = []
    monkeypatch.setattr("scenes.sound._open_mixer", lambda: opened.append("mixer") or False)
    app = App(config.Settings(), size=(1024, 640), persist=False, fullscreen=False)
    app.go_home()
    app.frame()
    assert opened == [] and not app.sound._started
    assert "noto_sans_bold_aa_15" not in app.manager.get_theme().get_font_dictionary().loaded_fonts
    app.frame()
    assert opened == ["mixer"]
    assert "noto_sans_bold_aa_15" in app.manager.get_theme().get_font_dictionary().loaded_fonts
    app.frame()
    assert opened == ["mixer"]  # once


def test_the_cycle_collector_rests_until_the_first_frame_is_shown(tmp_path, monkeypatch):
    import gc

    import main

    monkeypatch.setenv("GAMENIGHT_HOME", str(tmp_path))
    assert gc.isenabled()
    app = main.open_window(main.parse_args(["--size", "1024x640"]))
    try:
        assert not gc.isenabled()
        app.frame()
        assert not gc.isenabled()  # the first frame is drawn without it
        app.frame()
        assert gc.isenabled()
        app.shutdown()
        assert gc.isenabled()
    finally:
        gc.enable()


def test_a_table_opened_from_the_command_line_wakes_the_cycle_collector(tmp_path, monkeypatch):
    import gc

    import main

    monkeypatch.setenv("GAMENIGHT_HOME", str(tmp_path))
    app = main.open_window(main.parse_args(["--game", "zvery", "--seats", "human,ai", "--size", "1024x640"]))
    try:
        app.frame()
        app.frame()
        assert gc.isenabled()  # the table warmed the app up as it opened, before the first frame
        assert app.stack.top is not app.stack.scenes[0]
    finally:
        app.shutdown()
        gc.enable()


def test_the_theme_makes_its_shadows_after_the_first_frame():
    app = App(config.Settings(), size=(1024, 640), persist=False, fullscreen=False)
    shadows = app.manager.get_theme().shadow_generator.preloaded_shadow_corners
    app.go_home()
    app.frame()
    assert "12x[8, 8, 8, 8]" not in shadows  # a dialog window's
    app.frame()
    assert "12x[8, 8, 8, 8]" in shadows


def test_a_picture_read_ahead_is_the_picture_read_then():
    path = ASSETS / "common" / "table.png"
    read_ahead.start([path, path])
    early = read_ahead.load(path)
    late = read_ahead.load(path)  # handed over once: this one is read now
    assert early.get_size() == late.get_size() == pygame.image.load(str(path)).get_size()
    assert early is not late


def test_a_missing_picture_read_ahead_fails_as_a_read_would():
    missing = ASSETS / "common" / "no such picture.png"
    read_ahead.start([missing])
    with pytest.raises(FileNotFoundError):
        read_ahead.load(missing)


def test_reads_nobody_took_are_dropped():
    path = ASSETS / "common" / "felt.png"
    read_ahead.start([path])
    read_ahead.forget()
    assert read_ahead._pending == {}


def test_the_menu_reads_ahead_the_table_top_and_every_games_lid():
    from engine import api
    from scenes import games

    pictures = games.menu_pictures()
    assert pictures[0].name == "table.png"
    assert pictures[1:] == [games.title_art_path(game) for game in api.games()]
    assert all(path.is_file() for path in pictures)


def test_a_long_log_is_set_aside_at_start_keeping_two_older_ones(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import main

    log = tmp_path / "gamenight.log"
    for text in ("oldest", "older"):
        log.write_text(text + "x" * main.LOG_BYTES)
        main._rotate(log)
    log.write_text("short")
    main._rotate(log)
    assert log.read_text() == "short"
    assert (tmp_path / "gamenight.log.1").read_text().startswith("older")
    assert (tmp_path / "gamenight.log.2").read_text().startswith("oldest")
    log.write_text("newest" + "x" * main.LOG_BYTES)
    main._rotate(log)
    assert not log.exists()
    assert (tmp_path / "gamenight.log.1").read_text().startswith("newest")
    assert (tmp_path / "gamenight.log.2").read_text().startswith("older")
    assert not (tmp_path / "gamenight.log.3").exists()


def test_the_window_is_called_gamenight_and_wears_the_applications_icon():
    import os

    from scenes import app as app_module

    App(config.Settings(), size=(1024, 640), persist=False, fullscreen=False)
    assert pygame.display.get_caption()[0] == "Gamenight"
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "gamenight"  # the desktop entry's StartupWMClass
    icon = app_module._icon()
    shipped = pygame.image.load(str(ASSETS / "common" / "icons" / "64.png"))
    assert icon.get_size() == shipped.get_size() == (64, 64)
    assert icon.get_at((32, 32)) == shipped.get_at((32, 32))


# What the menu's first frame must not import: the content reader (the menu asks only whether a
# tutorial file is there), the music's scores and instruments (made on a thread after the first
# frame, and not at all without a device), any game's rules or table, the history and its
# database (a game is kept there when it ends or is left), and the matches, saves and their
# seals (engine.api hands out Match and Replay on first use; the save key is os.urandom's), nor
# the games' packages and meta modules (engine.api lists them from its own index); and at a
# first start, with no unfinished game, neither the sessions nor the summaries of the Continue
# sheet (nor the lessons' module: the menu asks scenes/games.py whether a game has one).
NOT_BEFORE_THE_MENU = ("engine.core.content", "engine.core.tutorial", "tomllib", "scenes.music", "wave",
                       "engine.games.zombie_slayer.rules", "scenes.zombie_slayer", "scenes.zvery", "scenes.everzone",
                       "scenes.history", "sqlite3", "engine.core.match", "engine.core.save", "engine.core.replay",
                       "hmac", "secrets", "engine.games.zombie_slayer.meta", "engine.games.everzone",
                       "scenes.session", "scenes.saved_games", "scenes.launch", "scenes.tutorial")


def test_the_menus_first_frame_imports_nothing_it_does_not_draw(tmp_path):
    import os
    import subprocess

    root = Path(__file__).resolve().parents[2]
    program = ("import sys, main; app = main.open_window(main.parse_args(['--size', '1024x640'])); app.frame(); "
               "print(' '.join(sorted(sys.modules)))")
    env = dict(os.environ, GAMENIGHT_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", program], cwd=root, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    imported = set(done.stdout.split())
    assert "scenes.menu" in imported  # the menu was drawn
    assert [name for name in NOT_BEFORE_THE_MENU if name in imported] == []


def test_a_texts_shadow_is_its_rendering_recoloured_not_a_second_rendering():
    from scenes.widgets import art

    pygame.font.init()

    class Counted(pygame.font.Font):
        renders = 0

        def render(self, *args, **kwargs):
            Counted.renders += 1
            return super().render(*args, **kwargs)

    font = Counted(str(ASSETS / "fonts" / art._FONT_FILES["bold"]), 60)
    surface = pygame.Surface((600, 200))
    art.text(surface, "Gamenight è", font, art.GOLD_BRIGHT, shadow=(12, 8, 4), topleft=(0, 0))
    assert Counted.renders == 1
    shadow = art._RENDERED[("Gamenight è", font, (12, 8, 4))]
    direct = pygame.font.Font(str(ASSETS / "fonts" / art._FONT_FILES["bold"]), 60).render("Gamenight è", True,
                                                                                            (12, 8, 4))
    assert shadow.get_size() == direct.get_size()
    assert all(shadow.get_at((x, y)) == direct.get_at((x, y))
               for x in range(0, direct.get_width(), 3) for y in range(0, direct.get_height(), 3))


def test_the_shipped_theme_is_checked_here_rather_than_at_every_start(monkeypatch):
    import json

    from pygame_gui.core.ui_appearance_theme import UIThemeValidator

    assert UIThemeValidator.validate_theme_file(json.loads((ASSETS / "theme.json").read_text())) == []
    checked = []
    monkeypatch.setattr(UIThemeValidator, "validate_theme_file", staticmethod(lambda data: checked.append(data) or []))
    app = App(config.Settings(), size=(1024, 640), persist=False, fullscreen=False)
    assert checked == []
    assert app.manager.get_theme().get_misc_data("shape", ["button"]) == "rounded_rectangle"  # ours, loaded


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1000, 333)])
def test_the_tables_vignette_is_laid_band_by_band_as_the_whole_mask_would_lay_it(size):
    from scenes.widgets import art

    planks = pygame.Surface(size)
    planks.fill((180, 140, 100))
    whole = planks.copy()
    whole.blit(pygame.transform.smoothscale(art._vignette_mask(0.55), size), (0, 0),
               special_flags=pygame.BLEND_RGB_MULT)
    art._darken_edges(planks, 0.55)
    assert max(abs(a - b) for x in range(0, size[0], 7) for y in range(0, size[1], 5)
               for a, b in zip(planks.get_at((x, y))[:3], whole.get_at((x, y))[:3])) <= 1
    assert planks.get_at((0, 0))[0] < planks.get_at((size[0] // 2, size[1] // 2))[0] - 60  # darker to the rim


def test_every_games_lid_ships_as_the_menu_draws_it_at_the_largest_and_smaller_and_opaque():
    from engine import api
    from scenes import games
    from scenes.menu import CARD_ASPECT, MAX_CARD_WIDTH

    for game in api.games():
        for width in (MAX_CARD_WIDTH, *games.LID_WIDTHS):
            path = games.title_art_path(game, width)
            lid = pygame.image.load(str(path))
            assert lid.get_size() == (width, round(width * CARD_ASPECT)), path
            assert lid.get_bitsize() == 24 and not lid.get_flags() & pygame.SRCALPHA, path  # no alpha to decode


def test_a_lid_is_the_smallest_shipped_that_is_as_wide_as_the_picture():
    from scenes import games

    assert games.title_art_path("zvery", 168).name == games.title_art_path("zvery", 240).name == "title_240.png"
    assert games.title_art_path("zvery", 241).name == games.title_art_path("zvery").name == "title.png"
    assert games.title_art_path("zvery", 2000).name == "title.png"  # the largest, scaled up past it


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_every_picture_the_menus_first_frame_draws_was_read_ahead(size, monkeypatch):
    from scenes.widgets import art

    art._table_tile.cache_clear()  # as at a start: the table top not yet read
    art.forget_woods()
    taken = []
    load = read_ahead.load

    def counted(path):
        taken.append((path.name, str(path) in read_ahead._pending))
        return load(path)

    monkeypatch.setattr(read_ahead, "load", counted)
    app = App(config.Settings(), size=size, persist=False, fullscreen=False)
    app.go_home()
    app.frame()
    read_ahead.forget()
    assert len(taken) == 6 and all(ahead for _name, ahead in taken), taken
    assert {name for name, _ahead in taken} == ({"table.png", "title_240.png"} if size[0] <= 1280
                                                 else {"table.png", "title.png"})


def test_the_themes_colours_are_made_as_pygame_gui_makes_them_without_its_parser_for_hex_ones(monkeypatch):
    import pygame_gui
    from pygame_gui.core import ui_appearance_theme

    from scenes import app as app_module
    from scenes import canvas

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    theirs = pygame_gui.UIManager((1024, 640), str(app_module.theme_path())).get_theme()
    parsed = []
    parse = ui_appearance_theme.parse_colour_or_gradient_string
    monkeypatch.setattr(ui_appearance_theme, "parse_colour_or_gradient_string",
                        lambda written: parsed.append(written) or parse(written))
    ours = canvas.ScaledUIManager((1024, 640), app_module.theme_path()).get_theme()
    assert [written for written in parsed if canvas._HEX_COLOUR.fullmatch(written)] == []

    def made(colour):
        return (type(colour), tuple(colour) if isinstance(colour, pygame.Color) else None)

    assert ({k: made(v) for k, v in ours.base_colours.items()} ==
            {k: made(v) for k, v in theirs.base_colours.items()})
    assert ({element: {k: made(v) for k, v in colours.items()} for element, colours in ours.ui_element_colours.items()}
            == {element: {k: made(v) for k, v in colours.items()}
                for element, colours in theirs.ui_element_colours.items()})
    assert ours.base_colours["normal_bg"] == pygame.Color("#5a3c28")  # ours, loaded


def test_the_menus_first_frame_paints_the_table_itself_and_the_next_frames_keep_it_the_same():
    from scenes.widgets import art

    art.forget_woods()
    app = App(config.Settings(), size=(1024, 640), persist=False, fullscreen=False)
    app.go_home()
    app.frame()
    assert (1024, 640) not in art._WOODS  # no second window-sized surface for the first frame
    first = pygame.image.tobytes(app.surface, "RGB")
    app.frame()
    assert (1024, 640) in art._WOODS
    assert pygame.image.tobytes(app.surface, "RGB") == first
