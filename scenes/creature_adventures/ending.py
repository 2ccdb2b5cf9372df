"""The end of the game: who won, which of the three ways, and how everyone finished.

The frame (widgets/ending.py) is every table's; on its sheet: the winner's name in their colour,
the way they won (Domination, Collector or Survivalist, from the result's "reason") in words,
and one line per player: level, catches, sigils, creatures. "Review the board" closes it and
leaves the final table to look at; the banner offers the result again.
"""
from __future__ import annotations

from ..widgets import art, ending
from .seats import draw_shape, ink_of, seat_colour, seat_shape
from .words import SIGIL_NAMES

WAYS = {
    "domination": ("Domination: Hero of the Colosseum", "All three sigils held and three champions beaten in a row: "
                   "the Emperor is dethroned."),
    "collector": ("Collector: Creature Master", "Fifteen creatures caught: no one in the Vale knows its creatures "
                  "better."),
    "survivalist": ("Survivalist: Last One Standing", "The creature deck ran dry, and every sudden-death duel was won."),
}


def summary(view: dict, names) -> dict:
    result = view.get("result") or {}
    winners = result.get("winners", [])
    title, text = WAYS.get(result.get("reason", ""), ("Game over", ""))
    rows = []
    for p in view["players"]:
        standing = sum(1 for c in p["creatures"] if not c["down"])
        sigils = len(p["sigils"])
        line = (f"level {p['level']} \u00b7 {p['catches']}/15 caught \u00b7 {sigils} sigil{'s' if sigils != 1 else ''}"
                f" \u00b7 {standing} creature{'s' if standing != 1 else ''} standing")
        if p["out"]:
            line = "out \u00b7 " + line
        rows.append((p["seat"], names.of(p["seat"]), line))
    who = " and ".join(names.of(s) for s in winners) or "Nobody"
    return {"winners": winners, "headline": f"{who} wins!", "way": title, "text": text, "rows": rows,
            "sigils": ", ".join(SIGIL_NAMES[s] for s in result.get("sigils", {}) if result["sigils"][s] in winners)}


class EndScreen(ending.EndScreen):
    sheet_width = 640
    button_inset = 64
    veil = 130

    def sheet_height(self) -> int:
        return 250 + 34 * len(self.info["rows"])

    def draw_sheet(self, surface) -> None:
        info = self.info
        colour = ink_of(seat_colour(info["winners"][0])) if info["winners"] else art.INK
        cx = self.sheet.centerx
        art.text(surface, info["headline"], art.fitting_serif(info["headline"], self.sheet.w - 60, 50), colour,
                 center=(cx, self.sheet.y + 46))
        art.text(surface, info["way"], art.serif(28, "italic"), art.INK, center=(cx, self.sheet.y + 92))
        y = self.sheet.y + 122
        for line in art.wrap(info["text"], art.serif(18, "italic"), self.sheet.w - 80):
            art.text(surface, line, art.serif(18, "italic"), art.INK_SOFT, center=(cx, y))
            y += 24
        y += 10
        for seat, name, line in info["rows"]:
            draw_shape(surface, seat_shape(seat), (self.sheet.x + 50, y + 11), 9, seat_colour(seat))
            art.text(surface, name, art.serif(19, "bold"), art.INK, topleft=(self.sheet.x + 68, y))
            text = art.serif(16).render(line, True, art.INK_SOFT)
            surface.blit(text, text.get_rect(topright=(self.sheet.right - 30, y + 3)))
            y += 34
