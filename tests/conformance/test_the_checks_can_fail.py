"""Each of the seven contract checks catches a match broken in its own way.

A check that cannot fail is worse than none: it reads as a guarantee. So each breakage below
(monkeypatched onto Match, or onto the save parser) must make the conformance test that carries
the check fail, with a message that names what broke.
"""
from __future__ import annotations

import json

import pytest

from engine import api
from engine.core import save as savefile

from . import test_contract
from .play import variants

VARIANT = next(v for v in variants() if v.game == "everzone")  # short games, with undoable secret orders
Match = api.Match


def lists_an_action_that_does_not_apply(monkeypatch):
    legal_actions = Match.legal_actions
    monkeypatch.setattr(Match, "legal_actions", lambda self: legal_actions(self) + ["bogus"])


def never_ends(monkeypatch):
    monkeypatch.setattr(Match, "result", lambda self: None)


def ends_in_a_way_it_does_not_name(monkeypatch):
    result = Match.result

    def unnamed(self):
        real = result(self)
        return None if real is None else {**real, "reason": "a mystery"}
    monkeypatch.setattr(Match, "result", unnamed)


def leaves_a_trace_when_refusing(monkeypatch):
    act = Match.act

    def act_leaving_a_trace(self, action):
        if action not in self.legal_actions():
            self.movers.append(None)
            self.log.append("refused")
        return act(self, action)
    monkeypatch.setattr(Match, "act", act_leaving_a_trace)


def undo_that_does_nothing(monkeypatch):
    monkeypatch.setattr(Match, "undo", lambda self: self.undoable() > 0)


def suggest_that_plays(monkeypatch):
    def suggest_and_play(self, seat):
        action = self.legal_actions()[0]
        self.act(action)
        return action
    monkeypatch.setattr(Match, "suggest", suggest_and_play)


def forecast_that_plays(monkeypatch):
    def forecast_by_playing(self, action):
        if action in self.legal_actions():
            self.act(action)
        return None
    monkeypatch.setattr(Match, "forecast", forecast_by_playing)


def determinize_that_moves_on(monkeypatch):
    determinize = Match.determinize

    def determinize_one_action_later(self, seat, seed):
        twin = determinize(self, seat, seed)
        twin.act(twin.legal_actions()[-1])
        return twin
    monkeypatch.setattr(Match, "determinize", determinize_one_action_later)


def save_that_forgets_the_last_action(monkeypatch):
    save = Match.save

    def save_forgetting(self, key=None):
        text = json.loads(save(self))
        text["log"] = text["log"][:-1]
        return json.dumps(text)
    monkeypatch.setattr(Match, "save", save_forgetting)


def parser_that_lets_json_errors_out(monkeypatch):
    parse = savefile.parse

    def parse_raw_json_first(text):
        json.loads(text)
        return parse(text)
    monkeypatch.setattr(savefile, "parse", parse_raw_json_first)


BREAKAGES = [  # (the check, the breakage, the test that must catch it, what its message says)
    ("1. every legal action applies", lists_an_action_that_does_not_apply, "random", r"act\('bogus'\) raised"),
    ("1. the game ends", never_ends, "random", r"to_move\(\) is None while the game runs"),
    ("1. the ending is named", ends_in_a_way_it_does_not_name, "random", r"'a mystery' is not named"),
    ("2. refusals", leaves_a_trace_when_refusing, "random", "refusing .* changed the match"),
    ("3. undo", undo_that_does_nothing, "random", r"undo\(\) of .* did not bring back"),
    ("4. suggest", suggest_that_plays, "random", r"suggest\(\) changed the match"),
    ("4. forecast", forecast_that_plays, "random", r"forecast\(\) changed the match"),
    ("5. determinize", determinize_that_moves_on, "random", r"determinize\(\d\) looks different"),
    ("6. save and load", save_that_forgets_the_last_action, "random", "loaded .* gave another position"),
    ("7. broken saves", parser_that_lets_json_errors_out, "broken saves", "raised JSONDecodeError"),
]


@pytest.mark.parametrize("check,breakage,test,message", BREAKAGES, ids=[b[0] for b in BREAKAGES])
def test_the_check_catches_a_broken_match(check, breakage, test, message, monkeypatch):
    breakage(monkeypatch)
    with pytest.raises((AssertionError, pytest.fail.Exception), match=message):
        if test == "random":
            test_contract.test_a_random_game_keeps_the_contract(VARIANT, 1)
        else:
            test_contract.test_broken_saves_raise_bad_save(VARIANT, 1)


def test_a_computer_game_cut_short_by_the_step_bound_says_so(monkeypatch):
    monkeypatch.setattr(test_contract, "MAX_STEPS", 10)
    with pytest.raises(pytest.fail.Exception, match="did not finish the game within 10 actions"):
        test_contract.test_the_computer_plays_every_seat_to_the_end(VARIANT, 1001, "ai:easy")
