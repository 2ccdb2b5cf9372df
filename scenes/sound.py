"""Sound effects, synthesized at start-up: no sound files to ship or license, no numpy.

Each effect is a few lines of signal recipe (a knock is a noise burst ringing through a
resonator; a swish is noise through a sweeping low-pass filter; a chime is a few decaying
sines). The samples are written as an in-memory WAV, so SDL converts them to whatever format
the audio device wants.

Synthesis runs in a background thread (about a tenth of a second of pure Python), so it never
delays the first frame; `play()` before it finishes is silent. When no audio device can be
opened (servers, the dummy driver, a busy device) everything here quietly does nothing.
"""
from __future__ import annotations

import io
import logging
import math
import random
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

RATE = 22050
MASTER_VOLUME = 0.7
NAMES = ("dice", "card", "hit", "step", "win", "lose", "click")


# --- signal building blocks --------------------------------------------------------------------


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def _mix_into(target: list[float], source: list[float], start: float, gain: float = 1.0) -> None:
    offset = int(start * RATE)
    if offset + len(source) > len(target):
        target.extend([0.0] * (offset + len(source) - len(target)))
    for i, value in enumerate(source):
        target[offset + i] += value * gain


def _decay(samples: list[float], tau: float) -> list[float]:
    factor = math.exp(-1.0 / (tau * RATE))
    level = 1.0
    out = []
    for value in samples:
        out.append(value * level)
        level *= factor
    return out


def _noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def _resonate(samples: list[float], freq: float, sharpness: float) -> list[float]:
    """A two-pole resonator: makes a burst of noise ring like wood or bone at `freq`."""
    r = sharpness
    c1 = 2 * r * math.cos(2 * math.pi * freq / RATE)
    c2 = -r * r
    y1 = y2 = 0.0
    out = []
    for x in samples:
        y = x + c1 * y1 + c2 * y2
        out.append(y)
        y2, y1 = y1, y
    return out


def _tone(freq: float, seconds: float, partials: tuple[float, ...] = (1.0,), tau: float = 0.4) -> list[float]:
    """A decaying note with the given partial strengths (1x, 2x, 3x the frequency...)."""
    count = int(seconds * RATE)
    factor = math.exp(-1.0 / (tau * RATE))
    step = 2 * math.pi * freq / RATE
    level, out = 1.0, []
    for n in range(count):
        phase = step * n
        value = sum(weight * math.sin(phase * (k + 1)) for k, weight in enumerate(partials))
        attack = min(1.0, n / (0.004 * RATE))
        out.append(value * level * attack)
        level *= factor
    return out


def _normalise(samples: list[float], peak: float = 0.85) -> list[float]:
    top = max((abs(v) for v in samples), default=0.0)
    if top == 0.0:
        return samples
    return [v * peak / top for v in samples]


# --- the effects ---------------------------------------------------------------------------------


def _click(rng: random.Random) -> list[float]:
    tick = _decay(_tone(1900, 0.03, (1.0, 0.3), tau=1.0), 0.004)
    _mix_into(tick, _decay(_noise(0.01, rng), 0.002), 0.0, 0.3)
    return tick


def _knock(rng: random.Random, freq: float) -> list[float]:
    burst = _decay(_noise(0.012, rng), 0.002) + _silence(0.05)
    return _resonate(burst, freq, 0.985)


def _dice(rng: random.Random) -> list[float]:
    """Dice bouncing on a wooden table: knocks closer together and softer as they settle."""
    out = _silence(0.6)
    when, gap, gain = 0.0, 0.11, 1.0
    for _ in range(7):
        for _die in range(2):
            _mix_into(out, _knock(rng, rng.uniform(700, 1700)), when + rng.uniform(0, 0.02), gain * rng.uniform(0.6, 1.0))
        when += gap * rng.uniform(0.8, 1.2)
        gap *= 0.72
        gain *= 0.72
    return out


def _card(rng: random.Random) -> list[float]:
    """A card slid across felt: noise through a low-pass whose cutoff rises then falls."""
    samples = _noise(0.22, rng)
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
    _mix_into(out, _resonate(_decay(_noise(0.03, rng), 0.006), 2400, 0.9), 0.0, 0.08)
    return out


def _step(rng: random.Random) -> list[float]:
    """A footstep on cobbles: a soft thud and a little grit."""
    thud = _decay(_tone(75, 0.1, (1.0, 0.2), tau=1.0), 0.025)
    _mix_into(thud, _resonate(_decay(_noise(0.02, rng), 0.004), 1100, 0.92), 0.0, 0.05)
    return thud


def _arpeggio(freqs: tuple[float, ...], gap: float, tail: float, partials: tuple[float, ...], tau: float) -> list[float]:
    out = _silence(gap * len(freqs) + tail)
    for i, freq in enumerate(freqs):
        _mix_into(out, _tone(freq, tail, partials, tau), i * gap, 1.0 if i < len(freqs) - 1 else 1.2)
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
    return _normalise(RECIPES[name](random.Random(name)))


def to_wav(samples: list[float]) -> bytes:
    """16-bit mono WAV bytes of the samples. (wave and array are imported here: the effects
    are made after the menu's first frame, and start-up need not load them.)"""
    import wave
    from array import array

    pcm = array("h", (int(max(-1.0, min(1.0, v)) * 32767 * MASTER_VOLUME) for v in samples))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm.tobytes())
    return buffer.getvalue()


# --- playing -------------------------------------------------------------------------------------


class Sound:
    """The app's sound effects. `play(name)` respects the player's sound setting."""

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

    @property
    def enabled(self) -> bool:
        return self.available and bool(getattr(self.settings, "sound", True))

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play an effect; False when sound is off, unavailable, not ready or unknown."""
        if not self.enabled or name not in self._sounds:
            if name not in RECIPES:
                log.warning("unknown sound %r", name)
            return False
        try:
            effect = self._sounds[name]
            effect.set_volume(max(0.0, min(1.0, volume)))
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
                self._sounds[name] = pygame.mixer.Sound(file=io.BytesIO(to_wav(render(name))))
        except Exception:
            log.warning("sound effects could not be prepared; playing silently", exc_info=True)
        finally:
            self._ready.set()


def _open_mixer() -> bool:
    import pygame

    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        pygame.mixer.set_num_channels(16)
    except Exception as exc:  # pygame.error, or no mixer module in this build
        log.info("no audio device (%s); sound effects are off", exc)
        return False
    return True
