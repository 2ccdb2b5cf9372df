"""Cutting text to a width in logarithmic time (scenes/shorten.py): a name of 100,000 characters
from a shared save or a history entry is cut as fast as a short one, to the same words the old
one-character-at-a-time loops gave (issue 27: 3,000 characters took 20-26 s, 100,000 never ended)."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from scenes import saved_games, shorten
from scenes.widgets import art


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return art.ui_font(16)


def _old_cut(words: str, width: int, measure) -> str:
    """The loop saved_games.cut was, one character at a time: the answer the new one must give."""
    if measure(words) <= width:
        return words
    while words and measure(words + "\u2026") > width:
        words = words[:-1]
    return words.rstrip() + "\u2026"


def test_the_cut_is_the_one_the_character_at_a_time_loop_gave(font):
    rng = random.Random(27)
    measure = lambda text: font.size(text)[0]  # noqa: E731
    for _ in range(300):
        words = "".join(rng.choice("abc WIM.é  ,") for _ in range(rng.randint(0, 60)))
        width = rng.randint(0, 400)
        assert saved_games.cut(words, width, measure) == _old_cut(words, width, measure), (words, width)


def test_a_hundred_thousand_characters_are_cut_in_under_50_ms_with_a_real_font(font):
    words = "Bartholomew the Unreasonably Long-Named " * 2500  # 100,000 characters
    measured = []

    def measure(text: str) -> int:
        measured.append(len(text))
        return font.size(text)[0]

    started = time.perf_counter()
    cut = saved_games.cut(words, 300, measure)
    took = time.perf_counter() - started
    assert cut.endswith("\u2026") and font.size(cut)[0] <= 300 < font.size(cut[:-1] + "W\u2026")[0]
    assert len(measured) <= 30 and max(measured) < 1000, "only beginnings about as long as what fits are measured"
    assert took < 0.05, f"{took * 1000:.0f} ms"
    started = time.perf_counter()
    assert art.ellipsized(words, font, 300) == cut
    assert time.perf_counter() - started < 0.05


def test_at_least_the_letters_asked_for_stay_and_the_marks_follow_the_stripped_words():
    width_of = len  # one unit a character
    assert shorten.ellipsized("abcdef", 0, width_of, least=1) == "a\u2026"
    assert shorten.cut("ab, cdef", 6, width_of, "...", strip=" ,") == "ab..."
    assert shorten.cut("abc", 3, width_of) == "abc"
    assert shorten.longest(10, lambda n: n <= 7) == 7 and shorten.longest(10, lambda n: False, least=2) == 2


def test_the_log_pane_keeps_the_words_that_wrap_to_its_rows(font):
    words = ["word"] * 50_000
    fits = lambda n: n <= 31_234  # noqa: E731
    asked = []
    count = shorten.longest(len(words), lambda n: asked.append(n) or fits(n))
    assert count == 31_234 and len(asked) <= 2 * 17
