"""The end of a game of Zvery: who won the final battle, and what each player built.

The frame (widgets/ending.py) is every table's; on its sheet: the winner in their colour, how
the final battle came about, and one line per player: their creatures, the mutations on them,
the levels they hold.
"""
from __future__ import annotations

from engine import api

from ..widgets import ending


def summary(view: dict, names) -> dict:
    result = view.get("result") or {}
    winners = result.get("winners", [])
    c = api.catalog("zvery")
    rows = []
    for p in view["players"]:
        roster = p["roster"]
        mutations = sum(len(b["mutations"]) for b in roster)
        levels = " + ".join(str(c.creatures[b["card"]].level) for b in roster)
        held = f" (level{'s' if len(roster) != 1 else ''} {levels})" if roster else ""
        line = (f"{len(roster)} creature{'s' if len(roster) != 1 else ''}{held} \u00b7 "
                f"{mutations} mutation{'s' if mutations != 1 else ''}")
        rows.append((p["seat"], names.of(p["seat"]), line))
    who = " and ".join(names.of(s) for s in winners) or "Nobody"
    battles = result.get("battles", view.get("battles", 0))
    text = (f"After {battles} battle{'s' if battles != 1 else ''} the two trainers met in the final battle, every "
            f"creature on the field, and {who}'s team was left standing.")
    return {"winners": winners, "headline": f"{who} wins!", "way": "Winner of the final battle", "text": text,
            "rows": rows}


class EndScreen(ending.SeatsEndScreen):
    """The shared sheet (widgets/ending.py), filled by `summary`."""
