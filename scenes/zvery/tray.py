"""The dice tray: each side's unused dice on the felt, thrown when rolled, picked up to pay.

The felt is split in two: the current player's dice on the left, the other side's on the
right; the half whose dice the table waits for is lit and its dice are large. A roll throws
that side's five dice across its half (widgets/dice.py tumbles them and settles them on the
faces the engine rolled); a catch attempt throws its dice the same way, with the sum and the
number needed written beside them. Between rolls the dice lie still in a row: lit when the
current choice may take them, dimmed when it may not, lifted while dragged.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..palette import HINTED
from ..widgets import art
from ..widgets.dice import DiceRoll, draw_face, is_instant

FELT = (36, 92, 64)
FELT_DARK = (22, 60, 42)
RIM = (92, 60, 36)


def pips(value: int) -> list[str]:
    return ["empty"] * max(1, min(6, value))


class Tray:
    """`speed()` is the dice's speed, read at each throw (the settings may change any time)."""

    CATCH_TEXT = 18  # the catch's sum, written under its dice

    def __init__(self, speed: Callable[[], float]) -> None:
        self.rect = pygame.Rect(0, 0, 600, 110)
        self.speed_of = speed
        self.speed = speed()
        self.rolls: dict[int, DiceRoll] = {}  # side -> the throw in progress (or just landed)
        self.catch: DiceRoll | None = None
        self.catch_text = ""
        self._seed = 0

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.rolls, self.catch = {}, None

    def half(self, side: int) -> pygame.Rect:
        w = self.rect.w // 2
        return pygame.Rect(self.rect.x + side * w, self.rect.y, w, self.rect.h).inflate(-12, -12)

    def dice_area(self, side: int) -> pygame.Rect:
        h = self.half(side)
        return pygame.Rect(h.x, h.y + 18, h.w, h.h - 18)

    # --- throwing -----------------------------------------------------------------------------------
    def roll(self, side: int, values: list[int]) -> None:
        self.speed = self.speed_of()
        self._seed += 1
        area = self.dice_area(side)
        self.rolls[side] = DiceRoll([pips(v) for v in values], area, speed=self.speed, seed=self._seed,
                                    style="plain", die_size=self.die_size(side, len(values), True))
        self.catch = None

    def throw_catch(self, rolled: list[int], text: str) -> None:
        self.speed = self.speed_of()
        self._seed += 1
        area = self.catch_area()
        self.catch = DiceRoll([pips(v) for v in rolled], area, speed=self.speed, seed=self._seed, style="plain",
                              die_size=self.catch_die())
        self.catch_text = text

    def catch_area(self) -> pygame.Rect:
        """Where a catch's dice are thrown: the whole felt but for the sum written beneath them."""
        area = self.rect.inflate(-40, -12)
        area.h -= self.CATCH_TEXT + 4
        return area

    def catch_die(self) -> int:
        return max(20, min(56, self.catch_area().h - 6))

    def face_sizes(self, most: int) -> set[int]:
        """Every size a die is drawn at in this tray, pools of up to `most` dice and a catch."""
        return {self.die_size(side, n, large) for side in (0, 1) for n in range(1, most + 1)
                for large in (True, False)} | {self.catch_die()}

    @property
    def done(self) -> bool:
        return all(r.done for r in self.rolls.values()) and (self.catch is None or self.catch.done)

    def finish(self) -> None:
        for r in self.rolls.values():
            r.finish()
        if self.catch is not None:
            self.catch.finish()

    def update(self, dt: float) -> None:
        for r in self.rolls.values():
            r.update(dt)
        if self.catch is not None:
            self.catch.update(dt)

    def settle(self) -> None:
        """The animations caught up: the dice lie still (drawn from the pools from now on)."""
        self.rolls = {}

    def clear_catch(self) -> None:
        self.catch = None

    # --- where the dice lie ------------------------------------------------------------------------
    def die_size(self, side: int, count: int, large: bool) -> int:
        area = self.dice_area(side)
        fit = area.w / max(1, count * 1.3)
        return int(max(16, min(area.h - 6 if large else (area.h - 6) * 0.7, fit, 58)))

    def die_rects(self, side: int, count: int, large: bool) -> list[pygame.Rect]:
        area = self.dice_area(side)
        size = self.die_size(side, count, large)
        gap = max(4, size // 4)
        total = count * size + (count - 1) * gap
        x = area.centerx - total // 2
        y = area.centery - size // 2
        return [pygame.Rect(x + i * (size + gap), y, size, size) for i in range(count)]

    def hit(self, pos, side: int, count: int, large: bool) -> int | None:
        for i, r in enumerate(self.die_rects(side, count, large)):
            if r.inflate(6, 6).collidepoint(pos):
                return i
        return None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, pools: list[list[int]], labels: list[str], focus: int | None,
             lit: dict[int, bool] | None = None, lifted: set[int] | None = None, dragging: int | None = None,
             hover: int | None = None, colorblind: bool = False, hinted: set[int] | None = None) -> None:
        """`lit`: pool index -> pickable now (focus side only); `lifted`: dice already placed on a
        cost; `hinted`: the dice the hint (or a lesson's step) says to click, ringed in its blue."""
        pygame.draw.rect(surface, RIM, self.rect.inflate(8, 8), border_radius=14)
        pygame.draw.rect(surface, FELT_DARK, self.rect, border_radius=10)
        for side in (0, 1):
            half = self.half(side)
            if side == focus:
                pygame.draw.rect(surface, FELT, half.inflate(8, 8), border_radius=8)
                pygame.draw.rect(surface, (255, 214, 102), half.inflate(8, 8), width=2, border_radius=8)
            art.text(surface, labels[side], art.serif(14, "italic"), art.CREAM, midtop=(half.centerx, half.y - 2))
            if self.catch is not None:
                continue
            roll = self.rolls.get(side)
            if roll is not None and not roll.done:
                roll.draw(surface)
                continue
            self._still(surface, side, pools[side], side == focus, lit if side == focus else None,
                        lifted if side == focus else None, dragging if side == focus else None,
                        hover if side == focus else None, colorblind, hinted if side == focus else None)
        if self.catch is not None:
            veil = self.rect.inflate(-4, -4)
            pygame.draw.rect(surface, FELT, veil, border_radius=10)
            self.catch.draw(surface)
            if self.catch.done or is_instant(self.speed):
                font = art.fitting_serif(self.catch_text, self.rect.w - 20, self.CATCH_TEXT, smallest=12)
                art.text(surface, self.catch_text, font, art.CREAM, midbottom=(self.rect.centerx, self.rect.bottom - 3))

    def _still(self, surface, side, pool, large, lit, lifted, dragging, hover, colorblind, hinted=None) -> None:
        for i, rect in enumerate(self.die_rects(side, len(pool), large)):
            if lifted and i in lifted or i == dragging:
                pygame.draw.rect(surface, FELT_DARK, rect, border_radius=6)
                continue
            glow = None
            dim = False
            if lit is not None:
                if lit.get(i):
                    glow = HINTED if hinted and i in hinted else (255, 236, 150) if i == hover else True
                else:
                    dim = bool(lit)
            draw_face(surface, rect.move(0, -3 if i == hover and glow else 0), pips(pool[i]), style="plain",
                      highlight=glow, dimmed=dim, colorblind=colorblind)
