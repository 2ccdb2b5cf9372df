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
