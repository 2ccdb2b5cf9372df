"""Zvery's art: creature portraits, the five type emblems, the two card backs and the
box-cover title.

Portraits reuse Creature Adventures' parametric body plans (beasts, birds, serpents, beetles,
golems...) and add Zvery's own for the creatures that game has no body for (ticks, slugs, bats,
crabs, octopuses, rays, a whale, a queen of goo...). The creature's TYPE decides its colours,
its background and a mark drawn over and around it, so a card's type reads at a glance:

* radioactive: toxic green and yellow, glowing spots, a faint radiation glow;
* bubblegum:   pink and magenta, glossy highlights, floating bubbles;
* plasma:      electric blue and violet, lightning arcs and a crackling rim;
* void:        deep indigo, star specks on the body, a dark halo with a violet fringe;
* crystal:     cyan and white, facets over the body and shards growing from its back.

The frame grows with the level: plain iron, silver with studs, gold with corner ornaments
and a crest; its gems (one per level) are in the type's colour. A creature whose id is not in
SPECS still gets a picture: the body plan comes from a word in its name (Creature Adventures'
`look_for`). Every random choice is seeded from stable strings (hashlib / SHA-512), so the
same cards always give the same pictures.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageFilter

from scenes.palette import ZVERY_TYPES

from .common import (
    RGB,
    Pen,
    bevel_ring,
    blank,
    downsample,
    english_name,
    font,
    fractal_noise,
    gradient_map,
    masked,
    mix,
    modulate,
    radial_mask,
    regular_polygon,
    rgba,
    rng,
    save,
    save_lid,
    shade,
    shadow_of,
    star_points,
    text_outlined,
    with_drop_shadow,
)
from .creature_adventures import (
    GOLD,
    GROUND,
    INK,
    PINK,
    PK,
    PLANS,
    PS,
    Look,
    arc_points,
    creature_layer,
    curve,
    eyes,
    frame_ring,
    frame_studs,
    from_hsv,
    look_for,
    nose_and_mouth,
    nudge,
    panel_mask,
    plan_beast,
    plan_bird,
    plan_serpent,
    radial_mask_box,
    ribbon,
    sparkle,
    texture,
)

Point = tuple[float, float]

# --------------------------------------------------------------------------- types

TYPES = tuple(ZVERY_TYPES)

# The main colour of each type, from the house palette (scenes/palette.py), where the table
# reads the same colours for its card frames: toxic lime, gum pink, electric blue, deep
# indigo-violet, ice cyan.
TYPE_COLOURS: dict[str, RGB] = {kind: colour for kind, (colour, _, _) in ZVERY_TYPES.items()}


@dataclass(frozen=True)
class Style:
    """How one type colours a portrait."""

    colour: RGB  # the type's main colour
    light: RGB  # the background's bright centre
    dark: RGB  # the background's dark edge
    glow: RGB  # auras, sparks, gems
    second: RGB  # default belly / pale parts of a creature
    accent: RGB  # default horns, spikes, beaks
    eye: RGB  # default iris


STYLES: dict[str, Style] = {
    "radioactive": Style(TYPE_COLOURS["radioactive"], (92, 114, 40), (6, 14, 4), (190, 255, 60),
                         (232, 242, 150), (250, 226, 70), (255, 236, 80)),
    "bubblegum": Style(TYPE_COLOURS["bubblegum"], (252, 214, 240), (92, 20, 90), (255, 150, 210),
                       (255, 222, 236), (255, 244, 250), (120, 70, 190)),
    "plasma": Style(TYPE_COLOURS["plasma"], (44, 100, 186), (4, 10, 40), (120, 220, 255),
                    (206, 232, 255), (250, 248, 190), (255, 236, 110)),
    "void": Style(TYPE_COLOURS["void"], (176, 140, 236), (8, 6, 22), (170, 110, 255),
                  (112, 94, 168), (196, 164, 255), (236, 120, 255)),
    "crystal": Style(TYPE_COLOURS["crystal"], (112, 190, 218), (8, 36, 62), (200, 250, 255),
                     (244, 252, 255), (196, 170, 255), (56, 120, 210)),
}

LEVEL_METAL: dict[int, RGB] = {1: (124, 116, 108), 2: (198, 206, 218), 3: (236, 188, 66)}


# --------------------------------------------------------------------------- small drawing helpers


def glow(size: tuple[int, int], centre: Point, radius: float, colour, strength: float = 1.0,
         power: float = 2.0) -> Image.Image:
    """A transparent layer with a soft round glow that fades to nothing at `radius`.

    (common.glow_layer's mask reaches zero only at its square's corners, so a large glow shows
    the square's edges; here the distance is rescaled so the glow ends at the circle.)"""
    layer = blank(size)
    d = max(2, int(radius * 2))
    mask = radial_mask(d, lambda t: strength * max(0.0, 1 - t * math.sqrt(2)) ** power)
    tint = Image.new("RGBA", (d, d), rgba(colour, 0))
    tint.putalpha(mask)
    layer.alpha_composite(tint, (int(centre[0] - d / 2), int(centre[1] - d / 2)))
    return layer


def prism(pen: Pen, base: Point, tip: Point, width: float, colour, outline=None, line: float = 1.2) -> None:
    """A crystal prong from `base` to a point at `tip`, `width` across: a long hexagon split
    into a lit and a shaded facet along its ridge."""
    (x0, y0), (x1, y1) = base, tip
    length = math.hypot(x1 - x0, y1 - y0) or 1
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    px, py = -uy * width / 2, ux * width / 2
    shoulder = (x1 - ux * min(width * 0.9, length * 0.45), y1 - uy * min(width * 0.9, length * 0.45))
    left = [(x0 + px, y0 + py), (shoulder[0] + px, shoulder[1] + py)]
    right = [(x0 - px, y0 - py), (shoulder[0] - px, shoulder[1] - py)]
    outline = outline if outline is not None else shade(colour, 0.4)
    pen.polygon(left + [tip] + right[::-1], fill=colour, outline=outline, width=line)
    pen.polygon([(x0, y0), left[0], left[1], tip, shoulder], fill=shade(colour, 1.35))
    pen.line([(x0, y0), shoulder, tip], fill=shade(colour, 1.6), width=max(0.5, width * 0.08))


def bolt_points(rnd: random.Random, start: Point, angle: float, length: float, segments: int, jag: float) -> list[Point]:
    """A jagged lightning path from `start` towards `angle` (radians)."""
    x0, y0 = start
    ca, sa = math.cos(angle), math.sin(angle)
    pts = [start]
    for i in range(1, segments + 1):
        t = i / segments
        off = rnd.uniform(-jag, jag) * (1 - 0.5 * t)
        pts.append((x0 + ca * length * t - sa * off, y0 + sa * length * t + ca * off))
    return pts


def draw_bolt(layer: Image.Image, k: float, pts: Sequence[Point], colour, width: float, strength: float = 1.0) -> None:
    """A lightning stroke on `layer`: a wide blurred glow, a coloured body and a white core."""
    g = blank(layer.size)
    Pen(g, k).line(pts, fill=rgba(colour, int(255 * strength)), width=width * 3.2)
    layer.alpha_composite(g.filter(ImageFilter.GaussianBlur(width * 1.6 * k)))
    pen = Pen(layer, k)
    pen.line(pts, fill=rgba(shade(colour, 1.3), 255), width=width * 1.5)
    pen.line(pts, fill=(255, 255, 255, 255), width=width * 0.6)


def bubble(pen: Pen, x: float, y: float, r: float, tint, alpha: int = 70) -> None:
    """A soap-and-gum bubble: a faint tinted body, a bright rim, a window highlight."""
    pen.circle(x, y, r, fill=rgba(tint, alpha), outline=(255, 255, 255, 190), width=max(0.6, r * 0.09))
    pen.arc((x - r * 0.72, y - r * 0.72, x + r * 0.72, y + r * 0.72), 200, 260, fill=(255, 255, 255, 220),
            width=max(0.6, r * 0.14))
    pen.circle(x + r * 0.35, y + r * 0.38, max(0.5, r * 0.1), fill=(255, 255, 255, 170))


def trefoil(pen: Pen, cx: float, cy: float, r: float, fill, rotation: float = -90) -> None:
    """The radiation sign: a hub and three blades, one pointing towards `rotation` + 180."""
    pen.circle(cx, cy, r * 0.2, fill=fill)
    for i in range(3):
        a = rotation + 60 + 120 * i
        outer = arc_points((cx - r, cy - r, cx + r, cy + r), a - 30, a + 30, 10)
        inner = arc_points((cx - r * 0.32, cy - r * 0.32, cx + r * 0.32, cy + r * 0.32), a + 30, a - 30, 6)
        pen.polygon(outer + inner, fill=fill)


def lightning_glyph(cx: float, cy: float, r: float) -> list[Point]:
    """A bold zig-zag lightning bolt about 2r tall."""
    pts = [(0.18, -1.0), (-0.52, 0.12), (-0.06, 0.12), (-0.26, 1.0), (0.56, -0.2), (0.08, -0.2), (0.34, -1.0)]
    return [(cx + x * r, cy + y * r) for x, y in pts]


def gem_outline(cx: float, cy: float, r: float) -> tuple[list[Point], list[Point], list[Point]]:
    """A brilliant-cut gem about 2r wide: (whole outline, crown band, table)."""
    top, girdle, bottom = cy - r * 0.62, cy - r * 0.18, cy + r * 0.95
    outline = [(cx - r * 0.5, top), (cx + r * 0.5, top), (cx + r, girdle), (cx, bottom), (cx - r, girdle)]
    crown = [(cx - r * 0.5, top), (cx + r * 0.5, top), (cx + r, girdle), (cx - r, girdle)]
    table = [(cx - r * 0.26, top), (cx + r * 0.26, top), (cx + r * 0.42, girdle), (cx - r * 0.42, girdle)]
    return outline, crown, table


def spiral_arm(cx: float, cy: float, r: float, phase: float, turns: float = 0.85, steps: int = 24) -> list[Point]:
    """Points of a spiral arm winding from the rim (radius r) in towards the centre."""
    pts = []
    for i in range(steps + 1):
        t = i / steps
        a = phase + t * turns * 2 * math.pi
        rr = r * (1 - t) ** 0.8 + r * 0.2 * t
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    return pts


# --------------------------------------------------------------------------- Zvery's own body plans
# Each draws in design units on a 192 x 192 canvas, standing on GROUND: `b` for the body (shaded
# and outlined afterwards), `d` for unshaded details (eyes, markings, glows).


def plan_tick(b: Pen, d: Pen, L: Look) -> None:
    """A bloated tick from above: eight jointed legs, a small head shield with fangs, a round
    body with a hard plate over the shoulders (and glowing cinders in the cracks)."""
    cx, cy = 96, 112
    leg = shade(L.main, 0.45)
    for j in range(4):
        y = cy - 30 + j * 17
        for side in (-1, 1):
            knee = (cx + side * (62 + j), y - 16 + j * 6)
            foot = (cx + side * (78 - j * 3), y + 12 + j * 9)
            ribbon(b, [(cx + side * 30, y), knee, foot], [9, 6.5, 3], leg, outline=INK, width=1.1)
    hx, hy = cx, cy - 54
    b.ellipse((hx - 24, hy - 18, hx + 24, hy + 16), fill=shade(L.main, 0.75), outline=L.line, width=1.4)
    b.ellipse((cx - 50, cy - 46, cx + 50, cy + 56), fill=L.main, outline=L.line, width=1.6)
    b.polygon(arc_points((cx - 42, cy - 44, cx + 42, cy + 10), 180, 360, 20) + [(cx + 30, cy - 4), (cx, cy + 6), (cx - 30, cy - 4)],
              fill=shade(L.main, 0.72), outline=L.line, width=1.2)
    for i in range(-2, 3):
        d.arc((cx + i * 15 - 10, cy + 16, cx + i * 15 + 10, cy + 44), 200, 340, fill=shade(L.main, 0.6), width=1.2)
    if L.o("embers"):
        rnd = rng("embers", L.name)
        for _ in range(4):
            x, y = cx + rnd.uniform(-30, 30), cy + rnd.uniform(12, 40)
            pts = [(x, y), (x + rnd.uniform(-8, 8), y + rnd.uniform(4, 9)), (x + rnd.uniform(-12, 12), y + rnd.uniform(9, 15))]
            d.line(pts, fill=(255, 170, 60), width=1.6)
            L.glows.append((x, y + 6, 12, (255, 140, 40), 0.6))
    eyes(d, L, hx, hy - 4, 20, 0.44, 0.3)
    for side in (-1, 1):  # little fangs
        d.polygon([(hx + side * 2, hy + 6), (hx + side * 7, hy + 6), (hx + side * 4, hy + 12)], fill=(252, 248, 236),
                  outline=INK, width=0.6)


def plan_slug(b: Pen, d: Pen, L: Look) -> None:
    """A fat slug gliding on a pale foot, its head raised on the left with eyes on stalks."""
    foot = curve((178, GROUND - 2), (110, GROUND + 2), (46, GROUND - 8), steps=20)
    ribbon(b, foot, lambda t: 10 + 4 * t, L.second, outline=L.line, width=1.3)
    spine = curve((172, GROUND - 8), (130, GROUND - 22), (78, GROUND - 24), (60, 102), steps=26)
    ribbon(b, spine, lambda t: 8 + 52 * math.sin(math.pi * min(1.0, 0.08 + t * 0.62)), L.main, outline=L.line, width=1.5)
    hx, hy = 58, 96
    for side, top in ((-1, (36, 42)), (1, (76, 38))):
        stalk = curve((hx + side * 9, hy - 16), (hx + side * 10, hy - 40), top, steps=10)
        ribbon(b, stalk, lambda t: 7 - 2.5 * t, L.main, outline=L.line, width=1.2)
        b.circle(top[0], top[1], 9.5, fill=L.main, outline=L.line, width=1.2)
        d.circle(top[0], top[1], 7.2, fill=(252, 250, 244))
        d.circle(top[0] + 1.2, top[1] + 1.2, 4.4, fill=INK)
        d.circle(top[0] - 1, top[1] - 1.2, 1.6, fill=(255, 255, 255))
    b.circle(hx, hy, 26, fill=L.main, outline=L.line, width=1.5)
    b.ellipse((84, 96, 146, 132), fill=shade(L.main, 1.12), outline=L.line, width=1.2)  # the mantle
    d.circle(134, 112, 3.2, fill=shade(L.main, 0.45))  # breathing pore
    for i in range(5):
        d.arc((90 + i * 10, 100, 104 + i * 10, 126), 250, 290, fill=shade(L.main, 0.75), width=1)
    d.arc((hx - 10, hy + 2, hx + 10, hy + 16), 20, 160, fill=shade(L.main, 0.3), width=1.6)
    for side in (-1, 1):
        d.circle(hx + side * 15, hy + 6, 3.2, fill=rgba(PINK, 150))
    for x in (92, 118, 144):  # syrup beads on the foot
        d.ellipse((x - 3, GROUND - 4, x + 3, GROUND + 5), fill=rgba(shade(L.second, 1.2), 230))


def plan_bat(b: Pen, d: Pen, L: Look) -> None:
    """A round little bat from the front, wings spread wide, big ears and tiny fangs."""
    cx, cy = 96, 98
    wing = shade(L.main, 0.78)
    for side in (-1, 1):
        shoulder, wrist = (cx + side * 16, cy - 16), (cx + side * 48, cy - 38)
        tips = [(cx + side * 88, cy - 40), (cx + side * 92, cy + 4), (cx + side * 72, cy + 38)]
        root = (cx + side * 20, cy + 28)
        pts = [shoulder, wrist, tips[0]]
        for a, c in zip(tips, tips[1:] + [root]):
            mid = ((a[0] + c[0]) / 2, (a[1] + c[1]) / 2)
            pull = (mid[0] + (wrist[0] - mid[0]) * 0.3, mid[1] + (wrist[1] - mid[1]) * 0.3)
            pts += curve(a, pull, c, steps=8)[1:]
        b.polygon(pts, fill=wing, outline=L.line, width=1.4)
        for t in tips:
            d.line([wrist, t], fill=shade(wing, 0.55), width=1.4)
        b.line([shoulder, wrist], fill=shade(wing, 0.7), width=4)
        b.polygon([(wrist[0], wrist[1] - 2), (wrist[0] + side * 2, wrist[1] - 10), (wrist[0] + side * 6, wrist[1] - 1)],
                  fill=L.accent, outline=shade(L.accent, 0.4), width=1)
    for side in (-1, 1):
        ear = [(cx + side * 6, cy - 42), (cx + side * 30, cy - 84), (cx + side * 32, cy - 34)]
        b.polygon(ear, fill=L.main, outline=L.line, width=1.4)
        b.polygon([(cx + side * 14, cy - 42), (cx + side * 28, cy - 72), (cx + side * 27, cy - 40)], fill=mix(PINK, L.main, 0.4))
    for side in (-1, 1):
        b.ellipse((cx + side * 12 - 7, cy + 34, cx + side * 12 + 7, cy + 46), fill=shade(L.main, 0.7), outline=L.line, width=1.1)
    b.ellipse((cx - 32, cy - 50, cx + 32, cy + 42), fill=L.main, outline=L.line, width=1.5)
    b.ellipse((cx - 20, cy - 4, cx + 20, cy + 38), fill=L.second)
    for j in range(3):
        d.arc((cx - 12, cy + 6 + j * 9, cx + 12, cy + 14 + j * 9), 20, 160, fill=shade(L.second, 0.7), width=1)
    eyes(d, L, cx, cy - 26, 28, 0.42, 0.27)
    nose_and_mouth(d, L, cx, cy - 8, 28, "pig")
    d.arc((cx - 9, cy - 8, cx + 9, cy + 4), 20, 160, fill=INK, width=1.5)
    for side in (-1, 1):
        d.polygon([(cx + side * 3, cy + 2), (cx + side * 8, cy + 1), (cx + side * 5.5, cy + 8)], fill=(252, 248, 236))
        d.circle(cx + side * 20, cy - 10, 3.4, fill=rgba(PINK, 160))


def plan_puff(b: Pen, d: Pen, L: Look) -> None:
    """A ball of fluff riding a big gum bubble it blew itself."""
    cx, cy, r = 96, 84, 40
    gum = L.o("gum", shade(L.main, 0.92))
    b.circle(cx + 4, 136, 30, fill=gum, outline=shade(gum, 0.45), width=1.4)
    d.arc((cx - 18, 112, cx + 26, 156), 200, 260, fill=(255, 255, 255, 200), width=3)
    d.circle(cx + 18, 148, 2.6, fill=(255, 255, 255, 170))
    rnd = rng("fluff", L.name)
    n = 20
    for i in range(n):
        a = 2 * math.pi * i / n
        b.circle(cx + math.cos(a) * r, cy + math.sin(a) * r * 0.92, rnd.uniform(10, 14), fill=L.main, outline=L.line,
                 width=1.3)
    b.circle(cx, cy, r + 2, fill=L.main)
    for j, (dx, h) in enumerate(((-8, 22), (0, 30), (9, 20))):
        pts = curve((cx + dx, cy - r + 4), (cx + dx * 2.2, cy - r - h * 0.7), (cx + dx * 1.2 + (4 if j == 1 else 0), cy - r - h),
                    steps=8)
        ribbon(b, pts, lambda t: 7 - 5 * t, shade(L.main, 1.1), outline=L.line, width=1.1)
    for _ in range(18):
        a, rr = rnd.uniform(0, 2 * math.pi), rnd.uniform(0.45, 0.95)
        x, y = cx + math.cos(a) * r * rr, cy + math.sin(a) * r * rr
        if abs(y - cy - 2) < 16 and abs(x - cx) < 26:
            continue
        d.arc((x - 5, y - 4, x + 5, y + 4), 200, 340, fill=shade(L.main, 0.78), width=1)
    for side in (-1, 1):
        b.ellipse((cx + side * 14 - 7, 108, cx + side * 14 + 7, 120), fill=shade(L.main, 0.9), outline=L.line, width=1.1)
    eyes(d, L, cx, cy - 4, 34, 0.38, 0.24)
    d.arc((cx - 6, cy + 6, cx + 6, cy + 15), 20, 160, fill=INK, width=1.5)
    for side in (-1, 1):
        d.circle(cx + side * 21, cy + 8, 3.6, fill=rgba(PINK, 170))


def plan_chick(b: Pen, d: Pen, L: Look) -> None:
    """A round chick with a round hole right through its middle, stubby wings and big feet."""
    cx, cy, r = 96, 102, 48
    for side in (-1, 1):
        fx = cx + side * 18
        b.line([(fx, cy + r - 6), (fx, GROUND - 3)], fill=L.accent, width=3)
        for j in (-1, 0, 1):
            b.line([(fx, GROUND - 3), (fx + j * 7, GROUND + 1)], fill=L.accent, width=2.4)
    for side in (-1, 1):
        b.polygon([(cx + side * (r - 8), cy - 6), (cx + side * (r + 16), cy + 4), (cx + side * (r + 10), cy + 16),
                   (cx + side * (r + 14), cy + 22), (cx + side * (r - 6), cy + 26)], fill=shade(L.main, 0.85), outline=L.line,
                  width=1.3)
    for j in range(3):
        b.polygon([(cx - 5 + j * 5, cy - r + 4), (cx - 14 + j * 12, cy - r - 14 + abs(j - 1) * 5), (cx + 1 + j * 5, cy - r + 2)],
                  fill=L.main, outline=L.line, width=1.1)
    b.circle(cx, cy, r, fill=L.main, outline=L.line, width=1.6)
    hole_y, hole_r = cy + 20, 15
    b.circle(cx, hole_y, hole_r + 5, fill=shade(L.main, 0.7))
    b.circle(cx, hole_y, hole_r, fill=(0, 0, 0, 0))  # a real hole: the background shows through
    d.arc((cx - hole_r - 3, hole_y - hole_r - 3, cx + hole_r + 3, hole_y + hole_r + 3), 20, 160, fill=shade(L.main, 1.35),
          width=1.4)
    eyes(d, L, cx, cy - 18, 30, 0.48, 0.27)
    d.polygon([(cx - 6, cy - 10), (cx + 6, cy - 10), (cx, cy - 2)], fill=L.accent, outline=shade(L.accent, 0.4), width=0.8)


def plan_crab(b: Pen, d: Pen, L: Look) -> None:
    """A crab from the front: a wide shell, eyes on stalks, claws raised, legs splayed."""
    cx, cy = 96, 114
    leg = shade(L.main, 0.8)
    for j in range(3):
        for side in (-1, 1):
            start = (cx + side * 34, cy + 6 + j * 6)
            knee = (cx + side * (62 + j * 5), cy - 10 + j * 10)
            foot = (cx + side * (70 + j * 8), GROUND - 2 - (2 - j) * 6)
            ribbon(b, [start, knee, foot], [10, 7, 3], leg, outline=L.line, width=1.2)
    for side in (-1, 1):
        arm = [(cx + side * 30, cy - 6), (cx + side * 50, cy - 22), (cx + side * 56, cy - 42)]
        ribbon(b, arm, [12, 10, 9], L.main, outline=L.line, width=1.3)
        kx, ky = cx + side * 58, cy - 58
        b.ellipse((kx - 20, ky - 16, kx + 20, ky + 18), fill=L.main, outline=L.line, width=1.5)
        b.polygon([(kx - side * 4, ky - 10), (kx + side * 8, ky - 44), (kx + side * 22, ky - 30), (kx + side * 14, ky - 8)],
                  fill=L.main, outline=L.line, width=1.3)
        b.polygon([(kx - side * 14, ky - 8), (kx - side * 16, ky - 38), (kx - side * 4, ky - 30), (kx, ky - 8)],
                  fill=shade(L.main, 0.9), outline=L.line, width=1.3)
        d.ellipse((kx - 10, ky - 4, kx + 2, ky + 6), fill=rgba(shade(L.main, 1.5), 150))
    for side in (-1, 1):
        sx = cx + side * 13
        b.line([(sx, cy - 20), (sx + side * 3, cy - 48)], fill=shade(L.main, 0.8), width=4)
        b.circle(sx + side * 3, cy - 52, 8, fill=L.main, outline=L.line, width=1.2)
    b.polygon(arc_points((cx - 54, cy - 34, cx + 54, cy + 30), 180, 360, 24) +
              [(cx + 48, cy + 6), (cx + 30, cy + 24), (cx - 30, cy + 24), (cx - 48, cy + 6)], fill=L.main, outline=L.line,
              width=1.6)
    for side in (-1, 1):
        for j in range(3):
            x = cx + side * (34 + j * 7)
            b.polygon([(x - 3, cy - 22 + j * 6), (x + side * 8, cy - 28 + j * 8), (x + 3, cy - 16 + j * 6)], fill=L.main,
                      outline=L.line, width=1)
    b.chord((cx - 40, cy - 8, cx + 40, cy + 24), 0, 180, fill=L.second)
    for side in (-1, 1):
        ex, ey = cx + side * 16, cy - 52
        d.circle(ex, ey, 5.6, fill=(252, 250, 244))
        d.circle(ex + side * 1, ey + 0.8, 3.4, fill=INK)
        d.circle(ex - 1.4, ey - 1.6, 1.3, fill=(255, 255, 255))
    d.arc((cx - 10, cy - 14, cx + 10, cy - 2), 20, 160, fill=INK, width=1.5)
    for j in range(-2, 3):
        d.line([(cx + j * 9, cy - 30), (cx + j * 11, cy - 22)], fill=shade(L.main, 0.6), width=1)


def plan_shard(b: Pen, d: Pen, L: Look) -> None:
    """A living sliver of crystal flying point first, a face in its widest part, splinters in
    its wake."""
    base, tip = (58, 160), (140, 28)
    length = math.hypot(tip[0] - base[0], tip[1] - base[1])
    ux, uy = (tip[0] - base[0]) / length, (tip[1] - base[1]) / length
    px, py = -uy, ux
    w = 30
    pts = [(base[0] - ux * 10, base[1] - uy * 10)]
    for f, s in ((0.16, 0.75), (0.62, 1.0), (0.82, 0.7)):
        pts.append((base[0] + ux * length * f + px * w * s, base[1] + uy * length * f + py * w * s))
    pts.append(tip)
    for f, s in ((0.82, 0.7), (0.62, 1.0), (0.16, 0.75)):
        pts.append((base[0] + ux * length * f - px * w * s, base[1] + uy * length * f - py * w * s))
    b.polygon(pts, fill=L.main, outline=L.line, width=1.6)
    b.polygon(pts[:5] + [(base[0] + ux * length * 0.62, base[1] + uy * length * 0.62)], fill=shade(L.main, 1.3))
    d.line([pts[0], (base[0] + ux * length * 0.62, base[1] + uy * length * 0.62), tip], fill=shade(L.main, 1.6), width=1.2)
    for i in (1, 2, 3):
        d.line([pts[i], pts[8 - i]], fill=rgba(shade(L.main, 0.6), 140), width=1)
    fx, fy = base[0] + ux * length * 0.5, base[1] + uy * length * 0.5
    eyes(d, L, fx, fy - 4, 24, 0.44, 0.26, "fierce")
    d.arc((fx - 7, fy + 6, fx + 7, fy + 14), 200, 340, fill=INK, width=1.5)
    rnd = rng("splinters", L.name)
    for i in range(4):
        t = 0.1 + i * 0.2
        side = 1 if i % 2 else -1
        x = base[0] + ux * length * t + px * side * (44 + rnd.uniform(0, 10))
        y = base[1] + uy * length * t + py * side * (44 + rnd.uniform(0, 10))
        prism(b, (x - ux * 6, y - uy * 6), (x + ux * 12, y + uy * 12), 7, shade(L.main, 1.1), L.line)
    for i in range(3):  # motion streaks behind the point
        o = (i - 1) * 14
        d.line([(base[0] - ux * 18 + px * o, base[1] - uy * 18 + py * o), (base[0] - ux * 40 + px * o, base[1] - uy * 40 + py * o)],
               fill=(255, 255, 255, 150), width=2)


def plan_tortoise(b: Pen, d: Pen, L: Look) -> None:
    """A plodding tortoise side-on; a crack in its domed shell shows a glittering geode."""
    cx = 100
    skin = L.second
    for x in (cx - 40, cx - 18, cx + 20, cx + 42):
        b.rect((x - 10, 120, x + 10, GROUND), fill=shade(skin, 0.9 if x in (cx - 18, cx + 42) else 0.8), outline=L.line,
               width=1.3, radius=6)
        for j in (-1, 0, 1):
            d.circle(x + j * 5, GROUND - 2, 1.6, fill=(244, 238, 222))
    b.polygon([(cx + 58, 122), (cx + 76, 130), (cx + 58, 132)], fill=skin, outline=L.line, width=1.1)
    neck = curve((cx - 44, 122), (cx - 62, 118), (cx - 70, 96), steps=10)
    ribbon(b, neck, lambda t: 20 - 4 * t, skin, outline=L.line, width=1.3)
    hx, hy, r = cx - 70, 86, 20
    b.ellipse((hx - r * 1.05, hy - r * 0.9, hx + r * 1.05, hy + r), fill=skin, outline=L.line, width=1.5)
    dome = arc_points((cx - 64, 40, cx + 64, 188), 180, 360, 30)
    b.polygon(dome, fill=L.main, outline=L.line, width=1.6)
    b.rect((cx - 66, 110, cx + 66, 124), fill=shade(L.main, 0.8), outline=L.line, width=1.3, radius=6)
    for j in range(-3, 4):
        d.line([(cx + j * 18, 112), (cx + j * 18, 122)], fill=shade(L.main, 0.55), width=1)
    for x, y, rr in ((cx - 38, 92, 15), (cx + 40, 90, 15), (cx - 12, 64, 15), (cx + 22, 60, 14)):
        d.polygon(regular_polygon(x, y, rr, 6, 0), outline=shade(L.main, 0.6), width=1.4)
    gx, gy = cx + 4, 88
    rnd = rng("geode", L.name)
    crack = [(gx + math.cos(a) * 26 * rnd.uniform(0.75, 1.0), gy + math.sin(a) * 18 * rnd.uniform(0.75, 1.0))
             for a in (2 * math.pi * i / 11 for i in range(11))]
    d.polygon(crack, fill=shade(L.accent, 0.3), outline=shade(L.main, 0.4), width=1.4)
    for i in range(9):
        a = 2 * math.pi * i / 9 + 0.3
        x0, y0 = gx + math.cos(a) * 20, gy + math.sin(a) * 13
        prism(d, (x0, y0), (gx + math.cos(a) * 5, gy + math.sin(a) * 3), 7, shade(L.accent, rnd.uniform(0.9, 1.2)),
              shade(L.accent, 0.4), 0.8)
    L.glows.append((gx, gy, 26, shade(L.accent, 1.3), 0.5))
    eyes(d, L, hx, hy - 4, r, 0.42, 0.28)
    d.arc((hx - 7, hy + 4, hx + 7, hy + 13), 20, 160, fill=shade(skin, 0.3), width=1.4)


def plan_wasp(b: Pen, d: Pen, L: Look) -> None:
    """A wasp from above: four glassy wings, a striped abdomen ending in a sting, big
    compound eyes and feelers."""
    cx = 96
    band = shade(L.main, 0.22)
    for side in (-1, 1):
        for j in range(3):
            y = 84 + j * 10
            ribbon(b, [(cx + side * 12, y), (cx + side * 34, y + 10 + j * 6), (cx + side * 44, y + 34 + j * 8)], [5, 4, 2.5],
                   band, outline=INK, width=0.8)
    wing = mix(L.main, (236, 248, 255), 0.75)
    for j, (y, tipy) in enumerate(((70, 34), (84, 76))):
        for side in (-1, 1):
            tip = (cx + side * (86 - j * 10), tipy)
            b.polygon(curve((cx + side * 8, y - 4), (cx + side * 50, tipy - 18 + j * 10), tip, steps=10) +
                      curve(tip, (cx + side * 52, y + 16 + j * 6), (cx + side * 8, y + 6), steps=10), fill=wing,
                      outline=shade(L.main, 0.4), width=1.1)
            d.line([(cx + side * 10, y), (tip[0] - side * 8, tip[1] + 4)], fill=rgba(shade(L.main, 0.45), 150), width=0.8)
    for i in range(6):
        y = 104 + i * 10
        w = 24 - abs(i - 1.5) * 3.2
        b.ellipse((cx - w, y - 8, cx + w, y + 10), fill=L.main if i % 2 == 0 else band, outline=INK, width=1.1)
    b.polygon([(cx - 4, 166), (cx + 4, 166), (cx, 180)], fill=band, outline=INK, width=1)
    b.ellipse((cx - 18, 64, cx + 18, 104), fill=L.main, outline=INK, width=1.3)
    d.ellipse((cx - 10, 72, cx + 10, 82), fill=band)
    hx, hy = cx, 48
    for side in (-1, 1):
        d.line(curve((hx + side * 6, hy - 14), (hx + side * 14, hy - 34), (hx + side * 30, hy - 38), steps=8), fill=INK,
               width=1.8)
    b.circle(hx, hy, 19, fill=L.main, outline=INK, width=1.4)
    for side in (-1, 1):
        b.ellipse((hx + side * 12 - 9, hy - 14, hx + side * 12 + 9, hy + 8), fill=shade(L.eye, 0.5), outline=INK, width=1.2)
        d.ellipse((hx + side * 12 - 4, hy - 10, hx + side * 12 + 1, hy - 4), fill=(255, 255, 255, 210))
        d.polygon([(hx + side * 3, hy + 12), (hx + side * 10, hy + 14), (hx + side * 4, hy + 20)], fill=band)


def plan_octopus(b: Pen, d: Pen, L: Look) -> None:
    """An octopus with a big round head and eight curling arms, suckers turned out."""
    cx, cy = 96, 70
    rnd = rng("arms", L.name)
    for layer in (0, 1):
        for i in range(4):
            side = -1 if i < 2 else 1
            j = i if side < 0 else 3 - i
            spread = 30 + j * 30 if layer == 0 else 18 + j * 34
            sx = cx + side * (10 + j * 10 - layer * 4)
            ex = cx + side * (spread + rnd.uniform(-6, 6))
            ey = GROUND - 6 - (1 - j) * 8 - layer * 4
            path = curve((sx, cy + 20), (sx + side * 6, cy + 60), (ex - side * 8, ey + 4), (ex, ey - 4), steps=16)
            curl_dir = side if layer else -side
            last = path[-1]
            for s in range(1, 12):
                a = math.pi / 2 + curl_dir * (s / 11) * 1.7 * math.pi
                rr = 10 * (1 - s / 14)
                path.append((last[0] + curl_dir * (rr * math.cos(a)) + side * 2, last[1] - 10 + rr * math.sin(a) * 1.0))
            colour = shade(L.main, 0.78) if layer == 0 else L.main
            ribbon(b, path, lambda t: 17 * (1 - t) ** 0.9 + 3, colour, outline=L.line, width=1.3)
            if layer:
                for s in range(2, 14, 2):
                    x, y = path[s]
                    d.circle(x + side * 2, y, 2.6 - s * 0.1, fill=L.second, outline=shade(L.second, 0.6), width=0.6)
    b.ellipse((cx - 46, cy - 54, cx + 46, cy + 36), fill=L.main, outline=L.line, width=1.6)
    b.ellipse((cx - 34, cy + 12, cx + 34, cy + 36), fill=L.main)
    for x, y, r in ((cx - 22, cy - 34, 5), (cx + 18, cy - 40, 4), (cx + 30, cy - 20, 3.5), (cx - 32, cy - 14, 3)):
        d.circle(x, y, r, fill=shade(L.main, 0.75))
    eyes(d, L, cx, cy + 2, 38, 0.42, 0.26)
    d.ellipse((cx - 5, cy + 16, cx + 5, cy + 26), fill=shade(L.main, 0.3))
    for side in (-1, 1):
        d.circle(cx + side * 26, cy + 16, 4, fill=rgba(PINK, 150))


def plan_ray(b: Pen, d: Pen, L: Look) -> None:
    """A manta ray gliding towards the viewer: broad pointed wings, horn-like head fins and a
    long whip of a tail."""
    cx = 96
    tail = curve((cx, 128), (cx + 8, 160), (cx + 44, 170), (cx + 70, 150), steps=16)
    ribbon(b, tail, lambda t: 6 - 4.5 * t, shade(L.main, 0.7), outline=L.line, width=1.1)
    right = curve((cx + 14, 60), (cx + 70, 50), (cx + 90, 92), steps=14) + curve((cx + 90, 92), (cx + 50, 96), (cx + 10, 134), steps=12)[1:]
    left = [(2 * cx - x, y) for x, y in right]
    b.polygon(right + left[::-1], fill=L.main, outline=L.line, width=1.6)
    for side in (-1, 1):
        b.polygon([(cx + side * 62, 62), (cx + side * 86, 90), (cx + side * 54, 86)], fill=shade(L.main, 1.18))
        for j in range(3):
            d.circle(cx + side * (38 + j * 14), 78 + j * 2, 3.5 - j * 0.6, fill=rgba(L.second, 220))
        fin = curve((cx + side * 12, 64), (cx + side * 24, 46), (cx + side * 16, 34), steps=8)
        ribbon(b, fin, lambda t: 9 - 6 * t, shade(L.main, 0.85), outline=L.line, width=1.2)
    b.ellipse((cx - 26, 60, cx + 26, 110), fill=shade(L.main, 1.08))
    eyes(d, L, cx, 74, 26, 0.56, 0.26)
    d.arc((cx - 16, 78, cx + 16, 98), 25, 155, fill=INK, width=1.8)
    for j in range(3):
        d.line([(cx - 12 + j * 12, 112), (cx - 10 + j * 10, 120)], fill=shade(L.main, 0.6), width=1.2)


def plan_mantis(b: Pen, d: Pen, L: Look) -> None:
    """A praying mantis standing upright, its bladed forelegs folded, a leaf-long abdomen
    behind and a triangle head with big eyes."""
    cx = 92
    blade = L.o("blade", L.accent)
    legc = shade(L.main, 0.8)
    for kx, fx in ((66, 50), (124, 140), (112, 104), (80, 74)):
        ribbon(b, [(cx + 6, 118), (kx, 126), (fx, GROUND)], [5, 4, 3], legc, outline=L.line, width=1)
    ribbon(b, curve((cx + 6, 112), (cx + 44, 118), (cx + 70, 152), steps=14), lambda t: 28 * math.sin(math.pi * (0.2 + 0.8 * t)) + 6,
           shade(L.main, 0.92), outline=L.line, width=1.4)
    for j in range(4):
        t = 0.3 + j * 0.15
        x, y = cx + 6 + 64 * t, 112 + 40 * t * t
        d.line([(x - 6, y - 8), (x + 4, y + 10)], fill=shade(L.main, 0.6), width=1)
    ribbon(b, [(cx + 4, 122), (cx + 2, 90), (cx, 58)], [18, 14, 11], L.main, outline=L.line, width=1.4)
    for side in (-1, 1):
        elbow, hand = (cx + side * 18, 104), (cx + side * 30, 62)
        ribbon(b, [(cx + side * 3, 72), elbow], [12, 10], L.main, outline=L.line, width=1.3)
        b.polygon([(elbow[0] - side * 5, elbow[1] + 4), (elbow[0] + side * 6, elbow[1] - 2), (hand[0] + side * 4, hand[1]),
                   (hand[0] - side * 2, hand[1] - 10)], fill=blade, outline=shade(blade, 0.3), width=1.3)
        for j in range(4):
            t = 0.2 + j * 0.2
            x, y = elbow[0] + (hand[0] - elbow[0]) * t, elbow[1] + (hand[1] - elbow[1]) * t
            d.polygon([(x - side * 2, y), (x - side * 9, y + 2), (x - side * 2, y + 5)], fill=shade(blade, 1.5))
        d.line([(elbow[0] + side * 5, elbow[1] - 3), (hand[0] + side * 3, hand[1] - 2)], fill=shade(blade, 2.0), width=1)
    hx, hy = cx, 42
    for side in (-1, 1):
        d.line(curve((hx + side * 6, hy - 14), (hx + side * 12, hy - 40), (hx + side * 40, hy - 34), steps=10),
               fill=shade(L.main, 0.4), width=1.3)
    b.polygon([(hx - 30, hy - 14), (hx + 30, hy - 14), (hx + 8, hy + 22), (hx - 8, hy + 22)], fill=L.main, outline=L.line,
              width=1.5)
    for side in (-1, 1):
        b.ellipse((hx + side * 24 - 11, hy - 22, hx + side * 24 + 11, hy + 2), fill=L.eye, outline=shade(L.eye, 0.3), width=1.2)
        d.circle(hx + side * 24 - 3, hy - 14, 3.2, fill=(255, 255, 255, 230))
        d.circle(hx + side * 24 + 1, hy - 8, 2.4, fill=shade(L.eye, 0.3))
    d.line([(hx - 5, hy + 14), (hx + 5, hy + 14)], fill=INK, width=1.4)


def plan_blob(b: Pen, d: Pen, L: Look) -> None:
    """A vast wobbling blob queen: a dome of goo pooling on the ground, a wide grin, things
    she swallowed floating inside, and a crown."""
    cx = 96
    b.ellipse((cx - 86, GROUND - 14, cx + 86, GROUND + 10), fill=shade(L.main, 0.85), outline=L.line, width=1.3)
    dome = arc_points((cx - 76, 36, cx + 76, 290), 180, 360, 40)
    bottom = []
    for i in range(13):
        t = i / 12
        x = cx + 76 - 152 * t
        bottom.append((x, GROUND - 4 + (5 if i % 2 else -1)))
    b.polygon(dome + bottom, fill=L.main, outline=L.line, width=1.6)
    for x, y, h in ((cx - 58, 120, 20), (cx + 62, 112, 26), (cx + 24, 150, 12)):  # drips down her sides
        b.ellipse((x - 6, y, x + 6, y + h), fill=L.main)
        b.circle(x, y + h, 6.5, fill=L.main)
    # swallowed bits, seen through the goo
    d.polygon([(cx - 50, 130), (cx - 36, 128), (cx - 34, 148), (cx - 22, 150), (cx - 22, 156), (cx - 50, 156)],
              fill=rgba(shade(L.main, 0.5), 130))
    d.line([(cx + 28, 134), (cx + 52, 124)], fill=rgba((255, 250, 240), 120), width=4)
    for x, y in ((cx + 28, 134), (cx + 52, 124)):
        d.circle(x, y - 2, 3.4, fill=rgba((255, 250, 240), 120))
        d.circle(x + 1, y + 3, 3.4, fill=rgba((255, 250, 240), 120))
    eyes(d, L, cx, 84, 46, 0.42, 0.26)
    d.chord((cx - 34, 84, cx + 34, 132), 10, 170, fill=shade(L.main, 0.28))
    d.chord((cx - 16, 112, cx + 16, 132), 200, 340, fill=mix(PINK, (220, 60, 90), 0.5))
    for side in (-1, 1):
        d.polygon([(cx + side * 8, 102), (cx + side * 18, 101), (cx + side * 13, 110)], fill=(252, 248, 236))
        d.circle(cx + side * 38, 104, 5, fill=rgba(mix(PINK, (255, 80, 140), 0.4), 170))
    crown_y = 44
    pts = [(cx - 26, crown_y + 6), (cx - 32, crown_y - 22), (cx - 14, crown_y - 8), (cx, crown_y - 30), (cx + 14, crown_y - 8),
           (cx + 32, crown_y - 22), (cx + 26, crown_y + 6)]
    b.polygon(pts, fill=GOLD, outline=(110, 70, 20), width=1.3)
    for x, y in ((cx - 32, crown_y - 22), (cx, crown_y - 30), (cx + 32, crown_y - 22)):
        d.circle(x, y - 2, 3.4, fill=(255, 240, 200))
    for x in (-14, 0, 14):
        d.circle(cx + x, crown_y - 1, 3.2, fill=(90, 200, 230) if x else (220, 40, 90))


def plan_whale(b: Pen, d: Pen, L: Look) -> None:
    """A great whale swimming side-on: a blunt head, throat grooves, a long pectoral fin and
    the flukes raised behind."""
    spine = curve((44, 104), (100, 140), (142, 122), (166, 80), steps=26)
    ribbon(b, spine, lambda t: 76 * (1 - t) ** 0.75 + 8, L.main, outline=L.line, width=1.6)
    fx, fy = spine[-1]
    b.polygon([(fx, fy + 4), (fx - 22, fy - 30), (fx - 6, fy - 24), (fx + 2, fy - 8), (fx + 14, fy - 28), (fx + 30, fy - 22),
               (fx + 6, fy + 4)], fill=shade(L.main, 0.9), outline=L.line, width=1.4)
    belly = curve((26, 118), (70, 150), (130, 134), steps=20)
    ribbon(b, belly, lambda t: 22 * (1 - t) + 4, L.second, caps=False)
    for j in range(6):
        x = 32 + j * 12
        d.line([(x, 116 + j * 3), (x + 12, 128 + j * 2.4)], fill=shade(L.second, 0.65), width=1.1)
    fin = curve((78, 132), (80, 158), (56, 174), steps=10)
    ribbon(b, fin, lambda t: 14 - 10 * t, shade(L.main, 0.8), outline=L.line, width=1.3)
    d.line(curve((12, 104), (30, 114), (54, 110), steps=10), fill=shade(L.main, 0.35), width=1.8)
    ex, ey = 42, 96
    d.circle(ex, ey, 6, fill=INK)
    d.circle(ex, ey, 4.6, fill=L.eye)
    d.circle(ex, ey, 2.2, fill=INK)
    d.circle(ex - 1.6, ey - 1.8, 1.3, fill=(255, 255, 255))
    for x, y in ((64, 78), (82, 80)):
        d.arc((x - 8, y - 6, x + 8, y + 6), 200, 340, fill=shade(L.main, 0.55), width=1.2)
    for j in range(3):  # a spout of dark mist
        d.circle(70 + j * 6, 56 - j * 12, 4 + j * 2, fill=rgba(shade(L.second, 1.2), 120))


def plan_empress(b: Pen, d: Pen, L: Look) -> None:
    """A crystal empress on a throne of mirrors: a faceted gown, a sceptre, a spiked crown."""
    cx = 96
    mirror = L.o("mirror", (214, 224, 240))
    for i in range(7):
        a = math.radians(-90 + (i - 3) * 19)
        h = 92 - abs(i - 3) * 12
        base = (cx + (i - 3) * 12, 140)
        prism(b, base, (base[0] + math.cos(a) * h, base[1] + math.sin(a) * h), 22 - abs(i - 3) * 2, shade(mirror, 0.85 + (i % 2) * 0.1),
              shade(mirror, 0.4))
    b.rect((cx - 48, 132, cx + 48, GROUND), fill=shade(mirror, 0.7), outline=shade(mirror, 0.35), width=1.4, radius=4)
    skin = L.second
    gown = [(cx - 16, 94), (cx + 16, 94), (cx + 46, GROUND - 2), (cx - 46, GROUND - 2)]
    b.polygon(gown, fill=L.main, outline=L.line, width=1.5)
    for j in range(5):
        x = cx - 36 + j * 18
        d.line([(cx + (x - cx) * 0.3, 96), (x, GROUND - 2)], fill=shade(L.main, 1.35 if j % 2 else 0.7), width=1.1)
    b.polygon([(cx - 16, 68), (cx + 16, 68), (cx + 12, 98), (cx - 12, 98)], fill=shade(L.main, 1.1), outline=L.line, width=1.4)
    b.line([(cx - 14, 72), (cx - 30, 96), (cx - 14, 112)], fill=skin, width=7)
    b.line([(cx + 14, 72), (cx + 30, 90), (cx + 40, 74)], fill=skin, width=7)
    sx, sy = cx + 42, 70
    b.line([(sx, sy + 50), (sx, sy - 20)], fill=GOLD, width=3)
    prism(b, (sx, sy - 14), (sx, sy - 42), 12, L.accent, shade(L.accent, 0.35))
    L.glows.append((sx, sy - 30, 26, shade(L.accent, 1.4), 0.7))
    b.rect((cx - 5, 56, cx + 5, 70), fill=skin)
    hx, hy, r = cx, 44, 17
    for i in range(5):
        a = math.radians(-90 + (i - 2) * 26)
        prism(b, (hx + math.cos(a) * r * 0.6, hy + math.sin(a) * r * 0.6),
              (hx + math.cos(a) * r * (2.2 - abs(i - 2) * 0.3), hy + math.sin(a) * r * (2.2 - abs(i - 2) * 0.3)),
              8, L.accent if i % 2 == 0 else shade(L.accent, 1.25), shade(L.accent, 0.35))
    b.ellipse((hx - r, hy - r * 1.1, hx + r, hy + r * 1.05), fill=skin, outline=shade(skin, 0.45), width=1.4)
    b.chord((hx - r, hy - r * 1.1, hx + r, hy + r * 0.3), 180, 360, fill=shade(L.main, 0.8))
    eyes(d, L, hx, hy + 2, r, 0.42, 0.3)
    d.arc((hx - 5, hy + 6, hx + 5, hy + 12), 20, 160, fill=shade(skin, 0.3), width=1.3)
    d.polygon(regular_polygon(cx, 80, 5, 4, -90), fill=L.accent)


def plan_boulders(b: Pen, d: Pen, L: Look) -> None:
    """A golem that is a heap of boulders, crystals growing through the cracks between them."""
    cx = 96
    rnd = rng("boulders", L.name)
    stone = L.main
    vein = L.accent
    def rock(x: float, y: float, rx: float, ry: float, tone: float = 1.0) -> None:
        pts = [(x + math.cos(a) * rx * rnd.uniform(0.85, 1.0), y + math.sin(a) * ry * rnd.uniform(0.85, 1.0))
               for a in (2 * math.pi * i / 9 + rnd.uniform(-0.15, 0.15) for i in range(9))]
        b.polygon(pts, fill=shade(stone, tone), outline=L.line, width=1.5)
        d.line([pts[6], ((pts[6][0] + x) / 2, (pts[6][1] + y) / 2)], fill=shade(stone, 0.55), width=1)
    for side in (-1, 1):
        rock(cx + side * 24, GROUND - 16, 18, 16, 0.85)
    for side in (-1, 1):
        prism(b, (cx + side * 26, 92), (cx + side * 62, 58), 12, vein, shade(vein, 0.35))
    rock(cx, 104, 44, 38)
    for side in (-1, 1):
        rock(cx + side * 56, 84, 18, 16, 0.95)
        rock(cx + side * 64, 116, 17, 17, 1.05)
    for x, y, a in ((cx - 30, 72, -2.3), (cx + 20, 70, -1.2), (cx + 40, 96, -0.5), (cx - 14, 128, 2.0), (cx - 44, 112, 3.0)):
        prism(b, (x, y), (x + math.cos(a) * 22, y + math.sin(a) * 22), 9, shade(vein, rnd.uniform(0.95, 1.2)), shade(vein, 0.35))
    rock(cx, 50, 24, 20, 1.08)
    for side in (-1, 1):
        d.polygon(regular_polygon(cx + side * 9, 50, 5, 4, -90), fill=shade(vein, 1.5))
        L.glows.append((cx + side * 9, 50, 12, vein, 0.9))
    d.line([(cx - 8, 61), (cx + 8, 61)], fill=shade(stone, 0.4), width=1.6)


def plan_stag(b: Pen, d: Pen, L: Look) -> None:
    """A beast (plan_beast) with branching crystal antlers behind its head."""
    hr = L.o("head", 30)
    brx, bry = L.o("body", (44, 28))
    leg = L.o("leg", 22)
    bx = 104 + L.o("shift", 0)
    by = GROUND - leg - bry
    hx, hy = bx - brx * 0.86, by - bry * 0.55 - hr * 0.35
    antler = L.o("antler", L.accent)
    rainbow = [mix(from_hsv(h, 0.55, 1.0), antler, 0.35) for h in (0.0, 0.12, 0.3, 0.55, 0.75)]
    for side in (-1, 1):
        root = (hx + side * hr * 0.45, hy - hr * 0.75)
        mid = (hx + side * hr * 1.1, hy - hr * 1.55)
        top = (hx + side * hr * 1.3, hy - hr * 2.5)
        prism(b, root, mid, 9, antler)
        prism(b, mid, top, 8, rainbow[3 if side < 0 else 4])
        prism(b, mid, (mid[0] + side * hr * 0.9, mid[1] - hr * 0.5), 7, rainbow[0 if side < 0 else 1])
        prism(b, (mid[0] + side * hr * 0.1, mid[1] - hr * 0.45), (mid[0] - side * hr * 0.3, mid[1] - hr * 1.3), 6,
              rainbow[2])
    plan_beast(b, d, L)


def flame(cx: float, base: float, w: float, h: float) -> list[Point]:
    """The outline of a blaze standing on (cx, base), about `w` wide either side and up to
    1.4 `h` tall: sharp tongues along the top, licks at the sides, a rounded foot."""
    tips = [(-0.55, 0.0), (-1.0, -0.5), (-0.62, -0.5), (-0.8, -1.05), (-0.36, -0.72), (-0.3, -1.35), (0.0, -0.86),
            (0.26, -1.4), (0.38, -0.76), (0.82, -1.1), (0.62, -0.5), (1.0, -0.55), (0.55, 0.0)]
    pts: list[Point] = []
    for i, ((ax, ay), (bx, by)) in enumerate(zip(tips, tips[1:])):
        a, c = (cx + ax * w, base + ay * h), (cx + bx * w, base + by * h)
        bend = 0.18 if i % 2 else -0.18
        mid = ((a[0] + c[0]) / 2 + (c[1] - a[1]) * bend, (a[1] + c[1]) / 2 - (c[0] - a[0]) * bend)
        pts += curve(a, mid, c, steps=6)[:-1]
    return pts + arc_points((cx - w * 0.55, base - w * 0.3, cx + w * 0.55, base + w * 0.3), 0, 180, 14)


def plan_phoenix(b: Pen, d: Pen, L: Look) -> None:
    """A bird (plan_bird, wings spread, no perch) rising out of a blaze."""
    fire = L.o("fire", L.accent)
    for sw, sh, colour in ((1.0, 1.0, fire), (0.62, 0.86, shade(fire, 1.5))):
        b.polygon(flame(96, 172, 84 * sw, 118 * sh), fill=colour, outline=shade(fire, 0.45) if sw == 1.0 else None,
                  width=1.4)
    L.glows.append((96, 100, 80, shade(fire, 1.5), 0.5))
    plan_bird(b, d, L)
    for sw, sh, colour in ((1.0, 1.0, fire), (0.6, 0.7, shade(fire, 1.6))):  # the blaze it rises from
        b.polygon(flame(96, 186, 66 * sw, 36 * sh), fill=colour, outline=shade(fire, 0.45) if sw == 1.0 else None,
                  width=1.3)
    L.glows.append((96, 170, 50, shade(fire, 1.6), 0.6))


def plan_wyrm(b: Pen, d: Pen, L: Look) -> None:
    """A serpent (plan_serpent) coiled around a glowing core."""
    core = L.o("core", (220, 255, 120))
    b.circle(96, 112, 32, fill=core, outline=shade(core, 0.5), width=1.5)
    b.circle(96, 112, 22, fill=shade(core, 1.3))
    L.glows.append((96, 112, 50, core, 0.6))
    plan_serpent(b, d, L)


ZVERY_PLANS: dict[str, Callable[[Pen, Pen, Look], None]] = {
    "tick": plan_tick, "slug": plan_slug, "bat": plan_bat, "puff": plan_puff, "chick": plan_chick, "crab": plan_crab,
    "shard": plan_shard, "tortoise": plan_tortoise, "wasp": plan_wasp, "octopus": plan_octopus, "ray": plan_ray,
    "mantis": plan_mantis, "blob": plan_blob, "whale": plan_whale, "empress": plan_empress, "boulders": plan_boulders,
    "stag": plan_stag, "wyrm": plan_wyrm, "phoenix": plan_phoenix,
}

# --------------------------------------------------------------------------- the creatures

# id -> (body plan, body colour, options). Plans are Zvery's own (above) or Creature
# Adventures'; the options are those plans' options (ears, muzzle, tail, wings, ...), plus
# "second", "accent" and "eye" to override the type's defaults.
SPECS: dict[str, tuple[str, RGB, dict]] = {
    # radioactive
    "cinder_tick": ("tick", (118, 148, 50), dict(embers=True, accent=(250, 200, 80))),
    "sludge_pup": ("beast", (104, 190, 64), dict(ears="floppy", muzzle="round", tail="short", body=(38, 26), leg=14, head=36,
                                                  drips=True)),
    "fizzle_newt": ("lizard", (178, 204, 56), dict(kind="newt", second=(252, 236, 96))),
    "isotoad": ("toad", (66, 150, 104), dict(eye=(250, 240, 90))),
    "fallout_hound": ("beast", (196, 186, 72), dict(ears="floppy", muzzle="long", tail="thin", eyes="glow", eye=(200, 255, 90),
                                                    fangs=True, body=(46, 26), leg=26, scars=True)),
    "reactor_boar": ("beast", (92, 104, 70), dict(ears="pointed_small", muzzle="flat", tusks=True, bristle=True, tail="curly",
                                                  feet="hoof", eyes="fierce", eye=(240, 250, 80), body=(50, 30), leg=18,
                                                  accent=(255, 240, 120))),
    "toxin_wasp": ("wasp", (222, 214, 48), dict(eye=(150, 230, 60))),
    "meltdown_wyrm": ("wyrm", (44, 132, 72), dict(fangs=True, zigzag=True, second=(220, 236, 120), core=(220, 255, 110))),
    # bubblegum
    "gumdrop_slug": ("slug", (240, 104, 168), dict(second=(255, 206, 226))),
    "chewbat": ("bat", (168, 78, 192), dict(second=(250, 196, 226))),
    "taffy_mole": ("beast", (234, 136, 128), dict(ears=None, muzzle="wedge", nose="rodent", tail="short", feet="claw",
                                                  eyes="bead", body=(48, 30), leg=11, head=30, second=(255, 226, 236))),
    "bubble_puff": ("puff", (250, 150, 206), dict(gum=(196, 66, 170))),
    "bubble_yak": ("beast", (192, 64, 136), dict(ears="floppy", muzzle="long", horns="goat", wool=True, tail="short",
                                                  feet="hoof", second=(250, 170, 210), leg=24, body=(50, 30))),
    "taffy_octopus": ("octopus", (252, 104, 118), dict(second=(255, 200, 222))),
    "queen_gloopa": ("blob", (246, 122, 192), dict()),
    # plasma
    "zap_finch": ("bird", (72, 150, 250), dict(beak="short", wings="flap", crest=True, second=(220, 236, 255))),
    "ion_eel": ("eel", (54, 88, 196), dict(second=(170, 220, 255), lure=(160, 240, 255))),
    "flux_beetle": ("beetle", (108, 88, 226), dict(iridescent=True)),
    "arc_lynx": ("beast", (96, 160, 240), dict(ears="tufted", muzzle="cat", tail="short", cheeks="ruff", spots=True,
                                               eyes="fierce", eye=(250, 240, 120))),
    "plasma_ray": ("ray", (48, 110, 228), dict(second=(150, 240, 255))),
    "fusion_drake": ("beast", (118, 96, 236), dict(head_kind="dragon", wings="bat", tail="spade", ridge=True, feet="claw",
                                                   eyes="slit", eye=(255, 236, 110), accent=(170, 230, 255), belly="plates",
                                                   body=(48, 30), head=32)),
    "stormcoil_serpent": ("serpent", (60, 136, 255), dict(zigzag=True, fangs=True, second=(200, 230, 255))),
    "nova_phoenix": ("phoenix", (160, 226, 255), dict(beak="hook", wings="spread", tail="long", crest=True, eyes="fierce",
                                                      branch=False, second=(255, 255, 244), beak_colour=(255, 220, 120),
                                                      fire=(128, 96, 255))),
    # void
    "hush_moth": ("moth", (84, 50, 124), dict(eye=(220, 120, 255))),
    "gloom_shrew": ("beast", (74, 64, 90), dict(ears="round", muzzle="wedge", nose="rodent", tail="thin", body=(40, 24),
                                                 leg=13, head=29, eyes="glow")),
    "nullpip": ("chick", (56, 48, 100), dict(accent=(200, 150, 255))),
    "shade_crab": ("crab", (40, 52, 100), dict(eye=(120, 220, 255))),
    "umbral_fox": ("beast", (48, 42, 92), dict(ears="pointed", muzzle="wedge", tail="bushy", cheeks=True, eyes="glow",
                                               leg_colour=(30, 26, 60), head=31)),
    "rift_raven": ("bird", (30, 26, 48), dict(beak="long", wings="spread", tail="fork", eyes="glow", branch=False,
                                              beak_colour=(90, 80, 140), rift=True)),
    "abyss_leviathan": ("whale", (34, 30, 74), dict(second=(90, 74, 150), eye=(236, 120, 255))),
    # crystal
    "quartz_beetle": ("beetle", (186, 232, 244), dict()),
    "shardling": ("shard", (120, 218, 240), dict(eye=(40, 110, 200))),
    "geode_tortoise": ("tortoise", (132, 142, 150), dict(second=(170, 196, 200), accent=(186, 110, 236))),
    "prism_stag": ("stag", (176, 220, 236), dict(ears="pointed", muzzle="long", tail="short", feet="hoof", leg=30,
                                                 body=(42, 22), head=28, second=(244, 252, 255), antler=(200, 236, 255))),
    "obsidian_mantis": ("mantis", (52, 58, 80), dict(blade=(30, 34, 52), eye=(110, 230, 255))),
    "geode_golem": ("boulders", (146, 138, 150), dict(accent=(176, 120, 240))),
    "diamond_colossus": ("golem", (206, 238, 250), dict(big=True, rune=(120, 220, 255), cracks=(150, 230, 255))),
    "prism_empress": ("empress", (182, 224, 248), dict(accent=(236, 170, 255), second=(236, 246, 255))),
}


def zvery_look(cid: str, name: str, kind: str) -> Look:
    """The Look of a creature: its spec (or a body plan guessed from its name), coloured by
    its type and nudged by its name so that no two share exactly a colour."""
    style = STYLES[kind]
    if cid in SPECS:
        plan, colour, opts = SPECS[cid]
        opts = dict(opts)
    else:
        guess = look_for(name)
        plan, opts = guess.plan, dict(guess.opts)
        colour = mix(nudge(style.colour, name, 30, 0.03, 0.15, 0.15), guess.main, 0.15)
    main = nudge(colour, name, 0, 0.012, 0.05, 0.05)
    second = opts.pop("second", None) or mix(main, style.second, 0.7)
    accent = opts.pop("accent", None) or style.accent
    eye = opts.pop("eye", None) or style.eye
    return Look(name, plan, main, second, accent, eye, opts)


def plan_of(L: Look) -> Callable[[Pen, Pen, Look], None]:
    """The drawing function of a look's body plan: Zvery's own, or Creature Adventures'."""
    return ZVERY_PLANS.get(L.plan) or PLANS[L.plan]


# --------------------------------------------------------------------------- type marks on a creature


def _shift(mask: Image.Image, dx: float, dy: float) -> Image.Image:
    out = Image.new("L", mask.size, 0)
    out.paste(mask, (int(round(dx)), int(round(dy))))
    return out


def tinted(mask: Image.Image, colour, strength: float = 1.0) -> Image.Image:
    """A layer of solid `colour` whose alpha is `mask` times `strength`."""
    layer = Image.new("RGBA", mask.size, rgba(colour, 0))
    layer.putalpha(mask if strength == 1.0 else mask.point(lambda v: min(255, int(v * strength))))
    return layer


def skin_mask(layer: Image.Image, colours: Sequence[Sequence[int]], tolerance: int = 80, erode: int = 3) -> Image.Image:
    """Where the creature shows one of its body colours (not its eyes, mouth or markings),
    well inside its outline."""
    rgb = layer.convert("RGB")
    near = Image.new("L", layer.size, 0)
    for colour in colours:
        r, g, b = ImageChops.difference(rgb, Image.new("RGB", layer.size, tuple(colour[:3]))).split()
        far = ImageChops.lighter(ImageChops.lighter(r, g), b)
        near = ImageChops.lighter(near, far.point(lambda v: 255 if v < tolerance else max(0, 255 - (v - tolerance) * 8)))
    alpha = layer.getchannel("A").filter(ImageFilter.MinFilter(erode * 2 + 1))
    return ImageChops.multiply(near, alpha)


def points_in(mask: Image.Image, rnd: random.Random, n: int, spacing: float, threshold: int = 200,
              tries: int = 600) -> list[Point]:
    """Up to n random pixel positions where `mask` is above `threshold`, `spacing` apart."""
    box = mask.getbbox()
    if not box:
        return []
    x0, y0, x1, y1 = box
    out: list[Point] = []
    for _ in range(tries):
        if len(out) >= n:
            break
        x, y = rnd.uniform(x0, x1 - 1), rnd.uniform(y0, y1 - 1)
        if mask.getpixel((int(x), int(y))) < threshold:
            continue
        if all(math.hypot(x - px, y - py) >= spacing for px, py in out):
            out.append((x, y))
    return out


def centroid(mask: Image.Image) -> Point:
    """The middle of a mask's bounding box."""
    x0, y0, x1, y1 = mask.getbbox() or (0, 0, mask.width, mask.height)
    return (x0 + x1) / 2, (y0 + y1) / 2


def mark_radioactive(creature: Image.Image, L: Look, k: int, rnd: random.Random) -> tuple[Image.Image, Image.Image]:
    """Glowing spots on the hide, a sickly green aura, motes drifting up."""
    size = creature.size
    alpha = creature.getchannel("A")
    style = STYLES["radioactive"]
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(7 * k)), style.glow, 1.0)
    behind.alpha_composite(tinted(alpha.filter(ImageFilter.GaussianBlur(2.5 * k)), (230, 255, 120), 0.5))
    front = blank(size)
    skin = skin_mask(creature, (L.main, L.second))
    spots = blank(size)
    sp = Pen(spots, k)
    halo = blank(size)
    for x, y in points_in(skin, rnd, 7, 15 * k):
        r = rnd.uniform(3.2, 5.2)
        sx, sy = x / k, y / k
        sp.circle(sx, sy, r + 1.2, fill=rgba(shade(L.main, 0.45), 255))
        sp.circle(sx, sy, r, fill=(214, 255, 80, 255))
        sp.circle(sx - r * 0.25, sy - r * 0.25, r * 0.5, fill=(250, 255, 210, 255))
        halo.alpha_composite(glow(size, (x, y), r * 3.4 * k, (200, 255, 80), 0.85, 1.6))
    front.alpha_composite(masked(spots, skin.filter(ImageFilter.MaxFilter(3))))
    front.alpha_composite(halo)
    motes = blank(size)
    mp = Pen(motes, k)
    cx, cy = centroid(alpha)
    for _ in range(9):
        x, y = cx / k + rnd.uniform(-70, 70), cy / k + rnd.uniform(-70, 50)
        r = rnd.uniform(1.2, 2.6)
        mp.circle(x, y, r * 2.6, fill=(190, 255, 70, 60))
        mp.circle(x, y, r, fill=(236, 255, 160, 230))
    behind.alpha_composite(motes)
    if L.o("drips"):
        dp = Pen(front, k)
        for x, y in points_in(ImageChops.subtract(alpha, _shift(alpha, 0, -6 * k)), rnd, 4, 20 * k, 128):
            dp.ellipse((x / k - 2.6, y / k - 2, x / k + 2.6, y / k + 8), fill=rgba(shade(L.main, 1.15), 240))
            dp.circle(x / k, y / k + 8, 3.2, fill=rgba(shade(L.main, 1.15), 240))
            dp.circle(x / k - 1, y / k + 7, 1, fill=(240, 255, 200, 230))
    return behind, front


def mark_bubblegum(creature: Image.Image, L: Look, k: int, rnd: random.Random) -> tuple[Image.Image, Image.Image]:
    """A wet glossy sheen on the upper-left of every shape, and bubbles floating around."""
    size = creature.size
    alpha = creature.getchannel("A")
    inner = alpha.filter(ImageFilter.MinFilter(2 * k + 1))
    rim = ImageChops.subtract(inner, _shift(inner, 5 * k, 6 * k)).filter(ImageFilter.GaussianBlur(1.6 * k))
    front = tinted(rim, (255, 246, 252), 1.0)
    shine = blank(size)
    pen = Pen(shine, k)
    x0, y0, x1, y1 = alpha.getbbox() or (0, 0, 1, 1)
    skin = skin_mask(creature, (L.main, L.second), erode=5)
    for x, y in points_in(skin, rnd, 3, 30 * k):
        if y > (y0 + y1) / 2:
            continue
        pen.ellipse((x / k - 6.5, y / k - 3.2, x / k + 6.5, y / k + 3.2), fill=(255, 255, 255, 215))
        pen.circle(x / k + 9, y / k + 2, 2, fill=(255, 255, 255, 200))
    front.alpha_composite(masked(shine.filter(ImageFilter.GaussianBlur(0.5 * k)), inner))
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(6 * k)), (255, 170, 220), 0.8)
    cx, cy = centroid(alpha)
    tint = shade(L.main, 1.2)
    bp = Pen(front, k)
    placed: list[tuple[float, float, float]] = []
    for i in range(14):
        if len(placed) >= 7:
            break
        r = rnd.uniform(4, 13) if i else 15
        a = rnd.uniform(0, 2 * math.pi)
        dist = rnd.uniform(0.55, 0.95)
        x = cx / k + math.cos(a) * (x1 - x0) / k * dist * 0.62
        y = cy / k + math.sin(a) * (y1 - y0) / k * dist * 0.62 - 6
        x, y = min(max(x, 22 + r), PS - 22 - r), min(max(y, 22 + r), PS - 26 - r)
        if any(math.hypot(x - px, y - py) < r + pr + 3 for px, py, pr in placed):
            continue
        placed.append((x, y, r))
        bubble(bp, x, y, r, tint)
    return behind, front


def mark_plasma(creature: Image.Image, L: Look, k: int, rnd: random.Random) -> tuple[Image.Image, Image.Image]:
    """An electric rim and glow around the creature, lightning arcs leaping off it."""
    size = creature.size
    alpha = creature.getchannel("A")
    style = STYLES["plasma"]
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(7 * k)), style.glow, 1.4)
    edge = ImageChops.subtract(alpha, alpha.filter(ImageFilter.MinFilter(2 * k + 1))).filter(ImageFilter.GaussianBlur(0.8 * k))
    front = tinted(edge, (170, 240, 255), 0.75)
    cx, cy = centroid(alpha)
    outline = ImageChops.subtract(alpha, alpha.filter(ImageFilter.MinFilter(3)))
    arcs = blank(size)
    for x, y in points_in(outline, rnd, 5, 34 * k, 100, 3000):
        a = math.atan2(y - cy, x - cx) + rnd.uniform(-0.5, 0.5)
        pts = bolt_points(rnd, (x / k, y / k), a, rnd.uniform(24, 42), rnd.randint(5, 7), 8)
        draw_bolt(arcs, k, pts, (110, 210, 255), rnd.uniform(1.7, 2.2))
        if rnd.random() < 0.7:
            i = rnd.randint(2, len(pts) - 2)
            branch = bolt_points(rnd, pts[i], a + rnd.choice((-0.8, 0.8)), rnd.uniform(12, 18), 3, 4)
            draw_bolt(arcs, k, branch, (170, 150, 255), 1.1)
    front.alpha_composite(arcs)
    skin = skin_mask(creature, (L.main, L.second))
    sparks = blank(size)
    for x, y in points_in(skin, rnd, 2, 30 * k):
        pts = bolt_points(rnd, (x / k - 6, y / k), rnd.uniform(-0.4, 0.4), 14, 4, 3)
        draw_bolt(sparks, k, pts, (150, 220, 255), 0.7)
    front.alpha_composite(sparks)
    return behind, front


def mark_void(creature: Image.Image, L: Look, k: int, rnd: random.Random) -> tuple[Image.Image, Image.Image]:
    """A dark halo with a violet fringe behind the creature, a violet rim on its edge, and the
    stars of the void showing through its body."""
    size = creature.size
    alpha = creature.getchannel("A")
    style = STYLES["void"]
    behind = tinted(alpha.filter(ImageFilter.MaxFilter(int(6 * k) * 2 + 1)).filter(ImageFilter.GaussianBlur(7 * k)),
                    style.glow, 1.3)
    dark = alpha.filter(ImageFilter.MaxFilter(int(3 * k) * 2 + 1)).filter(ImageFilter.GaussianBlur(3.5 * k))
    behind.alpha_composite(tinted(dark, (10, 4, 26), 1.2))
    inner = alpha.filter(ImageFilter.MinFilter(2 * k + 1))
    rim = ImageChops.subtract(inner, _shift(inner, 3 * k, 3.5 * k)).filter(ImageFilter.GaussianBlur(1.0 * k))
    front = tinted(rim, (204, 170, 255), 0.85)
    skin = skin_mask(creature, (L.main, L.second), tolerance=70)
    stars = blank(size)
    sp = Pen(stars, k)
    for x, y in points_in(skin, rnd, 34, 5 * k, 180, 2000):
        r = rnd.uniform(0.5, 1.2)
        sp.circle(x / k, y / k, r, fill=(255, 250, 255, rnd.randint(170, 255)))
    for x, y in points_in(skin, rnd, 4, 22 * k, 220):
        sparkle(sp, x / k, y / k, rnd.uniform(3.2, 4.6), (246, 236, 255, 255))
        sp.circle(x / k, y / k, 1.2, fill=(255, 255, 255, 255))
    front.alpha_composite(masked(stars, skin))
    return behind, front


def facet_layer(size: tuple[int, int], k: int, rnd: random.Random, cell: float, light, dark, strength: int = 70) -> Image.Image:
    """A jittered grid of triangles, each lighter or darker: cut-gem facets over an area."""
    w, h = size[0] / k, size[1] / k
    cols, rows = int(w / cell) + 2, int(h / cell) + 2
    grid = [[((i - 0.5) * cell + rnd.uniform(-0.35, 0.35) * cell, (j - 0.5) * cell + rnd.uniform(-0.35, 0.35) * cell)
             for i in range(cols)] for j in range(rows)]
    layer = blank(size)
    pen = Pen(layer, k)
    for j in range(rows - 1):
        for i in range(cols - 1):
            a, b_, c, d_ = grid[j][i], grid[j][i + 1], grid[j + 1][i], grid[j + 1][i + 1]
            for tri in ((a, b_, d_), (a, d_, c)) if (i + j) % 2 else ((a, b_, c), (b_, d_, c)):
                v = rnd.uniform(-1, 1)
                fill = rgba(light, int(strength * v)) if v > 0 else rgba(dark, int(-strength * 0.7 * v))
                pen.polygon(tri, fill=fill)
                pen.line([tri[0], tri[1]], fill=rgba(light, strength // 2), width=0.5)
    return layer


def mark_crystal(creature: Image.Image, L: Look, k: int, rnd: random.Random) -> tuple[Image.Image, Image.Image]:
    """Crystal shards growing out of the creature's back, facets over its body, glints."""
    size = creature.size
    alpha = creature.getchannel("A")
    style = STYLES["crystal"]
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(6 * k)), style.glow, 0.7)
    # shards grow from the top of the body's bulk (thin legs, feelers and tails are skipped)
    bulk = alpha.filter(ImageFilter.MinFilter(int(5 * k) * 2 + 1))
    x0, y0, x1, y1 = bulk.getbbox() or alpha.getbbox() or (0, 0, 1, 1)
    cx, cy = centroid(bulk)
    shards = blank(size)
    pen = Pen(shards, k)
    n = 5
    for i in range(n):
        x = x0 + (x1 - x0) * (0.1 + 0.8 * (i + rnd.uniform(0.25, 0.75)) / n)
        column = bulk.crop((int(x), 0, int(x) + 1, size[1])).getbbox()
        if not column:
            continue
        top = column[1] + 4 * k
        a = math.atan2(top - cy, x - cx) * 0.5 - math.pi / 2 * 0.5 + rnd.uniform(-0.2, 0.2)
        length = rnd.uniform(22, 34) * (1.0 if i in (1, 2, 3) else 0.75)
        bx, by = x / k, top / k
        tone = rnd.uniform(0.92, 1.12)
        prism(pen, (bx, by), (bx + math.cos(a) * length, by + math.sin(a) * length), rnd.uniform(10, 13),
              shade((120, 220, 246), tone), (16, 56, 86), 1.4)
    behind.alpha_composite(shards)
    skin = skin_mask(creature, (L.main, L.second), tolerance=90)
    facets = facet_layer(size, k, rnd, 16, (255, 255, 255), (20, 70, 110), 90)
    front = masked(facets, skin)
    glints = blank(size)
    gp = Pen(glints, k)
    for x, y in points_in(alpha.filter(ImageFilter.MinFilter(5)), rnd, 3, 40 * k):
        glints.alpha_composite(glow(size, (x, y), 9 * k, (220, 250, 255), 0.8))
        sparkle(gp, x / k, y / k, rnd.uniform(5, 7), (255, 255, 255, 255))
    front.alpha_composite(glints)
    return behind, front


MARKS: dict[str, Callable[[Image.Image, Look, int, random.Random], tuple[Image.Image, Image.Image]]] = {
    "radioactive": mark_radioactive, "bubblegum": mark_bubblegum, "plasma": mark_plasma, "void": mark_void,
    "crystal": mark_crystal,
}


def rainbow_sheen(size: tuple[int, int]) -> Image.Image:
    """Diagonal bands of every hue (RGB), for iridescent shells."""
    strip = Image.new("RGB", (64, 1))
    strip.putdata([from_hsv(i / 64, 0.7, 1.0) for i in range(64)])
    big = strip.resize((size[0] * 2, size[1] * 2), Image.Resampling.BILINEAR).rotate(35, Image.Resampling.BILINEAR)
    return big.crop((size[0] // 2, size[1] // 2, size[0] // 2 + size[0], size[1] // 2 + size[1]))


def dressed_creature(cid: str, name: str, kind: str, k: int = PK) -> Image.Image:
    """The creature with its type's marks around and over it (RGBA, PS x PS at k x)."""
    L = zvery_look(cid, name, kind)
    creature = creature_layer(L, k, plan=plan_of(L))
    if L.o("iridescent"):
        sheen = rainbow_sheen(creature.size).convert("RGBA")
        sheen.putalpha(skin_mask(creature, (L.main,), 90).point(lambda v: v * 80 // 255))
        creature.alpha_composite(sheen)
    behind, front = MARKS[kind](creature, L, k, rng("zvery", "mark", cid))
    out = blank(creature.size)
    out.alpha_composite(behind)
    out.alpha_composite(shadow_of(creature, (3 * k, 3.5 * k), 3 * k, 0.35))
    out.alpha_composite(creature)
    out.alpha_composite(front)
    return out


# --------------------------------------------------------------------------- portrait background and frame


def backdrop(size: tuple[int, int], centre: Point, radius: float, inner, outer) -> Image.Image:
    """A soft radial gradient from `inner` at `centre` to `outer` at `radius` and beyond."""
    mask = radial_mask_box(size, centre, radius)
    return Image.composite(Image.new("RGB", size, tuple(inner)), Image.new("RGB", size, tuple(outer)), mask).convert("RGBA")


def pattern_radioactive(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    trefoil(pen, PS / 2, PS * 0.44, 76, rgba(shade(style.dark, 1.0), 34), rnd.uniform(-30, 30))
    for _ in range(12):
        x, y, r = rnd.uniform(16, 176), rnd.uniform(16, 150), rnd.uniform(1, 3)
        pen.circle(x, y, r * 2.4, fill=rgba(style.glow, 40))
        pen.circle(x, y, r, fill=rgba((240, 255, 170), 170))


def pattern_bubblegum(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    cx, cy = PS / 2, PS * 0.44
    for i in range(8):  # a lollipop swirl
        arm = spiral_arm(cx, cy, 150, 2 * math.pi * i / 8 + rnd.uniform(0, 0.1), 0.55, 20)
        inner = spiral_arm(cx, cy, 150, 2 * math.pi * (i + 0.45) / 8, 0.55, 20)
        pen.polygon(arm + inner[::-1], fill=(255, 255, 255, 30))
    for _ in range(9):
        bubble(pen, rnd.uniform(20, 172), rnd.uniform(20, 150), rnd.uniform(3, 9), (255, 255, 255), 30)


def pattern_plasma(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    cx, cy = PS / 2, PS * 0.44
    for r in (40, 62, 86, 112):
        pen.circle(cx, cy, r, outline=rgba((200, 230, 255), 36), width=1.4)
    for _ in range(3):
        a = rnd.uniform(0, 2 * math.pi)
        start = (cx + math.cos(a) * 120, cy + math.sin(a) * 120)
        pts = bolt_points(rnd, start, a + math.pi + rnd.uniform(-0.3, 0.3), 70, 7, 10)
        draw_bolt(layer, k, pts, (140, 200, 255), 0.9, 0.6)


def pattern_void(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    for _ in range(70):
        x, y = rnd.uniform(12, 180), rnd.uniform(12, 180)
        r = rnd.choice((0.5, 0.6, 0.8, 1.0, 1.3))
        pen.circle(x, y, r, fill=(255, 250, 255, rnd.randint(120, 255)))
    for _ in range(4):
        sparkle(pen, rnd.uniform(20, 172), rnd.uniform(20, 120), rnd.uniform(3, 5), (250, 240, 255, 220))


def pattern_crystal(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    for side in (-1, 1):
        for j in range(3):
            x = PS / 2 + side * (52 + j * 20 + rnd.uniform(-4, 4))
            h = rnd.uniform(60, 110) - j * 14
            a = -math.pi / 2 + side * (0.12 + j * 0.14)
            prism(pen, (x, GROUND + 14), (x + math.cos(a) * h, GROUND + 14 + math.sin(a) * h), 26 - j * 5,
                  rgba(mix(style.light, style.colour, 0.5), 120), rgba(style.dark, 60), 1)
    for i in range(3):
        x = 30 + i * 50 + rnd.uniform(-10, 10)
        pen.polygon([(x, 10), (x + 18, 10), (x + 70, 190), (x + 52, 190)], fill=(255, 255, 255, 26))


PATTERNS = {"radioactive": pattern_radioactive, "bubblegum": pattern_bubblegum, "plasma": pattern_plasma,
            "void": pattern_void, "crystal": pattern_crystal}


def rift(img: Image.Image, k: int, rnd: random.Random) -> None:
    """A glowing tear across the sky above the creature."""
    size = img.size
    top, bottom, core_t, core_b = [], [], [], []
    n = 16
    for i in range(n + 1):
        t = i / n
        x, y = 26 + 140 * t, 40 - 18 * t
        w = 14 * math.sin(math.pi * t) ** 0.9
        jt, jb = rnd.uniform(0.6, 1.2), rnd.uniform(0.6, 1.2)
        top.append((x, y - w * jt))
        bottom.append((x, y + w * jb))
        core_t.append((x, y - w * 0.4 * jt))
        core_b.append((x, y + w * 0.4 * jb))
    img.alpha_composite(glow(size, (96 * k, 32 * k), 80 * k, (210, 120, 255), 0.9, 1.4))
    layer = blank(size)
    pen = Pen(layer, k)
    pen.polygon(top + bottom[::-1], fill=(170, 90, 240), outline=(70, 20, 120), width=1.4)
    pen.polygon(core_t + core_b[::-1], fill=(246, 228, 255))
    img.alpha_composite(layer)


def portrait_background(kind: str, level: int, seed: str, k: int, scene: dict | None = None) -> Image.Image:
    """The picture panel behind a creature: the type's bright centre darkening to its edge,
    the type's pattern, rays for the third level, a patch of ground; `scene` (the creature's
    options) may add a backdrop of its own ("rift")."""
    style = STYLES[kind]
    size = (PS * k, PS * k)
    rnd = rng("zvery", "background", seed)
    img = backdrop(size, (PS * 0.5 * k, PS * 0.42 * k), PS * 0.8 * k, style.light, style.dark)
    if kind == "void":  # a nebula behind the stars
        cloud = fractal_noise(size, 3, 4, f"zvery/nebula/{seed}")
        neb = gradient_map(cloud, [(0, (0, 0, 0)), (0.5, (40, 16, 80)), (0.8, (150, 60, 170)), (1, (220, 120, 220))])
        neb_layer = neb.convert("RGBA")
        neb_layer.putalpha(cloud.point(lambda v: max(0, v - 90)))
        img.alpha_composite(neb_layer)
    if level >= 3:
        rays = blank(size)
        rp = Pen(rays, k)
        n = 18
        cx, cy = PS / 2, PS * 0.42
        for i in range(n):
            a0 = 2 * math.pi * i / n
            a1 = a0 + math.pi / n
            rp.polygon([(cx, cy), (cx + math.cos(a0) * 200, cy + math.sin(a0) * 200), (cx + math.cos(a1) * 200, cy + math.sin(a1) * 200)],
                       fill=rgba(shade(style.light, 1.1), 34))
        img.alpha_composite(rays)
    pattern = blank(size)
    PATTERNS[kind](Pen(pattern, k), pattern, k, rnd, style)
    img.alpha_composite(pattern)
    if (scene or {}).get("rift"):
        rift(img, k, rnd)
    tex = texture("portrait/paper", size, 5, 4)
    img = modulate(img, ImageChops.offset(tex, rnd.randrange(size[0]), rnd.randrange(size[1])), 0.06)
    ground = blank(size)
    gp = Pen(ground, k)
    gp.ellipse((PS / 2 - 76, GROUND - 10, PS / 2 + 76, GROUND + 18), fill=rgba(shade(style.dark, 0.6), 140))
    if kind == "radioactive":
        gp.ellipse((PS / 2 - 60, GROUND - 6, PS / 2 + 60, GROUND + 12), fill=rgba(style.glow, 110))
    img.alpha_composite(ground.filter(ImageFilter.GaussianBlur(4 * k)))
    return img


def level_frame(level: int, kind: str, k: int, metal: RGB | None = None, gem: RGB | None = None,
                gems: int | None = None) -> Image.Image:
    """The portrait frame: plain iron (level 1), silver with studs and corner brackets
    (level 2), gold with studs, corner ornaments and a crest (level 3); one gem per level
    in the type's colour along the bottom. Another game may choose the `metal`, the `gem`
    colour and the number of `gems`."""
    metal = metal or LEVEL_METAL[level]
    ring = frame_ring(metal, k)
    pen = Pen(ring, k)
    hi, lo = shade(metal, 1.35), shade(metal, 0.35)
    if level >= 2:
        frame_studs(ring, metal, k)
        for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):  # brackets hugging the panel's corners
            ox = 11 if sx > 0 else PS - 11
            oy = 11 if sy > 0 else PS - 11
            pen.line([(ox + sx * 18, oy - sy * 2.8), (ox - sx * 2.8, oy - sy * 2.8), (ox - sx * 2.8, oy + sy * 18)], fill=lo,
                     width=2.4)
            pen.line([(ox + sx * 17, oy - sy * 3.2), (ox - sx * 3.2, oy - sy * 3.2), (ox - sx * 3.2, oy + sy * 17)], fill=hi,
                     width=1.0)
    if level >= 3:
        for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):  # a leaf of filigree along each edge from the corner
            ox = 6.5 if sx > 0 else PS - 6.5
            oy = 6.5 if sy > 0 else PS - 6.5
            for horizontal in (True, False):
                if horizontal:
                    pts = curve((ox + sx * 6, oy), (ox + sx * 18, oy - sy * 3.5), (ox + sx * 30, oy), steps=8)
                else:
                    pts = curve((ox, oy + sy * 6), (ox - sx * 3.5, oy + sy * 18), (ox, oy + sy * 30), steps=8)
                ribbon(pen, pts, lambda t: 3.2 * math.sin(math.pi * t) + 0.6, lo)
                ribbon(pen, pts[1:-1], lambda t: 1.6 * math.sin(math.pi * t) + 0.3, hi)
        cx, cy = PS / 2, 5.5  # the crest: a little crown of points over the top edge
        pen.polygon(star_points(cx, cy + 0.6, 8.5, 3.6, 5, -90), fill=lo)
        pen.polygon(star_points(cx, cy, 7.6, 3.2, 5, -90), fill=hi)
        pen.polygon(star_points(cx, cy, 4.4, 1.9, 5, -90), fill=shade(metal, 1.1))
        for side in (-1, 1):
            pen.polygon(regular_polygon(cx + side * 15, cy, 3.2, 4, -90), fill=lo)
            pen.polygon(regular_polygon(cx + side * 15, cy, 2.4, 4, -90), fill=hi)
    gem = gem or STYLES[kind].colour
    gems = level if gems is None else gems
    for i in range(gems):
        x = PS / 2 + (i - (gems - 1) / 2) * 12
        y = PS - 11 / 2 - 0.3
        pen.polygon(regular_polygon(x + 0.5, y + 0.7, 4.8, 4, -90), fill=(16, 12, 10, 200))
        pen.polygon(regular_polygon(x, y, 4.6, 4, -90), fill=shade(gem, 0.5))
        pen.polygon(regular_polygon(x, y, 3.5, 4, -90), fill=gem)
        pen.polygon([(x - 3.5, y), (x, y - 3.5), (x, y)], fill=shade(gem, 1.45))
    return ring


def draw_portrait(cid: str, name: str, level: int, kind: str) -> Image.Image:
    """A 192 x 192 portrait card: the level's frame, the type's background, the creature."""
    k = PK
    img = portrait_background(kind, level, cid, k, SPECS.get(cid, ("", (0, 0, 0), {}))[2])
    img.alpha_composite(dressed_creature(cid, name, kind, k))
    img = masked(img, panel_mask(k))
    img.alpha_composite(level_frame(level, kind, k))
    return downsample(img, k)


# --------------------------------------------------------------------------- type emblems

EK = 4  # emblem supersampling
ES = 64  # emblem size


def glyph_radioactive(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    trefoil(pen, cx, cy, r, ink, -90)


def glyph_bubblegum(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    for x, y, rr in ((0.05, -0.66, 0.3), (0.52, -0.08, 0.42), (-0.3, 0.3, 0.62)):
        bx, by, br = cx + x * r, cy + y * r, rr * r
        pen.circle(bx, by, br + r * 0.1, fill=(120, 20, 80))
        pen.circle(bx, by, br, fill=ink)
        pen.arc((bx - br * 0.68, by - br * 0.68, bx + br * 0.68, by + br * 0.68), 195, 265, fill=(255, 255, 255),
                width=max(1.0, br * 0.18))
        pen.circle(bx + br * 0.38, by + br * 0.4, br * 0.12, fill=(255, 255, 255))


def glyph_plasma(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    pen.polygon(lightning_glyph(cx, cy, r), fill=ink)


def glyph_void(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    for i in range(3):
        arm = spiral_arm(cx, cy, r * 1.02, 2 * math.pi * i / 3, 0.62, 20)
        ribbon(pen, arm, lambda t: r * (0.34 * (1 - t) + 0.06), ink)
    pen.circle(cx, cy, r * 0.4, fill=ink)
    pen.circle(cx, cy, r * 0.28, fill=(6, 2, 14))


def glyph_crystal(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    outline, crown, table = gem_outline(cx, cy + r * 0.05, r)
    pen.polygon(outline, fill=ink)


GLYPHS = {"radioactive": glyph_radioactive, "bubblegum": glyph_bubblegum, "plasma": glyph_plasma, "void": glyph_void,
          "crystal": glyph_crystal}

# (disc face colour, glyph colour) per type: a dark glyph on a bright disc or a light one on a dark disc.
EMBLEM_INKS = {
    "radioactive": ((190, 226, 50), (24, 30, 10)),
    "bubblegum": ((236, 84, 164), (255, 214, 236)),
    "plasma": ((36, 104, 232), (255, 246, 170)),
    "void": ((70, 36, 140), (216, 186, 255)),
    "crystal": ((60, 190, 214), (240, 252, 255)),
}


def type_emblem(kind: str, size: int = ES, glyph_fn: Callable[[Pen, float, float, float, RGB], None] | None = None,
                inks: tuple[RGB, RGB] | None = None) -> Image.Image:
    """A round emblem for a type: a bevelled rim, a disc in the type's colour and its glyph in
    a bold contrasting colour with a dark outline (readable at 24 px). Another game may give
    its own glyph (`glyph_fn`) and (disc, glyph) colours (`inks`)."""
    k = EK
    s = size / ES
    big = blank((size * k, size * k))
    face, ink = inks or EMBLEM_INKS[kind]
    c, r_out, r_in = ES / 2 - 0.5, ES / 2 - 2.5, ES / 2 - 7
    pen = Pen(big, k * s)
    rim = shade(face, 0.62)
    pen.circle(c, c, r_out, fill=shade(face, 0.25))
    pen.circle(c, c, r_out - 1.2, fill=rim)
    bevel_ring(big, (c * k * s, c * k * s), (r_out - 1.2) * k * s, r_in * k * s)
    disc = blank(big.size)
    dp = Pen(disc, k * s)
    dp.circle(c, c, r_in + 0.8, fill=shade(face, 0.3))
    dp.circle(c, c, r_in, fill=face)
    disc.alpha_composite(glow(big.size, ((c - 5) * k * s, (c - 6) * k * s), r_in * 1.3 * k * s, shade(face, 1.5), 0.8, 1.4))
    round_mask = Image.new("L", big.size, 0)
    Pen(round_mask, k * s).circle(c, c, r_in + 0.8, fill=255)
    big.alpha_composite(masked(disc, round_mask))
    glyph = blank(big.size)
    (glyph_fn or GLYPHS[kind])(Pen(glyph, k * s), c, c + 0.5, r_in * 0.74, ink)
    outline_colour = shade(face, 0.2) if sum(ink) > 400 else shade(face, 1.6)
    grown = glyph.getchannel("A").filter(ImageFilter.MaxFilter(int(2.2 * k * s) * 2 + 1))
    big.alpha_composite(shadow_of(tinted(grown, (0, 0, 0)), (0.8 * k * s, 1.2 * k * s), 1.2 * k * s, 0.5))
    big.alpha_composite(tinted(grown, outline_colour))
    big.alpha_composite(glyph)
    if kind == "crystal":  # the gem's facets
        gp = Pen(big, k * s)
        outline, crown, table = gem_outline(c, c + 0.5 + r_in * 0.74 * 0.05, r_in * 0.74)
        gp.polygon(crown, fill=(200, 244, 255))
        gp.polygon(table, fill=(255, 255, 255))
        gx = c
        girdle, bottom = crown[2][1], outline[3][1]
        gp.polygon([(gx - r_in * 0.74, girdle), (gx - r_in * 0.3, girdle), (gx, bottom)], fill=(170, 226, 244))
        for x in (-0.74, -0.3, 0.3, 0.74):
            gp.line([(gx + x * r_in * 0.74, girdle), (gx, bottom)], fill=shade(face, 0.45), width=0.8)
        gp.line([(gx - r_in * 0.74, girdle), (gx + r_in * 0.74, girdle)], fill=shade(face, 0.45), width=0.8)
    gloss = blank(big.size)
    Pen(gloss, k * s).arc((c - r_in + 2.5, c - r_in + 2.5, c + r_in - 2.5, c + r_in - 2.5), 200, 250, fill=(255, 255, 255, 110),
                          width=1.6)
    big.alpha_composite(gloss.filter(ImageFilter.GaussianBlur(0.6 * k)))
    return downsample(big, k)


# --------------------------------------------------------------------------- lettering

# The letters of ZVERY as polygons in a box 1 tall (x grows right, y down): (width, outer outline, holes).
LETTERS: dict[str, tuple[float, list[list[Point]]]] = {}


def _letter_r() -> list[list[Point]]:
    bowl = arc_points((0.18, 0.0, 0.74, 0.58), -90, 90, 16)
    outer = [(0, 0), (0.46, 0)] + bowl[1:] + [(0.78, 1), (0.48, 1), (0.28, 0.6), (0.27, 0.6), (0.27, 1), (0, 1)]
    hole_arc = arc_points((0.3, 0.19, 0.52, 0.39), 90, -90, 10)
    hole = [(0.27, 0.19), (0.41, 0.19)] + hole_arc[::-1][1:-1] + [(0.41, 0.39), (0.27, 0.39)]
    return [outer, hole]


LETTERS.update({
    "Z": (0.8, [[(0, 0), (0.8, 0), (0.8, 0.2), (0.36, 0.8), (0.8, 0.8), (0.8, 1), (0, 1), (0, 0.8), (0.44, 0.2), (0, 0.2)]]),
    "V": (0.9, [[(0, 0), (0.29, 0), (0.45, 0.6), (0.61, 0), (0.9, 0), (0.6, 1), (0.3, 1)]]),
    "E": (0.66, [[(0, 0), (0.66, 0), (0.66, 0.2), (0.27, 0.2), (0.27, 0.4), (0.58, 0.4), (0.58, 0.6), (0.27, 0.6),
                  (0.27, 0.8), (0.66, 0.8), (0.66, 1), (0, 1)]]),
    "R": (0.78, _letter_r()),
    "Y": (0.86, [[(0, 0), (0.29, 0), (0.43, 0.32), (0.57, 0), (0.86, 0), (0.57, 0.56), (0.57, 1), (0.29, 1), (0.29, 0.56)]]),
})


def letter_shapes(text: str, x: float, y: float, height: float, gap: float = 0.08, slant: float = 0.14,
                  letters: dict[str, tuple[float, list[list[Point]]]] | None = None) -> list[list[list[Point]]]:
    """Each letter's polygons (outline first, then holes) laid out from (x, y), `height` tall,
    slanted forwards (from `letters`, by default LETTERS)."""
    out = []
    for ch in text:
        width, polys = (letters or LETTERS)[ch]
        out.append([[(x + (px + (1 - py) * slant) * height, y + py * height) for px, py in poly] for poly in polys])
        x += (width + gap) * height
    return out


def text_width(text: str, height: float, gap: float = 0.08, slant: float = 0.14,
               letters: dict[str, tuple[float, list[list[Point]]]] | None = None) -> float:
    """The laid-out width of `text` in `letters` (by default LETTERS)."""
    return (sum((letters or LETTERS)[ch][0] for ch in text) + gap * (len(text) - 1) + slant) * height


def letter_mask(size: tuple[int, int], k: float, shapes: Sequence[Sequence[Sequence[Point]]]) -> Image.Image:
    """A greyscale mask of laid-out letters (holes cut)."""
    mask = Image.new("L", size, 0)
    pen = Pen(mask, k)
    for polys in shapes:
        pen.polygon(polys[0], fill=255)
        for hole in polys[1:]:
            pen.polygon(hole, fill=0)
    return mask


def logo(img: Image.Image, k: int, text: str, cx: float, top: float, height: float,
         colours: Sequence[RGB] | None = None, letters: dict[str, tuple[float, list[list[Point]]]] | None = None) -> None:
    """Draw lettering in the ZVERY logo style onto `img`: each letter a glossy gradient of its
    colour (by default the type colours in turn), a thick dark outline, a coloured glow
    (the letters from `letters`, by default LETTERS)."""
    colours = colours or [TYPE_COLOURS[t] for t in TYPES]
    width = text_width(text, height, letters=letters)
    shapes = letter_shapes(text, cx - width / 2, top, height, letters=letters)
    size = img.size
    whole = letter_mask(size, k, shapes)
    haze = blank(size)
    for i, polys in enumerate(shapes):
        colour = colours[i % len(colours)]
        m = letter_mask(size, k, [polys]).filter(ImageFilter.MaxFilter(int(3 * k) * 2 + 1))
        haze.alpha_composite(tinted(m.filter(ImageFilter.GaussianBlur(10 * k)), colour, 1.6))
    img.alpha_composite(haze)
    outline = whole.filter(ImageFilter.MaxFilter(int(3.2 * k) * 2 + 1))
    img.alpha_composite(shadow_of(tinted(outline, (0, 0, 0)), (3 * k, 4 * k), 3 * k, 0.7))
    img.alpha_composite(tinted(outline, (16, 10, 28)))
    ramp = Image.linear_gradient("L").resize((size[0], int(height * k)))
    gradient = Image.new("L", size, 255)
    gradient.paste(ramp, (0, int(top * k)))
    for i, polys in enumerate(shapes):
        colour = colours[i % len(colours)]
        fill = gradient_map(gradient, [(0, shade(colour, 1.75)), (0.42, shade(colour, 1.2)), (0.5, colour),
                                       (1, shade(colour, 0.62))]).convert("RGBA")
        fill.putalpha(letter_mask(size, k, [polys]))
        img.alpha_composite(fill)
    inner = whole.filter(ImageFilter.MinFilter(int(1.5 * k) * 2 + 1))
    rim = ImageChops.subtract(inner, _shift(inner, 2 * k, 2.5 * k)).filter(ImageFilter.GaussianBlur(0.8 * k))
    img.alpha_composite(tinted(rim, (255, 255, 255), 0.75))
    low = ImageChops.subtract(inner, _shift(inner, -1.5 * k, -2.5 * k)).filter(ImageFilter.GaussianBlur(1.2 * k))
    img.alpha_composite(tinted(low, (10, 0, 30), 0.45))


# --------------------------------------------------------------------------- card backs

CW, CH = 160, 224  # card back size
CK = 3  # card back supersampling


def card_base(k: int, inner, outer) -> tuple[Image.Image, Image.Image]:
    """A card's rounded shape filled with a radial gradient, and its mask."""
    size = (CW * k, CH * k)
    mask = Image.new("L", size, 0)
    Pen(mask, k).rect((0, 0, CW, CH), fill=255, radius=11)
    img = backdrop(size, (CW / 2 * k, CH / 2 * k), CH * 0.72 * k, inner, outer)
    return img, mask


def card_border(img: Image.Image, k: int, metal, line) -> None:
    """A dark edge, an inset metal rule with corner diamonds."""
    pen = Pen(img, k)
    pen.rect((0.5, 0.5, CW - 0.5, CH - 0.5), outline=(10, 6, 16), width=2, radius=11)
    pen.rect((7, 7, CW - 7, CH - 7), outline=shade(metal, 0.4), width=2.4, radius=7)
    pen.rect((7, 7, CW - 7, CH - 7), outline=metal, width=1.2, radius=7)
    pen.rect((11, 11, CW - 11, CH - 11), outline=rgba(line, 120), width=0.8, radius=5)
    for x, y in ((7, 7), (CW - 7, 7), (7, CH - 7), (CW - 7, CH - 7)):
        pen.polygon(regular_polygon(x, y, 5.2, 4, -90), fill=shade(metal, 0.4))
        pen.polygon(regular_polygon(x, y, 4.0, 4, -90), fill=metal)
        pen.polygon([(x - 4, y), (x, y - 4), (x, y)], fill=shade(metal, 1.4))


def hex_lattice(pen: Pen, w: float, h: float, r: float, colour, width: float = 0.8) -> None:
    """A honeycomb of hexagon outlines over a w x h area."""
    dx, dy = r * math.sqrt(3), r * 1.5
    rows = int(h / dy) + 3
    cols = int(w / dx) + 3
    for j in range(-1, rows):
        for i in range(-1, cols):
            x = i * dx + (dx / 2 if j % 2 else 0)
            y = j * dy
            pts = regular_polygon(x, y, r, 6, -90)
            pen.line(pts + [pts[0]], fill=colour, width=width, round_caps=False)


def draw_card_back() -> Image.Image:
    """The back of a creature card: a deep violet field with a honeycomb, and a medallion of
    the five type colours around a Z."""
    k = CK
    img, mask = card_base(k, (84, 46, 150), (16, 8, 34))
    size = img.size
    pattern = blank(size)
    hex_lattice(Pen(pattern, k), CW, CH, 10, (190, 160, 255, 46))
    fade = radial_mask_box(size, (CW / 2 * k, CH / 2 * k), CH * 0.7 * k).point(lambda v: 255 - v // 2)
    img.alpha_composite(masked(pattern, fade))
    cx, cy, r = CW / 2, CH / 2, 46
    rays = blank(size)
    rp = Pen(rays, k)
    for i in range(24):
        a0 = 2 * math.pi * i / 24
        a1 = a0 + math.pi / 24
        rp.polygon([(cx, cy), (cx + math.cos(a0) * 160, cy + math.sin(a0) * 160), (cx + math.cos(a1) * 160, cy + math.sin(a1) * 160)],
                   fill=(220, 190, 255, 16))
    img.alpha_composite(rays)
    img.alpha_composite(glow(size, (cx * k, cy * k), r * 1.9 * k, (190, 130, 255), 0.7))
    med = blank(size)
    mp = Pen(med, k)
    mp.circle(cx, cy, r + 3, fill=(12, 6, 24))
    mp.circle(cx, cy, r + 1.5, fill=(226, 190, 96))
    for i, kind in enumerate(TYPES):
        a0 = -90 - 36 + i * 72
        mp.pieslice((cx - r, cy - r, cx + r, cy + r), a0 + 2, a0 + 70, fill=TYPE_COLOURS[kind])
    mp.circle(cx, cy, r * 0.72, fill=(226, 190, 96))
    mp.circle(cx, cy, r * 0.68, fill=(30, 16, 56))
    med.alpha_composite(glow(size, (cx * k, (cy - 8) * k), r * 0.8 * k, (120, 80, 200), 0.7))
    mpen = Pen(med, k)
    for i, kind in enumerate(TYPES):
        a = math.radians(-90 + i * 72)
        x, y = cx + math.cos(a) * r * 0.86, cy + math.sin(a) * r * 0.86
        GLYPHS[kind](mpen, x, y, 5.0, EMBLEM_INKS[kind][1])
    img.alpha_composite(with_drop_shadow(med, (1.5 * k, 2.5 * k), 3 * k, 0.6))
    h = 40
    logo(img, k, "Z", cx - 1, cy - h / 2, h, [(236, 190, 80)])
    card_border(img, k, (226, 190, 96), (255, 230, 160))
    tag = font("Bold", 13 * k)
    text_outlined(img, (cx * k, (CH - 26) * k), "ZVERY", tag, (236, 214, 150), (16, 8, 30), int(1.5 * k))
    return downsample(masked(img, mask), k)


def helix(pen: Pen, cx: float, top: float, bottom: float, amp: float, turns: float, colours: Sequence[RGB], width: float) -> None:
    """A DNA double helix from `top` to `bottom`: two strands and the rungs between them,
    the far strand darker; the rungs take the colours in turn."""
    steps = 60
    strands = []
    for phase in (0.0, math.pi):
        strands.append([(cx + math.sin(2 * math.pi * turns * i / steps + phase) * amp, top + (bottom - top) * i / steps)
                        for i in range(steps + 1)])
    rungs = 14
    for j in range(rungs):
        t = (j + 0.5) / rungs
        i = int(t * steps)
        (x0, y), (x1, _) = strands[0][i], strands[1][i]
        colour = colours[j % len(colours)]
        pen.line([(x0, y), (x1, y)], fill=shade(colour, 0.35), width=width * 0.9 + 1.2)
        pen.line([(x0, y), (x1, y)], fill=colour, width=width * 0.9)
    for n, strand in enumerate(strands):
        for i in range(steps):
            front = math.cos(2 * math.pi * turns * i / steps + (0 if n == 0 else math.pi)) > 0
            c = (246, 240, 220) if front else (150, 140, 130)
            pen.line([strand[i], strand[i + 1]], fill=shade(c, 0.3), width=width + 1.4)
            pen.line([strand[i], strand[i + 1]], fill=c, width=width)


def draw_mutation_back() -> Image.Image:
    """The back of a mutation card: a toxic teal field with a molecule lattice, and a medallion
    holding a double helix whose rungs are the five type colours."""
    k = CK
    img, mask = card_base(k, (40, 120, 104), (6, 26, 28))
    size = img.size
    pattern = blank(size)
    pp = Pen(pattern, k)
    hex_lattice(pp, CW, CH, 12, (170, 255, 220, 40), 1.0)
    rnd = rng("zvery", "mutation-back")
    dx, dy = 12 * math.sqrt(3), 18
    for j in range(-1, int(CH / dy) + 2):
        for i in range(-1, int(CW / dx) + 2):
            if rnd.random() < 0.35:
                x = i * dx + (dx / 2 if j % 2 else 0)
                pp.circle(x, j * dy - 12, 2.2, fill=(190, 255, 220, 90))
    fade = radial_mask_box(size, (CW / 2 * k, CH / 2 * k), CH * 0.7 * k).point(lambda v: 255 - v // 2)
    img.alpha_composite(masked(pattern, fade))
    cx, cy, r = CW / 2, CH / 2, 48
    img.alpha_composite(glow(size, (cx * k, cy * k), r * 2.0 * k, (120, 255, 170), 0.55))
    med = blank(size)
    mp = Pen(med, k)
    mp.circle(cx, cy, r + 3, fill=(6, 16, 16))
    mp.circle(cx, cy, r + 1.5, fill=(200, 210, 220))
    mp.circle(cx, cy, r - 1.5, fill=(110, 120, 134))
    mp.circle(cx, cy, r - 4, fill=(14, 44, 44))
    med.alpha_composite(glow(size, (cx * k, cy * k), r * 0.95 * k, (90, 220, 160), 0.55))
    helix(Pen(med, k), cx, cy - r + 10, cy + r - 10, 15, 1.25, [TYPE_COLOURS[t] for t in TYPES], 3.2)
    for i in range(5):
        a = math.radians(-90 + i * 72 + 36)
        x, y = cx + math.cos(a) * (r - 1.5), cy + math.sin(a) * (r - 1.5)
        mp.polygon(regular_polygon(x, y, 4.6, 4, -90), fill=(6, 16, 16))
        mp.polygon(regular_polygon(x, y, 3.6, 4, -90), fill=TYPE_COLOURS[TYPES[i]])
    img.alpha_composite(with_drop_shadow(med, (1.5 * k, 2.5 * k), 3 * k, 0.6))
    card_border(img, k, (200, 210, 220), (220, 255, 240))
    tag = font("Bold", 12 * k)
    text_outlined(img, (cx * k, (CH - 26) * k), "MUTATION", tag, (214, 240, 230), (6, 24, 24), int(1.5 * k))
    return downsample(masked(img, mask), k)


# --------------------------------------------------------------------------- box-cover title

TITLE_W, TITLE_H = 600, 360
# (creature id, height, x of the left edge, bottom): the cast in front of the horizon, one of
# each type, drawn back to front.
TITLE_CAST = [
    ("umbral_fox", 108, 286, 352),
    ("fallout_hound", 104, 372, 358),
    ("prism_stag", 150, -12, 362),
    ("queen_gloopa", 142, 470, 366),
    ("fusion_drake", 176, 104, 370),
]


def title_backdrop(size: tuple[int, int], k: int) -> Image.Image:
    """Night over Plasoder: a black-violet sky with stars, lit from the horizon by five glows
    in the type colours, a far ridge of crystal spires and goo hills."""
    w, h = size
    ramp = Image.linear_gradient("L").resize(size)
    img = gradient_map(ramp, [(0, (6, 4, 16)), (0.4, (22, 12, 48)), (0.7, (60, 30, 96)), (1, (90, 50, 120))]).convert("RGBA")
    rnd = rng("zvery", "title")
    stars = blank(size)
    sp = Pen(stars, k)
    for _ in range(220):
        x, y = rnd.uniform(0, TITLE_W), rnd.uniform(0, TITLE_H * 0.7)
        r = rnd.choice((0.5, 0.6, 0.7, 0.9, 1.2))
        sp.circle(x, y, r, fill=(255, 250, 255, rnd.randint(90, 255)))
    for _ in range(7):
        sparkle(sp, rnd.uniform(10, TITLE_W - 10), rnd.uniform(10, TITLE_H * 0.5), rnd.uniform(3, 5), (255, 246, 255, 230))
    img.alpha_composite(stars)
    cloud = fractal_noise(size, 3, 5, "zvery/title/nebula")
    neb = gradient_map(cloud, [(0, (0, 0, 0)), (0.55, (50, 20, 90)), (0.85, (170, 70, 190)), (1, (240, 140, 230))]).convert("RGBA")
    neb.putalpha(cloud.point(lambda v: max(0, v - 110)).resize(size))
    img.alpha_composite(neb)
    planet = blank(size)
    pp = Pen(planet, k)
    px, py, pr = 548, 168, 22
    pp.circle(px, py, pr, fill=(120, 210, 200))
    pp.circle(px + 8, py - 6, pr, fill=(40, 60, 90, 230))
    pp.ellipse((px - pr * 1.9, py - 5, px + pr * 1.9, py + 9), outline=(220, 180, 255, 150), width=1.6)
    img.alpha_composite(glow(size, (px * k, py * k), 50 * k, (140, 230, 220), 0.3))
    img.alpha_composite(planet)
    for i, kind in enumerate(TYPES):  # the five glows along the horizon
        x = 60 + i * 120
        img.alpha_composite(glow(size, (x * k, 292 * k), 175 * k, STYLES[kind].glow, 1.0, 1.2))
    far = blank(size)
    fp = Pen(far, k)
    x = -10.0
    while x < TITLE_W + 10:
        h_ = rnd.uniform(20, 60)
        wdt = rnd.uniform(8, 18)
        fp.polygon([(x, 300), (x + wdt * 0.4, 300 - h_), (x + wdt * 0.55, 300 - h_ * 1.05), (x + wdt, 300)], fill=(30, 22, 60))
        x += wdt * rnd.uniform(0.6, 1.6)
    for _ in range(10):
        bx = rnd.uniform(0, TITLE_W)
        r = rnd.uniform(20, 46)
        fp.ellipse((bx - r * 1.6, 296 - r * 0.7, bx + r * 1.6, 296 + r), fill=(36, 24, 66))
    fp.rect((0, 296, TITLE_W, TITLE_H), fill=(36, 24, 66))
    img.alpha_composite(far)
    ground = blank(size)
    gp = Pen(ground, k)
    gp.polygon(curve((-10, 330), (300, 304), (610, 332), steps=24) + [(610, TITLE_H + 2), (-10, TITLE_H + 2)], fill=(16, 10, 30))
    img.alpha_composite(ground)
    return img


def draw_title() -> Image.Image:
    """The 600 x 360 box-cover art: ZVERY over a night sky lit by the five types, five
    creatures (one of each type) in front, the five type emblems under the name."""
    k = 2
    size = (TITLE_W * k, TITLE_H * k)
    img = title_backdrop(size, k)
    from engine.games.zvery.content import content

    creatures = []
    for cid, height, x, bottom in TITLE_CAST:
        c = content().creatures[cid]
        layer = dressed_creature(cid, english_name("zvery", f"creature.{cid}", c.name), c.type, k)
        box = layer.getchannel("A").point(lambda v: 255 if v > 24 else 0).getbbox()
        layer = layer.crop(box)
        scale = height * k / layer.height
        layer = layer.resize((max(1, int(layer.width * scale)), max(1, int(layer.height * scale))), Image.Resampling.LANCZOS)
        creatures.append((layer, x, bottom))
    for layer, x, bottom in creatures:
        img.alpha_composite(layer, (int(x * k), int(bottom * k - layer.height)))
    vignette = Image.radial_gradient("L").resize(size).point(lambda v: int(max(0, v - 120) * 1.2))
    img.alpha_composite(tinted(vignette, (6, 2, 16)))
    logo(img, k, "ZVERY", TITLE_W / 2, 22, 84)
    # (no tagline: the words on a lid would be in one language; the setup tells the game in the player's)
    for i, kind in enumerate(TYPES):
        em = type_emblem(kind, 34 * k)
        x = TITLE_W / 2 + (i - 2) * 42
        img.alpha_composite(em, (int((x - 17) * k), int(144 * k)))
    return downsample(img, k)


# --------------------------------------------------------------------------- everything


def build(out: Path) -> list[Path]:
    """Draw all of Zvery's art into `out` (assets/zvery)."""
    from engine.games.zvery.content import content

    written = []

    def put(image: Image.Image, rel: str) -> None:
        path = out / rel
        save(image, path, optimize=True)
        written.append(path)

    for cid, c in content().creatures.items():
        put(draw_portrait(cid, english_name("zvery", f"creature.{cid}", c.name), c.level, c.type), f"creatures/{cid}.png")
    for kind in TYPES:
        put(type_emblem(kind), f"types/{kind}.png")
    put(draw_card_back(), "card_back.png")
    put(draw_mutation_back(), "mutation_back.png")
    written += save_lid(draw_title(), out / "title.png")
    return written
