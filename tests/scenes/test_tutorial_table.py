"""Auganism's tutorial at its table, clicked through as a new player would: the narrator where
the log would be, each step marked (the banner's hint and the selected button), a wrong click
answered with the step's word of why not and nothing played, Mira's moves played from the
script, and the duel won at the end. Pictures of three steps go to tests/output/."""
from __future__ import annotations

from pathlib import Path

import pytest

from scenes import storage, tutorial
from tests.journeys.hands import AuganismHand

from .driver import close, make_app

SHOTS = Path(__file__).resolve().parents[1] / "output"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_auganisms_tutorial_is_clicked_through_to_a_win_and_a_wrong_click_is_answered(size):
    app = make_app("fast", size)
    app.go_home()
    assert tutorial.open_tutorial(app, "auganism")
    hand = AuganismHand(app)
    table = hand.scene
    script = table.session.tutorial
    assert table.tutoring and table.narrator is not None and table.log_panel is None
    assert not {"undo", "hint"} & table.widgets.keys()
    wrong_tried, shots = False, 0
    for _ in range(400):
        hand.settle()
        if table.session.match.result() is not None:
            break
        expected = table.session.expected()
        if expected is None:
            hand.frames(5)
            continue
        hand.frames(2)
        assert table.hint == expected and table.hint_label == table.label_of(expected), "the step is the hint"
        button = hand.button(expected)
        assert button is None or button.is_selected, "its button is marked"
        assert script.narration(table.session.match)[:40] in table.narrator.box.html_text, "the narrator says it"
        if not wrong_tried and expected.startswith("evp"):
            before = table.session.match.digest()
            table.play("skip")  # the skip button is there, but the lesson waits for the EVP card
            hand.frames(2)
            assert table.session.match.digest() == before
            assert "Put Mossback Boar in your EVP Zone" in table.narrator.box.html_text, "the why-not is said"
            wrong_tried = True
        if shots < 3 and expected.split()[0] in ("summon", "evolve", "battle"):
            app.screenshot(SHOTS / f"tutorial_auganism_{expected.split()[0]}_{size[0]}x{size[1]}.png")
            shots += 1
        hand.do(expected)
    hand.settle()
    assert table.session.match.result()["winners"] == [script.learner] and wrong_tried and shots == 3
    hand.frames(5)
    assert script.finale[:30] in table.narrator.box.html_text
    assert storage.unfinished_autosave("auganism") is None, "a tutorial is never autosaved"
    close(app)


def test_learn_to_play_is_on_the_new_game_screen_of_a_game_with_a_tutorial_only():
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from scenes.table_scene import TableScene

    app = make_app("instant", (1024, 640))
    app.go_home()
    hand = AuganismHand(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    card = next(c for c in menu.cards if c.game == "auganism")
    hand.click(card.rect.center)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and "learn" in setup.widgets
    hand.click(setup.widgets["learn"].rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.tutoring and table.session.game == "auganism"
    assert setup not in app.stack.scenes, "the lesson takes the new-game screen's place, as a new game does"
    app.go_home()
    hand.click(next(c for c in app.stack.top.cards if c.game == "zvery").rect.center)
    assert isinstance(app.stack.top, SetupScene) and "learn" not in app.stack.top.widgets
    close(app)
