"""EverZone's table under SDL's dummy driver, played with the mouse.

Two people share the screen: each one's secret setup, deployment and orders are entered behind
the pass-and-play cover by clicking cards (a leader, three locations, units in the hand, a
face-down unit to activate, a support to play) and the seal button; the orders are revealed
together, the clash plays out, and after the last turn the retreat empties the table. Every
click is checked to have sent its action. Computer-only wars (two, three and four seats) play
through the real table to their end with every log line a sentence.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.match import Match
from engine.games.everzone import armies
from engine.games.everzone.rules import RULES

from .driver import Driver, close, make_app, sit_down

OUT = Path(__file__).resolve().parents[1] / "output"


def war(seed: int, seats: list[str]) -> Match:
    return Match(RULES, seed, seats, RULES.check_options(seats, {}))


class EzDriver(Driver):
    """Clicks EverZone's cards; while animations settle it takes one picture of the first reveal
    (cards turning over) and one of the first strike of a clash."""

    watched: dict[str, bool] = {}

    def settle(self, limit: int = 900) -> None:
        animator = self.scene.animator
        for _ in range(limit):
            if not animator.busy:
                break
            self.frames(1, 1 / 60)
            if animator.flips and not self.watched.get("reveal"):
                self.watched["reveal"] = True
                assert self.scene.hide_hands(), "the hands are face down while the orders are revealed"
                self.shot("reveal")
            if animator.lunge and not self.watched.get("clash"):
                self.watched["clash"] = True
                self.frames(6, 1 / 60)
                self.shot("clash")
        self.frames(2)

    def shot(self, name: str) -> None:
        OUT.mkdir(exist_ok=True)
        self.app.screenshot(OUT / f"everzone_{name}.png")

    def clickable(self, kind: str, *verbs: str) -> list[tuple]:
        """The things of this kind ("hand", "slot", ...) lit for a click, those that send a choice
        with one of `verbs` if any are given."""
        scene = self.scene
        return [key for key, action in scene.decision.clicks.items()
                if key[0] == kind and (not verbs or scene.choice_of(action)["verb"] in verbs)]

    def click_key(self, key: tuple) -> None:
        """Click the card the table drew for `key` and check that its action was sent."""
        match = self.scene.session.match
        before = len(match.log)
        rect = next(r for r, k in reversed(self.scene.hits) if k[:2] == key)
        self.click(rect.center)
        self.settle()
        assert len(match.log) == before + 1, f"the click on {key} sent nothing"

    def seal(self) -> None:
        match = self.scene.session.match
        before = len(match.log)
        self.press(self.scene.choices_with("seal")[0]["action"])
        self.settle()
        self.confirm_dialog()  # "Seal your orders?" while a card could still be ordered: yes
        self.settle()
        assert len(match.log) == before + 1

    def cover(self) -> None:
        """The pass-and-play cover is up for the next person: click it away."""
        self.settle()
        assert self.pass_screen(), "the pass screen hides the table between two people's secret orders"
        self.settle()


def _setup(driver: EzDriver) -> None:
    """Each person: a leader and three locations on the setup board, then seal."""
    for person in range(2):
        driver.cover()
        driver.click_key(driver.clickable("leader")[0])
        for _ in range(3):
            driver.click_key(driver.clickable("location")[0])
        if person == 0:
            driver.shot("setup")
        driver.seal()


def _deploy(driver: EzDriver, match: Match) -> None:
    """Deploy every unit in the hand that can fight here, then seal."""
    driver.cover()
    seat = match.to_move()
    while True:
        fighters = [key for key in driver.clickable("hand", "deploy") if armies.can_fight(match.state, key[1])]
        if not fighters:
            break
        driver.click_key(fighters[0])
    assert match.state.players[seat].field, "something was deployed"
    driver.seal()


def _orders(driver: EzDriver, match: Match, support: bool, shots: bool = False) -> None:
    """Bring the army under the limit if it is over, activate what fits, play one support if one
    fits, seal (a seat over the limit after the reveal only takes cards out)."""
    driver.cover()
    seat = match.to_move()
    while True:
        take_out = driver.clickable("slot", "deactivate") + driver.clickable("support", "retreat")
        if not take_out or match.to_move() != seat:
            break
        driver.click_key(take_out[0])
    if match.state.phase == "trim" or match.to_move() != seat:
        return
    while True:
        room = armies.limit(match.state, seat) - armies.usage(match.state, seat)
        fits = [key for key in driver.clickable("slot", "activate")
                if armies.value(match.state, key[1], "resources") <= room]
        if not fits:
            break
        driver.click_key(fits[0])
    plays = driver.clickable("hand", "play")
    if support and plays:
        driver.click_key(plays[0])
    if shots and match.state.turn == 1:
        driver.shot(f"orders_seat{seat + 1}")
    driver.seal()


def test_two_people_fight_a_battle_by_clicks_with_the_pass_screen():
    app = make_app("fast")
    seats = ["human", "human"]
    match = war(5, seats)
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = EzDriver(app)
    driver.watched = {}
    driver.frames(3)
    _setup(driver)
    assert match.state.phase == "prepare" and match.state.battle == 1
    driver.cover()
    driver.shot("deploy_hand")
    fighters = [key for key in driver.clickable("hand", "deploy") if armies.can_fight(match.state, key[1])]
    for key in fighters:
        driver.click_key(key)
    driver.shot("deployed")
    driver.seal()
    _deploy(driver, match)
    assert match.state.phase == "orders" and match.state.turn == 1
    played = False
    while match.state.battle == 1 and match.result() is None:
        turn = match.state.turn
        _orders(driver, match, support=not played, shots=turn == 1)
        played = played or any(p.supports for p in match.state.players)
    assert played, "a support was played by a click"
    assert driver.watched == {"reveal": True, "clash": True}, "the reveal and a clash were seen"
    assert match.state.battle == 2 or match.result() is not None, "the battle was fought to its end"
    retreated = sum(len(p.deck.discards) for p in match.state.players)
    assert retreated > 0 and not any(p.field for p in match.state.players), "the retreat emptied the table"
    assert not [line for line in driver.scene.log_panel.lines if line.startswith("(")]
    close(app)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_computer_plays_a_whole_war_through_the_table(seats):
    app = make_app("instant")
    names = ["ai:easy"] * seats
    match = war(3, names)
    sit_down(app, match, names)
    scene = app.stack.top
    for _ in range(20000):
        app.frame(1 / 20)
        if match.result() is not None and not scene.animator.busy:
            break
    assert match.result() is not None, "the war reached its end on the table"
    assert not [line for line in scene.log_panel.lines if line.startswith("(")], "every line is a sentence"
    close(app)


def test_closing_mid_reveal_and_reopening_resumes_after_it():
    """The last seal of a turn starts the reveal and the clash; closing the window while they
    play leaves the autosave where the engine is, and reopening shows the revealed armies."""
    import pygame

    from engine import api
    from scenes import storage
    from scenes.everzone.play import PlayScene
    from scenes.launch import resume

    app = make_app("normal")
    match = api.new_match("everzone", 9, ["human", "human"])
    while not (match.state.phase == "orders" and match.state.waiting == [1]):
        match.act(match.suggest(match.to_move()))
    assert resume(app, match)
    driver = EzDriver(app)
    for _ in range(300):
        app.frame(1 / 30)
        if driver.pass_screen():
            continue
        top = app.stack.top
        if isinstance(top, PlayScene) and top.decision and top.interactive:
            break
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.decision.kind == "orders"
    scene.play(scene.choices_with("seal")[0]["action"], confirmed=True)  # autosaved at once; the reveal now plays
    app.frame(1 / 60)
    assert scene.animator.busy
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running
    digest = match.digest()
    close(app)

    resumed = storage.load_autosave("everzone").match
    assert resumed.digest() == digest and resumed.state.turn >= 1
    app = make_app("instant")
    assert resume(app, resumed)
    for _ in range(8):
        app.frame(1 / 60)
    EzDriver(app).pass_screen()
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    seat = scene.viewer
    assert scene.shown["players"][1 - seat]["field"] == resumed.view(seat)["players"][1 - seat]["field"]
    close(app)
