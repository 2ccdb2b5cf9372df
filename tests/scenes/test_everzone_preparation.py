"""EverZone's table paints what a war at it shows as it is laid out (scenes/everzone/preparation.py),
not in the frame that first shows it: the reveal's frame, where every card turned over asked for
its face at once, and the location's and the battle strip's first sight.
"""
from __future__ import annotations

from engine import api
from scenes.everzone import cards, pictures, preparation
from scenes.everzone.layout import Layout

from .driver import sit_down

SEATS = ["human", "ai:easy"]


def _painted_already(paint, *calls) -> bool:
    """Does every call of `paint` (a cached painting) find its picture painted?"""
    before = paint.cache_info().misses
    for args in calls:
        paint(*args)
    return paint.cache_info().misses == before


def _deck(scene, seat: int) -> list[str]:
    return [card for card, _copies in api.catalog("everzone").decks[scene.shown["players"][seat]["deck_id"]].cards]


def test_an_opened_table_has_its_seats_cards_locations_and_icons_painted(app):
    scene = sit_down(app, api.new_match("everzone", 5, SEATS), SEATS)
    catalog, area = api.catalog("everzone"), scene.layout.top[0]
    for seat in (0, 1):
        faces = [(card, area.card if catalog.card(card).kind == "unit" else area.support_card)
                 for card in _deck(scene, seat)]
        leaders = [(leader.id, area.card) for leader in catalog.leaders(scene.shown["players"][seat]["race"])]
        assert _painted_already(cards._body, *faces, *leaders), "every card of the seat's deck, face up on the field"
        assert _painted_already(cards._body, *[(card, area.thumb) for card in _deck(scene, seat)]), "on its piles"
    assert _painted_already(cards._location_body, *[(loc, scene.layout.location.size) for loc in catalog.locations])
    assert _painted_already(pictures.stat_icon, *[(stat, scene.layout.stat_icon(2)) for stat in cards.STATS])
    assert _painted_already(pictures.card_back, (area.card,), (area.thumb,))


def test_a_table_laid_out_anew_paints_at_its_new_size(app):
    scene = sit_down(app, api.new_match("everzone", 5, SEATS), SEATS)
    smaller = Layout((1024, 640), 1, 1)
    unit = next(card for card in _deck(scene, 1) if api.catalog("everzone").card(card).kind == "unit")
    assert smaller.top[0].card != scene.layout.top[0].card
    assert not _painted_already(cards._body, (unit, smaller.top[0].card)), "(a size the table was not laid out at)"
    preparation.prepare(smaller, scene.shown)
    assert _painted_already(cards._body, *[(card, smaller.top[0].card) for card in _deck(scene, 1)
                                           if api.catalog("everzone").card(card).kind == "unit"])
