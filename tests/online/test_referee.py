"""The referee's rules of the table, one at a time: who may act, undo, rejoin, a restarted
host, an away seat handed to the computer, chat and presence."""
from __future__ import annotations

import json

from engine import api
from online.guest import Guest
from online.referee import NET, Referee

from .harness import Table


def started(game: str = "zvery", plan=(NET, NET)) -> Table:
    table = Table(game, list(plan))
    table.join_all()
    return table


def test_the_game_waits_until_every_open_seat_has_said_hello():
    table = Table("zvery", [NET, NET])
    table.join(table.guests[0])
    assert table.referee.match is None
    assert [s["presence"] for s in table.guests[0].guest.presence] == ["connected", "waiting"]
    table.join(table.guests[1])
    assert table.referee.match is not None
    assert all(seated.guest.state is not None for seated in table.guests.values())


def test_only_the_seat_to_move_may_act_and_only_in_the_position_it_was_shown():
    table = started()
    match = table.referee.match
    table.step()
    mover, played = match.to_move(), list(match.log)
    idle, moving = table.guests[1 - mover], table.guests[mover]
    action = match.legal_actions()[0]
    table.send(idle, idle.guest.act(action))
    assert idle.sent[-1]["type"] == "refused" and idle.sent[-1]["reason"]["id"] == "It is not your move."
    stale = {**moving.guest.act(action), "seq": moving.guest.state_seq - 1}
    table.send(moving, stale)
    assert moving.sent[-1]["reason"]["id"] == "That was chosen in a position that has since moved on."
    table.send(moving, moving.guest.act("no such move"))
    assert moving.sent[-1]["reason"]["id"] == "That move is not legal now."
    assert match.log == played
    table.send(moving, moving.guest.act(action))
    assert match.log == played + [action]


def test_the_last_actor_may_undo_until_anyone_else_acts():
    table = started("everzone")
    match = table.referee.match
    for _ in range(200):  # to a move that can be taken back: the guest's state says so
        mover = match.to_move()
        seated = table.guests[mover]
        if seated.guest.state["undo"]:
            break
        table.step()
    else:
        raise AssertionError("no undoable move in 200")
    other = table.guests[1 - mover]
    table.send(other, other.guest.undo())
    assert other.sent[-1]["type"] == "refused"
    moves = len(match.log)
    table.send(seated, seated.guest.undo())
    assert len(match.log) == moves - 1
    assert [m["type"] for m in other.sent[-2:]] == ["undone", "state"]
    assert max(other.guest.events) == moves - 1


def test_a_guest_that_comes_back_is_told_what_it_missed():
    table = started("creature_adventures", (NET, NET, NET))
    away = table.guests[2]
    table.cut(away)
    assert [s["presence"] for s in table.guests[0].guest.presence] == ["connected", "connected", "away"]
    while table.referee.match.to_move() != 2 or len(table.referee.match.log) < 10:
        table.step()
        if table.referee.match.result() is not None:
            break
    table.join(away)
    match = table.referee.match
    assert sorted(away.guest.events) == list(range(len(match.log) + 1))
    assert away.guest.state["moves"] == len(match.log)
    assert [s["presence"] for s in table.guests[0].guest.presence] == ["connected"] * 3


def test_a_restarted_host_resumes_from_its_autosave_and_record():
    table = started("zvery")
    for _ in range(15):
        table.step()
    old = table.referee
    saved, record = old.match.save(), json.loads(json.dumps(old.record()))
    for seated in table.guests.values():
        table.cut(seated)
    table.referee = Referee.resume(record, api.load(saved), threaded=False)
    assert table.referee.match.digest() == old.match.digest()
    table.play()
    for seated in table.guests.values():
        assert seated.guest.end["digest"] == table.referee.match.digest()
        assert seated.guest.audit_problems == []


def test_a_guest_whose_program_ended_rejoins_a_restarted_host_and_its_audit_holds():
    """A new program for the seat (its token and its first share, nothing seen): it is told the
    game from the start, and its audit at the end finds everything it was shown in the replay.
    The host's autosave is sealed (its snapshot holds the events in one heap, not per action)."""
    table = started("zvery")
    for _ in range(15):
        table.step()
    old = table.referee
    key = b"the host's save key"
    saved, record = old.match.save(key), json.loads(json.dumps(old.record()))
    for seated in table.guests.values():
        table.cut(seated)
    table.referee = Referee.resume(record, api.load(saved, key), threaded=False)
    for seated in table.guests.values():
        seated.guest = Guest(seated.guest.token, name=seated.guest.name, share=seated.guest.share)
    table.play()
    for seated in table.guests.values():
        assert seated.guest.end["digest"] == table.referee.match.digest()
        assert seated.guest.audit_problems == []


def test_an_away_seat_is_played_by_the_computer_and_reclaimed_on_return():
    table = started("zvery")
    referee = table.referee
    gone = table.guests[1]
    table.cut(gone)
    referee.hand_to_computer(1)
    table.deliver()
    assert referee.computer_plays(1)
    assert table.guests[0].guest.presence[1]["presence"] == "computer"
    for _ in range(6):
        table.step()
    table.join(gone)
    assert not referee.computer_plays(1)
    assert table.guests[0].guest.presence[1]["presence"] == "connected"


def test_a_hint_names_a_legal_move_and_the_rules_reason():
    table = started("creature_adventures", (NET, NET))
    match = table.referee.match
    for _ in range(40):
        seated = table.guests[match.to_move()]
        table.send(seated, seated.guest.ask_hint("hard"))
        hint = seated.guest.hint
        assert hint["action"] in match.legal_actions()
        if hint["reason"] is not None:
            assert hint["reason"]["id"]
            return
        table.send(seated, seated.guest.act(hint["action"]))
    raise AssertionError("no hint gave a reason in 40 moves")


def test_chat_reaches_everyone_with_the_sayer_s_name():
    table = started()
    sayer = table.guests[0]
    table.send(sayer, sayer.guest.say("  good luck  "))
    for seated in table.guests.values():
        assert seated.guest.chat[-1] == {**seated.guest.chat[-1], "seat": 0, "name": "Player 0", "text": "good luck"}
