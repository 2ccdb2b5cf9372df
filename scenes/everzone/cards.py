"""EverZone's cards as the table draws them: units, supports, locations and the backs.

A unit card is framed in its race's colour (the rulebook: the background shows the race), with
its name, its portrait, the places it can fight in as small emblems, and its four values along
the bottom, each with its icon: attack, defense, range, resources. A leader's frame is gold. A
large card (the zoom) also prints the ability in words. A support shows its picture, its cost and
what it adds, and its effect. A location is a landscape card with its place and the resources of
each of its turns, the current one lit.

A deactivated unit is turned sideways, as on a real table. Bodies are cached per card and size;
what play changes - a value changed by effects, a glow, a "hacked" tag - is drawn over it.

No word on a card is drawn under `SMALLEST` pixels (the 12 px floor at 100%, as Auganism's and
Zvery's cards). As a card shrinks it gives up what its tooltip, the side preview and the closer
look (right-click) say whole, rather than shrinking its type: the rule text first (on a card too
short for it at 12 px, its last line ends in an ellipsis; under `SMALL` there is none), the
words on the frame ("SUPPORT" becomes a gold ribbon, the leader's "L" a crown), the end of a
long name (an ellipsis), and under `MINI` the name itself: such a card is its picture and its
values. A location's name is cut the same way, and its turns' resources are never smaller.
"""
from __future__ import annotations

import pygame

from engine import api

from ..i18n import _
from ..widgets import art, card_art, images
from . import pictures, words

GOLD = (222, 178, 76)
INK = (20, 22, 30)
LIGHT = (236, 238, 244)
STATS = ("attack", "defense", "range", "resources")
STAT_COLOURS = {"attack": (196, 70, 56), "defense": (62, 118, 190), "range": (70, 150, 90), "resources": (206, 160, 50)}
RATIO = 0.7  # a card's width over its height
SMALL = 200  # a card shorter than this (on the table, in the hand) shows its values down its left edge
MINI = 88  # a card shorter than this (a pile's top card, a support at 1024x640) writes no name
SMALLEST = 12  # no word on a card is drawn smaller (pixels): the floor at 100%
CHIP_H = SMALLEST + 3  # a value's chip: its number at SMALLEST and a pixel of air above and below


def card_size(height: int) -> tuple[int, int]:
    return int(height * RATIO), height


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: str, *, values: dict | None = None,
              glow=None, dim: bool = False, lift: float = 0.0, tag: str = "", visible: int | None = None,
              unusable: bool = False) -> None:
    """A unit or a support, face up. `values` are a unit's values now, when they differ;
    `visible` is how much of its width shows when the next card of a fanned hand covers the rest
    (a tag is written within it); `unusable`: the tag says the card cannot be used here, and a
    no-entry sign says it where the words do not fit."""
    rect = pygame.Rect(rect).move(0, -round(lift))
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(_body(card, rect.size), rect.topleft)
    if values:
        _changed_values(surface, rect, card, values)
    if tag:
        _tag(surface, rect, tag, visible, sign=unusable)
    if dim:
        surface.blit(card_art.veil(rect.size, (10, 10, 16, 130)), rect.topleft)


def draw_sideways(surface: pygame.Surface, rect: pygame.Rect, card: str, *, glow=None, tag: str = "") -> None:
    """A deactivated unit: the card turned a quarter to the right, fitted inside `rect`."""
    w = rect.w
    h = int(w * RATIO)
    body = pygame.transform.rotate(_body(card, (h, w)), -90)
    spot = body.get_rect(center=rect.center)
    card_art.shadow(surface, spot)
    if glow is not None:
        card_art.ring(surface, spot, glow)
    surface.blit(body, spot.topleft)
    surface.blit(card_art.veil(spot.size, (10, 10, 16, 70)), spot.topleft)
    _tag(surface, spot, tag or _("deactivated"))


def draw_back(surface: pygame.Surface, rect: pygame.Rect, *, glow=None, lift: float = 0.0, count: int | None = None,
              flip: float = 1.0) -> None:
    """A face-down card (`flip` < 1 squeezes it sideways, half of a flip animation)."""
    rect = pygame.Rect(rect).move(0, -round(lift))
    if flip < 1.0:
        rect = rect.inflate(-round(rect.w * (1 - flip)), 0)
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(pictures.card_back(rect.size), rect.topleft)
    if count is not None:
        art.text(surface, str(count), art.serif(max(12, rect.h // 5), "bold"), LIGHT,
                 center=rect.center)


def draw_empty(surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
    pygame.draw.rect(surface, (60, 66, 80), rect, width=2, border_radius=8)
    shown, font = fitted(label, rect.w - 6, 13, "italic")
    art.text(surface, shown, font, (150, 156, 170), center=rect.center)


# --- the body of a card ------------------------------------------------------------------------------
@images.table_art(maxsize=512)
def _body(card: str, size: tuple[int, int]) -> pygame.Surface:
    c = api.catalog("everzone").card(card)
    return _unit_body(c, size) if c.kind == "unit" else _support_body(c, size)


def _frame(size: tuple[int, int], race: str, leader: bool) -> pygame.Surface:
    colour = pictures.race_colour(race)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, card_art.darker(colour, 0.45), surf.get_rect(), border_radius=9)
    inner = surf.get_rect().inflate(-6, -6)
    pygame.draw.rect(surf, card_art.darker(colour, 0.2), inner, border_radius=7)
    pygame.draw.rect(surf, GOLD if leader else colour, surf.get_rect(), width=3 if leader else 2, border_radius=9)
    return surf


def head_height(h: int) -> int:
    """The name band's height on a card `h` tall: room for a name at SMALLEST at least."""
    return max(SMALLEST + 3, h // 9)


def _title(surf: pygame.Surface, name: str, head: int, colour) -> None:
    """The name across the top, never smaller than SMALLEST: a long name on a small card is cut
    short with an ellipsis (the large card and the tooltip give it whole)."""
    w = surf.get_width()
    band = pygame.Rect(4, 4, w - 8, head)
    pygame.draw.rect(surf, card_art.darker(colour, 0.6), band, border_radius=5)
    shown, font = fitted(name, band.w - 6, max(SMALLEST, head - 3))
    art.text(surf, shown, font, LIGHT, center=band.center)


def _crown(surf: pygame.Surface, box: pygame.Rect) -> None:
    """A leader's mark: a gold crown in `box` (a letter would be too small to read on a hand card)."""
    pygame.draw.rect(surf, INK, box, border_radius=3)
    inner = box.inflate(-4, -4)
    x, y, w, h = inner
    points = [(x, y + h), (x, y + h // 3), (x + w // 4, y + h * 2 // 3), (x + w // 2, y),
              (x + w * 3 // 4, y + h * 2 // 3), (x + w, y + h // 3), (x + w, y + h)]
    pygame.draw.polygon(surf, GOLD, points)


def _ribbon(surf: pygame.Surface, ribbon: pygame.Rect) -> None:
    """A support's ribbon: the word "SUPPORT" at SMALLEST or more where it fits, else the ribbon
    alone, gold on dark with a gold rule (the tooltip and the previews name the card a support)."""
    pygame.draw.rect(surf, (26, 30, 40), ribbon, border_radius=3)
    said = _("SUPPORT")
    font = art.fitting_serif(said, ribbon.w - 4, max(SMALLEST, ribbon.h - 3), "bold", SMALLEST)
    if ribbon.h >= SMALLEST + 2 and font.size(said)[0] <= ribbon.w - 4:
        art.text(surf, said, font, GOLD, center=ribbon.center)
    else:
        pygame.draw.rect(surf, GOLD, ribbon, width=1, border_radius=3)
        star = pygame.Rect(0, 0, min(ribbon.h - 4, 10), min(ribbon.h - 4, 10))
        star.center = ribbon.center
        pygame.draw.rect(surf, GOLD, star)


def _unit_body(u, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _frame(size, u.race, u.leader)
    head = head_height(h)
    if h < MINI:
        return _mini_body(surf, {s: getattr(u, s) for s in STATS}, lambda pic: pictures.unit(u.id, u.race, pic.size))
    _title(surf, words.card_name(u.id), head, pictures.race_colour(u.race))
    if h < SMALL:
        return _small_body(surf, u, head, {s: getattr(u, s) for s in STATS},
                           lambda pic: pictures.unit(u.id, u.race, pic.size))
    big = h >= 260
    pic = pygame.Rect(5, head + 6, w - 10, int(h * (0.42 if big else 0.5)))
    surf.blit(pictures.unit(u.id, u.race, pic.size), pic.topleft)
    pygame.draw.rect(surf, INK, pic, width=1)
    icon = max(12, h // 11)
    for i, place in enumerate(u.places):
        surf.blit(pictures.place_icon(place, icon), (pic.x + 2 + i * (icon + 1), pic.bottom - icon - 2))
    if u.leader:
        _crown(surf, pygame.Rect(pic.right - icon - 6, pic.y + 3, icon + 2, icon))
    _value_row(surf, pygame.Rect(4, h - max(18, h // 6) - 4, w - 8, max(18, h // 6)),
               {s: getattr(u, s) for s in STATS})
    if big and u.ability is not None:
        text_box = pygame.Rect(8, pic.bottom + 6, w - 16, h - pic.bottom - max(18, h // 6) - 14)
        _words(surf, text_box, words.effect_text(u.ability, on="unit"))
    return surf


def _support_body(s, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _frame(size, s.race, False)
    head = head_height(h)
    shown = {k: getattr(s, k) for k in STATS if getattr(s, k) or k == "resources"}
    if h < MINI:
        return _mini_body(surf, shown, lambda pic: pictures.support(s.id, s.race, pic.size))
    _title(surf, words.card_name(s.id), head, pictures.race_colour(s.race))
    if h < SMALL:
        return _small_body(surf, s, head, shown, lambda pic: pictures.support(s.id, s.race, pic.size), support=True)
    pic = pygame.Rect(5, head + 6, w - 10, int((w - 10) * 0.66))
    surf.blit(pictures.support(s.id, s.race, pic.size), pic.topleft)
    pygame.draw.rect(surf, INK, pic, width=1)
    ribbon = pygame.Rect(pic.x, pic.bottom + 2, pic.w, max(SMALLEST + 4, h // 13))
    _ribbon(surf, ribbon)
    row_h = max(18, h // 6)
    shown = {"resources": s.resources}
    shown.update({k: getattr(s, k) for k in ("attack", "defense", "range") if getattr(s, k)})
    _value_row(surf, pygame.Rect(4, h - row_h - 4, w - 8, row_h), shown)
    text_box = pygame.Rect(7, ribbon.bottom + 3, w - 14, h - ribbon.bottom - row_h - 10)
    _words(surf, text_box, words.say(words.rules.effect_words(s.effect)) if h < 260 else
           words.effect_text(s.effect, on="support"))
    return surf


def small_column(size: tuple[int, int]) -> pygame.Rect:
    """Where a small card's values stand: a column down its left edge, under the name - the part
    of a card that stays in sight when the hand fans them over each other."""
    w, h = size
    head = head_height(h)
    return pygame.Rect(4, head + 6, max(20, min(30, w // 3)), h - head - 10)


def chip_cells(size: tuple[int, int], shown: list[str]) -> dict[str, pygame.Rect]:
    """Where each shown value's chip stands on a card of `size`, in card coordinates. Under
    `MINI` the chips stand side by side along the foot of the picture (none when they do not fit
    at SMALLEST); else down the left column, each value in its own row so that a support's
    resources sit where a unit's do - or, where four rows would crush the numbers, one after
    another from the top."""
    w, h = size
    if h < MINI:
        if not shown or h < 3 * CHIP_H:  # a pile's thumbnail: its picture alone
            return {}
        cell_w = (w - 8 - 2 * (len(shown) - 1)) // len(shown)
        if cell_w < art.serif(SMALLEST, "bold").size("10")[0] + 4:
            return {}
        return {stat: pygame.Rect(4 + i * (cell_w + 2), h - 4 - CHIP_H, cell_w, CHIP_H) for i, stat in enumerate(shown)}
    column = small_column(size)
    cell_h = min(column.h // len(STATS), 30)
    rows = {stat: STATS.index(stat) for stat in shown} if cell_h - 2 >= CHIP_H else {s: i for i, s in enumerate(shown)}
    cell_h = max(cell_h, CHIP_H + 2)
    return {stat: pygame.Rect(column.x, column.y + row * cell_h, column.w, cell_h - 2) for stat, row in rows.items()}


def value_font(cell: pygame.Rect) -> pygame.font.Font:
    """The largest bold serif, SMALLEST at least, in which two digits fit the value's chip."""
    size = max(SMALLEST, cell.h - 1)
    while size > SMALLEST and art.serif(size, "bold").size("10")[0] > cell.w - 2:
        size -= 1
    return art.serif(size, "bold")


def _chip(surf: pygame.Surface, cell: pygame.Rect, number: int, colour) -> None:
    pygame.draw.rect(surf, colour, cell, border_radius=4)
    pygame.draw.rect(surf, card_art.darker(colour, 0.5), cell, width=1, border_radius=4)
    art.text(surf, str(number), value_font(cell), LIGHT, center=cell.center)


def _mini_body(surf: pygame.Surface, values: dict, picture) -> pygame.Surface:
    """A card too small for its name (a pile's top card, a support at 1024x640): its picture,
    and its values as chips along the foot where they fit at SMALLEST."""
    pic = surf.get_rect().inflate(-6, -6)
    surf.blit(picture(pic), pic.topleft)
    for stat, cell in chip_cells(surf.get_size(), [s for s in STATS if s in values]).items():
        _chip(surf, cell, values[stat], STAT_COLOURS[stat])
    return surf


def _small_body(surf: pygame.Surface, card, head: int, values: dict, picture, support: bool = False) -> pygame.Surface:
    """A card on the table or in the hand: the name across the top, the values as coloured chips
    down the left edge (attack red, defense blue, range green, resources gold: the icons of the
    large card would make them unreadably small), the picture beside them, the places it fights
    in under the picture; a support says so on a ribbon."""
    w, h = surf.get_size()
    column = small_column((w, h))
    for stat, cell in chip_cells((w, h), [s for s in STATS if s in values]).items():
        _chip(surf, cell, values[stat], STAT_COLOURS[stat])
    pic = pygame.Rect(column.right + 3, column.y, w - column.right - 7, column.h)
    surf.blit(picture(pic), pic.topleft)
    pygame.draw.rect(surf, INK, pic, width=1)
    icon = max(11, min(16, pic.w // 3))
    if support:
        ribbon_h = max(12, h // 10)
        _ribbon(surf, pygame.Rect(pic.x, pic.bottom - ribbon_h, pic.w, ribbon_h))
    else:
        for i, place in enumerate(card.places):
            surf.blit(pictures.place_icon(place, icon), (pic.x + 2 + i * (icon + 1), pic.bottom - icon - 2))
        if card.leader:
            _crown(surf, pygame.Rect(pic.right - icon - 3, pic.y + 2, icon + 1, icon))
    return surf


def _value_row(surf: pygame.Surface, rect: pygame.Rect, values: dict) -> None:
    """Each value with its icon, in the order attack, defense, range, resources."""
    shown = [s for s in STATS if s in values]
    cell = rect.w // max(1, len(shown))
    icon = min(rect.h - 2, cell // 2)
    font = art.serif(max(SMALLEST, rect.h - 4), "bold")
    for i, stat in enumerate(shown):
        box = pygame.Rect(rect.x + i * cell, rect.y, cell, rect.h)
        pygame.draw.rect(surf, card_art.darker(STAT_COLOURS[stat], 0.55), box.inflate(-2, 0), border_radius=4)
        surf.blit(pictures.stat_icon(stat, icon), (box.x + 2, box.centery - icon // 2))
        art.text(surf, str(values[stat]), font, LIGHT, midright=(box.right - 3, box.centery))


def _words(surf: pygame.Surface, box: pygame.Rect, text: str) -> None:
    """A card's rule text in `box`, 14 px down to SMALLEST; what does not fit at SMALLEST ends
    in an ellipsis on the last line there is room for (the tooltip and the closer look say it
    whole)."""
    font = art.serif(SMALLEST)
    for size in (14, 13, SMALLEST):
        font = art.serif(size)
        lines = art.wrap(text, font, box.w)
        if len(lines) * font.get_linesize() <= box.h:
            break
    room = box.h // font.get_linesize()
    if room <= 0 or box.w < 20:
        return
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = art.ellipsized(lines[-1] + " ", font, box.w)
    for i, line in enumerate(lines):
        art.text(surf, line, font, LIGHT, topleft=(box.x, box.y + i * font.get_linesize()))


def _changed_values(surface: pygame.Surface, rect: pygame.Rect, card: str, values: dict) -> None:
    """A value that effects have changed, printed over the card: green up, red down."""
    u = api.catalog("everzone").card(card)
    if rect.h < SMALL:
        shown = [s for s in STATS if getattr(u, s) or s == "resources" or u.kind == "unit"]
        for stat, cell in chip_cells(rect.size, shown).items():
            now, printed = values.get(stat), getattr(u, stat)
            if now is None or now == printed:
                continue
            cell = cell.move(rect.topleft)
            pygame.draw.rect(surface, (40, 120, 60) if now > printed else (150, 40, 40), cell, border_radius=4)
            pygame.draw.rect(surface, LIGHT, cell, width=1, border_radius=4)
            art.text(surface, str(now), value_font(cell), LIGHT, center=cell.center)
        return
    row_h = max(18, rect.h // 6)
    cell = (rect.w - 8) // 4
    font = art.serif(max(SMALLEST, row_h - 4), "bold")
    for i, stat in enumerate(STATS):
        now, printed = values.get(stat), getattr(u, stat)
        if now is None or now == printed:
            continue
        box = pygame.Rect(rect.x + 4 + i * cell, rect.bottom - row_h - 4, cell, row_h)
        pygame.draw.rect(surface, (40, 120, 60) if now > printed else (150, 40, 40), box.inflate(-2, 0), border_radius=4)
        art.text(surface, str(now), font, LIGHT, center=box.center)


TAG_SMALLEST = SMALLEST  # a tag's words are never smaller than this


def _tag(surface: pygame.Surface, rect: pygame.Rect, tag: str, visible: int | None = None,
         middle: bool = False, sign: bool = False) -> None:
    """A word or two across the card ("face down", "cannot fight in space") over the part of its
    picture in sight, never over its name or its values (a unit's cost decides a deployment):
    one line under the name, two or three at the foot of the picture, 12 to 14 px. Where the
    picture in sight is too narrow for the words (a card fanned under the next), it is veiled
    instead (with a no-entry sign for a card that cannot be used, `sign`): the values stay
    bright, the larger preview and the tooltip say why. `middle` puts
    the words a third of the way down a card without values (a location)."""
    if middle:
        room = pygame.Rect(rect.x + 4, rect.y, rect.w - 8, rect.h)
    else:
        room = _picture_in_sight(rect, pygame.Rect(rect.x, rect.y, min(rect.w, visible or rect.w), rect.h))
    fitted = _tag_lines(tag, room.w - 6, rect.h)
    if fitted is None:
        if room.w > 2 and room.h > 2:
            surface.blit(card_art.veil(room.size, (10, 10, 16, 120)), room.topleft)
            if sign:
                _no_entry(surface, room)
        return
    font, lines = fitted
    step = font.get_linesize()
    band = pygame.Rect(0, 0, min(room.w, max(font.size(line)[0] for line in lines) + 8), step * len(lines) + 2)
    if middle:
        band.midtop = (room.centerx, rect.y + rect.h // 3)
    elif len(lines) == 1:
        band.midtop = (room.centerx, room.y + 2)
    else:
        band.midbottom = (room.centerx, room.bottom - 2)
    _draw_tag_band(surface, band, lines, font)


def _no_entry(surface: pygame.Surface, room: pygame.Rect) -> None:
    """A red disc with a white bar at the top of `room`: "not here", in any width from 12 px."""
    d = min(24, room.w - 4, room.h - 4)
    if d < 10:
        return
    centre = (room.centerx, room.y + 3 + d // 2)
    pygame.draw.circle(surface, (196, 40, 40), centre, d // 2)
    pygame.draw.circle(surface, LIGHT, centre, d // 2, width=1)
    bar = pygame.Rect(0, 0, d - 6, max(2, d // 5))
    bar.center = centre
    pygame.draw.rect(surface, LIGHT, bar)


def _tag_lines(tag: str, width: int, card_h: int) -> tuple[pygame.font.Font, list[str]] | None:
    """The largest bold serif (14 down to 12 px) in which `tag` fits `width` on three lines at
    most, and its lines; None when even 12 px does not fit."""
    for size in range(max(TAG_SMALLEST, min(14, card_h // 8)), TAG_SMALLEST - 1, -1):
        font = art.serif(size, "bold")
        lines = [tag] if font.size(tag)[0] <= width else art.wrap(tag, font, width)
        if len(lines) <= 3 and all(font.size(line)[0] <= width for line in lines):
            return font, lines
    return None


def _draw_tag_band(surface: pygame.Surface, band: pygame.Rect, lines: list[str], font: pygame.font.Font) -> None:
    pygame.draw.rect(surface, (30, 30, 40), band, border_radius=4)
    pygame.draw.rect(surface, GOLD, band, width=1, border_radius=4)
    step = font.get_linesize()
    for i, line in enumerate(lines):
        art.text(surface, line, font, GOLD, midtop=(band.centerx, band.y + 1 + i * step))


def _picture_in_sight(rect: pygame.Rect, room: pygame.Rect) -> pygame.Rect:
    """The part of a card's picture in sight (within `room`) under its name band: beside the
    values column on a small card. A one-line tag goes there, so the card's name stays readable."""
    head = head_height(rect.h) if rect.h >= MINI else 0
    left = rect.x + small_column(rect.size).right + 3 if MINI <= rect.h < SMALL else rect.x + 5
    return pygame.Rect(left, rect.y + head + 6, max(0, room.right - 4 - left), rect.h - head - 10)


# --- locations ---------------------------------------------------------------------------------------
def draw_location(surface: pygame.Surface, rect: pygame.Rect, loc: str, *, turn: int = 0, glow=None,
                  dim: bool = False, tag: str = "") -> None:
    """A location card (landscape): picture, name, place, and each turn's resources (the turn being
    fought lit)."""
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    body = _tagged_location_body if tag else _location_body  # a tag takes a long name's second row's room
    surface.blit(body(loc, rect.size), rect.topleft)
    turns = api.catalog("everzone").locations[loc].turns
    strip = _turn_strip(rect, len(turns))
    font = art.serif(max(SMALLEST, strip[0].h - 6), "bold")
    for i, (box, limit) in enumerate(zip(strip, turns)):
        lit = turn == i + 1
        pygame.draw.rect(surface, GOLD if lit else (28, 32, 42), box, border_radius=5)
        pygame.draw.rect(surface, (250, 230, 170) if lit else (90, 96, 110), box, width=1, border_radius=5)
        art.text(surface, str(limit), font, INK if lit else LIGHT, center=box.center)
    if tag:
        _tag(surface, rect, tag, middle=True)
    if dim:
        surface.blit(card_art.veil(rect.size, (10, 10, 16, 130)), rect.topleft)


def _name_rows(name: str, room: int, band_h: int, two_rows_room: int) -> tuple[list[str], pygame.font.Font]:
    """A location's name in its band: one row, in the largest type that fits (a longer language's
    name), else two rows at SMALLEST where they fit `two_rows_room` in height (clear of the turns:
    the setup cut "Tarvis Hi..."), else one row cut short."""
    shown, font = fitted(name, room, max(SMALLEST, band_h - 4))
    if shown == name:
        return [shown], font
    small = art.serif(SMALLEST, "bold")
    two = art.wrap(name, small, room)
    if len(two) == 2 and all(small.size(row)[0] <= room for row in two) and \
            2 * small.get_linesize() + 4 <= two_rows_room:
        return two, small
    return [shown], font


def turn_boxes(rect: pygame.Rect, loc: str) -> list[pygame.Rect]:
    return _turn_strip(rect, len(api.catalog("everzone").locations[loc].turns))


def _strip_top(height: int) -> int:
    """Where a location card `height` tall has its row of turns (from its top)."""
    return height - max(SMALLEST + 4, height // 7) - 6


def _turn_strip(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    y = rect.y + _strip_top(rect.h)
    h = rect.bottom - 6 - y
    w = min(46, (rect.w - 16) // n - 4)
    x0 = rect.right - 8 - n * (w + 4)
    return [pygame.Rect(x0 + i * (w + 4), y, w, h) for i in range(n)]


@images.table_art(maxsize=64)
def _location_body(loc: str, size: tuple[int, int]) -> pygame.Surface:
    return _paint_location(loc, size, two_rows=True)


@images.table_art(maxsize=16)
def _tagged_location_body(loc: str, size: tuple[int, int]) -> pygame.Surface:
    """A location under a tag ("picked"): its name in one row, the tag where a second would go."""
    return _paint_location(loc, size, two_rows=False)


def _paint_location(loc: str, size: tuple[int, int], two_rows: bool) -> pygame.Surface:
    place = api.catalog("everzone").locations[loc]
    w, h = size
    colour = pictures.place_colour(place.place)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, card_art.darker(colour, 0.5), surf.get_rect(), border_radius=9)
    pic = surf.get_rect().inflate(-8, -8)
    surf.blit(pictures.location(loc, place.place, pic.size), pic.topleft)
    pygame.draw.rect(surf, GOLD if place.base else colour, surf.get_rect(), width=3, border_radius=9)
    band = pygame.Rect(6, 6, w - 12, max(SMALLEST + 4, h // 7))
    icon = band.h - 2
    rows, font = _name_rows(words.location_name(loc), band.w - icon - 10, band.h,
                            _strip_top(h) - 2 - band.y if two_rows else 0)
    if len(rows) == 2:
        band.h = 2 * font.get_linesize() + 4
    surf.blit(card_art.veil(band.size, (14, 16, 24, 190)), band.topleft)
    surf.blit(pictures.place_icon(place.place, icon), (band.x + 2, band.y + 1))
    if len(rows[0]) > 4:  # a name cut to a letter or two says nothing: the place's emblem and the tooltip do
        line = font.get_linesize()
        top = band.centery - len(rows) * line // 2
        for k, row in enumerate(rows):
            art.text(surf, row, font, LIGHT, midleft=(band.x + icon + 6, top + k * line + line // 2))
    return surf


def draw_location_back(surface: pygame.Surface, rect: pygame.Rect, count: int | None) -> None:
    """A location face down: the battle deck with how many it holds, or (count None) the next
    location, not yet shown."""
    card_art.shadow(surface, rect)
    surface.blit(pictures.location_back(rect.size), rect.topleft)
    if count is not None:
        art.text(surface, str(count), art.serif(max(12, rect.h // 4), "bold"), LIGHT, center=rect.center)


def fitted(words: str, width: int, size: int, style: str = "bold",
           smallest: int = SMALLEST) -> tuple[str, pygame.font.Font]:
    """`words` in the largest serif from `size` down to `smallest` that fits `width`, cut short
    with an ellipsis when even the smallest does not: never a line running under its neighbour."""
    font = art.fitting_serif(words, width, size, style, smallest)
    return _FITTED.made((words, width, font), lambda: art.fitted(words, font, width)), font


def first_fitted(wordings: list[str], width: int, size: int, style: str = "bold") -> tuple[str, pygame.font.Font]:
    """The first of `wordings` (the fullest first) that fits `width` whole, as `fitted` sets it;
    else the last, cut short: a panel drops what matters least rather than ellipsize what
    matters most (at 1024x640 "Seat 2 · Computer (normal)" lost the level, and a three-player
    army's label its deck, before "attacks Player 1" could be read)."""
    for wording in wordings[:-1]:
        shown, font = fitted(wording, width, size, style)
        if shown == wording:
            return shown, font
    return fitted(wordings[-1], width, size, style)


_FITTED = art.Kept(2000)  # the words each label shows, once measured (a few hundred KB at most)




