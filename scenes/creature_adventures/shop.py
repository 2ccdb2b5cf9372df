"""The Shop: artifacts bought with banked attribute points while getting ready.

A window listing the five artifacts, each with its picture, the level held, the price of the
next level, what that level does, and a Buy button that is enabled only when the engine offers
a choice to buy that artifact (a choice with the verb "buy" naming it). Buying plays that
choice's action through the scene (so it animates and is logged like any move) and the window
stays open, refreshed, for the next purchase. A right-click on an artifact's row gives its
closer look (its picture large, every level's words).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextBox, UIWindow

from ..i18n import _, ngettext
from . import pictures
from .words import ARTIFACT_ORDER, artifact_levels, term

ROW = 100


def next_cost(player: dict, artifact: str) -> int | None:
    """The next level's price as the engine's view gives it (None: at its top level)."""
    return player["prices"][artifact]


def held(player: dict, artifact: str) -> int:
    return player["charges"] if artifact == "ascension" else player["artifacts"][artifact]


def row_text(player: dict, artifact: str) -> tuple[str, str]:
    """(heading, description) for one artifact's row."""
    level = held(player, artifact)
    name = term("artifact", artifact)
    cost = next_cost(player, artifact)
    levels = artifact_levels(artifact)
    if artifact == "ascension":
        heading = ngettext("{artifact} - {n} charge held", "{artifact} - {n} charges held", level).format(
            artifact=name, n=level)
        return heading, ngettext("{does} Each charge: {n} point.", "{does} Each charge: {n} points.", cost).format(
            does=levels[0], n=cost)
    top = len(levels)
    heading = _("{artifact} - level {level} of {top}").format(artifact=name, level=level, top=top) if top > 1 else \
        (_("{artifact} - owned") if level else _("{artifact} - not owned")).format(artifact=name)
    if cost is None:
        return heading, _("At its top level: {does}").format(does=levels[-1])
    return heading, ngettext("Level {level} for {n} point: {does}", "Level {level} for {n} points: {does}", cost).format(
        level=level + 1, n=cost, does=levels[level])


class ShopWindow(UIWindow):
    def __init__(self, manager, player: dict, offers: dict[str, str], on_buy: Callable[[str], None],
                 on_look: Callable[[str], None] | None = None) -> None:
        """`offers`: the artifacts the engine offers to buy now, each with its choice's action."""
        screen_w, screen_h = manager.window_resolution
        rect = pygame.Rect(0, 0, min(700, screen_w - 40), min(66 + ROW * len(ARTIFACT_ORDER) + 40, screen_h - 20))
        rect.center = (screen_w // 2, screen_h // 2)
        super().__init__(rect, manager, window_display_title=_("The Shop - artifacts for attribute points"),
                         object_id="#shop")
        self.on_buy = on_buy
        self.on_look = on_look  # a right-click on an artifact's row: its closer look
        self.buys: dict[UIButton, str] = {}  # each Buy button -> its artifact
        self.offers: dict[str, str] = {}  # artifact -> the action that buys it, while it may be bought
        self.labels: dict[str, tuple[UILabel, UITextBox]] = {}
        inner_w = self.get_container().get_size()[0]
        self.bank = UILabel(pygame.Rect(16, 8, inner_w - 32, 28), "", manager, container=self, object_id="@ink_heading")
        for i, artifact in enumerate(ARTIFACT_ORDER):
            y = 44 + i * ROW
            UIImage(pygame.Rect(14, y + 8, 56, 56), pictures.icon(f"artifact_{artifact}", 56), manager, container=self)
            heading = UILabel(pygame.Rect(82, y, inner_w - 82 - 130, 26), "", manager, container=self,
                              object_id="@ink_heading")
            text = UITextBox("", pygame.Rect(78, y + 24, inner_w - 78 - 130, ROW - 26), manager, container=self,
                             object_id="@dialog_text")
            button = UIButton(pygame.Rect(inner_w - 122, y + 18, 108, 40), _("Buy"), manager, container=self,
                              object_id="#primary")
            self.buys[button] = artifact
            self.labels[artifact] = (heading, text)
        self.refresh(player, offers)

    def refresh(self, player: dict, offers: dict[str, str]) -> None:
        """Show the player's levels and prices now; enable Buy where the engine offers it."""
        self.offers = dict(offers)
        self.bank.set_text(_("Banked attribute points: {n}").format(n=player["bank"]))
        for button, artifact in self.buys.items():
            heading, text = self.labels[artifact]
            words = row_text(player, artifact)
            heading.set_text(words[0])
            text.set_text(words[1])
            cost = next_cost(player, artifact)
            button.set_text(_("Buy ({cost})").format(cost=cost) if cost is not None else _("Top level"))
            button.enable() if artifact in self.offers else button.disable()

    def button_for(self, action: str) -> UIButton | None:
        """The Buy button that sends `action`, if it is offered."""
        return next((b for b, artifact in self.buys.items() if action and self.offers.get(artifact) == action), None)

    def mark(self, action: str) -> None:
        """Light the Buy button of the hinted purchase."""
        hinted = self.button_for(action)
        for button in self.buys:
            button.select() if button is hinted else button.unselect()

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        import pygame_gui

        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buys:
            action = self.offers.get(self.buys[event.ui_element])
            if action:
                self.on_buy(action)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.on_look is not None:
            artifact = self.row_at(event.pos)
            if artifact is not None:
                self.on_look(artifact)
                return True
        return consumed

    def row_at(self, pos) -> str | None:
        """The artifact whose row is at the window position `pos`, if any."""
        inside = self.get_container().get_abs_rect()
        for i, artifact in enumerate(ARTIFACT_ORDER):
            if pygame.Rect(inside.x, inside.y + 44 + i * ROW, inside.w, ROW).collidepoint(pos):
                return artifact
        return None
