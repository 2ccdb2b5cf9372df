"""Pig's story: each event as a line of the log (engine/core/story.py), told by the rules'
package as every game's is, so the table needs no words of its own for it."""
from __future__ import annotations

from engine.core.messages import N_
from engine.core.story import Story, told


class PigStory(Story):
    ROLES = {"seat": "seat"}

    def _setup(self, ev: dict) -> dict:
        return told(self.said(N_("First to {goal} wins."), ev), tone="quiet")

    def _roll(self, ev: dict) -> dict:
        return self.said(N_("{seat} rolls a {face}: {turn_total} this turn."), ev)

    def _bust(self, ev: dict) -> dict:
        return told(self.said(N_("{seat} rolls a 1 and loses the turn's points."), ev), tone="bad")

    def _hold(self, ev: dict) -> dict:
        return self.said(N_("{seat} banks {added}, for {banked}."), ev)

    def _win(self, ev: dict) -> dict:
        return told(self.said(N_("{seat} wins!"), ev), ev["seat"], "gold", bold=True)


STORY = PigStory
