"""The treasure card a search points to, held up beside the dice tray.

The card art (assets/zombie_slayer/cards/<card>.png) has six empty rows; the results are
written in from the game's data (data/zombie_slayer/treasure.toml, its words from the game's
catalog), with a small token for
each, and the row the treasure die chose is marked in gold - the card the player would pick
up from the table. The picture is composed once per (card, row, width).
"""
from __future__ import annotations

import pygame

from engine import api

from ..palette import HIGHLIGHT
from ..widgets import art, images
from . import sprites
from .words import cap, named, result_words

ART_W, ART_H = 300, 420
ROW_Y = [122, 171, 221, 270, 320, 370]  # row centres on the 300 x 420 art
TOKENS = {"zombie": None, "bron": "bron", "archibald": "archibald", "prycille": "prycille", "townsman": "townsman",
          "life": "potion_life", "accuracy": "potion_accuracy", "defense": "potion_defense", "dung": "dung",
          "torch": "torch"}
ZOMBIE = {"violet": "zombie_violet", "green": "zombie_green", "blue": "zombie_blue"}


@images.table_art(maxsize=16)
def treasure_card(card: str, row: int | None, width: int) -> pygame.Surface:
    """The card with its six results written in, row `row` (1-6) marked."""
    scale = width / ART_W
    height = round(ART_H * scale)
    base = sprites.treasure_card(card, width)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    if base is not None:
        surf.blit(base, (0, 0))
    else:
        pygame.draw.rect(surf, (236, 224, 196), surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, (120, 80, 40), surf.get_rect(), width=3, border_radius=12)
        art.text(surf, named("card", card), art.serif(round(30 * scale), "bold"), art.INK,
                 center=(width // 2, round(48 * scale)))
    cdef = api.catalog("zombie_slayer").cards[card]
    font = art.serif(max(12, round(19 * scale)), "bold")
    icon = max(12, round(34 * scale))
    for i, result in enumerate(cdef.results, 1):
        cy = round(ROW_Y[i - 1] * scale)
        band = pygame.Rect(round(58 * scale), cy - round(21 * scale), round(226 * scale), round(42 * scale))
        if row == i:
            glow = pygame.Surface(band.inflate(8, 6).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*HIGHLIGHT, 150), glow.get_rect(), border_radius=8)
            surf.blit(glow, band.inflate(8, 6))
            pygame.draw.rect(surf, (170, 110, 30), band.inflate(8, 6), width=2, border_radius=8)
        name = ZOMBIE.get(cdef.zombie) if result == "zombie" else None if card == "attributes" else TOKENS.get(result)
        x = band.x + 4
        if name:
            surf.blit(sprites.token(name, icon), (x, cy - icon // 2))
            x += icon + 6
        label = cap(result_words(card, result))
        text = font.render(label, True, (150, 30, 20) if result == "zombie" else art.INK)
        surf.blit(text, text.get_rect(midleft=(x, cy)))
    return surf
