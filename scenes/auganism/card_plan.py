"""Where each thing on an Auganism monster card goes, worked out from the card's size.

The table draws a monster card at many sizes - a graveyard's top card at 1024x640 (25 px wide),
the EVP and Augment Zones, the hand, the Summon Zone, the side preview, the closer look - and
every word on it must stay readable (never below `SMALLEST` pixels) and clear of every other.
So the card is laid out from its size, top down: the name in its band, the portrait, the ladder
of stages, the three chips (EVP, Sword, Shield) and, on a card of `FULL` height, the effects'
words. A card with its effects' words keeps them whole where it can - its band, its ladder
and its portrait tighten first: they are what a player reads the side preview for. When the
room runs short the card gives up what the side preview, the tooltip and the closer look
(right-click) say whole, in this order: the portrait's spare height, the effects' last lines
(cut with an ellipsis), the stages before the current one and then those after it, the words
on the chips (the number alone, in the chip's colour) and the EVR's word (an arrow), the
emblem's place beside the name (onto the portrait's corner), a long name's second line (a name
too long for one line takes two where the portrait keeps its least and no more words are cut:
seen at 1024x640, where a battle's cards read "Mossback..." and, in Italian, "Cuor di Qu..."),
the end of a long name (an ellipsis) - and on a card under `MINI` every word: it shows its portrait and its three
numbers, and a pile's card, narrower still, only its portrait.

`plan()` returns the pieces as rectangles in card coordinates; cards.py paints them, and
tests/scenes/test_auganism_cards.py checks that no word is too small, none leaves the card and
no two overlap.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine import api

from ..i18n import N_, _
from ..widgets import art, images
from ..widgets.card_lines import Line
from . import words

SMALLEST = 12  # no word on a card is drawn smaller (pixels): the floor at 100%
MINI = 120  # a card shorter than this shows no words: its portrait and its numbers
FULL = 200  # a card this tall has room for its effects' words
PAD = 6  # the frame's width and a little air
CHIP_GAP = 4
STATS_GAP = 8  # between a stage's Attack / Health and its EVR: closer, "6 / 7 EVR 3" reads as one
ROMAN = ("I", "II", "III", "IV")
CHIP_WORDS = {"evp": N_("EVP {n}"), "sword": N_("Swd {n}"), "shield": N_("Shd {n}")}
ELLIPSIS = art.ELLIPSIS


@dataclass(frozen=True)
class Row:
    """One stage of the ladder: its numeral, its Attack / Health and the EVR to reach it."""

    stage: int
    rect: pygame.Rect
    words: tuple[Line, ...]


@dataclass(frozen=True)
class Chip:
    kind: str  # "evp", "sword" or "shield"
    rect: pygame.Rect
    line: Line


@dataclass(frozen=True)
class Plan:
    size: tuple[int, int]
    header: pygame.Rect | None  # the name's band (None on a card too small for words)
    name: tuple[Line, ...]  # its one or two lines (none on a card too small for words)
    emblem: pygame.Rect | None  # the family's emblem, in the band or on the portrait's corner
    portrait: pygame.Rect
    rows: tuple[Row, ...] = ()
    chips: tuple[Chip, ...] = ()
    effects: tuple[Line, ...] = ()

    def lines_cut(self) -> int:
        """The lines cut short with an ellipsis."""
        return sum(line.text.endswith(ELLIPSIS) for line in self.lines())

    def lines(self) -> list[Line]:
        """Every piece of text on the card."""
        return list(self.name) + [line for row in self.rows for line in row.words] + [
            chip.line for chip in self.chips] + list(self.effects)


def _font(size: int, style: str) -> pygame.font.Font:
    return art.serif(size, style)


def _line(text: str, size: int, style: str, **anchor) -> Line:
    """`text` in a box of its own size, placed by one pygame.Rect anchor (as art.text places it)."""
    rect = pygame.Rect((0, 0), _font(size, style).size(text))
    for name, point in anchor.items():
        setattr(rect, name, point)
    return Line(text, size, style, rect)


@images.table_art(maxsize=512)  # released with the table's pictures (a new language too)
def plan(card: str, size: tuple[int, int], stage: int = -1) -> Plan:
    """The layout of monster `card` at `size` (width, height), stage index `stage` lit on its
    ladder (-1: a card not in play, its ladder from Stage 1 and none lit). A card with its
    effects' words whose words do not all fit tightens its name's band, its ladder and its
    portrait before it cuts them."""
    m = api.catalog("auganism").monsters[card]
    w, h = size
    if h < MINI:
        return _mini(m, w, h)
    laid = _laid(m, words.card_name(card), w, h, stage, tight=False)
    if laid.effects and laid.effects[-1].text.endswith(ELLIPSIS):
        laid = _laid(m, words.card_name(card), w, h, stage, tight=True)
    return laid


def _laid(m, title: str, w: int, h: int, stage: int, tight: bool, lines: int = 1) -> Plan:
    """The card laid out top down, its name on `lines` lines; a name cut short on one line is
    laid out again on two (fewer stages on the ladder, if need be), which is kept where the
    portrait keeps its least and fewer words are cut."""
    full = h >= FULL
    head = max(SMALLEST + 5, h // (11 if tight else 9))
    if lines == 2:
        two = _two_lines(title, w - 14, max(SMALLEST, int(head * 0.75)))
        if two is None:
            return _laid(m, title, w, h, stage, tight)
        size, first_line, second_line = two
        step = _font(size, "bold").get_linesize()
        header = pygame.Rect(3, 3, w - 6, max(head, 2 * step + 4))
        name = (_line(first_line, size, "bold", bottomleft=(header.x + 4, header.centery + 1)),
                _line(second_line, size, "bold", topleft=(header.x + 4, header.centery - 1)))
        emblem, on_portrait = pygame.Rect(0, 0, min(head - 4, 20), min(head - 4, 20)), True
    else:
        header = pygame.Rect(3, 3, w - 6, head)
        line, emblem, on_portrait = _name(title, header)
        name = (line,)
    row_h = SMALLEST + 4 if tight else max(SMALLEST + 4, min(18, (w - 10) // 7) if full else min(20, h // 9))
    chip_h = max(SMALLEST + 4, h // 14 if full else min(20, h // 9))
    top, bottom = header.bottom + 4, h - PAD
    least = max(24, int(h * (0.15 if tight else 0.2 if full else 0.3)))  # the portrait keeps this much at least
    count = len(m.stages)
    shown = max(1, min(count, (bottom - top - 3 - (chip_h + 2) - least) // row_h))
    first = min(max(0, stage), count - shown)
    room = bottom - top - 3 - shown * row_h - (chip_h + 2)  # for the portrait and the effects
    effects = _effects(m, w - 12, room - least) if full else []
    used = sum(line.rect.h for line in effects) + (2 if effects else 0)
    portrait = pygame.Rect(5, top, w - 10, room - used)
    if on_portrait:
        emblem.topright = (portrait.right - 3, portrait.y + 3)
    y = portrait.bottom + 3
    rows = []
    for i in range(first, first + shown):
        rows.append(_row(m, i, pygame.Rect(5, y, w - 10, row_h)))
        y += row_h
    chips = _chips(m, pygame.Rect(5, y + 2, w - 10, chip_h))
    y += 2 + chip_h + 2
    placed = []
    for line in effects:
        placed.append(Line(line.text, line.size, line.style, line.rect.move(w // 2 - line.rect.centerx, y)))
        y += line.rect.h
    laid = Plan((w, h), header, name, emblem, portrait, tuple(rows), chips, tuple(placed))
    if lines == 1 and name[0].text.endswith(ELLIPSIS):
        again = _laid(m, title, w, h, stage, tight, lines=2)
        if again.portrait.h >= least and again.lines_cut() < laid.lines_cut():
            return again
    return laid


def _mini(m, w: int, h: int) -> Plan:
    """A card with no room for words: the portrait, the emblem on its corner and, when the card
    is wide enough for three numbers side by side, the chips."""
    chip_h = SMALLEST + 4
    digits = _font(SMALLEST, "bold").size("0")[0]
    with_chips = (w - 10 - 2 * CHIP_GAP) // 3 >= digits + 4 and h >= 3 * chip_h
    portrait = pygame.Rect(4, 4, w - 8, h - 8 - (chip_h + 2 if with_chips else 0))
    side = min(16, w // 4)
    emblem = pygame.Rect(portrait.right - side - 2, portrait.y + 2, side, side) if side >= 10 else None
    chips = _chips(m, pygame.Rect(5, portrait.bottom + 2, w - 10, chip_h), numbers_only=True) if with_chips else ()
    return Plan((w, h), None, (), emblem, portrait, (), chips)


def _name(text: str, header: pygame.Rect) -> tuple[Line, pygame.Rect, bool]:
    """The name in the band, beside the emblem when both fit at SMALLEST or more; else the
    emblem goes to the portrait's corner, and a name too long even so is cut with an ellipsis.
    Returns (the name, the emblem's box, whether the emblem is on the portrait)."""
    em = max(10, header.h - 4)
    emblem = pygame.Rect(header.right - em - 2, header.y + 2, em, em)
    ideal = max(SMALLEST, int(header.h * 0.75))
    size = _fit(text, header.w - em - 12, ideal)
    on_portrait = size is None
    if on_portrait:
        emblem = pygame.Rect(0, 0, min(em, 20), min(em, 20))
        size = _fit(text, header.w - 8, ideal)
        if size is None:
            text, size = shortened(text, header.w - 8, "bold"), SMALLEST
    return _line(text, size, "bold", midleft=(header.x + 4, header.centery)), emblem, on_portrait


def _two_lines(text: str, width: int, ideal: int) -> tuple[int, str, str] | None:
    """`text` wrapped onto two lines that each fit `width` (art.wrap), at the largest size from
    `ideal` down to SMALLEST: (size, first line, second line), or None where it takes more even
    at SMALLEST, or a word alone is too wide."""
    for size in range(ideal, SMALLEST - 1, -1):
        font = _font(size, "bold")
        lines = art.wrap(text, font, width)
        if len(lines) == 2 and all(font.size(line)[0] <= width for line in lines):
            return size, lines[0], lines[1]
    return None


def _fit(text: str, width: int, ideal: int, style: str = "bold") -> int | None:
    """The largest size from `ideal` down to SMALLEST at which `text` fits `width` (None: none)."""
    for size in range(ideal, SMALLEST - 1, -1):
        if _font(size, style).size(text)[0] <= width:
            return size
    return None


def shortened(text: str, width: int, style: str, size: int = SMALLEST) -> str:
    """`text` cut to fit `width` at `size`, with an ellipsis: never smaller type, never a word
    running off the card."""
    return art.ellipsized(text, _font(size, style), width)


def _row(m, i: int, rect: pygame.Rect) -> Row:
    """Stage `i`'s line: "II   5 / 7   EVR 3" (an arrow for "EVR" where the words do not fit)."""
    st = m.stages[i]
    size = max(SMALLEST, rect.h - 3)
    numeral = _line(ROMAN[i], size, "bold", midleft=(rect.x + 2, rect.centery))
    stats = _line(f"{st.attack} / {st.health}", size, "bold", center=(rect.centerx - rect.w // 10, rect.centery))
    lines = [numeral, stats]
    if st.evr is not None:
        small = max(SMALLEST, rect.h - 5)
        evr = _line(_("EVR {n}").format(n=st.evr), small, "regular", midright=(rect.right - 2, rect.centery))
        if evr.rect.left < stats.rect.right + STATS_GAP:
            evr = _line(f"\u2191{st.evr}", small, "regular", midright=(rect.right - 2, rect.centery))
        lines.append(evr)
    return Row(i, rect, tuple(lines))


def _chips(m, area: pygame.Rect, numbers_only: bool = False) -> tuple[Chip, ...]:
    """EVP, Sword and Shield side by side: "EVP 2" on each when all three fit, else the numbers."""
    values = (("evp", m.evp), ("sword", m.sword), ("shield", m.shield))
    w = (area.w - 2 * CHIP_GAP) // 3
    size = max(SMALLEST, area.h - 4)
    font = _font(size, "bold")
    said = [_(CHIP_WORDS[kind]).format(n=value) for kind, value in values]
    if numbers_only or any(font.size(text)[0] > w - 4 for text in said):
        said = [str(value) for _kind, value in values]
    chips = []
    for k, ((kind, _value), text) in enumerate(zip(values, said, strict=True)):
        rect = pygame.Rect(area.x + k * (w + CHIP_GAP), area.y, w, area.h)
        chips.append(Chip(kind, rect, _line(text, size, "bold", center=rect.center)))
    return tuple(chips)


def _effects(m, width: int, room: int) -> list[Line]:
    """The effects' words wrapped to `width`, as many lines as `room` holds; when some are left
    over, the last shown ends in an ellipsis (the tooltip and the closer look say them whole).
    Lines are placed by the caller (top-relative, centred on 0)."""
    size = SMALLEST
    font = _font(size, "italic")
    lines = [part for e in m.effects for part in art.wrap(words.say(words.rules.effect_line(e)), font, width)]
    room_for = max(0, room // font.get_linesize())
    if len(lines) > room_for:
        lines = lines[:room_for]
        if lines:
            lines[-1] = shortened(lines[-1], width, "italic")
    return [_line(text, size, "italic", midtop=(0, 0)) for text in lines]
