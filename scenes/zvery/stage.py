"""Drawing the stage - between battles or in one - and remembering where each thing landed.

`draw_stage` paints the shown table and returns a `Hits` map: every clickable or hoverable
thing's rectangle with its key (("wild", 1), ("roster", seat, 0), ("fighter", 2), ("skill",
fighter, k), ("die", i), ...), topmost last. The play scene looks clicks and hovers up in it,
so what is drawn and what is clicked can never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine import api

from ..i18n import _, ngettext
from ..palette import HINTED
from ..widgets import art, card_art
from ..widgets.seats import draw_shape, ink_of, seat_colour, seat_shape
from . import cards, skills, status, words
from .cards import CardFace
from .layout import PLATE_H, PLATE_W, card_size, row_rects

GLOW = (255, 214, 102)
MARKED = (120, 220, 140)
FOCUS = (200, 200, 255)  # round the fighter whose skills are laid out


@dataclass
class Hits:
    items: list[tuple[pygame.Rect, tuple]] = field(default_factory=list)
    cards: dict[str, pygame.Rect] = field(default_factory=dict)  # creature card id -> where it is drawn
    tiles: list[skills.Tile] = field(default_factory=list)

    def __iter__(self):
        """(rect, key) pairs in drawing order, as every hit-mapped table's `hits` (table_scene)."""
        return iter(self.items)

    def __reversed__(self):
        return reversed(self.items)

    def add(self, rect: pygame.Rect, key: tuple) -> None:
        self.items.append((pygame.Rect(rect), key))

    def at(self, pos, skip: tuple[str, ...] = ()) -> tuple | None:
        """The topmost thing at `pos`; `skip` passes over kinds that only explain (a keyword
        on a skill card is hovered for its meaning, but a click there is a click on the card)."""
        for rect, key in reversed(self.items):
            if rect.collidepoint(pos) and key[0] not in skip:
                return key
        return None


@dataclass
class Look:
    """What the scene asks the stage to show beyond the table itself."""

    picks: dict = field(default_factory=dict)
    marked: set = field(default_factory=set)
    hover: tuple | None = None
    hint_keys: set = field(default_factory=set)
    lesson: bool = False  # a tutorial: only the step's own card is lit
    focus: int | None = None  # the fighter whose skills are laid out
    skill_state: dict = field(default_factory=dict)  # (fighter, k) -> tile state
    paying: dict | None = None
    pool_values: list[int] = field(default_factory=list)
    dragging: int | None = None
    fits: object = None
    notes: dict = field(default_factory=dict)  # fighter -> what the choice at hand does to it ("-5: 9 > 4")
    prizes: list[str] = field(default_factory=list)
    prize_label: str = ""
    wild_fate: dict = field(default_factory=dict)  # wild slot -> "caught" / "dead" / "away" after a battle
    near: int | None = None  # the seat whose creatures lie along the bottom, nearest the person at the screen
    skill_page: int = 0  # which page of the focused creature's skills is laid out (when they do not all fit)


def _glow_for(key: tuple, look: Look):
    if key in look.hint_keys:
        return HINTED  # the hint's blue, as at every table
    if key in look.picks and not look.lesson:
        return (255, 236, 150) if key == look.hover else GLOW
    if key in look.marked:
        return MARKED
    return None


def head_plate(surface, rect: pygame.Rect, seat: int | None, title: str, lines: list[str], lit: bool) -> None:
    """A side's label in one line above its creatures (the face-to-face battle): whose they are
    and what the side is doing."""
    surface.blit(art.parchment_panel(rect.size, radius=7), (rect.x - 6, rect.y - 4))
    colour = seat_colour(seat) if seat is not None and seat >= 0 else (110, 150, 90)
    pygame.draw.rect(surface, colour, (rect.x + 4, rect.y + 4, 5, rect.h - 8), border_radius=2)
    if lit:
        pygame.draw.rect(surface, GLOW, rect.inflate(6, 6), width=3, border_radius=9)
    x = rect.x + 14
    if seat is not None and seat >= 0:
        draw_shape(surface, seat_shape(seat), (x + 6, rect.centery), 6, colour)
        x += 16
    font = art.fitting_serif(title, rect.w // 2, 15, smallest=11)
    x = art.text(surface, title, font, ink_of(colour), midleft=(x, rect.centery)).right + 8
    note = " \u00b7 ".join(lines)
    if note:
        small = art.fitting_serif(note, rect.right - 6 - x, 14, style="italic", smallest=11)
        art.text(surface, note, small, art.INK_SOFT, midleft=(x, rect.centery))


def plate_rect(band: pygame.Rect) -> pygame.Rect:
    """A row's name plate, at the left of its band."""
    plate = pygame.Rect(band.x, band.y + 6, PLATE_W - 8, min(band.h - 12, 120))
    plate.centery = band.centery
    return plate


#: The plate's faces, largest first: its name's and its lines' sizes. Its words were set at 11-12
#: px in a plate with room to spare ("Computer (difficile)" / "aspetta la scelta dell'altro").
PLATE_SIZES = ((16, 14), (15, 13), (14, 13), (14, 12), (13, 12), (12, 11))


def name_plate(surface, rect: pygame.Rect, seat: int | None, title: str, lines: list[str], lit: bool) -> None:
    """The label at the left of a row: whose creatures these are, and what the side is doing, in
    the largest type in which all of it fits the plate (the name on two lines at most)."""
    plate = plate_rect(rect)
    surface.blit(art.parchment_panel(plate.size, radius=8), (plate.x - 6, plate.y - 4))
    colour = seat_colour(seat) if seat is not None and seat >= 0 else (110, 150, 90)
    pygame.draw.rect(surface, colour, (plate.x + 4, plate.y + 4, plate.w - 8, 6), border_radius=3)
    if lit:
        pygame.draw.rect(surface, GLOW, plate.inflate(6, 6), width=3, border_radius=10)
    y = plate.y + 14
    if seat is not None and seat >= 0:
        draw_shape(surface, seat_shape(seat), (plate.x + 14, y + 9), 7, colour)
    font, small, named, told = _plate_words(plate, title, lines)
    for part in named:
        art.text(surface, part, font, ink_of(colour), topleft=(plate.x + 26, y))
        y += font.get_linesize()
    y += 4
    for part in told:
        if y + small.get_linesize() > plate.bottom + 2:
            return
        art.text(surface, part, small, art.INK_SOFT, topleft=(plate.x + 7, y))
        y += small.get_linesize()


def _plate_words(plate: pygame.Rect, title: str, lines: list[str]):
    """The faces and the wrapped rows of a name plate: the largest of PLATE_SIZES in which the
    name takes at most two rows and everything fits the plate's height (else the smallest)."""
    for title_size, line_size in PLATE_SIZES:
        # (fitting_serif for its face: the regular one where the bold or italic lacks a letter of a name)
        font = art.fitting_serif(title, 10**6, title_size, smallest=title_size)
        small = art.fitting_serif(" ".join(lines), 10**6, line_size, "italic", smallest=line_size)
        named = art.wrap(title, font, plate.w - 30)
        told = [part for line in lines for part in art.wrap(line, small, plate.w - 12)]
        height = 14 + len(named) * font.get_linesize() + 4 + len(told) * small.get_linesize()
        wide = max(font.size(part)[0] for part in named) <= plate.w - 30
        if len(named) <= 2 and wide and height <= plate.h + 2:
            return font, small, named, told
    return font, small, named[:2], told


# --- between battles -----------------------------------------------------------------------------------------
def draw_between(surface, lay, shown, names, look: Look) -> Hits:
    hits = Hits()
    view = shown.view
    near = look.near if look.near is not None else view["current"]
    top, market, bottom = lay.between(view["phase"] == "starter")
    for seat, band in ((1 - near, top), (near, bottom)):
        roster = view["players"][seat]["roster"]
        role = status.seat_role(view, shown.asked, seat)
        kept = ngettext("{n} of {most} creature", "{n} of {most} creatures", words.LIMITS["roster"]).format(
            n=len(roster), most=words.LIMITS["roster"])
        name_plate(surface, band, seat, names.of(seat), [role, kept],
                   lit=look.picks and any(k[0] == "roster" and k[1] == seat for k in look.picks))
        _roster(surface, roster_room(band), seat, roster, look, hits)
    _market(surface, market, view, look, hits)
    return hits


def roster_room(band: pygame.Rect) -> pygame.Rect:
    """Where a roster's cards go in its band between battles: right of its name plate."""
    return pygame.Rect(band.x + PLATE_W, band.y, band.w - PLATE_W, band.h)


def roster_card(room: pygame.Rect, count: int) -> tuple[int, int]:
    """A roster card's size in `room` (the size of four until a roster holds more)."""
    return card_size(room.h - 4, room.w, max(4, count))


def _roster(surface, room, seat, roster, look, hits) -> None:
    if not roster:
        art.text(surface, _("no creatures yet"), art.serif(16, "italic"), art.CREAM, center=room.center)
        return
    size = roster_card(room, len(roster))
    for i, (rect, beast) in enumerate(zip(row_rects(room, len(roster), size, anchor="left"), roster, strict=True)):
        key = ("roster", seat, i)
        cards.draw_card(surface, rect, CardFace.of_beast(beast), glow=_glow_for(key, look),
                        lift=4 if key == look.hover and key in look.picks else 0)
        hits.add(rect, key)
        hits.cards[beast["card"]] = rect


def market_areas(band: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The market band's rows under their captions: (the wild creatures on the left, the
    mutations on the right, the whole band for the starters)."""
    left = pygame.Rect(band.x, band.y + 16, band.w // 2 - 10, band.h - 16)
    right = pygame.Rect(band.centerx + 10, band.y + 16, band.w // 2 - 10, band.h - 16)
    return left, right, pygame.Rect(band.x, band.y + 16, band.w, band.h - 16)


def row_card(area: pygame.Rect) -> tuple[int, int]:
    """A market card's size: three fit the row."""
    return card_size(area.h, area.w, 3)


def _market(surface, band, view, look, hits) -> None:
    left, right, whole = market_areas(band)
    label = art.serif(15, "italic")
    if view["phase"] == "starter":
        art.text(surface, _("Level-{level} starters: choose one").format(level=words.LIMITS["starter_level"]), label,
                 art.CREAM, midtop=(whole.centerx, band.y - 2))
        cards_ = [{"card": c, "abilities": [], "mutations": []} for c in view["starters"]]
        _creature_row(surface, whole, cards_, "starter", look, hits)
        return
    art.text(surface, _("Wild creatures"), label, art.CREAM, midtop=(left.centerx, band.y - 2))
    _creature_row(surface, left, view["wild"], "wild", look, hits)
    if look.prizes:
        art.text(surface, look.prize_label, label, art.CREAM, midtop=(right.centerx, band.y - 2))
        _mutation_row(surface, right, look.prizes, "prize", look, hits)
    elif view["open_mutations"]:
        art.text(surface, _("Face-up mutations"), label, art.CREAM, midtop=(right.centerx, band.y - 2))
        _mutation_row(surface, right, view["open_mutations"], "mutation", look, hits)
    pygame.draw.line(surface, (70, 48, 30), (band.centerx, band.y + 20), (band.centerx, band.bottom - 10), 2)


def _creature_row(surface, area, beasts, kind, look, hits) -> None:
    size = row_card(area)
    for i, (rect, beast) in enumerate(zip(row_rects(area, len(beasts), size), beasts, strict=True)):
        key = (kind, i)
        face = CardFace.of_beast(beast)
        fate = look.wild_fate.get(i) if kind == "wild" else None
        if fate in ("caught", "dead"):
            face.gone = fate
        elif fate == "away":
            face.note = _("slipped away")
        cards.draw_card(surface, rect, face, glow=_glow_for(key, look),
                        lift=4 if key == look.hover and key in look.picks else 0)
        hits.add(rect, key)
        hits.cards[beast["card"]] = rect


def _mutation_row(surface, area, mutations, kind, look, hits) -> None:
    size = row_card(area)
    for i, (rect, m) in enumerate(zip(row_rects(area, len(mutations), size), mutations, strict=True)):
        key = (kind, i)
        cards.draw_mutation(surface, rect, m, glow=_glow_for(key, look),
                            lift=4 if key == look.hover and key in look.picks else 0)
        hits.add(rect, key)


# --- in a battle ------------------------------------------------------------------------------------------
def draw_battle(surface, lay, shown, names, look: Look, fx_of) -> Hits:
    hits = Hits()
    for side in (1, 0):
        band = lay.side_area(side)
        title, seat, lines, lit = status.side_plate(shown.view, shown.asked, side, names)
        if lay.facing:
            head_plate(surface, head_rect(band), seat, title, lines, lit)
        else:
            name_plate(surface, band, seat, title, lines, lit=lit)
        _fighters(surface, side_room(band, lay.facing), shown, side, look, hits, fx_of, lay.facing)
    _skills_row(surface, lay.skills, shown, look, hits)
    return hits


def head_rect(band: pygame.Rect) -> pygame.Rect:
    """A face-to-face battle side's head plate, across the top of its band."""
    return pygame.Rect(band.x, band.y, band.w, PLATE_H - 4)


def side_room(band: pygame.Rect, facing: bool) -> pygame.Rect:
    """Where a battle side's creatures go in its band: under its head plate (face to face),
    else right of its name plate."""
    if facing:
        return pygame.Rect(band.x, band.y + PLATE_H, band.w, band.h - PLATE_H)
    return pygame.Rect(band.x + PLATE_W, band.y, band.w - PLATE_W, band.h)


def fighter_gap(facing: bool) -> int:
    return 12 if facing else 16


def fighter_card(room: pygame.Rect, count: int, facing: bool) -> tuple[int, int]:
    """A fighter's card size for a side of `count` in `room` (a stacked side is sized for two
    at least)."""
    return card_size(room.h - 6, room.w, max(1 if facing else 2, count), gap=fighter_gap(facing))


def _fighters(surface, room, shown, side, look, hits, fx_of, facing: bool) -> None:
    b = shown.battle
    team = [(i, f) for i, f in enumerate(b["fighters"]) if f["side"] == side]
    size = fighter_card(room, len(team), facing)
    gap = fighter_gap(facing)
    for rect, (i, f) in zip(row_rects(room, len(team), size, gap=gap), team, strict=True):
        key = ("fighter", i)
        fx = fx_of(f["card"])
        lunge = (-1 if side == 0 else 1) * 14 * fx.lunge
        drawn = rect.move(0, round(lunge))
        face = CardFace.of_fighter(f, shown.beast(f))
        if i in look.notes and not f["gone"]:
            face.note = look.notes[i]
        glow = _glow_for(key, look)
        if glow is None and look.focus == i:
            glow = FOCUS
        cards.draw_card(surface, drawn, face, glow=glow, lift=4 if key == look.hover and key in look.picks else 0)
        if fx.flash > 0:
            surface.blit(card_art.veil(drawn.size, (230, 40, 30, 8 * round(15 * fx.flash))), drawn.topleft)
        hits.add(drawn, key)
        hits.cards[f["card"]] = drawn


def _skills_row(surface, area, shown, look, hits) -> None:
    b = shown.battle
    if look.focus is None or look.focus >= len(b["fighters"]):
        return
    f = b["fighters"][look.focus]
    title = _("{creature}'s skills").format(creature=words.creature_name(f["card"]))
    if f["stun"] and not f["gone"]:
        title = _("{creature}'s skills - stunned: no skills until the stun is shaken off").format(
            creature=words.creature_name(f["card"]))
    room = tiles_area(area)
    book = skill_book(area, f["skills"])
    page = max(0, min(look.skill_page, len(book) - 1))
    if len(book) > 1:
        _page_tabs(surface, area, title, book, page, f, look, hits)
    else:
        art.text(surface, title, art.serif(14, "italic"), art.CREAM, midtop=(area.centerx, area.y - 4))
    rects = skills.layout_tiles(room, len(book[page]))
    from .words import skill_of

    for rect, k in zip(rects, book[page], strict=True):
        key = f["skills"][k]
        kind = skill_kind(key)
        state = look.skill_state.get((look.focus, k), "used" if key in f["used"] else "blocked")
        chosen = []
        if look.paying and look.paying["fighter"] == look.focus and look.paying["skill"] == key:
            state = "paying"
            chosen = [look.pool_values[j] for j in look.paying["chosen"] if j < len(look.pool_values)]
        tile = skills.Tile(rect, look.focus, k, key, skill_of(key), kind, state, chosen)
        skills.draw_tile(surface, tile, hover=look.hover == ("skill", look.focus, k),
                         hint=("skill", look.focus, k) in look.hint_keys, dragging=look.dragging,
                         fits=look.fits)
        hits.tiles.append(tile)
        hits.add(rect, ("skill", look.focus, k))
        for krect, word in tile.keywords:
            hits.add(krect, ("keyword", word))


def skill_kind(key: str) -> str:
    """The type of the card a skill is on ("<card>/<skill>"): its tile's colour."""
    c = api.catalog("zvery")
    holder = key.rpartition("/")[0]
    return (c.abilities.get(holder) or c.mutations[holder]).type


def tiles_area(area: pygame.Rect) -> pygame.Rect:
    """Where the skill cards lie in the skills row, under its title."""
    return pygame.Rect(area.x, area.y + 14, area.w, area.h - 14)


def skill_book(area: pygame.Rect, keys: list[str]) -> list[list[int]]:
    """The pages a creature's skills take in the skills row `area` (one when all fit)."""
    return skills.pages(keys, skills.capacity(tiles_area(area)))


def _page_tabs(surface, area, title, book, page, f, look, hits) -> None:
    """A creature with more skills than fit: its title, then a tab per page naming the
    abilities on it; a tab with a skill ready (or hinted) on it glows."""
    font = art.serif(13, "bold")
    labels = []
    for indices in book:
        holders = dict.fromkeys(f["skills"][i].rpartition("/")[0] for i in indices)
        labels.append(" + ".join(words.card_name(h) for h in holders))
    head = art.serif(13, "italic")
    widths = [font.size(label)[0] + 16 for label in labels]
    total = head.size(title + ":")[0] + 8 + sum(widths) + 6 * (len(widths) - 1)
    x = area.centerx - min(total, area.w) // 2
    x = art.text(surface, title + ":", head, art.CREAM, midleft=(x, area.y + 4)).right + 8
    for i, (label, w) in enumerate(zip(labels, widths, strict=True)):
        tab = pygame.Rect(x, area.y - 5, w, 18)
        key = ("skill_page", i)
        ready = any((look.focus, k) in look.skill_state for k in book[i])
        hinted = any(("skill", look.focus, k) in look.hint_keys for k in book[i])
        fill = (250, 236, 200) if i == page else (120, 90, 60)
        pygame.draw.rect(surface, fill, tab, border_radius=8)
        edge = (255, 140, 60) if hinted else GLOW if ready else (60, 40, 24)
        pygame.draw.rect(surface, edge, tab, width=2 if (ready or hinted) else 1, border_radius=8)
        art.text(surface, label, art.fitting_serif(label, w - 8, 13, smallest=11),
                 art.INK if i == page else art.CREAM, center=tab.center)
        hits.add(tab, key)
        x += w + 6
