"""A resumed game's log reads exactly as the live one did, in every game.

Players found Zombie Slayer could not be resumed: the save kept its events without the dice
pictures (dieagrams) that the log's sentences read, so Continue showed "Something went wrong
(KeyError: 'dieagrams')" and choosing Continue again crashed again - the game was lost. And a
long Creature Adventures game came back with only its last 300 events in the log.

Here the computer plays each game through its real table (instant animations) while the log
is written line by line as the events play; at several points the match is saved, loaded as
Continue loads it, and opened at a second table, whose log must read the same lines.
"""
from __future__ import annotations

import pytest

from engine import api

from .driver import close, make_app, sit_down

GAMES = [
    ("zombie_slayer", ["ai"], (12, 40, 90)),
    ("creature_adventures", ["ai:easy"] * 3, (30, 150, 420)),
    ("zvery", ["ai:easy"] * 2, (20, 120, 260)),
    ("auganism", ["ai:easy"] * 2, (6, 20, 34)),
    ("everzone", ["ai:easy"] * 3, (20, 120, 300)),
]


def _table_log(app) -> list[str]:
    from scenes.table_scene import TableScene

    table = next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))
    return [line.text for line in table.log_lines]


def _play_to(app, match, actions: int) -> None:
    from scenes.table_scene import TableScene

    scene = next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))
    for _ in range(50000):
        if (len(match.log) >= actions or match.result() is not None) and not scene.animator.busy:
            break
        scene.session.paused = len(match.log) >= actions
        app.frame(1 / 20)
    scene.session.paused = False


@pytest.mark.parametrize("game, seats, stops", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_resumed_log_reads_as_the_live_one(game, seats, stops):
    live_app = make_app("instant")
    match = api.new_match(game, 11, seats)
    sit_down(live_app, match, seats)
    try:
        for stop in stops:
            _play_to(live_app, match, stop)
            live = _table_log(live_app)
            assert live, "the live log has lines"
            resumed = api.load(match.save())
            assert resumed.digest() == match.digest()
            app = make_app("instant")
            try:
                sit_down(app, resumed, seats)
                app.frame(1 / 60)
                assert _table_log(app) == live, f"{game}: the resumed log differs after {len(match.log)} actions"
            finally:
                close(app)
            if match.result() is not None:
                break
    finally:
        close(live_app)


def test_a_save_written_before_events_kept_their_dice_still_resumes():
    """Autosaves written by the previous version kept their events without the dieagrams. They
    must still open, with a log that reads as the live one did (rebuilt from the action log)."""
    import json

    match = api.new_match("zombie_slayer", 11, ["ai"])
    while sum(ev["type"] == "roll" for ev in match.events()) < 8:
        match.act(match.suggest(0))
    data = json.loads(match.save())
    old_events = [{k: v for k, v in ev.items() if k != "dieagrams"} for ev in match.events()[-300:]]
    data["snapshot"] = {"rules": "1", "recent": old_events}  # the old format: a plain, unsealed object
    resumed = api.load(json.dumps(data))
    assert resumed.events() == match.events()

    live_app, app = make_app("instant"), make_app("instant")
    try:
        sit_down(live_app, match, ["ai"])
        sit_down(app, resumed, ["ai"])
        assert _table_log(app) == _table_log(live_app)
    finally:
        close(live_app)
        close(app)


@pytest.mark.parametrize("game", ["creature_adventures", "auganism"])
def test_undo_works_after_continue_as_it_did_before_leaving(game):
    """Players found Undo greyed out after resuming: the table did not know whose moves the
    saved ones were. The match remembers who took each action, so Undo takes back the person's
    last move and the computer's replies, as it would have before leaving."""
    seats = ["human", "ai:easy"]
    match = api.new_match(game, 4, seats)
    for _ in range(400):  # to a person's move whose last move (and the replies) can be taken back
        if match.to_move() == 0 and 0 in match.movers and _undoable_to(match, _last_move_of(match, 0)):
            break
        match.act(match.suggest(match.to_move()))
    person = _last_move_of(match, 0)
    assert person is not None and _undoable_to(match, person)
    resumed = api.load(match.save())
    assert resumed.movers == match.movers
    app = make_app("instant")
    try:
        scene = sit_down(app, resumed, seats)
        app.frame(1 / 60)
        assert scene.widgets["undo"].is_enabled, "Undo is there after Continue"
        scene.undo()
        assert len(resumed.log) == person, "the person's last move and the computer's replies are taken back"
    finally:
        close(app)


def _last_move_of(match, seat: int) -> int | None:
    return max((i for i, m in enumerate(match.movers) if m == seat), default=None)


def _undoable_to(match, length: int | None) -> bool:
    trial = api.load(match.save())
    while length is not None and len(trial.log) > length and trial.undo():
        pass
    return length is not None and len(trial.log) == length
