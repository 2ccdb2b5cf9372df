"""The box that says what a battle choice will do, over the button or creature pointed at.

A parchment box with a title and one row per outcome: a chip in the outcome's colour (the
wheel's colours: red bad for the chooser, green good), the chance, the outcome, and what it
does; a note under them (a wild creature's answer). It stands just above the thing pointed
at, inside the battle mat, and is drawn straight onto the window every frame (its words come
from forecasts.py; it is only shown while the mouse rests there, so it costs nothing else).
"""
from __future__ import annotations

import pygame

from ..widgets import art
from .bars import shortened
from .forecasts import Forecast
from .wheel import tone_colour

PAD = 12
ROW = 22
GAP = 8


def draw_forecast(surface: pygame.Surface, forecast: Forecast, anchor: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """Draw `forecast` above `anchor` (below it when there is no room), kept inside `bounds`;
    returns the box."""
    title_font = art.fitting_serif(forecast.title, bounds.w - 2 * PAD - 20, 18, smallest=13)
    font = art.serif(16)
    bold = art.serif(16, "bold")
    share_w = max(bold.size(line.share)[0] for line in forecast.lines) if forecast.lines else 0
    word_w = max(font.size(line.outcome)[0] for line in forecast.lines) if forecast.lines else 0
    room = bounds.w - 2 * PAD - 20
    effect_w = min(room - (14 + share_w + word_w + 3 * GAP),
                   max((font.size(line.effect)[0] for line in forecast.lines), default=0))
    effect_font = art.serif(16)
    widest = max(title_font.size(forecast.title)[0], 14 + share_w + word_w + 3 * GAP + effect_w)
    note_lines = art.wrap(forecast.note, art.serif(15, "italic"), min(room, max(widest, 260))) if forecast.note else []
    width = min(bounds.w - 20, max(widest, *(art.serif(15, "italic").size(n)[0] for n in note_lines), 200) + 2 * PAD)
    height = PAD + 26 + ROW * len(forecast.lines) + 19 * len(note_lines) + (4 if note_lines else 0) + PAD
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (anchor.centerx, anchor.top - 8)
    if box.top < bounds.top + 4:
        box.midtop = (anchor.centerx, anchor.bottom + 8)
    box.clamp_ip(bounds.inflate(-8, -8))
    backdrop(surface, box)
    x, y = box.x + PAD, box.y + PAD
    art.text(surface, forecast.title, title_font, art.INK, topleft=(x, y))
    y += 26
    for line in forecast.lines:
        chip = pygame.Rect(x, y + 5, 12, 12)
        pygame.draw.rect(surface, tone_colour(line.tone), chip, border_radius=3)
        pygame.draw.rect(surface, (60, 40, 24), chip, width=1, border_radius=3)
        cx = chip.right + GAP
        art.text(surface, line.share, bold, art.INK, topright=(cx + share_w, y))
        cx += share_w + GAP
        art.text(surface, line.outcome, font, art.INK_SOFT, topleft=(cx, y))
        cx += word_w + GAP
        art.text(surface, shortened(line.effect, effect_font, box.right - PAD - cx), effect_font, art.INK, topleft=(cx, y))
        y += ROW
    if note_lines:
        y += 4
        for note in note_lines:
            art.text(surface, note, art.serif(15, "italic"), art.INK_SOFT, topleft=(x, y))
            y += 19
    return box


def backdrop(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """The box's opaque paper (and its shadow): whatever the mat wrote beneath is hidden."""
    shadow = pygame.Surface(box.inflate(8, 8).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=12)
    surface.blit(shadow, box.move(3, 4).inflate(8, 8).topleft)
    pygame.draw.rect(surface, (246, 236, 210), box, border_radius=10)
    pygame.draw.rect(surface, (120, 86, 48), box, width=2, border_radius=10)
    pygame.draw.rect(surface, art.GOLD, box.inflate(-8, -8), width=1, border_radius=7)
    return box
