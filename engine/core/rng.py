"""The match's seeded generator: the only source of randomness in a game.

A small PCG32 generator whose whole state is two integers, so it is saved, cloned and hashed
with the rest of the game state: the same seed and the same actions give the same game on any
machine. Tests can script the next die results (`script`), so rulebook examples run through the
real rules with the dice the example names.
"""
from __future__ import annotations

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
MAX_SIDES = 20  # the biggest die any game rolls (Zvery's d20)


class Rng:
    """PCG32 (XSH RR) with a queue of scripted die results for tests."""

    __slots__ = ("state", "inc", "draws", "scripted")

    def __init__(self, seed: int, stream: int = 54) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self.draws = 0
        self.scripted: list[int] = []
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
        if self.scripted:
            if self.scripted[0] > sides:
                raise ValueError(f"a scripted {self.scripted[0]} cannot be rolled on a d{sides}")
            self.draws += 1
            return self.scripted.pop(0)
        return self.below(sides) + 1

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
        """Queue die results for the next die() calls (tests only), each 1-20."""
        for v in values:
            if not 1 <= int(v) <= MAX_SIDES:
                raise ValueError(f"a scripted die must be 1-{MAX_SIDES}, not {v!r}")
            self.scripted.append(int(v))

    def to_json(self) -> list:
        return [self.state, self.inc, self.draws, list(self.scripted)]

    @classmethod
    def from_json(cls, data) -> Rng:
        rng = cls.__new__(cls)
        rng.state, rng.inc, rng.draws, scripted = int(data[0]), int(data[1]), int(data[2]), data[3]
        rng.scripted = [int(v) for v in scripted]
        return rng

    def clone(self) -> Rng:
        rng = Rng.__new__(Rng)
        rng.state, rng.inc, rng.draws, rng.scripted = self.state, self.inc, self.draws, list(self.scripted)
        return rng

    def __repr__(self) -> str:
        return f"Rng.from_json({self.to_json()!r})"


def unforeseen(rng: Rng, seed: int) -> Rng:
    """The generator of a determinized copy: the dice still to come are unknown, so they come
    from a fresh stream (`seed`); dice a test scripted stay scripted, and the draw count carries
    over so the copy's undo bookkeeping matches the original's."""
    twin = Rng(seed ^ 0x5A5A5A5A)
    twin.scripted = list(rng.scripted)
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
