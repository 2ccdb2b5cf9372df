"""Zvery's cards as the table draws them: creatures with their ability and mutation cards
tucked beneath, the health die, stun cards, strength and fortitude, dice left by a catcher.

A card is drawn in two layers. The body - frame in the type's colour, name, level stars,
portrait, emblem, catch rate, traits and the strips of the cards beneath - changes only when
the creature gains a card, so it is rendered once per size and cached. What a battle changes
every few seconds - the health die, a stun card, strength and fortitude, dice left on it,
a glow for "click me" - is drawn over it each frame, cheaply.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from engine import api

from ..i18n import _, ngettext
from ..widgets import art, card_art, images
from ..widgets.dice import draw_face
from . import card_plan, pictures, words

CREAM = (250, 244, 230)
INK = art.INK
RED = (200, 50, 40)
STUN_RED = (196, 40, 48)
GOLD = (236, 196, 90)
GLOW = (255, 214, 102)


@dataclass
class CardFace:
    """What one creature card shows; health None for a card outside a battle (its full health)."""

    card: str
    abilities: tuple[str, ...] = ()
    mutations: tuple[str, ...] = ()
    health: int | None = None
    top: int | None = None
    stun: int = 0
    strength: int = 0
    fortitude: int = 0
    catch_dice: list[int] = field(default_factory=list)
    gone: str = ""  # "dead" or "caught"
    note: str = ""  # a line over the portrait ("drawn when battled", "used 2 skills")

    @classmethod
    def of_beast(cls, beast: dict) -> CardFace:
        return cls(beast["card"], tuple(beast["abilities"]), tuple(beast["mutations"]))

    @classmethod
    def of_fighter(cls, f: dict, beast: dict | None) -> CardFace:
        abilities = tuple(beast["abilities"]) if beast else tuple(k.rpartition("/")[0] for k in f["skills"][:1])
        mutations = tuple(beast["mutations"]) if beast else tuple(f["upgrades"])
        return cls(f["card"], abilities, mutations, f["health"], f["top"], f["stun"], f["strength"],
                   f["fortitude"], list(f["catch_dice"]), f["gone"])


def max_health(face: CardFace) -> int:
    c = api.catalog("zvery")
    return c.creatures[face.card].health + sum(c.mutations[m].health for m in face.mutations)


# --- the body (cached) -------------------------------------------------------------------------------------
def draw_card(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, *, glow=None, dim: bool = False,
              lift: float = 0.0) -> None:
    """The whole card at `rect`: body, then the battle's marks. `glow`: a colour to ring it."""
    rect = pygame.Rect(rect).move(0, -round(lift))
    grey = face.gone == "dead"
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(_body(face.card, face.abilities, face.mutations, rect.size, grey), rect.topleft)
    _marks(surface, rect, face)
    if dim:
        surface.blit(card_art.veil(rect.size, (20, 14, 10, 110)), rect.topleft)


def prepare_body(card: str, abilities: tuple[str, ...], mutations: tuple[str, ...], size: tuple[int, int]) -> None:
    """Paint a creature card's body at `size` before the frame that first draws it (prepare.py)."""
    _body(card, tuple(abilities), tuple(mutations), tuple(size), False)


def prepare_mutation(mutation: str, size: tuple[int, int]) -> None:
    """Paint a mutation card at `size` before the frame that first draws it (prepare.py)."""
    _mutation_body(mutation, tuple(size))


def portrait_rect(face: CardFace, size: tuple[int, int]) -> pygame.Rect:
    """Where the portrait sits on this card at `size` (card coordinates)."""
    return card_plan.plan(face.card, face.abilities, face.mutations, tuple(size)).portrait


def header_h(size: tuple[int, int]) -> int:
    return max(18, int(size[1] * 0.11))


@images.table_art(maxsize=160)
def _body(card: str, abilities: tuple[str, ...], mutations: tuple[str, ...], size: tuple[int, int],
          grey: bool) -> pygame.Surface:
    c = api.catalog("zvery")
    creature = c.creatures[card]
    w, h = size
    colour = pictures.type_colour(creature.type)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    frame = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, card_art.darker(colour, 0.55), frame, border_radius=10)
    inner = frame.inflate(-6, -6)
    surf.blit(card_art.paper(inner.size), inner.topleft, special_flags=0)
    pygame.draw.rect(surf, colour, frame, width=3, border_radius=10)
    if creature.level == 3:
        pygame.draw.rect(surf, GOLD, frame.inflate(-4, -4), width=1, border_radius=9)
    layout = card_plan.plan(card, abilities, mutations, size)
    ink = INK if card_art.light(colour) else CREAM
    pygame.draw.rect(surf, colour, layout.header, border_top_left_radius=8, border_top_right_radius=8)
    _words(surf, layout.name, ink)
    pic = layout.portrait
    surf.blit(pictures.portrait(card, creature.type, pic.w, grey), pic.topleft)
    pygame.draw.rect(surf, card_art.darker(colour, 0.7), pic, width=2, border_radius=4)
    em = max(14, pic.w // 5)
    surf.blit(pictures.emblem(creature.type, em), (pic.x + 3, pic.y + 3))
    if layout.stars_on_portrait and layout.stars:
        xs = [x for x, _ in layout.stars]
        pill = pygame.Rect(min(xs) - layout.star_r - 3, layout.stars[0][1] - layout.star_r - 2,
                           max(xs) - min(xs) + 2 * layout.star_r + 6, 2 * layout.star_r + 4)
        surf.blit(card_art.veil(pill.size, (20, 14, 10, 170)), pill.topleft)
    for centre in layout.stars:
        card_art.star(surf, centre, layout.star_r, GOLD)
    if layout.stats:
        _words(surf, layout.stats, art.INK_SOFT)
    for line in layout.traits:
        _words(surf, line, INK)
    for line in layout.lore:
        _words(surf, line, art.INK_SOFT)
    for strip in layout.strips:
        strip_colour = pictures.type_colour(strip.kind)
        box = strip.rect.inflate(0, -2)
        pygame.draw.rect(surf, strip_colour if strip.what == "ability" else card_art.lighter(strip_colour, 0.55), box,
                         border_radius=4)
        pygame.draw.rect(surf, card_art.darker(strip_colour, 0.6), box, width=1, border_radius=4)
        _words(surf, strip.line, CREAM if strip.what == "ability" and not card_art.light(strip_colour) else INK)
    if grey:
        surf.blit(card_art.veil(size, (60, 60, 60, 120)), (0, 0))
    return surf


def _words(surf: pygame.Surface, line: card_plan.Line, ink) -> None:
    font = art.serif(line.size, line.style)
    for i, part in enumerate(line.text.split("\n")):  # a long name takes two lines
        art.text(surf, part, font, ink, topleft=(line.rect.x, line.rect.y + i * font.get_linesize()))


# --- the battle's marks (every frame) -------------------------------------------------------------------
def _marks(surface: pygame.Surface, rect: pygame.Rect, face: CardFace) -> None:
    """The battle's marks, laid out from the portrait's size so none covers another's number:
    the health die at the portrait's foot on the right, strength and fortitude stacked at its
    left (out into the card's margin when the portrait is narrow), a note band across the top
    and a stun card under it."""
    pic = portrait_rect(face, rect.size).move(rect.topleft)
    health = face.health if face.health is not None else max_health(face)
    die = max(22, min(72, int(pic.w * 0.3)))
    die_rect = pygame.Rect(min(pic.right - die + 6, rect.right - 3 - die), pic.bottom - die + 2, die, die)
    health_die(surface, die_rect, health, bleeding=face.health is not None and health <= 0 and not face.gone)
    top = pic.y - 4
    if face.note and not face.gone:
        top = _banner(surface, pic, rect, face.note) + 2
    _chips(surface, rect, pic, die_rect, top, face)
    if face.stun and not face.gone:
        small = art.serif(card_plan.SMALLEST, "bold")  # its word and number fit, at the least
        stun_w = min(rect.w - 6, max(34, int(pic.w * 0.5), small.size(_("STUN"))[0] + 10))
        stun_h = max(small.size(_("STUN"))[1] + art.serif(13, "bold").size("0")[1] + 10, min(int(stun_w * 0.72),
                                                                                         pic.w // 2))
        stun_card(surface, pygame.Rect(min(pic.right - stun_w + 6, rect.right - 3 - stun_w), top, stun_w, stun_h),
                  face.stun)
    if face.catch_dice:
        size = max(14, pic.w // 5)
        for i, v in enumerate(face.catch_dice):
            draw_face(surface, pygame.Rect(pic.x + 2 + i * (size + 2), pic.y + pic.h // 3, size, size),
                      ["empty"] * v, style="plain")
    if face.gone == "caught":
        _stamp(surface, pic, _("CAUGHT"), (40, 120, 60))
    elif face.gone == "dead":
        _stamp(surface, pic, _("FALLEN"), (110, 30, 26))


def _chips(surface: pygame.Surface, card: pygame.Rect, pic: pygame.Rect, die: pygame.Rect, top: int,
           face: CardFace) -> None:
    """Strength and fortitude left of the health die: the first at the portrait's foot, the next
    above it, or beside it when the note band leaves no room above; a card too small for a chip
    leaves it to the tooltip and the closer look."""
    font = art.serif(max(card_plan.SMALLEST, min(16, pic.w // 8)), "bold")
    h = font.get_linesize() + 3
    placed: list[pygame.Rect] = []
    for value, kind in ((face.strength, "strength"), (face.fortitude, "fortitude")):
        if not value:
            continue
        w = h + font.size(f"{value:+d}")[0] + 4
        if not placed:
            spot = pygame.Rect(max(card.x + 3, min(pic.x + 2, die.x - 2 - w)), pic.bottom - h - 2, w, h)
        elif placed[-1].y - h - 2 >= top:
            spot = pygame.Rect(placed[-1].x, placed[-1].y - h - 2, w, h)
        else:
            spot = pygame.Rect(placed[-1].x - 2 - w, placed[-1].y, w, h)
        if spot.x < card.x + 3 or spot.right > die.x - 1 or spot.y < top:
            continue
        _chip(surface, spot, kind, value, font)
        placed.append(spot)


def health_die(surface: pygame.Surface, rect: pygame.Rect, value: int, bleeding: bool = False) -> None:
    """The d20 that counts a creature's health: a pentagon-faced die with the number on it."""
    surface.blit(_d20(rect.w, bleeding), rect.topleft)
    font = art.serif(max(12, int(rect.w * 0.58)), "bold")
    art.text(surface, str(value), font, CREAM if bleeding else INK, center=(rect.centerx, rect.centery + 2))


@images.table_art(maxsize=32)
def _d20(size: int, bleeding: bool) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size / 2 - 1
    outer = [(c + r * math.cos(math.radians(-90 + 60 * i)), c + r * math.sin(math.radians(-90 + 60 * i)))
             for i in range(6)]
    body = (186, 40, 34) if bleeding else (238, 226, 196)
    edge = (90, 20, 16) if bleeding else (120, 96, 64)
    pygame.draw.polygon(surf, body, outer)
    inner = [(c, c - r * 0.72), (c + r * 0.66, c + r * 0.42), (c - r * 0.66, c + r * 0.42)]
    pygame.draw.polygon(surf, card_art.lighter(body, 0.35), inner)
    faint = card_art.lighter(edge, 0.45)
    for p in inner:
        for q in outer:
            if math.dist(p, q) < r * 0.75:
                pygame.draw.aaline(surf, faint, p, q)
    pygame.draw.polygon(surf, faint, inner, 1)
    pygame.draw.polygon(surf, edge, outer, 2)
    return surf


def stun_card(surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
    """The stun card laid over a creature: red, tilted, with its value."""
    surface.blit(_stun(rect.size, value), rect.topleft)


@images.table_art(maxsize=32)
def _stun(size: tuple[int, int], value: int) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, STUN_RED, card.get_rect(), border_radius=5)
    pygame.draw.rect(card, CREAM, card.get_rect().inflate(-4, -4), width=1, border_radius=4)
    label = _("STUN")
    font = art.fitting_serif(label, size[0] - 6, max(card_plan.SMALLEST, size[1] // 3), smallest=card_plan.SMALLEST)
    high = font.size(label)[1]  # the words' whole height (EB Garamond's old-style figures reach below the line)
    number = art.serif(max(11, min(size[1] // 2, size[1] - 4 - high)), "bold")
    top = (size[1] - high - number.size(str(value))[1]) // 2
    art.text(card, label, font, CREAM, midtop=(size[0] // 2, top))
    art.text(card, str(value), number, CREAM, midtop=(size[0] // 2, top + high))
    return pygame.transform.rotate(card, -10)


def _chip(surface: pygame.Surface, rect: pygame.Rect, kind: str, value: int, font: pygame.font.Font) -> None:
    colour = (170, 60, 40) if kind == "strength" else (60, 100, 160)
    pygame.draw.rect(surface, colour, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, CREAM, rect, width=1, border_radius=rect.h // 2)
    icon = pygame.Rect(rect.x + 2, rect.y + 2, rect.h - 4, rect.h - 4)
    if kind == "strength":
        pygame.draw.line(surface, CREAM, icon.bottomleft, icon.topright, 2)
        pygame.draw.line(surface, CREAM, (icon.x + 1, icon.centery), (icon.centerx, icon.bottom - 1), 2)
    else:
        pts = [icon.topleft, icon.topright, (icon.right, icon.centery), icon.midbottom, (icon.x, icon.centery)]
        pygame.draw.polygon(surface, CREAM, pts, 1)
    art.text(surface, f"{value:+d}", font, CREAM, midleft=(icon.right + 2, rect.centery))


def _banner(surface: pygame.Surface, pic: pygame.Rect, card: pygame.Rect, words_: str) -> int:
    """A dark band across the top of the portrait (as wide as the card when the words need it)
    with a short line on it ("-5: 9 > 4", "catch 17+: 42%"); returns its bottom."""
    font = art.fitting_serif(words_, card.w - 10, max(13, min(18, pic.w // 7)), style="regular",  # (the bold
                             smallest=card_plan.SMALLEST)  # face has no arrow)
    width = min(card.w - 4, max(pic.w, font.size(words_)[0] + 10))
    band = pygame.Rect(0, pic.y + 4, width, font.get_linesize() + 4)
    band.centerx = card.centerx
    surface.blit(card_art.veil(band.size, (20, 14, 10, 200)), band.topleft)
    art.text(surface, words_, font, GOLD, center=band.center)
    return band.bottom


def _stamp(surface: pygame.Surface, pic: pygame.Rect, word: str, colour) -> None:
    font = art.serif(max(12, pic.w // 5), "bold")
    label = art.rendered(word, font, colour)
    box = pygame.Surface((label.get_width() + 12, label.get_height() + 4), pygame.SRCALPHA)
    box.fill((250, 244, 230, 220))
    pygame.draw.rect(box, colour, box.get_rect(), width=2, border_radius=4)
    box.blit(label, (6, 2))
    tilted = pygame.transform.rotate(box, 14)
    surface.blit(tilted, tilted.get_rect(center=pic.center))


# --- other cards ----------------------------------------------------------------------------------------
def draw_mutation(surface: pygame.Surface, rect: pygame.Rect, mutation: str, *, glow=None, dim: bool = False,
                  lift: float = 0.0) -> None:
    """A face-up mutation card: its type, name, what it gives (health, traits or skills)."""
    rect = pygame.Rect(rect).move(0, -round(lift))
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(_mutation_body(mutation, rect.size), rect.topleft)
    if dim:
        surface.blit(card_art.veil(rect.size, (20, 14, 10, 110)), rect.topleft)


@images.table_art(maxsize=64)
def _mutation_body(mutation: str, size: tuple[int, int]) -> pygame.Surface:
    m = api.catalog("zvery").mutations[mutation]
    w, h = size
    colour = pictures.type_colour(m.type)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, card_art.darker(colour, 0.5), surf.get_rect(), border_radius=10)
    inner = surf.get_rect().inflate(-6, -6)
    surf.blit(card_art.paper(inner.size), inner.topleft)
    pygame.draw.rect(surf, colour, surf.get_rect(), width=3, border_radius=10)
    head = header_h(size)
    band = pygame.Rect(3, 3, w - 6, head)
    pygame.draw.rect(surf, colour, band, border_top_left_radius=8, border_top_right_radius=8)
    kind = _("Ability") if m.kind == "ability" else _("Upgrade")
    ink = INK if card_art.light(colour) else CREAM
    title_size = max(card_plan.SMALLEST, int(head * 0.6))
    title = next((t for t in (_("Mutation \u00b7 {kind}").format(kind=kind), kind)
                  if art.serif(title_size, "italic").size(t)[0] <= band.w - 8), kind)
    art.text(surf, title, art.serif(title_size, "italic"), ink, center=band.center)
    em = max(14, min(w // 3, h // 5))
    surf.blit(pictures.emblem(m.type, em), ((w - em) // 2, band.bottom + 3))
    y = band.bottom + em + 5
    name_size = max(card_plan.SMALLEST, min(24, h // 12))
    name = words.mutation_name(mutation)
    name_font = art.fitting_serif(name, w - 12, name_size, smallest=card_plan.SMALLEST)
    for part in art.wrap(name, name_font, w - 12):
        art.text(surf, part, name_font, INK, midtop=(w // 2, y))
        y += name_font.get_linesize()
    y += 2
    font = art.serif(max(card_plan.SMALLEST, min(16, w // 12, h // 16)))
    for entry in _mutation_lines(m, font, w - 14, h - 6 - y):
        art.text(surf, entry, font, INK, midtop=(w // 2, y))
        y += font.get_linesize()
    return surf


def _mutation_lines(m, font: pygame.font.Font, width: int, room: int) -> list[str]:
    """What a mutation gives, in the longest wording that fits `room` pixels: every skill with
    its cost, else the skills' names (or the traits in short), else a pointer to the closer look."""
    head = [_("+{n} health").format(n=m.health)] if m.health else []
    skills = [f"{m.id}/{k}" for k in range(len(m.skills))]
    wordings = [head + [words.trait_text(t) for t in m.traits] +
                [_("{skill}: {cost} for {effect}").format(skill=words.skill_name(k), cost=words.cost_text(s.cost),
                                                          effect=words.skill_text(s)) for k, s in zip(skills, m.skills)],
                head + [words.trait_short(t) for t in m.traits] + ([", ".join(map(words.skill_name, skills))]
                                                                    if m.skills else []),
                head + ([ngettext("{n} skill: right-click", "{n} skills: right-click", len(m.skills)).format(
                    n=len(m.skills))] if m.skills else [ngettext("{n} trait: right-click", "{n} traits: right-click",
                                                                len(m.traits)).format(n=len(m.traits))] if m.traits else [])]
    for wording in wordings:
        lines = [part for entry in wording for part in art.wrap(entry, font, width)]
        if len(lines) * font.get_linesize() <= room and all(font.size(x)[0] <= width for x in lines):
            return lines
    return []


def draw_back(surface: pygame.Surface, rect: pygame.Rect, which: str, count: int, label: str) -> None:
    """A face-down deck: its back, a little stack under it, how many cards are left."""
    rect = pygame.Rect(rect)
    depth = min(4, max(0, count // 4))
    for i in range(depth, 0, -1):
        pygame.draw.rect(surface, (30, 22, 16), rect.move(i * 2, i * 2), border_radius=10)
    if count:
        surface.blit(pictures.card_back(which, rect.size), rect.topleft)
    else:
        pygame.draw.rect(surface, (60, 44, 32), rect, width=2, border_radius=10)
    font = art.serif(max(12, rect.w // 7), "bold")
    badge = art.rendered(str(count), font, CREAM)
    pill = pygame.Rect(0, 0, badge.get_width() + 14, badge.get_height() + 2)
    pill.midbottom = (rect.centerx, rect.bottom - 6)
    pygame.draw.rect(surface, (30, 22, 16), pill, border_radius=pill.h // 2)
    surface.blit(badge, badge.get_rect(center=pill.center))
    # under the stack, not on it: dark card edges under the words made them unreadable
    art.text(surface, label, art.serif(12, "italic"), art.INK_SOFT, midtop=(rect.centerx, rect.bottom + depth * 2 + 1))


# --- little drawing helpers -------------------------------------------------------------------------------

