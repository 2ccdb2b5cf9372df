"""Every click on something the EverZone table lights as clickable acts the first time.

Two causes lost clicks, each tested here with real mouse events at the normal animation speed:

* a hover tooltip still up when the pointer went on (to the next location on the setup board,
  or from a hand card to "Seal deployment"): pygame-gui's tooltip box lay over the next thing
  and swallowed the click when the pointer moved and clicked within one frame (as a quick hand
  or xdotool does) or had moved into the tooltip's box;
* the short animation of the player's own last choice (a card deployed): a click then only
  hurried it, and the "Seal deployment" button was not even there while it ran.
"""
from __future__ import annotations

import pygame

from engine.core.match import Match
from engine.games.everzone.rules import RULES

from .driver import Driver, close, make_app, sit_down


def _table(seed: int = 5):
    seats = ["human", "ai:easy"]
    match = Match(RULES, seed, seats, RULES.check_options(seats, {}))
    app = make_app("normal")
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    _ready(driver)
    return app, match, driver


def _ready(driver: Driver, limit: int = 3000) -> None:
    for _ in range(limit):
        s = driver.scene
        if s.decision is not None and s.interactive and not s.animator.busy and not s.passing:
            return
        driver.frames(1)
    raise AssertionError("the table never waited for the person")


def _lit(scene, verb: str) -> tuple:
    """The first thing on the table a click on which sends a choice with this verb."""
    return next(k for k, a in scene.decision.clicks.items() if scene.choice_of(a)["verb"] == verb)


def _seal(driver: Driver):
    """The seal button (the decision's "seal" choice)."""
    return driver.button(driver.scene.choices_with("seal")[0]["action"])


def _rect(scene, key: tuple) -> pygame.Rect:
    return next(r for r, k in reversed(scene.hits) if k[:2] == key)


def _rest_on(driver: Driver, pos, seconds: float = 1.0) -> None:
    """The pointer rests on `pos` until the hover tooltip is up."""
    driver.move(pos)
    driver.frames(round(seconds * 60))
    assert driver.scene.tooltip.visible, "the tooltip came up"


def _move_and_click(driver: Driver, pos) -> None:
    """Move there and click within one frame, as a quick hand (or xdotool) does."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    driver.frames(2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    driver.frames(3)


def test_a_location_picked_under_the_last_locations_tooltip_is_picked_at_the_first_click():
    app, match, driver = _table()
    scene = driver.scene
    driver_click_first_leader(driver)
    locations = [k for k in scene.decision.clicks if k[0] == "location"]
    first, below = _rect(scene, locations[0]), _rect(scene, locations[5])  # the one under it, a row down
    _rest_on(driver, (first.x + 8, first.bottom - 6))
    assert scene.tooltip._tip.rect.collidepoint(below.center), "the tooltip lies over the next location"
    before = len(match.log)
    _move_and_click(driver, below.center)
    assert len(match.log) == before + 1, "the pick under the tooltip acted at the first click"
    close(app)


def driver_click_first_leader(driver: Driver) -> None:
    scene = driver.scene
    leader = next(k for k in scene.decision.clicks if k[0] == "leader")
    driver.click(_rect(scene, leader).center)
    _ready(driver)


def _to_deployment(driver: Driver, match) -> None:
    while match.state.phase == "setup":
        driver.scene.play(match.suggest(match.to_move()))
        _ready(driver)
    assert match.state.phase == "prepare" and match.to_move() == 0


def test_seal_deployment_is_pressed_at_the_first_click_after_a_hand_cards_tooltip():
    app, match, driver = _table()
    _to_deployment(driver, match)
    scene = driver.scene
    deploy = _lit(scene, "deploy")
    driver.click(_rect(scene, deploy).center)
    _ready(driver)
    seal = _seal(driver)
    lit = [k for k, a in scene.decision.clicks.items() if scene.choice_of(a)["verb"] == "deploy"]
    for rect in sorted((_rect(scene, k) for k in lit), key=lambda r: abs(r.centerx - seal.rect.centerx)):
        _rest_on(driver, (rect.centerx, rect.y + 10))
        if scene.tooltip._tip.rect.colliderect(seal.rect):
            break
        driver.move((scene.layout.stage.centerx, scene.layout.stage.y + 10))
    assert scene.tooltip._tip.rect.colliderect(seal.rect), "a card's tooltip lies over the Seal button"
    before = len(match.log)
    _move_and_click(driver, seal.rect.center)
    assert len(match.log) == before + 1, "Seal deployment acted at the first click"
    close(app)


def test_a_quick_second_card_and_the_seal_act_while_the_last_choice_still_animates():
    app, match, driver = _table()
    _to_deployment(driver, match)
    scene = driver.scene
    sent = len(match.log)
    for _ in range(3):
        deploy = _lit(scene, "deploy")
        driver.click(_rect(scene, deploy).center)  # the next click comes 5 frames later
    assert len(match.log) == sent + 3, "each quick click on a lit card deployed it"
    assert scene.animator.busy or _seal(driver) is not None
    seal = _seal(driver)
    assert seal is not None, "Seal deployment stays on the table while a deployed card settles"
    driver.click(seal.rect.center)
    assert len(match.log) == sent + 4, "the seal acted at the first click"
    close(app)


def test_the_hand_holds_still_under_the_pointer_and_closes_up_once_it_leaves():
    """A card deployed from the hand leaves a gap while the pointer is on the hand: the card the
    person aims at next is still where they saw it."""
    app, match, driver = _table()
    _to_deployment(driver, match)
    scene = driver.scene
    hand = {k[1]: r for r, k in scene.hits if k[0] == "hand"}
    deploy = _lit(scene, "deploy")
    driver.click(_rect(scene, deploy).center)
    _ready(driver)
    after = {k[1]: r for r, k in scene.hits if k[0] == "hand"}
    assert deploy[1] not in after and all(after[u] == hand[u] for u in after), "every other card stayed put"
    driver.move((scene.layout.stage.centerx, scene.layout.stage.y + 10))
    closed = {k[1]: r for r, k in scene.hits if k[0] == "hand"}
    xs = sorted(r.x for r in closed.values())
    left, right = xs[0] - scene.layout.hand.x, scene.layout.hand.right - (xs[-1] + closed[next(iter(closed))].w)
    assert abs(left - right) <= 2, "the hand closed up, centred again"
    close(app)


def _hand(scene) -> dict[str, pygame.Rect]:
    return {k[1]: r.copy() for r, k in scene.hits if k[0] == "hand"}


def _spread(scene, hand: dict[str, pygame.Rect]) -> bool:
    """Is the hand fanned afresh: centred in its area, evenly spaced, with no gap?"""
    xs = sorted(r.x for r in hand.values())
    steps = {b - a for a, b in zip(xs, xs[1:])}
    w = next(iter(hand.values())).w
    return len(steps) <= 1 and abs((xs[0] - scene.layout.hand.x) - (scene.layout.hand.right - xs[-1] - w)) <= 2


def test_two_cards_in_a_row_land_where_aimed_and_the_next_turn_fans_the_hand_afresh():
    """Each click of two in a row lands on the card aimed at (the hand keeps its layout while the
    pointer is over it). The seal, clicked near its top edge just under the hand, is not the hand:
    the hand closes up, and the next turn's hand is fanned afresh rather than keep, through the
    reveal, the gaps of the cards deployed."""
    app, match, driver = _table()
    _to_deployment(driver, match)
    scene = driver.scene
    seen = _hand(scene)
    aims = [k[1] for k in scene.decision.clicks if k[0] == "hand"][1:3]
    points = {uid: scene.visible_point(("hand", uid)) for uid in aims}
    for uid in aims:
        driver.click(points[uid])  # where the person saw it before the first click
        assert match.log[-1] == f"deploy {uid}", "the click landed on the card aimed at"
        assert all(_hand(scene)[u] == seen[u] for u in _hand(scene)), "the other cards stayed put"
    assert not _spread(scene, _hand(scene)), "gaps where the two cards were, while the pointer is on the hand"
    seal = _seal(driver).rect
    driver.click((seal.centerx, seal.y + 3))  # the pointer rests there through the reveal
    assert _spread(scene, _hand(scene)), "the pointer left the hand for the seal: the hand closed up"
    for _ in range(6000):
        driver.frames(1)
        if match.state.turn == 1 and match.to_move() == 0 and scene.interactive and not scene.animator.busy:
            break
    assert match.state.turn == 1 and _spread(scene, _hand(scene)), "the next turn fans the hand afresh"
    close(app)


def test_seal_deployment_stays_where_it_was_after_the_first_card_is_deployed():
    """Redraw is only possible before deploying; its button stays, greyed, so the Seal button
    does not jump aside under a pointer already on its way to it."""
    app, match, driver = _table()
    _to_deployment(driver, match)
    scene = driver.scene
    seal = _seal(driver).rect.copy()
    deploy = _lit(scene, "deploy")
    driver.click(_rect(scene, deploy).center)
    _ready(driver)
    assert _seal(driver).rect == seal
    close(app)
