"""Every word on Auganism's table can be read, at every window size from 1024x640 up.

Computer-only duels and 4-seat tag battles play through the real table at 1024x640, 1280x800
and 1920x1080 - and through a resize in the middle of a duel - while tests/scenes/screen_text.py
checks many frames for text running off the window, lines written over each other, and
buttons or labels whose words are cut. One screenshot per size goes to tests/output/.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import api

from .driver import close, make_app, sit_down
from .screen_text import watch

OUT = Path(__file__).resolve().parents[1] / "output"
SIZES = {"1024x640": (1024, 640), "1280x800": (1280, 800), "1920x1080": (1920, 1080)}


def _war(seats: int, size, seed: int = 4):
    names = ["ai:easy"] * seats
    match = api.new_match("auganism", seed, names, {"tag": seats == 4})
    app = make_app("fast", size)
    sit_down(app, match, names)
    return app, match


@pytest.mark.parametrize("seats, size", [(2, "1024x640"), (2, "1280x800"), (2, "1920x1080"), (4, "1024x640"),
                                         (4, "1920x1080")])
def test_no_text_is_cut_or_overlaps_through_a_computer_war(seats, size):
    app, match = _war(seats, SIZES[size])
    found = watch(app, match, 260)
    OUT.mkdir(exist_ok=True)
    app.screenshot(OUT / f"auganism_text_{seats}_seats_{size}.png")
    assert not found, "\n".join(dict.fromkeys(found))
    close(app)


def test_no_text_is_cut_after_a_resize_in_the_middle_of_a_war():
    app, match = _war(4, SIZES["1280x800"], seed=6)
    found = watch(app, match, 200, resize_at=80, resize_to=(1024, 640))
    app.screenshot(OUT / "auganism_text_resized.png")
    assert app.size == (1024, 640)
    assert not found, "\n".join(dict.fromkeys(found))
    close(app)
