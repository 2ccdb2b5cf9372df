"""The type the tables set, made ready before a table needs it.

A font at a size is cold until it has drawn or measured a letter: FreeType loads each letter's
outline at that size the first time (some 35 microseconds a letter, 3.3 ms for the alphabet, the
digits and the marks), and keeps it after. The tables fit their names, plates and captions to
the room they have, so they set type in some sixty sizes, and each new one arrived cold in the
middle of a game: the frame that first drew a battle's plate or a result's title paid for its
letters - most of the tables' slowest frames (Creature Adventures, Zvery, EverZone: 8-20 ms
where a frame takes 3).

Warming measures the letters, which loads their outlines and metrics; each letter's picture is
still made the first time it is drawn (some 25 us more a letter, about a third of a new text's
cost), in the frame that draws it: drawing every letter of sixty sizes as well would take the
warming from 0.23 s to 0.4 s. (Creature Adventures draws the letters of its few faces as its
table is laid out: creature_adventures/ready.py.)

So the sizes the tables use are warmed ahead: a little at each frame while the menu waits (it
has time to spare, and a player spends seconds there), and whatever is left when a table opens,
at once, before its first frame (about 0.2 s, once a run). A size not listed here still works;
its first use is merely as slow as before.
"""
from __future__ import annotations

import string
import time

from . import art

LETTERS = string.ascii_letters + string.digits + " .,:;!?'\"()-/+%&#"  # what the tables' words are made of
SIZES: tuple[tuple[str, int, str], ...] = (
    tuple(("serif", size, "bold") for size in (*range(11, 37), 44, 50))  # names, titles, plates
    + tuple(("serif", size, "italic") for size in range(12, 25))  # help lines, captions
    + tuple(("serif", size, "regular") for size in range(12, 19))  # card texts
    + tuple(("ui", size, "regular") for size in range(11, 17))  # the widgets' sans at small sizes
    + tuple(("stand-in", size, "bold") for size in range(16, 28))  # titles with a letter the bold lacks
)

_warmed = 0  # how many of SIZES are warm


def warm(seconds: float | None = None) -> bool:
    """Warm the next sizes, for about `seconds` of CPU time (None: all that are left); True
    once every size is warm."""
    global _warmed
    if _warmed and not art.is_open(SIZES[0]):
        _warmed = 0  # pygame's font module was restarted since: its fonts, and what they loaded, died
    start = time.thread_time()
    while _warmed < len(SIZES):
        if seconds is not None and time.thread_time() - start >= seconds:
            return False
        _font(*SIZES[_warmed]).size(LETTERS)
        _warmed += 1
    return True


def _font(kind: str, size: int, style: str):
    """The font a SIZES entry names. A "stand-in" is the regular face made bold, which sets a
    bold title with a letter the bold face lacks (art._BoldFace): "is thinking\u2026" in every
    banner while the computer thinks, any title with an accent or a dash."""
    if kind == "ui":
        return art.ui_font(size)
    font = art.serif(size, style)
    return getattr(font, "fallback", None) or font if kind == "stand-in" else font


def is_warm() -> bool:
    return _warmed >= len(SIZES) and art.is_open(SIZES[0])
