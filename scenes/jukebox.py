"""Playing the background music (music.py): which piece, when it changes, how loud.

Each scene may name the piece it wants (`Scene.music`: "menu", a game's id, or None for "the
piece of the scene below", as the settings and the saves, which open over the menu or over a
table, say). The app asks every frame for the topmost scene's wish (`piece_for`) and hands it
to `Jukebox.want`, which does nothing while the wish is unchanged - the same piece is never
started again - and otherwise fades the old piece out on one of two reserved mixer channels
while the new one fades in on the other.

A piece is rendered on first use, in a background thread: the wanted one first, then, one by
one, the others, so that each is in the user's cache folder before its table opens (one in
the making for the cache gives way at once to a piece that is wanted, and is made later). A piece
that is not ready yet starts when it is; the thread posts an event then, which wakes the app's
loop if it sleeps. The level is the player's music volume, applied to the piece itself (the
channels' own volume belongs to the fades), and followed live; at 0 nothing plays.

With no sound device, or one nobody hears (servers, the dummy driver of the tests), nothing
is rendered or played. The
mixer is a parameter - pygame.mixer by default - so tests hand in a fake that records.
"""
from __future__ import annotations

import io
import logging
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from . import config
from .sound import loudness

log = logging.getLogger(__name__)

FADE_MS = 1800  # a piece fades out while the next fades in: a change of room, not a cut
CHANNELS = (0, 1)  # the mixer channels kept for the music (sound._open_mixer reserves them)


def piece_for(scenes: Iterable[Any]) -> str | None:
    """The piece the topmost scene that names one wants (`scenes` bottom to top), or None."""
    return next((scene.music for scene in reversed(list(scenes)) if getattr(scene, "music", None)), None)


class Jukebox:
    """The music of the app: `want(piece)` each frame, `stop()` on the way out."""

    def __init__(self, settings: Any, *, pieces: Callable[..., bytes] | None = None,
                 background: bool = True) -> None:
        """`pieces(name, give_up)`: a piece's WAV bytes (music.wav with the cache folder by
        default); `background`: render in a thread (tests render at once)."""
        self.settings = settings
        self.pieces = pieces or _made
        self.background = background
        self.mixer: Any = None  # pygame.mixer, or a test's fake, once prepare() found a device
        self.wanted: str | None = None  # the piece the scenes want (None: silence)
        self.playing: str | None = None  # the piece on the live channel
        self._live = 0  # the index in CHANNELS of the channel the playing piece is on
        self._level: float | None = None  # the volume last given to the pieces
        self._loaded: dict[str, Any] = {}  # name -> the mixer's Sound, once rendered
        self._wanted_next: str | None = None  # the wanted piece the thread is to load next
        self._advance: list[str] = []  # the pieces to render for the cache when nothing is wanted
        self._busy: str | None = None  # the piece the thread is working on
        self._failed: set[str] = set()  # pieces that could not be made: not tried again this run
        self._lock = threading.Lock()
        self._work = threading.Condition(self._lock)
        self._closed = False

    # --- starting -------------------------------------------------------------------------------
    def prepare(self, available: bool, mixer: Any = None) -> None:
        """Start, once the sound device is open (`available`): the rendering thread, then the
        pieces in order of need. Without a device the jukebox stays silent for good."""
        if self.mixer is not None or not available:
            return
        if mixer is None:
            import pygame

            mixer = pygame.mixer
            if _unheard(mixer):
                return
        self.mixer = mixer
        from . import music  # the scores: read once there is a device to play them on

        with self._work:
            self._advance = list(music.NAMES)
        if self.background:
            threading.Thread(target=self._render_all, name="music-render", daemon=True).start()

    @property
    def level(self) -> float:
        return loudness(self.settings.music_volume)

    # --- each frame -----------------------------------------------------------------------------
    def want(self, piece: str | None) -> None:
        """Play `piece` (None: silence) from now on; cheap when nothing changes. Until a new
        piece is ready the last one plays on, rather than a silence."""
        if self.mixer is None or self._closed:
            return
        if self.level == 0.0:
            piece = None  # music off: nothing plays, and what played fades
        self.wanted = piece
        if piece is not None and piece not in self._loaded:
            self._ask_first(piece)
        if self.playing != self.wanted and (self.wanted is None or self.wanted in self._loaded):
            self._switch()
        elif self.playing is not None and self._level != self.level:
            self._set_level()

    def _ask_first(self, piece: str) -> None:
        """Have the thread load `piece` next (asked each frame until it is loaded: a piece the
        thread made while it was not wanted yet went only to the cache)."""
        with self._work:
            if piece in (self._busy, self._wanted_next) or piece in self._failed:
                return
            self._wanted_next = piece
            self._work.notify()
        if not self.background:
            self._render_all()

    def _switch(self) -> None:
        """Fade the playing piece out, and the wanted one in on the other channel."""
        try:
            if self.playing is not None:
                self.mixer.Channel(CHANNELS[self._live]).fadeout(FADE_MS)
            self.playing = self.wanted
            if self.wanted is not None:
                self._live = 1 - self._live
                self._set_level()
                self.mixer.Channel(CHANNELS[self._live]).play(self._loaded[self.wanted], loops=-1, fade_ms=FADE_MS)
        except Exception:  # the music must never stop the game
            log.debug("changing the music failed", exc_info=True)

    def _set_level(self) -> None:
        self._level = self.level
        for sound in self._loaded.values():
            try:
                sound.set_volume(self._level)
            except Exception:
                log.debug("setting the music's volume failed", exc_info=True)

    # --- rendering ------------------------------------------------------------------------------
    def _render_all(self) -> None:
        """Load the wanted piece, else make the next one in advance; in the thread, then wait
        for more."""
        while True:
            with self._work:
                while self.background and not (self._has_work() or self._closed):
                    self._work.wait()
                if self._closed or not self._has_work():
                    return
                wanted = bool(self._wanted_next)
                if wanted:
                    name, self._wanted_next = self._wanted_next, None
                else:
                    name = self._advance.pop(0)
                if name in self._advance:
                    self._advance.remove(name)
                self._busy = name
            try:
                self._load(name, self._closing if wanted else self._interrupted)
            finally:
                self._busy = None

    def _has_work(self) -> bool:
        """A wanted piece to load, or one to make in advance - unless the music is off: a player
        who turned it off does not pay for it."""
        return bool(self._wanted_next or (self._advance and self.level > 0))

    def _closing(self) -> bool:
        return self._closed

    def _interrupted(self) -> bool:
        """Should a piece in the making for the cache give way (to a wanted one, or closing)?"""
        return self._wanted_next is not None or self._closed

    def _load(self, name: str, give_up: Callable[[], bool] | None) -> None:
        """Render (or read from the cache) one piece; hand it to the mixer if it is wanted now.
        One rendered in advance waits in the cache folder, and is read from there when wanted."""
        from . import music

        try:
            data = self.pieces(name, give_up)
            if self._closed or name != self.wanted or name in self._loaded:
                return
            sound = self.mixer.Sound(file=io.BytesIO(data))
            with self._lock:
                self._loaded[name] = sound
            _wake_the_app()
        except music.GaveUp:
            with self._work:
                self._advance.append(name)  # made later, when nothing is wanted
        except Exception:
            self._failed.add(name)
            log.warning("the music %r could not be prepared; going on without it", name, exc_info=True)

    # --- leaving --------------------------------------------------------------------------------
    def stop(self) -> None:
        """Fade the music out and stop rendering (the app is closing: at any moment, quietly)."""
        with self._work:
            self._closed = True
            self._wanted_next, self._advance = None, []
            self._work.notify()
        if self.mixer is None or self.playing is None:
            return
        try:
            self.mixer.Channel(CHANNELS[self._live]).fadeout(300)
        except Exception:
            log.debug("stopping the music failed", exc_info=True)
        self.playing = None


SILENT_DRIVERS = ("dummy", "disk")  # SDL's audio drivers that play to nobody


def _unheard(mixer: Any) -> bool:
    """Is the device one nobody hears (the tests' dummy driver)? Then rendering half a
    minute of music would only cost a core."""
    try:
        return mixer.get_driver() in SILENT_DRIVERS
    except Exception:  # an older pygame without get_driver: assume someone listens
        return False


def _made(name: str, give_up: Callable[[], bool] | None) -> bytes:
    """A piece's WAV bytes, from the cache folder or rendered. music.py (the scores, the
    instruments) is imported here, on the rendering thread, and not before the first frame."""
    from . import music

    return music.wav(name, cache_folder(), give_up)


def cache_folder() -> Path:
    return config.cache_dir() / "music"


def _wake_the_app() -> None:
    """A piece is ready: post an event, so a sleeping app loop draws a frame and starts it."""
    try:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"music_ready": True}))
    except Exception:  # no display any more (closing): nobody to wake
        pass
