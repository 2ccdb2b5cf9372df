"""The application: one window, one UI manager, one clock, the scene stack, settings, sound.

`run()` is the only loop: 60 frames a second, each `frame()` = read events, update, draw, flip.
Nothing in it blocks (the computer thinks in a worker thread, see session.py), so the window
always answers. Tests and tools drive `step(dt)` and `frame(dt)` themselves, without run().

A board game mostly waits for a person, and a table at rest redrawn 60 times a second only
burns the laptop's battery. So once every visible scene is at rest (`Scene.at_rest`) and a few
seconds have passed without input, the loop stops drawing: it sleeps until an event arrives,
waking now and then to ask the scenes again (a computer move may have become due). The
picture on screen stays right meanwhile, because nothing in it moves.

Closing the window at any moment is safe: the autosave was written after the last action, and
the settings (window size) are written on the way out.

Keys the whole app understands: F11 or Alt+Enter toggles fullscreen.
"""
from __future__ import annotations

import gc
import logging
import os
import time
import warnings
from pathlib import Path

import pygame
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

from . import atomic, canvas, config, games, i18n
from .i18n import _
from .jukebox import Jukebox, piece_for
from .menu import MenuScene, widest_card
from .sound import Sound
from .stack import Scene, SceneStack
from .widgets import dialogs, read_ahead, typecase


def _quiet_collapsed_scroll_bars() -> None:
    """pygame-gui's UIScrollingContainer sets its vertical scroll bar 0 px wide until a list
    needs it ("TODO: Remove these when anchoring is fixed", ui_scrolling_container.py), and the
    bar's rounded button then warns "Clamping border_width of: 1, to: 0" on the console at every
    rebuild (the saves, History and deck screens). Nothing is wrong to tell a player about; other
    clampings still warn."""
    warnings.filterwarnings("ignore", message=r"Clamping border_width of: \d+, to: 0$", category=UserWarning,
                            module=r"pygame_gui\.core\.drawable_shapes\.rounded_rect_drawable_shape")


_quiet_collapsed_scroll_bars()

log = logging.getLogger(__name__)

FPS = 60
# Seconds of full-rate frames after the last input or movement, before the loop sleeps: long
# enough for what pygame-gui and the tables finish on their own clocks - a tooltip after its
# hover delay, a button's hover fading, a caption or a settled dice tray fading after its
# animation (at most 2.8 s, at "slow"), which the tables do not count as moving.
IDLE_AFTER = 3.0
IDLE_CHECK = 0.2  # asleep, the scenes are asked this often whether they are still at rest
IDLE_POLL = 1 / 60  # asleep, the event queue is looked at this often: as quick to answer as a frame
CARET_BLINK = 0.2  # asleep with a text field focused, a frame this often keeps its caret blinking
INPUT_EVENTS = {"MOUSEMOTION", "MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEWHEEL", "KEYDOWN", "KEYUP",
                "TEXTINPUT", "WINDOWRESIZED", "WINDOWEXPOSED", "WINDOWFOCUSGAINED", "VIDEORESIZE"}
TEXT_FIELDS = (UITextEntryLine, UITextEntryBox)
BACKGROUND = (34, 28, 24)
TYPE_SLICE = 0.004  # seconds of a frame after the first given to warming the tables' type (widgets/typecase.py)
MAX_ERRORS = 3  # more unexpected errors than this within ERROR_WINDOW seconds: give up
ERROR_WINDOW = 10.0
# Styles the log, tooltips and dialogs use in their HTML (<b>, <i>), loaded after the first
# frame (App.warm_up) so the first bold word in the log does not stall a frame.
PRELOADED_FONTS = [
    {"name": "noto_sans", "point_size": size, "style": style, "antialiased": "1"}
    for size in (15, 16, 17) for style in ("bold", "italic", "bold_italic")
] + [{"name": "noto_sans", "point_size": 24, "style": "bold", "antialiased": "1"}]  # the help's headings


def theme_path() -> Path:
    return games.assets_dir() / "theme.json"


class App:
    """The running application. Scenes reach everything through it:

    app.manager   the pygame-gui UIManager (one for all scenes)
    app.stack     the SceneStack (push/pop/replace scenes)
    app.settings  the player's Settings (read live: animation_scale, colour_blind, ...)
    app.sound     sound effects: app.sound.play("dice")
    app.music     the background music (jukebox.py), following the scenes
    app.size      the size the screens are laid out for: the window's, divided by the
                  interface scale (scenes/canvas.py)
    app.save_settings(), app.apply_settings(), app.go_home(), app.quit()
    """

    def __init__(
        self,
        settings: config.Settings | None = None,
        *,
        size: tuple[int, int] | None = None,
        persist: bool = True,
        fullscreen: bool | None = None,
        language: str | None = None,
        interface_size: int | None = None,
    ) -> None:
        """`size`/`fullscreen`/`language`/`interface_size` override the settings for this run
        only; `persist=False` never writes the settings file (screenshots, tests)."""
        self.settings = settings if settings is not None else config.load()
        self.interface_size = interface_size  # `--scale`, for this run: the setting's when None
        self.notices: list[str] = list(config.REPAIRS) if settings is None else []  # told on the menu, once
        self.persist = persist
        _name_the_window_class()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 35)
        pygame.display.set_caption("Gamenight")
        pygame.display.set_icon(_icon())
        self._windowed_size = (int(size[0]), int(size[1])) if size else self.settings.window_size
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self._screen = _screen_room()  # None on a hidden display (tests, pictures): any size
        self.scale = 1.0
        self.window = self._open_window()
        self.surface = self._canvas()
        # the menu's pictures, decoded on other cores while the theme is parsed
        read_ahead.start(games.menu_pictures(widest_card(self.surface.get_size())))
        spoken = i18n.set_language(language or self.settings.language or i18n.system_language())
        self.manager = canvas.ScaledUIManager(self.surface.get_size(), theme_path(), enable_live_theme_updates=False,
                                              starting_language=spoken)
        self.manager.scale = self.scale
        self.stack = SceneStack()
        self._last_input = self._last_stir = self._last_frame = time.monotonic()
        self.sound = Sound(self.settings, deferred=True)
        self.music = Jukebox(self.settings)
        self._first_shown = self._warmed_up = False
        self.collector_resting = False  # Python's cycle collector paused for the start (main.open_window)
        self.clock = pygame.time.Clock()
        self.running = False
        self._errors: list[float] = []

    # --- the window --------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def interface_percent(self) -> int:
        """The interface size in use: `--scale`'s for this run, else the setting's."""
        return self.interface_size or self.settings.interface_size

    def _canvas(self) -> pygame.Surface:
        """What the screens draw on: the window itself at 100%, else a smaller surface that each
        frame is enlarged from (scenes/canvas.py)."""
        self.scale = canvas.scale_for(self.interface_percent, self.window.get_size())
        if self.scale == 1.0:
            return self.window
        return pygame.Surface(canvas.logical_size(self.window.get_size(), self.scale)).convert()

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            surface = pygame.display.set_mode(_desktop_size(), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(self._on_screen(self._windowed_size), pygame.RESIZABLE)
        width, height = surface.get_size()  # an explicitly smaller window (--size) is honoured
        _set_minimum_size((min(config.MIN_WINDOW[0], width), min(config.MIN_WINDOW[1], height)))
        return surface

    def _on_screen(self, size: tuple[int, int]) -> tuple[int, int]:
        """`size`, made no larger than the screen has room for (a 1280x800 window on a 1024x640
        screen would open with its title bar, Load and Continue off the screen)."""
        if self._screen is None:
            return size
        return min(size[0], self._screen[0]), min(size[1], self._screen[1])

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and the remembered window size."""
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self.settings.fullscreen = on
        self.window = self._open_window()
        self._sync_size()
        self.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        """Set the window size (from the settings screen, or tests)."""
        clamped = config.clamp_window(list(size)) or config.DEFAULT_WINDOW
        self._windowed_size = clamped
        self.settings.window_size = clamped
        if not self.fullscreen:
            self.window = pygame.display.set_mode(self._on_screen(clamped), pygame.RESIZABLE)
            self._sync_size()

    def _sync_size(self) -> None:
        """Lay everything out again if the window's size (or the interface size) changed."""
        self.window = pygame.display.get_surface() or self.window
        if not self.fullscreen:
            self._windowed_size = self.window.get_size()
            self.settings.window_size = config.clamp_window(list(self._windowed_size)) or self.settings.window_size
        self.surface = self._canvas()
        self.manager.scale = self.scale
        size = self.surface.get_size()
        if tuple(self.manager.window_resolution) == size:
            return
        self.manager.set_window_resolution(size)
        self.stack.resize(size)

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self) -> None:
        """Make changed settings take effect now (the settings screen calls this)."""
        if self.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        elif not self.fullscreen and tuple(self.settings.window_size) != self.window.get_size():
            self.resize(self.settings.window_size)
        elif canvas.scale_for(self.interface_percent, self.window.get_size()) != self.scale:
            self._sync_size()  # a new interface size: the same window, laid out anew
        self.save_settings()

    def set_language(self, code: str) -> None:
        """Speak `code` from now on, remember it, and draw every screen again in it: the
        game's words (scenes/i18n.py) and the toolkit's own (pygame-gui's localization)."""
        spoken = i18n.set_language(code)
        self.settings.language = spoken
        self.manager.set_locale(spoken)
        self.stack.relanguage()
        self.save_settings()

    def save_settings(self) -> None:
        if self.persist:
            config.save(self.settings)

    # --- the loop ----------------------------------------------------------------------------
    def run(self, scene: Scene | None = None) -> None:
        """Push `scene` (if given; the menu when nothing is stacked) and loop until the
        window closes."""
        if scene is not None:
            self.stack.push(scene)
        if not len(self.stack):
            self.stack.push(self.home_scene())
        self.running = True
        try:
            while self.running and len(self.stack):
                nap = self._sleep_time(time.monotonic())
                if nap:
                    if not self._sleep(nap):
                        continue
                    self.clock.tick()  # woken by an event: the time asleep moved nothing,
                    dt = 1 / FPS  # and its frame is drawn at once
                else:
                    dt = min(self.clock.tick(FPS) / 1000.0, 0.25)
                self._guarded_frame(dt)
                self._last_frame = time.monotonic()
        finally:
            self.shutdown()

    def _sleep_time(self, now: float) -> float:
        """How long the loop may sleep instead of drawing (0: draw a frame now). It sleeps only
        when the picture can change by input alone: every visible scene at rest for IDLE_AFTER
        seconds without input; and then until the scenes are to be asked again, or a focused
        text field's caret is to blink."""
        if not self.stack.at_rest():
            self._last_stir = now
            return 0.0
        if now - max(self._last_input, self._last_stir) < IDLE_AFTER:
            return 0.0
        if self._typing():
            return max(0.0, min(IDLE_CHECK, self._last_frame + CARET_BLINK - now))
        return IDLE_CHECK

    def _sleep(self, seconds: float) -> bool:
        """Sleep until an event arrives, for at most `seconds`; True if an event waits.

        pygame.event.wait(timeout) would do, but pygame-ce polls SDL every millisecond inside
        it, which costs 2-3% of a core; looking every IDLE_POLL seconds costs a fifth of that."""
        until = time.monotonic() + seconds
        while not pygame.event.peek():
            if time.monotonic() >= until:
                return False
            time.sleep(IDLE_POLL)
        return True

    def _typing(self) -> bool:
        """Does a text field have the keyboard? pygame-gui blinks its caret on its own clock."""
        return any(isinstance(element, TEXT_FIELDS) for element in self.manager.get_focus_set() or ())

    def step(self, dt: float = 1 / FPS) -> None:
        """Handle pending events and advance everything by dt seconds (no drawing)."""
        for event in pygame.event.get():
            if pygame.event.event_name(event.type).upper() in INPUT_EVENTS:
                self._last_input = time.monotonic()
            self.handle_event(event)
        self.manager.update(dt)
        self.stack.update(dt)
        self.music.want(piece_for(self.stack.scenes))

    def frame(self, dt: float = 1 / FPS) -> None:
        """One whole frame: step, draw, show. The first frame is shown as soon as it is drawn;
        what it did not need is prepared before the second (`warm_up`), and the type the tables
        set a little after each frame that follows, until it is all warm: a player spends a few
        seconds at the menu and the setup, and the table then opens without warming it."""
        if self._first_shown:
            self.warm_up()
        self.step(dt)
        self.draw()
        canvas.show(self.surface, self.window)
        pygame.display.flip()
        if self._first_shown and not typecase.is_warm():
            typecase.warm(seconds=TYPE_SLICE)  # the menu's spare time readies the tables' type
        self._first_shown = True

    def warm_up(self) -> None:
        """What the menu's first frame does not draw, prepared once that is on screen, so that
        Gamenight shows its menu sooner: the sound device, effects and music, the fonts of the
        log, tooltips and dialogs (so the first bold word in a log does not stall a frame), the
        glyphs of the log strip's faces and the shadows of the theme's shapes, with the cycle
        collector's wakening. Once; a table calls it as it opens, for when it is the first thing
        drawn (--game, --load)."""
        if self._warmed_up:
            return
        self._warmed_up = True
        self.wake_collector()
        read_ahead.forget()
        with warnings.catch_warnings():  # some are already loaded by the theme; that is fine
            warnings.simplefilter("ignore", UserWarning)
            self.manager.preload_fonts(PRELOADED_FONTS)
        from .widgets import log_panel  # (a table's: not imported for the menu's first frame)

        log_panel.warm_up()
        self.manager.get_theme().preload_shadows()
        self.sound.prepare()
        self.music.prepare(self.sound.available)

    def wake_collector(self) -> None:
        """Python's cycle collector back at work once the first frame is shown, when it was
        paused for the start (main.open_window): its first pass then looks over what the start
        made, once, in the second frame (some 5-8 ms, under a 60 Hz frame). Freezing what the
        start made would spare that pass, but a menu rebuilt on a resize would then never free
        the old one's widgets, which hold each other in cycles."""
        if self.collector_resting:
            self.collector_resting = False
            gc.enable()

    def draw(self) -> None:
        self.surface.fill(BACKGROUND)
        self.stack.draw(self.surface)
        self.manager.draw_ui(self.surface)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Window events first, then pygame-gui, then dialog callbacks, then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._sync_size()
            return
        if event.type == pygame.KEYDOWN and _is_fullscreen_key(event):
            self.set_fullscreen(not self.fullscreen)
            return
        event = canvas.logical_event(event, self.scale)
        consumed = self.manager.process_events(event)
        if dialogs.route(event) or consumed:
            return
        self.stack.handle_event(event)

    def quit(self) -> None:
        """Stop after this frame. Safe at any time: the game is already autosaved."""
        self.running = False

    def shutdown(self) -> None:
        """Leave every scene (stopping their threads), quiet the music and write the settings."""
        self.music.stop()
        self.stack.clear()
        self.save_settings()
        self.wake_collector()  # (a window closed before its second frame)

    # --- recovery ----------------------------------------------------------------------------
    def home_scene(self) -> Scene:
        return MenuScene(self)

    def go_home(self) -> None:
        """Back to the main menu, whatever is open. A closed table lives on in reference cycles
        (scene and animator) until Python's collector runs: collected now, its memory is free for
        the next table instead of adding to it."""
        closing = bool(self.stack.scenes)
        self.stack.clear()
        if closing:  # at start-up there is nothing to collect, and a full collection costs 6 ms
            gc.collect()
        self.stack.push(self.home_scene())

    def _guarded_frame(self, dt: float) -> None:
        """A frame in which an unexpected error returns the player to the menu with a message
        instead of closing the window (the game itself is safe in its autosave)."""
        try:
            self.frame(dt)
        except Exception as exc:
            now = time.monotonic()
            self._errors = [t for t in self._errors if now - t < ERROR_WINDOW] + [now]
            log.exception("unexpected error")
            if len(self._errors) > MAX_ERRORS:
                raise
            self._recover(exc)

    def _recover(self, exc: Exception) -> None:
        after = self._what_was_kept()
        try:
            self.go_home()
        except Exception:
            log.exception("the menu failed to open after an error")
            raise exc from None
        dialogs.message(
            self.manager,
            _("Something went wrong"),
            _("Gamenight hit an unexpected error ({error}). {after} Details are in {file}.").format(
                error=f"{type(exc).__name__}: {exc}", after=after, file=config.log_path()),
        )

    def _what_was_kept(self) -> str:
        """What the error message promises: Continue only where a game was autosaved (a lesson
        is not saved, and once pointed to a Continue that did not exist)."""
        sessions = [getattr(scene, "session", None) for scene in self.stack.scenes]
        session = next((s for s in reversed(sessions) if s is not None), None)
        if session is None:
            return _("No game was open, so nothing is lost.")
        if getattr(session, "tutorial", None) is not None or not getattr(session, "autosave", False):
            return _("Lessons and replays are not saved: open it again from the menu.")
        return _("Your game is autosaved: choose Continue to go on.")

    # --- tools -------------------------------------------------------------------------------
    def screenshot(self, path: str | Path) -> Path:
        """Draw the current frame and save it as a PNG, as the window shows it."""
        self.draw()
        canvas.show(self.surface, self.window)
        from .thumbnails import png  # a tool's path: not imported for the menu's first frame

        return atomic.write_bytes(path, png(self.window))


def _name_the_window_class() -> None:
    """The window's class is "gamenight", whatever Python runs it, so that a desktop matches
    the window to the entry `make install-desktop` writes (StartupWMClass) and shows its icon."""
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "gamenight")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "gamenight")


def _icon() -> pygame.Surface:
    """The window icon: the application's own (assets/common/icons, the one the desktop entry
    shows), or a plain die drawn here when that file cannot be read."""
    try:
        return pygame.image.load(str(games.assets_dir() / "common" / "icons" / "64.png"))
    except (pygame.error, OSError):
        log.warning("the window icon cannot be read; drawing a plain one")
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, (243, 234, 212), pygame.Rect(4, 4, 56, 56), border_radius=12)
    pygame.draw.rect(icon, (90, 60, 40), pygame.Rect(4, 4, 56, 56), width=3, border_radius=12)
    for x, y in [(19, 19), (45, 19), (32, 32), (19, 45), (45, 45)]:
        pygame.draw.circle(icon, (122, 34, 30), (x, y), 6)
    return icon


def _is_fullscreen_key(event: pygame.event.Event) -> bool:
    if event.key == pygame.K_F11:
        return True
    return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and bool(event.mod & pygame.KMOD_ALT)


def _desktop_size() -> tuple[int, int]:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        sizes = []
    return tuple(sizes[0]) if sizes else config.DEFAULT_WINDOW


HIDDEN_DRIVERS = ("dummy", "offscreen")
SCREEN_MARGIN = (0, 64)  # room kept for the window's title bar and a desktop's panel


def _screen_room() -> tuple[int, int] | None:
    """The largest window the screen holds whole (its frame and the desktop's panel beside it),
    or None on a hidden display, where a window of any size is drawn (tests, pictures)."""
    if pygame.display.get_driver() in HIDDEN_DRIVERS:
        return None
    width, height = _desktop_size()
    return max(320, width - SCREEN_MARGIN[0]), max(240, height - SCREEN_MARGIN[1])


def display_missing() -> str | None:
    """Why no window can be shown, or None. SDL falls back to drawing offscreen when no display
    answers (a bare terminal, ssh without X forwarding): the game would then run unseen for
    ever, so the front door says so instead. A hidden display asked for by name (SDL_VIDEODRIVER,
    as the tests and pictures do) is honoured."""
    try:
        pygame.display.init()
    except pygame.error as exc:
        return _("no display could be opened ({reason})").format(reason=exc)
    driver = pygame.display.get_driver()
    if driver in HIDDEN_DRIVERS and os.environ.get("SDL_VIDEODRIVER", "").strip().lower() != driver:
        return _("no display was found: Gamenight needs a desktop to open its window "
                 "(DISPLAY and WAYLAND_DISPLAY are not set). Start it from a desktop session, or see "
                 "--help for --headless and --screenshot, which need none.")
    return None


def _set_minimum_size(size: tuple[int, int]) -> None:
    """Stop the player from shrinking the window below what the layouts handle."""
    try:
        with warnings.catch_warnings():  # deprecated in pygame-ce 2.5 but the only way in
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = size
    except (AttributeError, pygame.error, TypeError, ValueError):
        pass
