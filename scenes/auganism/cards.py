"""Auganism's cards as the table draws them: a monster with its stages, a hero, a card back.

A monster card shows what the rulebook's card does: the name and family, the portrait, a ladder
of its stages (Attack and Health at each, the EVR to reach it) with the current stage lit and
the stages still to come below it, its EVP, Sword and Shield, and its effects' words. Where each
goes, and what a smaller card leaves to the side preview and the tooltip, is card_plan.py's:
no word is drawn under 12 px. The body is cached per size and stage; what a battle changes -
Health left, boosts - is drawn over it each frame.
"""
from __future__ import annotations

import pygame

from engine import api

from ..i18n import N_, _, ngettext
from ..widgets import art, card_art, images
from . import card_plan, pictures, words

CREAM = (250, 244, 230)
INK = art.INK
CHIPS = {"evp": (150, 110, 30), "sword": (170, 60, 40), "shield": (60, 100, 160)}  # a chip's colour, by kind
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
        _boosts(surface, rect, card, -1 if stage is None else stage, boosts)
    if dim:
        surface.blit(card_art.veil(rect.size, (20, 14, 10, 120)), rect.topleft)


@images.table_art(maxsize=256)
def _body(card: str, size: tuple[int, int], stage: int) -> pygame.Surface:
    """The card's face at `size` as card_plan.py lays it out, stage index `stage` lit."""
    m = api.catalog("auganism").monsters[card]
    plan = card_plan.plan(card, size, stage)
    colour = pictures.family_colour(m.family)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = min(9, size[0] // 4)
    pygame.draw.rect(surf, card_art.darker(colour, 0.5), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-6, -6)
    surf.blit(card_art.paper(inner.size), inner.topleft)
    pygame.draw.rect(surf, colour, surf.get_rect(), width=3, border_radius=radius)
    if plan.header is not None:
        pygame.draw.rect(surf, colour, plan.header, border_top_left_radius=7, border_top_right_radius=7)
        for line in plan.name:
            _write(surf, line, INK if card_art.light(colour) else CREAM)
    surf.blit(pictures.portrait(card, m.family, plan.portrait.size), plan.portrait.topleft)
    pygame.draw.rect(surf, card_art.darker(colour, 0.7), plan.portrait, width=1, border_radius=3)
    if plan.emblem is not None:
        surf.blit(pictures.emblem(m.family, plan.emblem.w), plan.emblem.topleft)
    for row in plan.rows:
        if row.stage == stage:
            pygame.draw.rect(surf, (246, 214, 120), row.rect, border_radius=3)
        ink = art.INK_SOFT if 0 <= row.stage < stage else INK
        for line in row.words:
            _write(surf, line, ink)
    for chip in plan.chips:
        pygame.draw.rect(surf, CHIPS[chip.kind], chip.rect, border_radius=chip.rect.h // 2)
        _write(surf, chip.line, CREAM)
    for line in plan.effects:
        _write(surf, line, INK)
    return surf


def _write(surf: pygame.Surface, line: card_plan.Line, colour) -> None:
    art.text(surf, line.text, art.serif(line.size, line.style), colour, topleft=line.rect.topleft)


def _health(surface: pygame.Surface, rect: pygame.Rect, card: str, stage: int, health: int) -> None:
    """The Health left, as a red pill over the portrait's corner: "5 / 9"."""
    top = api.catalog("auganism").monsters[card].stages[stage].health
    pic = card_plan.plan(card, rect.size, stage).portrait.move(rect.topleft)
    font = art.serif(max(12, rect.w // 9), "bold")
    label = f"{max(0, health)} / {top}"
    pill = pygame.Rect(0, 0, font.size(label)[0] + 14, font.get_linesize() + 2)
    pill.bottomright = (pic.right - 3, pic.bottom - 3)
    pygame.draw.rect(surface, (170, 30, 30) if health < top else (60, 120, 60), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, CREAM, pill, width=1, border_radius=pill.h // 2)
    art.text(surface, label, font, CREAM, center=pill.center)


def _boosts(surface: pygame.Surface, rect: pygame.Rect, card: str, stage: int, boosts: tuple[int, int]) -> None:
    """What augments added for the next battle, as chips across the portrait's top: "+2 Atk"
    in the Sword's colour, "+1 Shd" in the Shield's - the numbers alone where the words of both
    do not fit side by side."""
    pic = card_plan.plan(card, rect.size, stage).portrait.move(rect.topleft)
    font = art.serif(max(card_plan.SMALLEST, rect.w // 11), "bold")
    shown = [(kind, value) for kind, value in zip(("sword", "shield"), boosts, strict=True) if value]
    texts = [_(BOOSTS[kind]).format(n=value) for kind, value in shown]
    if sum(font.size(text)[0] + 13 for text in texts) > pic.w - 3:
        texts = [f"+{value}" for _kind, value in shown]
    x = pic.x + 3
    for (kind, _value), text in zip(shown, texts, strict=True):
        chip = pygame.Rect(x, pic.y + 3, font.size(text)[0] + 10, font.get_linesize())
        pygame.draw.rect(surface, CHIPS[kind], chip, border_radius=chip.h // 2)
        art.text(surface, text, font, CREAM, center=chip.center)
        x = chip.right + 3


def draw_hero(surface: pygame.Surface, rect: pygame.Rect, hero: str, wait: int, *, glow=None) -> None:
    """The hero: portrait, name, and how many of the owner's turns until its effect is ready."""
    rect = pygame.Rect(rect)
    card_art.shadow(surface, rect)
    if glow is not None:
        card_art.ring(surface, rect, glow)
    surface.blit(_hero_body(hero, rect.size), rect.topleft)
    font = _pill_font(rect.w)
    text = _("ready") if wait == 0 else ngettext("{n} turn", "{n} turns", wait).format(n=wait)
    pill = pygame.Rect(0, 0, font.size(text)[0] + 12, font.get_linesize() + 2)
    pill.midbottom = (rect.centerx, rect.bottom - 4)
    pygame.draw.rect(surface, (60, 130, 70) if wait == 0 else (120, 90, 60), pill, border_radius=pill.h // 2)
    art.text(surface, text, font, CREAM, center=pill.center)


def _pill_font(width: int) -> pygame.font.Font:
    return art.serif(max(card_plan.SMALLEST, width // 8), "bold")


@images.table_art(maxsize=32)
def _hero_body(hero: str, size: tuple[int, int]) -> pygame.Surface:
    """The hero's portrait and, where a line of readable type fits between it and the pill that
    counts the turns, its name (cut with an ellipsis when long; the seat's panel, the tooltip and
    the closer look give it whole)."""
    w, hh = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (60, 44, 30), surf.get_rect(), border_radius=9)
    inner = surf.get_rect().inflate(-6, -6)
    surf.blit(card_art.paper(inner.size), inner.topleft)
    pygame.draw.rect(surf, art.GOLD, surf.get_rect(), width=3, border_radius=9)
    pill_top = hh - 4 - (_pill_font(w).get_linesize() + 2)
    pic = pygame.Rect(5, 5, w - 10, int(hh * 0.62))
    named = pic.bottom + 2 + card_plan.SMALLEST + 2 <= pill_top
    if not named:
        pic.h = hh - 10
    surf.blit(pictures.hero(hero, pic.size), pic.topleft)
    if named:
        name = words.hero_name(hero)
        size = max(card_plan.SMALLEST, min(hh // 10, pill_top - 2 - pic.bottom - 2))
        room = w - 8  # the paper's width but a pixel each side: 'The Alchemist' whole at 1280x800
        font = art.fitting_serif(name, room, size, smallest=card_plan.SMALLEST)
        if font.size(name)[0] > room:
            name = card_plan.shortened(name, room, "bold")
        art.text(surf, name, font, INK, midtop=(w // 2, pic.bottom + 2))
    return surf


def draw_back(surface: pygame.Surface, rect: pygame.Rect, count: int | None = None) -> None:
    rect = pygame.Rect(rect)
    surface.blit(pictures.card_back(rect.size), rect.topleft)
    if count is not None:
        _count(surface, rect, count)


def draw_graveyard(surface: pygame.Surface, rect: pygame.Rect, pile: list[str]) -> None:
    """A graveyard as a pile beside the deck: its top card's portrait, dimmed, in its family's
    colour (the tooltip and the side preview show the card), or an empty slot; and how many
    cards it holds."""
    rect = pygame.Rect(rect)
    if pile:
        family = api.catalog("auganism").monsters[pile[-1]].family
        colour = pictures.family_colour(family)
        card_art.shadow(surface, rect)
        pygame.draw.rect(surface, card_art.darker(colour, 0.5), rect, border_radius=6)
        inner = rect.inflate(-6, -6)
        surface.blit(pictures.portrait(pile[-1], family, inner.size), inner.topleft)
        pygame.draw.rect(surface, colour, rect, width=2, border_radius=6)
        surface.blit(card_art.veil(rect.size, (20, 14, 10, 110)), rect.topleft)
    else:
        pygame.draw.rect(surface, (60, 44, 32), rect, width=1, border_radius=6)
    _count(surface, rect, len(pile))


def _count(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """A pile's size, on a dark pill at its foot."""
    font = art.serif(max(card_plan.SMALLEST, rect.w // 4), "bold")
    pill = pygame.Rect(0, 0, font.size(str(count))[0] + 12, font.get_linesize())
    pill.midbottom = (rect.centerx, rect.bottom - 3)
    pygame.draw.rect(surface, (30, 22, 16), pill, border_radius=pill.h // 2)
    art.text(surface, str(count), font, CREAM, center=pill.center)
