"""Pass-and-play keeps each person's secrets, as new players found it did not.

* In EverZone, Player 1 saw Player 2's secret leader after the pass: the big preview kept the
  card last pointed at, and survived the pass screen.
* In Auganism, Player 2 saw Player 1's hand card the same way.
* An Auganism game between people started with Player 1's hand on the screen while the deal
  played, before any pass screen.

Two people play through the real tables with the mouse, each pointing at their own secret
cards before handing over; at every frame, nothing on the screen may show or name a card that
the seat at the table may not see (tests/scenes/secrets.py).
"""
from __future__ import annotations

import pytest

from engine import api
from scenes.widgets.pass_screen import PassScreen

from .driver import Driver, close, make_app, sit_down
from .secrets import Shown, leaks


class Watcher(Driver):
    """Runs frames like Driver, and after each one checks the screen for secrets."""

    def __init__(self, app, shown: Shown) -> None:
        super().__init__(app)
        self.shown = shown
        self.found: list[str] = []
        self.frames_seen = 0

    def frames(self, n: int = 3, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.shown.clear()
            self.app.frame(dt)
            self.frames_seen += 1
            if isinstance(self.app.stack.top, PassScreen):
                continue  # the cover hides the table
            problems = leaks(self.scene, self.shown)
            if problems:
                self.found.append(f"frame {self.frames_seen}, viewer {self.scene.session.viewer()}: {problems}")

    def until_cover(self, limit: int = 900) -> None:
        for _ in range(limit):
            if isinstance(self.app.stack.top, PassScreen):
                return
            self.frames(1, 1 / 30)
        raise AssertionError("no pass screen came")

    def point_at(self, kind: str) -> tuple:
        """Hover the first card of `kind` that the table drew (it becomes the big preview)."""
        rect, key = next((r, k) for r, k in self.scene.hits if k[0] == kind)
        self.move(rect.center)
        self.frames(40)  # long enough for the tooltip to open
        return key

    def play_hint(self) -> None:
        """Take the computer's suggestion by clicking what a person would click."""
        scene = self.scene
        action = scene.session.match.suggest(scene.session.match.to_move())
        if self.button(action) is not None:
            self.press(action)
            self.confirm_dialog()  # "Seal your orders?" and the like: a person who clicked means it
            return
        key = self.card_for(action)
        assert key is not None, f"nothing to click for {action!r}"
        rect = next(r for r, k in reversed(scene.hits) if k[:len(key)] == key)
        self.click(rect.center)

    def card_for(self, action: str) -> tuple | None:
        d = self.scene.decision
        if hasattr(d, "clicks"):  # EverZone: a key on the table for each action
            return next((k for k, a in d.clicks.items() if a == action), None)
        card = next((c for c, a in d.hand.items() if a == action), None)  # Auganism: a hand card
        return ("hand",) if card is None else next(k for _, k in self.scene.hits if k[0] == "hand" and k[2] == card)


def test_an_auganism_game_between_people_hides_every_hand_until_the_first_pass():
    app = make_app("normal")
    match = api.new_match("auganism", 4, ["human", "human"])
    with Shown("auganism") as shown:
        driver = Watcher(app, shown)
        sit_down(app, match, ["human", "human"])
        driver.until_cover()
        assert not driver.found, driver.found
        assert not any(k[0] == "hand" for _, k in driver.scene.hits), "no hand was laid out before the cover"
    close(app)


@pytest.mark.slow  # (80 s; the short pass-and-play evenings of make test watch the same secrets)
def test_auganism_the_next_player_never_sees_the_last_ones_hand_card():
    app = make_app("fast")
    match = api.new_match("auganism", 4, ["human", "human"])
    with Shown("auganism") as shown:
        driver = Watcher(app, shown)
        sit_down(app, match, ["human", "human"])
        for _ in range(6):  # three turns each
            driver.until_cover()
            driver.pass_screen()
            driver.settle()
            seat = match.to_move()
            driver.point_at("hand")
            assert driver.scene.zoomed is not None
            while match.to_move() == seat and match.result() is None:
                driver.play_hint()
                driver.settle()
                if any(k[0] == "hand" for _, k in driver.scene.hits) and match.to_move() == seat:
                    driver.point_at("hand")
        assert not driver.found, driver.found[:5]
    close(app)


@pytest.mark.slow  # (80 s; the short pass-and-play evenings of make test watch the same secrets)
def test_everzone_a_secret_leader_stays_secret_after_the_pass():
    app = make_app("fast")
    match = api.new_match("everzone", 4, ["human", "human"])
    with Shown("everzone") as shown:
        driver = Watcher(app, shown)
        sit_down(app, match, ["human", "human"])
        for _ in range(2):  # each person picks a leader and three locations in secret, pointing at the leader last
            driver.until_cover()
            driver.pass_screen()
            driver.settle()
            seat = match.to_move()
            while match.to_move() == seat and match.state.phase == "setup":
                driver.play_hint()
                driver.settle()
                if match.to_move() == seat and match.state.players[seat].leader is not None:
                    driver.point_at("leader")
        for _ in range(4):  # deployments and the first orders, each pointing at a card of their hand
            driver.until_cover()
            driver.pass_screen()
            driver.settle()
            seat = match.to_move()
            driver.point_at("hand")
            while match.to_move() == seat and match.result() is None:
                driver.play_hint()
                driver.settle()
        assert not driver.found, driver.found[:5]
    close(app)



def test_faces_painted_ahead_into_a_scratch_surface_are_not_shown():
    """EverZone paints its seats' cards and every location ahead as a table is laid out
    (preparation.py), the computer's cards too: journeys took that for a secret on screen, and
    the locations' values painted at one spot for overlapping words. What the table draws is
    still recorded."""
    import pygame

    from scenes.everzone import preparation
    from scenes.widgets import art

    from .screen_text import WrittenText
    app = make_app(size=(1024, 640))
    seats = ["human", "ai:easy"]
    match = api.new_match("everzone", 1, seats)
    while len(match.log) < 26:  # both races chosen: a game opened from its save, as a journey found it
        match.act(match.suggest(match.to_move()))
    with Shown("everzone") as shown:
        scene = sit_down(app, match, seats)  # (a journey opens it within a frame: checked after it)
        assert not leaks(scene, shown)
        player = Watcher(app, shown)
        player.settle()
        assert shown.cards, "the table's own faces are recorded"
    with WrittenText() as written:  # every location's values, painted ahead at one spot of a
        preparation.prepare(scene.layout, scene.shown)  # window-sized scratch: no words on screen
        assert written.lines == []
        art.text(pygame.display.get_surface(), "seen", art.serif(14), (0, 0, 0), topleft=(5, 5))
        assert [w for w, _ in written.lines] == ["seen"]
    close(app)
