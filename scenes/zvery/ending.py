"""The end of a game of Zvery: who won the final battle, and what each player built.

The frame (widgets/ending.py) is every table's; on its sheet: the winner in their colour, how
the final battle came about, and one line per player: their creatures, the mutations on them,
the levels they hold.
"""
from __future__ import annotations

from engine import api

from .. import i18n
from ..i18n import _, ngettext
from ..widgets import ending


def summary(view: dict, names) -> dict:
    result = view.get("result") or {}
    winners = result.get("winners", [])
    c = api.catalog("zvery")
    rows = []
    for p in view["players"]:
        roster = p["roster"]
        creatures = ngettext("{n} creature", "{n} creatures", len(roster)).format(n=len(roster))
        if roster:
            levels = " + ".join(str(c.creatures[b["card"]].level) for b in roster)
            creatures = ngettext("{creatures} (level {levels})", "{creatures} (levels {levels})", len(roster)).format(
                creatures=creatures, levels=levels)
        mutations = sum(len(b["mutations"]) for b in roster)
        line = _("{creatures} \u00b7 {mutations}").format(
            creatures=creatures, mutations=ngettext("{n} mutation", "{n} mutations", mutations).format(n=mutations))
        rows.append((p["seat"], names.of(p["seat"]), line))
    who = i18n.join([names.of(s) for s in winners]) if winners else _("Nobody")
    battles = result.get("battles", view.get("battles", 0))
    text = ngettext("After {n} battle the two trainers met in the final battle, every creature on the field, and "
                    "{who}'s team was left standing.",
                    "After {n} battles the two trainers met in the final battle, every creature on the field, and "
                    "{who}'s team was left standing.", battles).format(n=battles, who=who)
    return {"winners": winners, "headline": ngettext("{who} wins!", "{who} win!", max(1, len(winners))).format(who=who),
            "way": _("Winner of the final battle"), "text": text, "rows": rows}


class EndScreen(ending.SeatsEndScreen):
    """The shared sheet (widgets/ending.py), filled by `summary`."""
