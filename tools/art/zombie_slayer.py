"""Zombie Slayer's art: town tiles, counters, board overlays, skill icons, treasure cards
and the box-cover title.

Tiles are drawn in their native orientation (green border east) at 2x and shrunk to
440 x 440: a 28 px frame ring around 6 x 6 squares of 64 px, the squares starting at
(28, 28). Moonlight comes from the upper left (north-west), so shadows fall to the lower
right; lamps and candles add warm light after the night colour grade.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from scenes.palette import PIPS, TOKENS

from .common import (
    Pen,
    add_light,
    bevel_ring,
    bezier,
    blank,
    blob,
    downsample,
    draw_cobbles,
    draw_skull,
    font,
    fractal_noise,
    glow_layer,
    gradient_map,
    jitter,
    masked,
    mix,
    modulate,
    outlined,
    parchment_texture,
    regular_polygon,
    rgba,
    rng,
    round_counter,
    save,
    save_each,
    save_lid,
    shade,
    shadow_of,
    star_points,
    text_glow,
    text_outlined,
    with_drop_shadow,
)

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

# --------------------------------------------------------------------------- geometry

CARD = 440  # tile card size in px
FRAME = 28  # frame ring width; the squares start at (FRAME, FRAME)
SQ = 64  # square size
N = 6  # squares per side
K = 2  # supersampling factor for tiles
CORNER = 10  # card corner radius

GRASSY = ",Tg"

# --------------------------------------------------------------------------- colours

STREET = [(118, 120, 126), (104, 108, 118), (124, 116, 106), (110, 104, 98), (96, 102, 112), (130, 126, 120)]
TEMPLE_STREET = [(104, 100, 112), (94, 92, 104), (112, 106, 110), (100, 96, 100), (88, 88, 100)]
MORTAR = (46, 46, 50)
GRASS = [(22, 46, 26), (36, 70, 38), (58, 96, 52)]
WALL_STONE = [(150, 146, 136), (138, 136, 130), (160, 152, 140), (128, 126, 122)]
ROOFS = {"clay": (158, 82, 58), "slate": (86, 96, 114), "shingle": (112, 88, 70)}
LAMP = (255, 178, 92)
CANDLE = (255, 196, 120)
NIGHT = (168, 182, 214)  # the colour grade multiplied over each tile
BORDER_GREEN = (30, 74, 42)


# --------------------------------------------------------------------------- tile data


@dataclass
class Tile:
    """One tile of the town, parsed from tiles.toml (see docs/zombie_slayer-data.md)."""

    id: str
    name: str
    kind: str
    squares: list[str]  # squares[y][x]
    west: list[list[bool]] = field(default_factory=list)  # west[y][x], x in 0..6: wall left of (x, y)
    north: list[list[bool]] = field(default_factory=list)  # north[y][x], y in 0..6: wall above (x, y)

    @property
    def bordered(self) -> bool:
        """Town and temple tiles have the green border on their east side."""
        return self.kind in ("town", "temple")

    def at(self, x: int, y: int) -> str:
        """The square character at (x, y), or "" outside the tile."""
        return self.squares[y][x] if 0 <= x < N and 0 <= y < N else ""

    def wall_between(self, x: int, y: int, nx: int, ny: int) -> bool:
        """Is there a wall between square (x, y) and its 4-neighbour (nx, ny)?"""
        if nx != x:
            return self.west[y][max(x, nx)]
        return self.north[max(y, ny)][x]


def load_tiles(path: Path) -> list[Tile]:
    """Read every [[tile]] of a tiles.toml file."""
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    return [parse_tile(entry) for entry in data.get("tile", [])]


def parse_tile(entry: dict) -> Tile:
    """Turn one [[tile]] table into a Tile: the 13 x 13 lattice gives squares and walls."""
    lines = entry["map"].split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if lines and not lines[0].strip() and len(lines) > 13:
        lines.pop(0)
    lines = [line.ljust(13) for line in lines[:13]]
    squares = ["".join(lines[2 * y + 1][2 * x + 1] for x in range(N)) for y in range(N)]
    west = [[lines[2 * y + 1][2 * x] == "|" for x in range(N + 1)] for y in range(N)]
    north = [[lines[2 * y][2 * x + 1] == "-" for x in range(N)] for y in range(N + 1)]
    tile = Tile(entry["id"], entry.get("name", entry["id"]), entry.get("kind", "town"), squares, west, north)
    if tile.bordered:
        for y in range(N):
            tile.west[y][N] = True  # the east side is the border: always a wall
    return tile


def components(tile: Tile, chars: str) -> list[list[tuple[int, int]]]:
    """Groups of 4-adjacent squares whose character is in `chars`, in reading order."""
    seen: set[tuple[int, int]] = set()
    groups = []
    for y in range(N):
        for x in range(N):
            if (x, y) in seen or tile.at(x, y) not in chars or not tile.at(x, y):
                continue
            group, stack = [], [(x, y)]
            seen.add((x, y))
            while stack:
                cx, cy = stack.pop()
                group.append((cx, cy))
                for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if (nx, ny) not in seen and tile.at(nx, ny) and tile.at(nx, ny) in chars:
                        seen.add((nx, ny))
                        stack.append((nx, ny))
            groups.append(sorted(group, key=lambda p: (p[1], p[0])))
    return groups


def rectangles(cells: list[tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """Split a group of squares into rectangles (x, y, w, h), greedily: widest run first,
    then as far down as the run stays inside the group."""
    todo = set(cells)
    rects = []
    for x, y in sorted(cells, key=lambda p: (p[1], p[0])):
        if (x, y) not in todo:
            continue
        w = 1
        while (x + w, y) in todo:
            w += 1
        h = 1
        while all((x + i, y + h) in todo for i in range(w)):
            h += 1
        for j in range(h):
            for i in range(w):
                todo.discard((x + i, y + j))
        rects.append((x, y, w, h))
    return rects


def square_box(x: float, y: float, w: float = 1, h: float = 1) -> tuple[float, float, float, float]:
    """Design-unit box of squares (x, y) .. (x + w, y + h)."""
    return (FRAME + x * SQ, FRAME + y * SQ, FRAME + (x + w) * SQ, FRAME + (y + h) * SQ)


# --------------------------------------------------------------------------- the tile canvas


class TileCanvas:
    """The layers of one tile being drawn at K x: ground, shadows, objects and lights."""

    def __init__(self, tile: Tile) -> None:
        self.tile = tile
        self.size = (CARD * K, CARD * K)
        self.ground = Image.new("RGBA", self.size, MORTAR + (255,))
        self.objects = blank(self.size)
        self.pen = Pen(self.objects, K)
        # shadow silhouettes by height: (offset, blur, opacity) in design units
        self.shadow_kinds = {"tall": (7, 5, 0.62), "mid": (6, 4, 0.55), "low": (3, 2, 0.5)}
        self.shadows = {k: Image.new("L", self.size, 0) for k in self.shadow_kinds}
        self.lights: list[tuple[tuple[float, float], float, tuple[int, int, int], float]] = []

    def rnd(self, *parts: object) -> random.Random:
        """A generator private to this tile and purpose."""
        return rng("zombie_slayer", self.tile.id, *parts)

    def shadow_pen(self, kind: str) -> Pen:
        """A pen that draws silhouettes into one of the shadow masks."""
        return Pen(self.shadows[kind], K)

    def light(self, centre: tuple[float, float], radius: float, colour=LAMP, strength: float = 0.6) -> None:
        """Remember a warm light to add after the night grade (design units)."""
        self.lights.append((centre, radius, colour, strength))

    def cast_shadows(self) -> None:
        """Darken the ground under every silhouette, moved to the lower right and blurred."""
        for kind, (offset, blur, opacity) in self.shadow_kinds.items():
            mask = self.shadows[kind]
            if not mask.getbbox():
                continue
            layer = Image.new("RGBA", self.size, (8, 10, 20, 255))
            layer.putalpha(mask)
            self.ground.alpha_composite(shadow_of(layer, (offset * K, offset * K * 1.15), blur * K, opacity, (8, 10, 20)))


# --------------------------------------------------------------------------- ground


def grass_texture(canvas: TileCanvas, seed: str, darkness: float = 1.0) -> Image.Image:
    """A tile-sized lawn: mottled greens with short blades of grass."""
    size = canvas.size
    tone = fractal_noise(size, 4, 5, f"grass/{seed}", persistence=0.55)
    img = gradient_map(tone, [(0, shade(GRASS[0], darkness)), (0.55, shade(GRASS[1], darkness)),
                              (1, shade(GRASS[2], darkness))]).convert("RGBA")
    draw = ImageDraw.Draw(img)
    rnd = rng("grass-blades", seed)
    for _ in range(5200):
        x, y = rnd.uniform(0, size[0]), rnd.uniform(0, size[1])
        a = math.radians(rnd.uniform(-120, -60))
        length = rnd.uniform(4, 9)
        tint = shade(GRASS[rnd.randrange(3)], darkness * rnd.uniform(0.8, 1.35))
        draw.line([(x, y), (x + math.cos(a) * length, y + math.sin(a) * length)], fill=tint, width=2)
    for _ in range(60):  # pale night flowers
        x, y = rnd.uniform(0, size[0]), rnd.uniform(0, size[1])
        c = rnd.choice([(200, 200, 220), (190, 170, 210), (220, 210, 160)])
        draw.ellipse([x - 2, y - 2, x + 2, y + 2], fill=shade(c, darkness))
    return img


def paint_ground(canvas: TileCanvas) -> None:
    """Street cobbles, lawns and altar flagstones for every square and the frame ring."""
    tile = canvas.tile
    palette = TEMPLE_STREET if tile.kind == "temple" else STREET
    grass = grass_texture(canvas, tile.id)
    rough = grass_texture(canvas, tile.id + "/rough", darkness=0.62)
    draw = ImageDraw.Draw(canvas.ground)
    for y in range(N):
        for x in range(N):
            ch = tile.at(x, y)
            box = _px(square_box(x, y))
            rnd = canvas.rnd("square", x, y)
            if ch in GRASSY:
                canvas.ground.paste(grass.crop(box), box[:2])
            elif ch == "A" or tile.kind == "temple":
                draw_cobbles(draw, box, rnd, [shade(c, 0.85) for c in TEMPLE_STREET], 32 * K, MORTAR, gap=1.2 * K,
                             bevel=1.3 * K)
            else:
                draw_cobbles(draw, box, rnd, palette, 13 * K, MORTAR, gap=1.0 * K, bevel=1.0 * K)
    paint_ring(canvas, palette, rough)
    paint_lawn_edges(canvas)
    weather(canvas)


def weather(canvas: TileCanvas) -> None:
    """Grit over everything and broad damp, darker patches, so no two squares look alike."""
    size = canvas.size
    grit = fractal_noise(size, 48, 3, f"grit/{canvas.tile.id}", persistence=0.6)
    damp = fractal_noise(size, 5, 4, f"damp/{canvas.tile.id}", persistence=0.5)
    damp = damp.point(lambda v: 128 - max(0, 120 - v) // 2)  # only darkens, in patches
    canvas.ground = modulate(modulate(canvas.ground, grit, 0.28), damp, 0.45)


def _px(box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    """A design-unit box in canvas pixels."""
    return tuple(int(round(v * K)) for v in box)  # type: ignore[return-value]


def ring_cells(tile: Tile) -> list[tuple[tuple[float, float, float, float], str, bool]]:
    """The frame ring cut into cells: (design box, side, open?) for every square's edge
    segment, plus the four corners (open when both neighbouring segments are open)."""
    cells = []
    lo, hi = 0, FRAME + N * SQ
    for i in range(N):
        a, b = FRAME + i * SQ, FRAME + (i + 1) * SQ
        cells.append(((a, lo, b, FRAME), "n", not tile.north[0][i]))
        cells.append(((a, hi, b, CARD), "s", not tile.north[N][i]))
        cells.append(((lo, a, FRAME, b), "w", not tile.west[i][0]))
        cells.append(((hi, a, CARD, b), "e", not tile.west[i][N]))
    corners = {
        "nw": ((0, 0, FRAME, FRAME), not tile.north[0][0] and not tile.west[0][0]),
        "ne": ((hi, 0, CARD, FRAME), not tile.north[0][N - 1] and not tile.west[0][N]),
        "sw": ((0, hi, FRAME, CARD), not tile.north[N][0] and not tile.west[N - 1][0]),
        "se": ((hi, hi, CARD, CARD), not tile.north[N][N - 1] and not tile.west[N - 1][N]),
    }
    for side, (box, is_open) in corners.items():
        cells.append((box, side, is_open))
    return cells


def paint_ring(canvas: TileCanvas, palette: list, rough: Image.Image) -> None:
    """The frame ring: darker street where the boundary is open, rough overgrown ground
    behind the wall where it is walled (the east border is painted later)."""
    draw = ImageDraw.Draw(canvas.ground)
    dark = [shade(c, 0.72) for c in palette]
    for box, _side, is_open in ring_cells(canvas.tile):
        pbox = _px(box)
        if is_open:
            rnd = canvas.rnd("ring", *box)
            draw_cobbles(draw, pbox, rnd, dark, 13 * K, shade(MORTAR, 0.8), gap=1.0 * K, bevel=1.0 * K)
        else:
            canvas.ground.paste(rough.crop(pbox), pbox[:2])
    # the outermost few pixels: a gutter that fades into the card edge
    edge = blank(canvas.size)
    Pen(edge, K).rect((0, 0, CARD, CARD), outline=(10, 10, 16, 120), width=4)
    canvas.ground.alpha_composite(edge.filter(ImageFilter.GaussianBlur(3 * K)))


def paint_lawn_edges(canvas: TileCanvas) -> None:
    """A low kerb of pale stones where a lawn meets the street (not where a wall runs)."""
    tile = canvas.tile
    pen = Pen(canvas.ground, K)
    for y in range(N):
        for x in range(N):
            if tile.at(x, y) not in GRASSY:
                continue
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                other = tile.at(nx, ny)
                if not other or other in GRASSY or tile.wall_between(x, y, nx, ny):
                    continue
                _kerb(pen, x, y, nx - x, ny - y, canvas.rnd("kerb", x, y, nx, ny))


def _kerb(pen: Pen, x: int, y: int, dx: int, dy: int, rnd: random.Random) -> None:
    """A row of small edging stones along one side of square (x, y)."""
    x0, y0, x1, y1 = square_box(x, y)
    t = 3.5
    if dx:
        ex = x1 - t if dx > 0 else x0
        segs = [(ex, y0 + i * 8, ex + t, y0 + (i + 1) * 8) for i in range(8)]
    else:
        ey = y1 - t if dy > 0 else y0
        segs = [(x0 + i * 8, ey, x0 + (i + 1) * 8, ey + t) for i in range(8)]
    for a, b, c, d in segs:
        colour = jitter((120, 118, 112), rnd, 10)
        pen.rect((a, b, c, d), fill=shade(colour, 0.5))
        pen.rect((a + 0.4, b + 0.4, c - 0.8, d - 0.8), fill=colour, radius=1)


def paint_grid(canvas: TileCanvas) -> None:
    """A faint engraved grid over the squares (a dark line with a pale line beside it) so
    players can count squares on any ground."""
    layer = blank(canvas.size)
    pen = Pen(layer, K)
    a, b = FRAME, FRAME + N * SQ
    for i in range(N + 1):
        p = FRAME + i * SQ
        pen.line([(p + 0.9, a), (p + 0.9, b)], fill=(200, 210, 230, 34), width=0.6, round_caps=False)
        pen.line([(a, p + 0.9), (b, p + 0.9)], fill=(200, 210, 230, 34), width=0.6, round_caps=False)
        pen.line([(p, a), (p, b)], fill=(4, 6, 12, 105), width=1, round_caps=False)
        pen.line([(a, p), (b, p)], fill=(4, 6, 12, 105), width=1, round_caps=False)
    canvas.ground.alpha_composite(layer)


# --------------------------------------------------------------------------- houses


def draw_houses(canvas: TileCanvas) -> None:
    """Every group of 4-adjacent `#` squares becomes one building seen from above."""
    for index, cells in enumerate(components(canvas.tile, "#")):
        rnd = canvas.rnd("house", index)
        kind = rnd.choice(["clay", "clay", "slate", "slate", "shingle"])
        material = jitter(ROOFS[kind], rnd, 10)
        rects = rectangles(cells)
        cellset = set(cells)
        for rect in rects:
            draw_roof(canvas, rect, cellset, kind, material, rnd)
        biggest = max(rects, key=lambda r: r[2] * r[3])
        draw_chimney(canvas, biggest, rnd)
        window_glow(canvas, cells, rnd)


def _abuts(rect: tuple[int, int, int, int], cellset: set[tuple[int, int]]) -> dict[str, bool]:
    """Which sides of a rectangle touch another part of the same building."""
    x, y, w, h = rect
    return {
        "w": any((x - 1, y + j) in cellset for j in range(h)),
        "e": any((x + w, y + j) in cellset for j in range(h)),
        "n": any((x + i, y - 1) in cellset for i in range(w)),
        "s": any((x + i, y + h) in cellset for i in range(w)),
    }


ROOF_LIGHT = {"w": 1.12, "n": 0.98, "e": 0.74, "s": 0.62}  # moon in the north-west


def roof_faces(box, horizontal: bool, hip_a: bool, hip_b: bool) -> list[tuple[list, str]]:
    """The roof planes of a hipped/gabled roof over `box` as (polygon, facing) pairs.

    The ridge runs along the long axis (`horizontal` = west-east). `hip_a`/`hip_b` say
    whether the west/north and east/south ends slope down (hip) or are cut straight
    because another wing continues there."""
    x0, y0, x1, y1 = box
    if horizontal:
        mid = (y0 + y1) / 2
        half = (y1 - y0) / 2
        a = x0 + (half if hip_a else 0)
        b = x1 - (half if hip_b else 0)
        if a > b:
            a = b = (x0 + x1) / 2
        faces = [([(x0, y0), (x1, y0), (b, mid), (a, mid)], "n"), ([(a, mid), (b, mid), (x1, y1), (x0, y1)], "s")]
        if hip_a:
            faces.append(([(x0, y0), (a, mid), (x0, y1)], "w"))
        if hip_b:
            faces.append(([(x1, y0), (x1, y1), (b, mid)], "e"))
        return faces
    mid = (x0 + x1) / 2
    half = (x1 - x0) / 2
    a = y0 + (half if hip_a else 0)
    b = y1 - (half if hip_b else 0)
    if a > b:
        a = b = (y0 + y1) / 2
    faces = [([(x0, y0), (mid, a), (mid, b), (x0, y1)], "w"), ([(x1, y0), (x1, y1), (mid, b), (mid, a)], "e")]
    if hip_a:
        faces.append(([(x0, y0), (x1, y0), (mid, a)], "n"))
    if hip_b:
        faces.append(([(x0, y1), (mid, b), (x1, y1)], "s"))
    return faces


def draw_roof(canvas: TileCanvas, rect, cellset, kind: str, material, rnd: random.Random) -> None:
    """One rectangular wing of a building: tiled roof planes, ridge, hips and eaves."""
    x, y, w, h = rect
    touch = _abuts(rect, cellset)
    eave = 3.0
    x0, y0, x1, y1 = square_box(x, y, w, h)
    box = (x0 + (0 if touch["w"] else eave), y0 + (0 if touch["n"] else eave),
           x1 - (0 if touch["e"] else eave), y1 - (0 if touch["s"] else eave))
    if w != h:
        horizontal = w > h
    else:
        horizontal = not (touch["n"] or touch["s"]) or (touch["w"] or touch["e"])
    gabled = w != h and rnd.random() < 0.5  # long wings: gable ends half the time
    hip_a = not (touch["w"] if horizontal else touch["n"]) and not gabled
    hip_b = not (touch["e"] if horizontal else touch["s"]) and not gabled
    faces = roof_faces(box, horizontal, hip_a, hip_b)
    canvas.shadow_pen("tall").rect(box, fill=255)
    pbox = _px(box)
    size = (pbox[2] - pbox[0], pbox[3] - pbox[1])
    for polygon, facing in faces:
        courses_horizontal = facing in "ns"
        tex = roof_texture(size, courses_horizontal, kind, material, rnd)
        tex = tex.point(lambda v, f=ROOF_LIGHT[facing]: min(255, int(v * f)))
        mask = Image.new("L", size, 0)
        ImageDraw.Draw(mask).polygon([((px - box[0]) * K, (py - box[1]) * K) for px, py in polygon], fill=255)
        face = tex.convert("RGBA")
        face.putalpha(mask)
        canvas.objects.alpha_composite(face, pbox[:2])
    pen = canvas.pen
    ridge_col = shade(material, 0.55)
    for polygon, _facing in faces:  # hips and ridge: the lines where planes meet
        pen.polygon(polygon, outline=rgba(shade(material, 0.42), 255), width=0.8)
    x0, y0, x1, y1 = box
    if horizontal:
        mid = (y0 + y1) / 2
        a = x0 + ((y1 - y0) / 2 if hip_a else 0)
        b = x1 - ((y1 - y0) / 2 if hip_b else 0)
        if b > a:
            pen.line([(a, mid), (b, mid)], fill=ridge_col, width=3.2)
            pen.line([(a, mid - 0.8), (b, mid - 0.8)], fill=shade(material, 1.25), width=0.9)
    else:
        mid = (x0 + x1) / 2
        a = y0 + ((x1 - x0) / 2 if hip_a else 0)
        b = y1 - ((x1 - x0) / 2 if hip_b else 0)
        if b > a:
            pen.line([(mid, a), (mid, b)], fill=ridge_col, width=3.2)
            pen.line([(mid - 0.8, a), (mid - 0.8, b)], fill=shade(material, 1.25), width=0.9)
    pen.rect(box, outline=(22, 16, 14, 255), width=1.1)


def roof_texture(size: tuple[int, int], horizontal: bool, kind: str, material, rnd: random.Random) -> Image.Image:
    """Rows of roof tiles (courses) filling `size` pixels; courses run left-right when
    `horizontal`, else top-bottom. Clay gets rounded pantiles, slate and shingle flat tiles."""
    w, h = size if horizontal else (size[1], size[0])
    img = Image.new("RGB", (max(1, w), max(1, h)), shade(material, 0.5))
    draw = ImageDraw.Draw(img)
    course = 5.0 * K
    tile_w = (6.5 if kind == "clay" else 8.0) * K
    for r in range(int(h / course) + 2):
        top = r * course
        x = -(r % 2) * tile_w / 2 - rnd.uniform(0, 2)
        while x < w:
            tone = jitter(material, rnd, 12)
            width = tile_w * (rnd.uniform(0.8, 1.2) if kind == "shingle" else 1)
            draw.rectangle([x + 1, top, x + width - 1, top + course - 1], fill=tone)
            if kind == "clay":  # pantiles: a rounded highlight down each tile
                draw.line([(x + width * 0.35, top + 1), (x + width * 0.35, top + course - 2)], fill=shade(tone, 1.2),
                          width=2)
            draw.line([(x, top + course - 1), (x + width, top + course - 1)], fill=shade(tone, 0.45), width=2)
            x += width
    if not horizontal:
        img = img.transpose(Image.Transpose.ROTATE_90)
    return img


def draw_chimney(canvas: TileCanvas, rect, rnd: random.Random) -> None:
    """A brick chimney stack on the roof, with its shadow on the tiles and a wisp of smoke."""
    x, y, w, h = rect
    x0, y0, x1, y1 = square_box(x, y, w, h)
    cx = rnd.uniform(x0 + 14, x1 - 22)
    cy = rnd.uniform(y0 + 10, y1 - 20)
    s = 9
    pen = canvas.pen
    shadow = blank(canvas.size)
    Pen(shadow, K).rect((cx + 2, cy + 3, cx + s + 6, cy + s + 7), fill=(0, 0, 0, 120))
    canvas.objects.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(1.5 * K)))
    brick = (112, 66, 52)
    pen.rect((cx, cy, cx + s, cy + s), fill=shade(brick, 0.6))
    pen.rect((cx, cy, cx + s - 1.2, cy + s - 1.2), fill=brick)
    pen.rect((cx + 2.2, cy + 2.2, cx + s - 3.2, cy + s - 3.2), fill=(20, 14, 12))
    smoke = blank(canvas.size)
    sp = Pen(smoke, K)
    for i in range(5):
        sp.circle(cx + s / 2 + 3 + i * 3.2, cy + s / 2 - 2 - i * 2.2, 2.5 + i * 1.1, fill=(170, 175, 190, 46 - i * 7))
    canvas.objects.alpha_composite(smoke.filter(ImageFilter.GaussianBlur(1.6 * K)))


def window_glow(canvas: TileCanvas, cells, rnd: random.Random) -> None:
    """Warm light from a window spilling onto the street beside the house (sometimes)."""
    tile = canvas.tile
    spots = []
    for x, y in cells:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if tile.at(nx, ny) in ".F" and tile.at(nx, ny) and not tile.wall_between(x, y, nx, ny):
                spots.append((x, y, dx, dy))
    if not spots or rnd.random() < 0.35:
        return
    x, y, dx, dy = rnd.choice(spots)
    x0, y0, x1, y1 = square_box(x, y)
    cx, cy = (x0 + x1) / 2 + dx * 36, (y0 + y1) / 2 + dy * 36
    cx += rnd.uniform(-12, 12) * (dy != 0)
    cy += rnd.uniform(-12, 12) * (dx != 0)
    canvas.light((cx, cy), 26, LAMP, 0.42)


# --------------------------------------------------------------------------- walls


def wall_runs(tile: Tile) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Straight wall runs in lattice coordinates: ((x0, y0), (x1, y1)), merged end to end."""
    runs = []
    for x in range(N + 1):
        if x == N and tile.bordered:
            continue  # the green border is the east wall
        y = 0
        while y < N:
            if tile.west[y][x]:
                start = y
                while y < N and tile.west[y][x]:
                    y += 1
                runs.append(((x, start), (x, y)))
            else:
                y += 1
    for y in range(N + 1):
        x = 0
        while x < N:
            if tile.north[y][x]:
                start = x
                while x < N and tile.north[y][x]:
                    x += 1
                runs.append(((start, y), (x, y)))
            else:
                x += 1
    return runs


def draw_walls(canvas: TileCanvas) -> None:
    """Stone garden walls about 8 px thick along every walled edge, with capped posts at
    their ends and corners."""
    runs = wall_runs(canvas.tile)
    posts: dict[tuple[int, int], int] = {}
    for i, run in enumerate(runs):
        draw_wall_run(canvas, run, canvas.rnd("wall", i))
        for p in run:
            posts[p] = posts.get(p, 0) + 1
    for (x, y), _count in sorted(posts.items()):
        draw_post(canvas, FRAME + x * SQ, FRAME + y * SQ, canvas.rnd("post", x, y))


def draw_wall_run(canvas: TileCanvas, run, rnd: random.Random) -> None:
    """One straight wall: a row of capstones with a moonlit top edge and a dark lower edge."""
    (ax, ay), (bx, by) = run
    t = 4.2
    x0, y0 = FRAME + ax * SQ, FRAME + ay * SQ
    x1, y1 = FRAME + bx * SQ, FRAME + by * SQ
    vertical = ax == bx
    box = (x0 - t, y0 - t, x1 + t, y1 + t)
    canvas.shadow_pen("low").rect(box, fill=255)
    pen = canvas.pen
    pen.rect(box, fill=(30, 28, 28))
    length = (y1 - y0) if vertical else (x1 - x0)
    pos = -t
    while pos < length + t - 0.5:
        step = min(rnd.uniform(8, 14), length + t - pos)
        colour = jitter(rnd.choice(WALL_STONE), rnd, 10)
        if vertical:
            stone = (x0 - t + 0.8, y0 + pos + 0.6, x0 + t - 0.8, y0 + pos + step - 0.6)
        else:
            stone = (x0 + pos + 0.6, y0 - t + 0.8, x0 + pos + step - 0.6, y0 + t - 0.8)
        pen.rect(stone, fill=colour, radius=1.2)
        a, b, c, d = stone
        pen.line([(a, d), (c, d), (c, b)], fill=shade(colour, 0.6), width=1.1, round_caps=False)
        pen.line([(a, d), (a, b), (c, b)], fill=shade(colour, 1.22), width=0.8, round_caps=False)
        pos += step
    pen.rect(box, outline=(22, 20, 22), width=0.9)


def draw_post(canvas: TileCanvas, x: float, y: float, rnd: random.Random) -> None:
    """A square stone post with a pyramid cap where walls end or meet."""
    s = 6.0
    canvas.shadow_pen("low").rect((x - s, y - s, x + s, y + s), fill=255)
    pen = canvas.pen
    base = jitter((160, 156, 148), rnd, 8)
    pen.rect((x - s, y - s, x + s, y + s), fill=(26, 24, 24))
    box = (x - s + 0.8, y - s + 0.8, x + s - 0.8, y + s - 0.8)
    pen.polygon([(box[0], box[1]), (box[2], box[1]), (x, y)], fill=shade(base, 1.1))
    pen.polygon([(box[0], box[1]), (x, y), (box[0], box[3])], fill=shade(base, 1.2))
    pen.polygon([(box[2], box[1]), (box[2], box[3]), (x, y)], fill=shade(base, 0.7))
    pen.polygon([(box[0], box[3]), (x, y), (box[2], box[3])], fill=shade(base, 0.6))


# --------------------------------------------------------------------------- trees, well, carts, graves


def centre_of(x: int, y: int) -> tuple[float, float]:
    """Design-unit centre of square (x, y)."""
    return FRAME + (x + 0.5) * SQ, FRAME + (y + 0.5) * SQ


def draw_tree(canvas: TileCanvas, x: int, y: int) -> None:
    """A tree canopy seen from above: dark clustered foliage lit from the north-west."""
    rnd = canvas.rnd("tree", x, y)
    cx, cy = centre_of(x, y)
    cx += rnd.uniform(-2, 2)
    cy += rnd.uniform(-2, 2)
    radius = rnd.uniform(31, 35)
    hue = rnd.choice([(0, 0, 0), (8, -4, -6), (-6, 2, 8)])
    dark = tuple(max(0, a + b) for a, b in zip((18, 40, 26), hue, strict=True))
    mid = tuple(max(0, a + b) for a, b in zip((36, 72, 44), hue, strict=True))
    light = tuple(max(0, a + b) for a, b in zip((78, 118, 92), hue, strict=True))
    lobes = [(cx, cy, radius * 0.62)]
    for i in range(7):
        a = 2 * math.pi * i / 7 + rnd.uniform(-0.3, 0.3)
        d = radius * rnd.uniform(0.42, 0.52)
        lobes.append((cx + math.cos(a) * d, cy + math.sin(a) * d, radius * rnd.uniform(0.42, 0.52)))
    for i in range(14):  # small lobes make a leafy, bumpy outline
        a = 2 * math.pi * i / 14 + rnd.uniform(-0.2, 0.2)
        d = radius * rnd.uniform(0.78, 0.86)
        lobes.append((cx + math.cos(a) * d, cy + math.sin(a) * d, radius * rnd.uniform(0.16, 0.24)))
    sp = canvas.shadow_pen("mid")
    pen = canvas.pen
    for lx, ly, r in lobes:
        sp.circle(lx, ly, r, fill=255)
        pen.circle(lx, ly, r, fill=dark)
    for lx, ly, r in lobes:
        pen.circle(lx - r * 0.12, ly - r * 0.14, r * 0.84, fill=mid)
    for lx, ly, r in lobes:
        if (lx - cx) + (ly - cy) < radius * 0.3:
            pen.circle(lx - r * 0.3, ly - r * 0.32, r * 0.45, fill=light)
    for _ in range(60):
        a, d = rnd.uniform(0, 2 * math.pi), radius * math.sqrt(rnd.random()) * 0.9
        px, py = cx + math.cos(a) * d, cy + math.sin(a) * d
        lit = (px - cx) + (py - cy) < 0
        pen.circle(px, py, rnd.uniform(1.0, 2.0), fill=shade(light if lit else dark, rnd.uniform(0.8, 1.15)))


def draw_well(canvas: TileCanvas, x: int, y: int) -> None:
    """A round stone well with dark water, a wooden crossbeam and a bucket."""
    rnd = canvas.rnd("well", x, y)
    cx, cy = centre_of(x, y)
    canvas.shadow_pen("mid").circle(cx, cy, 22, fill=255)
    pen = canvas.pen
    pen.circle(cx, cy, 22, fill=(34, 32, 32))
    pen.circle(cx - 0.6, cy - 0.6, 21, fill=(150, 146, 138))
    for i in range(14):
        a = 2 * math.pi * i / 14
        pen.line([(cx + math.cos(a) * 13, cy + math.sin(a) * 13), (cx + math.cos(a) * 21.5, cy + math.sin(a) * 21.5)],
                 fill=(70, 66, 64), width=0.9)
    pen.arc((cx - 20, cy - 20, cx + 20, cy + 20), 180, 300, fill=(196, 192, 184), width=1.4)
    pen.circle(cx, cy, 13, fill=(12, 20, 30))
    pen.ellipse((cx - 7, cy - 8, cx + 1, cy - 4), fill=(80, 110, 140))
    wood = (104, 72, 44)
    for side in (-1, 1):
        pen.rect((cx + side * 21 - 3, cy - 3, cx + side * 21 + 3, cy + 3), fill=shade(wood, 0.7))
    pen.rect((cx - 24, cy - 2, cx + 24, cy + 2), fill=wood)
    pen.line([(cx - 24, cy - 1.4), (cx + 24, cy - 1.4)], fill=shade(wood, 1.3), width=0.8)
    bx = cx + rnd.uniform(4, 8)
    pen.circle(bx, cy + 8, 4.2, fill=(60, 42, 28))
    pen.circle(bx, cy + 8, 3.0, fill=(30, 40, 50))
    pen.line([(bx, cy + 4), (bx, cy + 1)], fill=(190, 170, 130), width=0.8)


def draw_clutter(canvas: TileCanvas, x: int, y: int) -> None:
    """A cart, or a pile of crates and barrels, blocking the square."""
    rnd = canvas.rnd("clutter", x, y)
    if canvas.tile.kind == "temple":
        draw_pillar(canvas, x, y, rnd)
        return
    pick = rnd.random()
    if pick < 0.34:
        draw_cart(canvas, x, y, rnd)
    elif pick < 0.67:
        draw_crates(canvas, x, y, rnd)
    else:
        draw_stall(canvas, x, y, rnd)


def draw_stall(canvas: TileCanvas, x: int, y: int, rnd: random.Random) -> None:
    """A market stall seen from above: a striped canvas awning with a scalloped front."""
    cx, cy = centre_of(x, y)
    colours = rnd.choice([((150, 40, 40), (226, 214, 186)), ((44, 84, 140), (226, 214, 186)), ((60, 110, 60), (226, 210, 150))])
    box = (cx - 27, cy - 25, cx + 27, cy + 22)
    canvas.shadow_pen("tall").rect(box, fill=255)
    pen = canvas.pen
    stripes = 7
    sw = (box[2] - box[0]) / stripes
    for i in range(stripes):
        pen.rect((box[0] + i * sw, box[1], box[0] + (i + 1) * sw, box[3]), fill=colours[i % 2])
    for i in range(stripes):  # scallops along the front (south) edge
        pen.chord((box[0] + i * sw, box[3] - sw / 2, box[0] + (i + 1) * sw, box[3] + sw / 2), 0, 180, fill=colours[i % 2])
    shadeband = blank(canvas.size)
    Pen(shadeband, K).rect((box[0], (box[1] + box[3]) / 2, box[2], box[3] + sw / 2), fill=(0, 0, 20, 70))
    canvas.objects.alpha_composite(masked(shadeband, canvas.objects.getchannel("A")))
    pen.line([(box[0], (box[1] + box[3]) / 2), (box[2], (box[1] + box[3]) / 2)], fill=(40, 30, 26), width=1.2)
    pen.rect(box, outline=(30, 22, 20), width=1)


def draw_pillar(canvas: TileCanvas, x: int, y: int, rnd: random.Random) -> None:
    """A temple column seen from above: a square plinth and a round fluted capital."""
    cx, cy = centre_of(x, y)
    stone = jitter((132, 128, 140), rnd, 6)
    pen = canvas.pen
    canvas.shadow_pen("tall").rect((cx - 20, cy - 20, cx + 20, cy + 20), fill=255)
    pen.rect((cx - 22, cy - 22, cx + 22, cy + 22), fill=(30, 28, 34))
    pen.rect((cx - 21, cy - 21, cx + 21, cy + 21), fill=shade(stone, 0.8))
    pen.rect((cx - 21, cy - 21, cx + 19, cy + 19), fill=stone)
    pen.circle(cx + 1, cy + 1.5, 17, fill=(30, 28, 34))
    pen.circle(cx, cy, 16.5, fill=shade(stone, 1.12))
    for i in range(16):
        a = 2 * math.pi * i / 16
        pen.line([(cx + math.cos(a) * 9, cy + math.sin(a) * 9), (cx + math.cos(a) * 15.5, cy + math.sin(a) * 15.5)],
                 fill=shade(stone, 0.75), width=0.8)
    pen.circle(cx, cy, 8.5, fill=shade(stone, 0.95), outline=shade(stone, 0.6), width=0.8)
    pen.arc((cx - 15, cy - 15, cx + 15, cy + 15), 180, 270, fill=shade(stone, 1.35), width=1.2)


def draw_cart(canvas: TileCanvas, x: int, y: int, rnd: random.Random) -> None:
    """A hand cart from above: plank bed, side rails, two wheels, shafts and a few sacks."""
    cx, cy = centre_of(x, y)
    cx += 4
    wood = jitter((120, 84, 52), rnd, 10)
    pen = canvas.pen
    bed = (cx - 22, cy - 15, cx + 21, cy + 15)
    sp = canvas.shadow_pen("mid")
    sp.rect(bed, fill=255)
    for side in (-1, 1):  # wheels
        wheel = (cx - 10, cy + side * 15 - 3.5, cx + 10, cy + side * 15 + 3.5)
        sp.rect(wheel, fill=255)
        pen.rect(wheel, fill=(36, 28, 22), radius=1.5)
        pen.line([(cx - 8, cy + side * 15), (cx + 8, cy + side * 15)], fill=(80, 64, 48), width=1)
    for side in (-1, 1):  # shafts
        pen.line([(bed[0], cy + side * 10), (bed[0] - 12, cy + side * 8)], fill=shade(wood, 0.75), width=2.6)
    pen.rect(bed, fill=shade(wood, 0.5))
    for i in range(5):
        a = bed[0] + 1 + i * (bed[2] - bed[0] - 2) / 5
        pen.rect((a, bed[1] + 1, a + (bed[2] - bed[0] - 2) / 5 - 0.8, bed[3] - 1), fill=jitter(wood, rnd, 8))
    pen.rect(bed, outline=shade(wood, 0.45), width=2)
    for _ in range(rnd.randint(1, 3)):  # sacks
        sx, sy = rnd.uniform(bed[0] + 8, bed[2] - 8), rnd.uniform(bed[1] + 7, bed[3] - 7)
        pts = blob(sx, sy, 6.5, 5, rnd, wobble=0.15)
        pen.polygon([(px + 1, py + 1.3) for px, py in pts], fill=(60, 50, 36))
        pen.polygon(pts, fill=jitter((178, 160, 122), rnd, 10))
        pen.circle(sx - 2, sy - 1.5, 1.8, fill=(200, 186, 150))


def draw_crates(canvas: TileCanvas, x: int, y: int, rnd: random.Random) -> None:
    """Two or three crates and a barrel or two, stacked from above."""
    cx, cy = centre_of(x, y)
    spots = [(-12, -11, 26), (12, 10, 25), (-13, 15, 19), (14, -13, 20)]
    rnd.shuffle(spots)
    sp = canvas.shadow_pen("mid")
    for dx, dy, s in spots[:3]:
        dx, dy = dx + rnd.uniform(-2, 2), dy + rnd.uniform(-2, 2)
        box = (cx + dx - s / 2, cy + dy - s / 2, cx + dx + s / 2, cy + dy + s / 2)
        sp.rect(box, fill=255)
        draw_crate(canvas.pen, box, jitter((134, 98, 60), rnd, 12))
    for dx, dy, _s in spots[3:]:
        bx, by = cx + dx, cy + dy
        sp.circle(bx, by, 10, fill=255)
        draw_barrel(canvas.pen, bx, by, 10, jitter((110, 74, 44), rnd, 10))


def draw_crate(pen: Pen, box, wood) -> None:
    """A wooden crate seen from above: planks inside a frame with a diagonal brace."""
    a, b, c, d = box
    pen.rect(box, fill=shade(wood, 0.45))
    pen.rect((a + 0.8, b + 0.8, c - 0.8, d - 0.8), fill=wood)
    n = 3
    for i in range(1, n):
        y = b + (d - b) * i / n
        pen.line([(a + 2, y), (c - 2, y)], fill=shade(wood, 0.6), width=0.8, round_caps=False)
    pen.rect((a + 0.8, b + 0.8, c - 0.8, d - 0.8), outline=shade(wood, 1.25), width=2.2)
    pen.line([(a + 2, d - 2), (c - 2, b + 2)], fill=shade(wood, 1.15), width=2.0)
    pen.rect(box, outline=(24, 18, 14), width=0.9)


def draw_barrel(pen: Pen, cx: float, cy: float, r: float, wood) -> None:
    """A barrel seen from above: round lid of staves inside iron hoops."""
    pen.circle(cx, cy, r, fill=(30, 26, 24))
    pen.circle(cx, cy, r - 0.8, fill=(74, 72, 74))
    pen.circle(cx, cy, r - 2.2, fill=wood)
    for i in range(-2, 3):
        pen.line([(cx + i * r * 0.3, cy - r + 2.6), (cx + i * r * 0.3, cy + r - 2.6)], fill=shade(wood, 0.7), width=0.6)
    pen.circle(cx, cy, r - 2.2, outline=shade(wood, 0.5), width=0.8)
    pen.arc((cx - r + 1, cy - r + 1, cx + r - 1, cy + r - 1), 190, 280, fill=(150, 150, 155), width=0.9)


def draw_grave(canvas: TileCanvas, x: int, y: int) -> None:
    """A gravestone (headstone or cross) at the head of a low earth mound."""
    rnd = canvas.rnd("grave", x, y)
    cx, cy = centre_of(x, y)
    cx += rnd.uniform(-4, 4)
    pen = canvas.pen
    mound = (cx - 11, cy - 4, cx + 11, cy + 25)
    pen.rect((mound[0] + 1, mound[1] + 1.5, mound[2] + 1, mound[3] + 1.5), fill=(20, 18, 14), radius=9)
    pen.rect(mound, fill=(66, 54, 40), radius=9)
    pen.rect((mound[0] + 2, mound[1] + 2, mound[2] - 4, mound[3] - 6), fill=(84, 70, 52), radius=7)
    stone = jitter((134, 134, 140), rnd, 12)
    top = cy - 22
    sp = canvas.shadow_pen("low")
    if rnd.random() < 0.6:
        body = (cx - 12, top + 2, cx + 12, cy - 2)
        sp.rect(body, fill=255, radius=8)
        pen.rect((body[0], body[1] + 3, body[2], body[3] + 2), fill=shade(stone, 0.55), radius=8)  # thickness
        pen.rect(body, fill=stone, radius=9)
        pen.rect((body[0] + 1.5, body[1] + 1.5, body[2] - 1.5, body[3] - 4), outline=shade(stone, 1.2), width=0.8, radius=7)
        pen.line([(cx, body[1] + 5), (cx, body[3] - 5)], fill=shade(stone, 0.55), width=1.4)
        pen.line([(cx - 4, body[1] + 9), (cx + 4, body[1] + 9)], fill=shade(stone, 0.55), width=1.4)
    else:
        sp.rect((cx - 3.5, top, cx + 3.5, cy), fill=255)
        sp.rect((cx - 11, top + 6, cx + 11, top + 12), fill=255)
        for dx, dy, col in ((1.2, 2.2, shade(stone, 0.5)), (0, 0, stone)):
            pen.rect((cx - 3.5 + dx, top + dy, cx + 3.5 + dx, cy + dy), fill=col, radius=1)
            pen.rect((cx - 11 + dx, top + 6 + dy, cx + 11 + dx, top + 12 + dy), fill=col, radius=1)
        pen.line([(cx - 10, top + 7), (cx + 10, top + 7)], fill=shade(stone, 1.25), width=0.8)
    for _ in range(4):  # tufts of grass around the stone
        gx, gy = cx + rnd.uniform(-14, 14), cy + rnd.uniform(-2, 24)
        for k in (-1, 0, 1):
            pen.line([(gx, gy), (gx + k * 2, gy - 4)], fill=(52, 88, 48), width=0.8)


# --------------------------------------------------------------------------- fountain and altar


def block_frame(cells: list[tuple[int, int]]) -> tuple[float, float, float]:
    """Centre (design units) and half-size of the bounding box of a group of squares."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, y0, x1, y1 = square_box(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    return (x0 + x1) / 2, (y0 + y1) / 2, min(x1 - x0, y1 - y0) / 2


def draw_fountain(canvas: TileCanvas, cells: list[tuple[int, int]]) -> None:
    """A round stone fountain over the plaza squares: paved ring, basin, water and jets."""
    cx, cy, half = block_frame(cells)
    rnd = canvas.rnd("fountain", cx, cy)
    pen = canvas.pen
    r_pave = half * 0.97
    pen.circle(cx, cy, r_pave, fill=(58, 58, 64))
    n = max(12, int(r_pave / 3))
    r0, r1 = 0.8, 0.97  # a ring of wedge-shaped paving stones
    for i in range(n):
        a0 = 2 * math.pi * (i + 0.06) / n
        a1 = 2 * math.pi * (i + 0.94) / n
        pts = [(cx + math.cos(a) * half * r, cy + math.sin(a) * half * r) for r, a in ((r0, a0), (r1, a0), (r1, a1), (r0, a1))]
        pen.polygon(pts, fill=jitter((140, 136, 130), rnd, 12))
    r_basin = half * 0.78
    canvas.shadow_pen("low").circle(cx, cy, r_basin, fill=255)
    pen.circle(cx + 1.5, cy + 2, r_basin, fill=(30, 30, 34))
    pen.circle(cx, cy, r_basin, fill=(168, 164, 156))
    pen.arc((cx - r_basin + 1, cy - r_basin + 1, cx + r_basin - 1, cy + r_basin - 1), 160, 290, fill=(210, 206, 198),
            width=1.6)
    r_water = r_basin - 7
    pen.circle(cx, cy, r_water + 1.2, fill=(40, 44, 50))
    pen.circle(cx, cy, r_water, fill=(30, 70, 96))
    canvas.objects.alpha_composite(glow_layer(canvas.size, ((cx - r_water * 0.35) * K, (cy - r_water * 0.35) * K),
                                              r_water * 0.9 * K, (120, 170, 200), 0.7, 1.6))
    water_mask = Image.new("L", canvas.size, 0)
    Pen(water_mask, K).circle(cx, cy, r_water, fill=255)
    ripples = blank(canvas.size)
    rp = Pen(ripples, K)
    for r in (0.42, 0.6, 0.78, 0.93):
        rp.circle(cx, cy, r_water * r, outline=(190, 220, 240, 70), width=0.9)
    canvas.objects.alpha_composite(masked(ripples, water_mask))
    pen.circle(cx + 1, cy + 1.5, half * 0.3, fill=(30, 30, 34))
    pen.circle(cx, cy, half * 0.3, fill=(160, 156, 150))
    pen.circle(cx, cy, half * 0.22, fill=(44, 92, 120))
    pen.circle(cx, cy, half * 0.1, fill=(178, 174, 166))
    pen.circle(cx - 1, cy - 1, half * 0.05, fill=(220, 230, 240))
    for i in range(6):  # jets arcing from the spout into the basin
        a = 2 * math.pi * (i + 0.5) / 6
        end = (cx + math.cos(a) * r_water * 0.72, cy + math.sin(a) * r_water * 0.72)
        ctrl = (cx + math.cos(a) * r_water * 0.45, cy + math.sin(a) * r_water * 0.45 - 8)
        pen.line(bezier((cx, cy), ctrl, end, 10), fill=(200, 226, 240), width=1.1)
        pen.circle(end[0], end[1], 2.0, fill=(170, 206, 228))


def draw_altar(canvas: TileCanvas, cells: list[tuple[int, int]]) -> None:
    """The Necromancer's altar: a faint ritual circle, a dark stone slab, a skull, candles."""
    cx, cy, half = block_frame(cells)
    half = max(half, SQ * 0.8)  # a one-square altar still gets a grand circle around it
    rnd = canvas.rnd("altar", cx, cy)
    circle = blank(canvas.size)
    cp = Pen(circle, K)
    red = (170, 40, 52)
    r = half * 0.92
    cp.circle(cx, cy, r, outline=rgba(red, 170), width=1.8)
    cp.circle(cx, cy, r * 0.82, outline=rgba(red, 140), width=1.1)
    star = star_points(cx, cy, r * 0.82, r * 0.82, 5)[::2]
    cp.line([star[0], star[2], star[4], star[1], star[3], star[0]], fill=rgba(red, 110), width=1.0, round_caps=False)
    for i in range(20):  # runes between the two circles
        a = 2 * math.pi * i / 20
        rr = r * 0.91
        px, py = cx + math.cos(a) * rr, cy + math.sin(a) * rr
        glyph = [(px + rnd.uniform(-2.5, 2.5), py + rnd.uniform(-2.5, 2.5)) for _ in range(3)]
        cp.line(glyph, fill=rgba(red, 150), width=0.8, round_caps=False)
    canvas.objects.alpha_composite(circle.filter(ImageFilter.GaussianBlur(2 * K)))
    canvas.objects.alpha_composite(circle)
    canvas.light((cx, cy), half * 1.0, (130, 30, 60), 0.22)
    pen = canvas.pen
    slab = (cx - half * 0.46, cy - half * 0.3, cx + half * 0.46, cy + half * 0.3)
    canvas.shadow_pen("mid").rect(slab, fill=255)
    pen.rect((slab[0] - 2, slab[1] - 2, slab[2] + 2, slab[3] + 2), fill=(18, 16, 20), radius=3)
    pen.rect(slab, fill=(64, 60, 70), radius=2)
    pen.rect((slab[0] + 3, slab[1] + 3, slab[2] - 3, slab[3] - 3), fill=(84, 80, 92), radius=2)
    pen.line([(slab[0] + 3, slab[1] + 3), (slab[2] - 3, slab[1] + 3)], fill=(130, 126, 140), width=1)
    pen.rect((cx - 8, slab[1] - 1, cx + 8, slab[3] + 1), fill=(96, 20, 30))
    pen.line([(cx - 8, slab[1]), (cx - 8, slab[3])], fill=(150, 120, 60), width=0.8)
    pen.line([(cx + 8, slab[1]), (cx + 8, slab[3])], fill=(150, 120, 60), width=0.8)
    draw_skull(pen, cx, cy - 1, half * 0.12, fill=(214, 206, 186), hollow=(30, 20, 20))
    spots = [(slab[0] + 6, slab[1] + 6), (slab[2] - 6, slab[1] + 6), (slab[0] + 6, slab[3] - 6), (slab[2] - 6, slab[3] - 6)]
    spots += star_points(cx, cy, r * 0.82, r * 0.82, 5)[::2]
    for px, py in spots:
        draw_candle(canvas, px, py)


def draw_candle(canvas: TileCanvas, x: float, y: float) -> None:
    """A stubby candle from above, with a flame and a small warm light."""
    pen = canvas.pen
    pen.circle(x + 0.6, y + 0.8, 3.2, fill=(30, 20, 20))
    pen.circle(x, y, 3.0, fill=(226, 214, 180))
    pen.circle(x, y, 1.6, fill=(255, 224, 140))
    pen.circle(x - 0.3, y - 0.4, 0.7, fill=(255, 255, 230))
    canvas.light((x, y), 13, CANDLE, 0.45)


# --------------------------------------------------------------------------- lamps


def place_lamps(canvas: TileCanvas) -> None:
    """One or two street lamps in the corner of street squares that touch a house or wall."""
    tile = canvas.tile
    rnd = canvas.rnd("lamps")
    candidates = []
    for y in range(N):
        for x in range(N):
            if tile.at(x, y) != ".":
                continue
            for (dx, dy) in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
                # a corner where the square meets a house or a wall
                near_house = tile.at(x + dx, y) == "#" or tile.at(x, y + dy) == "#"
                near_wall = tile.west[y][x + (dx > 0)] or tile.north[y + (dy > 0)][x]
                if near_house or near_wall:
                    candidates.append((x, y, dx, dy))
    rnd.shuffle(candidates)
    used: list[tuple[int, int]] = []
    for x, y, dx, dy in candidates:
        if len(used) >= 2:
            break
        if any(abs(x - ux) + abs(y - uy) < 4 for ux, uy in used):
            continue
        used.append((x, y))
        cx, cy = centre_of(x, y)
        draw_lamp(canvas, cx + dx * 23, cy + dy * 23)


def draw_lamp(canvas: TileCanvas, x: float, y: float) -> None:
    """A lamp post seen from above: iron lantern with a warm glow around it."""
    canvas.shadow_pen("mid").circle(x, y, 4.5, fill=255)
    pen = canvas.pen
    pen.rect((x - 4.5, y - 4.5, x + 4.5, y + 4.5), fill=(20, 18, 18), radius=1)
    pen.rect((x - 3, y - 3, x + 3, y + 3), fill=(255, 210, 130))
    pen.line([(x - 3, y), (x + 3, y)], fill=(40, 30, 20), width=0.7)
    pen.line([(x, y - 3), (x, y + 3)], fill=(40, 30, 20), width=0.7)
    canvas.light((x, y), 58, LAMP, 0.55)


# --------------------------------------------------------------------------- border, grade, card


def night_grade(image: Image.Image) -> Image.Image:
    """Cool, dim moonlight: multiply by the night colour, keeping alpha."""
    rgb = ImageChops.multiply(image.convert("RGB"), Image.new("RGB", image.size, NIGHT))
    out = rgb.convert("RGBA")
    out.putalpha(image.getchannel("A"))
    return out


def paint_border(canvas_img: Image.Image, tile: Tile) -> None:
    """The green border along the east edge: deep green with ivy and a lighter inner rule.
    Its middle band stays fairly plain: the game draws the dieagram faces there."""
    x0 = FRAME + N * SQ
    box = _px((x0, 0, CARD, CARD))
    w, h = box[2] - box[0], box[3] - box[1]
    tone = fractal_noise((w, h), 3, 5, f"border/{tile.id}", persistence=0.6, stretch=(0.3, 3))
    strip = gradient_map(tone, [(0, shade(BORDER_GREEN, 0.8)), (1, shade(BORDER_GREEN, 1.12))]).convert("RGBA")
    ivy = blank((w, h))
    draw_ivy(Pen(ivy, K), w / K, h / K, rng("zombie_slayer", tile.id, "ivy"))
    strip.alpha_composite(ivy)
    pen = Pen(strip, K)
    pen.line([(0.6, 0), (0.6, CARD)], fill=(10, 24, 14), width=1.4, round_caps=False)
    pen.line([(3.2, 0), (3.2, CARD)], fill=(128, 176, 104), width=1.0, round_caps=False)
    pen.line([(FRAME - 3.0, 0), (FRAME - 3.0, CARD)], fill=(74, 122, 70), width=0.7, round_caps=False)
    canvas_img.paste(strip, box[:2])


IVY_LEAF = [(0, -1), (0.45, -0.55), (0.95, -0.3), (0.55, 0.05), (0.7, 0.6), (0, 0.3), (-0.7, 0.6), (-0.55, 0.05),
            (-0.95, -0.3), (-0.45, -0.55)]


def draw_ivy(pen: Pen, w: float, h: float, rnd: random.Random) -> None:
    """Ivy climbing the border strip: wavy vines along both long edges with bold leaves,
    thick tangles at the two ends, and only a faint leaf pattern across the middle band."""
    for x_base, phase in ((5.5, 0.0), (w - 4.0, 2.0)):
        vine = [(x_base + math.sin(t / 19 + phase) * 2.0, t) for t in range(0, int(h) + 1, 3)]
        pen.line(vine, fill=(16, 36, 20, 230), width=1.4)
        for t in range(4, int(h), 9):
            side = -1 if x_base < w / 2 else 1
            x = x_base + math.sin(t / 19 + phase) * 2.0 + side * rnd.uniform(-1.5, 2.5)
            ivy_leaf(pen, x, t + rnd.uniform(-3, 3), rnd.uniform(2.8, 4.0), rnd, bold=True)
    for end in (0, 1):
        for _ in range(22):
            y = rnd.uniform(0, 34)
            y = y if end == 0 else h - y
            ivy_leaf(pen, rnd.uniform(4, w - 4), y, rnd.uniform(3.0, 4.6), rnd, bold=True)
    for _ in range(int(h / 6)):
        ivy_leaf(pen, rnd.uniform(9, w - 9), rnd.uniform(0, h), rnd.uniform(2.4, 3.4), rnd, bold=False)


def ivy_leaf(pen: Pen, x: float, y: float, size: float, rnd: random.Random, bold: bool) -> None:
    """One five-lobed ivy leaf at a random angle; faint leaves are a ghostly pattern."""
    a = rnd.uniform(0, 2 * math.pi)
    pts = [(x + (px * math.cos(a) - py * math.sin(a)) * size, y + (px * math.sin(a) + py * math.cos(a)) * size)
           for px, py in IVY_LEAF]
    if bold:
        colour = jitter(rnd.choice([(48, 110, 56), (62, 126, 62), (38, 92, 50)]), rnd, 10)
        pen.polygon([(px + 0.6, py + 0.8) for px, py in pts], fill=(8, 20, 10, 200))
        pen.polygon(pts, fill=rgba(colour, 255))
        pen.line([(x, y), pts[0]], fill=rgba(shade(colour, 1.35), 200), width=0.5, round_caps=False)
    else:
        pen.polygon(pts, fill=(52, 98, 58, 42))


def card_finish(image: Image.Image) -> Image.Image:
    """Round the card's corners, darken its outermost edge and outline it like cardboard."""
    mask = Image.new("L", image.size, 0)
    Pen(mask, K).rect((0, 0, CARD - 0.01, CARD - 0.01), fill=255, radius=CORNER)
    edge = blank(image.size)
    ep = Pen(edge, K)
    ep.rect((1.5, 1.5, CARD - 1.5, CARD - 1.5), outline=(255, 240, 220, 45), width=0.8, radius=CORNER - 1.5)
    ep.rect((0.4, 0.4, CARD - 0.4, CARD - 0.4), outline=(16, 12, 12, 255), width=1.3, radius=CORNER)
    out = image.copy()
    out.alpha_composite(edge)
    return masked(out, mask)


# --------------------------------------------------------------------------- a whole tile

OBJECT_DRAWERS = {"T": draw_tree, "o": draw_well, "x": draw_clutter, "g": draw_grave}


def draw_tile(tile: Tile) -> Image.Image:
    """The finished 440 x 440 RGBA tile card in native orientation."""
    canvas = TileCanvas(tile)
    paint_ground(canvas)
    paint_grid(canvas)
    for cells in components(tile, "F"):
        draw_fountain(canvas, cells)
    for cells in components(tile, "A"):
        draw_altar(canvas, cells)
    for y in range(N):
        for x in range(N):
            if tile.at(x, y) in "gox":
                OBJECT_DRAWERS[tile.at(x, y)](canvas, x, y)
    draw_houses(canvas)
    draw_walls(canvas)
    for y in range(N):
        for x in range(N):
            if tile.at(x, y) == "T":
                draw_tree(canvas, x, y)
    place_lamps(canvas)
    canvas.cast_shadows()
    canvas.ground.alpha_composite(canvas.objects)
    image = night_grade(canvas.ground)
    for (lx, ly), radius, colour, strength in canvas.lights:
        add_light(image, (lx * K, ly * K), radius * K, colour, strength)
    if tile.bordered:
        paint_border(image, tile)
    return downsample(card_finish(image), K)


def build_tiles(out: Path, tiles_path: Path) -> list[Path]:
    """Draw every tile of the tile file into out/tiles/<id>.png; pictures of tiles that
    are no longer in the file are removed."""
    written = []
    for tile in load_tiles(tiles_path):
        path = out / "tiles" / f"{tile.id}.png"
        save(draw_tile(tile), path)
        written.append(path)
    for stale in sorted(set((out / "tiles").glob("*.png")) - set(written)):
        stale.unlink()
    return written


def build(out: Path, tiles_path: Path) -> list[Path]:
    """Draw all of Zombie Slayer's art into `out` (assets/zombie_slayer)."""
    written = build_tiles(out, tiles_path)
    written += build_tokens(out)
    written += build_board(out)
    written += build_skills(out)
    written += build_cards(out)
    written += save_lid(draw_title(), out / "title.png")
    return written


# --------------------------------------------------------------------------- counters

TOKEN_FACE = (234, 224, 196)
C = 62.5  # counter centre in design units (see common.round_counter)
INK = (36, 28, 24)
SKIN = (214, 168, 128)
ZOMBIE_SKIN = {"violet": (150, 160, 140), "green": (148, 176, 118), "blue": (146, 168, 170)}


def pip_shape(pen: Pen, shape: str, cx: float, cy: float, r: float, colour, outline=INK) -> None:
    """A colour-blind pip shape from palette.PIPS (hexagon, ring, square, skull, ...)."""
    w = max(0.8, r * 0.16)
    if shape == "hexagon":
        pen.polygon(regular_polygon(cx, cy, r, 6, -90), fill=colour, outline=outline, width=w)
    elif shape == "ring":
        pen.circle(cx, cy, r, fill=outline)
        pen.circle(cx, cy, r - w, fill=colour)
        pen.circle(cx, cy, r * 0.45 + w, fill=outline)
        pen.circle(cx, cy, r * 0.45, fill=TOKEN_FACE)
    elif shape == "square":
        pen.rect((cx - r * 0.82, cy - r * 0.82, cx + r * 0.82, cy + r * 0.82), fill=colour, outline=outline, width=w)
    elif shape == "skull":
        draw_skull(pen, cx, cy - r * 0.05, r * 0.95, fill=colour, hollow=outline)
    elif shape == "diamond":
        pen.polygon(regular_polygon(cx, cy, r, 4, -90), fill=colour, outline=outline, width=w)
    elif shape == "triangle":
        pen.polygon(regular_polygon(cx, cy + r * 0.15, r, 3, -90), fill=colour, outline=outline, width=w)
    elif shape == "drop":
        pen.circle(cx, cy + r * 0.25, r * 0.7, fill=outline)
        pen.polygon([(cx, cy - r * 1.05), (cx + r * 0.68, cy + r * 0.1), (cx - r * 0.68, cy + r * 0.1)], fill=outline)
        pen.circle(cx, cy + r * 0.25, r * 0.7 - w, fill=colour)
        pen.polygon([(cx, cy - r * 1.05 + w * 1.6), (cx + r * 0.68 - w, cy + r * 0.1), (cx - r * 0.68 + w, cy + r * 0.1)],
                    fill=colour)
    elif shape == "star":
        pen.polygon(star_points(cx, cy, r, r * 0.45), fill=colour, outline=outline, width=w)
    else:
        pen.circle(cx, cy, r, fill=colour, outline=outline, width=w)


def corner_badge(colour, shape: str) -> Callable[[Pen], None]:
    """A small cream badge on the counter's lower right carrying a colour-blind shape."""

    def draw(pen: Pen) -> None:
        bx, by, r = C + 32, C + 32, 13.5
        pen.circle(bx + 0.8, by + 1.2, r, fill=(0, 0, 0, 110))
        pen.circle(bx, by, r, fill=INK)
        pen.circle(bx, by, r - 1.6, fill=TOKEN_FACE)
        pip_shape(pen, shape, bx, by, r * 0.62, colour)

    return draw


def bust(pen: Pen, coat, collar=None, width: float = 36) -> None:
    """Shoulders and chest of a figure at the bottom of the counter face."""
    pen.polygon([(C - width, 112), (C - width + 4, 88), (C - 14, 77), (C + 14, 77), (C + width - 4, 88), (C + width, 112)],
                fill=coat)
    pen.line([(C - 14, 78), (C - width + 5, 89)], fill=shade(coat, 1.35), width=1.2)
    if collar:
        pen.polygon([(C - 15, 76), (C - 3, 92), (C - 6, 76)], fill=collar)
        pen.polygon([(C + 15, 76), (C + 3, 92), (C + 6, 76)], fill=collar)


def face(pen: Pen, cx: float, cy: float, rx: float, ry: float, skin=SKIN) -> None:
    """A plain oval face with a shaded jaw."""
    pen.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=shade(skin, 0.8))
    pen.ellipse((cx - rx + 1, cy - ry, cx + rx - 2, cy + ry - 2.5), fill=skin)


def emblem_ludwig(pen: Pen) -> None:
    """Ludwig van Rheingold: wide-brimmed hat, upturned coat collar, sword hilt at the shoulder."""
    pen.line([(84, 84), (101, 52)], fill=(120, 124, 134), width=3.2)  # blade behind the shoulder
    pen.line([(95, 55), (106, 62)], fill=(160, 130, 60), width=2.6)
    bust(pen, (62, 44, 34), collar=(86, 60, 46), width=38)
    pen.polygon([(C - 6, 77), (C + 6, 77), (C, 90)], fill=(150, 34, 32))  # red scarf
    pen.rect((C - 6, 68, C + 6, 80), fill=shade(SKIN, 0.75))
    face(pen, C, 60, 12.5, 15)
    pen.ellipse((C - 13, 44, C + 13, 58), fill=(0, 0, 0, 70))  # brim shadow
    for side in (-1, 1):
        pen.circle(C + side * 5, 57, 1.5, fill=(240, 230, 210))
    pen.line([(C - 6, 68), (C + 6, 68)], fill=(110, 70, 50), width=1.2)
    pen.polygon([(C - 10, 70), (C + 10, 70), (C + 6, 76), (C - 6, 76)], fill=(96, 66, 46))  # stubble
    pen.ellipse((C - 35, 41, C + 35, 54), fill=(28, 22, 20))  # brim
    pen.ellipse((C - 33, 41, C + 33, 51), fill=(44, 34, 30))
    pen.polygon([(C - 17, 46), (C - 14, 22), (C, 19), (C + 14, 22), (C + 17, 46)], fill=(36, 28, 24))  # crown
    pen.rect((C - 17, 38, C + 17, 44), fill=(140, 36, 34))
    pen.line([(C - 11, 25), (C - 13, 38)], fill=(70, 56, 48), width=1.4)


def emblem_hooded(pen: Pen) -> None:
    """A hooded hunter: deep hood over a shadowed face with glinting eyes, cloak and clasp."""
    cloak = (70, 78, 64)
    bust(pen, cloak, width=40)
    pen.polygon([(C - 24, 90), (C - 26, 50), (C - 14, 24), (C, 17), (C + 14, 24), (C + 26, 50), (C + 24, 90)],
                fill=shade(cloak, 1.1))
    pen.polygon([(C - 24, 90), (C - 26, 50), (C - 14, 24), (C, 17), (C - 4, 30), (C - 16, 52)], fill=shade(cloak, 1.3))
    pen.ellipse((C - 14, 36, C + 14, 78), fill=(22, 20, 22))
    pen.ellipse((C - 10, 50, C + 10, 76), fill=(58, 46, 40))
    for side in (-1, 1):
        pen.ellipse((C + side * 5 - 2.2, 55, C + side * 5 + 2.2, 58.4), fill=(236, 226, 190))
    pen.polygon([(C - 9, 66), (C + 9, 66), (C + 7, 78), (C - 7, 78)], fill=(40, 34, 30))  # scarf over mouth
    pen.circle(C, 90, 4.5, fill=(170, 140, 60), outline=INK, width=1)
    pen.line([(C - 22, 98), (C - 4, 80)], fill=(94, 62, 40), width=2.2)  # crossbow strap


def emblem_zombie(colour, skin) -> Callable[[Pen], None]:
    """A shambling zombie: tilted rotten head, torn shirt in the counter's colour, a
    grasping hand reaching out."""

    def draw(pen: Pen) -> None:
        rnd = rng("zombie-token", colour)
        shirt = shade(colour, 0.8)
        pen.polygon([(C - 40, 112), (C - 36, 86), (C - 14, 77), (C + 12, 80), (C + 34, 88), (C + 40, 112)], fill=shirt)
        for i in range(6):  # ragged tears
            tx = C - 30 + i * 11 + rnd.uniform(-2, 2)
            pen.polygon([(tx, 112), (tx + 4, 96 + rnd.uniform(-4, 4)), (tx + 7, 112)], fill=shade(shirt, 0.55))
        pen.polygon([(C - 12, 78), (C + 4, 96), (C + 10, 79)], fill=shade(skin, 0.75))  # open collar
        pen.line([(C - 30, 94), (C - 20, 88)], fill=shade(shirt, 1.4), width=1.2)
        head = [(C - 4 + x * 0.96 - (y - 54) * 0.18, 54 + (y - 54) * 0.96 + x * 0.12)
                for x, y in blob(0, 54, 17, 21, rnd, wobble=0.08, n=18)]
        pen.polygon([(x + 1.2, y + 1.6) for x, y in head], fill=shade(skin, 0.55))
        pen.polygon(head, fill=skin)
        pen.polygon([(C - 20, 40), (C - 12, 32), (C - 2, 34), (C + 8, 30), (C + 12, 40), (C - 4, 40)],
                    fill=(54, 46, 40))  # matted hair
        for x in (C - 16, C - 7, C + 4):
            pen.line([(x, 38), (x - 3, 46)], fill=(54, 46, 40), width=1.4)
        pen.circle(C - 11, 51, 5.2, fill=(40, 34, 36))  # eye sockets, lopsided
        pen.circle(C + 4, 50, 4.2, fill=(40, 34, 36))
        pen.circle(C - 11, 51, 1.9, fill=(236, 230, 170))
        pen.circle(C + 4.5, 50.5, 1.5, fill=(236, 230, 170))
        pen.polygon([(C - 13, 62), (C + 5, 60), (C + 3, 69), (C - 11, 70)], fill=(50, 24, 26))  # gaping mouth
        for i in range(4):
            tx = C - 11 + i * 4
            pen.polygon([(tx, 61.5), (tx + 2.6, 61.3), (tx + 1.3, 64.4)], fill=(220, 210, 170))
        pen.line([(C + 8, 42), (C + 12, 56)], fill=shade(skin, 0.6), width=1.0)  # scar
        for k in range(3):
            pen.line([(C + 8.5 + k * 1.2, 46 + k * 4), (C + 12.5 + k * 1.2, 45 + k * 4)], fill=shade(skin, 0.55), width=0.8)
        # the reaching arm and clawed hand
        pen.line([(C + 26, 100), (C + 34, 74), (C + 36, 62)], fill=shade(shirt, 0.9), width=11)
        pen.circle(C + 36, 58, 7.5, fill=skin)
        for a in (-150, -115, -80, -45):
            fx = C + 36 + math.cos(math.radians(a)) * 13
            fy = 58 + math.sin(math.radians(a)) * 13
            pen.line([(C + 36, 58), (fx, fy)], fill=skin, width=3.2)
            pen.circle(fx, fy, 1.1, fill=(60, 50, 40))

    return draw


def emblem_necromancer(pen: Pen) -> None:
    """The Necromancer: a skull grinning from a deep blue-grey hood, eyes glowing."""
    robe = (64, 70, 92)
    pen.polygon([(C - 42, 112), (C - 34, 82), (C - 14, 74), (C + 14, 74), (C + 34, 82), (C + 42, 112)], fill=robe)
    pen.polygon([(C - 28, 96), (C - 30, 50), (C - 16, 22), (C, 14), (C + 16, 22), (C + 30, 50), (C + 28, 96)],
                fill=shade(robe, 1.2))
    pen.polygon([(C - 28, 96), (C - 30, 50), (C - 16, 22), (C, 14), (C - 6, 28), (C - 18, 56)], fill=shade(robe, 1.45))
    pen.ellipse((C - 17, 32, C + 17, 84), fill=(14, 14, 22))
    draw_skull(pen, C, 58, 13, fill=(222, 216, 196), hollow=(20, 18, 28))
    for side in (-1, 1):
        pen.circle(C + side * 4.2, 56.5, 1.6, fill=(120, 250, 220))
    pen.line([(C - 7, 96), (C, 86), (C + 7, 96)], fill=(170, 150, 80), width=1.6)  # clasp chain
    pen.circle(C, 86, 3, fill=(120, 250, 220), outline=INK, width=0.8)


def emblem_bron(pen: Pen) -> None:
    """Bron: horned helm, red braided beard, a great axe over the shoulder."""
    pen.line([(C - 30, 104), (C + 26, 30)], fill=(96, 66, 40), width=4)  # axe haft
    blade = [(C + 14, 26), (C + 36, 14), (C + 42, 34), (C + 34, 50), (C + 22, 40)]
    pen.polygon(blade, fill=(150, 156, 166), outline=INK, width=1.2)
    pen.line([(C + 36, 16), (C + 41, 34), (C + 34, 48)], fill=(220, 226, 232), width=1.2)
    bust(pen, (96, 70, 48), width=38)
    pen.rect((C - 36, 86, C + 36, 92), fill=(70, 50, 34))  # fur mantle
    face(pen, C, 57, 12, 13)
    beard = [(C - 13, 56), (C + 13, 56), (C + 14, 72), (C + 6, 88), (C, 94), (C - 6, 88), (C - 14, 72)]
    pen.polygon(beard, fill=(178, 84, 38))
    pen.line([(C - 4, 70), (C - 2, 92)], fill=(130, 58, 26), width=1.2)
    pen.line([(C + 4, 70), (C + 2, 92)], fill=(130, 58, 26), width=1.2)
    pen.rect((C - 3, 84, C + 3, 88), fill=(200, 170, 70))  # braid ring
    pen.polygon([(C - 10, 60), (C - 2, 58), (C, 62), (C + 2, 58), (C + 10, 60), (C + 6, 63), (C - 6, 63)],
                fill=(150, 70, 32))  # moustache
    for side in (-1, 1):  # horns
        pen.polygon([(C + side * 14, 42), (C + side * 28, 36), (C + side * 34, 22), (C + side * 36, 8),
                     (C + side * 40, 24), (C + side * 36, 40), (C + side * 16, 50)], fill=(226, 214, 180), outline=INK,
                    width=1)
    pen.chord((C - 17, 26, C + 17, 60), 180, 360, fill=(120, 126, 138))  # helm dome
    pen.chord((C - 14, 28, C + 4, 56), 190, 260, fill=(170, 176, 188))
    pen.rect((C - 18, 41, C + 18, 47), fill=(90, 94, 106))
    pen.rect((C - 2, 42, C + 2, 58), fill=(90, 94, 106))  # nose guard
    for i in range(-2, 3):
        pen.circle(C + i * 7, 44, 1, fill=(210, 214, 220))
    for side in (-1, 1):
        pen.circle(C + side * 6, 52, 1.6, fill=INK)


def emblem_archibald(pen: Pen) -> None:
    """Archibald the archer: feathered cap, green tunic, a drawn bow with an arrow."""
    bust(pen, (54, 96, 58), width=38)
    pen.line([(C - 26, 80), (C + 8, 110)], fill=(110, 76, 46), width=2.2)  # quiver strap
    face(pen, C - 4, 58, 11.5, 13.5)
    for side in (-1, 1):
        pen.circle(C - 4 + side * 4.5, 56, 1.5, fill=INK)
    pen.line([(C - 8, 65), (C, 65)], fill=(130, 80, 60), width=1)
    cap = [(C - 18, 50), (C - 10, 36), (C + 4, 32), (C + 16, 44), (C + 8, 48)]
    pen.polygon(cap, fill=(44, 104, 50), outline=INK, width=1)
    pen.polygon([(C + 2, 38), (C + 24, 20), (C + 26, 22), (C + 6, 42)], fill=(190, 40, 36))  # feather
    pen.line([(C + 4, 40), (C + 25, 21)], fill=(240, 200, 190), width=0.6)
    bow = bezier((C + 16, 24), (C + 38, C), (C + 16, 101), 24)
    pen.line(bow, fill=(120, 76, 38), width=3.4)
    pen.line([(C + 16, 24), (C + 4, C), (C + 16, 101)], fill=(230, 226, 210), width=0.8, round_caps=False)
    pen.line([(C + 4, C), (C + 38, C)], fill=(150, 110, 70), width=1.8)  # arrow
    pen.polygon([(C + 37, C - 4), (C + 45, C), (C + 37, C + 4)], fill=(170, 176, 186), outline=INK, width=0.8)
    pen.polygon([(C + 4, C), (C - 1, C - 4), (C + 8, C - 4), (C + 12, C)], fill=(230, 230, 220))
    pen.circle(C + 5, C + 2, 3.6, fill=SKIN)  # drawing hand


def emblem_prycille(pen: Pen) -> None:
    """Prycille the priestess: golden halo, white veil, a sun-cross on her breast."""
    gold = (226, 182, 58)
    pen.circle(C, 55, 25, outline=gold, width=3.2)
    pen.circle(C, 55, 20.5, outline=shade(gold, 1.3), width=1)
    for i in range(12):
        a = math.radians(i * 30)
        pen.line([(C + math.cos(a) * 27, 55 + math.sin(a) * 27), (C + math.cos(a) * 32, 55 + math.sin(a) * 32)],
                 fill=gold, width=1.4)
    robe = (238, 236, 244)
    pen.polygon([(C - 38, 112), (C - 32, 86), (C - 12, 76), (C + 12, 76), (C + 32, 86), (C + 38, 112)], fill=(196, 200, 222))
    pen.polygon([(C - 22, 96), (C - 22, 52), (C - 12, 34), (C + 12, 34), (C + 22, 52), (C + 22, 96)], fill=robe)
    pen.polygon([(C - 22, 96), (C - 22, 52), (C - 12, 34), (C - 4, 36), (C - 14, 60), (C - 14, 96)],
                fill=(214, 214, 230))
    pen.line([(C - 22, 52), (C - 12, 34), (C + 12, 34), (C + 22, 52), (C + 22, 96)], fill=(150, 150, 176), width=0.8)
    pen.polygon([(C - 11, 58), (C - 11, 80), (C - 6, 76)], fill=(150, 94, 54))  # hair
    pen.polygon([(C + 11, 58), (C + 11, 80), (C + 6, 76)], fill=(150, 94, 54))
    face(pen, C, 60, 10.5, 13)
    for side in (-1, 1):
        pen.arc((C + side * 4.5 - 2.4, 56, C + side * 4.5 + 2.4, 60), 20, 160, fill=INK, width=1.2)
    pen.line([(C - 3, 67), (C + 3, 67)], fill=(170, 80, 80), width=1.2)
    pen.rect((C - 13, 43, C + 13, 47), fill=gold)  # circlet
    pen.circle(C, 45, 2.4, fill=(80, 140, 220))
    sx, sy = C, 92
    pen.circle(sx, sy, 7, fill=gold, outline=INK, width=1)
    pen.rect((sx - 1.4, sy - 10, sx + 1.4, sy + 10), fill=gold, outline=INK, width=0.7)
    pen.rect((sx - 8, sy - 1.4, sx + 8, sy + 1.4), fill=gold, outline=INK, width=0.7)
    pen.circle(sx, sy, 3, fill=shade(gold, 1.3))


def flame(pen: Pen, x: float, y: float, size: float) -> None:
    """A three-layer flame rising from (x, y)."""
    for scale, colour in ((1.0, (200, 60, 30)), (0.75, (240, 130, 40)), (0.45, (255, 220, 110))):
        s = size * scale
        pen.polygon([(x - s * 0.55, y), (x - s * 0.6, y - s * 0.7), (x - s * 0.15, y - s * 1.1), (x - s * 0.05, y - s * 1.7),
                     (x + s * 0.35, y - s * 1.05), (x + s * 0.6, y - s * 0.6), (x + s * 0.5, y)], fill=colour)
        pen.ellipse((x - s * 0.55, y - s * 0.45, x + s * 0.55, y + s * 0.3), fill=colour)


def draw_torch(pen: Pen, base: tuple[float, float], top: tuple[float, float], size: float) -> None:
    """A wooden torch from `base` to `top` with a wrapped head and a flame."""
    pen.line([base, top], fill=INK, width=size * 0.42)
    pen.line([base, top], fill=(128, 86, 50), width=size * 0.3)
    tx, ty = top
    pen.rect((tx - size * 0.32, ty - size * 0.1, tx + size * 0.32, ty + size * 0.55), fill=(90, 70, 50), outline=INK,
             width=0.8)
    pen.line([(tx - size * 0.3, ty + size * 0.22), (tx + size * 0.3, ty + size * 0.12)], fill=(60, 44, 30), width=0.8)
    flame(pen, tx, ty, size * 0.9)


def emblem_townsman(pen: Pen) -> None:
    """A townsman's weapons: a pitchfork and a burning torch, crossed."""
    pen.line([(C - 30, 104), (C + 18, 30)], fill=INK, width=4.4)
    pen.line([(C - 30, 104), (C + 18, 30)], fill=(150, 110, 66), width=3)
    fork = (C + 18, 30)
    ang = math.atan2(30 - 104, 48)
    ux, uy = math.cos(ang), math.sin(ang)
    px, py = -uy, ux
    bar = [(fork[0] + px * 11, fork[1] + py * 11), (fork[0] - px * 11, fork[1] - py * 11)]
    pen.line(bar, fill=(120, 124, 132), width=3)
    for k in (-11, 0, 11):
        bx, by = fork[0] + px * k, fork[1] + py * k
        pen.line([(bx, by), (bx + ux * 22, by + uy * 22)], fill=(130, 134, 142), width=2.6)
        pen.circle(bx + ux * 22, by + uy * 22, 1.0, fill=(200, 204, 210))
    draw_torch(pen, (C + 28, 104), (C - 16, 38), 16)


def emblem_torch(pen: Pen) -> None:
    """The torch item."""
    draw_torch(pen, (C + 20, 102), (C - 8, 48), 22)


def emblem_dung(pen: Pen) -> None:
    """Dragon dung: a glistening heap with smouldering embers and rising fumes."""
    rnd = rng("dung-token")
    for cx, cy, rx, ry in ((C, 88, 30, 12), (C - 2, 76, 22, 10), (C + 1, 66, 14, 8), (C + 3, 57, 7, 6)):
        pen.ellipse((cx - rx, cy - ry + 2, cx + rx, cy + ry + 2), fill=(50, 34, 20))
        pen.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=(106, 74, 40))
        pen.ellipse((cx - rx * 0.7, cy - ry * 0.8, cx + rx * 0.2, cy - ry * 0.1), fill=(140, 104, 60))
    for _ in range(9):
        x, y = rnd.uniform(C - 24, C + 24), rnd.uniform(64, 94)
        pen.circle(x, y, rnd.uniform(1.2, 2.0), fill=(250, 150, 50))
    for k, x in enumerate((C - 14, C + 2, C + 16)):
        pts = [(x + math.sin(t / 4 + k) * 3, 48 - t) for t in range(0, 26, 2)]
        pen.line(pts, fill=(120, 130, 90), width=2)


def emblem_potion(liquid, label: str) -> Callable[[Pen], None]:
    """A round glass flask of coloured liquid with a cork and a small label symbol."""

    def draw(pen: Pen) -> None:
        cx, cy, r = C, 74, 24
        pen.rect((cx - 7, 30, cx + 7, 56), fill=(200, 214, 220), outline=INK, width=1.2)  # neck
        pen.rect((cx - 8, 24, cx + 8, 34), fill=(150, 110, 70), outline=INK, width=1.2, radius=2)  # cork
        pen.circle(cx, cy, r + 1.4, fill=INK)
        pen.circle(cx, cy, r, fill=(206, 220, 226))
        pen.chord((cx - r + 2, cy - r + 2, cx + r - 2, cy + r - 2), -20, 200, fill=liquid)
        pen.chord((cx - r + 2, cy - r + 2, cx + r - 2, cy + r - 2), -20, 200, outline=shade(liquid, 0.6))
        pen.ellipse((cx - r * 0.7, cy + r * 0.3, cx + r * 0.1, cy + r * 0.75), fill=shade(liquid, 1.25))
        pen.arc((cx - r + 4, cy - r + 4, cx + r - 4, cy + r - 4), 200, 260, fill=(255, 255, 255), width=2.4)
        lx, ly = cx + 2, cy + 5
        pen.circle(lx, ly, 9, fill=(240, 232, 206), outline=INK, width=1)
        if label == "heart":
            pen.circle(lx - 2.6, ly - 1.5, 3.2, fill=(190, 30, 40))
            pen.circle(lx + 2.6, ly - 1.5, 3.2, fill=(190, 30, 40))
            pen.polygon([(lx - 5.6, ly - 0.6), (lx + 5.6, ly - 0.6), (lx, ly + 5.6)], fill=(190, 30, 40))
        elif label == "target":
            for rr, col in ((7, (200, 60, 30)), (5, (240, 232, 206)), (3, (200, 60, 30)), (1.2, (240, 232, 206))):
                pen.circle(lx, ly, rr, fill=col)
        else:  # shield
            pen.polygon([(lx - 5.5, ly - 6), (lx + 5.5, ly - 6), (lx + 5, ly + 1), (lx, ly + 6.5), (lx - 5, ly + 1)],
                        fill=(90, 120, 160), outline=INK, width=0.8)
            pen.line([(lx, ly - 5), (lx, ly + 5)], fill=(220, 226, 236), width=1)

    return draw


def token_specs() -> dict[str, tuple]:
    """name -> (rim colour, emblem, badge or None) for every counter."""
    zombie = {}
    for colour in ("violet", "green", "blue"):
        rim = TOKENS[colour]
        pip_colour, shape, _ = PIPS[colour]
        zombie[f"zombie_{colour}"] = (rim, emblem_zombie(rim, ZOMBIE_SKIN[colour]), corner_badge(pip_colour, shape))
    necro_colour, necro_shape, _ = PIPS["necromancer"]
    follower, item = TOKENS["follower"], TOKENS["item"]
    return {
        "slayer_ludwig": (TOKENS["slayer"], emblem_ludwig, None),
        "slayer_custom": (TOKENS["slayer"], emblem_hooded, None),
        **zombie,
        "necromancer": (TOKENS["necromancer"], emblem_necromancer, corner_badge((226, 220, 204), necro_shape)),
        "bron": (follower, emblem_bron, None),
        "archibald": (follower, emblem_archibald, None),
        "prycille": (follower, emblem_prycille, None),
        "townsman": (follower, emblem_townsman, None),
        "torch": (item, emblem_torch, None),
        "dung": (item, emblem_dung, None),
        "potion_life": (item, emblem_potion((196, 30, 40), "heart"), None),
        "potion_accuracy": (item, emblem_potion((236, 128, 36), "target"), None),
        "potion_defense": (item, emblem_potion((88, 124, 170), "shield"), None),
    }


def build_tokens(out: Path) -> list[Path]:
    """Draw every 128 x 128 counter into out/tokens/<name>.png."""
    return save_each(out / "tokens", (
        (name, lambda name=name, spec=spec: round_counter(spec[0], TOKEN_FACE, spec[1], seed=f"token/{name}",
                                                          badge=spec[2]))
        for name, spec in token_specs().items()))


# --------------------------------------------------------------------------- board overlays


def draw_dung_heap() -> Image.Image:
    """A 64 x 64 steaming heap of dragon dung lying on the street, with glowing embers."""
    k = 4
    img = blank((64 * k, 64 * k))
    pen = Pen(img, k)
    shadow = blank(img.size)
    Pen(shadow, k).ellipse((10, 40, 58, 56), fill=(0, 0, 0, 150))
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(2.5 * k)))
    rnd = rng("dung-heap")
    for cx, cy, rx, ry in ((32, 45, 21, 9), (31, 37, 16, 8), (33, 30, 11, 6.5), (34, 24, 6, 4.5)):
        pen.ellipse((cx - rx + 1, cy - ry + 2, cx + rx + 1, cy + ry + 2), fill=(34, 24, 14))
        pen.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=(92, 64, 36))
        pen.ellipse((cx - rx * 0.75, cy - ry * 0.85, cx + rx * 0.15, cy - ry * 0.05), fill=(124, 90, 52))
        pen.ellipse((cx - rx * 0.55, cy - ry * 0.8, cx - rx * 0.2, cy - ry * 0.45), fill=(170, 140, 100))
    for _ in range(10):
        x, y = rnd.uniform(15, 50), rnd.uniform(30, 50)
        pen.circle(x, y, rnd.uniform(0.8, 1.4), fill=(255, 150, 50))
    embers = glow_layer(img.size, (32 * k, 42 * k), 22 * k, (255, 120, 40), 0.35, 2)
    img.alpha_composite(embers)
    steam = blank(img.size)
    sp = Pen(steam, k)
    for j, x in enumerate((24, 34, 43)):
        pts = [(x + math.sin(t / 3.2 + j * 1.7) * 3, 22 - t) for t in range(0, 20)]
        sp.line(pts, fill=(200, 206, 190, 150 - j * 20), width=2.2)
    img.alpha_composite(steam.filter(ImageFilter.GaussianBlur(0.9 * k)))
    return downsample(img, k)


def draw_highlight(colour, style: str) -> Image.Image:
    """A 64 x 64 translucent overlay for one square: a soft glowing square ("fill") or a
    bright ring ("ring")."""
    k = 4
    img = blank((64 * k, 64 * k))
    glow = blank(img.size)
    gp = Pen(glow, k)
    if style == "ring":
        gp.circle(32, 32, 25, outline=rgba(colour, 255), width=5)
        img.alpha_composite(glow.filter(ImageFilter.GaussianBlur(3 * k)))
        pen = Pen(img, k)
        pen.circle(32, 32, 25, outline=rgba(colour, 245), width=2.6)
        pen.circle(32, 32, 21, outline=rgba(colour, 90), width=1)
        for a in range(0, 360, 90):  # small sight ticks
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            pen.line([(32 + ca * 27, 32 + sa * 27), (32 + ca * 31, 32 + sa * 31)], fill=rgba(colour, 230), width=2)
        return downsample(img, k)
    gp.rect((5, 5, 59, 59), outline=rgba(colour, 230), width=5, radius=8)
    img.alpha_composite(glow.filter(ImageFilter.GaussianBlur(2.5 * k)))
    pen = Pen(img, k)
    fill = blank(img.size)
    Pen(fill, k).rect((4, 4, 60, 60), fill=rgba(colour, 60), radius=8)
    img.alpha_composite(fill)
    pen.rect((3, 3, 61, 61), outline=rgba(colour, 235), width=2, radius=8)
    return downsample(img, k)


def build_board(out: Path) -> list[Path]:
    """The dung heap and the three square highlights into out/board/."""
    items = {
        "dung_heap": draw_dung_heap,
        "highlight_move": lambda: draw_highlight((255, 222, 130), "fill"),
        "highlight_attack": lambda: draw_highlight((235, 60, 50), "fill"),
        "highlight_target": lambda: draw_highlight((255, 255, 255), "ring"),
    }
    return save_each(out / "board", items.items())


# --------------------------------------------------------------------------- skill icons

GOLD = (236, 206, 140)
S = 48  # skill icon centre (design units, 96 px icon)


def sword(pen: Pen, hilt: tuple[float, float], tip: tuple[float, float], colour=GOLD, width: float = 5) -> None:
    """A straight sword from its hilt to its tip, with crossguard and pommel."""
    (hx, hy), (tx, ty) = hilt, tip
    length = math.hypot(tx - hx, ty - hy)
    ux, uy = (tx - hx) / length, (ty - hy) / length
    px, py = -uy, ux
    guard = (hx + ux * 9, hy + uy * 9)
    pen.polygon([(guard[0] + px * width / 2, guard[1] + py * width / 2), (tx - ux * 6 + px * width / 2, ty - uy * 6 + py * width / 2),
                 (tx, ty), (tx - ux * 6 - px * width / 2, ty - uy * 6 - py * width / 2),
                 (guard[0] - px * width / 2, guard[1] - py * width / 2)], fill=colour)
    pen.line([(guard[0] + px * 9, guard[1] + py * 9), (guard[0] - px * 9, guard[1] - py * 9)], fill=colour, width=3.4)
    pen.line([(hx, hy), guard], fill=shade(colour, 0.8), width=3.4)
    pen.circle(hx, hy, 3, fill=colour)


def arrow(pen: Pen, tail: tuple[float, float], tip: tuple[float, float], colour=GOLD, width: float = 3,
          head: float = 8) -> None:
    """An arrow with a triangular head and fletching."""
    (ax, ay), (bx, by) = tail, tip
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    px, py = -uy, ux
    base = (bx - ux * head, by - uy * head)
    pen.line([tail, base], fill=colour, width=width)
    pen.polygon([(bx, by), (base[0] + px * head * 0.6, base[1] + py * head * 0.6),
                 (base[0] - px * head * 0.6, base[1] - py * head * 0.6)], fill=colour)
    for f in (0, 5):
        fx, fy = ax + ux * f, ay + uy * f
        pen.polygon([(fx, fy), (fx + ux * 6 + px * 5, fy + uy * 6 + py * 5), (fx + ux * 9, fy + uy * 9)], fill=colour)
        pen.polygon([(fx, fy), (fx + ux * 6 - px * 5, fy + uy * 6 - py * 5), (fx + ux * 9, fy + uy * 9)], fill=colour)


def skill_aimed_shot(pen: Pen) -> None:
    """Aimed Shot: crosshairs with an arrow striking the centre."""
    pen.circle(S, S, 24, outline=GOLD, width=3.2)
    pen.circle(S, S, 12, outline=GOLD, width=2)
    for a in range(0, 360, 90):
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        pen.line([(S + ca * 17, S + sa * 17), (S + ca * 31, S + sa * 31)], fill=GOLD, width=2.6)
    pen.circle(S, S, 3, fill=(220, 70, 50))
    arrow(pen, (S - 30, S + 24), (S - 2, S + 2), colour=(250, 236, 200), width=3)


def skill_assault(pen: Pen) -> None:
    """Assault: two crossed swords."""
    sword(pen, (S - 24, S + 26), (S + 24, S - 26))
    sword(pen, (S + 24, S + 26), (S - 24, S - 26), colour=(250, 236, 200))


def skill_barrage(pen: Pen) -> None:
    """Barrage: three arrows fanned out in flight."""
    for i, a in enumerate((-70, -45, -20)):
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        tail = (S - 22 + i * 4, S + 26 - i * 4)
        arrow(pen, tail, (tail[0] + ca * 50, tail[1] + sa * 50), colour=GOLD if i != 1 else (250, 236, 200))


def skill_block(pen: Pen) -> None:
    """Block: a heater shield with a cross band and a boss."""
    shield = [(S - 22, S - 24), (S + 22, S - 24), (S + 22, S - 2), (S + 12, S + 18), (S, S + 27), (S - 12, S + 18),
              (S - 22, S - 2)]
    pen.polygon(shield, fill=GOLD)
    inner = [(S - 17, S - 19), (S + 17, S - 19), (S + 17, S - 3), (S + 9, S + 13), (S, S + 21), (S - 9, S + 13),
             (S - 17, S - 3)]
    pen.polygon(inner, fill=(120, 40, 36))
    pen.rect((S - 3.5, S - 19, S + 3.5, S + 21), fill=GOLD)
    pen.rect((S - 17, S - 8, S + 17, S - 1), fill=GOLD)
    pen.circle(S, S - 4.5, 5, fill=(250, 236, 200))


def skill_dash(pen: Pen) -> None:
    """Dash: three chevrons racing to the right, trailed by speed lines."""
    for i, x in enumerate((S - 14, S + 0, S + 14)):
        col = GOLD if i < 2 else (250, 236, 200)
        pen.polygon([(x - 6, S - 18), (x + 6, S - 18), (x + 20, S), (x + 6, S + 18), (x - 6, S + 18), (x + 8, S)], fill=col)
    for j, y in enumerate((S - 12, S, S + 12)):
        pen.line([(S - 34 + j * 3, y), (S - 22, y)], fill=GOLD, width=2.4)


def skill_endure_pain(pen: Pen) -> None:
    """Endure Pain: a cracked heart held together by a bandage."""
    red = (200, 48, 44)
    pen.circle(S - 11, S - 7, 14, fill=red)
    pen.circle(S + 11, S - 7, 14, fill=red)
    pen.polygon([(S - 24.5, S - 2), (S + 24.5, S - 2), (S, S + 26)], fill=red)
    pen.circle(S - 15, S - 12, 4.5, fill=(236, 110, 100))
    pen.line([(S + 2, S - 18), (S - 4, S - 6), (S + 4, S + 2), (S - 2, S + 16)], fill=(40, 14, 14), width=2.4)
    band = [(S - 24, S - 2), (S + 20, S - 18), (S + 24, S - 8), (S - 20, S + 8)]
    pen.polygon(band, fill=(240, 228, 200), outline=(150, 130, 100), width=0.8)
    pen.line([(S - 2, S - 6), (S + 2, S - 4)], fill=(150, 130, 100), width=1)


def skill_knock_back(pen: Pen) -> None:
    """Knock Back: an impact burst driving a bold arrow away."""
    pen.polygon(star_points(S - 18, S, 20, 9, 8, rotation=0), fill=(250, 236, 200))
    pen.polygon([(S - 6, S - 9), (S + 14, S - 9), (S + 14, S - 20), (S + 34, S), (S + 14, S + 20), (S + 14, S + 9),
                 (S - 6, S + 9)], fill=GOLD)


def skill_riposte(pen: Pen) -> None:
    """Riposte: a sword with a curved arrow turning the blow back."""
    sword(pen, (S - 20, S + 24), (S + 22, S - 24))
    arc = [(S + math.cos(math.radians(a)) * 27, S + math.sin(math.radians(a)) * 27) for a in range(150, 340, 8)]
    pen.line(arc, fill=(250, 236, 200), width=3.4)
    end = arc[-1]
    pen.polygon([(end[0] + 7, end[1] + 1), (end[0] - 5, end[1] - 6), (end[0] - 2, end[1] + 8)], fill=(250, 236, 200))


SKILLS = {
    "aimed_shot": skill_aimed_shot,
    "assault": skill_assault,
    "barrage": skill_barrage,
    "block": skill_block,
    "dash": skill_dash,
    "endure_pain": skill_endure_pain,
    "knock_back": skill_knock_back,
    "riposte": skill_riposte,
}


def draw_skill(emblem) -> Image.Image:
    """A 96 x 96 skill icon: a gold emblem on a dark round plate with a bronze rim."""
    k = 4
    size = (96 * k, 96 * k)
    body = blank(size)
    pen = Pen(body, k)
    c, r = 47, 43
    pen.circle(c, c, r, fill=(40, 28, 16))
    pen.circle(c, c, r - 1, fill=(150, 108, 52))
    bevel_ring(body, (c * k, c * k), (r - 1) * k, (r - 6) * k)
    pen.circle(c, c, r - 6, fill=(20, 16, 14))
    plate = blank(size)
    Pen(plate, k).circle(c, c, r - 7, fill=(44, 40, 50))
    plate.alpha_composite(glow_layer(size, ((c - 10) * k, (c - 12) * k), 40 * k, (110, 100, 130), 0.45, 1.5))
    body.alpha_composite(plate)
    art = blank(size)
    emblem(Pen(art, k))
    art = art.transform(size, Image.Transform.AFFINE, (1, 0, (S - c) * k, 0, 1, (S - c) * k),
                        resample=Image.Resampling.BILINEAR)
    art = outlined(art, int(1.6 * k))
    body.alpha_composite(shadow_of(art, (1.2 * k, 1.8 * k), 1.5 * k, 0.6))
    body.alpha_composite(art)
    return downsample(with_drop_shadow(body, (1.2 * k, 2 * k), 1.8 * k, 0.5), k)


def build_skills(out: Path) -> list[Path]:
    """Every skill icon into out/skills/<skill>.png."""
    return save_each(out / "skills", ((name, lambda emblem=emblem: draw_skill(emblem)) for name, emblem in SKILLS.items()))


# --------------------------------------------------------------------------- treasure cards

CARD_W, CARD_H = 300, 420
CARD_ROWS_TOP, CARD_ROW_H = 98, 50  # result row k (1-6) spans y = 98 + 50 (k - 1) .. + 46
CARD_ROW_X0, CARD_ROW_X1 = 64, 280  # the writable part of each row
TREASURE_CARDS = {"followers": "Followers", "items": "Items", "attributes": "Attribute Upgrades"}


def draw_treasure_card(key: str, title: str) -> Image.Image:
    """A blank treasure card face: coloured frame, title banner, six numbered empty rows."""
    k = 2
    colour, shape, _ = PIPS[key]
    size = (CARD_W * k, CARD_H * k)
    img = blank(size)
    pen = Pen(img, k)
    pen.rect((0, 0, CARD_W - 0.5, CARD_H - 0.5), fill=(22, 18, 16), radius=16)
    pen.rect((1.5, 1.5, CARD_W - 2, CARD_H - 2), fill=shade(colour, 0.8), radius=15)
    frame_tex = fractal_noise(size, 5, 4, f"card/{key}")
    img = modulate(img, frame_tex, 0.18)
    pen = Pen(img, k)
    pen.rect((8, 8, CARD_W - 8.5, CARD_H - 8.5), outline=shade(colour, 1.35), width=1.2, radius=11)
    paper = parchment_texture((CARD_W * k - 28 * k, CARD_H * k - 28 * k), f"card/{key}").convert("RGBA")
    mask = Image.new("L", paper.size, 0)
    Pen(mask, k).rect((0, 0, CARD_W - 28.5, CARD_H - 28.5), fill=255, radius=8)
    img.alpha_composite(masked(paper, mask), (14 * k, 14 * k))
    pen.rect((14, 14, CARD_W - 14.5, CARD_H - 14.5), outline=(60, 44, 30), width=1.2, radius=8)
    draw_banner(img, title, colour, shape, k)
    for i in range(6):
        draw_result_row(img, i + 1, colour, k)
    return downsample(img, k)


def draw_banner(img: Image.Image, title: str, colour, shape: str, k: int) -> None:
    """The ribbon across the top of a treasure card, with the card's name and pip shape."""
    pen = Pen(img, k)
    dark = shade(colour, 0.55)
    y0, y1 = 26, 74
    for side in (-1, 1):  # ribbon tails behind the banner
        x = CARD_W / 2 + side * 132
        pen.polygon([(x, y0 + 8), (x + side * 14, y0 + 8), (x + side * 7, (y0 + y1) / 2 + 4), (x + side * 14, y1 + 8),
                     (x, y1 + 8)], fill=shade(colour, 0.45))
    pen.rect((22, y0, CARD_W - 22, y1), fill=colour, radius=4)
    pen.rect((22, y0, CARD_W - 22, y1), outline=(24, 18, 16), width=1.4, radius=4)
    pen.rect((26, y0 + 4, CARD_W - 26, y1 - 4), outline=shade(colour, 1.4), width=0.8, radius=3)
    size = 34
    fnt = font("Bold", size * k)
    while fnt.getlength(title) > (CARD_W - 96) * k and size > 16:
        size -= 1
        fnt = font("Bold", size * k)
    text_outlined(img, (CARD_W / 2 * k, (y0 + y1) / 2 * k + 1 * k), title, fnt, (250, 240, 214), dark, int(2 * k))
    for side in (-1, 1):
        pip_shape(pen, shape, CARD_W / 2 + side * 116, (y0 + y1) / 2, 7, (246, 236, 210), outline=dark)


def draw_result_row(img: Image.Image, number: int, colour, k: int) -> None:
    """One empty result row: a numbered medallion on the left and a faint writing band."""
    pen = Pen(img, k)
    top = CARD_ROWS_TOP + (number - 1) * CARD_ROW_H
    mid = top + 23
    band = blank(img.size)
    Pen(band, k).rect((CARD_ROW_X0 - 8, top + 3, CARD_ROW_X1, top + 43), fill=(120, 90, 50, 26), radius=6)
    img.alpha_composite(band)
    pen.line([(CARD_ROW_X0, top + 38), (CARD_ROW_X1 - 8, top + 38)], fill=(110, 84, 56, 150), width=0.8,
             round_caps=False)
    pen.circle(40, mid + 1.2, 15, fill=(30, 22, 18, 120))
    pen.circle(39, mid, 15, fill=(30, 22, 18))
    pen.circle(39, mid, 13.6, fill=colour)
    pen.circle(39, mid, 11.5, outline=shade(colour, 1.4), width=0.8)
    text_outlined(img, (39 * k, mid * k), str(number), font("Bold", 22 * k), (250, 242, 220), shade(colour, 0.45),
                  int(1.2 * k))


def build_cards(out: Path) -> list[Path]:
    """The three treasure cards' blank faces into out/cards/<card>.png."""
    return save_each(out / "cards", (
        (key, lambda key=key, title=title: draw_treasure_card(key, title)) for key, title in TREASURE_CARDS.items()))


# --------------------------------------------------------------------------- box-cover title

TITLE_W, TITLE_H = 600, 360
MOON = (468, 176, 50)  # centre x, centre y, radius


def draw_title() -> Image.Image:
    """The 600 x 360 box-cover art: moonlit town, a meteor, shambling zombies, a lone
    slayer in the foreground and the game's name."""
    k = 2
    size = (TITLE_W * k, TITLE_H * k)
    img = night_sky(size, k)
    img.alpha_composite(meteor(size, k))
    img.alpha_composite(skyline(size, k, rng("title", "far"), base=238, colour=(44, 40, 66), lit=0.0, scale=0.7))
    img.alpha_composite(skyline(size, k, rng("title", "near"), base=262, colour=(18, 16, 28), lit=0.5, scale=1.0))
    img.alpha_composite(ground(size, k))
    img.alpha_composite(zombies(size, k))
    img.alpha_composite(mist(size, k, 292, 0.55))
    img.alpha_composite(slayer(size, k))
    img.alpha_composite(vignette(size))
    title_text(img, k)
    return downsample(img, k)


def night_sky(size, k: int) -> Image.Image:
    """Deep blue sky fading to a violet horizon, stars and a big cratered moon with a halo."""
    ramp = Image.linear_gradient("L").resize(size)
    img = gradient_map(ramp, [(0, (8, 10, 26)), (0.45, (24, 24, 56)), (0.75, (64, 46, 84)), (1, (96, 60, 72))]).convert("RGBA")
    rnd = rng("title", "stars")
    pen = Pen(img, k)
    for _ in range(170):
        x, y = rnd.uniform(0, TITLE_W), rnd.uniform(0, 200) ** 1.0
        b = rnd.randint(120, 255)
        pen.circle(x, y, rnd.choice([0.5, 0.6, 0.8, 1.1]), fill=(b, b, min(255, b + 20), 255))
    mx, my, mr = MOON
    img.alpha_composite(glow_layer(size, (mx * k, my * k), mr * 4.2 * k, (150, 160, 210), 0.55, 2.2))
    pen.circle(mx, my, mr, fill=(236, 232, 212))
    for cx, cy, r in ((-14, -10, 9), (12, 8, 12), (-6, 20, 6), (20, -18, 5), (-24, 12, 4)):
        pen.circle(mx + cx, my + cy, r, fill=(214, 210, 190))
        pen.arc((mx + cx - r, my + cy - r, mx + cx + r, my + cy + r), 200, 320, fill=(196, 192, 172), width=1)
    clouds = blank(size)
    cp = Pen(clouds, k)
    for cx, cy, rx, ry in ((420, 160, 90, 7), (540, 190, 70, 6), (150, 120, 120, 8), (300, 140, 80, 5)):
        cp.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=(20, 20, 40, 170))
    img.alpha_composite(clouds.filter(ImageFilter.GaussianBlur(4 * k)))
    return img


def meteor(size, k: int) -> Image.Image:
    """A flaming meteor plunging towards the town, its trail fading behind it."""
    layer = blank(size)
    head = (250, 178)
    tail = (40, 104)
    steps = 40
    pen = Pen(layer, k)
    for i in range(steps):
        t = i / steps
        x = tail[0] + (head[0] - tail[0]) * t
        y = tail[1] + (head[1] - tail[1]) * t
        pen.circle(x, y, 1 + 5 * t, fill=rgba(mix((120, 60, 160), (255, 170, 80), t), int(30 + 140 * t)))
    layer = layer.filter(ImageFilter.GaussianBlur(3 * k))
    layer.alpha_composite(glow_layer(size, (head[0] * k, head[1] * k), 50 * k, (255, 150, 60), 0.8, 2))
    core = Pen(layer, k)
    core.line([(head[0] - 60, head[1] - 21), head], fill=(255, 236, 190, 200), width=2)
    core.circle(*head, 5, fill=(255, 246, 220, 255))
    return layer


def skyline(size, k: int, rnd: random.Random, base: float, colour, lit: float, scale: float) -> Image.Image:
    """A row of rooftops along y = base: gables, chimneys, a church spire, a few lit windows."""
    layer = blank(size)
    pen = Pen(layer, k)
    x = -10.0
    church = 300 if scale == 1.0 else None
    windows = []
    while x < TITLE_W + 10:
        w = rnd.uniform(34, 70) * scale
        h = rnd.uniform(36, 70) * scale
        if church and x <= church < x + 80:
            draw_church(pen, x, base, colour)
            windows.append((x + 30, base - 42))
            x += 64
            continue
        roof = rnd.uniform(14, 26) * scale
        pen.rect((x, base - h, x + w, TITLE_H), fill=colour)
        pen.polygon([(x - 3, base - h), (x + w / 2, base - h - roof), (x + w + 3, base - h)], fill=colour)
        if rnd.random() < 0.6:
            cx = x + rnd.uniform(0.15, 0.75) * w
            pen.rect((cx, base - h - roof * 0.9, cx + 6 * scale, base - h + 2), fill=colour)
        for _ in range(2):
            if rnd.random() < lit:
                windows.append((x + rnd.uniform(0.2, 0.7) * w, base - h * rnd.uniform(0.3, 0.7)))
        x += w + rnd.uniform(-4, 6)
    for wx, wy in windows:
        layer.alpha_composite(glow_layer(size, (wx * k, wy * k), 16 * k, LAMP, 0.5, 2))
        pen.rect((wx - 3, wy - 4, wx + 3, wy + 4), fill=(255, 196, 110))
        pen.line([(wx, wy - 4), (wx, wy + 4)], fill=colour, width=0.8)
    return layer


def draw_church(pen: Pen, x: float, base: float, colour) -> None:
    """A church: a nave with a tall tower and spire, topped with a cross."""
    pen.rect((x, base - 50, x + 64, TITLE_H), fill=colour)
    pen.polygon([(x - 3, base - 50), (x + 32, base - 74), (x + 67, base - 50)], fill=colour)
    tx = x + 22
    pen.rect((tx, base - 110, tx + 20, base), fill=colour)
    pen.polygon([(tx - 3, base - 110), (tx + 10, base - 150), (tx + 23, base - 110)], fill=colour)
    pen.line([(tx + 10, base - 150), (tx + 10, base - 164)], fill=colour, width=1.6)
    pen.line([(tx + 5, base - 159), (tx + 15, base - 159)], fill=colour, width=1.6)


def ground(size, k: int) -> Image.Image:
    """The dark street in the foreground, faintly cobbled."""
    layer = blank(size)
    pen = Pen(layer, k)
    pen.rect((0, 262, TITLE_W, TITLE_H), fill=(16, 16, 24))
    rnd = rng("title", "ground")
    for row in range(8):
        y = 268 + row * 12 + row * row * 0.6
        for _ in range(int(40 - row)):
            x = rnd.uniform(0, TITLE_W)
            w = 6 + row * 1.6
            pen.ellipse((x, y, x + w, y + 3 + row * 0.7), fill=(28, 28, 40, 120))
    return layer


def zombie_silhouette(pen: Pen, x: float, base: float, h: float, colour, lean: float, rnd: random.Random) -> None:
    """A shambling zombie facing left: hunched, head lolling, arms reaching forward."""
    s = h / 60
    hip = (x, base - 27 * s)
    shoulder = (x - 9 * s * lean, base - 47 * s)
    pen.line([hip, (x - 4 * s, base - 13 * s), (x - 11 * s, base)], fill=colour, width=7 * s)  # front leg
    pen.line([hip, (x + 7 * s, base - 12 * s), (x + 12 * s, base - 1 * s)], fill=colour, width=6.5 * s)  # dragging leg
    pen.polygon([(hip[0] - 9 * s, hip[1] + 3 * s), (hip[0] + 9 * s, hip[1] + 3 * s), (shoulder[0] + 11 * s, shoulder[1] + 2 * s),
                 (shoulder[0] + 4 * s, shoulder[1] - 4 * s), (shoulder[0] - 9 * s, shoulder[1] + 1 * s)], fill=colour)
    for i in range(4):  # ragged hem
        rx = hip[0] - 9 * s + i * 5 * s
        pen.polygon([(rx, hip[1] + 2 * s), (rx + 5 * s, hip[1] + 2 * s), (rx + 2 * s, hip[1] + (7 + 3 * (i % 2)) * s)],
                    fill=colour)
    for dy, reach in ((0, 26), (6, 22)):  # both arms reaching out, hands clawing
        hand = (shoulder[0] - reach * s, shoulder[1] + (2 + dy + rnd.uniform(-2, 2)) * s)
        pen.line([(shoulder[0], shoulder[1] + (1 + dy) * s), (shoulder[0] - 13 * s, shoulder[1] + (5 + dy) * s), hand],
                 fill=colour, width=5 * s)
        for f in (-2, 0, 2):
            pen.line([hand, (hand[0] - 4 * s, hand[1] + f * s + 1.5 * s)], fill=colour, width=1.6 * s)
    pen.circle(shoulder[0] - 5 * s, shoulder[1] - 3 * s, 7.5 * s, fill=colour)  # lolling head
    pen.polygon([(shoulder[0] - 11 * s, shoulder[1] - 8 * s), (shoulder[0] - 2 * s, shoulder[1] - 12 * s),
                 (shoulder[0] + 2 * s, shoulder[1] - 5 * s)], fill=colour)  # matted hair


def zombies(size, k: int) -> Image.Image:
    """A handful of zombies lurching out of the town towards the slayer, rim-lit by the moon."""
    layer = blank(size)
    pen = Pen(layer, k)
    rnd = rng("title", "zombies")
    for x, base, h in ((566, 290, 60), (505, 300, 72), (432, 294, 64), (364, 314, 84), (290, 306, 56)):
        zombie_silhouette(pen, x, base, h, (12, 12, 18), rnd.uniform(0.6, 1.2), rnd)
    return rim_light(layer, (2 * k, -1 * k), (120, 150, 190))


def rim_light(layer: Image.Image, offset, colour) -> Image.Image:
    """Light the edges of a silhouette layer that face the moon."""
    alpha = layer.getchannel("A")
    shifted = Image.new("L", layer.size, 0)
    shifted.paste(alpha, (int(offset[0]), int(offset[1])))
    edge = ImageChops.subtract(alpha, shifted)
    rim = Image.new("RGBA", layer.size, rgba(colour, 0))
    rim.putalpha(edge.point(lambda v: v * 3 // 4))
    out = layer.copy()
    out.alpha_composite(rim)
    return out


def mist(size, k: int, y: float, strength: float) -> Image.Image:
    """A band of low ground mist."""
    layer = blank(size)
    pen = Pen(layer, k)
    rnd = rng("title", "mist", y)
    for _ in range(18):
        cx = rnd.uniform(-40, TITLE_W + 40)
        pen.ellipse((cx - rnd.uniform(40, 90), y - 8, cx + rnd.uniform(40, 90), y + 14),
                    fill=(150, 160, 190, int(60 * strength)))
    return layer.filter(ImageFilter.GaussianBlur(7 * k))


def slayer(size, k: int) -> Image.Image:
    """The lone slayer in the foreground: wide-brimmed hat, long coat flaring, sword low."""
    layer = blank(size)
    pen = Pen(layer, k)
    ink = (6, 6, 10)
    x, base = 104, 360
    pen.line([(x + 26, base - 92), (x + 58, base - 30)], fill=(70, 76, 90), width=3)  # sword
    pen.line([(x + 28, base - 96), (x + 20, base - 89)], fill=ink, width=3)
    coat = [(x - 34, base), (x - 26, base - 70), (x - 24, base - 118), (x - 12, base - 134), (x + 14, base - 134),
            (x + 26, base - 118), (x + 30, base - 90), (x + 26, base - 60), (x + 40, base)]
    pen.polygon(coat, fill=ink)
    pen.polygon([(x - 36, base - 60), (x - 48, base - 20), (x - 30, base)], fill=ink)  # coat tail in the wind
    pen.line([(x + 22, base - 120), (x + 32, base - 96), (x + 28, base - 92)], fill=ink, width=9)  # sword arm
    pen.rect((x - 7, base - 146, x + 9, base - 130), fill=ink)
    pen.circle(x + 1, base - 152, 10, fill=ink)
    pen.ellipse((x - 34, base - 166, x + 36, base - 154), fill=ink)  # hat brim
    pen.polygon([(x - 15, base - 160), (x - 12, base - 184), (x + 1, base - 188), (x + 14, base - 184), (x + 17, base - 160)],
                fill=ink)
    pen.line([(x + 31, base - 87), (x + 60, base - 28)], fill=(190, 200, 220), width=1.2)  # glint
    return rim_light(layer, (2 * k, -1 * k), (130, 150, 200))


def vignette(size) -> Image.Image:
    """Darkened corners."""
    mask = radial_vignette(size)
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    layer.putalpha(mask)
    return layer


def radial_vignette(size) -> Image.Image:
    """Alpha that is 0 in the middle and rises towards the corners."""
    base = Image.radial_gradient("L").resize(size)
    return base.point(lambda v: int(max(0, v - 120) * 1.3))


def title_text(img: Image.Image, k: int) -> None:
    """ZOMBIE SLAYER across the sky: bone-white letters, dark red outline, a blood-red glow."""
    size = 84
    fnt = font("Bold", size * k)
    while fnt.getlength("ZOMBIE SLAYER") > (TITLE_W - 50) * k:
        size -= 1
        fnt = font("Bold", size * k)
    xy = (TITLE_W / 2 * k, 62 * k)
    text_glow(img, xy, "ZOMBIE SLAYER", fnt, (200, 30, 20), 12 * k, 1.6, spread=4 * k)
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).text(xy, "ZOMBIE SLAYER", font=fnt, fill=255, anchor="mm", stroke_width=5 * k, stroke_fill=255)
    outline = Image.new("RGBA", img.size, (48, 8, 8, 0))
    outline.putalpha(mask)
    img.alpha_composite(outline)
    fill_mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(fill_mask).text(xy, "ZOMBIE SLAYER", font=fnt, fill=255, anchor="mm")
    ramp = Image.linear_gradient("L").resize((img.size[0], size * k)).point(lambda v: v)
    gradient = Image.new("L", img.size, 0)
    gradient.paste(ramp, (0, int(xy[1] - size * k * 0.45)))
    fill = gradient_map(gradient, [(0, (255, 246, 220)), (0.55, (236, 214, 170)), (1, (190, 120, 80))]).convert("RGBA")
    fill.putalpha(fill_mask)
    img.alpha_composite(fill)
    # (no tagline: the words on a lid would be in one language; the setup tells the game in the player's)
