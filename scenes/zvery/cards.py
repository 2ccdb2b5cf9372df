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
from functools import lru_cache

import pygame

from engine.games.zvery.content import content

from ..widgets import art, card_art
from ..widgets.dice import draw_face
from . import pictures, words

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
    c = content()
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


def portrait_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the portrait sits on a card of `size` (card coordinates)."""
    w, h = size
    head = header_h(size)
    side = max(24, min(w - 16, int(h * 0.5)))
    return pygame.Rect((w - side) // 2, head + 4, side, side)


def header_h(size: tuple[int, int]) -> int:
    return max(18, int(size[1] * 0.11))


@lru_cache(maxsize=160)
def _body(card: str, abilities: tuple[str, ...], mutations: tuple[str, ...], size: tuple[int, int],
          grey: bool) -> pygame.Surface:
    c = content()
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
    _header(surf, creature, colour, size)
    pic = portrait_rect(size)
    surf.blit(pictures.portrait(card, creature.type, pic.w, grey), pic.topleft)
    pygame.draw.rect(surf, card_art.darker(colour, 0.7), pic, width=2, border_radius=4)
    em = max(14, pic.w // 5)
    surf.blit(pictures.emblem(creature.type, em), (pic.x + 3, pic.y + 3))
    _below(surf, creature, abilities, mutations, pygame.Rect(6, pic.bottom + 3, w - 12, h - pic.bottom - 9))
    if grey:
        surf.blit(card_art.veil(size, (60, 60, 60, 120)), (0, 0))
    return surf


def _header(surf: pygame.Surface, creature, colour, size) -> None:
    w, _ = size
    head = header_h(size)
    band = pygame.Rect(3, 3, w - 6, head)
    pygame.draw.rect(surf, colour, band, border_top_left_radius=8, border_top_right_radius=8)
    star_w = creature.level * max(7, head // 2)
    font = art.fitting_serif(creature.name, w - 16 - star_w, max(11, int(head * 0.72)), smallest=9)
    ink = INK if card_art.light(colour) else CREAM
    art.text(surf, creature.name, font, ink, midleft=(band.x + 5, band.centery))
    r = max(3, head // 4)
    for i in range(creature.level):
        cx = band.right - 6 - r - i * (2 * r + 2)
        card_art.star(surf, (cx, band.centery), r, GOLD)


def _below(surf: pygame.Surface, creature, abilities, mutations, area: pygame.Rect) -> None:
    """Catch rate and traits, then a strip per card beneath: abilities, then mutations."""
    c = content()
    small = art.serif(max(11, min(18, area.w // 10, area.h // 4)))  # larger on a zoomed card
    y = area.y
    line = f"Catch {creature.catchrate}  \u00b7  Health {creature.health}"
    art.text(surf, line, small, art.INK_SOFT, midtop=(area.centerx, y))
    y += small.get_linesize()
    italic = art.serif(max(10, min(16, area.w // 12, area.h // 5)), "italic")
    for trait in creature.traits:
        for text_line in art.wrap(words.trait_text(trait), italic, area.w)[:2]:
            if y + italic.get_linesize() > area.bottom:
                return
            art.text(surf, text_line, italic, INK, midtop=(area.centerx, y))
            y += italic.get_linesize() - 1
    strips = [(c.abilities[a].name, c.abilities[a].type, "ability") for a in abilities if a in c.abilities]
    strips += [(c.mutations[m].name, c.mutations[m].type, c.mutations[m].kind) for m in mutations]
    strip_h = max(12, min(18, (area.bottom - y - 2) // max(1, len(strips)) if strips else 18))
    y = max(y + 2, area.bottom - len(strips) * strip_h)
    font = art.serif(max(9, strip_h - 5), "bold")
    for name, kind, what in strips:
        if y + strip_h > area.bottom + 1:
            break
        strip = pygame.Rect(area.x, y, area.w, strip_h - 2)
        colour = pictures.type_colour(kind)
        pygame.draw.rect(surf, card_art.lighter(colour, 0.55) if what != "ability" else colour, strip, border_radius=4)
        pygame.draw.rect(surf, card_art.darker(colour, 0.6), strip, width=1, border_radius=4)
        mark = "+ " if what != "ability" else ""  # an upgrade (the serif has no star glyph)
        label = mark + name
        ink = INK if what != "ability" or card_art.light(colour) else CREAM
        fitted = art.fitting_serif(label, strip.w - 6, font.get_height(), smallest=8)
        art.text(surf, label, fitted, ink, center=strip.center)
        y += strip_h


# --- the battle's marks (every frame) -------------------------------------------------------------------
def _marks(surface: pygame.Surface, rect: pygame.Rect, face: CardFace) -> None:
    pic = portrait_rect(rect.size).move(rect.topleft)
    health = face.health if face.health is not None else max_health(face)
    die = max(24, int(pic.w * 0.4))
    health_die(surface, pygame.Rect(pic.right - die + 6, pic.bottom - die + 6, die, die), health,
               bleeding=face.health is not None and health <= 0 and not face.gone)
    chip = max(14, pic.w // 6)
    x = pic.x + 2
    for value, kind in ((face.strength, "strength"), (face.fortitude, "fortitude")):
        if value:
            _chip(surface, pygame.Rect(x, pic.bottom - chip - 2, chip * 2, chip), kind, value)
            x += chip * 2 + 3
    if face.stun and not face.gone:
        stun_card(surface, pygame.Rect(pic.right - int(pic.w * 0.46), pic.y - 4, int(pic.w * 0.5), int(pic.w * 0.36)),
                  face.stun)
    if face.catch_dice:
        size = max(14, pic.w // 5)
        for i, v in enumerate(face.catch_dice):
            draw_face(surface, pygame.Rect(pic.x + 2 + i * (size + 2), pic.y + pic.h // 3, size, size),
                      ["empty"] * v, style="plain")
    if face.gone == "caught":
        _stamp(surface, pic, "CAUGHT", (40, 120, 60))
    elif face.gone == "dead":
        _stamp(surface, pic, "FALLEN", (110, 30, 26))
    elif face.note:
        _banner(surface, pic, face.note)


def health_die(surface: pygame.Surface, rect: pygame.Rect, value: int, bleeding: bool = False) -> None:
    """The d20 that counts a creature's health: a pentagon-faced die with the number on it."""
    surface.blit(_d20(rect.w, bleeding), rect.topleft)
    font = art.serif(max(12, int(rect.w * 0.58)), "bold")
    art.text(surface, str(value), font, CREAM if bleeding else INK, center=(rect.centerx, rect.centery + 2))


@lru_cache(maxsize=32)
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


@lru_cache(maxsize=32)
def _stun(size: tuple[int, int], value: int) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, STUN_RED, card.get_rect(), border_radius=5)
    pygame.draw.rect(card, CREAM, card.get_rect().inflate(-4, -4), width=1, border_radius=4)
    font = art.serif(max(9, size[1] // 3), "bold")
    art.text(card, "STUN", font, CREAM, center=(size[0] // 2, size[1] // 3))
    art.text(card, str(value), art.serif(max(10, size[1] // 2), "bold"), CREAM,
             center=(size[0] // 2, size[1] * 2 // 3 + 1))
    return pygame.transform.rotate(card, -10)


def _chip(surface: pygame.Surface, rect: pygame.Rect, kind: str, value: int) -> None:
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
    font = art.serif(max(9, rect.h - 3), "bold")
    art.text(surface, f"{value:+d}", font, CREAM, midleft=(icon.right + 1, rect.centery))


def _banner(surface: pygame.Surface, pic: pygame.Rect, words_: str) -> None:
    """A dark band across the top of the portrait with a short line on it ("catch: 17+")."""
    font = art.serif(max(12, pic.w // 7), "bold")
    band = pygame.Rect(pic.x, pic.y + 4, pic.w, font.get_linesize() + 4)
    surface.blit(card_art.veil(band.size, (20, 14, 10, 190)), band.topleft)
    art.text(surface, words_, art.fitting_serif(words_, band.w - 6, font.get_height(), smallest=10), GOLD,
             center=band.center)


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


@lru_cache(maxsize=64)
def _mutation_body(mutation: str, size: tuple[int, int]) -> pygame.Surface:
    m = content().mutations[mutation]
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
    title = "Mutation \u00b7 " + ("ability" if m.kind == "ability" else "upgrade")
    art.text(surf, title, art.serif(max(9, int(head * 0.6)), "italic"), INK if card_art.light(colour) else CREAM,
             center=band.center)
    em = max(18, w // 4)
    surf.blit(pictures.emblem(m.type, em), ((w - em) // 2, band.bottom + 4))
    y = band.bottom + em + 6
    name_font = art.fitting_serif(m.name, w - 12, max(11, min(24, h // 12)), smallest=9)
    art.text(surf, m.name, name_font, INK, midtop=(w // 2, y))
    y += name_font.get_linesize() + 2
    font = art.serif(max(9, min(16, w // 12, h // 16)))
    lines = []
    if m.health:
        lines.append(f"+{m.health} health")
    lines += [words.trait_text(t) for t in m.traits]
    lines += [f"{s.name}: {words.cost_text(s.cost)} \u2192 {words.skill_text(s)}" for s in m.skills]
    for entry in lines:
        for text_line in art.wrap(entry, font, w - 14):
            if y + font.get_linesize() > h - 6:
                return surf
            art.text(surf, text_line, font, INK, midtop=(w // 2, y))
            y += font.get_linesize() - 1
        y += 2
    return surf


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
    font = art.serif(max(11, rect.w // 7), "bold")
    badge = art.rendered(str(count), font, CREAM)
    pill = pygame.Rect(0, 0, badge.get_width() + 14, badge.get_height() + 2)
    pill.midbottom = (rect.centerx, rect.bottom - 6)
    pygame.draw.rect(surface, (30, 22, 16), pill, border_radius=pill.h // 2)
    surface.blit(badge, badge.get_rect(center=pill.center))
    art.text(surface, label, art.serif(11, "italic"), art.INK_SOFT, midtop=(rect.centerx, rect.bottom + 1))


# --- little drawing helpers -------------------------------------------------------------------------------

