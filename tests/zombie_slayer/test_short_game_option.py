"""The short game (option temple = "upper"): the Temple is shuffled into the upper half of the
town deck instead of the lower; the default deal is the rulebook's, exactly as before."""
from __future__ import annotations

import pytest

from engine import api
from engine.games.zombie_slayer.content import content

SEEDS = range(1, 41)


def new(seed: int, options: dict | None = None):
    return api.new_match("zombie_slayer", seed, ["human"], options or {})


def temple_index(match) -> int | None:
    """Where the Temple lies in the whole deck as it was dealt (setup's four cards first), None
    if setup placed it."""
    state = match.state
    if state.boss:
        return None
    return len(state.tiles) - 1 + state.deck.pile.index(content().temple.id)


def test_the_default_is_the_rulebook_deal_unchanged():
    for seed in SEEDS:
        plain, lower = new(seed), new(seed, {"temple": "lower"})
        assert plain.state.deck.pile == lower.state.deck.pile
        assert plain.digest() == lower.digest()
        assert "temple" not in plain.state.options  # the default is left out: a rulebook game's digest is as before


def test_by_default_the_temple_lies_in_the_lower_half():
    half = (len(content().tiles) - 2) // 2  # the town cards, without the Town Centre and the Temple
    for seed in SEEDS:
        match = new(seed)
        assert not match.state.boss
        assert temple_index(match) >= half


def test_the_short_game_shuffles_the_temple_into_the_upper_half():
    half = (len(content().tiles) - 2) // 2
    seen_in_setup = 0
    for seed in SEEDS:
        match = new(seed, {"temple": "upper"})
        index = temple_index(match)
        if index is None:  # drawn among the opening four: the boss fight starts at once
            seen_in_setup += 1
            assert match.state.nec.pos is not None or any(
                p.tile == content().temple.id for p in match.state.tiles.values())
            continue
        assert index <= half
    assert seen_in_setup < len(SEEDS)


def test_the_short_game_keeps_the_rest_of_the_game():
    match = new(72, {"temple": "upper"})
    tiles = sorted(match.state.deck.pile + [p.tile for p in match.state.tiles.values()])
    assert tiles == sorted(content().tiles)  # the same cards, only the Temple's half differs


def test_a_bad_temple_option_is_refused_with_a_message():
    with pytest.raises(api.BadOptions) as err:
        new(1, {"temple": "middle"})
    assert "'temple'" in str(err.value) and "lower" in str(err.value) and "upper" in str(err.value)


def test_a_short_game_saves_and_loads_with_its_option():
    match = new(72, {"temple": "upper", "luck": 1, "placement": "auto"})
    for _ in range(12):
        match.act(match.legal_actions()[0])
    again = api.load(match.save())
    assert again.state.options["temple"] == "upper"
    assert again.digest() == match.digest()
