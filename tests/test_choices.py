"""Match.choices(): every legal action, described by the rules (engine/core/choices.py).

In seeded random games of every game and variant, at many positions: the actions of choices()
are legal_actions(), in order; each description has the shape (a verb, the ids it names, its
cost, a text that is a message); and describing changes nothing. No view holds the decision's
own state (`frames`, `pending`): the decision is Match.decision()'s to describe.
"""
from __future__ import annotations

import random
import re

import pytest

from engine.core.choices import problems

from .conformance.play import Variant, variants

STEPS = 400
LOOK_AT = {0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377}
SEEDS = (1, 2)


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_legal_action_is_described_by_the_rules(variant: Variant, seed: int):
    match, game, name = variant.new_match(seed), variant.game, variant.name
    pick = random.Random(seed)
    for step in range(STEPS):
        legal = match.legal_actions()
        if not legal:
            break
        if step in LOOK_AT or step % 50 == 0:
            before = match.digest()
            described = match.choices()
            assert [c["action"] for c in described] == legal, f"{game}/{name} seed {seed} step {step}"
            for action, description in zip(legal, described):
                assert problems(description, action) == [], f"{game}/{name} seed {seed} step {step}: {action!r}"
            assert match.digest() == before, "describing the choices changed the game"
        match.act(pick.choice(legal))


def test_a_description_out_of_shape_is_named():
    from engine.core.choices import choice
    from engine.core.messages import msg

    assert problems(choice("end", "end", msg("End the turn")), "end") == []
    assert problems(choice("end", "End turn", msg(" ")), "end") == [
        "verb 'End turn' is not a lower_snake_case word", "text {'id': ' ', 'params': {}} is not a message with an id"]
    assert problems(choice("end", "end", "End the turn"), "end") == ["text 'End the turn' is not a message with an id"]
    assert problems(choice("move 3", "move", msg("Move"), names={"square": (3, 4)}, cost={"actions": True}),
                    "move 4")[:1] == ["describes 'move 3', not 'move 4'"]


def test_choices_with_names_change_only_the_words_that_name_a_seat():
    """A seat in a choice's text (a message) is a {"seat": n} parameter: the text is handed over
    as it is, and put into words with the players' names it names them (as a table does)."""
    from engine import api

    from .words import labels

    match = api.new_match("everzone", 5, ["human", "human", "human"])
    pick = random.Random(5)
    for _ in range(300):
        assert match.choices(["Anna", "Bruno", "Carla"]) == match.choices()
        plain, named = labels(match), labels(match, ["Anna", "Bruno", "Carla"])
        assert [c["action"] for c in named] == [c["action"] for c in plain]
        for p, n in zip(plain, named):
            assert {**p, "label": n["label"]} == n
            assert ("seat " in p["label"].lower()) == (n["label"] != p["label"]), p["label"]
        if any("attacks" in n["label"] for n in named):
            assert any(re.search(r"attacks (Anna|Bruno|Carla) ", n["label"]) for n in named)
            return
        match.act(pick.choice(match.legal_actions()))
    pytest.fail("no seat to attack came up in 300 actions")


def _keys(value) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_no_view_holds_the_decisions_frames_or_pending(variant: Variant):
    match, pick = variant.new_match(3), random.Random(3)
    for step in range(STEPS):
        if step % 7 == 0:
            for seat in (None, *range(variant.seats)):
                found = _keys(match.view(seat)) & {"frames", "pending"}
                assert not found, f"{variant.id} step {step}: the view for {seat} holds {found}"
        legal = match.legal_actions()
        if not legal:
            break
        match.act(pick.choice(legal))
