"""The shared deck: drawing, inserting, segments and determinization."""
from __future__ import annotations

import doctest
from collections import Counter

from engine.core import deck as deck_module
from engine.core.deck import Deck, hand_view
from engine.core.rng import Rng


def test_the_docstring_example_runs():
    assert doctest.testmod(deck_module).failed == 0


def test_draw_takes_from_the_top_until_empty():
    d = Deck(["a", "b", "c"], [3])
    assert [d.draw(), d.draw(), d.draw(), d.draw()] == ["a", "b", "c", None]
    assert d.segments == []


def test_a_stacked_deck_keeps_each_part_in_its_place():
    rng = Rng(5)
    for _ in range(50):
        d = Deck.stacked([["u1", "u2", "u3"], ["l1", "l2", "temple"]], rng)
        assert set(d.pile[:3]) == {"u1", "u2", "u3"} and "temple" in d.pile[3:]
        assert d.segments == [3, 3]


def test_determinize_reshuffles_only_inside_segments():
    rng = Rng(9)
    d = Deck.stacked([["a", "b", "c", "d"], ["w", "x", "y", "z"]], rng)
    seen = Counter()
    for seed in range(200):
        twin = d.clone()
        twin.determinize(Rng(seed))
        assert set(twin.pile[:4]) == {"a", "b", "c", "d"} and set(twin.pile[4:]) == {"w", "x", "y", "z"}
        seen[twin.pile[0]] += 1
    assert set(seen) == {"a", "b", "c", "d"}  # every upper card can be imagined on top


def test_determinize_never_depends_on_the_hidden_order():
    """Two decks holding the same cards in each segment, in other orders, determinize alike: a
    computer that searches determinized copies learns nothing from the true order."""
    one = Deck(["a", "b", "c", "d", "w", "x", "y"], [4, 3])
    other = Deck(["d", "b", "a", "c", "y", "w", "x"], [4, 3])
    for seed in range(20):
        a, b = one.clone(), other.clone()
        a.determinize(Rng(seed))
        b.determinize(Rng(seed))
        assert a.pile == b.pile


def test_insert_middle_joins_the_segment_it_lands_in():
    d = Deck(["a", "b", "c", "d", "e", "f"], [2, 4])
    assert d.insert_middle("m") == 3
    assert d.pile == ["a", "b", "c", "m", "d", "e", "f"] and d.segments == [2, 5]
    d.insert("top", 0)
    assert d.pile[0] == "top" and d.segments == [3, 5]
    d.insert("edge", 3)  # above "c", the first card of the lower segment
    assert d.segments == [3, 6]
    d.insert("bottom", len(d))
    assert d.pile[-1] == "bottom" and d.segments == [3, 7]


def test_drawing_across_segments_keeps_them_consistent():
    d = Deck(["a", "b", "c", "d"], [1, 3])
    d.draw()
    assert d.segments == [3]
    d.draw()
    assert d.segments == [2] and sum(d.segments) == len(d)


def test_discards_reshuffle_under_the_pile():
    d = Deck(["a"], [1])
    d.discard("x")
    d.discard("y")
    d.reshuffle_discards(Rng(2))
    assert d.pile[0] == "a" and set(d.pile[1:]) == {"x", "y"} and d.segments == [1, 2] and d.discards == []


def test_json_round_trip_and_bad_json():
    d = Deck.stacked([["a", "b"], ["c"]], Rng(3))
    d.discard("z")
    again = Deck.from_json(d.to_json())
    assert again == d
    bad = d.to_json()
    bad["segments"] = [5]
    try:
        Deck.from_json(bad)
        raise AssertionError("a deck whose segments do not add up was accepted")
    except ValueError:
        pass


def test_public_view_and_hidden_hands():
    d = Deck(["a", "b"], [2], ["c"])
    assert d.public() == {"count": 2, "discards": ["c"]}
    assert hand_view(["x", "y"], True) == ["x", "y"] and hand_view(["x", "y"], False) == {"count": 2}


def test_take_first_reveals_until_a_match_and_shuffles_the_rest_back():
    rng = Rng(4)
    deck = Deck(["a1", "a2", "b1", "a3"], [4])
    assert deck.take_first(lambda c: c.startswith("b"), rng) == "b1"
    assert sorted(deck.pile) == ["a1", "a2", "a3"] and deck.segments == [3]
    assert deck.take_first(lambda c: c.startswith("z"), rng) is None
    assert sorted(deck.pile) == ["a1", "a2", "a3"] and deck.segments == [3]


def test_shuffle_in_makes_one_segment_of_everything():
    rng = Rng(9)
    deck = Deck.stacked([["a", "b"], ["c"]], rng)
    deck.shuffle_in(["d", "e"], rng)
    assert sorted(deck.pile) == ["a", "b", "c", "d", "e"] and deck.segments == [5]
