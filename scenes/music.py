"""Quiet background music, written and played by code: a looping piece for the menu and one
for each game's table.

Like the effects (sound.py) the music is made here rather than shipped: nothing to license,
nothing to download, and each piece can be changed by editing a few lines. A piece is a
`Score`: a tempo, eight bars of chords, and parts that play them - a soft pad holding the
chord, a bass on its root, a plucked or struck accompaniment, a melody - each part a list of
notes on an instrument. The melodies are composed by a seeded generator (`melody`): a
two-bar phrase and its answer, in the shape A A' B A'', each strong beat landing on a tone
of its chord, so the tune wanders but always comes home; the same seed writes the same tune.

Rendering turns a score into samples (synth.py's building blocks, pure Python): every note
is made once per pitch and length and added in where it falls; a note still ringing at the
end of the loop comes in again at its start, the echoes wrap the same way, and the final
low-pass starts from the state the end leaves - so the loop joins itself without a seam.
A piece takes one to five seconds of a core (docs/architecture.md has the figures), so the
jukebox (jukebox.py) renders in a background thread and keeps the result in the user's cache
folder, keyed by a digest of the score and VERSION, so a later start reads it instead.

Nothing here needs pygame or a sound device, so the scores are tested directly.
"""
from __future__ import annotations

import hashlib
import io
import logging
import random
import wave
from collections.abc import Callable
from dataclasses import dataclass
from itertools import repeat
from operator import add, mul
from pathlib import Path

from engine import bounded

from . import atomic, synth
from .synth import RATE

log = logging.getLogger(__name__)

VERSION = 1  # of the instruments and the rendering: bump when either changes (the scores key themselves)
PEAK = 0.4  # the music's loudest sample; the effects reach 0.6 (sound.MASTER_VOLUME x 0.85)
WAVE_HEADER = 44  # bytes before a cached piece's samples (synth.to_wav writes the plain RIFF header)
NAMES = ("menu", "zombie_slayer", "creature_adventures", "zvery", "auganism", "everzone")


# --- pitches -----------------------------------------------------------------------------------

_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def midi(name: str) -> int:
    """A note's number from its name: "A4" is 69, "Bb2" 46, "F#3" 54."""
    letter, rest = name[0], name[1:]
    shift = rest.count("#") - rest.count("b")
    return 12 * (int(rest.strip("#b")) + 1) + _STEPS[letter] + shift


def hertz(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def chord(names: str) -> tuple[int, ...]:
    """"D3 F3 A3" -> its notes, lowest first."""
    return tuple(sorted(midi(n) for n in names.split()))


MODES = {
    "major": (0, 2, 4, 5, 7, 9, 11),
    "minor": (0, 2, 3, 5, 7, 8, 10),
    "dorian": (0, 2, 3, 5, 7, 9, 10),
    "mixolydian": (0, 2, 4, 5, 7, 9, 10),
    "lydian": (0, 2, 4, 6, 7, 9, 11),
    "pentatonic": (0, 2, 4, 7, 9),
}


def scale(tonic: str, mode: str, low: str, high: str) -> tuple[int, ...]:
    """The notes of `tonic`'s `mode` from `low` to `high`, the melody's range."""
    root = midi(tonic + "4") % 12
    return tuple(n for n in range(midi(low), midi(high) + 1) if (n - root) % 12 in MODES[mode])


# --- a score -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Note:
    beat: float  # from the loop's start
    pitch: int  # MIDI number
    beats: float  # how long it sounds
    gain: float = 1.0


@dataclass(frozen=True)
class Part:
    instrument: str  # a key of INSTRUMENTS
    notes: tuple[Note, ...]
    gain: float
    echoed: bool = False  # sent to the echo


@dataclass(frozen=True)
class Score:
    name: str
    tempo: float  # beats a minute
    beats: int  # a bar's
    bars: int
    parts: tuple[Part, ...]
    echo: tuple[float, float, float] = (0.75, 0.35, 0.3)  # delay in beats, feedback, level
    warmth: float = 3500.0  # the final low-pass, Hz: lower is softer

    @property
    def seconds(self) -> float:
        return self.bars * self.beats * 60.0 / self.tempo

    @property
    def length(self) -> int:
        return round(self.seconds * RATE)

    def digest(self) -> str:
        """Names this score and the code that renders it: the cache's key."""
        return hashlib.sha256(f"{VERSION} {RATE} {self!r}".encode()).hexdigest()[:16]


def held(chords: list[tuple[int, ...]], beats: int, overlap: float = 0.5, gain: float = 1.0) -> tuple[Note, ...]:
    """Each bar's chord held through the bar, ringing a little into the next (a pad's legato)."""
    return tuple(Note(bar * beats, p, beats + overlap, gain) for bar, notes in enumerate(chords) for p in notes)


def roots(chords: list[tuple[int, ...]], beats: int, pattern: tuple[tuple[float, float, float], ...],
          octave: int = -12) -> tuple[Note, ...]:
    """A bass line: in every bar, each (beat, length, gain) of `pattern` plays the chord's root
    `octave` semitones down."""
    return tuple(Note(bar * beats + at, notes[0] + octave, length, gain)
                 for bar, notes in enumerate(chords) for at, length, gain in pattern)


def broken(chords: list[tuple[int, ...]], beats: int, order: tuple[int, ...], step: float, length: float,
           accents: tuple[float, ...] = (1.0,)) -> tuple[Note, ...]:
    """An arpeggio: every `step` beats the chord's tone `order[i]` (0 the lowest; past the top,
    an octave up), `length` beats long, loud by the accents in turn."""
    notes = []
    for bar, tones in enumerate(chords):
        for i in range(int(beats / step)):
            index = order[i % len(order)]
            pitch = tones[index % len(tones)] + 12 * (index // len(tones))
            notes.append(Note(bar * beats + i * step, pitch, length, accents[i % len(accents)]))
    return tuple(notes)


def melody(seed: str, chords: list[tuple[int, ...]], beats: int, notes: tuple[int, ...],
           rhythms: tuple[tuple[float, ...], ...]) -> tuple[Note, ...]:
    """A tune over eight bars of chords, in four two-bar phrases shaped A A' B A''.

    A phrase is a rhythm (two bars of lengths in beats, a negative one a rest) and a contour
    (a step up or down the scale `notes` for each note). A' and A'' repeat A's rhythm and
    contour from wherever the last phrase left off; B is new. A note on a strong beat (the
    bar's first, and its middle) moves to the nearest tone of its chord, so the tune always
    agrees with the harmony where the ear listens for it; a step past either end of the range
    turns back; the last note is the first chord's root, so the loop comes home."""
    rng = random.Random(seed)
    phrases = {letter: _phrase(rng, rhythms) for letter in "AB"}
    out: list[Note] = []
    index = _nearest(notes, len(notes) // 2, chords[0])  # the middle of its range, on the first chord
    for unit, letter in enumerate("AABA"):
        rhythm, contour = phrases[letter]
        beat = unit * 2 * beats
        steps = iter(contour)
        for length in rhythm:
            if length < 0:
                beat -= length
                continue
            step = next(steps)
            index += step if 0 <= index + step < len(notes) else -step  # turned back at the range's ends
            bar = int(beat // beats) % len(chords)
            if beat % beats in (0, beats / 2) or (unit == 3 and beat + length >= 8 * beats):
                index = _nearest(notes, index, chords[bar])
            out.append(Note(beat, notes[index], length * 0.95, 1.0 if beat % beats == 0 else 0.8))
            beat += length
    last = out[-1]
    out[-1] = Note(last.beat, notes[_nearest(notes, notes.index(last.pitch), chords[0][:1])], last.beats, last.gain)
    return tuple(out)


def _phrase(rng: random.Random, rhythms: tuple[tuple[float, ...], ...]) -> tuple[tuple[float, ...], tuple[int, ...]]:
    rhythm = rng.choice(rhythms) + rng.choice(rhythms)
    sounding = sum(1 for length in rhythm if length > 0)
    contour = tuple(rng.choice((-2, -1, -1, -1, 1, 1, 1, 2, 0)) for _ in range(sounding))
    return rhythm, contour


def _nearest(notes: tuple[int, ...], index: int, tones: tuple[int, ...]) -> int:
    """The index of the note nearest notes[index] that is one of `tones` in any octave."""
    classes = {t % 12 for t in tones}
    fits = [i for i, n in enumerate(notes) if n % 12 in classes]
    return min(fits, key=lambda i: (abs(i - index), i)) if fits else index


# --- the instruments ---------------------------------------------------------------------------
# Each makes one note: (frequency, seconds, generator) -> samples at about unit level.

_PAD_TABLES: dict[str, list[float]] = {}


def _pad_table(kind: str) -> list[float]:
    """A pad's wave: a sawtooth's harmonics already low-passed (falling faster than 1/k), so
    it is warm without a filter; "dark" keeps fewer of them."""
    if kind not in _PAD_TABLES:
        fall, count = (2.2, 5) if kind == "dark" else (1.6, 8)
        _PAD_TABLES[kind] = synth.wavetable(tuple(1.0 / k ** fall for k in range(1, count + 1)), 4096)
    return _PAD_TABLES[kind]


def _pad(kind: str) -> Callable[[float, float, random.Random], list[float]]:
    def play(freq: float, seconds: float, rng: random.Random) -> list[float]:
        """Two copies a few cents apart, beating slowly, with a slow swell and a long release."""
        count = int(seconds * RATE)
        table = _pad_table(kind)
        wave_ = [a + b for a, b in zip(synth.from_table(table, freq * 1.0025, count),
                                       synth.from_table(table, freq / 1.0025, count, phase=0.37))]
        return synth.fade(wave_, min(1.2, seconds / 3), min(1.5, seconds / 2.5))
    return play


def _bass(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.partials(freq, seconds, ((1, 1.0, 2.5), (2, 0.3, 0.9), (3, 0.08, 0.4)), attack=0.03, release=0.15)


def _pluck(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.pluck(freq, seconds, rng, brightness=0.35, damping=0.995)


def _harp(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.pluck(freq, seconds, rng, brightness=0.55, damping=0.997)


def _bell(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.partials(freq, seconds, ((1, 1.0, 1.4), (2, 0.22, 0.6), (3, 0.1, 0.35), (4.2, 0.04, 0.2)),
                          attack=0.006, release=0.2)


def _flute(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.partials(freq, seconds, ((1, 1.0, 6.0), (2, 0.18, 3.0), (3, 0.06, 1.5)), attack=0.09, release=0.25)


def _marimba(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.partials(freq, seconds, ((1, 1.0, 0.45), (3.93, 0.3, 0.07), (9.3, 0.06, 0.03)),
                          attack=0.003, release=0.05)


def _bowl(freq: float, seconds: float, rng: random.Random) -> list[float]:
    """A singing bowl's partials, off the whole numbers: a little strange, very soft."""
    return synth.partials(freq, seconds, ((1, 1.0, 2.4), (2.71, 0.3, 1.2), (5.15, 0.1, 0.6)), attack=0.04, release=0.3)


def _horn(freq: float, seconds: float, rng: random.Random) -> list[float]:
    return synth.partials(freq, seconds, ((1, 1.0, 4.0), (2, 0.5, 2.5), (3, 0.28, 1.6), (4, 0.12, 1.0), (5, 0.05, 0.6)),
                          attack=0.12, release=0.3)


def _drum(freq: float, seconds: float, rng: random.Random) -> list[float]:
    """A soft kettle-drum: a low note with its drum-like upper partial, and a brush of felt."""
    body = synth.partials(freq, seconds, ((1, 1.0, 0.5), (1.5, 0.35, 0.25), (2.0, 0.1, 0.15)), attack=0.008, release=0.1)
    felt = synth.resonate(synth.decay(synth.noise(0.03, rng), 0.008), freq * 4, 0.9)
    return list(map(sum, zip(body, synth.scaled(felt, 0.04) + [0.0] * (len(body) - len(felt)))))


def _knock(freq: float, seconds: float, rng: random.Random) -> list[float]:
    """A wooden knock, the dice's sound turned into a soft percussion."""
    burst = synth.decay(synth.noise(0.01, rng), 0.002) + [0.0] * max(0, int(seconds * RATE) - int(0.01 * RATE))
    return synth.fade(synth.scaled(synth.resonate(burst, freq, 0.97), 0.12), 0.001, 0.02)


INSTRUMENTS: dict[str, Callable[[float, float, random.Random], list[float]]] = {
    "pad": _pad("warm"), "dark pad": _pad("dark"), "bass": _bass, "pluck": _pluck, "harp": _harp, "bell": _bell,
    "flute": _flute, "marimba": _marimba, "bowl": _bowl, "horn": _horn, "drum": _drum, "knock": _knock,
}


# --- the pieces --------------------------------------------------------------------------------


def _chords(*bars: str) -> list[tuple[int, ...]]:
    return [chord(names) for names in bars]


def _menu() -> Score:
    """Welcoming, unhurried: F major, a harp's broken chords under a bell's tune."""
    chords = _chords("F3 A3 C4", "D3 F3 A3", "Bb2 D3 F3", "C3 E3 G3", "F3 A3 C4", "A2 C3 E3", "Bb2 D3 F3", "C3 E3 G3 Bb3")
    tune = melody("menu", chords, 4, scale("F", "major", "A4", "D6"), ((2, 1, 1), (1, 1, 2), (3, 1), (2, 2), (1.5, 0.5, 2)))
    return Score("menu", 72, 4, 8, (
        Part("pad", held(chords, 4), 0.07),
        Part("bass", roots(chords, 4, ((0, 3.8, 1.0),)), 0.28),
        Part("harp", broken(chords, 4, (0, 1, 2, 3, 2, 1, 0, 1), 0.5, 1.8, (1.0, 0.6, 0.7, 0.6)), 0.6, echoed=True),
        Part("bell", tune, 0.32, echoed=True),
    ), echo=(1.5, 0.3, 0.25), warmth=4000)


def _zombie_slayer() -> Score:
    """Dark and tense: D minor over a held low D, slow; a low pluck's ostinato, the harmonic
    minor's A major leaning back home, and a few distant bell notes."""
    chords = _chords("D3 F3 A3", "D3 F3 Bb3", "D3 G3 Bb3", "C#3 E3 A3", "D3 F3 A3", "D3 F3 Bb3", "C3 Eb3 G3", "C#3 E3 A3")
    tune = melody("zombie", chords, 4, scale("D", "minor", "D4", "A5"), ((-1, 2, 1), (3, -1), (-2, 2), (4,), (2, -2)))
    drone = tuple(Note(bar * 4, midi("D2"), 4.5) for bar in range(8))
    return Score("zombie_slayer", 56, 4, 8, (
        Part("dark pad", held(chords, 4, overlap=1.0), 0.07),
        Part("bass", drone, 0.28),
        Part("pluck", broken([tuple(p - 12 for p in c) for c in chords], 4, (0, 2, 1, 2), 1.0, 1.6, (1.0, 0.55, 0.7, 0.5)),
             0.8, echoed=True),
        Part("bell", tune, 0.24, echoed=True),
    ), echo=(1.5, 0.4, 0.35), warmth=2200)


def _creature_adventures() -> Score:
    """A light adventure: G major with a lydian lift (C with its F#), a walking pluck and a
    flute's tune, a little quicker than the others."""
    chords = _chords("G3 B3 D4", "E3 G3 B3", "C3 E3 G3 B3", "D3 F#3 A3", "G3 B3 D4", "B2 D3 F#3", "C3 E3 G3", "D3 F#3 A3 C4")
    tune = melody("creatures", chords, 4, scale("G", "major", "G4", "D6"), ((1, 1, 2), (2, 1, 1), (1, 0.5, 0.5, 2), (3, 1)))
    return Score("creature_adventures", 84, 4, 8, (
        Part("pad", held(chords, 4), 0.06),
        Part("bass", roots(chords, 4, ((0, 1.8, 1.0), (2, 1.8, 0.7))), 0.26),
        Part("pluck", broken(chords, 4, (0, 1, 2, 1, 3, 1, 2, 1), 0.5, 1.2, (1.0, 0.5, 0.7, 0.5)), 0.7, echoed=True),
        Part("flute", tune, 0.28, echoed=True),
    ), echo=(0.75, 0.3, 0.25), warmth=4500)


def _zvery() -> Score:
    """Playful, a bit wild: A mixolydian (the G major chord where A minor's would be), a
    marimba skipping off the beat, wooden knocks, the tune on the pentatonic."""
    chords = _chords("A3 C#4 E4", "G3 B3 D4", "D3 F#3 A3", "A3 C#4 E4", "A3 C#4 E4", "G3 B3 D4", "E3 G#3 B3", "A3 C#4 E4")
    tune = melody("zvery", chords, 4, scale("A", "pentatonic", "A4", "E6"),
                  ((0.5, 0.5, 1, 1, 1), (1.5, 0.5, 2), (0.5, 1, 0.5, 2), (1, -0.5, 0.5, 2)))
    knocks = tuple(Note(bar * 4 + at, midi(pitch), 0.3, gain) for bar in range(8)
                   for at, pitch, gain in ((0, "E5", 1.0), (1.5, "B5", 0.6), (2.5, "E5", 0.8), (3.5, "A5", 0.5)))
    return Score("zvery", 92, 4, 8, (
        Part("pad", held(chords, 4), 0.06),
        Part("bass", roots(chords, 4, ((0, 0.9, 1.0), (1.5, 0.5, 0.6), (2, 0.9, 0.8), (3.5, 0.4, 0.5))), 0.28),
        Part("marimba", broken(chords, 4, (0, 2, 1, 3, 2, 1, 3, 2), 0.5, 0.5, (0.9, 0.5, 1.0, 0.6)), 0.28),
        Part("knock", knocks, 0.6),
        Part("marimba", tune, 0.4, echoed=True),
    ), echo=(0.75, 0.25, 0.2), warmth=5000)


def _auganism() -> Score:
    """Organic, strange: E dorian's open chords that move by colour rather than by pull, a
    singing bowl's off-whole partials, long echoes, slow."""
    chords = _chords("E3 B3 D4 F#4", "C3 G3 B3 E4", "A2 E3 G3 C4", "D3 A3 C4 F#4",
                     "E3 B3 D4 F#4", "F#3 C#4 E4 A4", "C3 G3 B3 F#4", "B2 F#3 A3 D4")
    tune = melody("auganism", chords, 4, scale("E", "dorian", "E4", "B5"), ((3, 1), (-1, 3), (2, 2), (4,)))
    return Score("auganism", 62, 4, 8, (
        Part("pad", held(chords, 4, overlap=1.5), 0.06),
        Part("bass", roots(chords, 4, ((0, 4.0, 1.0),)), 0.25),
        Part("bowl", broken(chords, 4, (3, 1, 2, 0), 1.0, 3.0, (0.8, 0.45, 0.6, 0.4)), 0.22, echoed=True),
        Part("bowl", tune, 0.3, echoed=True),
    ), echo=(2.25, 0.45, 0.35), warmth=2800)


def _everzone() -> Score:
    """Martial, stately: C minor's i - VI - III - VII and a march's dotted drum, a horn's tune
    in long notes, held by a broad pad."""
    chords = _chords("C3 Eb3 G3", "Ab2 C3 Eb3", "Eb3 G3 Bb3", "Bb2 D3 F3", "C3 Eb3 G3", "F3 Ab3 C4", "Ab2 C3 Eb3", "G2 B2 D3 G3")
    tune = melody("everzone", chords, 4, scale("C", "minor", "G3", "Eb5"), ((2, 2), (3, 1), (1.5, 0.5, 2), (4,)))
    march = tuple(Note(bar * 4 + at, midi(pitch), 1.2, gain) for bar in range(8)
                  for at, pitch, gain in ((0, "C2", 1.0), (1.5, "G1", 0.45), (2, "G1", 0.7), (3, "C2", 0.55)))
    return Score("everzone", 66, 4, 8, (
        Part("pad", held(chords, 4), 0.07),
        Part("drum", march, 0.38),
        Part("bass", roots(chords, 4, ((0, 1.9, 1.0), (2, 1.9, 0.8))), 0.24),
        Part("horn", tune, 0.26, echoed=True),
    ), echo=(1.0, 0.3, 0.22), warmth=2600)


SCORES: dict[str, Callable[[], Score]] = {
    "menu": _menu, "zombie_slayer": _zombie_slayer, "creature_adventures": _creature_adventures,
    "zvery": _zvery, "auganism": _auganism, "everzone": _everzone,
}


def score(name: str) -> Score:
    return SCORES[name]()


# --- rendering ---------------------------------------------------------------------------------


class _Notes(dict):
    """Each note made once, by instrument, pitch and length: a pattern's notes recur."""

    def __call__(self, instrument: str, pitch: int, count: int) -> list[float]:
        key = (instrument, pitch, count)
        if key not in self:
            rng = random.Random(f"{instrument} {pitch} {count}")
            self[key] = INSTRUMENTS[instrument](hertz(pitch), count / RATE, rng)
        return self[key]


class GaveUp(Exception):
    """A rendering was abandoned (`give_up` said so): a wanted piece comes first."""


def render(piece: Score, seconds: float | None = None, give_up: Callable[[], bool] | None = None) -> list[float]:
    """The piece's samples (mono, RATE Hz), loud at most PEAK; the same every time. The loop's
    last sample leads into its first as any two neighbours do. `seconds`: a shorter loop, of
    the notes that begin in the piece's first seconds, cut to its length (the tests' cheap
    stand-in). `give_up`: asked between notes; True abandons the work (GaveUp)."""
    size = piece.length if seconds is None else min(piece.length, int(seconds * RATE))
    beat = 60.0 / piece.tempo
    dry, sent = [0.0] * size, [0.0] * size
    made = _Notes()
    for part in piece.parts:
        for note in part.notes:
            if give_up is not None and give_up():
                raise GaveUp(piece.name)
            start = round(note.beat * beat * RATE)
            if start >= size:
                continue
            count = min(size, round(note.beats * beat * RATE))  # (no note outlasts a whole loop)
            synth.mix_around(sent if part.echoed else dry, made(part.instrument, note.pitch, count), start,
                             part.gain * note.gain)
    delay, feedback, level = piece.echo
    wet = synth.echo(sent, delay * beat, feedback)
    dry = list(map(add, map(add, dry, sent), map(mul, wet, repeat(level))))
    samples = synth.remove_offset(synth.lowpass(dry, piece.warmth, looped=True))
    top = max(map(abs, samples), default=0.0)
    return synth.scaled(samples, PEAK / top) if top else samples


# --- the cache ---------------------------------------------------------------------------------


def cache_file(folder: Path, piece: Score) -> Path:
    return folder / f"music-{piece.name}-{piece.digest()}.wav"


def wav(name: str, folder: Path | None, give_up: Callable[[], bool] | None = None) -> bytes:
    """The piece `name` as WAV bytes: read from `folder` when a sound copy of this very score
    is there, else rendered and kept there (older copies of the piece removed). A damaged or
    unreadable copy is rendered again; a folder that refuses writing only costs the next
    start the rendering. (`give_up`: as render's.)"""
    piece = score(name)
    path = cache_file(folder, piece) if folder is not None else None
    if path is not None:
        data = _read_cached(path, piece)
        if data is not None:
            return data
    data = synth.to_wav(render(piece, give_up=give_up))
    if path is not None:
        _keep(path, data, piece.name)
    return data


def _read_cached(path: Path, piece: Score) -> bytes | None:
    try:
        data = bounded.read_bytes(path, WAVE_HEADER + 2 * piece.length)  # never a device or a huge file
        with wave.open(io.BytesIO(data)) as file:
            shape = (file.getnchannels(), file.getsampwidth(), file.getframerate(), file.getnframes())
            whole = len(file.readframes(piece.length)) == 2 * piece.length
    except FileNotFoundError:
        return None
    except Exception as exc:  # whatever a damaged file makes the wave module raise
        log.warning("the cached music %s cannot be read (%s); making it again", path, exc)
        return None
    if shape != (1, 2, RATE, piece.length) or not whole:
        log.warning("the cached music %s is not the piece it should be; making it again", path)
        return None
    return data


def _keep(path: Path, data: bytes, name: str) -> None:
    try:
        for old in path.parent.glob(f"music-{name}-*.wav"):
            if old != path:
                old.unlink(missing_ok=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic.sweep(path.parent)  # what a Gamenight closed while writing left
        atomic.write_bytes(path, data)  # a reader never sees half a file, a full disk leaves none
    except OSError as exc:
        log.warning("cannot keep the music in %s (%s); it will be made again next time", path, exc)
