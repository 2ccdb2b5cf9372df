"""EverZone's art: unit portraits, support pictures, location landscapes, the place, stat and
race emblems, the two deck backs and the menu title.

Three races fight across land, sea and space, and a card's race reads at a glance:

* numan (steel blue): evolved humans of Tarvis, Magis and Kepler. Soldiers in white-and-steel
  armour and helmets, officers with bare heads, walkers, tanks and guns, boats, ships and
  satellites; a faint targeting HUD in the corners of the picture.
* slurr (bile green): tiny rock-shelled parasites riding monstrous hosts. Hounds, worms, mites,
  swarms, leviathans, jellies, spitters and behemoths with plates of rock on their backs and
  glowing eyes; dark veins and drifting spores creep in from the picture's edges.
* uthron (copper red): the robot soldiers of Hantal, the machine mind of Lur. Angular robots,
  walkers, drones, spires and warships of dark metal and copper plate with cyan lights; circuit
  traces run along the picture's edges.

A unit's subject comes from the words of its name (WORDS), or failing that from its places; its
scene (a land horizon, the sea, the deep, or space) from its name and places. Leaders stand
larger before a burst of rays inside a gold frame. Every random choice is seeded from stable
strings (common.rng hashes them with SHA-512), so the same cards always give the same pictures.
"""
from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageChops, ImageFilter

from scenes.palette import EVERZONE_PLACES, EVERZONE_RACES

from .common import (
    RGB,
    Pen,
    blank,
    downsample,
    english_name,
    font,
    fractal_noise,
    gradient_map,
    linear_shade,
    masked,
    mix,
    modulate,
    regular_polygon,
    rgba,
    rng,
    round_counter,
    save,
    save_lid,
    shade,
    shadow_of,
    star_points,
    text_outlined,
    with_drop_shadow,
)
from .creature_adventures import curve, grow, radial_mask_box, ribbon, sparkle, texture
from .zvery import LETTERS as ZVERY_LETTERS
from .zvery import glow, logo, tinted

Point = tuple[float, float]

RACES = tuple(EVERZONE_RACES)
PLACES = tuple(EVERZONE_PLACES)
RACE_COLOURS: dict[str, RGB] = {race: colour for race, (colour, _) in EVERZONE_RACES.items()}
PLACE_COLOURS: dict[str, RGB] = {place: colour for place, (colour, _) in EVERZONE_PLACES.items()}

S = 192  # portrait size (design units = final pixels)
K = 2  # supersampling
GROUND = 166  # where standing figures stand
GOLD = (238, 192, 84)


def u(seed: str, i: int) -> float:
    """The i-th stable number in 0..1 derived from a string (SHA-256)."""
    return hashlib.sha256(f"everzone:{seed}".encode()).digest()[i % 32] / 255


@dataclass(frozen=True)
class Style:
    """How one race colours its pictures."""

    colour: RGB  # the race's colour (scenes/palette.py)
    dark: RGB  # the background's darkest tone
    light: RGB  # the background's brightest tone
    glow: RGB  # lights, eyes, energy
    second: RGB  # a second light colour
    ink: RGB  # outlines
    rim: RGB  # the back-light along a figure's edge


STYLES: dict[str, Style] = {
    "numan": Style(RACE_COLOURS["numan"], (6, 16, 40), (160, 206, 240), (120, 220, 255), (255, 196, 96), (10, 16, 30),
                   (150, 220, 255)),
    "slurr": Style(RACE_COLOURS["slurr"], (10, 22, 6), (206, 228, 130), (196, 255, 70), (255, 226, 70), (16, 20, 8),
                   (200, 255, 110)),
    "uthron": Style(RACE_COLOURS["uthron"], (30, 8, 6), (255, 184, 120), (90, 236, 255), (255, 150, 60), (20, 10, 8),
                    (255, 170, 90)),
}

# Colours the figures are built from.
ARMOUR = (222, 228, 236)  # numan plate
STEEL = (104, 124, 152)  # numan under-suit and trims
GUNMETAL = (70, 74, 84)
ROCK = (128, 116, 104)  # slurr shells
ROCK_DARK = (84, 76, 70)
FLESH = (190, 120, 120)  # slurr hosts
BONE = (226, 214, 180)
ROBOT = (74, 68, 70)  # uthron frames
COPPER = (196, 112, 60)
BRASS = (214, 166, 90)
CYAN = (90, 236, 255)
SKIN = [(238, 200, 170), (214, 166, 130), (176, 122, 88), (122, 82, 58), (226, 190, 176), (196, 150, 120)]
HAIR = [(40, 30, 26), (90, 60, 36), (170, 120, 60), (220, 200, 160), (120, 40, 30), (200, 210, 220), (30, 30, 40)]


# --------------------------------------------------------------------------- geometry helpers


def xf(pts: Sequence[Point], ox: float, oy: float, angle: float = 0.0, s: float = 1.0, flip: bool = False) -> list[Point]:
    """Local points (x right, y down) moved to (ox, oy), scaled by s and turned by `angle`
    degrees (clockwise); `flip` mirrors them left to right first."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    out = []
    for x, y in pts:
        x = -x if flip else x
        out.append((ox + (x * ca - y * sa) * s, oy + (x * sa + y * ca) * s))
    return out


def rect_pts(x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def chamfer(x0: float, y0: float, x1: float, y1: float, c: float) -> list[Point]:
    """A rectangle with its corners cut by c."""
    return [(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c), (x1 - c, y1), (x0 + c, y1), (x0, y1 - c), (x0, y0 + c)]


def ell(cx: float, cy: float, rx: float, ry: float, n: int = 28, a0: float = 0, a1: float = 360) -> list[Point]:
    """Points round an ellipse (degrees clockwise from east)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)), cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n)))
            for i in range(n + 1)]


def rock(cx: float, cy: float, r: float, rnd: random.Random, n: int = 7, squash: float = 0.8) -> list[Point]:
    """A jagged rock outline."""
    phase = rnd.uniform(0, 2 * math.pi)
    return [(cx + math.cos(phase + 2 * math.pi * i / n) * r * rnd.uniform(0.75, 1.05),
             cy + math.sin(phase + 2 * math.pi * i / n) * r * squash * rnd.uniform(0.75, 1.05)) for i in range(n)]


def shell_plate(pen: Pen, cx: float, cy: float, r: float, rnd: random.Random, colour: RGB, line: RGB,
                squash: float = 0.75) -> None:
    """A plate of rock shell: a jagged rock with a lit upper facet and a crack."""
    pts = rock(cx, cy, r, rnd, rnd.choice((6, 7, 8)), squash)
    pen.polygon(pts, fill=colour, outline=line, width=1.1)
    top = [(cx + (x - cx) * 0.62 - r * 0.12, cy + (y - cy) * 0.55 - r * 0.2) for x, y in pts]
    pen.polygon(top, fill=shade(colour, 1.14))
    a = rnd.uniform(0, math.pi)
    pen.line([(cx - math.cos(a) * r * 0.5, cy - math.sin(a) * r * 0.35), (cx + rnd.uniform(-2, 2), cy + rnd.uniform(-2, 2)),
              (cx + math.cos(a + 0.6) * r * 0.55, cy + math.sin(a + 0.6) * r * 0.4)], fill=shade(colour, 0.5), width=0.8)


def bolt(pen: Pen, cx: float, cy: float, r: float, fill) -> None:
    """A rivet."""
    pen.circle(cx, cy, r, fill=shade(fill, 0.5))
    pen.circle(cx - r * 0.2, cy - r * 0.2, r * 0.65, fill=shade(fill, 1.25))


def light(pen: Pen, spec: Spec, x: float, y: float, r: float, colour, strength: float = 0.8, halo: float = 4.0) -> None:
    """A small lamp on the detail layer with a soft glow round it."""
    pen.circle(x, y, r, fill=rgba(shade(colour, 1.45), 255))
    pen.circle(x, y, r * 0.5, fill=(255, 255, 255, 255))
    spec.glows.append((x, y, r * halo, colour, strength))


# --------------------------------------------------------------------------- a unit's picture spec


@dataclass
class Spec:
    """Everything a subject needs to draw one unit."""

    id: str
    name: str
    race: str
    leader: bool
    places: tuple[str, ...]
    plan: str = ""
    env: str = "land"  # land, sea (at the surface), under (under water), space
    role: str = ""
    glows: list = field(default_factory=list)  # (x, y, radius, colour, strength) in design units
    mirror: bool = False

    @property
    def style(self) -> Style:
        return STYLES[self.race]

    def u(self, i: int) -> float:
        return u(self.id, i)

    def rnd(self, salt: str) -> random.Random:
        return rng("everzone", self.id, salt)

    def pick(self, i: int, options: Sequence):
        return options[int(self.u(i) * len(options)) % len(options)]


# Words in a unit's name that choose its subject: (word, race or "", plan, role).
WORDS: list[tuple[str, str, str, str]] = [
    # numan
    ("walker", "numan", "mech", "walker"), ("tank", "numan", "tank", ""), ("battery", "numan", "artillery", ""),
    ("drone", "numan", "disc", ""), ("beacon", "numan", "beacon", ""), ("lancer", "numan", "ship", "fighter"),
    ("frigate", "numan", "ship", "frigate"), ("corvette", "numan", "ship", "corvette"), ("gunship", "numan", "ship", "gunship"),
    ("dreadnought", "numan", "ship", "dreadnought"), ("cutter", "numan", "boat", "cutter"), ("freccia", "numan", "boat", "freccia"),
    ("mareggiata", "numan", "boat", "torpedo"), ("boat", "numan", "boat", "cutter"), ("ship", "numan", "ship", "frigate"),
    ("admiral", "numan", "soldier", "admiral"), ("warden", "numan", "soldier", "warden"), ("medic", "numan", "soldier", "medic"),
    ("sniper", "numan", "soldier", "sniper"), ("rifleman", "numan", "soldier", "rifleman"), ("marine", "numan", "soldier", "marine"),
    ("pathfinder", "numan", "soldier", "pathfinder"), ("ranger", "numan", "soldier", "ranger"), ("guard", "numan", "soldier", "guard"),
    ("captain", "numan", "soldier", "captain"), ("officer", "numan", "soldier", "officer"),
    ("engineer", "numan", "soldier", "engineer"), ("meraud", "numan", "soldier", "strategist"),
    # slurr
    ("queen", "slurr", "queen", ""), ("gorvax", "slurr", "behemoth", "gorvax"), ("host-eater", "slurr", "husk", "vessk"),
    ("shellmite", "slurr", "mite", "mite"), ("tick", "slurr", "mite", "tick"), ("hopper", "slurr", "mite", "hopper"),
    ("crawler", "", "", ""), ("swarm", "slurr", "swarm", ""), ("gnawer", "slurr", "beast", "gnawer"),
    ("bloat", "slurr", "spitter", "bloat"), ("spitter", "slurr", "spitter", "acid"), ("lancer", "slurr", "spitter", "lancer"),
    ("medusa", "slurr", "jelly", ""), ("maw", "slurr", "worm", ""), ("siphon", "slurr", "jelly", "siphon"),
    ("kraken", "slurr", "leviathan", "kraken"), ("horror", "slurr", "leviathan", "horror"), ("charger", "slurr", "beast", "charger"),
    ("hound", "slurr", "beast", "hound"), ("ravager", "slurr", "beast", "ravager"), ("skinshifter", "slurr", "beast", "shifter"),
    ("carrier", "slurr", "behemoth", "brood"), ("behemoth", "slurr", "behemoth", "behemoth"), ("plague", "slurr", "virus", ""),
    # uthron
    ("depth", "uthron", "uthron_ship", "searchlight"), ("colossus", "uthron", "walker", "colossus"), ("oracle", "uthron", "tower", "oracle"), ("axiom", "uthron", "robot", "axiom"),
    ("sentinel", "uthron", "robot", "sentinel"), ("picket", "uthron", "drone", "picket"), ("fenice", "uthron", "robot", "fenice"),
    ("cipher", "uthron", "drone", "cipher"), ("frame", "uthron", "walker", "bulwark"), ("automaton", "uthron", "walker", "siege"),
    ("railgun", "uthron", "uthron_ship", "railgun"), ("dreadframe", "uthron", "walker", "dread"), ("node", "uthron", "tower", "relay"),
    ("walker", "uthron", "walker", "abyssal"), ("submersible", "uthron", "uthron_ship", "sub"), ("pylon", "uthron", "tower", "pylon"),
    ("spire", "uthron", "tower", "spire"), ("chassis", "uthron", "robot", "vanguard"), ("miner", "uthron", "drone", "miner"),
    ("satellite", "uthron", "uthron_ship", "satellite"), ("crawler", "uthron", "walker", "crab"), ("emitter", "uthron", "tower", "emitter"),
    ("executor", "uthron", "robot", "executor"), ("legionary", "uthron", "robot", "legionary"), ("cruiser", "uthron", "uthron_ship", "cruiser"),
    ("obelisk", "uthron", "tower", "obelisk"), ("drone", "uthron", "drone", "cipher"),
]
# A slurr crawler is a long-bodied mite; a name with no subject word falls back on its places.
SLURR_CRAWLER = ("mite", "crawler")

SEA_WORDS = ("tide", "sea", "mare", "harbor", "harbour", "deep", "abyss", "kraken", "medusa", "depth", "hydra", "ocean")
SPACE_WORDS = ("orbital", "void", "halo", "comet", "satellite", "lance", "railgun", "oracle", "beacon", "saturn")
UNDER_SUBJECTS = {("slurr", "jelly"), ("uthron", "walker:abyssal")}


def subject(spec: Spec) -> tuple[str, str]:
    """(plan, role) from a word of the unit's name, or from its race and places."""
    words = set(spec.name.lower().replace(",", " ").split()) | set(spec.id.split("_"))
    for word, race, plan, role in WORDS:
        if race not in ("", spec.race) or word not in words:
            continue
        if word == "crawler" and spec.race == "slurr":
            return SLURR_CRAWLER
        if plan:
            return plan, role
    # no word fits: a subject of the race that belongs where the unit fights
    only = spec.places[0] if len(spec.places) == 1 else ""
    fallback = {
        "numan": {"sea": ("boat", "cutter"), "space": ("ship", "frigate")}.get(only, ("soldier", "marine")),
        "slurr": {"sea": ("leviathan", "horror"), "space": ("worm", "")}.get(only, ("beast", "hound")),
        "uthron": {"sea": ("uthron_ship", "sub"), "space": ("uthron_ship", "railgun")}.get(only, ("robot", "sentinel")),
    }
    return fallback[spec.race]


def scene_for(spec: Spec) -> str:
    """Where the picture is set: the subject's own element, a place word in the name, or one of
    the unit's places (chosen by its fingerprint)."""
    plan, role = spec.plan, spec.role
    if plan == "boat":
        return "sea"
    if plan == "jelly" and role != "siphon":
        return "under"
    if plan == "ship" and role in ("gunship",):
        return "land"
    if plan in ("beacon",) or plan == "ship":
        return "space"
    if plan == "leviathan" or (plan, role) == ("uthron_ship", "cruiser"):
        return "sea"
    if (plan, role) in (("uthron_ship", "searchlight"), ("uthron_ship", "sub")):
        return "under"
    if plan == "uthron_ship":
        return "space"
    low = spec.id + " " + spec.name.lower()
    if any(w in low for w in SEA_WORDS) and "sea" in spec.places:
        if plan == "walker" or role in ("depth",):
            return "under"
        return "sea"
    if any(w in low for w in SPACE_WORDS) and "space" in spec.places:
        return "space"
    if len(spec.places) == 1:
        return spec.places[0]
    # mostly land when a unit fights there; sometimes one of its other places
    if "land" in spec.places and spec.u(3) < 0.6:
        return "land"
    return spec.pick(4, spec.places)


def make_spec(uid: str, name: str, race: str, leader: bool, places: Sequence[str]) -> Spec:
    spec = Spec(uid, name, race, leader, tuple(places))
    spec.plan, spec.role = subject(spec)
    spec.env = scene_for(spec)
    spec.mirror = spec.u(0) > 0.5
    return spec


# --------------------------------------------------------------------------- backgrounds


def vertical(size: tuple[int, int], stops: Sequence[tuple[float, Sequence[int]]]) -> Image.Image:
    """A top-to-bottom gradient through `stops` (RGBA)."""
    ramp = Image.linear_gradient("L").resize(size, Image.Resampling.BILINEAR)
    return gradient_map(ramp, stops).convert("RGBA")


def starfield(img: Image.Image, k: float, rnd: random.Random, n: int, box: tuple[float, float, float, float],
              tint: RGB = (255, 255, 255), big: int = 3) -> None:
    """Stars over a box (design units): specks, a few brighter twinkles."""
    layer = blank(img.size)
    pen = Pen(layer, k)
    x0, y0, x1, y1 = box
    for _ in range(n):
        x, y = rnd.uniform(x0, x1), rnd.uniform(y0, y1)
        r = rnd.choice((0.4, 0.5, 0.6, 0.7, 0.9))
        pen.circle(x, y, r, fill=rgba(mix(tint, (255, 255, 255), rnd.uniform(0.3, 1)), rnd.randint(110, 255)))
    for _ in range(big):
        sparkle(pen, rnd.uniform(x0 + 6, x1 - 6), rnd.uniform(y0 + 6, y1 - 6), rnd.uniform(2.2, 3.6), rgba(tint, 230))
    img.alpha_composite(layer)


def nebula(img: Image.Image, seed: str, colour: RGB, cutoff: int = 100, strength: float = 1.0) -> None:
    """A soft cloud of `colour` over the picture."""
    cloud = fractal_noise(img.size, 3, 4, seed)
    layer = tinted(cloud.point(lambda v: max(0, int((v - cutoff) * 1.4 * strength))), colour)
    img.alpha_composite(layer)


def ridge(rnd: random.Random, x0: float, x1: float, base: float, lo: float, hi: float, step: tuple[float, float],
          sharp: bool = True) -> list[Point]:
    """A skyline of hills or peaks from x0 to x1 above `base` (a closed polygon)."""
    pts = [(x0, base)]
    x = x0
    y = base - rnd.uniform(lo, hi)
    pts.append((x, y))
    while x < x1:
        x += rnd.uniform(*step)
        if sharp:
            pts.append((x - rnd.uniform(0.3, 0.6) * step[0], base - rnd.uniform(hi * 0.9, hi * 1.25)))
        y = base - rnd.uniform(lo, hi)
        pts.append((x, y))
    pts.append((x1 + 20, base))
    return pts


def scene(env: str, race: str, seed: str, size: tuple[int, int], k: float, horizon: float | None = None) -> Image.Image:
    """A race-tinted backdrop for a picture of `size` (pixels, design units times k): land (sky,
    far peaks, ground), sea (sky and waves), under (the deep, light from above), or space."""
    st = STYLES[race]
    w, h = size[0] / k, size[1] / k
    rnd = rng("everzone", "scene", seed)
    place = PLACE_COLOURS["sea" if env == "under" else env]
    base = mix(st.colour, place, 0.3 if env == "under" else 0.22)
    hz = horizon if horizon is not None else h * 0.62
    if env == "space":
        img = vertical(size, [(0, shade(st.dark, 0.7)), (0.55, shade(base, 0.32)), (1, shade(base, 0.5))])
        nebula(img, f"{seed}/neb", shade(st.colour, 1.2), 110)
        nebula(img, f"{seed}/neb2", mix(place, st.glow, 0.3), 150, 0.8)
        starfield(img, k, rnd, int(w * h / 160), (0, 0, w, h), mix(st.light, (255, 255, 255), 0.5))
        return img
    if env == "under":
        img = vertical(size, [(0, shade(mix(base, st.light, 0.35), 0.95)), (0.45, shade(base, 0.55)), (1, shade(st.dark, 0.8))])
        rays = blank(size)
        rp = Pen(rays, k)
        for _ in range(5):
            x = rnd.uniform(-0.1, 1.0) * w
            wd = rnd.uniform(8, 20)
            rp.polygon([(x, -4), (x + wd, -4), (x + wd + h * 0.5, h), (x + h * 0.35, h)], fill=rgba(st.light, rnd.randint(24, 44)))
        img.alpha_composite(masked(rays.filter(ImageFilter.GaussianBlur(3 * k)),
                                   linear_shade(size, -90, 255, 0)))
        ripples = blank(size)  # the surface seen from below
        rp = Pen(ripples, k)
        rp.rect((-5, -5, w + 5, 8), fill=rgba(mix(st.light, (255, 255, 255), 0.4), 90))
        for j in range(4):
            y = 6 + j * 7
            for _ in range(int(w / 14)):
                x = rnd.uniform(-10, w)
                L = rnd.uniform(8, 20) * (1 - j * 0.15)
                rp.line(curve((x, y), (x + L / 2, y + 2.5), (x + L, y), steps=6), fill=rgba(mix(st.light, (255, 255, 255), 0.5), 150 - j * 30),
                        width=1.2 - j * 0.2)
        img.alpha_composite(ripples)
        floor = blank(size)
        fp = Pen(floor, k)
        fp.polygon(ridge(rnd, -10, w + 10, h + 2, h * 0.08, h * 0.2, (w * 0.12, w * 0.25), sharp=False),
                   fill=rgba(shade(st.dark, 1.2), 210))
        img.alpha_composite(floor)
        bubbles = blank(size)
        bp = Pen(bubbles, k)
        for _ in range(int(w * h / 1400)):
            x, y, r = rnd.uniform(0, w), rnd.uniform(0, h), rnd.uniform(0.8, 2.6)
            bp.circle(x, y, r, outline=rgba(st.light, 120), width=0.6)
            bp.circle(x - r * 0.3, y - r * 0.3, r * 0.3, fill=rgba((255, 255, 255), 120))
        img.alpha_composite(bubbles)
        return img
    sky_top = shade(st.dark, 1.1)
    sky_low = mix(st.colour, st.light, 0.3 if race == "slurr" else 0.55)
    img = vertical(size, [(0, sky_top), (hz / h * 0.9, sky_low), (1, sky_low)])
    cloud = fractal_noise(size, 3, 4, f"{seed}/clouds", stretch=(0.5, 2))
    band = linear_shade(size, 90, 60, 255).point(lambda v: v if v < 200 else 200)
    clouds = tinted(ImageChops.multiply(cloud.point(lambda v: max(0, (v - 130) * 2)), band), shade(st.light, 1.1), 0.7)
    img.alpha_composite(clouds)
    if rnd.random() < 0.6:  # a moon or two in the sky
        mx, my, mr = rnd.uniform(0.1, 0.9) * w, rnd.uniform(0.1, 0.3) * h, rnd.uniform(5, 11)
        moon = blank(size)
        mp = Pen(moon, k)
        mp.circle(mx, my, mr, fill=rgba(mix(st.light, (255, 255, 255), 0.4), 170))
        mp.circle(mx + mr * 0.35, my - mr * 0.2, mr * 0.9, fill=rgba(sky_low, 120))
        img.alpha_composite(moon)
    far = blank(size)
    fp = Pen(far, k)
    if env == "land":
        fp.polygon(ridge(rnd, -10, w + 10, hz + 4, h * 0.06, h * 0.16, (w * 0.08, w * 0.18)),
                   fill=mix(shade(base, 0.7), sky_low, 0.45))
        fp.polygon(ridge(rnd, -10, w + 10, hz + 10, h * 0.02, h * 0.08, (w * 0.1, w * 0.2), sharp=False),
                   fill=mix(shade(base, 0.55), sky_low, 0.2))
        img.alpha_composite(far)
        ground = vertical(size, [(0, shade(mix(base, place, 0.4), 0.6)), (1, shade(mix(base, place, 0.3), 0.25))])
        gmask = Image.new("L", size, 0)
        Pen(gmask, k).polygon(curve((-10, hz + 8), (w / 2, hz + 2), (w + 10, hz + 10), steps=20) + [(w + 10, h + 5), (-10, h + 5)],
                              fill=255)
        tex = fractal_noise(size, 6, 4, f"{seed}/ground", stretch=(0.5, 2))
        ground = modulate(ground, tex, 0.35)
        img.paste(ground, (0, 0), gmask)
        return img
    # sea: the horizon, a darker sea with streaks of light
    sea = vertical(size, [(0, mix(shade(mix(base, place, 0.35), 0.85), sky_low, 0.3)), (1, shade(mix(base, place, 0.4), 0.2))])
    smask = Image.new("L", size, 0)
    Pen(smask, k).rect((-5, hz, w + 5, h + 5), fill=255)
    img.paste(sea, (0, 0), smask)
    waves = blank(size)
    wp = Pen(waves, k)
    y = hz + 3
    while y < h + 4:
        t = (y - hz) / max(1, h - hz)
        for _ in range(int(4 + 6 * (1 - t))):
            x = rnd.uniform(-10, w)
            length = rnd.uniform(6, 18) * (0.5 + t * 1.6)
            sag = 1.2 + 2 * t
            wp.line(curve((x, y), (x + length / 2, y - sag), (x + length, y), steps=6), fill=rgba(st.light, int(60 + 90 * (1 - t))),
                    width=0.5 + 1.4 * t)
        y += 2 + 7 * t
    img.alpha_composite(waves)
    return img


def race_marks(img: Image.Image, race: str, seed: str, k: float, strength: float = 1.0) -> None:
    """The race's pattern round the picture's edges: a numan targeting HUD, slurr veins and
    spores, uthron circuit traces."""
    st = STYLES[race]
    w, h = img.size[0] / k, img.size[1] / k
    rnd = rng("everzone", "marks", seed)
    layer = blank(img.size)
    pen = Pen(layer, k)
    a = int(110 * strength)
    if race == "numan":
        c = rgba(mix(st.light, (255, 255, 255), 0.4), a)
        for sx, sy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            x = 9 if sx == 0 else w - 9
            y = 9 if sy == 0 else h - 9
            dx, dy = (1 if sx == 0 else -1), (1 if sy == 0 else -1)
            pen.line([(x + dx * 14, y), (x, y), (x, y + dy * 14)], fill=c, width=1.2, round_caps=False)
        cx, cy, r = w * rnd.uniform(0.7, 0.85), h * rnd.uniform(0.15, 0.3), min(w, h) * 0.12
        pen.arc((cx - r, cy - r, cx + r, cy + r), 200, 330, fill=rgba(st.light, a // 2), width=0.8)
        for i in range(7):
            t = 200 + i * 20
            x0, y0 = cx + math.cos(math.radians(t)) * r, cy + math.sin(math.radians(t)) * r
            x1, y1 = cx + math.cos(math.radians(t)) * (r + 3), cy + math.sin(math.radians(t)) * (r + 3)
            pen.line([(x0, y0), (x1, y1)], fill=rgba(st.light, a // 2), width=0.7, round_caps=False)
        for i in range(3):
            y = h - 16 - i * 4
            pen.line([(14, y), (14 + rnd.uniform(8, 22), y)], fill=rgba(st.light, a // 2), width=1.0, round_caps=False)
    elif race == "slurr":
        for _ in range(5):  # veins from the edges
            side = rnd.randrange(4)
            t = rnd.uniform(0.1, 0.9)
            x, y = [(t * w, -2), (w + 2, t * h), (t * w, h + 2), (-2, t * h)][side]
            ang = [90, 180, 270, 0][side] + rnd.uniform(-35, 35)
            vein(pen, rnd, x, y, ang, rnd.uniform(24, 44), 4.2, rgba(mix(st.dark, (60, 20, 30), 0.3), int(170 * strength)), 3)
        for _ in range(int(w * h / 1500)):
            x, y = rnd.uniform(0, w), rnd.uniform(0, h)
            r = rnd.uniform(0.7, 1.8)
            pen.circle(x, y, r * 2.2, fill=rgba(st.glow, int(30 * strength)))
            pen.circle(x, y, r, fill=rgba(mix(st.glow, (255, 255, 255), 0.3), int(150 * strength)))
    else:
        c = rgba(shade(st.colour, 1.5), a)
        for _ in range(6):
            side = rnd.randrange(4)
            t = rnd.uniform(0.05, 0.95)
            x, y = [(t * w, 3), (w - 3, t * h), (t * w, h - 3), (3, t * h)][side]
            dx, dy = [(0, 1), (-1, 0), (0, -1), (1, 0)][side]
            pts = [(x, y)]
            for _seg in range(rnd.randint(2, 3)):
                L = rnd.uniform(5, 14)
                x, y = x + dx * L, y + dy * L
                pts.append((x, y))
                turn = rnd.choice((-1, 1))
                ex, ey = dy * turn, -dx * turn
                L2 = rnd.uniform(3, 9)
                x, y = x + (dx + ex) * L2, y + (dy + ey) * L2
                pts.append((x, y))
            pen.line(pts, fill=c, width=0.9, round_caps=False)
            pen.circle(x, y, 1.7, fill=rgba(st.glow, a + 40))
            pen.circle(pts[0][0], pts[0][1], 1.2, fill=c)
    img.alpha_composite(layer)


def vein(pen: Pen, rnd: random.Random, x: float, y: float, angle: float, length: float, width: float, colour, depth: int) -> None:
    """A wandering, branching vein."""
    pts = [(x, y)]
    a = angle
    steps = 6
    for _ in range(steps):
        a += rnd.uniform(-25, 25)
        x += math.cos(math.radians(a)) * length / steps
        y += math.sin(math.radians(a)) * length / steps
        pts.append((x, y))
    ribbon(pen, pts, lambda t: width * (1 - t * 0.8), colour)
    if depth > 1:
        for _ in range(2):
            i = rnd.randrange(2, len(pts))
            vein(pen, rnd, pts[i][0], pts[i][1], a + rnd.choice((-1, 1)) * rnd.uniform(30, 60), length * 0.6, width * 0.6,
                 colour, depth - 1)


def vignette(img: Image.Image, colour: RGB, amount: float = 1.0) -> None:
    """Darken the corners."""
    v = Image.radial_gradient("L").resize(img.size, Image.Resampling.BILINEAR)
    img.alpha_composite(tinted(v.point(lambda x: int(max(0, x - 110) * 1.4 * amount)), colour))


def unit_background(spec: Spec, k: int) -> Image.Image:
    """The picture behind a unit: its scene in the race's colours, rays behind a leader, the
    race's marks round the edges."""
    st = spec.style
    size = (S * k, S * k)
    horizon = {"sea": 112, "land": 120}.get(spec.env)
    img = scene(spec.env, spec.race, spec.id, size, k, horizon)
    if spec.leader:
        rays = blank(size)
        rp = Pen(rays, k)
        cx, cy = S / 2, S * 0.42
        n = 22
        for i in range(n):
            a0 = 2 * math.pi * i / n + 0.1
            a1 = a0 + math.pi / n
            rp.polygon([(cx, cy), (cx + math.cos(a0) * 220, cy + math.sin(a0) * 220), (cx + math.cos(a1) * 220, cy + math.sin(a1) * 220)],
                       fill=rgba(mix(GOLD, st.light, 0.4), 40))
        img.alpha_composite(masked(rays, radial_mask_box(size, (cx * k, cy * k), 150 * k)))
        img.alpha_composite(glow(size, (cx * k, cy * k), 110 * k, mix(GOLD, st.glow, 0.5), 0.5))
    return img


def figure(spec: Spec, k: int) -> tuple[Image.Image, Image.Image]:
    """The unit's subject: (behind, figure). The figure's body is shaded from the upper left,
    back-lit along its lower right in the race's light and outlined; its details and lights are
    drawn over it unshaded. `behind` holds what lies behind it (beams, smoke, splashes)."""
    st = spec.style
    size = (S * k, S * k)
    behind, body, det = blank(size), blank(size), blank(size)
    spec.glows = []
    PLANS[spec.plan](Pen(behind, k), Pen(body, k), Pen(det, k), spec)
    glows = spec.glows
    if spec.mirror:
        behind, body, det = (im.transpose(Image.Transpose.FLIP_LEFT_RIGHT) for im in (behind, body, det))
        glows = [(S - x, y, r, c, s) for x, y, r, c, s in glows]
    return behind, finish(body, det, glows, st, k, (spec.u(5), spec.u(6)))


def finish(body: Image.Image, det: Image.Image, glows: Sequence, st: Style, k: float, shift: Point = (0, 0)) -> Image.Image:
    """A drawn subject made solid: its body shaded from the upper left with a faint grain, a
    sunlit edge, a back-light in the race's colour along its lower right and a dark outline;
    then its unshaded details and its glows."""
    size = body.size
    alpha = body.getchannel("A")
    shaded = modulate(body, linear_shade(size, -125, 210, 64), 0.8)
    tex = texture(f"everzone/skin/{size[0]}x{size[1]}", size, 10, 3)
    shaded = modulate(shaded, ImageChops.offset(tex, int(shift[0] * size[0]), int(shift[1] * size[1])), 0.08)
    sun = ImageChops.subtract(alpha, ImageChops.offset(alpha, int(2 * k), int(2 * k))).filter(ImageFilter.GaussianBlur(0.6 * k))
    shaded.alpha_composite(tinted(sun, (255, 250, 236), 0.4))
    back = ImageChops.subtract(alpha, ImageChops.offset(alpha, int(-2.6 * k), int(-1.4 * k))).filter(ImageFilter.GaussianBlur(0.9 * k))
    shaded.alpha_composite(tinted(back, st.rim, 0.75))
    out = tinted(grow(alpha, 2.2 * k), st.ink)
    out.alpha_composite(shaded)
    out.alpha_composite(det)
    for x, y, r, c, s in glows:
        out.alpha_composite(glow(size, (x * k, y * k), r * k, c, s, 1.6))
    return out


def unit_frame(spec: Spec, k: int) -> Image.Image:
    """The picture's edge: a thin rim in the race's dark colour, or for a leader a gold frame
    with corner mounts and a star at the top."""
    st = spec.style
    size = (S * k, S * k)
    ring = blank(size)
    pen = Pen(ring, k)
    if not spec.leader:
        pen.rect((0, 0, S, S), outline=shade(st.colour, 0.35), width=3)
        pen.rect((2.5, 2.5, S - 2.5, S - 2.5), outline=rgba(st.light, 110), width=0.8)
        return ring
    gold_lo, gold_hi = shade(GOLD, 0.45), shade(GOLD, 1.35)
    pen.rect((0, 0, S, S), outline=gold_lo, width=7)
    pen.rect((1, 1, S - 1, S - 1), outline=GOLD, width=5)
    ring = modulate(ring, linear_shade(size, -135, 230, 60), 0.8)
    pen = Pen(ring, k)
    pen.rect((1.5, 1.5, S - 1.5, S - 1.5), outline=gold_hi, width=0.8)
    pen.rect((6.2, 6.2, S - 6.2, S - 6.2), outline=gold_lo, width=1.2)
    pen.rect((7.4, 7.4, S - 7.4, S - 7.4), outline=rgba(st.colour, 200), width=1.0)
    for x, y in ((0, 0), (S, 0), (0, S), (S, S)):
        sx = 1 if x == 0 else -1
        sy = 1 if y == 0 else -1
        mount = [(x, y), (x + sx * 26, y), (x + sx * 20, y + sy * 9), (x + sx * 9, y + sy * 9), (x + sx * 9, y + sy * 20),
                 (x, y + sy * 26)]
        pen.polygon(mount, fill=GOLD, outline=gold_lo, width=1.2)
        pen.polygon(regular_polygon(x + sx * 7, y + sy * 7, 3.6, 4, -90), fill=st.colour, outline=gold_lo, width=0.8)
        pen.circle(x + sx * 6, y + sy * 6, 1.0, fill=(255, 255, 255))
    cx = S / 2
    pen.polygon([(cx - 22, 0), (cx + 22, 0), (cx + 14, 9), (cx - 14, 9)], fill=GOLD, outline=gold_lo, width=1.2)
    pen.polygon(star_points(cx, 5, 7, 3, 5, -90), fill=gold_hi, outline=gold_lo, width=0.8)
    pen.polygon([(cx - 30, S), (cx + 30, S), (cx + 22, S - 8), (cx - 22, S - 8)], fill=GOLD, outline=gold_lo, width=1.2)
    for i in (-1, 0, 1):
        pen.polygon(regular_polygon(cx + i * 11, S - 4, 2.6, 4, -90), fill=st.glow if i == 0 else st.colour)
    return ring


def zoom(layer: Image.Image, s: float, anchor: Point) -> Image.Image:
    """The layer scaled by s about `anchor` (pixels)."""
    ax, ay = anchor
    inv = 1 / s
    return layer.transform(layer.size, Image.Transform.AFFINE, (inv, 0, ax - ax * inv, 0, inv, ay - ay * inv),
                           resample=Image.Resampling.BICUBIC)


def draw_unit(uid: str, name: str, race: str, leader: bool, places: Sequence[str]) -> Image.Image:
    """A 192 x 192 unit portrait."""
    k = K
    spec = make_spec(uid, name, race, leader, places)
    img = unit_background(spec, k)
    behind, fig = figure(spec, k)
    if leader:  # a leader stands larger, as far as its head stays clear of the gold frame
        top = (fig.getchannel("A").point(lambda v: 255 if v > 160 else 0).getbbox() or (0, 0, 0, 0))[1]
        grow_by = max(1.0, min(1.12, (S - 14) * k / max(1, S * k - top)))
        anchor = (S / 2 * k, S * k)
        behind, fig = zoom(behind, grow_by, anchor), zoom(fig, grow_by, anchor)
    img.alpha_composite(behind)
    img.alpha_composite(shadow_of(fig, (3 * k, 3.5 * k), 3 * k, 0.35))
    img.alpha_composite(fig)
    race_marks(img, race, uid, k, 0.8)
    vignette(img, shade(spec.style.dark, 0.6), 0.7)
    img.alpha_composite(unit_frame(spec, k))
    return downsample(img, k)


PLANS: dict[str, Callable[[Pen, Pen, Pen, Spec], None]] = {}


def plan(name: str):
    def register(fn):
        PLANS[name] = fn
        return fn
    return register


# --------------------------------------------------------------------------- numan


def face(b: Pen, d: Pen, spec: Spec, cx: float, cy: float, r: float, skin: RGB, mood: str = "calm",
         eye: RGB | None = None) -> None:
    """A human face, about 2r tall, looking out of the picture."""
    b.polygon(ell(cx, cy + r * 0.08, r * 0.78, r * 1.0, 32), fill=skin, outline=shade(skin, 0.5), width=1.0)
    for side in (-1, 1):  # ears
        b.ellipse((cx + side * r * 0.78 - r * 0.14, cy - r * 0.02, cx + side * r * 0.78 + r * 0.14, cy + r * 0.34), fill=skin,
                  outline=shade(skin, 0.5), width=0.9)
    eye = eye or mix(spec.style.glow, (90, 140, 170), 0.5)
    ey = cy + r * 0.08
    for side in (-1, 1):
        ex = cx + side * r * 0.33
        d.ellipse((ex - r * 0.19, ey - r * 0.09, ex + r * 0.19, ey + r * 0.1), fill=(250, 248, 244))
        d.circle(ex + r * 0.02, ey + r * 0.005, r * 0.085, fill=eye)
        d.circle(ex + r * 0.02, ey + r * 0.005, r * 0.04, fill=(16, 14, 20))
        d.circle(ex - r * 0.01, ey - r * 0.03, r * 0.02, fill=(255, 255, 255))
        d.line([(ex - r * 0.2, ey - r * 0.06), (ex + r * 0.2, ey - r * 0.08)], fill=shade(skin, 0.35), width=0.7)
        brow = -r * 0.24 + (r * 0.05 if mood == "stern" else 0)
        tilt = side * (r * 0.07 if mood in ("stern", "shout") else -r * 0.02)
        d.line([(ex - side * r * 0.2, ey + brow + tilt), (ex + side * r * 0.2, ey + brow - tilt)], fill=shade(skin, 0.3),
               width=r * 0.07)
    d.line([(cx + r * 0.02, cy + r * 0.12), (cx - r * 0.07, cy + r * 0.42), (cx + r * 0.06, cy + r * 0.46)],
           fill=shade(skin, 0.6), width=0.8)
    my = cy + r * 0.66
    if mood == "shout":
        d.polygon(ell(cx, my + r * 0.04, r * 0.2, r * 0.14, 16), fill=(70, 20, 24), outline=shade(skin, 0.4), width=0.8)
        d.rect((cx - r * 0.14, my - r * 0.08, cx + r * 0.14, my - r * 0.02), fill=(245, 242, 236))
    elif mood == "smile":
        d.line(curve((cx - r * 0.2, my - r * 0.02), (cx, my + r * 0.1), (cx + r * 0.2, my - r * 0.02), steps=8),
               fill=shade(skin, 0.4), width=0.9)
    else:
        d.line([(cx - r * 0.17, my), (cx + r * 0.17, my - r * 0.01)], fill=shade(skin, 0.4), width=0.9)
    d.polygon(ell(cx - r * 0.45, cy + r * 0.45, r * 0.12, r * 0.07, 10), fill=rgba((230, 110, 100), 50))
    d.polygon(ell(cx + r * 0.45, cy + r * 0.45, r * 0.12, r * 0.07, 10), fill=rgba((230, 110, 100), 50))


def hair(b: Pen, spec: Spec, cx: float, cy: float, r: float, colour: RGB, style: str, back: bool) -> None:
    """Hair: `back` draws what falls behind the head (long hair, a bun), else what covers its top."""
    line = shade(colour, 0.45)
    if back:
        if style == "long":
            b.polygon([(cx - r * 0.95, cy - r * 0.4), (cx - r * 1.15, cy + r * 1.7), (cx - r * 0.5, cy + r * 1.55),
                       (cx + r * 0.5, cy + r * 1.55), (cx + r * 1.15, cy + r * 1.7), (cx + r * 0.95, cy - r * 0.4)],
                      fill=colour, outline=line, width=1.0)
        if style == "bun":
            b.circle(cx + r * 0.15, cy - r * 1.05, r * 0.42, fill=colour, outline=line, width=1.0)
        return
    if style == "bald":
        return
    top = ell(cx, cy - r * 0.05, r * 0.86, r * 1.04, 24, 180, 360)
    if style in ("short", "crop", "bun", "long"):
        fringe = [(cx + r * 0.86, cy - r * 0.05), (cx + r * 0.7, cy - r * 0.35), (cx + r * 0.3, cy - r * 0.55),
                  (cx - r * 0.1, cy - r * 0.42), (cx - r * 0.5, cy - r * 0.52), (cx - r * 0.8, cy - r * 0.2), (cx - r * 0.86, cy - r * 0.05)]
        if style == "crop":
            fringe = [(cx + r * 0.86, cy - r * 0.2), (cx, cy - r * 0.62), (cx - r * 0.86, cy - r * 0.2)]
        b.polygon(top + fringe, fill=colour, outline=line, width=1.0)
        if style == "long":
            for side in (-1, 1):
                b.polygon([(cx + side * r * 0.86, cy - r * 0.1), (cx + side * r * 0.95, cy + r * 0.9), (cx + side * r * 0.66, cy + r * 0.5),
                           (cx + side * r * 0.7, cy - r * 0.3)], fill=colour, outline=line, width=0.9)
    elif style == "mohawk":
        b.polygon([(cx - r * 0.2, cy - r * 0.7), (cx - r * 0.1, cy - r * 1.35), (cx + r * 0.2, cy - r * 1.2), (cx + r * 0.2, cy - r * 0.7)],
                  fill=colour, outline=line, width=1.0)


def helmet(b: Pen, d: Pen, spec: Spec, cx: float, cy: float, r: float, kind: str, plate: RGB, trim: RGB, visor: RGB) -> None:
    """A numan helmet over a head at (cx, cy): closed (a glowing visor across the eyes), open
    (the visor raised on the brow) or a peaked cap."""
    line = shade(plate, 0.42)
    if kind == "cap":
        b.polygon(ell(cx, cy - r * 0.55, r * 1.02, r * 0.5, 24, 180, 360) + [(cx + r * 0.9, cy - r * 0.4), (cx - r * 0.9, cy - r * 0.4)],
                  fill=plate, outline=line, width=1.1)
        b.rect((cx - r * 0.9, cy - r * 0.62, cx + r * 0.9, cy - r * 0.38), fill=trim, outline=line, width=1.0)
        b.polygon([(cx - r * 0.88, cy - r * 0.42), (cx + r * 0.88, cy - r * 0.42), (cx + r * 0.6, cy - r * 0.18), (cx - r * 0.6, cy - r * 0.18)],
                  fill=(24, 26, 34), outline=line, width=1.0)
        d.polygon(star_points(cx, cy - r * 0.78, r * 0.2, r * 0.09, 5, -90), fill=GOLD)
        d.line([(cx - r * 0.8, cy - r * 0.45), (cx + r * 0.8, cy - r * 0.45)], fill=GOLD, width=1.0)
        return
    dome = ell(cx, cy - r * 0.08, r * 1.06, r * 1.12, 36, 160, 380)
    if kind == "closed":
        shell = dome + [(cx + r * 0.95, cy + r * 0.5), (cx + r * 0.6, cy + r * 1.05), (cx - r * 0.6, cy + r * 1.05), (cx - r * 0.95, cy + r * 0.5)]
        b.polygon(shell, fill=plate, outline=line, width=1.2)
        b.polygon([(cx - r * 0.5, cy + r * 0.55), (cx + r * 0.5, cy + r * 0.55), (cx + r * 0.36, cy + r * 1.05), (cx - r * 0.36, cy + r * 1.05)],
                  fill=trim, outline=line, width=1.0)
        for i in range(3):  # breathing vents
            y = cy + r * (0.68 + i * 0.12)
            b.line([(cx - r * 0.2, y), (cx + r * 0.2, y)], fill=shade(trim, 0.5), width=0.9)
        vis = [(cx - r * 0.92, cy - r * 0.22), (cx + r * 0.92, cy - r * 0.22), (cx + r * 0.82, cy + r * 0.3), (cx + r * 0.2, cy + r * 0.36),
               (cx, cy + r * 0.5), (cx - r * 0.2, cy + r * 0.36), (cx - r * 0.82, cy + r * 0.3)]
        d.polygon(vis, fill=rgba(shade(visor, 0.55), 255), outline=rgba(shade(plate, 0.35), 255), width=1.2)
        d.polygon([(cx - r * 0.85, cy - r * 0.16), (cx + r * 0.85, cy - r * 0.16), (cx + r * 0.78, cy + r * 0.04), (cx - r * 0.78, cy + r * 0.04)],
                  fill=rgba(shade(visor, 1.2), 230))
        d.line([(cx - r * 0.7, cy - r * 0.12), (cx - r * 0.2, cy - r * 0.12)], fill=(255, 255, 255, 220), width=1.0)
        spec.glows.append((cx, cy + r * 0.05, r * 1.4, visor, 0.5))
    else:  # open: the face shows, the visor raised on the brow
        brim = dome + [(cx + r * 0.98, cy + r * 0.15), (cx + r * 0.8, cy + r * 0.2), (cx + r * 0.78, cy - r * 0.3),
                       (cx - r * 0.78, cy - r * 0.3), (cx - r * 0.8, cy + r * 0.2), (cx - r * 0.98, cy + r * 0.15)]
        b.polygon(brim, fill=plate, outline=line, width=1.2)
        b.polygon([(cx - r * 0.85, cy - r * 0.6), (cx + r * 0.85, cy - r * 0.6), (cx + r * 0.8, cy - r * 0.3), (cx - r * 0.8, cy - r * 0.3)],
                  fill=shade(visor, 0.55), outline=line, width=1.0)
        d.line([(cx - r * 0.7, cy - r * 0.5), (cx + r * 0.1, cy - r * 0.5)], fill=rgba(shade(visor, 1.4), 200), width=1.0)
        for side in (-1, 1):  # chin straps
            d.line([(cx + side * r * 0.8, cy + r * 0.15), (cx + side * r * 0.55, cy + r * 0.95)], fill=rgba(shade(trim, 0.6), 255), width=1.2)
    b.line([(cx, cy - r * 1.18), (cx, cy - r * 0.62)], fill=trim, width=r * 0.22, round_caps=False)  # crest stripe
    for side in (-1, 1):  # ear pieces
        b.circle(cx + side * r * 0.98, cy + r * 0.05, r * 0.22, fill=trim, outline=line, width=1.0)
        d.circle(cx + side * r * 0.98, cy + r * 0.05, r * 0.07, fill=rgba(visor, 255))


def rifle(b: Pen, d: Pen, spec: Spec, x: float, y: float, angle: float, s: float, metal: RGB, kind: str = "rifle") -> None:
    """A gun held at (x, y) (the grip), pointing along `angle` degrees."""
    line = shade(metal, 0.4)
    L = {"rifle": 1.0, "long": 1.45, "pistol": 0.45, "carbine": 0.8}[kind]
    parts = [
        ([(-30 * L, -4), (-12, -5), (-12, 5), (-30 * L, 8)], shade(metal, 0.8)),  # stock
        ([(-14, -7), (34 * L, -7), (36 * L, 2), (-14, 4)], metal),  # receiver
        ([(34 * L, -4.5), (64 * L, -4.5), (64 * L, -1), (34 * L, -1)], shade(metal, 0.7)),  # barrel
        ([(4, 3), (12, 3), (10, 16), (3, 15)], shade(metal, 0.6)),  # magazine
        ([(-8, 3), (-2, 3), (-5, 13), (-10, 12)], shade(metal, 0.7)),  # grip
    ]
    if kind == "pistol":
        parts = [([(-4, -6), (30, -6), (30, 1), (-4, 1)], metal), ([(-2, 0), (6, 0), (3, 14), (-5, 13)], shade(metal, 0.7))]
    for pts, fill in parts:
        b.polygon(xf(pts, x, y, angle, s), fill=fill, outline=line, width=1.0)
    if kind in ("rifle", "long", "carbine"):
        scope = 14 if kind == "long" else 9
        b.polygon(xf([(2, -13), (2 + scope * 2, -13), (2 + scope * 2, -8), (2, -8)], x, y, angle, s), fill=shade(metal, 0.5), outline=line,
                  width=1.0)
        lx, ly = xf([(2 + scope * 2, -10.5)], x, y, angle, s)[0]
        light(d, spec, lx, ly, 1.4 * s, (255, 80, 60), 0.6)
    tip = xf([(64 * L if kind != "pistol" else 30, -2.8)], x, y, angle, s)[0]
    d.circle(tip[0], tip[1], 1.2 * s, fill=(255, 255, 255, 120))


def hand(b: Pen, x: float, y: float, r: float, colour: RGB) -> None:
    """A gloved fist."""
    b.rect((x - r, y - r * 0.8, x + r, y + r * 0.8), fill=colour, outline=shade(colour, 0.4), width=1.0, radius=r * 0.4)
    b.line([(x - r * 0.6, y - r * 0.1), (x + r * 0.6, y - r * 0.1)], fill=shade(colour, 0.6), width=0.7)


def medic_cross(pen: Pen, x: float, y: float, r: float, colour=(214, 40, 46), ground=(250, 250, 250)) -> None:
    pen.circle(x, y, r, fill=ground, outline=shade(ground, 0.5), width=0.8)
    pen.rect((x - r * 0.22, y - r * 0.66, x + r * 0.22, y + r * 0.66), fill=colour)
    pen.rect((x - r * 0.66, y - r * 0.22, x + r * 0.66, y + r * 0.22), fill=colour)


def numan_mark(pen: Pen, x: float, y: float, r: float, colour, line=None) -> None:
    """The numan chevron: three stacked chevrons (Tarvis, Magis, Kepler)."""
    for i in range(3):
        yy = y - r * 0.55 + i * r * 0.5
        pts = [(x - r, yy), (x, yy + r * 0.45), (x + r, yy), (x + r, yy + r * 0.28), (x, yy + r * 0.73), (x - r, yy + r * 0.28)]
        pen.polygon(pts, fill=colour, outline=line, width=0.6 if line else 0)


# Armour (plate, trim) by role; ARMOUR_ANY are the choices for the rest.
ARMOUR_SCHEMES: dict[str, tuple[RGB, RGB]] = {
    "medic": ((236, 236, 232), (200, 50, 54)),
    "sniper": ((70, 78, 92), (40, 46, 58)),
    "ranger": ((128, 140, 110), (70, 84, 60)),
    "officer": ((70, 92, 136), (200, 206, 220)),
    "engineer": ((222, 226, 232), (232, 180, 50)),
    "captain": ((160, 176, 198), (150, 40, 46)),
    "guard": ((90, 110, 150), (210, 216, 226)),
    "warden": ((236, 236, 240), (200, 60, 60)),
}
ARMOUR_ANY: list[tuple[RGB, RGB]] = [((222, 228, 236), (58, 118, 190)), ((170, 186, 206), (40, 80, 140)),
                                     ((214, 206, 184), (60, 100, 150)), ((120, 140, 170), (220, 226, 236))]

SOLDIER = {
    # role: (headgear, hair, weapon, extras)
    "marine": ("closed", "", "rifle", ("pack",)),
    "rifleman": ("open", "short", "rifle", ()),
    "pathfinder": ("closed", "", "carbine", ("antenna", "pack")),
    "medic": ("open", "crop", "", ("cross",)),
    "sniper": ("hood", "short", "long", ("monocle",)),
    "ranger": ("open", "short", "carbine", ("rebreather",)),
    "guard": ("closed", "", "", ("shield",)),
    "captain": ("bare", "crop", "pistol", ("scar", "cape", "shout")),
    "officer": ("bare", "bun", "", ("headset", "antenna", "tablet")),
    "engineer": ("open", "bun", "", ("hexshield",)),
    "strategist": ("bare", "long", "", ("holomap", "collar", "cape")),
    "admiral": ("cap", "bun", "", ("epaulettes", "medals", "coat")),
    "warden": ("open", "long", "", ("cross", "cape", "staff")),
}


@plan("soldier")
def plan_soldier(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A numan in armour, from the waist up: helmet or bare head, shoulder plates, chest plate,
    the role's gun, shield, medic cross, radio or holographic map."""
    st = spec.style
    head, hair_style, weapon, extras = SOLDIER.get(spec.role, SOLDIER["marine"])
    cx = 96 + (spec.u(7) - 0.5) * 16
    hy, r = 80, 25
    skin = spec.pick(8, SKIN)
    hair_c = spec.pick(9, HAIR)
    scheme = ARMOUR_SCHEMES.get(spec.role) or spec.pick(10, ARMOUR_ANY)
    plate, trim = scheme
    plate = mix(plate, spec.pick(11, [(220, 228, 240), (200, 212, 226), (232, 226, 210), (190, 204, 214)]), 0.15)
    suit = mix(GUNMETAL, st.colour, 0.25)
    visor = spec.pick(12, [(110, 220, 255), (255, 190, 80), (120, 255, 210), (110, 220, 255)])
    if "coat" in extras:
        plate, trim = (36, 50, 84), GOLD
    if spec.leader and "coat" not in extras:
        trim = mix(trim, GOLD, 0.55)
    line = shade(plate, 0.4)
    if "cape" in extras:  # a cape behind the shoulders
        cape = mix(trim, (160, 30, 40), 0.6) if spec.role == "captain" else shade(trim, 0.75)
        b.polygon([(cx - 50, 116), (cx - 70, 200), (cx + 70, 200), (cx + 50, 116)], fill=cape, outline=shade(cape, 0.4), width=1.2)
    if "pack" in extras or "antenna" in extras:
        b.rect((cx - 40, 100, cx + 40, 146), fill=suit, outline=shade(suit, 0.4), width=1.0, radius=5)
    if "antenna" in extras:
        ax = cx + 30
        b.line([(ax, 110), (ax + 10, 28)], fill=shade(suit, 0.6), width=1.6)
        light(d, spec, ax + 10, 28, 1.6, (255, 90, 70), 0.8)
        for i in range(3):
            d.arc((ax + 10 - 6 - i * 5, 28 - 6 - i * 5, ax + 10 + 6 + i * 5, 28 + 6 + i * 5), -60, 10,
                  fill=rgba(st.glow, 160 - i * 40), width=0.9)
    if "staff" in extras:
        sx = cx - 58
        b.line([(sx, 200), (sx + 6, 44)], fill=shade(GOLD, 0.8), width=3.4)
        b.circle(sx + 6, 40, 7, fill=GOLD, outline=shade(GOLD, 0.4), width=1.0)
        light(d, spec, sx + 6, 40, 3.5, st.glow, 0.9, 6)
    hair(b, spec, cx, hy, r, hair_c, hair_style, back=True)
    # body: neck, torso, shoulder plates
    b.rect((cx - 11, hy + 14, cx + 11, 122), fill=skin if head in ("bare", "cap") else suit, outline=line, width=1.0)
    torso = [(cx - 48, 116), (cx + 48, 116), (cx + 60, 200), (cx - 60, 200)]
    b.polygon(torso, fill=suit if "coat" not in extras else plate, outline=shade(suit, 0.4), width=1.2)
    chest = [(cx - 36, 114), (cx + 36, 114), (cx + 42, 154), (cx + 16, 176), (cx - 16, 176), (cx - 42, 154)]
    if "coat" in extras:
        b.polygon([(cx - 14, 114), (cx + 14, 114), (cx + 6, 200), (cx - 6, 200)], fill=(230, 232, 236), outline=line, width=1.0)
        b.polygon([(cx - 12, 114), (cx, 138), (cx + 12, 114)], fill=(30, 30, 40))
        for i in range(4):
            d.circle(cx - 20, 134 + i * 13, 2.0, fill=GOLD)
            d.circle(cx + 20, 134 + i * 13, 2.0, fill=GOLD)
    else:
        b.polygon(chest, fill=plate, outline=line, width=1.2)
        b.line([(cx, 116), (cx, 174)], fill=shade(plate, 0.8), width=1.2)
        b.polygon([(cx - 36, 114), (cx + 36, 114), (cx + 30, 122), (cx - 30, 122)], fill=trim, outline=line, width=1.0)
        b.polygon([(cx - 42, 154), (cx - 16, 176), (cx + 16, 176), (cx + 42, 154), (cx + 44, 162), (cx + 18, 186), (cx - 18, 186),
                   (cx - 44, 162)], fill=shade(plate, 0.88), outline=line, width=1.0)
        numan_mark(d, cx + 22, 134, 6, rgba(trim, 255))
        light(d, spec, cx - 22, 136, 1.8, visor, 0.5)
    if "collar" in extras:
        b.polygon([(cx - 24, 120), (cx - 32, 94), (cx - 12, 106), (cx, 122)], fill=trim, outline=line, width=1.0)
        b.polygon([(cx + 24, 120), (cx + 32, 94), (cx + 12, 106), (cx, 122)], fill=trim, outline=line, width=1.0)
    for side in (-1, 1):
        px = cx + side * 46
        low = [(px - side * 14, 132), (px + side * 24, 130), (px + side * 26, 146), (px - side * 8, 150)]
        b.polygon(low, fill=shade(plate, 0.9), outline=line, width=1.1)
        pad = [(px - side * 20, 116), (px - side * 8, 106), (px + side * 14, 106), (px + side * 27, 118), (px + side * 28, 134),
               (px - side * 16, 136)]
        b.polygon(pad, fill=plate, outline=line, width=1.2)
        b.polygon([(px - side * 8, 106), (px + side * 14, 106), (px + side * 27, 118), (px + side * 22, 120), (px + side * 10, 111),
                   (px - side * 6, 111)], fill=trim, outline=line, width=0.9)
        if "epaulettes" in extras:
            b.polygon(ell(px, 116, 22, 8, 16, 180, 360), fill=GOLD, outline=shade(GOLD, 0.4), width=1.0)
            for i in range(7):
                fx = px - 16 + i * 5.3
                d.line([(fx, 118), (fx, 130)], fill=rgba(shade(GOLD, 1.1), 255), width=1.3)
    if "cross" in extras:
        medic_cross(d, cx - 46, 128, 7.5)
    if "medals" in extras:
        for i, c in enumerate(((214, 60, 60), (60, 120, 214), GOLD)):
            d.rect((cx - 40 + i * 7, 142, cx - 35 + i * 7, 148), fill=c)
            d.circle(cx - 37.5 + i * 7, 152, 2.4, fill=GOLD)
    if "scar" in extras or spec.leader:
        numan_mark(d, cx + 46, 126, 7, GOLD if spec.leader else rgba(shade(trim, 1.3), 255))
    if "coat" not in extras:
        b.polygon(ell(cx, 116, 21, 7, 20), fill=shade(suit, 1.1), outline=line, width=1.0)
    if head in ("bare", "cap"):  # a high collar round the neck
        collar = plate if "coat" in extras else trim
        b.polygon([(cx - 17, 120), (cx - 15, 101), (cx, 108), (cx + 15, 101), (cx + 17, 120)], fill=collar, outline=shade(collar, 0.4),
                  width=1.0)
        if "coat" in extras:
            d.line([(cx - 15, 103), (cx, 110), (cx + 15, 103)], fill=rgba(GOLD, 255), width=1.0)
    # head
    if head in ("bare", "cap", "open", "hood"):
        face(b, d, spec, cx, hy, r, skin, "shout" if "shout" in extras else ("stern" if spec.u(13) > 0.5 else "calm"))
        if "scar" in extras:
            d.line([(cx + r * 0.3, hy - r * 0.4), (cx + r * 0.5, hy + r * 0.3)], fill=shade(skin, 0.55), width=1.2)
    if head in ("bare", "open", "hood"):
        hair(b, spec, cx, hy, r, hair_c, hair_style if head == "bare" else "crop", back=False)
    if head == "hood":
        hood = shade(mix(trim, (80, 90, 70), 0.5), 0.8)
        b.polygon(ell(cx, hy - r * 0.1, r * 1.25, r * 1.35, 30, 150, 390) + [(cx + r * 0.9, hy + r * 1.3), (cx - r * 0.9, hy + r * 1.3)],
                  fill=hood, outline=shade(hood, 0.4), width=1.1)
        b.polygon(ell(cx, hy + r * 0.12, r * 0.8, r * 1.02, 30), fill=skin, outline=shade(skin, 0.5), width=1.0)
        face(b, d, spec, cx, hy, r, skin, "stern")
    if head in ("closed", "open", "cap"):
        helmet(b, d, spec, cx, hy, r, head, plate if head != "cap" else (30, 40, 70), trim, visor)
    if "monocle" in extras:
        ex, ey = cx + r * 0.33, hy + r * 0.08
        d.circle(ex, ey, r * 0.3, fill=rgba((40, 40, 50), 255), outline=(20, 20, 26, 255), width=1.0)
        d.circle(ex, ey, r * 0.2, fill=rgba((255, 70, 60), 255))
        spec.glows.append((ex, ey, r * 0.9, (255, 80, 60), 0.7))
        d.line([(ex + r * 0.3, ey), (cx + r * 0.95, hy - r * 0.1)], fill=(30, 30, 40, 255), width=1.4)
    if "rebreather" in extras:
        b.polygon([(cx - r * 0.6, hy + r * 0.4), (cx + r * 0.6, hy + r * 0.4), (cx + r * 0.45, hy + r * 1.0), (cx - r * 0.45, hy + r * 1.0)],
                  fill=suit, outline=shade(suit, 0.4), width=1.0)
        for side in (-1, 1):
            b.circle(cx + side * r * 0.42, hy + r * 0.8, r * 0.2, fill=shade(suit, 0.7), outline=shade(suit, 0.4), width=0.9)
        b.line([(cx + r * 0.55, hy + r * 0.85), (cx + r * 1.5, 118)], fill=shade(suit, 0.6), width=2.2)
    if "headset" in extras:
        b.arc((cx - r * 0.95, hy - r * 1.1, cx + r * 0.95, hy + r * 0.6), 180, 360, fill=(40, 44, 56), width=2.2)
        b.circle(cx - r * 0.9, hy + r * 0.1, r * 0.24, fill=(40, 44, 56))
        b.line([(cx - r * 0.9, hy + r * 0.2), (cx - r * 0.3, hy + r * 0.75)], fill=(40, 44, 56), width=1.4)
        light(d, spec, cx - r * 0.3, hy + r * 0.75, 1.3, (120, 255, 140), 0.6)
    # what the hands hold
    metal = spec.pick(14, [(70, 76, 90), (60, 64, 70), (90, 96, 110)])
    glove = shade(suit, 0.9)
    if weapon in ("rifle", "carbine"):
        rifle(b, d, spec, cx - 26, 166, -26, 1.3, metal, weapon)
        hand(b, cx - 28, 168, 7, glove)
        hand(b, cx + 26, 140, 7, glove)
    elif weapon == "long":
        rifle(b, d, spec, cx + 40, 190, -72, 1.1, metal, "long")
        hand(b, cx + 42, 188, 6, glove)
    elif weapon == "pistol":
        b.polygon([(cx + 40, 140), (cx + 56, 132), (cx + 70, 92), (cx + 60, 86), (cx + 46, 120)], fill=suit, outline=shade(suit, 0.4),
                  width=1.0)
        rifle(b, d, spec, cx + 64, 84, -80, 1.0, metal, "pistol")
        hand(b, cx + 64, 88, 6.5, glove)
    if "shield" in extras:
        sx, sy = cx - 18, 150
        pts = chamfer(sx - 40, sy - 36, sx + 40, sy + 60, 12)
        b.polygon(pts, fill=shade(trim, 0.9), outline=shade(trim, 0.4), width=1.4)
        b.polygon(chamfer(sx - 34, sy - 30, sx + 34, sy + 54, 9), fill=shade(trim, 1.1))
        b.rect((sx - 20, sy - 20, sx + 20, sy - 12), fill=rgba((20, 30, 50), 255))
        d.rect((sx - 18, sy - 19, sx + 18, sy - 13), fill=rgba(st.glow, 160))
        numan_mark(d, sx, sy + 14, 12, rgba(plate, 255), rgba(shade(trim, 0.4), 255))
    if "tablet" in extras or "holomap" in extras:
        tx, ty = cx - 30, 160
        hand(b, tx + 4, ty + 10, 6, glove if "holomap" not in extras else skin)
        holo = blank_like(d)
        hp = Pen(holo, d.k)
        hp.polygon([(tx - 24, ty - 6), (tx + 28, ty - 6), (tx + 40, ty - 44), (tx - 12, ty - 44)], fill=rgba(st.glow, 70),
                   outline=rgba(st.glow, 200), width=0.8)
        for i in range(4):
            yy = ty - 12 - i * 8
            hp.line([(tx - 18 + i * 3, yy), (tx + 26 + i * 3, yy)], fill=rgba(st.glow, 90), width=0.5)
        rnd = spec.rnd("holo")
        pts = [(tx - 10 + i * 10 + rnd.uniform(-3, 3), ty - 14 - rnd.uniform(0, 24)) for i in range(5)]
        hp.line(pts, fill=rgba((255, 255, 255), 220), width=1.0)
        for x, y in pts:
            hp.circle(x, y, 1.4, fill=rgba(st.second, 255))
        d.image.alpha_composite(holo)
        spec.glows.append((tx + 8, ty - 26, 30, st.glow, 0.45))
    if "hexshield" in extras:
        sx, sy = cx - 44, 150
        b.rect((sx - 10, sy - 8, sx + 10, sy + 12), fill=metal, outline=shade(metal, 0.4), width=1.0, radius=3)
        light(d, spec, sx, sy, 2.4, st.glow, 0.8)
        for i in range(6):
            a = -90 + i * 60
            hx, hy2 = sx + math.cos(math.radians(a)) * 22, sy - 10 + math.sin(math.radians(a)) * 22
            d.polygon(regular_polygon(hx, hy2, 11, 6, 0), fill=rgba(st.glow, 60), outline=rgba(st.glow, 200), width=0.9)
        d.polygon(regular_polygon(sx, sy - 10, 11, 6, 0), fill=rgba(st.glow, 80), outline=rgba(st.glow, 220), width=0.9)
        spec.glows.append((sx, sy - 10, 40, st.glow, 0.4))


def blank_like(pen: Pen) -> Image.Image:
    return blank(pen.image.size)


def vehicle_colours(spec: Spec) -> tuple[RGB, RGB, RGB]:
    """(plate, trim, dark) for a numan machine."""
    st = spec.style
    plate = mix(ARMOUR, spec.pick(15, [(200, 210, 222), (176, 188, 200), (214, 210, 196), (160, 176, 196)]), 0.55)
    trim = mix(st.colour, spec.pick(16, [(40, 80, 140), (70, 140, 200), (58, 118, 190)]), 0.5)
    if spec.leader:
        trim = mix(trim, GOLD, 0.5)
    return plate, trim, mix(GUNMETAL, st.colour, 0.2)


def smoke(pen: Pen, rnd: random.Random, x: float, y: float, n: int, r: float, colour, drift: Point = (0, -6)) -> None:
    """A plume of soft puffs rising from (x, y)."""
    for i in range(n):
        t = i / max(1, n - 1)
        pen.circle(x + drift[0] * i + rnd.uniform(-2, 2), y + drift[1] * i + rnd.uniform(-2, 2), r * (0.6 + t),
                   fill=rgba(colour, int(150 * (1 - t * 0.7))))


def spray(pen: Pen, rnd: random.Random, x0: float, x1: float, y: float, h: float, colour=(240, 250, 255)) -> None:
    """White water thrown up along a hull's waterline, from x0 to x1: a band of foam with a
    ragged crest and a few flying drops."""
    lo, hi = min(x0, x1), max(x0, x1)
    n = max(3, int((hi - lo) / 6))
    crest = [(lo + (hi - lo) * i / n, y - rnd.uniform(0.2, 1.0) * h * math.sin(math.pi * i / n) ** 0.7) for i in range(n + 1)]
    pen.polygon(crest + [(hi, y + 4), (lo, y + 4)], fill=rgba(colour, 190))
    pen.polygon([(x, y - (y - cy) * 0.45) for x, cy in crest] + [(hi, y + 4), (lo, y + 4)], fill=rgba(colour, 235))
    for _ in range(int((hi - lo) / 5)):
        x = rnd.uniform(lo, hi)
        pen.circle(x, y - rnd.uniform(0.6, 1.4) * h, rnd.uniform(0.6, 1.6), fill=rgba(colour, rnd.randint(150, 230)))


def track(b: Pen, x0: float, y0: float, x1: float, y1: float, colour: RGB) -> None:
    """A caterpillar track with road wheels."""
    h = y1 - y0
    b.rect((x0, y0, x1, y1), fill=shade(colour, 0.5), outline=shade(colour, 0.25), width=1.2, radius=h / 2)
    n = max(3, int((x1 - x0) / (h * 0.9)))
    for i in range(n):
        x = x0 + h / 2 + (x1 - x0 - h) * i / (n - 1)
        b.circle(x, (y0 + y1) / 2, h * 0.34, fill=shade(colour, 0.8), outline=shade(colour, 0.35), width=0.9)
        b.circle(x, (y0 + y1) / 2, h * 0.1, fill=shade(colour, 0.4))


@plan("mech")
def plan_mech(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A four-legged numan walker with two cannons and a lit cockpit."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    rnd = spec.rnd("mech")
    smoke(bh, rnd, 150, 70, 6, 6, shade(st.light, 0.8), (4, -7))

    def leg(x: float, far: bool) -> None:
        c = shade(dark, 0.75) if far else dark
        p = shade(plate, 0.75) if far else plate
        knee = (x - 14, 134)
        foot = (x - 4, GROUND - 6)
        ribbon(b, [(x, 106), knee], [14, 11], c, outline=shade(c, 0.4), width=1.0)
        ribbon(b, [knee, foot], [11, 8], c, outline=shade(c, 0.4), width=1.0)
        b.polygon([(knee[0] - 8, knee[1] - 10), (knee[0] + 6, knee[1] - 8), (knee[0] + 4, knee[1] + 8), (knee[0] - 8, knee[1] + 6)],
                  fill=p, outline=shade(p, 0.4), width=1.0)
        b.polygon([(foot[0] - 14, GROUND), (foot[0] + 12, GROUND), (foot[0] + 8, foot[1] - 2), (foot[0] - 8, foot[1] - 2)], fill=p,
                  outline=shade(p, 0.4), width=1.0)
        b.circle(x, 106, 7, fill=shade(c, 1.2), outline=shade(c, 0.4), width=1.0)

    for x in (76, 150):
        leg(x, True)
    hull = [(44, 72), (128, 62), (156, 76), (152, 108), (132, 116), (58, 116), (36, 96)]
    b.polygon(hull, fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.polygon([(44, 72), (128, 62), (156, 76), (150, 82), (126, 70), (50, 80)], fill=shade(plate, 1.08))
    b.polygon([(58, 104), (150, 100), (148, 108), (132, 116), (58, 116)], fill=trim, outline=shade(trim, 0.4), width=1.0)
    for _i, (y, length) in enumerate(((82, 40), (96, 36))):
        b.rect((40 - length, y - 3.5, 52, y + 3.5), fill=shade(dark, 1.2), outline=shade(dark, 0.4), width=1.0)
        b.rect((40 - length - 4, y - 4.5, 40 - length + 4, y + 4.5), fill=dark, outline=shade(dark, 0.4), width=1.0)
        b.rect((40, y - 6, 56, y + 6), fill=shade(dark, 0.9), outline=shade(dark, 0.4), width=1.0, radius=2)
    d.polygon([(52, 76), (80, 72), (80, 84), (54, 88)], fill=rgba(shade(st.second, 0.7), 255), outline=rgba(shade(plate, 0.35), 255),
              width=1.0)
    d.line([(56, 78), (76, 75)], fill=(255, 240, 200, 230), width=1.0)
    spec.glows.append((66, 80, 14, st.second, 0.5))
    numan_mark(d, 118, 88, 8, rgba(trim, 255), rgba(shade(trim, 0.4), 255))
    for x in range(70, 146, 12):
        bolt(d, x, 110, 1.2, plate)
    b.line([(136, 66), (144, 36)], fill=dark, width=1.4)
    light(d, spec, 144, 36, 1.5, (255, 90, 70), 0.8)
    for x in (62, 126):
        leg(x, False)


@plan("tank")
def plan_tank(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A hover tank skimming the surf, its gun levelled."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    rnd = spec.rnd("tank")
    y0 = 122
    spray(bh, rnd, 40, 170, y0 + 34, 14)
    b.polygon([(38, y0 + 26), (160, y0 + 26), (154, y0 + 38), (46, y0 + 38)], fill=dark, outline=shade(dark, 0.4), width=1.2)
    b.polygon([(26, y0 + 12), (44, y0 - 4), (150, y0 - 6), (172, y0 + 8), (162, y0 + 28), (40, y0 + 28)], fill=plate,
              outline=shade(plate, 0.4), width=1.3)
    b.polygon([(26, y0 + 12), (44, y0 - 4), (150, y0 - 6), (172, y0 + 8), (160, y0 + 10), (40, y0 + 12)], fill=shade(plate, 1.08))
    b.polygon([(40, y0 + 18), (164, y0 + 18), (162, y0 + 28), (40, y0 + 28)], fill=trim, outline=shade(trim, 0.4), width=1.0)
    b.rect((6, y0 - 24, 76, y0 - 17), fill=shade(dark, 1.1), outline=shade(dark, 0.4), width=1.0)
    b.rect((2, y0 - 26, 12, y0 - 15), fill=dark, outline=shade(dark, 0.4), width=1.0)
    b.polygon([(66, y0 - 8), (76, y0 - 32), (124, y0 - 34), (138, y0 - 8)], fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.polygon([(80, y0 - 28), (122, y0 - 30), (126, y0 - 20), (78, y0 - 18)], fill=shade(plate, 0.9))
    b.rect((120, y0 - 46, 124, y0 - 30), fill=dark)
    light(d, spec, 122, y0 - 47, 1.4, (255, 90, 70), 0.7)
    d.polygon([(84, y0 - 26), (100, y0 - 27), (100, y0 - 21), (84, y0 - 20)], fill=rgba(st.glow, 255))
    spec.glows.append((92, y0 - 23, 12, st.glow, 0.5))
    numan_mark(d, 146, y0 + 4, 7, rgba(trim, 255), rgba(shade(trim, 0.4), 255))
    for x in (60, 80, 100, 120):
        d.circle(x, y0 + 32, 3, fill=rgba(st.glow, 220))
    spec.glows.append((96, y0 + 36, 70, st.glow, 0.35))
    spray(d, rnd, 30, 60, y0 + 38, 10)
    spec.glows.append((4, y0 - 20, 12, (255, 220, 160), 0.4))


@plan("artillery")
def plan_artillery(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A tracked siege gun firing: a long barrel raised, a flash at its muzzle, shells in flight."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    rnd = spec.rnd("artillery")
    angle = -32 - spec.u(17) * 10
    pivot = (110, 118)
    tip = xf([(-104, 0)], *pivot, angle=-angle)[0]
    smoke(bh, rnd, tip[0] + 6, tip[1] - 4, 7, 7, shade(st.light, 0.9), (-2, -7))
    for i in range(3):  # shells in the sky
        sx, sy = 24 + i * 28 + rnd.uniform(-6, 6), 26 + i * 10 + rnd.uniform(-4, 4)
        bh.line([(sx + 14, sy + 8), (sx, sy)], fill=rgba(st.light, 120), width=1.2)
        bh.circle(sx, sy, 2.2, fill=rgba(st.second, 255))
    track(b, 44, 140, 170, GROUND, dark)
    b.polygon([(52, 142), (60, 120), (160, 118), (168, 142)], fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.polygon([(60, 132), (164, 130), (166, 142), (54, 142)], fill=trim, outline=shade(trim, 0.4), width=1.0)
    barrel = [(0, -6), (-104, -4), (-104, 4), (0, 7)]
    b.polygon(xf(barrel, *pivot, angle=-angle), fill=shade(dark, 1.25), outline=shade(dark, 0.4), width=1.2)
    b.polygon(xf([(-106, -7), (-92, -7), (-92, 7), (-106, 7)], *pivot, angle=-angle), fill=dark, outline=shade(dark, 0.4),
              width=1.0)
    b.polygon(xf([(-30, -9), (-44, -9), (-44, 9), (-30, 9)], *pivot, angle=-angle), fill=dark, outline=shade(dark, 0.4),
              width=1.0)
    b.polygon([(84, 120), (92, 92), (140, 92), (150, 120)], fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.circle(*pivot, 11, fill=shade(plate, 0.85), outline=shade(plate, 0.4), width=1.0)
    bolt(d, pivot[0], pivot[1], 3, plate)
    numan_mark(d, 132, 106, 7, rgba(trim, 255), rgba(shade(trim, 0.4), 255))
    flash = star_points(tip[0], tip[1], 16, 6, 8, rnd.uniform(0, 45))
    d.polygon(flash, fill=rgba(st.second, 240))
    d.polygon(star_points(tip[0], tip[1], 8, 3, 8, 20), fill=(255, 255, 230, 255))
    spec.glows.append((tip[0], tip[1], 34, st.second, 0.8))
    for i in range(2):
        d.rect((100 + i * 9, GROUND - 2, 106 + i * 9, GROUND + 2), fill=rgba(BRASS, 255))


@plan("disc")
def plan_disc(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A humming disc drone spreading a hexagonal dome of force over the ground."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    cx, cy = 96, 62
    dome = blank_like(bh)
    dp = Pen(dome, bh.k)
    R = 74
    dp.chord((cx - R, GROUND - R, cx + R, GROUND + R), 180, 360, fill=rgba(st.glow, 50))
    for j in range(6):
        for i in range(-6, 7):
            x = cx + i * 12 + (6 if j % 2 else 0)
            y = GROUND - 6 - j * 10.4
            if math.hypot(x - cx, (y - GROUND) * 1.0) < R - 5:
                dp.polygon(regular_polygon(x, y, 6.4, 6, -90), outline=rgba(st.glow, 120), width=0.7)
    dp.arc((cx - R, GROUND - R, cx + R, GROUND + R), 180, 360, fill=rgba(mix(st.glow, (255, 255, 255), 0.5), 230), width=1.6)
    bh.image.alpha_composite(dome)
    bh.polygon([(cx - 10, cy + 10), (cx + 10, cy + 10), (cx + 30, GROUND - R + 6), (cx - 30, GROUND - R + 6)], fill=rgba(st.glow, 60))
    b.polygon(ell(cx, cy, 44, 13, 40), fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.polygon(ell(cx, cy + 2, 44, 11, 20, 0, 180) + ell(cx, cy - 3, 44, 8, 20, 180, 0), fill=trim, outline=shade(trim, 0.4), width=1.0)
    b.polygon(ell(cx, cy - 6, 20, 12, 24, 180, 360), fill=shade(plate, 1.05), outline=shade(plate, 0.4), width=1.1)
    d.polygon(ell(cx, cy - 8, 12, 6, 16, 180, 360), fill=rgba(st.glow, 230))
    for i in range(7):
        a = math.radians(200 - i * 36)
        x = cx + math.cos(a) * 38
        light(d, spec, x, cy + 4 + math.sin(a) * 2, 1.6, st.glow, 0.6, 3)
    b.polygon(ell(cx, cy + 12, 10, 5, 16, 0, 180), fill=dark)
    light(d, spec, cx, cy + 14, 3, st.glow, 0.9, 6)


@plan("beacon")
def plan_beacon(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A beacon satellite in the dark: solar wings, a dish and one great blinking lamp."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    planet = blank_like(bh)
    pp = Pen(planet, bh.k)
    pp.circle(96, 330, 190, fill=rgba(mix(st.colour, PLACE_COLOURS["sea"], 0.4), 255))
    pp.circle(96, 338, 190, fill=rgba(shade(st.dark, 1.4), 255))
    bh.image.alpha_composite(planet)
    bh.arc((96 - 190, 140, 96 + 190, 520), 200, 340, fill=rgba(st.light, 180), width=2)
    cx, cy = 96, 100
    for side in (-1, 1):
        x0 = cx + side * 16
        x1 = cx + side * 76
        b.line([(x0, cy + 4), (x1, cy + 4)], fill=dark, width=2)
        panel = [(x0 + side * 8, cy - 10), (x1, cy - 16), (x1, cy + 24), (x0 + side * 8, cy + 18)]
        b.polygon(panel, fill=(40, 60, 110), outline=shade(trim, 0.4), width=1.1)
        for i in range(1, 4):
            t = i / 4
            xa = x0 + side * 8 + (x1 - x0 - side * 8) * t
            d.line([(xa, cy - 10 - 6 * t), (xa, cy + 18 + 6 * t)], fill=rgba(st.light, 110), width=0.6)
        d.line([(x0 + side * 8, cy + 4), (x1, cy + 4)], fill=rgba(st.light, 110), width=0.6)
    b.polygon(chamfer(cx - 16, cy - 30, cx + 16, cy + 40, 6), fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.rect((cx - 16, cy + 10, cx + 16, cy + 18), fill=trim)
    b.polygon([(cx - 10, cy + 40), (cx + 10, cy + 40), (cx + 14, cy + 52), (cx - 14, cy + 52)], fill=dark)
    b.polygon(ell(cx + 22, cy + 40, 12, 6, 16, 0, 180), fill=shade(plate, 0.9), outline=shade(plate, 0.4), width=1.0)
    b.rect((cx - 4, cy - 44, cx + 4, cy - 30), fill=dark)
    numan_mark(d, cx, cy - 8, 7, rgba(trim, 255), rgba(shade(trim, 0.4), 255))
    lamp = st.second
    d.circle(cx, cy - 50, 8, fill=rgba(shade(lamp, 1.3), 255))
    d.circle(cx, cy - 50, 4, fill=(255, 255, 255, 255))
    spec.glows.append((cx, cy - 50, 44, lamp, 1.0))
    for i in range(3):
        r = 18 + i * 14
        d.arc((cx - r, cy - 50 - r, cx + r, cy - 50 + r), 200, 340, fill=rgba(lamp, 200 - i * 50), width=1.4)
        d.arc((cx - r, cy - 50 - r, cx + r, cy - 50 + r), 20, 160, fill=rgba(lamp, 120 - i * 30), width=1.0)


def ship_hull(role: str) -> dict:
    """A numan ship's outline in local units (nose towards +x): hull, top deck, wings, engines
    (x, y, r) and windows (x, y)."""
    if role == "fighter":
        return dict(hull=[(-40, -6), (-20, -10), (26, -7), (52, 0), (26, 7), (-40, 8)], deck=[(-18, -10), (24, -7), (6, -15), (-6, -15)],
                    wings=[[(-8, 5), (-34, 30), (-46, 30), (-30, 6)], [(-10, -8), (-30, -26), (-40, -26), (-28, -8)]],
                    engines=[(-42, 0, 6)], windows=[], canopy=(10, -10, 10, 5))
    if role == "corvette":
        return dict(hull=[(-44, -8), (30, -9), (58, 0), (30, 9), (-44, 10)], deck=[(-30, -9), (12, -9), (2, -18), (-24, -18)],
                    wings=[[(-14, 8), (-36, 22), (-48, 22), (-36, 9)]], engines=[(-46, -3, 6), (-46, 6, 5)],
                    windows=[(-18 + i * 6, -13) for i in range(4)], canopy=(20, -6, 8, 4))
    if role == "gunship":
        return dict(hull=[(-50, -6), (-30, -12), (24, -12), (46, -2), (40, 10), (-20, 12), (-50, 4)],
                    deck=[(-20, -12), (14, -12), (4, -20), (-14, -20)], wings=[[(-14, 0), (-10, 14), (8, 14), (4, 0)]],
                    engines=[], windows=[(-8 + i * 6, -6) for i in range(3)], canopy=(30, -4, 10, 6), pods=[(-2, 20)])
    if role == "dreadnought":
        return dict(hull=[(-70, -12), (-50, -18), (40, -16), (74, -2), (60, 12), (-70, 16)],
                    deck=[(-40, -18), (20, -16), (10, -30), (-10, -36), (-30, -30)],
                    wings=[[(-40, 14), (-60, 28), (-72, 28), (-62, 14)]], engines=[(-72, -6, 7), (-72, 8, 7)],
                    windows=[(-46 + i * 8, -4) for i in range(11)], canopy=(-2, -30, 8, 3), turrets=[(-30, -30), (6, -24), (40, -14)])
    return dict(hull=[(-56, -10), (-40, -16), (30, -13), (62, 0), (36, 11), (-56, 13)], deck=[(-34, -16), (14, -13), (2, -26), (-22, -26)],
                wings=[[(-20, 10), (-44, 30), (-58, 30), (-44, 11)]], engines=[(-58, -4, 7), (-58, 8, 6)],
                windows=[(-30 + i * 8, -3) for i in range(7)], canopy=(-8, -22, 7, 3), turrets=[(24, -10)])


@plan("ship")
def plan_ship(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A numan ship at speed: a fighter firing its lance, a frigate ringed by its halo out of the
    sun's glare, a corvette with a comet's tail, a gunship over the clouds, a dreadnought above
    an ocean world."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    role = spec.role
    rnd = spec.rnd("ship")
    h = ship_hull(role)
    s = {"fighter": 1.25, "corvette": 1.25, "gunship": 1.45, "dreadnought": 1.2, "frigate": 1.3}.get(role, 1.2)
    angle = {"gunship": -4, "dreadnought": -6}.get(role, -14 - spec.u(18) * 10)
    ox, oy = (100, 104) if role != "dreadnought" else (96, 100)
    T = lambda pts: xf(pts, ox, oy, angle, s)  # noqa: E731
    if role == "dreadnought":
        world = blank_like(bh)
        wp = Pen(world, bh.k)
        wp.circle(96, 420, 270, fill=rgba(mix(PLACE_COLOURS["sea"], st.colour, 0.5), 255))
        wp.circle(96, 430, 268, fill=rgba(shade(mix(PLACE_COLOURS["sea"], st.colour, 0.5), 0.5), 255))
        bh.image.alpha_composite(world)
        bh.arc((96 - 270, 150, 96 + 270, 690), 220, 320, fill=rgba(st.light, 200), width=2.2)
    if role == "frigate":
        bh.image.alpha_composite(glow(bh.image.size, (30 * bh.k, 30 * bh.k), 90 * bh.k, st.second, 0.9, 1.4))
        bh.polygon(star_points(30, 30, 40, 4, 6, 10), fill=rgba((255, 246, 220), 150))
    if role == "gunship":
        cl = blank_like(bh)
        cp = Pen(cl, bh.k)
        for _ in range(9):
            x, y, r = rnd.uniform(0, 192), rnd.uniform(140, 185), rnd.uniform(14, 26)
            cp.circle(x, y, r, fill=rgba(mix(st.light, (255, 255, 255), 0.4), 200))
        bh.image.alpha_composite(cl.filter(ImageFilter.GaussianBlur(2 * bh.k)))
    # exhaust trails
    for ex, ey, er in h["engines"]:
        length = 150 if role == "corvette" else 50
        tail = T([(ex, ey - er), (ex - length, ey - er * 0.2), (ex - length, ey + er * 0.2), (ex, ey + er)])
        bh.polygon(tail, fill=rgba(st.glow, 90 if role == "corvette" else 60))
        c = T([(ex, ey)])[0]
        spec.glows.append((c[0], c[1], er * s * (6 if role == "corvette" else 3.5), st.glow, 0.9))
    if role == "fighter":  # the lance of light
        a, z = T([(52, 0), (220, 0)])
        bh.line([a, z], fill=rgba(st.glow, 120), width=9)
        d.line([a, z], fill=rgba(mix(st.glow, (255, 255, 255), 0.6), 255), width=2.6)
        spec.glows.append((a[0], a[1], 26, st.glow, 1.0))
    for wing in h["wings"][1:]:
        b.polygon(T(wing), fill=shade(plate, 0.8), outline=shade(plate, 0.4), width=1.1)
    if role == "frigate":
        ring = T([(-6, 0)])[0]
        rr = 44 * s
        bh.arc((ring[0] - rr * 0.35, ring[1] - rr, ring[0] + rr * 0.35, ring[1] + rr), 90, 270, fill=rgba(shade(GOLD, 0.8), 255), width=4)
    b.polygon(T(h["hull"]), fill=plate, outline=shade(plate, 0.4), width=1.3)
    lower = [(x, y) for x, y in h["hull"] if y >= 0]
    b.polygon(T([(lower[0][0], 2)] + lower + [(lower[-1][0], 2)]), fill=trim, outline=shade(trim, 0.4), width=1.0)
    b.polygon(T(h["deck"]), fill=shade(plate, 1.05), outline=shade(plate, 0.4), width=1.1)
    for ex, ey, er in h["engines"]:
        b.polygon(T([(ex + 8, ey - er - 1), (ex, ey - er - 2), (ex, ey + er + 2), (ex + 8, ey + er + 1)]), fill=dark,
                  outline=shade(dark, 0.4), width=1.0)
        c = T([(ex - 1, ey)])[0]
        d.circle(c[0], c[1], er * s * 0.6, fill=rgba(mix(st.glow, (255, 255, 255), 0.5), 255))
    for tx, ty in h.get("turrets", []):
        b.polygon(T([(tx - 6, ty), (tx - 4, ty - 5), (tx + 4, ty - 5), (tx + 6, ty)]), fill=shade(plate, 0.85), outline=shade(plate, 0.4),
                  width=1.0)
        b.line(T([(tx + 2, ty - 3), (tx + 18, ty - 6)]), fill=dark, width=1.6)
    for pod in h.get("pods", []):
        px, py = pod
        b.polygon(T([(px - 14, py - 7), (px + 14, py - 7), (px + 14, py + 7), (px - 14, py + 7)]), fill=shade(plate, 0.9),
                  outline=shade(plate, 0.4), width=1.1)
        c = T([(px, py + 9)])[0]
        d.polygon(ell(c[0], c[1], 12 * s, 3 * s, 16), fill=rgba(st.glow, 200))
        spec.glows.append((c[0], c[1] + 6, 26, st.glow, 0.6))
        g0, g1 = T([(30, 8), (46, 10)])
        b.line([g0, g1], fill=dark, width=2.2)
    for wing in h["wings"][:1]:
        b.polygon(T(wing), fill=plate, outline=shade(plate, 0.4), width=1.1)
        mid = T([(sum(p[0] for p in wing) / 4, sum(p[1] for p in wing) / 4)])[0]
        numan_mark(d, mid[0], mid[1], 4.5, rgba(trim, 255))
    cx_, cy_, rx, ry = h["canopy"]
    cc = T([(cx_, cy_)])[0]
    d.polygon(xf(ell(0, 0, rx, ry, 16), cc[0], cc[1], angle, s), fill=rgba(shade(st.glow, 0.7), 255),
              outline=rgba(shade(plate, 0.35), 255), width=1.0)
    d.polygon(xf(ell(-rx * 0.2, -ry * 0.3, rx * 0.5, ry * 0.3, 10), cc[0], cc[1], angle, s), fill=(255, 255, 255, 160))
    for wx, wy in h["windows"]:
        c = T([(wx, wy)])[0]
        d.circle(c[0], c[1], 1.2 * s, fill=rgba(st.second, 255))
    if role == "frigate":
        ring = T([(-6, 0)])[0]
        rr = 44 * s
        d.arc((ring[0] - rr * 0.35, ring[1] - rr, ring[0] + rr * 0.35, ring[1] + rr), -90, 90, fill=rgba(GOLD, 255), width=4)
        d.arc((ring[0] - rr * 0.35, ring[1] - rr, ring[0] + rr * 0.35, ring[1] + rr), -90, 90, fill=rgba(shade(GOLD, 1.4), 255), width=1.2)
        spec.glows.append((ring[0], ring[1], 50, GOLD, 0.35))
    tip = T([(h["hull"][-3][0], 0)])[0] if role == "fighter" else None
    if tip:
        spec.glows.append((tip[0], tip[1], 8, (255, 255, 255), 0.4))


@plan("boat")
def plan_boat(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A numan boat cutting through the sea: a cutter with an antenna mast, a sleek landing boat
    (the 'sea arrow') riding the surf with its marines, or a torpedo boat loosing a torpedo in
    a storm."""
    plate, trim, dark = vehicle_colours(spec)
    st = spec.style
    role = spec.role if spec.role in ("cutter", "freccia", "torpedo") else "cutter"
    rnd = spec.rnd("boat")
    wl = 140  # waterline
    s = 1.3
    ox = 96
    tilt = {"cutter": -2, "freccia": -8, "torpedo": -4}[role]
    T = lambda pts: xf(pts, ox, wl, tilt, s)  # noqa: E731
    if role == "torpedo":  # a storm: a dark sky, lightning, rain and a heavy swell
        bh.rect((-5, -5, 200, 120), fill=rgba(shade(st.dark, 0.8), 120))
        x, y = rnd.uniform(30, 60), 0.0
        pts = [(x, y)]
        while y < 100:
            x += rnd.uniform(-9, 9)
            y += rnd.uniform(8, 14)
            pts.append((x, y))
        bh.line(pts, fill=rgba((230, 240, 255), 230), width=1.4)
        spec.glows.append((pts[2][0], pts[2][1], 40, (200, 220, 255), 0.5))
        for _ in range(70):
            x, y = rnd.uniform(0, 210), rnd.uniform(0, 190)
            d.line([(x, y), (x - 5, y + 13)], fill=rgba(st.light, 90), width=0.6)
        swell = shade(mix(st.colour, PLACE_COLOURS["sea"], 0.5), 0.45)
        bh.polygon(curve((-10, wl - 2), (40, wl - 34), (110, wl - 4), steps=16) + [(110, wl + 10), (-10, wl + 10)], fill=rgba(swell, 255))
        bh.polygon(curve((100, wl), (160, wl - 26), (210, wl - 2), steps=16) + [(210, wl + 10), (100, wl + 10)], fill=rgba(shade(swell, 0.9), 255))
        spray(bh, rnd, 20, 60, wl - 24, 6)
        spray(bh, rnd, 140, 180, wl - 18, 6)
    hull = {"cutter": [(-62, -16), (40, -16), (70, -30), (62, -8), (48, 6), (-58, 6)],
            "freccia": [(-58, -8), (24, -12), (76, -22), (56, 0), (40, 6), (-54, 6)],
            "torpedo": [(-62, -12), (42, -12), (74, -18), (58, 0), (46, 6), (-58, 6)]}[role]
    bh.polygon(T([(-56, 0), (-120, -4), (-120, 10), (-56, 8)]), fill=rgba((240, 250, 255), 130))  # the wake
    b.polygon(T(hull), fill=plate, outline=shade(plate, 0.4), width=1.3)
    b.polygon(T([(hull[0][0], -3), (hull[2][0] - 10, -3), (hull[3][0] - 4, hull[3][1] + 2)] + hull[4:]), fill=trim,
              outline=shade(trim, 0.4), width=1.0)
    b.line(T([(hull[0][0] + 2, hull[0][1] + 3), (hull[1][0], hull[1][1] + 3)]), fill=shade(plate, 0.75), width=0.9)
    if role == "cutter":
        b.polygon(T([(-40, -16), (-36, -36), (20, -36), (30, -16)]), fill=shade(plate, 1.05), outline=shade(plate, 0.4), width=1.2)
        b.polygon(T([(-26, -36), (-22, -50), (10, -50), (16, -36)]), fill=plate, outline=shade(plate, 0.4), width=1.1)
        d.polygon(T([(-18, -47), (8, -47), (11, -40), (-20, -40)]), fill=rgba(shade(st.glow, 0.8), 255))
        for i in range(5):
            c = T([(-30 + i * 10, -26)])[0]
            d.circle(c[0], c[1], 1.8, fill=rgba(st.second, 255))
        m0, m1 = T([(-6, -50), (-6, -92)])
        b.line([m0, m1], fill=dark, width=2.2)
        for j, w in ((0, 12), (1, 8)):
            c = T([(-6, -70 - j * 10)])[0]
            b.line([(c[0] - w, c[1]), (c[0] + w, c[1])], fill=dark, width=1.4)
        dish = T([(-6, -95)])[0]
        b.polygon(ell(dish[0], dish[1], 8, 3.5, 16, 180, 360), fill=shade(plate, 0.9), outline=shade(plate, 0.4), width=1.0)
        light(d, spec, m1[0], m1[1] - 8, 1.6, (255, 90, 70), 0.8)
        for i in range(3):
            r = 12 + i * 9
            d.arc((dish[0] - r, dish[1] - r, dish[0] + r, dish[1] + r), 200, 250, fill=rgba(st.glow, 200 - i * 50), width=1.0)
            d.arc((dish[0] - r, dish[1] - r, dish[0] + r, dish[1] + r), 290, 340, fill=rgba(st.glow, 200 - i * 50), width=1.0)
        g0, g1 = T([(34, -18), (54, -26)])
        b.polygon(T([(28, -16), (30, -22), (40, -22), (42, -16)]), fill=shade(plate, 0.85), outline=shade(plate, 0.4), width=1.0)
        b.line([g0, g1], fill=dark, width=2)
    elif role == "freccia":
        b.polygon(T([(-44, -9), (-36, -24), (8, -26), (22, -12)]), fill=shade(plate, 1.05), outline=shade(plate, 0.4), width=1.2)
        d.polygon(T([(-26, -22), (4, -24), (12, -14), (-22, -13)]), fill=rgba(shade(st.glow, 0.75), 255), outline=rgba(shade(plate, 0.35), 255),
                  width=1.0)
        d.line(T([(-20, -20), (0, -21)]), fill=(255, 255, 255, 200), width=1.0)
        for i in range(3):  # marines riding in
            c = T([(-52 + i * 9, -14)])[0]
            b.circle(c[0], c[1], 4.4, fill=ARMOUR, outline=shade(ARMOUR, 0.4), width=0.9)
            d.rect((c[0] - 3.2, c[1] - 0.5, c[0] + 3.2, c[1] + 1.5), fill=rgba(st.glow, 255))
        b.polygon(T([(30, -14), (62, -20), (50, -30), (34, -28)]), fill=shade(trim, 1.1), outline=shade(trim, 0.4), width=1.0)
        numan_mark(d, *T([(44, -22)])[0], 4, rgba(ARMOUR, 255))
        for x in (-60, -50):
            c = T([(x, -2)])[0]
            spec.glows.append((c[0] - 6, c[1], 10, st.glow, 0.7))
    else:  # torpedo boat
        b.polygon(T([(-40, -12), (-28, -32), (8, -32), (24, -12)]), fill=shade(plate, 1.05), outline=shade(plate, 0.4), width=1.2)
        d.polygon(T([(-22, -29), (4, -29), (9, -22), (-26, -22)]), fill=rgba(shade(st.glow, 0.75), 255))
        for i in range(2):
            b.polygon(T([(28 + i * 12, -12), (28 + i * 12, -18), (38 + i * 12, -18), (38 + i * 12, -12)]), fill=dark,
                      outline=shade(dark, 0.4), width=0.9)
        b.line(T([(-10, -32), (-10, -52)]), fill=dark, width=1.6)
        light(d, spec, *T([(-10, -54)])[0], 1.5, (255, 90, 70), 0.8)
        torp = (T([(70, 0)])[0][0] + 18, wl + 16)
        d.polygon(ell(torp[0], torp[1], 12, 2.6, 16), fill=rgba(dark, 255))
        d.line([(torp[0] - 14, torp[1]), (torp[0] - 90, torp[1] + 3)], fill=rgba((240, 250, 255), 170), width=1.8)
        spec.glows.append((torp[0] + 10, torp[1], 10, st.glow, 0.7))
    numan_mark(d, *T([(-46, -8)])[0], 4.5, rgba(ARMOUR if role != "freccia" else trim, 255), rgba(shade(trim, 0.4), 255))
    bow = T([(hull[2][0] - 8, 4)])[0]
    spray(d, rnd, bow[0] - 18, bow[0] + 16, wl + 4, 16 if role == "freccia" else 10)
    stern = T([(-62, 4)])[0]
    spray(d, rnd, stern[0] - 4, bow[0] - 16, wl + 6, 4)


# --------------------------------------------------------------------------- slurr

HOST_FLESH = [(176, 112, 120), (146, 98, 138), (190, 160, 128), (116, 86, 80), (170, 96, 150), (150, 70, 70), (196, 128, 96)]
SHELL_ROCK = [(128, 116, 104), (110, 104, 96), (140, 124, 100), (96, 96, 104), (150, 136, 118)]
SLURR_EYES = [(255, 232, 60), (200, 255, 60), (255, 170, 50), (170, 255, 120)]


def slurr_colours(spec: Spec) -> tuple[RGB, RGB, RGB]:
    """(host flesh, shell rock, eye glow) for a slurr."""
    st = spec.style
    flesh = mix(spec.pick(19, HOST_FLESH), st.colour, 0.12)
    rock_c = mix(spec.pick(20, SHELL_ROCK), st.colour, 0.1)
    eye = spec.pick(21, SLURR_EYES)
    if spec.leader:
        eye = (255, 120, 40) if spec.u(22) > 0.5 else (255, 240, 90)
    return flesh, rock_c, eye


def glow_eye(d: Pen, spec: Spec, x: float, y: float, r: float, colour: RGB, slit: bool = True) -> None:
    """A glowing parasite eye: a dark socket, a bright iris, a slit pupil."""
    d.circle(x, y, r * 1.3, fill=(20, 16, 10, 255))
    d.circle(x, y, r, fill=rgba(colour, 255))
    d.circle(x - r * 0.25, y - r * 0.25, r * 0.45, fill=rgba(mix(colour, (255, 255, 255), 0.6), 255))
    if slit and r > 1.8:
        d.polygon([(x, y - r * 0.8), (x + r * 0.22, y), (x, y + r * 0.8), (x - r * 0.22, y)], fill=(30, 10, 0, 230))
    spec.glows.append((x, y, r * 4.5, colour, 0.75))


def teeth(pen: Pen, a: Point, b_: Point, n: int, size: float, side: int, colour: RGB = BONE) -> None:
    """n fangs along the edge from a to b, pointing to one side of it (+1 left of a->b, -1 right)."""
    ax, ay = a
    bx, by = b_
    length = math.hypot(bx - ax, by - ay) or 1
    nx, ny = -(by - ay) / length * side, (bx - ax) / length * side
    for i in range(n):
        t0, t1 = i / n, (i + 1) / n
        tm = (t0 + t1) / 2
        p0 = (ax + (bx - ax) * t0, ay + (by - ay) * t0)
        p1 = (ax + (bx - ax) * t1, ay + (by - ay) * t1)
        sz = size * (0.7 + 0.6 * math.sin(math.pi * tm))
        tip = (ax + (bx - ax) * tm + nx * sz, ay + (by - ay) * tm + ny * sz)
        pen.polygon([p0, tip, p1], fill=colour, outline=shade(colour, 0.5), width=0.6)


def parasite(b: Pen, d: Pen, spec: Spec, x: float, y: float, r: float, rock_c: RGB, eye: RGB, angle: float = 0) -> None:
    """A slurr itself: a pebble of shell with tiny legs gripping its host and one glowing eye."""
    for i in range(3):
        for side in (-1, 1):
            a = math.radians(angle + 90 + side * (30 + i * 25))
            b.line([(x, y), (x + math.cos(a) * r * 1.5, y + math.sin(a) * r * 1.3)], fill=shade(rock_c, 0.4), width=max(0.8, r * 0.18))
    rnd = spec.rnd(f"parasite{x:.0f}{y:.0f}")
    shell_plate(b, x, y, r, rnd, rock_c, shade(rock_c, 0.4), 0.8)
    glow_eye(d, spec, x + math.cos(math.radians(angle + 90)) * r * 0.3, y + r * 0.25, r * 0.36, eye)


def limb(b: Pen, pts: Sequence[Point], w0: float, w1: float, colour: RGB, claws: RGB | None = None) -> None:
    """A sinewy leg or arm through `pts`, tapering from w0 to w1, with claws at its end."""
    ribbon(b, curve(*pts, steps=12) if len(pts) in (3, 4) else list(pts), lambda t: w0 + (w1 - w0) * t, colour,
           outline=shade(colour, 0.4), width=1.0)
    if claws:
        x, y = pts[-1]
        for dx in (-1, 0, 1):
            b.polygon([(x + dx * w1 * 0.5 - 1.4, y), (x + dx * w1 * 0.5 + 1.4, y), (x + dx * w1 * 0.8 - 3, y + 6)], fill=claws,
                      outline=shade(claws, 0.4), width=0.6)


def back_plates(b: Pen, spec: Spec, cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int, r: float,
                rock_c: RGB, salt: str = "plates") -> None:
    """Rock plates along the upper arc of an ellipse, from angle a0 to a1 (degrees)."""
    rnd = spec.rnd(salt)
    for i in range(n):
        a = math.radians(a0 + (a1 - a0) * (i + 0.5) / n)
        x, y = cx + math.cos(a) * rx * 0.92, cy + math.sin(a) * ry * 0.92
        shell_plate(b, x, y, r * rnd.uniform(0.8, 1.2), rnd, jitter_c(rock_c, rnd, 12), shade(rock_c, 0.4))


def jitter_c(colour: RGB, rnd: random.Random, amount: int) -> RGB:
    dv = rnd.randint(-amount, amount)
    return tuple(max(0, min(255, c + dv)) for c in colour)  # type: ignore[return-value]


@plan("beast")
def plan_beast(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A slurr-ridden hound: a host beast with rock plates along its back, open jaws full of
    fangs, clusters of glowing eyes and its riders clinging on."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    role = spec.role
    rnd = spec.rnd("beast")
    bx, by = 108, 106
    brx, bry = {"charger": (52, 30), "gnawer": (44, 28), "ravager": (50, 24), "hound": (46, 19)}.get(role, (48, 22))
    leg_len = {"hound": 48, "charger": 34, "gnawer": 32}.get(role, 40)
    by = GROUND - leg_len - bry * 0.4
    hx, hy = bx - brx - 14, by - 6 + (10 if role == "charger" else 0)
    hr = {"gnawer": 27, "charger": 20}.get(role, 19)
    claws = BONE
    if role == "charger":  # dust thrown up behind
        smoke(bh, rnd, 170, GROUND - 6, 6, 8, shade(st.light, 0.75), (-2, -5))
    # tail
    tail = curve((bx + brx * 0.8, by - 4), (bx + brx + 30, by - 30), (bx + brx + 34, by - 56), steps=16)
    ribbon(b, tail, lambda t: 12 * (1 - t) + 2, flesh, outline=shade(flesh, 0.4), width=1.0)
    for i in range(3, 14, 3):
        shell_plate(b, tail[i][0], tail[i][1], 6 - i * 0.25, rnd, rock_c, shade(rock_c, 0.4))
    far = shade(flesh, 0.72)
    stride = 1.0 if role == "hound" else (0.5 if role == "charger" else 0.0)
    limb(b, [(bx + brx * 0.55, by + 2), (bx + brx * (0.9 + stride * 0.5), by + leg_len * 0.5),
             (bx + brx * (0.62 + stride * 0.9), GROUND - 2 - stride * 8)], 14, 6, far, claws)
    limb(b, [(bx - brx * 0.55, by + 2), (bx - brx * (0.75 + stride * 0.4), by + leg_len * 0.55 - stride * 6),
             (bx - brx * (0.9 + stride * 0.6), GROUND - 2 - stride * 10)], 13, 6, far, claws)
    # body and neck
    b.polygon(ell(bx, by, brx, bry, 36), fill=flesh, outline=shade(flesh, 0.4), width=1.2)
    b.polygon(ell(bx, by + bry * 0.35, brx * 0.8, bry * 0.5, 24, 0, 180), fill=shade(flesh, 1.1))
    for i in range(4):  # ribs under the skin
        x = bx - brx * 0.4 + i * 10
        b.arc((x - 6, by - 4, x + 6, by + 16), 60, 140, fill=shade(flesh, 0.7), width=1.0)
    ribbon(b, [(bx - brx * 0.7, by - 2), (hx + 8, hy)], [bry * 1.4, hr * 1.3], flesh, outline=shade(flesh, 0.4), width=1.1)
    # head with open jaws
    gape = {"gnawer": 34, "charger": 14, "hound": 26}.get(role, 22) + spec.u(23) * 8
    snout = hr * (1.7 if role != "charger" else 1.3)
    upper = xf([(0, -hr * 0.8), (-snout, -hr * 0.2), (-snout - 2, hr * 0.2), (-hr * 0.2, hr * 0.3)], hx, hy, 0)
    lower = xf([(0, 0), (-snout * 0.95, -2), (-snout * 0.9, hr * 0.45), (-hr * 0.3, hr * 0.8)], hx, hy + hr * 0.2, -gape)
    b.polygon(xf(ell(-snout * 0.4, hr * 0.2, snout * 0.55, hr * 0.6, 16), hx, hy, -gape / 2), fill=(70, 14, 24),
              outline=shade(flesh, 0.3), width=1.0)
    teeth(b, upper[2], upper[3], 6 if role != "gnawer" else 8, 5 + (3 if role == "gnawer" else 0), 1)
    teeth(b, lower[1], lower[0], 6 if role != "gnawer" else 8, 4 + (3 if role == "gnawer" else 0), -1)
    b.polygon(lower, fill=shade(flesh, 0.9), outline=shade(flesh, 0.4), width=1.1)
    b.polygon(upper, fill=flesh, outline=shade(flesh, 0.4), width=1.1)
    b.circle(hx, hy - hr * 0.1, hr * 0.85, fill=flesh, outline=shade(flesh, 0.4), width=1.1)
    teeth(b, upper[2], upper[3], 6 if role != "gnawer" else 8, 5 + (3 if role == "gnawer" else 0), 1)
    teeth(b, lower[1], lower[0], 6 if role != "gnawer" else 8, 4 + (3 if role == "gnawer" else 0), -1)
    # head plates and horns
    shell_plate(b, hx + 2, hy - hr * 0.7, hr * 0.75, rnd, rock_c, shade(rock_c, 0.4))
    if role in ("charger", "ravager"):
        for side in (0, 1):
            base = (hx - 4 + side * 10, hy - hr * 0.9)
            b.polygon([base, (base[0] - 22 + side * 4, base[1] - 16 - side * 6), (base[0] + 8, base[1] + 2)], fill=shade(rock_c, 0.9 + side * 0.2),
                      outline=shade(rock_c, 0.4), width=1.0)
    n_eyes = {"hound": 4, "gnawer": 3, "charger": 2, "shifter": 5}.get(role, 3)
    for i in range(n_eyes):
        ex = hx - hr * 0.55 + (i % 3) * hr * 0.32
        ey = hy - hr * 0.15 + (i // 3) * hr * 0.32 - (i % 3) * 1.5
        glow_eye(d, spec, ex, ey, 2.4 if i == 0 else 1.8, eye)
    back_plates(b, spec, bx, by, brx, bry, 200, 340, 6 if role != "charger" else 7, 12 if role != "charger" else 14, rock_c)
    if role == "charger":  # a hump of rock over the shoulders
        shell_plate(b, bx - brx * 0.45, by - bry * 1.05, 18, rnd, shade(rock_c, 1.05), shade(rock_c, 0.4))
    if role == "shifter":  # its host's skin peeling away, the rider showing underneath
        b.polygon([(bx - 10, by - 8), (bx + 26, by - 12), (bx + 30, by + 12), (bx - 6, by + 14)], fill=(90, 30, 50),
                  outline=shade(flesh, 0.3), width=1.0)
        for i in range(3):
            flap = [(bx - 6 + i * 12, by + 12), (bx - 2 + i * 12, by + 30 + i * 4), (bx + 6 + i * 12, by + 12)]
            b.polygon(flap, fill=shade(flesh, 0.85), outline=shade(flesh, 0.4), width=0.9)
        parasite(b, d, spec, bx + 10, by + 1, 9, rock_c, eye)
    if role == "ravager":  # a scrap of the starship pilot it once wore
        b.polygon([(bx + 4, by - 4), (bx + 30, by - 6), (bx + 32, by + 10), (bx + 6, by + 12)], fill=(170, 176, 186),
                  outline=(60, 64, 70), width=1.0)
        d.line([(bx + 8, by + 3), (bx + 28, by + 2)], fill=(200, 60, 50, 255), width=1.6)
        for i in range(3):
            b.polygon([(bx - 20 + i * 14, by - bry * 0.9), (bx - 14 + i * 14, by - bry * 0.9 - 22), (bx - 8 + i * 14, by - bry * 0.9)],
                      fill=mix(flesh, (60, 90, 120), 0.5), outline=shade(flesh, 0.4), width=0.9)
    limb(b, [(bx + brx * 0.45, by + 4), (bx + brx * (0.85 - stride * 0.1), by + leg_len * 0.5), (bx + brx * (0.5 - stride * 0.2), GROUND)],
         16, 7, flesh, claws)
    limb(b, [(bx - brx * 0.65, by + 4), (bx - brx * (0.8 - stride * 0.2), by + leg_len * 0.55), (bx - brx * (1.05 - stride * 0.5), GROUND)],
         15, 7, flesh, claws)
    parasite(b, d, spec, hx + hr * 1.3, hy - hr * 0.3, 6.5, rock_c, eye, -20)
    if role == "hound":
        for i in range(3):  # speed streaks
            y = by - 10 + i * 14
            bh.line([(bx + brx + 10, y), (bx + brx + 46 - i * 8, y)], fill=rgba(st.light, 120), width=1.4)


@plan("worm")
def plan_worm(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A maw: a great segmented worm rearing up, its round mouth ringed with fangs. From the
    ground, with rocks flying; or in space, drinking the light of the stars."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("worm")
    space = spec.env == "space"
    hx, hy, hr = 92, 72, 40
    if space:  # starlight streaming into the maw
        for _ in range(26):
            a = rnd.uniform(0, 2 * math.pi)
            r0 = rnd.uniform(70, 120)
            x0, y0 = hx + math.cos(a) * r0, hy + math.sin(a) * r0
            bh.line([(x0, y0), (hx + math.cos(a) * (hr + 4), hy + math.sin(a) * (hr + 4))], fill=rgba(mix(st.light, (255, 255, 255), 0.5), 90),
                    width=rnd.uniform(0.5, 1.4))
        spine = curve((hx + 6, hy + 10), (hx + 70, hy + 60), (hx - 10, hy + 110), (hx + 40, 200), steps=14)
    else:
        spine = curve((hx + 4, hy + 10), (hx + 30, hy + 70), (hx + 60, 150), (hx + 40, 190), steps=14)
        for _ in range(8):  # rocks thrown up where it broke through
            x, y = rnd.uniform(60, 170), rnd.uniform(110, 160)
            shell_plate(bh, x, y, rnd.uniform(3, 7), rnd, shade(mix(st.colour, PLACE_COLOURS["land"], 0.5), 0.6),
                        shade(st.dark, 1.0))
    for i in range(len(spine) - 1, 0, -1):  # the body, tail first
        x, y = spine[i]
        r = hr * (0.55 + 0.35 * (1 - i / len(spine)))
        b.circle(x, y, r, fill=flesh if i % 2 else shade(flesh, 0.9), outline=shade(flesh, 0.4), width=1.1)
        a = math.degrees(math.atan2(spine[i - 1][1] - y, spine[i - 1][0] - x))
        shell_plate(b, x + math.cos(math.radians(a - 90)) * r * 0.45, y + math.sin(math.radians(a - 90)) * r * 0.45, r * 0.62, rnd,
                    jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
    if not space:  # the broken ground round its body
        base = spine[-1]
        for i in range(7):
            x = base[0] - 40 + i * 13
            shell_plate(b, x, 176 + rnd.uniform(-4, 4), rnd.uniform(7, 11), rnd, shade(mix(st.colour, PLACE_COLOURS["land"], 0.5), 0.55),
                        shade(st.dark, 1.0), 0.6)
    # the maw, facing us
    b.circle(hx, hy, hr, fill=flesh, outline=shade(flesh, 0.4), width=1.3)
    for i in range(8):  # rock plates round the lip
        a = math.radians(i * 45 + 20)
        shell_plate(b, hx + math.cos(a) * hr * 0.9, hy + math.sin(a) * hr * 0.9, 10, rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
    b.circle(hx, hy, hr * 0.72, fill=(110, 30, 40), outline=shade(flesh, 0.35), width=1.2)
    for ring, (rr, n, size) in enumerate(((hr * 0.72, 14, 9), (hr * 0.5, 11, 7), (hr * 0.3, 8, 5))):
        if ring:
            b.circle(hx, hy, rr, fill=shade((110, 30, 40), 0.8 - ring * 0.2))
        for j in range(n):
            a0 = 2 * math.pi * j / n + ring * 0.3
            a1 = a0 + 2 * math.pi / n
            p0 = (hx + math.cos(a0) * rr, hy + math.sin(a0) * rr)
            p1 = (hx + math.cos(a1) * rr, hy + math.sin(a1) * rr)
            tip = (hx + math.cos((a0 + a1) / 2) * (rr - size), hy + math.sin((a0 + a1) / 2) * (rr - size))
            b.polygon([p0, tip, p1], fill=BONE, outline=shade(BONE, 0.5), width=0.6)
    d.circle(hx, hy, hr * 0.16, fill=rgba((20, 4, 6), 255))
    spec.glows.append((hx, hy, hr * 0.5, eye, 0.7))
    for i in range(5):  # eyes round the maw
        a = math.radians(200 + i * 35)
        glow_eye(d, spec, hx + math.cos(a) * hr * 1.04, hy + math.sin(a) * hr * 1.04, 2.6, eye)


def critter(b: Pen, d: Pen, spec: Spec, x: float, y: float, r: float, rock_c: RGB, eye: RGB, rnd: random.Random,
            legs: int = 3, eyes: int = 1) -> None:
    """A small rock-shelled slurr on its legs (standing at y)."""
    for i in range(legs):
        for side in (-1, 1):
            fx = x + side * r * (0.5 + i * 0.45)
            b.line([(x + side * r * 0.3, y - r * 0.5), (x + side * r * (0.7 + i * 0.4), y - r * 0.9), (fx, y)],
                   fill=shade(rock_c, 0.45), width=max(0.8, r * 0.13))
    shell = ell(x, y - r * 0.5, r, r * 0.85, 12, 180, 360)
    shell = [(px + rnd.uniform(-r, r) * 0.08, py + rnd.uniform(-r, r) * 0.08) for px, py in shell]
    b.polygon(shell + [(x + r, y - r * 0.3), (x - r, y - r * 0.3)], fill=rock_c, outline=shade(rock_c, 0.4), width=max(0.7, r * 0.1))
    b.polygon([(x - r * 0.6, y - r * 0.9), (x + r * 0.1, y - r * 1.25), (x + r * 0.5, y - r * 0.8)], fill=shade(rock_c, 1.15))
    for j in range(eyes):
        ex = x + (j - (eyes - 1) / 2) * r * 0.5
        glow_eye(d, spec, ex, y - r * 0.42, max(0.9, r * 0.2), eye, slit=r > 8)


@plan("swarm")
def plan_swarm(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A swarm: a beach of pebble-shelled critters on the march, or a cloud of leeches with
    round biting mouths."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("swarm")
    if "leech" in spec.id:
        bodies = []
        for _ in range(22):
            x, y = rnd.uniform(14, 178), rnd.uniform(24, 170)
            bodies.append((rnd.uniform(0.5, 1.3), x, y, rnd.uniform(0, 360)))
        cloud = blank_like(bh)
        Pen(cloud, bh.k).circle(96, 96, 70, fill=rgba(mix(st.glow, flesh, 0.4), 70))
        bh.image.alpha_composite(cloud.filter(ImageFilter.GaussianBlur(20 * bh.k)))
        for sc, x, y, a in sorted(bodies):
            L = 18 * sc
            bend = rnd.uniform(-10, 10) * sc
            pts = curve(xf([(-L, 0)], x, y, a)[0], xf([(-L * 0.3, bend)], x, y, a)[0], xf([(L * 0.3, -bend)], x, y, a)[0],
                        xf([(L, 0)], x, y, a)[0], steps=10)
            body = shade(flesh, 0.55 + 0.45 * sc)
            for i, (px, py) in enumerate(pts):  # ringed body, fat in the middle
                r = (2.5 + 4.5 * math.sin(math.pi * (0.15 + 0.85 * i / len(pts)))) * sc
                b.circle(px, py, r, fill=body if i % 2 else shade(body, 0.88), outline=shade(body, 0.4), width=0.7)
            mx, my = pts[-1]
            b.circle(mx, my, 4.6 * sc, fill=shade(rock_c, 0.8 + 0.3 * sc), outline=shade(rock_c, 0.4), width=0.8)
            d.circle(mx, my, 2.8 * sc, fill=(60, 10, 20, 255))
            for j in range(7):
                aa = math.radians(j * 360 / 7)
                d.line([(mx + math.cos(aa) * 2.8 * sc, my + math.sin(aa) * 2.8 * sc), (mx + math.cos(aa) * 1.1 * sc, my + math.sin(aa) * 1.1 * sc)],
                       fill=rgba(BONE, 255), width=0.6)
            if sc > 0.8:
                glow_eye(d, spec, pts[-3][0], pts[-3][1], 1.3 * sc, eye, slit=False)
        return
    crowd = []
    for _ in range(26):
        depth = rnd.random()
        y = 110 + depth * 80
        x = rnd.uniform(-4, 196)
        crowd.append((y, x, 4 + depth * depth * 24))
    for y, x, r in sorted(crowd):
        critter(b, d, spec, x, y, r, jitter_c(rock_c, rnd, 16), eye, rnd, eyes=1 if rnd.random() < 0.6 else 2)


@plan("mite")
def plan_mite(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """One slurr up close: a shellmite, a tick clinging to a hull, a hopper in mid-leap, or a
    long crawler winding out of a mine."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("mite")
    role = spec.role
    if role == "crawler":
        shaft = mix(st.light, (210, 230, 255), 0.4)
        bh.polygon([(110, GROUND + 4), (124, 120), (186, 120), (200, GROUND + 4)], fill=rgba(shade(shaft, 0.7), 255))
        bh.polygon([(128, GROUND), (136, 134), (176, 134), (186, GROUND)], fill=rgba((12, 10, 16), 255))
        for x in (132, 180):
            bh.line([(x, GROUND), (x + (6 if x < 150 else -6), 126)], fill=rgba((90, 70, 50), 255), width=3)
        bh.line([(124, 128), (186, 128)], fill=rgba((90, 70, 50), 255), width=3)
        spine = curve((156, 150), (120, 110), (80, 170), (34, 100), steps=22)
        for i in range(len(spine) - 1, -1, -1):
            x, y = spine[i]
            r = 9 + 3 * math.sin(math.pi * i / len(spine))
            for side in (-1, 1):
                b.line([(x, y), (x + side * 6, y + r + 4), (x + side * 10, y + r + 10)], fill=shade(rock_c, 0.45), width=1.4)
            shell_plate(b, x, y, r, rnd, jitter_c(rock_c, rnd, 12), shade(rock_c, 0.4), 0.9)
        hx, hy = spine[-1]
        b.circle(hx - 2, hy, 11, fill=flesh, outline=shade(flesh, 0.4), width=1.1)
        for side in (-1, 1):
            b.line(curve((hx - 8, hy + side * 4), (hx - 20, hy + side * 12), (hx - 24, hy + side * 4), steps=8), fill=shade(BONE, 0.9),
                   width=2.4)
            b.line(curve((hx - 4, hy - 8), (hx - 10 + side * 6, hy - 30), (hx - 22 + side * 10, hy - 36), steps=8), fill=shade(rock_c, 0.5),
                   width=1.2)
        glow_eye(d, spec, hx - 4, hy - 3, 3.2, eye)
        glow_eye(d, spec, hx + 3, hy - 6, 2.0, eye)
        return
    if role == "tick":  # clinging to a hull plate in space
        hull = [(-10, 150), (200, 126), (200, 200), (-10, 200)]
        bh.polygon(hull, fill=rgba((120, 128, 140), 255), outline=rgba((40, 44, 52), 255), width=1.4)
        for i in range(6):
            x = 10 + i * 34
            bh.line([(x, 150 - i * 4), (x, 200)], fill=rgba((70, 76, 88), 255), width=1.0)
            bh.circle(x + 6, 158 - i * 4, 1.4, fill=rgba((200, 206, 216), 255))
        bh.polygon([(88, 144), (104, 142), (98, 152)], fill=rgba((20, 20, 26), 255))
        x, y, r = 96, 112, 36
        for i in range(4):
            for side in (-1, 1):
                a = math.radians(90 + side * (35 + i * 22))
                knee = (x + math.cos(a) * r * 1.2 - side * 0 + side * 10, y + math.sin(a) * r * 0.6 - 10)
                b.line([(x, y), knee, (knee[0] + side * 8, 146 - i * 2 + (side > 0) * -4)], fill=shade(rock_c, 0.5), width=2.6)
        b.polygon(ell(x, y, r, r * 0.82, 32), fill=flesh, outline=shade(flesh, 0.4), width=1.2)
        for i in range(5):
            a = 200 + i * 35
            shell_plate(b, x + math.cos(math.radians(a)) * r * 0.5, y + math.sin(math.radians(a)) * r * 0.45, 15, rnd, jitter_c(rock_c, rnd, 12),
                        shade(rock_c, 0.4))
        b.polygon([(x - 10, y + r * 0.7), (x + 10, y + r * 0.7), (x + 4, y + r * 1.12), (x - 4, y + r * 1.12)], fill=shade(flesh, 0.7),
                  outline=shade(flesh, 0.4), width=1.0)
        glow_eye(d, spec, x - 9, y + 14, 3.6, eye)
        glow_eye(d, spec, x + 9, y + 14, 3.6, eye)
        return
    if role == "hopper":  # mid-leap, like a flea the size of a dog
        x, y = 88, 82
        bh.polygon(ell(110, GROUND + 2, 34, 5, 20), fill=rgba((0, 0, 0), 90))
        for i in range(4):  # dust where it sprang from
            bh.circle(150 + i * 8, GROUND - 4 - i * 3, 6 + i * 2, fill=rgba(st.light, 70))
        for far in (True, False):  # the great hind legs, folded for the next jump
            c = shade(flesh, 0.7) if far else flesh
            dx = 6 if far else 0
            hip = (x + 20 + dx, y + 2)
            knee = (x + 50 + dx, y + 18)
            foot = (x + 88 + dx, y + 56)
            b.polygon(xf(ell(0, 0, 22, 13, 20), (hip[0] + knee[0]) / 2, (hip[1] + knee[1]) / 2,
                         math.degrees(math.atan2(knee[1] - hip[1], knee[0] - hip[0]))), fill=c, outline=shade(c, 0.4), width=1.1)
            limb(b, [knee, foot], 8, 4, c, BONE)
            if not far:
                shell_plate(b, (hip[0] + knee[0]) / 2, (hip[1] + knee[1]) / 2 - 4, 9, rnd, rock_c, shade(rock_c, 0.4))
        for side in (0, 1):
            limb(b, [(x - 14 + side * 10, y + 14), (x - 26 + side * 8, y + 30), (x - 34 + side * 12, y + 44)], 6, 3, shade(flesh, 0.85 + side * 0.1),
                 BONE)
        body = xf(ell(0, 0, 36, 24, 32), x, y, -18)
        b.polygon(body, fill=flesh, outline=shade(flesh, 0.4), width=1.2)
        for i in range(5):
            a = math.radians(200 + i * 34)
            px, py = xf([(math.cos(a) * 26, math.sin(a) * 16)], x, y, -18)[0]
            shell_plate(b, px, py, 12, rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
        hx, hy = x - 34, y + 6
        b.circle(hx, hy, 13, fill=flesh, outline=shade(flesh, 0.4), width=1.1)
        shell_plate(b, hx + 2, hy - 8, 9, rnd, rock_c, shade(rock_c, 0.4))
        for side in (-1, 1):
            b.polygon([(hx - 8, hy + 4 + side * 2), (hx - 22, hy + 8 + side * 5), (hx - 10, hy + 8 + side)], fill=BONE, outline=shade(BONE, 0.5),
                      width=0.8)
        glow_eye(d, spec, hx - 5, hy + 1, 3.2, eye)
        glow_eye(d, spec, hx + 4, hy - 1, 2.2, eye)
        parasite(b, d, spec, x + 4, y - 22, 6, rock_c, eye, -15)
        for i in range(3):
            bh.line([(x + 46 + i * 8, y + 50 + i * 8), (x + 76 + i * 6, y + 80 + i * 6)], fill=rgba(st.light, 120), width=1.2)
        return
    # shellmite: a dome of rock on six legs, one great eye
    x, y, r = 96, GROUND - 20, 46
    for i in range(3):
        for side in (-1, 1):
            knee = (x + side * (r * 0.8 + i * 10), y - r * 0.7 + i * 6)
            foot = (x + side * (r * 0.7 + i * 16), GROUND)
            b.line([(x + side * r * 0.3, y - 10), knee, foot], fill=shade(rock_c, 0.45 + i * 0.05), width=4 - i * 0.6)
    for side in (-1, 1):
        b.polygon([(x + side * 8, y - 4), (x + side * 26, y + 8), (x + side * 10, y + 14)], fill=BONE, outline=shade(BONE, 0.5), width=0.8)
    shell = ell(x, y - 8, r, r * 0.9, 20, 180, 360)
    shell = [(px + rnd.uniform(-3, 3), py + rnd.uniform(-3, 3)) for px, py in shell]
    b.polygon(shell + [(x + r * 0.9, y + 4), (x - r * 0.9, y + 4)], fill=rock_c, outline=shade(rock_c, 0.4), width=1.3)
    for i in range(6):
        shell_plate(b, x - r * 0.6 + i * r * 0.24, y - r * 0.5 - math.sin(math.pi * i / 5) * r * 0.25, 13, rnd, jitter_c(rock_c, rnd, 10),
                    shade(rock_c, 0.4))
    b.polygon(ell(x, y + 2, r * 0.7, 10, 20, 0, 180), fill=flesh, outline=shade(flesh, 0.4), width=1.0)
    glow_eye(d, spec, x, y - 2, 9, eye)
    for side in (-1, 1):
        glow_eye(d, spec, x + side * 20, y + 2, 2.2, eye)
    b.line(curve((x - 10, y - r * 0.8), (x - 30, y - r * 1.4), (x - 40, y - r * 1.35), steps=8), fill=shade(rock_c, 0.5), width=1.2)
    b.line(curve((x + 10, y - r * 0.8), (x + 24, y - r * 1.5), (x + 36, y - r * 1.4), steps=8), fill=shade(rock_c, 0.5), width=1.2)


def tentacle(b: Pen, pts: Sequence[Point], w0: float, colour: RGB, suckers: bool = True, rock_c: RGB | None = None,
             rnd: random.Random | None = None) -> None:
    """A tapering tentacle along a curve, with pale suckers and the odd plate of rock."""
    path = curve(*pts, steps=18)
    ribbon(b, path, lambda t: w0 * (1 - t) + 1.5, colour, outline=shade(colour, 0.4), width=1.0)
    for i in range(2, len(path) - 3, 3):
        x, y = path[i]
        w = w0 * (1 - i / len(path))
        if suckers:
            b.circle(x, y + w * 0.25, max(0.8, w * 0.18), fill=shade(colour, 1.3))
        if rock_c and rnd and i % 6 == 2:
            shell_plate(b, x, y - w * 0.2, max(2, w * 0.45), rnd, rock_c, shade(rock_c, 0.4))


@plan("leviathan")
def plan_leviathan(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A sea monster rising from the waves: a kraken host wrapping a ship in its arms, or a tidal
    horror, a plated serpent head with its jaws wide."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("leviathan")
    wl = 118
    if spec.role == "kraken":
        hull = [(118, wl - 6), (176, wl - 22), (186, wl - 34), (190, wl - 10), (140, wl + 8)]  # a ship tipping over
        bh.polygon(hull, fill=rgba((150, 156, 166), 255), outline=rgba((40, 44, 52), 255), width=1.2)
        bh.polygon([(150, wl - 14), (164, wl - 36), (176, wl - 38), (172, wl - 20)], fill=rgba((120, 126, 136), 255),
                   outline=rgba((40, 44, 52), 255), width=1.0)
        for start, ctrl, ctrl2, end, w in (((60, wl + 10), (10, 60), (40, 10), (70, 28), 14), ((132, wl + 10), (190, 70), (150, 30), (128, 40), 13),
                                           ((150, wl + 12), (210, wl - 10), (180, wl - 50), (156, wl - 30), 11),
                                           ((40, wl + 12), (-10, wl - 20), (0, 70), (22, 70), 10)):
            tentacle(b, [start, ctrl, ctrl2, end], w, flesh, True, rock_c, rnd)
        hx, hy = 92, 92
        b.polygon(ell(hx, hy + 20, 46, 50, 32, 180, 360) + [(hx + 46, wl + 10), (hx - 46, wl + 10)], fill=flesh, outline=shade(flesh, 0.4),
                  width=1.3)
        back_plates(b, spec, hx, hy + 20, 46, 50, 200, 340, 6, 15, rock_c)
        shell_plate(b, hx, hy - 22, 18, rnd, rock_c, shade(rock_c, 0.4))
        for _i, (ex, ey, r) in enumerate(((hx - 18, hy + 16, 5.0), (hx + 18, hy + 16, 5.0), (hx - 4, hy + 4, 3.0), (hx + 8, hy + 6, 2.4),
                                         (hx - 28, hy + 2, 2.2))):
            glow_eye(d, spec, ex, ey, r, eye)
        for start, ctrl, ctrl2, end, w in (((72, wl + 14), (30, wl + 40), (0, wl - 10), (10, wl - 50), 15),
                                           ((114, wl + 14), (170, wl + 40), (180, wl - 20), (170, wl - 60), 15)):
            tentacle(b, [start, ctrl, ctrl2, end], w, shade(flesh, 1.05), True, rock_c, rnd)
    else:
        neck = curve((150, wl + 20), (150, 60), (110, 40), (70, 60), steps=16)
        ribbon(b, neck, lambda t: 44 - 12 * t, flesh, outline=shade(flesh, 0.4), width=1.2)
        for i in range(1, len(neck) - 2, 2):
            x, y = neck[i]
            shell_plate(b, x + 10, y - 12, 13 - i * 0.3, rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
        hx, hy = 60, 66
        upper = [(hx + 20, hy - 22), (hx - 44, hy - 10), (hx - 50, hy - 2), (hx + 10, hy + 2)]
        lower = [(hx + 14, hy + 8), (hx - 40, hy + 34), (hx - 44, hy + 42), (hx + 18, hy + 26)]
        b.polygon([(hx + 10, hy), (hx - 46, hy - 2), (hx - 40, hy + 34), (hx + 14, hy + 12)], fill=(80, 16, 30))
        teeth(b, upper[2], upper[3], 8, 7, 1)
        teeth(b, lower[1], lower[0], 7, 6, -1)
        b.polygon(upper, fill=flesh, outline=shade(flesh, 0.4), width=1.2)
        b.polygon(lower, fill=shade(flesh, 0.9), outline=shade(flesh, 0.4), width=1.2)
        teeth(b, (hx - 46, hy - 3), (hx + 8, hy + 1), 8, 7, 1)
        teeth(b, (hx - 40, hy + 35), (hx + 14, hy + 10), 7, 6, 1)
        b.circle(hx + 18, hy - 6, 20, fill=flesh, outline=shade(flesh, 0.4), width=1.2)
        shell_plate(b, hx + 4, hy - 20, 14, rnd, rock_c, shade(rock_c, 0.4))
        shell_plate(b, hx + 24, hy - 22, 12, rnd, rock_c, shade(rock_c, 0.4))
        for side in (0, 1):
            b.polygon([(hx + 14 + side * 12, hy - 24), (hx + 30 + side * 20, hy - 52), (hx + 28 + side * 10, hy - 22)],
                      fill=shade(rock_c, 0.9 + side * 0.15), outline=shade(rock_c, 0.4), width=1.0)
        glow_eye(d, spec, hx + 4, hy - 6, 4.2, eye)
        glow_eye(d, spec, hx + 16, hy - 10, 2.6, eye)
        glow_eye(d, spec, hx - 6, hy - 8, 2.0, eye)
        # a fishing boat pointing at it
        bh.polygon([(150, wl + 30), (186, wl + 30), (192, wl + 22), (146, wl + 22)], fill=rgba((120, 90, 60), 255),
                   outline=rgba((40, 30, 20), 255), width=1.0)
        bh.line([(168, wl + 22), (168, wl - 6)], fill=rgba((60, 40, 30), 255), width=1.2)
    foam = blank_like(d)
    fp = Pen(foam, d.k)
    for x in range(-10, 200, 14):
        fp.polygon(curve((x, wl + 12), (x + 7, wl + 4 + rnd.uniform(-3, 3)), (x + 14, wl + 12), steps=6) + [(x + 14, wl + 18), (x, wl + 18)],
                   fill=rgba(mix(st.light, (255, 255, 255), 0.5), 210))
    spray(fp, rnd, 40, 150, wl + 12, 14)
    d.image.alpha_composite(foam)


@plan("jelly")
def plan_jelly(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A drifting slurr: Medusa, a bell of rock plates trailing stinging threads; or a siphon
    hanging over the field, drinking the light out of everything below through its tendrils."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("jelly")
    siphon = spec.role == "siphon"
    cx, cy, R = 96, 70 if not siphon else 64, 44
    body = mix(flesh, (170, 120, 200), 0.4) if not siphon else flesh
    for i in range(9):  # threads
        x0 = cx - R * 0.8 + i * R * 0.2
        end = (x0 + rnd.uniform(-20, 20), 200 if not siphon else GROUND - rnd.uniform(0, 10))
        pts = [(x0, cy + 10), (x0 + rnd.uniform(-30, 30), cy + 60), (end[0] + rnd.uniform(-20, 20), cy + 90), end]
        path = curve(*pts, steps=18)
        ribbon(b, path, lambda t: 3.6 * (1 - t) + 0.8, shade(body, 0.85), outline=shade(body, 0.4), width=0.6)
        for j in range(4, len(path), 4):
            light(d, spec, path[j][0], path[j][1], 1.1, st.glow if not siphon else eye, 0.5, 3)
        if siphon:  # light being drawn up the tendril
            ex, ey = end
            spec.glows.append((ex, ey, 14, st.glow, 0.7))
            bh.polygon(ell(ex, ey + 2, 10, 3, 12), fill=rgba(st.glow, 120))
    bell = ell(cx, cy + 8, R, R * 0.95, 36, 180, 360)
    rim = [(cx + R - i * 2 * R / 12, cy + 8 + (5 if i % 2 else -1)) for i in range(13)]
    b.polygon(bell + rim, fill=body, outline=shade(body, 0.4), width=1.3)
    d.polygon(ell(cx, cy + 6, R * 0.8, R * 0.35, 24, 0, 180), fill=rgba(st.glow, 60))
    for i in range(7):
        a = 195 + i * 25
        shell_plate(b, cx + math.cos(math.radians(a)) * R * 0.62, cy + 8 + math.sin(math.radians(a)) * R * 0.62, 14 - abs(i - 3),
                    rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
    shell_plate(b, cx, cy - R * 0.6, 15, rnd, rock_c, shade(rock_c, 0.4))
    for i in range(5):
        glow_eye(d, spec, cx - R * 0.7 + i * R * 0.35, cy + 1 + abs(i - 2) * -1.5, 3.0 if i == 2 else 2.0, eye)
    spec.glows.append((cx, cy, R * 1.6, st.glow, 0.35))


@plan("spitter")
def plan_spitter(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A spitter: a crouching beast with a swollen throat spraying acid, a lancer launching its
    young like harpoons, or a bloated sac venting spores."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("spitter")
    role = spec.role
    acid = mix(st.glow, (255, 255, 120), 0.2)
    if role == "bloat":
        cx, cy, R = 98, 86, 50
        for i in range(4):
            limb(b, [(cx - 30 + i * 20, cy + R * 0.7), (cx - 34 + i * 22, cy + R + 14), (cx - 40 + i * 24, GROUND)], 6, 3,
                 shade(flesh, 0.8), BONE)
        b.polygon(ell(cx, cy, R, R * 0.88, 40), fill=mix(flesh, acid, 0.25), outline=shade(flesh, 0.4), width=1.3)
        for i in range(6):  # veins on the sac
            a = math.radians(200 + i * 28)
            b.line(curve((cx, cy + R * 0.5), (cx + math.cos(a) * R * 0.5, cy + math.sin(a) * R * 0.3),
                         (cx + math.cos(a) * R * 0.9, cy + math.sin(a) * R * 0.8), steps=8), fill=shade(flesh, 0.6), width=1.2)
        for i in range(5):
            a = 200 + i * 35
            shell_plate(b, cx + math.cos(math.radians(a)) * R * 0.75, cy + math.sin(math.radians(a)) * R * 0.7, 11, rnd,
                        jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
        for vx, vy in ((cx - 24, cy - 36), (cx + 28, cy - 30), (cx + 4, cy - 46)):
            b.circle(vx, vy, 6, fill=shade(flesh, 0.7), outline=shade(flesh, 0.4), width=1.0)
            d.circle(vx, vy, 3, fill=rgba(acid, 255))
            for j in range(8):
                bh.circle(vx + rnd.uniform(-18, 18), vy - 6 - j * 5 + rnd.uniform(-3, 3), rnd.uniform(2, 5), fill=rgba(acid, 110))
        glow_eye(d, spec, cx - 12, cy + 12, 3.4, eye)
        glow_eye(d, spec, cx + 10, cy + 14, 3.0, eye)
        glow_eye(d, spec, cx - 1, cy + 22, 2.0, eye)
        spec.glows.append((cx, cy - 40, 40, acid, 0.5))
        return
    cx, cy = 112, 118
    # the body, crouched, facing left
    limb(b, [(cx + 26, cy + 6), (cx + 50, cy + 20), (cx + 34, GROUND)], 16, 7, shade(flesh, 0.75), BONE)
    b.polygon(ell(cx, cy, 46, 28, 32), fill=flesh, outline=shade(flesh, 0.4), width=1.2)
    back_plates(b, spec, cx, cy, 46, 28, 200, 345, 6, 13, rock_c)
    limb(b, [(cx + 30, cy + 8), (cx + 56, cy + 26), (cx + 40, GROUND)], 17, 8, flesh, BONE)
    limb(b, [(cx - 26, cy + 10), (cx - 36, cy + 30), (cx - 30, GROUND)], 14, 7, flesh, BONE)
    hx, hy = cx - 46, cy - 22
    if role == "lancer":  # bony launch tubes along its back, its young fired like harpoons
        for i in range(3):
            base = (cx - 16 + i * 20, cy - 22 + abs(i - 1) * 4)
            tip = (base[0] - 30 - i * 4, base[1] - 44 + i * 6)
            tube = curve(base, ((base[0] + tip[0]) / 2 + 6, (base[1] + tip[1]) / 2), tip, steps=10)
            ribbon(b, tube, lambda t: 11 - 3 * t, shade(BONE, 0.85), outline=shade(BONE, 0.4), width=1.0)
            for j in (3, 6, 9):
                x_, y_ = tube[j]
                b.circle(x_, y_, 5.8 - j * 0.3, outline=shade(BONE, 0.5), width=0.9)
            d.circle(tip[0], tip[1], 3.6, fill=rgba((40, 10, 10), 255))
            spec.glows.append((tip[0], tip[1], 10, st.glow, 0.6))
        for i in range(3):  # young in flight, spear-tailed
            x, y = 24 + i * 18, 22 + i * 12
            bh.line([(x + 10, y + 8), (x + 44, y + 30)], fill=rgba(st.light, 120), width=1.4)
            d.polygon([(x + 6, y + 3), (x + 24, y + 13), (x + 6, y + 5)], fill=rgba(BONE, 255))
            critter(d, d, spec, x, y + 3, 6, rock_c, eye, rnd)
            d.polygon([(x - 7, y - 1), (x - 15, y + 1), (x - 7, y + 3)], fill=rgba(BONE, 255))
    # head with the swollen throat
    b.polygon(ell(hx + 6, hy + 18, 22, 18, 24), fill=mix(flesh, acid, 0.35), outline=shade(flesh, 0.4), width=1.1)
    b.circle(hx, hy, 17, fill=flesh, outline=shade(flesh, 0.4), width=1.1)
    b.polygon([(hx - 10, hy - 8), (hx - 34, hy - 2), (hx - 32, hy + 6), (hx - 10, hy + 8)], fill=shade(flesh, 0.9),
              outline=shade(flesh, 0.4), width=1.1)
    b.circle(hx - 32, hy + 2, 5, fill=(60, 20, 20), outline=shade(flesh, 0.4), width=1.0)
    shell_plate(b, hx + 2, hy - 12, 11, rnd, rock_c, shade(rock_c, 0.4))
    glow_eye(d, spec, hx - 6, hy - 4, 3.0, eye)
    glow_eye(d, spec, hx + 4, hy - 2, 2.0, eye)
    if role != "lancer":  # the jet of acid
        arc = curve((hx - 34, hy + 2), (hx - 54, hy - 60), (hx - 58, GROUND - 30), steps=16)
        ribbon(d, arc, lambda t: 6 * (1 - t) + 4 * t, rgba(acid, 230))
        for _ in range(6):
            x, y = arc[-1]
            d.circle(x + rnd.uniform(-10, 10), y + rnd.uniform(0, 30), rnd.uniform(1.5, 3.5), fill=rgba(acid, 230))
        spec.glows.append((hx - 50, hy, 36, acid, 0.6))
        smoke(bh, rnd, arc[-1][0], GROUND - 6, 4, 7, acid, (3, -6))


@plan("behemoth")
def plan_behemoth(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A colossal host: the shell behemoth (half mountain, half beast), the brood carrier with a
    nursery of glowing eggs on its back, or Gorvax the Hollow, a hulk with a burning hollow chest."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("behemoth")
    role = spec.role
    if role == "gorvax":
        cx = 96
        flesh = mix(flesh, (90, 70, 80), 0.4)
        for side in (-1, 1):  # arms hanging to the ground
            limb(b, [(cx + side * 50, 92), (cx + side * 78, 130), (cx + side * 70, 186)], 30, 20, shade(flesh, 0.95), BONE)
            for j in range(3):
                shell_plate(b, cx + side * (54 + j * 8), 96 + j * 28, 14, rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
        b.polygon([(cx - 58, 80), (cx + 58, 80), (cx + 44, 200), (cx - 44, 200)], fill=flesh, outline=shade(flesh, 0.4), width=1.3)
        b.polygon(ell(cx, 84, 62, 30, 28, 180, 360), fill=flesh, outline=shade(flesh, 0.4), width=1.3)
        # the hollow: a cavity in the chest, glowing
        b.polygon(ell(cx, 138, 26, 34, 24), fill=(30, 8, 10), outline=shade(flesh, 0.3), width=1.4)
        d.polygon(ell(cx, 142, 16, 22, 20), fill=rgba(eye, 200))
        d.polygon(ell(cx, 146, 8, 12, 16), fill=(255, 255, 220, 255))
        spec.glows.append((cx, 140, 60, eye, 0.9))
        for i in range(5):  # ribs across the hollow
            y = 116 + i * 10
            w = 26 * math.sqrt(max(0, 1 - ((y - 138) / 34) ** 2))
            b.line(curve((cx - w - 2, y), (cx, y + 4), (cx + w + 2, y), steps=8), fill=BONE, width=2.6)
        for i in range(9):  # a mountain of plates on the shoulders and head
            a = 185 + i * 21
            shell_plate(b, cx + math.cos(math.radians(a)) * 58, 84 + math.sin(math.radians(a)) * 30, 18, rnd, jitter_c(rock_c, rnd, 12),
                        shade(rock_c, 0.4))
        b.polygon(ell(cx, 62, 22, 20, 20), fill=flesh, outline=shade(flesh, 0.4), width=1.2)
        shell_plate(b, cx, 48, 20, rnd, rock_c, shade(rock_c, 0.4))
        for i in range(2):
            b.polygon([(cx - 16 + i * 24, 44), (cx - 30 + i * 52, 18), (cx - 8 + i * 16, 40)], fill=shade(rock_c, 0.9),
                      outline=shade(rock_c, 0.4), width=1.0)
        d.polygon(ell(cx, 68, 14, 8, 16), fill=(20, 6, 8, 255))
        for ex in (-8, 8):
            d.circle(cx + ex, 66, 3.6, fill=(10, 0, 0, 255))
            glow_eye(d, spec, cx + ex, 66, 2.0, eye, slit=False)
        teeth(d, (cx - 10, 72), (cx + 10, 72), 5, 4, -1)
        return
    cx, cy = 100, 108
    rx, ry = 64, 40
    for x in (cx + 40, cx - 30):
        limb(b, [(x, cy + 10), (x + 4, cy + 40), (x - 2, GROUND)], 20, 18, shade(flesh, 0.75), BONE)
    b.polygon(ell(cx, cy, rx, ry, 40), fill=flesh, outline=shade(flesh, 0.4), width=1.3)
    if role == "brood":
        back_plates(b, spec, cx, cy, rx, ry, 195, 345, 7, 16, rock_c)
        for i in range(11):  # the nursery
            x = cx - 40 + (i % 6) * 16 + (8 if i >= 6 else 0)
            y = cy - ry - 4 - (12 if i >= 6 else 0) + rnd.uniform(-3, 3)
            d.polygon(ell(x, y, 8, 10, 16), fill=rgba(mix(st.glow, (255, 255, 255), 0.3), 200), outline=rgba(shade(st.colour, 0.4), 255),
                      width=0.9)
            d.circle(x - 1, y + 2, 3, fill=rgba(shade(st.colour, 0.5), 200))
            spec.glows.append((x, y, 14, st.glow, 0.35))
        for i in range(3):
            critter(d, d, spec, cx - 60 + i * 50, GROUND - 2 + (i % 2) * 4, 7, rock_c, eye, rnd)
    else:  # behemoth: a mountain of stacked plates
        for layer in range(3):
            n = 7 - layer * 2
            for i in range(n):
                a = math.radians(200 + (140 / max(1, n - 1)) * i)
                rr = 1 - layer * 0.28
                shell_plate(b, cx + math.cos(a) * rx * rr * 0.95, cy - layer * 12 + math.sin(a) * ry * rr * 0.95, 20 - layer * 2, rnd,
                            jitter_c(rock_c, rnd, 14), shade(rock_c, 0.4))
        for px, ph in ((cx - 24, 26), (cx + 2, 40), (cx + 26, 22)):  # crags on its back
            b.polygon([(px - 14, cy - ry + 2), (px - 4, cy - ry - ph), (px + 3, cy - ry - ph + 8), (px + 14, cy - ry + 2)],
                      fill=shade(rock_c, 1.05), outline=shade(rock_c, 0.4), width=1.0)
            b.polygon([(px - 4, cy - ry - ph), (px + 3, cy - ry - ph + 8), (px + 4, cy - ry), (px - 2, cy - ry)], fill=shade(rock_c, 0.8))
    for x in (cx + 48, cx - 18):
        limb(b, [(x, cy + 14), (x + 4, cy + 44), (x - 4, GROUND + 2)], 22, 19, flesh, BONE)
    hx, hy = cx - rx - 6, cy + 6
    b.circle(hx, hy, 20, fill=flesh, outline=shade(flesh, 0.4), width=1.2)
    b.polygon([(hx - 6, hy + 8), (hx - 28, hy + 14), (hx - 6, hy + 20)], fill=(70, 16, 24))
    teeth(b, (hx - 26, hy + 13), (hx - 6, hy + 8), 4, 4, -1)
    shell_plate(b, hx + 2, hy - 12, 14, rnd, rock_c, shade(rock_c, 0.4))
    glow_eye(d, spec, hx - 8, hy - 2, 3.2, eye)
    glow_eye(d, spec, hx + 2, hy, 2.2, eye)
    parasite(b, d, spec, cx + 10, cy + 10, 8, rock_c, eye)


@plan("queen")
def plan_queen(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """The brood queen: an upright insect-like host, crowned with plates of shell, many-eyed,
    with scythe arms, her swollen egg sac behind and her brood at her feet."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    flesh = mix(flesh, (150, 60, 110), 0.5)
    rnd = spec.rnd("queen")
    cx = 96
    b.polygon(ell(cx + 30, 150, 50, 34, 32), fill=mix(flesh, st.glow, 0.2), outline=shade(flesh, 0.4), width=1.2)
    for i in range(5):
        b.arc((cx - 16 + i * 6, 118, cx + 76 - i * 6, 184), 200, 340, fill=shade(flesh, 0.7), width=1.2)
    for i in range(6):
        d.circle(cx + 10 + (i % 3) * 22, 140 + (i // 3) * 18, 4, fill=rgba(st.glow, 160))
    for side in (-1, 1):  # legs
        for j in range(2):
            limb(b, [(cx + side * 14, 132 + j * 10), (cx + side * (40 + j * 8), 150 + j * 6), (cx + side * (34 + j * 16), GROUND)], 7, 3,
                 shade(flesh, 0.8), BONE)
    b.polygon([(cx - 22, 90), (cx + 22, 90), (cx + 16, 140), (cx - 16, 140)], fill=flesh, outline=shade(flesh, 0.4), width=1.2)
    for i in range(3):
        shell_plate(b, cx, 98 + i * 14, 15 - i * 2, rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
    for side in (-1, 1):  # scythe arms, folded like a mantis's
        elbow = (cx + side * 54, 58)
        limb(b, [(cx + side * 18, 94), (cx + side * 40, 84), elbow], 12, 9, flesh)
        blade = [(elbow[0] - side * 4, elbow[1] - 6)] + curve((elbow[0] + side * 6, elbow[1]), (cx + side * 62, 100),
                                                              (cx + side * 36, 128), steps=10) + \
            curve((cx + side * 36, 128), (cx + side * 50, 96), (elbow[0] - side * 6, elbow[1] + 4), steps=8)[1:]
        b.polygon(blade, fill=shade(rock_c, 1.15), outline=shade(rock_c, 0.4), width=1.1)
        teeth(b, (cx + side * 40, 120), (cx + side * 50, 84), 5, 4, side, shade(BONE, 0.95))
        shell_plate(b, elbow[0], elbow[1], 10, rnd, rock_c, shade(rock_c, 0.4))
        shell_plate(b, cx + side * 30, 86, 11, rnd, rock_c, shade(rock_c, 0.4))
    hx, hy = cx, 64
    b.polygon(ell(hx, hy, 20, 24, 24), fill=flesh, outline=shade(flesh, 0.4), width=1.2)
    for i in range(5):  # the crown of plates
        a = math.radians(200 + i * 35)
        x, y = hx + math.cos(a) * 24, hy - 6 + math.sin(a) * 24
        b.polygon([(x - 6, y + 6), (hx + math.cos(a) * 44, hy - 6 + math.sin(a) * 46), (x + 6, y + 6)], fill=shade(rock_c, 1.0 + 0.05 * i),
                  outline=shade(rock_c, 0.4), width=1.0)
        shell_plate(b, x, y + 2, 8, rnd, rock_c, shade(rock_c, 0.4))
    for side in (-1, 1):
        b.polygon([(hx + side * 6, hy + 14), (hx + side * 16, hy + 30), (hx + side * 4, hy + 24)], fill=BONE, outline=shade(BONE, 0.5), width=0.8)
    for _i, (ex, ey, r) in enumerate(((-8, -2, 3.4), (8, -2, 3.4), (-14, -10, 2.2), (14, -10, 2.2), (0, -12, 2.4), (-5, 8, 1.6), (5, 8, 1.6))):
        glow_eye(d, spec, hx + ex, hy + ey, r, eye)
    for i in range(4):
        critter(d, d, spec, 20 + i * 48 + rnd.uniform(-6, 6), GROUND + 8 - (i % 2) * 4, 8, rock_c, eye, rnd)


@plan("husk")
def plan_husk(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """A host-eater wearing a Saturn miner: a torn pressure suit, its cracked helmet burst open by
    the slurr inside, tendrils and claws."""
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("husk")
    cx, hy = 96, 70
    suit = (170, 130, 66)
    for side in (-1, 1):  # arms ending in claws of shell
        limb(b, [(cx + side * 50, 120), (cx + side * 68, 150), (cx + side * 56, 182)], 18, 12, shade(suit, 0.85))
        for j in range(3):
            b.polygon([(cx + side * (50 + j * 5), 180), (cx + side * (56 + j * 6), 198), (cx + side * (46 + j * 5), 184)],
                      fill=shade(rock_c, 1.1), outline=shade(rock_c, 0.4), width=0.8)
    b.polygon([(cx - 50, 108), (cx + 50, 108), (cx + 56, 200), (cx - 56, 200)], fill=suit, outline=shade(suit, 0.4), width=1.3)
    b.polygon([(cx - 34, 116), (cx + 34, 116), (cx + 30, 166), (cx - 30, 166)], fill=shade(suit, 0.8), outline=shade(suit, 0.4), width=1.0)
    b.rect((cx - 56, 168, cx + 56, 178), fill=(70, 60, 50), outline=(30, 26, 22), width=1.0)
    b.rect((cx - 8, 166, cx + 8, 180), fill=(150, 150, 156), outline=(40, 40, 44), width=1.0)
    b.rect((cx - 16, 124, cx + 16, 144), fill=(60, 60, 66), outline=(30, 30, 34), width=1.0)
    d.rect((cx - 12, 128, cx - 4, 132), fill=(255, 80, 60, 255))
    d.rect((cx - 12, 136, cx + 10, 138), fill=(120, 255, 140, 200))
    for i in range(6):  # hazard stripes on the chest plate
        x = cx - 30 + i * 11
        d.polygon([(x, 150), (x + 5, 150), (x + 1, 160), (x - 4, 160)], fill=rgba((30, 26, 20), 200))
    for side in (-1, 1):
        b.polygon(ell(cx + side * 46, 112, 22, 15, 20, 180, 360) + [(cx + side * 64, 124), (cx + side * 28, 124)], fill=shade(suit, 1.05),
                  outline=shade(suit, 0.4), width=1.1)
    for i in range(4):  # rips in the suit with flesh and shell showing
        x, y = cx - 30 + i * 20 + rnd.uniform(-4, 4), 150 + rnd.uniform(-6, 36)
        b.polygon(rock(x, y, 8, rnd, 6, 0.7), fill=flesh, outline=shade(flesh, 0.4), width=0.9)
        shell_plate(b, x, y, 4.5, rnd, rock_c, shade(rock_c, 0.4))
    # the helmet, its glass smashed, the parasite bulging out
    b.circle(cx, hy, 40, fill=(200, 206, 214), outline=(60, 64, 72), width=1.4)
    b.rect((cx - 30, hy + 30, cx + 30, hy + 40), fill=(150, 156, 166), outline=(60, 64, 72), width=1.0)
    b.polygon(ell(cx, hy + 4, 31, 29, 24), fill=(24, 30, 40), outline=(60, 64, 72), width=1.1)
    b.polygon(ell(cx + 2, hy - 4, 28, 30, 24, 200, 520), fill=flesh, outline=shade(flesh, 0.4), width=1.1)
    for i in range(6):
        a = math.radians(200 + i * 28)
        shell_plate(b, cx + math.cos(a) * 16, hy - 6 + math.sin(a) * 16, 10, rnd, jitter_c(rock_c, rnd, 10), shade(rock_c, 0.4))
    for i in range(5):  # glass shards still in the rim
        a = math.radians(20 + i * 30)
        x, y = cx + math.cos(a) * 26, hy + 4 + math.sin(a) * 24
        d.polygon([(x, y), (x - math.cos(a) * 8 + 3, y - math.sin(a) * 8), (x - math.cos(a) * 6 - 3, y - math.sin(a) * 6)],
                  fill=(180, 220, 240, 180))
    for _ in range(4):  # tendrils
        a = rnd.uniform(200, 340)
        p0 = (cx + math.cos(math.radians(a)) * 24, hy + math.sin(math.radians(a)) * 24)
        tentacle(b, [p0, (p0[0] + rnd.uniform(-30, 30), p0[1] - 30), (p0[0] + rnd.uniform(-50, 50), p0[1] - rnd.uniform(20, 50))], 5,
                 shade(flesh, 0.9), False)
    glow_eye(d, spec, cx - 9, hy + 4, 5, eye)
    glow_eye(d, spec, cx + 10, hy + 2, 3.6, eye)
    glow_eye(d, spec, cx + 1, hy - 10, 2.4, eye)
    d.polygon([(cx - 12, hy + 14), (cx + 12, hy + 14), (cx, hy + 22)], fill=(50, 10, 16, 255))
    teeth(d, (cx - 12, hy + 14), (cx + 12, hy + 14), 5, 3.5, -1)


@plan("virus")
def plan_virus(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """The network plague: a spiked slurr spore wired into a machine's circuits, its green
    infection racing along the copper traces."""
    st = spec.style
    flesh, rock_c, eye = slurr_colours(spec)
    rnd = spec.rnd("virus")
    board = blank_like(bh)
    bp = Pen(board, bh.k)
    bp.polygon([(-10, 120), (202, 104), (202, 200), (-10, 200)], fill=rgba((40, 50, 36), 255), outline=rgba((20, 24, 16), 255), width=1.2)
    cx, cy = 96, 96
    for i in range(12):  # traces running out from under it
        a = math.radians(i * 30 + rnd.uniform(-8, 8))
        x, y = cx + math.cos(a) * 40, cy + math.sin(a) * 40
        pts = [(x, y)]
        for _ in range(3):
            x += math.cos(a) * rnd.uniform(14, 24)
            y += math.sin(a) * rnd.uniform(14, 24)
            pts.append((x, y))
            a += math.radians(rnd.choice((-45, 0, 45)))
        infected = rnd.random() < 0.7
        col = st.glow if infected else COPPER
        bp.line(pts, fill=rgba(shade(col, 0.7), 255), width=2.4, round_caps=False)
        bp.line(pts, fill=rgba(col, 255), width=1.0, round_caps=False)
        bp.circle(x, y, 2.6, fill=rgba(col, 255))
        if infected:
            spec.glows.append((x, y, 10, st.glow, 0.6))
    for _ in range(4):  # chips
        x, y = rnd.uniform(20, 170), rnd.uniform(140, 180)
        bp.rect((x - 10, y - 6, x + 10, y + 6), fill=rgba((30, 30, 34), 255), outline=rgba((80, 80, 90), 255), width=0.8)
        for j in range(4):
            bp.line([(x - 8 + j * 5, y - 6), (x - 8 + j * 5, y - 9)], fill=rgba(BRASS, 255), width=0.8)
    bh.image.alpha_composite(board)
    R = 36
    for i in range(14):  # spikes
        a = math.radians(i * 360 / 14 + 5)
        base = (cx + math.cos(a) * R * 0.8, cy + math.sin(a) * R * 0.8)
        tip = (cx + math.cos(a) * R * 1.45, cy + math.sin(a) * R * 1.45)
        b.line([base, tip], fill=shade(rock_c, 0.8), width=4)
        b.circle(tip[0], tip[1], 3.4, fill=rgba(mix(st.glow, flesh, 0.3), 255), outline=shade(flesh, 0.4), width=0.8)
    b.circle(cx, cy, R, fill=rock_c, outline=shade(rock_c, 0.4), width=1.3)
    for i in range(7):
        a = math.radians(i * 51)
        shell_plate(b, cx + math.cos(a) * R * 0.55, cy + math.sin(a) * R * 0.55, 13, rnd, jitter_c(rock_c, rnd, 12), shade(rock_c, 0.4))
    for _ in range(6):  # glowing cracks
        a = rnd.uniform(0, 2 * math.pi)
        pts = [(cx + math.cos(a) * 4, cy + math.sin(a) * 4)]
        for j in range(3):
            a += rnd.uniform(-0.5, 0.5)
            pts.append((cx + math.cos(a) * (12 + j * 9), cy + math.sin(a) * (12 + j * 9)))
        d.line(pts, fill=rgba(st.glow, 255), width=1.2)
    glow_eye(d, spec, cx, cy, 7, eye)
    spec.glows.append((cx, cy, 70, st.glow, 0.4))
    code = font("Bold", int(9 * d.k))
    for _ in range(10):  # code drifting up
        x, y = rnd.uniform(10, 182), rnd.uniform(10, 70)
        d.draw.text((x * d.k, y * d.k), "".join(rnd.choice("01") for _ in range(rnd.randint(2, 4))), font=code,
                    fill=rgba(st.glow, 150))


# --------------------------------------------------------------------------- uthron

ROBOT_FRAMES = [(74, 68, 70), (88, 82, 80), (60, 62, 70), (104, 92, 86), (52, 50, 56)]
ROBOT_PLATES = [(196, 112, 60), (176, 96, 52), (210, 140, 78), (160, 84, 56), (190, 124, 84)]


def uthron_colours(spec: Spec) -> tuple[RGB, RGB, RGB]:
    """(frame metal, copper plate, light) for an uthron machine."""
    frame = spec.pick(24, ROBOT_FRAMES)
    plate = mix(spec.pick(25, ROBOT_PLATES), spec.style.colour, 0.2)
    lamp = CYAN if spec.u(26) < 0.7 else (255, 160, 70)
    if spec.role in ("executor", "spire"):
        lamp = (255, 60, 50)
    if spec.leader:
        plate = mix(plate, GOLD, 0.35)
    return frame, plate, lamp


def hantal_eye(pen: Pen, spec: Spec | None, x: float, y: float, r: float, lamp: RGB, frame: RGB) -> None:
    """Hantal's eye: a hexagonal lens ringed in metal, a bright pupil."""
    pen.polygon(regular_polygon(x, y, r * 1.35, 6, 0), fill=rgba(shade(frame, 0.6), 255), outline=rgba(shade(frame, 0.3), 255), width=1.0)
    pen.circle(x, y, r, fill=rgba(shade(lamp, 0.6), 255))
    pen.circle(x, y, r * 0.62, fill=rgba(lamp, 255))
    pen.circle(x, y, r * 0.28, fill=(255, 255, 255, 255))
    if spec:
        spec.glows.append((x, y, r * 4, lamp, 0.8))


def plate_poly(b: Pen, pts: Sequence[Point], colour: RGB, rivets: bool = False, width: float = 1.2) -> None:
    """An armour plate with a lit bevel along its top edge."""
    b.polygon(pts, fill=colour, outline=shade(colour, 0.4), width=width)
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    inner = [(cx + (x - cx) * 0.78, cy + (y - cy) * 0.78 - 0.8) for x, y in pts]
    b.polygon(inner, fill=shade(colour, 1.07))
    if rivets:
        for x, y in pts:
            bolt(b, cx + (x - cx) * 0.82, cy + (y - cy) * 0.82, 1.1, colour)


@plan("robot")
def plan_robot(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """An uthron soldier from the thighs up: an angular head with a glowing visor or a single eye,
    heavy copper shoulder plates, a core burning in its chest and the role's weapon."""
    frame, plate, lamp = uthron_colours(spec)
    role = spec.role
    spec.rnd("robot")
    cx = 96 + (spec.u(27) - 0.5) * 6
    hy = 56
    if role == "legionary":  # the ranks behind it, all the same
        ranks = blank_like(bh)
        rp = Pen(ranks, bh.k)
        for row, (y, s, a) in enumerate(((70, 0.55, 170), (84, 0.75, 220))):
            for i in (-2, -1, 1, 2):
                x = cx + i * (40 + row * 16) + (6 if row == 0 else 0)
                rp.polygon(chamfer(x - 18 * s, y - 24 * s, x + 18 * s, y + 12 * s, 6 * s), fill=rgba(shade(frame, 0.6 + row * 0.1), a))
                rp.polygon([(x - 40 * s, y + 22 * s), (x + 40 * s, y + 22 * s), (x + 32 * s, 200), (x - 32 * s, 200)],
                           fill=rgba(shade(frame, 0.55 + row * 0.1), a))
                rp.polygon([(x - 44 * s, y + 18 * s), (x - 24 * s, y + 14 * s), (x - 20 * s, y + 40 * s), (x - 44 * s, y + 40 * s)],
                           fill=rgba(shade(plate, 0.5 + row * 0.1), a))
                rp.polygon([(x + 44 * s, y + 18 * s), (x + 24 * s, y + 14 * s), (x + 20 * s, y + 40 * s), (x + 44 * s, y + 40 * s)],
                           fill=rgba(shade(plate, 0.5 + row * 0.1), a))
                rp.rect((x - 12 * s, y - 6 * s, x + 12 * s, y - 1 * s), fill=rgba(lamp, a))
        bh.image.alpha_composite(ranks)
    if role == "fenice":  # wings of copper feathers, glowing at the tips
        for side in (-1, 1):
            for i in range(7):
                a = math.radians(-90 + side * (30 + i * 14))
                root = (cx + side * 18, 100)
                tip = (root[0] + math.cos(a) * (96 - i * 6) * (1 if side > 0 else 1), root[1] + math.sin(a) * (84 - i * 4))
                fx = (cx + side * 18 + (tip[0] - root[0]) * 1.0, tip[1])
                w = 9
                ang = math.atan2(tip[1] - root[1], tip[0] - root[0])
                nx, ny = -math.sin(ang) * w, math.cos(ang) * w
                pts = [root, (root[0] + (tip[0] - root[0]) * 0.5 + nx, root[1] + (tip[1] - root[1]) * 0.5 + ny), fx,
                       (root[0] + (tip[0] - root[0]) * 0.5 - nx, root[1] + (tip[1] - root[1]) * 0.5 - ny)]
                c = mix(plate, (255, 170, 60), i / 10)
                b.polygon(pts, fill=c, outline=shade(c, 0.4), width=1.0)
                d.line([root, fx], fill=rgba(shade(c, 0.6), 255), width=0.8)
                spec.glows.append((fx[0], fx[1], 10, (255, 150, 50), 0.6))
    if role == "axiom":  # a cape of cables and a halo of light
        for i in range(9):
            x0 = cx - 36 + i * 9
            bh.line(curve((x0, 100), (x0 + (i - 4) * 6, 150), (x0 + (i - 4) * 10, 200), steps=10), fill=rgba(shade(frame, 0.7), 255), width=4)
            bh.circle(x0 + (i - 4) * 8, 170 + (i % 3) * 8, 1.6, fill=rgba(lamp, 255))
        for r, a in ((44, 220), (36, 160)):
            d.arc((cx - r, hy - 6 - r * 0.6, cx + r, hy - 6 + r * 0.6), 180, 360, fill=rgba(lamp, a), width=2.0)
        spec.glows.append((cx, hy - 20, 60, lamp, 0.5))
    # legs (thighs) and hips
    for side in (-1, 1):
        plate_poly(b, [(cx + side * 6, 160), (cx + side * 32, 160), (cx + side * 28, 200), (cx + side * 8, 200)], frame)
    plate_poly(b, chamfer(cx - 30, 148, cx + 30, 168, 6), shade(plate, 0.85))
    # torso
    torso = [(cx - 40, 88), (cx + 40, 88), (cx + 34, 124), (cx + 22, 150), (cx - 22, 150), (cx - 34, 124)]
    plate_poly(b, torso, frame)
    chest = [(cx - 34, 90), (cx + 34, 90), (cx + 28, 118), (cx, 130), (cx - 28, 118)]
    plate_poly(b, chest, plate, rivets=True)
    for i in range(3):
        y = 134 + i * 5
        b.line([(cx - 18 + i * 2, y), (cx + 18 - i * 2, y)], fill=shade(frame, 0.5), width=1.4)
    core = regular_polygon(cx, 108, 9, 6, 0)
    d.polygon(core, fill=rgba(shade(lamp, 0.5), 255), outline=rgba(shade(frame, 0.3), 255), width=1.2)
    d.polygon(regular_polygon(cx, 108, 5.5, 6, 0), fill=rgba(lamp, 255))
    d.circle(cx, 108, 2.4, fill=(255, 255, 255, 255))
    spec.glows.append((cx, 108, 26, lamp, 0.8))
    # arms
    weapon = {"sentinel": "shield", "legionary": "rifle", "executor": "blade", "vanguard": "cannon", "axiom": "staff",
              "fenice": "claws"}.get(role, "rifle")
    for side in (-1, 1):
        sx = cx + side * 44
        elbow = (sx + side * 8, 126)
        hand_ = (sx + side * 2, 158) if not (weapon == "blade" and side == 1) else (sx + side * 14, 100)
        ribbon(b, [(sx, 96), elbow], [14, 12], frame, outline=shade(frame, 0.4), width=1.0)
        b.circle(*elbow, 7, fill=shade(frame, 1.2), outline=shade(frame, 0.4), width=1.0)
        plate_poly(b, xf([(-8, 0), (8, 0), (7, 30), (-7, 30)], elbow[0], elbow[1],
                         math.degrees(math.atan2(hand_[1] - elbow[1], hand_[0] - elbow[0])) - 90), shade(plate, 0.9))
        if weapon == "blade" and side == 1:
            blade = xf([(-3, 0), (3, 0), (2, 70), (0, 80), (-2, 70)], hand_[0], hand_[1] - 6, 180 + 20)
            d.polygon(blade, fill=rgba(mix(lamp, (255, 255, 255), 0.3), 255), outline=rgba(shade(lamp, 0.6), 255), width=1.0)
            spec.glows.append((hand_[0] - 12, hand_[1] - 40, 30, lamp, 0.6))
        if weapon == "shield" and side == -1:
            sx0 = hand_[0] + 2
            pts = [(sx0 - 22, 110), (sx0 + 24, 110), (sx0 + 26, 170), (sx0 + 1, 196), (sx0 - 24, 170)]
            plate_poly(b, pts, plate, rivets=True, width=1.4)
            hantal_eye(d, None, sx0 + 1, 148, 7, lamp, frame)
        if weapon == "shield" and side == 1:  # a halberd
            b.line([(hand_[0], 200), (hand_[0] + 8, 30)], fill=shade(frame, 0.8), width=3)
            d.polygon([(hand_[0] + 8, 14), (hand_[0] + 14, 34), (hand_[0] + 8, 44), (hand_[0] + 2, 34)], fill=rgba(lamp, 255))
            spec.glows.append((hand_[0] + 8, 30, 20, lamp, 0.6))
        if weapon == "rifle" and side == 1:
            gun = xf([(-6, -6), (54, -6), (54, 2), (-6, 6)], hand_[0] - 4, hand_[1] - 4, -150)
            b.polygon(gun, fill=shade(frame, 0.75), outline=shade(frame, 0.35), width=1.1)
            tip = xf([(54, -2)], hand_[0] - 4, hand_[1] - 4, -150)[0]
            light(d, spec, tip[0], tip[1], 1.8, lamp, 0.7)
        if weapon == "cannon" and side == 1:
            b.rect((sx - 6, 62, sx + 14, 80), fill=shade(frame, 0.8), outline=shade(frame, 0.35), width=1.1)
            b.rect((sx - 30, 66, sx, 76), fill=shade(frame, 0.7), outline=shade(frame, 0.35), width=1.1)
            light(d, spec, sx - 30, 71, 3, lamp, 0.9)
        if weapon == "staff" and side == -1:
            b.line([(hand_[0], 200), (hand_[0] - 4, 40)], fill=GOLD, width=3)
            hantal_eye(d, spec, hand_[0] - 4, 34, 6, lamp, plate)
        if weapon == "claws":
            for j in range(3):
                b.polygon([(hand_[0] - 4 + j * 4, hand_[1]), (hand_[0] - 2 + j * 4 + side * 3, hand_[1] + 14), (hand_[0] + j * 4, hand_[1])],
                          fill=shade(plate, 1.1), outline=shade(plate, 0.4), width=0.8)
        b.rect((hand_[0] - 6, hand_[1] - 6, hand_[0] + 6, hand_[1] + 6), fill=shade(frame, 0.9), outline=shade(frame, 0.4), width=1.0,
               radius=2)
    # shoulder plates
    for side in (-1, 1):
        sx = cx + side * 40
        pts = [(sx - side * 12, 80), (sx + side * 20, 76), (sx + side * 28, 96), (sx + side * 20, 110), (sx - side * 6, 106)]
        plate_poly(b, pts, plate, rivets=True)
        if role in ("axiom", "sentinel") or spec.leader:
            b.polygon([(sx + side * 4, 78), (sx + side * 14, 56), (sx + side * 20, 77)], fill=shade(plate, 1.1), outline=shade(plate, 0.4),
                      width=1.0)
    # neck and head
    b.rect((cx - 8, hy + 18, cx + 8, 90), fill=shade(frame, 0.7), outline=shade(frame, 0.35), width=1.0)
    for i in range(3):
        b.line([(cx - 8, hy + 22 + i * 4), (cx + 8, hy + 22 + i * 4)], fill=shade(frame, 0.45), width=0.8)
    head = spec.pick(28, ("slit", "mono", "twin", "slit"))
    if role in ("executor", "vanguard"):
        head = "mono"
    if role in ("sentinel", "axiom", "fenice"):
        head = "slit"
    hw = 20
    skull = [(cx - hw, hy - 18), (cx - hw + 6, hy - 26), (cx + hw - 6, hy - 26), (cx + hw, hy - 18), (cx + hw - 2, hy + 10),
             (cx + 8, hy + 22), (cx - 8, hy + 22), (cx - hw + 2, hy + 10)]
    plate_poly(b, skull, frame)
    plate_poly(b, [(cx - hw + 4, hy - 24), (cx + hw - 4, hy - 24), (cx + hw - 2, hy - 10), (cx - hw + 2, hy - 10)], plate)
    if role == "fenice":
        for i in range(3):
            b.polygon([(cx - 6 + i * 6, hy - 24), (cx - 10 + i * 10, hy - 52 + abs(i - 1) * 10), (cx - 2 + i * 6, hy - 24)],
                      fill=mix(plate, (255, 170, 60), 0.4), outline=shade(plate, 0.4), width=0.9)
    elif role == "axiom":
        for i in range(5):
            a = math.radians(-150 + i * 30)
            b.polygon([(cx + math.cos(a) * 14, hy - 22), (cx + math.cos(a) * 24, hy - 26 + math.sin(a) * 24), (cx + math.cos(a) * 14 + 5, hy - 22)],
                      fill=GOLD, outline=shade(GOLD, 0.4), width=0.9)
    else:
        b.polygon([(cx - 3, hy - 26), (cx, hy - 40 - spec.u(29) * 8), (cx + 3, hy - 26)], fill=plate, outline=shade(plate, 0.4), width=0.9)
    for side in (-1, 1):
        b.rect((cx + side * hw - 3, hy - 8, cx + side * hw + 3, hy + 6), fill=plate, outline=shade(plate, 0.4), width=0.9)
    if head == "slit":
        d.polygon([(cx - 15, hy - 4), (cx + 15, hy - 4), (cx + 12, hy + 2), (cx - 12, hy + 2)], fill=rgba(lamp, 255))
        d.line([(cx - 12, hy - 2), (cx + 12, hy - 2)], fill=(255, 255, 255, 255), width=0.9)
        spec.glows.append((cx, hy - 1, 26, lamp, 0.7))
    elif head == "mono":
        hantal_eye(d, spec, cx, hy - 2, 6, lamp, frame)
    else:
        for side in (-1, 1):
            d.polygon(regular_polygon(cx + side * 8, hy - 2, 4.4, 6, 0), fill=rgba(lamp, 255))
            d.circle(cx + side * 8, hy - 2, 1.6, fill=(255, 255, 255, 255))
        spec.glows.append((cx, hy - 2, 22, lamp, 0.7))
    for i in range(4):
        d.line([(cx - 8 + i * 5, hy + 12), (cx - 8 + i * 5, hy + 17)], fill=rgba(shade(frame, 0.4), 255), width=1.0)


def mech_leg(b: Pen, hip: Point, knee: Point, foot: Point, frame: RGB, plate: RGB, w: float = 12, far: bool = False) -> None:
    """An uthron walker's leg: a plated thigh, a piston shin, a clawed foot."""
    f = shade(frame, 0.72) if far else frame
    p = shade(plate, 0.72) if far else plate
    ribbon(b, [hip, knee], [w, w * 0.8], f, outline=shade(f, 0.4), width=1.0)
    ribbon(b, [knee, foot], [w * 0.7, w * 0.5], shade(f, 1.15), outline=shade(f, 0.4), width=1.0)
    mx, my = (hip[0] + knee[0]) / 2, (hip[1] + knee[1]) / 2
    ang = math.degrees(math.atan2(knee[1] - hip[1], knee[0] - hip[0])) - 90
    plate_poly(b, xf([(-w * 0.75, -w), (w * 0.75, -w), (w * 0.6, w), (-w * 0.6, w)], mx, my, ang), p)
    b.circle(*knee, w * 0.55, fill=shade(f, 1.25), outline=shade(f, 0.4), width=1.0)
    b.circle(*hip, w * 0.6, fill=shade(f, 1.1), outline=shade(f, 0.4), width=1.0)
    fx, fy = foot
    b.polygon([(fx - w * 1.1, fy + 4), (fx - w * 0.5, fy - 4), (fx + w * 0.5, fy - 4), (fx + w * 1.1, fy + 4)], fill=p, outline=shade(p, 0.4),
              width=1.0)


@plan("walker")
def plan_walker(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """An uthron war machine on legs: a siege automaton striding through a wall, the dreadframe,
    a bulwark with its plates slid out, a six-legged walker on the seabed, a crab-like crawler,
    or the Colossus of Lur towering over its army."""
    st = spec.style
    frame, plate, lamp = uthron_colours(spec)
    role = spec.role
    rnd = spec.rnd("walker")
    if role == "colossus":
        cx = 96
        for i in range(6):  # the army at its feet
            x = 10 + i * 34 + rnd.uniform(-4, 4)
            bh.polygon(chamfer(x - 4, 170, x + 4, 178, 1.5), fill=rgba(shade(frame, 0.5), 255))
            bh.rect((x - 6, 178, x + 6, 196), fill=rgba(shade(frame, 0.45), 255))
            bh.rect((x - 2.5, 172.5, x + 2.5, 174.5), fill=rgba(lamp, 255))
        for side in (-1, 1):
            mech_leg(b, (cx + side * 22, 140), (cx + side * 30, 168), (cx + side * 34, 200), frame, plate, 20)
        plate_poly(b, [(cx - 56, 60), (cx + 56, 60), (cx + 44, 130), (cx + 28, 150), (cx - 28, 150), (cx - 44, 130)], frame)
        plate_poly(b, [(cx - 48, 64), (cx + 48, 64), (cx + 40, 104), (cx, 118), (cx - 40, 104)], plate, rivets=True)
        hantal_eye(d, spec, cx, 92, 11, lamp, frame)
        for side in (-1, 1):  # fortress shoulders with towers
            sx = cx + side * 62
            plate_poly(b, [(sx - 22, 50), (sx + 22, 50), (sx + 24, 84), (sx - 24, 84)], plate, rivets=True)
            for t in (-1, 1):
                tx = sx + t * 12
                b.rect((tx - 5, 28, tx + 5, 52), fill=frame, outline=shade(frame, 0.4), width=1.0)
                b.polygon([(tx - 7, 30), (tx, 18), (tx + 7, 30)], fill=plate, outline=shade(plate, 0.4), width=0.9)
                light(d, spec, tx, 40, 1.4, lamp, 0.6)
            ribbon(b, [(sx, 84), (sx + side * 6, 130)], [22, 18], frame, outline=shade(frame, 0.4), width=1.0)
            plate_poly(b, chamfer(sx + side * 6 - 14, 130, sx + side * 6 + 14, 166, 5), plate)
        plate_poly(b, [(cx - 16, 24), (cx + 16, 24), (cx + 20, 50), (cx - 20, 50)], frame)
        d.polygon([(cx - 12, 36), (cx + 12, 36), (cx + 10, 41), (cx - 10, 41)], fill=rgba(lamp, 255))
        spec.glows.append((cx, 38, 20, lamp, 0.7))
        return
    if role == "abyssal" or role == "crab":
        cx, cy = 98, 108 if role == "abyssal" else 118
        body = ell(cx, cy, 48, 22, 32) if role == "crab" else chamfer(cx - 46, cy - 26, cx + 46, cy + 14, 14)
        for _i, far in ((0, True), (1, False)):
            for j in range(3):
                x = cx - 30 + j * 30 + (6 if far else 0)
                side = -1 if j == 0 else (1 if j == 2 else (1 if far else -1))
                knee = (x + side * 18, cy - 24 + (10 if far else 0))
                foot = (x + side * 30, GROUND - (8 if far else 0))
                mech_leg(b, (x, cy + 4), knee, foot, frame, plate, 8, far)
        plate_poly(b, body, plate, rivets=True)
        plate_poly(b, chamfer(cx - 26, cy - 18, cx + 26, cy + 2, 8) if role != "crab" else ell(cx, cy - 4, 30, 12, 24), frame)
        if role == "crab":
            for side in (-1, 1):
                arm = [(cx + side * 40, cy), (cx + side * 64, cy - 20), (cx + side * 70, cy - 40)]
                ribbon(b, arm, [9, 8, 7], frame, outline=shade(frame, 0.4), width=1.0)
                x, y = arm[-1]
                b.polygon([(x - 10, y), (x - 6, y - 20), (x, y - 10), (x + 6, y - 22), (x + 10, y)], fill=plate, outline=shade(plate, 0.4),
                          width=1.0)
            for side in (-1, 1):
                d.circle(cx + side * 10, cy - 20, 4, fill=rgba(shade(frame, 0.5), 255))
                light(d, spec, cx + side * 10, cy - 20, 2.4, lamp, 0.8)
        else:
            hantal_eye(d, spec, cx - 34, cy - 6, 6, lamp, frame)
            for side in (-1, 1):  # searchlights
                lx = cx - 20 + side * 14
                light(d, spec, lx, cy + 10, 2.4, (255, 240, 200), 0.7)
                bh.polygon([(lx, cy + 10), (lx - 70 + side * 20, 200), (lx - 20 + side * 20, 200)], fill=rgba((255, 240, 200), 40))
        return
    # two-legged (siege, dread) or four-legged (bulwark) walkers
    cx, cy = 100, 88
    if role == "siege":  # the wall it walks through
        for _ in range(14):
            x = rnd.uniform(20, 180)
            y = rnd.uniform(60, 170)
            bh.polygon(chamfer(x - 9, y - 5, x + 9, y + 5, 1.5), fill=rgba(mix((150, 140, 130), st.colour, 0.3), 255),
                       outline=rgba((50, 40, 36), 255), width=0.9)
        wall = [(130, 60), (150, 56), (192, 60), (192, GROUND), (128, GROUND), (136, 120), (124, 90)]
        bh.polygon(wall, fill=rgba(mix((150, 140, 130), st.colour, 0.3), 255), outline=rgba((50, 40, 36), 255), width=1.2)
        for y in range(66, GROUND, 12):
            bh.line([(130, y), (192, y)], fill=rgba((70, 60, 54), 255), width=0.8)
    legs = 4 if role == "bulwark" else 2
    if legs == 2:
        mech_leg(b, (cx + 14, cy + 30), (cx + 40, cy + 50), (cx + 24, GROUND), frame, plate, 14, True)
    else:
        for x in (cx + 30, cx - 24):
            mech_leg(b, (x, cy + 30), (x + 14, cy + 52), (x + 4, GROUND), frame, plate, 11, True)
    body = [(cx - 46, cy - 20), (cx - 20, cy - 40), (cx + 40, cy - 40), (cx + 54, cy - 14), (cx + 44, cy + 34), (cx - 36, cy + 34)]
    plate_poly(b, body, frame)
    plate_poly(b, [(cx - 36, cy - 18), (cx - 14, cy - 34), (cx + 36, cy - 34), (cx + 46, cy - 12), (cx + 38, cy + 10), (cx - 30, cy + 10)],
               plate, rivets=True)
    hantal_eye(d, spec, cx - 28, cy - 6, 7, lamp, frame)
    for i in range(4):
        d.rect((cx + 6 + i * 8, cy + 16, cx + 10 + i * 8, cy + 26), fill=rgba(lamp, 220))
    if role == "dread":  # twin cannons and a missile rack
        for y in (cy - 8, cy + 8):
            b.rect((cx - 96, y - 4, cx - 40, y + 4), fill=shade(frame, 0.8), outline=shade(frame, 0.35), width=1.0)
            light(d, spec, cx - 96, y, 2.6, lamp, 0.8)
        plate_poly(b, chamfer(cx + 10, cy - 62, cx + 48, cy - 38, 4), frame)
        for i in range(4):
            d.circle(cx + 16 + i * 9, cy - 50, 3, fill=rgba(shade(frame, 0.4), 255))
            d.circle(cx + 16 + i * 9, cy - 50, 1.6, fill=rgba(lamp, 255))
    elif role == "siege":  # hammer arms
        ribbon(b, [(cx - 30, cy), (cx - 60, cy + 20), (cx - 70, cy + 50)], [14, 12, 10], frame, outline=shade(frame, 0.4), width=1.0)
        plate_poly(b, chamfer(cx - 88, cy + 44, cx - 52, cy + 70, 5), plate, rivets=True)
    else:  # bulwark: its plates slid out to cover the line
        for i in range(3):
            x = cx - 74 + i * 6
            plate_poly(b, chamfer(x - 10, cy - 44 + i * 10, x + 10, GROUND - 6 - i * 4, 4), shade(plate, 1 - i * 0.08), rivets=True)
        hantal_eye(d, spec, cx - 74, cy + 4, 4, lamp, frame)
    if legs == 2:
        mech_leg(b, (cx - 10, cy + 30), (cx + 14, cy + 54), (cx - 10, GROUND), frame, plate, 16)
    else:
        for x in (cx + 40, cx - 14):
            mech_leg(b, (x, cy + 30), (x + 16, cy + 54), (x + 2, GROUND), frame, plate, 12)


def drone(b: Pen, d: Pen, spec: Spec | None, x: float, y: float, s: float, frame: RGB, plate: RGB, lamp: RGB) -> None:
    """A small uthron drone: a faceted diamond hull, side fins and Hantal's eye."""
    b.polygon([(x - 24 * s, y), (x - 8 * s, y - 14 * s), (x + 8 * s, y - 14 * s), (x + 24 * s, y), (x + 8 * s, y + 14 * s), (x - 8 * s, y + 14 * s)],
              fill=frame, outline=shade(frame, 0.35), width=max(0.6, 1.1 * s))
    b.polygon([(x - 20 * s, y - 2 * s), (x - 8 * s, y - 12 * s), (x + 8 * s, y - 12 * s), (x + 20 * s, y - 2 * s)], fill=plate)
    for side in (-1, 1):
        b.polygon([(x + side * 22 * s, y - 4 * s), (x + side * 34 * s, y - 12 * s), (x + side * 32 * s, y + 4 * s), (x + side * 22 * s, y + 4 * s)],
                  fill=shade(plate, 0.85), outline=shade(plate, 0.35), width=max(0.6, 1.0 * s))
    b.line([(x, y + 14 * s), (x, y + 22 * s)], fill=shade(frame, 0.6), width=max(0.6, 1.6 * s))
    hantal_eye(d, spec, x, y + 1 * s, 5 * s, lamp, frame)


@plan("drone")
def plan_drone(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """Uthron drones: a picket drifting in a perfect grid, a cipher drone whispering into the
    enemy's network, or a miner digging memory cores out of a wreck."""
    st = spec.style
    frame, plate, lamp = uthron_colours(spec)
    role = spec.role
    rnd = spec.rnd("drone")
    if role == "picket":
        grid = []
        for row in range(3):
            s = 0.45 + row * 0.25
            y = 40 + row * 46
            n = 5 - row
            for i in range(n):
                x = 96 + (i - (n - 1) / 2) * (150 / max(1, n - 1) if n > 1 else 0) * (0.7 + row * 0.15)
                grid.append((x, y, s))
        for (x0, y0, _), (x1, y1, _) in zip(grid, grid[1:]):
            bh.line([(x0, y0), (x1, y1)], fill=rgba(lamp, 70), width=0.8)
        for x, y, s in grid:
            bh.line([(x, y), (96, 110)], fill=rgba(lamp, 40), width=0.6)
            drone(b, d, spec, x, y, s, frame, plate, lamp)
        return
    if role == "miner":
        wreck = blank_like(bh)
        wp = Pen(wreck, bh.k)
        for _ in range(12):
            x, y = rnd.uniform(10, 182), rnd.uniform(140, 180)
            wp.polygon(rock(x, y, rnd.uniform(10, 20), rnd, 5, 0.5), fill=rgba(mix((120, 124, 130), st.colour, 0.3), 255),
                       outline=rgba((40, 40, 44), 255), width=1.0)
        wp.polygon([(30, 170), (70, 130), (150, 136), (170, 176)], fill=rgba((110, 116, 126), 255), outline=rgba((40, 40, 44), 255), width=1.2)
        wp.circle(110, 150, 6, fill=rgba(CYAN, 255))
        bh.image.alpha_composite(wreck)
        bh.line([(96, 70), (96, -10)], fill=rgba(lamp, 90), width=6)
        bh.line([(96, 70), (96, -10)], fill=rgba((255, 255, 255), 200), width=1.4)
        for side in (-1, 1):  # claws digging
            ribbon(b, [(96 + side * 10, 92), (96 + side * 30, 118), (96 + side * 16, 146)], [6, 5, 4], frame, outline=shade(frame, 0.4),
                   width=1.0)
            b.polygon([(96 + side * 12, 146), (96 + side * 22, 146), (96 + side * 14, 156)], fill=plate, outline=shade(plate, 0.4), width=0.8)
        drone(b, d, spec, 96, 78, 1.8, frame, plate, lamp)
        spec.glows.append((110, 150, 16, CYAN, 0.7))
        return
    # cipher: a large drone whispering rings of code
    code = font("Bold", int(8 * d.k))
    for i in range(4):
        r = 30 + i * 16
        d.arc((96 - r, 90 - r, 96 + r, 90 + r), 150, 210, fill=rgba(lamp, 200 - i * 40), width=1.4)
        d.arc((96 - r, 90 - r, 96 + r, 90 + r), -30, 30, fill=rgba(lamp, 200 - i * 40), width=1.4)
    for _ in range(14):
        x, y = rnd.uniform(10, 180), rnd.uniform(20, 170)
        if abs(x - 96) < 44 and abs(y - 90) < 30:
            continue
        d.draw.text((x * d.k, y * d.k), rnd.choice(("0x", "1F", "A7", "::", "7E", "C3", "0b")), font=code, fill=rgba(lamp, 150))
    b.line([(96, 60), (96, 36)], fill=shade(frame, 0.7), width=1.6)
    light(d, spec, 96, 34, 2, lamp, 0.8)
    drone(b, d, spec, 96, 90, 2.2, frame, plate, lamp)


@plan("tower")
def plan_tower(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """Uthron structures: a pylon singing a field of force over the ranks, a targeting spire with
    one red eye, a relay node in its network, a null field emitter slowing shells, an obelisk
    fortress, or the Oracle of Hantal, an eye in rings of light."""
    st = spec.style
    frame, plate, lamp = uthron_colours(spec)
    role = spec.role
    rnd = spec.rnd("tower")
    cx = 96
    if role == "oracle":
        cy = 90
        for _i, (rx, ry, a0) in enumerate(((80, 26, 0), (66, 56, 30), (52, 70, -25))):
            pts = xf(ell(0, 0, rx, ry, 48), cx, cy, a0)
            bh.line(pts, fill=rgba(shade(plate, 0.7), 255), width=3.4)
            bh.line(pts, fill=rgba(GOLD, 255), width=1.2)
            for j in range(6):
                p = pts[j * 8]
                bh.circle(p[0], p[1], 2.4, fill=rgba(lamp, 255))
        b.circle(cx, cy, 40, fill=frame, outline=shade(frame, 0.4), width=1.4)
        for i in range(6):
            a = i * 60
            plate_poly(b, xf([(-14, -40), (14, -40), (10, -28), (-10, -28)], cx, cy, a), plate)
        b.circle(cx, cy, 28, fill=shade(frame, 0.6), outline=shade(frame, 0.35), width=1.0)
        d.circle(cx, cy, 22, fill=rgba(shade(lamp, 0.5), 255))
        d.circle(cx, cy, 15, fill=rgba(lamp, 255))
        d.polygon(regular_polygon(cx, cy, 8, 6, 0), fill=(255, 255, 255, 255))
        spec.glows.append((cx, cy, 80, lamp, 0.8))
        for i in range(8):  # streams of data to the stars
            a = math.radians(i * 45 + 22)
            d.line([(cx + math.cos(a) * 44, cy + math.sin(a) * 44), (cx + math.cos(a) * 110, cy + math.sin(a) * 110)], fill=rgba(lamp, 90),
                   width=0.8)
        return
    if role == "relay":
        nodes = [(30, 50), (160, 40), (40, 150), (170, 140), (100, 176)]
        for x, y in nodes:
            bh.line([(x, y), (cx, 94)], fill=rgba(lamp, 150), width=1.4)
            bh.polygon(regular_polygon(x, y, 7, 4, -90), fill=rgba(plate, 255), outline=rgba(shade(plate, 0.4), 255), width=1.0)
            bh.circle(x, y, 2.4, fill=rgba(lamp, 255))
        for (x0, y0), (x1, y1) in zip(nodes, nodes[1:] + nodes[:1]):
            bh.line([(x0, y0), (x1, y1)], fill=rgba(lamp, 60), width=0.8)
        for i in range(5):  # pulses along the links
            x, y = nodes[i]
            t = rnd.uniform(0.3, 0.7)
            light(d, spec, x + (cx - x) * t, y + (94 - y) * t, 1.8, lamp, 0.6)
        top, mid, bottom = (cx, 40), (cx, 94), (cx, 148)
        b.polygon([top, (cx + 34, mid[1]), bottom, (cx - 34, mid[1])], fill=frame, outline=shade(frame, 0.35), width=1.3)
        b.polygon([top, (cx + 34, mid[1]), mid], fill=plate)
        b.polygon([top, (cx - 34, mid[1]), mid], fill=shade(plate, 1.15))
        b.polygon([bottom, (cx + 34, mid[1]), mid], fill=shade(frame, 0.8))
        hantal_eye(d, spec, cx, mid[1], 8, lamp, frame)
        for r in (48, 58):
            d.arc((cx - r, mid[1] - r * 0.3, cx + r, mid[1] + r * 0.3), 0, 180, fill=rgba(lamp, 160), width=1.2)
        return
    if role in ("pylon", "emitter"):
        R = 80
        field_ = blank_like(bh)
        fp = Pen(field_, bh.k)
        fp.chord((cx - R, GROUND - R * 0.9, cx + R, GROUND + R * 0.9), 180, 360, fill=rgba(lamp, 40))
        for i in range(4):
            r = R - i * 16
            fp.arc((cx - r, GROUND - r * 0.9, cx + r, GROUND + r * 0.9), 180, 360, fill=rgba(lamp, 150 - i * 25), width=1.2)
        bh.image.alpha_composite(field_)
        if role == "pylon":
            for i in range(-3, 4):  # ranks under the field
                if i == 0:
                    continue
                x = cx + i * 22
                bh.polygon(chamfer(x - 4, 146, x + 4, 154, 1.5), fill=rgba(shade(frame, 0.5), 255))
                bh.rect((x - 6, 154, x + 6, GROUND + 4), fill=rgba(shade(frame, 0.45), 255))
                bh.rect((x - 2.5, 148.5, x + 2.5, 150.5), fill=rgba(lamp, 255))
            b.polygon([(cx - 12, GROUND), (cx - 6, 40), (cx, 26), (cx + 6, 40), (cx + 12, GROUND)], fill=plate, outline=shade(plate, 0.4),
                      width=1.3)
            b.polygon([(cx, 26), (cx + 6, 40), (cx + 12, GROUND), (cx, GROUND)], fill=shade(plate, 0.8))
            for y in (70, 100, 130):
                b.polygon(ell(cx, y, 20, 5, 24), fill=frame, outline=shade(frame, 0.35), width=1.0)
                b.polygon(ell(cx, y - 1, 20, 3, 24, 180, 360) + [(cx + 20, y), (cx - 20, y)], fill=shade(frame, 1.2))
                light(d, spec, cx, y + 3, 1.6, lamp, 0.6)
            light(d, spec, cx, 30, 3, lamp, 1.0, 8)
        else:
            for i in range(5):  # shells falling slowly, harmless
                x, y = 30 + i * 32 + rnd.uniform(-6, 6), 30 + rnd.uniform(0, 40)
                bh.line([(x, y - 18), (x, y - 4)], fill=rgba(st.light, 80), width=1.0)
                bh.polygon(ell(x, y, 3, 6, 12), fill=rgba((120, 110, 100), 255), outline=rgba((40, 36, 30), 255), width=0.8)
            plate_poly(b, chamfer(cx - 34, 126, cx + 34, GROUND, 8), frame)
            plate_poly(b, chamfer(cx - 24, 104, cx + 24, 130, 6), plate, rivets=True)
            b.polygon(ell(cx, 98, 16, 12, 24, 180, 360) + [(cx + 16, 104), (cx - 16, 104)], fill=shade(frame, 1.2), outline=shade(frame, 0.35),
                      width=1.0)
            d.circle(cx, 96, 7, fill=rgba(lamp, 255))
            spec.glows.append((cx, 96, 40, lamp, 0.9))
            for i in range(3):
                d.rect((cx - 20 + i * 16, 144, cx - 12 + i * 16, 150), fill=rgba(lamp, 220))
        return
    if role == "spire":
        b.polygon([(cx - 22, GROUND), (cx - 8, 40), (cx, 16), (cx + 8, 40), (cx + 22, GROUND)], fill=frame, outline=shade(frame, 0.35),
                  width=1.3)
        b.polygon([(cx, 16), (cx + 8, 40), (cx + 22, GROUND), (cx + 4, GROUND)], fill=shade(frame, 0.8))
        for y in (80, 116, 146):
            w = 8 + (y - 40) * 0.1
            plate_poly(b, [(cx - w - 8, y), (cx + w + 8, y), (cx + w + 4, y + 10), (cx - w - 4, y + 10)], plate)
        plate_poly(b, [(cx - 16, 46), (cx + 16, 46), (cx + 12, 70), (cx - 12, 70)], plate, rivets=True)
        hantal_eye(d, spec, cx, 58, 7, lamp, frame)
        for i in range(5):  # sight lines to every gun
            a = math.radians(150 + i * 60 + rnd.uniform(-10, 10))
            d.line([(cx, 58), (cx + math.cos(a) * 150, 58 + math.sin(a) * 150)], fill=rgba(lamp, 110), width=0.8)
        return
    # obelisk
    for side in (-1, 1):  # fortress walls
        for i in range(3):
            x = cx + side * (40 + i * 22)
            plate_poly(bh, chamfer(x - 12, 126 + i * 6, x + 12, GROUND + 6, 2), mix(frame, plate, 0.2))
            bh.rect((x - 12, 120 + i * 6, x - 6, 126 + i * 6), fill=rgba(mix(frame, plate, 0.2), 255))
            bh.rect((x + 6, 120 + i * 6, x + 12, 126 + i * 6), fill=rgba(mix(frame, plate, 0.2), 255))
            bh.rect((x - 3, 140 + i * 6, x + 3, 146 + i * 6), fill=rgba(lamp, 200))
    b.polygon([(cx - 28, GROUND + 4), (cx - 18, 34), (cx, 14), (cx + 18, 34), (cx + 28, GROUND + 4)], fill=frame, outline=shade(frame, 0.35),
              width=1.4)
    b.polygon([(cx, 14), (cx + 18, 34), (cx + 28, GROUND + 4), (cx + 2, GROUND + 4)], fill=shade(frame, 0.78))
    for i in range(6):  # glowing glyphs down its face
        y = 44 + i * 19
        d.line([(cx - 10, y), (cx - 2, y), (cx - 2, y + 8), (cx + 8, y + 8)], fill=rgba(lamp, 230), width=1.4)
        d.circle(cx - 10, y, 1.6, fill=rgba(lamp, 255))
    spec.glows.append((cx, 90, 60, lamp, 0.45))
    plate_poly(b, [(cx - 30, 150), (cx + 30, 150), (cx + 34, GROUND + 4), (cx - 34, GROUND + 4)], plate, rivets=True)


@plan("uthron_ship")
def plan_uthron_ship(bh: Pen, b: Pen, d: Pen, spec: Spec) -> None:
    """Uthron warships: a cruiser splashing down from orbit, a railgun platform, a lance satellite
    over a planet, a submersible tapping the cables, a depth sentinel with its searchlight."""
    st = spec.style
    frame, plate, lamp = uthron_colours(spec)
    role = spec.role
    rnd = spec.rnd("uship")
    if role == "satellite":
        world = blank_like(bh)
        wp = Pen(world, bh.k)
        wp.circle(96, 380, 230, fill=rgba(mix(st.colour, (120, 110, 110), 0.5), 255))
        wp.circle(96, 388, 228, fill=rgba(shade(st.dark, 1.6), 255))
        bh.image.alpha_composite(world)
        cx, cy = 96, 72
        b.circle(cx, cy, 40, fill=frame, outline=shade(frame, 0.35), width=1.4)
        for i in range(5):
            a = math.radians(200 + i * 30)
            b.circle(cx + math.cos(a) * 22, cy + math.sin(a) * 22, 6 - i * 0.5, fill=shade(frame, 0.75))
        for i in range(4):
            plate_poly(b, xf([(-12, -40), (12, -40), (9, -30), (-9, -30)], cx, cy, 180 + (i - 1.5) * 40), plate)
        b.rect((cx - 5, cy + 30, cx + 5, 176), fill=shade(frame, 0.9), outline=shade(frame, 0.35), width=1.1)
        for y in (60, 100, 140):
            b.rect((cx - 8, cy + y - 40, cx + 8, cy + y - 34), fill=plate, outline=shade(plate, 0.4), width=0.9)
        light(d, spec, cx, 176, 3, lamp, 1.0, 6)
        hantal_eye(d, spec, cx - 10, cy - 8, 7, lamp, frame)
        return
    if role == "railgun":
        cx, cy = 104, 110
        b.polygon([(cx - 40, cy - 6), (cx + 60, cy - 20), (cx + 70, cy + 10), (cx - 30, cy + 24)], fill=frame, outline=shade(frame, 0.35),
                  width=1.3)
        for y in (-14, 6):
            b.polygon(xf([(0, -3), (-150, -3), (-150, 3), (0, 3)], cx - 20, cy + y, -12), fill=plate, outline=shade(plate, 0.4), width=1.1)
        for i in range(6):
            x0, y0 = xf([(-20 - i * 22, -4)], cx - 20, cy - 4, -12)[0]
            d.line([(x0, y0 - 12), (x0, y0 + 12)], fill=rgba(lamp, 200), width=1.2)
        tip = xf([(-150, 0)], cx - 20, cy - 4, -12)[0]
        d.line([tip, (-20, tip[1] - 40)], fill=rgba(mix(lamp, (255, 255, 255), 0.5), 255), width=2.2)
        bh.line([tip, (-20, tip[1] - 40)], fill=rgba(lamp, 110), width=8)
        spec.glows.append((tip[0], tip[1], 26, lamp, 1.0))
        for side in (-1, 1):
            b.polygon([(cx + 20, cy + side * 14), (cx + 60, cy + side * 60), (cx + 80, cy + side * 60), (cx + 50, cy + side * 10)],
                      fill=shade(plate, 0.7), outline=shade(plate, 0.35), width=1.0)
            for j in range(3):
                d.line([(cx + 30 + j * 12, cy + side * (20 + j * 12)), (cx + 46 + j * 12, cy + side * (20 + j * 12))], fill=rgba(lamp, 120), width=0.8)
        hantal_eye(d, spec, cx + 30, cy + 2, 6, lamp, frame)
        return
    if role in ("sub", "searchlight"):
        cx, cy = 100, 96
        if role == "searchlight":
            beam = blank_like(bh)
            bp = Pen(beam, bh.k)
            bp.polygon([(cx - 56, cy + 2), (-20, 20), (-20, 170)], fill=rgba((255, 244, 200), 110))
            bp.polygon([(cx - 56, cy + 2), (-20, 66), (-20, 124)], fill=rgba((255, 250, 230), 150))
            d.image.alpha_composite(masked(beam.filter(ImageFilter.GaussianBlur(2 * bh.k)),
                                           linear_shade(beam.size, 180, 255, 120)))
            spec.glows.append((cx - 58, cy + 2, 30, (255, 244, 200), 0.9))
            for i in range(3):  # fleeing slurr
                x, y = 20 + i * 18, 70 + i * 14
                bh.polygon(ell(x, y, 6, 3.6, 12), fill=rgba((90, 110, 60), 255))
                bh.circle(x - 3, y, 1.2, fill=rgba((255, 230, 60), 255))
        else:
            for i in range(3):  # cables on the seabed, tapped
                y = 172 + i * 6
                bh.line(curve((-10, y), (90, y - 10), (200, y + 4), steps=12), fill=rgba((40, 30, 30), 255), width=3)
            for x0 in (70, 130):
                tent = curve((x0, cy + 16), (x0 - 20, cy + 50), (x0 + 10, 174), steps=12)
                ribbon(b, tent, [4.5 - 2.5 * i / 12 for i in range(13)], frame, outline=shade(frame, 0.4), width=0.9)
                light(d, spec, x0 + 10, 174, 2, lamp, 0.8)
        hull = ell(cx, cy, 70, 18, 40)
        hull = [(x if x > cx - 40 else x - (cx - 40 - x) * 0.3, y) for x, y in hull]
        b.polygon(hull, fill=frame, outline=shade(frame, 0.35), width=1.3)
        b.polygon(ell(cx, cy - 4, 64, 10, 24, 180, 360) + [(cx + 64, cy - 2), (cx - 64, cy - 2)], fill=plate)
        plate_poly(b, [(cx - 6, cy - 16), (cx + 2, cy - 40), (cx + 30, cy - 40), (cx + 34, cy - 16)], plate, rivets=True)
        for side in (-1, 1):
            b.polygon([(cx + 62, cy), (cx + 80, cy + side * 18), (cx + 84, cy + side * 16), (cx + 72, cy)], fill=shade(plate, 0.8),
                      outline=shade(plate, 0.4), width=1.0)
        for i in range(5):
            d.circle(cx - 30 + i * 14, cy + 4, 2.2, fill=rgba(lamp, 255))
        hantal_eye(d, spec, cx - 58, cy + 2, 6, (255, 244, 210) if role == "searchlight" else lamp, frame)
        spec.glows.append((cx + 86, cy, 14, lamp, 0.8))
        return
    # cruiser: splashing down out of the sky, still firing
    wl = 112
    cx, cy = 98, 94
    bh.polygon([(cx + 30, cy - 20), (240, -60), (260, -30), (cx + 40, cy + 4)], fill=rgba((255, 170, 80), 70))
    b.polygon(xf([(-80, 0), (-56, -16), (60, -18), (86, -4), (70, 14), (-60, 16)], cx, cy, -14), fill=frame, outline=shade(frame, 0.35),
              width=1.4)
    b.polygon(xf([(-56, -16), (60, -18), (50, -30), (-30, -32)], cx, cy, -14), fill=plate, outline=shade(plate, 0.4), width=1.1)
    b.polygon(xf([(-10, -32), (30, -32), (24, -46), (0, -46)], cx, cy, -14), fill=shade(plate, 0.9), outline=shade(plate, 0.4), width=1.0)
    for i in range(6):
        p = xf([(-40 + i * 16, -4)], cx, cy, -14)[0]
        d.circle(p[0], p[1], 1.8, fill=rgba(lamp, 255))
    for i in range(2):
        p0, p1 = xf([(-30 + i * 30, -30), (-60 + i * 30, -40)], cx, cy, -14)
        b.line([p0, p1], fill=shade(frame, 0.7), width=2.4)
        d.line([p1, (p1[0] - 60, p1[1] - 10)], fill=rgba(lamp, 200), width=1.2)
        spec.glows.append((p1[0], p1[1], 10, lamp, 0.7))
    hantal_eye(d, spec, *xf([(-62, 2)], cx, cy, -14)[0], 5, lamp, frame)
    foam = blank_like(d)
    fp = Pen(foam, d.k)
    spray(fp, rnd, 10, 140, wl + 18, 26)
    for _ in range(10):
        x = rnd.uniform(10, 140)
        fp.line([(x, wl + 10), (x + rnd.uniform(-20, 20), wl - rnd.uniform(20, 50))], fill=rgba((240, 250, 255), 160), width=2)
    d.image.alpha_composite(foam)


# --------------------------------------------------------------------------- supports

SW, SH = 192, 128  # support picture size


def chevrons(pen: Pen, x: float, y: float, size: float, colour: RGB, n: int = 3, up: bool = True, alpha: int = 255) -> None:
    """A stack of bold chevrons pointing up (a boost) or down (a weakening), the first at y."""
    for i in range(n):
        yy = y - i * size * 0.7 if up else y + i * size * 0.7
        pts = [(x - size, size * 0.5), (x, -size * 0.3), (x + size, size * 0.5), (x + size, size * 0.95), (x, size * 0.15),
               (x - size, size * 0.95)]
        pts = [(px, yy + py) if up else (px, yy - py) for px, py in pts]
        pen.polygon(pts, fill=rgba(colour, alpha), outline=rgba(shade(colour, 0.35), alpha), width=1.0)


def explosion(pen: Pen, spec_glows: list, x: float, y: float, r: float, rnd: random.Random, hot: RGB = (255, 170, 60)) -> None:
    """A burst of fire with a white core and a dark smoke collar."""
    for _ in range(6):
        pen.circle(x + rnd.uniform(-r, r) * 0.8, y - rnd.uniform(0, r) * 0.8, r * rnd.uniform(0.35, 0.6), fill=(60, 50, 50, 160))
    pen.polygon(star_points(x, y, r, r * 0.5, 9, rnd.uniform(0, 40)), fill=rgba(hot, 255))
    pen.polygon(star_points(x, y, r * 0.62, r * 0.3, 7, rnd.uniform(0, 40)), fill=rgba(mix(hot, (255, 255, 200), 0.6), 255))
    pen.circle(x, y, r * 0.25, fill=(255, 255, 240, 255))
    spec_glows.append((x, y, r * 2.6, hot, 0.8))


def reticle(pen: Pen, x: float, y: float, r: float, colour, width: float = 2.0) -> None:
    """A gun sight: a ring, cross hairs with a gap and a centre dot."""
    pen.circle(x, y, r, outline=colour, width=width)
    pen.circle(x, y, r * 0.55, outline=colour, width=width * 0.6)
    for a in (0, 90, 180, 270):
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        pen.line([(x + ca * r * 0.3, y + sa * r * 0.3), (x + ca * r * 1.3, y + sa * r * 1.3)], fill=colour, width=width, round_caps=False)
    pen.circle(x, y, width * 0.9, fill=colour)


def shield_shape(cx: float, cy: float, w: float, h: float) -> list[Point]:
    """A heater shield outline, w wide and h tall, centred on (cx, cy)."""
    top = cy - h / 2
    return ([(cx - w / 2, top), (cx, top - h * 0.06), (cx + w / 2, top)] +
            curve((cx + w / 2, top), (cx + w / 2, cy + h * 0.2), (cx, cy + h / 2), steps=10) +
            curve((cx, cy + h / 2), (cx - w / 2, cy + h * 0.2), (cx - w / 2, top), steps=10)[1:])


def crate(b: Pen, x: float, y: float, s: float, colour: RGB, mark: RGB) -> None:
    """A supply crate (bottom centre at x, y), s wide."""
    b.rect((x - s / 2, y - s * 0.8, x + s / 2, y), fill=colour, outline=shade(colour, 0.4), width=1.1, radius=1.5)
    b.rect((x - s / 2 + 2, y - s * 0.8 + 2, x + s / 2 - 2, y - 2), outline=shade(colour, 0.7), width=1.0)
    b.line([(x - s / 2 + 2, y - s * 0.8 + 2), (x + s / 2 - 2, y - 2)], fill=shade(colour, 0.7), width=1.0)
    b.rect((x - s * 0.14, y - s * 0.55, x + s * 0.14, y - s * 0.25), fill=mark)


SUPPORT_SCENES = {"spawning_tide": "sea", "sea_bastion": "sea", "amphibious_landing": "sea", "kepler_relief_fleet": "space",
                  "tactical_uplink": "land", "power_relay": "land", "sensor_sweep": "land", "network_intrusion": "space",
                  "predictive_targeting": "space", "overclock": "space", "firewall": "space", "calibrated_optics": "land"}


def support_icon(bh: Pen, b: Pen, d: Pen, sid: str, name: str, race: str, do: str, stat: str | None, glows: list) -> None:
    """The symbol of a support's effect, drawn big in the middle of its picture."""
    st = STYLES[race]
    rnd = rng("everzone", "support", sid)
    cx, cy = SW / 2, SH / 2
    words = set(name.lower().split()) | set(sid.split("_"))
    frame, plate, lamp = (ROBOT, COPPER, CYAN) if race == "uthron" else ((GUNMETAL, ARMOUR, st.glow) if race == "numan"
                                                                        else (ROCK_DARK, ROCK, st.glow))
    up_colour = {"attack": (255, 120, 60), "defense": (110, 190, 255), "range": (140, 255, 140)}.get(stat or "", st.glow)
    ground = 104
    if do == "damage":
        if "spikes" in words:  # stone thorns bursting from the ground
            for i in range(7):
                x = 20 + i * 26 + rnd.uniform(-6, 6)
                h = rnd.uniform(30, 70)
                lean = rnd.uniform(-14, 14)
                b.polygon([(x - 9, ground + 8), (x + lean, ground - h), (x + 9, ground + 8)], fill=jitter_c(ROCK, rnd, 14),
                          outline=shade(ROCK, 0.4), width=1.1)
                b.polygon([(x - 2, ground + 4), (x + lean, ground - h), (x + 9, ground + 8)], fill=shade(ROCK, 0.8))
            for i in range(3):
                x, y = 40 + i * 56, 20 + rnd.uniform(0, 14)
                bh.line([(x - 14, y + 16), (x, y)], fill=rgba(st.light, 120), width=1.4)
                b.polygon(xf([(-3, 4), (0, -8), (3, 4)], x, y, 40), fill=ROCK, outline=shade(ROCK, 0.4), width=0.8)
            return
        if "spotters" in words:  # binoculars on a hilltop, the target marked far away
            reticle(d, 138, 52, 18, rgba((255, 80, 60), 230), 1.6)
            explosion(d, glows, 138, 58, 10, rnd)
            for side in (-1, 1):
                b.circle(56 + side * 15, 78, 15, fill=GUNMETAL, outline=shade(GUNMETAL, 0.4), width=1.2)
                b.rect((56 + side * 15 - 13, 78, 56 + side * 15 + 13, 110), fill=shade(GUNMETAL, 1.2), outline=shade(GUNMETAL, 0.4),
                       width=1.2, radius=4)
                d.circle(56 + side * 15, 78, 10, fill=rgba(shade(st.glow, 0.6), 255))
                d.circle(56 + side * 15 - 3, 75, 3, fill=(255, 255, 255, 200))
            b.rect((52, 84, 60, 100), fill=shade(GUNMETAL, 0.8))
            for i in range(3):
                bh.arc((40 + i * 10, 10 + i * 6, 150, 120), 230, 290, fill=rgba(st.light, 140), width=1.0)
            return
        rods = "kinetic" in words
        for i in range(5):  # shells or rods falling onto the field
            x = 22 + i * 36 + rnd.uniform(-8, 8)
            y = rnd.uniform(20, 70)
            dx = 0 if rods else -14
            bh.line([(x - dx * 2.5, y - 60), (x, y)], fill=rgba(st.glow if rods else st.light, 150), width=4 if rods else 2.2)
            if rods:
                b.polygon(xf([(-2.6, -22), (2.6, -22), (2.6, 0), (0, 6), (-2.6, 0)], x, y), fill=COPPER, outline=shade(COPPER, 0.4), width=0.9)
                glows.append((x, y, 8, st.glow, 0.6))
            else:
                b.polygon(xf([(-3.5, -9), (3.5, -9), (3.5, 3), (0, 9), (-3.5, 3)], x, y, 14), fill=(150, 156, 164), outline=(40, 44, 52),
                          width=0.9)
        for i in range(3):
            explosion(d, glows, 36 + i * 60 + rnd.uniform(-8, 8), ground + rnd.uniform(-4, 6), rnd.uniform(12, 17), rnd,
                      st.glow if rods else (255, 170, 60))
        return
    if do == "repair":
        if "fleet" in words:  # hospital ships dropping from orbit
            for _i, (x, y, s) in enumerate(((60, 44, 1.0), (132, 30, 0.8), (150, 84, 0.7))):
                b.polygon(xf([(-26, -8), (20, -8), (30, 0), (20, 8), (-26, 8)], x, y, 30, s), fill=ARMOUR, outline=shade(ARMOUR, 0.4),
                          width=1.1)
                medic_cross(d, x, y, 6 * s)
                tail = xf([(-26, 0), (-60, 0)], x, y, 30, s)
                bh.line(tail, fill=rgba(st.glow, 120), width=5 * s)
            return
        if race == "uthron":  # a nanite swarm round a wrench
            wrench(b, cx, cy, 38, frame, plate)
            for _ in range(60):
                a = rnd.uniform(0, 2 * math.pi)
                r = rnd.uniform(34, 56)
                x, y = cx + math.cos(a) * r * 1.3, cy + math.sin(a) * r * 0.8
                d.circle(x, y, rnd.uniform(0.8, 1.8), fill=rgba(lamp, 230))
            glows.append((cx, cy, 60, lamp, 0.4))
            return
        # a field hospital: a tent with the medic cross
        b.polygon([(40, ground), (70, 40), (122, 40), (152, ground)], fill=(214, 214, 200), outline=(70, 70, 60), width=1.3)
        b.polygon([(70, 40), (122, 40), (112, ground), (80, ground)], fill=(232, 232, 220), outline=(70, 70, 60), width=1.1)
        b.polygon([(86, ground), (96, 70), (106, ground)], fill=(40, 40, 44))
        medic_cross(d, 96, 54, 11)
        glows.append((96, 54, 30, (255, 255, 255), 0.4))
        b.line([(150, ground), (156, 70)], fill=GUNMETAL, width=1.4)
        light(d, Spec("", "", race, False, ()), 156, 70, 1.5, (255, 80, 60))
        return
    if do == "shield":
        if "barricade" in words:
            for row in range(3):
                for i in range(6 - row):
                    x = 40 + i * 22 + row * 11
                    y = ground - row * 12
                    b.polygon(ell(x, y, 12, 7, 16), fill=(176, 160, 120), outline=(80, 70, 50), width=1.0)
            d.polygon(shield_shape(96, 44, 48, 54), fill=rgba(st.glow, 60), outline=rgba(st.glow, 230), width=1.6)
            numan_mark(d, 96, 44, 10, rgba(st.glow, 220))
            return
        if "plating" in words:
            pts = shield_shape(cx, cy, 84, 96)
            b.polygon(pts, fill=plate, outline=shade(plate, 0.4), width=1.4)
            for i in range(3):
                y = cy - 34 + i * 24
                b.line([(cx - 40 + i * 4, y), (cx + 40 - i * 4, y)], fill=shade(plate, 0.5), width=1.4)
                for x in range(int(cx - 34 + i * 6), int(cx + 36 - i * 6), 10):
                    bolt(d, x, y + 4, 1.4, plate)
            hantal_eye(d, None, cx, cy + 20, 7, lamp, frame)
            glows.append((cx, cy + 20, 20, lamp, 0.6))
            return
        R = 56  # a dome of hexagons over the base
        dome = blank_like(bh)
        dp = Pen(dome, bh.k)
        dp.chord((cx - R * 1.3, ground - R, cx + R * 1.3, ground + R), 180, 360, fill=rgba(st.glow, 60))
        for j in range(6):
            for i in range(-8, 9):
                x = cx + i * 11 + (5.5 if j % 2 else 0)
                y = ground - 5 - j * 9.5
                if ((x - cx) / (R * 1.3)) ** 2 + ((y - ground) / R) ** 2 < 0.85:
                    dp.polygon(regular_polygon(x, y, 5.8, 6, -90), outline=rgba(st.glow, 150), width=0.7)
        dp.arc((cx - R * 1.3, ground - R, cx + R * 1.3, ground + R), 180, 360, fill=rgba(mix(st.glow, (255, 255, 255), 0.5), 240), width=1.8)
        for i in range(3):
            x = 70 + i * 26
            b.rect((x - 8, ground - 14, x + 8, ground), fill=ARMOUR, outline=shade(ARMOUR, 0.4), width=1.0)
        for i in range(3):  # a salvo breaking on it
            x = 40 + i * 50
            explosion(d, glows, x, ground - R * 0.9 + abs(x - cx) * 0.35, 7, rnd)
        bh.image.alpha_composite(dome)
        return
    if do == "supply":
        if race == "slurr":  # eggs riding the waves
            for i in range(9):
                x, y = 20 + i * 19 + rnd.uniform(-4, 4), 92 + rnd.uniform(-10, 10)
                d.polygon(ell(x, y, 8, 10, 16), fill=rgba(mix(st.glow, (255, 255, 255), 0.3), 220), outline=rgba(shade(st.colour, 0.4), 255),
                          width=0.9)
                d.circle(x - 1, y + 2, 3, fill=rgba(shade(st.colour, 0.5), 220))
                glows.append((x, y, 12, st.glow, 0.3))
            return
        if race == "uthron":  # a beam of power into a stack of cells
            bh.polygon([(cx - 8, -4), (cx + 8, -4), (cx + 4, 60), (cx - 4, 60)], fill=rgba(lamp, 150))
            d.line([(cx, -4), (cx, 60)], fill=(255, 255, 255, 230), width=2)
            cells(b, d, cx, ground, 3, 24, frame, plate, lamp)
            glows.append((cx, 60, 40, lamp, 0.8))
            return
        for i, (x, y, s) in enumerate(((60, ground, 30), (92, ground, 30), (124, ground, 30), (76, ground - 24, 28), (108, ground - 24, 28))):
            crate(b, x, y, s, (140, 120, 80) if i % 2 else (110, 120, 90), st.colour)
        b.line([(150, 30), (150, 66)], fill=GUNMETAL, width=1)  # a crate under its parachute
        d.chord((128, 12, 172, 44), 180, 360, fill=rgba((236, 236, 230), 255))
        d.line([(128, 28), (150, 56)], fill=rgba((90, 90, 90), 255), width=0.8)
        d.line([(172, 28), (150, 56)], fill=rgba((90, 90, 90), 255), width=0.8)
        crate(d, 150, 68, 18, (140, 120, 80), st.colour)
        return
    if do == "draw":
        if race == "slurr":  # eggs hatching in a pit
            d.polygon(ell(cx, ground, 70, 18, 32), fill=rgba((30, 20, 16), 255))
            for i in range(7):
                x, y = cx - 50 + i * 16 + rnd.uniform(-3, 3), ground - 6 + rnd.uniform(-4, 4)
                d.polygon(ell(x, y, 8, 10, 16), fill=rgba(mix(st.glow, (255, 255, 255), 0.3), 210), outline=rgba(shade(st.colour, 0.4), 255),
                          width=0.9)
                if i % 3 == 1:
                    d.polygon([(x - 8, y - 4), (x - 4, y - 10), (x, y - 5), (x + 4, y - 11), (x + 8, y - 4)], fill=rgba((20, 30, 10), 255))
                    critter(d, d, Spec("", "", race, False, ()), x, y - 8, 6, ROCK, (255, 232, 60), rnd)
            hand_of_cards(b, d, cx, 44, 0.8, race, st)
            return
        if race == "uthron":  # a radar sweep
            R = 48
            d.circle(cx, cy, R, fill=rgba((10, 20, 20), 200), outline=rgba(lamp, 255), width=1.6)
            for r in (16, 32):
                d.circle(cx, cy, r, outline=rgba(lamp, 120), width=0.8)
            d.line([(cx - R, cy), (cx + R, cy)], fill=rgba(lamp, 90), width=0.6)
            d.line([(cx, cy - R), (cx, cy + R)], fill=rgba(lamp, 90), width=0.6)
            d.pieslice((cx - R, cy - R, cx + R, cy + R), -60, 0, fill=rgba(lamp, 90))
            d.line([(cx, cy), (cx + R, cy)], fill=rgba(lamp, 255), width=1.4)
            for x, y in ((cx + 20, cy - 18), (cx - 24, cy + 12), (cx + 10, cy + 28)):
                light(d, Spec("", "", race, False, ()), x, y, 2, lamp)
            glows.append((cx, cy, 60, lamp, 0.3))
            return
        # numan: a dish sending the next wave, holographic cards
        b.polygon([(40, ground), (48, 70), (56, ground)], fill=GUNMETAL, outline=shade(GUNMETAL, 0.4), width=1.0)
        b.polygon(xf(ell(0, 0, 24, 9, 20, 180, 360), 50, 64, -30), fill=ARMOUR, outline=shade(ARMOUR, 0.4), width=1.2)
        for i in range(3):
            r = 18 + i * 12
            d.arc((52 - r, 52 - r, 52 + r, 52 + r), -70, -10, fill=rgba(st.glow, 220 - i * 50), width=1.6)
        hand_of_cards(b, d, 126, 62, 1.0, race, st)
        return
    if do == "boost":
        if "banner" in words or "rally" in words or "cry" in words:
            b.line([(70, ground + 10), (70, 14)], fill=GUNMETAL, width=2.4)
            flag = [(72, 16)] + [(72 + t * 70, 16 + math.sin(t * 4) * 5) for t in (0.25, 0.5, 0.75, 1.0)] + \
                   [(72 + t * 70, 54 + math.sin(t * 4) * 5) for t in (1.0, 0.75, 0.5, 0.25)] + [(72, 54)]
            b.polygon(flag, fill=st.colour, outline=shade(st.colour, 0.4), width=1.2)
            numan_mark(d, 104, 36, 10, rgba(ARMOUR, 255))
            chevrons(d, 156, 100, 12, up_colour)
            return
        if "frenzy" in words:  # talons raised out of the swarm, the queen's scream in rings
            for i in range(3):
                r = 22 + i * 16
                d.arc((cx - 20 - r, 20 - r * 0.6, cx - 20 + r, 20 + r * 0.6), 20, 160, fill=rgba(st.glow, 200 - i * 50), width=1.6)
            for i in range(4):
                x = 30 + i * 36 + rnd.uniform(-4, 4)
                lean = (-1) ** i * 6
                claw = curve((x - 9, SH + 4), (x - 12 + lean, 60), (x + 12 + lean, 28 + (i % 2) * 10), steps=10) + \
                    curve((x + 12 + lean, 28 + (i % 2) * 10), (x + 2 + lean, 66), (x + 9, SH + 4), steps=10)[1:]
                b.polygon(claw, fill=jitter_c(BONE, rnd, 12), outline=shade(BONE, 0.4), width=1.1)
                shell_plate(b, x, 100, 10, rnd, jitter_c(ROCK, rnd, 10), shade(ROCK, 0.4))
            for _ in range(6):
                critter(d, d, Spec("", "", race, False, ()), rnd.uniform(16, 176), rnd.uniform(112, 126), rnd.uniform(5, 7), ROCK,
                        (255, 232, 60), rnd)
            chevrons(d, 170, 70, 10, up_colour)
            return
        if "wall" in words:  # a rampart of fused shells
            for row in range(4):
                for i in range(7 - row):
                    x = 30 + i * 22 + row * 11
                    shell_plate(b, x, ground - row * 16, 13, rnd, jitter_c(ROCK, rnd, 14), shade(ROCK, 0.4))
            chevrons(d, 166, 52, 10, up_colour)
            return
        if "feeding" in words:  # the hungry soil: a mountain with jaws
            b.polygon([(30, ground + 4), (80, 30), (100, 46), (126, 22), (170, ground + 4)], fill=mix(PLACE_COLOURS["land"], st.colour, 0.3),
                      outline=shade(PLACE_COLOURS["land"], 0.4), width=1.2)
            b.polygon([(70, ground), (96, 74), (122, ground)], fill=(60, 14, 20))
            teeth(b, (72, ground - 2), (94, 76), 4, 5, -1)
            teeth(b, (98, 76), (120, ground - 2), 4, 5, -1)
            chevrons(d, 166, 100, 11, up_colour)
            return
        if "bastion" in words:  # a steel island bristling with guns
            b.polygon([(36, 96), (156, 96), (146, 80), (46, 80)], fill=ROBOT, outline=shade(ROBOT, 0.4), width=1.2)
            for i in range(4):
                x = 56 + i * 26
                b.rect((x - 8, 62, x + 8, 80), fill=COPPER, outline=shade(COPPER, 0.4), width=1.0)
                b.line([(x, 64), (x - 16, 54)], fill=ROBOT, width=2)
            d.arc((cx - 80, 20, cx + 80, 140), 190, 350, fill=rgba(lamp, 220), width=2)
            chevrons(d, 170, 50, 9, up_colour)
            return
        if "firewall" in words:
            for i in range(5):
                x = 36 + i * 30
                flame = [(x - 14, ground), (x - 8, ground - 40 - rnd.uniform(0, 20)), (x, ground - 24), (x + 6, ground - 56 - rnd.uniform(0, 14)),
                         (x + 14, ground)]
                d.polygon(flame, fill=rgba((255, 140, 50), 200))
                glows.append((x, ground - 30, 24, (255, 140, 50), 0.4))
            for j in range(4):
                for i in range(8):
                    x = 26 + i * 20 + (10 if j % 2 else 0)
                    y = ground - 8 - j * 18
                    b.rect((x - 9, y - 8, x + 9, y + 8), fill=ROBOT, outline=rgba(lamp, 255), width=1.0)
            chevrons(d, 170, 40, 9, up_colour)
            return
        if "overclock" in words:  # a gauge with its needle in the red
            R = 44
            b.circle(cx, cy + 10, R, fill=ROBOT, outline=shade(ROBOT, 0.4), width=1.4)
            d.arc((cx - R + 6, cy + 16 - R, cx + R - 6, cy + 4 + R), 180, 300, fill=rgba(lamp, 255), width=4)
            d.arc((cx - R + 6, cy + 16 - R, cx + R - 6, cy + 4 + R), 300, 360, fill=rgba((255, 60, 40), 255), width=4)
            a = math.radians(-20)
            d.line([(cx, cy + 10), (cx + math.cos(a) * (R - 8), cy + 10 + math.sin(a) * (R - 8))], fill=(255, 255, 255, 255), width=2.4)
            d.circle(cx, cy + 10, 5, fill=rgba(COPPER, 255))
            glows.append((cx + 30, cy - 4, 30, (255, 80, 40), 0.7))
            chevrons(d, 166, 60, 10, up_colour)
            return
        # range boosts: optics and rangefinders
        reticle(d, cx - 20, cy, 34, rgba(up_colour, 240), 2.2)
        if race == "uthron":
            b.circle(cx - 20, cy, 20, fill=ROBOT, outline=shade(ROBOT, 0.4), width=1.2)
            d.circle(cx - 20, cy, 14, fill=rgba(shade(lamp, 0.6), 255))
            d.circle(cx - 24, cy - 4, 5, fill=(255, 255, 255, 180))
        else:
            for i in range(3):
                x = 30 + i * 60
                b.polygon([(x - 10, ground + 6), (x, ground - 14), (x + 10, ground + 6)], fill=GUNMETAL, outline=shade(GUNMETAL, 0.4), width=1.0)
                d.polygon([(x - 5, ground - 10), (x + 5, ground - 10), (x + 4, ground - 18), (x - 4, ground - 18)], fill=rgba(st.light, 255))
                d.line([(x, ground - 14), (cx - 20, cy)], fill=rgba(st.light, 90), width=0.8)
        chevrons(d, 160, 76, 11, up_colour)
        return
    if do == "weaken":
        down = {"attack": (255, 120, 60), "defense": (110, 190, 255), "range": (140, 255, 140)}.get(stat or "", (230, 80, 60))
        if "emp" in words or race == "uthron":
            for i in range(4):
                r = 16 + i * 16
                d.circle(cx, cy, r, outline=rgba(lamp, 230 - i * 50), width=2.4 - i * 0.4)
            d.polygon([(cx - 6, cy - 22), (cx + 8, cy - 4), (cx, cy - 2), (cx + 6, cy + 22), (cx - 8, cy + 2), (cx, cy)],
                      fill=rgba((255, 255, 255), 255))
            glows.append((cx, cy, 50, lamp, 0.8))
            broken_blade(b, 40, 70, COPPER)
            chevrons(d, 160, 40, 10, down, up=False)
            return
        if "bile" in words:  # a shield melting under acid
            pts = shield_shape(cx - 14, cy, 70, 84)
            b.polygon(pts, fill=ARMOUR, outline=shade(ARMOUR, 0.4), width=1.4)
            for i in range(6):
                x = cx - 40 + i * 10
                y0 = cy - 40 + rnd.uniform(0, 20)
                d.polygon([(x - 4, y0), (x + 4, y0), (x + 2, y0 + 24 + rnd.uniform(0, 16)), (x, y0 + 30 + rnd.uniform(0, 16)), (x - 2, y0 + 24)],
                          fill=rgba(st.glow, 220))
            cracks(d, rnd, cx - 14, cy, 30, rgba((40, 40, 40), 255))
            glows.append((cx - 14, cy - 20, 30, st.glow, 0.5))
            chevrons(d, 160, 40, 10, down, up=False)
            return
        if "miasma" in words:  # a swirling miasma, and an eye that cannot see through it
            fog = blank_like(d)
            fp = Pen(fog, d.k)
            for i in range(5):
                arm = [(cx + math.cos(a / 10 + i * 1.26) * (8 + a * 1.4), cy + math.sin(a / 10 + i * 1.26) * (5 + a * 0.8)) for a in range(40)]
                ribbon(fp, arm, lambda t: 4 + 10 * t, rgba(mix(st.colour, (170, 160, 120), 0.5), 110))
            d.image.alpha_composite(fog.filter(ImageFilter.GaussianBlur(2 * d.k)))
            d.polygon(ell(cx, cy, 26, 13, 24), fill=rgba((236, 232, 220), 230), outline=rgba((40, 40, 30), 255), width=1.2)
            d.circle(cx, cy, 10, fill=rgba((110, 140, 90), 200))
            d.circle(cx, cy, 4.5, fill=rgba((20, 20, 16), 200))
            for i in range(3):
                d.polygon([(cx - 12 + i * 10, cy + 12), (cx - 10 + i * 10, cy + 24 + i * 3), (cx - 8 + i * 10, cy + 12)],
                          fill=rgba((170, 220, 255), 200))
            d.line([(cx - 30, cy + 18), (cx + 30, cy - 18)], fill=rgba((60, 60, 40), 220), width=3)
            chevrons(d, 166, 40, 10, down, up=False)
            return
        # spore pods bursting, a fog of spores over the enemy's sights
        reticle(d, cx + 24, cy - 6, 26, rgba((230, 230, 230), 200), 2)
        for _i, (x, y, r) in enumerate(((34, 96, 15), (62, 104, 11), (150, 104, 12))):
            b.polygon(ell(x, y, r, r * 0.9, 20), fill=jitter_c(FLESH, rnd, 10), outline=shade(FLESH, 0.4), width=1.1)
            shell_plate(b, x - r * 0.3, y - r * 0.4, r * 0.55, rnd, ROCK, shade(ROCK, 0.4))
            b.polygon(ell(x + r * 0.2, y - r * 0.7, r * 0.35, r * 0.2, 12), fill=(60, 30, 20))
        fog = blank_like(d)
        fp = Pen(fog, d.k)
        for _ in range(30):
            x, y = rnd.uniform(10, 182), rnd.uniform(20, 100)
            fp.circle(x, y, rnd.uniform(8, 20), fill=rgba(mix(st.colour, (160, 170, 140), 0.5), 70))
        d.image.alpha_composite(fog.filter(ImageFilter.GaussianBlur(3 * d.k)))
        for _ in range(50):
            x, y = rnd.uniform(10, 182), rnd.uniform(10, 110)
            d.circle(x, y, rnd.uniform(0.8, 2.2), fill=rgba(st.glow, 200))
        chevrons(d, 166, 40, 10, down, up=False)
        return
    if do == "drain":
        if "infestation" in words:  # mites in the fuel drums and the ammunition
            for i, x in enumerate((58, 96, 134)):
                b.rect((x - 16, 52, x + 16, ground + 4), fill=(150, 60, 40) if i != 1 else (90, 100, 80), outline=(40, 24, 20), width=1.2,
                       radius=3)
                for y in (62, 84):
                    b.line([(x - 16, y), (x + 16, y)], fill=(60, 30, 20), width=1.4)
                b.polygon(ell(x, 52, 16, 4, 16), fill=(120, 50, 36), outline=(40, 24, 20), width=1.0)
            for i in range(3):
                crate(b, 30 + i * 66, ground + 12, 20, (130, 110, 70), (200, 180, 120))
            for _ in range(16):
                critter(d, d, Spec("", "", race, False, ()), rnd.uniform(36, 156), rnd.uniform(56, 112), rnd.uniform(4, 6.5), ROCK,
                        (255, 232, 60), rnd)
            for x in (70, 120):
                d.polygon(ell(x, 48, 6, 2, 10), fill=rgba(st.glow, 200))
                glows.append((x, 48, 14, st.glow, 0.6))
            chevrons(d, 170, 40, 9, (230, 80, 60), up=False)
            return
        target_gear(b, d, cx + 10, cy, 34, frame if race != "slurr" else GUNMETAL, lamp)
        for i in range(7):  # tendrils wrapping it, drinking its light
            a = math.radians(rnd.uniform(120, 240) if i % 2 else rnd.uniform(-60, 60))
            p0 = (cx + 10 + math.cos(a) * 90, cy + math.sin(a) * 70)
            pts = [p0, (cx + 10 + math.cos(a) * 50 + rnd.uniform(-20, 20), cy + math.sin(a) * 40 + rnd.uniform(-20, 20)),
                   (cx + 10 + math.cos(a + 1) * 28, cy + math.sin(a + 1) * 28)]
            tentacle(b, pts, 6, jitter_c(FLESH, rnd, 14), False)
        for _ in range(8):  # the furry, hungry crust
            a = rnd.uniform(0, 2 * math.pi)
            r = rnd.uniform(20, 34)
            d.circle(cx + 10 + math.cos(a) * r, cy + math.sin(a) * r, rnd.uniform(2, 4), fill=rgba(mix(st.glow, FLESH, 0.5), 220))
        for _ in range(12):  # light flowing out along them
            x, y = rnd.uniform(20, 172), rnd.uniform(10, 118)
            d.circle(x, y, 1.6, fill=rgba(st.glow, 220))
        return
    if do == "destroy":
        if race == "slurr":  # jaws opening under the biggest thing on the field
            for side in (-1, 1):
                jaw = [(cx + side * 80, ground + 20), (cx + side * 70, 30), (cx + side * 40, 10), (cx + side * 10, 20), (cx + side * 20, ground + 20)]
                b.polygon(jaw, fill=FLESH, outline=shade(FLESH, 0.4), width=1.3)
                teeth(b, (cx + side * 14, 24), (cx + side * 22, ground + 10), 6, 9, side)
                shell_plate(b, cx + side * 62, 50, 14, rnd, ROCK, shade(ROCK, 0.4))
            b.polygon([(cx - 26, 70), (cx + 26, 66), (cx + 30, 84), (cx - 24, 88)], fill=ARMOUR, outline=shade(ARMOUR, 0.4), width=1.1)
            return
        reticle(d, cx, cy - 4, 40, rgba((255, 80, 60), 240), 2.4)
        explosion(d, glows, cx, cy - 2, 24, rnd)
        return
    if do == "disable":  # a chip glitching out
        b.rect((cx - 36, cy - 30, cx + 36, cy + 30), fill=(40, 42, 48), outline=(20, 20, 24), width=1.4, radius=3)
        for i in range(6):
            for side in (-1, 1):
                y = cy - 24 + i * 10
                b.line([(cx + side * 36, y), (cx + side * 52, y)], fill=BRASS, width=1.6)
        hantal_eye(d, None, cx, cy, 12, lamp, ROBOT)
        for _ in range(9):  # glitch slices
            y = rnd.uniform(cy - 40, cy + 40)
            h = rnd.uniform(2, 6)
            off = rnd.uniform(-16, 16)
            d.rect((cx - 60 + off, y, cx + 60 + off, y + h), fill=rgba(rnd.choice(((255, 60, 80), lamp, (255, 255, 255))), 120))
        d.line([(cx - 30, cy - 30), (cx + 30, cy + 30)], fill=rgba((255, 60, 60), 230), width=4)
        d.line([(cx + 30, cy - 30), (cx - 30, cy + 30)], fill=rgba((255, 60, 60), 230), width=4)
        glows.append((cx, cy, 60, lamp, 0.4))
        return
    if do == "first":  # a lightning arrow through a sight
        reticle(d, cx + 30, cy, 26, rgba(lamp, 200), 1.8)
        pts = [(20, cy + 30), (70, cy + 4), (64, cy + 16), (130, cy - 12), (118, cy - 22), (170, cy - 30), (150, cy - 6), (138, cy - 14),
               (76, cy + 22), (82, cy + 8)]
        d.polygon(pts, fill=rgba(mix(lamp, (255, 255, 255), 0.4), 255), outline=rgba(shade(lamp, 0.4), 255), width=1.2)
        glows.append((110, cy - 6, 60, lamp, 0.7))
        return
    if do == "adapt":  # half a mountain, half a wave, and the boats going ashore
        b.polygon([(20, ground), (60, 30), (80, 50), (96, 40), (96, ground)], fill=PLACE_COLOURS["land"], outline=shade(PLACE_COLOURS["land"], 0.4),
                  width=1.3)
        b.polygon([(60, 30), (70, 40), (64, 44), (56, 40)], fill=(240, 240, 236))
        wave = curve((96, ground), (100, 30), (150, 34), steps=12) + curve((150, 34), (176, 40), (164, 62), steps=8)[1:] + \
            curve((164, 62), (146, 50), (140, 70), steps=8)[1:] + [(172, ground)]
        b.polygon(wave, fill=PLACE_COLOURS["sea"], outline=shade(PLACE_COLOURS["sea"], 0.4), width=1.3)
        for i in range(3):
            x = 40 + i * 40
            b.polygon([(x - 14, ground + 14), (x + 14, ground + 14), (x + 18, ground + 6), (x - 16, ground + 6)], fill=ARMOUR,
                      outline=shade(ARMOUR, 0.4), width=1.0)
        chevrons(d, 96, 26, 9, st.glow, 2)
        return


def wrench(b: Pen, cx: float, cy: float, size: float, frame: RGB, plate: RGB) -> None:
    """A spanner lying across (cx, cy)."""
    pts = xf([(-size, -5), (size * 0.7, -5), (size * 0.7, 5), (-size, 5)], cx, cy, -35)
    b.polygon(pts, fill=plate, outline=shade(plate, 0.4), width=1.2)
    for end, flip in ((size * 0.85, 1), (-size, -1)):
        c = xf([(end, 0)], cx, cy, -35)[0]
        b.circle(c[0], c[1], 11, fill=plate, outline=shade(plate, 0.4), width=1.2)
        jaw = xf([(end + flip * 2, -4), (end + flip * 14, -4), (end + flip * 14, 4), (end + flip * 2, 4)], cx, cy, -35)
        b.polygon(jaw, fill=(0, 0, 0, 0))


def cells(b: Pen, d: Pen, x: float, bottom: float, n: int, h: float, frame: RGB, plate: RGB, lamp: RGB) -> None:
    """A stack of n energy cells standing on `bottom`."""
    for i in range(n):
        y1 = bottom - i * h
        b.rect((x - 16, y1 - h + 2, x + 16, y1), fill=frame, outline=shade(frame, 0.4), width=1.1, radius=3)
        d.rect((x - 11, y1 - h + 6, x + 11, y1 - 4), fill=rgba(lamp, 230))
        b.rect((x - 18, y1 - h + 2, x + 18, y1 - h + 6), fill=plate, outline=shade(plate, 0.4), width=0.9)


def hand_of_cards(b: Pen, d: Pen, x: float, y: float, s: float, race: str, st: Style) -> None:
    """Three cards fanned out, glowing (holographic orders)."""
    for i in (-1, 0, 1):
        pts = xf(rect_pts(-14, -20, 14, 20), x + i * 12 * s, y + abs(i) * 3 * s, i * 14, s)
        d.polygon(pts, fill=rgba(shade(st.colour, 0.5), 230), outline=rgba(st.glow, 255), width=1.2)
        c = xf([(0, 0)], x + i * 12 * s, y + abs(i) * 3 * s, i * 14, s)[0]
        d.polygon(regular_polygon(c[0], c[1], 6 * s, 4, -90 + i * 14), fill=rgba(st.glow, 200))


def broken_blade(b: Pen, x: float, y: float, colour: RGB) -> None:
    """A sword snapped in two."""
    b.polygon(xf([(-3, 0), (3, 0), (3, -30), (-3, -26)], x, y, -30), fill=(200, 206, 214), outline=(60, 64, 72), width=1.0)
    b.polygon(xf([(-3, -36), (3, -40), (3, -64), (0, -70), (-3, -64)], x + 6, y - 4, -10), fill=(200, 206, 214), outline=(60, 64, 72), width=1.0)
    b.rect((x - 10, y - 2, x + 10, y + 3), fill=colour, outline=shade(colour, 0.4), width=1.0)


def cracks(d: Pen, rnd: random.Random, x: float, y: float, r: float, colour) -> None:
    """Cracks spreading from (x, y)."""
    for _ in range(5):
        a = rnd.uniform(0, 2 * math.pi)
        pts = [(x, y)]
        px, py = x, y
        for _j in range(3):
            a += rnd.uniform(-0.6, 0.6)
            px += math.cos(a) * r / 3
            py += math.sin(a) * r / 3
            pts.append((px, py))
        d.line(pts, fill=colour, width=1.4)


def target_gear(b: Pen, d: Pen, x: float, y: float, r: float, colour: RGB, lamp: RGB) -> None:
    """A machine's gear with a glowing heart (what a drain feeds on)."""
    teeth_ = []
    for i in range(24):
        a = math.radians(i * 15)
        rr = r if i % 2 else r * 0.8
        teeth_.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
    b.polygon(teeth_, fill=colour, outline=shade(colour, 0.4), width=1.2)
    b.circle(x, y, r * 0.45, fill=shade(colour, 0.7), outline=shade(colour, 0.4), width=1.0)
    d.circle(x, y, r * 0.28, fill=rgba(lamp, 200))


def draw_support(sid: str, name: str, race: str, do: str, stat: str | None) -> Image.Image:
    """A 192 x 128 support picture: a race-tinted scene and the effect's symbol."""
    k = K
    size = (SW * k, SH * k)
    st = STYLES[race]
    env = SUPPORT_SCENES.get(sid, "land")
    img = scene(env, race, sid, size, k, horizon=82)
    behind, body, det = blank(size), blank(size), blank(size)
    glows: list = []
    support_icon(Pen(behind, k), Pen(body, k), Pen(det, k), sid, name, race, do, stat, glows)
    img.alpha_composite(behind)
    sym = finish(body, det, glows, st, k, (u(sid, 1), u(sid, 2)))
    img.alpha_composite(shadow_of(sym, (2.5 * k, 3 * k), 2.5 * k, 0.35))
    img.alpha_composite(sym)
    race_marks(img, race, sid, k, 0.6)
    vignette(img, shade(st.dark, 0.6), 0.6)
    pen = Pen(img, k)
    pen.rect((0, 0, SW, SH), outline=shade(st.colour, 0.35), width=3)
    pen.rect((2.5, 2.5, SW - 2.5, SH - 2.5), outline=rgba(st.light, 110), width=0.8)
    return downsample(img, k)


# --------------------------------------------------------------------------- locations

LW, LH = 320, 200  # location picture size


def layer_on(img: Image.Image, k: float, draw_fn: Callable[[Pen], None], blur: float = 0) -> None:
    """Draw on a fresh transparent layer and lay it over `img` (softened by `blur` design units)."""
    layer = blank(img.size)
    draw_fn(Pen(layer, k))
    if blur:
        layer = layer.filter(ImageFilter.GaussianBlur(blur * k))
    img.alpha_composite(layer)


def sky(size: tuple[int, int], top: RGB, mid: RGB, low: RGB, at: float = 0.6) -> Image.Image:
    return vertical(size, [(0, top), (at, mid), (1, low)])


def planet(pen: Pen, x: float, y: float, r: float, colour: RGB, shadow: float = 0.55, light_dir: float = -0.35,
           bands: int = 0, rnd: random.Random | None = None) -> None:
    """A lit planet on the pen's picture: a disc with bands of cloud, its night side to the
    lower right, a thin lit rim on the upper left."""
    k = pen.k
    size = pen.image.size
    disc = Image.new("L", size, 0)
    Pen(disc, k).circle(x, y, r, fill=255)
    body = blank(size)
    bp = Pen(body, k)
    bp.circle(x, y, r, fill=colour)
    if bands and rnd:  # cloud bands: noise stretched along the planet's turning
        seed = f"everzone/planet/{x:.0f}/{y:.0f}/{r:.0f}"
        streaks = fractal_noise(size, max(2, bands // 2), 4, seed, stretch=(0.25, 3))
        surface = gradient_map(streaks, [(0, shade(colour, 0.7)), (0.5, colour), (1, mix(colour, (255, 255, 255), 0.35))])
        body.paste(surface, (0, 0), disc)
    night = blank(size)
    Pen(night, k).circle(x + r * 0.45, y + r * 0.4, r * 1.05, fill=(0, 0, 0, int(255 * shadow)))
    body.alpha_composite(night.filter(ImageFilter.GaussianBlur(r * 0.25 * k)))
    body = masked(body, disc)
    Pen(body, k).arc((x - r, y - r, x + r, y + r), 160, 290, fill=rgba(mix(colour, (255, 255, 255), 0.6), 200), width=max(1.0, r * 0.035))
    pen.image.alpha_composite(body)


def stars_over(img: Image.Image, k: float, seed: str, n: int, top: float = 0, bottom: float = LH) -> None:
    starfield(img, k, rng("everzone", "stars", seed), n, (0, top, img.size[0] / k, bottom), (255, 250, 240))


def location_frame(img: Image.Image, k: float, place: str) -> None:
    """A bevelled frame in the place's colour round a location picture."""
    colour = PLACE_COLOURS[place]
    w, h = img.size[0] / k, img.size[1] / k
    ring = blank(img.size)
    pen = Pen(ring, k)
    pen.rect((0, 0, w, h), outline=shade(colour, 0.4), width=6)
    pen.rect((1, 1, w - 1, h - 1), outline=colour, width=4)
    ring = modulate(ring, linear_shade(img.size, -135, 230, 60), 0.8)
    pen = Pen(ring, k)
    pen.rect((1.2, 1.2, w - 1.2, h - 1.2), outline=rgba(shade(colour, 1.4), 200), width=0.8)
    pen.rect((5.4, 5.4, w - 5.4, h - 5.4), outline=rgba(shade(colour, 0.3), 255), width=1.2)
    for x, y in ((3, 3), (w - 3, 3), (3, h - 3), (w - 3, h - 3)):
        pen.polygon(regular_polygon(x, y, 4.2, 4, -90), fill=shade(colour, 1.3), outline=shade(colour, 0.35), width=0.8)
    img.alpha_composite(ring)


def loc_land_base(img: Image.Image, k: float, rnd: random.Random) -> None:
    ground_c = (88, 80, 62)
    layer_on(img, k, lambda p: p.polygon(ridge(rnd, -10, LW + 10, 124, 10, 34, (26, 50)), fill=(74, 86, 100)))
    layer_on(img, k, lambda p: p.rect((-5, 122, LW + 5, LH + 5), fill=ground_c))
    img.alpha_composite(tinted(fractal_noise(img.size, 8, 4, "everzone/baseland").point(lambda v: v // 5), (40, 36, 28)))

    def base(p: Pen) -> None:
        p.polygon(ell(222, 160, 62, 16, 40), fill=(70, 72, 76), outline=(30, 30, 34), width=1.2)
        p.polygon(ell(222, 160, 50, 12, 40), outline=(236, 200, 70), width=1.4)
        p.line([(210, 154), (210, 166)], fill=(236, 236, 230), width=2.4)
        p.line([(234, 154), (234, 166)], fill=(236, 236, 230), width=2.4)
        p.line([(210, 160), (234, 160)], fill=(236, 236, 230), width=2.4)
        p.polygon([(186, 150), (204, 134), (250, 132), (268, 146), (250, 152), (200, 154)], fill=(200, 208, 220), outline=(40, 46, 56),
                  width=1.2)
        p.polygon([(238, 134), (256, 122), (262, 124), (252, 136)], fill=(180, 190, 204), outline=(40, 46, 56), width=1.0)
        p.polygon([(248, 138), (262, 140), (260, 146), (248, 146)], fill=(120, 210, 255))
        for x, w in ((40, 44), (104, 36)):  # bunkers
            p.polygon(ell(x, 140, w, 22, 30, 180, 360) + [(x + w, 142), (x - w, 142)], fill=(120, 120, 104), outline=(40, 40, 34), width=1.2)
            p.rect((x - w * 0.5, 128, x + w * 0.5, 132), fill=(20, 20, 22))
            p.rect((x - w * 0.4, 129, x - w * 0.1, 131), fill=(255, 200, 100))
        p.line([(150, 142), (150, 86)], fill=(60, 62, 70), width=3)
        p.line([(142, 142), (150, 100), (158, 142)], fill=(60, 62, 70), width=1.2)
        p.polygon(xf(ell(0, 0, 16, 6, 20, 180, 360), 150, 86, -25), fill=(210, 214, 220), outline=(40, 44, 52), width=1.1)
        p.circle(150, 78, 2, fill=(255, 80, 60))
        for x in range(-4, LW + 10, 16):  # the fence
            p.line([(x, LH - 6), (x, LH - 30)], fill=(50, 50, 54), width=2)
        for y in (LH - 26, LH - 18, LH - 10):
            p.line([(-4, y), (LW + 4, y - 2)], fill=(70, 70, 76), width=0.8)
    layer_on(img, k, base)
    for x in (40, 104, 150):
        img.alpha_composite(glow(img.size, (x * k, 130 * k), 30 * k, (255, 200, 120), 0.4))


def loc_sea_base(img: Image.Image, k: float, rnd: random.Random) -> None:
    wl = 112
    sea_ = vertical(img.size, [(0, (40, 110, 140)), (1, (6, 30, 50))])
    mask = Image.new("L", img.size, 0)
    Pen(mask, k).rect((-5, wl, LW + 5, LH + 5), fill=255)
    img.paste(sea_, (0, 0), mask)

    def waves(p: Pen) -> None:
        for _ in range(90):
            x, y = rnd.uniform(-10, LW), rnd.uniform(wl + 2, LH)
            t = (y - wl) / (LH - wl)
            L = 6 + 18 * t
            p.line(curve((x, y), (x + L / 2, y - 1 - 2 * t), (x + L, y), steps=6), fill=rgba((200, 236, 246), int(50 + 100 * (1 - t))), width=0.6 + t)
    layer_on(img, k, waves)

    def harbour(p: Pen) -> None:
        for y, x0, x1 in ((146, 20, 300), (170, 60, 260)):
            p.rect((x0, y - 6, x1, y), fill=(120, 110, 96), outline=(40, 36, 30), width=1.1)
            for x in range(int(x0) + 6, int(x1), 20):
                p.rect((x - 3, y, x + 3, y + 6), fill=(60, 56, 50))
        for x, h, flip in ((70, 84, 1), (236, 96, -1)):  # cranes
            p.line([(x - 6, 140), (x, 140 - h), (x + 6, 140)], fill=(220, 170, 60), width=2.2)
            for j in range(5):
                y = 140 - j * h / 5
                p.line([(x - 6 + j, y), (x + 6 - j, y - h / 5)], fill=(200, 150, 50), width=0.8)
            p.line([(x, 140 - h), (x + flip * 50, 140 - h + 4)], fill=(220, 170, 60), width=2.2)
            p.line([(x + flip * 40, 140 - h + 4), (x + flip * 40, 120)], fill=(60, 60, 60), width=0.6)
            p.rect((x + flip * 40 - 5, 120, x + flip * 40 + 5, 128), fill=(200, 80, 60))
        p.polygon([(110, 140), (200, 140), (212, 128), (100, 130)], fill=(190, 198, 210), outline=(40, 46, 56), width=1.2)
        p.polygon([(130, 130), (134, 112), (170, 112), (176, 130)], fill=(220, 226, 234), outline=(40, 46, 56), width=1.1)
        p.line([(152, 112), (152, 92)], fill=(60, 60, 70), width=1.4)
        for i in range(5):
            p.rect((136 + i * 7, 118, 140 + i * 7, 122), fill=(255, 210, 120))
        for x in range(30, 300, 34):
            p.circle(x, 140, 1.6, fill=(255, 220, 140))
    layer_on(img, k, harbour)
    for x in range(30, 300, 68):
        img.alpha_composite(glow(img.size, (x * k, 140 * k), 18 * k, (255, 210, 140), 0.5))


def loc_space_base(img: Image.Image, k: float, rnd: random.Random) -> None:
    layer_on(img, k, lambda p: planet(p, 60, 250, 150, (60, 110, 170), 0.4, rnd=rnd, bands=8))
    cx, cy = 196, 84

    def station(p: Pen) -> None:
        p.polygon(ell(cx, cy, 84, 28, 60), outline=(90, 96, 110), width=9)
        p.polygon(ell(cx, cy, 84, 28, 60), outline=(200, 206, 216), width=5)
        for i in range(6):
            a = math.radians(i * 60 + 15)
            p.line([(cx, cy), (cx + math.cos(a) * 82, cy + math.sin(a) * 27)], fill=(150, 156, 168), width=2)
        p.polygon(ell(cx, cy, 16, 10, 20), fill=(210, 214, 222), outline=(50, 54, 64), width=1.2)
        p.rect((cx - 4, cy - 40, cx + 4, cy + 40), fill=(170, 176, 188), outline=(50, 54, 64), width=1.0)
        for i in range(16):
            a = math.radians(i * 22.5)
            p.circle(cx + math.cos(a) * 84, cy + math.sin(a) * 28, 1.2, fill=(255, 220, 140))
        for sx, sy in ((90, 40), (290, 150)):
            p.polygon([(sx - 8, sy), (sx + 6, sy - 3), (sx + 10, sy), (sx + 6, sy + 3)], fill=(220, 226, 234))
    layer_on(img, k, station)
    for sx, sy in ((82, 40), (282, 150)):
        img.alpha_composite(glow(img.size, (sx * k, sy * k), 10 * k, (120, 220, 255), 0.9))
    img.alpha_composite(glow(img.size, (cx * k, cy * k), 40 * k, (255, 220, 160), 0.4))


def loc_highlands(img: Image.Image, k: float, rnd: random.Random) -> None:
    for _i, (base, lo, hi, c) in enumerate(((120, 20, 50, (120, 150, 170)), (140, 20, 50, (90, 126, 120)), (160, 10, 40, (70, 104, 80)))):
        layer_on(img, k, lambda p, base=base, lo=lo, hi=hi, c=c: p.polygon(ridge(rnd, -10, LW + 10, base, lo, hi, (30, 60), sharp=False), fill=c))
        layer_on(img, k, lambda p, base=base: p.rect((-5, base - 8, LW + 5, base + 4), fill=rgba((220, 236, 240), 60)), blur=5)

    def cliff(p: Pen) -> None:
        p.polygon([(-10, LH + 5), (-10, 70), (60, 62), (120, 70), (150, 96), (140, 140), (170, LH + 5)], fill=(60, 78, 56),
                  outline=(30, 40, 30), width=1.2)
        p.polygon([(-10, 70), (60, 62), (120, 70), (112, 78), (50, 72), (-10, 80)], fill=(96, 130, 80))
        for x, w, h in ((20, 12, 12), (44, 16, 16), (74, 10, 10), (96, 12, 14)):
            p.rect((x - w / 2, 66 - h, x + w / 2, 68), fill=(210, 214, 220), outline=(50, 54, 64), width=1.0)
            p.polygon(ell(x, 66 - h, w / 2, w * 0.4, 12, 180, 360), fill=(180, 190, 204), outline=(50, 54, 64), width=1.0)
            p.rect((x - 1.5, 60 - h / 2, x + 1.5, 63 - h / 2), fill=(255, 210, 120))
        for i in range(6):
            y = 90 + i * 16
            p.line([(130 - i * 2, y), (150 - i * 4, y + 10)], fill=(40, 52, 36), width=1.0)
    layer_on(img, k, cliff)


def loc_ruins(img: Image.Image, k: float, rnd: random.Random) -> None:
    def towers(p: Pen, far: bool) -> None:
        x = -10.0
        while x < LW:
            w = rnd.uniform(18, 34) * (0.7 if far else 1)
            h = rnd.uniform(60, 140) * (0.6 if far else 1)
            base = 170 if not far else 150
            top = base - h
            pts = [(x, base), (x, top + rnd.uniform(0, 10)), (x + w * 0.3, top - rnd.uniform(0, 12)), (x + w * 0.55, top + rnd.uniform(8, 20)),
                   (x + w * 0.8, top + rnd.uniform(-4, 6)), (x + w, top + rnd.uniform(10, 30)), (x + w, base)]
            p.polygon(pts, fill=(70, 58, 84) if far else (38, 32, 46), outline=(24, 20, 30), width=1.0)
            if not far:
                for j in range(int(h / 12)):
                    for i in range(2):
                        if rnd.random() < 0.3:
                            p.rect((x + 4 + i * w * 0.45, top + 16 + j * 12, x + 8 + i * w * 0.45, top + 21 + j * 12), fill=(255, 200, 120))
            x += w + rnd.uniform(4, 20)
    layer_on(img, k, lambda p: towers(p, True))
    layer_on(img, k, lambda p: p.rect((-5, 140, LW + 5, 160), fill=rgba((200, 160, 200), 60)), blur=6)
    layer_on(img, k, lambda p: towers(p, False))
    layer_on(img, k, lambda p: p.polygon(ridge(rnd, -10, LW + 10, LH + 5, 16, 34, (14, 26)), fill=(30, 24, 34)))
    layer_on(img, k, lambda p: p.line([(300, 60), (120, 150)], fill=(255, 60, 60, 180), width=0.8))


def loc_lur_plains(img: Image.Image, k: float, rnd: random.Random) -> None:
    hz = 120
    img.alpha_composite(glow(img.size, (200 * k, hz * k), 140 * k, (255, 150, 80), 0.5, 1.2))

    def eye(p: Pen) -> None:
        p.chord((140, hz - 60, 260, hz + 60), 180, 360, fill=(120, 70, 50))
        p.chord((160, hz - 40, 240, hz + 40), 180, 360, fill=(200, 110, 60))
        p.chord((180, hz - 20, 220, hz + 20), 180, 360, fill=(255, 210, 140))
        for x in range(20, 320, 40):
            p.line([(x, hz), (x, hz - 14)], fill=(60, 50, 50), width=1.6)
            p.circle(x, hz - 15, 1.4, fill=(90, 230, 255))
    layer_on(img, k, eye)
    layer_on(img, k, lambda p: p.rect((-5, hz, LW + 5, LH + 5), fill=(104, 100, 100)))
    plain = vertical(img.size, [(0, (130, 126, 122)), (1, (60, 58, 60))])
    mask = Image.new("L", img.size, 0)
    Pen(mask, k).rect((-5, hz, LW + 5, LH + 5), fill=255)
    plain = modulate(plain, fractal_noise(img.size, 4, 4, "everzone/lur", stretch=(0.25, 4)), 0.25)
    img.paste(plain, (0, 0), mask)

    def lines(p: Pen) -> None:
        for i in range(12):
            x = -200 + i * 60
            p.line([(200, hz), (x, LH + 10)], fill=rgba((200, 190, 180), 40), width=0.8)
    layer_on(img, k, lines)


def loc_canyons(img: Image.Image, k: float, rnd: random.Random) -> None:
    img.alpha_composite(glow(img.size, (160 * k, 60 * k), 90 * k, (255, 220, 170), 0.7))
    for side in (-1, 1):
        for layer, (c, inner) in enumerate((((150, 70, 40), 120), ((120, 52, 32), 90), ((86, 36, 24), 40))):
            x_in = 160 + side * (14 + layer * 34)
            pts = [(160 + side * 200, -10), (x_in + side * rnd.uniform(0, 10), -10)]
            for y in range(0, LH + 20, 20):
                pts.append((x_in + side * (rnd.uniform(-6, 6) + (y / LH) * inner * 0.6), y))
            pts.append((160 + side * 200, LH + 10))
            layer_on(img, k, lambda p, pts=pts, c=c: p.polygon(pts, fill=c, outline=shade(c, 0.6), width=1.0))

            def strata(p: Pen, side=side, layer=layer, c=c, x_in=x_in) -> None:
                for j in range(8):
                    y = 20 + j * 22 + rnd.uniform(-4, 4)
                    x0 = x_in + side * (y / LH) * 50
                    p.line([(x0 + side * 4, y), (x0 + side * 120, y + rnd.uniform(-6, 6))], fill=rgba(shade(c, 1.2), 90), width=1.2)
            layer_on(img, k, strata)
    layer_on(img, k, lambda p: p.polygon([(120, LH + 5), (150, 150), (170, 150), (200, LH + 5)], fill=(170, 110, 70)))


def loc_icefields(img: Image.Image, k: float, rnd: random.Random) -> None:
    stars_over(img, k, "ice", 120, 0, 110)
    hz = 112
    layer_on(img, k, lambda p: p.polygon(ridge(rnd, -10, LW + 10, hz + 4, 8, 30, (20, 40)), fill=(150, 190, 220)))
    ice = vertical(img.size, [(0, (200, 230, 246)), (1, (70, 120, 170))])
    mask = Image.new("L", img.size, 0)
    Pen(mask, k).rect((-5, hz, LW + 5, LH + 5), fill=255)
    img.paste(ice, (0, 0), mask)

    def shards(p: Pen) -> None:
        for _ in range(14):
            x, y = rnd.uniform(0, LW), rnd.uniform(hz + 10, LH)
            h = rnd.uniform(10, 40) * (y - hz) / (LH - hz)
            p.polygon([(x - h * 0.3, y), (x + rnd.uniform(-4, 4), y - h), (x + h * 0.35, y)], fill=(220, 240, 250), outline=(90, 130, 170), width=0.9)
        for x, y, r in ((70, 150, 16), (220, 170, 22), (160, 132, 10)):
            p.polygon(ell(x, y, r, r * 0.35, 20), fill=(20, 40, 50), outline=(120, 170, 200), width=1.0)
            p.polygon(ell(x, y + r * 0.08, r * 0.5, r * 0.16, 12), fill=(150, 255, 80, 200))
    layer_on(img, k, shards)
    for x, y in ((70, 150), (220, 170), (160, 132)):
        img.alpha_composite(glow(img.size, (x * k, y * k), 20 * k, (150, 255, 80), 0.6))


def underwater(img: Image.Image, k: float, rnd: random.Random, top: RGB, bottom: RGB, rays: int = 6) -> None:
    img.paste(vertical(img.size, [(0, top), (1, bottom)]), (0, 0))

    def shafts(p: Pen) -> None:
        for _ in range(rays):
            x = rnd.uniform(-40, LW)
            w = rnd.uniform(10, 30)
            p.polygon([(x, -5), (x + w, -5), (x + w + 90, LH), (x + 60, LH)], fill=rgba((255, 255, 240), rnd.randint(20, 40)))
    layer_on(img, k, shafts, blur=4)


def bubbles_over(img: Image.Image, k: float, rnd: random.Random, n: int) -> None:
    def draw(p: Pen) -> None:
        for _ in range(n):
            x, y, r = rnd.uniform(0, LW), rnd.uniform(0, LH), rnd.uniform(0.8, 3)
            p.circle(x, y, r, outline=(220, 250, 255, 140), width=0.6)
    layer_on(img, k, draw)


def loc_trench(img: Image.Image, k: float, rnd: random.Random) -> None:
    underwater(img, k, rnd, (20, 70, 100), (2, 8, 20), 4)
    for side in (-1, 1):
        pts = [(160 + side * 200, -10)]
        for y in range(-10, LH + 20, 18):
            pts.append((160 + side * (40 + 80 * (1 - y / LH) + rnd.uniform(-10, 10)), y))
        pts.append((160 + side * 200, LH + 10))
        layer_on(img, k, lambda p, pts=pts: p.polygon(pts, fill=(10, 30, 44), outline=(30, 70, 90), width=1.0))

    def monster(p: Pen) -> None:
        path = curve((100, 200), (150, 140), (220, 170), (250, 120), steps=20)
        ribbon(p, path, lambda t: 22 * (1 - t) + 6, (4, 14, 22))
        for x, y in path[4::4]:
            p.circle(x, y, 1.4, fill=(120, 255, 200))
    layer_on(img, k, monster)

    def lights(p: Pen) -> None:
        for _ in range(40):
            x, y = rnd.uniform(0, LW), rnd.uniform(60, LH)
            p.circle(x, y, rnd.uniform(0.6, 1.6), fill=rgba(rnd.choice(((120, 255, 220), (180, 140, 255), (120, 200, 255))), 220))
    layer_on(img, k, lights)
    bubbles_over(img, k, rnd, 20)


def loc_archipelago(img: Image.Image, k: float, rnd: random.Random) -> None:
    hz = 84
    img.alpha_composite(glow(img.size, (250 * k, 40 * k), 60 * k, (255, 246, 200), 0.9))
    layer_on(img, k, lambda p: p.circle(250, 40, 12, fill=(255, 250, 220)))
    sea_ = vertical(img.size, [(0, (60, 170, 200)), (1, (10, 70, 110))])
    mask = Image.new("L", img.size, 0)
    Pen(mask, k).rect((-5, hz, LW + 5, LH + 5), fill=255)
    img.paste(sea_, (0, 0), mask)
    isles = sorted((rnd.uniform(hz + 4, LH - 10), rnd.uniform(-10, LW + 10)) for _ in range(11))

    def islands(p: Pen) -> None:
        for y, x in isles:
            s = 0.3 + (y - hz) / (LH - hz) * 1.2
            w, h = rnd.uniform(26, 50) * s, rnd.uniform(10, 26) * s
            p.polygon(ell(x, y, w * 1.1, h * 0.22, 20), fill=(236, 220, 170))
            p.polygon(ell(x, y, w, h, 24, 180, 360), fill=(70, 140, 80), outline=(30, 70, 40), width=1.0)
            p.polygon(ell(x - w * 0.2, y - h * 0.3, w * 0.5, h * 0.5, 16, 180, 360), fill=(100, 170, 90))
            p.line([(x - w, y + 1), (x + w, y + 1)], fill=(240, 250, 255), width=1.0)
    layer_on(img, k, islands)


def loc_enceladus(img: Image.Image, k: float, rnd: random.Random) -> None:
    underwater(img, k, rnd, (30, 70, 100), (4, 10, 24), 0)

    def ceiling(p: Pen) -> None:
        pts = [(-10, -10), (LW + 10, -10), (LW + 10, 40)]
        x = LW + 10
        while x > -10:
            x -= rnd.uniform(8, 20)
            pts.append((x, 40 + rnd.uniform(-8, 8)))
            if rnd.random() < 0.4:
                pts.append((x - 3, 60 + rnd.uniform(0, 30)))
                pts.append((x - 6, 44))
        p.polygon(pts, fill=(170, 210, 230), outline=(90, 140, 170), width=1.0)
        for _ in range(6):
            x = rnd.uniform(10, LW - 10)
            p.line([(x, -5), (x + rnd.uniform(-20, 20), 20), (x + rnd.uniform(-30, 30), 40)], fill=(240, 255, 255), width=1.4)
    layer_on(img, k, ceiling)
    img.alpha_composite(glow(img.size, (200 * k, 180 * k), 70 * k, (150, 255, 90), 0.6))

    def first(p: Pen) -> None:
        p.polygon(ell(200, 190, 40, 14, 20), fill=(20, 30, 20))
        for i in range(5):
            p.circle(186 + i * 7, 184 + (i % 2) * 3, 1.6, fill=(200, 255, 90))
    layer_on(img, k, first)
    bubbles_over(img, k, rnd, 30)


def loc_titan(img: Image.Image, k: float, rnd: random.Random) -> None:
    img.paste(vertical(img.size, [(0, (90, 50, 20)), (0.55, (210, 130, 50)), (1, (90, 50, 20))]), (0, 0))
    layer_on(img, k, lambda p: planet(p, 250, 36, 26, (230, 190, 120), 0.3))
    layer_on(img, k, lambda p: p.polygon(xf(ell(0, 0, 50, 9, 40), 250, 36, -12), outline=(240, 210, 150, 200), width=2))
    cloud = fractal_noise(img.size, 3, 5, "everzone/titan", stretch=(0.5, 2))
    img.alpha_composite(tinted(cloud.point(lambda v: max(0, (v - 100) * 2)), (120, 70, 30), 0.8))
    hz = 118
    sea_ = vertical(img.size, [(0, (120, 70, 30)), (1, (30, 16, 8))])
    mask = Image.new("L", img.size, 0)
    Pen(mask, k).rect((-5, hz, LW + 5, LH + 5), fill=255)
    img.paste(sea_, (0, 0), mask)

    def storm(p: Pen) -> None:
        for _ in range(60):
            x, y = rnd.uniform(-10, LW), rnd.uniform(hz + 2, LH)
            L = 8 + 20 * (y - hz) / (LH - hz)
            p.line([(x, y), (x + L, y - 1)], fill=rgba((240, 170, 90), 90), width=0.8)
        x = 90.0
        pts = [(x, 40)]
        y = 40.0
        while y < hz:
            x += rnd.uniform(-10, 10)
            y += rnd.uniform(8, 16)
            pts.append((x, y))
        p.line(pts, fill=(255, 240, 200), width=1.4)
    layer_on(img, k, storm)
    img.alpha_composite(glow(img.size, (90 * k, 80 * k), 50 * k, (255, 220, 160), 0.5))


def loc_coral(img: Image.Image, k: float, rnd: random.Random) -> None:
    underwater(img, k, rnd, (110, 210, 220), (20, 90, 120), 7)

    def reef(p: Pen) -> None:
        p.polygon(ridge(rnd, -10, LW + 10, LH + 5, 20, 36, (20, 40), sharp=False), fill=(230, 210, 160))
        for _ in range(16):
            x = rnd.uniform(0, LW)
            y = LH - rnd.uniform(10, 30)
            c = rnd.choice(((250, 110, 110), (250, 170, 80), (200, 110, 220), (250, 230, 120), (110, 220, 180)))
            kind = rnd.random()
            if kind < 0.4:
                for _j in range(4):
                    a = math.radians(rnd.uniform(-150, -30))
                    L = rnd.uniform(14, 30)
                    p.line([(x, y), (x + math.cos(a) * L, y + math.sin(a) * L)], fill=c, width=3)
                    p.circle(x + math.cos(a) * L, y + math.sin(a) * L, 2.4, fill=shade(c, 1.2))
            elif kind < 0.7:
                p.polygon(ell(x, y - 10, 16, 16, 20, 180, 360), fill=c, outline=shade(c, 0.6), width=1.0)
                for j in range(5):
                    p.line([(x, y - 2), (x - 14 + j * 7, y - 22 + abs(j - 2) * 3)], fill=shade(c, 0.7), width=0.6)
            else:
                p.polygon(ell(x, y - 6, 10, 8, 16), fill=c, outline=shade(c, 0.6), width=1.0)
                for j in range(6):
                    p.arc((x - 8 + j * 2, y - 12, x + 8 - j * 2, y), 180, 360, fill=shade(c, 0.7), width=0.6)
        for _ in range(12):  # fish
            x, y = rnd.uniform(10, LW - 10), rnd.uniform(30, 130)
            c = rnd.choice(((255, 200, 60), (255, 120, 80), (120, 200, 255)))
            p.polygon(ell(x, y, 5, 2.4, 12), fill=c)
            p.polygon([(x + 4, y), (x + 8, y - 2.5), (x + 8, y + 2.5)], fill=c)
    layer_on(img, k, reef)
    bubbles_over(img, k, rnd, 24)


def loc_saturn(img: Image.Image, k: float, rnd: random.Random) -> None:
    stars_over(img, k, "saturn", 180)
    cx, cy = 190, 86

    def back(p: Pen) -> None:
        p.polygon(xf(ell(0, 0, 130, 30, 60, 180, 360), cx, cy, -14), outline=(210, 190, 150, 200), width=8)
        p.polygon(xf(ell(0, 0, 110, 24, 60, 180, 360), cx, cy, -14), outline=(170, 150, 120, 160), width=4)
        planet(p, cx, cy, 54, (222, 190, 130), 0.45, bands=7, rnd=rnd)
        p.polygon(xf(ell(0, 0, 130, 30, 60, 0, 180), cx, cy, -14), outline=(230, 210, 170, 230), width=8)
        p.polygon(xf(ell(0, 0, 110, 24, 60, 0, 180), cx, cy, -14), outline=(190, 170, 140, 200), width=4)
    layer_on(img, k, back)

    def chunks(p: Pen) -> None:
        for _ in range(22):
            x, y = rnd.uniform(0, LW), rnd.uniform(110, LH + 10)
            r = 3 + (y - 110) / 90 * 14
            c = rnd.choice(((200, 210, 220), (150, 140, 130), (180, 190, 200)))
            p.polygon(rock(x, y, r, rnd, 7, 0.8), fill=c, outline=shade(c, 0.4), width=1.0)
            p.polygon(rock(x - r * 0.2, y - r * 0.2, r * 0.5, rnd, 5, 0.8), fill=shade(c, 1.15))
    layer_on(img, k, chunks)


def loc_enoch(img: Image.Image, k: float, rnd: random.Random) -> None:
    img.paste(vertical(img.size, [(0, (2, 2, 8)), (1, (10, 8, 20))]), (0, 0))
    stars_over(img, k, "enoch", 30)
    gx, gy = 220, 80

    def galaxy(p: Pen) -> None:
        for arm in range(2):
            for i in range(160):
                t = i / 160
                a = arm * math.pi + t * 3.6 * math.pi / 2
                r = 4 + t * 60
                x, y = gx + math.cos(a) * r, gy + math.sin(a) * r * 0.4
                p.circle(x + rnd.uniform(-2, 2), y + rnd.uniform(-1, 1), rnd.uniform(0.4, 1.2), fill=rgba((220, 210, 255), int(200 * (1 - t))))
    layer_on(img, k, galaxy)
    img.alpha_composite(glow(img.size, (gx * k, gy * k), 60 * k, (170, 150, 255), 0.6))
    img.alpha_composite(glow(img.size, (gx * k, gy * k), 14 * k, (255, 246, 220), 1.0))
    cloud = fractal_noise(img.size, 3, 4, "everzone/enoch")
    img.alpha_composite(tinted(cloud.point(lambda v: max(0, (v - 150))), (90, 60, 140), 0.8))

    def wreck(p: Pen) -> None:
        p.polygon([(40, 150), (90, 136), (100, 146), (60, 164)], fill=(60, 60, 70), outline=(20, 20, 26), width=1.0)
        p.polygon([(104, 150), (120, 144), (126, 152), (110, 158)], fill=(50, 50, 60), outline=(20, 20, 26), width=1.0)
    layer_on(img, k, wreck)


def loc_lur_ring(img: Image.Image, k: float, rnd: random.Random) -> None:
    stars_over(img, k, "lurring", 150)
    cx, cy, r = 160, 150, 90

    def ring(p: Pen, front: bool) -> None:
        a0, a1 = (0, 180) if front else (180, 360)
        p.polygon(ell(cx, cy, 150, 34, 60, a0, a1), outline=(90, 70, 60), width=5)
        for i in range(24):
            a = math.radians(a0 + (a1 - a0) * (i + 0.5) / 24)
            x, y = cx + math.cos(a) * 150, cy + math.sin(a) * 34
            h = rnd.uniform(8, 18)
            p.polygon([(x - 4, y), (x, y - h), (x + 4, y)], fill=(200, 120, 70), outline=(70, 40, 30), width=0.8)
            p.circle(x, y - 2, 1.2, fill=(90, 236, 255))
    layer_on(img, k, lambda p: ring(p, False))
    layer_on(img, k, lambda p: planet(p, cx, cy, r, (150, 100, 80), 0.45, bands=9, rnd=rnd))
    img.alpha_composite(glow(img.size, (cx * k, (cy - 30) * k), 20 * k, (255, 150, 80), 0.9))
    layer_on(img, k, lambda p: hantal_eye(p, None, cx, cy - 30, 9, (255, 150, 80), (80, 60, 56)))
    layer_on(img, k, lambda p: ring(p, True))


def loc_dead_sun(img: Image.Image, k: float, rnd: random.Random) -> None:
    img.paste(vertical(img.size, [(0, (20, 6, 8)), (1, (50, 14, 10))]), (0, 0))
    stars_over(img, k, "ashes", 60)
    cx, cy, r = 180, 96, 64
    img.alpha_composite(glow(img.size, (cx * k, cy * k), 150 * k, (200, 60, 30), 0.6))

    def sun(p: Pen) -> None:
        p.circle(cx, cy, r, fill=(90, 24, 16))
        p.circle(cx + 8, cy + 8, r * 0.85, fill=(60, 14, 10))
        pts = curve((cx - 30, cy - r + 8), (cx - 60, cy - r - 70), (cx + 20, cy - r - 2), steps=20)
        ribbon(p, pts, lambda t: 8 * math.sin(math.pi * t) + 1, (255, 150, 60))
        ribbon(p, pts, lambda t: 3 * math.sin(math.pi * t) + 0.5, (255, 240, 180))
        for _ in range(8):
            a = rnd.uniform(0, 2 * math.pi)
            x, y = cx + math.cos(a) * r * rnd.uniform(0.2, 0.8), cy + math.sin(a) * r * rnd.uniform(0.2, 0.8)
            p.circle(x, y, rnd.uniform(3, 8), fill=(150, 40, 20, 180))
        p.arc((cx - r, cy - r, cx + r, cy + r), 150, 330, fill=(255, 110, 60), width=2)
    layer_on(img, k, sun)
    img.alpha_composite(glow(img.size, ((cx - 40) * k, (cy - r - 30) * k), 40 * k, (255, 150, 60), 0.7))

    def ash(p: Pen) -> None:
        for _ in range(120):
            x, y = rnd.uniform(0, LW), rnd.uniform(0, LH)
            p.circle(x, y, rnd.uniform(0.5, 1.6), fill=rgba((200, 170, 160), rnd.randint(60, 180)))
        p.circle(50, 160, 40, fill=(12, 6, 8))
        p.arc((10, 120, 90, 200), 220, 320, fill=(200, 80, 50), width=1.2)
    layer_on(img, k, ash)


def loc_shipyards(img: Image.Image, k: float, rnd: random.Random) -> None:
    stars_over(img, k, "yards", 140)
    layer_on(img, k, lambda p: planet(p, 260, 260, 130, (70, 120, 180), 0.4, bands=6, rnd=rnd))

    def yards(p: Pen) -> None:
        for _i, (x, y, s) in enumerate(((110, 80, 1.0), (250, 60, 0.6))):
            p.rect((x - 90 * s, y - 40 * s, x + 90 * s, y - 36 * s), fill=(150, 156, 168))
            p.rect((x - 90 * s, y + 36 * s, x + 90 * s, y + 40 * s), fill=(150, 156, 168))
            for j in range(7):
                xx = x - 84 * s + j * 28 * s
                p.line([(xx, y - 40 * s), (xx, y + 40 * s)], fill=(120, 126, 138), width=1.6 * s + 0.4)
            hull = [(x - 70 * s, y - 14 * s), (x + 40 * s, y - 16 * s), (x + 76 * s, y), (x + 40 * s, y + 16 * s), (x - 70 * s, y + 16 * s)]
            p.polygon(hull[:3] + [(x + 40 * s, y)] + [(x - 70 * s, y)], fill=(200, 206, 216), outline=(50, 54, 64), width=1.0)
            for j in range(8):  # bare ribs of the unfinished half
                xx = x - 66 * s + j * 14 * s
                p.arc((xx - 6 * s, y - 16 * s, xx + 6 * s, y + 16 * s), 270, 90, fill=(140, 146, 160), width=1.6 * s + 0.4)
            p.line([(x - 70 * s, y + 16 * s), (x + 40 * s, y + 16 * s)], fill=(140, 146, 160), width=1.4 * s)
    layer_on(img, k, yards)
    for x, y in ((60, 72), (130, 94), (150, 66)):
        img.alpha_composite(glow(img.size, (x * k, y * k), 12 * k, (255, 230, 160), 1.0))


LOCATIONS: dict[str, tuple[Callable[[Image.Image, float, random.Random], None], tuple[RGB, RGB, RGB]]] = {
    "base_land": (loc_land_base, ((40, 60, 100), (150, 170, 190), (200, 190, 170))),
    "base_sea": (loc_sea_base, ((30, 60, 100), (140, 190, 210), (220, 220, 200))),
    "base_space": (loc_space_base, ((2, 4, 14), (10, 14, 34), (20, 24, 50))),
    "tarvis_highlands": (loc_highlands, ((60, 110, 170), (190, 220, 230), (240, 220, 180))),
    "ruins_of_magis_prime": (loc_ruins, ((30, 20, 50), (120, 80, 120), (220, 140, 120))),
    "plains_of_lur": (loc_lur_plains, ((60, 56, 60), (150, 140, 136), (200, 170, 150))),
    "kepler_canyons": (loc_canyons, ((70, 100, 150), (230, 180, 130), (240, 200, 150))),
    "enoch_icefields": (loc_icefields, ((4, 6, 20), (20, 40, 80), (90, 140, 190))),
    "rings_of_saturn": (loc_saturn, ((2, 2, 10), (10, 10, 30), (24, 20, 44))),
    "enoch_sector": (loc_enoch, ((2, 2, 8), (4, 4, 12), (10, 8, 20))),
    "lur_orbital_ring": (loc_lur_ring, ((4, 2, 8), (20, 10, 14), (40, 20, 20))),
    "ashes_of_the_sun": (loc_dead_sun, ((20, 6, 8), (40, 10, 10), (50, 14, 10))),
    "kepler_shipyards": (loc_shipyards, ((2, 4, 12), (8, 12, 30), (14, 20, 44))),
}
SEA_LOCATIONS = {"magis_trench": loc_trench, "kepler_archipelago": loc_archipelago, "enceladus_deep": loc_enceladus,
                 "methane_seas_of_titan": loc_titan, "tarvis_coral_shelf": loc_coral}


def draw_location(lid: str, place: str) -> Image.Image:
    """A 320 x 200 landscape of a location, framed in its place's colour. A location with no
    picture of its own gets a generic landscape of its place."""
    k = K
    size = (LW * k, LH * k)
    rnd = rng("everzone", "location", lid)
    if lid in SEA_LOCATIONS:
        img = blank(size)
        img.paste((0, 0, 0, 255), (0, 0, size[0], size[1]))
        if lid == "kepler_archipelago":
            img.paste(sky(size, (50, 120, 190), (170, 220, 240), (240, 240, 220), 0.4), (0, 0))
        SEA_LOCATIONS[lid](img, k, rnd)
    elif lid in LOCATIONS:
        fn, (top, mid, low) = LOCATIONS[lid]
        img = sky(size, top, mid, low)
        if lid in ("base_land", "tarvis_highlands", "kepler_canyons", "ruins_of_magis_prime", "plains_of_lur", "base_sea"):
            cloud = fractal_noise(size, 3, 4, f"everzone/{lid}/clouds", stretch=(0.5, 2))
            img.alpha_composite(tinted(cloud.point(lambda v: max(0, (v - 130) * 2)), shade(mid, 1.15), 0.6))
        fn(img, k, rnd)
    else:
        env = place if place != "sea" else "sea"
        img = scene(env, "numan", lid, size, k)
    vignette(img, (0, 0, 0), 0.5)
    location_frame(img, k, place)
    return downsample(img, k)


# --------------------------------------------------------------------------- place, stat and race emblems


def place_glyph(pen: Pen, place: str, cx: float, cy: float, r: float, fill, line, detail) -> None:
    """The mark of a place in a circle of radius r: a mountain (land), a breaking wave (sea), a
    ringed planet (space)."""
    w = max(1.0, r * 0.09)
    if place == "land":
        pen.polygon([(cx - r, cy + r * 0.72), (cx - r * 0.3, cy - r * 0.62), (cx - r * 0.02, cy - r * 0.1), (cx + r * 0.3, cy - r * 0.85),
                     (cx + r, cy + r * 0.72)], fill=fill, outline=line, width=w)
        pen.polygon([(cx + r * 0.3, cy - r * 0.85), (cx + r * 0.5, cy - r * 0.42), (cx + r * 0.36, cy - r * 0.5), (cx + r * 0.24, cy - r * 0.36),
                     (cx + r * 0.12, cy - r * 0.5)], fill=detail)
        pen.polygon([(cx - r * 0.3, cy - r * 0.62), (cx - r * 0.14, cy - r * 0.3), (cx - r * 0.26, cy - r * 0.36), (cx - r * 0.42, cy - r * 0.38)],
                    fill=detail)
    elif place == "sea":
        crest = (curve((cx - r, cy + r * 0.2), (cx - r * 0.6, cy - r * 0.95), (cx + r * 0.3, cy - r * 0.8), steps=12) +
                 curve((cx + r * 0.3, cy - r * 0.8), (cx + r * 0.85, cy - r * 0.6), (cx + r * 0.55, cy - r * 0.05), steps=8)[1:] +
                 curve((cx + r * 0.55, cy - r * 0.05), (cx + r * 0.3, cy - r * 0.45), (cx, cy - r * 0.2), steps=8)[1:] +
                 curve((cx, cy - r * 0.2), (cx - r * 0.1, cy + r * 0.2), (cx + r * 0.3, cy + r * 0.35), steps=6)[1:] +
                 [(cx + r, cy + r * 0.35), (cx + r, cy + r * 0.75), (cx - r, cy + r * 0.75)])
        pen.polygon(crest, fill=fill, outline=line, width=w)
        pen.line(curve((cx - r * 0.75, cy + r * 0.5), (cx, cy + r * 0.35), (cx + r * 0.75, cy + r * 0.55), steps=10), fill=detail, width=w * 1.2)
        pen.line(curve((cx - r * 0.55, cy - r * 0.25), (cx - r * 0.3, cy - r * 0.7), (cx + r * 0.2, cy - r * 0.66), steps=10), fill=detail,
                 width=w * 1.2)
    else:
        ring = xf(ell(0, 0, r * 1.05, r * 0.32, 40), cx, cy, -20)
        back_half = xf(ell(0, 0, r * 1.05, r * 0.32, 20, 180, 360), cx, cy, -20)
        front_half = xf(ell(0, 0, r * 1.05, r * 0.32, 20, 0, 180), cx, cy, -20)
        pen.line(back_half, fill=line, width=w * 3.2)
        pen.line(back_half, fill=detail, width=w * 1.4)
        pen.circle(cx, cy, r * 0.58, fill=fill, outline=line, width=w)
        pen.arc((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), 190, 260, fill=detail, width=w)
        pen.line(front_half, fill=line, width=w * 3.2)
        pen.line(front_half, fill=detail, width=w * 1.4)
        del ring
        pen.polygon(star_points(cx + r * 0.78, cy - r * 0.7, r * 0.22, r * 0.07, 4), fill=detail)


def place_emblem(place: str, size: int = 48) -> Image.Image:
    """A place's emblem on transparency: its mark in its colour, a light outline round it so it
    reads on any card, and a faint shadow."""
    k = 4
    colour = PLACE_COLOURS[place]
    big = blank((size * k, size * k))
    pen = Pen(big, k)
    c = size / 2
    place_glyph(pen, place, c, c, size * 0.4, colour, shade(colour, 0.35), mix(colour, (255, 255, 255), 0.7))
    shaded = modulate(big, linear_shade(big.size, -125, 220, 80), 0.5)
    alpha = shaded.getchannel("A")
    out = tinted(grow(alpha, 2.2 * k), (250, 246, 232))
    out = with_drop_shadow(out, (0.8 * k, 1.2 * k), 1.2 * k, 0.5)
    out.alpha_composite(shaded)
    return downsample(out, k)


STAT_COLOURS = {"attack": (226, 70, 56), "defense": (70, 140, 220), "range": (80, 190, 110), "resources": (240, 190, 60)}


def stat_glyph(pen: Pen, stat: str, c: float, r: float, colour: RGB) -> None:
    line = shade(colour, 0.35)
    hi = mix(colour, (255, 255, 255), 0.55)
    w = r * 0.08
    if stat == "attack":  # two crossed blades
        for a in (-45, -135):
            T = lambda pts, a=a: xf(pts, c, c, a)  # noqa: E731
            pen.polygon(T([(-r * 0.5, -r * 0.26), (r * 0.78, -r * 0.26), (r * 1.16, 0), (r * 0.78, r * 0.26), (-r * 0.5, r * 0.26)]),
                        fill=(226, 230, 238), outline=line, width=w * 1.2)
            pen.polygon(T([(-r * 0.46, 0), (r * 0.8, 0), (r * 1.08, 0.02 * r), (r * 0.78, r * 0.22), (-r * 0.46, r * 0.22)]),
                        fill=(170, 176, 190))
            pen.polygon(T([(-r * 0.66, -r * 0.5), (-r * 0.44, -r * 0.5), (-r * 0.44, r * 0.5), (-r * 0.66, r * 0.5)]),
                        fill=colour, outline=line, width=w)
            pen.polygon(T([(-r * 1.1, -r * 0.16), (-r * 0.64, -r * 0.16), (-r * 0.64, r * 0.16), (-r * 1.1, r * 0.16)]),
                        fill=shade(colour, 0.7), outline=line, width=w)
            pen.circle(*T([(-r * 1.12, 0)])[0], r * 0.17, fill=colour, outline=line, width=w * 0.8)
    elif stat == "defense":
        pts = shield_shape(c, c + r * 0.05, r * 1.6, r * 1.8)
        pen.polygon(pts, fill=colour, outline=line, width=w)
        inner = shield_shape(c, c + r * 0.05, r * 1.15, r * 1.35)
        pen.polygon(inner, fill=shade(colour, 1.2))
        pen.polygon([(c, c - r * 0.62), (c, c + r * 0.72)] + curve((c, c + r * 0.72), (c + r * 0.55, c + r * 0.3), (c + r * 0.57, c - r * 0.6),
                                                                       steps=8)[1:], fill=shade(colour, 0.9))
    elif stat == "range":
        pen.circle(c, c, r * 0.92, outline=line, width=w * 3.4)
        pen.circle(c, c, r * 0.92, outline=colour, width=w * 1.8)
        pen.circle(c, c, r * 0.45, outline=line, width=w * 2.6)
        pen.circle(c, c, r * 0.45, outline=colour, width=w * 1.3)
        for a in (0, 90, 180, 270):
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            pen.line([(c + ca * r * 0.2, c + sa * r * 0.2), (c + ca * r * 1.05, c + sa * r * 1.05)], fill=line, width=w * 2.6, round_caps=False)
            pen.line([(c + ca * r * 0.22, c + sa * r * 0.22), (c + ca * r * 1.02, c + sa * r * 1.02)], fill=hi, width=w * 1.1, round_caps=False)
        pen.circle(c, c, r * 0.12, fill=hi, outline=line, width=w * 0.6)
        pen.arc((c - r * 1.12, c - r * 1.12, c + r * 1.12, c + r * 1.12), 200, 250, fill=hi, width=w * 1.2)
    else:  # a hexagonal energy crystal
        pen.polygon(regular_polygon(c, c, r, 6, -90), fill=colour, outline=line, width=w)
        top = regular_polygon(c, c, r, 6, -90)
        pen.polygon([top[5], top[0], top[1], (c, c)], fill=shade(colour, 1.3))
        pen.polygon([top[1], top[2], top[3], (c, c)], fill=shade(colour, 0.85))
        pen.polygon([top[3], top[4], top[5], (c, c)], fill=shade(colour, 1.05))
        pen.polygon(regular_polygon(c, c, r * 0.42, 6, -90), fill=mix(colour, (255, 255, 255), 0.7), outline=line, width=w * 0.6)
        pen.polygon(star_points(c + r * 0.55, c - r * 0.55, r * 0.22, r * 0.06, 4), fill=(255, 255, 255))


def stat_icon(stat: str, size: int = 40) -> Image.Image:
    """A stat's icon on transparency, with a light outline and a faint shadow."""
    k = 4
    big = blank((size * k, size * k))
    stat_glyph(Pen(big, k), stat, size / 2, size * (0.36 if stat == "attack" else 0.4), STAT_COLOURS[stat])
    alpha = big.getchannel("A")
    out = tinted(grow(alpha, 1.8 * k), (250, 246, 232))
    out = with_drop_shadow(out, (0.6 * k, 1.0 * k), 1.0 * k, 0.5)
    out.alpha_composite(modulate(big, linear_shade(big.size, -125, 220, 90), 0.4))
    return downsample(out, k)


def race_glyph(pen: Pen, race: str, cx: float, cy: float, r: float, ink, accent, line=None) -> None:
    """A race's mark in a circle of radius r: the numan's three chevrons under the three
    planets, a slurr in its shell with one eye, Hantal's eye in its hexagon of circuits."""
    line = line if line is not None else shade(ink[:3], 0.35)
    w = max(0.8, r * 0.06)
    if race == "numan":
        numan_mark(pen, cx, cy + r * 0.22, r * 0.62, ink, line)
        for i in (-1, 0, 1):
            x, y = cx + i * r * 0.5, cy - r * 0.58 + abs(i) * r * 0.14
            pen.circle(x, y, r * 0.15, fill=accent, outline=line, width=w * 0.7)
    elif race == "slurr":
        for i in range(3):
            for side in (-1, 1):
                a = math.radians(90 + side * (35 + i * 28))
                pen.line([(cx, cy + r * 0.1), (cx + math.cos(a) * r * 0.92, cy + r * 0.1 + math.sin(a) * r * 0.8)], fill=line, width=w * 1.6)
        shell = [(cx - r * 0.78, cy + r * 0.2), (cx - r * 0.7, cy - r * 0.3), (cx - r * 0.36, cy - r * 0.66), (cx + r * 0.08, cy - r * 0.74),
                 (cx + r * 0.5, cy - r * 0.56), (cx + r * 0.78, cy - r * 0.16), (cx + r * 0.76, cy + r * 0.22)]
        pen.polygon(shell, fill=ink, outline=line, width=w)
        pen.line([(cx - r * 0.4, cy - r * 0.6), (cx - r * 0.2, cy - r * 0.2), (cx + r * 0.2, cy - r * 0.36), (cx + r * 0.42, cy - r * 0.58)],
                 fill=line, width=w * 0.8)
        pen.circle(cx, cy + r * 0.08, r * 0.26, fill=line)
        pen.circle(cx, cy + r * 0.08, r * 0.2, fill=accent)
        pen.polygon([(cx, cy - r * 0.08), (cx + r * 0.05, cy + r * 0.08), (cx, cy + r * 0.24), (cx - r * 0.05, cy + r * 0.08)], fill=line)
    else:
        for i in range(6):
            a = math.radians(i * 60)
            x0, y0 = cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62
            x1, y1 = cx + math.cos(a) * r * 0.86, cy + math.sin(a) * r * 0.86
            pen.line([(x0, y0), (x1, y1)], fill=ink, width=w * 1.4)
            pen.circle(x1, y1, r * 0.09, fill=accent, outline=line, width=w * 0.6)
        pen.polygon(regular_polygon(cx, cy, r * 0.64, 6, 0), fill=ink, outline=line, width=w)
        pen.circle(cx, cy, r * 0.36, fill=line)
        pen.circle(cx, cy, r * 0.28, fill=accent)
        pen.circle(cx, cy, r * 0.11, fill=(255, 255, 255))


def race_token(race: str, size: int = 96) -> Image.Image:
    """A race token: a round counter rimmed in the race's colour, its mark on a dark face."""
    st = STYLES[race]
    accent = {"numan": st.glow, "slurr": (255, 232, 60), "uthron": CYAN}[race]
    ink = {"numan": (230, 236, 246), "slurr": (150, 136, 118), "uthron": (214, 130, 70)}[race]
    c = size / 2 - 1.5

    def emblem(pen: Pen) -> None:
        layer = blank(pen.image.size)
        lp = Pen(layer, pen.k)
        race_glyph(lp, race, c, c, size * 0.26, ink, accent)
        pen.image.alpha_composite(glow(pen.image.size, (c * pen.k, c * pen.k), size * 0.3 * pen.k, st.glow, 0.5))
        pen.image.alpha_composite(layer)

    return round_counter(st.colour, shade(st.colour, 0.3), emblem, size=size, scale=4, seed=f"everzone/{race}")


# --------------------------------------------------------------------------- deck backs and title

# EVERZONE in the squared lettering of Zvery's logo, plus an N and an O.
LETTERS = dict(ZVERY_LETTERS)
LETTERS.update({
    "N": (0.84, [[(0, 0), (0.26, 0), (0.58, 0.54), (0.58, 0), (0.84, 0), (0.84, 1), (0.58, 1), (0.26, 0.46), (0.26, 1), (0, 1)]]),
    "O": (0.86, [[(0.16, 0), (0.7, 0), (0.86, 0.16), (0.86, 0.84), (0.7, 1), (0.16, 1), (0, 0.84), (0, 0.16)],
                 [(0.27, 0.22), (0.59, 0.22), (0.59, 0.78), (0.27, 0.78)]]),
})


def galaxy(img: Image.Image, k: float, cx: float, cy: float, R: float, seed: str, tilt: float = 0.45, arms: int = 3,
           colours: Sequence[RGB] | None = None, n: int = 700) -> None:
    """A spiral galaxy: a bright core and `arms` arms of stars (in `colours`, one per arm)."""
    rnd = rng("everzone", "galaxy", seed)
    colours = colours or [RACE_COLOURS[r] for r in RACES]
    haze = blank(img.size)
    hp = Pen(haze, k)
    dots = blank(img.size)
    dp = Pen(dots, k)
    for arm in range(arms):
        colour = mix(colours[arm % len(colours)], (255, 255, 255), 0.35)
        for i in range(n // arms):
            t = i / (n // arms)
            a = 2 * math.pi * arm / arms + t * 3.2 + rnd.uniform(-0.25, 0.25) * (1 - t * 0.5)
            r = R * (0.08 + t * 0.92) + rnd.uniform(-4, 4)
            x, y = cx + math.cos(a) * r, cy + math.sin(a) * r * tilt
            hp.circle(x, y, R * 0.08 * (1 - t * 0.5), fill=rgba(colours[arm % len(colours)], 26))
            dp.circle(x, y, rnd.uniform(0.3, 1.0), fill=rgba(colour, int(255 * (1 - t * 0.6))))
    img.alpha_composite(haze.filter(ImageFilter.GaussianBlur(R * 0.05 * k)))
    img.alpha_composite(dots)
    img.alpha_composite(glow(img.size, (cx * k, cy * k), R * 0.55 * k, (255, 236, 200), 0.9, 1.6))
    img.alpha_composite(glow(img.size, (cx * k, cy * k), R * 0.15 * k, (255, 255, 255), 1.0))


def back_base(w: float, h: float, k: float, seed: str, inner: RGB, outer: RGB) -> tuple[Image.Image, Image.Image]:
    size = (int(w * k), int(h * k))
    mask = Image.new("L", size, 0)
    Pen(mask, k).rect((0, 0, w, h), fill=255, radius=11)
    img = vertical(size, [(0, outer), (0.5, inner), (1, outer)])
    nebula(img, f"everzone/{seed}/neb", (70, 60, 150), 110)
    nebula(img, f"everzone/{seed}/neb2", (40, 110, 140), 140, 0.8)
    starfield(img, k, rng("everzone", seed), int(w * h / 50), (0, 0, w, h), (230, 236, 255), 5)
    return img, mask


def back_border(img: Image.Image, k: float, w: float, h: float, metal: RGB, line: RGB) -> None:
    pen = Pen(img, k)
    pen.rect((0.5, 0.5, w - 0.5, h - 0.5), outline=(6, 6, 14), width=2, radius=11)
    pen.rect((7, 7, w - 7, h - 7), outline=shade(metal, 0.4), width=2.4, radius=7)
    pen.rect((7, 7, w - 7, h - 7), outline=metal, width=1.2, radius=7)
    pen.rect((11, 11, w - 11, h - 11), outline=rgba(line, 110), width=0.8, radius=5)
    for x, y in ((7, 7), (w - 7, 7), (7, h - 7), (w - 7, h - 7)):
        pen.polygon(regular_polygon(x, y, 5.2, 4, -90), fill=shade(metal, 0.4))
        pen.polygon(regular_polygon(x, y, 4.0, 4, -90), fill=metal)
        pen.polygon([(x - 4, y), (x, y - 4), (x, y)], fill=shade(metal, 1.4))


def draw_card_back() -> Image.Image:
    """The army deck's back: a dark starfield, a galaxy whose three arms are the races' colours,
    and the galactic EZ mark."""
    k = 3
    W, H = 160, 224
    img, mask = back_base(W, H, k, "card_back", (20, 22, 54), (4, 4, 14))
    cx, cy = W / 2, H / 2 - 6
    galaxy(img, k, cx, cy, 70, "card_back", 0.55)
    ring = blank(img.size)
    rp = Pen(ring, k)
    rp.circle(cx, cy, 46, outline=(8, 8, 20, 255), width=4)
    rp.circle(cx, cy, 46, outline=rgba(GOLD, 255), width=2)
    rp.circle(cx, cy, 41, outline=rgba(GOLD, 120), width=0.8)
    for i, race in enumerate(RACES):
        a = math.radians(-90 + i * 120)
        x, y = cx + math.cos(a) * 46, cy + math.sin(a) * 46
        rp.circle(x, y, 9, fill=(8, 8, 20, 255), outline=rgba(GOLD, 255), width=1.2)
        race_glyph(rp, race, x, y, 7, RACE_COLOURS[race], STYLES[race].glow)
    img.alpha_composite(with_drop_shadow(ring, (1 * k, 1.5 * k), 2 * k, 0.6))
    h = 34
    logo(img, k, "EZ", cx - 1, cy - h / 2, h, [(236, 200, 110), (236, 200, 110)], LETTERS)
    back_border(img, k, W, H, GOLD, (180, 200, 255))
    tag = font("Bold", 13 * k)
    text_outlined(img, (cx * k, (H - 24) * k), "EVERZONE", tag, (236, 220, 170), (6, 6, 20), int(1.5 * k))
    return downsample(masked(img, mask), k)


def draw_location_back() -> Image.Image:
    """The battle deck's back (landscape): a planet's rim under the stars, the three places'
    emblems in medallions round a target."""
    k = 3
    W, H = 224, 160
    img, mask = back_base(W, H, k, "location_back", (30, 20, 44), (6, 4, 14))
    size = img.size
    layer_on(img, k, lambda p: planet(p, W / 2, H + 150, 190, (60, 90, 140), 0.2))
    img.alpha_composite(glow(size, (W / 2 * k, (H - 30) * k), 120 * k, (120, 170, 255), 0.4))
    cx, cy = W / 2, H / 2 - 6

    def marks(p: Pen) -> None:
        reticle(p, cx, cy, 22, rgba((236, 200, 110), 230), 1.6)
        for i, place in enumerate(PLACES):
            x = cx + (i - 1) * 62
            y = cy + (0 if i != 1 else -4)
            if i == 1:
                continue
            p.circle(x, y, 20, fill=(8, 8, 20, 255), outline=rgba(GOLD, 255), width=1.6)
            place_glyph(p, place, x, y, 13, PLACE_COLOURS[place], shade(PLACE_COLOURS[place], 0.35),
                        mix(PLACE_COLOURS[place], (255, 255, 255), 0.7))
        p.circle(cx, cy, 16, fill=(8, 8, 20, 255), outline=rgba(GOLD, 255), width=1.6)
        place_glyph(p, "sea", cx, cy, 11, PLACE_COLOURS["sea"], shade(PLACE_COLOURS["sea"], 0.35), mix(PLACE_COLOURS["sea"], (255, 255, 255), 0.7))
    layer = blank(size)
    marks(Pen(layer, k))
    img.alpha_composite(with_drop_shadow(layer, (1 * k, 1.5 * k), 2 * k, 0.6))
    back_border(img, k, W, H, GOLD, (180, 200, 255))
    tag = font("Bold", 12 * k)
    text_outlined(img, (cx * k, (H - 22) * k), "BATTLE", tag, (236, 220, 170), (6, 6, 20), int(1.5 * k))
    text_outlined(img, (cx * k, 24 * k), "EVERZONE", font("Bold", 10 * k), (200, 190, 160), (6, 6, 20), int(1.2 * k))
    return downsample(masked(img, mask), k)


TITLE_W, TITLE_H = 600, 360


def draw_title() -> Image.Image:
    """The 600 x 360 menu art: EVERZONE in big letters over a galaxy, the three races' emblems
    faint behind it, each glowing in its colour."""
    k = 2
    size = (TITLE_W * k, TITLE_H * k)
    img = vertical(size, [(0, (4, 4, 14)), (0.5, (16, 14, 40)), (1, (6, 4, 16))])
    nebula(img, "everzone/title/neb", (90, 60, 170), 100)
    nebula(img, "everzone/title/neb2", (40, 120, 150), 130, 0.9)
    starfield(img, k, rng("everzone", "title"), 420, (0, 0, TITLE_W, TITLE_H), (230, 236, 255), 9)
    galaxy(img, k, TITLE_W / 2, 170, 250, "title", 0.38, n=1500)
    for i, race in enumerate(RACES):  # the three emblems, faint and large
        x = TITLE_W / 2 + (i - 1) * 200
        y = 250 if i != 1 else 236
        st = STYLES[race]
        img.alpha_composite(glow(size, (x * k, y * k), 90 * k, st.colour, 0.45))
        layer = blank(size)
        race_glyph(Pen(layer, k), race, x, y, 62, rgba(st.colour, 255), rgba(st.glow, 255), rgba(shade(st.colour, 0.4), 255))
        layer.putalpha(layer.getchannel("A").point(lambda v: v * 110 // 255))
        img.alpha_composite(layer)
    vignette(img, (4, 2, 12), 1.0)
    colours = [(150, 196, 240), (150, 196, 240), (150, 196, 240), (150, 196, 240), (236, 190, 90), (236, 190, 90), (236, 190, 90),
               (236, 190, 90)]
    logo(img, k, "EVERZONE", TITLE_W / 2, 86, 74, colours, LETTERS)
    # (no tagline: the words on a lid would be in one language; the setup tells the game in the player's)
    names = font("Bold", 15 * k)
    for i, race in enumerate(RACES):
        x = TITLE_W / 2 + (i - 1) * 200
        text_outlined(img, (x * k, 322 * k), EVERZONE_RACES[race][1].upper(), names, mix(RACE_COLOURS[race], (255, 255, 255), 0.45),
                      (8, 6, 20), int(1.5 * k))
    return downsample(img, k)


# --------------------------------------------------------------------------- everything


def seven_bits(image: Image.Image) -> Image.Image:
    """The picture with the lowest bit of each colour channel cleared (as Auganism does): no one
    can see it, and the PNGs come out smaller (the alpha is kept whole)."""
    bands = image.split()
    trimmed = [band.point(lambda v: v & 0xFE) for band in bands[:3]]
    return Image.merge(image.mode, trimmed + list(bands[3:]))


def build(out: Path) -> list[Path]:
    """Draw all of EverZone's art into `out` (assets/everzone)."""
    from engine.games.everzone.content import content

    c = content()
    written = []

    def put(image: Image.Image, rel: str) -> None:
        path = out / rel
        save(seven_bits(image), path, optimize=True)
        written.append(path)

    for uid, unit in c.units.items():
        put(draw_unit(uid, english_name("everzone", f"unit.{uid}", unit.name), unit.race, unit.leader, unit.places), f"units/{uid}.png")
    for sid, s in c.supports.items():
        put(draw_support(sid, english_name("everzone", f"support.{sid}", s.name), s.race, s.effect.do, s.effect.stat), f"supports/{sid}.png")
    for lid, loc in c.locations.items():
        put(draw_location(lid, loc.place), f"locations/{lid}.png")
    for place in PLACES:
        put(place_emblem(place), f"places/{place}.png")
    for stat in ("attack", "defense", "range", "resources"):
        put(stat_icon(stat), f"stats/{stat}.png")
    for race in RACES:
        put(race_token(race), f"races/{race}.png")
    put(draw_card_back(), "card_back.png")
    put(draw_location_back(), "location_back.png")
    written += save_lid(draw_title(), out / "title.png")
    return written
