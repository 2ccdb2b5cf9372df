"""The tutorial at a table, below the screen (scenes/tutorial.py): the learner may take only the
step the script waits for - anything else is refused with its word of why not and changes
nothing - the other seats play the script's moves, and nothing is saved."""
from __future__ import annotations

import pytest

from engine import api
from scenes import config, storage, tutorial


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
            turn = session.poll()
            assert turn is not None and turn.by_computer and turn.label
            turns += 1
    assert session.match.result()["winners"] == [script.learner] and turns > 5
    assert session.narration() == script.finale and not session.can_undo()
    assert storage.unfinished_autosave("auganism") is None, "a tutorial is never autosaved"


def test_the_learner_keeps_their_own_name_where_the_script_leaves_it_blank():
    settings = config.Settings()
    settings.player_names = ["Ann"]
    names = tutorial.names_of(api.tutorial("auganism"), settings)
    assert names[1] == "Mira" and names[0] == settings.player_name(0)
    assert tutorial.has_tutorial("auganism")
