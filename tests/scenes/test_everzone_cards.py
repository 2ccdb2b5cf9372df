"""Every word EverZone's cards draw can be read at 1024x640 and up: none under 12 px.

Players found the location cards' names in the secret setup at 1024x640 about 9 px, the hand
cards' names about 10 px, the "SUPPORT" ribbons 7 px and a leader's rule text 10 px at 1280x800.
The cards now give up words rather than shrink them (scenes/everzone/cards.py). The first tests
draw every unit, support and location at every size the table's layouts give a card - the hand,
the fields, the supports, the piles, the flying card, the secret setup, the side preview and the
closer look - from 1024x640 to 1920x1080 with two to four players, and at every height in
between, in English and in Italian (longer), recording every line of text written on the card:
none is smaller than 12 px, none leaves the card, no two overlap. The last plays a game through
the table at 1024x640 - a person's every click and a pointer resting on every card - and
records every word drawn anywhere.
"""
from __future__ import annotations

import pygame
import pytest

from engine import api
from scenes.everzone.layout import Layout, SetupBoard

from .card_words import (
    Recorded,
    hovered_game,
    problems,
)

WINDOWS = [(1024, 640), (1280, 800), (1920, 1080)]
SEATS = [(1, 1), (2, 1), (2, 2)]  # enemies along the top, the viewer's side along the bottom


def _card_heights() -> set[int]:
    """The heights the table draws a unit or support at, from its layouts at every window and
    seat count, and every sixth height between (a fanned hand, an animation's in-between)."""
    heights = {90, round(200 / 0.7), 285}  # a card flying to its place; the closer look
    for window in WINDOWS:
        for top, bottom in SEATS:
            lay = Layout(window, top, bottom)
            area = lay.bottom[0]
            heights |= {lay.hand.h - 6, area.field.h, area.supports.h, area.deck.h - 4, lay.zoom.h - 16,
                        int(lay.stage.h * 0.4)}
    return heights | set(range(24, 341, 6))


def _location_sizes() -> set[tuple[int, int]]:
    """The sizes of a location card: the battle strip's, the side preview's, the secret setup's
    grid (as play.py lays it), the closer look's, and every width between."""
    sizes = {(320, 200)}
    for window in WINDOWS:
        for top, bottom in SEATS:
            lay = Layout(window, top, bottom)
            sizes.add(lay.location.size)
            w = lay.zoom.w - 20
            sizes.add((w, int(w / 1.6)))
            sizes |= {SetupBoard.of(lay.stage, False).tile, SetupBoard.of(lay.stage.union(lay.hand), True).tile}
    return sizes | {(w, int(w / 1.6)) for w in range(80, 341, 8)}


def _drawn(draw, size: tuple[int, int], *args, **kwargs) -> list[str]:
    """What is wrong with the words of one card drawn at `size`, at the origin."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    with Recorded() as recorded:
        draw(surface, surface.get_rect(), *args, **kwargs)
    return problems(recorded.lines, size)


def test_every_unit_and_support_keeps_every_word_readable_and_apart(language):
    from scenes.everzone import cards

    catalog = api.catalog("everzone")
    found, drawn = [], 0
    for card in list(catalog.units) + list(catalog.supports):
        for h in _card_heights():
            size = cards.card_size(h)
            found += [f"{card} at {size}: {p}" for p in _drawn(cards.draw_card, size, card)]
            drawn += 1
    changed = next(iter(catalog.units))  # a unit whose every value effects changed, two digits
    for h in _card_heights():
        size = cards.card_size(h)
        cards.draw_card(pygame.Surface(size), pygame.Rect((0, 0), size), changed)  # its body cached, what is
        found += [f"{changed} changed at {size}: {p}"
                  for p in _drawn(cards.draw_card, size, changed, values={s: 10 for s in cards.STATS})]  # drawn over the printed values alone is read
    assert drawn and not found, "\n".join(found[:30])


def test_every_location_keeps_every_word_readable_and_apart(language):
    from scenes.everzone import cards

    found = []
    for loc in api.catalog("everzone").locations:
        for size in _location_sizes():
            for turn in (0, 1):
                found += [f"{loc} at {size}: {p}" for p in _drawn(cards.draw_location, size, loc, turn=turn)]
    assert not found, "\n".join(found[:30])


def test_every_location_in_the_secret_setup_shows_its_whole_name(language):
    """At 1024x640 the setup's reserve cut twelve of fifteen names ("Tarvis Hi...", "Kepler C..."):
    its tiles are wider where the board has room, and a long name takes two rows."""
    from scenes.everzone import cards, words

    for window in WINDOWS:
        for top, bottom in SEATS:
            lay = Layout(window, top, bottom)
            size = SetupBoard.of(lay.stage.union(lay.hand), True).tile  # the board before the deal, as play.py draws it
            for loc in api.catalog("everzone").reserve():
                surface = pygame.Surface(size, pygame.SRCALPHA)
                cards._location_body.cache_clear()  # its words are written as its picture is made
                with Recorded() as recorded:
                    cards.draw_location(surface, surface.get_rect(), loc.id)
                said = " ".join(w for w, *_ in recorded.lines if not w.isdigit())
                assert said == words.location_name(loc.id), f"{loc.id} at {size} in {window}: {said!r}"
                cards._tagged_location_body.cache_clear()
                with Recorded() as recorded:  # once picked, its tag covers no word (it sat on "Prime")
                    cards.draw_location(surface, surface.get_rect(), loc.id, tag="picked")
                assert not problems(recorded.lines, size), f"{loc.id} picked at {size}: {problems(recorded.lines, size)}"


def test_a_small_card_gives_its_words_to_shapes_and_keeps_its_numbers():
    """A support in the hand at 1024x640 has no room for "SUPPORT" at 12 px, nor a leader for an
    "L": a ribbon and a crown say it; the numbers stay, at 12 px or more; a pile's thumbnail
    writes nothing."""
    from scenes.everzone import cards

    catalog = api.catalog("everzone")
    leader = next(c for c, u in catalog.units.items() if u.leader)
    support = next(iter(catalog.supports))
    hand = cards.card_size(Layout((1024, 640), 1, 1).hand.h - 6)
    for card in (leader, support):
        surface = pygame.Surface(hand, pygame.SRCALPHA)
        with Recorded() as recorded:
            cards.draw_card(surface, surface.get_rect(), card)
        said = [words for words, *_ in recorded.lines]
        assert "L" not in said and "SUPPORT" not in said, said
        assert any(words.isdigit() for words in said) and not recorded.too_small(), said
    thumb = cards.card_size(Layout((1024, 640), 1, 1).bottom[0].deck.h - 4)
    surface = pygame.Surface(thumb, pygame.SRCALPHA)
    with Recorded() as recorded:
        cards.draw_card(surface, surface.get_rect(), leader)
    assert recorded.lines == []


@pytest.mark.parametrize("language, size", [("en", (1024, 640)), ("it", (1024, 640))], ids=["1024x640", "1024x640-it"])
def test_a_game_played_through_the_table_draws_no_word_under_12_px(language, size):
    """A person plays a war against the computer by clicking, resting the pointer on every card
    of the table at each decision (the tooltip and the side preview open); every word drawn on
    the window and on every card's picture is 12 px or more. A picture of the table is kept."""
    match = api.new_match("everzone", 5, ["human", "ai:easy"])
    small, seen = hovered_game(match, size, language, f"everzone_words_{size[0]}x{size[1]}_{language}.png",
                               limit=300, move=_a_move, pictured=lambda scene, decisions: decisions == 6)
    assert match.result() is not None and seen, "the war was played to its end"
    assert not small, "\n".join(sorted(small))


def _a_move(match) -> str:
    """The person's move: each legal one in turn, as the log grows."""
    legal = match.legal_actions()
    return legal[len(match.log) % len(legal)]


def test_a_label_too_long_drops_what_matters_least_before_it_is_cut():
    """At 1024x640 the seat panel read "Seat 2 · Computer (..." and a three-player army's label
    lost its deck and who it attacks to an ellipsis: the shorter wording is taken whole first."""
    from scenes.everzone import cards

    pygame.init()
    full, short = "Seat 2 \u00b7 Computer (normal)", "Computer (normal)"
    wide = cards.fitted(full, 1000, 16)[1].size(full)[0]
    assert cards.first_fitted([full, short], wide + 4, 16)[0] == full
    narrow = cards.fitted(short, 1000, 16)[1].size(short)[0] + 2
    assert cards.first_fitted([full, short], narrow, 16)[0] == short
    cut, _font = cards.first_fitted([full, short], 40, 16)
    assert cut != short and cut.endswith(("...", "\u2026"))
