"""GameSession: a person's moves, the computer in a worker thread, undo, pass-and-play."""
from __future__ import annotations

import threading

import pytest

from scenes import session as session_module
from scenes import storage
from scenes.session import GameSession, Turn, visible_to

from .fake_engine import FakeMatch, IllegalAction

INFO = {"title": "Race", "solo": False}


def session(seats=("human", "ai"), *, threaded=False, autosave=True, seed=5):
    return GameSession(FakeMatch(seed, list(seats)), list(seats), info=INFO, threaded=threaded, autosave=autosave)


def poll_until_moved(table, limit=2000):
    """Poll like a scene does each frame until the computer's move lands."""
    for _ in range(limit):
        turn = table.poll()
        if turn is not None:
            return turn
        table.wait(1.0)
    raise AssertionError("the computer never moved")


def test_a_persons_move_is_applied_recorded_and_autosaved(fake_api):
    table = session()
    events = table.act("step 2")
    assert [e["type"] for e in events] == ["moved", "hand"]
    assert table.history == [Turn(0, "step 2", events, by_computer=False)]
    assert storage.load_autosave("race").match.log == ["step 2"]


def test_illegal_moves_change_nothing_and_the_computers_turn_refuses_people(fake_api):
    table = session()
    with pytest.raises(IllegalAction):
        table.act("jump")
    assert table.history == [] and table.match.log == []
    table.act("step 1")
    with pytest.raises(RuntimeError, match="not a person's turn"):
        table.act("step 1")


def test_the_computer_thinks_in_a_worker_thread_on_a_copy(fake_api):
    table = session(threaded=True)
    table.act("step 1")
    gate = threading.Event()
    seen = {}
    real_suggest = FakeMatch.suggest

    def slow_suggest(self, seat):
        seen["thread"] = threading.current_thread().name
        seen["copy"] = self is not table.match
        gate.wait(5)
        return real_suggest(self, seat)

    FakeMatch.suggest = slow_suggest
    try:
        assert table.poll() is None and table.thinking  # started, not finished
        assert table.poll() is None  # the frame goes on while it thinks
        assert table.match.log == ["step 1"]
        gate.set()
        turn = poll_until_moved(table)
    finally:
        FakeMatch.suggest = real_suggest
    assert seen == {"thread": "ai-seat-1", "copy": True}
    assert turn.seat == 1 and turn.by_computer and turn.action == "step 2"
    assert table.match.log == ["step 1", "step 2"] and not table.thinking
    assert table.poll() is None  # a person's turn again: nothing to do


def test_one_computer_move_per_poll(fake_api):
    table = session(("ai", "ai"), threaded=False)
    assert table.poll().seat == 0
    assert table.poll().seat == 1
    assert len(table.match.log) == 2


def test_paused_session_does_not_move(fake_api):
    table = session(("ai", "ai"))
    table.paused = True
    assert table.poll() is None and table.match.log == []


def test_undo_against_the_computer_takes_back_its_reply_too(fake_api):
    table = session(("human", "ai", "ai"))
    before = table.match.digest()
    table.act("step 1")
    table.poll()
    table.poll()
    assert len(table.match.log) == 3 and table.is_human_turn()
    assert table.can_undo()
    assert table.undo() is True
    assert table.match.digest() == before and table.match.log == [] and table.history == []
    assert table.is_human_turn()
    assert storage.load_autosave("race").match.log == []


def test_undo_is_all_or_nothing_when_a_reply_revealed_a_die(fake_api):
    table = session()
    table.act("step 1")
    table.match.suggest = lambda seat: "roll"  # the computer's reply rolls a die
    table.poll()
    assert table.match.log == ["step 1", "roll"]
    digest = table.match.digest()
    assert not table.can_undo(), "the Undo button is greyed, not refused after the click"
    assert table.undo() is False
    assert table.match.digest() == digest and len(table.history) == 2


def test_no_undo_once_the_computers_reply_rolled_in_a_real_game():
    """Played in a real window: after the computer's Creature Adventures turn (dice rolled), Undo
    was lit, and a click only said "Cannot undo"."""
    from engine import api

    seats = ["human", "ai:easy"]
    table = GameSession(api.new_match("creature_adventures", 3, seats), seats,
                        info=api.info("creature_adventures"), threaded=False, autosave=False)
    while table.to_move() != 0:
        table.poll()
    table.act(next(a for a in table.match.legal_actions() if a.startswith("assign")))
    assert table.can_undo(), "a point spent may be taken back"
    table.act("roll")
    for _ in range(200):
        if table.to_move() == 0 and any(t.by_computer for t in table.history):
            break
        if table.is_human_turn():
            table.act(table.match.suggest(0))
        else:
            table.poll()
    assert any(t.by_computer for t in table.history)
    assert not table.can_undo() and table.undo() is False


def test_undo_never_rerolls_a_persons_die(fake_api):
    table = session(("human",))
    table.act("roll")
    assert table.undo() is False and table.match.log == ["roll"]


def test_undo_while_the_computer_thinks_discards_its_stale_move(fake_api):
    table = session(threaded=True)
    table.act("step 2")
    assert table.poll() is None and table.thinking
    assert table.undo() is True
    table.wait(5)
    assert table.poll() is None  # the person's turn: the stale answer is dropped
    assert table.match.log == [] and table.is_human_turn()


def test_in_pass_and_play_you_cannot_undo_another_persons_move(fake_api):
    table = session(("human", "human"))
    table.handed_to(0)
    table.act("step 1")
    assert table.to_move() == 1
    assert not table.can_undo() and table.undo() is False
    assert table.match.log == ["step 1"]


def test_a_resumed_solo_game_can_still_undo(fake_api):
    match = FakeMatch(1, ["human"])
    match.act("step 1")
    table = GameSession(match, ["human"], info=INFO, threaded=False)
    assert table.can_undo() and table.undo() and match.log == []


def test_pass_screen_only_between_people_in_a_shared_game(fake_api):
    hotseat = session(("human", "human"))
    assert hotseat.needs_pass_screen()  # the first player is handed the table too
    hotseat.handed_to(0)
    assert not hotseat.needs_pass_screen()
    hotseat.act("step 1")
    assert hotseat.needs_pass_screen()
    hotseat.handed_to(1)
    assert not hotseat.needs_pass_screen()
    assert not session(("human", "ai")).needs_pass_screen()
    solo = GameSession(FakeMatch(1, ["human", "human"]), ["human", "human"], info={"solo": True}, threaded=False)
    assert not solo.needs_pass_screen()


def test_viewer_and_hidden_events(fake_api):
    table = session(("human", "ai"))
    events = table.act("step 1")
    assert table.viewer() == 0  # the computer is to move; the person still watches
    shown = table.visible_events(events)
    assert [e["type"] for e in shown] == ["moved", "hand"]
    assert [e["type"] for e in table.visible_events(events, seat=1)] == ["moved"]
    assert visible_to({"type": "x", "visible_to": [2]}, None) is False
    assert visible_to({"type": "x"}, None) is True
    watching = session(("ai", "ai"))
    assert watching.viewer() is None


def test_an_illegal_computer_choice_cannot_freeze_the_table(fake_api, caplog):
    table = session(("ai", "human"))
    table.match.illegal_ai = True
    turn = table.poll()
    assert turn.action == "step 1"  # the first legal move
    assert "not legal" in caplog.text


@pytest.mark.parametrize("threaded", [False, True])
def test_a_crashing_computer_is_logged_and_replaced_by_a_legal_move(fake_api, caplog, monkeypatch, threaded):
    table = session(("ai", "human"), threaded=threaded)

    def broken(self, seat):
        raise ZeroDivisionError("bug")

    monkeypatch.setattr(FakeMatch, "suggest", broken)  # the worker's copy is a FakeMatch too
    assert poll_until_moved(table).action == "step 1"
    assert "failed to choose" in caplog.text


def test_autosave_failure_is_reported_not_raised(fake_api, gamenight_home):
    gamenight_home.mkdir(parents=True)
    (gamenight_home / "autosave").write_text("a file where the folder should be")
    table = session()
    table.act("step 1")
    assert table.save_problem and "Could not autosave" in table.save_problem
    assert table.match.log == ["step 1"]


def test_default_names(fake_api):
    table = GameSession(FakeMatch(1, ["human", "ai:hard", "human"]), ["human", "ai:hard", "human"],
                        names=["Ada"], info=INFO)
    assert table.names == ["Ada", "Computer (hard)", "Player 3"]
    assert table.name(None) == "Nobody"


def test_the_real_engine_plays_the_same_in_the_worker_thread(gamenight_home):
    api = pytest.importorskip("engine.api")
    game = api.games()[0]
    variant = api.info(game)["variants"][0]
    seats = ["ai:easy"] * variant["seats"]
    threaded = GameSession(api.new_match(game, 11, seats, variant["options"]), seats, autosave=False, threaded=True)
    inline = GameSession(api.new_match(game, 11, seats, variant["options"]), seats, autosave=False, threaded=False)
    for _ in range(15):
        if threaded.is_over():
            break
        assert poll_until_moved(threaded).action == inline.poll().action
    assert threaded.match.digest() == inline.match.digest()


def test_a_continued_game_undoes_back_past_the_moment_it_was_saved():
    """Continue a solo game, make a move, then Undo three times: the move, then the two moves
    made before the autosave. (A match loaded from its sealed snapshot used to forget, at its
    first move, how far back undo could go: the second Undo was refused.)"""
    import random

    from engine import api
    from scenes import storage
    from scenes.session import GameSession

    match, pick = api.new_match("zombie_slayer", 1, ["human"]), random.Random(1)
    while match.undoable() < 2:
        match.act(pick.choice(match.legal_actions()))
    storage.autosave(match)
    continued = storage.load(storage.autosave_path("zombie_slayer"))
    session = GameSession(continued, ["human"], autosave=False, threaded=False)
    session.act("move 2,1")
    assert [session.undo(), session.undo(), session.undo()] == [True, True, True]
    assert continued.log == match.log[:-2]


def test_the_computer_thinks_on_a_copy_without_the_states_undo_keeps(monkeypatch):
    """Copying undo's states was nine tenths of the copy the computer thinks on, made in the
    frame it begins; thinking never reads them."""
    from engine import api

    seats = ["ai:easy", "ai:easy"]
    match = api.new_match("zvery", 3, seats)
    while match.undoable() == 0:
        match.act(match.suggest(match.to_move()))
    copies = []
    thinking = session_module._Thinking
    monkeypatch.setattr(session_module, "_Thinking", lambda copy, *a: copies.append(copy) or thinking(copy, *a))
    kept = match.undoable()
    table = GameSession(match, seats, autosave=False, threaded=True)
    turn = poll_until_moved(table)
    assert kept > 0 and copies[0].undoable() == 0
    assert copies[0].log == match.log[:-1] and turn.action == match.log[-1]  # the position as it was


# --- a person's hint -------------------------------------------------------------------------------
def _hint_when_ready(table, limit=200):
    """Ask for the hint and wait for it, a frame at a time, as the table does."""
    table.ask_hint()
    for _ in range(limit):
        hint = table.hint()
        if hint is not None or not table.hint_pending:
            return hint
        table._hinting.done.wait(0.05)
    raise AssertionError("the hint never came")


def test_a_persons_hint_is_the_hard_computers_move_worked_out_on_a_copy_in_a_thread():
    from engine import api
    from engine.core.rng import derive_seed

    match = api.new_match("auganism", 7, ["human", "ai:easy"])  # the person opens; hard and normal differ
    table = GameSession(match, ["human", "ai:easy"], autosave=False, threaded=True)
    digest, seed = match.digest(), derive_seed(match.seed, 0, len(match.log), "ai")
    hard = match.rules.suggest(match.rules.clone(match.state), 0, "hard", seed)
    assert match.to_move() == 0 and hard != match.suggest(0)  # (the seat's own level, normal, would differ)
    assert _hint_when_ready(table) == hard  # the strongest level's move, whatever the opponent plays at
    assert match.digest() == digest and match.seats == ["human", "ai:easy"]  # on a copy: nothing here moved
    assert table.hint() is None  # handed out once


def test_a_hint_still_being_worked_out_when_the_person_moves_is_dropped(fake_api):
    table = session(threaded=True)
    gate = threading.Event()
    real_suggest = FakeMatch.suggest

    def slow_suggest(self, seat):
        gate.wait(5)
        return real_suggest(self, seat)

    FakeMatch.suggest = slow_suggest
    try:
        table.ask_hint()
        assert table.hint_pending and table.hint() is None  # the frame goes on meanwhile
        table.act("step 1")  # the person did not wait
        gate.set()
        table._hinting.done.wait(5)
        assert table.hint() is None and not table.hint_pending  # for a position now gone
    finally:
        FakeMatch.suggest = real_suggest


def test_a_hint_is_asked_only_on_a_persons_turn_and_once_a_position(fake_api):
    table = session()
    table.ask_hint()
    first = table._hinting
    table.ask_hint()  # a second H on the same position starts nothing new
    assert table._hinting is first and table.hint() == FakeMatch.suggest(table.match, 0)
    table.act("step 1")  # the computer's turn now: no hint for it
    table.ask_hint()
    assert table._hinting is None and table.hint() is None
