"""pygame-gui's shape cache, with its clean-up done in C (scenes/canvas.py ShapeCache)."""
from __future__ import annotations

import random

import pygame
from pygame_gui.core.surface_cache import SurfaceCache

from scenes.canvas import ShapeCache


def test_the_clean_up_drops_the_same_free_rectangles_as_pygame_guis():
    rng = random.Random(3)
    for _trial in range(300):
        rects = [pygame.Rect(rng.randrange(50), rng.randrange(50), rng.randrange(1, 40), rng.randrange(1, 40))
                 for _ in range(rng.randrange(1, 60))]
        rects += [pygame.Rect(r) for r in rng.sample(rects, min(3, len(rects)))]  # equal rectangles too
        theirs, ours = {}, {}
        SurfaceCache._clean_up_lt_cache(theirs, [pygame.Rect(r) for r in rects])
        ShapeCache._clean_up_lt_cache(ours, [pygame.Rect(r) for r in rects])
        assert list(map(tuple, ours["free_space_rectangles"])) == list(map(tuple, theirs["free_space_rectangles"]))


def test_the_app_draws_its_shapes_through_it(app):
    assert isinstance(app.manager.get_theme().shape_cache, ShapeCache)
