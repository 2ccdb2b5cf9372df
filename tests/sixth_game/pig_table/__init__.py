"""Pig's table: the shape scenes/<game>/ has (`play_scene`), written only with what every table
shares (TableScene) and what engine.api serves. Its two buttons take their words from the rules
(Match.choices()), so the table knows nothing of Pig's rules: it draws the view and the race."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pygame

from engine import api
from scenes.choice import Button
from scenes.table_scene import TableScene
from scenes.widgets import art
from scenes.widgets.anim_queue import EventQueue
from scenes.widgets.effects import Effects
from scenes.widgets.ending import SeatsEndScreen
from scenes.widgets.log_lines import StoryWriter
from scenes.widgets.seats import seat_colour

FELT = (40, 80, 50)


@dataclass
class Decision:
    kind: str  # "turn", "wait" or "over"
    seat: int | None
    title: str
    bar: list[Button] = field(default_factory=list)


class PigAnimator(EventQueue):
    """Every event is told at once: Pig's table has nothing to tumble."""


class PlayScene(TableScene):
    GAME = "pig"

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.names = SimpleNamespace(of=session.name)
        self.effects = Effects()
        self.animator = PigAnimator(self.scale, self.effects, self.on_event, self.on_idle)
        self.writer = self.new_writer()
        self.view = session.match.view(None)
        self.arrange()

    def new_writer(self) -> StoryWriter:
        return StoryWriter("pig", self.names, lambda kind, id: str(id))  # the story: tests/sixth_game/pig/story.py

    def arrange(self) -> None:
        w, h = self.size
        self.layout = SimpleNamespace(buttons=pygame.Rect(w - 330, 10, 320, 40), log=pygame.Rect(w - 330, 60, 320, h - 70),
                                      bar=pygame.Rect(20, h - 80, w - 370, 50), race=pygame.Rect(20, 80, w - 370, h - 180))

    def refresh(self) -> None:
        """Read the engine once: the view to draw, and the buttons of the choice to make."""
        match = self.session.match
        self.view = match.view(None)
        if self.session.is_over():
            self.decision = Decision("over", None, "The game is over")
            self.interactive = False
            self.show_end_once()
        elif self.session.is_human_turn():
            bar = [Button(self.say(c["text"]), c["action"], primary=c["verb"] == "hold") for c in match.choices()]
            self.decision = Decision("turn", match.to_move(), f"{self.names.of(match.to_move())} to play", bar)
            self.interactive = True
        else:
            self.decision = Decision("wait", match.to_move(), f"{self.names.of(match.to_move())} is thinking...")
            self.interactive = False
        self._build_dynamic()
        self.maybe_pass()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        race, goal = self.layout.race, self.view["goal"]
        if self.decision is not None:
            art.text(surface, self.decision.title, art.serif(30, "bold"), art.CREAM, midtop=(race.centerx, 20))
        for seat, banked in enumerate(self.view["banked"]):
            y = race.y + 40 + seat * 90
            art.text(surface, f"{self.names.of(seat)}: {banked} of {goal}", art.serif(24), art.CREAM,
                     topleft=(race.x, y))
            bar = pygame.Rect(race.x, y + 36, race.w, 20)
            pygame.draw.rect(surface, (20, 40, 25), bar, border_radius=6)
            done = pygame.Rect(bar.x, bar.y, int(bar.w * min(1.0, banked / goal)), bar.h)
            if done.w:
                pygame.draw.rect(surface, seat_colour(seat), done, border_radius=6)
        art.text(surface, f"This turn: {self.view['turn_total']}", art.serif(26, "italic"), art.CREAM,
                 midtop=(race.centerx, race.y + 240))

    def make_end_screen(self) -> SeatsEndScreen:
        result = self.session.result()
        winner = result["winners"][0]
        rows = [(seat, self.names.of(seat), f"{banked} banked") for seat, banked in enumerate(result["banked"])]
        info = {"winners": result["winners"], "headline": f"{self.names.of(winner)} wins!",
                "way": f"First to {api.catalog('pig').goal}", "text": "", "rows": rows}
        return SeatsEndScreen(self.app, info, pygame.Rect((0, 0), self.size), self._new_game, self.app.go_home)


def play_scene(app: Any, session: Any) -> PlayScene:
    return PlayScene(app, session)
