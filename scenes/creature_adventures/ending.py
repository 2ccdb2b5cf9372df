"""The end of the game: who won, which of the three ways, and how everyone finished.

The frame (widgets/ending.py) is every table's; on its sheet: the winner's name in their colour,
the way they won (Domination, Collector or Survivalist, from the result's "reason") in words,
and one line per player: level, catches, sigils, creatures. "Review the board" closes it and
leaves the final table to look at; the banner offers the result again.
"""
from __future__ import annotations

from ..i18n import N_, _, join, ngettext
from ..widgets import ending
from .words import LIMITS, term

WAYS = {
    "domination": (N_("Domination: Hero of the Colosseum"), N_("All three sigils held and three champions beaten in a "
                                                               "row: the Emperor is dethroned.")),
    "collector": (N_("Collector: Creature Master"), N_("{caught} creatures caught: no one in the Vale knows their "
                                                       "creatures better.")),
    "survivalist": (N_("Survivalist: Last One Standing"), N_("The creature deck ran dry, and every sudden-death duel "
                                                             "was won.")),
}


def summary(view: dict, names) -> dict:
    result = view.get("result") or {}
    winners = result.get("winners", [])
    title, text = WAYS.get(result.get("reason", ""), (N_("Game over"), ""))
    target = view.get("catches_to_win", LIMITS["catches"])
    rows = []
    for p in view["players"]:
        standing = sum(1 for c in p["creatures"] if not c["down"])
        line = _("level {level} \u00b7 {caught}/{target} caught \u00b7 {sigils} \u00b7 {standing}").format(
            level=p["level"], caught=p["catches"], target=target,
            sigils=ngettext("{n} sigil", "{n} sigils", len(p["sigils"])).format(n=len(p["sigils"])),
            standing=ngettext("{n} creature standing", "{n} creatures standing", standing).format(n=standing))
        if p["out"]:
            line = _("out \u00b7 {line}").format(line=line)
        rows.append((p["seat"], names.of(p["seat"]), line))
    who = join([names.of(s) for s in winners]) if winners else _("Nobody")
    return {"winners": winners, "headline": _("{who} wins!").format(who=who), "way": _(title),
            "text": _(text).format(caught=target) if text else "", "rows": rows,
            "sigils": _(", ").join(term("sigil", s) for s in result.get("sigils", {}) if result["sigils"][s] in winners)}


class EndScreen(ending.SeatsEndScreen):
    """The shared sheet (widgets/ending.py), filled by `summary`."""
