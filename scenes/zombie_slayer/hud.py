"""The banner that says what the game waits for, the right-click menu of a target, and the
table's check box.

The banner is the first thing a player reads: the tables' own ribbon across the top of the
board, one line in large type ("Keep one die for your melee attack") and its help under it.
The popup menu lists what can be done to a token ("Attack", "Assault", "Knock Back").
"""
from __future__ import annotations

import pygame
from pygame_gui.elements import UICheckBox

from ..widgets import art, banner

BANNER_H = 66


class Banner(banner.Banner):
    """The tables' banner (scenes/widgets/banner.py), across the top of the board, in the
    slayer's red ink (the zombies' turn passes its own purple). Solo: no seat's disc."""

    INK = (120, 40, 20)

    def place(self, board: pygame.Rect) -> None:
        rect = pygame.Rect(0, 0, min(board.w - 40, 820), BANNER_H)
        rect.midtop = (board.centerx, board.y + 10)
        super().place(rect)

    def draw(self, surface: pygame.Surface, title: str, detail: str, accent=None) -> None:
        super().draw(surface, title, detail, None, accent or self.INK)


class PopupMenu:
    """A small list of choices at the mouse; `click(pos)` returns the chosen action or None."""

    ROW = 32

    def __init__(self, pos, title: str, items: list[tuple[str, str]], bounds: pygame.Rect) -> None:
        self.title = title
        self.items = items
        font = art.serif(19, "bold")
        width = max([font.size(label)[0] for label, _ in items] + [art.serif(16, "italic").size(title)[0]]) + 36
        height = 30 + self.ROW * len(items) + 8
        self.rect = pygame.Rect(pos[0] + 8, pos[1] + 8, width, height).clamp(bounds)
        self.hover: int | None = None

    def rows(self) -> list[tuple[pygame.Rect, str, str]]:
        out = []
        for i, (label, action) in enumerate(self.items):
            out.append((pygame.Rect(self.rect.x + 6, self.rect.y + 30 + i * self.ROW, self.rect.w - 12, self.ROW - 2),
                        label, action))
        return out

    def at(self, pos) -> str | None:
        for rect, _, action in self.rows():
            if rect.collidepoint(pos):
                return action
        return None

    def motion(self, pos) -> None:
        self.hover = next((i for i, (rect, _, _) in enumerate(self.rows()) if rect.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface) -> None:
        shadow = self.rect.move(4, 6)
        pygame.draw.rect(surface, (10, 6, 4), shadow, border_radius=8)
        pygame.draw.rect(surface, (238, 224, 190), self.rect, border_radius=8)
        pygame.draw.rect(surface, (150, 110, 60), self.rect, width=2, border_radius=8)
        art.text(surface, self.title, art.serif(16, "italic"), art.INK_SOFT, topleft=(self.rect.x + 12, self.rect.y + 6))
        for i, (rect, label, _) in enumerate(self.rows()):
            if i == self.hover:
                pygame.draw.rect(surface, (214, 176, 104), rect, border_radius=6)
            art.text(surface, label, art.serif(19, "bold"), art.INK, topleft=(rect.x + 10, rect.y + 4))


class WordedCheckBox(UICheckBox):
    """A check box whose words belong to it, as in any desktop program: a click on the words
    ticks it too, and the words get room beyond their bare width, so nothing of them is cut
    (pygame-gui sizes the label to the letters exactly and only the box takes clicks)."""

    ROOM = 12  # pixels past the last letter

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        label = self.text_label
        width, height = label.font.size(self.text)
        label.set_dimensions((width + self.ROOM, max(self.rect.h, height)))

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return super().hover_point(hover_x, hover_y) or self.text_label.rect.collidepoint(hover_x, hover_y)
