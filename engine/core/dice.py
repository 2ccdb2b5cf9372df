"""Dice and dieagrams.

A dieagram is a d6 whose six faces carry coloured pips: face k has k pips, each with a
meaning ("skill", "melee", "violet", "empty", ...). A roll gives a face number; the game reads
the pips of that face. Faces are written in data as strings, one character a pip, in the
canonical pip order (the first pip of faces 2-6 is the upper-right one), and each game maps
characters to meanings.
"""
from __future__ import annotations

from dataclasses import dataclass

#: Pip positions on a 3x3 grid (col, row), in canonical order, for faces 1-6.
PIP_LAYOUT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((2, 0), (0, 2)),
    3: ((2, 0), (1, 1), (0, 2)),
    4: ((2, 0), (0, 0), (2, 2), (0, 2)),
    5: ((2, 0), (0, 0), (1, 1), (2, 2), (0, 2)),
    6: ((2, 0), (0, 0), (2, 1), (0, 1), (2, 2), (0, 2)),
}


@dataclass(frozen=True)
class Dieagram:
    """Six faces of pips; ``faces[k - 1]`` is the tuple of pip meanings on face k."""

    faces: tuple[tuple[str, ...], ...]

    @classmethod
    def parse(cls, strings, alphabet: dict[str, str]) -> Dieagram:
        """Build from six strings; raises ValueError naming the face that is wrong."""
        if len(strings) != 6:
            raise ValueError(f"a dieagram has 6 faces, not {len(strings)}")
        faces = []
        for k, text in enumerate(strings, start=1):
            if not isinstance(text, str) or len(text) != k:
                raise ValueError(f"face {k} must have exactly {k} pips, got {text!r}")
            bad = [c for c in text if c not in alphabet]
            if bad:
                raise ValueError(f"face {k} has unknown pip {bad[0]!r} (allowed: {''.join(alphabet)})")
            faces.append(tuple(alphabet[c] for c in text))
        return cls(tuple(faces))

    def face(self, value: int) -> tuple[str, ...]:
        return self.faces[value - 1]

    def count(self, value: int, meaning: str) -> int:
        """How many pips of one meaning face `value` shows."""
        return self.faces[value - 1].count(meaning)

    def encode(self, alphabet: dict[str, str]) -> list[str]:
        back = {meaning: char for char, meaning in alphabet.items()}
        return ["".join(back[m] for m in face) for face in self.faces]

    def with_pip(self, value: int, meaning: str, empty: str = "empty") -> Dieagram:
        """A copy with the first empty pip of face `value` painted `meaning`."""
        face = list(self.faces[value - 1])
        face[face.index(empty)] = meaning
        faces = list(self.faces)
        faces[value - 1] = tuple(face)
        return Dieagram(tuple(faces))
