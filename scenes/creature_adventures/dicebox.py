"""The d6 rolls on the felt tray: 2d6 to move (two pairs with Tailwind) and the Wilderness check.

The shared DiceTray tumbles plain ivory dice and settles them on the faces the engine rolled;
its caption says who rolls for what, and after the dice settle a verdict line joins it
(the total to move, or "Safe!") - never before, so the tray does not give the roll away. The tray stays up while the player has to choose between two
Tailwind rolls, and otherwise for a moment after the dice settle, then goes.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import _, ngettext
from ..widgets import art
from ..widgets.dice import DiceTray

HOLD = 0.9  # seconds after the dice settle before the game goes on (normal speed): long enough to read them
SAFE, DANGER, NEUTRAL = (150, 240, 150), (255, 170, 140), (250, 238, 210)
LINGER = 1.4  # seconds more the tray stays up while the game goes on


def pips(value: int) -> list[str]:
    return ["empty"] * max(1, min(6, value))


def split_total(total: int) -> tuple[int, int]:
    """Two dice that make a 2d6 total (the move event tells only the total; see the report)."""
    high = min(6, (total + 1) // 2)
    return high, total - high


class DiceBox:
    """`scale()` is the animation scale, read at each throw (the settings may change any time)."""

    def __init__(self, scale: Callable[[], float]) -> None:
        self.scale_of = scale
        self.scale = scale()
        self.tray = DiceTray(pygame.Rect(0, 0, 360, 150), style="plain", speed=self._speed(self.scale))
        self.visible = False
        self.hold = 0.0
        self.verdict = ""  # written under the dice once they settle: the total, or the Wilderness verdict
        self.verdict_colour = NEUTRAL
        self.keep_up = False  # a choice waits on these dice (Tailwind)

    @staticmethod
    def _speed(scale: float) -> float:
        return (1.0 / scale) if scale > 0 else 0.0

    def place(self, board: pygame.Rect) -> None:
        w, h = min(420, board.w - 40), 150
        self.tray.set_rect(pygame.Rect(board.centerx - w // 2, board.bottom - h - 12, w, h))
        self.ready()

    def ready(self) -> None:
        """The tray's wood and felt and every face of the dice it throws, at its size, made as the
        table is laid out rather than in the frame of the first throw (5 ms): throws of one, two
        and four dice (Tailwind's two pairs) showing each face once, drawn settled on a scratch
        surface by a tray like this one."""
        trial = DiceTray(self.tray.rect, style=self.tray.style, colorblind=self.tray.colorblind, speed=0)
        scratch = pygame.Surface(self.tray.rect.bottomright)
        for count in (1, 2, 4):
            for first in range(0, 6, count):
                trial.roll([pips((first + k) % 6 + 1) for k in range(count)], caption=" ")
                trial.draw(scratch)

    @property
    def rect(self) -> pygame.Rect:
        return self.tray.rect

    def roll_move(self, rolls: list[int], dice: list[list[int]] | None, who: str) -> None:
        """2d6 to move (two pairs with Tailwind); the total shows once the dice settle."""
        pairs = dice or [list(split_total(r)) for r in rolls]
        faces = [pips(v) for pair in pairs for v in pair]
        if len(rolls) > 1:
            caption = _("{who} rolls twice (Tailwind)").format(who=who)
            verdict = _("{first} or {second}: choose one").format(first=rolls[0], second=rolls[1])
        else:
            caption = _("{who} rolls to move").format(who=who)
            verdict = ngettext("{n} step", "{n} steps", rolls[0]).format(n=rolls[0])
        self._throw(faces, caption, verdict, NEUTRAL)

    def roll_wild(self, ev: dict, who: str) -> None:
        count = ev.get("footsteps", ev["need"] - 1)
        caption = ngettext("{who}: Wilderness check - {n} footstep, need {need}+",
                           "{who}: Wilderness check - {n} footsteps, need {need}+", count).format(
            who=who, n=count, need=ev["need"])
        safe = ev["outcome"] == "safe"
        self._throw([pips(ev["face"])], caption, _("Safe!") if safe else _("A wild creature appears!"),
                    SAFE if safe else DANGER)

    def _throw(self, faces: list[list[str]], caption: str, verdict: str, colour) -> None:
        self.scale = self.scale_of()
        self.tray.speed = self._speed(self.scale)
        self.tray.roll(faces, seed=len(caption) * 31 + len(faces), caption=caption)
        self.verdict, self.verdict_colour = verdict, colour
        self.visible = True
        self.hold = HOLD * self.scale

    @property
    def settled(self) -> bool:
        return self.tray.done

    @property
    def done(self) -> bool:
        """Settled and shown long enough for the game to go on."""
        return self.tray.done and self.hold <= 0

    def update(self, dt: float) -> None:
        if not self.visible:
            return
        self.tray.update(dt)
        if self.tray.done:
            self.hold -= dt
            if self.hold <= -LINGER * max(self.scale, 0.15) and not self.keep_up:
                self.visible = False

    def finish(self) -> None:
        if self.tray.dice_roll:
            self.tray.dice_roll.finish()
        self.hold = 0.0

    def hide(self) -> None:
        self.visible = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.tray.draw(surface)
        if self.verdict and self.tray.done:
            font = art.serif(22, "bold")
            art.text(surface, self.verdict, font, self.verdict_colour, center=(self.rect.centerx, self.rect.bottom - 22),
                     shadow=(10, 6, 4))
