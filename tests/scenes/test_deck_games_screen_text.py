"""Every word on Auganism's and EverZone's tables can be read, at every window size from
1024x640 up.

Computer-only games play through the real table - Auganism's duel and 4-seat tag battle,
EverZone's 1v1, three players and 2v2 - at 1024x640, 1280x800 and 1920x1080, and through a
resize in the middle of a game, while tests/scenes/screen_text.py checks many frames for text
running off the window, lines written over each other, and buttons or labels whose words are
cut. One screenshot per case goes to tests/output/.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import api

from .driver import close, make_app, sit_down
from .screen_text import watch

OUT = Path(__file__).resolve().parents[1] / "output"
SIZES = {"1024x640": (1024, 640), "1280x800": (1280, 800), "1920x1080": (1920, 1080)}
CASES = [("auganism", 2, "1024x640"), ("auganism", 2, "1280x800"), ("auganism", 2, "1920x1080"),
         ("auganism", 4, "1024x640"), ("auganism", 4, "1920x1080"),
         ("everzone", 2, "1024x640"), ("everzone", 2, "1280x800"), ("everzone", 2, "1920x1080"),
         ("everzone", 3, "1024x640"), ("everzone", 4, "1024x640")]


def _game(game: str, seats: int, size, seed: int = 4):
    names = ["ai:easy"] * seats
    options = {"tag": seats == 4} if game == "auganism" else None
    match = api.new_match(game, seed, names, options)
    app = make_app("fast", size)
    sit_down(app, match, names)
    return app, match


# Every mix of seats at 1024x640 in `make test`; the larger windows in `make journeys`, as the
# other whole-game text checks (screen_text.WHOLE_GAME_SIZES).
@pytest.mark.parametrize("game, seats, size", [
    pytest.param(g, n, s, id=f"{g}-{n}-{s}", marks=() if s == "1024x640" else pytest.mark.slow) for g, n, s in CASES])
def test_no_text_is_cut_or_overlaps_through_a_computer_game(game, seats, size):
    app, match = _game(game, seats, SIZES[size])
    found = watch(app, match, 260)
    OUT.mkdir(exist_ok=True)
    app.screenshot(OUT / f"{game}_text_{seats}_seats_{size}.png")
    assert not found, "\n".join(dict.fromkeys(found))
    close(app)


@pytest.mark.parametrize("game", ["auganism", "everzone"])
def test_no_text_is_cut_after_a_resize_in_the_middle_of_a_game(game):
    app, match = _game(game, 4, SIZES["1280x800"], seed=6)
    found = watch(app, match, 200, resize_at=80, resize_to=(1024, 640))
    app.screenshot(OUT / f"{game}_text_resized.png")
    assert app.size == (1024, 640)
    assert not found, "\n".join(dict.fromkeys(found))
    close(app)
