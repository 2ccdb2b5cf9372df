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
