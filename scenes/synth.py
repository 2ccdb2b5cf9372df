"""Signal building blocks for the sound effects (sound.py) and the music (music.py).

Samples are plain lists of floats at RATE Hz, mono, about -1..1: pure Python and the standard
library, no numpy and no sound files. Pure Python is slow per sample, so the blocks that run
over whole seconds work on lists at once - `map`, `itertools.accumulate` and slice assignment
run their loops in C - and keep a per-sample Python loop only where a sample needs the one
before it (a resonator, a low-pass). A recipe built from them takes a few hundred nanoseconds
a sample rather than microseconds, which is what makes half a minute of music affordable.
"""
from __future__ import annotations

import io
import math
import random
from itertools import accumulate, repeat
from operator import add, and_, mul, rshift, truediv

RATE = 22050


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix_into(target: list[float], source: list[float], start: float, gain: float = 1.0) -> None:
    """Add `source` into `target` from `start` seconds on, lengthening `target` if needed."""
    offset = int(start * RATE)
    if offset + len(source) > len(target):
        target.extend([0.0] * (offset + len(source) - len(target)))
    end = offset + len(source)
    target[offset:end] = map(add, target[offset:end], scaled(source, gain))


def mix_around(target: list[float], source: list[float], offset: int, gain: float = 1.0) -> None:
    """Add `source` into `target` from sample `offset` on, what runs past the end coming in
    again at the start: `target` is a loop, so a note ringing over its end rings on into its
    beginning, as it would on the next time round."""
    size = len(target)
    offset %= size
    while source:
        end = min(size, offset + len(source))
        part, source = source[:end - offset], source[end - offset:]
        target[offset:end] = map(add, target[offset:end], part if gain == 1.0 else map(mul, part, repeat(gain)))
        offset = 0


def scaled(samples: list[float], gain: float) -> list[float]:
    return samples if gain == 1.0 else list(map(mul, samples, repeat(gain)))


def decaying(count: int, tau: float) -> list[float]:
    """1, then falling by e every `tau` seconds: an exponential envelope of `count` samples."""
    return list(accumulate(repeat(math.exp(-1.0 / (tau * RATE)), count - 1), mul, initial=1.0)) if count else []


def decay(samples: list[float], tau: float) -> list[float]:
    return list(map(mul, samples, decaying(len(samples), tau)))


def fade(samples: list[float], attack: float, release: float) -> list[float]:
    """A linear rise over the first `attack` seconds and fall over the last `release`: a note
    that starts or stops at full level clicks."""
    out = list(samples)
    rise, fall = min(len(out), int(attack * RATE)), min(len(out), int(release * RATE))
    if rise:
        out[:rise] = map(mul, out[:rise], map(truediv, range(rise), repeat(rise)))
    if fall:
        out[len(out) - fall:] = map(mul, out[len(out) - fall:], map(truediv, range(fall, 0, -1), repeat(fall)))
    return out


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def resonate(samples: list[float], freq: float, sharpness: float) -> list[float]:
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


def sine(freq: float, count: int) -> list[float]:
    return list(map(math.sin, map(mul, range(count), repeat(2 * math.pi * freq / RATE))))


def wavetable(spectrum: tuple[float, ...], size: int = 2048) -> list[float]:
    """One period of a wave whose k-th harmonic has weight spectrum[k-1], `size` samples long."""
    step = 2 * math.pi / size
    return [sum(w * math.sin(step * n * (k + 1)) for k, w in enumerate(spectrum)) for n in range(size)]


def from_table(table: list[float], freq: float, count: int, phase: float = 0.0) -> list[float]:
    """`count` samples of the wave in `table` at `freq`: one look-up a sample, however many
    harmonics it holds. (A table with harmonics past half the rate would fold them back.)"""
    size = len(table)  # a power of two: the phase, in fixed point, wraps by a mask
    step = round(freq * size / RATE * _ONE)
    start = round(phase * size * _ONE)
    phases = range(start, start + step * count, step) if count else ()
    return list(map(table.__getitem__, map(and_, map(rshift, phases, repeat(_POINT)), repeat(size - 1))))


_POINT = 20  # the fixed-point phase's fraction bits
_ONE = 1 << _POINT


def partials(freq: float, seconds: float, spectrum: tuple[tuple[float, float, float], ...],
             attack: float = 0.004, release: float = 0.02) -> list[float]:
    """An additive note: each (ratio, weight, tau) is a sine at ratio x `freq` dying away by e
    every tau seconds. Upper partials that die sooner than the fundamental are what makes a
    struck or plucked note sound natural; ratios off the whole numbers make bells and wood."""
    count = min(int(seconds * RATE), max(_heard(tau) for _ratio, _weight, tau in spectrum))
    out = [0.0] * count
    for ratio, weight, tau in spectrum:
        if ratio * freq < RATE / 2:  # above half the rate a sine folds back as a false tone
            size = min(count, _heard(tau))  # computed only while it can be heard
            wave = map(mul, sine(freq * ratio, size), decaying(size, tau))
            out[:size] = map(add, out[:size], map(mul, wave, repeat(weight)))
    return fade(out, attack, release)


def _heard(tau: float) -> int:
    """Samples until a decay of `tau` seconds has fallen 60 dB, out of hearing under the rest."""
    return int(7 * tau * RATE)


def tone(freq: float, seconds: float, weights: tuple[float, ...] = (1.0,), tau: float = 0.4) -> list[float]:
    """A decaying note with the given partial strengths (1x, 2x, 3x the frequency...)."""
    return partials(freq, seconds, tuple((k + 1, w, tau) for k, w in enumerate(weights)), release=0.0)


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5, damping: float = 0.996) -> list[float]:
    """A plucked string (Karplus-Strong): a burst of noise one period long, fed back through the
    average of neighbouring samples, which dulls it a little each time round as a string does.
    `brightness` (0-1) softens the burst first: lower is a rounder, nylon-like pluck. Each
    period depends only on the one before, so it is computed a period at a time."""
    period = max(2, round(RATE / freq - 0.5))  # the averaging delays by half a sample more
    count = int(seconds * RATE)
    burst, y = [], 0.0
    for _ in range(period):
        y += brightness * (rng.uniform(-1.0, 1.0) - y)
        burst.append(y)
    mean = sum(burst) / period
    out = [v - mean for v in burst] + [0.0]
    half = 0.5 * damping
    while len(out) < count:
        start = len(out)
        out.extend(half * (a + b) for a, b in zip(out[start - period - 1:start - 1], out[start - period:start]))
    return fade(out[:count], 0.002, 0.03)


def lowpass(samples: list[float], cutoff: float, looped: bool = False) -> list[float]:
    """A one-pole low-pass at `cutoff` Hz (soft, -6 dB an octave). `looped`: the samples are a
    loop, so the filter starts from the state its end leaves, and the join stays smooth."""
    alpha = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    if looped:
        for x in samples[-int(RATE * 0.5):]:  # a half second of the end settles the filter
            y += alpha * (x - y)
    out = []
    push = out.append
    for x in samples:
        y += alpha * (x - y)
        push(y)
    return out


def echo(samples: list[float], delay: float, feedback: float) -> list[float]:
    """The echoes alone (repeats `delay` seconds apart, each `feedback` as loud), of a loop:
    the end's echoes fall on its beginning. A block one delay long depends only on the block
    before, so each is made at once; going round twice lets the echoes settle into the loop."""
    size, step = len(samples), max(1, int(delay * RATE))
    wet = [0.0] * size
    if step > size:  # a loop shorter than the delay: each echo comes round more than once
        return echo(samples * (step // size + 1), delay, feedback)[:size] if size else wet
    for _ in range(2):
        for start in range(0, size, step):
            end = min(size, start + step)
            wet[start:end] = [(wet[i] + samples[i]) * feedback for i in range(start - step, end - step)]
    return wet


def remove_offset(samples: list[float]) -> list[float]:
    """The samples less their mean: a loudspeaker pushed off its centre only wastes headroom."""
    mean = sum(samples) / len(samples) if samples else 0.0
    return [v - mean for v in samples]


def normalise(samples: list[float], peak: float = 0.85) -> list[float]:
    top = max((abs(v) for v in samples), default=0.0)
    if top == 0.0:
        return samples
    return scaled(samples, peak / top)


def to_wav(samples: list[float], gain: float = 1.0) -> bytes:
    """16-bit mono WAV bytes of the samples, times `gain`. (wave and array are imported here:
    sounds are made after the menu's first frame, and start-up need not load them.)"""
    import wave
    from array import array

    pcm = array("h", (int(max(-1.0, min(1.0, v * gain)) * 32767) for v in samples))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm.tobytes())
    return buffer.getvalue()
