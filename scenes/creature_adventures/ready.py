"""What the table will draw, made ready as it is laid out - outside the frames, as a game loads
its assets - rather than in the frame that first draws it.

A font draws each letter the first time it writes it at a size, some 0.05 ms a letter: the
first words the battle mat, a panel or the wheel wrote in each of their sizes cost that frame
a millisecond or more a line (the mat's first battle opened in a 10 ms frame, most of it
letters). So each face the table writes in, at the sizes its layout uses, writes the letters
once here (`letters`). Fonts are kept for the whole run (widgets/art.py), and so are their
letters: a second table opened at the same size finds them ready and pays nothing.
"""
from __future__ import annotations

import string

from ..widgets import art, typecase

#: The letters a face writes its names, numbers and captions with: the tables' (typecase.py,
#: which measures them in every size ahead; here they are drawn) and the middle dot of a seat's
#: name. The catalog's words beyond these - an accented letter - are drawn when met, as before.
LETTERS = typecase.LETTERS + "\u00b7"
NUMBERS = string.digits + " /+-%()down"  # a count, a boost, an HP bar's "7/10" (or "down")

_ready: set[tuple] = set()  # (font, letters) drawn already: a font is kept for the run, and so are its letters


def letters(serif=(), sans=(), numbers=(), sans_numbers=()) -> None:
    """Have each face draw its letters once: `serif` faces (size, style) and `sans` ones (the
    widgets' Noto Sans, by size) every letter; `numbers` and `sans_numbers` - faces that only
    ever write a number - the digits alone (a third of the time)."""
    for font, sample in (*((art.serif(*face), LETTERS) for face in serif), *((art.ui_font(size), LETTERS) for size in sans),
                         *((art.serif(*face), NUMBERS) for face in numbers),
                         *((art.ui_font(size), NUMBERS) for size in sans_numbers)):
        if (font, sample) not in _ready:
            font.render(sample, True, art.INK)
            _ready.add((font, sample))
