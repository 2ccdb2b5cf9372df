"""Zombie Slayer's log speaks in words a player can find on the table, never in coordinates, and
each line is a function of its event.

Players read "A die decides the zombie's route: 3,-3." and could not tell where that was. Every
sentence of whole computer games (ties settled by the die, ties asked and answered, resumed
logs written in one go) is checked for raw squares ("3,-3", "at 4,2") and for the engine's ids
("v3", "tile:orchard", "nec"). The writer keeps no game state (it used to follow the last roll,
the cards laid and where each token stood): the events carry the facts, so a log told from the
middle of a game reads as the whole log does from there. The engine tells the story
(engine/games/zombie_slayer/story.py, api.tell); the table's StoryWriter puts it into words.
"""
from __future__ import annotations

import re

import pytest

from engine import api
from engine.games.zombie_slayer.story import STORY
from scenes.widgets.log_lines import StoryWriter
from scenes.zombie_slayer.words import Slayer, slayer_name, term

RAW = [
    (re.compile(r"-?\d+\s*,\s*-?\d+"), "a square's coordinates"),
    (re.compile(r"\b[vgb]\d+\b"), "a zombie's id"),
    (re.compile(r"\btile:|\bnec\b|\bslayer_|_"), "an engine id"),
    (re.compile(r"not told|^\("), "an untold event"),
]


def raw_words(text: str) -> list[str]:
    return [why for pattern, why in RAW if pattern.search(text)]


def _writer(match) -> StoryWriter:
    return StoryWriter("zombie_slayer", Slayer(slayer_name(match.view(0))), term)


def _game(seed: int, options: dict, steps: int = 500):
    """A computer game, and its events one action at a time (the setup's first)."""
    match = api.new_match("zombie_slayer", seed, ["human"], options)
    batches = [match.state.setup_events]
    for _ in range(steps):
        if match.result() is not None:
            break
        asked = match.decision()
        tie = asked["kind"] == "zombies"  # a die settles it, so the log tells every tie rolled
        action = next(c["action"] for c in asked["choices"] if c["verb"] == "roll") if tie else match.suggest(0)
        batches.append(match.act(action))
    return match, batches


def _game_lines(seed: int, options: dict, steps: int = 500) -> list[str]:
    match, batches = _game(seed, options, steps)
    writer = _writer(match)
    return [line.text for batch in batches for line in writer.lines(batch)]


@pytest.mark.parametrize("seed,options", [(3, {}), (4, {"zombie_ties": "choose"}), (9, {"placement": "auto"})])
def test_no_log_line_shows_coordinates_or_ids(seed, options):
    lines = _game_lines(seed, options)
    assert any("a die sends" in line or "a die decides" in line for line in lines), "the game had a tie for the die"
    bad = [(line, raw_words(line)) for line in lines if raw_words(line)]
    assert not bad, bad[:8]


def test_a_route_tie_says_which_way_the_zombie_goes():
    text = _writer(api.new_match("zombie_slayer", 1, ["human"])).line(
        {"type": "tie_roll", "what": "route", "options": ["2,-2", "3,-2"], "pick": "3,-2", "zombie": "v2",
         "colour": "violet", "from": [3, -1]}).text
    assert text == "2 ways are equally short: a die sends the violet zombie north.", text


def test_a_zombie_rises_on_the_card_its_event_names():
    """The card a square lies on comes with the event: a log begun anywhere names it."""
    text = _writer(api.new_match("zombie_slayer", 1, ["human"])).line(
        {"type": "spawn", "token": "v2", "colour": "violet", "pos": [14, -3], "place": "smithy"}).text
    assert text == "A violet zombie rises on Smithy.", text


def test_the_story_keeps_nothing_but_who_reads():
    """Before and after telling whole games, the story holds the seat at the screen and whether
    every secret is shown, and the writer its names too - no roll, no card, no token's square."""
    for seed, options in ((3, {}), (4, {"zombie_ties": "choose"})):
        match, batches = _game(seed, options)
        story, writer = STORY(), _writer(match)
        kept = {"game", "names", "terms", "me", "revealed"}
        assert set(vars(story)) == {"reader", "revealed"} and set(vars(writer)) == kept
        for batch in batches:
            writer.lines(batch)
            [story.tell(ev) for ev in batch]
        assert set(vars(story)) == {"reader", "revealed"} and set(vars(writer)) == kept


@pytest.mark.parametrize("seed", [3, 8])
def test_a_log_told_from_the_middle_reads_as_the_whole_log_does_from_there(seed):
    match, batches = _game(seed, {"zombie_ties": "choose"})
    whole = [[line.text for line in _writer(match).lines(batch)] for batch in batches]
    for start in (1, len(batches) // 3, 2 * len(batches) // 3):
        fresh = _writer(match)
        assert [[line.text for line in fresh.lines(batch)] for batch in batches[start:]] == whole[start:]


def test_every_event_line_is_told_and_the_log_speaks_italian():
    """Every line of a whole game is written in Italian too (no "(type: not told)"), and it is
    Italian: the catalog's words, not the English source."""
    from scenes import i18n

    match, batches = _game(5, {})
    english = [line.text for batch in batches for line in _writer(match).lines(batch)]
    try:
        i18n.set_language("it")
        italian = [line.text for batch in batches for line in _writer(match).lines(batch)]
    finally:
        i18n.set_language("en")
    assert len(italian) == len(english) and not [t for t in italian if "not told" in t or t.startswith("(")]
    differ = sum(a != b for a, b in zip(english, italian, strict=True))
    assert differ > 0.9 * len(english), "most lines read differently in Italian"


def test_a_log_written_again_tells_only_the_lines_it_keeps():
    """A replay's jump or a resumed game writes its log again from every event so far: only the
    last lines the log keeps are told (a 100,000-action game's log took seconds), and they read
    as the whole log's last lines do."""
    match, batches = _game(3, {}, 120)
    events = [ev for batch in batches for ev in batch] * 20
    writer = _writer(match)
    whole = writer.lines(events)
    told = []
    real = writer.line
    writer.line = lambda ev: told.append(ev) or real(ev)
    assert writer.last_lines(events, 50) == whole[-50:]
    assert len(told) < len(events) / 10
    assert writer.last_lines(events[:3], 50) == whole[:len(writer.lines(events[:3]))]
