"""The engine tells each event's line of the story (engine/core/story.py, api.tell): a message in
no language that the table puts into the player's.

Every game's story is checked over seeded games played with random legal actions: every event
it emits is told by a well-formed message (engine/core/messages.problems), none falls through
as "(type)", and the same event reads the same whoever told it first - the story keeps no state.
"""
from __future__ import annotations

import random

import pytest

from engine import api
from engine.core.messages import problems
from engine.core.story import LOG_KINDS, TONES, Story, result, told

from .words import english


class Pig(Story):
    ROLES = {"seat": "seat", "cards": "card"}
    KINDS = {"draw": "cards", "draws": "cards"}

    def _draw(self, ev):
        return self.said("{seat} draws {cards} ({deck} left).", ev)

    def _draws(self, ev):
        if self.reader == ev.get("seat"):
            return None  # the private draw told it
        return self.counted("{seat} draws {n} card.", "{seat} draws {n} cards.", ev["count"], ev)

    def _bust(self, ev):
        return told(self.said("{seat} busts.", ev), tone="bad", bold=True)

    def result_bust(self, ev):
        return result(self.said("{seat} busts", ev), self.said("{lost} points lost: a 1 ends the turn.", ev),
                      seat=ev["seat"], tone="bad")


def test_a_story_fills_its_sentence_from_the_event_by_role():
    line = Pig().tell({"type": "draw", "seat": 1, "cards": ["ace", "two"], "deck": 30, "secret": [1]})
    assert line == {"text": {"id": "{seat} draws {cards} ({deck} left).",
                             "params": {"seat": {"seat": 1}, "deck": 30,
                                        "cards": {"list": [{"term": "card", "id": "ace"}, {"term": "card", "id": "two"}]}}},
                    "seat": 1, "tone": None, "bold": False, "kind": "cards"}


def test_a_plural_a_tone_and_who_reads_are_the_storys():
    assert Pig().tell({"type": "draws", "seat": 0, "count": 2})["text"]["plural"] == "{seat} draws {n} cards."
    assert Pig(reader=0).tell({"type": "draws", "seat": 0, "count": 2}) is None
    assert Pig().tell({"type": "bust", "seat": 0})["tone"] == "bad"


def test_a_line_belongs_to_its_kind_and_an_outcome_has_its_panel_with_the_events_numbers():
    assert Pig().tell({"type": "bust", "seat": 0})["kind"] == "other"
    events = [{"type": "draw", "seat": 0, "cards": ["ace"], "deck": 3}, {"type": "bust", "seat": 0, "lost": 7}]
    [panel] = Pig().results(events)
    assert panel["seat"] == 0 and panel["tone"] == "bad"
    assert panel["lines"] == [{"id": "{lost} points lost: a 1 ends the turn.", "params": {"lost": 7}}]


def test_an_event_without_a_sentence_shows_its_type_and_the_tables_own_show_nothing():
    assert Pig().tell({"type": "shuffle"})["text"] == {"id": "({event})", "params": {"event": "shuffle"}}
    assert Pig().tell({"type": "_beat", "seconds": 1}) is None


def played(game: str, seed: int, steps: int = 400) -> list[dict]:
    """The events of a seeded game played with random legal actions (every seat's)."""
    variant = api.info(game)["variants"][-1]
    m = api.new_match(game, seed=seed, seats=["human"] * variant["seats"], options=variant["options"])
    rng = random.Random(seed)
    events = list(m.events())
    for _ in range(steps):
        if m.result() is not None or not m.legal_actions():
            break
        events += m.act(rng.choice(m.legal_actions()))
    return events


@pytest.mark.parametrize("game", api.games())
def test_every_event_of_a_game_is_told_by_a_well_formed_message(game):
    for seed in (1, 2):
        for ev in played(game, seed):
            for reader in (None, 0):
                line = api.tell(game, ev, reader)
                if line is None:
                    continue
                assert problems(line["text"], f"{game} {ev['type']}") == []
                assert line["text"]["id"] != "({event})", f"{game}: no sentence for {ev['type']}"
                assert line["tone"] in (None, *TONES) and isinstance(line["bold"], bool)
                assert english(line["text"], game).strip()
                assert api.tell(game, ev, reader) == line, "told again, an event reads the same"
                assert line["kind"] in LOG_KINDS


@pytest.mark.parametrize("game", api.games())
def test_every_result_of_a_game_is_a_panel_of_well_formed_messages(game):
    """Each outcome's panel (api.results): a title and lines, messages filled from the events, for
    whoever reads - the same panel whenever it is asked for."""
    for seed in (1, 2):
        for ev in played(game, seed):
            for reader in (None, 0):
                for panel in api.results(game, [ev], reader):
                    assert set(panel) == {"title", "lines", "seat", "tone"}
                    assert panel["tone"] in (None, *TONES)
                    for text in [panel["title"], *panel["lines"]]:
                        assert problems(text, f"{game} {ev['type']} result") == []
                        assert english(text, game).strip()
                    assert api.results(game, [ev], reader) == [panel]
