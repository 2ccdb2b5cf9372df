"""The tutorial at a table, below the screen (scenes/tutorial.py): the learner may take only the
step the script waits for - anything else is refused with its word of why not and changes
nothing - the other seats play the script's moves (each the narrator has words about once the
learner has read them), and nothing is saved. A lesson may also open at a later step (the
guide's links)."""
from __future__ import annotations

import pytest

from engine import api
from scenes import config, games, storage, tutorial


def test_the_learner_takes_only_the_scripts_step_and_the_rival_plays_the_script():
    script = api.tutorial("auganism")
    session = tutorial.TutorialSession(script, ["Ann", "Mira"])
    turns = 0
    while session.step is not None:
        if session.is_human_turn():
            step = session.step
            wrong = next(a for a in session.match.legal_actions() + ["nonsense"] if a != step.play)
            before = session.match.digest()
            with pytest.raises(tutorial.Refused, match=step.why_not[:20]):
                session.act(wrong)
            assert session.match.digest() == before, "a refused action changes nothing"
            assert session.expected() == step.play
            session.act(step.play)
        else:
            assert session.expected() is None
            if session.step.say:
                assert session.reading() and session.poll() is None, "the rival waits while its words are read"
                session.read_on()
            assert not session.reading()
            turn = session.poll()
            assert turn is not None and turn.by_computer and turn.said
            turns += 1
    assert session.match.result()["winners"] == [script.learner] and turns > 5
    assert session.narration() == script.finale and not session.can_undo()
    assert storage.unfinished_autosave("auganism") is None, "a tutorial is never autosaved"


def test_the_learner_keeps_their_own_name_where_the_script_leaves_it_blank():
    settings = config.Settings()
    settings.player_names = ["Ann"]
    names = tutorial.names_of(api.tutorial("auganism"), settings)
    assert names[1] == "Mira" and names[0] == settings.player_name(0)
    assert games.has_tutorial("auganism")


def test_a_lesson_opened_at_a_step_has_played_the_steps_before_it():
    script = api.tutorial("auganism")
    step = script.lessons()["Evolving"]
    session = tutorial.TutorialSession(script, ["Ann", "Mira"], at=step)
    assert session.step.number == step and script.position(session.match) == step - 1
    assert session.expected() == script.steps[step - 1].play and not session.reading()
    assert session.narration() == script.steps[step - 1].say
    with pytest.raises(ValueError, match="step"):
        tutorial.TutorialSession(script, ["Ann", "Mira"], at=len(script.steps) + 1)
