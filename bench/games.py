"""The games the bench measures: every game the engine lists (api.games()), in menu order, so a
game is measured the day it is listed, with nothing here to keep up to date."""
from __future__ import annotations


def variants(game: str) -> list[dict]:
    from engine import api

    return api.info(game).get("variants") or [{"name": "default", "seats": 1, "options": {}}]


def first_tables() -> list[tuple[str, str, list[str], dict]]:
    """(game, title, seats, options) of each game's first variant: a person in the first seat,
    the computer (easy) in the others - the table a new player meets first."""
    from engine import api

    found = []
    for game in api.games():
        first = variants(game)[0]
        seats = ["human"] + ["ai:easy"] * (int(first["seats"]) - 1)
        found.append((game, api.info(game)["title"], seats, dict(first.get("options") or {})))
    return found


def fullest_tables() -> list[tuple[str, list[str], dict]]:
    """(game, seats, options) of each game's variant with the most seats, every seat the
    computer's (easy): the table with the most on it."""
    from engine import api

    found = []
    for game in api.games():
        fullest = max(variants(game), key=lambda v: int(v["seats"]))
        found.append((game, ["ai:easy"] * int(fullest["seats"]), dict(fullest.get("options") or {})))
    return found


def two_player_games() -> list[str]:
    """The games with a two-seat variant: where one computer level can play another."""
    from engine import api

    return [game for game in api.games() if any(int(v["seats"]) == 2 for v in variants(game))]
