"""What the card tests of Auganism and EverZone share: every line of text a card or the table
writes (`Recorded`), what is wrong with the lines on one card (`problems`), and a game played
through the table with the pointer resting on every card at each decision (`hovered_game`).

Both games' cards were under the issue's 12 px floor at 1024x640 and were laid out again from
their size; their tests check the same things the same way, so the checks live here once.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from scenes.widgets import art

from .driver import Driver, close, make_app, sit_down

SMALLEST = 12  # the floor at 100%
OUT = Path(__file__).resolve().parents[1] / "output"


class Recorded:
    """Every (words, font size, rect, surface) `art.text` writes while the context is open."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, int, pygame.Rect, pygame.Surface]] = []

    def __enter__(self) -> Recorded:
        self._original = original = art.text

        def text(surface, words, font, colour, **anchor):
            rect = original(surface, words, font, colour, **anchor)
            if words.strip():
                size = next((key[1] for key, f in art._fonts.items() if f is font), 0)
                self.lines.append((words, size, pygame.Rect(rect), surface))
            return rect

        art.text = text
        return self

    def __exit__(self, *exc) -> None:
        art.text = self._original

    def too_small(self) -> list[str]:
        return [f"{words!r} is {size} px" for words, size, _, _ in self.lines if size < SMALLEST]


def problems(lines, size: tuple[int, int]) -> list[str]:
    """Words under 12 px, off the card, or written over each other, on a card of `size`."""
    card = pygame.Rect((0, 0), size)
    ink = [(words, rect.inflate(-2, -rect.h // 3)) for words, _, rect, _ in lines]
    found = [f"{words!r} is {s} px" for words, s, _, _ in lines if s < SMALLEST]
    found += [f"{words!r} leaves the card at {tuple(rect)}" for words, rect in ink if not card.contains(rect)]
    for i, (a, ra) in enumerate(ink):
        for b, rb in ink[i + 1:]:
            if ra.colliderect(rb):
                found.append(f"{a!r} overlaps {b!r}")
    return found


def hovered_game(match: Any, size: tuple[int, int], language: str, picture: str, *, limit: int,
                 move: Callable[[Any], str], pictured: Callable[[Any, int], bool]) -> tuple[set[str], int]:
    """Play `match` (the person at seat 0, the computer at 1) through its table by clicking
    `move(match)` at each decision, the pointer first resting on every card the table drew.
    The words under 12 px drawn anywhere, and how many words were seen; the table is kept as
    `picture` (in tests/output) at the first decision where `pictured(scene, decisions)`."""
    app = make_app("instant", size)
    try:
        if language != "en":
            app.set_language(language)
        sit_down(app, match, ["human", "ai:easy"], ["Ann", "Bob"])
        driver = Driver(app)
        small, seen, decisions, kept = set(), 0, 0, False
        with Recorded() as recorded:
            for _ in range(limit):
                driver.settle()
                if match.result() is not None:
                    break
                scene = driver.scene
                if not (scene.interactive and scene.decision is not None):
                    driver.frames(2)
                    continue
                for rect, _key in list(scene.hits):
                    driver.move(rect.center)
                    driver.frames(2)
                decisions += 1
                if not kept and pictured(scene, decisions):
                    OUT.mkdir(exist_ok=True)
                    app.screenshot(OUT / picture)
                    kept = True
                seen += len(recorded.lines)
                small |= set(recorded.too_small())
                recorded.lines.clear()
                driver.do(move(match))
        return small, seen
    finally:
        close(app)
