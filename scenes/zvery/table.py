"""The table as shown: the engine's view, lagging behind it while the events play.

`act()` changes the engine at once, but players must see it happen: the dice land before a
skill spends them, a creature's health die counts down blow by blow, a caught creature is
stamped before it joins its new owner. So the table draws a `Shown` - a copy of the view taken
when the animations last ran dry, with the decision the game then waited for (Match.decision:
whose it was, its kind and what the engine told of it, the dice placed on a cost, the mutations
won) - and the animator moves it forward event by event. When the queue is empty both are taken
afresh from the engine (`sync`).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field


@dataclass
class Fx:
    """How one fighter looks this moment: a lunge as it acts, a flash as it is hit."""

    lunge: float = 0.0
    flash: float = 0.0


NOBODY_ASKED = {"seat": None, "kind": "", "about": {}}  # a moment no decision is shown (a battle opening)


@dataclass
class Shown:
    view: dict
    asked: dict = field(default_factory=lambda: dict(NOBODY_ASKED))  # {"seat", "kind", "about"} as shown
    in_battle: bool = False
    fx: dict[str, Fx] = field(default_factory=dict)  # by creature card id
    rolled: dict[int, int] = field(default_factory=dict)  # side -> roll number (restarts the tray's tumble)
    catch_roll: dict | None = None  # the catch event being shown

    @classmethod
    def of(cls, view: dict, asked: dict) -> Shown:
        shown = cls(view={})
        shown.sync(view, asked)
        return shown

    def sync(self, view: dict, asked: dict) -> None:
        self.view = copy.deepcopy(view)
        self.ask(asked)
        self.in_battle = view["phase"] == "battle"
        self.fx = {}
        self.catch_roll = None

    def ask(self, asked: dict) -> None:
        """Show `asked` (a Match.decision(); its choices are the live table's, not shown) as the
        decision waiting."""
        self.asked = copy.deepcopy({key: asked[key] for key in NOBODY_ASKED})

    @property
    def about(self) -> dict:
        """What the engine told of the decision shown."""
        return self.asked["about"]

    @property
    def battle(self) -> dict | None:
        return self.view.get("battle")

    def fighter(self, card: str) -> dict | None:
        b = self.battle
        if b is None:
            return None
        return next((f for f in b["fighters"] if f["card"] == card), None)

    def fighter_index(self, card: str) -> int | None:
        b = self.battle
        if b is None:
            return None
        return next((i for i, f in enumerate(b["fighters"]) if f["card"] == card), None)

    def side_of_seat(self, seat: int) -> int:
        b = self.battle
        return b["seats"].index(seat) if b and seat in b["seats"] else 0

    def fx_of(self, card: str) -> Fx:
        return self.fx.setdefault(card, Fx())

    def beast(self, fighter: dict) -> dict | None:
        """The roster (or wild) card behind a fighter, for its abilities and mutations."""
        if fighter["owner"] >= 0:
            roster = self.view["players"][fighter["owner"]]["roster"]
            return roster[fighter["slot"]] if fighter["slot"] < len(roster) else None
        wild = self.view["wild"]
        return wild[fighter["slot"]] if 0 <= fighter["slot"] < len(wild) else None
