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


def test_warming_in_slices_ends_warm_and_starts_again_after_a_font_restart(app):
    typecase.warm()
    pygame.font.quit()
    pygame.font.init()
    assert not typecase.is_warm()  # its fonts died with the module
    slices = 0
    while not typecase.warm(seconds=0.002):
        slices += 1
        assert slices < len(typecase.SIZES)
    assert typecase.is_warm() and slices > 1
    assert all(art.is_open(size) for size in typecase.SIZES)
