"""Where each thing on a creature card goes, worked out from the card's size.

A card is drawn at many sizes - a market row at 1024x640, a four-a-side final battle, the big
preview, the closer look - and every word on it must stay readable (never below `SMALLEST`
pixels) and clear of every other. So the card is laid out from its size, bottom up: the strips
of the cards beneath it (abilities, mutations) along the bottom, its traits above them, the
catch rate and health above those, the name in the header, and the portrait takes the room
that is left. When the room runs short the card gives up what is said elsewhere, in this
order: the "Catch · Health" line (the health die and a catch's odds say it), the traits' long
wording for a short one, then the traits themselves for a line pointing to the closer look
(right-click); several mutations share one strip. Type never shrinks below `SMALLEST`.

`plan()` returns the pieces as rectangles in card coordinates; cards.py paints them, and the
tests check that no two overlap and none leaves the card.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine import api

from ..i18n import _, ngettext
from ..widgets import art, images
from ..widgets.card_lines import Line
from . import words

SMALLEST = 12  # no word on a card is drawn smaller (pixels): the floor at 100%
PAD = 6  # the frame's width and a little air
MIN_PORTRAIT = 0.3  # the portrait keeps at least this share of the card's height


@dataclass(frozen=True)
class Strip:
    rect: pygame.Rect
    line: Line
    kind: str  # the card type, for its colour
    what: str  # "ability", "upgrade", or "mutations" (several upgrades together)


@dataclass
class Plan:
    size: tuple[int, int]
    header: pygame.Rect
    name: Line
    stars: list[tuple[int, int]]  # star centres
    star_r: int
    stars_on_portrait: bool
    portrait: pygame.Rect
    stats: Line | None = None
    traits: list[Line] = field(default_factory=list)
    strips: list[Strip] = field(default_factory=list)
    lore: list[Line] = field(default_factory=list)  # the flavour text, on a card big enough for all of it

    def lines(self) -> list[Line]:
        """Every piece of text on the card."""
        return [self.name] + ([self.stats] if self.stats else []) + self.traits + self.lore + [
            s.line for s in self.strips]


def _font(size: int, style: str) -> pygame.font.Font:
    return art.serif(size, style)


def _line(text: str, size: int, style: str, centre_x: int, top: int) -> Line:
    font = _font(size, style)
    w = font.size(text)[0]
    return Line(text, size, style, pygame.Rect(centre_x - w // 2, top, w, font.get_linesize()))


@images.table_art(maxsize=512)  # released with the table's pictures (a new language too)
def plan(card: str, abilities: tuple[str, ...], mutations: tuple[str, ...], size: tuple[int, int]) -> Plan:
    """The layout of `card` with those cards beneath it, at `size` (width, height)."""
    c = api.catalog("zvery")
    creature = c.creatures[card]
    w, h = size
    inner = w - 2 * PAD
    header, name, stars, star_r, on_portrait = _header(words.creature_name(card), creature.level, w, h)
    body_size = max(SMALLEST, min(22, h // 17))
    strips = _strips(abilities, mutations, inner, h, body_size)
    bottom = h - PAD
    strip_h = strips[0].rect.h + 2 if strips else 0
    top_of_strips = bottom - strip_h * len(strips)
    strips = [Strip(s.rect.move(0, top_of_strips + i * strip_h), _moved(s.line, 0, top_of_strips + i * strip_h),
                    s.kind, s.what) for i, s in enumerate(strips)]
    least_portrait = max(24, int(h * MIN_PORTRAIT))
    room = top_of_strips - 2 - (header.bottom + 4) - least_portrait  # for the stats line and the traits
    stats_text = _("Catch {catchrate} \u00b7 Health {health}").format(catchrate=creature.catchrate,
                                                                        health=creature.health)
    traits, stats = _texts(creature.traits, stats_text, inner, room, body_size)
    used = sum(line.rect.h for line in traits) + (stats.rect.h if stats else 0)
    text_top = top_of_strips - 2 - used
    side = max(20, min(inner, text_top - 3 - (header.bottom + 3)))
    portrait = pygame.Rect((w - side) // 2, header.bottom + 3, side, side)
    lore = _lore(words.lore(card), inner, text_top - 3 - portrait.bottom, body_size)  # a big card tells its story
    y = portrait.bottom + 2
    placed_stats = None
    if stats is not None:
        placed_stats = _moved(stats, w // 2 - stats.rect.w // 2 - stats.rect.x, y)
        y += stats.rect.h
    placed = []
    for line in traits:
        placed.append(_moved(line, w // 2 - line.rect.w // 2 - line.rect.x, y))
        y += line.rect.h
    y += _font(body_size, "italic").get_linesize() // 2
    placed_lore = []
    for line in lore:
        placed_lore.append(_moved(line, w // 2 - line.rect.w // 2 - line.rect.x, y))
        y += line.rect.h
    if on_portrait:
        stars = [(portrait.right - 4 - star_r - i * (2 * star_r + 1), portrait.y + star_r + 4)
                 for i in range(creature.level)]
    return Plan(size, header, name, stars, star_r, on_portrait, portrait, placed_stats, placed, strips, placed_lore)


def _lore(text: str, inner: int, room: int, body: int) -> list[Line]:
    """The creature's flavour text, when all of it fits `room` (a gap above it), else nothing."""
    if not text or room < 3 * body:
        return []
    font = _font(body, "italic")
    parts = art.wrap(text, font, inner)
    if (len(parts) + 1) * font.get_linesize() > room - _font(body, "italic").get_linesize():
        return []
    return [_line(part, body, "italic", 0, 0) for part in parts]


def _moved(line: Line, dx: int, top: int) -> Line:
    return Line(line.text, line.size, line.style, pygame.Rect(line.rect.x + dx, top, line.rect.w, line.rect.h))


def _header(title: str, level: int, w: int, h: int):
    """The header band with the name, and the level stars in it when they fit beside the name
    (else on the portrait's corner)."""
    head = max(SMALLEST + 6, min(46, int(h * 0.09)))
    header = pygame.Rect(3, 3, w - 6, head)
    star_r = max(3, min(10, head // 4))
    stars_w = level * (2 * star_r + 1) + 4
    ideal = max(SMALLEST, int(head * 0.72))
    room = header.w - 10
    size = _fit(title, room - stars_w, ideal, "bold")
    on_portrait = size is None
    if on_portrait:
        size = _fit(title, room, ideal, "bold")
    if size is None:  # too long for one line even at the smallest size: the first word above the rest
        font = _font(SMALLEST, "bold")
        first, _, rest = title.partition(" ")
        first, rest = (part if font.size(part)[0] <= room else _shortened(part, room, "bold") for part in (first, rest))
        header.h = 2 * font.get_linesize() + 4
        text = f"{first}\n{rest}".rstrip()
        tw = max(font.size(first)[0], font.size(rest)[0])
        return header, Line(text, SMALLEST, "bold", pygame.Rect(header.x + 5, header.y + 2, tw,
                                                                  2 * font.get_linesize())), [], star_r, True
    tw, th = _font(size, "bold").size(title)[0], _font(size, "bold").get_linesize()
    name = Line(title, size, "bold", pygame.Rect(header.x + 5, header.centery - th // 2, tw, th))
    stars = [] if on_portrait else [(header.right - 5 - star_r - i * (2 * star_r + 1), header.centery)
                                    for i in range(level)]
    return header, name, stars, star_r, on_portrait


def _fit(text: str, width: int, ideal: int, style: str) -> int | None:
    """The largest size from `ideal` down to SMALLEST at which `text` fits `width` (None: none)."""
    for size in range(ideal, SMALLEST - 1, -1):
        if _font(size, style).size(text)[0] <= width:
            return size
    return None


def _shortened(text: str, width: int, style: str) -> str:
    """`text` cut to fit `width` at SMALLEST, with an ellipsis: never smaller type, never a word
    running off the card."""
    return art.ellipsized(text, _font(SMALLEST, style), width)


def _strips(abilities, mutations, inner: int, h: int, body: int) -> list[Strip]:
    """One strip per card beneath (top-relative: placed by the caller). A small card keeps the
    abilities' strips and folds several upgrades into one ("+2 upgrades")."""
    c = api.catalog("zvery")
    entries = [(words.term("ability", a), c.abilities[a].type, "ability") for a in abilities if a in c.abilities]
    entries += [(words.mutation_name(m), c.mutations[m].type, c.mutations[m].kind) for m in mutations]
    size = max(SMALLEST, min(20, body - 1))
    strip_h = _font(size, "bold").get_linesize() + 3
    room = max(1, int(h * 0.3) // (strip_h + 2))  # the strips take at most three tenths of the card
    if len(entries) > room:
        upgrades = [e for e in entries if e[2] == "upgrade"]
        entries = [e for e in entries if e[2] != "upgrade"]
        if upgrades:
            entries.append((ngettext("+{n} upgrade", "+{n} upgrades", len(upgrades)).format(n=len(upgrades)),
                            upgrades[0][1], "mutations"))
        entries = entries[:room]
    out = []
    for label, kind, what in entries:
        text = ("+ " + label) if what == "upgrade" else label
        fitted = _fit(text, inner - 6, size, "bold")
        if fitted is None:  # a long name on a small card: cut short, whole in the tooltip and the closer look
            text, fitted = _shortened(text, inner - 6, "bold"), SMALLEST
        rect = pygame.Rect(PAD, 0, inner, strip_h)
        tw, th = _font(fitted, "bold").size(text)[0], _font(fitted, "bold").get_linesize()
        out.append(Strip(rect, Line(text, fitted, "bold", pygame.Rect(rect.centerx - tw // 2, (strip_h - th) // 2,
                                                                       tw, th)), kind, what))
    return out


def _texts(traits, stats_text: str, inner: int, room: int, body: int) -> tuple[list[Line], Line | None]:
    """The trait lines and the stats line that fit `room` pixels: the long wording, else the
    short one, else a pointer to the closer look; the stats line only when room is left."""
    italic = _font(body, "italic")
    options = [[words.trait_text(t) for t in traits], [words.trait_short(t) for t in traits]]
    chosen: list[str] = []
    for texts in options:
        lines = [part for text in texts for part in art.wrap(text, italic, inner)]
        if len(lines) * italic.get_linesize() <= room:
            chosen = lines
            break
    else:
        if traits:
            chosen = [ngettext("{n} trait: right-click", "{n} traits: right-click", len(traits)).format(n=len(traits))]
            chosen = chosen if italic.get_linesize() <= room else []
    trait_lines = [_line(text, body, "italic", 0, 0) for text in chosen if italic.size(text)[0] <= inner]
    left = room - len(trait_lines) * italic.get_linesize()
    stats = None
    regular = _font(body, "regular")
    if regular.size(stats_text)[0] <= inner and regular.get_linesize() <= left:
        stats = _line(stats_text, body, "regular", 0, 0)
    return trait_lines, stats
