"""A table's pictures leave with it: every cache made with images.table_art is emptied when the
table closes, and the next table loads (and preloads) what it draws again."""
from __future__ import annotations

import pygame

from engine import api
from scenes.widgets import images

from .driver import sit_down


def cached() -> int:
    return sum(cache.cache_info().currsize for cache in images._table_caches)


def test_table_art_caches_until_released():
    calls = []

    @images.table_art(maxsize=4)
    def picture(size: int) -> pygame.Surface:
        calls.append(size)
        return pygame.Surface((size, size))

    try:
        first = picture(8)
        assert picture(8) is first and calls == [8]
        images.release()
        assert picture.cache_info().currsize == 0
        assert picture(8) is not first and calls == [8, 8]
    finally:
        images._table_caches.remove(picture)


def test_closing_a_table_releases_its_pictures_and_the_next_one_loads_them_again(app):
    sit_down(app, api.new_match("everzone", 3, ["ai:easy", "ai:easy"]), ["ai:easy", "ai:easy"])
    for _ in range(30):
        app.frame(1 / 60)
    assert images.load.cache_info().currsize > 100  # the preload, and what was drawn
    app.go_home()
    assert cached() == 0
    sit_down(app, api.new_match("everzone", 4, ["ai:easy", "ai:easy"]), ["ai:easy", "ai:easy"])
    assert images.load.cache_info().currsize > 100  # preloaded again as the table opened
    for _ in range(30):
        app.frame(1 / 60)
    assert cached() > images.load.cache_info().currsize  # cards composed and scaled again


def test_a_fitted_serif_draws_an_arrow_even_where_the_bold_face_has_none():
    """EverZone's army strip wrote "0→2" in bold EB Garamond, which has no arrow: players saw
    "0▯2" while pointing at a card. A fitted serif now falls back to the regular face."""
    from scenes.widgets import art

    pygame.font.init()
    assert not art.has_glyphs(art.serif(18, "bold"), "0\u21922")  # why the fallback is there
    assert art.has_glyphs(art.serif(18, "bold"), "Tarvis Marine 2/5")
    font = art.fitting_serif("0\u21922", 60, 18, "bold", smallest=11)
    assert art.has_glyphs(font, "0\u21922")
    assert art.fitting_serif("Tarvis", 200, 18, "bold") is art.serif(18, "bold")


def test_a_fitted_serif_is_chosen_once_for_the_same_words_and_room(monkeypatch):
    """The tables fit their names and captions at every frame: the words are measured the first
    time only, and the choice is the one measuring makes (the size, and the face that has the
    letters)."""
    from scenes.widgets import art

    pygame.font.init()
    measured = []
    original = art._fitting_size
    monkeypatch.setattr(art, "_fitting_size", lambda *a: measured.append(a) or original(*a))
    art._FITTING.clear()
    words = "Thornback Brute of the Marsh"
    first = art.fitting_serif(words, 150, 20, smallest=11)
    assert art.serif(first.point_size + 1, "bold").size(words)[0] > 150 >= first.size(words)[0]
    assert [art.fitting_serif(words, 150, 20, smallest=11) for _ in range(3)] == [first] * 3
    assert art.fitting_size(words, 150, 20, smallest=11) == first.point_size
    assert len(measured) == 1
    assert art.fitting_serif(words, 90, 20, smallest=11).point_size < first.point_size  # less room: measured anew
    assert len(measured) == 2
    assert art.has_glyphs(art.fitting_serif("0\u21922", 60, 18, "bold", smallest=11), "0\u21922")
