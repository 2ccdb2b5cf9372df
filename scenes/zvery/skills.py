"""The skill cards of the fighter about to act: a name, the cost as slots for dice, the effect.

A skill's cost is drawn as slots a die can be dropped on: a faint die face for an exact value,
"?" for any die, "=" for dice that must match, linked slots for a chain, one wide slot with a
running sum for a powerup. While a skill is being paid its slots fill with the dice placed so
far; while a die is dragged, each slot says whether that die fits (green) or not (red). The
effect's keywords are underlined, and their rectangles are kept so that hovering one shows
what it does.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.games.zvery.content import Cost, Skill

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
    skill: Skill
    kind: str  # the card's type, for its colour
    state: str  # "ready" (can be used now), "paying", "used", "blocked" (not affordable / not its go)
    chosen: list[int] = field(default_factory=list)  # dice values placed so far (while paying)
    keywords: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    slots: list[pygame.Rect] = field(default_factory=list)


def slot_count(cost: Cost) -> int:
    return cost.slots


def layout_tiles(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Tiles side by side in `area`, as wide as fits (up to 210 px), in one or two rows."""
    if count == 0:
        return []
    rows = 1 if count <= 6 else 2
    per_row = -(-count // rows)
    gap = 10
    w = min(210, (area.w - gap * (per_row - 1)) // per_row)
    h = (area.h - gap * (rows - 1)) // rows
    out = []
    for i in range(count):
        r, col = divmod(i, per_row)
        in_row = min(per_row, count - r * per_row)
        x0 = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
        out.append(pygame.Rect(x0 + col * (w + gap), area.y + r * (h + gap), w, h))
    return out


def draw_tile(surface: pygame.Surface, tile: Tile, *, hover: bool = False, hint: bool = False,
              dragging: int | None = None, fits=None) -> None:
    """Draw `tile`; `dragging` is the value of a die in the hand, `fits(tile)` whether it may go here."""
    r = tile.rect
    colour = pictures.type_colour(tile.kind)
    lift = 4 if tile.state == "paying" or (hover and tile.state == "ready") else 0
    r = r.move(0, -lift)
    card_art.shadow(surface, r)
    if tile.state == "paying" or hint:
        pygame.draw.rect(surface, (255, 214, 102), r.inflate(8, 8), width=3, border_radius=10)
    elif tile.state == "ready":
        pygame.draw.rect(surface, (255, 236, 170), r.inflate(4, 4), width=2, border_radius=9)
    surface.blit(card_art.paper(r.size), r.topleft)
    pygame.draw.rect(surface, colour, r, width=3, border_radius=8)
    name_font = art.fitting_serif(tile.skill.name, r.w - 16, max(12, min(17, r.h // 6)), smallest=10)
    art.text(surface, tile.skill.name, name_font, art.INK, midtop=(r.centerx, r.y + 3))
    y = r.y + 5 + name_font.get_linesize()
    slot = max(18, min(34, r.h // 3, (r.w - 20) // max(1, slot_count(tile.skill.cost)) - 6))
    tile.slots = _slots(surface, tile, pygame.Rect(r.x + 6, y, r.w - 12, slot), slot, dragging, fits)
    y += slot + 3
    tile.keywords = _effect_text(surface, words.skill_text(tile.skill), pygame.Rect(r.x + 6, y, r.w - 12, r.bottom - y - 2))
    if tile.state in ("used", "blocked"):
        surface.blit(card_art.veil(r.size, (30, 22, 16, 120)), r.topleft)
        if tile.state == "used":
            font = art.serif(max(12, r.h // 7), "bold")
            ribbon = pygame.Rect(r.x + 4, 0, r.w - 8, font.get_linesize() + 4)
            ribbon.centery = r.centery
            pygame.draw.rect(surface, (70, 40, 30), ribbon, border_radius=4)
            art.text(surface, "used this turn", font, CREAM, center=ribbon.center)


def _slots(surface: pygame.Surface, tile: Tile, area: pygame.Rect, size: int, dragging, fits) -> list[pygame.Rect]:
    cost = tile.skill.cost
    n = slot_count(cost)
    if cost.kind == "powerup":
        rect = pygame.Rect(0, 0, min(area.w, size * 4), size)
        rect.center = area.center
        _slot_box(surface, rect, dragging, fits, tile)
        paid = sum(tile.chosen)
        label = f"{paid} of {cost.total}+" if tile.chosen else f"sum {cost.total}+"
        font = art.serif(max(10, size // 2), "bold")
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


def _slot_mark(surface: pygame.Surface, rect: pygame.Rect, cost: Cost, i: int) -> None:
    if cost.kind == "exact":
        ghost = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_face(ghost, ghost.get_rect().inflate(-4, -4), ["empty"] * cost.values[i], style="plain")
        ghost.set_alpha(170)
        surface.blit(ghost, rect.topleft)
        return
    mark = {"any": "?", "same": "=", "chain": f"+{i}" if i else "n"}.get(cost.kind, "")
    art.text(surface, mark, art.serif(max(10, rect.h // 2), "bold"), art.INK_SOFT, center=rect.center)


def _effect_text(surface: pygame.Surface, text: str, area: pygame.Rect) -> list[tuple[pygame.Rect, str]]:
    """The effect in words, keywords underlined in their own ink; returns their rectangles."""
    size = max(10, min(15, area.h // 2 - 1))
    font = art.serif(size)
    bold = art.serif(size, "bold")
    space = font.size(" ")[0]
    x, y = area.x, area.y
    found = []
    lines: list[list[tuple[str, pygame.font.Font, str | None]]] = [[]]
    width = 0
    for word in text.split():
        key = _keyword(word)
        f = bold if key else font
        w = f.size(word)[0]
        if width and width + space + w > area.w:
            lines.append([])
            width = 0
        lines[-1].append((word, f, key))
        width += (space if width else 0) + w
    for line in lines:
        if y + font.get_linesize() > area.bottom + 2:
            break
        total = sum(f.size(w)[0] for w, f, _ in line) + space * (len(line) - 1)
        x = area.centerx - total // 2
        for word, f, key in line:
            ink = KEYWORD_INK if key else art.INK
            img = art.rendered(word, f, ink)
            surface.blit(img, (x, y))
            if key:
                rect = pygame.Rect(x, y, img.get_width(), img.get_height())
                pygame.draw.line(surface, ink, (rect.x, rect.bottom - 2), (rect.right, rect.bottom - 2), 1)
                found.append((rect, key))
            x += img.get_width() + space
        y += font.get_linesize()
    return found


def _keyword(word: str) -> str | None:
    found = words.keywords_in(word)
    return found[0] if found else None
