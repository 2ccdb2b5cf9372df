"""The table as shown: the engine's view, lagging behind it while the events play.

`act()` changes the engine at once, but players must see it happen: the pawn walks, the
battle stays up until its last blow lands. So the table draws a `Shown` - a copy of the view
taken when the animations last ran dry - and the animator moves it forward event by event:
a step moves a pawn, a strike takes HP off, a battle opens and closes. When the queue is
empty the copy is thrown away and taken afresh from the engine (`sync`), so whatever an event
did not touch simply appears then.
"""
from __future__ import annotations

import copy
import marshal
from dataclasses import dataclass, field

from .layout import centre_of


@dataclass
class Pawn:
    """A player's pawn: the space it stands on and where it is drawn (board pixels)."""

    seat: int
    space: str
    xy: tuple[float, float]
    alpha: float = 1.0


@dataclass
class Fx:
    """What a battle side looks like this moment: a lunge forward, a flash of damage, a fade."""

    lunge: float = 0.0
    flash: float = 0.0
    fade: float = 0.0
    glow: float = 0.0


@dataclass
class Shown:
    view: dict
    pawns: dict[int, Pawn] = field(default_factory=dict)
    battle: dict | None = None
    fx: list[Fx] = field(default_factory=lambda: [Fx(), Fx()])
    trail: list[str] = field(default_factory=list)  # the spaces walked this move, start first
    battle_open: float = 1.0  # 0..1 while the battle view fades in or out

    @classmethod
    def of(cls, view: dict) -> Shown:
        shown = cls(view={})
        shown.sync(view)
        return shown

    def sync(self, view: dict) -> None:
        """Take the engine's view afresh (the animations have caught up)."""
        self.view = copied(view)
        self.pawns = {p["seat"]: Pawn(p["seat"], p["pos"], centre_of(p["pos"]), alpha=0.0 if p["out"] else 1.0)
                      for p in self.view["players"]}
        self.battle = copied(view["battle"])
        self.fx = [Fx(), Fx()]
        self.battle_open = 1.0
        if self.view["phase"] == "move" and not self.trail:  # resumed in the middle of a move
            self.trail = [self.pawn_space(self.view["turn"])]

    def pawn_space(self, seat: int) -> str:
        return self.pawns[seat].space if seat in self.pawns else ""

    def player(self, seat: int) -> dict:
        return self.view["players"][seat]

    # --- battles ----------------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        """The battle side a seat is on (-1, an NPC, is always side 1)."""
        b = self.battle
        if b is None:
            return 0
        if seat < 0:
            return 1
        return 0 if b["sides"][0]["seat"] == seat else 1

    def team(self, side: int) -> list[dict]:
        """The creatures of a battle side: an NPC team, or the player's own."""
        s = self.battle["sides"][side]
        return s["npc"] if s["seat"] < 0 else self.view["players"][s["seat"]]["creatures"]

    def fighter(self, side: int) -> dict | None:
        s = self.battle["sides"][side] if self.battle else None
        if s is None or s["active"] < 0:
            return None
        team = self.team(side)
        return team[s["active"]] if s["active"] < len(team) else None

    def set_active(self, side: int, slot: int) -> None:
        s = self.battle["sides"][side]
        s["active"] = slot
        s["fighter"] = copy.deepcopy(self.fighter(side))
        if s["fighter"]:
            s["attack"], s["defense"] = s["fighter"]["attack"], s["fighter"]["defense"]
        s["boost_attack"] = s["boost_defense"] = 0
        s["dodging"] = False
        self.fx[side] = Fx()

    def set_hp(self, side: int, hp: int) -> None:
        """A fighter's HP changes: in the battle and on its owner's panel."""
        f = self.fighter(side)
        if f is not None:
            f["hp"] = hp
            f["down"] = hp <= 0
        s = self.battle["sides"][side]
        if s.get("fighter"):
            s["fighter"]["hp"] = hp
            s["fighter"]["down"] = hp <= 0


def copied(data):
    """A copy of the engine's view (or part of it) for the table to change as events play. A
    view is plain data - dicts, lists, strings, numbers - which marshal copies in C, some five
    times quicker than deepcopy (0.3 ms of the frame the animations run dry in); anything
    else it cannot write is copied by deepcopy."""
    try:
        return marshal.loads(marshal.dumps(data))
    except ValueError:
        return copy.deepcopy(data)
