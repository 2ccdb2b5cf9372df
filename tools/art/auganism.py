"""Auganism's art: monster portraits, hero portraits, the five family emblems, the card back
and the menu title.

Monsters reuse the parametric body plans of Creature Adventures and Zvery (beasts, birds,
serpents, golems, octopuses, a whale...) and add a few of their own (a stag with antlers of
flame or of branches, a kelp siren, a seedling sprite, a hooded wraith, an acorn-capped
squire, a pearl diver, a dragon before an eclipse). The body plan comes from a word in the
monster's name (SPECIES, then Creature Adventures' `look_for`), so a new card gets a picture
of its own. Its FAMILY decides its tint, its background and the marks drawn over and around it,
so a card's family reads at a glance:

* blaze: ember orange-red; flames rising from its back, glowing cracks, sparks;
* tide:  deep sea blue; fins along its back, a wet sheen, bubbles, a wave at its feet;
* grove: leaf green; leaves sprouting from its back, moss and flowers on its hide;
* gale:  pale sky and silver-teal; feathers on its back, wind swirls around it;
* shade: dusky purple-grey; smoke and shadow wreathing it, a violet rim.

The more stages a monster has, the bigger its marks and the richer its frame: plain bronze
(one stage), silver with studs (two), gold with filigree and a crest (three), and for four
stages gold set with jewels of the family's colour; one gem per stage along the bottom.
Colours come from scenes/palette.py (AUGANISM_FAMILIES). Every random choice is seeded from
stable strings (hashlib), so the same cards always give the same pictures.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageFilter

from scenes.palette import AUGANISM_FAMILIES

from .common import (
    RGB,
    Pen,
    blank,
    downsample,
    english_name,
    font,
    fractal_noise,
    gradient_map,
    masked,
    mix,
    modulate,
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
    GROUND,
    INK,
    PINK,
    PK,
    PS,
    Look,
    arc_points,
    creature_layer,
    curve,
    eyes,
    frame_ring,
    frame_studs,
    leaf,
    look_for,
    nudge,
    panel_mask,
    plan_beast,
    radial_mask_box,
    ribbon,
    texture,
    unit,
)
from .zvery import (
    Style,
    backdrop,
    bubble,
    card_base,
    card_border,
    centroid,
    flame,
    glow,
    level_frame,
    logo,
    plan_octopus,
    plan_of,
    points_in,
    skin_mask,
    tinted,
    type_emblem,
)

Point = tuple[float, float]

# --------------------------------------------------------------------------- families

FAMILIES = tuple(AUGANISM_FAMILIES)

# The main colour of each family, from the house palette (scenes/palette.py), where the table
# reads the same colours for its card frames: ember orange-red, deep sea blue, leaf green,
# pale silver-teal, dusky purple-grey.
FAMILY_COLOURS: dict[str, RGB] = {family: colour for family, (colour, _, _) in AUGANISM_FAMILIES.items()}


def _style(family: str, light: RGB, dark: RGB, glow_: RGB, second: RGB, accent: RGB, eye: RGB) -> Style:
    return Style(FAMILY_COLOURS[family], light, dark, glow_, second, accent, eye)


STYLES: dict[str, Style] = {
    "blaze": _style("blaze", (160, 58, 28), (30, 4, 3), (255, 150, 50), (255, 214, 150), (255, 214, 110), (255, 220, 70)),
    "tide": _style("tide", (56, 146, 204), (2, 16, 46), (110, 210, 255), (200, 236, 240), (240, 250, 255), (255, 226, 120)),
    "grove": _style("grove", (118, 168, 74), (8, 30, 10), (190, 255, 120), (226, 236, 170), (214, 184, 120), (250, 200, 60)),
    "gale": _style("gale", (184, 226, 240), (28, 80, 110), (240, 255, 255), (246, 250, 250), (236, 214, 150), (70, 150, 220)),
    "shade": _style("shade", (146, 118, 176), (12, 8, 22), (170, 120, 230), (168, 150, 186), (216, 204, 236), (220, 120, 255)),
}

# How much of the family's colour goes into a monster's body (the rest is its species' own).
FAMILY_TINT = {"blaze": 0.3, "tide": 0.4, "grove": 0.3, "gale": 0.3, "shade": 0.4}

STAGE_METAL: dict[int, RGB] = {1: (150, 112, 78), 2: (198, 206, 218), 3: (236, 188, 66), 4: (246, 202, 86)}


# --------------------------------------------------------------------------- Auganism's own body plans


def _beast_head(L: Look) -> tuple[float, float, float]:
    """Where plan_beast puts the head (x, y, radius), before any mirroring."""
    hr = L.o("head", 30)
    brx, bry = L.o("body", (44, 28))
    bx = 104 + L.o("shift", 0)
    by = GROUND - L.o("leg", 22) - bry
    return bx - brx * 0.86, by - bry * 0.55 - hr * 0.35, hr


def plan_antlered(b: Pen, d: Pen, L: Look) -> None:
    """A beast (plan_beast) crowned with antlers: branches in leaf, or tongues of flame."""
    hx, hy, hr = _beast_head(L)
    kind = L.o("antlers", "branch")
    for side in (-1, 1):
        root = (hx + side * hr * 0.42, hy - hr * 0.7)
        mid = (hx + side * hr * 1.05, hy - hr * 1.5)
        top = (hx + side * hr * 1.2, hy - hr * 2.55)
        tines = [
            curve(root, (hx + side * hr * 0.7, hy - hr * 1.2), mid, steps=8) + curve(mid, (mid[0] + side * hr * 0.4, mid[1] - hr * 0.5), top, steps=8)[1:],
            curve(mid, (mid[0] + side * hr * 0.6, mid[1] - hr * 0.1), (mid[0] + side * hr * 1.1, mid[1] - hr * 0.55), steps=8),
            curve((mid[0] + side * hr * 0.2, mid[1] - hr * 0.5), (mid[0] - side * hr * 0.05, mid[1] - hr * 0.9),
                  (mid[0] - side * hr * 0.35, mid[1] - hr * 1.3), steps=8),
        ]
        if kind == "flame":
            for i, pts in enumerate(tines):
                w0 = 10 if i == 0 else 7
                ribbon(b, pts, lambda t, w0=w0: w0 * (1 - t) + 1.2, (226, 84, 30), outline=(110, 30, 12), width=1.2)
                ribbon(b, pts[:-1], lambda t, w0=w0: w0 * 0.5 * (1 - t) + 0.6, (255, 196, 80))
                tx, ty = pts[-1]
                L.glows.append((tx, ty, 14, (255, 170, 60), 0.6))
        else:
            wood = L.o("wood", (116, 84, 52))
            for i, pts in enumerate(tines):
                w0 = 9 if i == 0 else 6
                ribbon(b, pts, lambda t, w0=w0: w0 * (1 - t) + 2, wood, outline=shade(wood, 0.45), width=1.2)
            green = L.o("leaves", (96, 170, 70))
            for i, pts in enumerate(tines):
                tx, ty = pts[-1]
                ax, ay = tx - pts[-3][0], ty - pts[-3][1]
                a = math.degrees(math.atan2(ay, ax))
                leaf(b, tx, ty, 15, a + side * 30, shade(green, 1.05 + 0.1 * i), shade(green, 0.6))
                leaf(b, tx, ty, 12, a - side * 45, shade(green, 0.9), shade(green, 0.6))
    plan_beast(b, d, L)


def plan_squire(b: Pen, d: Pen, L: Look) -> None:
    """A beast (plan_beast) wearing an acorn cap as a helmet and carrying a twig lance."""
    hx, hy, hr = _beast_head(L)
    wood = (120, 84, 48)
    lance = [(hx + hr * 1.6, GROUND - 4), (hx - hr * 0.9, hy - hr * 2.2)]
    ribbon(b, lance, [5, 3], wood, outline=shade(wood, 0.45), width=1.1)
    leaf(b, lance[1][0] + 2, lance[1][1] + 10, 14, -150, (110, 170, 70), (70, 110, 40))
    plan_beast(b, d, L)
    cap = L.o("cap", (150, 104, 56))
    top = arc_points((hx - hr * 1.1, hy - hr * 1.45, hx + hr * 1.1, hy - hr * 0.1), 180, 360, 24)
    b.polygon(top + [(hx + hr * 1.1, hy - hr * 0.6), (hx - hr * 1.1, hy - hr * 0.6)], fill=cap, outline=shade(cap, 0.4), width=1.4)
    b.rect((hx - hr * 1.18, hy - hr * 0.82, hx + hr * 1.18, hy - hr * 0.52), fill=shade(cap, 0.8), outline=shade(cap, 0.4),
           width=1.2, radius=hr * 0.14)
    for j in range(-3, 4):  # the cap's scales
        for row in (0, 1):
            x, y = hx + j * hr * 0.3 + row * hr * 0.15, hy - hr * (0.95 + row * 0.28)
            if abs(x - hx) < hr * (1.0 - row * 0.2):
                d.arc((x - hr * 0.14, y - hr * 0.1, x + hr * 0.14, y + hr * 0.12), 200, 340, fill=shade(cap, 0.55), width=1)
    b.rect((hx - 2.5, hy - hr * 1.62, hx + 2.5, hy - hr * 1.35), fill=shade(cap, 0.7), outline=shade(cap, 0.4), width=1, radius=1.5)


def plan_sprite(b: Pen, d: Pen, L: Look) -> None:
    """A seedling sprite: a plump bud with a face, two great leaves sprouting from its head,
    leafy little arms and root feet."""
    cx, cy = 96, 116
    green = L.o("leaves", (110, 190, 80))
    stem = shade(green, 0.75)
    for side in (-1, 1):  # root feet
        ribbon(b, curve((cx + side * 12, cy + 30), (cx + side * 20, GROUND - 2), (cx + side * 32, GROUND), steps=8),
               lambda t: 9 - 5 * t, (150, 110, 70), outline=(70, 50, 30), width=1.1)
    ribbon(b, curve((cx, cy - 30), (cx - 2, cy - 52), (cx + 4, cy - 64), steps=10), lambda t: 7 - 2 * t, stem,
           outline=shade(stem, 0.45), width=1.2)
    leaf(b, cx + 4, cy - 62, 62, -150, green, shade(green, 0.6))
    leaf(b, cx + 4, cy - 62, 56, -28, shade(green, 1.12), shade(green, 0.6))
    curl = [(cx + 4 + math.cos(t / 3) * (9 - t / 3), cy - 66 - t * 0.8 + math.sin(t / 3) * (9 - t / 3)) for t in range(0, 22)]
    d.line(curl, fill=shade(green, 1.2), width=1.6)
    for side in (-1, 1):  # leaf arms
        leaf(b, cx + side * 34, cy + 2, 26, 90 - side * 60, shade(green, 0.95), shade(green, 0.55))
    body = L.main
    b.ellipse((cx - 38, cy - 36, cx + 38, cy + 38), fill=body, outline=L.line, width=1.5)
    b.ellipse((cx - 26, cy - 4, cx + 26, cy + 34), fill=L.second)
    for j in range(3):
        a = -90 + (j - 1) * 32
        d.line([(cx + math.cos(math.radians(a)) * 12, cy - 24), (cx + math.cos(math.radians(a)) * 30, cy - 32 + abs(j - 1) * 6)],
               fill=shade(body, 0.7), width=1.1)
    eyes(d, L, cx, cy - 4, 32, 0.4, 0.24)
    d.arc((cx - 6, cy + 6, cx + 6, cy + 15), 20, 160, fill=INK, width=1.5)
    for side in (-1, 1):
        d.circle(cx + side * 21, cy + 8, 3.6, fill=rgba(PINK, 170))


def plan_siren(b: Pen, d: Pen, L: Look) -> None:
    """A kelp siren on the sea floor: a curling fish tail with a great fluke, a slender body,
    kelp for hair, fins for ears and a shell at her throat."""
    cx = 96
    skin = L.o("skin", (170, 214, 200))
    hair = L.o("hair", (70, 120, 60))
    hx, hy, r = cx, 52, 20
    rnd = rng("kelp", L.name)
    for i in range(7):  # hair of kelp flowing down behind her
        side = -1 if i < 3 else (1 if i > 3 else 0)
        x0 = hx + (i - 3) * 6
        pts = [(x0 + side * 4 + math.sin(j * 0.7 + i) * 5 + side * j * 3.2, hy - r * 0.6 + j * 11) for j in range(10)]
        ribbon(b, pts, lambda t: 11 - 5 * t, shade(hair, rnd.uniform(0.85, 1.15)), outline=shade(hair, 0.45), width=1.1)
    tail = curve((cx, 116), (cx + 40, 140), (cx + 20, GROUND + 2), (cx - 42, GROUND - 8), steps=24)
    ribbon(b, tail, lambda t: 34 * (1 - t) ** 0.8 + 6, L.main, outline=L.line, width=1.5)
    tx, ty = tail[-1]
    b.polygon([(tx + 6, ty - 2), (tx - 18, ty - 34), (tx - 10, ty - 12), (tx - 30, ty - 6), (tx - 12, ty + 4), (tx - 22, ty + 16),
               (tx + 4, ty + 6)], fill=shade(L.main, 1.15), outline=L.line, width=1.4)
    for i in range(3, 20, 3):  # scales
        x, y = tail[i]
        d.arc((x - 6, y - 4, x + 6, y + 6), 200, 340, fill=shade(L.main, 0.6), width=1)
    b.polygon([(cx - 20, 78), (cx + 20, 78), (cx + 16, 120), (cx - 16, 120)], fill=skin, outline=shade(skin, 0.45), width=1.4)
    for side in (-1, 1):  # arms, one hand on the tail, one raised
        if side < 0:
            ribbon(b, [(cx - 18, 84), (cx - 30, 106), (cx - 22, 126)], [9, 8, 7], skin, outline=shade(skin, 0.45), width=1.2)
        else:
            ribbon(b, [(cx + 18, 84), (cx + 34, 74), (cx + 40, 52)], [9, 8, 7], skin, outline=shade(skin, 0.45), width=1.2)
    conch = L.accent
    b.polygon([(cx + 36, 56), (cx + 54, 30), (cx + 58, 42), (cx + 46, 58)], fill=conch, outline=shade(conch, 0.45), width=1.2)
    for j in range(3):
        d.line([(cx + 40 + j * 4, 54 - j * 6), (cx + 48 + j * 3, 50 - j * 6)], fill=shade(conch, 0.6), width=1)
    b.rect((hx - 5, hy + 14, hx + 5, 82), fill=skin)
    for side in (-1, 1):  # fin ears
        b.polygon([(hx + side * r * 0.8, hy - 4), (hx + side * r * 1.8, hy - 16), (hx + side * r * 1.5, hy + 2),
                   (hx + side * r * 0.8, hy + 8)], fill=shade(L.main, 1.1), outline=L.line, width=1.1)
    b.ellipse((hx - r, hy - r * 1.05, hx + r, hy + r * 1.05), fill=skin, outline=shade(skin, 0.45), width=1.4)
    b.chord((hx - r * 1.05, hy - r * 1.15, hx + r * 1.05, hy + r * 0.2), 180, 360, fill=hair)
    for j in range(4):
        b.polygon([(hx - r + j * r * 0.55, hy - r * 0.3), (hx - r * 0.8 + j * r * 0.55, hy - r * 0.3),
                   (hx - r * 0.86 + j * r * 0.55, hy + r * 0.05)], fill=hair)
    eyes(d, L, hx, hy + 2, r, 0.42, 0.28)
    d.arc((hx - 5, hy + 8, hx + 5, hy + 14), 20, 160, fill=shade(skin, 0.3), width=1.3)
    b.polygon(arc_points((cx - 10, 76, cx + 10, 96), 180, 360, 10), fill=(250, 226, 220), outline=(150, 110, 100), width=1)
    for j in range(-2, 3):
        d.line([(cx, 86), (cx + j * 4, 78)], fill=(190, 150, 140), width=0.8)


def plan_wraith(b: Pen, d: Pen, L: Look) -> None:
    """A hooded wraith drifting above the ground: a tattered robe, a hood full of darkness
    with two burning eyes, long arms reaching out with clawed hands."""
    cx = 96
    robe = L.main
    ln = L.line
    hem = []
    for i in range(9):
        x = cx + 46 - i * 11.5
        hem.append((x, GROUND - 12 + (14 if i % 2 else 0) - abs(i - 4) * 2))
    b.polygon([(cx - 24, 62), (cx + 24, 62), (cx + 50, GROUND - 14)] + hem + [(cx - 50, GROUND - 14)], fill=robe, outline=ln,
              width=1.5)
    for j in range(4):
        x = cx - 30 + j * 20
        d.line([(cx + (x - cx) * 0.3, 72), (x, GROUND - 16)], fill=shade(robe, 0.65), width=1.2)
    for side in (-1, 1):
        arm = curve((cx + side * 22, 72), (cx + side * 52, 82), (cx + side * 70, 62), steps=10)
        ribbon(b, arm, lambda t: 16 - 6 * t, shade(robe, 0.9), outline=ln, width=1.3)
        hx, hy = arm[-1]
        for f in (-1, 0, 1):
            claw = [(hx, hy), (hx + side * 8 + f * 4, hy - 10 + f * 4), (hx + side * 10 + f * 6, hy - 16 + f * 6)]
            ribbon(b, claw, [3.4, 2.2, 0.6], (214, 206, 226), outline=INK, width=0.8)
    hx, hy = cx, 50
    b.polygon([(hx - 30, hy + 22), (hx - 28, hy - 6), (hx - 14, hy - 26), (hx + 2, hy - 36), (hx + 12, hy - 28), (hx + 28, hy - 6),
               (hx + 30, hy + 22)], fill=shade(robe, 1.1), outline=ln, width=1.5)
    b.ellipse((hx - 19, hy - 20, hx + 19, hy + 20), fill=(12, 6, 22))
    for side in (-1, 1):
        ex, ey = hx + side * 8, hy - 2
        d.polygon([(ex - 6, ey - side * 1.5), (ex + 6, ey + side * 1.5), (ex, ey + 3)], fill=L.eye)
        d.circle(ex, ey + 0.6, 1.4, fill=(255, 255, 255))
        L.glows.append((ex, ey, 11, L.eye, 0.9))


def plan_diver(b: Pen, d: Pen, L: Look) -> None:
    """An octopus (Zvery's plan) with a great clam before it, a pearl shining inside."""
    plan_octopus(b, d, L)
    cx, cy = 96, GROUND - 8
    shell = L.o("shell", (226, 206, 200))
    b.polygon(arc_points((cx - 30, cy - 40, cx + 30, cy + 4), 180, 360, 18), fill=shade(shell, 0.9), outline=shade(shell, 0.4),
              width=1.3)
    for j in range(-2, 3):
        d.line([(cx, cy - 4), (cx + j * 11, cy - 34 + abs(j) * 5)], fill=shade(shell, 0.6), width=1)
    b.ellipse((cx - 32, cy - 10, cx + 32, cy + 12), fill=shade(shell, 0.55), outline=shade(shell, 0.35), width=1.3)
    b.polygon(arc_points((cx - 32, cy - 14, cx + 32, cy + 14), 0, 180, 18), fill=shell, outline=shade(shell, 0.4), width=1.3)
    b.circle(cx, cy - 4, 9, fill=(246, 244, 255), outline=(150, 150, 180), width=1)
    d.circle(cx - 3, cy - 7, 2.6, fill=(255, 255, 255))
    L.glows.append((cx, cy - 4, 26, (220, 240, 255), 0.9))


def plan_eclipse(b: Pen, d: Pen, L: Look) -> None:
    """A beast (plan_beast) with a dark sun in eclipse behind its head, its corona blazing."""
    hx, hy, hr = _beast_head(L)
    corona = L.o("corona", (255, 240, 214))
    b.polygon(star_points(hx, hy, hr * 1.95, hr * 1.45, 16, -90), fill=shade(corona, 0.8), outline=shade(corona, 0.4), width=1)
    b.polygon(star_points(hx, hy, hr * 1.7, hr * 1.4, 16, -79), fill=corona)
    b.circle(hx, hy, hr * 1.45, fill=(20, 12, 30))
    L.glows.append((hx, hy, hr * 2.6, corona, 0.6))
    plan_beast(b, d, L)


AUG_PLANS: dict[str, Callable[[Pen, Pen, Look], None]] = {
    "antlered": plan_antlered, "squire": plan_squire, "sprite": plan_sprite, "siren": plan_siren, "wraith": plan_wraith,
    "diver": plan_diver, "eclipse": plan_eclipse,
}


def body_plan(L: Look) -> Callable[[Pen, Pen, Look], None]:
    """The drawing function of a look's body plan: Auganism's own, Zvery's or Creature Adventures'."""
    return AUG_PLANS.get(L.plan) or plan_of(L)


# --------------------------------------------------------------------------- species by name

# A word in a monster's name -> (body plan, the species' own colour, options). The plans are
# Auganism's (above), Zvery's or Creature Adventures'; the options are those plans' options,
# plus "second", "accent" and "eye" to override the family's defaults. The name's last word is
# tried first, then the others; a name with none of these words falls back to Creature
# Adventures' species (`look_for`).
SPECIES: list[tuple[str, str, RGB, dict]] = [
    # blaze
    ("brute", "brute", (96, 56, 46), dict()),
    ("fang", "lizard", (200, 60, 30), dict(kind="lizard", accent=(255, 200, 80))),
    ("hound", "beast", (64, 56, 58), dict(ears="floppy", muzzle="long", tail="thin", eyes="glow", fangs=True, body=(46, 26),
                                          leg=26, scars=True)),
    ("viper", "serpent", (90, 70, 66), dict(fangs=True, zigzag=True, second=(236, 200, 150))),
    ("drake", "beast", (196, 70, 40), dict(head_kind="dragon", wings="bat", tail="spade", ridge=True, feet="claw", eyes="slit",
                                           belly="plates", body=(46, 28), head=32)),
    ("pup", "beast", (246, 196, 120), dict(ears="floppy", muzzle="round", tail="short", body=(36, 26), leg=14, head=36)),
    ("stag", "antlered", (130, 90, 64), dict(ears="pointed", muzzle="long", tail="short", feet="hoof", leg=30, body=(42, 22),
                                              head=28)),
    ("wyrm", "wyrm", (150, 28, 30), dict(fangs=True, zigzag=True, core=(255, 190, 80))),
    ("phoenix", "phoenix", (226, 40, 40), dict(beak="hook", wings="spread", tail="long", crest=True, eyes="fierce",
                                               branch=False, beak_colour=(255, 220, 120), fire=(255, 196, 60),
                                               second=(255, 214, 120))),
    # tide
    ("warden", "tortoise", (70, 130, 120), dict(accent=(250, 130, 120))),
    ("bulwark", "boulders", (110, 120, 140), dict(accent=(250, 120, 140))),
    ("otter", "beast", (120, 90, 66), dict(ears="small", muzzle="round", tail="lizard", body=(46, 24), leg=12, head=30,
                                           eyes="bead", second=(230, 220, 200))),
    ("crab", "crab", (220, 96, 70), dict()),
    ("eel", "eel", (90, 150, 170), dict(lure=(200, 250, 255))),
    ("siren", "siren", (50, 160, 150), dict()),
    ("serpent", "serpent", (40, 110, 160), dict(zigzag=True, fangs=True)),
    ("diver", "diver", (200, 100, 130), dict()),
    ("leviathan", "whale", (30, 60, 110), dict()),
    # grove
    ("boar", "beast", (110, 86, 60), dict(ears="pointed_small", muzzle="flat", tusks=True, bristle=True, tail="curly",
                                          feet="hoof", eyes="fierce", body=(50, 30), leg=18, fur=True)),
    ("sprite", "sprite", (200, 190, 110), dict()),
    ("thorn", "beast", (126, 72, 84), dict(ears="small", muzzle="wedge", spikes=True, tail="none", body=(46, 30), leg=12, head=28,
                                            eyes="bead")),
    ("knight", "beetle", (86, 48, 104), dict()),
    ("squire", "squire", (206, 100, 46), dict(ears="tufted", muzzle="wedge", nose="rodent", tail="bushy", body=(36, 26), leg=14,
                                              head=31)),
    ("shaman", "mushroom", (190, 80, 60), dict()),
    ("oakheart", "treant", (118, 86, 56), dict(leaves=(80, 156, 60), blossoms=True, big=True)),
    ("titan", "golem", (120, 110, 90), dict(big=True, rune=(150, 255, 110), cracks=(170, 255, 120))),
    # gale
    ("hawk", "bird", (100, 120, 160), dict(beak="hook", crest=True, eyes="fierce", tail="fork")),
    ("lancer", "darter", (120, 170, 200), dict()),
    ("fox", "beast", (220, 140, 80), dict(ears="pointed", muzzle="wedge", tail="bushy", cheeks=True, head=31)),
    ("ray", "ray", (100, 150, 190), dict()),
    ("imp", "bat", (110, 130, 170), dict()),
    ("kite", "bird", (206, 104, 60), dict(beak="hook", wings="spread", tail="fork", eyes="fierce", branch=False)),
    ("roc", "beast", (90, 110, 150), dict(head_kind="eagle", ears="feather", wings="feather", tail="tuft", feet="claw",
                                          second=(246, 244, 236), accent=(246, 196, 70), eyes="fierce")),
    ("lynx", "beast", (200, 180, 150), dict(ears="tufted", muzzle="cat", tail="short", cheeks="ruff", spots=True,
                                            eyes="fierce")),
    ("sovereign", "empress", (180, 214, 236), dict(mirror=(226, 240, 250))),
    # shade
    ("stalker", "beast", (62, 58, 84), dict(ears="pointed_small", muzzle="cat", tail="cat", eyes="glow", fangs=True,
                                            body=(50, 26), leg=26)),
    ("moth", "moth", (130, 104, 150), dict()),
    ("wisp", "wisp", (190, 160, 255), dict()),
    ("jackal", "beast", (150, 120, 90), dict(ears="pointed", muzzle="long", tail="wolf", eyes="fierce", body=(44, 24), leg=26,
                                             head=28)),
    ("raven", "bird", (52, 48, 66), dict(beak="long", wings="spread", tail="fork", eyes="glow", beak_colour=(70, 64, 90))),
    ("mantis", "mantis", (96, 130, 100), dict()),
    ("wraith", "wraith", (92, 88, 120), dict()),
    ("dragon", "eclipse", (86, 72, 116), dict(head_kind="dragon", wings="bat", tail="spade", ridge=True, feet="claw", eyes="slit",
                                             belly="plates", body=(50, 32), head=33)),
    ("hydra", "hydra", (84, 80, 120), dict()),
]

# Touches a few monsters need beyond their species and family (id -> options).
EXTRAS: dict[str, dict] = {
    "pyre_stag": dict(antlers="flame"),
    "cinderwing_phoenix": dict(mark_count=2),
    "verdant_stag": dict(antlers="branch", leaves=(120, 200, 80)),
    "ember_pup": dict(eye=(120, 70, 40), eyes="cute"),
    "cinder_brute": dict(eye=(255, 200, 60)),
    "kiln_drake": dict(accent=(255, 200, 110), eye=(255, 240, 120)),
    "eclipse_dragon": dict(accent=(190, 170, 230)),
    "mossback_boar": dict(second=(150, 180, 90)),
    "tempest_sovereign": dict(accent=(120, 220, 255), second=(236, 246, 250)),
    "kelp_siren": dict(accent=(250, 200, 180), hair=(76, 140, 64)),
    "tidepool_crab": dict(eye=(40, 40, 40)),
    "hollow_wisp": dict(eye=(60, 40, 90)),
    "squall_imp": dict(accent=(240, 246, 250)),
    "zephyr_fox": dict(second=(250, 250, 246)),
    "void_hydra": dict(second=(140, 120, 180), eye=(236, 120, 255)),
}


def species_for(name: str) -> tuple[str, RGB, dict]:
    """The body plan, colour and options for a monster's name: the first SPECIES word found in
    its last word, then in its other words; else Creature Adventures' guess."""
    words = name.lower().split()
    for word in words[::-1]:
        for key, plan, colour, opts in SPECIES:
            if key == word or (len(key) >= 4 and key in word):
                return plan, colour, dict(opts)
    guess = look_for(name)
    return guess.plan, guess.main, dict(guess.opts)


def monster_look(mid: str, name: str, family: str) -> Look:
    """The Look of a monster: its species (by name) tinted by its family and nudged by its
    name, so that no two share exactly a colour."""
    style = STYLES[family]
    plan, colour, opts = species_for(name)
    opts.update(EXTRAS.get(mid, {}))
    base = mix(colour, style.colour, FAMILY_TINT[family])
    main = nudge(base, name, 0, 0.015, 0.06, 0.06)
    second = opts.pop("second", None) or mix(main, style.second, 0.7)
    accent = opts.pop("accent", None) or style.accent
    eye = opts.pop("eye", None) or style.eye
    return Look(name, plan, main, second, accent, eye, opts)


# --------------------------------------------------------------------------- family marks on a monster


def lower_part(mask: Image.Image, fraction: float = 0.45) -> Image.Image:
    """A mask without the top `fraction` of its shape (where the faces mostly are)."""
    x0, y0, x1, y1 = mask.getbbox() or (0, 0, 1, 1)
    out = mask.copy()
    out.paste(0, (0, 0, mask.width, int(y0 + (y1 - y0) * fraction)))
    return out


def crown_points(mask: Image.Image, k: int, n: int, rnd: random.Random, lo: float = 0.12, hi: float = 0.88
                 ) -> list[tuple[float, float, float]]:
    """n places along the top of a mask's shape, spread across it: (x, y, lean) in design
    units, where lean (radians from straight up) tilts away from the middle."""
    box = mask.getbbox()
    if not box:
        return []
    x0, _, x1, _ = box
    cx = (x0 + x1) / 2
    out = []
    for i in range(n):
        x = x0 + (x1 - x0) * (lo + (hi - lo) * (i + rnd.uniform(0.3, 0.7)) / n)
        column = mask.crop((int(x), 0, int(x) + 1, mask.height)).getbbox()
        if not column:
            continue
        lean = (x - cx) / max(1, (x1 - x0) / 2) * 0.5 + rnd.uniform(-0.12, 0.12)
        out.append((x / k, column[1] / k, lean))
    return out


def edge_towards(alpha: Image.Image, dx: float, dy: float, blur: float) -> Image.Image:
    """The rim of a mask on the side facing (-dx, -dy): where the mask is, but not where it is
    once moved by (dx, dy); softened by `blur`."""
    moved = ImageChops.offset(alpha, int(round(dx)), int(round(dy)))
    return ImageChops.subtract(alpha, moved).filter(ImageFilter.GaussianBlur(blur))


def bulk_of(alpha: Image.Image, k: int, radius: float = 5) -> Image.Image:
    """The body's bulk: the mask without its thin parts (legs, feelers, tails)."""
    return alpha.filter(ImageFilter.MinFilter(int(radius * k) * 2 + 1))


def mark_blaze(creature: Image.Image, L: Look, k: int, rnd: random.Random, stages: int, scenery: bool = True
              ) -> tuple[Image.Image, Image.Image]:
    """Flames rising from the back, a hot glow behind, the underside lit by fire, glowing
    cracks on the hide and sparks."""
    size = creature.size
    alpha = creature.getchannel("A")
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(8 * k)), (255, 110, 30), 1.3)
    flames = blank(size)
    fp = Pen(flames, k)
    for x, top, lean in crown_points(bulk_of(alpha, k), k, L.o("mark_count", 2 + stages), rnd):
        h = rnd.uniform(13, 18) * (0.75 + 0.17 * stages)
        w = h * 0.6
        base = top + h * 0.55
        bx = x + lean * h * 0.4
        for scale, colour in ((1.0, (226, 64, 18)), (0.66, (255, 150, 40)), (0.34, (255, 236, 150))):
            fp.polygon(flame(bx, base, w * scale, h * (0.45 + 0.55 * scale)), fill=colour)
    behind.alpha_composite(tinted(flames.getchannel("A").filter(ImageFilter.GaussianBlur(5 * k)), (255, 150, 40), 0.9))
    behind.alpha_composite(flames)
    under = edge_towards(alpha, 0, -3 * k, 1.2 * k)
    front = tinted(under, (255, 170, 70), 0.9)
    skin = lower_part(skin_mask(creature, (L.main, L.second)), 0.5)
    cracks = blank(size)
    cp = Pen(cracks, k)
    heat = blank(size)
    for x, y in points_in(skin, rnd, 1 + stages // 2, 22 * k):
        pts = [(x / k, y / k)]
        for _ in range(3):
            px, py = pts[-1]
            pts.append((px + rnd.uniform(-5, 5), py + rnd.uniform(3, 6)))
        cp.line(pts, fill=(110, 24, 10, 255), width=2.6)
        cp.line(pts, fill=(255, 200, 90, 255), width=1.1)
        heat.alpha_composite(glow(size, (x, y + 6 * k), 14 * k, (255, 140, 40), 0.55))
    front.alpha_composite(masked(heat, skin))
    front.alpha_composite(masked(cracks, skin.filter(ImageFilter.MaxFilter(3))))
    sparks = blank(size)
    sp = Pen(sparks, k)
    cx, cy = centroid(alpha)
    for _ in range(6 + 2 * stages):
        x, y = cx / k + rnd.uniform(-72, 72), cy / k + rnd.uniform(-80, 30)
        r = rnd.uniform(0.8, 1.9)
        sp.circle(x, y, r * 3, fill=(255, 120, 30, 70))
        sp.line([(x, y), (x - rnd.uniform(-2, 2), y + r * 4)], fill=(255, 170, 60, 200), width=r)
        sp.circle(x, y, r, fill=(255, 240, 170, 255))
    front.alpha_composite(sparks)
    return behind, front


def fin(pen: Pen, x: float, y: float, h: float, lean: float, colour, line) -> None:
    """A translucent ribbed fin standing on (x, y), `h` tall, leaning by `lean` radians."""
    w = h * 0.42
    tip = (x + math.sin(lean) * h + h * 0.35, y - math.cos(lean) * h)
    back = curve((x + w, y + 4), (x + w * 0.9, y - h * 0.4), tip, steps=10)
    front = curve(tip, (x - w * 0.1, y - h * 0.7), (x - w, y + 4), steps=10)
    pen.polygon(back + front[1:], fill=colour, outline=line, width=1.2)
    for j in range(1, 5):
        t = j / 5
        pen.line([(x - w + 2 * w * t, y + 2), (tip[0] * (0.5 + 0.4 * t) + (x - w + 2 * w * t) * (0.5 - 0.4 * t),
                                               tip[1] * (0.5 + 0.4 * t) + y * (0.5 - 0.4 * t))], fill=line, width=0.8)


def mark_tide(creature: Image.Image, L: Look, k: int, rnd: random.Random, stages: int, scenery: bool = True
              ) -> tuple[Image.Image, Image.Image]:
    """Fins along the back, a wet sheen and droplets on the hide, bubbles rising, and a wave
    breaking at the monster's feet."""
    size = creature.size
    alpha = creature.getchannel("A")
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(7 * k)), (90, 200, 255), 0.9)
    fins = blank(size)
    fp = Pen(fins, k)
    colour = mix(L.main, (150, 236, 255), 0.45)
    for x, top, lean in crown_points(bulk_of(alpha, k), k, min(5, 1 + stages), rnd, 0.2, 0.8):
        fin(fp, x, top + 6, rnd.uniform(16, 22) * (0.8 + 0.12 * stages), lean, rgba(colour, 235), rgba(shade(colour, 0.4), 255))
    behind.alpha_composite(fins)
    inner = alpha.filter(ImageFilter.MinFilter(2 * k + 1))
    front = tinted(edge_towards(inner, 5 * k, 6 * k, 1.6 * k), (226, 250, 255), 0.85)
    skin = skin_mask(creature, (L.main, L.second), erode=4)
    drops = blank(size)
    dp = Pen(drops, k)
    for x, y in points_in(skin, rnd, 3 + stages, 16 * k):
        x, y = x / k, y / k
        r = rnd.uniform(1.8, 2.8)
        dp.polygon([(x, y - r * 2.4)] + arc_points((x - r, y - r, x + r, y + r), -30, 210, 10), fill=(210, 244, 255, 200),
                   outline=(30, 80, 130, 200), width=0.6)
        dp.circle(x - r * 0.3, y - r * 0.2, r * 0.35, fill=(255, 255, 255, 255))
    front.alpha_composite(drops)
    bp = Pen(front, k)
    cx, cy = centroid(alpha)
    x0, y0, x1, y1 = alpha.getbbox() or (0, 0, 1, 1)
    placed: list[tuple[float, float, float]] = []
    for _ in range(20):
        if len(placed) >= 3 + stages:
            break
        r = rnd.uniform(2.5, 7.5)
        x = cx / k + rnd.choice((-1, 1)) * ((x1 - x0) / k * 0.5 + rnd.uniform(-6, 14))
        y = rnd.uniform(30, GROUND - 20)
        x = min(max(x, 18 + r), PS - 18 - r)
        if any(math.hypot(x - px, y - py) < r + pr + 4 for px, py, pr in placed):
            continue
        placed.append((x, y, r))
        bubble(bp, x, y, r, (150, 220, 255), 60)
    if not scenery:
        return behind, front
    wave = blank(size)
    wp = Pen(wave, k)
    phase = rnd.uniform(0, 2 * math.pi)
    top = [(x, GROUND + 5 + 3.2 * math.sin(x / 13 + phase)) for x in range(-4, PS + 8, 4)]
    wp.polygon(top + [(PS + 8, PS + 4), (-4, PS + 4)], fill=(24, 96, 170, 235))
    wp.polygon([(x, y + 5) for x, y in top] + [(PS + 8, PS + 4), (-4, PS + 4)], fill=(14, 60, 124, 240))
    wp.line(top, fill=(226, 248, 255, 240), width=2.2)
    for i in range(3):  # curling crests
        x = 30 + i * 62 + rnd.uniform(-10, 10)
        y = GROUND + 5 + 3.2 * math.sin(x / 13 + phase)
        wp.line(curve((x - 12, y + 1), (x - 2, y - 9), (x + 6, y - 3), steps=8), fill=(240, 252, 255, 240), width=2)
        wp.circle(x + 6, y - 3, 1.6, fill=(255, 255, 255, 255))
    front.alpha_composite(wave)
    return behind, front


def mark_grove(creature: Image.Image, L: Look, k: int, rnd: random.Random, stages: int, scenery: bool = True
              ) -> tuple[Image.Image, Image.Image]:
    """Leaves sprouting from the back, moss and flowers on the hide, leaves drifting down and
    grass at the monster's feet."""
    size = creature.size
    alpha = creature.getchannel("A")
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(6 * k)), (190, 255, 120), 0.55)
    sprouts = blank(size)
    sp = Pen(sprouts, k)
    green = L.o("sprout", (86, 170, 60))
    for x, top, lean in crown_points(bulk_of(alpha, k), k, 1 + stages, rnd):
        a = -90 + math.degrees(lean) * 0.8
        size_ = rnd.uniform(15, 20) * (0.8 + 0.12 * stages)
        sp.line([(x, top + 6), (x + math.cos(math.radians(a)) * size_ * 0.4, top + 6 + math.sin(math.radians(a)) * size_ * 0.4)],
                fill=(90, 70, 40, 255), width=2)
        for da, s in ((-38, 0.9), (38, 0.85), (0, 1.05)):
            leaf(sp, x, top + 6, size_ * s, a + da + rnd.uniform(-8, 8), shade(green, rnd.uniform(0.85, 1.25)), shade(green, 0.55))
    behind.alpha_composite(sprouts)
    bulk = bulk_of(alpha, k)
    front = blank(size)
    fl = Pen(front, k)
    moss = (104, 168, 56)
    for i, (x, top, _) in enumerate(crown_points(bulk, k, 2 + stages // 2, rnd, 0.08, 0.92)):
        for j in range(7):  # a clump of moss draped over the back, following its outline
            mx = x + (j - 3) * 3.2 + rnd.uniform(-1, 1)
            column = bulk.crop((int(mx * k), 0, int(mx * k) + 1, size[1])).getbbox()
            if not column:
                continue
            my = column[1] / k + 2.5
            fl.circle(mx, my, rnd.uniform(2.6, 3.8) * (1 - abs(j - 3) * 0.12), fill=rgba(shade(moss, rnd.uniform(0.8, 1.2)), 255))
            if j % 2:
                fl.line([(mx, my + 2), (mx + rnd.uniform(-1, 1), my + rnd.uniform(4, 8))], fill=rgba(shade(moss, 0.7), 255), width=1.2)
            fl.circle(mx + rnd.uniform(-1.5, 1.5), my - 1.2, 0.8, fill=(214, 246, 140, 255))
        if i < stages:
            petal = rnd.choice(((255, 250, 240), (255, 190, 210), (255, 230, 120)))
            fx = x + rnd.uniform(-6, 6)
            column = bulk.crop((int(fx * k), 0, int(fx * k) + 1, size[1])).getbbox()
            fy = (column[1] / k if column else top) + 1
            fl.polygon(star_points(fx, fy, 4.6, 2.2, 5, rnd.uniform(0, 72)), fill=petal, outline=shade(petal, 0.5), width=0.6)
            fl.circle(fx, fy, 1.5, fill=(240, 170, 40))
    cx, cy = centroid(alpha)
    for _ in range(2 + stages // 2):
        x, y = cx / k + rnd.choice((-1, 1)) * rnd.uniform(50, 76), rnd.uniform(30, 130)
        leaf(fl, x, y, rnd.uniform(8, 12), rnd.uniform(0, 360), shade((120, 180, 70), rnd.uniform(0.8, 1.2)), (60, 100, 40))
    if not scenery:
        return behind, front
    grass = blank(size)
    gp = Pen(grass, k)
    x = 14.0
    while x < PS - 14:
        h = rnd.uniform(5, 11)
        lean = rnd.uniform(-4, 4)
        c = shade((80, 150, 56), rnd.uniform(0.7, 1.2))
        gp.polygon([(x - 1.6, GROUND + 4), (x + lean, GROUND + 4 - h), (x + 1.6, GROUND + 4)], fill=rgba(c, 255))
        x += rnd.uniform(3, 7)
    front.alpha_composite(grass)
    return behind, front


def feather(pen: Pen, x: float, y: float, length: float, angle: float, colour, line) -> None:
    """A feather whose quill starts at (x, y), pointing towards `angle` degrees."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    w = length * 0.2
    pts = []
    for t, s in ((0.0, 0.1), (0.2, 0.8), (0.5, 1.0), (0.8, 0.75), (1.0, 0.0)):
        pts.append((x + ux * length * t + px * w * s, y + uy * length * t + py * w * s))
    for t, s in ((0.8, 0.7), (0.62, 0.85), (0.55, 0.5), (0.45, 0.95), (0.2, 0.7), (0.0, 0.1)):
        pts.append((x + ux * length * t - px * w * s, y + uy * length * t - py * w * s))
    pen.polygon(pts, fill=colour, outline=line, width=max(0.6, length * 0.03))
    pen.line([(x - ux * length * 0.1, y - uy * length * 0.1), (x + ux * length * 0.92, y + uy * length * 0.92)], fill=line,
             width=max(0.6, length * 0.035))


def gust(pen: Pen, cx: float, cy: float, rx: float, ry: float, start: float, sweep: float, width: float, colour,
         curl: bool = True) -> None:
    """A wind stroke along an ellipse arc (degrees), thickest in its middle, ending in a curl."""
    pts = arc_points((cx - rx, cy - ry, cx + rx, cy + ry), start, start + sweep, 24)
    if curl:
        ex, ey = pts[-1]
        a = math.radians(start + sweep + (90 if sweep > 0 else -90))
        r0 = min(rx, ry) * 0.14
        sgn = 1 if sweep > 0 else -1
        for i in range(1, 12):
            t = i / 11
            r = r0 * (1 - t * 0.7)
            ang = a + math.pi + sgn * t * 1.6 * math.pi
            pts.append((ex + math.cos(a) * r0 + math.cos(ang) * r, ey + math.sin(a) * r0 + math.sin(ang) * r))
    ribbon(pen, pts, lambda t: width * (0.3 + 0.9 * math.sin(math.pi * min(1.0, t * 1.15))), colour)


def mark_gale(creature: Image.Image, L: Look, k: int, rnd: random.Random, stages: int, scenery: bool = True
              ) -> tuple[Image.Image, Image.Image]:
    """Feathers on the back, wind swirling round the monster, a bright airy rim and feathers
    blown past."""
    size = creature.size
    alpha = creature.getchannel("A")
    behind = tinted(alpha.filter(ImageFilter.GaussianBlur(7 * k)), (236, 255, 255), 0.9)
    cx, cy = centroid(alpha)
    x0, y0, x1, y1 = alpha.getbbox() or (0, 0, 1, 1)
    rx, ry = (x1 - x0) / k * 0.62, (y1 - y0) / k * 0.5
    swirl = blank(size)
    sw = Pen(swirl, k)
    for i in range(2 + stages // 2):
        start = rnd.uniform(0, 360)
        gust(sw, cx / k, cy / k + rnd.uniform(-8, 8), rx + 6 + i * 7, ry * rnd.uniform(0.5, 0.9) + i * 4, start,
             rnd.choice((-1, 1)) * rnd.uniform(120, 170), rnd.uniform(2.6, 3.6), (255, 255, 255, 170))
    behind.alpha_composite(swirl)
    plumes = blank(size)
    pp = Pen(plumes, k)
    light = mix(L.main, (255, 255, 255), 0.6)
    for x, top, lean in crown_points(bulk_of(alpha, k), k, 1 + stages, rnd):
        a = -90 + math.degrees(lean) * 1.2
        feather(pp, x, top + 8, rnd.uniform(22, 28) * (0.8 + 0.1 * stages), a, rgba(light, 255), rgba(shade(L.main, 0.45), 255))
    behind.alpha_composite(plumes)
    inner = alpha.filter(ImageFilter.MinFilter(2 * k + 1))
    front = tinted(edge_towards(inner, 4 * k, 5 * k, 1.3 * k), (255, 255, 255), 0.9)
    fp = Pen(front, k)
    for _ in range(1 + stages // 2):
        y = rnd.uniform(cy / k - 10, cy / k + 30)
        pts = curve((cx / k - rx - 20, y + 10), (cx / k, y - 14), (cx / k + rx + 20, y + 2), steps=20)
        ribbon(fp, pts, lambda t: 2.2 * math.sin(math.pi * t) + 0.2, (255, 255, 255, 150))
    for _ in range(2 + stages // 2):
        x = cx / k + rnd.choice((-1, 1)) * rnd.uniform(46, 74)
        feather(fp, x, rnd.uniform(30, 140), rnd.uniform(10, 14), rnd.uniform(0, 360), rgba(light, 240),
                rgba(shade(L.main, 0.5), 240))
    return behind, front


def mark_shade(creature: Image.Image, L: Look, k: int, rnd: random.Random, stages: int, scenery: bool = True
              ) -> tuple[Image.Image, Image.Image]:
    """Smoke wreathing the monster and wisps of it rising from its back, its lower body sunk
    in shadow, a violet rim and drifting motes."""
    size = creature.size
    alpha = creature.getchannel("A")
    aura = alpha.filter(ImageFilter.MaxFilter(int(7 * k) * 2 + 1)).filter(ImageFilter.GaussianBlur(9 * k))
    smoke = texture("auganism/smoke", size, 6, 4)
    smoke = ImageChops.offset(smoke, int(L.u(30) * size[0]), int(L.u(31) * size[1]))
    patchy = ImageChops.multiply(aura, smoke.point(lambda v: min(255, max(0, (v - 70) * 2))))
    behind = tinted(aura, (150, 100, 220), 0.75)
    behind.alpha_composite(tinted(patchy, (22, 12, 36), 1.3))
    wisps = blank(size)
    wp = Pen(wisps, k)
    for x, top, lean in crown_points(bulk_of(alpha, k), k, 1 + stages, rnd):
        h = rnd.uniform(26, 40) * (0.8 + 0.12 * stages)
        ph = rnd.uniform(0, 6)
        pts = [(x + math.sin(ph + t * 4.5) * 6 * t + lean * h * t * 0.6, top + 8 - h * t) for t in (i / 14 for i in range(15))]
        ribbon(wp, pts, lambda t: 9 * (1 - t) ** 0.7 + 0.5, (40, 26, 62, 220))
        ribbon(wp, pts[2:], lambda t: 3.5 * (1 - t) + 0.3, (170, 130, 230, 150))
    behind.alpha_composite(wisps.filter(ImageFilter.GaussianBlur(0.8 * k)))
    x0, y0, x1, y1 = alpha.getbbox() or (0, 0, 1, 1)
    ramp = Image.linear_gradient("L").resize((size[0], max(1, y1 - y0)))
    dusk = Image.new("L", size, 0)
    dusk.paste(ramp.point(lambda v: int(max(0, v - 128) * 1.2)), (0, y0))
    front = tinted(ImageChops.multiply(dusk, alpha), (16, 8, 30), 1.0)
    inner = alpha.filter(ImageFilter.MinFilter(2 * k + 1))
    front.alpha_composite(tinted(edge_towards(inner, 3 * k, 3.5 * k, 1.0 * k), (206, 176, 255), 0.85))
    motes = blank(size)
    mp = Pen(motes, k)
    cx, cy = centroid(alpha)
    for _ in range(5 + stages):
        x, y = cx / k + rnd.uniform(-72, 72), cy / k + rnd.uniform(-70, 40)
        r = rnd.uniform(1.0, 2.0)
        mp.circle(x, y, r * 3, fill=(170, 110, 255, 60))
        mp.circle(x, y, r, fill=(236, 216, 255, 240))
    front.alpha_composite(motes)
    return behind, front


# family -> the function that marks a monster: (monster layer, look, supersampling, random
# numbers, stages, scenery: the wave or grass at its feet) -> (layer behind it, layer over it).
MARKS: dict[str, Callable[[Image.Image, Look, int, random.Random, int, bool], tuple[Image.Image, Image.Image]]] = {
    "blaze": mark_blaze, "tide": mark_tide, "grove": mark_grove, "gale": mark_gale, "shade": mark_shade,
}


def monster_layers(mid: str, name: str, family: str, stages: int, k: int = PK, scenery: bool = True
                   ) -> tuple[Image.Image, Image.Image, Image.Image]:
    """The monster (with its shadow) and its family's marks behind and over it: (behind,
    monster, front), each RGBA, PS x PS at k x; without `scenery`, no wave or grass at its feet."""
    L = monster_look(mid, name, family)
    creature = creature_layer(L, k, plan=body_plan(L))
    behind, front = MARKS[family](creature, L, k, rng("auganism", "mark", mid), stages, scenery)
    body = shadow_of(creature, (3 * k, 3.5 * k), 3 * k, 0.35)
    body.alpha_composite(creature)
    return behind, body, front


def dressed_monster(mid: str, name: str, family: str, stages: int, k: int = PK) -> Image.Image:
    """The monster with its family's marks around and over it (RGBA, PS x PS at k x)."""
    out = blank((PS * k, PS * k))
    for layer in monster_layers(mid, name, family, stages, k):
        out.alpha_composite(layer)
    return out


# --------------------------------------------------------------------------- portrait background and frame


def pattern_blaze(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    for i in range(7):  # a wall of fire far behind
        x = -10 + i * 34 + rnd.uniform(-8, 8)
        h = rnd.uniform(40, 70)
        pen.polygon(flame(x, PS + 6, h * 0.7, h), fill=rgba((255, 120, 40), 46))
    for _ in range(16):
        x, y, r = rnd.uniform(14, 178), rnd.uniform(14, 150), rnd.uniform(0.8, 2.0)
        pen.circle(x, y, r * 2.8, fill=(255, 140, 40, 40))
        pen.circle(x, y, r, fill=(255, 220, 140, 200))


def pattern_tide(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    for _ in range(5):  # light shafts from the surface
        x = rnd.uniform(0, PS)
        w = rnd.uniform(8, 20)
        pen.polygon([(x, -4), (x + w, -4), (x + w * 2.6 + 30, PS), (x + 30, PS)], fill=(200, 240, 255, 22))
    for j in range(6):  # ripples
        y = 20 + j * 24 + rnd.uniform(-4, 4)
        pts = [(x, y + 2.5 * math.sin(x / 9 + j)) for x in range(0, PS + 4, 4)]
        pen.line(pts, fill=(190, 236, 255, 26), width=1.2)
    for side in (-1, 1):  # kelp at the sides
        for j in range(2):
            x0 = PS / 2 + side * (74 + j * 10)
            pts = [(x0 + math.sin(t * 0.5 + j) * 6, PS + 4 - t * 9) for t in range(12 - j * 3)]
            ribbon(pen, pts, lambda t: 7 - 4 * t, (10, 70, 70, 120))
    for _ in range(8):
        bubble(pen, rnd.uniform(16, 176), rnd.uniform(16, 150), rnd.uniform(1.5, 4.5), (200, 240, 255), 30)


def pattern_grove(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    for _ in range(10):  # dappled sunlight
        x, y, r = rnd.uniform(10, 182), rnd.uniform(10, 150), rnd.uniform(6, 16)
        pen.circle(x, y, r, fill=(255, 250, 190, 26))
    for corner in ((0, 0), (PS, 0), (0, PS), (PS, PS)):  # great leaves framing the glade
        for j in range(3):
            a = math.degrees(math.atan2(PS / 2 - corner[1], PS / 2 - corner[0])) + (j - 1) * 28
            leaf(pen, corner[0], corner[1], rnd.uniform(46, 66), a, rgba((20, 80, 24), 90))
    for j in range(3):  # hanging vines
        x = 40 + j * 56 + rnd.uniform(-10, 10)
        pts = [(x + math.sin(t * 0.6) * 3, -2 + t * 6) for t in range(int(rnd.uniform(6, 11)))]
        pen.line(pts, fill=(40, 90, 36, 110), width=1.6)
        for px, py in pts[2::2]:
            leaf(pen, px, py, 7, rnd.choice((20, 160)), rgba((60, 120, 46), 120))


def pattern_gale(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    cloud = fractal_noise((PS * k, PS * k), 3, 4, f"auganism/clouds/{rnd.random():.6f}")
    puff = Image.new("RGBA", cloud.size, (255, 255, 255, 0))
    puff.putalpha(cloud.point(lambda v: min(150, max(0, (v - 120) * 3))))
    layer.alpha_composite(puff)
    cx, cy = PS / 2, PS * 0.44
    for i in range(3):
        gust(pen, cx, cy, 60 + i * 22, 38 + i * 16, rnd.uniform(0, 360), rnd.choice((-1, 1)) * 150, 3, (255, 255, 255, 60))
    for _ in range(3):  # birds far off
        x, y, s = rnd.uniform(24, 168), rnd.uniform(18, 60), rnd.uniform(3, 5)
        pen.line(curve((x - s, y), (x - s * 0.4, y - s * 0.6), (x, y), steps=6) + curve((x, y), (x + s * 0.4, y - s * 0.6),
                                                                                          (x + s, y), steps=6)[1:],
                 fill=(60, 100, 120, 110), width=1.1)


def pattern_shade(pen: Pen, layer: Image.Image, k: int, rnd: random.Random, style: Style) -> None:
    for _ in range(40):
        x, y = rnd.uniform(12, 180), rnd.uniform(12, 120)
        pen.circle(x, y, rnd.choice((0.5, 0.6, 0.8, 1.0)), fill=(240, 230, 255, rnd.randint(90, 220)))
    mx, my, r = rnd.uniform(126, 156), rnd.uniform(34, 46), 17
    layer.alpha_composite(glow(layer.size, (mx * k, my * k), r * 3 * k, (200, 180, 255), 0.45))
    moon = blank(layer.size)
    mp = Pen(moon, k)
    mp.circle(mx, my, r, fill=(236, 228, 255, 230))
    mp.circle(mx + r * 0.45, my - r * 0.25, r * 0.9, fill=(0, 0, 0, 0))
    layer.alpha_composite(moon)
    mist = fractal_noise((PS * k, PS * k), 4, 4, f"auganism/mist/{rnd.random():.6f}")
    band = Image.linear_gradient("L").resize((PS * k, PS * k)).point(lambda v: max(0, v - 110) * 2)
    fog = Image.new("RGBA", mist.size, (180, 160, 210, 0))
    fog.putalpha(ImageChops.multiply(mist, band).point(lambda v: min(110, v)))
    layer.alpha_composite(fog)


PATTERNS = {"blaze": pattern_blaze, "tide": pattern_tide, "grove": pattern_grove, "gale": pattern_gale, "shade": pattern_shade}


def portrait_background(family: str, stages: int, seed: str, k: int) -> Image.Image:
    """The picture panel behind a monster: the family's bright centre darkening to its edge,
    its pattern, rays from the third stage on (brighter on the fourth), a patch of ground."""
    style = STYLES[family]
    size = (PS * k, PS * k)
    rnd = rng("auganism", "background", seed)
    img = backdrop(size, (PS * 0.5 * k, PS * 0.42 * k), PS * 0.8 * k, style.light, style.dark)
    if stages >= 3:
        rays = blank(size)
        rp = Pen(rays, k)
        n = 16 if stages == 3 else 20
        cx, cy = PS / 2, PS * 0.42
        for i in range(n):
            a0 = 2 * math.pi * i / n
            a1 = a0 + math.pi / n
            rp.polygon([(cx, cy), (cx + math.cos(a0) * 200, cy + math.sin(a0) * 200), (cx + math.cos(a1) * 200, cy + math.sin(a1) * 200)],
                       fill=rgba(shade(style.light, 1.15), 26 if stages == 3 else 38))
        img.alpha_composite(rays)
    pattern = blank(size)
    PATTERNS[family](Pen(pattern, k), pattern, k, rnd, style)
    img.alpha_composite(pattern)
    if stages >= 4:
        img.alpha_composite(glow(size, (PS / 2 * k, PS * 0.45 * k), 90 * k, style.glow, 0.55))
    tex = texture("portrait/paper", size, 5, 4)
    img = modulate(img, ImageChops.offset(tex, rnd.randrange(size[0]), rnd.randrange(size[1])), 0.06)
    ground = blank(size)
    gp = Pen(ground, k)
    gp.ellipse((PS / 2 - 76, GROUND - 10, PS / 2 + 76, GROUND + 18), fill=rgba(shade(style.dark, 0.6), 150))
    img.alpha_composite(ground.filter(ImageFilter.GaussianBlur(4 * k)))
    return img


def stage_frame(stages: int, family: str, k: int) -> Image.Image:
    """The portrait frame, richer with every stage (Zvery's level frames in Auganism's metals:
    bronze, silver, gold), one gem per stage in the family's colour; a four-stage monster's
    gold frame is also set with family jewels at the corners and sides and an enamel line
    round the picture."""
    gem = FAMILY_COLOURS[family]
    ring = level_frame(min(stages, 3), family, k, metal=STAGE_METAL[stages], gem=gem, gems=stages)
    if stages < 4:
        return ring
    metal = STAGE_METAL[4]
    pen = Pen(ring, k)
    pen.rect((9.6, 9.6, PS - 9.6, PS - 9.6), outline=shade(gem, 0.8), width=1.3, radius=9)
    lo, hi = shade(metal, 0.35), shade(metal, 1.3)

    def jewel(x: float, y: float, r: float, sides: int) -> None:
        pen.polygon(regular_polygon(x + 0.4, y + 0.6, r + 1.6, sides, -90), fill=(20, 12, 8, 210))
        pen.polygon(regular_polygon(x, y, r + 1.4, sides, -90), fill=hi)
        pen.polygon(regular_polygon(x, y, r + 0.5, sides, -90), fill=lo)
        pen.polygon(regular_polygon(x, y, r, sides, -90), fill=gem)
        pen.polygon(regular_polygon(x - r * 0.3, y - r * 0.3, r * 0.35, sides, -90), fill=shade(gem, 1.7))

    for x, y in ((6.5, 6.5), (PS - 6.5, 6.5), (6.5, PS - 6.5), (PS - 6.5, PS - 6.5)):
        jewel(x, y, 3.6, 8)
    for x in (5.5, PS - 5.5):
        for dy in (-18, 18):
            pen.polygon(regular_polygon(x, PS / 2 + dy, 2.4, 4, -90), fill=hi)
        jewel(x, PS / 2, 3.2, 4)
    jewel(PS / 2, 5.8, 2.6, 4)
    return ring


def draw_portrait(mid: str, name: str, family: str, stages: int) -> Image.Image:
    """A 192 x 192 portrait card: the stages' frame, the family's background, the monster."""
    k = PK
    img = portrait_background(family, stages, mid, k)
    img.alpha_composite(dressed_monster(mid, name, family, stages, k))
    img = masked(img, panel_mask(k))
    img.alpha_composite(stage_frame(stages, family, k))
    return downsample(img, k)


# --------------------------------------------------------------------------- glyphs and family emblems
# Each glyph fills about a circle of radius r round (cx, cy) in one ink; painting with a clear
# colour cuts holes (the emblem outlines them).

CLEAR = (0, 0, 0, 0)


def _path(cx: float, cy: float, r: float, start: Point, segments: Sequence[tuple[Point, Point]]) -> list[Point]:
    """A closed outline from `start` through quadratic curves (control, end), in units of r."""
    pts = [(cx + start[0] * r, cy + start[1] * r)]
    for (c0, c1), (e0, e1) in segments:
        pts += curve(pts[-1], (cx + c0 * r, cy + c1 * r), (cx + e0 * r, cy + e1 * r), steps=8)[1:]
    return pts


def glyph_flame(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    pen.polygon(_path(cx, cy, r, (0, 0.95), [((-0.74, 0.92), (-0.7, 0.28)), ((-0.78, -0.12), (-0.46, -0.52)),
                                            ((-0.4, -0.2), (-0.2, -0.14)), ((-0.28, -0.62), (0.06, -1.0)),
                                            ((0.34, -0.7), (0.3, -0.3)), ((0.44, -0.42), (0.6, -0.62)),
                                            ((0.84, -0.1), (0.7, 0.3)), ((0.74, 0.92), (0, 0.95))]), fill=ink)
    pen.polygon(_path(cx, cy, r, (0, 0.8), [((-0.34, 0.78), (-0.3, 0.42)), ((-0.26, 0.08), (0.02, -0.24)),
                                           ((0.26, 0.08), (0.3, 0.42)), ((0.34, 0.78), (0, 0.8))]), fill=CLEAR)


def glyph_wave(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    """A breaking wave curling over to the right, and a ripple beneath it."""
    ox, oy = cx + r * 0.18, cy - r * 0.12
    pts = curve((cx - r * 1.0, cy + r * 0.52), (cx - r * 0.62, cy + r * 0.1), (ox - r * 0.68, oy), steps=10)
    for i in range(1, 31):
        t = i / 30
        a = math.radians(180 + t * 400)
        rr = r * 0.68 * (1 - t * 0.72)
        pts.append((ox + math.cos(a) * rr, oy + math.sin(a) * rr))
    ribbon(pen, pts, lambda t: r * (0.5 * (1 - t) ** 0.9 + 0.08), ink)
    ripple = [(cx - r * 0.92 + i * r * 0.092, cy + r * 0.78 + math.sin(i * 0.63) * r * 0.09) for i in range(21)]
    ribbon(pen, ripple, lambda t: r * 0.18, ink)


def glyph_leaf(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    base, tip = (cx - r * 0.62, cy + r * 0.62), (cx + r * 0.8, cy - r * 0.8)
    length = math.hypot(tip[0] - base[0], tip[1] - base[1])
    ux, uy = (tip[0] - base[0]) / length, (tip[1] - base[1]) / length
    px, py = -uy, ux
    left, right = [], []
    for i in range(21):
        t = i / 20
        w = r * 0.62 * math.sin(math.pi * t) ** 0.8 * (1 - 0.25 * t)
        x, y = base[0] + ux * length * t, base[1] + uy * length * t
        left.append((x + px * w, y + py * w))
        right.append((x - px * w, y - py * w))
    pen.polygon(left + right[::-1], fill=ink)
    ribbon(pen, [(base[0] - r * 0.32, base[1] + r * 0.32), base], [r * 0.14, r * 0.18], ink)
    vein = max(0.8, r * 0.09)
    pen.line([base, (base[0] + ux * length * 0.86, base[1] + uy * length * 0.86)], fill=CLEAR, width=vein)
    for t in (0.3, 0.5, 0.7):
        x, y = base[0] + ux * length * t, base[1] + uy * length * t
        for side in (-1, 1):
            w = r * 0.4 * math.sin(math.pi * t)
            pen.line([(x, y), (x + ux * w * 0.8 + side * px * w, y + uy * w * 0.8 + side * py * w)], fill=CLEAR, width=vein * 0.8)


def glyph_swirl(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    """Three gusts of wind, each ending in a curl."""
    for dy, x0, x1, flip in ((-0.5, -0.95, 0.45, 1), (0.02, -0.75, 0.72, 1), (0.54, -0.95, 0.15, -1)):
        y = cy + dy * r
        pts = [(cx + x0 * r, y), (cx + x1 * r, y)]
        cr = r * 0.26
        ccx, ccy = cx + x1 * r, y - flip * cr
        for i in range(1, 16):
            a = math.pi / 2 * flip - i / 15 * 1.5 * math.pi * flip
            rr = cr * (1 - i / 15 * 0.45)
            pts.append((ccx + math.cos(a) * rr, ccy + math.sin(a) * rr))
        ribbon(pen, pts, lambda t: r * 0.2 * (1 - 0.5 * t), ink)


def glyph_crescent(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    pen.circle(cx - r * 0.08, cy, r * 0.92, fill=ink)
    pen.circle(cx + r * 0.36, cy - r * 0.2, r * 0.74, fill=CLEAR)
    pen.polygon(star_points(cx + r * 0.42, cy + r * 0.12, r * 0.38, r * 0.1, 4, -90), fill=ink)


FAMILY_GLYPHS: dict[str, Callable[[Pen, float, float, float, RGB], None]] = {
    "blaze": glyph_flame, "tide": glyph_wave, "grove": glyph_leaf, "gale": glyph_swirl, "shade": glyph_crescent,
}

# (disc face colour, glyph colour) per family: a light glyph on a rich disc, or (gale) a dark
# glyph on a pale one.
EMBLEM_INKS: dict[str, tuple[RGB, RGB]] = {
    "blaze": (shade(FAMILY_COLOURS["blaze"], 0.95), (255, 226, 130)),
    "tide": (FAMILY_COLOURS["tide"], (226, 246, 255)),
    "grove": (shade(FAMILY_COLOURS["grove"], 0.9), (236, 255, 196)),
    "gale": (FAMILY_COLOURS["gale"], (20, 62, 84)),
    "shade": (FAMILY_COLOURS["shade"], (238, 226, 255)),
}


def family_emblem(family: str, size: int = 64) -> Image.Image:
    """A round emblem for a family (Zvery's type emblem with Auganism's glyph and colours)."""
    return type_emblem(family, size, FAMILY_GLYPHS[family], EMBLEM_INKS[family])


# --------------------------------------------------------------------------- hero glyphs


def glyph_flask(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    pen.circle(cx, cy + r * 0.32, r * 0.62, fill=ink)
    pen.rect((cx - r * 0.2, cy - r * 0.9, cx + r * 0.2, cy), fill=ink)
    pen.rect((cx - r * 0.34, cy - r * 1.0, cx + r * 0.34, cy - r * 0.8), fill=ink, radius=r * 0.06)
    pen.chord((cx - r * 0.45, cy - r * 0.13, cx + r * 0.45, cy + r * 0.77), 200, 340, fill=CLEAR)
    for x, y, rr in ((-0.1, 0.5, 0.1), (0.16, 0.36, 0.07)):
        pen.circle(cx + x * r, cy + y * r, rr * r, fill=CLEAR)


def glyph_swords(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    for side in (-1, 1):
        tip = (cx + side * r * 0.8, cy - r * 0.86)
        hilt = (cx - side * r * 0.5, cy + r * 0.52)
        length = math.hypot(tip[0] - hilt[0], tip[1] - hilt[1])
        ux, uy = (tip[0] - hilt[0]) / length, (tip[1] - hilt[1]) / length
        ribbon(pen, [hilt, tip], [r * 0.24, r * 0.1], ink, caps=False)
        gx, gy = hilt[0] + ux * r * 0.12, hilt[1] + uy * r * 0.12
        pen.line([(gx - uy * r * 0.34, gy + ux * r * 0.34), (gx + uy * r * 0.34, gy - ux * r * 0.34)], fill=ink, width=r * 0.17)
        end = (hilt[0] - ux * r * 0.4, hilt[1] - uy * r * 0.4)
        pen.line([hilt, end], fill=ink, width=r * 0.15)
        pen.circle(end[0], end[1], r * 0.13, fill=ink)


def glyph_shield(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    outline = [(cx - r * 0.8, cy - r * 0.85), (cx + r * 0.8, cy - r * 0.85)] + curve(
        (cx + r * 0.8, cy - r * 0.85), (cx + r * 0.85, cy + r * 0.5), (cx, cy + r * 1.0), steps=12)[1:] + curve(
        (cx, cy + r * 1.0), (cx - r * 0.85, cy + r * 0.5), (cx - r * 0.8, cy - r * 0.85), steps=12)[1:]
    pen.polygon(outline, fill=ink)
    inner = [(cx + (x - cx) * 0.7, cy - r * 0.06 + (y - cy) * 0.7) for x, y in outline]
    pen.polygon(inner, fill=CLEAR)
    pen.polygon(star_points(cx, cy - r * 0.05, r * 0.42, r * 0.18, 4, -90), fill=ink)


def glyph_sprout(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    ribbon(pen, curve((cx, cy + r * 0.95), (cx - r * 0.05, cy + r * 0.2), (cx + r * 0.02, cy - r * 0.3), steps=10),
           [r * 0.2] * 11, ink)
    glyph_leaf(pen, cx - r * 0.45, cy - r * 0.35, r * 0.55, ink)
    base, tip = (cx + r * 0.05, cy - r * 0.25), (cx + r * 0.95, cy - r * 0.85)
    mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
    pen.polygon(curve(base, (mid[0] - r * 0.1, mid[1] - r * 0.4), tip, steps=10) + curve(tip, (mid[0] + r * 0.3, mid[1] + r * 0.2), base,
                                                                                     steps=10)[1:], fill=ink)
    pen.line([(cx - r * 0.9, cy + r * 0.95), (cx + r * 0.9, cy + r * 0.95)], fill=ink, width=r * 0.2)


def glyph_gear(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    teeth = []
    n = 8
    for i in range(n * 4):
        a = 2 * math.pi * (i - 0.5) / (n * 4)
        rr = r * (0.95 if (i // 2) % 2 == 0 else 0.72)
        teeth.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pen.polygon(teeth, fill=ink)
    pen.circle(cx, cy, r * 0.3, fill=CLEAR)


def glyph_bolt(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    pts = [(0.22, -1.0), (-0.56, 0.12), (-0.06, 0.12), (-0.28, 1.0), (0.6, -0.2), (0.08, -0.2), (0.4, -1.0)]
    pen.polygon([(cx + x * r, cy + y * r) for x, y in pts], fill=ink)


def glyph_eye_moon(pen: Pen, cx: float, cy: float, r: float, ink) -> None:
    glyph_crescent(pen, cx - r * 0.08, cy, r, ink)
    ex, ey = cx + r * 0.3, cy - r * 0.1
    pen.ellipse((ex - r * 0.42, ey - r * 0.22, ex + r * 0.42, ey + r * 0.22), fill=ink)
    pen.circle(ex, ey, r * 0.12, fill=CLEAR)


HERO_GLYPHS: dict[str, Callable[[Pen, float, float, float, RGB], None]] = {
    "flask": glyph_flask, "swords": glyph_swords, "shield": glyph_shield, "wave": glyph_wave, "sprout": glyph_sprout,
    "gear": glyph_gear, "flame": glyph_flame, "bolt": glyph_bolt, "moon": glyph_eye_moon,
}


# --------------------------------------------------------------------------- heroes


@dataclass(frozen=True)
class Hero:
    """How one hero looks: colours, hair, headgear, outfit and emblem."""

    colour: RGB  # the hero's own colour: background, emblem, gems
    cloth: RGB  # the main garment
    trim: RGB  # metal, buttons, edges
    skin: RGB
    hair: RGB
    eye: RGB
    head: str  # headgear and hair: wild, horned, plumed, hood_fin, straw_hat, scarf_hood, peaked, aviator, crescent
    outfit: str  # coat, pauldrons, plate, shells, apron, patched, flames, jacket, collar
    emblem: str  # a key of HERO_GLYPHS
    mood: str = "calm"  # brows and mouth: calm, stern, grin, kind, sly
    glowing: bool = False  # glowing eyes


HEROES: dict[str, Hero] = {
    "the_alchemist": Hero((132, 80, 190), (88, 58, 132), (214, 172, 84), (240, 204, 176), (240, 238, 232), (90, 170, 150),
                          "wild", "coat", "flask", "grin"),
    "the_warlord": Hero((190, 44, 36), (140, 34, 30), (150, 150, 160), (210, 160, 120), (150, 72, 36), (120, 90, 60),
                        "horned", "pauldrons", "swords", "stern"),
    "the_bastion": Hero((60, 110, 196), (56, 84, 150), (210, 218, 230), (176, 124, 92), (50, 36, 30), (110, 80, 50),
                        "plumed", "plate", "shield", "calm"),
    "the_tidekeeper": Hero((30, 150, 160), (28, 78, 128), (240, 210, 196), (140, 94, 72), (26, 50, 96), (70, 200, 210),
                           "hood_fin", "shells", "wave", "kind"),
    "the_gardener": Hero((96, 160, 60), (74, 130, 56), (230, 200, 120), (246, 214, 186), (176, 90, 44), (96, 140, 60),
                         "straw_hat", "apron", "sprout", "kind"),
    "the_scavenger": Hero((176, 118, 58), (120, 92, 64), (190, 150, 90), (214, 170, 130), (80, 60, 44), (230, 180, 60),
                          "scarf_hood", "patched", "gear", "sly"),
    "the_pyromancer": Hero((236, 96, 30), (150, 36, 24), (250, 190, 80), (226, 178, 146), (30, 24, 24), (255, 170, 40),
                           "peaked", "flames", "flame", "sly", True),
    "the_stormrider": Hero((96, 178, 210), (92, 70, 56), (200, 210, 220), (236, 196, 166), (244, 220, 140), (70, 150, 220),
                           "aviator", "jacket", "bolt", "grin"),
    "the_duskmother": Hero((120, 84, 160), (52, 36, 74), (206, 200, 230), (214, 204, 222), (30, 20, 44), (210, 130, 255),
                           "crescent", "collar", "moon", "calm", True),
}

HX, HY, HRX, HRY = 96.0, 82.0, 24.0, 28.0  # the head's centre and radii


def hero_face(d: Pen, L: Look, h: Hero) -> None:
    """Eyes, brows, nose and mouth, by the hero's mood."""
    line = shade(h.skin, 0.35)
    ey = HY + 2
    for side in (-1, 1):
        ex = HX + side * 10
        if h.glowing:
            d.ellipse((ex - 5.6, ey - 3, ex + 5.6, ey + 3), fill=shade(h.eye, 0.5))
            d.ellipse((ex - 4.2, ey - 2, ex + 4.2, ey + 2), fill=shade(h.eye, 1.3))
            d.ellipse((ex - 1.6, ey - 1.2, ex + 1.6, ey + 1.2), fill=(255, 250, 236))
            L.glows.append((ex, ey, 10, h.eye, 0.8))
        else:
            d.ellipse((ex - 5.4, ey - 3.4, ex + 5.4, ey + 3.6), fill=(252, 248, 242))
            d.circle(ex - side * 0.4, ey + 0.2, 3.1, fill=h.eye)
            d.circle(ex - side * 0.4, ey + 0.2, 1.5, fill=INK)
            d.circle(ex - side * 0.4 - 1, ey - 1, 0.9, fill=(255, 255, 255))
        d.arc((ex - 5.8, ey - 3.8, ex + 5.8, ey + 4), 190, 350, fill=INK, width=1.5)
        tilt = {"stern": 2.6, "sly": 1.2, "grin": -1.0, "kind": -1.6}.get(h.mood, 0.0)
        brow = h.hair if h.head not in ("horned", "plumed") else shade(h.hair, 0.8)
        d.line([(ex - side * 6.5, ey - 7.5 + tilt * (1 if side else 0)), (ex + side * 5.5, ey - 8.5 - tilt)],
               fill=shade(brow, 0.7), width=2.2)
    d.line(curve((HX - 1, HY + 4), (HX - 3, HY + 12), (HX + 1.5, HY + 13), steps=6), fill=line, width=1.2)
    my = HY + 19
    if h.mood == "grin":
        d.chord((HX - 8, my - 5, HX + 8, my + 5), 0, 180, fill=(110, 40, 40))
        d.rect((HX - 6, my, HX + 6, my + 1.6), fill=(252, 248, 240))
    elif h.mood == "stern":
        d.line([(HX - 6, my + 1), (HX + 6, my + 1)], fill=line, width=1.6)
    elif h.mood == "sly":
        d.line(curve((HX - 6, my + 1), (HX + 1, my + 2), (HX + 7, my - 2), steps=6), fill=line, width=1.5)
    else:
        d.arc((HX - 6, my - 4, HX + 6, my + 3), 20, 160, fill=line, width=1.5)
    if h.mood in ("kind", "grin") and h.head != "scarf_hood":
        for side in (-1, 1):
            d.circle(HX + side * 15, HY + 12, 3.4, fill=rgba(PINK, 110))


def hero_torso(b: Pen, d: Pen, L: Look, h: Hero) -> None:
    """Shoulders, chest and the outfit's collar, pauldrons or trims, and the chest emblem."""
    cloth, trim = h.cloth, h.trim
    ln = shade(cloth, 0.38)
    shoulders = [(12, PS + 4), (16, 156), (28, 136), (66, 122), (126, 122), (164, 136), (176, 156), (180, PS + 4)]
    o = h.outfit
    if o == "collar":  # a tall pointed collar rising behind the head
        for side in (-1, 1):
            b.polygon([(HX + side * 14, 126), (HX + side * 58, 58), (HX + side * 50, 100), (HX + side * 44, 128)],
                      fill=shade(cloth, 1.3), outline=ln, width=1.4)
            b.polygon([(HX + side * 20, 124), (HX + side * 52, 70), (HX + side * 46, 104), (HX + side * 40, 126)],
                      fill=(120, 40, 90))
    if o == "flames":  # a mantle of fire behind the shoulders
        for x, hh in ((22, 34), (48, 42), (144, 42), (170, 34)):
            b.polygon(flame(x, 156, hh * 0.7, hh), fill=(230, 80, 24), outline=(120, 30, 10), width=1.2)
            b.polygon(flame(x, 156, hh * 0.4, hh * 0.66), fill=(255, 190, 70))
            L.glows.append((x, 124, 30, (255, 150, 50), 0.55))
    b.polygon(shoulders, fill=cloth, outline=ln, width=1.6)
    skin = h.skin
    b.rect((HX - 11, HY + 16, HX + 11, 130), fill=shade(skin, 0.86), outline=shade(skin, 0.45), width=1.2, radius=5)
    if o == "coat":
        for side in (-1, 1):
            b.polygon([(HX + side * 12, 132), (HX + side * 16, 98), (HX + side * 36, 108), (HX + side * 34, 134)],
                      fill=shade(cloth, 1.2), outline=ln, width=1.3)
        b.polygon([(HX - 12, 128), (HX + 12, 128), (HX, 148)], fill=(236, 232, 220), outline=ln, width=1)
        for y in (156, 172, 188):
            d.circle(HX - 20, y, 2.6, fill=trim)
            d.circle(HX + 20, y, 2.6, fill=trim)
        d.line([(HX, 148), (HX, PS)], fill=shade(cloth, 0.5), width=1.4)
    elif o == "pauldrons":
        b.polygon([(HX - 20, 126), (HX + 20, 126), (HX + 30, 140), (HX - 30, 140)], fill=(120, 84, 52), outline=INK, width=1)
        for side in (-1, 1):
            px, py = HX + side * 54, 140
            for j in range(3):
                a = math.radians(-90 + side * (-40 + j * 40))
                b.polygon([(px + math.cos(a - 0.25) * 22, py + math.sin(a - 0.25) * 22), (px + math.cos(a) * 40, py + math.sin(a) * 40),
                           (px + math.cos(a + 0.25) * 22, py + math.sin(a + 0.25) * 22)], fill=shade(trim, 1.15), outline=INK, width=1.1)
            b.polygon(arc_points((px - 30, py - 22, px + 30, py + 30), 180, 360, 16), fill=trim, outline=INK, width=1.4)
            for j in range(2):
                d.arc((px - 26 + j * 6, py - 16 + j * 8, px + 26 - j * 6, py + 26), 200, 340, fill=shade(trim, 0.6), width=1.2)
            d.circle(px, py - 10, 2.4, fill=shade(trim, 1.4))
        for j in range(7):  # fur over the collar
            x = HX - 30 + j * 10
            b.circle(x, 130 + abs(j - 3) * 1.5, 8, fill=(130, 96, 64), outline=(70, 50, 30), width=1)
    elif o == "plate":
        b.polygon([(HX - 40, 128), (HX + 40, 128), (HX + 46, PS + 2), (HX - 46, PS + 2)], fill=trim, outline=INK, width=1.3)
        d.line([(HX, 132), (HX, PS)], fill=shade(trim, 0.6), width=1.2)
        b.rect((HX - 18, 120, HX + 18, 134), fill=shade(trim, 0.9), outline=INK, width=1.2, radius=4)
        for side in (-1, 1):
            px, py = HX + side * 56, 142
            for j in range(3):
                w, top = 30 - j * 3, py - 20 + j * 12
                b.polygon(arc_points((px - w, top, px + w, top + 44), 180, 360, 16) + [(px + w, top + 24), (px - w, top + 24)],
                          fill=shade(trim, 1.0 - j * 0.08), outline=INK, width=1.2)
            d.circle(px + side * 4, py - 8, 2.2, fill=h.colour)
    elif o == "shells":
        for j in range(3):  # a wave trim across the chest
            pts = [(x, 150 + j * 12 + 3 * math.sin(x / 8)) for x in range(20, 174, 4)]
            d.line(pts, fill=rgba(shade(h.colour, 1.3), 200), width=1.6)
        for side in (-1, 1):
            px, py = HX + side * 52, 138
            n = 7
            for i in range(n):
                a = math.radians(180 + 180 * i / (n - 1))
                b.polygon([(px, py + 14), (px + math.cos(a - 0.16) * 34, py + math.sin(a - 0.16) * 30),
                           (px + math.cos(a + 0.16) * 34, py + math.sin(a + 0.16) * 30)], fill=shade(trim, 1.0 - 0.05 * (i % 2)),
                          outline=shade(trim, 0.45), width=1.1)
            b.rect((px - 8, py + 8, px + 8, py + 18), fill=shade(trim, 0.8), outline=shade(trim, 0.4), width=1, radius=2)
    elif o == "apron":
        b.polygon([(HX - 30, 124), (HX + 30, 124), (HX + 26, 136), (HX - 26, 136)], fill=(240, 230, 206), outline=ln, width=1)
        b.rect((HX - 34, 146, HX + 34, PS + 4), fill=trim, outline=shade(trim, 0.45), width=1.3, radius=6)
        for side in (-1, 1):
            b.polygon([(HX + side * 28, 148), (HX + side * 34, 148), (HX + side * 48, 124), (HX + side * 40, 122)], fill=trim,
                      outline=shade(trim, 0.45), width=1)
            d.circle(HX + side * 28, 152, 2.4, fill=shade(trim, 0.6))
        b.rect((HX - 18, 170, HX + 18, 186), fill=shade(trim, 0.85), outline=shade(trim, 0.45), width=1, radius=3)
        for j in range(5):  # leaves of the scarf
            leaf(b, HX - 24 + j * 12, 128, 14, 60 + j * 15, (110, 170, 70), (60, 100, 40))
    elif o == "patched":
        rnd = rng("patches", "scavenger")
        for x, y, w, c in ((40, 160, 18, (150, 120, 80)), (146, 150, 16, (96, 110, 90)), (120, 180, 14, (160, 90, 60))):
            b.rect((x - w / 2, y - w / 2, x + w / 2, y + w / 2), fill=c, outline=shade(c, 0.45), width=1.1, radius=2)
            for j in range(4):
                t = -w / 2 + (j + 0.5) * w / 4
                d.line([(x + t, y - w / 2 - 1.5), (x + t, y - w / 2 + 1.5)], fill=(230, 220, 190), width=0.8)
                d.line([(x + t + rnd.uniform(-1, 1), y + w / 2 - 1.5), (x + t, y + w / 2 + 1.5)], fill=(230, 220, 190), width=0.8)
        b.polygon([(36, 134), (48, 128), (162, PS + 2), (146, PS + 2)], fill=(90, 60, 40), outline=INK, width=1.1)
        for t in (0.35, 0.62):
            x, y = 42 + (154 - 42) * t, 131 + (PS - 131) * t
            b.rect((x - 8, y - 6, x + 8, y + 8), fill=trim, outline=shade(trim, 0.4), width=1.1, radius=2)
            d.circle(x, y - 1, 1.6, fill=(200, 190, 170))
    elif o == "flames":
        for side in (-1, 1):
            d.line([(HX + side * 30, 134), (HX + side * 14, 170), (HX + side * 14, PS)], fill=trim, width=2)
    elif o == "jacket":
        fur = (246, 240, 226)
        rnd = rng("fur", "stormrider")
        b.polygon([(HX - 22, 134), (HX + 22, 134), (HX + 12, PS + 2), (HX - 12, PS + 2)], fill=(70, 52, 42), outline=ln, width=1)
        d.line([(HX, 140), (HX, PS)], fill=trim, width=1.6)
        for i in range(15):  # the fur collar, from shoulder to shoulder
            t = i / 14
            x = HX - 56 + 112 * t
            y = 134 - 10 * math.sin(math.pi * t) + 6
            b.circle(x, y, rnd.uniform(8, 10.5), fill=fur, outline=shade(fur, 0.6), width=1)
        scarf = h.colour
        tail = curve((HX + 14, 132), (HX + 44, 124), (HX + 62, 104), (HX + 92, 98), steps=16)
        tail = [(x, y + 4 * math.sin(i * 1.1)) for i, (x, y) in enumerate(tail)]
        ribbon(b, tail, lambda t: 14 - 5 * t, scarf, outline=shade(scarf, 0.4), width=1.2)
        b.ellipse((HX - 18, 122, HX + 18, 138), fill=scarf, outline=shade(scarf, 0.4), width=1.2)
        b.ellipse((HX + 6, 126, HX + 20, 138), fill=shade(scarf, 0.9), outline=shade(scarf, 0.4), width=1.1)
        for x, y in tail[4::4]:
            d.line([(x - 3, y - 5), (x + 2, y + 5)], fill=shade(scarf, 0.7), width=1)
    elif o == "collar":
        rnd = rng("stars", "duskmother")
        for _ in range(16):
            d.circle(rnd.uniform(26, 166), rnd.uniform(146, 190), rnd.uniform(0.6, 1.3), fill=(230, 220, 255))
        b.polygon([(HX - 24, 124), (HX + 24, 124), (HX, 150)], fill=shade(cloth, 0.6), outline=ln, width=1)
        d.line(arc_points((HX - 22, 100, HX + 22, 146), 20, 160, 12), fill=trim, width=1.4)
        d.circle(HX, 146, 3, fill=h.colour)
    # the chest emblem
    ex, ey, r = HX, 166, 15
    if o == "apron":
        ey = 172
    b.circle(ex, ey, r + 2.2, fill=shade(trim, 0.5), outline=INK, width=1)
    b.circle(ex, ey, r, fill=h.colour)
    HERO_GLYPHS[h.emblem](d, ex, ey, r * 0.66, (252, 246, 230))


def hero_head(b: Pen, d: Pen, L: Look, h: Hero) -> None:
    """Hair and headgear behind the head, the head and face, then those in front."""
    skin, hair = h.skin, h.hair
    sl = shade(skin, 0.45)
    hl = shade(hair, 0.45)
    kind = h.head
    # ---- behind the head
    if kind == "wild":
        b.polygon(star_points(HX, HY - 12, 44, 30, 13, -80), fill=hair, outline=hl, width=1.4)
    elif kind == "crescent":
        b.polygon([(HX - 30, HY - 20), (HX - 42, HY + 40), (HX - 36, 136), (HX + 36, 136), (HX + 42, HY + 40), (HX + 30, HY - 20)],
                  fill=hair, outline=hl, width=1.3)
        b.ellipse((HX - 32, HY - 38, HX + 32, HY + 20), fill=hair, outline=hl, width=1.3)
    elif kind == "straw_hat":
        braid = curve((HX + 18, HY + 6), (HX + 32, HY + 34), (HX + 26, 140), steps=6)
        for x, y in braid:
            b.ellipse((x - 7, y - 6, x + 7, y + 6), fill=hair, outline=hl, width=1.1)
        b.circle(braid[-1][0], braid[-1][1] + 8, 4, fill=(110, 170, 70), outline=(50, 90, 30), width=1)
    elif kind == "hood_fin":
        b.ellipse((HX - 38, HY - 42, HX + 38, HY + 44), fill=h.cloth, outline=shade(h.cloth, 0.38), width=1.5)
        fin(b, HX - 6, HY - 36, 34, -0.3, shade(h.colour, 0.9), shade(h.colour, 0.4))
        for side in (-1, 1):
            for j in range(3):
                ribbon(b, [(HX + side * (16 + j * 4), HY + 6 + j * 4), (HX + side * (20 + j * 4), HY + 40 + j * 6)], [8, 4], hair,
                       outline=hl, width=1)
    elif kind == "peaked":
        hood = h.cloth
        peak = curve((HX - 30, HY - 24), (HX - 6, HY - 62), (HX + 40, HY - 58), steps=14)
        ribbon(b, peak, lambda t: 34 * (1 - t) ** 1.2 + 3, hood, outline=shade(hood, 0.38), width=1.5)
        b.ellipse((HX - 36, HY - 40, HX + 36, HY + 44), fill=hood, outline=shade(hood, 0.38), width=1.5)
        b.polygon([(HX - 36, HY + 6), (HX - 46, 132), (HX + 46, 132), (HX + 36, HY + 6)], fill=hood, outline=shade(hood, 0.38),
                  width=1.4)
        tx, ty = peak[-1]
        b.polygon(flame(tx + 4, ty + 6, 11, 15), fill=(255, 140, 36), outline=(140, 50, 10), width=1.1)
        b.polygon(flame(tx + 4, ty + 6, 6, 9), fill=(255, 230, 130))
        L.glows.append((tx + 4, ty - 4, 24, (255, 170, 60), 0.8))
    elif kind == "scarf_hood":
        b.ellipse((HX - 36, HY - 40, HX + 36, HY + 44), fill=h.cloth, outline=shade(h.cloth, 0.38), width=1.5)
        b.polygon([(HX - 36, HY + 6), (HX - 44, 130), (HX + 44, 130), (HX + 36, HY + 6)], fill=h.cloth, outline=shade(h.cloth, 0.38),
                  width=1.4)
    elif kind == "aviator":
        for side in (-1, 1):
            for j in range(4):
                ribbon(b, [(HX + side * 20, HY - 14 + j * 5), (HX + side * (34 + j * 4), HY - 4 + j * 9),
                           (HX + side * (40 + j * 6), HY + 6 + j * 12)], [8, 6, 2], hair, outline=hl, width=1)
    # ---- ears, head
    for side in (-1, 1):
        b.ellipse((HX + side * HRX - 5, HY - 2, HX + side * HRX + 5, HY + 12), fill=skin, outline=sl, width=1.2)
    if kind == "horned":
        b.rect((HX - HRX, HY - 10, HX + HRX, HY + 16), fill=skin, outline=sl, width=1.4, radius=10)
    b.ellipse((HX - HRX, HY - HRY, HX + HRX, HY + HRY), fill=skin, outline=sl, width=1.5)
    hero_face(d, L, h)
    # ---- in front of the head
    if kind == "wild":
        b.polygon(star_points(HX, HY - 24, 27, 16, 9, -70), fill=hair, outline=hl, width=1.2)
        b.rect((HX - HRX - 2, HY - 16, HX + HRX + 2, HY - 10), fill=(120, 84, 40), outline=INK, width=1)
        for side in (-1, 1):
            b.circle(HX + side * 10, HY - 14, 7.5, fill=h.trim, outline=INK, width=1.2)
            d.circle(HX + side * 10, HY - 14, 5.2, fill=(120, 220, 200))
            d.circle(HX + side * 10 - 2, HY - 16, 1.6, fill=(255, 255, 255))
        for side in (-1, 1):  # moustache
            b.polygon([(HX, HY + 13), (HX + side * 14, HY + 12), (HX + side * 18, HY + 18), (HX + side * 6, HY + 17)], fill=hair,
                      outline=hl, width=1)
    elif kind == "horned":
        beard = [(HX - HRX, HY + 4), (HX - HRX + 2, HY + 24), (HX - 12, HY + 40), (HX, HY + 46), (HX + 12, HY + 40), (HX + HRX - 2, HY + 24),
                 (HX + HRX, HY + 4), (HX + 14, HY + 14), (HX + 8, HY + 22), (HX - 8, HY + 22), (HX - 14, HY + 14)]
        b.polygon(beard, fill=hair, outline=hl, width=1.3)
        for j in range(5):
            d.line([(HX - 12 + j * 6, HY + 26), (HX - 10 + j * 5, HY + 38)], fill=shade(hair, 0.7), width=1)
        d.line([(HX - 6, HY + 20), (HX + 6, HY + 20)], fill=shade(hair, 0.4), width=1.4)
        metal = h.trim
        for side in (-1, 1):
            horn = curve((HX + side * 20, HY - 16), (HX + side * 48, HY - 18), (HX + side * 50, HY - 52), steps=14)
            ribbon(b, horn, lambda t: 12 * (1 - t) + 1.5, (236, 222, 190), outline=(110, 96, 70), width=1.2)
        b.polygon(arc_points((HX - HRX - 3, HY - HRY - 3, HX + HRX + 3, HY + 6), 180, 360, 24), fill=metal, outline=INK, width=1.4)
        b.rect((HX - HRX - 3, HY - 14, HX + HRX + 3, HY - 7), fill=shade(metal, 0.8), outline=INK, width=1.2, radius=2)
        b.polygon([(HX - 3, HY - 10), (HX + 3, HY - 10), (HX + 2.5, HY + 10), (HX, HY + 12), (HX - 2.5, HY + 10)], fill=metal,
                  outline=INK, width=1)
        for x in (-16, -8, 8, 16):
            d.circle(HX + x, HY - 10.5, 1.2, fill=shade(metal, 1.4))
        d.line([(HX + 14, HY - 4), (HX + 20, HY + 10)], fill=shade(h.skin, 0.6), width=1.2)
    elif kind == "plumed":
        metal = h.trim
        plume = curve((HX - 4, HY - HRY - 2), (HX + 10, HY - 70), (HX + 52, HY - 50), steps=16)
        ribbon(b, plume, lambda t: 14 * math.sin(math.pi * (0.15 + 0.85 * t)) + 6, h.colour, outline=shade(h.colour, 0.4), width=1.3)
        for i in range(2, 15, 3):
            x, y = plume[i]
            d.line([(x, y), (x + 6, y + 6)], fill=shade(h.colour, 1.4), width=1)
        helm = arc_points((HX - HRX - 6, HY - HRY - 8, HX + HRX + 6, HY + HRY + 4), 150, 390, 30)
        face = arc_points((HX - HRX + 5, HY - HRY + 12, HX + HRX - 5, HY + HRY + 4), 30, -210, 30)
        b.polygon(helm + face, fill=metal, outline=INK, width=1.4)
        d.line(arc_points((HX - HRX - 2, HY - HRY - 4, HX + HRX + 2, HY + HRY), 200, 340, 16), fill=shade(metal, 1.3), width=1.4)
        d.line([(HX, HY - HRY - 6), (HX, HY - HRY + 12)], fill=shade(metal, 0.6), width=1.4)
        for side in (-1, 1):
            for j in range(3):
                d.circle(HX + side * (HRX + 1), HY + 2 + j * 8, 1.2, fill=shade(metal, 0.5))
    elif kind == "hood_fin":
        b.polygon(arc_points((HX - HRX - 6, HY - HRY - 6, HX + HRX + 6, HY + 10), 180, 360, 24) +
                  [(HX + HRX - 2, HY - 8), (HX, HY - 14), (HX - HRX + 2, HY - 8)], fill=h.cloth, outline=shade(h.cloth, 0.38),
                  width=1.4)
        for x in range(-4, 5):
            d.arc((HX + x * 6 - 4, HY - 20, HX + x * 6 + 4, HY - 12), 0, 180, fill=h.trim, width=1.2)
        for side in (-1, 1):
            d.circle(HX + side * (HRX + 1), HY + 14, 2.6, fill=(250, 246, 255))
            b.polygon([(HX + side * 8, HY - 14), (HX + side * 22, HY - 10), (HX + side * 20, HY + 14), (HX + side * 16, HY - 4)], fill=hair,
                      outline=hl, width=1)
    elif kind == "straw_hat":
        straw = (232, 200, 120)
        b.polygon(arc_points((HX - HRX - 2, HY - HRY - 2, HX + HRX + 2, HY + 14), 180, 360, 20) +
                  [(HX + 8, HY - 14), (HX - 16, HY - 6)], fill=hair, outline=hl, width=1.2)
        b.ellipse((HX - 62, HY - 34, HX + 62, HY - 12), fill=straw, outline=shade(straw, 0.45), width=1.4)
        b.polygon(arc_points((HX - 28, HY - 64, HX + 28, HY - 4), 180, 360, 20), fill=shade(straw, 1.05), outline=shade(straw, 0.45),
                  width=1.4)
        b.rect((HX - 28, HY - 36, HX + 28, HY - 28), fill=h.colour, outline=shade(h.colour, 0.45), width=1)
        b.polygon(star_points(HX + 20, HY - 32, 7, 3.4, 5), fill=(250, 240, 240), outline=(150, 120, 120), width=0.8)
        d.circle(HX + 20, HY - 32, 2, fill=(240, 180, 40))
        for j in range(8):
            x = HX - 56 + j * 15
            d.line([(x, HY - 26), (x + 6, HY - 16)], fill=shade(straw, 0.7), width=0.8)
        rnd = rng("freckles", "gardener")
        for side in (-1, 1):
            for _ in range(5):
                d.circle(HX + side * rnd.uniform(9, 17), HY + rnd.uniform(7, 12), 0.7, fill=(180, 110, 70))
    elif kind == "scarf_hood":
        b.polygon(arc_points((HX - HRX - 6, HY - HRY - 6, HX + HRX + 6, HY + 12), 180, 360, 24) +
                  [(HX + HRX - 2, HY - 6), (HX, HY - 12), (HX - HRX + 2, HY - 6)], fill=h.cloth, outline=shade(h.cloth, 0.38),
                  width=1.4)
        for side in (-1, 1):
            b.circle(HX + side * 10, HY - 18, 6.5, fill=(80, 70, 60), outline=INK, width=1.1)
            d.circle(HX + side * 10, HY - 18, 4.6, fill=(230, 160, 60))
            d.circle(HX + side * 10 - 1.6, HY - 19.6, 1.4, fill=(255, 240, 200))
        d.line([(HX - 16, HY - 18), (HX + 16, HY - 18)], fill=(60, 50, 40), width=1.2)
        scarf = (150, 60, 50)
        b.polygon([(HX - HRX - 4, HY + 8), (HX + HRX + 4, HY + 8), (HX + HRX + 8, HY + 34), (HX - HRX - 8, HY + 34)], fill=scarf,
                  outline=shade(scarf, 0.4), width=1.3)
        for j in range(3):
            d.line([(HX - HRX, HY + 16 + j * 7), (HX + HRX, HY + 14 + j * 7)], fill=shade(scarf, 0.7), width=1.1)
        b.polygon([(HX + 14, HY + 30), (HX + 30, HY + 32), (HX + 34, HY + 56), (HX + 22, HY + 54)], fill=shade(scarf, 0.9),
                  outline=shade(scarf, 0.4), width=1.1)
    elif kind == "peaked":
        b.polygon(arc_points((HX - HRX - 1, HY - HRY - 1, HX + HRX + 1, HY + 10), 190, 350, 20) + [(HX + 6, HY - 12), (HX - 10, HY - 6)],
                  fill=hair, outline=hl, width=1.2)
        rim = shade(h.cloth, 1.25)
        b.polygon(arc_points((HX - HRX - 7, HY - HRY - 7, HX + HRX + 7, HY + 14), 180, 360, 24) +
                  arc_points((HX - HRX + 1, HY - HRY + 1, HX + HRX - 1, HY + 8), 360, 180, 24), fill=rim, outline=shade(h.cloth, 0.38),
                  width=1.2)
        for side in (-1, 1):
            b.polygon([(HX + side * (HRX + 7), HY - 2), (HX + side * (HRX + 1), HY - 2), (HX + side * 16, HY + 34), (HX + side * 24, HY + 38)],
                      fill=rim, outline=shade(h.cloth, 0.38), width=1.2)
        b.polygon([(HX - 24, HY + 36), (HX + 24, HY + 36), (HX + 30, HY + 48), (HX, HY + 60), (HX - 30, HY + 48)], fill=rim,
                  outline=shade(h.cloth, 0.38), width=1.2)
        d.circle(HX, HY + 46, 3.4, fill=h.trim)
    elif kind == "aviator":
        cap = (120, 86, 56)
        b.polygon(arc_points((HX - HRX - 3, HY - HRY - 3, HX + HRX + 3, HY + 8), 180, 360, 24) + [(HX + HRX + 3, HY - 8), (HX - HRX - 3, HY - 8)],
                  fill=cap, outline=INK, width=1.4)
        for side in (-1, 1):
            b.rect((HX + side * (HRX + 1) - 7, HY - 8, HX + side * (HRX + 1) + 7, HY + 22), fill=cap, outline=INK, width=1.3, radius=6)
            d.line([(HX + side * (HRX + 1), HY + 22), (HX + side * (HRX - 6), HY + 34)], fill=shade(cap, 0.6), width=1.4)
        d.line([(HX, HY - HRY - 2), (HX, HY - 12)], fill=shade(cap, 0.6), width=1.2)
        b.rect((HX - HRX - 3, HY - 20, HX + HRX + 3, HY - 14), fill=(60, 50, 44), outline=INK, width=1)
        for side in (-1, 1):
            b.circle(HX + side * 11, HY - 17, 8.5, fill=h.trim, outline=INK, width=1.3)
            d.circle(HX + side * 11, HY - 17, 6.2, fill=(110, 200, 230))
            d.arc((HX + side * 11 - 4.5, HY - 21.5, HX + side * 11 + 4.5, HY - 12.5), 200, 260, fill=(240, 255, 255), width=1.4)
        b.polygon([(HX - 14, HY - 8), (HX - 4, HY - 12), (HX + 2, HY - 8), (HX - 10, HY - 4)], fill=hair, outline=hl, width=1)
    elif kind == "crescent":
        b.polygon(arc_points((HX - HRX - 2, HY - HRY - 2, HX + HRX + 2, HY + 16), 180, 360, 24) + [(HX + 4, HY - 14), (HX - 4, HY - 14)],
                  fill=hair, outline=hl, width=1.2)
        moon = h.trim
        outer = arc_points((HX - 20, HY - 58, HX + 20, HY - 18), 0, 180, 20)
        inner = arc_points((HX - 14, HY - 68, HX + 14, HY - 26), 180, 0, 20)
        b.polygon(outer + inner, fill=moon, outline=shade(moon, 0.4), width=1.2)
        b.rect((HX - HRX, HY - 26, HX + HRX, HY - 21), fill=moon, outline=shade(moon, 0.4), width=1, radius=2)
        d.polygon(regular_polygon(HX, HY - 24, 4, 4, -90), fill=h.colour)
        L.glows.append((HX, HY - 40, 24, (220, 200, 255), 0.5))
        d.ellipse((HX - 5, HY + 18, HX + 5, HY + 21), fill=(110, 50, 110))


def plan_hero(b: Pen, d: Pen, L: Look) -> None:
    """A hero's bust: shoulders and outfit, neck, head, hair and headgear."""
    h: Hero = L.o("hero")
    hero_torso(b, d, L, h)
    hero_head(b, d, L, h)


def hero_frame(h: Hero, k: int) -> Image.Image:
    """A hero's frame: dark gold with studs, a gem of the hero's colour at the top and a
    medallion of the hero's emblem at the bottom."""
    metal = (196, 158, 92)
    ring = frame_ring(metal, k)
    frame_studs(ring, metal, k)
    pen = Pen(ring, k)
    for y in (5.8,):
        pen.polygon(regular_polygon(PS / 2 + 0.4, y + 0.6, 5, 4, -90), fill=(20, 12, 8, 200))
        pen.polygon(regular_polygon(PS / 2, y, 4.8, 4, -90), fill=shade(h.colour, 0.5))
        pen.polygon(regular_polygon(PS / 2, y, 3.6, 4, -90), fill=h.colour)
        pen.polygon([(PS / 2 - 3.6, y), (PS / 2, y - 3.6), (PS / 2, y)], fill=shade(h.colour, 1.5))
    for side in (-1, 1):
        for j in range(3):
            x = PS / 2 + side * (18 + j * 10)
            pen.circle(x, 5.6, 1.4, fill=shade(metal, 1.3))
            pen.circle(x, PS - 5.6, 1.4, fill=shade(metal, 1.3))
    return ring


def hero_background(hid: str, h: Hero, family: str | None, k: int) -> Image.Image:
    """Behind a hero: a glow of their colour, rays, their emblem large and faint, and the
    pattern of the family they favour (if any)."""
    size = (PS * k, PS * k)
    img = backdrop(size, (PS * 0.5 * k, PS * 0.4 * k), PS * 0.85 * k, mix(h.colour, (255, 250, 240), 0.3), shade(h.colour, 0.16))
    rays = blank(size)
    rp = Pen(rays, k)
    cx, cy = PS / 2, HY
    for i in range(20):
        a0 = 2 * math.pi * i / 20
        a1 = a0 + math.pi / 20
        rp.polygon([(cx, cy), (cx + math.cos(a0) * 200, cy + math.sin(a0) * 200), (cx + math.cos(a1) * 200, cy + math.sin(a1) * 200)],
                   fill=(255, 250, 230, 22))
    img.alpha_composite(rays)
    if family:
        pattern = blank(size)
        PATTERNS[family](Pen(pattern, k), pattern, k, rng("auganism", "hero", hid), STYLES[family])
        img.alpha_composite(pattern)
    sign = blank(size)
    HERO_GLYPHS[h.emblem](Pen(sign, k), cx, HY - 4, 70, rgba(shade(h.colour, 0.45), 90))
    img.alpha_composite(sign)
    tex = texture("portrait/paper", size, 5, 4)
    return modulate(img, ImageChops.offset(tex, int(unit(hid, 1) * size[0]), int(unit(hid, 2) * size[1])), 0.06)


def draw_hero(hid: str, name: str, family: str | None = None) -> Image.Image:
    """A 192 x 192 hero portrait: a bust before their colours in a dark gold frame."""
    k = PK
    h = HEROES[hid]
    L = Look(name, "hero", h.cloth, h.skin, h.trim, h.eye, dict(hero=h))
    img = hero_background(hid, h, family, k)
    bust = creature_layer(L, k, plan=plan_hero, fit=False, mirror=False)
    img.alpha_composite(shadow_of(bust, (3 * k, 3.5 * k), 4 * k, 0.45))
    img.alpha_composite(bust)
    img = masked(img, panel_mask(k))
    img.alpha_composite(hero_frame(h, k))
    return downsample(img, k)


# --------------------------------------------------------------------------- lettering

# The letters of AUGANISM as polygons in a box 1 tall (x grows right, y down), squared off with
# chamfered corners: (width, [outline, holes...]). Drawn by Zvery's `logo`.
LETTERS: dict[str, tuple[float, list[list[Point]]]] = {
    "A": (0.92, [[(0, 1), (0.3, 0), (0.62, 0), (0.92, 1), (0.64, 1), (0.58, 0.8), (0.34, 0.8), (0.28, 1)],
                 [(0.39, 0.6), (0.53, 0.6), (0.46, 0.32)]]),
    "U": (0.82, [[(0, 0), (0.27, 0), (0.27, 0.78), (0.55, 0.78), (0.55, 0), (0.82, 0), (0.82, 0.86), (0.68, 1), (0.14, 1),
                  (0, 0.86)]]),
    "G": (0.82, [[(0.14, 0), (0.82, 0), (0.82, 0.22), (0.27, 0.22), (0.27, 0.78), (0.55, 0.78), (0.55, 0.64), (0.44, 0.64),
                  (0.44, 0.44), (0.82, 0.44), (0.82, 0.86), (0.68, 1), (0.14, 1), (0, 0.86), (0, 0.14)]]),
    "N": (0.84, [[(0, 0), (0.26, 0), (0.58, 0.54), (0.58, 0), (0.84, 0), (0.84, 1), (0.58, 1), (0.26, 0.46), (0.26, 1), (0, 1)]]),
    "I": (0.27, [[(0, 0), (0.27, 0), (0.27, 1), (0, 1)]]),
    "S": (0.78, [[(0.14, 0), (0.78, 0), (0.78, 0.22), (0.27, 0.22), (0.27, 0.39), (0.64, 0.39), (0.78, 0.53), (0.78, 0.86),
                  (0.64, 1), (0, 1), (0, 0.78), (0.51, 0.78), (0.51, 0.61), (0.14, 0.61), (0, 0.47), (0, 0.14)]]),
    "M": (0.98, [[(0, 1), (0, 0), (0.27, 0), (0.49, 0.42), (0.71, 0), (0.98, 0), (0.98, 1), (0.72, 1), (0.72, 0.5), (0.55, 0.8),
                  (0.43, 0.8), (0.26, 0.5), (0.26, 1)]]),
}


def lettering_colours(n: int) -> list[RGB]:
    """n letter colours, the families' in turn (the dusky shade lifted a little so it glows)."""
    colours = [FAMILY_COLOURS[f] if f != "shade" else mix(FAMILY_COLOURS[f], (190, 150, 255), 0.35) for f in FAMILIES]
    return [colours[i % len(colours)] for i in range(n)]


# --------------------------------------------------------------------------- card back

CW, CH = 160, 224


def comet(pen: Pen, cx: float, cy: float, r0: float, r1: float, a0: float, sweep: float, w: float, colour) -> None:
    """A spiral stroke from radius r0 at angle a0 (degrees) out to r1, thick at its head."""
    pts = []
    for i in range(25):
        t = i / 24
        a = math.radians(a0 + sweep * t)
        rr = r0 + (r1 - r0) * t
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    ribbon(pen, pts, lambda t: w * (0.15 + 0.85 * t), colour)


def draw_card_back() -> Image.Image:
    """The back of a monster card: a deep teal field of scales, and a medallion where the five
    family colours spiral out round a bold A."""
    k = 3
    img, mask = card_base(k, (36, 84, 90), (6, 16, 22))
    size = img.size
    pattern = blank(size)
    pp = Pen(pattern, k)
    r = 9
    for j in range(-1, int(CH / (r * 0.9)) + 2):
        for i in range(-1, int(CW / (r * 2)) + 2):
            x = i * r * 2 + (r if j % 2 else 0)
            y = j * r * 0.9
            pp.arc((x - r, y - r, x + r, y + r), 20, 160, fill=(170, 240, 230, 46), width=1)
    fade = Image.radial_gradient("L").resize(size).point(lambda v: min(255, 60 + v))
    img.alpha_composite(masked(pattern, fade))
    cx, cy, R = CW / 2, CH / 2 - 4, 48
    img.alpha_composite(glow(size, (cx * k, cy * k), R * 2.0 * k, (120, 230, 220), 0.55))
    med = blank(size)
    mp = Pen(med, k)
    mp.circle(cx, cy, R + 3, fill=(6, 12, 14))
    mp.circle(cx, cy, R + 1.6, fill=(226, 190, 96))
    mp.circle(cx, cy, R - 1, fill=(12, 30, 34))
    med.alpha_composite(glow(size, (cx * k, cy * k), R * 0.9 * k, (60, 150, 150), 0.6))
    cp = Pen(med, k)
    for i, family in enumerate(FAMILIES):
        a0 = -90 + i * 72
        comet(cp, cx, cy, R * 0.42, R * 0.9, a0, 110, 9.5, shade(FAMILY_COLOURS[family], 0.35))
        comet(cp, cx, cy, R * 0.42, R * 0.9, a0, 110, 7.5, FAMILY_COLOURS[family])
        a = math.radians(a0 + 110)
        cp.circle(cx + math.cos(a) * R * 0.9, cy + math.sin(a) * R * 0.9, 2.2, fill=shade(FAMILY_COLOURS[family], 1.5))
    for i in range(5):  # studs between the families on the rim
        a = math.radians(-90 + 36 + i * 72)
        x, y = cx + math.cos(a) * (R + 0.3), cy + math.sin(a) * (R + 0.3)
        cp.polygon(regular_polygon(x, y, 3.6, 4, -90), fill=(6, 12, 14))
        cp.polygon(regular_polygon(x, y, 2.6, 4, -90), fill=(255, 226, 140))
    img.alpha_composite(with_drop_shadow(med, (1.5 * k, 2.5 * k), 3 * k, 0.6))
    h = 38
    logo(img, k, "A", cx - 2, cy - h / 2, h, [(236, 190, 80)], LETTERS)
    card_border(img, k, (226, 190, 96), (190, 255, 240))
    tag = font("Bold", 13 * k)
    text_outlined(img, (cx * k, (CH - 26) * k), "AUGANISM", tag, (236, 214, 150), (6, 18, 20), int(1.5 * k))
    return downsample(masked(img, mask), k)


# --------------------------------------------------------------------------- menu title

TITLE_W, TITLE_H = 600, 360
# (monster id, height, x of the middle, bottom): one of each family, drawn back to front.
TITLE_CAST = [
    ("elder_oakheart", 140, 208, 344),
    ("tide_serpent", 122, 404, 352),
    ("eclipse_dragon", 160, 82, 366),
    ("thunder_roc", 132, 516, 362),
    ("cinderwing_phoenix", 152, 302, 368),
]


def title_backdrop(size: tuple[int, int], k: int) -> Image.Image:
    """A storm at dusk over a ring of crags: a dark sky torn open behind the name, where five
    beams in the family colours pour out of an evolving spiral; lit clouds, far crags and the
    dark rim of an arena."""
    w, h = size
    ramp = Image.linear_gradient("L").resize(size)
    img = gradient_map(ramp, [(0, (8, 6, 18)), (0.45, (30, 16, 44)), (0.75, (96, 40, 52)), (1, (150, 70, 50))]).convert("RGBA")
    rnd = rng("auganism", "title")
    cx, cy = TITLE_W / 2, 96
    stars = blank(size)
    sp = Pen(stars, k)
    for _ in range(160):
        x, y = rnd.uniform(0, TITLE_W), rnd.uniform(0, TITLE_H * 0.6)
        sp.circle(x, y, rnd.choice((0.5, 0.6, 0.8, 1.1)), fill=(255, 246, 240, rnd.randint(80, 230)))
    img.alpha_composite(stars)
    cloud = fractal_noise(size, 4, 5, "auganism/title/clouds")
    dark = gradient_map(cloud, [(0, (6, 4, 14)), (0.6, (34, 20, 52)), (1, (92, 54, 96))]).convert("RGBA")
    dark.putalpha(cloud.point(lambda v: max(0, min(220, (v - 90) * 3))))
    img.alpha_composite(dark)
    img.alpha_composite(glow(size, (cx * k, cy * k), 330 * k, (200, 120, 150), 0.55, 1.2))
    beams = blank(size)
    bp = Pen(beams, k)
    for i in range(20):
        family = FAMILIES[i % len(FAMILIES)]
        a0 = math.radians(-90 + i * 18 + 4)
        spread = math.radians(4.5)
        far = 700
        bp.polygon([(cx, cy), (cx + math.cos(a0 - spread) * far, cy + math.sin(a0 - spread) * far),
                    (cx + math.cos(a0 + spread) * far, cy + math.sin(a0 + spread) * far)], fill=rgba(STYLES[family].glow, 70))
    fade = radial_mask_box(size, (cx * k, cy * k), 260 * k)
    img.alpha_composite(masked(beams.filter(ImageFilter.GaussianBlur(2.5 * k)), fade))
    spiral = blank(size)
    sp = Pen(spiral, k)
    for i, family in enumerate(FAMILIES):
        comet(sp, cx, cy, 50, 230, -90 + i * 72, 140, 40, rgba(FAMILY_COLOURS[family], 130))
    img.alpha_composite(spiral.filter(ImageFilter.GaussianBlur(9 * k)))
    spiral = blank(size)
    sp = Pen(spiral, k)
    for i, family in enumerate(FAMILIES):
        comet(sp, cx, cy, 50, 230, -90 + i * 72, 140, 9, rgba(shade(STYLES[family].glow, 1.2), 150))
    img.alpha_composite(spiral.filter(ImageFilter.GaussianBlur(1 * k)))
    img.alpha_composite(glow(size, (cx * k, cy * k), 190 * k, (255, 240, 214), 0.95, 1.8))
    for _ in range(30):  # sparks in the air
        x, y = rnd.uniform(0, TITLE_W), rnd.uniform(60, 300)
        r = rnd.uniform(0.8, 2)
        img.alpha_composite(glow(size, (x * k, y * k), r * 5 * k, rnd.choice([STYLES[f].glow for f in FAMILIES]), 0.8))
    far = blank(size)
    fp = Pen(far, k)
    pts = [(-10, 280)]
    x = -10.0
    while x < TITLE_W + 20:
        x += rnd.uniform(14, 34)
        pts.append((x, 282 - rnd.uniform(10, 60) * (0.6 + 0.4 * abs(x - cx) / cx)))
    fp.polygon(pts + [(TITLE_W + 20, TITLE_H), (-10, TITLE_H)], fill=(46, 22, 46))
    img.alpha_composite(far)
    img.alpha_composite(glow(size, (cx * k, 300 * k), 260 * k, (255, 140, 80), 0.35, 1.4))
    ground = blank(size)
    gp = Pen(ground, k)
    gp.polygon(curve((-10, 322), (300, 296), (610, 326), steps=24) + [(610, TITLE_H + 2), (-10, TITLE_H + 2)], fill=(18, 10, 22))
    for i in range(9):  # standing stones round the arena
        x = 20 + i * 70 + rnd.uniform(-10, 10)
        y = 312 - 14 * math.sin(math.pi * x / TITLE_W)
        gp.polygon([(x - 7, y + 6), (x - 5, y - 22), (x + 1, y - 26), (x + 6, y - 20), (x + 7, y + 6)], fill=(26, 14, 30))
    img.alpha_composite(ground)
    return img


def draw_title() -> Image.Image:
    """The 600 x 360 menu art: AUGANISM over a storm torn open by the five families' light,
    one monster of each family in front, the five family emblems under the name."""
    k = 2
    size = (TITLE_W * k, TITLE_H * k)
    img = title_backdrop(size, k)
    from engine.games.auganism.content import content

    monsters = content().monsters
    for mid, height, x, bottom in TITLE_CAST:
        m = monsters[mid]
        behind, body, front = monster_layers(mid, english_name("auganism", f"monster.{mid}", m.name), m.family, len(m.stages), k, scenery=False)
        edge = Image.new("L", body.size, 0)  # the marks fade out before the layer's edges
        Pen(edge, k).ellipse((10, 4, PS - 10, PS + 40), fill=255)
        edge = edge.filter(ImageFilter.GaussianBlur(12 * k))
        layer = blank(body.size)
        for part, fade in ((behind, True), (body, False), (front, True)):
            if fade:
                part.putalpha(ImageChops.multiply(part.getchannel("A"), edge))
            layer.alpha_composite(part)
        box = layer.getchannel("A").point(lambda v: 255 if v > 24 else 0).getbbox()
        layer = layer.crop(box)
        scale = height * k / layer.height
        layer = layer.resize((max(1, int(layer.width * scale)), max(1, int(layer.height * scale))), Image.Resampling.LANCZOS)
        rim = tinted(layer.getchannel("A").filter(ImageFilter.GaussianBlur(4 * k)), STYLES[m.family].glow, 0.8)
        at = (int(x * k - layer.width / 2), int(bottom * k - layer.height))
        shadow = blank(size)
        Pen(shadow, k).ellipse((x - height * 0.42, bottom - 16, x + height * 0.42, bottom + 2), fill=(0, 0, 0, 150))
        img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(5 * k)))
        img.alpha_composite(rim, at)
        img.alpha_composite(layer, at)
    vignette = Image.radial_gradient("L").resize(size).point(lambda v: int(max(0, v - 120) * 1.2))
    img.alpha_composite(tinted(vignette, (6, 2, 12)))
    logo(img, k, "AUGANISM", TITLE_W / 2, 24, 72, lettering_colours(8), LETTERS)
    # (no tagline: the words on a lid would be in one language; the setup tells the game in the player's)
    for i, family in enumerate(FAMILIES):
        em = family_emblem(family, 34 * k)
        x = TITLE_W / 2 + (i - 2) * 42
        img.alpha_composite(em, (int((x - 17) * k), int(134 * k)))
    return downsample(img, k)


# --------------------------------------------------------------------------- everything


def seven_bits(image: Image.Image) -> Image.Image:
    """The picture with the lowest bit of each colour channel cleared: at most 1/255 off, which
    no one can see, and the PNGs come out about a fifth smaller (the alpha is kept whole)."""
    bands = image.split()
    trimmed = [band.point(lambda v: v & 0xFE) for band in bands[:3]]
    return Image.merge(image.mode, trimmed + list(bands[3:]))


def build(out: Path) -> list[Path]:
    """Draw all of Auganism's art into `out` (assets/auganism)."""
    from engine.games.auganism.content import content

    c = content()
    written = []

    def put(image: Image.Image, rel: str) -> None:
        path = out / rel
        save(seven_bits(image), path, optimize=True)
        written.append(path)

    for mid, m in c.monsters.items():
        put(draw_portrait(mid, english_name("auganism", f"monster.{mid}", m.name), m.family, len(m.stages)), f"monsters/{mid}.png")
    for hid, h in c.heroes.items():
        put(draw_hero(hid, english_name("auganism", f"hero.{hid}", h.name), h.family), f"heroes/{hid}.png")
    for family in FAMILIES:
        put(family_emblem(family), f"families/{family}.png")
    put(draw_card_back(), "card_back.png")
    written += save_lid(draw_title(), out / "title.png")
    return written
