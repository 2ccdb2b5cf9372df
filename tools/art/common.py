"""Shared drawing helpers and the common table textures.

Conventions used throughout the art package:

* Every random choice comes from `rng(<stable string seed>)`, a private `random.Random`;
  string seeds are hashed with SHA-512 by `random`, so results never depend on PYTHONHASHSEED.
* Pictures are drawn at 2x (tiles) or 4x (small icons) on RGBA canvases and shrunk with
  `downsample` (LANCZOS on premultiplied alpha) for clean anti-aliasing.
* `Pen` wraps ImageDraw so shapes can be written in design units (the final pixel size):
  the pen multiplies every coordinate and width by its scale.
"""
from __future__ import annotations

import functools
import gettext
import math
import random
from collections.abc import Callable, Iterable, Sequence
from itertools import pairwise
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Point = tuple[float, float]
Box = tuple[float, float, float, float]

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def _english(game: str) -> gettext.NullTranslations:
    path = ROOT / "assets" / "locale" / "en" / "LC_MESSAGES" / f"{game}.mo"
    with path.open("rb") as f:
        return gettext.GNUTranslations(f)


def english_name(game: str, key: str, own: str | None = "") -> str:
    """A thing's English name, as the pictures are drawn from it (a creature's look follows the
    words of its name): the data's own name if it gives one, else the game's English catalog's
    ("monster.ember_pup" -> "Ember Pup"), where the names of the shipped content live."""
    return own or _english(game).gettext(key)
ASSETS = ROOT / "assets"
FONTS = ASSETS / "fonts"


# --------------------------------------------------------------------------- basics


def rng(*parts: object) -> random.Random:
    """A private random generator seeded from a stable string built from `parts`."""
    return random.Random(":".join(str(p) for p in parts))


def blank(size: tuple[int, int]) -> Image.Image:
    """A fully transparent RGBA canvas."""
    return Image.new("RGBA", size, (0, 0, 0, 0))


def save(image: Image.Image, path: Path, optimize: bool = False) -> None:
    """Write a PNG (creating folders); Pillow writes no timestamps, so output is stable.
    `optimize` makes the file smaller (slower, the same pixels)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, "PNG", optimize=optimize)


# A game's box lid as the menu shows it at the largest (scenes/menu.py: MAX_CARD_WIDTH wide,
# CARD_ASPECT high), written as title.png; and smaller, as title_<width>.png, for the windows
# whose cards are no wider (scenes/games.py: LID_WIDTHS, the default window's among them).
LID = (420, 252)
SMALLER_LIDS = ((240, 144),)


def save_lid(image: Image.Image, path: Path) -> list[Path]:
    """A game's title art, written as the menu draws it: at the largest size the menu shows a
    lid, and at each smaller one beside it, without the alpha channel an opaque picture does not
    need. The menu decodes every lid at every start: a 600 x 360 RGBA lid was two and a half
    times the 420 x 252 one's bytes, and seven times the 240 x 144 one the default window
    draws. Returns the paths written."""
    opaque = image.convert("RGB")
    written = []
    for size in (LID, *SMALLER_LIDS):
        out = path if size == LID else path.with_name(f"{path.stem}_{size[0]}{path.suffix}")
        save(opaque.resize(size, Image.Resampling.LANCZOS), out, optimize=True)
        written.append(out)
    return written


def save_each(folder: Path, pictures) -> list[Path]:
    """Draw and write a set of pictures: `pictures` gives (file stem, drawing function) pairs,
    each drawn only when its turn comes. Returns the paths written."""
    written = []
    for stem, draw in pictures:
        path = folder / f"{stem}.png"
        save(draw(), path)
        written.append(path)
    return written


def downsample(image: Image.Image, factor: int) -> Image.Image:
    """Shrink an RGBA picture by `factor` with LANCZOS, on premultiplied alpha."""
    w, h = image.size
    small = image.convert("RGBa").resize((w // factor, h // factor), Image.Resampling.LANCZOS)
    return small.convert("RGBA")


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Linear blend of two colours, t=0 gives a, t=1 gives b."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def shade(colour: Sequence[int], factor: float) -> RGB:
    """Darken (factor < 1) or lighten (factor > 1, towards white) a colour."""
    if factor <= 1:
        return tuple(int(round(c * factor)) for c in colour[:3])  # type: ignore[return-value]
    return mix(colour, (255, 255, 255), min(1.0, factor - 1))


def jitter(colour: Sequence[int], rnd: random.Random, amount: int) -> RGB:
    """A colour with every channel nudged by up to +-amount, the same nudge for all."""
    d = rnd.randint(-amount, amount)
    return tuple(max(0, min(255, c + d)) for c in colour[:3])  # type: ignore[return-value]


def rgba(colour: Sequence[int], alpha: int) -> RGBA:
    """An RGB colour with an alpha value."""
    return (colour[0], colour[1], colour[2], alpha)


def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """EB Garamond from assets/fonts: style is "Regular", "Bold" or "Italic".

    The basic layout engine is used on purpose: it gives the same pixels whether or not
    libraqm is installed.
    """
    path = FONTS / f"EBGaramond12-{style}.ttf"
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


# --------------------------------------------------------------------------- the pen


class Pen:
    """ImageDraw in design units: coordinates and widths are multiplied by `scale`."""

    def __init__(self, image: Image.Image, scale: float = 1.0) -> None:
        self.image = image
        self.k = scale
        self.draw = ImageDraw.Draw(image)

    def _pts(self, points: Iterable[Point]) -> list[Point]:
        return [(x * self.k, y * self.k) for x, y in points]

    def _box(self, box: Box) -> list[float]:
        x0, y0, x1, y1 = box
        return [min(x0, x1) * self.k, min(y0, y1) * self.k, max(x0, x1) * self.k, max(y0, y1) * self.k]

    def _w(self, width: float) -> int:
        return max(1, int(round(width * self.k))) if width else 0

    def polygon(self, points: Iterable[Point], fill=None, outline=None, width: float = 0) -> None:
        """A filled polygon, optionally outlined."""
        self.draw.polygon(self._pts(points), fill=fill, outline=outline, width=self._w(width) or 1)

    def line(self, points: Iterable[Point], fill, width: float = 1, round_caps: bool = True) -> None:
        """A polyline; with round caps its ends and joints are discs."""
        pts = self._pts(points)
        w = self._w(width)
        self.draw.line(pts, fill=fill, width=w, joint="curve")
        if round_caps and w > 2:
            for x, y in (pts[0], pts[-1]):
                r = w / 2
                self.draw.ellipse([x - r, y - r, x + r, y + r], fill=fill)

    def ellipse(self, box: Box, fill=None, outline=None, width: float = 0) -> None:
        """An ellipse inside `box`."""
        self.draw.ellipse(self._box(box), fill=fill, outline=outline, width=self._w(width) or 1)

    def circle(self, cx: float, cy: float, r: float, fill=None, outline=None, width: float = 0) -> None:
        """A circle by centre and radius."""
        self.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)

    def rect(self, box: Box, fill=None, outline=None, width: float = 0, radius: float = 0) -> None:
        """A rectangle, rounded when radius > 0."""
        if radius:
            self.draw.rounded_rectangle(
                self._box(box), radius=radius * self.k, fill=fill, outline=outline, width=self._w(width) or 1
            )
        else:
            self.draw.rectangle(self._box(box), fill=fill, outline=outline, width=self._w(width) or 1)

    def arc(self, box: Box, start: float, end: float, fill, width: float = 1) -> None:
        """An arc of the ellipse in `box`, angles in degrees clockwise from east."""
        self.draw.arc(self._box(box), start, end, fill=fill, width=self._w(width))

    def pieslice(self, box: Box, start: float, end: float, fill=None, outline=None) -> None:
        """A pie slice of the ellipse in `box`."""
        self.draw.pieslice(self._box(box), start, end, fill=fill, outline=outline)

    def chord(self, box: Box, start: float, end: float, fill=None, outline=None) -> None:
        """A chord (segment) of the ellipse in `box`."""
        self.draw.chord(self._box(box), start, end, fill=fill, outline=outline)


# --------------------------------------------------------------------------- geometry


def regular_polygon(cx: float, cy: float, r: float, n: int, rotation: float = -90) -> list[Point]:
    """Corners of a regular n-gon; the first corner points at `rotation` degrees."""
    return [
        (cx + r * math.cos(math.radians(rotation + 360 * i / n)), cy + r * math.sin(math.radians(rotation + 360 * i / n)))
        for i in range(n)
    ]


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int = 5, rotation: float = -90) -> list[Point]:
    """Corners of an n-pointed star."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rotation + 180 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def blob(cx: float, cy: float, rx: float, ry: float, rnd: random.Random, wobble: float = 0.12, n: int = 14,
         squareness: float = 0.0) -> list[Point]:
    """An irregular closed outline around (cx, cy): a wobbly ellipse or, with squareness
    up to 1, a wobbly rounded rectangle (a superellipse)."""
    exponent = 2 / (2 + 4 * squareness)
    phase = rnd.uniform(0, 2 * math.pi)
    pts = []
    for i in range(n):
        a = phase + 2 * math.pi * i / n
        c, s = math.cos(a), math.sin(a)
        f = 1 - rnd.uniform(0, wobble)
        x = math.copysign(abs(c) ** exponent, c)
        y = math.copysign(abs(s) ** exponent, s)
        pts.append((cx + rx * f * x, cy + ry * f * y))
    return pts


def bezier(p0: Point, p1: Point, p2: Point, steps: int = 16) -> list[Point]:
    """Points along a quadratic Bezier curve."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))
    return out


# --------------------------------------------------------------------------- noise & colour


def value_noise(size: tuple[int, int], cells: tuple[int, int], seed: str) -> Image.Image:
    """Smooth greyscale noise that tiles seamlessly: a wrapped grid of random values blown
    up with bicubic interpolation (`cells` values across and down)."""
    cx, cy = cells
    rnd = rng("noise", seed)
    grid = Image.new("L", (cx, cy))
    grid.putdata([rnd.randrange(256) for _ in range(cx * cy)])
    pad = 2
    wrapped = Image.new("L", (cx + 2 * pad, cy + 2 * pad))
    for i in (-1, 0, 1):
        for j in (-1, 0, 1):
            wrapped.paste(grid, (pad + i * cx, pad + j * cy))
    return wrapped.resize(size, Image.Resampling.BICUBIC, box=(pad, pad, pad + cx, pad + cy))


def fractal_noise(size: tuple[int, int], base_cells: int, octaves: int, seed: str,
                  persistence: float = 0.5, stretch: tuple[float, float] = (1, 1)) -> Image.Image:
    """Several octaves of `value_noise` added up and stretched to the full 0-255 range.

    `stretch` scales the cell counts per axis (e.g. (0.25, 4) gives long horizontal streaks).
    """
    acc = None
    total = 0.0
    weight = 1.0
    for octave in range(octaves):
        n = base_cells * 2 ** octave
        cells = (max(2, int(n * stretch[0])), max(2, int(n * stretch[1])))
        layer = value_noise(size, cells, f"{seed}/{octave}")
        if acc is None:
            acc = layer
        else:
            acc = Image.blend(acc, layer, weight / (total + weight))
        total += weight
        weight *= persistence
    assert acc is not None
    return stretch_levels(acc)


def stretch_levels(gray: Image.Image, cutoff: float = 0.01) -> Image.Image:
    """Stretch a greyscale picture so that its values span 0-255 (clipping `cutoff` each end)."""
    hist = gray.histogram()
    n = sum(hist)
    lo_count = hi_count = 0
    lo, hi = 0, 255
    for v in range(256):
        lo_count += hist[v]
        if lo_count > n * cutoff:
            lo = v
            break
    for v in range(255, -1, -1):
        hi_count += hist[v]
        if hi_count > n * cutoff:
            hi = v
            break
    span = max(1, hi - lo)
    return gray.point(lambda v: max(0, min(255, (v - lo) * 255 // span)))


def gradient_map(gray: Image.Image, stops: Sequence[tuple[float, Sequence[int]]]) -> Image.Image:
    """Colour a greyscale picture: `stops` are (position 0..1, colour) pairs in order."""
    luts: list[list[int]] = [[], [], []]
    for v in range(256):
        t = v / 255
        for (p0, c0), (p1, c1) in pairwise(stops):
            if t <= p1 or (p1, c1) == stops[-1]:
                u = 0.0 if p1 == p0 else max(0.0, min(1.0, (t - p0) / (p1 - p0)))
                colour = mix(c0, c1, u)
                break
        for ch in range(3):
            luts[ch].append(colour[ch])
    return Image.merge("RGB", [gray.point(lut) for lut in luts])


def modulate(image: Image.Image, gray: Image.Image, amount: float) -> Image.Image:
    """Brighten and darken `image` by a greyscale texture: 128 is neutral, `amount` is the
    strength (0.2 means +-20 %). Alpha is kept."""
    lut = [int(round(128 + (v - 128) * amount)) for v in range(256)]
    g = gray.point(lut)
    rgb = image.convert("RGB")
    # overlay-like: multiply by 2*g/255 in two steps to avoid clipping at 128
    dark = ImageChops.multiply(rgb, Image.merge("RGB", [g.point(lambda v: min(255, 2 * v))] * 3))
    light = ImageChops.screen(rgb, Image.merge("RGB", [g.point(lambda v: max(0, 2 * v - 255))] * 3))
    out = _overlay_pick(dark, light, g)
    if image.mode == "RGBA":
        out = out.convert("RGBA")
        out.putalpha(image.getchannel("A"))
    return out


def _overlay_pick(dark: Image.Image, light: Image.Image, g: Image.Image) -> Image.Image:
    """Where the texture is below 128 take the darkened picture, above it the lightened one."""
    mask = g.point(lambda v: 255 if v >= 128 else 0)
    return Image.composite(light, dark, mask)


def radial_mask(diameter: int, falloff: Callable[[float], float]) -> Image.Image:
    """A square greyscale mask: falloff(d) with d = 0 at the centre and 1 at the rim (0 outside)."""
    base = Image.radial_gradient("L")  # 256x256, value = distance from centre (255 at radius 128)
    lut = [int(round(255 * max(0.0, min(1.0, falloff(v / 255))))) if v < 255 else 0 for v in range(256)]
    return base.point(lut).resize((diameter, diameter), Image.Resampling.BILINEAR)


def glow_layer(size: tuple[int, int], centre: Point, radius: float, colour: Sequence[int],
               strength: float = 1.0, power: float = 2.0) -> Image.Image:
    """A transparent layer with a soft round glow of `colour` (alpha falls off with `power`)."""
    layer = blank(size)
    d = max(2, int(radius * 2))
    mask = radial_mask(d, lambda t: strength * (1 - t) ** power)
    tint = Image.new("RGBA", (d, d), rgba(colour, 0))
    tint.putalpha(mask)
    layer.alpha_composite(tint, (int(centre[0] - d / 2), int(centre[1] - d / 2)))
    return layer


def add_light(image: Image.Image, centre: Point, radius: float, colour: Sequence[int],
              strength: float = 1.0, power: float = 2.0) -> None:
    """Brighten `image` in place around `centre` with coloured light (screen blending)."""
    d = max(2, int(radius * 2))
    x0, y0 = int(centre[0] - d / 2), int(centre[1] - d / 2)
    box = (x0, y0, x0 + d, y0 + d)
    region = image.crop(box)
    mask = radial_mask(d, lambda t: strength * (1 - t) ** power)
    light = ImageChops.multiply(Image.new("RGB", (d, d), tuple(colour[:3])), Image.merge("RGB", [mask] * 3))
    lit = ImageChops.screen(region.convert("RGB"), light).convert("RGBA")
    lit.putalpha(region.getchannel("A"))
    image.paste(lit, box)


def shadow_of(layer: Image.Image, offset: Point, blur: float, opacity: float,
              colour: Sequence[int] = (0, 0, 0)) -> Image.Image:
    """A soft shadow layer cast by the opaque parts of `layer`, moved by `offset`."""
    alpha = layer.getchannel("A")
    moved = Image.new("L", layer.size, 0)
    moved.paste(alpha, (int(round(offset[0])), int(round(offset[1]))))
    if blur:
        moved = moved.filter(ImageFilter.GaussianBlur(blur))
    moved = moved.point(lambda v: int(v * opacity))
    out = Image.new("RGBA", layer.size, rgba(colour, 0))
    out.putalpha(moved)
    return out


def outlined(layer: Image.Image, width: int, colour: Sequence[int] = (20, 16, 14)) -> Image.Image:
    """`layer` over a solid outline `width` pixels wide grown from its alpha."""
    grown = layer.getchannel("A").filter(ImageFilter.MaxFilter(width * 2 + 1))
    out = Image.new("RGBA", layer.size, rgba(colour, 0))
    out.putalpha(grown)
    out.alpha_composite(layer)
    return out


def with_drop_shadow(layer: Image.Image, offset: Point, blur: float, opacity: float) -> Image.Image:
    """`layer` composited over its own soft drop shadow."""
    out = shadow_of(layer, offset, blur, opacity)
    out.alpha_composite(layer)
    return out


def masked(image: Image.Image, mask: Image.Image) -> Image.Image:
    """A copy of `image` whose alpha is multiplied by `mask`."""
    out = image.convert("RGBA")
    out.putalpha(ImageChops.multiply(out.getchannel("A"), mask))
    return out


def linear_shade(size: tuple[int, int], angle: float, light: float, dark: float) -> Image.Image:
    """A greyscale ramp across `size`, lightest towards `angle` degrees (0 = east, -90 = north).
    `light` and `dark` are the grey values at the two ends."""
    w, h = size
    grad = Image.linear_gradient("L").rotate(-(angle + 90), resample=Image.Resampling.BILINEAR, expand=False)
    # the rotated 256x256 gradient has empty corners; crop its middle for a clean ramp
    grad = grad.crop((48, 48, 208, 208)).resize((w, h), Image.Resampling.BILINEAR)
    return grad.point(lambda v: int(light + (dark - light) * v / 255))


# --------------------------------------------------------------------------- materials


def stone_polygon(box: Box, rnd: random.Random, inset: float) -> list[Point]:
    """A cobblestone outline filling `box` minus `inset`: a slightly wobbly rounded block."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    rx, ry = max(1.0, (x1 - x0) / 2 - inset), max(1.0, (y1 - y0) / 2 - inset)
    return blob(cx, cy, rx, ry, rnd, wobble=0.13, n=16, squareness=rnd.uniform(0.3, 0.65))


def draw_cobbles(draw: ImageDraw.ImageDraw, box: Box, rnd: random.Random, palette: Sequence[RGB],
                 row_height: float, mortar: RGB, gap: float = 2.0, bevel: float = 2.0) -> None:
    """Fill `box` (pixel units) with individually drawn cobblestones in staggered rows.

    Rows split the box height evenly; each row is split into stones whose widths add up to
    the box width, so no stone is cut at the edge. Each stone gets a dark lower-right edge,
    a moonlit upper-left rim and a soft highlight on its crown.
    """
    x0, y0, x1, y1 = box
    draw.rectangle([x0, y0, x1, y1], fill=mortar)
    rows = max(1, round((y1 - y0) / row_height))
    rh = (y1 - y0) / rows
    for r in range(rows):
        top = y0 + r * rh
        x = x0
        for w in _split_row(x1 - x0, rh, rnd):
            cell = (x, top, x + w, top + rh)
            base = jitter(rnd.choice(palette), rnd, 9)
            outline = stone_polygon(cell, rnd, gap)
            cx, cy = (cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2
            draw.polygon([(px + bevel * 0.6, py + bevel * 0.8) for px, py in outline], fill=shade(base, 0.5))
            draw.polygon([(px - bevel * 0.4, py - bevel * 0.5) for px, py in outline], fill=shade(base, 1.2))
            draw.polygon(outline, fill=base)
            crown = [(cx - w * 0.1 + (px - cx) * 0.55, cy - rh * 0.12 + (py - cy) * 0.5) for px, py in outline]
            draw.polygon(crown, fill=shade(base, 1.07))
            x += w


def _split_row(width: float, height: float, rnd: random.Random) -> list[float]:
    """Random stone widths (about 0.9-1.6 row heights) that add up exactly to `width`."""
    n = max(1, round(width / (height * rnd.uniform(1.1, 1.4))))
    raw = [rnd.uniform(0.75, 1.25) for _ in range(n)]
    total = sum(raw)
    return [width * v / total for v in raw]


def wood_texture(size: tuple[int, int], seed: str, dark: RGB, light: RGB, planks: int = 4) -> Image.Image:
    """Seamlessly tileable wooden planks running left-right (RGB): long wavy grain lines
    (isolines of stretched noise), each plank cut from a different part of the log."""
    w, h = size
    rnd = rng("wood", seed)
    flow = fractal_noise(size, 2, 4, f"{seed}/flow", persistence=0.5, stretch=(0.5, 6))
    lines = flow.point(lambda v: int(127.5 + 127.5 * math.sin(v / 4.5)))
    fibres = fractal_noise(size, 8, 3, f"{seed}/fibres", persistence=0.6, stretch=(0.25, 16))
    tone = Image.blend(Image.blend(lines, flow, 0.45), fibres, 0.3)
    wood = gradient_map(tone, [(0, shade(dark, 0.75)), (0.45, dark), (0.8, light), (1, shade(light, 1.06))])
    img = Image.new("RGB", size)
    ph = h / planks
    for i in range(planks):
        top, bottom = int(round(i * ph)), int(round((i + 1) * ph))
        shifted = ImageChops.offset(wood, rnd.randrange(w), rnd.randrange(h))
        img.paste(shifted.crop((0, top, w, bottom)), (0, top))
    draw = ImageDraw.Draw(img, "RGBA")
    for i in range(planks):
        y = i * ph
        band = rnd.uniform(-0.12, 0.12)
        tint = (0, 0, 0, int(70 * band)) if band > 0 else (255, 230, 200, int(-30 * band))
        draw.rectangle([0, y, w, y + ph], fill=tint)
        draw.rectangle([0, y, w, y + 2], fill=(0, 0, 0, 160))
        draw.rectangle([0, y + 2, w, y + 3], fill=rgba(light, 40))
        jx = rnd.uniform(0.1, 0.9) * w  # one butt joint per plank
        draw.rectangle([jx, y, jx + 2, y + ph], fill=(0, 0, 0, 140))
        for k in range(2):
            nx, ny = (jx + (-6 if k == 0 else 8)), y + ph * (0.25 if k == 0 else 0.75)
            draw.ellipse([nx - 2, ny - 2, nx + 2, ny + 2], fill=(20, 12, 8, 200))
    _knots(draw, size, rnd, dark, planks)
    return img


def _knots(draw: ImageDraw.ImageDraw, size: tuple[int, int], rnd: random.Random, dark: RGB, planks: int) -> None:
    """A few dark knots with rings, drawn wrapped so the texture still tiles."""
    w, h = size
    for _ in range(planks):
        cx, cy = rnd.uniform(0, w), rnd.uniform(0, h)
        rx, ry = rnd.uniform(8, 16), rnd.uniform(3, 6)
        for ox in (-w, 0, w):
            for oy in (-h, 0, h):
                for ring in range(4, 0, -1):
                    f = ring / 4
                    draw.ellipse(
                        [cx + ox - rx * f * 1.8, cy + oy - ry * f, cx + ox + rx * f * 1.8, cy + oy + ry * f],
                        outline=rgba(shade(dark, 0.6), 70),
                        width=1,
                    )
                draw.ellipse([cx + ox - rx * 0.5, cy + oy - ry * 0.5, cx + ox + rx * 0.5, cy + oy + ry * 0.5],
                             fill=rgba(shade(dark, 0.45), 200))


def parchment_texture(size: tuple[int, int], seed: str, base: RGB = (232, 220, 190)) -> Image.Image:
    """Seamlessly tileable parchment: mottled tone, fibres and faint stains (RGB)."""
    w, h = size
    rnd = rng("parchment", seed)
    tone = fractal_noise(size, 4, 6, f"{seed}/tone", persistence=0.6)
    img = gradient_map(tone, [(0, shade(base, 0.86)), (0.5, shade(base, 0.95)), (1, shade(base, 1.04))])
    draw = ImageDraw.Draw(img, "RGBA")
    for _ in range(int(w * h / 700)):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        a = rnd.uniform(0, math.pi)
        length = rnd.uniform(3, 12)
        dx, dy = math.cos(a) * length, math.sin(a) * length
        colour = (90, 70, 40, rnd.randint(12, 30)) if rnd.random() < 0.7 else (255, 250, 235, rnd.randint(20, 40))
        for ox in (-w, 0, w):
            for oy in (-h, 0, h):
                draw.line([(x + ox, y + oy), (x + ox + dx, y + oy + dy)], fill=colour, width=1)
    stains = fractal_noise(size, 3, 4, f"{seed}/stains").point(lambda v: max(0, v - 200) * 2)
    stain_colour = Image.new("RGB", size, shade(base, 0.8))
    return Image.composite(stain_colour, img, stains.point(lambda v: v // 3))


def felt_texture(size: tuple[int, int], seed: str, base: RGB = (22, 62, 40)) -> Image.Image:
    """Seamlessly tileable green card-table felt: fine fuzz over soft cloudy variation (RGB)."""
    cloud = fractal_noise(size, 2, 4, f"{seed}/cloud", persistence=0.5)
    img = gradient_map(cloud, [(0, shade(base, 0.82)), (1, shade(base, 1.06))])
    fuzz = value_noise(size, (size[0] // 2, size[1] // 2), f"{seed}/fuzz")
    fibres = fractal_noise(size, 32, 2, f"{seed}/fibres", stretch=(1, 3))
    img = modulate(img, fuzz, 0.25)
    return modulate(img, fibres, 0.15)


# --------------------------------------------------------------------------- text


def text_outlined(image: Image.Image, xy: Point, text: str, fnt: ImageFont.FreeTypeFont, fill: Sequence[int],
                  outline: Sequence[int], width: int, anchor: str = "mm") -> None:
    """Draw text with a solid outline (Pillow's stroke) at `xy`, anchored by `anchor`."""
    draw = ImageDraw.Draw(image)
    draw.text(xy, text, font=fnt, fill=tuple(fill), stroke_width=width, stroke_fill=tuple(outline), anchor=anchor)


def text_glow(image: Image.Image, xy: Point, text: str, fnt: ImageFont.FreeTypeFont, colour: Sequence[int],
              radius: float, strength: float = 1.0, anchor: str = "mm", spread: int = 0) -> None:
    """A soft coloured glow behind where `text` will go (composited onto `image`)."""
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).text(xy, text, font=fnt, fill=255, anchor=anchor, stroke_width=spread, stroke_fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(radius)).point(lambda v: min(255, int(v * strength)))
    glow = Image.new("RGBA", image.size, rgba(colour, 0))
    glow.putalpha(mask)
    image.alpha_composite(glow)


# --------------------------------------------------------------------------- counters


def round_counter(rim: RGB, face: RGB, emblem: Callable[[Pen], None], size: int = 128, scale: int = 4,
                  seed: str = "counter", badge: Callable[[Pen], None] | None = None) -> Image.Image:
    """A round cardboard counter (RGBA, `size` square): thick bevelled rim in `rim`,
    a printed face in `face`, `emblem(pen)` drawn on the face in design units (0..size)
    and clipped to it, `badge(pen)` drawn last over face and rim, a drop shadow inside
    the box. The counter's centre is at size / 2 - 1.5, its face radius 0.345 * size."""
    big = size * scale
    c = size / 2 - 1.5
    r_out, r_in = size * 0.44, size * 0.345
    body = blank((big, big))
    pen = Pen(body, scale)
    pen.circle(c, c, r_out, fill=shade(rim, 0.45))
    pen.circle(c, c, r_out - 1.0, fill=rim)
    bevel_ring(body, (c * scale, c * scale), r_out * scale, r_in * scale)
    pen.circle(c, c, r_in + 1.2, fill=shade(rim, 0.4))
    face_layer = blank((big, big))
    fpen = Pen(face_layer, scale)
    fpen.circle(c, c, r_in, fill=face)
    grain = fractal_noise((big, big), 6, 4, f"{seed}/face")
    face_layer = modulate(face_layer, grain, 0.10)
    fpen = Pen(face_layer, scale)
    emblem(fpen)
    face_mask = Image.new("L", (big, big), 0)
    Pen(face_mask, scale).circle(c, c, r_in, fill=255)
    face_layer = masked(face_layer, face_mask)
    # the face sits a little below the rim: an inner shadow along its upper-left edge
    ring = ImageChops.subtract(face_mask, _shifted(face_mask, 1.6 * scale, 2.0 * scale))
    ring = ring.filter(ImageFilter.GaussianBlur(1.2 * scale)).point(lambda v: v * 110 // 255)
    shadow = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    shadow.putalpha(ImageChops.multiply(ring, face_mask))
    body.alpha_composite(face_layer)
    body.alpha_composite(shadow)
    _rim_gloss(body, (c * scale, c * scale), r_out * scale)
    if badge:
        badge(Pen(body, scale))
    out = with_drop_shadow(body, (1.5 * scale, 2.5 * scale), 2.2 * scale, 0.55)
    return downsample(out, scale)


def _shifted(mask: Image.Image, dx: float, dy: float) -> Image.Image:
    """A greyscale mask moved by (dx, dy), uncovered parts black."""
    out = Image.new("L", mask.size, 0)
    out.paste(mask, (int(dx), int(dy)))
    return out


def bevel_ring(body: Image.Image, centre: Point, r_out: float, r_in: float) -> None:
    """Light the rim's upper-left and darken its lower-right, like a pressed cardboard edge."""
    size = body.size
    ring = Image.new("L", size, 0)
    d = ImageDraw.Draw(ring)
    cx, cy = centre
    d.ellipse([cx - r_out, cy - r_out, cx + r_out, cy + r_out], fill=255)
    d.ellipse([cx - r_in, cy - r_in, cx + r_in, cy + r_in], fill=0)
    ramp = linear_shade(size, -135, 0, 255)  # 0 at upper-left, 255 at lower-right
    light = Image.new("RGBA", size, (255, 250, 235, 0))
    light.putalpha(ImageChops.multiply(ring, ramp.point(lambda v: max(0, 110 - v))))
    dark = Image.new("RGBA", size, (0, 0, 0, 0))
    dark.putalpha(ImageChops.multiply(ring, ramp.point(lambda v: max(0, v - 120))))
    body.alpha_composite(light)
    body.alpha_composite(dark)


def _rim_gloss(body: Image.Image, centre: Point, r_out: float) -> None:
    """A thin bright arc on the outer rim's upper-left, where the light catches the edge."""
    layer = blank(body.size)
    d = ImageDraw.Draw(layer)
    cx, cy = centre
    r = r_out - r_out * 0.03
    w = max(1, int(r_out * 0.025))
    d.arc([cx - r, cy - r, cx + r, cy + r], 190, 260, fill=(255, 255, 245, 150), width=w)
    layer = layer.filter(ImageFilter.GaussianBlur(w * 0.6))
    body.alpha_composite(layer)


# --------------------------------------------------------------------------- small emblems


def draw_skull(pen: Pen, cx: float, cy: float, r: float, fill: Sequence[int], hollow: Sequence[int]) -> None:
    """A front-facing skull centred on (cx, cy), about 2r tall: cranium, cheekbones, jaw,
    eye sockets, nose hole and teeth."""
    pen.circle(cx, cy - 0.22 * r, 0.78 * r, fill=fill)
    pen.rect((cx - 0.5 * r, cy + 0.1 * r, cx + 0.5 * r, cy + 0.82 * r), fill=fill, radius=0.22 * r)
    pen.rect((cx - 0.7 * r, cy - 0.1 * r, cx + 0.7 * r, cy + 0.35 * r), fill=fill, radius=0.3 * r)
    for side in (-1, 1):
        ex = cx + side * 0.32 * r
        pen.ellipse((ex - 0.22 * r, cy - 0.25 * r, ex + 0.22 * r, cy + 0.18 * r), fill=hollow)
    pen.polygon([(cx, cy + 0.2 * r), (cx - 0.1 * r, cy + 0.42 * r), (cx + 0.1 * r, cy + 0.42 * r)], fill=hollow)
    for i in range(-2, 3):
        tx = cx + i * 0.16 * r
        pen.line([(tx, cy + 0.55 * r), (tx, cy + 0.8 * r)], fill=hollow, width=0.05 * r, round_caps=False)


ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)  # the hicolor theme's application sizes


def draw_icon(size: int = 256) -> Image.Image:
    """The application icon, `size` px square: an ivory die with a red skull pip on a round
    plate. Drawn in a 256-unit design and rendered at each size rather than scaled from one
    picture, so the small ones stay as sharp as the big one."""
    k = 4
    u = k * size / 256  # pixels of the drawing canvas per design unit
    big = blank((size * k, size * k))
    pen = Pen(big, u)
    pen.circle(128, 128, 122, fill=(24, 18, 14))
    pen.circle(128, 128, 118, fill=(150, 112, 50))
    pen.circle(128, 128, 108, fill=(70, 50, 26))
    plate = blank(big.size)
    Pen(plate, u).circle(128, 128, 105, fill=(30, 64, 42))
    plate = modulate(plate, fractal_noise(big.size, 6, 4, "icon/felt"), 0.18)
    big.alpha_composite(plate)
    bevel_ring(big, (128 * u, 128 * u), 122 * u, 106 * u)
    die = blank(big.size)
    dpen = Pen(die, u)
    x0, y0, s = 62, 56, 128
    dpen.rect((x0 + 10, y0 + 12, x0 + s + 10, y0 + s + 12), fill=(150, 136, 112), radius=24)  # side
    dpen.rect((x0, y0, x0 + s, y0 + s), fill=(242, 234, 214), radius=24)
    dpen.rect((x0 + 4, y0 + 4, x0 + s - 2, y0 + s - 2), outline=(255, 252, 240), width=2, radius=21)
    for px, py in ((0.24, 0.24), (0.76, 0.24), (0.24, 0.76), (0.76, 0.76)):
        dpen.circle(x0 + s * px, y0 + s * py, 10, fill=(40, 30, 24))
    draw_skull(dpen, x0 + s / 2, y0 + s / 2 + 1, 22, fill=(200, 45, 40), hollow=(242, 234, 214))
    big.alpha_composite(with_drop_shadow(die, (round(4 * u), round(6 * u)), 6 * u, 0.6))
    return downsample(big, k)


# --------------------------------------------------------------------------- common assets


def build(out: Path) -> list[Path]:
    """Draw the shared table textures and the app icon at every hicolor size into `out`
    (assets/common): the window, the PyInstaller app and the desktop entry all use these."""
    written = []
    items = {
        "table.png": lambda: wood_texture((512, 512), "table", (38, 24, 16), (92, 60, 38), planks=4),
        "felt.png": lambda: felt_texture((512, 512), "felt"),
        "parchment.png": lambda: parchment_texture((512, 512), "parchment"),
        **{f"icons/{n}.png": (lambda n=n: draw_icon(n)) for n in ICON_SIZES},
    }
    for name, make in items.items():
        path = out / name
        save(make(), path)
        written.append(path)
    return written
