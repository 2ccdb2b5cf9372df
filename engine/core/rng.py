"""The match's seeded generator: the only source of randomness in a game.

A small PCG32 generator whose whole state is two integers, so it is saved, cloned and hashed
with the rest of the game state: the same seed and the same actions give the same game on any
machine. Tests can script the next die results (`script`), so rulebook examples run through the
real rules with the dice the example names.

The scripted results sit on a tape that copies share: a copy (`clone`) takes the tape and its
own two marks on it, never the results themselves, and results are only ever added past the
last mark any copy has seen. Copying a generator is then as cheap with a million results
queued as with none, which matters because a state is copied before every action (for undo)
and a replay keeps copies along the game: a shared file may script 200 dice before every roll,
and copying that queue at each step made a replay's memory grow with the square of its log.
The tape is an array of bytes (a die is at most MAX_SIDES), not a list: a 12 MB save scripts
six million dice, 47 MB as a list.
"""
from __future__ import annotations

from array import array
from typing import NoReturn

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
MAX_SIDES = 20  # the biggest die any game rolls (Zvery's d20)


class Rng:
    """PCG32 (XSH RR) with a queue of scripted die results for tests.

    The queue is `_tape[_read:_end]`: `_tape` may be shared with copies, and nothing below
    `_end` is ever changed, so each copy reads its own stretch of it (module docstring)."""

    __slots__ = ("state", "inc", "draws", "_tape", "_read", "_end")

    def __init__(self, seed: int, stream: int = 54) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self.draws = 0
        self._tape = array("B")
        self._read = self._end = 0
        self._next32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next32()
        self.draws = 0

    def _next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        self.draws += 1
        threshold = (1 << 32) % n
        while True:
            r = self._next32()
            if r >= threshold:
                return r % n

    def d6(self) -> int:
        """One six-sided die: a scripted result if a test queued one, else a fair roll."""
        return self.die(6)

    def die(self, sides: int) -> int:
        """One die of any size (a d10 for percentile tables): scripted first, else fair.

        A scripted value too big for this die is a mistake in the test that queued it; it is
        refused before anything else happens, so the game state is untouched."""
        if self._read < self._end:
            value = self._tape[self._read]
            if value > sides:
                raise ValueError(f"a scripted {value} cannot be rolled on a d{sides}")
            self.draws += 1
            self._read += 1
            return value
        self.draws += 1  # below(sides) + 1, its draw written out: a die is most of what a play-out draws
        threshold = 0x100000000 % sides
        while True:
            r = self._next32()
            if r >= threshold:
                return r % sides + 1

    def dice(self, n: int) -> list[int]:
        return [self.d6() for _ in range(n)]

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def script(self, values) -> None:
        """Queue die results for the next die() calls (tests, and a save's scripted dice), each
        1-20: any ints, or bytes holding one result each (save.forced_dice reads a save's lines
        so).

        Where the shared tape already holds these very results next (a copy taken before this
        generator scripted them, now scripting them again - a replay stepping from a kept
        copy), the copy's stretch just grows over them; where another copy wrote something
        else past this one's end, this one takes its own tape. An empty queue starts a fresh
        tape, so results already rolled are not kept alive by a long game."""
        dice = _dice(values)
        if self._read == self._end:
            self._tape, self._read, self._end = array("B"), 0, 0
        end = self._end + len(dice)
        if self._tape[self._end:end].tobytes() == dice:
            self._end = end
            return
        if self._end != len(self._tape):
            self._tape, self._read, self._end = self._tape[self._read:self._end], 0, self._end - self._read
        self._tape.frombytes(dice)
        self._end = len(self._tape)

    @property
    def scripted(self) -> list[int]:
        """The die results still queued, in order (a copy: queue more with `script`)."""
        return self._tape[self._read:self._end].tolist()

    @scripted.setter
    def scripted(self, values) -> None:
        self._tape, self._read = array("B"), 0
        self._end = 0
        self.script(values)

    def to_json(self) -> list:
        return [self.state, self.inc, self.draws, self.scripted]

    @classmethod
    def from_json(cls, data) -> Rng:
        rng = cls.__new__(cls)
        rng.state, rng.inc, rng.draws = int(data[0]), int(data[1]), int(data[2])
        rng._tape, rng._read, rng._end = array("B"), 0, 0
        rng.script(data[3])
        return rng

    def clone(self) -> Rng:
        """An independent copy: the same position, sharing the scripted tape (see `script`)."""
        rng = Rng.__new__(Rng)
        rng.state, rng.inc, rng.draws = self.state, self.inc, self.draws
        rng._tape, rng._read, rng._end = self._tape, self._read, self._end
        return rng

    def __repr__(self) -> str:
        return f"Rng.from_json({self.to_json()!r})"


def _dice(values) -> bytes:
    """Scripted die results as bytes, or ValueError naming the first that no die shows.

    Bytes are checked by a bytes method rather than die by die: a 12 MB save scripts six
    million dice, and every pass over them as Python ints was a few percent of its replay."""
    if isinstance(values, bytes):
        if values.translate(None, _FACES):  # what is left once every face 1-20 is taken out
            _refuse(values)
        return values
    values = list(map(int, values))
    if values and not 1 <= min(values) <= max(values) <= MAX_SIDES:
        _refuse(values)
    return bytes(values)


def _refuse(values) -> NoReturn:
    wrong = next(v for v in values if not 1 <= v <= MAX_SIDES)
    raise ValueError(f"a scripted die must be 1-{MAX_SIDES}, not {wrong!r}")


_FACES = bytes(range(1, MAX_SIDES + 1))


def unforeseen(rng: Rng, seed: int) -> Rng:
    """The generator of a determinized copy: the dice still to come are unknown, so they come
    from a fresh stream (`seed`); dice a test scripted stay scripted, and the draw count carries
    over so the copy's undo bookkeeping matches the original's."""
    twin = Rng(seed ^ 0x5A5A5A5A)
    twin._tape, twin._read, twin._end = rng._tape, rng._read, rng._end
    twin.draws = rng.draws
    return twin


def derive_seed(*parts: int | str) -> int:
    """A stable 64-bit seed from several parts (e.g. the AI's seed, seat and move number)."""
    h = 1469598103934665603
    for part in parts:
        for byte in str(part).encode():
            h = ((h ^ byte) * 1099511628211) & _MASK64
        h = ((h ^ 0xFF) * 1099511628211) & _MASK64
    return h
