"""A text cut to a width, in logarithmic time: the longest beginning that fits, found by halving.

Names, saves' descriptions and log lines come from players and files, so a text may be of any
length. Cutting one character at a time and measuring again took 20-26 s for 3,000 characters
and never ended for 100,000 (issue 27): each measure costs time in the text's length, so the
loop was quadratic. A beginning that fits still fits once shortened, so the longest one is found
by a search on its length that doubles, then halves: about 2 x log2(n) measures of texts about as
long as what fits, whatever the whole text's length. Every cut in the
scenes goes through here. Plain Python: `measure` is whatever gives a text's width (a font's
`size(text)[0]`, or the rows a wrap takes).
"""
from __future__ import annotations

from collections.abc import Callable

ELLIPSIS = "\u2026"


def longest(count: int, fits: Callable[[int], bool], least: int = 0) -> int:
    """The largest n from `least` to `count` for which `fits(n)`, where a smaller n never fits
    worse; `least` when none does (it is not asked). The lengths asked grow from the short end,
    doubling, before the halving starts: measuring a text costs time in its length, so a few
    hundred characters that fit are found without ever measuring the 100,000 that do not."""
    low, high, probe = least, count, least + 1
    while probe < high:
        if not fits(probe):
            high = probe - 1
            break
        low, probe = probe, 2 * probe
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low


def cut(words: str, width: int, measure: Callable[[str], int], mark: str = ELLIPSIS, least: int = 0,
        strip: str | None = None) -> str:
    """`words` as they are when `measure` finds them within `width`; else `ellipsized`."""
    if longest(len(words), lambda n: measure(words[:n]) <= width) == len(words):
        return words
    return ellipsized(words, width, measure, mark, least, strip)


def ellipsized(words: str, width: int, measure: Callable[[str], int], mark: str = ELLIPSIS, least: int = 0,
               strip: str | None = None) -> str:
    """The longest beginning of `words` (at least `least` characters, even if too wide) that fits
    `width` with `mark` after it, ending in `mark`; the characters of `strip` (whitespace when
    None) are dropped before the mark."""
    def fits(n: int) -> bool:
        return measure(words[:n].rstrip(strip) + mark) <= width

    return words[:longest(len(words), fits, least)].rstrip(strip) + mark
