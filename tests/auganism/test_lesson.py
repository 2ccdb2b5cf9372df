"""Auganism's lesson (data/auganism/tutorial.toml) against the rulebook: what it plays and what its
narrator says about skipping a phase.

The rulebook makes the Draw Phase ("This is not optional") and the Summon Phase ("If your
summon zone is empty, summon a monster in your hand. This is not optional.") compulsory; the
EVP, Evolution, Augment and Declare Phases are optional. The lesson once told the learner "any
phase may be skipped".
"""
from __future__ import annotations

from engine import api

OPTIONAL = ("evp", "evolve", "augment", "declare")


def test_every_skip_the_lesson_plays_is_in_an_optional_phase():
    lesson = api.tutorial("auganism")
    match = lesson.new_match()
    skips = 0
    while lesson.step_at(match) is not None:
        if lesson.step_at(match).play == "skip":
            assert match.state.phase in OPTIONAL, lesson.step_at(match)
            skips += 1
        lesson.take(match)
    assert skips


def test_the_lesson_teaches_that_the_draw_and_the_summon_are_not_optional():
    lesson = api.tutorial("auganism")
    [taught] = [step.say for step in lesson.steps if step.rule == "skip"]
    assert "any phase may" not in taught
    assert "Draw and the Summon are not optional" in taught
