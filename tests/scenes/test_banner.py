"""The banner's help line is read whole: a line too long for one comfortable line takes two
(Zvery's "It will do: 5 damage to Hush Moth (health 7 to 2); then decrement a die 2 ti..." was
cut mid-word at 1024x640), and only a line too long for two is cut, with an ellipsis."""
from __future__ import annotations

import pygame

from scenes.widgets import art
from scenes.widgets.banner import Banner

WIDTH_AT_1024 = 668  # Zvery's banner at 1024x640

SKILL = ("Cost: dice summing 14+ - click or drag dice onto its slots. It will do: 5 damage to Hush Moth "
         "(health 7 to 2); then decrement a die 2 times")


def placed() -> Banner:
    banner = Banner()
    banner.place(pygame.Rect(16, 10, WIDTH_AT_1024, 66))
    return banner


def test_a_short_help_line_stays_one_line_in_comfortable_type():
    banner = placed()
    font, lines = banner.detail_lines("Click a gold square to move.", banner.room())
    assert lines == ["Click a gold square to move."] and font.point_size >= Banner.ONE_LINE_SMALLEST


def test_a_long_help_line_takes_two_lines_and_loses_no_word():
    banner = placed()
    font, lines = banner.detail_lines(SKILL, banner.room())
    assert len(lines) == 2 and " ".join(lines) == SKILL
    assert font.point_size >= Banner.SMALLEST_DETAIL
    assert all(font.size(line)[0] <= banner.room() for line in lines)


def test_only_a_line_too_long_for_two_is_cut_and_says_so():
    banner = placed()
    font, lines = banner.detail_lines(" ".join([SKILL] * 3), banner.room())
    assert len(lines) == 2 and lines[1].endswith("\u2026") and font.point_size == Banner.SMALLEST_DETAIL
    assert all(font.size(line)[0] <= banner.room() for line in lines)


def test_both_lines_and_the_title_are_drawn_inside_the_ribbon():
    banner = placed()
    surface = pygame.Surface((700, 100))
    banner.draw(surface, "Player 1: pay dice summing 14+ for Singularity", SKILL, 0)
    title, _detail = banner.text
    font, lines = banner.detail_lines(SKILL, banner.room())
    title_font = art.fitting_serif(title, banner.room(), Banner.TWO_LINES_TITLE, smallest=16)
    assert 4 + 3 + title_font.get_linesize() <= 4 + 27  # the title ends above the help lines
    assert 4 + 27 + len(lines) * (font.get_linesize() + 1) <= banner.rect.h  # and they inside the ribbon


def test_a_table_words_its_line_for_the_two_lines():
    banner = placed()
    assert banner.first_fitting(SKILL, "Pay dice summing 14+") == SKILL
    assert banner.first_fitting(" ".join([SKILL] * 3), "Pay dice summing 14+") == "Pay dice summing 14+"


def test_a_wording_asked_every_frame_is_measured_once_at_a_width(monkeypatch):
    """EverZone asks for its banner's wording every frame of the reveal: wrapping a long line
    word by word each time cost the frame several milliseconds."""
    banner = placed()
    wrapped = []
    wrap = art.wrap
    monkeypatch.setattr(art, "wrap", lambda *a: wrapped.append(a[0]) or wrap(*a))
    for _ in range(5):
        assert banner.first_fitting(" ".join([SKILL] * 3), "Pay dice summing 14+") == "Pay dice summing 14+"
    assert len(wrapped) == 2  # the long wording and the short one, once each
    banner.place(pygame.Rect(16, 10, WIDTH_AT_1024 * 3, 66))  # room for the long wording, once measured again
    assert banner.first_fitting(" ".join([SKILL] * 3), "Pay dice summing 14+") == " ".join([SKILL] * 3)


def test_zombie_slayers_banner_is_the_tables_banner_and_cuts_no_word():
    """Zombie Slayer drew its own copy of the banner, which cut the spawn roll's reading at
    1024x640 ("...Orchard: 6 - 1 green zombie, 1 viole...") after the tables' banner learned two lines."""
    from scenes.zombie_slayer.hud import Banner as SlayerBanner

    reading = ("Butcher's Row: 4 - 1 green zombie; Tanners' Yard: 4 - 1 violet zombie; Graveyard Gate: 6 - "
               "1 green zombie; Orchard: 6 - 1 green zombie, 1 violet zombie, 1 blue zombie")
    banner = SlayerBanner()
    banner.place(pygame.Rect(0, 0, 700, 560))  # the board at 1024x640
    banner.draw(pygame.Surface((700, 100)), "Accept the roll for spawning, or spend Luck on a die", reading)
    _font, lines = banner.detail_lines(reading, banner.rect.w - 36)
    assert banner.text[1] == reading and " ".join(lines) == reading
