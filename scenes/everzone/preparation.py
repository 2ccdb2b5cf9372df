"""What EverZone's table will surely draw at its size, painted as the table is laid out (opened
or resized) rather than in the frame that first shows it.

Every picture of the table is painted once per size and kept (cards.py, pictures.py), but the
first painting of one fell in the frame that showed it: the location's first sight took 3 ms,
the battle strip's value icons 1.5 ms, a card's face some 0.8 ms - in the reveal's frame, where
every card turned over asks for its face at once. As a game loads its assets before the first
turn, the table paints here, at its layout's sizes, what every war at it shows: the card backs
and the battle deck, the locations there can be, the race tokens and the value icons, the type
it writes in, the ground (backdrop.py) - and the faces of the cards the seats play: a ready-made
deck's cards and its race's leaders (a deck of the player's own is known by its race only, and
then every card of that race is painted), at the size of the field, the supports and the piles.

What is painted is kept as the table's other pictures are, bounded by their caches and released
as the table closes (widgets/images.py); a seat's deck is some twenty cards, a few hundred KB.
"""
from __future__ import annotations

from collections.abc import Iterable

import pygame

from engine import api

from ..widgets import art
from . import cards, pictures
from .layout import Layout

SERIF_BOLD = range(12, 37)  # the names, counts and values, the floating words and the announcements
SERIF_ITALIC = range(12, 19)  # the captions and the banner's line of help


def prepare(layout: Layout, view: dict) -> None:
    """Paint what a war at `layout` shows (`view`: the table's view, for the seats' races and
    decks)."""
    scratch = pygame.Surface(layout.size, pygame.SRCALPHA)
    area = layout.top[0]
    _type()
    _table(scratch, layout, view)
    for card in _cards(view):
        kind = api.catalog("everzone").card(card).kind
        cards.draw_card(scratch, _spot(area.card if kind == "unit" else area.support_card), card)
        cards.draw_card(scratch, _spot(area.thumb), card)


def _type() -> None:
    """Each face and size of the serif the table writes in, opened."""
    for size in SERIF_BOLD:
        art.serif(size, "bold")
    for size in SERIF_ITALIC:
        art.serif(size, "italic")


def _table(scratch: pygame.Surface, layout: Layout, view: dict) -> None:
    """The backs, the locations, the tokens and the battle strip's icons."""
    area = layout.top[0]
    cards.draw_back(scratch, _spot(area.card))
    cards.draw_back(scratch, _spot(area.thumb))
    cards.draw_location_back(scratch, layout.location, None)
    cards.draw_location_back(scratch, layout.battle_deck, None)
    for loc in api.catalog("everzone").locations:
        cards.draw_location(scratch, layout.location, loc)
    for player in view["players"]:
        pictures.race_token(player["race"], layout.token)
    for count in {2, len(view["sides"])}:  # the armies in the battle strip: two, or every side
        for stat in cards.STATS:
            pictures.stat_icon(stat, layout.stat_icon(count))


def _cards(view: dict) -> Iterable[str]:
    """The cards the seats may show: each seat's deck and its race's leaders."""
    catalog = api.catalog("everzone")
    found: dict[str, None] = {}
    for player in view["players"]:
        race = player["race"]
        deck = catalog.decks.get(player.get("deck_id") or "")
        if deck is not None:
            found.update((card, None) for card, _copies in deck.cards)
        else:
            found.update((card.id, None) for card in [*catalog.base_units(race), *catalog.race_supports(race)])
        found.update((leader.id, None) for leader in catalog.leaders(race))
    return found


def _spot(size: tuple[int, int]) -> pygame.Rect:
    """Where a card of `size` is painted on the scratch sheet (clear of its edges, for its shadow)."""
    return pygame.Rect((16, 16), size)
