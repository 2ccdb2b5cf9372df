"""Playing games for the conformance tests: every variant, new matches, the seeded random game.

The variants come from the engine itself (`api.games()`, `api.info(game)["variants"]`), so a
new game or variant is checked the day it is listed, with no list here to keep up to date.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine import api

MAX_STEPS = 4000  # actions a game may take before we call it stuck (the longest random games take ~1,600)


@dataclass(frozen=True)
class Variant:
    """One playable variant of one game, as api.info lists it."""

    game: str
    name: str
    seats: int
    options: dict = field(hash=False)

    def __str__(self) -> str:
        return f"{self.game}/{self.name}"

    @property
    def id(self) -> str:
        """The name in test ids, without spaces, so that `pytest -k` can select it."""
        return str(self).replace(" ", "_")

    def new_match(self, seed: int, seat: str = "human") -> api.Match:
        """A new match with every seat of one kind ("human", or a computer level such as "ai:easy")."""
        return api.new_match(self.game, seed, [seat] * self.seats, dict(self.options))


def variants() -> list[Variant]:
    """Every variant of every game, in menu order."""
    return [Variant(game, v["name"], int(v["seats"]), dict(v.get("options") or {}))
            for game in api.games() for v in api.info(game)["variants"]]


def chooser(seed: int) -> random.Random:
    """What picks the random game's actions: the same seed picks the same game everywhere."""
    return random.Random(seed)


def replay(variant: Variant, seed: int, log: list[str]) -> api.Match:
    """The match that the seed and these actions make, played afresh."""
    match = variant.new_match(seed)
    for action in log:
        match.act(action)
    return match
