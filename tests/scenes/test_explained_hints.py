"""Hints that say why (Settings: Hints, on for new players): a hint writes in the log what the
hinted move will do, in the words of the engine's forecast the table shows before a click - and
nothing where the rules foresee nothing, never how the computer searched. A player who turned
them off is offered them again after a lesson."""
from __future__ import annotations

import pytest

from engine import api
from scenes import tutorial
from scenes.widgets.dialogs import Choosing
from scenes.widgets.log_lines import HINT_INK

from .driver import Driver, close, make_app, sit_down

SEATS = {"zombie_slayer": ["human"], "creature_adventures": ["human", "human"], "zvery": ["human", "human"],
         "auganism": ["human", "human"], "everzone": ["human", "human"]}


@pytest.mark.parametrize("game", sorted(SEATS))
def test_an_explained_hint_says_in_the_log_what_the_move_will_do(game):
    app = make_app("instant", (1280, 800))
    app.settings.explain_hints = True
    app.go_home()
    table = sit_down(app, api.new_match(game, 4, SEATS[game]), SEATS[game])
    hand = Driver(app)
    explained = 0
    for _ in range(120):
        if explained >= 3:
            break
        hand.settle()
        if hand.pass_screen():  # the next person takes the mouse
            hand.settle()
        match = table.session.match
        if match.result() is not None:
            break
        before = len(table.log_lines)
        hand.click(table.widgets["hint"].rect.center)
        said = [(line.text, line.colour) for line in table.log_lines[before:] if line.text.startswith("Hint: ")]
        why = table.engine_why(table.hint) or table.reason(table.hint)  # the engine's reason, else the forecast
        if why:
            (text, colour), = said
            ended = why if why.endswith((".", "!", "?")) else why + "."  # a clause, closed as a sentence
            assert colour == HINT_INK and text == f"Hint: {table.hint_said()}. Why: {ended}", text
            explained += 1
        elif len(match.legal_actions()) > 1:
            assert not said, f"a reason that is not the rules' (how the computer searched): {said}"
        hand.do(table.hint)
    assert explained >= 3, f"{game}: the forecast explained only {explained} hints"
    close(app)


def test_new_players_hints_say_why():
    from scenes import config

    assert config.Settings().explain_hints, "on for new players (Settings: Hints)"


def test_a_plain_hint_writes_nothing_in_the_log():
    app = make_app("instant", (1280, 800))
    app.settings.explain_hints = False  # (turned off in Settings)
    app.go_home()
    table = sit_down(app, api.new_match("auganism", 4, ["human", "human"]), ["human", "human"])
    hand = Driver(app)
    hand.settle()
    assert hand.pass_screen()
    hand.settle()
    lines = len(table.log_lines)
    hand.click(table.widgets["hint"].rect.center)
    assert table.hint and len(table.log_lines) == lines
    close(app)


@pytest.mark.parametrize("answer", ["confirm", "cancel"])
def test_leaving_a_lesson_the_player_is_offered_hints_that_say_why(answer):
    from scenes.menu import MenuScene
    from scenes.widgets.ending import EndScreen

    app = make_app("instant", (1024, 640))
    app.settings.explain_hints = False  # a player who turned them off (they are on for a new one)
    app.go_home()
    assert tutorial.follow_through(app, "auganism")["completed"]
    end = app.stack.top
    assert isinstance(end, EndScreen) and not offers(app), "the result is not covered by a question"
    hand = Driver(app)
    hand.click(next(b for b, key in end.buttons.items() if key == "menu").rect.center)
    offer = offers(app)[0]
    hand.click(offer.buttons[answer].rect.center)
    assert app.settings.explain_hints == (answer == "confirm") and not offer.alive()
    assert isinstance(app.stack.top, MenuScene), "and on to where the player was going"
    assert tutorial.follow_through(app, "everzone")["completed"]
    hand.click(next(b for b, key in app.stack.top.buttons.items() if key == "menu").rect.center)
    assert not offers(app) and isinstance(app.stack.top, MenuScene), "the answer is remembered: asked once"
    close(app)


def offers(app) -> list:
    return [w for w in app.manager.get_window_stack().get_full_stack() if isinstance(w, Choosing) and w.alive()
            and w.window_display_title == "Hints that say why"]
