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
