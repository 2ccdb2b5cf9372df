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
