"""Victory and defeat: a sheet over the table that says what happened, and where to go next.

The frame - a transparent scene, the sheet, New game / Main menu / "Review the town", which
closes it and leaves the board browsable - is every table's (widgets/ending.py); here is
what this game's sheet says.
"""
from __future__ import annotations

import pygame

from ..i18n import _
from ..widgets import art, ending
from .words import slayer_name


def summary(view: dict, events: list[dict]) -> dict:
    """The numbers worth telling: turns, XP, zombies destroyed, cards explored, Luck left."""
    result = view.get("result") or {}
    kills = sum(1 for e in events if e.get("type") == "destroyed" and e.get("token", "")[:1] in "vgb"
                and e.get("token", "")[1:].isdigit())
    won = bool(result.get("winners"))
    name = slayer_name(view)
    if won:
        title, text = _("Victory!"), _("The Necromancer is slain and his zombies crumble to dust. {slayer} has saved "
                                       "the town.").format(slayer=name)
    else:
        title, text = _("Defeat"), _("{slayer} has fallen in the streets. The dead walk on, and the Necromancer's "
                                     "ritual goes on in his temple.").format(slayer=name)
    return {
        "won": won, "title": title, "text": text,
        "rows": [(_("Turns"), str(result.get("turns", view.get("turn", "?")))),
                 (_("Experience"), str(result.get("xp", view["slayer"]["xp"]))),
                 (_("Zombies destroyed"), str(kills)),
                 (_("Cards explored"), str(sum(1 for t in view["tiles"] if t.get("visited")))),
                 (_("Luck left"), str(view["slayer"]["luck"]))],
    }


class EndScreen(ending.EndScreen):
    @property
    def review_label(self) -> str:  # (a property: the words in the language of the moment)
        return _("Review the town")

    def on_resize(self, size) -> None:
        self.area = pygame.Rect(0, 0, max(400, size[0] - 360), size[1])
        super().on_resize(size)

    def draw_sheet(self, surface) -> None:
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
