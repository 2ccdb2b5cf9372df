"""Creature Adventures' art: the Vale of Sigils board, its space emblems, creature portraits,
the opponents' portraits, seat tokens, icons and the box-cover title.

The board is drawn at 2x (64 px per grid cell, 1024 x 704) from data/creature_adventures/
board.toml; the space emblems are drawn once, at 4x, and reused on the board. Creature
portraits are built from a small library of parametric body plans, chosen by keywords in
the creature's name and tinted by a stable hash of it (hashlib, never hash()), so the same
name always gives the same picture. The sun shines from the upper left.
"""
from __future__ import annotations

import colorsys
import hashlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from scenes.palette import SEATS, SIGILS, TIERS

from .common import (
    RGB,
    Pen,
    bevel_ring,
    bezier,
    blank,
    blob,
    downsample,
    english_name,
    font,
    fractal_noise,
    glow_layer,
    gradient_map,
    jitter,
    linear_shade,
    masked,
    mix,
    modulate,
    regular_polygon,
    rgba,
    rng,
    save,
    save_each,
    save_lid,
    shade,
    shadow_of,
    star_points,
    text_glow,
    with_drop_shadow,
)

Point = tuple[float, float]
INK = (34, 28, 24)
CREAM = (242, 232, 206)

# --------------------------------------------------------------------------- names and colours


def digest(name: str) -> bytes:
    """A stable 32-byte fingerprint of a name (SHA-256), independent of PYTHONHASHSEED."""
    return hashlib.sha256(name.encode("utf-8")).digest()


def unit(name: str, i: int) -> float:
    """The i-th stable number in 0..1 derived from a name."""
    return digest(name)[i % 32] / 255


def slug(name: str) -> str:
    """lower_snake_case of a name: "Siegetusk Mammoth" -> "siegetusk_mammoth"."""
    out = "".join(ch.lower() if ch.isalnum() else " " for ch in name)
    return "_".join(out.split())


def hsv(colour: Sequence[int]) -> tuple[float, float, float]:
    """An RGB colour as (hue, saturation, value), each 0..1."""
    return colorsys.rgb_to_hsv(*(c / 255 for c in colour[:3]))


def from_hsv(h: float, s: float, v: float) -> RGB:
    """An (hue, saturation, value) triple as an RGB colour."""
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, max(0.0, min(1.0, s)), max(0.0, min(1.0, v)))
    return (int(round(r * 255)), int(round(g * 255)), int(round(b * 255)))


def nudge(colour: Sequence[int], name: str, salt: int, hue: float = 0.045, sat: float = 0.12,
          val: float = 0.1) -> RGB:
    """A colour moved a little in hue, saturation and value by the name's fingerprint."""
    h, s, v = hsv(colour)
    return from_hsv(h + (unit(name, salt) - 0.5) * 2 * hue, s + (unit(name, salt + 1) - 0.5) * 2 * sat,
                    v + (unit(name, salt + 2) - 0.5) * 2 * val)


# Words in creature names that suggest a body colour (matched as substrings, in order).
COLOUR_WORDS: list[tuple[str, RGB]] = [
    ("toadstool", (196, 62, 48)), ("peatbloom", (186, 70, 128)), ("gravedust", (150, 146, 132)),
    ("lamplight", (66, 92, 118)), ("sandstorm", (214, 184, 124)), ("copperpenny", (196, 118, 62)), ("elderbark", (122, 92, 62)),
    ("runestone", (118, 126, 140)), ("hollowpine", (92, 104, 98)), ("moss", (104, 142, 72)),
    ("reed", (150, 168, 190)), ("mire", (92, 74, 70)), ("peat", (152, 96, 64)), ("bramble", (132, 96, 70)),
    ("fern", (214, 116, 52)), ("bark", (128, 92, 58)), ("dusk", (128, 104, 150)), ("stone", (160, 134, 104)),
    ("crag", (176, 166, 152)), ("heather", (170, 120, 172)), ("flint", (112, 118, 130)), ("cairn", (96, 98, 108)),
    ("rubble", (136, 124, 112)), ("crypt", (206, 204, 190)), ("ivy", (70, 140, 66)), ("gale", (160, 122, 88)),
    ("drift", (182, 174, 206)), ("bogfang", (98, 132, 54)), ("sallow", (226, 214, 120)), ("iron", (112, 108, 112)),
    ("slate", (96, 108, 124)), ("thistle", (152, 112, 170)), ("cloister", (146, 146, 140)), ("barrow", (78, 90, 80)),
    ("mist", (160, 206, 214)), ("fenmere", (58, 118, 104)), ("torn", (124, 82, 52)), ("vault", (206, 172, 110)),
    ("storm", (96, 118, 160)), ("ember", (206, 72, 42)), ("siege", (138, 100, 72)), ("basalt", (64, 62, 70)),
    ("tempest", (86, 108, 150)), ("shadow", (58, 52, 78)), ("moon", (196, 204, 228)), ("verdant", (112, 98, 62)),
    ("arena", (204, 136, 72)), ("chain", (128, 84, 62)), ("sun", (244, 198, 70)),
    ("crown", (196, 150, 82)), ("weasel", (150, 100, 64)),
]


def name_colour(name: str, default: Sequence[int]) -> RGB:
    """The creature's body colour: a colour word in its name, or the body plan's default,
    nudged by the name's fingerprint so that no two creatures share a colour."""
    low = name.lower().replace(" ", "")
    base = next((colour for word, colour in COLOUR_WORDS if word in low), default)
    return nudge(base, name, 0)


# --------------------------------------------------------------------------- drawing helpers


def ribbon(pen: Pen, pts: Sequence[Point], widths: Sequence[float] | Callable[[float], float], fill,
           caps: bool = True, outline=None, width: float = 0) -> None:
    """A filled stroke along `pts` whose width varies: `widths` per point or as a function of
    t in 0..1 (tails, horns, necks, tentacles); with `outline`, first a wider dark copy."""
    n = len(pts)
    if callable(widths):
        ws = [widths(i / (n - 1)) for i in range(n)]
    else:
        ws = list(widths)
    if outline is not None and width:
        ribbon(pen, pts, [w + 2 * width for w in ws], outline, caps)
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(0, i - 1)]
        bx, by = pts[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1
        nx, ny = -dy / length, dx / length
        h = ws[i] / 2
        left.append((x + nx * h, y + ny * h))
        right.append((x - nx * h, y - ny * h))
    pen.polygon(left + right[::-1], fill=fill)
    if caps:
        for i in (0, n - 1):
            if ws[i] > 0.5:
                pen.circle(pts[i][0], pts[i][1], ws[i] / 2, fill=fill)


def curve(p0: Point, p1: Point, p2: Point, p3: Point | None = None, steps: int = 18) -> list[Point]:
    """Points along a quadratic (three points) or cubic (four points) Bezier curve."""
    if p3 is None:
        return bezier(p0, p1, p2, steps)
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return out


def arc_points(box, start: float, end: float, steps: int = 32) -> list[Point]:
    """Points along the arc of the ellipse in `box` (degrees clockwise from east), for chords
    that need an outline."""
    x0, y0, x1, y1 = box
    cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
    return [(cx + rx * math.cos(math.radians(start + (end - start) * i / steps)),
             cy + ry * math.sin(math.radians(start + (end - start) * i / steps))) for i in range(steps + 1)]


def grow(alpha: Image.Image, radius: float) -> Image.Image:
    """A mask grown outwards by about `radius` pixels, with a soft edge (blur and threshold)."""
    blurred = alpha.filter(ImageFilter.GaussianBlur(radius * 0.55))
    return blurred.point(lambda v: 0 if v < 6 else min(255, (v - 6) * 6))


def sparkle(pen: Pen, x: float, y: float, r: float, fill) -> None:
    """A four-pointed twinkle."""
    pen.polygon(star_points(x, y, r, r * 0.28, 4, -90), fill=fill)


def shape_glyph(pen: Pen, shape: str, cx: float, cy: float, r: float, fill, outline=None, width: float = 0) -> None:
    """A colour-blind shape (circle, square, triangle, diamond) centred on (cx, cy)."""
    if shape == "square":
        pen.rect((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), fill=fill, outline=outline, width=width,
                 radius=r * 0.12)
    elif shape == "triangle":
        pen.polygon(regular_polygon(cx, cy + r * 0.18, r * 1.08, 3, -90), fill=fill, outline=outline, width=width)
    elif shape == "diamond":
        pen.polygon(regular_polygon(cx, cy, r * 1.1, 4, -90), fill=fill, outline=outline, width=width)
    else:
        pen.circle(cx, cy, r * 0.9, fill=fill, outline=outline, width=width)


# --------------------------------------------------------------------------- creature portraits

PK = 2  # portrait supersampling
PS = 192  # portrait size (design units = final pixels)
GROUND = 164  # where the creatures stand
TIER_RANK = {"common": 1, "uncommon": 2, "rare": 3, "epic": 4, "legendary": 5}
PINK = (226, 150, 150)
HORN = (232, 220, 186)
GOLD = (238, 194, 76)


@dataclass
class Look:
    """Everything a body plan needs to draw one creature."""

    name: str
    plan: str
    main: RGB  # body colour
    second: RGB  # belly, muzzle and other pale parts
    accent: RGB  # horns, beaks, spikes, wings
    eye: RGB  # iris colour
    opts: dict
    glows: list = field(default_factory=list)  # (x, y, radius, colour, strength) in design units

    @property
    def line(self) -> RGB:
        """The inner outline colour: a deep shade of the body colour."""
        return shade(self.main, 0.38)

    def o(self, key: str, default=None):
        """An option of the body plan."""
        return self.opts.get(key, default)

    def u(self, salt: int) -> float:
        """A stable number in 0..1 for this creature."""
        return unit(self.name, salt)


# Species by a word in the creature's name (matched inside its last word, first match wins):
# (word, body plan, default colour, options).
SPECIES: list[tuple[str, str, RGB, dict]] = [
    # beasts
    ("fox", "beast", (214, 116, 52), dict(ears="pointed", muzzle="wedge", tail="bushy", cheeks=True, second=(246, 236, 220),
                                          leg_colour=(70, 44, 34), head=31)),
    ("wolf", "beast", (120, 126, 134), dict(ears="pointed", muzzle="long", tail="wolf", cheeks=True, eyes="fierce",
                                            eye=(236, 196, 60), body=(46, 28))),
    ("hound", "beast", (96, 98, 88), dict(ears="floppy", muzzle="long", tail="thin", eyes="glow", eye=(150, 240, 190),
                                          fangs=True, body=(46, 26), leg=26)),
    ("lynx", "beast", (206, 172, 110), dict(ears="tufted", muzzle="cat", tail="short", cheeks="ruff", spots=True,
                                            eye=(120, 200, 110), eyes="fierce")),
    ("panther", "beast", (58, 52, 78), dict(ears="pointed_small", muzzle="cat", tail="cat", eyes="glow", eye=(250, 214, 80),
                                            fangs=True, body=(50, 26), leg=26, second=(92, 84, 112))),
    ("badger", "beast", (96, 98, 108), dict(ears="small", muzzle="wedge", stripe=True, tail="short", feet="claw",
                                            second=(236, 232, 222), body=(48, 26), leg=16, eyes="bead")),
    ("marmot", "beast", (160, 124, 84), dict(ears="small", muzzle="round", nose="rodent", tail="short", body=(38, 32),
                                             leg=14, head=33, eyes="bead")),
    ("rat", "beast", (136, 124, 112), dict(ears="round", muzzle="wedge", nose="rodent", tail="thin", body=(42, 24), leg=14,
                                           head=28, eyes="bead", eye=(200, 40, 40))),
    ("hare", "beast", (170, 120, 172), dict(ears="long", muzzle="round", nose="rodent", tail="puff", body=(40, 28), leg=18,
                                            head=28)),
    ("hedgehog", "beast", (132, 96, 70), dict(ears="small", muzzle="wedge", spikes=True, tail="none", body=(46, 30), leg=12,
                                              head=28, second=(232, 206, 170), eyes="bead")),
    ("goat", "beast", (176, 166, 152), dict(ears="floppy", muzzle="long", horns="goat", beard=True, tail="short", feet="hoof",
                                            leg=26, body=(42, 24), eye=(220, 180, 60))),
    ("ram", "beast", (96, 108, 124), dict(ears="floppy", muzzle="long", horns="curl", wool=True, tail="short", feet="hoof",
                                          second=(226, 222, 210), leg=22)),
    ("boar", "beast", (112, 108, 112), dict(ears="pointed_small", muzzle="flat", tusks=True, bristle=True, tail="curly",
                                            feet="hoof", eyes="fierce", eye=(220, 90, 50), body=(50, 30), leg=18)),
    ("bear", "beast", (124, 82, 52), dict(ears="round", muzzle="round", tail="short", feet="claw", body=(54, 34), leg=20,
                                          head=34, eyes="fierce", scars=True)),
    ("mammoth", "beast", (138, 100, 72), dict(ears="elephant", muzzle="trunk", tusks="big", tail="short", feet="hoof",
                                              body=(58, 38), leg=24, head=34, fur=True, eyes="fierce")),
    ("lion", "beast", (214, 160, 80), dict(ears="round", muzzle="cat", mane=True, tail="tuft")),
    # winged beasts
    ("gargoyle", "beast", (146, 146, 140), dict(ears="pointed", muzzle="round", horns="small", wings="bat", tail="spade",
                                                eyes="glow", eye=(250, 140, 60), fangs=True, feet="claw", leg=16,
                                                body=(40, 28))),
    ("griffin", "beast", (96, 118, 160), dict(head_kind="eagle", ears="feather", wings="feather", tail="tuft", feet="claw",
                                              second=(240, 236, 226), accent=(236, 180, 60), eyes="fierce",
                                              eye=(250, 200, 60))),
    ("wyvern", "beast", (206, 72, 42), dict(head_kind="dragon", wings="bat", tail="spade", ridge=True, feet="claw",
                                            eyes="slit", eye=(255, 220, 80), accent=(244, 200, 120), belly="plates")),
    ("dragon", "beast", (236, 178, 56), dict(head_kind="dragon", wings="bat", tail="spade", ridge=True, feet="claw",
                                             eyes="slit", eye=(255, 90, 40), accent=(250, 236, 190), belly="plates",
                                             body=(50, 32), head=33, halo=True)),
    ("manticore", "beast", (204, 136, 72), dict(ears="round", muzzle="cat", mane=True, wings="bat", tail="scorpion",
                                                fangs=True, eyes="fierce", accent=(120, 50, 40), eye=(240, 60, 40))),
    ("chimera", "beast", (196, 150, 82), dict(ears="round", muzzle="cat", mane=True, horns="goat", crown=True,
                                              wings="feather", tail="snake", fangs=True, eyes="fierce", eye=(120, 220, 80),
                                              accent=(150, 80, 50))),
    # birds
    ("owl", "owl", (128, 104, 150), dict()),
    ("heron", "heron", (150, 168, 190), dict(second=(236, 238, 240), accent=(236, 190, 60))),
    ("nutcracker", "bird", (110, 80, 58), dict(crest=True, beak="long", speckles=True, second=(238, 228, 214))),
    ("sparrow", "bird", (160, 122, 88), dict(beak="short", wings="flap", second=(232, 218, 196))),
    ("kite", "bird", (182, 174, 206), dict(beak="hook", wings="spread", tail="fork", eyes="fierce")),
    ("hawk", "bird", (152, 112, 170), dict(beak="hook", wings="spread", crest=True, eyes="fierce")),
    ("falcon", "bird", (86, 108, 150), dict(beak="hook", wings="spread", eyes="fierce", mask=True)),
    ("magpie", "bird", (40, 44, 58), dict(beak="long", tail="long", second=(244, 244, 240), accent=(60, 60, 70),
                                           shine=True)),
    ("crow", "bird", (40, 40, 50), dict(beak="long")),
    # small things of the marsh and the earth
    ("toad", "toad", (104, 142, 72), dict(moss=True)),
    ("newt", "lizard", (152, 96, 64), dict(kind="newt", second=(236, 150, 60))),
    ("lizard", "lizard", (112, 118, 130), dict(kind="lizard", second=(196, 180, 150))),
    ("basilisk", "beast", (214, 184, 124), dict(head_kind="dragon", horns="none", frill=True, tail="lizard", ridge=True,
                                                body=(54, 22), leg=16, feet="claw", eyes="glow", eye=(255, 226, 80),
                                                belly="plates", accent=(176, 92, 52))),
    ("viper", "serpent", (98, 132, 54), dict(hood=False, fangs=True, second=(226, 216, 150), zigzag=True)),
    ("eel", "eel", (66, 92, 118), dict(second=(190, 206, 200), lure=(255, 220, 120))),
    ("leech", "leech", (92, 74, 70), dict()),
    ("hydra", "hydra", (58, 118, 104), dict(second=(200, 214, 160))),
    ("beetle", "beetle", (128, 92, 58), dict()),
    ("moth", "moth", (206, 204, 190), dict()),
    ("darter", "darter", (160, 206, 214), dict()),
    ("swarm", "swarm", (150, 146, 132), dict()),
    # plants, spirits and stone
    ("shambler", "mushroom", (196, 62, 48), dict()),
    ("creeper", "vine", (70, 140, 66), dict()),
    ("lurker", "flower", (186, 70, 128), dict()),
    ("warden", "treant", (122, 92, 62), dict(leaves=(86, 140, 60))),
    ("ancient", "treant", (92, 120, 70), dict(leaves=(90, 176, 80), blossoms=True, big=True)),
    ("wisp", "wisp", (226, 214, 120), dict()),
    ("sentinel", "golem", (118, 126, 140), dict(rune=(110, 200, 255))),
    ("colossus", "golem", (64, 62, 70), dict(rune=(255, 120, 40), big=True)),
    ("minotaur", "brute", (128, 84, 62), dict()),
    ("thief", "thief", (150, 100, 64), dict()),
]
DEFAULT_SPECIES = ("beast", (150, 120, 90), dict(ears="round", muzzle="round", tail="short"))


def look_for(name: str) -> Look:
    """Choose the body plan by the name's last word and derive the colours from the name."""
    last = name.lower().split()[-1]
    plan, colour, opts = DEFAULT_SPECIES
    for word, p, c, o in SPECIES:
        if word in last:
            plan, colour, opts = p, c, o
            break
    main = name_colour(name, colour)
    second = nudge(opts["second"], name, 4, 0.02, 0.06, 0.05) if "second" in opts else mix(main, CREAM, 0.62)
    accent = nudge(opts["accent"], name, 7, 0.02, 0.06, 0.06) if "accent" in opts else HORN
    eye_base = opts.get("eye") or from_hsv(unit(name, 10), 0.7, 0.9)
    return Look(name, plan, main, second, accent, nudge(eye_base, name, 11, 0.05, 0.1, 0.05), dict(opts))


# ---- faces


def eyes(d: Pen, L: Look, cx: float, cy: float, r: float, spread: float = 0.4, size: float = 0.21,
         style: str | None = None) -> None:
    """A pair of eyes on a front-facing head: cute, bead, fierce, slit or glowing."""
    style = style or L.o("eyes", "cute")
    s = size * r
    for side in (-1, 1):
        ex, ey = cx + side * spread * r, cy
        if style == "bead":
            d.circle(ex, ey, s * 0.78, fill=INK)
            d.circle(ex - s * 0.25, ey - s * 0.28, s * 0.26, fill=(255, 255, 255))
            continue
        if style == "glow":
            L.glows.append((ex, ey, s * 3.2, L.eye, 0.75))
            d.ellipse((ex - s * 1.05, ey - s * 0.8, ex + s * 1.05, ey + s * 0.8), fill=INK)
            d.ellipse((ex - s * 0.9, ey - s * 0.62, ex + s * 0.9, ey + s * 0.62), fill=L.eye)
            d.ellipse((ex - s * 0.45, ey - s * 0.3, ex + s * 0.45, ey + s * 0.3), fill=shade(L.eye, 1.7))
            continue
        d.ellipse((ex - s * 1.12, ey - s * 1.22, ex + s * 1.12, ey + s * 1.22), fill=INK)
        d.ellipse((ex - s * 0.92, ey - s * 1.02, ex + s * 0.92, ey + s * 1.02), fill=(250, 248, 240))
        ix = ex - side * s * 0.12
        d.ellipse((ix - s * 0.72, ey - s * 0.82, ix + s * 0.72, ey + s * 0.9), fill=L.eye)
        if style == "slit":
            d.ellipse((ix - s * 0.16, ey - s * 0.78, ix + s * 0.16, ey + s * 0.84), fill=INK)
        else:
            d.circle(ix, ey + s * 0.06, s * 0.42, fill=INK)
        d.circle(ix - s * 0.3, ey - s * 0.38, s * 0.26, fill=(255, 255, 255))
        d.circle(ix + s * 0.28, ey + s * 0.36, s * 0.11, fill=(255, 255, 255))
        if style in ("fierce", "slit"):  # a heavy brow over each eye, slanting down to the middle
            lid = shade(L.main, 0.55)
            d.polygon([(ex - s * 1.35, ey - s * 1.5 + side * s * 0.5), (ex + s * 1.35, ey - s * 1.5 - side * s * 0.5),
                       (ex + s * 1.35, ey - s * 0.55 - side * s * 0.6), (ex - s * 1.35, ey - s * 0.55 + side * s * 0.6)],
                      fill=lid)


def nose_and_mouth(d: Pen, L: Look, cx: float, ny: float, r: float, kind: str) -> None:
    """The nose at (cx, ny) and a small mouth below it."""
    ink = shade(L.main, 0.25) if sum(L.main) > 200 else (20, 16, 16)
    if kind == "cat":
        d.polygon([(cx - r * 0.13, ny - r * 0.06), (cx + r * 0.13, ny - r * 0.06), (cx, ny + r * 0.08)], fill=PINK)
    elif kind == "rodent":
        d.ellipse((cx - r * 0.1, ny - r * 0.07, cx + r * 0.1, ny + r * 0.06), fill=PINK)
        d.rect((cx - r * 0.1, ny + r * 0.2, cx + r * 0.1, ny + r * 0.38), fill=(252, 248, 236), outline=INK, width=0.8)
        d.line([(cx, ny + r * 0.2), (cx, ny + r * 0.38)], fill=INK, width=0.6)
    elif kind == "pig":
        for side in (-1, 1):
            d.ellipse((cx + side * r * 0.13 - r * 0.06, ny - r * 0.09, cx + side * r * 0.13 + r * 0.06, ny + r * 0.09), fill=ink)
        return
    elif kind == "none":
        pass
    else:
        d.ellipse((cx - r * 0.17, ny - r * 0.1, cx + r * 0.17, ny + r * 0.1), fill=ink)
        d.circle(cx - r * 0.06, ny - r * 0.04, r * 0.04, fill=(200, 200, 200))
    my = ny + r * 0.16
    d.line([(cx, ny + r * 0.06), (cx, my)], fill=ink, width=max(0.8, r * 0.035))
    for side in (-1, 1):
        d.line(curve((cx, my), (cx + side * r * 0.1, my + r * 0.09), (cx + side * r * 0.2, my - r * 0.01), steps=6),
               fill=ink, width=max(0.8, r * 0.035))
    if L.o("fangs"):
        for side in (-1, 1):
            fx = cx + side * r * 0.12
            d.polygon([(fx - r * 0.05, my + r * 0.02), (fx + r * 0.05, my + r * 0.02), (fx, my + r * 0.2)],
                      fill=(250, 246, 232), outline=INK, width=0.6)


# ---- beasts (four legs, a big front-facing head; wings and odd tails for the fabulous ones)


def beast_ear(b: Pen, d: Pen, L: Look, hx: float, hy: float, r: float, side: int, kind: str) -> None:
    """One ear (side -1 left, +1 right), drawn behind the head."""
    ln, w = L.line, 1.4
    inner = mix(PINK, L.main, 0.45) if kind not in ("feather",) else shade(L.main, 0.8)
    if kind in ("pointed", "tufted", "pointed_small", "feather"):
        k = 0.7 if kind == "pointed_small" else 1.0
        base_a = (hx + side * r * 0.92, hy - r * 0.25)
        base_b = (hx + side * r * 0.18, hy - r * 0.88)
        tip = (hx + side * r * (0.78 + 0.22 * k), hy - r * (0.85 + 0.62 * k))
        if kind == "feather":
            tip = (hx + side * r * 1.15, hy - r * 1.2)
        b.polygon([base_a, tip, base_b], fill=L.main, outline=ln, width=w)
        mid = ((base_a[0] + base_b[0]) / 2, (base_a[1] + base_b[1]) / 2)
        b.polygon([(mid[0] + (base_a[0] - mid[0]) * 0.6, mid[1] + (base_a[1] - mid[1]) * 0.6 + 2),
                   (mid[0] + (tip[0] - mid[0]) * 0.78, mid[1] + (tip[1] - mid[1]) * 0.78),
                   (mid[0] + (base_b[0] - mid[0]) * 0.6, mid[1] + (base_b[1] - mid[1]) * 0.6 + 2)], fill=inner)
        if kind == "tufted":
            d.line([tip, (tip[0] + side * r * 0.05, tip[1] - r * 0.32)], fill=INK, width=r * 0.07)
    elif kind == "elephant":
        ex, ey = hx + side * r * 1.0, hy + r * 0.05
        b.ellipse((ex - r * 0.6, ey - r * 0.8, ex + r * 0.6, ey + r * 0.7), fill=shade(L.main, 0.85), outline=ln, width=w)
        b.ellipse((ex - r * 0.38, ey - r * 0.55, ex + r * 0.38, ey + r * 0.45), fill=shade(mix(L.main, PINK, 0.25), 0.8))
    elif kind in ("round", "small"):
        er = r * (0.36 if kind == "round" else 0.24)
        ex, ey = hx + side * r * 0.74, hy - r * 0.72
        b.circle(ex, ey, er, fill=L.main, outline=ln, width=w)
        b.circle(ex + side * er * 0.05, ey + er * 0.1, er * 0.6, fill=inner)
    elif kind == "long":
        pts = curve((hx + side * r * 0.3, hy - r * 0.6), (hx + side * r * 0.45, hy - r * 1.5),
                    (hx + side * r * (0.6 + 0.3 * L.u(12)), hy - r * 2.15), steps=12)
        ribbon(b, pts, lambda t: r * (0.34 + 0.22 * math.sin(math.pi * min(1, t * 1.2))), L.main, outline=ln, width=w)
        ribbon(b, pts[2:-2], lambda t: r * (0.14 + 0.12 * math.sin(math.pi * t)), inner)


def beast_head(b: Pen, d: Pen, L: Look, hx: float, hy: float, r: float) -> None:
    """A front-facing head: mane, ears, horns, muzzle, markings, eyes, nose and mouth."""
    o = L.o
    ln, w = L.line, 1.5
    kind = o("head_kind", "mammal")
    if o("mane"):
        rot = -90 + L.u(13) * 20
        b.polygon(star_points(hx, hy + r * 0.12, r * 1.62, r * 1.2, 13, rot), fill=L.accent, outline=shade(L.accent, 0.5),
                  width=w)
        b.polygon(star_points(hx, hy + r * 0.12, r * 1.3, r * 1.02, 13, rot + 14), fill=shade(L.accent, 1.18))
    horns = o("horns")
    if horns == "goat":
        for side in (-1, 1):
            pts = curve((hx + side * r * 0.35, hy - r * 0.75), (hx + side * r * 0.5, hy - r * 1.6),
                        (hx + side * r * 1.25, hy - r * 1.55), steps=14)
            ribbon(b, pts, lambda t: r * (0.32 - 0.27 * t), L.accent, outline=shade(L.accent, 0.5), width=1.2)
    if o("halo"):  # a blazing sun behind the head
        b.polygon(star_points(hx, hy, r * 1.7, r * 1.3, 14, -90), fill=(214, 84, 40), outline=(120, 40, 20), width=1.2)
        b.polygon(star_points(hx, hy, r * 1.45, r * 1.2, 14, -77), fill=(240, 130, 50))
        L.glows.append((hx, hy, r * 2.4, (255, 180, 90), 0.5))
    if o("frill"):  # a fan of spines and skin behind the head
        pts = []
        for i in range(15):
            a = math.radians(150 + 240 * i / 14)
            k = 1.6 if i % 2 == 0 else 1.2
            pts.append((hx + math.cos(a) * r * k, hy + math.sin(a) * r * k * 0.95))
        b.polygon(pts, fill=L.accent, outline=shade(L.accent, 0.4), width=1.4)
        for x, y in pts[::2]:
            d.line([(hx, hy), (hx + (x - hx) * 0.9, hy + (y - hy) * 0.9)], fill=shade(L.accent, 0.6), width=1.2)
    if kind == "dragon" and horns != "none":
        for side in (-1, 1):
            pts = curve((hx + side * r * 0.45, hy - r * 0.6), (hx + side * r * 0.9, hy - r * 1.5),
                        (hx + side * r * 1.5, hy - r * 1.75), steps=14)
            ribbon(b, pts, lambda t: r * (0.36 - 0.33 * t), L.accent, outline=shade(L.accent, 0.45), width=1.2)
            for j in range(3):  # cheek frills
                a = math.radians(200 + j * 28) if side < 0 else math.radians(-20 - j * 28)
                fx, fy = hx + math.cos(a) * r * 0.95, hy - math.sin(a) * r * 0.55 + r * 0.25
                b.polygon([(fx, fy - r * 0.14), (fx + side * r * 0.45, fy + r * 0.05), (fx, fy + r * 0.14)],
                          fill=shade(L.main, 0.8), outline=ln, width=1)
    ears = o("ears")
    if ears and o("ears") != "floppy":
        for side in (-1, 1):
            beast_ear(b, d, L, hx, hy, r, side, ears)
    # the head itself
    if kind == "eagle":
        b.ellipse((hx - r * 0.95, hy - r, hx + r * 0.95, hy + r * 0.92), fill=L.second, outline=shade(L.second, 0.45), width=w)
        for j in range(5):  # feathered ruff where the head meets the neck
            fx = hx - r * 0.8 + j * r * 0.4
            b.polygon([(fx - r * 0.22, hy + r * 0.6), (fx + r * 0.22, hy + r * 0.6), (fx, hy + r * 1.05)], fill=L.second,
                      outline=shade(L.second, 0.5), width=1)
        beak = L.accent
        b.polygon([(hx - r * 0.3, hy + r * 0.05), (hx + r * 0.3, hy + r * 0.05), (hx + r * 0.2, hy + r * 0.55),
                   (hx, hy + r * 0.95), (hx - r * 0.2, hy + r * 0.55)], fill=beak, outline=shade(beak, 0.45), width=w)
        eyes(d, L, hx, hy - r * 0.2, r, 0.45, 0.2)
        d.line([(hx - r * 0.12, hy + r * 0.32), (hx + r * 0.12, hy + r * 0.32)], fill=shade(beak, 0.45), width=1)
        return
    if kind == "dragon":
        b.ellipse((hx - r * 1.02, hy - r * 0.92, hx + r * 1.02, hy + r * 0.8), fill=L.main, outline=ln, width=w)
        b.rect((hx - r * 0.56, hy + r * 0.05, hx + r * 0.56, hy + r * 1.0), fill=shade(L.main, 1.12), outline=ln, width=w,
               radius=r * 0.35)
        b.ellipse((hx - r * 0.7, hy - r * 0.52, hx + r * 0.7, hy - r * 0.05), fill=shade(L.main, 0.85))
        eyes(d, L, hx, hy - r * 0.25, r, 0.44, 0.2)
        for side in (-1, 1):
            d.ellipse((hx + side * r * 0.22 - r * 0.07, hy + r * 0.3, hx + side * r * 0.22 + r * 0.07, hy + r * 0.42),
                      fill=INK)
        d.line([(hx - r * 0.38, hy + r * 0.78), (hx + r * 0.38, hy + r * 0.78)], fill=ln, width=1.2)
        for side in (-1, 1):
            fx = hx + side * r * 0.24
            d.polygon([(fx - r * 0.06, hy + r * 0.78), (fx + r * 0.06, hy + r * 0.78), (fx, hy + r * 0.95)], fill=(250, 246, 232))
        return
    b.ellipse((hx - r * 1.06, hy - r, hx + r * 1.06, hy + r * 0.94), fill=L.main, outline=ln, width=w)
    muzzle = o("muzzle", "round")
    sec = L.second
    if o("stripe"):  # badger: a white blaze from the crown to the nose, dark bands over the eyes
        b.polygon([(hx - r * 0.2, hy - r * 0.98), (hx + r * 0.2, hy - r * 0.98), (hx + r * 0.3, hy + r * 0.4),
                   (hx - r * 0.3, hy + r * 0.4)], fill=sec)
        for side in (-1, 1):
            b.polygon([(hx + side * r * 0.3, hy - r * 0.6), (hx + side * r * 0.98, hy - r * 0.2),
                       (hx + side * r * 1.0, hy + r * 0.3), (hx + side * r * 0.42, hy + r * 0.05)], fill=sec)
    if o("cheeks"):
        ruff = o("cheeks") == "ruff"
        for side in (-1, 1):
            pts = [(hx + side * r * 0.55, hy - r * 0.05), (hx + side * r * (1.45 if ruff else 1.3), hy + r * 0.3),
                   (hx + side * r * 1.05, hy + r * 0.45), (hx + side * r * (1.3 if ruff else 1.1), hy + r * 0.68),
                   (hx + side * r * 0.35, hy + r * 0.85)]
            b.polygon(pts, fill=sec, outline=shade(sec, 0.55), width=1)
    if muzzle == "wedge":
        b.polygon([(hx - r * 0.62, hy + r * 0.05), (hx + r * 0.62, hy + r * 0.05), (hx + r * 0.2, hy + r * 0.9),
                   (hx - r * 0.2, hy + r * 0.9)], fill=sec)
        b.circle(hx, hy + r * 0.82, r * 0.24, fill=sec)
        nose_y, nose = hy + r * 0.7, o("nose", "dog")
    elif muzzle == "long":
        b.rect((hx - r * 0.44, hy + r * 0.02, hx + r * 0.44, hy + r * 1.08), fill=sec, outline=shade(sec, 0.55), width=1,
               radius=r * 0.36)
        nose_y, nose = hy + r * 0.4, o("nose", "dog")
    elif muzzle == "cat":
        for side in (-1, 1):
            b.circle(hx + side * r * 0.2, hy + r * 0.5, r * 0.3, fill=sec)
        nose_y, nose = hy + r * 0.3, "cat"
    elif muzzle == "flat":
        b.ellipse((hx - r * 0.46, hy + r * 0.25, hx + r * 0.46, hy + r * 0.88), fill=mix(PINK, L.main, 0.35),
                  outline=ln, width=w)
        nose_y, nose = hy + r * 0.56, "pig"
    elif muzzle == "trunk":
        pts = curve((hx, hy + r * 0.15), (hx + r * 0.1, hy + r * 1.6), (hx - r * 0.35, hy + r * 2.0), (hx - r * 0.6, hy + r * 1.6),
                    steps=18)
        nose_y, nose = 0, "none"
    else:
        b.ellipse((hx - r * 0.5, hy + r * 0.15, hx + r * 0.5, hy + r * 0.85), fill=sec)
        nose_y, nose = hy + r * 0.35, o("nose", "dog")
    if o("ears") == "floppy":
        for side in (-1, 1):
            pts = curve((hx + side * r * 0.7, hy - r * 0.72), (hx + side * r * 1.35, hy - r * 0.5),
                        (hx + side * r * 1.28, hy + r * 0.3), steps=10)
            ribbon(b, pts, lambda t: r * (0.3 + 0.18 * math.sin(math.pi * t)), shade(L.main, 0.8), outline=ln, width=w)
    if horns == "curl":
        for side in (-1, 1):
            pts = []
            for i in range(30):
                t = i / 29
                a = math.radians(-100 + side * 0 + t * 330) if side > 0 else math.radians(-80 - t * 330)
                rad = r * (0.62 - 0.42 * t)
                pts.append((hx + side * r * 0.78 + math.cos(a) * rad, hy - r * 0.2 + math.sin(a) * rad))
            ribbon(b, pts, lambda t: r * (0.42 - 0.26 * t), L.accent, outline=shade(L.accent, 0.5), width=1.2)
            for i in range(4, 28, 4):
                x, y = pts[i]
                d.circle(x, y, r * 0.04, fill=shade(L.accent, 0.65))
    elif horns == "small":
        for side in (-1, 1):
            pts = curve((hx + side * r * 0.4, hy - r * 0.75), (hx + side * r * 0.55, hy - r * 1.2),
                        (hx + side * r * 0.35, hy - r * 1.45), steps=8)
            ribbon(b, pts, lambda t: r * (0.24 - 0.2 * t), L.accent, outline=shade(L.accent, 0.45), width=1)
    if o("crown"):
        cy0 = hy - r * 0.86
        pts = [(hx - r * 0.55, cy0), (hx - r * 0.62, cy0 - r * 0.55), (hx - r * 0.3, cy0 - r * 0.28), (hx, cy0 - r * 0.7),
               (hx + r * 0.3, cy0 - r * 0.28), (hx + r * 0.62, cy0 - r * 0.55), (hx + r * 0.55, cy0)]
        b.polygon(pts, fill=GOLD, outline=(110, 70, 20), width=1.2)
        for x in (-0.3, 0, 0.3):
            d.circle(hx + x * r, cy0 - r * 0.12, r * 0.07, fill=(200, 40, 60))
    if o("beard"):
        b.polygon([(hx - r * 0.25, hy + r * 0.95), (hx + r * 0.25, hy + r * 0.95), (hx, hy + r * 1.55)], fill=sec,
                  outline=shade(sec, 0.55), width=1)
    if muzzle == "trunk":
        ribbon(b, pts, lambda t: r * (0.5 - 0.3 * t), L.main, outline=ln, width=w)
        for i in range(3, 15, 3):
            x, y = pts[i]
            d.line([(x - r * 0.16, y), (x + r * 0.16, y + r * 0.02)], fill=shade(L.main, 0.55), width=0.8)
    tusks = o("tusks")
    if tusks:
        big = tusks == "big"
        for side in (-1, 1):
            if big:
                tp = curve((hx + side * r * 0.3, hy + r * 0.55), (hx + side * r * 0.55, hy + r * 1.55),
                           (hx + side * r * 1.05, hy + r * 1.0), steps=12)
                ribbon(b, tp, lambda t: r * (0.24 - 0.2 * t), HORN, outline=shade(HORN, 0.5), width=1.2)
            else:
                tp = curve((hx + side * r * 0.3, hy + r * 0.75), (hx + side * r * 0.55, hy + r * 0.75),
                           (hx + side * r * 0.55, hy + r * 0.3), steps=8)
                ribbon(b, tp, lambda t: r * (0.16 - 0.13 * t), HORN, outline=shade(HORN, 0.45), width=1)
    if o("scars"):
        for j in range(3):
            x = hx + r * (0.3 + j * 0.14)
            d.line([(x, hy - r * 0.75), (x + r * 0.2, hy - r * 0.38)], fill=shade(L.main, 0.5), width=1.1)
    eyes(d, L, hx, hy - r * 0.12, r)
    if nose != "none":
        nose_and_mouth(d, L, hx, nose_y, r, nose)


def beast_leg(b: Pen, d: Pen, L: Look, x: float, top: float, w: float, colour, feet: str) -> None:
    """One stubby leg from `top` down to the ground, with a paw, a hoof or claws."""
    ln = L.line
    b.rect((x - w / 2, top, x + w / 2, GROUND - 2), fill=colour, outline=ln, width=1.4, radius=w * 0.45)
    if feet == "hoof":
        b.rect((x - w * 0.55, GROUND - w * 0.55, x + w * 0.55, GROUND + 1), fill=(58, 46, 40), outline=INK, width=1,
               radius=w * 0.2)
    else:
        b.ellipse((x - w * 0.66, GROUND - w * 0.55, x + w * 0.62, GROUND + 1.5), fill=colour, outline=ln, width=1.4)
        if feet == "claw":
            for j in (-1, 0, 1):
                cx = x - w * 0.2 + j * w * 0.28
                d.polygon([(cx - w * 0.08, GROUND - 1), (cx + w * 0.08, GROUND - 1), (cx - w * 0.14, GROUND + 3)],
                          fill=(244, 238, 222))
        else:
            for j in (-1, 1):
                d.line([(x - w * 0.05 + j * w * 0.2, GROUND - w * 0.15), (x - w * 0.05 + j * w * 0.2, GROUND + 1)],
                       fill=ln, width=0.8)


def beast_tail(b: Pen, d: Pen, L: Look, sx: float, sy: float, kind: str) -> None:
    """The tail, starting at the body's rump (sx, sy)."""
    ln, w = L.line, 1.4
    if kind == "bushy":
        pts = curve((sx - 4, sy + 4), (sx + 28, sy + 8), (sx + 30, sy - 34), steps=16)
        ribbon(b, pts, lambda t: 6 + 20 * math.sin(math.pi * min(1.0, 0.15 + t * 0.85)), L.main, outline=ln, width=w)
        ribbon(b, pts[12:], lambda t: 17 * (1 - t) + 4, L.second)
    elif kind == "wolf":
        pts = curve((sx - 4, sy), (sx + 24, sy + 6), (sx + 26, sy + 36), steps=14)
        ribbon(b, pts, lambda t: 8 + 14 * math.sin(math.pi * min(1.0, 0.2 + t * 0.8)), L.main, outline=ln, width=w)
        ribbon(b, pts[10:], lambda t: 12 * (1 - t) + 3, shade(L.main, 0.7))
    elif kind == "thin":
        pts = curve((sx - 4, sy + 2), (sx + 34, sy + 30), (sx + 40, sy - 14), steps=18)
        ribbon(b, pts, lambda t: 7 - 5 * t, mix(PINK, L.main, 0.5) if L.o("ears") == "round" else L.main, outline=ln,
               width=w)
    elif kind == "cat":
        pts = curve((sx - 4, sy + 2), (sx + 36, sy + 24), (sx + 32, sy - 30), steps=18)
        ribbon(b, pts, lambda t: 9 - 2 * t, L.main, outline=ln, width=w)
    elif kind == "tuft":
        pts = curve((sx - 4, sy + 2), (sx + 34, sy + 20), (sx + 32, sy - 22), steps=16)
        ribbon(b, pts, lambda t: 6 - 2 * t, L.main, outline=ln, width=w)
        b.polygon(star_points(pts[-1][0], pts[-1][1] - 3, 9, 5, 7), fill=shade(L.accent if L.o("mane") else L.main, 0.7),
                  outline=ln, width=1)
    elif kind == "spade":
        pts = curve((sx - 4, sy + 2), (sx + 38, sy + 28), (sx + 40, sy - 20), steps=18)
        ribbon(b, pts, lambda t: 16 - 12 * t, L.main, outline=ln, width=w)
        tx, ty = pts[-1]
        b.polygon([(tx, ty - 13), (tx + 9, ty + 2), (tx, ty + 5), (tx - 9, ty + 2)], fill=L.accent,
                  outline=shade(L.accent, 0.45), width=1.2)
    elif kind == "scorpion":
        pts = curve((sx - 6, sy + 2), (sx + 34, sy - 10), (sx + 30, sy - 58), (sx + 2, sy - 70), steps=10)
        for i, (x, y) in enumerate(pts):
            rr = 8.5 - i * 0.45
            b.circle(x, y, rr, fill=L.accent, outline=shade(L.accent, 0.45), width=1.2)
        tx, ty = pts[-1]
        b.polygon([(tx + 2, ty - 6), (tx - 16, ty + 2), (tx - 2, ty + 7)], fill=(236, 226, 200), outline=INK, width=1.2)
    elif kind == "snake":
        pts = curve((sx - 4, sy + 2), (sx + 32, sy + 18), (sx + 32, sy - 32), steps=18)
        ribbon(b, pts, lambda t: 9 - 4 * t, (92, 132, 60), outline=shade((92, 132, 60), 0.4), width=w)
        tx, ty = pts[-1]
        b.ellipse((tx - 9, ty - 9, tx + 7, ty + 4), fill=(92, 132, 60), outline=shade((92, 132, 60), 0.4), width=1.2)
        d.circle(tx - 4, ty - 4, 1.8, fill=(250, 220, 60))
        d.line([(tx - 9, ty - 1), (tx - 15, ty + 1), (tx - 17, ty - 2)], fill=(200, 40, 40), width=1)
    elif kind == "curly":
        pts = [(sx + 2 + math.cos(a / 4) * (7 - a / 10) + a / 3.5, sy - 2 + math.sin(a / 4) * (7 - a / 10)) for a in range(0, 26)]
        ribbon(b, pts, lambda t: 4.5 - 2 * t, L.main, outline=ln, width=1.2)
    elif kind == "lizard":
        pts = curve((sx - 6, sy + 2), (sx + 30, sy + 6), (sx + 46, sy + 36), steps=16)
        ribbon(b, pts, lambda t: 20 - 17 * t, L.main, outline=ln, width=w)
    elif kind == "puff":
        b.circle(sx + 4, sy + 2, 11, fill=L.second, outline=shade(L.second, 0.6), width=1.2)
    elif kind == "short":
        b.ellipse((sx - 6, sy - 6, sx + 12, sy + 8), fill=L.main, outline=ln, width=w)


def beast_wings(b: Pen, d: Pen, L: Look, sx: float, sy: float, kind: str) -> None:
    """Two wings raised behind the body from the shoulder (sx, sy): bat-winged or feathered."""
    col = shade(L.main, 0.9) if kind == "feather" else shade(mix(L.main, L.accent, 0.25), 0.85)
    for far, (tipx, tipy, elbow) in enumerate(((sx + 26, sy - 80, (sx + 4, sy - 50)), (sx + 64, sy - 58, (sx + 30, sy - 48)))):
        c = shade(col, 0.78) if far == 0 else col
        ln = shade(c, 0.42)
        if kind == "bat":
            trail = []
            for f in (0.0, 0.35, 0.7):
                fx = tipx + (sx + 30 - tipx) * f + (10 if far else 2) * f
                fy = tipy + (sy - tipy) * (0.45 + 0.4 * f)
                trail.append((fx, fy))
            outline_pts = [(sx - 4, sy + 6), elbow, (tipx, tipy)]
            prev = (tipx, tipy)
            for fx, fy in trail + [(sx + 14, sy + 4)]:
                mid = ((prev[0] + fx) / 2 - (fx - sx) * 0.12, (prev[1] + fy) / 2 + 6)
                outline_pts += curve(prev, mid, (fx, fy), steps=6)[1:]
                prev = (fx, fy)
            b.polygon(outline_pts, fill=c, outline=ln, width=1.4)
            for fx, fy in trail:
                d.line([elbow, (fx, fy)], fill=shade(c, 0.6), width=1.3)
            ribbon(b, [(sx, sy), elbow, (tipx, tipy)], [5, 4, 2], shade(c, 0.7))
        else:
            pts = [(sx - 4, sy + 6), elbow, (tipx, tipy)]
            feathers = 6
            for j in range(feathers + 1):
                t = j / feathers
                pts.append((tipx + (sx + 18 - tipx) * t + 6 * math.sin(math.pi * t), tipy + (sy - 4 - tipy) * t + 14 * math.sin(math.pi * t)))
            b.polygon(pts, fill=c, outline=ln, width=1.4)
            for j in range(1, feathers):
                t = j / feathers
                ex = tipx + (sx + 18 - tipx) * t + 6 * math.sin(math.pi * t)
                ey = tipy + (sy - 4 - tipy) * t + 14 * math.sin(math.pi * t)
                mx, my = elbow[0] + (tipx - elbow[0]) * (1 - t) * 0.8, elbow[1] + (tipy - elbow[1]) * (1 - t) * 0.8
                d.line([(mx, my), (ex, ey)], fill=shade(c, 0.6), width=1)
            b.polygon([(sx - 2, sy + 4), elbow, ((elbow[0] + tipx) / 2, (elbow[1] + tipy) / 2 + 4), (sx + 20, sy - 8)],
                      fill=shade(c, 1.15))


def plan_beast(b: Pen, d: Pen, L: Look) -> None:
    """A four-legged beast standing side-on, its head turned to the viewer."""
    o = L.o
    hr = o("head", 30)
    brx, bry = o("body", (44, 28))
    leg, lw = o("leg", 22), o("leg_w", 13)
    bx = 104 + o("shift", 0)
    by = GROUND - leg - bry
    leg_colour = o("leg_colour", L.main)
    wings = o("wings")
    if wings:
        beast_wings(b, d, L, bx - brx * 0.1, by - bry * 0.55, wings)
    beast_tail(b, d, L, bx + brx * 0.86, by - bry * 0.2, o("tail", "short"))
    feet = o("feet", "paw")
    xs = [bx - brx * 0.55, bx + brx * 0.5]
    for x in xs:
        beast_leg(b, d, L, x + 10, by + bry * 0.2, lw, shade(leg_colour, 0.72), feet)
    if o("ridge"):
        for j in range(7):
            a = math.radians(200 + j * 22)
            px, py = bx + math.cos(a) * brx * 0.98, by + math.sin(a) * bry * 0.98
            b.polygon([(px - 6, py + 3), (px + math.cos(a) * 12, py + math.sin(a) * 12 - 3), (px + 6, py + 3)],
                      fill=L.accent, outline=shade(L.accent, 0.45), width=1)
    if o("wool") or o("fur"):
        rnd = rng("wool", L.name)
        fleece = L.second if o("wool") else shade(L.main, 0.85)
        for i in range(16):
            a = 2 * math.pi * i / 16
            b.circle(bx + math.cos(a) * brx * 0.92, by + math.sin(a) * bry * 0.9, rnd.uniform(9, 13), fill=fleece,
                     outline=shade(fleece, 0.55), width=1.2)
        b.ellipse((bx - brx, by - bry, bx + brx, by + bry), fill=fleece)
        for _ in range(14):
            x, y = bx + rnd.uniform(-0.75, 0.75) * brx, by + rnd.uniform(-0.7, 0.6) * bry
            d.arc((x - 5, y - 4, x + 5, y + 4), 200, 340, fill=shade(fleece, 0.72), width=1)
    else:
        b.ellipse((bx - brx, by - bry, bx + brx, by + bry), fill=L.main, outline=L.line, width=1.5)
        belly = o("belly", True)
        if belly == "plates":
            b.chord((bx - brx * 0.8, by - bry * 0.1, bx + brx * 0.75, by + bry * 0.97), 15, 165, fill=L.accent)
            for j in range(6):
                x = bx - brx * 0.6 + j * brx * 0.24
                d.line([(x, by + bry * 0.45), (x + 2, by + bry * 0.95)], fill=shade(L.accent, 0.6), width=1)
        elif belly:
            b.chord((bx - brx * 0.78, by - bry * 0.05, bx + brx * 0.7, by + bry * 0.96), 15, 165, fill=L.second)
    if o("spikes"):  # a dome of quills over the back, from the crown of the head to the rump
        rnd = rng("quills", L.name)
        for layer, (k_out, colour) in enumerate(((1.5, shade(L.main, 0.5)), (1.25, shade(L.main, 0.75)))):
            pts = []
            n = 26
            for i in range(n + 1):
                a = math.radians(165 + 215 * i / n)
                k = k_out + rnd.uniform(-0.06, 0.06) if i % 2 else 0.95 - layer * 0.1
                pts.append((bx + 2 + math.cos(a) * brx * k, by + 6 + math.sin(a) * bry * k * 1.05))
            b.polygon(pts + [(bx + brx * 0.8, by + bry * 0.5), (bx - brx * 0.8, by + bry * 0.5)], fill=colour,
                      outline=shade(L.main, 0.3), width=1.2)
        for _ in range(16):
            a = math.radians(rnd.uniform(190, 350))
            rr = rnd.uniform(0.4, 0.95)
            x, y = bx + math.cos(a) * brx * rr, by + 6 + math.sin(a) * bry * rr
            d.line([(x, y), (x + math.cos(a) * 7, y + math.sin(a) * 7)], fill=shade(L.main, 1.3), width=1)
    if o("bristle"):
        for j in range(9):
            a = math.radians(205 + j * 13)
            px, py = bx + math.cos(a) * brx * 0.96, by + math.sin(a) * bry * 0.96
            b.polygon([(px - 4, py + 2), (px + math.cos(a) * 9, py + math.sin(a) * 10), (px + 4, py + 2)],
                      fill=shade(L.main, 0.55))
    if o("spots"):
        rnd = rng("spots", L.name)
        for _ in range(9):
            x, y = bx + rnd.uniform(-0.6, 0.8) * brx, by + rnd.uniform(-0.7, 0.2) * bry
            d.circle(x, y, rnd.uniform(2, 3.4), fill=shade(L.main, 0.55))
    for x in xs:
        beast_leg(b, d, L, x, by + bry * 0.3, lw, leg_colour, feet)
    hx, hy = bx - brx * 0.86, by - bry * 0.55 - hr * 0.35
    beast_head(b, d, L, hx, hy, hr)


# ---- the portrait card


PANEL = 11  # width of the portrait frame; the picture panel starts here


def panel_mask(k: int) -> Image.Image:
    """The rounded picture panel inside the portrait frame, at k x."""
    mask = Image.new("L", (PS * k, PS * k), 0)
    Pen(mask, k).rect((PANEL, PANEL, PS - PANEL, PS - PANEL), fill=255, radius=8)
    return mask


def portrait_background(L: Look, tier: str, k: int) -> Image.Image:
    """The panel behind the creature: a glow in a pale tint of the tier colour, darkening to
    the edges, sun rays for the higher tiers and a patch of ground."""
    frame = TIERS[tier]
    size = (PS * k, PS * k)
    rank = TIER_RANK[tier]
    # a complementary glow keeps the creature readable against its own colour
    h, s, v = hsv(L.main)
    glow = from_hsv(h + 0.5, 0.18, 0.96)
    centre = mix(mix(frame, CREAM, 0.55), glow, 0.35)
    edge = shade(frame, 0.38)
    light = Image.new("RGB", size, centre)
    dark = Image.new("RGB", size, edge)
    mask = radial_mask_box(size, (PS * 0.5 * k, PS * 0.42 * k), PS * 0.78 * k)
    img = Image.composite(light, dark, mask).convert("RGBA")
    if rank >= 3:
        rays = blank(size)
        rp = Pen(rays, k)
        n = 12 + 2 * rank
        cx, cy = PS / 2, PS * 0.42
        for i in range(n):
            a0 = 2 * math.pi * i / n
            a1 = a0 + math.pi / n
            rp.polygon([(cx, cy), (cx + math.cos(a0) * 200, cy + math.sin(a0) * 200), (cx + math.cos(a1) * 200, cy + math.sin(a1) * 200)],
                       fill=rgba((255, 250, 230), 16 + 5 * rank))
        img.alpha_composite(rays)
    tex = fractal_noise(size, 5, 4, "portrait/paper")
    img = modulate(img, ImageChops.offset(tex, int(L.u(21) * size[0]), int(L.u(22) * size[1])), 0.07)
    ground = blank(size)
    gp = Pen(ground, k)
    gp.ellipse((PS / 2 - 74, GROUND - 10, PS / 2 + 74, GROUND + 18), fill=rgba(shade(frame, 0.3), 120))
    img.alpha_composite(ground.filter(ImageFilter.GaussianBlur(5 * k)))
    return img


def radial_mask_box(size: tuple[int, int], centre: Point, radius: float) -> Image.Image:
    """A greyscale mask, 255 at `centre` fading smoothly to 0 at `radius` (and beyond)."""
    d = max(2, int(radius * 2))
    spot = radial_mask_l(d)
    mask = Image.new("L", size, 0)
    mask.paste(spot, (int(centre[0] - radius), int(centre[1] - radius)))
    return mask


def radial_mask_l(d: int) -> Image.Image:
    """A round soft spot of diameter d: 255 in the middle, 0 at the rim (smoothstep)."""
    base = Image.radial_gradient("L")
    lut = []
    for v in range(256):
        t = min(1.0, v / 255)
        lut.append(int(round(255 * (1 - t * t * (3 - 2 * t)))) if v < 255 else 0)
    return base.point(lut).resize((d, d), Image.Resampling.BILINEAR)


def frame_ring(colour: Sequence[int], k: int) -> Image.Image:
    """The bare bevelled frame of a portrait card in `colour`, at k x: the picture panel cut
    out, no studs or gems."""
    size = (PS * k, PS * k)
    ring = blank(size)
    pen = Pen(ring, k)
    pen.rect((0.5, 0.5, PS - 0.5, PS - 0.5), fill=shade(colour, 0.35), radius=15)
    pen.rect((1.6, 1.6, PS - 1.6, PS - 1.6), fill=colour, radius=14)
    ring = modulate(ring, linear_shade(size, -135, 200, 70), 0.8)
    ring = modulate(ring, fractal_noise(size, 12, 3, "portrait/frame"), 0.12)
    pen = Pen(ring, k)
    pen.rect((4, 4, PS - 4, PS - 4), outline=rgba(shade(colour, 1.35), 200), width=1, radius=12)
    pen.rect((PANEL - 2.5, PANEL - 2.5, PS - PANEL + 2.5, PS - PANEL + 2.5), fill=shade(colour, 0.3), radius=10)
    hole = panel_mask(k)
    ring.putalpha(ImageChops.subtract(ring.getchannel("A"), hole))
    return ring


def frame_studs(ring: Image.Image, colour: Sequence[int], k: int) -> None:
    """A round stud in each corner of a portrait frame (drawn on `ring`, at k x)."""
    pen = Pen(ring, k)
    for x, y in ((6.5, 6.5), (PS - 6.5, 6.5), (6.5, PS - 6.5), (PS - 6.5, PS - 6.5)):
        pen.circle(x + 0.4, y + 0.6, 2.6, fill=shade(colour, 0.3))
        pen.circle(x, y, 2.3, fill=shade(colour, 1.3))
        pen.circle(x - 0.6, y - 0.6, 0.9, fill=(255, 255, 250))


def portrait_frame(tier: str, k: int) -> Image.Image:
    """The card frame in the tier colour: bevelled, with studs and one gem per tier step."""
    colour = TIERS[tier]
    rank = TIER_RANK[tier]
    ring = frame_ring(colour, k)
    frame_studs(ring, colour, k)
    gem = {1: (214, 206, 190), 2: (140, 230, 150), 3: (130, 180, 255), 4: (220, 140, 255), 5: (255, 226, 120)}[rank]
    pen = Pen(ring, k)
    for i in range(rank):
        x = PS / 2 + (i - (rank - 1) / 2) * 11
        y = PS - PANEL / 2 - 0.3
        pen.polygon(regular_polygon(x + 0.5, y + 0.7, 4.4, 4, -90), fill=(20, 16, 14, 200))
        pen.polygon(regular_polygon(x, y, 4.2, 4, -90), fill=shade(gem, 0.55))
        pen.polygon(regular_polygon(x, y, 3.2, 4, -90), fill=gem)
        pen.polygon([(x - 3.2, y), (x, y - 3.2), (x, y)], fill=shade(gem, 1.35))
    return ring


_TEXTURES: dict[str, Image.Image] = {}


def texture(key: str, size: tuple[int, int], cells: int, octaves: int) -> Image.Image:
    """A cached fractal noise texture (the same for every portrait, shifted per creature)."""
    if key not in _TEXTURES:
        _TEXTURES[key] = fractal_noise(size, cells, octaves, key)
    return _TEXTURES[key]


PLANS: dict[str, Callable[[Pen, Pen, Look], None]] = {}


def creature_layer(L: Look, k: int, with_glows: bool = True,
                   plan: Callable[[Pen, Pen, Look], None] | None = None, fit: bool = True,
                   mirror: bool | None = None) -> Image.Image:
    """The creature alone (RGBA): body shaded from the upper left, a dark outline, then the
    unshaded details (eyes, markings) and any glows. `plan` draws the body and details
    (default: the body plan named by L.plan). `fit`: scaled and moved to fill the panel
    (fit_to_panel), else left where it was drawn; `mirror`: flipped left to right (default:
    as the creature's name says, except thieves)."""
    size = (PS * k, PS * k)
    body, det = blank(size), blank(size)
    (plan or PLANS[L.plan])(Pen(body, k), Pen(det, k), L)
    glows = L.glows
    if mirror is None:
        mirror = L.u(20) > 0.5 and L.plan not in ("thief",)
    if mirror:
        body = body.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
        det = det.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
        glows = [(PS - x, y, r, c, s) for x, y, r, c, s in glows]
    alpha = body.getchannel("A")
    shaded = modulate(body, linear_shade(size, -125, 196, 72), 0.9)
    tex = texture("portrait/skin", size, 10, 3)
    shaded = modulate(shaded, ImageChops.offset(tex, int(L.u(23) * size[0]), int(L.u(24) * size[1])), 0.07)
    # a bright rim where the body's edge faces the sun
    moved = Image.new("L", size, 0)
    moved.paste(alpha, (int(2.2 * k), int(2.2 * k)))
    rim = ImageChops.subtract(alpha, moved).filter(ImageFilter.GaussianBlur(0.6 * k)).point(lambda v: v * 100 // 255)
    light = Image.new("RGBA", size, (255, 250, 230, 0))
    light.putalpha(rim)
    shaded.alpha_composite(light)
    out = Image.new("RGBA", size, rgba(shade(L.main, 0.18), 0))
    out.putalpha(grow(alpha, 2.4 * k))
    out.alpha_composite(shaded)
    out.alpha_composite(det)
    for x, y, r, c, s in glows if with_glows else ():
        out.alpha_composite(glow_layer(size, (x * k, y * k), r * k, c, s, 1.6))
    return fit_to_panel(out, alpha, k) if fit else out


def fit_to_panel(layer: Image.Image, alpha: Image.Image, k: int) -> Image.Image:
    """Scale and move a creature so that every body plan fills the picture alike: centred
    across, standing where it stood (or lifted to stay inside), grown by up to a third."""
    x0, y0, x1, y1 = alpha.getbbox() or (0, 0, 1, 1)
    margin = (PANEL + 7) * k
    lo, hi = margin, PS * k - margin
    bottom = min(y1, hi)
    s = min(1.32, (hi - lo) / max(1, x1 - x0), (bottom - lo) / max(1, y1 - y0))
    cx = (x0 + x1) / 2
    # output (u, v) samples input (x, y) = ((u - PS*k/2) / s + cx, (v - bottom) / s + y1)
    inv = 1 / s
    return layer.transform(layer.size, Image.Transform.AFFINE,
                           (inv, 0, cx - PS * k / 2 * inv, 0, inv, y1 - bottom * inv), resample=Image.Resampling.BICUBIC)


def draw_portrait(name: str, tier: str) -> Image.Image:
    """A 192 x 192 portrait card: tier frame, background, and the creature drawn from its name."""
    k = PK
    L = look_for(name)
    img = portrait_background(L, tier, k)
    creature = creature_layer(L, k)
    img.alpha_composite(shadow_of(creature, (3 * k, 3.5 * k), 3 * k, 0.35))
    img.alpha_composite(creature)
    img = masked(img, panel_mask(k))
    img.alpha_composite(portrait_frame(tier, k))
    return downsample(img, k)


PLANS["beast"] = plan_beast


# ---- birds


def branch(b: Pen, d: Pen, y: float, x0: float = 24, x1: float = 168) -> None:
    """A mossy branch across the picture for a bird to perch on."""
    wood = (104, 78, 52)
    pts = curve((x0, y + 4), ((x0 + x1) / 2, y - 4), (x1, y + 2), steps=12)
    ribbon(b, pts, lambda t: 11 - 3 * t, wood, outline=shade(wood, 0.45), width=1.3)
    b.polygon([(x1 - 30, y), (x1 - 12, y - 16), (x1 - 8, y - 14), (x1 - 22, y + 1)], fill=wood, outline=shade(wood, 0.45),
              width=1.2)
    for x in (x0 + 20, x1 - 40):
        d.ellipse((x - 8, y - 6, x + 8, y - 1), fill=(110, 150, 70))


def bird_wing(b: Pen, d: Pen, L: Look, cx: float, cy: float, side: int, kind: str) -> None:
    """One wing: folded against the body, raised in a flap or spread wide."""
    col = shade(L.main, 0.85)
    ln = L.line
    if kind == "folded":
        pts = [(cx + side * 22, cy - 18), (cx + side * 34, cy + 4), (cx + side * 30, cy + 30), (cx + side * 20, cy + 42),
               (cx + side * 14, cy + 20)]
        b.polygon(pts, fill=col, outline=ln, width=1.4)
        for j in range(3):
            y = cy + 14 + j * 8
            d.line([(cx + side * 18, y), (cx + side * 31, y + 6)], fill=shade(col, 0.65), width=1)
        return
    if kind == "flap":
        tip = (cx + side * 62, cy - 40)
    else:
        tip = (cx + side * 80, cy - 20)
    root_hi, root_lo = (cx + side * 14, cy - 20), (cx + side * 16, cy + 14)
    pts = [root_hi, (cx + side * 46, cy - 40), tip]
    n = 6
    for j in range(1, n + 1):
        t = j / n
        x = tip[0] + (root_lo[0] - tip[0]) * t
        y = tip[1] + (root_lo[1] - tip[1]) * t + 16 * math.sin(math.pi * t) + (5 if j % 2 else 0)
        pts.append((x, y))
    b.polygon(pts, fill=col, outline=ln, width=1.4)
    b.polygon([root_hi, (cx + side * 46, cy - 38), (cx + side * 56, cy - 22), (cx + side * 18, cy - 2)], fill=shade(col, 1.18))
    for j in range(1, n):
        x, y = pts[2 + j]
        d.line([(x, y), (x - side * 14 + (tip[0] - x) * 0.1, y - 16)], fill=shade(col, 0.6), width=1)
    if L.o("shine"):
        d.line([(cx + side * 24, cy - 12), (cx + side * 60, cy - 30)], fill=(90, 150, 200), width=2)


def bird_beak(b: Pen, L: Look, hx: float, hy: float, r: float, kind: str) -> None:
    """A beak pointing down from between the eyes: short, hooked or long."""
    beak = L.o("beak_colour", (236, 176, 60) if kind != "long" else (52, 48, 50))
    ln = shade(beak, 0.45)
    if kind == "hook":
        b.polygon([(hx - r * 0.26, hy + r * 0.12), (hx + r * 0.26, hy + r * 0.12), (hx + r * 0.12, hy + r * 0.55),
                   (hx - r * 0.02, hy + r * 0.78), (hx - r * 0.12, hy + r * 0.5)], fill=beak, outline=ln, width=1.2)
    elif kind == "long":
        b.polygon([(hx - r * 0.2, hy + r * 0.1), (hx + r * 0.2, hy + r * 0.1), (hx + r * 0.02, hy + r * 1.05)], fill=beak,
                  outline=ln, width=1.2)
    else:
        b.polygon([(hx - r * 0.22, hy + r * 0.15), (hx + r * 0.22, hy + r * 0.15), (hx, hy + r * 0.55)], fill=beak,
                  outline=ln, width=1.2)


def plan_bird(b: Pen, d: Pen, L: Look) -> None:
    """A songbird or raptor perched on a branch, facing the viewer."""
    o = L.o
    wings = o("wings", "folded")
    cx, cy = 96, 110
    perch = 150
    tail = o("tail", "fan")
    tcol = shade(L.main, 0.75)
    if tail == "long":
        b.polygon([(cx - 8, cy + 30), (cx + 8, cy + 30), (cx + 16, 180), (cx - 2, 182)], fill=tcol, outline=L.line, width=1.4)
    elif tail == "fork":
        b.polygon([(cx - 10, cy + 30), (cx + 10, cy + 30), (cx + 22, 176), (cx + 4, 162), (cx - 4, 162), (cx - 22, 176)],
                  fill=tcol, outline=L.line, width=1.4)
    else:
        b.polygon([(cx - 9, cy + 30), (cx + 9, cy + 30), (cx + 16, 170), (cx - 16, 170)], fill=tcol, outline=L.line, width=1.4)
    if wings != "folded":
        for side in (-1, 1):
            bird_wing(b, d, L, cx, cy, side, wings)
    if o("branch", True):
        branch(b, d, perch)
    b.ellipse((cx - 32, cy - 30, cx + 32, cy + 40), fill=L.main, outline=L.line, width=1.5)
    b.ellipse((cx - 21, cy - 12, cx + 21, cy + 38), fill=L.second)
    if o("speckles"):
        rnd = rng("speckles", L.name)
        for _ in range(22):
            a, rr = rnd.uniform(0, 2 * math.pi), rnd.uniform(0, 1)
            d.circle(cx + math.cos(a) * 26 * rr, cy + 6 + math.sin(a) * 30 * rr, 1.4, fill=(250, 246, 236))
    else:
        for j in range(3):  # breast feathers
            y = cy + 8 + j * 9
            for i in range(-1, 2):
                x = cx + i * 9 + (4 if j % 2 else 0)
                d.arc((x - 4, y - 3, x + 4, y + 3), 20, 160, fill=shade(L.second, 0.7), width=1)
    if wings == "folded":
        for side in (-1, 1):
            bird_wing(b, d, L, cx, cy, side, "folded")
    for side in (-1, 1):  # feet gripping the branch
        fx = cx + side * 11
        d.line([(fx, cy + 36), (fx, perch - 4)], fill=(210, 150, 60), width=2.2)
        for j in (-1, 0, 1):
            d.line([(fx, perch - 4), (fx + j * 4, perch + 1)], fill=(210, 150, 60), width=1.6)
    hx, hy, r = cx, cy - 40, 26
    if o("crest"):
        for j in range(3):
            b.polygon([(hx - 6 + j * 5, hy - r * 0.8), (hx - 16 + j * 10, hy - r * 1.65 + abs(j - 1) * 5),
                       (hx + 2 + j * 5, hy - r * 0.85)], fill=shade(L.main, 1.1), outline=L.line, width=1.2)
    b.circle(hx, hy, r, fill=L.main, outline=L.line, width=1.5)
    if o("mask"):
        for side in (-1, 1):
            b.polygon([(hx + side * r * 0.2, hy - r * 0.05), (hx + side * r * 0.55, hy + r * 0.05),
                       (hx + side * r * 0.5, hy + r * 0.75), (hx + side * r * 0.35, hy + r * 0.75)], fill=shade(L.main, 0.4))
        b.ellipse((hx - r * 0.35, hy + r * 0.3, hx + r * 0.35, hy + r * 0.95), fill=L.second)
    elif L.second != L.main:
        b.ellipse((hx - r * 0.55, hy + r * 0.1, hx + r * 0.55, hy + r * 0.95), fill=L.second)
    bird_beak(b, L, hx, hy, r, o("beak", "short"))
    eyes(d, L, hx, hy - r * 0.12, r, 0.42, 0.24)


def plan_owl(b: Pen, d: Pen, L: Look) -> None:
    """An owl: a round body, a big facial disc with huge eyes; the grown owls have ear tufts."""
    small = "owlet" in L.name.lower()
    cx, cy = 96, 106
    perch = 156
    sc = 0.86 if small else 1.0
    if not small:  # a pale moon behind the wise old owl
        b.circle(146, 52, 24, fill=(236, 236, 214))
        L.glows.append((146, 52, 44, (220, 230, 255), 0.45))
    branch(b, d, perch)
    b.polygon([(cx - 14, 150), (cx + 14, 150), (cx + 10, 172), (cx - 10, 172)], fill=shade(L.main, 0.7), outline=L.line,
              width=1.2)
    b.ellipse((cx - 46 * sc, cy - 54 * sc, cx + 46 * sc, cy + 48), fill=L.main, outline=L.line, width=1.6)
    b.ellipse((cx - 28 * sc, cy - 4, cx + 28 * sc, cy + 44), fill=L.second)
    for j in range(4):
        y = cy + 6 + j * 9
        for i in range(-1, 2):
            x = cx + i * 10 + (5 if j % 2 else 0)
            d.polygon([(x - 3, y), (x + 3, y), (x, y + 4)], fill=shade(L.main, 0.8))
    for side in (-1, 1):
        b.polygon([(cx + side * 34 * sc, cy - 20), (cx + side * 48 * sc, cy + 10), (cx + side * 38 * sc, cy + 44),
                   (cx + side * 22 * sc, cy + 30)], fill=shade(L.main, 0.78), outline=L.line, width=1.3)
        for j in range(3):
            d.line([(cx + side * 30 * sc, cy + 4 + j * 10), (cx + side * 44 * sc, cy + 10 + j * 10)], fill=shade(L.main, 0.55),
                   width=1)
    hy = cy - 34 * sc
    if not small:
        for side in (-1, 1):
            b.polygon([(cx + side * 18, hy - 24), (cx + side * 44, hy - 52), (cx + side * 38, hy - 14)], fill=L.main,
                      outline=L.line, width=1.4)
    disc = mix(L.second, (255, 255, 255), 0.3)
    for side in (-1, 1):
        b.circle(cx + side * 17 * sc, hy + 4, 19 * sc, fill=disc, outline=shade(disc, 0.6), width=1.2)
    b.polygon([(cx - 6, hy + 12), (cx + 6, hy + 12), (cx, hy + 26)], fill=(60, 52, 44), outline=INK, width=1)
    for side in (-1, 1):
        ex = cx + side * 17 * sc
        d.circle(ex, hy + 4, 12.5 * sc, fill=INK)
        d.circle(ex, hy + 4, 11 * sc, fill=(250, 196, 50))
        d.circle(ex, hy + 4, 6.5 * sc, fill=INK)
        d.circle(ex - 3.5, hy, 2.8 * sc, fill=(255, 255, 255))
        d.circle(ex + 3, hy + 7, 1.2, fill=(255, 255, 255))
    for side in (-1, 1):
        for j in (-1, 0, 1):
            d.line([(cx + side * 12 + j * 3, 146), (cx + side * 12 + j * 4, perch + 1)], fill=(80, 70, 60), width=2)


def plan_heron(b: Pen, d: Pen, L: Look) -> None:
    """A wading heron side-on among reeds: long legs, an S-curved neck and a dagger beak."""
    water_y = 160
    for x, h in ((30, 70), (40, 90), (150, 80), (162, 62), (172, 96)):
        d.line([(x, water_y + 4), (x + 4, water_y - h)], fill=(110, 140, 70), width=2)
        d.ellipse((x + 1, water_y - h - 6, x + 7, water_y - h + 14), fill=(120, 86, 50))
    for x in (104, 118):
        b.line([(x, 112), (x - 2 if x == 104 else x + 4, 138), (x, water_y)], fill=(220, 170, 70), width=3.2)
    b.ellipse((82, 78, 150, 124), fill=L.main, outline=L.line, width=1.5)
    b.polygon([(138, 86), (172, 106), (142, 116)], fill=shade(L.main, 0.8), outline=L.line, width=1.3)
    b.ellipse((86, 92, 132, 122), fill=shade(L.main, 0.85))
    for j in range(4):
        d.line([(100 + j * 8, 100), (118 + j * 8, 118)], fill=shade(L.main, 0.6), width=1)
    neck = curve((92, 92), (58, 82), (86, 58), (72, 34), steps=18)
    ribbon(b, neck, lambda t: 14 - 4 * t, L.second, outline=shade(L.second, 0.5), width=1.4)
    hx, hy = 70, 32
    b.line([(hx + 4, hy - 6), (hx + 28, hy - 14)], fill=(40, 44, 58), width=2.2)
    b.polygon([(hx - 6, hy - 3), (hx - 52, hy + 10), (hx - 6, hy + 6)], fill=L.accent, outline=shade(L.accent, 0.45), width=1.2)
    b.ellipse((hx - 12, hy - 12, hx + 12, hy + 10), fill=L.second, outline=shade(L.second, 0.5), width=1.4)
    b.polygon([(hx - 10, hy - 9), (hx + 12, hy - 10), (hx + 10, hy - 4), (hx - 10, hy - 4)], fill=(40, 44, 58))
    d.circle(hx - 3, hy - 1, 3.6, fill=INK)
    d.circle(hx - 3, hy - 1, 2.6, fill=L.eye)
    d.circle(hx - 3, hy - 1, 1.2, fill=INK)
    d.circle(hx - 4, hy - 2.2, 0.8, fill=(255, 255, 255))
    for j in range(3):
        d.line([(80, 70 + j * 5), (86, 74 + j * 5)], fill=shade(L.second, 0.55), width=1)
    for j in range(3):
        d.arc((60 + j * 30, water_y - 3, 96 + j * 30, water_y + 5), 200, 340, fill=(200, 230, 240), width=1.2)


# ---- marsh and earth creatures


def plan_toad(b: Pen, d: Pen, L: Look) -> None:
    """A squat toad seen from the front: bulging eyes, a wide mouth, warts and a mossy back."""
    cx, cy = 96, 122
    for side in (-1, 1):  # hind legs folded at the sides
        b.ellipse((cx + side * 66 - 24, cy + 4, cx + side * 66 + 24, cy + 42), fill=shade(L.main, 0.85), outline=L.line,
                  width=1.4)
        for j in (-1, 0, 1):
            fx = cx + side * (70 + j * 10)
            b.ellipse((fx - 5, GROUND - 6, fx + 5, GROUND + 2), fill=shade(L.main, 0.85), outline=L.line, width=1.2)
    if L.o("moss"):
        rnd = rng("moss", L.name)
        for i in range(11):
            a = math.radians(190 + i * 16)
            x, y = cx + math.cos(a) * 58, cy - 4 + math.sin(a) * 40
            b.circle(x, y, rnd.uniform(9, 13), fill=(84, 128, 52), outline=(40, 66, 30), width=1.2)
    b.ellipse((cx - 62, cy - 44, cx + 62, cy + 44), fill=L.main, outline=L.line, width=1.6)
    b.ellipse((cx - 40, cy + 2, cx + 40, cy + 42), fill=L.second)
    for side in (-1, 1):  # front legs
        b.rect((cx + side * 26 - 7, cy + 18, cx + side * 26 + 7, GROUND - 2), fill=L.main, outline=L.line, width=1.3,
               radius=6)
        for j in (-1, 0, 1):
            fx = cx + side * 26 + j * 7
            b.ellipse((fx - 4.5, GROUND - 6, fx + 4.5, GROUND + 2), fill=L.main, outline=L.line, width=1.2)
    for side in (-1, 1):
        ex, ey = cx + side * 32, cy - 40
        b.circle(ex, ey, 18, fill=L.main, outline=L.line, width=1.5)
    rnd = rng("warts", L.name)
    for _ in range(12):
        a, rr = rnd.uniform(math.pi * 1.05, math.pi * 1.95), rnd.uniform(0.35, 0.85)
        x, y = cx + math.cos(a) * 58 * rr, cy + 4 + math.sin(a) * 36 * rr
        d.circle(x, y, rnd.uniform(1.8, 3.2), fill=shade(L.main, 0.7))
        d.circle(x - 0.6, y - 0.6, 1.0, fill=shade(L.main, 1.25))
    if L.o("moss"):
        for i in range(5):
            x = cx - 40 + i * 20
            d.line([(x, cy - 46), (x + 3, cy - 56)], fill=(140, 190, 80), width=1.4)
            d.circle(x + 3, cy - 57, 2, fill=(230, 200, 90))
    for side in (-1, 1):
        ex, ey = cx + side * 32, cy - 42
        d.circle(ex, ey, 12, fill=INK)
        d.circle(ex, ey, 10.5, fill=L.o("eye", (226, 176, 50)))
        d.ellipse((ex - 7, ey - 2.6, ex + 7, ey + 2.6), fill=INK)
        d.circle(ex - 4, ey - 4, 2.6, fill=(255, 255, 255))
    d.line(curve((cx - 46, cy - 8), (cx, cy + 16), (cx + 46, cy - 8), steps=16), fill=shade(L.main, 0.35), width=2)
    for side in (-1, 1):
        d.circle(cx + side * 36, cy - 4, 3.5, fill=rgba(PINK, 150))


def plan_lizard(b: Pen, d: Pen, L: Look) -> None:
    """A lizard, newt or basilisk seen from above, curled in an S with its legs splayed."""
    kind = L.o("kind", "lizard")
    big = kind == "basilisk"
    spine = curve((96, 38), (150, 70), (40, 120), (128, 172), steps=30)
    width = (lambda t: 30 * (1 - t) ** 0.8 + 4) if not big else (lambda t: 38 * (1 - t) ** 0.7 + 5)
    # legs first
    for j, t_i in enumerate((7, 16)):
        x, y = spine[t_i]
        ax, ay = spine[t_i + 1][0] - spine[t_i - 1][0], spine[t_i + 1][1] - spine[t_i - 1][1]
        n = math.hypot(ax, ay)
        nx, ny = -ay / n, ax / n
        for side in (-1, 1):
            knee = (x + nx * side * 24, y + ny * side * 24 - 6 + j * 10)
            foot = (knee[0] + nx * side * 8 + (-8 if j == 0 else 8), knee[1] + (-10 if j == 0 else 10))
            ribbon(b, [(x, y), knee, foot], [12, 9, 7], L.main, outline=L.line, width=1.3)
            for f in (-1, 0, 1):
                a = math.atan2(foot[1] - knee[1], foot[0] - knee[0]) + f * 0.6
                tx, ty = foot[0] + math.cos(a) * 7, foot[1] + math.sin(a) * 7
                b.line([foot, (tx, ty)], fill=L.main, width=2.2)
                b.circle(tx, ty, 2, fill=L.main)
    ribbon(b, spine[3:], lambda t: width(t * 0.9 + 0.1), L.main, outline=L.line, width=1.5)
    if kind == "newt":  # bright belly showing along the flanks
        ribbon(b, spine[5:26], lambda t: width(t * 0.8 + 0.15) * 0.35, L.second)
        for i in range(6, 24, 3):
            x, y = spine[i]
            d.circle(x, y, 2.6, fill=shade(L.second, 1.2))
    else:
        for i in range(5, 26, 2):
            x, y = spine[i]
            w = width(i / 30) * 0.25
            d.polygon([(x - w, y), (x, y - w * 0.8), (x + w, y), (x, y + w * 0.8)], fill=shade(L.main, 0.7))
    if big or kind == "lizard":
        for i in range(6, 24, 2):  # spines along the back
            x, y = spine[i]
            ax, ay = spine[i + 1][0] - x, spine[i + 1][1] - y
            d.polygon([(x - 2, y), (x + ax * 0.8, y + ay * 0.8 - 1), (x + 2, y)], fill=L.accent if big else shade(L.main, 1.3))
    hx, hy = spine[2]
    hr = 22 if big else 17
    if big:  # the basilisk's crown of spikes
        for j in range(7):
            a = math.radians(200 + j * 23)
            b.polygon([(hx + math.cos(a - 0.2) * hr, hy + math.sin(a - 0.2) * hr * 0.8),
                       (hx + math.cos(a) * hr * 1.8, hy + math.sin(a) * hr * 1.6),
                       (hx + math.cos(a + 0.2) * hr, hy + math.sin(a + 0.2) * hr * 0.8)], fill=GOLD, outline=(120, 80, 20),
                      width=1.2)
    b.ellipse((hx - hr, hy - hr * 0.85, hx + hr, hy + hr * 0.95), fill=L.main, outline=L.line, width=1.5)
    b.ellipse((hx - hr * 0.6, hy + hr * 0.1, hx + hr * 0.6, hy + hr * 0.85), fill=shade(L.main, 1.12))
    style = "glow" if big else "cute"
    eyes(d, L, hx, hy - hr * 0.15, hr, 0.58, 0.3, style)
    d.line(curve((hx - hr * 0.5, hy + hr * 0.5), (hx, hy + hr * 0.75), (hx + hr * 0.5, hy + hr * 0.5), steps=8),
           fill=shade(L.main, 0.35), width=1.4)
    if kind == "newt":
        d.circle(hx - hr * 0.65, hy + hr * 0.35, 3, fill=rgba(PINK, 160))
        d.circle(hx + hr * 0.65, hy + hr * 0.35, 3, fill=rgba(PINK, 160))


def serpent_head(b: Pen, d: Pen, L: Look, hx: float, hy: float, r: float, tongue: bool = True) -> None:
    """A front-facing serpent's head: broad cheeks, slit eyes, nostrils and a forked tongue."""
    if tongue:
        d.line([(hx, hy + r * 0.7), (hx, hy + r * 1.25)], fill=(200, 40, 50), width=1.6)
        for side in (-1, 1):
            d.line([(hx, hy + r * 1.25), (hx + side * r * 0.2, hy + r * 1.5)], fill=(200, 40, 50), width=1.4)
    b.polygon([(hx - r * 1.05, hy - r * 0.2), (hx - r * 0.7, hy - r * 0.85), (hx + r * 0.7, hy - r * 0.85),
               (hx + r * 1.05, hy - r * 0.2), (hx + r * 0.55, hy + r * 0.8), (hx - r * 0.55, hy + r * 0.8)], fill=L.main,
              outline=L.line, width=1.5)
    b.polygon([(hx - r * 0.4, hy + r * 0.1), (hx + r * 0.4, hy + r * 0.1), (hx + r * 0.45, hy + r * 0.75),
               (hx - r * 0.45, hy + r * 0.75)], fill=shade(L.main, 1.15))
    eyes(d, L, hx, hy - r * 0.25, r, 0.52, 0.22, "slit")
    for side in (-1, 1):
        d.circle(hx + side * r * 0.16, hy + r * 0.42, r * 0.05, fill=INK)
    if L.o("fangs"):
        for side in (-1, 1):
            fx = hx + side * r * 0.28
            d.polygon([(fx - r * 0.07, hy + r * 0.74), (fx + r * 0.07, hy + r * 0.74), (fx, hy + r * 1.05)],
                      fill=(250, 246, 232), outline=INK, width=0.6)


def coils(b: Pen, d: Pen, L: Look, cx: float, base: float, rx: float, n: int = 3) -> None:
    """A serpent's body coiled in stacked rings on the ground."""
    for i in range(n):
        y = base - 12 - i * 15
        w = rx * (1 - i * 0.2)
        b.ellipse((cx - w, y - 14, cx + w, y + 14), fill=L.main, outline=L.line, width=1.5)
        b.chord((cx - w * 0.85, y - 2, cx + w * 0.85, y + 13), 0, 180, fill=L.second)
        if L.o("zigzag"):
            pts = [(cx - w * 0.8 + j * w * 0.2, y - 6 + (5 if j % 2 else 0)) for j in range(9)]
            d.line(pts, fill=shade(L.main, 0.5), width=2.4)


def plan_serpent(b: Pen, d: Pen, L: Look) -> None:
    """A viper coiled on the ground, its head raised to strike."""
    cx = 96
    coils(b, d, L, cx, GROUND + 2, 60)
    neck = curve((cx + 30, GROUND - 46), (cx + 34, 70), (cx - 10, 84), (cx - 4, 58), steps=16)
    ribbon(b, neck, lambda t: 20 - 4 * t, L.main, outline=L.line, width=1.5)
    ribbon(b, neck[2:-2], lambda t: 8, L.second)
    serpent_head(b, d, L, cx - 4, 50, 26)


def plan_hydra(b: Pen, d: Pen, L: Look) -> None:
    """A hydra: one coiled body in the fen and three necks, each with its own head."""
    cx = 96
    coils(b, d, L, cx, GROUND + 2, 66, 2)
    heads = [((cx - 46, 66), 18), ((cx + 48, 62), 18), ((cx, 42), 22)]
    for (hx, hy), r in heads:
        neck = curve((cx + (hx - cx) * 0.3, GROUND - 30), ((hx + cx) / 2 + (hx - cx) * 0.3, 110), (hx, hy + r * 0.5), steps=14)
        ribbon(b, neck, lambda t: 18 - 5 * t, L.main, outline=L.line, width=1.5)
        ribbon(b, neck[1:-1], lambda t: 6, L.second)
    for (hx, hy), r in heads:
        serpent_head(b, d, L, hx, hy, r, tongue=r > 20)


def plan_eel(b: Pen, d: Pen, L: Look) -> None:
    """An eel winding through dark water, a glowing lure dangling before its jaws."""
    spine = [(40 + t * 1.4, 104 + math.sin(t / 22) * 26 - t * 0.1) for t in range(0, 101, 4)]
    spine = [(x, y) for x, y in spine]
    for i in range(1, len(spine) - 2, 2):  # dorsal fin
        x, y = spine[i]
        b.polygon([(x - 4, y - 8), (x, y - 20 + (i % 4)), (x + 6, y - 8)], fill=shade(L.main, 0.7), outline=L.line, width=1)
    ribbon(b, spine, lambda t: 30 - 24 * t, L.main, outline=L.line, width=1.5)
    ribbon(b, spine[1:-3], lambda t: 10 - 8 * t, L.second, caps=False)
    tail = spine[-1]
    b.polygon([(tail[0] - 4, tail[1]), (tail[0] + 20, tail[1] - 14), (tail[0] + 16, tail[1] + 12)], fill=shade(L.main, 0.7),
              outline=L.line, width=1.2)
    hx, hy = spine[0]
    b.ellipse((hx - 22, hy - 18, hx + 16, hy + 18), fill=L.main, outline=L.line, width=1.5)
    lure = L.o("lure", (255, 220, 120))
    stalk = curve((hx - 2, hy - 16), (hx - 10, hy - 52), (hx - 28, hy - 40), steps=10)
    b.line(stalk, fill=shade(L.main, 0.8), width=2)
    lx, ly = stalk[-1]
    L.glows.append((lx, ly + 4, 34, lure, 0.9))
    d.circle(lx, ly + 4, 6, fill=lure)
    d.circle(lx - 1.5, ly + 2.5, 2.4, fill=(255, 255, 240))
    d.polygon([(hx - 22, hy + 2), (hx - 4, hy - 2), (hx - 4, hy + 8), (hx - 20, hy + 10)], fill=(40, 20, 30))
    for j in range(4):
        x = hx - 19 + j * 4.5
        d.polygon([(x - 1.5, hy + 1), (x + 1.5, hy + 0.5), (x, hy + 5)], fill=(250, 246, 232))
    d.circle(hx - 6, hy - 8, 5, fill=INK)
    d.circle(hx - 6, hy - 8, 4, fill=L.eye)
    d.circle(hx - 6, hy - 8, 2, fill=INK)
    d.circle(hx - 7.4, hy - 9.4, 1.1, fill=(255, 255, 255))
    for x, y, r in ((150, 50, 4), (160, 38, 3), (140, 36, 2.4), (58, 150, 3)):
        d.circle(x, y, r, outline=(210, 236, 246), width=1)


def plan_leech(b: Pen, d: Pen, L: Look) -> None:
    """A fat leech arched like an inchworm, its round toothed mouth turned to the viewer."""
    spine = curve((158, GROUND - 10), (150, 40), (60, 40), (56, 96), steps=26)
    ribbon(b, spine, lambda t: 34 + 10 * math.sin(math.pi * t), L.main, outline=L.line, width=1.6)
    for i in range(2, len(spine) - 2, 2):
        x, y = spine[i]
        ax, ay = spine[i + 1][0] - spine[i - 1][0], spine[i + 1][1] - spine[i - 1][1]
        n = math.hypot(ax, ay)
        nx, ny = -ay / n * 18, ax / n * 18
        d.line([(x + nx, y + ny), (x - nx, y - ny)], fill=shade(L.main, 0.6), width=1.2)
    stripe = curve((158, GROUND - 14), (150, 48), (60, 48), (58, 96), steps=26)
    d.line(stripe[2:-3], fill=(214, 140, 60), width=2.4)
    b.ellipse((142, GROUND - 14, 176, GROUND + 2), fill=shade(L.main, 0.8), outline=L.line, width=1.4)
    hx, hy = 56, 104
    b.circle(hx, hy, 24, fill=L.main, outline=L.line, width=1.6)
    d.circle(hx, hy + 6, 14, fill=(120, 40, 50))
    d.circle(hx, hy + 6, 9, fill=(50, 14, 20))
    for j in range(10):
        a = 2 * math.pi * j / 10
        x, y = hx + math.cos(a) * 11.5, hy + 6 + math.sin(a) * 11.5
        d.polygon([(x + math.cos(a + 1.57) * 2, y + math.sin(a + 1.57) * 2), (x - math.cos(a) * 5, y - math.sin(a) * 5),
                   (x - math.cos(a + 1.57) * 2, y - math.sin(a + 1.57) * 2)], fill=(250, 240, 226))
    for side in (-1, 1):
        d.circle(hx + side * 11, hy - 14, 4, fill=INK)
        d.circle(hx + side * 11 - 1.2, hy - 15.2, 1.4, fill=(255, 255, 255))


# ---- insects


def plan_beetle(b: Pen, d: Pen, L: Look) -> None:
    """A beetle from above: a round split shell with bark-like ridges, six legs and a horn."""
    cx, cy = 96, 112
    leg_col = shade(L.main, 0.5)
    for j, y in enumerate((cy - 24, cy + 2, cy + 28)):
        for side in (-1, 1):
            knee = (cx + side * 56, y - 12 + j * 10)
            foot = (cx + side * 70, y + 6 + j * 12)
            ribbon(b, [(cx + side * 24, y), knee, foot], [9, 7, 4], leg_col, outline=INK, width=1.2)
    for side in (-1, 1):
        d.line(curve((cx + side * 10, cy - 62), (cx + side * 22, cy - 80), (cx + side * 36, cy - 80), steps=10), fill=INK,
               width=2)
    b.polygon([(cx - 7, cy - 60), (cx - 10, cy - 88), (cx - 2, cy - 80), (cx, cy - 96), (cx + 2, cy - 80), (cx + 10, cy - 88),
               (cx + 7, cy - 60)], fill=shade(L.main, 0.6), outline=INK, width=1.2)
    b.ellipse((cx - 20, cy - 70, cx + 20, cy - 44), fill=shade(L.main, 0.5), outline=INK, width=1.4)
    b.ellipse((cx - 38, cy - 54, cx + 38, cy - 14), fill=shade(L.main, 0.72), outline=INK, width=1.4)
    box = (cx - 46, cy - 28, cx + 46, cy + 70)
    for a0, a1 in ((90, 270), (270, 450)):
        b.polygon(arc_points(box, a0, a1), fill=L.main, outline=L.line, width=1.5)
    b.line([(cx, cy - 28), (cx, cy + 70)], fill=INK, width=1.6)
    rnd = rng("bark", L.name)
    for side in (-1, 1):
        for j in range(4):
            x = cx + side * (9 + j * 8)
            top = cy - 22 + j * j * 1.5
            pts = [(x + side * rnd.uniform(-1.5, 1.5) + side * i * i * 0.12, top + i * (84 - j * j * 4) / 8) for i in range(9)]
            d.line(pts, fill=shade(L.main, 0.62), width=1.2)
        d.ellipse((cx + side * 22 - 8, cy - 22, cx + side * 22 + 2, cy), fill=rgba((255, 255, 240), 120))
    d.ellipse((cx - 20, cy - 50, cx - 6, cy - 40), fill=rgba((255, 255, 240), 90))
    for side in (-1, 1):
        d.circle(cx + side * 13, cy - 58, 4.6, fill=INK)
        d.circle(cx + side * 13 - 1.4, cy - 59.4, 1.7, fill=(255, 255, 255))


def plan_moth(b: Pen, d: Pen, L: Look) -> None:
    """A moth from the front: broad patterned wings with eye-spots, a furry body, feathery antennae."""
    cx, cy = 96, 100
    wing = L.main
    for side in (-1, 1):
        b.polygon([(cx + side * 6, cy - 6), (cx + side * 40, cy - 62), (cx + side * 80, cy - 52), (cx + side * 74, cy - 8),
                   (cx + side * 46, cy + 10)], fill=wing, outline=L.line, width=1.5)
        b.polygon([(cx + side * 6, cy + 4), (cx + side * 52, cy + 10), (cx + side * 62, cy + 42), (cx + side * 34, cy + 60),
                   (cx + side * 10, cy + 34)], fill=shade(wing, 0.88), outline=L.line, width=1.5)
        b.polygon([(cx + side * 20, cy - 14), (cx + side * 48, cy - 48), (cx + side * 70, cy - 42), (cx + side * 66, cy - 16)],
                  fill=shade(wing, 0.8))
    for side in (-1, 1):
        ex, ey = cx + side * 50, cy - 30
        d.circle(ex, ey, 11, fill=shade(wing, 0.4))
        d.circle(ex, ey, 7.5, fill=L.eye)
        d.circle(ex, ey, 3.6, fill=INK)
        d.circle(ex - 1.5, ey - 1.5, 1.3, fill=(255, 255, 255))
        d.circle(cx + side * 36, cy + 32, 5, fill=shade(wing, 0.5))
        for j in range(4):
            d.line([(cx + side * 12, cy + 2), (cx + side * (70 - j * 8), cy - 56 + j * 12)], fill=rgba(shade(wing, 0.6), 110),
                   width=0.8)
        d.line(curve((cx + side * 3, cy - 30), (cx + side * 14, cy - 58), (cx + side * 30, cy - 66), steps=10),
               fill=shade(wing, 0.35), width=1.6)
        for j in range(6):
            t = 0.3 + j * 0.12
            px, py = cx + side * (3 + 27 * t), cy - 30 - 36 * t + 8 * t * t
            d.line([(px, py), (px + side * 5, py - 4)], fill=shade(wing, 0.35), width=1)
            d.line([(px, py), (px - side * 2, py - 6)], fill=shade(wing, 0.35), width=1)
    body = mix(L.main, (120, 110, 100), 0.4)
    b.ellipse((cx - 10, cy - 24, cx + 10, cy + 44), fill=body, outline=shade(body, 0.4), width=1.4)
    for j in range(4):
        d.line([(cx - 8, cy + 8 + j * 8), (cx + 8, cy + 8 + j * 8)], fill=shade(body, 0.6), width=1)
    b.circle(cx, cy - 28, 13, fill=mix(body, (250, 250, 240), 0.4), outline=shade(body, 0.4), width=1.4)
    if "crypt" in L.name.lower():  # a little skull on its back
        d.circle(cx, cy - 4, 5, fill=(240, 236, 220))
        d.rect((cx - 3, cy, cx + 3, cy + 5), fill=(240, 236, 220))
        d.circle(cx - 2, cy - 4, 1.3, fill=INK)
        d.circle(cx + 2, cy - 4, 1.3, fill=INK)
    eyes(d, L, cx, cy - 28, 13, 0.48, 0.34, "bead")
    L.glows.append((cx, cy - 10, 80, mix(L.main, (255, 255, 230), 0.5), 0.25))


def plan_darter(b: Pen, d: Pen, L: Look) -> None:
    """A dragonfly from above: four long misty wings, a slender body and great round eyes."""
    cx = 96
    wing = rgba(mix(L.main, (255, 255, 255), 0.45), 150)
    for j, y in enumerate((62, 84)):
        for side in (-1, 1):
            tip = (cx + side * 84, y - 10 + j * 20)
            b.ellipse((min(cx + side * 6, tip[0]), y - 10 + j * 4, max(cx + side * 6, tip[0]), y + 12 + j * 6), fill=wing,
                      outline=rgba(shade(L.main, 0.5), 220), width=1.2)
            for i in range(1, 5):
                x = cx + side * (6 + 15 * i)
                d.line([(x, y - 6 + j * 4), (x + side * 4, y + 8 + j * 6)], fill=rgba(shade(L.main, 0.6), 120), width=0.8)
            d.line([(cx + side * 8, y), (tip[0] - side * 4, y + j * 8)], fill=rgba(shade(L.main, 0.5), 170), width=1)
    body = shade(L.main, 0.75)
    for i in range(9):
        y = 92 + i * 9
        w = 7.5 - i * 0.4
        b.ellipse((cx - w, y - 5, cx + w, y + 6), fill=body if i % 2 else shade(body, 1.25), outline=shade(body, 0.4), width=1.2)
    b.ellipse((cx - 14, 56, cx + 14, 98), fill=body, outline=shade(body, 0.4), width=1.4)
    b.ellipse((cx - 11, 60, cx + 11, 74), fill=shade(body, 1.3))
    for side in (-1, 1):
        b.circle(cx + side * 12, 44, 13, fill=L.eye, outline=shade(L.eye, 0.35), width=1.4)
        d.circle(cx + side * 12 - 4, 40, 3.6, fill=(255, 255, 255))
        d.circle(cx + side * 12 + 3, 47, 1.6, fill=(255, 255, 255))
    d.arc((cx - 7, 48, cx + 7, 60), 20, 160, fill=INK, width=1.4)
    L.glows.append((cx, 80, 90, (230, 250, 255), 0.3))


def plan_swarm(b: Pen, d: Pen, L: Look) -> None:
    """A swirling cloud of grave-dust and tiny wings with two glowing eyes in its heart."""
    rnd = rng("swarm", L.name)
    cx, cy = 96, 98
    for _ in range(26):
        a = rnd.uniform(0, 2 * math.pi)
        rr = rnd.uniform(0, 1) ** 0.6
        x, y = cx + math.cos(a) * 40 * rr, cy + math.sin(a) * 34 * rr
        b.circle(x, y, rnd.uniform(14, 22), fill=shade(L.main, rnd.uniform(0.45, 0.62)))
    for _ in range(60):
        a = rnd.uniform(0, 2 * math.pi)
        rr = rnd.uniform(0.55, 1.25)
        x, y = cx + math.cos(a) * 70 * rr, cy + math.sin(a) * 58 * rr
        if not (20 < x < 172 and 20 < y < 172):
            continue
        s = rnd.uniform(2.2, 4)
        wing = shade(L.main, 1.25)
        d.ellipse((x - s * 1.6, y - s * 1.2, x, y), fill=wing)
        d.ellipse((x, y - s * 1.2, x + s * 1.6, y), fill=wing)
        d.ellipse((x - s * 0.5, y - s * 0.6, x + s * 0.5, y + s * 0.9), fill=shade(L.main, 0.25))
    for j in range(3):
        pts = [(cx + math.cos(t / 8 + j * 2) * (20 + t), cy + math.sin(t / 8 + j * 2) * (16 + t * 0.8)) for t in range(0, 50, 2)]
        d.line(pts, fill=rgba(shade(L.main, 1.4), 120), width=1.4)
    L.glows.append((cx, cy, 60, (200, 255, 190), 0.35))
    for side in (-1, 1):
        L.glows.append((cx + side * 14, cy - 4, 16, (190, 255, 160), 0.9))
        d.polygon([(cx + side * 5, cy - 8), (cx + side * 26, cy - 14), (cx + side * 20, cy + 4)], fill=(210, 255, 190))


# ---- plants, spirits and stone


def plan_mushroom(b: Pen, d: Pen, L: Look) -> None:
    """A walking toadstool: a spotted cap over a stout stalk with a face, root feet and arms."""
    cx = 96
    stalk = (236, 224, 198)
    for side in (-1, 1):
        b.ellipse((cx + side * 22 - 12, GROUND - 12, cx + side * 22 + 12, GROUND + 2), fill=shade(stalk, 0.8),
                  outline=shade(stalk, 0.4), width=1.3)
        ribbon(b, [(cx + side * 26, 112), (cx + side * 44, 124), (cx + side * 50, 140)], [9, 7, 5], stalk,
               outline=shade(stalk, 0.45), width=1.2)
    b.rect((cx - 30, 86, cx + 30, GROUND - 6), fill=stalk, outline=shade(stalk, 0.45), width=1.5, radius=22)
    b.ellipse((cx - 64, 86, cx + 64, 104), fill=shade(L.main, 0.55), outline=L.line, width=1.2)
    for j in range(-6, 7):
        d.line([(cx + j * 8, 90), (cx + j * 10.5, 102)], fill=shade(L.main, 0.4), width=1)
    b.polygon(arc_points((cx - 70, 22, cx + 70, 128), 180, 360), fill=L.main, outline=L.line, width=1.6)
    rnd = rng("spots", L.name)
    for x, y, r in ((cx - 36, 58, 8), (cx, 40, 10), (cx + 36, 56, 7), (cx - 12, 66, 5), (cx + 18, 68, 5), (cx - 54, 72, 4),
                    (cx + 54, 72, 4)):
        d.circle(x + rnd.uniform(-2, 2), y, r, fill=(250, 246, 236))
    eyes(d, L, cx, 118, 26, 0.4, 0.24)
    d.arc((cx - 8, 124, cx + 8, 136), 20, 160, fill=INK, width=1.6)
    for side in (-1, 1):
        d.circle(cx + side * 17, 128, 3, fill=rgba(PINK, 170))
    b.polygon(arc_points((cx + 40, 138, cx + 60, 158), 180, 360), fill=shade(L.main, 1.1), outline=L.line, width=1)
    b.rect((cx + 47, 147, cx + 53, GROUND), fill=stalk)


def leaf(pen: Pen, x: float, y: float, size: float, angle: float, colour, vein=None) -> None:
    """A pointed leaf at (x, y) pointing towards `angle` degrees."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    tip = (x + ux * size, y + uy * size)
    pts = [(x, y), (x + ux * size * 0.4 + px * size * 0.38, y + uy * size * 0.4 + py * size * 0.38), tip,
           (x + ux * size * 0.4 - px * size * 0.38, y + uy * size * 0.4 - py * size * 0.38)]
    pen.polygon(pts, fill=colour, outline=shade(colour, 0.45), width=max(0.6, size * 0.05))
    if vein:
        pen.line([(x, y), (x + ux * size * 0.8, y + uy * size * 0.8)], fill=vein, width=max(0.5, size * 0.05))


def plan_vine(b: Pen, d: Pen, L: Look) -> None:
    """A creeper: a knot of ivy with eyes peering out, reaching with curling tendrils."""
    rnd = rng("ivy", L.name)
    cx, cy = 96, 96
    vine = (90, 76, 46)
    for i in range(7):
        a = math.radians(-160 + i * 45 + rnd.uniform(-10, 10))
        pts = curve((cx, cy), (cx + math.cos(a) * 50, cy + math.sin(a) * 40 + 10),
                    (cx + math.cos(a + 0.6) * 74, min(GROUND, cy + math.sin(a + 0.6) * 64)), steps=14)
        ribbon(b, pts, lambda t: 8 - 5 * t, vine, outline=shade(vine, 0.5), width=1.1)
        for j in (5, 9, 13):
            x, y = pts[j]
            leaf(b, x, y, rnd.uniform(10, 15), math.degrees(a) + rnd.uniform(-70, 70), shade(L.main, rnd.uniform(0.8, 1.15)))
        tx, ty = pts[-1]
        curl = [(tx + math.cos(t / 2.5) * (6 - t / 4), ty + math.sin(t / 2.5) * (6 - t / 4)) for t in range(0, 18)]
        d.line(curl, fill=shade(vine, 1.3), width=1.2)
    b.circle(cx, cy, 40, fill=shade(L.main, 0.6), outline=L.line, width=1.5)
    for _ in range(22):
        a = rnd.uniform(0, 2 * math.pi)
        rr = rnd.uniform(0.3, 1.0)
        x, y = cx + math.cos(a) * 38 * rr, cy + math.sin(a) * 38 * rr
        if abs(y - cy + 4) < 10 and abs(x - cx) < 26:
            continue
        leaf(b, x, y, rnd.uniform(12, 18), rnd.uniform(0, 360), shade(L.main, rnd.uniform(0.85, 1.25)),
             shade(L.main, 0.6))
    b.ellipse((cx - 28, cy - 14, cx + 28, cy + 8), fill=(30, 36, 22))
    eyes(d, L, cx, cy - 3, 26, 0.45, 0.26, "glow")


def plan_flower(b: Pen, d: Pen, L: Look) -> None:
    """A lurker of the peat: a great bloom with a toothy maw on a thick stem, leaves and bog."""
    cx = 96
    stem = (70, 110, 56)
    b.ellipse((cx - 64, GROUND - 12, cx + 64, GROUND + 8), fill=(74, 60, 46), outline=(40, 30, 22), width=1.2)
    b.ellipse((cx - 40, GROUND - 8, cx + 30, GROUND + 4), fill=(60, 80, 70))
    ribbon(b, curve((cx + 4, GROUND - 4), (cx + 30, 120), (cx, 90), steps=12), lambda t: 16 - 4 * t, stem,
           outline=shade(stem, 0.45), width=1.4)
    for side, y in ((-1, 140), (1, 128)):
        leaf(b, cx + 8, y, 44, 180 + side * 150 if side < 0 else -20, shade(stem, 1.1), shade(stem, 0.7))
    fx, fy = cx, 74
    n = 7
    for layer, (rr, col) in enumerate(((58, shade(L.main, 0.8)), (46, L.main))):
        for i in range(n):
            a = 2 * math.pi * (i + layer * 0.5) / n - math.pi / 2
            tip = (fx + math.cos(a) * rr, fy + math.sin(a) * rr * 0.85)
            side = (math.cos(a + 1.57) * 15, math.sin(a + 1.57) * 15)
            b.polygon([(fx + side[0], fy + side[1]), (tip[0] + side[0] * 0.6, tip[1] + side[1] * 0.6), tip,
                       (tip[0] - side[0] * 0.6, tip[1] - side[1] * 0.6), (fx - side[0], fy - side[1])], fill=col,
                      outline=L.line, width=1.3)
            d.line([(fx + math.cos(a) * 18, fy + math.sin(a) * 16), (fx + math.cos(a) * rr * 0.8, fy + math.sin(a) * rr * 0.7)],
                   fill=shade(col, 1.3), width=1.2)
    b.circle(fx, fy, 26, fill=(110, 30, 50), outline=INK, width=1.5)
    d.circle(fx, fy + 2, 17, fill=(48, 10, 22))
    for i in range(12):
        a = 2 * math.pi * i / 12
        x, y = fx + math.cos(a) * 19, fy + 2 + math.sin(a) * 19
        d.polygon([(x + math.cos(a + 1.57) * 3, y + math.sin(a + 1.57) * 3), (x - math.cos(a) * 8, y - math.sin(a) * 8),
                   (x - math.cos(a + 1.57) * 3, y - math.sin(a + 1.57) * 3)], fill=(250, 240, 220))
    for side in (-1, 1):
        d.circle(fx + side * 8, fy - 2, 3.4, fill=(255, 230, 90))
        d.circle(fx + side * 8, fy - 2, 1.5, fill=INK)
    L.glows.append((fx, fy, 40, (255, 120, 160), 0.25))


def plan_treant(b: Pen, d: Pen, L: Look) -> None:
    """A tree that walks: a bark body with a knot-hole face, branch arms, roots and a crown."""
    big = L.o("big")
    cx = 96
    bark = L.main
    leaves = nudge(L.o("leaves", (86, 140, 60)), L.name, 14)
    rnd = rng("treant", L.name)
    for side in (-1, 1):  # roots
        for j in range(2):
            ribbon(b, curve((cx + side * 14, 140), (cx + side * (30 + j * 10), 150), (cx + side * (40 + j * 16), GROUND)),
                   lambda t: 14 - 8 * t, shade(bark, 0.85), outline=shade(bark, 0.4), width=1.3)
    for side in (-1, 1):  # arms
        arm = curve((cx + side * 24, 96), (cx + side * 56, 96), (cx + side * 66, 128), steps=12)
        ribbon(b, arm, lambda t: 14 - 6 * t, bark, outline=shade(bark, 0.4), width=1.3)
        hx, hy = arm[-1]
        for f in (-1, 0, 1):
            ribbon(b, [(hx, hy), (hx + side * 4 + f * 7, hy + 14)], [6, 2], bark, outline=shade(bark, 0.4), width=1)
        b.line([arm[5], (arm[5][0] + side * 6, arm[5][1] - 18)], fill=bark, width=4)
        leaf(b, arm[5][0] + side * 6, arm[5][1] - 18, 12, -90 + side * 30, leaves)
    crown_r = 56 if big else 48
    for i in range(11):
        a = math.radians(180 + i * 18)
        x, y = cx + math.cos(a) * crown_r * 0.75, 58 + math.sin(a) * crown_r * 0.5
        b.circle(x, y, rnd.uniform(20, 26), fill=shade(leaves, rnd.uniform(0.75, 1.1)), outline=shade(leaves, 0.45), width=1.3)
    b.polygon([(cx - 30, 150), (cx - 26, 70), (cx - 18, 46), (cx + 18, 46), (cx + 26, 70), (cx + 30, 150)], fill=bark,
              outline=shade(bark, 0.4), width=1.5)
    for j in range(6):
        x = cx - 22 + j * 9
        d.line([(x + rnd.uniform(-2, 2), 60 + j % 2 * 8), (x + rnd.uniform(-3, 3), 100), (x + rnd.uniform(-2, 2), 146)],
               fill=shade(bark, 0.6), width=1.2)
    for i in range(7):
        a = math.radians(200 + i * 23)
        x, y = cx + math.cos(a) * crown_r * 0.55, 48 + math.sin(a) * crown_r * 0.35
        b.circle(x, y, rnd.uniform(16, 22), fill=shade(leaves, rnd.uniform(0.95, 1.25)), outline=shade(leaves, 0.45), width=1.2)
    if L.o("blossoms"):
        for _ in range(14):
            a, rr = rnd.uniform(math.pi, 2 * math.pi), rnd.uniform(0.3, 1)
            x, y = cx + math.cos(a) * crown_r * rr, 52 + math.sin(a) * crown_r * 0.6 * rr
            d.polygon(star_points(x, y, 4, 2, 5), fill=(250, 220, 236))
            d.circle(x, y, 1.2, fill=(240, 190, 60))
    for side in (-1, 1):
        d.ellipse((cx + side * 11 - 7, 78, cx + side * 11 + 7, 90), fill=(30, 22, 14))
        L.glows.append((cx + side * 11, 84, 10, (180, 255, 120), 0.9))
        d.ellipse((cx + side * 11 - 3.5, 81.5, cx + side * 11 + 3.5, 86.5), fill=(200, 255, 150))
        d.line([(cx + side * 3, 74), (cx + side * 19, 72 + (2 if side else 0))], fill=shade(bark, 0.4), width=2.4)
    d.ellipse((cx - 10, 102, cx + 10, 116), fill=(30, 22, 14))
    d.polygon([(cx - 40, 120), (cx - 30, 112), (cx - 26, 124)], fill=(110, 160, 80))


def plan_wisp(b: Pen, d: Pen, L: Look) -> None:
    """A will-o'-the-wisp: a flame with a round glowing belly and a shy little face."""
    cx, cy, r = 96, 116, 36
    core = L.main
    L.glows.append((cx, cy - 10, 92, core, 0.7))
    for scale, colour in ((1.0, shade(core, 0.92)), (0.7, shade(core, 1.25))):
        rr = r * scale
        tips = [(cx - rr * 0.95, cy - rr * 0.2), (cx - rr * 0.8, cy - rr * 1.5), (cx - rr * 0.45, cy - rr * 0.95),
                (cx + rr * 0.05, cy - rr * 2.35), (cx + rr * 0.38, cy - rr * 1.05), (cx + rr * 0.85, cy - rr * 1.7),
                (cx + rr * 0.95, cy - rr * 0.2)]
        pts = []
        for (ax, ay), (bx_, by_) in zip(tips, tips[1:]):
            mid = ((ax + bx_) / 2 + (by_ - ay) * 0.15, (ay + by_) / 2 + (ax - bx_) * 0.1)
            pts += curve((ax, ay), mid, (bx_, by_), steps=6)[:-1]
        pts += arc_points((cx - rr * 0.95, cy - rr * 0.95 * 1.05, cx + rr * 0.95, cy + rr * 0.95), 0, 180, 20)
        b.polygon(pts, fill=colour, outline=shade(core, 0.55) if scale == 1.0 else None, width=1.4)
    eyes(d, L, cx, cy + 4, 30, 0.38, 0.22, "bead")
    d.arc((cx - 6, cy + 10, cx + 6, cy + 20), 20, 160, fill=shade(core, 0.3), width=1.4)
    for side in (-1, 1):
        d.circle(cx + side * 19, cy + 12, 3, fill=rgba(PINK, 150))
    rnd = rng("wisp", L.name)
    for _ in range(12):
        x, y = rnd.uniform(30, 162), rnd.uniform(30, 160)
        d.circle(x, y, rnd.uniform(1.2, 2.8), fill=rgba(shade(core, 1.4), 220))
        L.glows.append((x, y, 7, core, 0.5))


def plan_golem(b: Pen, d: Pen, L: Look) -> None:
    """A stone guardian: blocky torso and fists, a small head with glowing eyes, runes."""
    big = L.o("big")
    cx = 96
    stone = L.main
    rune = L.o("rune", (110, 200, 255))
    ln = shade(stone, 0.4)
    w = 44 if big else 38
    for side in (-1, 1):
        b.rect((cx + side * 22 - 13, 128, cx + side * 22 + 13, GROUND), fill=shade(stone, 0.85), outline=ln, width=1.5, radius=4)
    b.polygon([(cx - w, 60), (cx + w, 60), (cx + w * 0.8, 138), (cx - w * 0.8, 138)], fill=stone, outline=ln, width=1.6)
    for side in (-1, 1):
        b.polygon([(cx + side * (w - 6), 58), (cx + side * (w + 22), 64), (cx + side * (w + 24), 112), (cx + side * (w + 6), 114)],
                  fill=shade(stone, 0.9), outline=ln, width=1.5)
        b.rect((cx + side * (w + 15) - 17, 108, cx + side * (w + 15) + 17, 144), fill=shade(stone, 1.05), outline=ln, width=1.6,
               radius=7)
        b.rect((cx + side * (w - 2) - 16, 50, cx + side * (w - 2) + 16, 74), fill=shade(stone, 1.1), outline=ln, width=1.5, radius=6)
    b.rect((cx - 20, 26, cx + 20, 62), fill=shade(stone, 1.05), outline=ln, width=1.6, radius=6)
    rnd = rng("cracks", L.name)
    for _ in range(6):
        x, y = rnd.uniform(cx - w * 0.7, cx + w * 0.7), rnd.uniform(66, 130)
        d.line([(x, y), (x + rnd.uniform(-8, 8), y + rnd.uniform(4, 10)), (x + rnd.uniform(-10, 10), y + rnd.uniform(10, 16))],
               fill=shade(stone, 0.55), width=1)
    for side in (-1, 1):
        d.rect((cx + side * 9 - 5, 38, cx + side * 9 + 5, 44), fill=shade(rune, 1.4))
        L.glows.append((cx + side * 9, 41, 12, rune, 0.9))
    d.line([(cx - 10, 54), (cx + 10, 54)], fill=shade(stone, 0.45), width=1.6)
    rune_pts = [[(cx - 14, 82), (cx, 72), (cx + 14, 82)], [(cx, 72), (cx, 110)], [(cx - 12, 100), (cx + 12, 92)],
                [(cx - 16, 118), (cx - 6, 112), (cx + 6, 118), (cx + 16, 112)]]
    for pts in rune_pts:
        d.line(pts, fill=shade(rune, 1.3), width=2.2)
    L.glows.append((cx, 96, 40, rune, 0.55))
    if not big:  # moss on the shoulders
        for side in (-1, 1):
            d.ellipse((cx + side * (w - 2) - 14, 47, cx + side * (w - 2) + 8, 55), fill=(96, 140, 70))
    else:  # lava cracks
        for side in (-1, 1):
            d.line([(cx + side * 30, 70), (cx + side * 20, 90), (cx + side * 28, 104)], fill=L.o("cracks", (255, 150, 60)),
                   width=1.6)


def plan_brute(b: Pen, d: Pen, L: Look) -> None:
    """A minotaur: a hulking bull-headed fighter with broken chains hanging from his wrists."""
    cx = 96
    fur = L.main
    ln = L.line
    skin = shade(fur, 1.1)
    for side in (-1, 1):
        b.polygon([(cx + side * 8, 124), (cx + side * 30, 124), (cx + side * 28, 156), (cx + side * 12, 156)], fill=shade(fur, 0.8),
                  outline=ln, width=1.4)
        b.rect((cx + side * 20 - 10, 150, cx + side * 20 + 10, GROUND + 1), fill=(50, 40, 36), outline=INK, width=1.2, radius=3)
    b.polygon([(cx - 44, 62), (cx + 44, 62), (cx + 30, 128), (cx - 30, 128)], fill=skin, outline=ln, width=1.6)
    b.polygon([(cx - 32, 118), (cx + 32, 118), (cx + 36, 140), (cx - 36, 140)], fill=(120, 40, 36), outline=INK, width=1.3)
    d.line([(cx - 24, 78), (cx, 88), (cx + 24, 78)], fill=shade(skin, 0.6), width=1.4)
    d.line([(cx, 88), (cx, 114)], fill=shade(skin, 0.6), width=1.2)
    for side in (-1, 1):
        arm = [(cx + side * 42, 68), (cx + side * 58, 96), (cx + side * 56, 124)]
        ribbon(b, arm, [24, 20, 18], skin, outline=ln, width=1.5)
        b.rect((cx + side * 56 - 11, 112, cx + side * 56 + 11, 124), fill=(120, 124, 132), outline=INK, width=1.3, radius=2)
        b.circle(cx + side * 56, 134, 11, fill=skin, outline=ln, width=1.4)
        for j in range(3):
            y = 142 + j * 8
            d.ellipse((cx + side * 60 - 4, y, cx + side * 60 + 4, y + 9), outline=(150, 154, 162), width=2)
    hx, hy, r = cx, 46, 26
    for side in (-1, 1):
        pts = curve((hx + side * r * 0.8, hy - r * 0.4), (hx + side * r * 2.0, hy - r * 0.5), (hx + side * r * 1.7, hy - r * 1.6),
                    steps=12)
        ribbon(b, pts, lambda t: r * (0.42 - 0.36 * t), HORN, outline=shade(HORN, 0.45), width=1.3)
        b.ellipse((hx + side * r * 1.0 - 9, hy - 6, hx + side * r * 1.0 + 9, hy + 4), fill=fur, outline=ln, width=1.3)
    b.ellipse((hx - r, hy - r, hx + r, hy + r), fill=fur, outline=ln, width=1.6)
    b.rect((hx - r * 0.62, hy + r * 0.1, hx + r * 0.62, hy + r * 1.02), fill=mix(fur, PINK, 0.4), outline=ln, width=1.4,
           radius=r * 0.35)
    eyes(d, L, hx, hy - r * 0.25, r, 0.42, 0.2, "fierce")
    for side in (-1, 1):
        d.ellipse((hx + side * r * 0.26 - 3, hy + r * 0.45, hx + side * r * 0.26 + 3, hy + r * 0.62), fill=INK)
    d.arc((hx - 7, hy + r * 0.55, hx + 7, hy + r * 1.1), 0, 180, fill=GOLD, width=2.2)


def plan_thief(b: Pen, d: Pen, L: Look) -> None:
    """A thief of the Vale: a weasel in a hooded cloak and a domino mask, dagger and swag bag."""
    cx = 96
    cloak = (64, 60, 76)
    fur = L.main
    b.ellipse((cx + 20, 104, cx + 70, 150), fill=(150, 120, 80), outline=(70, 52, 34), width=1.4)
    b.line([(cx + 30, 108), (cx + 10, 70)], fill=(90, 70, 46), width=2.4)
    d.polygon(star_points(cx + 46, 126, 9, 4, 5), fill=(240, 200, 80))
    tail = curve((cx - 20, 150), (cx - 70, 150), (cx - 64, 100), steps=14)
    ribbon(b, tail, lambda t: 12 + 4 * math.sin(math.pi * t), fur, outline=L.line, width=1.4)
    ribbon(b, tail[10:], lambda t: 8 * (1 - t) + 4, shade(fur, 0.5))
    b.polygon([(cx - 42, GROUND), (cx - 30, 76), (cx, 62), (cx + 30, 76), (cx + 42, GROUND)], fill=cloak, outline=INK, width=1.6)
    b.polygon([(cx - 16, 80), (cx + 16, 80), (cx + 12, GROUND), (cx - 12, GROUND)], fill=mix(fur, CREAM, 0.6))
    d.line([(cx - 30, 80), (cx + 30, 80)], fill=(150, 110, 60), width=2)
    d.circle(cx, 80, 3, fill=GOLD)
    # dagger in the near paw
    b.polygon([(cx - 36, 118), (cx - 32, 112), (cx - 60, 86), (cx - 63, 84)], fill=(210, 214, 222), outline=INK, width=1)
    b.line([(cx - 40, 112), (cx - 30, 122)], fill=(120, 90, 50), width=3)
    b.circle(cx - 35, 118, 6, fill=fur, outline=L.line, width=1.2)
    hx, hy, r = cx, 54, 28
    b.polygon([(hx - r * 1.25, hy + r * 0.9), (hx - r * 1.15, hy - r * 0.6), (hx, hy - r * 1.45), (hx + r * 1.15, hy - r * 0.6),
               (hx + r * 1.25, hy + r * 0.9)], fill=shade(cloak, 1.15), outline=INK, width=1.6)
    b.ellipse((hx - r * 0.9, hy - r * 0.78, hx + r * 0.9, hy + r * 0.85), fill=(28, 24, 30))
    b.ellipse((hx - r * 0.78, hy - r * 0.55, hx + r * 0.78, hy + r * 0.8), fill=fur)
    b.polygon([(hx - r * 0.5, hy + r * 0.05), (hx + r * 0.5, hy + r * 0.05), (hx + r * 0.15, hy + r * 0.78),
               (hx - r * 0.15, hy + r * 0.78)], fill=mix(fur, CREAM, 0.6))
    d.polygon([(hx - r * 0.82, hy - r * 0.3), (hx + r * 0.82, hy - r * 0.3), (hx + r * 0.75, hy + r * 0.12), (hx + r * 0.2, hy + r * 0.05),
               (hx, hy + r * 0.18), (hx - r * 0.2, hy + r * 0.05), (hx - r * 0.75, hy + r * 0.12)], fill=(26, 22, 30))
    for side in (-1, 1):
        ex, ey = hx + side * r * 0.38, hy - r * 0.1
        d.ellipse((ex - r * 0.16, ey - r * 0.12, ex + r * 0.16, ey + r * 0.12), fill=(250, 236, 150))
        d.circle(ex, ey, r * 0.07, fill=INK)
    d.polygon([(hx - r * 0.8, hy - r * 0.12), (hx - r * 1.05, hy - r * 0.05), (hx - r * 0.95, hy + r * 0.12)], fill=(26, 22, 30))
    nose_and_mouth(d, L, hx, hy + r * 0.62, r, "dog")


PLANS.update(bird=plan_bird, owl=plan_owl, heron=plan_heron, toad=plan_toad, lizard=plan_lizard, serpent=plan_serpent,
             hydra=plan_hydra, eel=plan_eel, leech=plan_leech, beetle=plan_beetle, moth=plan_moth, darter=plan_darter,
             swarm=plan_swarm, mushroom=plan_mushroom, vine=plan_vine, flower=plan_flower, treant=plan_treant, wisp=plan_wisp,
             golem=plan_golem, brute=plan_brute, thief=plan_thief)


# --------------------------------------------------------------------------- sigil glyphs


def glyph(pen: Pen, sigil: str, cx: float, cy: float, r: float, fill, outline=None) -> None:
    """The sigil's glyph, about 2r across: power a flame, speed a lightning bolt, wisdom an eye."""
    w = r * 0.12
    if sigil == "power":
        pts = curve((cx, cy + r), (cx - r * 1.05, cy + r * 0.75), (cx - r * 0.55, cy - r * 0.2), steps=8)
        pts += curve((cx - r * 0.55, cy - r * 0.2), (cx - r * 0.3, cy + r * 0.1), (cx - r * 0.2, cy - r * 0.35), steps=4)[1:]
        pts += curve((cx - r * 0.2, cy - r * 0.35), (cx - r * 0.1, cy - r * 0.7), (cx + r * 0.1, cy - r * 1.05), steps=6)[1:]
        pts += curve((cx + r * 0.1, cy - r * 1.05), (cx + r * 0.25, cy - r * 0.45), (cx + r * 0.45, cy - r * 0.25), steps=4)[1:]
        pts += curve((cx + r * 0.45, cy - r * 0.25), (cx + r * 0.5, cy - r * 0.5), (cx + r * 0.45, cy - r * 0.6), steps=4)[1:]
        pts += curve((cx + r * 0.45, cy - r * 0.6), (cx + r * 1.1, cy + r * 0.2), (cx, cy + r), steps=8)[1:]
        if outline:
            pen.polygon(pts, fill=outline, outline=outline, width=w * 2.2)
        pen.polygon(pts, fill=fill)
        inner = [(cx + (x - cx) * 0.45, cy + r * 0.45 + (y - cy - r * 0.1) * 0.5) for x, y in pts]
        pen.polygon(inner, fill=outline or shade(fill, 0.7))
    elif sigil == "speed":
        pts = [(cx + r * 0.3, cy - r * 1.05), (cx - r * 0.62, cy + r * 0.12), (cx - r * 0.02, cy + r * 0.12),
               (cx - r * 0.32, cy + r * 1.05), (cx + r * 0.66, cy - r * 0.2), (cx + r * 0.06, cy - r * 0.2),
               (cx + r * 0.42, cy - r * 1.05)]
        if outline:
            pen.polygon(pts, fill=outline, outline=outline, width=w * 2.2)
        pen.polygon(pts, fill=fill)
    else:
        top = curve((cx - r * 1.1, cy), (cx, cy - r * 1.05), (cx + r * 1.1, cy), steps=12)
        bottom = curve((cx + r * 1.1, cy), (cx, cy + r * 1.05), (cx - r * 1.1, cy), steps=12)
        if outline:
            pen.polygon(top + bottom, fill=outline, outline=outline, width=w * 2.2)
        pen.polygon(top + bottom, fill=fill)
        pen.circle(cx, cy, r * 0.42, fill=outline or shade(fill, 0.4))
        pen.circle(cx, cy, r * 0.18, fill=fill)


# --------------------------------------------------------------------------- space emblems

SK = 4  # emblem supersampling
SPACE = 96  # emblem picture size
SC = 47.0  # emblem centre
SR = 40.0  # stepping-stone radius in the emblem picture


def stone(img: Image.Image, rim, face, seed: str, r: float = SR, rim_w: float = 5.0, grain: float = 0.12) -> None:
    """A round stepping stone: a dark edge, a bevelled rim in `rim` and a textured face."""
    k = SK
    pen = Pen(img, k)
    pen.circle(SC, SC, r + 1.2, fill=shade(rim, 0.3))
    pen.circle(SC, SC, r, fill=rim)
    bevel_ring(img, (SC * k, SC * k), r * k, (r - rim_w) * k)
    pen.circle(SC, SC, r - rim_w + 0.8, fill=shade(rim, 0.45))
    face_layer = blank(img.size)
    Pen(face_layer, k).circle(SC, SC, r - rim_w, fill=face)
    face_layer = modulate(face_layer, fractal_noise(img.size, 6, 4, f"space/{seed}"), grain)
    face_layer = modulate(face_layer, linear_shade(img.size, -135, 150, 100), 1.0)
    img.alpha_composite(face_layer)


def face_mask(r: float) -> Image.Image:
    """The stone's face, for clipping emblems."""
    mask = Image.new("L", (SPACE * SK, SPACE * SK), 0)
    Pen(mask, SK).circle(SC, SC, r, fill=255)
    return mask


def emblem_path(img: Image.Image) -> None:
    """A pale flagstone with a few joints and moss in the cracks."""
    stone(img, (176, 160, 130), (218, 204, 174), "path", grain=0.14)
    pen = Pen(img, SK)
    rnd = rng("space", "path")
    joints = [[(SC - 34, SC - 6), (SC - 10, SC - 2), (SC + 6, SC - 16), (SC + 16, SC - 34)],
              [(SC - 10, SC - 2), (SC - 4, SC + 18), (SC - 16, SC + 33)], [(SC - 4, SC + 18), (SC + 33, SC + 12)]]
    for pts in joints:
        pen.line(pts, fill=(160, 144, 116), width=1.3)
        pen.line([(x + 0.8, y + 0.8) for x, y in pts], fill=(232, 222, 200), width=0.6)
    for _ in range(6):
        pts = rnd.choice(joints)
        i = rnd.randrange(len(pts) - 1)
        t = rnd.uniform(0, 1)
        x = pts[i][0] + (pts[i + 1][0] - pts[i][0]) * t
        y = pts[i][1] + (pts[i + 1][1] - pts[i][1]) * t
        pen.circle(x, y, rnd.uniform(1.2, 2.2), fill=(120, 150, 80))


def emblem_wild(img: Image.Image) -> None:
    """A dark-green disc of forest floor with a rosette of bright leaves."""
    stone(img, (104, 132, 70), (40, 78, 44), "wild", grain=0.2)
    pen = Pen(img, SK)
    rnd = rng("space", "wild")
    for i in range(7):
        a = -90 + i * 360 / 7 + rnd.uniform(-8, 8)
        leaf(pen, SC + math.cos(math.radians(a)) * 4, SC + math.sin(math.radians(a)) * 4, 27,
             a, mix((70, 140, 60), (150, 190, 80), rnd.uniform(0, 1)), (40, 80, 40))
    for i in range(5):
        a = -54 + i * 72
        leaf(pen, SC, SC, 16, a, (170, 206, 96), (60, 110, 50))
    pen.circle(SC, SC, 4.5, fill=(120, 84, 50), outline=(60, 40, 24), width=1)


def emblem_home(img: Image.Image, seat: int) -> None:
    """A cottage with a roof in the seat's colour and the seat's shape over its door."""
    colour, shape, _ = SEATS[seat]
    stone(img, colour, (226, 214, 182), f"home{seat}", rim_w=6)
    pen = Pen(img, SK)
    x0, x1, ground = SC - 19, SC + 19, SC + 24
    roof = shade(colour, 0.85)
    pen.rect((SC + 8, SC - 26, SC + 14, SC - 8), fill=(120, 90, 70), outline=INK, width=1)  # chimney
    pen.rect((x0, SC - 4, x1, ground), fill=(240, 228, 200), outline=INK, width=1.4)
    for x in (x0 + 2, x1 - 2):
        pen.line([(x, SC - 3), (x, ground - 1)], fill=(120, 84, 56), width=1.6)
    pen.line([(x0 + 1, SC + 8), (x1 - 1, SC + 8)], fill=(120, 84, 56), width=1.2)
    pen.polygon([(x0 - 6, SC - 2), (SC, SC - 28), (x1 + 6, SC - 2)], fill=roof, outline=INK, width=1.4)
    pen.polygon([(x0 - 6, SC - 2), (SC, SC - 28), (SC, SC - 22), (x0, SC - 2)], fill=shade(roof, 1.25))
    pen.rect((SC - 5, SC + 10, SC + 5, ground), fill=(110, 70, 44), outline=INK, width=1, radius=3)
    pen.rect((x0 + 5, SC + 0, x0 + 12, SC + 7), fill=(255, 220, 130), outline=INK, width=0.8)
    pen.rect((x1 - 12, SC + 0, x1 - 5, SC + 7), fill=(255, 220, 130), outline=INK, width=0.8)
    shape_glyph(pen, shape, SC, SC - 12, 5.2, CREAM, outline=INK, width=0.9)
    smoke = blank(img.size)
    sp = Pen(smoke, SK)
    for j in range(3):
        sp.circle(SC + 12 + j * 3, SC - 30 - j * 5, 2.5 + j, fill=(240, 240, 236, 150 - j * 35))
    img.alpha_composite(smoke.filter(ImageFilter.GaussianBlur(0.8 * SK)))


def emblem_shaman(img: Image.Image) -> None:
    """A shaman's thatched hut beside a glowing blue spring."""
    stone(img, (150, 128, 96), (112, 150, 92), "shaman", grain=0.18)
    clip = face_mask(SR - 5)
    layer = blank(img.size)
    pen = Pen(layer, SK)
    # the spring
    pen.ellipse((SC - 30, SC + 6, SC + 14, SC + 30), fill=(40, 70, 80), outline=INK, width=1.2)
    pen.ellipse((SC - 27, SC + 8, SC + 11, SC + 28), fill=(70, 190, 230))
    pen.ellipse((SC - 20, SC + 12, SC + 2, SC + 22), fill=(170, 240, 255))
    layer.alpha_composite(glow_layer(img.size, ((SC - 8) * SK, (SC + 18) * SK), 28 * SK, (110, 220, 255), 0.7, 1.6))
    # the hut
    hx = SC + 10
    pen.rect((hx - 13, SC - 6, hx + 13, SC + 12), fill=(150, 110, 70), outline=INK, width=1.3)
    for j in range(4):
        pen.line([(hx - 13 + j * 8, SC - 6), (hx - 13 + j * 8, SC + 12)], fill=(110, 76, 48), width=1)
    pen.rect((hx - 4, SC + 1, hx + 4, SC + 12), fill=(40, 28, 20), radius=3)
    pen.polygon([(hx - 20, SC - 2), (hx, SC - 30), (hx + 20, SC - 2)], fill=(206, 170, 92), outline=INK, width=1.3)
    for j in range(5):
        pen.line([(hx, SC - 28), (hx - 16 + j * 8, SC - 3)], fill=(160, 124, 60), width=0.9)
    pen.line([(hx - 2, SC - 30), (hx - 6, SC - 36)], fill=(110, 76, 48), width=1.2)
    pen.line([(hx + 2, SC - 30), (hx + 6, SC - 37)], fill=(110, 76, 48), width=1.2)
    for x, y in ((SC - 18, SC - 4), (SC - 24, SC - 14), (SC - 12, SC - 20)):
        pen.circle(x, y, 1.6, fill=(200, 250, 255))
        layer.alpha_composite(glow_layer(img.size, (x * SK, y * SK), 6 * SK, (140, 230, 255), 0.6, 2))
    img.alpha_composite(masked(layer, clip))


def emblem_thieves(img: Image.Image) -> None:
    """A dark hollow with a thief's pale mask and a glint of steel."""
    stone(img, (84, 70, 76), (34, 28, 36), "thieves", grain=0.15)
    hollow = blank(img.size)
    hollow.alpha_composite(glow_layer(img.size, (SC * SK, SC * SK), 34 * SK, (0, 0, 0), 0.7, 1.2))
    img.alpha_composite(masked(hollow, face_mask(SR - 5)))
    pen = Pen(img, SK)
    pen.line([(SC - 14, SC + 26), (SC + 18, SC + 10)], fill=(120, 84, 50), width=2.4)  # a dagger behind the mask
    pen.polygon([(SC + 14, SC + 10), (SC + 30, SC - 4), (SC + 32, SC - 2), (SC + 18, SC + 14)], fill=(214, 218, 226), outline=INK,
                width=0.8)
    mask = [(SC - 30, SC - 8), (SC - 16, SC - 14), (SC, SC - 10), (SC + 16, SC - 14), (SC + 30, SC - 8), (SC + 26, SC + 4),
            (SC + 12, SC + 10), (SC, SC + 4), (SC - 12, SC + 10), (SC - 26, SC + 4)]
    pen.polygon([(x + 1, y + 1.5) for x, y in mask], fill=(0, 0, 0, 160))
    pen.polygon(mask, fill=(214, 204, 226), outline=INK, width=1.4)
    pen.polygon(mask[:5] + [(SC + 26, SC - 4), (SC, SC - 6), (SC - 26, SC - 4)], fill=(236, 230, 244))
    for side in (-1, 1):
        pen.ellipse((SC + side * 12 - 7, SC - 7, SC + side * 12 + 7, SC + 2), fill=(20, 14, 22))
        pen.circle(SC + side * 12 + 1, SC - 3, 1.6, fill=(250, 220, 90))
    pen.line([(SC - 30, SC - 8), (SC - 38, SC - 2)], fill=(214, 204, 226), width=2)
    pen.line([(SC + 30, SC - 8), (SC + 36, SC + 2)], fill=(214, 204, 226), width=2)


def emblem_warlord(img: Image.Image, sigil: str) -> None:
    """A Warlord's stronghold: a stone tower flying a banner in the sigil's colour."""
    colour = SIGILS[sigil][0]
    stone(img, colour, (70, 70, 80), f"warlord{sigil}", rim_w=6)
    pen = Pen(img, SK)
    wall = (176, 170, 160)
    tx0, tx1, top, ground = SC - 15, SC + 15, SC - 22, SC + 30
    pen.rect((tx0, top, tx1, ground), fill=wall, outline=INK, width=1.4)
    pen.rect((tx0, top, SC - 6, ground), fill=shade(wall, 1.12))
    for i in range(4):
        x = tx0 - 2 + i * 9
        pen.rect((x, top - 7, x + 6, top + 1), fill=wall, outline=INK, width=1.1)
    pen.rect((tx0 - 3, top - 1, tx1 + 3, top + 4), fill=shade(wall, 0.85), outline=INK, width=1.1)
    for j in range(4):
        y = top + 8 + j * 9
        pen.line([(tx0 + 1, y), (tx1 - 1, y)], fill=shade(wall, 0.75), width=0.8)
    pen.line([(SC, top - 7), (SC, top - 24)], fill=INK, width=1.4)
    pen.polygon([(SC, top - 24), (SC + 14, top - 20), (SC, top - 15)], fill=colour, outline=INK, width=0.9)
    bx0, bx1, by0, by1 = SC - 12, SC + 12, top + 7, SC + 22
    pen.polygon([(bx0, by0), (bx1, by0), (bx1, by1), (SC, by1 - 6), (bx0, by1)], fill=shade(colour, 0.55))
    pen.polygon([(bx0 + 1, by0), (bx1 - 1, by0), (bx1 - 1, by1 - 2), (SC, by1 - 8), (bx0 + 1, by1 - 2)], fill=colour, outline=INK,
                width=1.2)
    pen.rect((bx0 - 3, by0 - 2, bx1 + 3, by0 + 1.5), fill=(120, 90, 50), outline=INK, width=0.8)
    glyph(pen, sigil, SC, (by0 + by1 - 6) / 2, 8, (255, 250, 236), outline=shade(colour, 0.35))


def emblem_colosseum(img: Image.Image) -> None:
    """The Emperor's Colosseum from above: an arcaded stone ring round a sand floor."""
    k = SK
    pen = Pen(img, k)
    r = 45.0
    pen.circle(SC, SC, r + 1.2, fill=(70, 54, 36))
    pen.circle(SC, SC, r, fill=(206, 180, 136))
    bevel_ring(img, (SC * k, SC * k), r * k, (r - 8) * k)
    for i in range(24):  # the arcades
        a = 2 * math.pi * i / 24
        x, y = SC + math.cos(a) * (r - 3.6), SC + math.sin(a) * (r - 3.6)
        pen.circle(x, y, 1.7, fill=(92, 70, 48))
    pen.circle(SC, SC, r - 8, fill=(150, 124, 92))
    pen.circle(SC, SC, r - 9.5, fill=(226, 208, 170))
    for j in range(3):  # tiers of seats
        rr = r - 11 - j * 4
        pen.circle(SC, SC, rr, outline=(176, 152, 116), width=1)
    pen.circle(SC, SC, r - 24, fill=(120, 90, 60))
    sand = blank(img.size)
    Pen(sand, k).circle(SC, SC, r - 25.5, fill=(236, 206, 140))
    sand = modulate(sand, fractal_noise(img.size, 8, 3, "space/sand"), 0.18)
    img.alpha_composite(sand)
    pen = Pen(img, k)
    for side in (-1, 1):  # crossed swords on the sand
        ax, ay = SC - side * 11, SC + 11
        bx, by = SC + side * 11, SC - 11
        pen.line([(ax, ay), (bx, by)], fill=(220, 224, 232), width=2.6)
        pen.line([(ax, ay), (bx, by)], fill=(140, 146, 160), width=0.8)
        gx, gy = ax + (bx - ax) * 0.25, ay + (by - ay) * 0.25
        pen.line([(gx - 4, gy - side * 4), (gx + 4, gy + side * 4)], fill=GOLD, width=2)
        pen.circle(ax, ay, 2, fill=GOLD)
    pen.polygon(star_points(SC, SC - 1, 5.5, 2.4, 5), fill=GOLD, outline=INK, width=0.6)
    for i, colour in enumerate(((196, 52, 48), (48, 98, 196), (222, 170, 40), (40, 150, 90), (150, 70, 190), (225, 170, 40))):
        a = -math.pi / 2 + 2 * math.pi * i / 6 + math.pi / 6
        x, y = SC + math.cos(a) * (r - 4), SC + math.sin(a) * (r - 4)
        pen.line([(x, y), (x, y - 9)], fill=INK, width=1)
        pen.polygon([(x, y - 9), (x + 6, y - 7), (x, y - 5)], fill=colour, outline=INK, width=0.5)


def space_keys() -> dict[str, Callable[[Image.Image], None]]:
    """Every emblem by file name (without .png)."""
    keys: dict[str, Callable[[Image.Image], None]] = {"path": emblem_path, "wild": emblem_wild}
    for seat in SEATS:
        keys[f"home_{seat}"] = lambda img, s=seat: emblem_home(img, s)
    keys["shaman"] = emblem_shaman
    keys["thieves"] = emblem_thieves
    for sigil in SIGILS:
        keys[f"warlord_{sigil}"] = lambda img, s=sigil: emblem_warlord(img, s)
    keys["colosseum"] = emblem_colosseum
    return keys


_EMBLEMS: dict[str, Image.Image] = {}


def space_emblem(key: str) -> Image.Image:
    """A space's emblem at 4x (384 x 384) with its drop shadow, cached for the board."""
    if key not in _EMBLEMS:
        img = blank((SPACE * SK, SPACE * SK))
        space_keys()[key](img)
        _EMBLEMS[key] = with_drop_shadow(img, (1.5 * SK, 2.2 * SK), 2.0 * SK, 0.55)
    return _EMBLEMS[key]


def space_key(space) -> str:
    """The emblem of a board space: its kind, with the seat or the sigil."""
    if space.kind == "home":
        return f"home_{space.seat}"
    if space.kind == "warlord":
        return f"warlord_{space.sigil}"
    return space.kind


def build_spaces(out: Path) -> list[Path]:
    """Every space emblem, 96 x 96, into out/spaces/."""
    return save_each(out / "spaces", ((key, lambda key=key: downsample(space_emblem(key), SK)) for key in space_keys()))


# --------------------------------------------------------------------------- the board

CELL = 64  # px per grid cell
BK = 2  # board supersampling
DISC = 44.0  # stepping-stone diameter on the board
ARENA = 82.0  # the Colosseum's diameter on the board
WOODS = {  # wood name -> (space id prefixes, canopy colour, style)
    "Gloamwood": (("gloamwood",), (46, 88, 70), "pine"),
    "Thornwood": (("thornwood", "cutpurse"), (70, 110, 48), "thorn"),
    "Mirewood": (("mirewood", "brigands"), (96, 122, 56), "willow"),
    "Whisperwood": (("whisperwood",), (92, 142, 96), "birch"),
}
RIVER = [(10.3, -0.3), (10.45, 1.0), (10.55, 2.5), (11.0, 3.4), (11.5, 4.2), (11.0, 5.15), (10.8, 6.1), (11.0, 6.8)]
OUTFLOW = [(11.3, 7.1), (11.75, 7.8), (11.98, 8.5), (12.15, 9.15), (12.65, 9.8), (12.95, 10.5), (13.05, 11.3)]
LAKE = (11.0, 6.85, 0.78, 0.62)  # centre x, y, radius x, y in cells
POOLS = [(4.45, 7.45, 0.32, 0.22), (5.45, 5.3, 0.3, 0.2), (7.5, 7.25, 0.3, 0.2), (2.35, 5.55, 0.3, 0.24)]


def catmull(points: Sequence[Point], steps: int = 10) -> list[Point]:
    """A smooth curve through `points` (Catmull-Rom)."""
    pts = [points[0], *points, points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in range(2)))
    out.append(points[-1])
    return out  # type: ignore[return-value]


def seg_dist(p: Point, a: Point, b: Point) -> float:
    """Distance from point p to the segment a-b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if not length2 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


class BoardCanvas:
    """The board being painted at BK x, with what must be kept clear: spaces and roads."""

    def __init__(self, board) -> None:
        self.board = board
        cols, rows = board.size
        self.w, self.h = cols * CELL, rows * CELL
        self.size = (self.w * BK, self.h * BK)
        self.centres = {sid: self.centre(s.at) for sid, s in board.spaces.items()}
        self.links = sorted({tuple(sorted((sid, other))) for sid, s in board.spaces.items() for other in s.links})
        self.water: list[Point] = [self.cell_pt(p) for p in catmull(RIVER + OUTFLOW, 8)]

    @staticmethod
    def centre(at) -> Point:
        """The pixel centre of a grid cell."""
        return (at[0] * CELL + CELL / 2, at[1] * CELL + CELL / 2)

    @staticmethod
    def cell_pt(p: Point) -> Point:
        """Cell coordinates (x, y as fractions of cells) to pixels."""
        return (p[0] * CELL, p[1] * CELL)

    def clear_of_spaces(self, p: Point) -> float:
        """How far p is from the nearest space's rim (negative inside one)."""
        best = 1e9
        for sid, c in self.centres.items():
            r = ARENA / 2 if self.board.spaces[sid].kind == "colosseum" else DISC / 2
            best = min(best, math.hypot(p[0] - c[0], p[1] - c[1]) - r)
        return best

    def clear_of_roads(self, p: Point) -> float:
        """How far p is from the nearest road's centre line."""
        return min(seg_dist(p, self.centres[a], self.centres[b]) for a, b in self.links)

    def clear_of_water(self, p: Point) -> float:
        """How far p is from the river's centre line or the lake's edge (roughly)."""
        best = min(seg_dist(p, a, b) for a, b in zip(self.water, self.water[1:]))
        lx, ly, rx, ry = LAKE
        cx, cy = lx * CELL, ly * CELL
        d = math.hypot((p[0] - cx) / (rx * CELL), (p[1] - cy) / (ry * CELL))
        best = min(best, (d - 1) * min(rx, ry) * CELL)
        for px, py, prx, pry in POOLS:
            d = math.hypot((p[0] - px * CELL) / (prx * CELL), (p[1] - py * CELL) / (pry * CELL))
            best = min(best, (d - 1) * min(prx, pry) * CELL)
        return best

    def free(self, p: Point, space: float, road: float, water: float = 6) -> bool:
        """Is p at least these distances clear of spaces, roads and water?"""
        return (self.clear_of_spaces(p) >= space and self.clear_of_roads(p) >= road and self.clear_of_water(p) >= water)


def meadow(cv: BoardCanvas) -> Image.Image:
    """The grassy vale: mottled greens, paler meadows, darker hollows, and tufts of grass."""
    size = cv.size
    tone = fractal_noise(size, 6, 6, "board/meadow", persistence=0.55)
    img = gradient_map(tone, [(0, (70, 110, 46)), (0.45, (100, 146, 60)), (0.8, (130, 168, 72)), (1, (160, 184, 88))])
    broad = fractal_noise(size, 3, 3, "board/broad")
    warm = Image.new("RGB", size, (176, 170, 84))
    img = Image.composite(warm, img, broad.point(lambda v: max(0, v - 150)))
    img = img.convert("RGBA")
    draw = ImageDraw.Draw(img)
    rnd = rng("board", "tufts")
    for _ in range(9000):
        x, y = rnd.uniform(0, size[0]), rnd.uniform(0, size[1])
        a = math.radians(rnd.uniform(-115, -65))
        length = rnd.uniform(3, 7) * BK
        base = img.getpixel((int(x), int(y)))
        tint = shade(base, rnd.uniform(0.78, 1.22))
        draw.line([(x, y), (x + math.cos(a) * length, y + math.sin(a) * length)], fill=tint, width=BK)
    for _ in range(420):  # wild flowers
        x, y = rnd.uniform(0, size[0]), rnd.uniform(0, size[1])
        c = rnd.choice([(250, 246, 230), (250, 220, 90), (230, 150, 200), (190, 170, 240)])
        r = rnd.uniform(0.8, 1.4) * BK
        draw.ellipse([x - r, y - r, x + r, y + r], fill=c)
    return img


def paint_fields(img: Image.Image, cv: BoardCanvas) -> None:
    """Patchwork fields with furrows by the homesteads."""
    pen = Pen(img, BK)
    rnd = rng("board", "fields")
    fields = [((0.15, 7.2), (1.85, 8.45), 20), ((0.15, 8.55), (1.3, 9.75), -15), ((14.3, 7.3), (15.85, 8.5), 0),
              ((14.7, 8.6), (15.85, 9.8), 30), ((0.15, 1.25), (1.4, 2.6), 10), ((14.6, 1.3), (15.85, 2.7), -20)]
    for (x0, y0), (x1, y1), ang in fields:
        colour = rnd.choice([(188, 170, 90), (150, 160, 70), (176, 140, 84), (126, 152, 66)])
        box = (x0 * CELL, y0 * CELL, x1 * CELL, y1 * CELL)
        layer = blank(img.size)
        lp = Pen(layer, BK)
        lp.rect(box, fill=rgba(colour, 200), radius=6)
        a = math.radians(ang)
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        for i in range(-14, 15):
            ox, oy = -math.sin(a) * i * 4, math.cos(a) * i * 4
            lp.line([(cx + ox - math.cos(a) * 90, cy + oy - math.sin(a) * 90), (cx + ox + math.cos(a) * 90, cy + oy + math.sin(a) * 90)],
                    fill=rgba(shade(colour, 0.78), 160), width=1.2)
        clip = Image.new("L", img.size, 0)
        Pen(clip, BK).rect(box, fill=255, radius=6)
        img.alpha_composite(masked(layer, clip))
        pen.rect(box, outline=(110, 96, 60), width=1.2, radius=6)


def paint_hills(img: Image.Image, cv: BoardCanvas) -> None:
    """Rolling hills round the edges of the vale: a smooth height map lit from the upper left
    (where the ground rises towards the light it brightens, where it falls away it darkens)."""
    rnd = rng("board", "hills")
    height = Image.new("L", img.size, 0)
    hp = Pen(height, BK)
    placed = 0
    for _ in range(600):
        edge = rnd.randrange(4)
        if edge < 2:
            x, y = rnd.uniform(-30, cv.w + 30), (rnd.uniform(-30, 10) if edge == 0 else cv.h - rnd.uniform(-30, 10))
        else:
            x, y = (rnd.uniform(-30, 10) if edge == 2 else cv.w - rnd.uniform(-30, 10)), rnd.uniform(-30, cv.h + 30)
        r = rnd.uniform(34, 56)
        if cv.clear_of_spaces((x, y)) < r * 0.6 or cv.clear_of_roads((x, y)) < r * 0.55:
            continue
        if 5.0 * CELL < x < 10 * CELL and y < 1.4 * CELL:  # the Ashen peaks live there
            continue
        hp.ellipse((x - r, y - r * 0.8, x + r, y + r * 0.8), fill=rnd.randint(150, 230))
        placed += 1
        if placed >= 60:
            break
    height = height.filter(ImageFilter.GaussianBlur(9 * BK))
    d = 4 * BK
    up_left = _offset_mask(height, d, d)
    lit = ImageChops.subtract(height, up_left).point(lambda v: min(255, v * 9))
    dim = ImageChops.subtract(up_left, height).point(lambda v: min(255, v * 9))
    tint = Image.new("RGBA", img.size, (120, 150, 64, 0))
    tint.putalpha(height.point(lambda v: min(150, v * 3 // 2)))
    img.alpha_composite(tint)
    light = Image.new("RGBA", img.size, (226, 232, 160, 0))
    light.putalpha(lit.point(lambda v: v * 150 // 255))
    img.alpha_composite(light)
    dark = Image.new("RGBA", img.size, (30, 50, 22, 0))
    dark.putalpha(dim.point(lambda v: v * 190 // 255))
    img.alpha_composite(dark)
    foot = ImageChops.subtract(height.point(lambda v: 255 if v > 40 else 0), height.point(lambda v: 255 if v > 70 else 0))
    contour = Image.new("RGBA", img.size, (50, 70, 30, 0))
    contour.putalpha(foot.filter(ImageFilter.GaussianBlur(1.5 * BK)).point(lambda v: v * 70 // 255))
    img.alpha_composite(contour)


def paint_water(img: Image.Image, cv: BoardCanvas) -> None:
    """The river from the northern hills under the Old Bridge to the lake, the millrace to
    the south, and the bog pools of the Mirewood."""
    mask = Image.new("L", img.size, 0)
    mp = Pen(mask, BK)
    river = [cv.cell_pt(p) for p in catmull(RIVER, 10)]
    outflow = [cv.cell_pt(p) for p in catmull(OUTFLOW, 10)]
    ribbon(mp, river, lambda t: 9 + 7 * t, 255)
    ribbon(mp, outflow, lambda t: 13 - 2 * t, 255)
    lx, ly, rx, ry = LAKE
    rnd = rng("board", "water")
    mp.polygon(blob(lx * CELL, ly * CELL, rx * CELL, ry * CELL, rnd, 0.1, 18), fill=255)
    for px, py, prx, pry in POOLS:
        mp.polygon(blob(px * CELL, py * CELL, prx * CELL, pry * CELL, rnd, 0.2, 12), fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(1.5 * BK)).point(lambda v: 255 if v > 110 else 0)
    bank = grow(mask, 4 * BK)
    layer = Image.new("RGBA", img.size, (92, 96, 50, 0))
    layer.putalpha(bank.point(lambda v: v * 3 // 4))
    img.alpha_composite(layer)
    depth = mask.filter(ImageFilter.GaussianBlur(6 * BK))
    water = gradient_map(depth, [(0, (120, 176, 196)), (0.6, (74, 136, 176)), (1, (52, 104, 156))]).convert("RGBA")
    water = modulate(water, fractal_noise(img.size, 10, 3, "board/ripples", stretch=(0.5, 2)), 0.14)
    water.putalpha(mask)
    img.alpha_composite(water)
    glint = blank(img.size)
    gp = Pen(glint, BK)
    for _ in range(160):
        x, y = rnd.uniform(0, cv.w), rnd.uniform(0, cv.h)
        if cv.clear_of_water((x, y)) < -4:
            gp.line([(x - 3, y), (x + 3, y)], fill=(220, 240, 250, 170), width=1)
    img.alpha_composite(masked(glint, mask))
    edge = ImageChops.subtract(mask, _offset_mask(mask, 2 * BK, 2 * BK))
    shore = Image.new("RGBA", img.size, (40, 60, 80, 0))
    shore.putalpha(edge.point(lambda v: v // 2))
    img.alpha_composite(shore)
    reeds = Pen(img, BK)
    for _ in range(500):
        x, y = rnd.uniform(0, cv.w), rnd.uniform(0, cv.h)
        c = cv.clear_of_water((x, y))
        if 0 < c < 6 and cv.clear_of_spaces((x, y)) > 6 and cv.clear_of_roads((x, y)) > 9:
            reeds.line([(x, y), (x + rnd.uniform(-1.5, 1.5), y - rnd.uniform(4, 8))], fill=(70, 100, 40), width=1)
            if rnd.random() < 0.3:
                reeds.ellipse((x - 0.9, y - 8, x + 0.9, y - 4.5), fill=(110, 76, 44))


def _offset_mask(mask: Image.Image, dx: float, dy: float) -> Image.Image:
    """A mask moved by (dx, dy)."""
    out = Image.new("L", mask.size, 0)
    out.paste(mask, (int(dx), int(dy)))
    return out


def paint_roads(img: Image.Image, cv: BoardCanvas) -> None:
    """Dirt roads between linked spaces, narrower trails into the wild, and plank bridges
    where a road crosses water."""
    road = Image.new("L", img.size, 0)
    trail = Image.new("L", img.size, 0)
    rp, tp = Pen(road, BK), Pen(trail, BK)
    rnd = rng("board", "roads")
    for a, b in cv.links:
        ka, kb = cv.board.spaces[a].kind, cv.board.spaces[b].kind
        wild = {"wild", "thieves"} & {ka, kb}
        pa, pb = cv.centres[a], cv.centres[b]
        # a little wobble so the roads look trodden, not ruled
        mid = ((pa[0] + pb[0]) / 2 + rnd.uniform(-2, 2), (pa[1] + pb[1]) / 2 + rnd.uniform(-2, 2))
        pts = curve(pa, mid, pb, steps=6)
        if wild:
            tp.line(pts, fill=255, width=9)
        else:
            rp.line(pts, fill=255, width=14)
    both = ImageChops.lighter(road, trail)
    verge = grow(both, 2.5 * BK)
    layer = Image.new("RGBA", img.size, (86, 72, 44, 0))
    layer.putalpha(verge.point(lambda v: v * 2 // 3))
    img.alpha_composite(layer)
    grit = fractal_noise(img.size, 40, 3, "board/dirt")
    dirt = gradient_map(grit, [(0, (150, 118, 78)), (0.5, (184, 152, 104)), (1, (210, 184, 136))]).convert("RGBA")
    dirt.putalpha(road)
    img.alpha_composite(dirt)
    darker = gradient_map(grit, [(0, (112, 90, 58)), (0.5, (140, 112, 74)), (1, (168, 140, 96))]).convert("RGBA")
    darker.putalpha(ImageChops.subtract(trail, road))
    img.alpha_composite(darker)
    # ruts down the middle of the roads
    ruts = blank(img.size)
    up = Pen(ruts, BK)
    for a, b in cv.links:
        if {"wild", "thieves"} & {cv.board.spaces[a].kind, cv.board.spaces[b].kind}:
            continue
        (ax, ay), (bx, by) = cv.centres[a], cv.centres[b]
        length = math.hypot(bx - ax, by - ay)
        nx, ny = -(by - ay) / length, (bx - ax) / length
        for side in (-1, 1):
            up.line([(ax + nx * side * 3.2, ay + ny * side * 3.2), (bx + nx * side * 3.2, by + ny * side * 3.2)],
                    fill=(120, 92, 60, 90), width=1.2)
    img.alpha_composite(masked(ruts, road))
    # bridges where the water runs under a road
    water_mask = Image.new("L", img.size, 0)
    wp = Pen(water_mask, BK)
    ribbon(wp, [cv.cell_pt(p) for p in catmull(RIVER, 10)], lambda t: 9 + 7 * t, 255)
    ribbon(wp, [cv.cell_pt(p) for p in catmull(OUTFLOW, 10)], lambda t: 13 - 2 * t, 255)
    crossing = ImageChops.multiply(grow(both, 1.5 * BK), grow(water_mask, 3 * BK))
    if crossing.getbbox():
        planks = Image.new("RGBA", img.size, (132, 96, 60, 255))
        planks = modulate(planks, fractal_noise(img.size, 60, 2, "board/planks", stretch=(4, 0.25)), 0.3)
        planks.putalpha(crossing)
        img.alpha_composite(shadow_of(planks, (1.5 * BK, 2 * BK), 1.5 * BK, 0.6))
        img.alpha_composite(planks)
        rails = ImageChops.subtract(grow(crossing, 1.2 * BK), crossing)
        rail = Image.new("RGBA", img.size, (70, 48, 30, 0))
        rail.putalpha(rails)
        img.alpha_composite(rail)


def wood_of(space_id: str) -> str | None:
    """The wood a space belongs to, if any."""
    for name, (prefixes, _, _) in WOODS.items():
        if space_id.startswith(prefixes):
            return name
    return None


def tree(pen: Pen, sp: Pen, x: float, y: float, r: float, colour, style: str, rnd: random.Random) -> None:
    """One tree seen from above: its shadow (into the shadow pen) and its crown."""
    sp.circle(x + r * 0.45, y + r * 0.55, r * 1.02, fill=255)
    if style == "pine":
        pts = star_points(x, y, r * 1.08, r * 0.72, 9, rnd.uniform(0, 40))
        pen.polygon(pts, fill=shade(colour, 0.7))
        pen.polygon(star_points(x - r * 0.12, y - r * 0.12, r * 0.78, r * 0.5, 9, rnd.uniform(0, 40)), fill=colour)
        pen.polygon(star_points(x - r * 0.22, y - r * 0.22, r * 0.42, r * 0.26, 7, rnd.uniform(0, 40)), fill=shade(colour, 1.2))
        return
    if style == "willow":
        pen.circle(x, y, r, fill=shade(colour, 0.72))
        for i in range(10):
            a = 2 * math.pi * i / 10 + rnd.uniform(-0.2, 0.2)
            pen.line([(x + math.cos(a) * r * 0.2, y + math.sin(a) * r * 0.2), (x + math.cos(a) * r * 0.95, y + math.sin(a) * r * 0.95)],
                     fill=shade(colour, 1.15), width=max(1.0, r * 0.18))
        pen.circle(x - r * 0.15, y - r * 0.15, r * 0.35, fill=shade(colour, 1.1))
        return
    pen.polygon(blob(x, y, r, r, rnd, 0.18, 11), fill=shade(colour, 0.7))
    pen.polygon(blob(x - r * 0.12, y - r * 0.14, r * 0.8, r * 0.8, rnd, 0.2, 10), fill=colour)
    pen.circle(x - r * 0.3, y - r * 0.32, r * 0.38, fill=shade(colour, 1.18))
    if style == "thorn" and rnd.random() < 0.5:
        for _ in range(3):
            pen.circle(x + rnd.uniform(-0.6, 0.6) * r, y + rnd.uniform(-0.6, 0.6) * r, max(0.8, r * 0.1), fill=(190, 40, 50))
    if style == "birch" and rnd.random() < 0.6:
        pen.circle(x + r * 0.2, y + r * 0.25, r * 0.12, fill=(236, 236, 226))


def paint_woods(img: Image.Image, cv: BoardCanvas) -> None:
    """The four woods (dense trees round their wild spaces on a darker forest floor) and a
    few copses and lone trees elsewhere."""
    rnd = rng("board", "woods")
    floor = Image.new("L", img.size, 0)
    fp = Pen(floor, BK)
    plan: list[tuple[float, float, float, RGB, str]] = []
    for prefixes, colour, style in WOODS.values():
        members = [cv.centres[sid] for sid in cv.board.spaces if sid.startswith(prefixes)]
        for cx, cy in members:
            fp.circle(cx, cy, 58, fill=255)
        for _ in range(900):
            cx, cy = rnd.choice(members)
            a, rr = rnd.uniform(0, 2 * math.pi), 68 * math.sqrt(rnd.uniform(0.04, 1))
            x, y = cx + math.cos(a) * rr, cy + math.sin(a) * rr
            r = rnd.uniform(7.5, 11.5)
            if not (4 < x < cv.w - 4 and 4 < y < cv.h - 4) or not cv.free((x, y), r + 3, r + 6, r * 0.6):
                continue
            if any(math.hypot(x - px, y - py) < (r + pr) * 0.62 for px, py, pr, _, _ in plan):
                continue
            plan.append((x, y, r, jitter(colour, rnd, 10), style))
    # copses and lone trees round the rest of the vale
    for _ in range(500):
        x, y = rnd.uniform(12, cv.w - 12), rnd.uniform(12, cv.h - 12)
        r = rnd.uniform(6.5, 10)
        if not cv.free((x, y), r + 6, r + 7, r):
            continue
        if any(math.hypot(x - px, y - py) < (r + pr) * 1.6 for px, py, pr, _, _ in plan):
            continue
        if rnd.random() < 0.35:
            plan.append((x, y, r, jitter((74, 120, 50), rnd, 12), rnd.choice(["oak", "oak", "pine"])))
        if len(plan) > 520:
            break
    floor = floor.filter(ImageFilter.GaussianBlur(16 * BK)).point(lambda v: min(255, v * 3 // 2))
    dark = Image.new("RGBA", img.size, (30, 52, 30, 0))
    dark.putalpha(floor.point(lambda v: v * 150 // 255))
    img.alpha_composite(dark)
    plan.sort(key=lambda t: (t[1], t[0]))
    crowns = blank(img.size)
    shadow = Image.new("L", img.size, 0)
    pen, sp = Pen(crowns, BK), Pen(shadow, BK)
    for x, y, r, colour, style in plan:
        tree(pen, sp, x, y, r, colour, style, rnd)
    shade_layer = Image.new("RGBA", img.size, (16, 30, 16, 0))
    shade_layer.putalpha(shadow.filter(ImageFilter.GaussianBlur(2.5 * BK)).point(lambda v: v * 150 // 255))
    img.alpha_composite(shade_layer)
    crowns = modulate(crowns, fractal_noise(img.size, 40, 2, "board/leaves"), 0.2)
    img.alpha_composite(crowns)


def paint_rocks(img: Image.Image, cv: BoardCanvas) -> None:
    """The ash-grey peaks over the Ashen Pass, Stormcrag's blue crags, the Stone Circle's
    standing stones and the mill wheel by Reedhollow."""
    top = blank(img.size)
    pen = Pen(top, BK)
    shadow = blank(img.size)
    sp = Pen(shadow, BK)
    rnd = rng("board", "rocks")
    peaks = [(5.85, 0.6, 38), (6.75, 0.42, 48), (7.55, 0.12, 36), (8.25, 0.45, 46), (9.2, 0.62, 36)]
    for px, py, size in sorted(peaks, key=lambda p: p[1]):
        x, y = px * CELL, py * CELL
        if cv.clear_of_spaces((x, y + 10)) < 0:
            continue
        w, top_y, foot = size * 0.95, y - size * 0.62, y + 16
        apex = (x + rnd.uniform(-4, 4), top_y)
        left = [(x - w, foot), (x - w * 0.55, y - size * 0.05 + rnd.uniform(-3, 3)), (x - w * 0.3, y - size * 0.32), apex]
        right = [apex, (x + w * 0.28, y - size * 0.3), (x + w * 0.6, y - size * 0.02 + rnd.uniform(-3, 3)), (x + w, foot)]
        sp.polygon([(a + 10, b + 6) for a, b in left + right[1:]], fill=(0, 0, 0, 130))
        pen.polygon(left + right[1:], fill=(96, 90, 92), outline=(44, 40, 42), width=1.2)
        spine = [apex, (apex[0] + 2, y - size * 0.2), (x - 2, y + 2), (x + 3, foot)]
        pen.polygon(left + spine[::-1][:-1], fill=(150, 144, 138))
        for j in range(3):  # gullies on the shaded face
            gx = x + w * (0.2 + j * 0.2)
            pen.line([(gx - 4, y - size * 0.2 + j * 6), (gx + 2, foot - 2)], fill=(70, 64, 66), width=1)
        snow = [apex, (apex[0] - size * 0.2, top_y + size * 0.22), (apex[0] - size * 0.08, top_y + size * 0.16),
                (apex[0] + 1, top_y + size * 0.26), (apex[0] + size * 0.1, top_y + size * 0.15), (apex[0] + size * 0.18, top_y + size * 0.2)]
        pen.polygon(snow, fill=(226, 222, 218))
        pen.polygon(snow[:3] + [(apex[0] + 1, top_y + size * 0.2)], fill=(246, 244, 240))
    smoke = blank(img.size)
    smp = Pen(smoke, BK)
    for j in range(6):  # a thin plume of ash from the highest peak
        smp.circle(7.55 * CELL + 4 + j * 5, 0.12 * CELL - 18 - j * 3 + 26, 4 + j * 1.5, fill=(150, 146, 150, 120 - j * 15))
    top.alpha_composite(smoke.filter(ImageFilter.GaussianBlur(2 * BK)))
    crag = [(15.25, 4.0, 18), (15.7, 4.45, 14), (14.55, 6.6, 16), (15.55, 6.55, 20), (15.2, 7.2, 13), (14.45, 3.85, 12)]
    for px, py, size in crag:
        x, y = px * CELL, py * CELL
        if cv.clear_of_spaces((x, y)) < size * 0.6 or cv.clear_of_roads((x, y)) < size * 0.7:
            continue
        pts = blob(x, y, size, size * 0.7, rnd, 0.35, 7)
        sp.polygon([(a + 5, b + 6) for a, b in pts], fill=(0, 0, 0, 130))
        pen.polygon(pts, fill=(100, 112, 130), outline=(44, 50, 62), width=1.2)
        pen.polygon(blob(x - size * 0.25, y - size * 0.2, size * 0.55, size * 0.4, rnd, 0.3, 6), fill=(140, 152, 170))
    sc = cv.centres.get("stone_circle")
    if sc:
        for i in range(8):
            a = 2 * math.pi * i / 8 + 0.2
            x, y = sc[0] + math.cos(a) * 29, sc[1] + math.sin(a) * 29
            if cv.clear_of_roads((x, y)) < 9:
                continue
            sp.ellipse((x - 2, y - 1, x + 8, y + 6), fill=(0, 0, 0, 150))
            pen.rect((x - 3.2, y - 5, x + 3.2, y + 3), fill=(176, 172, 162), outline=(64, 60, 54), width=1, radius=1.8)
            pen.rect((x - 3.2, y - 5, x, y + 3), fill=(200, 196, 186), radius=1.5)
    wheel = (13.12 * CELL, 10.42 * CELL)
    pen.circle(*wheel, 9, fill=(110, 76, 46), outline=INK, width=1.2)
    pen.circle(*wheel, 6, fill=(150, 110, 70))
    for i in range(8):
        a = 2 * math.pi * i / 8
        pen.line([wheel, (wheel[0] + math.cos(a) * 9, wheel[1] + math.sin(a) * 9)], fill=(80, 54, 32), width=1.2)
    pen.circle(*wheel, 2, fill=INK)
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(3 * BK)))
    img.alpha_composite(top)


def paint_spaces(img: Image.Image, cv: BoardCanvas) -> None:
    """Every space's emblem at its cell centre: 44 px stones, the Colosseum 82 px."""
    for sid, space in sorted(cv.board.spaces.items()):
        big = space_emblem(space_key(space))
        diameter = ARENA if space.kind == "colosseum" else DISC
        drawn = (2 * 46.2) if space.kind == "colosseum" else (2 * (SR + 1.2))
        scale = diameter / drawn * BK / SK
        side = int(round(SPACE * SK * scale))
        pic = big.resize((side, side), Image.Resampling.LANCZOS)
        cx, cy = cv.centres[sid]
        off = (SC + 0.0) * SK * scale
        img.alpha_composite(pic, (int(round(cx * BK - off)), int(round(cy * BK - off))))


def paint_labels(img: Image.Image, cv: BoardCanvas) -> None:
    """The ribbon the board's name is written on. The names themselves - the woods' and the
    board's - are the table's to write, in the player's language (scenes/creature_adventures/
    pictures.py: BOARD_WORDS says where)."""
    cx, cy = 5.5 * CELL, 10.25 * CELL
    w, h = 128, 15
    pen = Pen(img, BK)
    ribbon_col = (236, 222, 184)
    for side in (-1, 1):
        ex = cx + side * (w + 4)
        pen.polygon([(ex - side * 18, cy - h + 6), (ex + side * 16, cy - h + 6), (ex + side * 8, cy + 4), (ex + side * 16, cy + h + 4),
                     (ex - side * 18, cy + h + 4)], fill=shade(ribbon_col, 0.75), outline=(80, 60, 40), width=1.2)
    pen.polygon([(cx - w, cy - h), (cx + w, cy - h), (cx + w, cy + h), (cx - w, cy + h)], fill=ribbon_col, outline=(80, 60, 40),
                width=1.2)


def paint_border(img: Image.Image, cv: BoardCanvas) -> None:
    """A printed board's edge: a dark green band with a thin gold rule, and a soft vignette."""
    vignette = Image.new("L", img.size, 0)
    vp = Pen(vignette, BK)
    vp.rect((0, 0, cv.w, cv.h), fill=0)
    inner = Image.new("L", img.size, 255)
    Pen(inner, BK).rect((22, 22, cv.w - 22, cv.h - 22), fill=0, radius=30)
    inner = inner.filter(ImageFilter.GaussianBlur(22 * BK)).point(lambda v: v * 90 // 255)
    layer = Image.new("RGBA", img.size, (20, 30, 12, 0))
    layer.putalpha(inner)
    img.alpha_composite(layer)
    pen = Pen(img, BK)
    pen.rect((1.5, 1.5, cv.w - 1.5, cv.h - 1.5), outline=(34, 52, 30), width=3)
    pen.rect((3.8, 3.8, cv.w - 3.8, cv.h - 3.8), outline=(206, 170, 90), width=1)


def draw_board(board) -> Image.Image:
    """The whole Vale of Sigils, 64 px per cell."""
    cv = BoardCanvas(board)
    img = meadow(cv)
    paint_fields(img, cv)
    paint_hills(img, cv)
    paint_water(img, cv)
    paint_roads(img, cv)
    paint_woods(img, cv)
    paint_rocks(img, cv)
    img = modulate(img, linear_shade(img.size, -135, 150, 108), 0.5)
    paint_spaces(img, cv)
    paint_labels(img, cv)
    paint_border(img, cv)
    return downsample(img, BK)


# --------------------------------------------------------------------------- seat tokens


def draw_token(seat: int) -> Image.Image:
    """A 64 x 64 pawn seen from above in the seat's colour, its shape embossed on the cap."""
    k = 4
    colour, shape, _ = SEATS[seat]
    size = (64 * k, 64 * k)
    body = blank(size)
    pen = Pen(body, k)
    c = 30.5
    pen.circle(c, c, 26, fill=(250, 244, 226))
    pen.circle(c, c, 24.6, fill=shade(colour, 0.45))
    pen.circle(c, c, 23.6, fill=shade(colour, 0.8))
    bevel_ring(body, (c * k, c * k), 23.6 * k, 17 * k)
    pen.circle(c, c, 17.5, fill=shade(colour, 0.45))
    pen.circle(c + 0.8, c + 1.0, 16.5, fill=shade(colour, 0.55))
    cap = blank(size)
    Pen(cap, k).circle(c, c, 16, fill=colour)
    dome = radial_mask_box(size, ((c - 5) * k, (c - 5) * k), 24 * k)
    cap = modulate(cap, dome.point(lambda v: 88 + v * 120 // 255), 1.0)
    body.alpha_composite(cap)
    pen = Pen(body, k)
    pen.arc(((c - 13.5), (c - 13.5), (c + 13.5), (c + 13.5)), 190, 260, fill=(255, 255, 245, 170), width=1.4)
    shape_glyph(pen, shape, c + 0.9, c + 1.1, 8.5, shade(colour, 0.4))
    shape_glyph(pen, shape, c - 0.7, c - 0.7, 8.5, shade(colour, 1.55))
    shape_glyph(pen, shape, c, c, 8.0, shade(colour, 1.08))
    out = with_drop_shadow(body, (1.6 * k, 2.4 * k), 2.4 * k, 0.55)
    return downsample(out, k)


def build_tokens(out: Path) -> list[Path]:
    """The four seat tokens into out/tokens/."""
    return save_each(out / "tokens", ((f"seat_{seat}", lambda seat=seat: draw_token(seat)) for seat in SEATS))


# --------------------------------------------------------------------------- icons

IK = 4  # icon supersampling
IC = 32.0  # icon centre


def icon(draw: Callable[[Pen], None], outline: float = 1.6, shine: bool = True) -> Image.Image:
    """A 64 x 64 icon: `draw(pen)` in design units, lit from the upper left, outlined in ink
    and dropped on a soft shadow."""
    k = IK
    size = (64 * k, 64 * k)
    art = blank(size)
    draw(Pen(art, k))
    if shine:
        art = modulate(art, linear_shade(size, -125, 170, 100), 0.8)
    out = Image.new("RGBA", size, rgba(INK, 0))
    out.putalpha(grow(art.getchannel("A"), outline * k))
    out.alpha_composite(art)
    return downsample(with_drop_shadow(out, (1.2 * k, 1.8 * k), 1.6 * k, 0.5), k)


def medallion(sigil: str) -> Callable[[Pen], None]:
    """A round bronze-rimmed medallion in the sigil's colour bearing its glyph."""
    colour = SIGILS[sigil][0]

    def draw(pen: Pen) -> None:
        pen.circle(IC, IC, 27, fill=(150, 110, 50))
        pen.circle(IC, IC, 25, fill=(226, 186, 96))
        pen.circle(IC, IC, 21.5, fill=(120, 84, 36))
        pen.circle(IC, IC, 20.5, fill=colour)
        pen.circle(IC - 4, IC - 5, 13, fill=shade(colour, 1.12))
        for i in range(12):
            a = 2 * math.pi * i / 12
            pen.circle(IC + math.cos(a) * 23.2, IC + math.sin(a) * 23.2, 0.9, fill=(255, 236, 170))
        glyph(pen, sigil, IC, IC + (1 if sigil == "power" else 0), 12.5, (255, 248, 230), outline=shade(colour, 0.35))

    return draw


def icon_fortify(pen: Pen) -> None:
    """Fortify: a tall shield with a gold rim and a tower on its face."""
    pts = _heater(IC, 8, 23, 50)
    pen.polygon(pts, fill=(214, 170, 70))
    pen.polygon(_heater(IC, 11, 20, 44), fill=(70, 100, 160))
    pen.polygon(_heater(IC, 11, 20, 44)[:1] + [(IC, 11), (IC, 55)] + _heater(IC, 11, 20, 44)[-6:], fill=(90, 124, 186))
    pen.rect((IC - 7, 20, IC + 7, 42), fill=(226, 220, 206))
    for i in range(3):
        pen.rect((IC - 8 + i * 6, 16, IC - 4 + i * 6, 21), fill=(226, 220, 206))
    pen.rect((IC - 3, 33, IC + 3, 42), fill=(60, 50, 44), radius=2.5)


def _heater(cx: float, top: float, w: float, h: float) -> list[Point]:
    """A heater shield outline."""
    right = curve((cx + w, top + h * 0.42), (cx + w, top + h * 0.82), (cx, top + h), steps=10)
    left = curve((cx, top + h), (cx - w, top + h * 0.82), (cx - w, top + h * 0.42), steps=10)
    return [(cx - w, top + 2), (cx - w * 0.5, top), (cx, top + 2), (cx + w * 0.5, top), (cx + w, top + 2)] + right + left[1:]


def icon_defense(pen: Pen) -> None:
    """Defense: a small steel shield with a boss."""
    pen.polygon(_heater(IC, 12, 18, 42), fill=(150, 164, 184))
    pen.polygon(_heater(IC, 15, 15, 36), fill=(110, 128, 156))
    pen.line([(IC, 16), (IC, 49)], fill=(190, 200, 214), width=3)
    pen.line([(IC - 14, 27), (IC + 14, 27)], fill=(190, 200, 214), width=3)
    pen.circle(IC, 27, 4, fill=(226, 190, 100))


def icon_tailwind(pen: Pen) -> None:
    """Tailwind: three streaming gusts curling into swirls."""
    for j, (y, length, col) in enumerate(((18, 40, (220, 244, 250)), (32, 48, (170, 220, 240)), (46, 36, (210, 236, 246)))):
        x0 = 8 + j * 3
        pts = [(x0 + t * length / 20, y + math.sin(t / 3) * 1.2) for t in range(21)]
        ex, ey = pts[-1]
        spiral = [(ex + math.sin(a / 5) * (6 - a / 5), ey - 6 + math.cos(a / 5) * (6 - a / 5)) for a in range(0, 24)]
        ribbon(pen, pts + spiral, lambda t: 5 * (1 - t) + 1.6, col)


def icon_ascension(pen: Pen) -> None:
    """Ascension: a shimmering violet portal with a gold star rising out of it."""
    pen.ellipse((8, 34, 56, 56), fill=(90, 50, 140))
    pen.ellipse((12, 37, 52, 53), fill=(170, 110, 230))
    pen.ellipse((17, 40, 47, 50), fill=(230, 200, 255))
    pen.polygon([(20, 44), (44, 44), (40, 26), (24, 26)], fill=(250, 230, 170, 140))
    pen.polygon(star_points(IC, 22, 15, 6.5, 5), fill=(250, 200, 60))
    pen.polygon(star_points(IC - 1, 21, 8, 3.4, 5), fill=(255, 236, 150))
    for x, y in ((12, 16), (52, 20), (48, 8)):
        sparkle(pen, x, y, 4, (255, 246, 200))


def icon_shoes(pen: Pen) -> None:
    """Shoes: a soft leather boot with a turned-down cuff."""
    leather = (150, 100, 60)
    pen.polygon([(20, 10), (38, 10), (38, 36), (54, 42), (56, 52), (12, 52), (14, 36)], fill=leather)
    pen.polygon([(12, 48), (56, 48), (56, 54), (12, 54)], fill=(80, 52, 34))
    pen.polygon([(18, 8), (40, 8), (41, 18), (17, 18)], fill=(200, 160, 110))
    pen.line([(22, 24), (34, 24)], fill=(100, 64, 38), width=1.4)
    pen.line([(22, 30), (34, 30)], fill=(100, 64, 38), width=1.4)
    pen.polygon([(40, 40), (50, 44), (44, 46)], fill=(190, 140, 90))


def icon_bandage(pen: Pen) -> None:
    """Bandage: a rolled bandage with a trailing strip and a red cross."""
    cloth = (244, 238, 222)
    pen.polygon([(34, 42), (58, 50), (54, 58), (30, 50)], fill=shade(cloth, 0.92))
    pen.rect((10, 16, 40, 48), fill=cloth, radius=4)
    pen.ellipse((30, 16, 46, 48), fill=shade(cloth, 0.9))
    pen.ellipse((34, 26, 42, 38), fill=(200, 190, 170))
    for x in (16, 22, 28):
        pen.line([(x, 17), (x, 47)], fill=(220, 210, 190), width=0.8)
    pen.rect((16, 28, 26, 34), fill=(210, 50, 50))
    pen.rect((18, 25, 24, 37), fill=(210, 50, 50))


def icon_exhaustion(pen: Pen) -> None:
    """Exhaustion: three drooping, shrinking Zs."""
    for i, (x, y, s) in enumerate(((10, 34, 16), (30, 20, 11), (44, 10, 8))):
        col = mix((150, 170, 220), (210, 220, 240), i / 2)
        droop = s * 0.25
        pen.line([(x, y), (x + s, y + droop * 0.3), (x, y + s + droop), (x + s, y + s + droop * 1.5)], fill=col,
                 width=max(2.5, s * 0.28))
    pen.polygon([(46, 40), (50, 48), (46, 52), (42, 48)], fill=(140, 200, 240))


def icon_rally(pen: Pen) -> None:
    """Rally cry: a curved war horn with a blast of sound."""
    horn = curve((10, 46), (20, 20), (44, 22), steps=16)
    ribbon(pen, horn, lambda t: 4 + 14 * t ** 1.6, (236, 222, 180), caps=False)
    for t in (0.35, 0.6, 0.82):
        i = int(t * 16)
        x, y = horn[i]
        pen.circle(x, y, (4 + 14 * t ** 1.6) / 2 + 0.2, fill=(170, 120, 60))
        pen.circle(x + 0.6, y, (4 + 14 * t ** 1.6) / 2 - 0.8, fill=(236, 222, 180))
    pen.ellipse((40, 12, 48, 32), fill=(120, 80, 40))
    for j, r in enumerate((8, 13, 18)):
        pen.arc((46 - r, 22 - r, 46 + r, 22 + r), -50, 50, fill=(250, 220, 120), width=2.4 - j * 0.4)


def icon_vigilance(pen: Pen) -> None:
    """Vigilance: a wide-open watchful eye with lashes."""
    top = curve((6, IC), (IC, 8), (58, IC), steps=16)
    bottom = curve((58, IC), (IC, 54), (6, IC), steps=16)
    pen.polygon(top + bottom, fill=(250, 248, 240))
    pen.circle(IC, IC, 11, fill=(70, 140, 190))
    pen.circle(IC, IC, 5.5, fill=(20, 20, 24))
    pen.circle(IC - 4, IC - 4, 2.6, fill=(255, 255, 255))
    for i in range(5):
        a = math.radians(-150 + i * 30)
        x, y = IC + math.cos(a) * 24, IC + 2 + math.sin(a) * 18
        pen.line([(x, y), (x + math.cos(a) * 6, y + math.sin(a) * 6)], fill=(40, 30, 30), width=2)


def icon_astral(pen: Pen) -> None:
    """Astral sickness: a dizzy violet spiral with stars."""
    pts = [(IC + math.cos(a / 6) * (2 + a * 0.42), IC + math.sin(a / 6) * (2 + a * 0.42)) for a in range(0, 60)]
    ribbon(pen, pts, lambda t: 2.4 + 3.6 * t, (170, 110, 230))
    for x, y, r in ((12, 12, 5), (52, 14, 4), (50, 50, 4.5)):
        pen.polygon(star_points(x, y, r, r * 0.45, 5), fill=(250, 220, 110))


def icon_footstep(pen: Pen) -> None:
    """A footstep: a paw print."""
    col = (120, 84, 56)
    pen.polygon(blob(IC, 40, 14, 12, rng("paw"), 0.05, 18, 0.2), fill=col)
    for x, y in ((14, 26), (25, 16), (39, 16), (50, 26)):
        pen.ellipse((x - 5.5, y - 7, x + 5.5, y + 7), fill=col)


def icon_exp(pen: Pen) -> None:
    """Experience: a bright gold star."""
    pen.polygon(star_points(IC, IC + 1, 27, 11.5, 5), fill=(236, 170, 40))
    pen.polygon(star_points(IC, IC + 1, 20, 8.5, 5), fill=(255, 214, 90))
    pen.polygon([(IC, IC - 18), (IC - 6, IC - 5), (IC, IC + 1)], fill=(255, 244, 190))


def icon_level(pen: Pen) -> None:
    """Level: a laurel wreath tied with a ribbon."""
    for side in (-1, 1):
        stem = [(IC + side * math.sin(a) * 21, 33 + math.cos(a) * 21) for a in [0.25 + i * 0.13 for i in range(0, 21)]]
        ribbon(pen, stem, lambda t: 2.2, (110, 130, 50))
        for i in range(2, 21, 3):
            x, y = stem[i]
            a = math.degrees(math.atan2(y - 33, x - IC)) + side * 90
            leaf(pen, x, y, 11, a - side * 60, (120, 170, 60))
            leaf(pen, x, y, 9, a + side * 80, (150, 196, 80))
    pen.polygon([(IC - 6, 53), (IC + 6, 53), (IC + 11, 62), (IC, 57), (IC - 11, 62)], fill=(200, 50, 50))
    pen.circle(IC, 53, 4, fill=(226, 70, 60))


def icon_catch(pen: Pen) -> None:
    """Catch: a catching net, its hoop on a wooden handle and the mesh bag hanging below."""
    pen.line([(44, 20), (60, 6)], fill=(140, 96, 56), width=5)
    bag = [(8, 22)] + curve((8, 22), (10, 50), (26, 58), steps=10)[1:] + curve((26, 58), (42, 50), (44, 22), steps=10)[1:]
    pen.polygon(bag, fill=(236, 226, 196, 70))
    mesh = blank(pen.image.size)
    mp = Pen(mesh, pen.k)
    for i in range(-6, 7):
        mp.line([(26 + i * 6 - 22, 10), (26 + i * 6 + 22, 60)], fill=(226, 216, 186), width=1.2)
        mp.line([(26 + i * 6 + 22, 10), (26 + i * 6 - 22, 60)], fill=(226, 216, 186), width=1.2)
    clip = Image.new("L", mesh.size, 0)
    Pen(clip, pen.k).polygon(bag, fill=255)
    pen.image.alpha_composite(masked(mesh, clip))
    pen.ellipse((8, 14, 44, 30), outline=(170, 120, 60), width=3.4)


def icon_point(pen: Pen) -> None:
    """An attribute point: a faceted gem."""
    top = [(14, 24), (22, 12), (42, 12), (50, 24)]
    pen.polygon(top + [(IC, 56)], fill=(40, 170, 190))
    pen.polygon([(14, 24), (50, 24), (IC, 56)], fill=(60, 200, 214))
    pen.polygon([(22, 12), (42, 12), (38, 24), (26, 24)], fill=(150, 236, 240))
    pen.polygon([(26, 24), (38, 24), (IC, 56)], fill=(110, 224, 232))
    pen.polygon([(14, 24), (22, 12), (26, 24)], fill=(90, 210, 226))
    sparkle(pen, 20, 16, 5, (255, 255, 255))


def icon_hp(pen: Pen) -> None:
    """Health: a red heart."""
    pen.circle(22, 24, 13, fill=(210, 40, 50))
    pen.circle(42, 24, 13, fill=(210, 40, 50))
    pen.polygon([(10.5, 29), (53.5, 29), (IC, 55)], fill=(210, 40, 50))
    pen.polygon([(IC, 19), (46, 18), (54, 26), (IC, 55)], fill=(180, 30, 40))
    pen.ellipse((15, 17, 25, 25), fill=(255, 150, 150))


def icon_attack(pen: Pen) -> None:
    """Attack: a sword held point up."""
    pen.polygon([(44, 8), (52, 6), (50, 14), (24, 40), (18, 34)], fill=(214, 220, 232))
    pen.polygon([(44, 8), (52, 6), (50, 14), (21, 37)], fill=(240, 244, 250))
    pen.line([(14, 30), (28, 44)], fill=(200, 160, 60), width=4.5)
    pen.line([(21, 37), (10, 48)], fill=(110, 70, 40), width=4.5)
    pen.circle(9, 49, 4, fill=(200, 160, 60))


ICONS: dict[str, Callable[[Pen], None]] = {
    "sigil_power": medallion("power"),
    "sigil_speed": medallion("speed"),
    "sigil_wisdom": medallion("wisdom"),
    "artifact_fortify": icon_fortify,
    "artifact_tailwind": icon_tailwind,
    "artifact_ascension": icon_ascension,
    "artifact_shoes": icon_shoes,
    "artifact_bandage": icon_bandage,
    "condition_exhaustion": icon_exhaustion,
    "condition_rally_cry": icon_rally,
    "condition_vigilance": icon_vigilance,
    "condition_astral_sickness": icon_astral,
    "footstep": icon_footstep,
    "exp": icon_exp,
    "level": icon_level,
    "catch": icon_catch,
    "point": icon_point,
    "hp": icon_hp,
    "attack": icon_attack,
    "defense": icon_defense,
}


def build_icons(out: Path) -> list[Path]:
    """Every icon into out/icons/."""
    return save_each(out / "icons", ((name, lambda draw=draw: icon(draw)) for name, draw in ICONS.items()))


# --------------------------------------------------------------------------- box-cover title

TITLE_W, TITLE_H = 600, 360
SUN = (452, 196)


def title_sky(size, k: int) -> Image.Image:
    """A clear morning sky warming to gold at the horizon, the sun low on the right, clouds."""
    ramp = Image.linear_gradient("L").resize(size)
    img = gradient_map(ramp, [(0, (70, 120, 190)), (0.35, (130, 176, 220)), (0.58, (236, 214, 176)),
                              (0.7, (250, 200, 140)), (1, (250, 200, 140))]).convert("RGBA")
    img.alpha_composite(glow_layer(size, (SUN[0] * k, SUN[1] * k), 200 * k, (255, 236, 180), 0.85, 1.6))
    pen = Pen(img, k)
    pen.circle(*SUN, 20, fill=(255, 248, 220))
    clouds = blank(size)
    cp = Pen(clouds, k)
    rnd = rng("title", "clouds")
    for cx, cy, w in ((110, 150, 130), (330, 120, 110), (540, 140, 90), (230, 176, 80)):
        for _ in range(7):
            x, y = cx + rnd.uniform(-w / 2, w / 2), cy + rnd.uniform(-6, 4)
            r = rnd.uniform(10, 22)
            cp.ellipse((x - r * 1.6, y - r * 0.7, x + r * 1.6, y + r * 0.6), fill=(255, 246, 236, 150))
    img.alpha_composite(clouds.filter(ImageFilter.GaussianBlur(4 * k)))
    return img


def ridge(size, k: int, seed: str, base: float, amp: float, colour, rough: float = 0.55, top_light=None) -> Image.Image:
    """A line of hills or mountains along y = base (midpoint displacement), filled down to
    the bottom, with a thin sunlit crest."""
    layer = blank(size)
    pen = Pen(layer, k)
    rnd = rng("title", seed)
    heights = [rnd.uniform(0.2, 1.0), rnd.uniform(0.2, 1.0)]
    spread = 1.0
    while len(heights) < 129:
        nxt = []
        for a, b in zip(heights, heights[1:]):
            nxt += [a, (a + b) / 2 + rnd.uniform(-spread, spread) * 0.5]
        heights = nxt + [heights[-1]]
        spread *= rough
    lo, hi = min(heights), max(heights)
    pts = [(-10 + i * (TITLE_W + 20) / (len(heights) - 1), base - amp * (h - lo) / (hi - lo or 1)) for i, h in enumerate(heights)]
    pen.polygon(pts + [(TITLE_W + 10, TITLE_H), (-10, TITLE_H)], fill=colour)
    if top_light:
        pen.line(pts, fill=top_light, width=1.2)
    return layer


def flying_dragon(pen: Pen, x: float, y: float, s: float, colour) -> None:
    """A dragon on the wing, side-on and facing left: a silhouette for the sky."""
    ribbon(pen, curve((x + 10 * s, y), (x + 40 * s, y + 6 * s), (x + 62 * s, y - 8 * s), steps=12),
           lambda t: 9 * s * (1 - t) + 1, colour)
    pen.polygon([(x + 62 * s, y - 8 * s), (x + 70 * s, y - 14 * s), (x + 68 * s, y - 4 * s)], fill=colour)
    pen.ellipse((x - 14 * s, y - 7 * s, x + 18 * s, y + 7 * s), fill=colour)
    ribbon(pen, curve((x - 10 * s, y - 2 * s), (x - 22 * s, y - 8 * s), (x - 28 * s, y - 16 * s), steps=8),
           lambda t: 7 * s - 2 * s * t, colour)
    pen.polygon([(x - 26 * s, y - 21 * s), (x - 40 * s, y - 14 * s), (x - 26 * s, y - 11 * s)], fill=colour)
    pen.line([(x - 28 * s, y - 20 * s), (x - 22 * s, y - 27 * s)], fill=colour, width=1.6 * s)
    shoulder, root = (x - 4 * s, y - 4 * s), (x + 14 * s, y - 1 * s)
    for tip, elbow in (((x + 26 * s, y - 44 * s), (x + 4 * s, y - 34 * s)), ((x - 12 * s, y - 50 * s), (x - 16 * s, y - 26 * s))):
        pts = curve(shoulder, elbow, tip, steps=8)
        fingers = [tip] + [(tip[0] + (root[0] - tip[0]) * t + 4 * s, tip[1] + (root[1] - tip[1]) * t) for t in (0.35, 0.7)] + [root]
        for a_, b_ in zip(fingers, fingers[1:]):
            mid = ((a_[0] + b_[0]) / 2, (a_[1] + b_[1]) / 2)
            pull = (mid[0] + (shoulder[0] - mid[0]) * 0.25, mid[1] + (shoulder[1] - mid[1]) * 0.25)
            pts += curve(a_, pull, b_, steps=6)[1:]
        pen.polygon(pts, fill=colour)
    for j in (-1, 1):
        pen.line([(x + 2 * s + j * 5 * s, y + 5 * s), (x + 6 * s + j * 5 * s, y + 12 * s)], fill=colour, width=2.4 * s)


def title_colosseum(img: Image.Image, k: int, cx: float, base: float) -> None:
    """The Colosseum in the middle distance: an arcaded drum of pale stone, lit from the right."""
    pen = Pen(img, k)
    w, h = 70, 34
    stone_col, dark = (226, 200, 158), (150, 120, 90)
    pen.ellipse((cx - w, base - 12, cx + w, base + 12), fill=(90, 110, 60))
    pen.rect((cx - w, base - h, cx + w, base), fill=stone_col)
    pen.ellipse((cx - w, base - 10, cx + w, base + 10), fill=stone_col)
    pen.rect((cx - w, base - h, cx - w * 0.3, base + 6), fill=shade(stone_col, 0.82))
    pen.ellipse((cx - w, base - h - 10, cx + w, base - h + 10), fill=shade(stone_col, 1.05))
    pen.ellipse((cx - w + 8, base - h - 6, cx + w - 8, base - h + 7), fill=(170, 140, 104))
    pen.ellipse((cx - w + 22, base - h - 2, cx + w - 22, base - h + 5), fill=(236, 206, 140))
    for y0, y1 in ((base - h + 8, base - h + 18), (base - h + 22, base - 2)):
        n = 12
        for i in range(n):
            t = (i + 0.5) / n
            x = cx - w + t * 2 * w
            squeeze = math.sin(math.pi * t)
            aw = 4.2 * squeeze + 0.8
            pen.rect((x - aw, y0 + (1 - squeeze) * 3, x + aw, y1 + (1 - squeeze) * 3), fill=dark if x < cx else shade(dark, 0.8),
                     radius=aw)
    for i, colour in enumerate(((196, 52, 48), (48, 98, 196), (222, 170, 40), (40, 150, 90), (150, 70, 190))):
        x = cx - w + 12 + i * (2 * w - 24) / 4
        y = base - h - 6 + abs(i - 2) * 1.5
        pen.line([(x, y), (x, y - 16)], fill=(60, 46, 36), width=1)
        pen.polygon([(x, y - 16), (x + 9, y - 13), (x, y - 10)], fill=colour)


def title_trees(size, k: int, seed: str, base: float, count: int, r: tuple[float, float], colour) -> Image.Image:
    """A band of round tree crowns along y = base."""
    layer = blank(size)
    pen = Pen(layer, k)
    rnd = rng("title", seed)
    for _ in range(count):
        x = rnd.uniform(-10, TITLE_W + 10)
        rr = rnd.uniform(*r)
        y = base + rnd.uniform(-4, 4)
        pen.circle(x, y - rr * 0.6, rr, fill=jitter(colour, rnd, 8))
        pen.circle(x + rr * 0.3, y - rr * 0.9, rr * 0.5, fill=shade(colour, 1.15))
    return layer


def silhouette(name: str, k: int, height: float, colour, flip: bool | None = None) -> Image.Image:
    """A creature's silhouette from its portrait drawing, `height` design units tall."""
    L = look_for(name)
    layer = creature_layer(L, k, with_glows=False)
    alpha = layer.getchannel("A")
    box = alpha.getbbox()
    alpha = alpha.crop(box)
    if flip:
        alpha = alpha.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    scale = height * k / alpha.height
    alpha = alpha.resize((max(1, int(alpha.width * scale)), max(1, int(alpha.height * scale))), Image.Resampling.LANCZOS)
    out = Image.new("RGBA", alpha.size, rgba(colour, 0))
    out.putalpha(alpha)
    return out


def backlit(name: str, k: int, height: float) -> Image.Image:
    """A creature from its portrait drawing, `height` design units tall, in deep shadow with
    the low sun catching its edges: nearly a silhouette, but still itself."""
    L = look_for(name)
    layer = creature_layer(L, k, with_glows=False)
    layer = layer.crop(layer.getchannel("A").getbbox())
    scale = height * k / layer.height
    layer = layer.resize((max(1, int(layer.width * scale)), max(1, int(layer.height * scale))), Image.Resampling.LANCZOS)
    dim = Image.new("RGBA", layer.size, (34, 40, 52, 255))
    dark = ImageChops.multiply(layer, Image.new("RGBA", layer.size, (150, 140, 150, 255)))
    out = Image.blend(dark, dim, 0.35)
    out.putalpha(layer.getchannel("A"))
    return sunlit(out, k)


def sunlit(layer: Image.Image, k: int, colour=(255, 200, 120)) -> Image.Image:
    """Light a silhouette's edges that face the sun (on the right)."""
    alpha = layer.getchannel("A")
    moved = Image.new("L", layer.size, 0)
    moved.paste(alpha, (-int(2 * k), int(1 * k)))
    edge = ImageChops.subtract(alpha, moved)
    rim = Image.new("RGBA", layer.size, rgba(colour, 0))
    rim.putalpha(edge.point(lambda v: v * 3 // 4))
    out = layer.copy()
    out.alpha_composite(rim)
    return out


def draw_title() -> Image.Image:
    """The 600 x 360 box-cover art: the Vale at sunrise, the Colosseum in the distance,
    creatures in silhouette in the foreground, a dragon in the sky and the game's name."""
    k = 2
    size = (TITLE_W * k, TITLE_H * k)
    img = title_sky(size, k)
    img.alpha_composite(ridge(size, k, "far", 232, 72, (140, 150, 178), rough=0.62, top_light=(240, 222, 206)))
    img.alpha_composite(ridge(size, k, "mid", 252, 34, (100, 130, 112), rough=0.5, top_light=(214, 222, 170)))
    img.alpha_composite(title_trees(size, k, "far-trees", 258, 70, (5, 9), (70, 104, 80)))
    img.alpha_composite(ridge(size, k, "vale", 268, 12, (112, 152, 80), rough=0.45, top_light=(200, 220, 140)))
    title_colosseum(img, k, 300, 268)
    river = blank(size)
    rp = Pen(river, k)
    pts = catmull([(360, 272), (330, 290), (380, 312), (300, 340), (330, 370)], 10)
    ribbon(rp, pts, lambda t: 3 + 30 * t, (170, 206, 226))
    img.alpha_composite(river)
    img.alpha_composite(title_trees(size, k, "near-trees", 290, 40, (9, 15), (58, 96, 52)))
    haze = Image.linear_gradient("L").resize(size).point(lambda v: max(0, 200 - abs(v - 150) * 3) // 3)
    glow = Image.new("RGBA", size, (255, 226, 180, 0))
    glow.putalpha(haze)
    img.alpha_composite(glow)
    # foreground: a grassy knoll and a branch, creatures backlit by the rising sun
    ink = (28, 40, 32)
    fg = blank(size)
    fp = Pen(fg, k)
    fp.polygon(curve((-10, 296), (120, 262), (260, 372), steps=20) + [(-10, 372)], fill=ink)
    fp.polygon(curve((430, 372), (540, 296), (620, 300), steps=20) + [(620, 372)], fill=ink)
    ribbon(fp, curve((620, 246), (560, 258), (486, 250), steps=12), lambda t: 9 - 5 * t, ink)
    rnd = rng("title", "grass")
    for _ in range(160):
        x = rnd.uniform(-10, 260)
        y = 296 + (x + 10) * 0.02 + max(0.0, (x - 120) * 0.6) - 6 if x > 0 else 300
        fp.line([(x, y + 8), (x + rnd.uniform(-3, 3), y - rnd.uniform(2, 9))], fill=ink, width=1.2)
    img.alpha_composite(sunlit(fg, k))
    cast = [("Hollowpine Wolf", 112, (10, 312)), ("Fernfox", 76, (150, 348)), ("Dusk Owlet", 80, (500, 262)),
            ("Mossback Toad", 46, (460, 360))]
    for name, height, (x, bottom) in cast:
        body = backlit(name, k, height)
        img.alpha_composite(body, (int(x * k), int(bottom * k - body.height)))
    sky = blank(size)
    flying_dragon(Pen(sky, k), 150, 168, 0.9, (64, 62, 92))
    for x, y, s_ in ((400, 150, 5), (414, 158, 4), (392, 162, 3.5)):
        Pen(sky, k).line([(x - s_, y - s_ * 0.4), (x, y), (x + s_, y - s_ * 0.5)], fill=(70, 70, 96), width=1.2)
    img.alpha_composite(sky)
    vignette = Image.radial_gradient("L").resize(size).point(lambda v: int(max(0, v - 130) * 1.1))
    dark = Image.new("RGBA", size, (20, 16, 30, 0))
    dark.putalpha(vignette)
    img.alpha_composite(dark)
    title_lettering(img, k)
    return downsample(img, k)


def title_lettering(img: Image.Image, k: int) -> None:
    """CREATURE ADVENTURES in gold over a deep green outline and a warm glow."""
    text = "Creature Adventures"
    size = 78
    fnt = font("Bold", size * k)
    while fnt.getlength(text) > (TITLE_W - 44) * k:
        size -= 1
        fnt = font("Bold", size * k)
    xy = (TITLE_W / 2 * k, 60 * k)
    text_glow(img, xy, text, fnt, (255, 236, 170), 10 * k, 1.4, spread=4 * k)
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).text(xy, text, font=fnt, fill=255, anchor="mm", stroke_width=5 * k, stroke_fill=255)
    outline = Image.new("RGBA", img.size, (22, 50, 30, 0))
    outline.putalpha(mask)
    img.alpha_composite(shadow_of(outline, (2 * k, 3 * k), 2 * k, 0.6))
    img.alpha_composite(outline)
    fill_mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(fill_mask).text(xy, text, font=fnt, fill=255, anchor="mm")
    ramp = Image.linear_gradient("L").resize((img.size[0], size * k))
    gradient = Image.new("L", img.size, 0)
    gradient.paste(ramp, (0, int(xy[1] - size * k * 0.45)))
    fill = gradient_map(gradient, [(0, (255, 250, 214)), (0.5, (250, 210, 100)), (1, (200, 120, 40))]).convert("RGBA")
    fill.putalpha(fill_mask)
    img.alpha_composite(fill)
    # (no tagline: the words on a lid would be in one language; the setup tells the game in the player's)


# --------------------------------------------------------------------------- everything


def portrait_list() -> list[tuple[str, str, str]]:
    """(folder/file stem, creature name, tier) for every portrait: the deck's creatures by id,
    the Warlords' and champions' creatures by slug (the Emperor's are legendary), the thief."""
    from engine.games.creature_adventures.content import content

    c = content()
    items = [(f"creatures/{cid}", english_name("creature_adventures", f"creature.{cid}", cr.name), cr.tier) for cid, cr in c.creatures.items()]
    for opponent in c.warlords.values():
        items += [(f"npc/{slug(cr.name)}", cr.name, "epic") for cr in opponent.creatures]
    for i, opponent in enumerate(c.champions):
        tier = "legendary" if i == len(c.champions) - 1 else "epic"
        items += [(f"npc/{slug(cr.name)}", cr.name, tier) for cr in opponent.creatures]
    items.append(("npc/thief", "Thief", "common"))
    return items


def build(out: Path) -> list[Path]:
    """Draw all of Creature Adventures' art into `out` (assets/creature_adventures)."""
    from engine.games.creature_adventures.content import content

    written = []
    board = out / "board.png"
    save(draw_board(content().board), board)
    written.append(board)
    written += build_spaces(out)
    for stem, name, tier in portrait_list():
        path = out / f"{stem}.png"
        save(draw_portrait(name, tier), path)
        written.append(path)
    written += build_tokens(out)
    written += build_icons(out)
    written += save_lid(draw_title(), out / "title.png")
    return written
