"""Every moment lands (scenes/moments.py, scenes/recap.py, widgets/log_pane.py), at a real table.

Playtesters watched outcomes flash by unexplained, came back to a four-line log after the other
person's turn, and read the game through a keyhole of a log. These drive Zvery's real table
with the mouse and keys: a move's result panel is held at normal speed until read (the computer
waits for it), goes by itself at fast speed; a formality is taken for the person with its reason
in the log; the pass-and-play recap lists what the incoming person missed; the log pane opens
with L, filters by kind and by player, and shows a thing's picture when the pointer rests on its
name. The results here are the engine's shape (api.results) with a stand-in story, so the
table's part is tested whatever each game's story says (its own tests check those).
"""
from __future__ import annotations

import pygame
import pytest

from engine import api
from engine.core.messages import msg
from engine.core.story import result

from .driver import Driver, close, make_app, sit_down

GAME = "zvery"


def _rolls_come_to_something(game, events, reader=None, revealed=False):
    """A result panel for every roll: a stand-in story whose numbers are the event's own."""
    return [result(msg("{seat} rolled", seat={"seat": ev["seat"]}),
                   msg("Dice: {dice}.", dice=", ".join(map(str, ev.get("dice", [])))), seat=ev["seat"])
            for ev in events if ev.get("type") == "roll"]


@pytest.fixture
def results(monkeypatch):
    monkeypatch.setattr(api, "results", _rolls_come_to_something)


def _table(speed: str, seats: list[str], seed: int = 7):
    app = make_app(speed)
    variant = api.info(GAME)["variants"][0]
    match = api.new_match(GAME, seed, seats, variant["options"])
    return app, match, sit_down(app, match, seats)


def _until(app, condition, limit: int = 3000) -> None:
    """Frames until `condition`, the person (if any) playing the computer's hint when it is theirs."""
    hand = Driver(app)
    for _ in range(limit):
        if condition():
            return
        table = hand.scene
        session = table.session
        if session.is_human_turn() and table.moments.panel is not None:
            table.moments.dismiss()  # the person reads what their move came to
        if session.is_human_turn() and table.interactive and not table.animator.busy \
                and table.decision is not None:
            hand.do(session.match.suggest(session.match.to_move()), settle=False)
            continue
        app.frame(1 / 30)
    raise AssertionError("it never came")


def test_at_normal_speed_a_result_waits_to_be_read_and_the_computer_waits_for_it(results):
    app, match, table = _table("normal", ["human", "ai"])
    try:
        _until(app, lambda: table.moments.holding and not table.session.is_human_turn())
        panel = table.moments.panel
        rolled = next(ev for ev in reversed(match.events()) if ev.get("type") == "roll")
        assert panel.texts(table.say_as_told)[-1] == "Dice: " + ", ".join(map(str, rolled["dice"])) + "."
        moves = len(match.log)
        for _ in range(90):  # three seconds: the computer does not play on under an unread result
            app.frame(1 / 30)
        assert len(match.log) == moves and table.moments.holding
        hand = Driver(app)
        hand.click(panel.rect.center)  # a click on the panel puts it away, and does nothing else
        assert table.moments.panel is None
        _until(app, lambda: len(match.log) > moves)
    finally:
        close(app)


def test_at_fast_speed_a_result_goes_by_itself(results):
    app, match, table = _table("fast", ["ai", "ai"])
    try:
        _until(app, lambda: table.moments.panel is not None)
        assert not table.moments.holding
        _until(app, lambda: table.moments.panel is None, limit=400)
    finally:
        close(app)


def test_space_puts_a_result_away(results):
    app, match, table = _table("normal", ["human", "ai"])
    try:
        _until(app, lambda: table.moments.holding)
        Driver(app).key(pygame.K_SPACE)
        assert table.moments.panel is None
    finally:
        close(app)


def test_a_formality_is_taken_for_the_person_with_its_reason_in_the_log(monkeypatch):
    """A decision the engine calls forced (one answer, nothing to weigh) is not left to a click."""
    real = api.Match.decision

    def forced_once(match):
        asked = real(match)
        if asked["seat"] != 0 or 0 in match.movers:
            return asked
        return {**asked, "choices": asked["choices"][:1], "forced": msg("Nothing to weigh: {seat} goes on.",
                                                                          seat={"seat": 0})}

    monkeypatch.setattr(api.Match, "decision", forced_once)
    app, match, table = _table("instant", ["human", "ai"])
    try:
        _until(app, lambda: 0 in match.movers, limit=600)
        assert any(line.text.startswith("Nothing to weigh: ") for line in table.log_lines)
    finally:
        close(app)


def test_the_log_pane_opens_with_l_filters_and_shows_a_named_things_picture():
    app, match, table = _table("instant", ["ai", "ai"])
    try:
        _until(app, lambda: len(match.log) > 12)
        hand = Driver(app)
        hand.key(pygame.K_l)
        pane = table.log_pane
        assert pane is not None and pane.rect.h > app.size[1] * 0.9, "full height"
        every = pane.lines()
        assert len(every) == len(table.log_lines)
        hand.click(pane.widgets["seat:1"].rect.center)
        assert pane.lines() and all(line.seat == 1 or (line.kind == "turns" and line.bold) for line in pane.lines())
        hand.click(pane.widgets["seat:all"].rect.center)
        hand.click(pane.widgets["kind:rolls"].rect.center)
        assert all(line.kind == "rolls" or line.bold for line in pane.lines())
        hand.click(pane.widgets["kind:all"].rect.center)
        asked = []
        table.picture_of = lambda kind, id: asked.append((kind, id)) or pygame.Surface((120, 160))
        rect, row = next((r, row) for r, row in pane._shown if row.names)
        start, end, thing = row.names[0]
        hand.move((rect.x + (start + end) // 2, rect.centery))
        assert asked == [thing] and pane._picture is not None
        hand.key(pygame.K_l)
        assert table.log_pane is None
    finally:
        close(app)


def test_a_click_on_the_log_strip_opens_the_pane():
    app, match, table = _table("instant", ["ai", "ai"])
    try:
        _until(app, lambda: len(match.log) > 3)
        Driver(app).click(table.log_panel.box.rect.center)
        assert table.log_pane is not None
    finally:
        close(app)


def test_a_long_computer_turn_plays_on_at_once_after_its_patience():
    """A Creature Adventures computer turn once kept a person waiting 55 s at normal speed: once a
    run of computer moves has been shown for COMPUTER_PATIENCE seconds, the rest plays at once -
    where a person waits; a table of computers is watched by choice, at its pace."""
    from scenes.table_scene import COMPUTER_PATIENCE

    for seats, patient in ((["human", "ai"], False), (["ai", "ai"], True)):
        app, match, table = _table("normal", seats)
        try:
            table._computer_shown = COMPUTER_PATIENCE - 0.01
            assert not table._computer_took_long()
            table._computer_shown = COMPUTER_PATIENCE
            assert table._computer_took_long() is not patient, seats
        finally:
            close(app)


def test_a_recap_waits_for_a_real_choice_and_never_stays_up_for_the_next_person():
    """Seen in a real window: a Zvery game between two people, opened where formalities waited.
    The recap opened for Player 2, whose one answer ("pass") was then taken for them; the turn
    went to Player 1 with Player 2's recap still up, so Player 1 read "While you were away:
    Player 1 uses no skill this go". The recap now comes with the first real choice, for the
    person making it, and lists what the other did."""
    match = api.new_match(GAME, 5, ["human", "human"])
    for _ in range(80):
        match.act(match.suggest(match.to_move()))
    assert match.decision()["forced"] is not None and len(match.legal_actions()) == 1
    app = make_app("normal", (1024, 640))
    try:
        table = sit_down(app, api.load(match.save()), ["human", "human"])
        for _ in range(400):
            window = table.moments.recap_window
            if window is not None:
                assert window.seat == table.session.match.to_move(), "the recap is for the person to move"
                assert table.decision is not None and len(table.session.match.legal_actions()) > 1
                assert all(table.session.match.movers[p] != window.seat for p in window.positions)
                break
            app.frame(1 / 30)
        else:
            pytest.fail("no recap for the person who took the table")
    finally:
        close(app)


def test_a_computer_turn_too_long_to_watch_is_recapped_once_the_person_has_the_table(monkeypatch):
    """What played on at once after the patience ran out is listed for the person, before they play."""
    from scenes import table_scene

    monkeypatch.setattr(table_scene, "COMPUTER_PATIENCE", 0.0)
    app, match, table = _table("normal", ["human", "ai"], seed=3)
    try:
        hand = Driver(app)
        for _ in range(300):
            if table.moments.recap_window is not None:
                break
            if table.session.is_human_turn() and not table.animator.busy and table.interactive:
                hand.do(match.suggest(match.to_move()))
            app.frame(1 / 30)
            table.moments.dismiss()
        window = table.moments.recap_window
        assert window is not None, "a recap of the computer's unwatched moves"
        assert window.positions and all(match.movers[p] == 1 for p in window.positions)
        assert table.decision is not None, "the moves played at once leave the person's decision on the table"
        hand.read_recap()
        assert table.moments.recap_window is None
    finally:
        close(app)


def test_a_result_panel_never_covers_the_tables_buttons_and_a_click_on_one_is_taken():
    """Zombie Slayer at 1024x640 leaves its log a few lines under three rows of buttons: a panel
    that rose over them ate the Train click meant for the button it hid (seed 5, the slayer's
    first creation point). The panel now lies where it fits clear of every button - there, over
    the slayer's sheet - and the click is taken."""
    app = make_app("fast", (1024, 640))
    try:
        match = api.new_match("zombie_slayer", 5, ["human"])
        table = sit_down(app, match, ["human"])
        hand = Driver(app)
        hand.settle()
        for _ in range(200):
            hand.settle()
            action = match.suggest(0)
            if action.startswith("train") and table.moments.panel is not None:
                break
            hand.do(action)
        else:
            pytest.fail("no training with a result panel up in 200 moves")
        panel = table.moments.panel.rect
        buttons = [w.rect for w in [*table.dynamic, *table.widgets.values()] if w.visible]
        assert not any(panel.colliderect(r) for r in buttons), (panel, buttons)
        hand.click(table.button_for("cmd:train").rect.center)
        assert "train" in table.mode, "the click on Train was taken"
    finally:
        close(app)


PICTURED = {"zombie_slayer": {"item", "skill", "card", "tile"}, "creature_adventures": {"space", "sigil"},
            "zvery": {"creature", "mutation"}, "auganism": {"monster", "hero"}, "everzone": {"card", "location"}}


@pytest.mark.parametrize("game", sorted(PICTURED))
def test_every_game_pictures_the_things_its_log_names(game):
    """The log pane shows a named thing's picture under the pointer: each game draws the kinds of
    things its log names most (cards, creatures, places) - here, every one named in a computer's
    first moves of the game."""
    seats = ["ai:easy"] if game == "zombie_slayer" else ["ai:easy", "ai:easy"]
    app = make_app("instant", (1024, 640))
    try:
        options = next(v["options"] for v in api.info(game)["variants"] if v["seats"] == len(seats))
        match = api.new_match(game, 11, seats, options)
        for _ in range(60 if game != "zombie_slayer" else 150):
            if match.result() is None:
                match.act(match.suggest(match.to_move()))
        table = sit_down(app, match, seats)
        Driver(app).frames(2)
        named = {thing for line in table.log_lines for _name, thing in line.things if thing[0] in PICTURED[game]}
        assert named, f"{game}: its log names none of {PICTURED[game]}"
        for kind, thing_id in sorted(named, key=str):
            picture = table.picture_of(kind, thing_id)
            assert isinstance(picture, pygame.Surface) and picture.get_width() >= 100, (kind, thing_id)
        assert table.picture_of("no such kind", "x") is None
    finally:
        close(app)
