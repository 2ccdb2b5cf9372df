"""The sizes of type the tables set are warm before a table's first frame."""
from __future__ import annotations

import time

import pygame

from scenes.widgets import art, typecase


def test_a_warmed_size_measures_without_loading_its_letters(app):
    typecase.warm()
    assert typecase.is_warm()
    font = art.serif(19, "bold")
    took = time.thread_time()
    for _ in range(20):
        font.size(typecase.LETTERS)
    warm = (time.thread_time() - took) / 20
    cold = pygame.font.Font(str(art.games.assets_dir() / "fonts" / art._FONT_FILES["bold"]), 19)
    took = time.thread_time()
    cold.size(typecase.LETTERS)
    assert time.thread_time() - took > 3 * warm  # what the warming spared the first frame that sets it


def test_warming_in_slices_ends_warm_and_starts_again_when_the_fonts_are_gone(app, monkeypatch):
    typecase.warm()
    monkeypatch.setattr(art, "_fonts", {})  # as after pygame's font module was restarted (art opens them again)
    assert not typecase.is_warm()
    slices = 0
    while not typecase.warm(seconds=0.002):
        slices += 1
        assert slices < len(typecase.SIZES)
    assert typecase.is_warm() and slices > 1
    assert all(art.is_open(size) for size in typecase.SIZES if size[0] != "stand-in")


def test_the_menu_warms_the_type_after_its_first_frame_and_not_in_it(app, monkeypatch):
    monkeypatch.setattr(art, "_fonts", {})
    app.stack.push(app.home_scene())
    app._first_shown = False
    app.frame()
    opened = sum(art.is_open(size) for size in typecase.SIZES)
    assert opened < len(typecase.SIZES) // 4  # the first frame opens what the menu shows, no more
    for _ in range(len(typecase.SIZES)):
        app.frame()
    assert typecase.is_warm()
