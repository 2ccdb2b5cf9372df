"""Dice drawn by us: dieagram faces, the tumble animation and the felt tray.

A dieagram face shows k pips for face k, and each pip has a meaning (a key of
``palette.PIPS``) drawn in its colour.  With the colour-blind setting on, every
coloured pip is drawn as its palette shape instead of a disc, so no information
rests on colour alone.  Three layers, each usable on its own:

* ``draw_face`` / ``face_surface``: one still face, cached because a board draws
  many and a face never changes once drawn.
* ``DiceRoll`` (made of ``DieSprite``): dice thrown into a rectangle, tumbling,
  settling on the faces the engine rolled, then sliding into a clickable row.
  The randomness is cosmetic only (a local ``random.Random(seed)``): the faces
  are decided by the engine before the throw.
* ``DiceTray``: a felt tray with a wooden rim, a caption and a label under each
  die, which owns a ``DiceRoll`` and handles selection, greying and clicks.
"""
from __future__ import annotations

import math
import random
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache

import pygame
from pygame.math import Vector2

from engine.api import PIP_LAYOUT

from ..palette import HIGHLIGHT, PARCHMENT, PIPS
from . import art, images
from .anim_queue import ease

RGB = tuple[int, int, int]
Point = tuple[float, float]

__all__ = [
    "PIP_LAYOUT", "STYLES", "draw_face", "face_surface", "glow_margin",
    "DieSprite", "DiceRoll", "DiceTray", "is_instant",
]

# --------------------------------------------------------------------------------------
# Faces
# --------------------------------------------------------------------------------------

# Pip positions on a 3x3 grid (col, row), in the order the engine lists a face's pips (the
# engine's table: the first pip of faces 2-6 is the upper-right one, a town card's treasure pip).

PIP_SPACING = 0.27  # distance between grid columns, as a fraction of the face
PIP_RADIUS = 0.092  # pip radius as a fraction of the face (real dice: about 0.09)
CORNER = 0.2  # corner radius as a fraction of the face


@dataclass(frozen=True)
class Style:
    """How a die body and its pips are painted."""

    light: RGB  # face colour at the lit upper-left
    shade: RGB  # face colour at the lower-right
    bevel_light: RGB
    bevel_dark: RGB
    outline: RGB
    pip_rim: RGB  # dark rim around coloured pips, so pale colours read on the body
    empty_rim: RGB  # softer rim for "empty" pips: present, but meaning nothing
    plain_pip: RGB | None = None  # set: every pip is a disc of this colour (plain dice)


STYLES: dict[str, Style] = {
    "ivory": Style((252, 248, 236), (232, 222, 198), (255, 253, 245), (190, 174, 146),
                   (66, 52, 42), (34, 26, 22), (150, 136, 114)),
    "dark": Style((76, 68, 80), (44, 38, 48), (104, 96, 110), (24, 20, 26),
                  (12, 10, 14), (14, 12, 16), (14, 12, 16)),
    "plain": Style((252, 248, 236), (232, 222, 198), (255, 253, 245), (190, 174, 146),
                   (66, 52, 42), (26, 22, 20), (26, 22, 20), plain_pip=(26, 22, 20)),
}

_FACE_CACHE: OrderedDict[tuple, tuple[pygame.Surface, int]] = OrderedDict()
_FACE_CACHE_MAX = 600


def draw_face(surface: pygame.Surface, rect, pips: list[str], *, colorblind: bool = False,
              style: str = "ivory", highlight=None, dimmed: bool = False) -> pygame.Rect:
    """Draw one die face in ``rect`` (the largest centred square) and return that square.

    ``highlight`` (True or a colour) adds a glow that spills ``glow_margin(size)``
    pixels outside the square, like a selected die lifting off the table.
    ``dimmed`` greys the die out (not pickable now).
    """
    rect = pygame.Rect(rect)
    size = min(rect.w, rect.h)
    square = pygame.Rect(0, 0, size, size)
    square.center = rect.center
    face, margin = _cached_face(size, pips, colorblind, style, highlight, dimmed)
    surface.blit(face, (square.x - margin, square.y - margin))
    return square


def face_surface(size: int, pips: list[str], *, colorblind: bool = False, style: str = "ivory",
                 dimmed: bool = False) -> pygame.Surface:
    """The cached face as a ``size`` x ``size`` surface (shared: copy before changing it)."""
    return _cached_face(size, pips, colorblind, style, None, dimmed)[0]


def glow_margin(size: int) -> int:
    """How far a highlight glow reaches outside a face of ``size`` pixels."""
    return max(4, round(size * 0.16))


def _cached_face(size, pips, colorblind, style, highlight, dimmed):
    """Render on first use, then reuse: the board redraws the same faces every frame."""
    if style not in STYLES:
        raise ValueError(f"unknown die style {style!r}; expected one of {sorted(STYLES)}")
    size = max(4, int(size))
    pips = tuple(pips)
    colorblind = bool(colorblind) and STYLES[style].plain_pip is None
    key = (size, pips, colorblind, style, _glow_colour(highlight), bool(dimmed))
    hit = _FACE_CACHE.get(key)
    if hit is not None:
        _FACE_CACHE.move_to_end(key)
        return hit
    face = _render_face(size, pips, colorblind, STYLES[style])
    if dimmed:
        face = _dim(face)
    margin = 0
    if key[4] is not None:
        face, margin = _add_glow(face, key[4]), glow_margin(size)
    entry = (_convert(face), margin)
    _FACE_CACHE[key] = entry
    if len(_FACE_CACHE) > _FACE_CACHE_MAX:
        _FACE_CACHE.popitem(last=False)
    return entry


def _glow_colour(highlight) -> RGB | None:
    if highlight is None or highlight is False:
        return None
    if highlight is True:
        return HIGHLIGHT
    return tuple(pygame.Color(highlight))[:3]


def _convert(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() for fast blits, when a display exists (not in every test)."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def _render_face(size: int, pips: tuple[str, ...], colorblind: bool, style: Style) -> pygame.Surface:
    """Draw at a multiple of the size and scale down: pygame's polygons have no anti-aliasing."""
    if not 1 <= len(pips) <= 6:
        raise ValueError(f"a d6 face has 1 to 6 pips, got {len(pips)}: {pips!r}")
    for meaning in pips:
        if meaning not in PIPS:
            raise KeyError(f"unknown pip meaning {meaning!r}; see scenes/palette.py PIPS")
    ss = max(2, min(8, math.ceil(160 / size)))
    surf = _body(size * ss, style, ss).copy()
    _draw_pips(surf, pips, colorblind, style, ss)
    return pygame.transform.smoothscale(surf, (size, size))


@lru_cache(maxsize=32)
def _body(big: int, style: Style, ss: int) -> pygame.Surface:
    """A die's body without its pips, at `big` pixels: every face of a size and style has the
    same, and its two masked gradients were most of a new face's time (a tray of five new
    faces cost a Zvery frame 2-3 ms)."""
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    _draw_body(surf, style, ss)
    return surf


def _draw_body(surf: pygame.Surface, style: Style, ss: int) -> None:
    """Outline, a bevel lit from the upper left, then a softly shaded face."""
    big = surf.get_width()
    full = surf.get_rect()
    outline = max(ss, round(big * 0.022))
    pygame.draw.rect(surf, style.outline, full, border_radius=round(big * CORNER))
    bevel = full.inflate(-2 * outline, -2 * outline)
    _blit_masked(surf, _gradient(bevel.size, style.bevel_light, style.bevel_dark), bevel,
                 round(big * CORNER) - outline)
    inset = round(big * 0.075)
    face = full.inflate(-2 * inset, -2 * inset)
    _blit_masked(surf, _gradient(face.size, style.light, style.shade), face,
                 round(big * (CORNER - 0.06)))


def _gradient(size: tuple[int, int], first: RGB, last: RGB) -> pygame.Surface:
    """A diagonal gradient (upper-left ``first`` to lower-right ``last``), opaque."""
    n = 12
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            t = (x + y) / (2 * (n - 1))
            small.set_at((x, y), (*(round(a + (b - a) * t) for a, b in zip(first, last, strict=True)), 255))
    return pygame.transform.smoothscale(small, size)


def _blit_masked(dest: pygame.Surface, src: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Blit ``src`` into ``rect`` of ``dest``, cut to a rounded rectangle."""
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(0, radius))
    src = src.copy()
    src.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    dest.blit(src, rect.topleft)


def pip_geometry(size: int) -> tuple[float, float, float]:
    """(grid spacing, pip radius, rim width) in pixels for a face of ``size``.

    Small faces get relatively bigger pips and a thinner rim: below about 30 px the rim
    would otherwise eat the colour, and a pip must stay a readable dot at 14 px.
    """
    small = min(1.0, max(0.0, (32 - size) / 18))
    spacing = size * (PIP_SPACING + 0.012 * small)
    radius = size * (PIP_RADIUS + 0.018 * small)
    rim = max(0.55 + 0.25 * (1 - small), radius * 0.22)
    return spacing, radius, rim


def _draw_pips(surf: pygame.Surface, pips: tuple[str, ...], colorblind: bool, style: Style,
               ss: int) -> None:
    """On their own layer, so that a ring's hole shows the face beneath."""
    big = surf.get_width()
    spacing, r, rim_w = (v * ss for v in pip_geometry(big // ss))
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for (col, row), meaning in zip(PIP_LAYOUT[len(pips)], pips, strict=True):
        centre = (big / 2 + (col - 1) * spacing, big / 2 + (row - 1) * spacing)
        colour, shape, _label = PIPS[meaning]
        if style.plain_pip is not None:
            colour, rim, shape = style.plain_pip, style.plain_pip, "circle"
        elif meaning == "empty":
            rim, shape = style.empty_rim, "circle"
        else:
            rim = style.pip_rim
            shape = shape if colorblind else "circle"
        _draw_shape(layer, shape, centre, r, rim_w, colour, rim)
    surf.blit(layer, (0, 0))


# Shapes in unit coordinates (pip radius 1, y down), sized so that each carries about
# the visual weight of a disc and stays inside its grid cell.

def _star() -> list[Point]:
    pts = []
    for k in range(10):
        rad = 1.24 if k % 2 == 0 else 0.54
        a = math.radians(-90 + 36 * k)
        pts.append((rad * math.cos(a), rad * math.sin(a) + 0.12))
    return pts


def _shield() -> list[Point]:
    right = [(0.9, -0.95), (0.9, -0.15)]
    for i in range(1, 9):  # quadratic curve down to the point
        t = i / 8
        p0, c, p1 = (0.9, -0.15), (0.88, 0.62), (0.0, 1.12)
        right.append(((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0],
                      (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1]))
    left = [(-x, y) for x, y in reversed(right[:-1])]
    return right + left


def _drop() -> list[Point]:
    cy, rad, apex = 0.3, 0.8, -1.22
    phi = math.degrees(math.acos(rad / (cy - apex)))
    pts = [(0.0, apex)]
    for i in range(25):
        a = math.radians(phi + (360 - 2 * phi) * i / 24)
        pts.append((rad * math.sin(a), cy - rad * math.cos(a)))
    return pts


def _cross() -> list[Point]:
    w, e = 0.36, 1.08
    return [(-w, -e), (w, -e), (w, -w), (e, -w), (e, w), (w, w), (w, e), (-w, e), (-w, w),
            (-e, w), (-e, -w), (-w, -w)]


def _regular(n: int, rad: float, start: float, dy: float = 0.0) -> list[Point]:
    return [(rad * math.cos(math.radians(start + 360 * k / n)),
             rad * math.sin(math.radians(start + 360 * k / n)) + dy) for k in range(n)]


_POLYGONS: dict[str, list[Point]] = {
    "star": _star(),
    "shield": _shield(),
    "diamond": [(0.0, -1.22), (0.88, 0.0), (0.0, 1.22), (-0.88, 0.0)],
    "triangle": _regular(3, 1.3, -90, 0.3),
    "cross": _cross(),
    "hexagon": _regular(6, 1.1, -90),
    "square": [(-0.86, -0.86), (0.86, -0.86), (0.86, 0.86), (-0.86, 0.86)],
    "drop": _drop(),
}


def _draw_shape(surf, shape: str, centre: Point, r: float, rim_w: float, colour: RGB,
                rim: RGB) -> None:
    """One pip: its shape filled with ``colour`` inside a ``rim_w`` rim."""
    if shape in _POLYGONS:
        unit = _POLYGONS[shape]
        pygame.draw.polygon(surf, rim, _place(_inflate(unit, rim_w / r), centre, r))
        pygame.draw.polygon(surf, colour, _place(unit, centre, r))
    elif shape == "ring":
        pygame.draw.circle(surf, rim, centre, r + rim_w)
        pygame.draw.circle(surf, colour, centre, r)
        pygame.draw.circle(surf, rim, centre, r * 0.46 + rim_w)
        pygame.draw.circle(surf, (0, 0, 0, 0), centre, r * 0.46)  # a real hole: the face shows
    elif shape == "skull":
        _draw_skull(surf, centre, r, rim_w, colour, rim)
    else:
        pygame.draw.circle(surf, rim, centre, r + rim_w)
        pygame.draw.circle(surf, colour, centre, r)


def _draw_skull(surf, centre: Point, r: float, rim_w: float, colour: RGB, rim: RGB) -> None:
    """A cranium, a jaw and two dark eyes: at pip size the eyes are what reads."""
    cx, cy = centre
    head = (cx, cy - 0.2 * r)
    jaw = pygame.Rect(0, 0, round(1.04 * r), round(0.72 * r))
    jaw.midtop = (round(cx), round(cy + 0.3 * r))
    pygame.draw.circle(surf, rim, head, 0.86 * r + rim_w)
    pygame.draw.rect(surf, rim, jaw.inflate(2 * rim_w, 2 * rim_w), border_radius=round(0.2 * r + rim_w))
    pygame.draw.circle(surf, colour, head, 0.86 * r)
    pygame.draw.rect(surf, colour, jaw, border_radius=round(0.2 * r))
    for side in (-1, 1):
        pygame.draw.circle(surf, rim, (cx + side * 0.36 * r, cy - 0.16 * r), 0.26 * r)
    pygame.draw.polygon(surf, rim, [(cx, cy + 0.14 * r), (cx - 0.13 * r, cy + 0.36 * r),
                                    (cx + 0.13 * r, cy + 0.36 * r)])


def _place(unit: list[Point], centre: Point, r: float) -> list[Point]:
    return [(centre[0] + x * r, centre[1] + y * r) for x, y in unit]


def _inflate(points: list[Point], d: float, miter_limit: float = 2.2) -> list[Point]:
    """Offset a polygon outwards by ``d`` (mitred corners), so a rim has an even width."""
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True))
    sign = 1 if area > 0 else -1
    out = []
    n = len(points)
    for i in range(n):
        p0, p1, p2 = Vector2(points[i - 1]), Vector2(points[i]), Vector2(points[(i + 1) % n])
        n1 = _outward(p0, p1, sign)
        n2 = _outward(p1, p2, sign)
        bisector = n1 + n2
        if bisector.length_squared() < 1e-9:
            bisector = n1
        bisector = bisector.normalize()
        cos_half = max(bisector.dot(n1), 1 / miter_limit)
        q = p1 + bisector * (d / cos_half)
        out.append((q.x, q.y))
    return out


def _outward(a: Vector2, b: Vector2, sign: int) -> Vector2:
    e = (b - a).normalize()
    return Vector2(e.y, -e.x) * sign


def _dim(face: pygame.Surface) -> pygame.Surface:
    """Greyed and half transparent: the die is there but cannot be picked."""
    grey = pygame.transform.grayscale(face)
    grey.fill((210, 210, 210, 150), special_flags=pygame.BLEND_RGBA_MULT)
    return grey


def _add_glow(face: pygame.Surface, colour: RGB) -> pygame.Surface:
    """A soft halo plus a crisp ring around the face, on a surface with a margin."""
    size = face.get_width()
    m = glow_margin(size)
    out = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    out.fill((*colour, 0))  # blur mixes RGB too: keep the transparent pixels the glow colour
    ring = out.get_rect().inflate(-m, -m)
    pygame.draw.rect(out, (*colour, 255), ring, width=max(2, round(m * 0.7)),
                     border_radius=round(size * CORNER + m / 2))
    out = pygame.transform.gaussian_blur(out, max(1, m // 3))
    out.blit(face, (m, m))
    crisp = pygame.Rect(m, m, size, size).inflate(2, 2)
    pygame.draw.rect(out, colour, crisp, width=max(1, size // 40),
                     border_radius=round(size * CORNER) + 1)
    return out


@images.table_art(maxsize=64)
def _shadow(size: int) -> pygame.Surface:
    """A soft contact shadow for a die of ``size`` (drawn under it, offset by its height)."""
    m = max(3, size // 6)
    surf = pygame.Surface((size + 2 * m, size + 2 * m), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(m, m, size, size),
                     border_radius=round(size * CORNER))
    return _convert(pygame.transform.gaussian_blur(surf, max(1, m // 2)))


# --------------------------------------------------------------------------------------
# The tumble
# --------------------------------------------------------------------------------------

# Phase lengths in animation seconds (speed 1.0).  A throw: a short stagger, the tumble,
# a settle on the rolled face with a small hop, then a slide into the row: 0.6 s at most.
THROW = (0.06, 0.30, 0.10, 0.14)  # max stagger, tumble, settle, slide
REROLL = (0.0, 0.17, 0.07, 0.09)  # a single die thrown again in place: briefer
FRICTION = 5.5  # per second: velocity and spin decay as exp(-FRICTION * t)
GRAVITY = 200.0  # in "heights" per second squared; height 1 draws the die 25% larger
SUBSTEP = 1 / 120


def is_instant(speed: float) -> bool:
    """Speed 0 (or less), infinity or NaN: no animation, dice appear settled."""
    return not (0 < speed < math.inf)


class DieSprite:
    """One die in flight: physics while it tumbles, then a scripted settle and slide.

    The script makes the duration exact whatever the frame rate; the physics only
    makes the path look thrown.
    """

    def __init__(self, pips: list[str], size: int, slot: Vector2) -> None:
        self.pips = list(pips)  # the face it will settle on (decided by the engine)
        self.shown = list(pips)  # the face drawn now
        self.size = size
        self.slot = Vector2(slot)
        self.pos = Vector2(slot)
        self.vel = Vector2()
        self.angle = 0.0  # degrees
        self.spin = 0.0  # degrees per second
        self.z = 0.0  # height above the felt
        self.vz = 0.0
        self.roll = 0.0  # edges rolled over (a new face shows at each whole number)
        self.t = 0.0  # local clock, animation seconds
        self.plan = (0.0, 0.0, 0.0, 0.0)
        self.settle_angle = 0.0
        self.slide_from = Vector2(slot)

    # -- state ------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """'waiting' (still in the hand), 'tumble', 'settle', 'slide' or 'rest'."""
        _, tumble, settle, slide = self.plan
        if self.t < 0:
            return "waiting"
        if self.t < tumble:
            return "tumble"
        if self.t < tumble + settle:
            return "settle"
        if self.t < tumble + settle + slide:
            return "slide"
        return "rest"

    @property
    def resting(self) -> bool:
        return self.phase == "rest"

    def rect(self) -> pygame.Rect:
        """Where the die is now (ignoring rotation): what a click hits."""
        r = pygame.Rect(0, 0, self.size, self.size)
        r.center = (round(self.pos.x), round(self.pos.y))
        return r

    def place(self) -> None:
        """Snap to rest in the slot, showing the rolled face."""
        self.t = sum(self.plan[1:])
        self.pos, self.vel = Vector2(self.slot), Vector2()
        self.angle = self.spin = self.z = self.vz = 0.0
        self.shown = list(self.pips)

    # -- throwing -----------------------------------------------------------------------
    def throw(self, start: Vector2, vel: Vector2, spin: float, height: float, plan, delay: float,
              angle: float) -> None:
        self.plan = plan
        self.t = -delay
        self.pos, self.vel = Vector2(start), Vector2(vel)
        self.spin, self.angle = spin, angle
        self.z, self.vz = height, 0.0
        self.roll = 0.0

    # -- stepping -----------------------------------------------------------------------
    def step(self, dt: float, bounds: pygame.Rect, rng: random.Random) -> None:
        """Advance ``dt`` animation seconds (a substep)."""
        before = self.phase
        self.t += dt
        phase = self.phase
        if before in ("waiting", "tumble") and phase in ("settle", "slide", "rest"):
            self._begin_settle()
        if before not in ("slide", "rest") and phase in ("slide", "rest"):
            self.slide_from = Vector2(self.pos)
        if phase == "tumble":
            self._tumble(dt, bounds, rng)
        elif phase == "settle":
            self._settle(dt, bounds)
        elif phase == "slide":
            self._slide()
        elif phase == "rest":
            self.place()

    def _tumble(self, dt: float, bounds: pygame.Rect, rng: random.Random) -> None:
        damp = math.exp(-FRICTION * dt)
        self.vel *= damp
        self.spin *= damp
        self.pos += self.vel * dt
        self.angle += self.spin * dt
        self._fall(dt)
        self._bounce_walls(bounds)
        rolled = self.vel.length() * dt / self.size + abs(self.spin) * dt / 180
        if int(self.roll + rolled) != int(self.roll):
            self.shown = _random_face(self.pips, rng)
        self.roll += rolled

    def _fall(self, dt: float) -> None:
        self.vz -= GRAVITY * dt
        self.z += self.vz * dt
        if self.z < 0:
            self.z, self.vz = 0.0, -self.vz * 0.45

    def extent(self) -> float:
        """Half the width the die covers now: a turned square reaches further, a lifted one too."""
        a = math.radians(self.angle)
        return self.size / 2 * (abs(math.cos(a)) + abs(math.sin(a))) * (1 + 0.25 * self.z)

    def _bounce_walls(self, bounds: pygame.Rect, restitution: float = 0.6) -> None:
        """Reflect off the walls and stay inside them (a die never rides up on the rim)."""
        half = min(self.extent(), bounds.w / 2, bounds.h / 2)
        if self.pos.x < bounds.left + half:
            self.pos.x = bounds.left + half
            if self.vel.x < 0:
                self.vel.x, self.spin = -self.vel.x * restitution, -self.spin
        if self.pos.x > bounds.right - half:
            self.pos.x = bounds.right - half
            if self.vel.x > 0:
                self.vel.x, self.spin = -self.vel.x * restitution, -self.spin
        if self.pos.y < bounds.top + half:
            self.pos.y = bounds.top + half
            self.vel.y = abs(self.vel.y) * restitution
        if self.pos.y > bounds.bottom - half:
            self.pos.y = bounds.bottom - half
            self.vel.y = -abs(self.vel.y) * restitution

    def _begin_settle(self) -> None:
        self.shown = list(self.pips)
        # A square looks the same every 90 degrees: straighten by the shortest turn.
        self.settle_angle = (self.angle + 45) % 90 - 45
        self.roll = 0.0

    def _settle(self, dt: float, bounds: pygame.Rect) -> None:
        """Skid to a stop, turn square and hop once."""
        _, tumble, settle, _ = self.plan
        u = min(1.0, (self.t - tumble) / settle)
        self.vel *= math.exp(-4 * FRICTION * dt)
        self.pos += self.vel * dt
        self._bounce_walls(bounds)
        self.angle = self.settle_angle * (1 - _ease_out(u))
        self.z = 0.12 * math.sin(math.pi * u)

    def _slide(self) -> None:
        """Ease into the slot; a die that has far to go lifts a little and passes over others."""
        _, tumble, settle, slide = self.plan
        u = min(1.0, (self.t - tumble - settle) / slide)
        self.pos = self.slide_from.lerp(self.slot, ease(u))
        far = min(1.0, self.slide_from.distance_to(self.slot) / (2 * self.size))
        self.angle, self.z = 0.0, 0.2 * far * math.sin(math.pi * u)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, *, colorblind: bool, style: str, highlight=None,
             dimmed: bool = False) -> None:
        if self.phase == "waiting":
            return
        lift = 1 + 0.25 * self.z
        shadow = _shadow(self.size)
        offset = Vector2(0.1, 0.16) * self.size * (0.35 + self.z)
        surface.blit(shadow, shadow.get_rect(center=self.pos + offset))
        if self.resting:
            draw_face(surface, self.rect(), self.shown, colorblind=colorblind, style=style,
                      highlight=highlight, dimmed=dimmed)
            return
        face = face_surface(self.size, self.shown, colorblind=colorblind, style=style)
        squash = 0.16 * math.sin(math.pi * (self.roll % 1.0)) if self.phase == "tumble" else 0.0
        if squash > 0.01:
            face = pygame.transform.smoothscale(face, (self.size, max(2, round(self.size * (1 - squash)))))
        face = pygame.transform.rotozoom(face, self.angle, lift)
        surface.blit(face, face.get_rect(center=(round(self.pos.x), round(self.pos.y))))


def _random_face(final: list[str], rng: random.Random) -> list[str]:
    """A plausible face to flash while tumbling, in the colours of the die being rolled."""
    return list(rng.choice(_tumble_faces(tuple(final))))


@lru_cache(maxsize=256)
def _tumble_faces(final: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Six stable "other sides" for a die showing ``final``.

    Stable rather than freshly random, so that a long game renders and caches a handful
    of tumbling faces instead of a new pip combination at every flicker.
    """
    pool = list(dict.fromkeys(final)) or ["empty"]
    return tuple(tuple(pool[(j + k) % len(pool)] for j in range(k)) for k in range(1, 7))


def _ease_out(u: float) -> float:
    return 1 - (1 - u) ** 3


class DiceRoll:
    """Dice thrown into ``tray_rect``, tumbling, then settled in a neat clickable row.

    ``faces_per_die`` are the rolled faces (each a list of pip meanings).  ``speed``
    multiplies animation time: 1.0 takes about 0.6 s, 2.0 half that; 0 or infinity
    means instant (settled at once).  ``seed`` feeds a local RNG: cosmetic only.
    The row is laid out in ``tray_rect``; dice bounce off ``walls`` (default: the same
    rectangle), which may be larger, e.g. the whole felt including a label band. With
    ``spread`` the settled row uses the tray's width (up to a die's width between dice), so a
    label under each die has room of its own.
    """

    def __init__(self, faces_per_die: list[list[str]], tray_rect, speed: float = 1.0, seed: int = 0,
                 colorblind: bool = False, *, style: str = "ivory", die_size: int | None = None,
                 walls=None, spread: bool = False) -> None:
        self.tray = pygame.Rect(tray_rect)
        self.spread = spread
        self.walls = pygame.Rect(walls) if walls is not None else self.tray
        self.speed = speed
        self.colorblind = colorblind
        self.style = style
        self._fixed_size = die_size
        self._rng = random.Random(seed)
        n = len(faces_per_die)
        size = self._die_size(n)
        self.dice = [DieSprite(f, size, s) for f, s in zip(faces_per_die, self._slots(n, size), strict=True)]
        self._throw_all()

    # -- layout ----------------------------------------------------------------------------
    def _die_size(self, n: int) -> int:
        """As large as fits: one row with gaps of 0.35 die, at most 96 px, at least 14."""
        if self._fixed_size:
            return int(self._fixed_size)
        fit_w = self.tray.w * 0.94 / max(1, n * 1.35 - 0.35)
        return int(max(14, min(96, self.tray.h * 0.58, fit_w)))

    def _slots(self, n: int, size: int) -> list[Vector2]:
        gap = size * 0.35
        if self.spread and n > 1:
            gap = min(float(size), max(gap, (self.tray.w - n * size) / (n + 1)))
        width = n * size + (n - 1) * gap
        x0 = self.tray.centerx - width / 2 + size / 2
        return [Vector2(x0 + i * (size + gap), self.tray.centery) for i in range(n)]

    def relayout(self, tray_rect, walls=None) -> None:
        """Move the row for a new tray rectangle (the window was resized)."""
        self.tray = pygame.Rect(tray_rect)
        self.walls = pygame.Rect(walls) if walls is not None else self.tray
        size = self._die_size(len(self.dice))
        for die, slot in zip(self.dice, self._slots(len(self.dice), size), strict=True):
            die.size, die.slot = size, slot
            if die.resting:
                die.place()

    # -- throwing ------------------------------------------------------------------------
    def _throw_all(self) -> None:
        """All dice leave one hand: the same side of the tray, each a little differently."""
        if is_instant(self.speed):
            for die in self.dice:
                die.place()
            return
        rng, tray, n = self._rng, self.walls, len(self.dice)
        side = rng.choice((-1, 1))  # -1: thrown from the left edge towards the right
        lanes = rng.sample(range(n), n)  # start heights in shuffled order, so paths cross
        for i, die in enumerate(self.dice):
            start = Vector2(tray.left if side < 0 else tray.right, 0)
            start.x -= side * die.size * (0.5 + rng.uniform(0, 0.4))
            start.y = tray.top + die.size / 2 + (tray.h - die.size) * (lanes[i] + 0.5) / n
            spin = rng.choice((-1, 1)) * rng.uniform(500, 1000)
            delay = rng.uniform(0, THROW[0]) if i else 0.0  # the first die lands at once
            die.throw(start, self._aim(die, start, rng), spin, rng.uniform(0.8, 1.2), THROW, delay,
                      rng.uniform(0, 90))

    def _aim(self, die: DieSprite, start: Vector2, rng: random.Random) -> Vector2:
        """A velocity that brings the die to rest near its own slot, so the final slide is a
        short tidy-up instead of dice crossing the tray (friction makes the reach exact)."""
        _, tumble, settle, _ = THROW
        k = FRICTION
        left = math.exp(-k * tumble)  # the share of speed still there when the settle begins
        reach = (1 - left) / k + left * (1 - math.exp(-4 * k * settle)) / (4 * k)
        spare_y = max(0.0, (self.tray.h - die.size) / 2)
        target = die.slot + Vector2(rng.uniform(-0.5, 0.5) * die.size, rng.uniform(-0.55, 0.55) * spare_y)
        return (target - start) / reach

    def set_faces(self, i: int, pips: list[str]) -> None:
        """Die ``i`` now shows ``pips``; once it has settled, it alone tumbles again (a reroll)."""
        die = self.dice[i]
        die.pips = list(pips)
        if is_instant(self.speed):
            die.place()
        elif die.phase in ("waiting", "tumble"):
            return  # it will settle on the new face anyway
        else:
            rng = self._rng
            vel = Vector2(rng.uniform(-1, 1), rng.uniform(-1, 1)) * die.size * 5
            die.throw(die.pos, vel, rng.choice((-1, 1)) * rng.uniform(500, 800), 0.7, REROLL, 0.0,
                      die.angle)
            die.roll = 0.5

    def finish(self) -> None:
        """Skip the animation: every die at rest in its slot."""
        for die in self.dice:
            die.place()

    # -- per frame ---------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return all(die.resting for die in self.dice)

    @property
    def faces(self) -> list[list[str]]:
        return [list(die.pips) for die in self.dice]

    def update(self, dt: float) -> None:
        """Advance ``dt`` real seconds, in substeps so that bounces stay stable."""
        if self.done:
            return
        if is_instant(self.speed):
            self.finish()
            return
        remaining = max(0.0, dt) * self.speed
        steps = min(600, max(1, math.ceil(remaining / SUBSTEP)))
        for _ in range(steps):
            h = remaining / steps
            self._collide()  # first, so that the walls have the last word
            for die in self.dice:
                if not die.resting:
                    die.step(h, self.walls, self._rng)

    def _collide(self) -> None:
        """Tumbling dice knock each other roughly apart (equal masses, lossy)."""
        moving = [d for d in self.dice if d.phase == "tumble"]
        for a_i, a in enumerate(moving):
            for b in moving[a_i + 1:]:
                d = b.pos - a.pos
                reach = (a.size + b.size) * 0.52  # about the width of a turned square
                dist = d.length()
                if dist >= reach:
                    continue
                normal = d / dist if dist > 1e-6 else Vector2(1, 0).rotate(self._rng.uniform(0, 360))
                push = normal * (reach - dist) / 2
                a.pos -= push
                b.pos += push
                closing = (b.vel - a.vel).dot(normal)
                if closing < 0:
                    impulse = normal * closing * 0.8
                    a.vel += impulse
                    b.vel -= impulse
                    a.spin, b.spin = -b.spin, -a.spin

    def draw(self, surface: pygame.Surface, *, selected: int | None = None, disabled=(),
             hover: int | None = None) -> None:
        """Dice in the air are drawn last (on top); highlights show only on settled dice."""
        order = sorted(range(len(self.dice)), key=self._depth)
        for i in order:
            self.dice[i].draw(surface, colorblind=self.colorblind, style=self.style,
                              highlight=self._glow(i, selected, disabled, hover),
                              dimmed=i in disabled)

    def _depth(self, i: int) -> tuple[bool, float]:
        """Drawing order: settled dice first, then moving ones by height."""
        die = self.dice[i]
        return (not die.resting, die.z)

    @staticmethod
    def _glow(i: int, selected, disabled, hover):
        if i == selected:
            return HIGHLIGHT
        if i == hover and i not in disabled:
            return PARCHMENT
        return None

    # -- picking -------------------------------------------------------------------------------
    def die_rects(self) -> list[pygame.Rect]:
        """Where each die rests once settled (for click-to-pick and for labels)."""
        rects = []
        for die in self.dice:
            r = pygame.Rect(0, 0, die.size, die.size)
            r.center = (round(die.slot.x), round(die.slot.y))
            rects.append(r)
        return rects

    def hit_test(self, pos) -> int | None:
        """The index of the die under ``pos`` (the top one where dice overlap), else None."""
        order = sorted(range(len(self.dice)), key=self._depth, reverse=True)
        for i in order:
            die = self.dice[i]
            if die.phase != "waiting" and die.rect().collidepoint(pos):
                return i
        return None


# --------------------------------------------------------------------------------------
# The tray
# --------------------------------------------------------------------------------------

FELT = (30, 86, 60)
WOOD_LIGHT = (150, 100, 60)
WOOD_DARK = (86, 54, 32)


LABEL_GAP = 8  # pixels kept clear between two dice's labels


def _font(size: int, bold: bool = False) -> pygame.font.Font:
    """EB Garamond (assets/fonts, OFL) through the shared cache, which survives pygame restarts."""
    return art.serif(size, "bold" if bold else "regular")


class DiceTray:
    """A felt tray with a wooden rim and a caption that shows one ``DiceRoll``.

    The scene sets ``selected`` (glowing die), ``disabled`` (greyed, not pickable) and
    ``labels`` (small text under each settled die), calls ``update``/``draw`` each
    frame and asks ``hit_test`` or ``handle_event`` which die a click picked.
    """

    def __init__(self, rect, *, caption: str = "", colorblind: bool = False, style: str = "ivory",
                 speed: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.caption = caption
        self.colorblind = colorblind
        self.style = style
        self.speed = speed
        self.labels: list[str | None] = []
        self.selected: int | None = None
        self.disabled: set[int] = set()
        self.hover: int | None = None
        self.dice_roll: DiceRoll | None = None

    # -- layout -----------------------------------------------------------------------------
    @property
    def rim(self) -> int:
        return max(6, min(14, self.rect.h // 14))

    def caption_height(self) -> int:
        return _font(self._caption_px(), True).get_linesize() + 4 if self.caption else 0

    def _caption_px(self) -> int:
        return max(14, min(24, self.rect.h // 9))

    def felt_rect(self) -> pygame.Rect:
        top = self.rim + self.caption_height()
        return pygame.Rect(self.rect.x + self.rim, self.rect.y + top,
                           self.rect.w - 2 * self.rim, self.rect.h - top - self.rim)

    def _label_px(self) -> int:
        return max(12, min(18, self.felt_rect().h // 7))

    def roll_rect(self) -> pygame.Rect:
        """The felt minus a band at the bottom for the labels under the dice."""
        felt = self.felt_rect().inflate(-8, -8)
        felt.h -= _font(self._label_px()).get_linesize() + 2
        return felt

    def set_rect(self, rect) -> None:
        """Resize the tray (and move a settled row with it)."""
        self.rect = pygame.Rect(rect)
        if self.dice_roll:
            self.dice_roll.relayout(self.roll_rect(), self.felt_rect().inflate(-4, -4))

    # -- rolling -------------------------------------------------------------------------------
    def roll(self, faces_per_die: list[list[str]], *, seed: int = 0, caption: str | None = None,
             labels: list[str | None] | None = None) -> DiceRoll:
        """Throw new dice; selection and greying are cleared."""
        if caption is not None:
            self.caption = caption
        self.labels = list(labels or [])
        self.selected, self.hover = None, None
        self.disabled = set()
        self.dice_roll = DiceRoll(faces_per_die, self.roll_rect(), self.speed, seed, self.colorblind,
                                  style=self.style, walls=self.felt_rect().inflate(-4, -4),
                                  spread=any(self.labels))
        return self.dice_roll

    def set_faces(self, i: int, pips: list[str]) -> None:
        if self.dice_roll:
            self.dice_roll.set_faces(i, pips)

    @property
    def done(self) -> bool:
        return self.dice_roll is None or self.dice_roll.done

    def update(self, dt: float) -> None:
        if self.dice_roll:
            self.dice_roll.update(dt)

    # -- input ---------------------------------------------------------------------------------
    def hit_test(self, pos) -> int | None:
        """The pickable die under ``pos``: none while dice still move, none if greyed."""
        if not self.dice_roll or not self.dice_roll.done:
            return None
        i = self.dice_roll.hit_test(pos)
        return None if i in self.disabled else i

    def handle_event(self, event: pygame.event.Event) -> int | None:
        """Track hover; return the die index a left click picked, else None."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit_test(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.hit_test(event.pos)
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_tray_background(self.rect.size, self.rim, self.caption_height()), self.rect)
        if self.caption:
            self._draw_caption(surface)
        if not self.dice_roll:
            return
        self.dice_roll.draw(surface, selected=self.selected, disabled=self.disabled, hover=self.hover)
        self._draw_labels(surface)

    def _draw_caption(self, surface: pygame.Surface) -> None:
        font = _font(self._caption_px(), True)
        centre = (self.rect.centerx, self.rect.y + self.rim // 2 + self.caption_height() // 2 + 1)
        shadow = font.render(self.caption, True, (30, 18, 10))
        text = font.render(self.caption, True, PARCHMENT)
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 1, centre[1] + 1)))
        surface.blit(text, text.get_rect(center=centre))

    def _draw_labels(self, surface: pygame.Surface) -> None:
        dice = self.dice_roll.dice
        rects = self.dice_roll.die_rects()
        for i, (rect, label) in enumerate(zip(rects, self.labels, strict=False)):  # labels may be fewer
            if not label or not dice[i].resting:
                continue
            colour = (150, 160, 150) if i in self.disabled else PARCHMENT
            font, words = self._label_fitting(label, self._label_room(rects, i))
            spot = pygame.Rect((0, 0), font.size(words))
            spot.midtop = (rect.centerx, rect.bottom + 6)
            if surface.get_rect().contains(spot):  # not while the tray slides off the window
                art.text(surface, words, font, colour, topleft=spot.topleft)

    def _label_room(self, rects: list[pygame.Rect], i: int) -> int:
        """The width a die's label may take: up to halfway to each neighbour, within the felt."""
        felt = self.felt_rect()
        cx = rects[i].centerx
        left = (rects[i - 1].centerx + cx) / 2 if i > 0 else felt.left
        right = (rects[i + 1].centerx + cx) / 2 if i + 1 < len(rects) else felt.right
        return int(2 * min(cx - left, right - cx)) - LABEL_GAP

    def _label_fitting(self, label: str, room: int) -> tuple[pygame.font.Font, str]:
        """The label at the tray's size, smaller (to 12 px) if that fits it whole, else cut short."""
        for px in range(self._label_px(), 11, -1):
            if _font(px).size(label)[0] <= room:
                return _font(px), label
        font = _font(12)
        return font, _fit(font, label, room)


def _fit(font: pygame.font.Font, text: str, width: int) -> str:
    """Shorten ``text`` with an ellipsis so that it fits ``width`` pixels."""
    return text if font.size(text)[0] <= width else art.ellipsized(text, font, width)


@images.table_art(maxsize=16)
def _tray_background(size: tuple[int, int], rim: int, caption_h: int) -> pygame.Surface:
    """Wooden rim with grain, recessed felt with fibres and an inner shadow (cached per size)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(8, rim + 6)
    _blit_masked(surf, _wood(size), surf.get_rect(), radius)
    pygame.draw.rect(surf, (40, 24, 14), surf.get_rect(), width=2, border_radius=radius)
    felt = pygame.Rect(rim, rim + caption_h, w - 2 * rim, h - 2 * rim - caption_h)
    _blit_masked(surf, _felt(felt.size), felt, max(4, radius - rim))
    surf.blit(_inner_shadow(felt.size, max(4, radius - rim)), felt.topleft)
    pygame.draw.rect(surf, (58, 36, 20), felt.inflate(2, 2), width=1, border_radius=max(4, radius - rim))
    return _convert(surf)


def _wood(size: tuple[int, int]) -> pygame.Surface:
    surf = _gradient(size, WOOD_LIGHT, WOOD_DARK)
    grain = pygame.Surface(size, pygame.SRCALPHA)  # drawn apart and blitted: draw.* does not blend
    rng = random.Random(size[0] * 7919 + size[1])
    for _ in range(size[1] // 2):
        y = rng.uniform(0, size[1])
        shade = rng.choice(((70, 42, 24, 60), (170, 120, 76, 40)))
        pygame.draw.line(grain, shade, (0, y), (size[0], y + rng.uniform(-3, 3)))
    surf.blit(grain, (0, 0))
    return surf


def _felt(size: tuple[int, int]) -> pygame.Surface:
    """Green felt: a gentle light in the middle and tiled fibres.

    The light is blurred small and scaled up, and the fibres are one tile repeated:
    built the naive way this took 100 ms, a hitch just as the dice are thrown.
    """
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*FELT, 255))
    light = pygame.Surface((64, 32), pygame.SRCALPHA)
    light.fill((255, 255, 255, 0))
    pygame.draw.ellipse(light, (255, 255, 255, 30), light.get_rect().inflate(-16, -8))
    surf.blit(pygame.transform.smoothscale(pygame.transform.gaussian_blur(light, 5), size), (0, 0))
    tile = _fibres()
    for x in range(0, size[0], tile.get_width()):
        for y in range(0, size[1], tile.get_height()):
            surf.blit(tile, (x, y))
    return surf


@images.table_art(maxsize=1)
def _fibres(side: int = 96) -> pygame.Surface:
    """A seamless-enough tile of short light and dark fibres."""
    tile = pygame.Surface((side, side), pygame.SRCALPHA)
    rng = random.Random(1)
    for _ in range(side * side // 60):
        x, y = rng.uniform(2, side - 2), rng.uniform(2, side - 2)
        tone = rng.choice(((20, 64, 44, 90), (52, 118, 84, 70)))
        pygame.draw.line(tile, tone, (x, y), (x + rng.uniform(-2, 2), y + rng.uniform(-2, 2)))
    return tile


def _inner_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """Darkness along the felt's edges, heavier at the top, so the felt sits below the rim.

    Blurred at a quarter of the size and scaled up: it is soft anyway, and a full-size
    blur cost 20 ms.
    """
    q = 4
    small = (max(4, size[0] // q), max(4, size[1] // q))
    pad = 3
    frame = pygame.Surface((small[0] + 2 * pad, small[1] + 2 * pad), pygame.SRCALPHA)
    frame.fill((0, 0, 0, 170))
    pygame.draw.rect(frame, (0, 0, 0, 0), pygame.Rect(pad, pad + 1, small[0], small[1] - 1),
                     border_radius=max(1, radius // q))
    frame = pygame.transform.gaussian_blur(frame, 1)
    shadow = pygame.transform.smoothscale(frame.subsurface(pygame.Rect(pad, pad, *small)), size)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    shadow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shadow
