"""A closer look at any card: a right-click shows it at full size with all its words.

Players could look closely only in Zombie Slayer; on every table, any card the table shows face
up opens at full size on a right-click, and a click puts it back. A card the table shows face
down opens nothing, so a closer look is never a way to a secret.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from engine import api
from scenes.widgets.inspect import Inspector, paragraphs

from .driver import Driver, close, make_app, sit_down

OUT = Path(__file__).resolve().parents[1] / "output"


def test_tooltip_markup_reads_as_paragraphs():
    assert paragraphs("<b>Bold</b><br>Plain &amp; simple<br><i>Click: deploy</i>") == [
        ("bold", "Bold"), ("regular", "Plain & simple"), ("italic", "Click: deploy")]


@pytest.mark.parametrize("game, kinds", [("auganism", ("hand", "hero")), ("everzone", ("hand", "location_card"))])
def test_a_right_click_on_a_face_up_card_shows_it_large(game, kinds):
    app = make_app("instant")
    match = api.new_match(game, 8, ["human", "ai:easy"])
    while match.to_move() != 0 or (game == "everzone" and match.state.phase == "setup"):
        match.act(match.suggest(match.to_move()))
    sit_down(app, match, ["human", "ai:easy"])
    driver = Driver(app)
    driver.frames(5)
    driver.read_recap()  # (the computer's moves since the person's last, as on Continue)
    for kind in kinds:
        rect, key = next((r, k) for r, k in driver.scene.hits if k[0] == kind)
        driver.click(rect.center, button=3)
        assert isinstance(app.stack.top, Inspector), f"a right-click on {key} opens the closer look"
        OUT.mkdir(exist_ok=True)
        app.screenshot(OUT / f"{game}_inspect_{kind}.png")
        assert app.stack.top.title and app.stack.top.text
        driver.click((10, 10))
        assert not isinstance(app.stack.top, Inspector), "a click puts it back"
    close(app)


def test_a_face_down_card_opens_nothing():
    app = make_app("instant")
    match = api.new_match("everzone", 8, ["human", "ai:easy"])
    while not (match.to_move() == 0 and match.state.phase == "orders"):
        match.act(match.suggest(match.to_move()))
    sit_down(app, match, ["human", "ai:easy"])
    driver = Driver(app)
    driver.frames(5)
    downs = [(r, k) for r, k in driver.scene.hits if k[0] == "down"]
    assert downs, "the enemy has face-down cards"
    driver.click(downs[0][0].center, button=3)
    assert not isinstance(app.stack.top, Inspector)
    close(app)
