"""EverZone's pictures as surfaces: unit portraits, support and location pictures, the place and
value icons, the race tokens and the two card backs.

Everything comes from assets/everzone (drawn by tools/art/everzone.py) and is scaled once per
size and cached. A missing file is drawn as a plain stand-in in the race's or place's colour
(loading and the missing-file policy are every game's, widgets/images.py), so a half-finished
asset folder never stops a game.
"""
from __future__ import annotations

import pygame

from ..palette import EVERZONE_PLACES, EVERZONE_RACES
from ..widgets import art, images, stand_ins

ROOT = "everzone"
STEEL = (44, 52, 66)


def race_colour(race: str) -> tuple[int, int, int]:
    return EVERZONE_RACES.get(race, ((120, 120, 130), ""))[0]


def place_colour(place: str) -> tuple[int, int, int]:
    return EVERZONE_PLACES.get(place, ((120, 120, 130), ""))[0]


def image(relative: str) -> pygame.Surface | None:
    return images.load(f"{ROOT}/{relative}")


def preload() -> None:
    """Every picture of the table, loaded when it opens (widgets/images.py)."""
    images.preload(ROOT, ("units", "supports", "locations", "places", "stats", "races"))


def _picture(relative: str, letter: str, colour, size: tuple[int, int]) -> pygame.Surface:
    source = image(relative) or stand_ins.tile(letter, colour, size, disc=False)
    return art.fit_cover(source, size) if source.get_size() != size else source


@images.table_art(maxsize=512)
def unit(card: str, race: str, size: tuple[int, int]) -> pygame.Surface:
    return _picture(f"units/{card}.png", card[:1], race_colour(race), size)


@images.table_art(maxsize=256)
def support(card: str, race: str, size: tuple[int, int]) -> pygame.Surface:
    return _picture(f"supports/{card}.png", card[:1], race_colour(race), size)


@images.table_art(maxsize=128)
def location(loc: str, place: str, size: tuple[int, int]) -> pygame.Surface:
    return _picture(f"locations/{loc}.png", loc[:1], place_colour(place), size)


@images.table_art(maxsize=64)
def place_icon(place: str, size: int) -> pygame.Surface:
    source = image(f"places/{place}.png") or stand_ins.tile(place[:1], place_colour(place), (48, 48), disc=False)
    return images.scaled(source, (size, size))


@images.table_art(maxsize=64)
def stat_icon(stat: str, size: int) -> pygame.Surface:
    source = image(f"stats/{stat}.png") or stand_ins.tile(stat[:1], STEEL, (40, 40), disc=False)
    return images.scaled(source, (size, size))


@images.table_art(maxsize=32)
def race_token(race: str, size: int) -> pygame.Surface:
    source = image(f"races/{race}.png") or stand_ins.token(race_colour(race), 96)
    return images.scaled(source, (size, size))


@images.table_art(maxsize=32)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    source = image("card_back.png") or stand_ins.tile("EZ", STEEL, (160, 224), disc=False)
    return images.scaled(source, size)


@images.table_art(maxsize=16)
def location_back(size: tuple[int, int]) -> pygame.Surface:
    source = image("location_back.png") or stand_ins.tile("EZ", STEEL, (224, 160), disc=False)
    return images.scaled(source, size)
