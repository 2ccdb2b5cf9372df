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

import contextlib
from collections.abc import Iterator
from typing import Any

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


@contextlib.contextmanager
def two_people(game: str, speed: str = "fast") -> Iterator[tuple[Any, Watcher]]:
    """Two people sit down at a new game of `game` (seed 4), watched for secrets at every frame."""
    app = make_app(speed)
    match = api.new_match(game, 4, ["human", "human"])
    try:
        with Shown(game) as shown:
            driver = Watcher(app, shown)
            sit_down(app, match, ["human", "human"])
            yield match, driver
    finally:
        close(app)


def test_an_auganism_game_between_people_hides_every_hand_until_the_first_pass():
    with two_people("auganism", "normal") as (match, driver):
        driver.until_cover()
        assert not driver.found, driver.found
        assert not any(k[0] == "hand" for _, k in driver.scene.hits), "no hand was laid out before the cover"


@pytest.mark.slow  # (80 s; the short pass-and-play evenings of make test watch the same secrets)
def test_auganism_the_next_player_never_sees_the_last_ones_hand_card():
    with two_people("auganism") as (match, driver):
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


@pytest.mark.slow  # (80 s; the short pass-and-play evenings of make test watch the same secrets)
def test_everzone_a_secret_leader_stays_secret_after_the_pass():
    with two_people("everzone") as (match, driver):
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


def test_a_formality_waits_for_the_hand_over(monkeypatch):
    """In a four-person Auganism journey, Player 3's forced summon was taken while Player 1
    still had the screen, and the table turned to Player 3's eyes with no cover: Player 1 read
    Player 3's side, and Player 3 never got the cover at all."""
    from engine.core.messages import msg
    from scenes.session import GameSession

    real_decision = api.Match.decision

    def forced_for_the_second_seat(match):
        asked = real_decision(match)
        if asked["seat"] != 1 or 1 in match.movers:
            return asked
        return {**asked, "choices": asked["choices"][:1],
                "forced": msg("Nothing to weigh: {seat} goes on.", seat={"seat": 1})}

    taken: list[tuple] = []  # (the seat a formality was taken for, the seat at the screen then)
    real_act = GameSession.act

    def act(session, action, forced=False):
        if forced:
            taken.append((session.match.to_move(), session.viewer()))
        return real_act(session, action, forced)

    monkeypatch.setattr(api.Match, "decision", forced_for_the_second_seat)
    monkeypatch.setattr(GameSession, "act", act)
    with two_people("auganism") as (match, driver):
        driver.until_cover()
        driver.pass_screen()
        driver.settle()
        while match.to_move() == 0:
            driver.play_hint()
            driver.settle()
        for _ in range(600):
            if 1 in match.movers:
                break
            driver.pass_screen()
            driver.frames(1, 1 / 30)
        assert taken == [(1, 1)], taken
        assert not driver.found, driver.found[:5]



def test_a_formality_that_passes_the_turn_on_leaves_the_next_cover_up():
    """In a three-seat EverZone journey (seed 12), Player 3's army had to shed Data Miner - a
    formality taken as their cover lifted - and the turn went straight on to Player 1. The
    lifted cover then opened the recap for the person to move, Player 1, with Player 3 at the
    screen; Player 1's cover came up under that window, which took every click meant for the
    cover (the evening stood still)."""
    seats = ["human", "ai:easy", "human"]
    match = api.new_match("everzone", 12, seats)
    while len(match.log) < 245:
        match.act(match.suggest(match.to_move()))
    asked = match.decision()
    assert asked["seat"] == 2 and asked.get("forced") and len(asked["choices"]) == 1  # still the position meant
    app = make_app("normal")
    sit_down(app, match, seats)
    hand = Driver(app)
    hand.frames(5)
    assert isinstance(app.stack.top, PassScreen) and app.stack.top.seat == 2
    hand.frames(30)  # (the cover ignores clicks for a moment)
    hand.click((app.size[0] // 2, app.size[1] // 2))  # Player 3 takes the mouse: their formality, then on
    assert len(match.log) == 246 and match.to_move() == 0
    assert hand.scene.session.viewer() == 2 and not isinstance(app.stack.top, PassScreen)  # it plays out for them
    hand.settle()
    assert isinstance(app.stack.top, PassScreen) and app.stack.top.seat == 0
    recap = hand.scene.moments.recap_window
    assert recap is None or not recap.alive(), "nothing of the table over the cover"
    hand.pass_screen()
    assert not isinstance(app.stack.top, PassScreen) and hand.scene.session.viewer() == 0, "the cover took the click"
    close(app)


def test_before_the_cover_the_next_persons_choice_is_not_offered_to_the_last():
    """In a four-person Auganism game (1024x640), Player 1 read their battle's result while the
    banner told Player 3 "Your Summon Zone is empty: click the card to summon from your hand" -
    over Player 1's hand, with Player 3's choices live under Player 1's mouse."""
    seats = ["human"] * 4
    match = api.new_match("auganism", 11, seats, {"tag": True})
    while len(match.log) < 25:  # Player 1 is about to let the battle begin
        match.act(match.suggest(match.to_move()))
    app = make_app("normal", (1024, 640))
    with Shown("auganism") as shown:
        driver = Watcher(app, shown)
        sit_down(app, match, seats)
        driver.until_cover()
        driver.pass_screen()
        driver.settle()
        assert match.to_move() == 0
        driver.play_hint()  # "To battle": the battle, its result held to be read, then Player 3's turn
        seen = []
        for _ in range(900):
            scene = driver.scene
            if isinstance(app.stack.top, PassScreen):
                break
            if match.to_move() != 0 and scene.decision is not None:
                seen.append((scene.interactive, scene.decision.title))
            if scene.moments.holding and len(seen) > 30:
                scene.moments.dismiss()  # Player 1 has read it
            driver.frames(1, 1 / 30)
        assert seen and match.to_move() == 2, "Player 1 still had the screen after the battle"
        assert all(not interactive and title == "Next: Player 3" for interactive, title in seen), seen[:3]
        assert isinstance(app.stack.top, PassScreen) and app.stack.top.seat == 2
        assert not driver.found, driver.found[:5]
    close(app)
