"""Auganism's cards as the table draws them: a monster with its stages, a hero, a card back.

A monster card shows what the rulebook's card does: the name and family, the portrait, a ladder
of its stages (Attack and Health at each, the EVR to reach it) with the current stage lit and
the stages still to come below it, and its EVP, Sword and Shield. The body is cached per size and
stage; what a battle changes - Health left, boosts - is drawn over it each frame. A hand card
is the same card, smaller, without the effect's words.
"""
from __future__ import annotations

import pygame

from engine import api

from ..i18n import N_, _, ngettext
from ..widgets import art, card_art, images
from . import pictures, words

CREAM = (250, 244, 230)
INK = art.INK
ROMAN = ("I", "II", "III", "IV")
CHIPS = {"evp": ((150, 110, 30), N_("EVP {n}")), "sword": ((170, 60, 40), N_("Swd {n}")),
         "shield": ((60, 100, 160), N_("Shd {n}"))}  # a card's chips; a boost's are BOOSTS
BOOSTS = {"sword": N_("+{n} Atk"), "shield": N_("+{n} Shd")}


def draw_monster(surface: pygame.Surface, rect: pygame.Rect, card: str, *, stage: int | None = None,
                 health: int | None = None, boosts: tuple[int, int] = (0, 0), glow=None, dim: bool = False,
                 lift: float = 0.0) -> None:
    """`stage` is the summoned stage index (None: a card not in play, Stage 1 shown as its first)."""
    rect = pygame.Rect(rect).move(0, -round(lift))
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(_body(card, rect.size, -1 if stage is None else stage), rect.topleft)
    if health is not None:
        _health(surface, rect, card, stage or 0, health)
    if boosts[0] or boosts[1]:
        _boosts(surface, rect, boosts)
    if dim:
        surface.blit(card_art.veil(rect.size, (20, 14, 10, 120)), rect.topleft)


SMALL = 200  # a card shorter than this (on the table, in the hand) has no room for its effect's words


def _rows(h: int) -> tuple[int, int]:
    """(stage row height, chip row height): on a small card as large as reading them needs."""
    if h >= SMALL:
        return 0, max(12, h // 14)
    return max(15, min(20, h // 9)), max(15, min(20, h // 9))


def _portrait_rect(size: tuple[int, int], stages: int = 3) -> pygame.Rect:
    """The portrait: on a small card, what the stage ladder and the chips leave of the height."""
    w, h = size
    head = max(14, h // 9)
    if h >= SMALL:
        return pygame.Rect(5, head + 4, w - 10, int(h * 0.36))
    row_h, chip_h = _rows(h)
    pic_h = max(12, h - head - 4 - 3 - stages * row_h - 2 - chip_h - 6)
    return pygame.Rect(5, head + 4, w - 10, pic_h)


@images.table_art(maxsize=256)
def _body(card: str, size: tuple[int, int], stage: int) -> pygame.Surface:
    m = api.catalog("auganism").monsters[card]
    w, h = size
    colour = pictures.family_colour(m.family)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, card_art.darker(colour, 0.5), surf.get_rect(), border_radius=9)
    inner = surf.get_rect().inflate(-6, -6)
    surf.blit(card_art.paper(inner.size), inner.topleft)
    pygame.draw.rect(surf, colour, surf.get_rect(), width=3, border_radius=9)
    head = max(14, h // 9)
    band = pygame.Rect(3, 3, w - 6, head)
    pygame.draw.rect(surf, colour, band, border_top_left_radius=7, border_top_right_radius=7)
    em = max(10, head - 4)
    name = words.card_name(card)
    font = art.fitting_serif(name, w - em - 14, max(9, int(head * 0.75)), smallest=8)
    art.text(surf, name, font, INK if card_art.light(colour) else CREAM, midleft=(band.x + 4, band.centery))
    surf.blit(pictures.emblem(m.family, em), (band.right - em - 2, band.y + 2))
    pic = _portrait_rect(size, len(m.stages))
    surf.blit(pictures.portrait(card, m.family, pic.size), pic.topleft)
    pygame.draw.rect(surf, card_art.darker(colour, 0.7), pic, width=1, border_radius=3)
    row_h, chip_h = _rows(h)
    y = _ladder(surf, m, pygame.Rect(5, pic.bottom + 3, w - 10, h), stage, row_h)
    y = _chips(surf, m, pygame.Rect(5, y + 2, w - 10, chip_h))
    if h >= 180:
        _effects(surf, m, pygame.Rect(6, y + 2, w - 12, h - y - 8))
    return surf


def _ladder(surf: pygame.Surface, m, area: pygame.Rect, current: int, row_h: int = 0) -> int:
    """One line per stage: "II  5/7  EVR 3"; the current stage lit, past ones faded."""
    row_h = row_h or max(10, min(18, area.w // 7))
    font = art.serif(max(11, row_h - 3), "bold")
    y = area.y
    for i, st in enumerate(m.stages):
        row = pygame.Rect(area.x, y, area.w, row_h)
        if i == current:
            pygame.draw.rect(surf, (246, 214, 120), row, border_radius=3)
        ink = art.INK_SOFT if 0 <= i < current else INK
        art.text(surf, ROMAN[i], font, ink, midleft=(row.x + 2, row.centery))
        stats = f"{st.attack} / {st.health}"
        art.text(surf, stats, font, ink, center=(row.centerx - area.w // 10, row.centery))
        if st.evr is not None:
            evr = _("EVR {n}").format(n=st.evr) if area.w >= 90 else f"\u2191{st.evr}"
            art.text(surf, evr, art.serif(max(11, row_h - 5)), ink, midright=(row.right - 2, row.centery))
        y += row_h
    return y


def _chips(surf: pygame.Surface, m, area: pygame.Rect) -> int:
    values = (("evp", m.evp), ("sword", m.sword), ("shield", m.shield))
    w = (area.w - 8) // 3
    font = art.serif(max(11, area.h - 4), "bold")
    for k, (kind, value) in enumerate(values):
        colour, label = CHIPS[kind]
        chip = pygame.Rect(area.x + k * (w + 4), area.y, w, area.h)
        pygame.draw.rect(surf, colour, chip, border_radius=area.h // 2)
        said = _(label).format(n=value)
        if font.size(said)[0] > w - 4:  # a small card: the number alone, in the chip's colour
            said = str(value)
        art.text(surf, said, font, CREAM, center=chip.center)
    return area.bottom


def _effects(surf: pygame.Surface, m, area: pygame.Rect) -> None:
    font = art.serif(max(8, min(12, area.w // 14)), "italic")
    y = area.y
    for e in m.effects:
        for line in art.wrap(words.say(words.rules.effect_line(e)), font, area.w):
            if y + font.get_linesize() > area.bottom:
                return
            art.text(surf, line, font, INK, midtop=(area.centerx, y))
            y += font.get_linesize() - 1


def _health(surface: pygame.Surface, rect: pygame.Rect, card: str, stage: int, health: int) -> None:
    """The Health left, as a red pill over the portrait's corner: "5 / 9"."""
    top = api.catalog("auganism").monsters[card].stages[stage].health
    pic = _portrait_rect(rect.size, len(api.catalog("auganism").monsters[card].stages)).move(rect.topleft)
    font = art.serif(max(12, rect.w // 9), "bold")
    label = f"{max(0, health)} / {top}"
    pill = pygame.Rect(0, 0, font.size(label)[0] + 14, font.get_linesize() + 2)
    pill.bottomright = (pic.right - 3, pic.bottom - 3)
    pygame.draw.rect(surface, (170, 30, 30) if health < top else (60, 120, 60), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, CREAM, pill, width=1, border_radius=pill.h // 2)
    art.text(surface, label, font, CREAM, center=pill.center)


def _boosts(surface: pygame.Surface, rect: pygame.Rect, boosts: tuple[int, int]) -> None:
    pic = _portrait_rect(rect.size).move(rect.topleft)
    font = art.serif(max(9, rect.w // 11), "bold")
    x = pic.x + 3
    for value, kind in zip(boosts, ("sword", "shield"), strict=True):
        if not value:
            continue
        colour, text = CHIPS[kind][0], _(BOOSTS[kind]).format(n=value)
        chip = pygame.Rect(x, pic.y + 3, font.size(text)[0] + 10, font.get_linesize())
        pygame.draw.rect(surface, colour, chip, border_radius=chip.h // 2)
        art.text(surface, text, font, CREAM, center=chip.center)
        x = chip.right + 3


def draw_hero(surface: pygame.Surface, rect: pygame.Rect, hero: str, wait: int, *, glow=None) -> None:
    """The hero: portrait, name, and how many of the owner's turns until its effect is ready."""
    rect = pygame.Rect(rect)
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(_hero_body(hero, rect.size), rect.topleft)
    font = art.serif(max(12, rect.w // 8), "bold")
    text = _("ready") if wait == 0 else ngettext("{n} turn", "{n} turns", wait).format(n=wait)
    pill = pygame.Rect(0, 0, font.size(text)[0] + 12, font.get_linesize() + 2)
    pill.midbottom = (rect.centerx, rect.bottom - 4)
    pygame.draw.rect(surface, (60, 130, 70) if wait == 0 else (120, 90, 60), pill, border_radius=pill.h // 2)
    art.text(surface, text, font, CREAM, center=pill.center)


@images.table_art(maxsize=32)
def _hero_body(hero: str, size: tuple[int, int]) -> pygame.Surface:
    w, hh = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (60, 44, 30), surf.get_rect(), border_radius=9)
    inner = surf.get_rect().inflate(-6, -6)
    surf.blit(card_art.paper(inner.size), inner.topleft)
    pygame.draw.rect(surf, art.GOLD, surf.get_rect(), width=3, border_radius=9)
    pic = pygame.Rect(5, 5, w - 10, int(hh * 0.62))
    surf.blit(pictures.hero(hero, pic.size), pic.topleft)
    name = words.hero_name(hero)
    font = art.fitting_serif(name, w - 10, max(9, hh // 10), smallest=8)
    art.text(surf, name, font, INK, midtop=(w // 2, pic.bottom + 2))
    return surf


def draw_back(surface: pygame.Surface, rect: pygame.Rect, count: int | None = None) -> None:
    rect = pygame.Rect(rect)
    surface.blit(pictures.card_back(rect.size), rect.topleft)
    if count is not None:
        font = art.serif(max(12, rect.w // 4), "bold")
        pill = pygame.Rect(0, 0, font.size(str(count))[0] + 12, font.get_linesize())
        pill.midbottom = (rect.centerx, rect.bottom - 3)
        pygame.draw.rect(surface, (30, 22, 16), pill, border_radius=pill.h // 2)
        art.text(surface, str(count), font, CREAM, center=pill.center)
