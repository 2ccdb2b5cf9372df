"""Sound effects, synthesized at start-up: no sound files to ship or license, no numpy.

Each effect is a few lines of signal recipe (a knock is a noise burst ringing through a
resonator; a swish is noise through a sweeping low-pass filter; a chime is a few decaying
sines), made of the building blocks in synth.py, which the music (music.py) shares. The
samples are written as an in-memory WAV, so SDL converts them to whatever format the audio
device wants.

Synthesis runs in a background thread (about a tenth of a second of pure Python), so it never
delays the first frame; `play()` before it finishes is silent. When no audio device can be
opened (servers, the dummy driver, a busy device) everything here quietly does nothing.
"""
from __future__ import annotations

import functools
import io
import logging
import math
import random
import threading
from collections.abc import Callable
from typing import Any

from .synth import RATE, decay, mix_into, noise, normalise, resonate, silence, to_wav, tone

log = logging.getLogger(__name__)

MASTER_VOLUME = 0.7  # the effects' level in their WAV: the loudest sound Gamenight makes
NAMES = ("dice", "card", "hit", "step", "win", "lose", "click")


def loudness(percent: int) -> float:
    """A volume slider's percent as a gain: squared, because the ear hears level in ratios - a
    linear slider would do all its audible work in its lowest fifth and little above half."""
    return (max(0, min(100, percent)) / 100) ** 2


# --- the effects ---------------------------------------------------------------------------------


def _click(rng: random.Random) -> list[float]:
    tick = decay(tone(1900, 0.03, (1.0, 0.3), tau=1.0), 0.004)
    mix_into(tick, decay(noise(0.01, rng), 0.002), 0.0, 0.3)
    return tick


def _knock(rng: random.Random, freq: float) -> list[float]:
    burst = decay(noise(0.012, rng), 0.002) + silence(0.05)
    return resonate(burst, freq, 0.985)


def _dice(rng: random.Random) -> list[float]:
    """Dice bouncing on a wooden table: knocks closer together and softer as they settle."""
    out = silence(0.6)
    when, gap, gain = 0.0, 0.11, 1.0
    for _ in range(7):
        for _die in range(2):
            mix_into(out, _knock(rng, rng.uniform(700, 1700)), when + rng.uniform(0, 0.02), gain * rng.uniform(0.6, 1.0))
        when += gap * rng.uniform(0.8, 1.2)
        gap *= 0.72
        gain *= 0.72
    return out


def _card(rng: random.Random) -> list[float]:
    """A card slid across felt: noise through a low-pass whose cutoff rises then falls."""
    samples = noise(0.22, rng)
    out, y = [], 0.0
    count = len(samples)
    for n, x in enumerate(samples):
        shape = math.sin(math.pi * n / count)
        alpha = 0.05 + 0.5 * shape
        y += alpha * (x - y)
        out.append(y * shape * shape)
    return out


def _hit(rng: random.Random) -> list[float]:
    """A blow: a falling low thump and a short crack."""
    count = int(0.28 * RATE)
    out, phase = [], 0.0
    for n in range(count):
        freq = 50 + 110 * math.exp(-n / (0.04 * RATE))
        phase += 2 * math.pi * freq / RATE
        out.append(math.sin(phase) * math.exp(-n / (0.08 * RATE)))
    mix_into(out, resonate(decay(noise(0.03, rng), 0.006), 2400, 0.9), 0.0, 0.08)
    return out


def _step(rng: random.Random) -> list[float]:
    """A footstep on cobbles: a soft thud and a little grit."""
    thud = decay(tone(75, 0.1, (1.0, 0.2), tau=1.0), 0.025)
    mix_into(thud, resonate(decay(noise(0.02, rng), 0.004), 1100, 0.92), 0.0, 0.05)
    return thud


def _arpeggio(freqs: tuple[float, ...], gap: float, tail: float, partials: tuple[float, ...], tau: float) -> list[float]:
    out = silence(gap * len(freqs) + tail)
    for i, freq in enumerate(freqs):
        mix_into(out, tone(freq, tail, partials, tau), i * gap, 1.0 if i < len(freqs) - 1 else 1.2)
    return out


def _win(rng: random.Random) -> list[float]:
    """A bright rising major arpeggio on a bell-like tone."""
    return _arpeggio((523.25, 659.25, 783.99, 1046.5), 0.12, 0.9, (1.0, 0.35, 0.12, 0.05), 0.35)


def _lose(rng: random.Random) -> list[float]:
    """A slow falling minor line on a muted tone."""
    return _arpeggio((440.0, 349.23, 293.66, 220.0), 0.22, 1.1, (1.0, 0.12, 0.2), 0.45)


RECIPES: dict[str, Callable[[random.Random], list[float]]] = {
    "dice": _dice,
    "card": _card,
    "hit": _hit,
    "step": _step,
    "win": _win,
    "lose": _lose,
    "click": _click,
}


def render(name: str) -> list[float]:
    """The samples of one effect (mono, RATE Hz, floats in [-1, 1]); the same every time."""
    return normalise(RECIPES[name](random.Random(name)))


@functools.cache
def wav(name: str) -> bytes:
    """One effect as WAV bytes, at the effects' level; made once a process, as they are the
    same every time (half a second of a core for the seven: every App the tests make, one a
    test, synthesized them all again)."""
    return to_wav(render(name), MASTER_VOLUME)


# --- playing -------------------------------------------------------------------------------------


class Sound:
    """The app's sound effects. `play(name)` plays at the player's effects volume."""

    def __init__(self, settings: Any, *, background: bool = True, deferred: bool = False) -> None:
        """`background`: synthesize in a thread; `deferred`: wait for `prepare()` (the app
        calls it after its first frame, so that opening the sound device, which can take a
        tenth of a second, and the synthesis do not hold up the menu)."""
        self.settings = settings
        self.background = background
        self._sounds: dict[str, Any] = {}
        self._ready = threading.Event()
        self._started = False
        self.available = False  # until prepare() has opened the device
        if not deferred:
            self.prepare()

    def prepare(self) -> None:
        """Open the sound device and synthesize the effects (once)."""
        if self._started:
            return
        self._started = True
        self.available = _open_mixer()
        if not self.available:
            self._ready.set()
            return
        if self.background:
            threading.Thread(target=self._load_all, name="sound-synth", daemon=True).start()
        else:
            self._load_all()

    def stay_silent(self) -> None:
        """Never open the device nor synthesize the effects: for an app nobody hears (a picture
        drawn from the command line), to which the seven effects were half a second of a core."""
        self._started = True
        self._ready.set()

    @property
    def enabled(self) -> bool:
        return self.available and self.settings.effects_volume > 0

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play an effect (`volume`: this effect's share of the player's effects volume); False
        when the effects are off (volume 0), unavailable, not ready or unknown."""
        if not self.enabled or name not in self._sounds:
            if name not in RECIPES:
                log.warning("unknown sound %r", name)
            return False
        try:
            effect = self._sounds[name]
            effect.set_volume(max(0.0, min(1.0, volume)) * loudness(self.settings.effects_volume))
            effect.play()
        except Exception:  # a sound must never stop the game
            log.debug("playing %s failed", name, exc_info=True)
            return False
        return True

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Block until synthesis is done (tests)."""
        return self._ready.wait(timeout)

    def _load_all(self) -> None:
        import pygame

        try:
            for name in NAMES:
                self._sounds[name] = pygame.mixer.Sound(file=io.BytesIO(wav(name)))
        except Exception:
            log.warning("sound effects could not be prepared; playing silently", exc_info=True)
        finally:
            self._ready.set()


def _open_mixer() -> bool:
    """Open the sound device, with one channel kept for the music; False without a device."""
    import pygame

    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        pygame.mixer.set_num_channels(16)
        pygame.mixer.set_reserved(2)  # channels 0 and 1 are the music's (jukebox.py); effects take the others
    except Exception as exc:  # pygame.error, or no mixer module in this build
        log.info("no audio device (%s); sound effects are off", exc)
        return False
    return True
