"""EverZone's lesson at the learner's own surrender (data/everzone/tutorial.toml), clicked as a
person does: the Surrender button is the step's mark and asks first, as in a real game, with the
cost in command points; "Fight on" plays nothing and leaves the lesson waiting; Surrender in the
question plays the step and the narrator turns to what the reveal showed. A lesson that sent the
surrender unasked would teach a table that does not exist (issue 26: one rule for danger).
A picture of the question at 1024x640 goes to tests/output/."""
from __future__ import annotations

import html
from pathlib import Path

from engine import api
from scenes import tutorial
from scenes.everzone import words

from .driver import Driver, close, make_app

SHOTS = Path(__file__).resolve().parents[1] / "output"


def question(app):
    """The confirmation dialog open over the table, or None."""
    stack = app.manager.get_window_stack().get_full_stack()
    return next((w for w in stack if w.alive() and "confirm" in getattr(w, "buttons", {})), None)


def test_the_learners_surrender_asks_first_and_is_played_on_yes():
    script = api.tutorial("everzone")
    step = next(s for s in script.steps if s.play == "surrender" and s.mover == script.learner)
    app = make_app("fast", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "everzone", at=step.number, calm=True)
    hand = Driver(app)
    table = hand.scene
    hand.settle()
    session = table.session
    assert session.step.number == step.number and session.expected() == "surrender"
    button = hand.button("surrender")
    assert button is not None and button.is_selected, "the Surrender button is the step's mark"
    before = session.match.digest()
    told = session.match.forecast("surrender")

    hand.click(button.rect.center)
    asked = question(app)
    assert asked is not None, "the lesson's Surrender asks first, as a real game's does"
    assert html.escape(words.surrender_outcome(told), quote=False) in asked.text_box.html_text, "with its cost"
    assert session.match.digest() == before, "nothing is played while it asks"
    app.screenshot(SHOTS / "everzone_lesson_surrender_1024x640.png")

    hand.click(asked.buttons["cancel"].rect.center)
    assert question(app) is None and session.match.digest() == before, "Fight on plays nothing"
    assert session.expected() == "surrender", "and the lesson still waits for its step"

    hand.click(hand.button("surrender").rect.center)
    assert hand.confirm_dialog(), "asked again"
    hand.settle()
    assert session.match.log[-1] == "surrender" and session.step.number == step.number + 1
    hand.frames(5)
    page = script.steps[step.number].say
    assert html.escape(page[:40], quote=False) in table.narrator.box.html_text, "the narrator turns the page"
    close(app)
