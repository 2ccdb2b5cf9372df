"""The closer look: a creature, a place, an artifact or a sigil drawn large, with all its words.

The table draws creatures small (a portrait in a panel, a chip on the bench, a row on an
encounter card) so that the whole game fits the window. A right-click on any of them opens
the shared Inspector (widgets/inspect.py) with a picture drawn here at the size it asks for -
a creature as a card in its tier's colours: its portrait, name, HP, Attack and Defense in
large figures, its ability and its lore - and the words beside it: every number and rule
that applies to it. Places on the board (a Warlord and the creatures they guard, the
Colosseum's champions, a Shaman...) and the artifacts and sigils of the panels and the Shop
open the same way.
"""
from __future__ import annotations

import pygame

from engine import api

from ..widgets import art
from ..widgets.tooltip import plain
from . import pictures
from .bars import shortened
from .seats import tier_colour
from .words import (
    ABILITY_NAMES,
    ABILITY_TEXT,
    ARTIFACT_LEVELS,
    ARTIFACT_NAMES,
    KIND_NAMES,
    KIND_TEXT,
    SIGIL_NAMES,
    SIGIL_TEXT,
    TIER_NAMES,
    plural,
    space_name,
)

RATIO = 0.68  # a creature card's width to its height


# --- creatures ------------------------------------------------------------------------------------------
def lore(creature: dict) -> str:
    """A creature's own words from the box: a deck creature's text, or who it serves."""
    card = creature.get("card")
    if card and card in api.catalog("creature_adventures").creatures:
        return api.catalog("creature_adventures").creatures[card].text
    for lord in api.catalog("creature_adventures").warlords.values():
        if any(c.name == creature["name"] for c in lord.creatures):
            return f"It fights for {lord.name}."
    for champ in api.catalog("creature_adventures").champions:
        if any(c.name == creature["name"] for c in champ.creatures):
            return f"A champion's creature: it fights for {champ.name} in the Colosseum."
    return ""


def creature_words(creature: dict) -> str:
    """Everything about a creature, for the sheet beside its card (the tooltip's markup)."""
    tier = TIER_NAMES.get(creature["tier"], creature["tier"])
    lines = [f"<b>{tier} creature</b>",
             f"HP {max(0, creature['hp'])} of {creature['max_hp']}"
             + (" - knocked out: revive it at your Home or a Shaman" if creature.get("down") else ""),
             f"Attack {creature['attack']}, Defense {creature['defense']}"]
    points, power = creature.get("points") or [0, 0, 0], creature.get("power") or [0, 0, 0]
    for label, pool in (("Attribute points", points), ("Sigil of Power points", power)):
        if any(pool):
            lines.append(f"{label}: " + ", ".join(f"{n} on {a}" for n, a in zip(pool, ("HP", "Attack", "Defense"),
                                                                               strict=True) if n))
    if creature.get("ability"):
        name = ABILITY_NAMES.get(creature["ability"], creature["ability"])
        lines.append(f"<b>{name}</b>: {plain(ABILITY_TEXT.get(creature['ability'], ''))}")
    text = lore(creature)
    if text:
        lines.append(f"<i>{plain(text)}</i>")
    return "<br>".join(lines)


def draw_creature(surface: pygame.Surface, rect: pygame.Rect, creature: dict, npc_kind: str = "") -> None:
    """A creature as a card filling `rect`: frame in its tier's colour, portrait, name and tier,
    HP, Attack and Defense in large figures, and its ability."""
    frame = tier_colour(creature["tier"])
    pygame.draw.rect(surface, frame, rect, border_radius=max(8, rect.w // 18))
    pygame.draw.rect(surface, (40, 28, 18), rect, width=3, border_radius=max(8, rect.w // 18))
    inner = rect.inflate(-rect.w // 12, -rect.w // 12)
    surface.blit(art.parchment(inner.size), inner.topleft)
    pad = max(8, inner.w // 22)
    x, y, w = inner.x + pad, inner.y + pad, inner.w - 2 * pad
    title = art.fitting_serif(creature["name"], w, max(18, inner.w // 11), smallest=16)
    y = art.text(surface, creature["name"], title, art.INK, midtop=(inner.centerx, y)).bottom
    sub = TIER_NAMES.get(creature["tier"], creature["tier"]) + (
        f" \u00b7 {ABILITY_NAMES.get(creature['ability'], '')}" if creature.get("ability") else "")
    y = art.text(surface, sub, art.serif(max(14, inner.w // 22), "italic"), art.INK_SOFT,
                 midtop=(inner.centerx, y + 2)).bottom + pad // 2
    stats_h = max(40, inner.w // 6)
    ability_h = max(0, inner.bottom - pad - y - w - stats_h - pad)
    px = min(w, inner.bottom - pad - y - stats_h - pad - min(ability_h, inner.h // 6))
    portrait = pictures.creature_portrait(creature, px, npc_kind)
    box = portrait.get_rect(midtop=(inner.centerx, y))
    pygame.draw.rect(surface, (40, 28, 18), box.inflate(6, 6), border_radius=6)
    surface.blit(portrait, box)
    y = box.bottom + pad
    _stats(surface, pygame.Rect(x, y, w, stats_h), creature)
    y += stats_h + pad // 2
    if creature.get("ability") and y < inner.bottom - pad - 16:
        words = f"{ABILITY_NAMES.get(creature['ability'], '')}: {ABILITY_TEXT.get(creature['ability'], '')}"
        font = art.serif(max(14, inner.w // 24), "italic")
        for line in art.wrap(words, font, w)[: max(1, (inner.bottom - pad - y) // font.get_linesize())]:
            y = art.text(surface, line, font, art.INK_SOFT, midtop=(inner.centerx, y)).bottom


def _stats(surface: pygame.Surface, area: pygame.Rect, creature: dict) -> None:
    """HP, Attack and Defense side by side, each an icon over a large figure."""
    values = (("hp", f"{max(0, creature['hp'])}/{creature['max_hp']}"), ("attack", str(creature["attack"])),
              ("defense", str(creature["defense"])))
    cell_w = area.w // 3
    icon = max(16, area.h // 2 - 2)
    font = art.serif(max(16, area.h // 2), "bold")
    for i, (name, value) in enumerate(values):
        cell = pygame.Rect(area.x + i * cell_w, area.y, cell_w, area.h)
        pygame.draw.rect(surface, (236, 222, 190), cell.inflate(-6, 0), border_radius=8)
        surface.blit(pictures.icon(name, icon), pictures.icon(name, icon).get_rect(midtop=(cell.centerx, cell.y + 2)))
        art.text(surface, value, font, art.INK, midbottom=(cell.centerx, cell.bottom))


# --- places, artifacts and sigils -------------------------------------------------------------------------
def place_picture(space_id: str) -> str:
    """The place art of a space (spaces/<name>.png)."""
    space = api.catalog("creature_adventures").board.spaces[space_id]
    if space.kind == "warlord":
        return f"warlord_{space.sigil}"
    if space.kind == "home":
        return f"home_{space.seat}"
    return space.kind


def place_words(space_id: str, holder: str = "") -> str:
    """A place with everything that is there: its rule and, for a Warlord, the creatures they
    guard their sigil with; for the Colosseum, its three champions."""
    space = api.catalog("creature_adventures").board.spaces[space_id]
    lines = [f"<b>{KIND_NAMES.get(space.kind, space.kind)}</b>", plain(KIND_TEXT.get(space.kind, ""))]
    if space.kind == "warlord":
        lord = api.catalog("creature_adventures").warlords[space.sigil]
        lines.append(f"<b>{lord.name}</b> holds the {SIGIL_NAMES[space.sigil]}: {plain(SIGIL_TEXT[space.sigil])}")
        if holder:
            lines.append(f"<i>The sigil is held by {plain(holder)} now.</i>")
        lines += [_npc_line(c) for c in lord.creatures]
    elif space.kind == "colosseum":
        for i, champ in enumerate(api.catalog("creature_adventures").champions):
            lines.append(f"<b>{i + 1}. {champ.name}</b>: " + "; ".join(_npc_line(c) for c in champ.creatures))
    return "<br>".join(lines)


def _npc_line(c) -> str:
    ability = f", {ABILITY_NAMES.get(c.ability, c.ability)}" if c.ability else ""
    return f"{c.name}: {c.hp} HP, Attack {c.attack}, Defense {c.defense}{ability}"


def draw_place(surface: pygame.Surface, rect: pygame.Rect, space_id: str) -> None:
    """A place as a square plate: its art, its name under it."""
    _plate(surface, rect, pictures.place(place_picture(space_id), min(rect.w, rect.h) * 3 // 4), space_name(space_id))


def artifact_words(artifact: str, level: int) -> str:
    levels = ARTIFACT_LEVELS[artifact]
    if artifact == "ascension":
        return f"<b>{plural(level, 'charge')}</b><br>{plain(levels[0])}"
    lines = [f"<b>Level {level} of {len(levels)}</b>" if level else "<b>Not owned</b>"]
    for i, text in enumerate(levels):
        mark = "(held) " if i < level else ""
        lines.append(f"Level {i + 1}: {mark}{plain(text)}")
    return "<br>".join(lines)


def draw_icon(surface: pygame.Surface, rect: pygame.Rect, name: str, caption: str) -> None:
    """An artifact's or a sigil's icon, large, on a plate with its name."""
    _plate(surface, rect, pictures.icon(name, min(rect.w, rect.h) * 2 // 3), caption)


def sigil_words(sigil: str) -> str:
    return f"<b>{SIGIL_NAMES[sigil]}</b><br>{plain(SIGIL_TEXT[sigil])}"


def artifact_name(artifact: str) -> str:
    return ARTIFACT_NAMES[artifact]


def _plate(surface: pygame.Surface, rect: pygame.Rect, picture: pygame.Surface, caption: str) -> None:
    side = min(rect.w, rect.h)
    plate = pygame.Rect(0, 0, side, side)
    plate.center = rect.center
    pygame.draw.rect(surface, (120, 86, 48), plate, border_radius=side // 12)
    inner = plate.inflate(-side // 14, -side // 14)
    surface.blit(art.parchment(inner.size), inner.topleft)
    surface.blit(picture, picture.get_rect(midtop=(inner.centerx, inner.y + side // 16)))
    font = art.fitting_serif(caption, inner.w - 20, max(18, side // 12), smallest=16)
    art.text(surface, shortened(caption, font, inner.w - 20), font, art.INK, midbottom=(inner.centerx, inner.bottom - side // 20))
