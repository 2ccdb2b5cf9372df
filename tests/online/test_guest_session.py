"""A person's seat at another's table, through the session its table plays by: the host in a
thread on a real websocket, the person's choices made through GuestSession as the table makes
them; every action comes back through poll, undo and hints are the host's, the game ends in the
history."""
from __future__ import annotations

import random
import threading
import time

import pytest

from online import headless
from online.guest import Guest
from online.network import Network
from online.referee import NET, Referee
from online.seat import GuestLink
from scenes import history
from scenes.online_session import AFAR, GuestSession

from .harness import share


@pytest.fixture
def hosted():
    """A Zvery table hosted in a thread: seat 0 the host's computer, seat 1 open."""
    referee = Referee.open("zvery", ["ai:easy", NET], ["Host", "Guest"], host_share=share(1, "host"))
    host = Network()
    _, port = host.listen("127.0.0.1", 0)
    threading.Thread(target=headless._referee_loop, args=(referee, host, 60.0), daemon=True).start()
    guest_net = Network()
    link = GuestLink(Guest(referee.invites[1], name="Ada", share=share(1, 1)), guest_net,
                     lambda: guest_net.connect(f"ws://127.0.0.1:{port}/"), patience=20)
    yield referee, link
    guest_net.stop()
    host.stop()


def until(condition, pump, seconds: float = 20) -> None:
    """Pump (the link before the session is made, else the session's poll) until `condition`."""
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "the host did not answer"
        pump()
        time.sleep(0.002)


def test_a_person_plays_a_whole_game_through_the_guest_session(hosted, monkeypatch, tmp_path):
    referee, link = hosted
    until(lambda: link.guest.state is not None, link.pump)
    session = GuestSession(link, threaded=False)
    before = len(session.history)  # (the host's computer may have moved before the table opened)
    turns = []
    play = lambda: turns.append(session.poll())  # noqa: E731 - every pump through the session, as a table does
    assert session.seats == ["ai", "human"] and session.viewer() == 1 and not session.needs_pass_screen()
    rng, hinted, end = random.Random(5), False, time.monotonic() + 120
    while not session.is_over():
        assert time.monotonic() < end
        play()
        if session.is_human_turn():
            if not hinted:  # once: the hint comes from the host, for this position
                session.ask_hint()
                until(lambda: not session.hint_pending, play)
                assert session.hint() in session.match.legal_actions()
                hinted = True
            session.act(rng.choice(session.match.legal_actions()))
            assert not session.is_human_turn() and session.waiting_for_host
        time.sleep(0.002)
    until(lambda: link.guest.end is not None, play)
    while (turn := session.poll()) is not None:
        turns.append(turn)
    turns = [turn for turn in turns if turn is not None]
    assert before + len(turns) == len(referee.match.log) == len(session.history)
    assert [turn.seat for turn in turns] == referee.match.movers[before:]
    assert link.guest.audit_problems == []
    assert session.history_entry is not None
    kept = history.entry(session.history_entry)
    from engine import api

    assert kept is not None and api.load(history.save_of(kept)).digest() == referee.match.digest()


def test_a_move_is_refused_when_it_is_not_the_person_s(hosted):
    referee, link = hosted
    until(lambda: link.guest.state is not None, link.pump)
    session = GuestSession(link, threaded=False)
    until(lambda: session.match.to_move() == 0 or session.is_human_turn(), session.poll, 5)
    if not session.is_human_turn():
        with pytest.raises(RuntimeError):
            session.act("pass")
    else:
        from engine import api

        with pytest.raises(api.IllegalAction):
            session.act("no such move")
    assert AFAR not in session.seats  # (two seats: the host's computer and this one)


def test_the_host_s_table_plays_its_person_against_a_guest_afar(tmp_path):
    """HostSession: the host's person at seat 0, a guest's bot afar at seat 1 over a websocket;
    the guest's moves come in through poll as the computer's would, and both see one game."""
    from scenes.online_session import HostSession

    referee = Referee.open("zvery", ["human", NET], ["Host", "Guest"], host_share=share(2, "host"))
    network = Network()
    _, port = network.listen("127.0.0.1", 0)
    guest_said: list = []
    threading.Thread(target=lambda: guest_said.append(headless.join(f"127.0.0.1:{port}/{referee.invites[1]}",
                                                                    level="easy")), daemon=True).start()
    end = time.monotonic() + 20
    while referee.match is None:  # the lobby: until the guest has said hello
        assert time.monotonic() < end
        for event in network.poll(0.05):
            getattr(referee, event[0])(*event[1:])
        for link, message in referee.drain()[0]:
            network.send(link, message)
    session = HostSession(referee, network, threaded=False)
    assert session.seats == ["human", AFAR] and session.human_seats() == [0] and not session.is_pass_and_play()
    rng, guest_moves, end = random.Random(2), 0, time.monotonic() + 120
    try:
        while not session.is_over():
            assert time.monotonic() < end
            turn = session.poll()
            if turn is not None and turn.seat == 1:
                guest_moves += 1
            if session.is_human_turn():
                session.act(rng.choice(session.match.legal_actions()))
                assert not session.can_undo() or session.match.movers[-1] == 0
            time.sleep(0.001)
        deadline = time.monotonic() + 20
        while not guest_said:
            assert time.monotonic() < deadline
            session.poll()
            time.sleep(0.01)
    finally:
        network.stop()
    assert guest_moves == referee.match.movers.count(1) > 0
    assert guest_said[0]["digest"] == referee.match.digest() and guest_said[0]["audit"] == []


def test_chat_and_presence_reach_both_tables(hosted):
    referee, link = hosted
    until(lambda: link.guest.state is not None, link.pump)
    session = GuestSession(link, threaded=False)
    assert [seat["presence"] for seat in session.presence()] == ["computer", "connected"]
    assert session.say("  hello from afar ") and not session.say("   ")
    until(lambda: session.chat, session.poll)
    assert session.chat[-1]["text"] == "hello from afar" and session.chat[-1]["name"] == "Ada"
    assert referee.chat[-1]["text"] == "hello from afar"
    assert referee.say(None, "welcome") and not referee.say(None, "x" * 500)
    until(lambda: session.chat[-1]["text"] == "welcome", session.poll)
    link.close()
    assert session.presence()[1]["presence"] == "reconnecting"
