"""The skill cards of the fighter about to act: a name, the cost as slots for dice, the effect.

A skill's cost is drawn as slots a die can be dropped on: a faint die face for an exact value,
"?" for any die, "=" for dice that must match, linked slots for a chain, one wide slot with a
running sum for a powerup. While a skill is being paid its slots fill with the dice placed so
far; while a die is dragged, each slot says whether that die fits (green) or not (red). The
effect's keywords are underlined, and their rectangles are kept so that hovering one shows
what it does.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from ..i18n import _, language
from ..palette import HINTED
from ..widgets import art, card_art
from ..widgets.dice import draw_face
from . import pictures, words

FIT = (90, 200, 110)
MISFIT = (220, 80, 60)
KEYWORD_INK = (120, 50, 130)
CREAM = (250, 244, 230)


@dataclass
class Tile:
    """One skill on the table: where it is, which fighter and skill it is, what it may do now."""

    rect: pygame.Rect
    fighter: int  # index into the battle's fighters
    index: int  # the skill's index on that fighter
    key: str  # "<card>/<skill>"
    skill: words.rules.Skill
    kind: str  # the card's type, for its colour
    state: str  # "ready" (can be used now), "paying", "used", "blocked" (not affordable / not its go)
    chosen: list[int] = field(default_factory=list)  # dice values placed so far (while paying)
    keywords: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    slots: list[pygame.Rect] = field(default_factory=list)


def slot_count(cost: words.rules.Cost) -> int:
    return cost.slots


MIN_W, MIN_H = 96, 84  # a skill card smaller than this cannot show its name, cost and effect readably
GAP = 10


def capacity(area: pygame.Rect) -> int:
    """How many skill cards fit `area` readably (in one row, or two when the row is tall)."""
    per_row = max(1, (area.w + GAP) // (MIN_W + GAP))
    rows = max(1, min(2, (area.h + GAP) // (MIN_H + GAP)))
    return per_row * rows


def pages(keys: list[str], room: int) -> list[list[int]]:
    """The skills (indices into `keys`) in pages of at most `room`, each ability's four kept
    together: a creature with more skills than fit shows one page at a time, picked by tabs."""
    if len(keys) <= room:
        return [list(range(len(keys)))]
    groups: list[list[int]] = []
    for i, key in enumerate(keys):
        holder = key.rpartition("/")[0]
        if groups and keys[groups[-1][0]].rpartition("/")[0] == holder:
            groups[-1].append(i)
        else:
            groups.append([i])
    out: list[list[int]] = [[]]
    for group in groups:
        for start in range(0, len(group), room):
            part = group[start:start + room]
            if out[-1] and len(out[-1]) + len(part) > room:
                out.append([])
            out[-1] += part
    return out


def layout_tiles(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Tiles side by side in `area`, as wide as fits (up to 210 px): one row, or two when one
    row would make them too narrow to read."""
    if count == 0:
        return []
    rows = 1 if (area.w - GAP * (count - 1)) // count >= MIN_W else 2
    per_row = -(-count // rows)
    gap = GAP
    w = min(210, (area.w - gap * (per_row - 1)) // per_row)
    h = (area.h - gap * (rows - 1)) // rows
    out = []
    for i in range(count):
        r, col = divmod(i, per_row)
        in_row = min(per_row, count - r * per_row)
        x0 = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
        out.append(pygame.Rect(x0 + col * (w + gap), area.y + r * (h + gap), w, h))
    return out


VEIL = (30, 22, 16, 120)  # over a skill that cannot be used now


def slot_size(tile: pygame.Rect, slots: int) -> int:
    """A cost slot's side on a skill card of `tile`'s size with `slots` slots."""
    return max(18, min(40, tile.h // 3, (tile.w - 20) // max(1, slots) - 6))


MARGIN = 12  # round a tile's picture: its shadow, its ring and its lift
_TILES = art.Kept(48)  # (picture, slots, keywords) by what a tile shows: a battle's skills in their states


def draw_tile(surface: pygame.Surface, tile: Tile, *, hover: bool = False, hint: bool = False,
              dragging: int | None = None, fits=None) -> None:
    """Draw `tile`; `dragging` is the value of a die in the hand, `fits(tile)` whether it may go here.

    A tile shows the same picture frame after frame - some twenty blits of paper, words and
    slots - so it is painted once for what it shows (its skill, size, state, the dice on it,
    the hover, the hint, whether the die in the hand fits) and blitted in one piece after."""
    fitting = fits(tile) if dragging is not None and fits is not None else None
    key = (tile.key, tile.rect.size, tile.kind, tile.state, tuple(tile.chosen), hover, hint, dragging is not None,
           fitting, language())

    def paint() -> tuple[pygame.Surface, list[pygame.Rect], list[tuple[pygame.Rect, str]]]:
        picture = pygame.Surface((tile.rect.w + 2 * MARGIN, tile.rect.h + 2 * MARGIN), pygame.SRCALPHA)
        local = Tile(pygame.Rect((MARGIN, MARGIN), tile.rect.size), tile.fighter, tile.index, tile.key, tile.skill,
                     tile.kind, tile.state, list(tile.chosen))
        _paint_tile(picture, local, hover=hover, hint=hint, dragging=dragging, fits=lambda _tile: bool(fitting))
        return picture, local.slots, local.keywords

    picture, slots, keywords = _TILES.made(key, paint)
    dx, dy = tile.rect.x - MARGIN, tile.rect.y - MARGIN
    surface.blit(picture, (dx, dy))
    tile.slots = [rect.move(dx, dy) for rect in slots]
    tile.keywords = [(rect.move(dx, dy), word) for rect, word in keywords]


def _paint_tile(surface: pygame.Surface, tile: Tile, *, hover: bool, hint: bool, dragging: int | None,
                fits) -> None:
    r = tile.rect
    colour = pictures.type_colour(tile.kind)
    lift = 4 if tile.state == "paying" or (hover and tile.state == "ready") else 0
    r = r.move(0, -lift)
    card_art.shadow(surface, r)
    if hint:  # the hint's (or a lesson's step's) blue, as at every table
        pygame.draw.rect(surface, HINTED, r.inflate(8, 8), width=3, border_radius=10)
    elif tile.state == "paying":
        pygame.draw.rect(surface, (255, 214, 102), r.inflate(8, 8), width=3, border_radius=10)
    elif tile.state == "ready":
        pygame.draw.rect(surface, (255, 236, 170), r.inflate(4, 4), width=2, border_radius=9)
    surface.blit(card_art.paper(r.size), r.topleft)
    pygame.draw.rect(surface, colour, r, width=3, border_radius=8)
    name = words.skill_name(tile.key)
    name_font = art.fitting_serif(name, r.w - 16, max(12, min(20, r.h // 6)), smallest=11)
    art.text(surface, name, name_font, art.INK, midtop=(r.centerx, r.y + 3))
    y = r.y + 5 + name_font.get_linesize()
    slot = slot_size(r, slot_count(tile.skill.cost))
    slots = pygame.Rect(r.x + 6, y, r.w - 12, slot)
    if tile.state == "used":  # its cost is past: the ribbon takes the slots' place
        tile.slots = []
    else:
        tile.slots = _slots(surface, tile, slots, slot, dragging, fits)
    y += slot + 3
    tile.keywords = _effect_text(surface, words.skill_text(tile.skill), pygame.Rect(r.x + 6, y, r.w - 12, r.bottom - y - 2))
    if tile.state in ("used", "blocked"):
        surface.blit(card_art.veil(r.size, VEIL), r.topleft)
    if tile.state == "used":
        used = _("used this turn")
        font = art.fitting_serif(used, slots.w - 8, max(12, min(16, slot - 4)), smallest=11)
        ribbon = pygame.Rect(slots.x, 0, slots.w, min(slot, font.get_linesize() + 6))
        ribbon.centery = slots.centery
        pygame.draw.rect(surface, (70, 40, 30), ribbon, border_radius=4)
        art.text(surface, used, font, CREAM, center=ribbon.center)


def draw_skill_card(surface: pygame.Surface, rect: pygame.Rect, key: str) -> None:
    """A skill's card on its own, as the closer look shows it: its name, the cost's slots and
    the effect in type sized to the card, and the ability card it belongs to."""
    holder = words.holder_of(key)
    tile = Tile(pygame.Rect(rect), -1, -1, key, words.skill_of(key), holder.type, "shown")
    r = tile.rect
    card_art.shadow(surface, r)
    surface.blit(card_art.paper(r.size), r.topleft)
    pygame.draw.rect(surface, pictures.type_colour(holder.type), r, width=4, border_radius=10)
    title = words.skill_name(key)
    name = art.fitting_serif(title, r.w - 40, max(14, r.h // 8), smallest=11)
    y = art.text(surface, title, name, art.INK, midtop=(r.centerx, r.y + r.h // 12)).bottom + r.h // 20
    n = slot_count(tile.skill.cost)
    slot = max(18, min(r.h // 5, (r.w - 60) // max(1, n) - 10))
    tile.slots = _slots(surface, tile, pygame.Rect(r.x + 20, y, r.w - 40, slot), slot, None, None)
    y += slot + r.h // 20
    cost = _("Cost: {cost}").format(cost=words.cost_text(tile.skill.cost))
    small = art.fitting_serif(cost, r.w - 40, max(12, r.h // 18), style="italic", smallest=11)
    y = art.text(surface, cost, small, art.INK_SOFT, midtop=(r.centerx, y)).bottom + r.h // 24
    _effect_text(surface, words.skill_text(tile.skill), pygame.Rect(r.x + 24, y, r.w - 48, r.bottom - y - r.h // 6),
                 max(14, r.h // 11))
    label = _("{card} \u00b7 {type} ability").format(card=words.card_name(holder.id), type=words.term("type", holder.type))
    art.text(surface, label, art.fitting_serif(label, r.w - 40, max(12, r.h // 18), style="italic", smallest=11),
             art.INK_SOFT, midbottom=(r.centerx, r.bottom - r.h // 20))


def _slots(surface: pygame.Surface, tile: Tile, area: pygame.Rect, size: int, dragging, fits) -> list[pygame.Rect]:
    cost = tile.skill.cost
    n = slot_count(cost)
    if cost.kind == "powerup":
        rect = pygame.Rect(0, 0, min(area.w, size * 4), size)
        rect.center = area.center
        _slot_box(surface, rect, dragging, fits, tile)
        paid = sum(tile.chosen)
        label = _("{paid} of {total}+").format(paid=paid, total=cost.total) if tile.chosen else \
            _("sum {total}+").format(total=cost.total)
        font = art.serif(max(11, size // 2), "bold")
        mini = max(10, size // 2)
        for i, v in enumerate(tile.chosen[:6]):
            draw_face(surface, pygame.Rect(rect.x + 3 + i * (mini + 1), rect.y + 2, mini, mini), ["empty"] * v,
                      style="plain")
        art.text(surface, label, font, art.INK, midright=(rect.right - 5, rect.centery))
        return [rect]
    gap = 6
    total = n * size + (n - 1) * gap
    x = area.centerx - total // 2
    rects = []
    for i in range(n):
        rect = pygame.Rect(x + i * (size + gap), area.y, size, size)
        rects.append(rect)
        if i < len(tile.chosen):
            draw_face(surface, rect, ["empty"] * tile.chosen[i], style="plain")
            continue
        _slot_box(surface, rect, dragging, fits, tile)
        _slot_mark(surface, rect, cost, i)
        if cost.kind == "chain" and i < n - 1:
            pygame.draw.line(surface, art.INK_SOFT, (rect.right, rect.centery), (rect.right + gap, rect.centery), 2)
    return rects


def _slot_box(surface: pygame.Surface, rect: pygame.Rect, dragging, fits, tile: Tile) -> None:
    fill = (238, 228, 204)
    edge = art.INK_SOFT
    if dragging is not None and fits is not None:
        ok = fits(tile)
        edge = FIT if ok else MISFIT
        fill = (214, 240, 214) if ok else (244, 214, 206)
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=6)


def _slot_mark(surface: pygame.Surface, rect: pygame.Rect, cost: words.rules.Cost, i: int) -> None:
    if cost.kind == "exact":
        ghost = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_face(ghost, ghost.get_rect().inflate(-4, -4), ["empty"] * cost.values[i], style="plain")
        ghost.set_alpha(170)
        surface.blit(ghost, rect.topleft)
        return
    mark = {"any": "?", "same": "=", "chain": f"+{i}" if i else "n"}.get(cost.kind, "")
    art.text(surface, mark, art.serif(max(11, rect.h // 2), "bold"), art.INK_SOFT, center=rect.center)


def _effect_text(surface: pygame.Surface, text: str, area: pygame.Rect, largest: int = 18
                 ) -> list[tuple[pygame.Rect, str]]:
    """The effect in words, keywords underlined in their own ink, in the largest type (from
    `largest` down to 11 px) at which every word fits the area; a text that does not fit even
    then ends in "..." (the closer look, a right-click, has it whole). Returns the keywords'
    rectangles."""
    setting = _setting(text, area.size, largest, language())
    font, bold = art.serif(setting.size), art.serif(setting.size, "bold")
    found = []
    for dx, dy, word, key in setting.words:
        ink = KEYWORD_INK if key else art.INK
        img = art.rendered(word, bold if key else font, ink)
        x, y = area.x + dx, area.y + dy
        surface.blit(img, (x, y))
        if key:
            rect = pygame.Rect(x, y, img.get_width(), img.get_height())
            pygame.draw.line(surface, ink, (rect.x, rect.bottom - 2), (rect.right, rect.bottom - 2), 1)
            found.append((rect, key))
    return found


@dataclass(frozen=True)
class Setting:
    """An effect's words set in an area: the type size, and each word's place from the area's
    top left corner (with the keyword it names, if any, which is set in bold)."""

    size: int
    words: tuple[tuple[int, int, str, str | None], ...]


SETTINGS_KEPT = 512  # a table shows at most a few dozen skills, at a handful of sizes


@functools.lru_cache(maxsize=SETTINGS_KEPT)
def _setting(text: str, size: tuple[int, int], largest: int, lang: str) -> Setting:
    """How `text` is set in an area of `size`: worked out once per text and size, for a tile
    shows the same words frame after frame, and measuring them word by word at every size
    tried was most of a Zvery battle's frame (a few ms for four tiles, 60 times a second).
    Which words are keywords depends on the language (`lang`), so it is part of the key."""
    width, height = size
    type_size = max(11, min(largest, height // 2 - 1 if largest <= 18 else height))
    while True:
        font, bold = art.serif(type_size), art.serif(type_size, "bold")
        lines = _wrapped(text, font, bold, width)
        room = max(1, height // font.get_linesize())
        if len(lines) <= room or type_size <= 11:
            break
        type_size -= 1
    if len(lines) > room:
        lines = lines[:room]
        word, f, key = lines[-1][-1]
        lines[-1][-1] = (word + "...", f, key)
    placed = []
    space = font.size(" ")[0]
    for row, line in enumerate(lines):
        x = width // 2 - (sum(f.size(w)[0] for w, f, _ in line) + space * (len(line) - 1)) // 2
        for word, f, key in line:
            placed.append((x, row * font.get_linesize(), word, key))
            x += art.rendered(word, f, KEYWORD_INK if key else art.INK).get_width() + space
    return Setting(type_size, tuple(placed))


def _wrapped(text: str, font: pygame.font.Font, bold: pygame.font.Font, width: int
             ) -> list[list[tuple[str, pygame.font.Font, str | None]]]:
    """The words in lines of at most `width` pixels; keywords in bold."""
    space = font.size(" ")[0]
    lines: list[list[tuple[str, pygame.font.Font, str | None]]] = [[]]
    used = 0
    for word in text.split():
        key = _keyword(word)
        f = bold if key else font
        w = f.size(word)[0]
        if used and used + space + w > width:
            lines.append([])
            used = 0
        lines[-1].append((word, f, key))
        used += (space if used else 0) + w
    return lines


def _keyword(word: str) -> str | None:
    found = words.keywords_in(word)
    return found[0] if found else None
