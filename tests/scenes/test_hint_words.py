"""The Hint says what the rules say (Match.choices): every table shows the engine's label of the
hinted action instead of wording the action string itself."""
from __future__ import annotations

import pytest

from engine import api

from .driver import Driver, close, make_app, sit_down

SEATS = {"zombie_slayer": ["human"]}


@pytest.mark.parametrize("game, steps", [("zvery", 6), ("auganism", 3), ("everzone", 0), ("creature_adventures", 0),
                                         ("zombie_slayer", 3)])
def test_the_hint_in_the_banner_is_the_rules_label_of_the_hinted_action(game, steps, monkeypatch):
    app = make_app()
    seats = SEATS.get(game, ["human", "ai:easy"])
    match = api.new_match(game, 5, seats)
    for _ in range(steps):  # into the game, to a decision of the person's
        match.act(match.suggest(match.to_move()))
    while match.to_move() != 0:
        match.act(match.suggest(match.to_move()))
    asked, described = match.decision, match.choices

    def marked_decision():  # so the banner's words can only come from here
        told = asked()
        for c in told["choices"]:
            if "text" in c:
                c["text"] = {"id": "{said} (the rules' words)", "params": {"said": c["text"]}}
        return told

    def marked_choices(*names):  # (a game that still labels its choices in English)
        return [dict(c, label=c["label"] + " (the rules' words)") if "label" in c else c for c in described(*names)]

    monkeypatch.setattr(match, "decision", marked_decision)
    monkeypatch.setattr(match, "choices", marked_choices)
    scene = sit_down(app, match, seats)
    player = Driver(app)
    player.settle()
    player.read_recap()  # (the computer's moves since the person's last, as on Continue)
    shown = []
    monkeypatch.setattr(scene.banner, "draw", lambda surface, title, detail, *seat: shown.append(detail))
    player.click(scene.widgets["hint"].rect.center)
    player.frames(2)
    assert scene.hint in match.legal_actions()
    label = scene.label_of(scene.hint)
    assert label.endswith("(the rules' words)") and shown and shown[-1].startswith(f"Hint: {label}")
    close(app)


def test_the_hint_is_worked_out_while_the_table_keeps_drawing_and_is_the_hard_computers(monkeypatch):
    """Zvery's hard level may think for half a second: the H key asks, frames go on, and the hint
    (the hard computer's move for the person's seat) is marked once it is ready."""
    import threading

    import pygame

    from engine.core.match import Match
    from engine.core.rng import derive_seed
    from scenes import games
    from scenes.session import GameSession

    app = make_app()
    seats = ["human", "ai:easy"]
    match = api.new_match("zvery", 5, seats)
    session = GameSession(match, seats, autosave=False, threaded=True)
    scene = app.stack.push(games.play_scene(app, session))
    player = Driver(app)
    player.settle()
    while not (session.is_human_turn() and len(match.legal_actions()) > 1):
        player.do(match.suggest(match.to_move())) if session.is_human_turn() else player.frames(5)
    player.settle()
    expected = match.rules.suggest(match.rules.clone(match.state), 0, "hard",
                                   derive_seed(match.seed, 0, len(match.log), "ai"))
    gate, real = threading.Event(), Match.suggest

    def slow(self, seat):  # the worker thinks until the test lets it answer
        if threading.current_thread() is not threading.main_thread():
            gate.wait(5)
        return real(self, seat)

    monkeypatch.setattr(Match, "suggest", slow)
    player.key(pygame.K_h)
    player.frames(5)
    assert scene.hint is None and scene._hint_asked  # asked; the table goes on drawing meanwhile
    assert not scene.widgets["hint"].is_enabled  # greyed: the click was heard
    gate.set()
    session._hinting.done.wait(5)
    player.frames(2)
    assert scene.hint == expected and not scene._hint_asked and scene.widgets["hint"].is_enabled
    close(app)
