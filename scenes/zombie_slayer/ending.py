"""Victory and defeat: a sheet over the table that says what happened, and where to go next.

It is a transparent scene, so the town stays visible behind it; "Review the town" closes it
and leaves the board browsable (the play scene offers the summary again from its banner).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame_gui.elements import UIButton

from ..ui_scene import UIScene
from ..widgets import art


def summary(view: dict, events: list[dict]) -> dict:
    """The numbers worth telling: turns, XP, zombies destroyed, cards explored, Luck left."""
    result = view.get("result") or {}
    kills = sum(1 for e in events if e.get("type") == "destroyed" and e.get("token", "")[:1] in "vgb"
                and e.get("token", "")[1:].isdigit())
    won = bool(result.get("winners"))
    name = view["slayer"]["name"]
    if won:
        title, text = "Victory!", (f"The Necromancer is slain and his zombies crumble to dust. {name} has saved the town.")
    else:
        title, text = "Defeat", (f"{name} has fallen in the streets. The dead walk on, and the Necromancer's ritual "
                                 "goes on in his temple.")
    return {
        "won": won, "title": title, "text": text,
        "rows": [("Turns", str(result.get("turns", view.get("turn", "?")))),
                 ("Experience", str(result.get("xp", view["slayer"]["xp"]))),
                 ("Zombies destroyed", str(kills)),
                 ("Cards explored", str(sum(1 for t in view["tiles"] if t.get("visited")))),
                 ("Luck left", str(view["slayer"]["luck"]))],
    }


class EndScreen(UIScene):
    transparent = True

    def __init__(self, app: Any, info: dict, board: pygame.Rect, on_new: Callable[[], None],
                 on_menu: Callable[[], None]) -> None:
        super().__init__(app)
        self.info, self.board = info, pygame.Rect(board)
        self.on_new, self.on_menu = on_new, on_menu
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[Any, str] = {}

    def build(self, root, size) -> None:
        w = min(600, self.board.w - 40)
        self.sheet = pygame.Rect(0, 0, w, 400)
        self.sheet.center = self.board.center
        y = self.sheet.bottom - 66
        bw = (w - 80) // 3
        self.buttons = {}
        for i, (label, key, oid) in enumerate((("New game", "new", "#primary"), ("Main menu", "menu", None),
                                              ("Review the town", "review", None))):
            rect = pygame.Rect(self.sheet.x + 30 + i * (bw + 10), y, bw, 44)
            button = UIButton(rect, label, self.manager, container=root, object_id=oid)
            self.buttons[button] = key

    def on_resize(self, size) -> None:
        self.board = pygame.Rect(0, 0, max(400, size[0] - 360), size[1])
        super().on_resize(size)

    def handle_event(self, event) -> None:
        import pygame_gui

        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            self.app.sound.play("click")
            if key == "review":
                self.close()
            elif key == "menu":
                self.on_menu()
            else:
                self.on_new()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, surface) -> None:
        veil = pygame.Surface(self.board.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, self.board.topleft)
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        colour = (40, 110, 40) if self.info["won"] else (150, 30, 24)
        art.text(surface, self.info["title"], art.serif(56, "bold"), colour, center=(self.sheet.centerx, self.sheet.y + 52))
        y = self.sheet.y + 96
        for line in art.wrap(self.info["text"], art.serif(20, "italic"), self.sheet.w - 70):
            art.text(surface, line, art.serif(20, "italic"), art.INK, center=(self.sheet.centerx, y))
            y += 26
        y += 12
        for label, value in self.info["rows"]:
            art.text(surface, label, art.serif(20), art.INK_SOFT, topleft=(self.sheet.x + 70, y))
            value_img = art.serif(20, "bold").render(value, True, art.INK)
            surface.blit(value_img, value_img.get_rect(topright=(self.sheet.right - 70, y)))
            y += 28
