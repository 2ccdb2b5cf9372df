"""The percentile wheel: every d10 chance of the game spun where everyone can see it.

A d10 table has ten faces, each an outcome; the wheel shows them as ten segments labelled
with their face number (upright, by the rim) and their outcome (along the segment, so that
neighbours never run into each other), coloured from red (the worst for the roller) to green
(the best), in the order the engine lists them (low faces are always the worse ones). Above
it, on a band of its own, the caption says who rolls for what; the wheel spins, slows, and
stops with the rolled face under the pointer, the segment lights up and the band says the
outcome instead. Nothing is written under the wheel, so it may stand low on a battle mat. The catch roll has no table: its faces are made
from "need" (that face and above catch). The outcome was decided by the engine before the
spin; the spin only shows it.
"""
from __future__ import annotations

import math

import pygame

from ..widgets import art, images
from . import ready as readying
from .words import outcome_short, outcome_word

SPIN = 1.5  # seconds of spinning at normal speed
CAPTION_H = 44  # the band above the wheel for its caption, then its outcome
HOLD = 0.9  # seconds the landed wheel stays up before the game goes on
TURNS = 3
BAD = (186, 58, 44)
MID = (222, 170, 56)
GOOD = (70, 150, 70)


def faces_of(ev: dict) -> list[str]:
    """The ten outcomes of a roll event (faces 1..10)."""
    if ev.get("faces"):
        return list(ev["faces"])
    need = ev.get("need", 11)
    return ["escaped" if face < need else "caught" for face in range(1, 11)]


#: How good each outcome is for the roller, 0 (worst) to 1 (best). The tables do not list their
#: outcomes in that order (against an NPC, a counterstrike on 6-9 hurts the striker), so the
#: tone is given per outcome; an outcome not listed falls back to its place in the table.
TONE = {
    "miss": 0.0, "unmitigated": 0.8, "deflected": 0.6, "counterstrike": 0.15, "critical": 1.0,
    "+0%": 0.0, "+20%": 0.55, "+40%": 0.8, "+100%": 1.0, "hit": 0.0, "dodged": 1.0,
    "trapped": 0.0, "escaped": 1.0, "25%": 0.35, "75%": 0.8, "100%": 1.0, "0%": 0.0, "10%": 0.3,
    "1": 0.85, "2": 0.5, "3": 0.15, "none": 1.0, "caught": 1.0,
}


def tones(faces: list[str], table: str = "") -> dict[str, tuple[int, int, int]]:
    """Each outcome's colour, red (bad for the roller) through amber to green (good)."""
    order = list(dict.fromkeys(faces))
    out = {}
    for k, outcome in enumerate(order):
        t = TONE.get(outcome, k / max(1, len(order) - 1))
        if table.startswith("strike (player") and outcome == "counterstrike":
            t = 0.4  # between players it hurts whoever has the lower Attack
        if table == "catch" and outcome == "escaped":
            t = 0.0  # the creature getting away is bad for the one throwing
        out[outcome] = tone_colour(t)
    return out


def tone_colour(t: float) -> tuple[int, int, int]:
    """How good an outcome is for the roller, 0 to 1, as a colour: red, amber, green."""
    return _mix(BAD, MID, t * 2) if t < 0.5 else _mix(MID, GOOD, (t - 0.5) * 2)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def _ease_out(u: float) -> float:
    return 1 - (1 - u) ** 3


class Wheel:
    """One spin. `update(dt)`; `landed` once it stops, `done` after the hold; `draw(surface, centre, r)`."""

    def __init__(self, ev: dict, caption: str, scale: float) -> None:
        self.ev = ev
        self.faces = faces_of(ev)
        self.face = int(ev["face"])
        self.outcome = ev["outcome"]
        self.caption = caption
        self.tones = tones(self.faces, ev.get("table", ""))
        self.scale = max(0.0, scale)
        jitter = ((self.face * 7919) % 19 - 9) * 1.1  # not always dead centre, the same every time
        self.target = TURNS * 360 + (-(self.face - 1) * 36 + jitter) % 360
        self.angle = 0.0
        self.t = 0.0
        self.spin = SPIN * self.scale
        self.hold = HOLD * self.scale
        self._still: tuple[int, pygame.Surface] | None = None  # (radius, the landed wheel, smoothly turned)

    @property
    def landed(self) -> bool:
        return self.t >= self.spin

    @property
    def done(self) -> bool:
        return self.t >= self.spin + self.hold

    def update(self, dt: float) -> None:
        self.t += dt
        u = 1.0 if self.spin <= 0 else min(1.0, self.t / self.spin)
        self.angle = self.target * _ease_out(u)

    def finish(self) -> None:
        self.t = self.spin + self.hold
        self.angle = self.target

    def _turned(self, face: pygame.Surface, radius: int) -> pygame.Surface:
        """The face at the current angle. While it spins, the quick rotation (5x faster; the
        motion hides its rougher edges); once landed, the smooth one, made once."""
        if not self.landed:
            return pygame.transform.rotate(face, -self.angle)
        if self._still is None or self._still[0] != radius:
            self._still = (radius, pygame.transform.rotozoom(face, -self.angle, 1.0))
        return self._still[1]

    def result_text(self) -> str:
        return f"{self.face}: {outcome_word(self.outcome)}"

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, centre: tuple[int, int], radius: int, width: int = 0) -> pygame.Rect:
        """The wheel, and above it (CAPTION_H high, at most `width` wide) the caption or, once
        landed, the outcome; returns the area used."""
        face = _face(tuple(self.faces), tuple(sorted(self.tones.items())), radius)
        turned = self._turned(face, radius)
        surface.blit(turned, turned.get_rect(center=centre))
        self._labels(surface, centre, radius)
        if self.landed:
            self._light(surface, centre, radius)
        self._pointer(surface, centre, radius)
        hub = max(8, radius // 6)
        pygame.draw.circle(surface, (60, 40, 26), centre, hub)
        pygame.draw.circle(surface, (214, 176, 104), centre, hub, width=3)
        area = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        area.center = centre
        room = min(width or radius * 3, radius * 2 + 200) - 28
        landed = self.landed
        text = self.result_text() if landed else self.caption
        font = art.fitting_serif(text, room, 28 if landed else 24, smallest=15 if landed else 14)
        band = pygame.Rect(0, 0, font.size(text)[0] + 28, CAPTION_H - 6)
        band.midbottom = (centre[0], area.top - max(10, radius // 7) - 4)  # clear of the pointer
        pygame.draw.rect(surface, (30, 20, 14), band, border_radius=10)
        if landed:
            pygame.draw.rect(surface, self.tones.get(self.outcome, (250, 238, 210)), band, width=3, border_radius=10)
        art.text(surface, text, font, (250, 238, 210), center=band.center, shadow=(20, 12, 8))
        return area.union(band)

    def _labels(self, surface: pygame.Surface, centre, radius: int) -> None:
        """Each segment's face number upright near the rim, and its outcome along the segment
        (read outwards, never upside down), however the wheel has turned."""
        num_font = art.serif(_number_size(radius), "bold")
        for i, outcome in enumerate(self.faces):
            degrees = -90 + i * 36 + self.angle
            angle = math.radians(degrees)
            cos, sin = math.cos(angle), math.sin(angle)
            x, y = centre[0] + radius * 0.85 * cos, centre[1] + radius * 0.85 * sin
            art.text(surface, str(i + 1), num_font, (255, 250, 236), center=(round(x), round(y)), shadow=(30, 20, 12))
            word = _word(outcome_short(outcome), radius)
            turn = -degrees if -90 <= (degrees + 180) % 360 - 180 <= 90 else 180 - degrees
            upright = pygame.transform.rotate(word, turn)
            x, y = centre[0] + radius * 0.5 * cos, centre[1] + radius * 0.5 * sin
            surface.blit(upright, upright.get_rect(center=(round(x), round(y))))

    def _light(self, surface: pygame.Surface, centre, radius: int) -> None:
        """The landed segment under the pointer, outlined in gold."""
        a0, a1 = -90 - 18, -90 + 18
        pts = [centre] + [(centre[0] + radius * math.cos(math.radians(a)), centre[1] + radius * math.sin(math.radians(a)))
                          for a in range(a0, a1 + 1, 3)]
        pygame.draw.polygon(surface, (255, 226, 120), pts, width=4)

    @staticmethod
    def _pointer(surface: pygame.Surface, centre, radius: int) -> None:
        x, y = centre[0], centre[1] - radius
        s = max(10, radius // 7)
        pts = [(x, y + s * 1.1), (x - s * 0.7, y - s * 0.6), (x + s * 0.7, y - s * 0.6)]
        pygame.draw.polygon(surface, (250, 236, 200), pts)
        pygame.draw.polygon(surface, (40, 24, 14), pts, width=2)


def ready(radius: int, tables=()) -> None:
    """The letters of a wheel of `radius` (ready.py): its segments' words, its caption and its
    outcome (24 and 28 px at most), its face numbers; and the discs of `tables` (the engine's
    d10 tables: each has a name and its ten faces), 1.4 ms each, which the frame a wheel first
    spun in drew."""
    readying.letters(serif=((_word_size(radius), "bold"), (24, "bold"), (28, "bold")),
                     numbers=((_number_size(radius), "bold"),))
    _disc(radius * 2 + 60)
    for table in tables:
        _face(tuple(table.faces), tuple(sorted(tones(list(table.faces), table.name).items())), radius)


def _number_size(radius: int) -> int:
    return max(11, int(radius * 0.15))


def _word_size(radius: int) -> int:
    return max(11, int(radius * 0.16))


def backdrop(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The dark disc the wheel stands on: the table beneath goes dark (nearly opaque, so no word
    under it competes with the wheel's). Returns the disc's box."""
    size = radius * 2 + 60
    disc = _disc(size)
    box = disc.get_rect(center=centre)
    surface.blit(disc, box)
    return box.inflate(-8, -8)


@images.table_art(maxsize=8)
def _disc(size: int) -> pygame.Surface:
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, (10, 6, 4, 236), (size // 2, size // 2), size // 2 - 4)
    return disc


@images.table_art(maxsize=64)
def _word(text: str, radius: int) -> pygame.Surface:
    """An outcome's word for its segment, as large as the segment's length allows (with a shadow)."""
    length = int(radius * 0.5)
    font = art.fitting_serif(text, length, _word_size(radius), smallest=10)
    ink = font.render(text, True, (255, 250, 236))
    shade = font.render(text, True, (30, 20, 12))
    out = pygame.Surface((ink.get_width() + 2, ink.get_height() + 2), pygame.SRCALPHA)
    out.blit(shade, (2, 2))
    out.blit(ink, (0, 0))
    return out


@images.table_art(maxsize=24)
def _face(faces: tuple[str, ...], tones: tuple, radius: int) -> pygame.Surface:
    """The wheel's disc, drawn once per table and size: ten coloured segments, face 1 centred at
    the top and the faces going round clockwise (the labels are drawn upright over it)."""
    colour_of = dict(tones)
    ss = 2
    r = radius * ss
    size = 2 * r + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surf, (40, 26, 16), (c, c), r + 3)
    for i, outcome in enumerate(faces):
        a0 = -90 - 18 + i * 36
        pts = [(c, c)] + [(c + r * math.cos(math.radians(a)), c + r * math.sin(math.radians(a)))
                          for a in range(a0, a0 + 37, 3)]
        base = colour_of.get(outcome, (150, 150, 150))
        shade = base if i % 2 == 0 else tuple(max(0, v - 18) for v in base)
        pygame.draw.polygon(surf, shade, pts)
        pygame.draw.line(surf, (40, 26, 16), (c, c), pts[1], 2 * ss)
    pygame.draw.circle(surf, (214, 176, 104), (c, c), r, width=3 * ss)
    small = pygame.transform.smoothscale(surf, (size // ss, size // ss))
    return small.convert_alpha() if pygame.display.get_surface() else small
