"""Zombie Slayer's log speaks in words a player can find on the table, never in coordinates.

Players read "A die decides the zombie's route: 3,-3." and could not tell where that was. Every
sentence of whole computer games (ties settled by the die, ties asked and answered, resumed
logs written in one go) is checked for raw squares ("3,-3", "at 4,2") and for the engine's ids
("v3", "tile:orchard", "nec").
"""
from __future__ import annotations

import re

import pytest

from engine import api
from scenes.zombie_slayer.log_text import LogWriter

RAW = [
    (re.compile(r"-?\d+\s*,\s*-?\d+"), "a square's coordinates"),
    (re.compile(r"\b[vgb]\d+\b"), "a zombie's id"),
    (re.compile(r"\btile:|\bnec\b|\bslayer_|_"), "an engine id"),
    (re.compile(r"not told|^\("), "an untold event"),
]


def raw_words(text: str) -> list[str]:
    return [why for pattern, why in RAW if pattern.search(text)]


def _game_lines(seed: int, options: dict, steps: int = 500) -> list[str]:
    match = api.new_match("zombie_slayer", seed, ["human"], options)
    writer = LogWriter(match.view(0)["slayer"]["name"])
    lines = [line.text for line in writer.lines(match.state.setup_events)]
    for _ in range(steps):
        if match.result() is not None:
            break
        asked = match.decision()
        tie = asked["kind"] == "zombies"  # a die settles it, so the log tells every tie rolled
        action = next(c["action"] for c in asked["choices"] if c["verb"] == "roll") if tie else match.suggest(0)
        lines += [line.text for line in writer.lines(match.act(action))]
    return lines


@pytest.mark.parametrize("seed,options", [(3, {}), (4, {"zombie_ties": "choose"}), (9, {"placement": "auto"})])
def test_no_log_line_shows_coordinates_or_ids(seed, options):
    lines = _game_lines(seed, options)
    assert any("a die sends" in line or "a die decides" in line for line in lines), "the game had a tie for the die"
    bad = [(line, raw_words(line)) for line in lines if raw_words(line)]
    assert not bad, bad[:8]


def test_a_route_tie_says_which_way_the_zombie_goes():
    writer = LogWriter("Ludwig van Rheingold")
    writer.line({"type": "spawn", "token": "v2", "colour": "violet", "pos": [3, -1]})
    writer.line({"type": "activate", "token": "v2"})
    text = writer.line({"type": "tie_roll", "what": "route", "options": ["2,-2", "3,-2"], "pick": "3,-2"}).text
    assert "north" in text and not raw_words(text), text


def test_a_square_on_a_card_the_log_has_not_seen_is_told_from_the_market_place():
    writer = LogWriter("Ludwig van Rheingold")
    text = writer.where((14, -3))  # two cards east of the Town Centre, one north
    assert not raw_words(text) and "east" in text and "north" in text, text
