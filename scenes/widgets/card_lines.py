"""A line of words laid out on a card: what Zvery's and Auganism's card layouts
(`card_plan.py`) plan a card in - its words, their size and face, and their box - so that the
drawing and the tests that hold the cards to the 12 px floor read the same plan."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Line:
    text: str
    size: int
    style: str
    rect: pygame.Rect  # the words' box in card coordinates
