"""A plain board drawn from the board data, for when assets/creature_adventures/board.png is missing.

The real board is painted by tools/art; this stand-in only keeps the table playable (roads
between linked cells, each space a disc in its kind's colour) if that picture is absent.
"""
from __future__ import annotations

import pygame

from engine import api

from ..widgets import images
from .pictures import BOARD_SIZE, CELL

KIND_COLOURS = {"path": (196, 170, 120), "wild": (52, 110, 52), "home": (200, 190, 170), "shaman": (90, 160, 190),
                "thieves": (90, 70, 60), "warlord": (170, 60, 50), "colosseum": (210, 180, 90)}


def cell_centre(at: tuple[int, int]) -> tuple[int, int]:
    return at[0] * CELL + CELL // 2, at[1] * CELL + CELL // 2


@images.table_art(maxsize=1)
def drawn_board() -> pygame.Surface:
    surf = pygame.Surface(BOARD_SIZE)
    surf.fill((118, 150, 84))
    spaces = api.catalog("creature_adventures").board.spaces
    for s in spaces.values():
        for other in s.links:
            pygame.draw.line(surf, (150, 120, 80), cell_centre(s.at), cell_centre(spaces[other].at), 12)
    for s in spaces.values():
        centre = cell_centre(s.at)
        pygame.draw.circle(surf, (40, 30, 20), centre, 22)
        pygame.draw.circle(surf, KIND_COLOURS.get(s.kind, (180, 180, 180)), centre, 20)
    return surf
