"""The end of the game: who won, which of the three ways, and how everyone finished.

The frame (widgets/ending.py) is every table's; on its sheet: the winner's name in their colour,
the way they won (Domination, Collector or Survivalist, from the result's "reason") in words,
and one line per player: level, catches, sigils, creatures. "Review the board" closes it and
leaves the final table to look at; the banner offers the result again.
"""
from __future__ import annotations

from ..widgets import ending
from .words import SIGIL_NAMES

WAYS = {
    "domination": ("Domination: Hero of the Colosseum", "All three sigils held and three champions beaten in a row: "
                   "the Emperor is dethroned."),
    "collector": ("Collector: Creature Master", "{caught} creatures caught: no one in the Vale knows their creatures "
                  "better."),
    "survivalist": ("Survivalist: Last One Standing", "The creature deck ran dry, and every sudden-death duel was won."),
}


def summary(view: dict, names) -> dict:
    result = view.get("result") or {}
    winners = result.get("winners", [])
    title, text = WAYS.get(result.get("reason", ""), ("Game over", ""))
    target = view.get("catches_to_win", 15)
    text = text.format(caught="Fifteen" if target == 15 else str(target))
    rows = []
    for p in view["players"]:
        standing = sum(1 for c in p["creatures"] if not c["down"])
        sigils = len(p["sigils"])
        line = (f"level {p['level']} \u00b7 {p['catches']}/{target} caught \u00b7 {sigils} sigil{'s' if sigils != 1 else ''}"
                f" \u00b7 {standing} creature{'s' if standing != 1 else ''} standing")
        if p["out"]:
            line = "out \u00b7 " + line
        rows.append((p["seat"], names.of(p["seat"]), line))
    who = " and ".join(names.of(s) for s in winners) or "Nobody"
    return {"winners": winners, "headline": f"{who} wins!", "way": title, "text": text, "rows": rows,
            "sigils": ", ".join(SIGIL_NAMES[s] for s in result.get("sigils", {}) if result["sigils"][s] in winners)}


class EndScreen(ending.SeatsEndScreen):
    """The shared sheet (widgets/ending.py), filled by `summary`."""
