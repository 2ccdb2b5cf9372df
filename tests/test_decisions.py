"""engine/core/decisions.py: a kind keeps its legal, apply, describe and prompt together, and a
decision that is only a formality says why, so the table takes it for the person."""
from __future__ import annotations

import pytest

from engine.core.choices import choice
from engine.core.decisions import Kinds, decision
from engine.core.messages import msg


def _kinds(legal: list[str]) -> Kinds:
    kinds = Kinds("test")
    kinds.add("pay", legal=lambda state, frame: legal,
              describe=lambda state, frame, action: choice(action, "pass", msg("Pass")),
              prompt=lambda state, frame: msg("Pay for a skill"),
              forced=lambda state, frame: msg("Nothing can be paid"))
    return kinds


def test_a_formality_with_one_answer_carries_its_reason():
    d = decision(_kinds(["pass"])["pay"], None, None, 0, ["pass"])
    assert d["forced"] == msg("Nothing can be paid")


def test_a_decision_with_a_choice_in_it_is_never_forced():
    d = decision(_kinds(["pay 1", "pass"])["pay"], None, None, 0, ["pay 1", "pass"])
    assert d["forced"] is None


def test_a_kind_is_registered_once():
    kinds = _kinds(["pass"])
    with pytest.raises(ValueError):
        kinds.add("pay")


def test_a_kind_that_checks_one_action_is_asked_instead_of_listing_them_all():
    kinds = _kinds(["pay 1", "pass"])
    kinds.add("aim", legal=lambda state, frame: pytest.fail("listed every answer to check one"),
              allows=lambda state, frame, action: action == "aim 2")
    assert kinds["aim"].answers(None, None, "aim 2") and not kinds["aim"].answers(None, None, "aim 3")
    assert kinds["pay"].answers(None, None, "pass") and not kinds["pay"].answers(None, None, "pay 2")


@pytest.mark.parametrize("game", ["zombie_slayer", "creature_adventures", "zvery", "auganism", "everzone"])
def test_allows_answers_as_the_legal_actions_do_in_every_position(game):
    """Rules.allows (Match.act's check) says of every action what legal_actions says: each legal
    action, and each action legal a moment ago that may not be now (a Luck change that no
    longer helps, a move to a square just taken). Zombie Slayer's rolls check one Luck change
    rather than forecasting every one on offer."""
    import random

    from .conformance.play import variants

    variant = next(v for v in variants() if v.game == game)
    match = variant.new_match(5, "ai:easy")
    pick, lately = random.Random(5), set()
    for _ in range(150):
        if match.result() is not None:
            break
        legal = match.legal_actions()
        for action in set(legal) | lately:
            assert match.rules.allows(match.state, action) == (action in legal), f"{game}: {action!r}"
        lately = set(legal)
        match.act(pick.choice(legal) if pick.random() < 0.5 else match.suggest(match.to_move()))
