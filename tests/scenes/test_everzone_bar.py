"""EverZone's action bar keeps its buttons where they are.

A play-test: with the army over the resource limit, "Seal orders" vanished and "Surrender" slid
into its place, under a pointer on its way to seal. Now a button that cannot be pressed stays
where it was, greyed, with a tip that says why (over the limit, and by how much), and Surrender
keeps a place of its own at the bar's left end. Played through the table's real clicks, at both
window sizes.
"""
from __future__ import annotations

import pytest

from engine.core.match import Match
from engine.games.everzone import armies
from engine.games.everzone.content import content
from engine.games.everzone.rules import RULES
from tests.everzone.table import lay

from .driver import Driver, close, make_app, sit_down


def _orders_of_turn_2(size):
    """Ann's orders for turn 2 against the computer, with two heavy units face down that do not
    both fit this turn's limit."""
    seats = ["human", "ai:easy"]
    match = Match(RULES, 5, seats, RULES.check_options(seats, {}))
    while not (match.state.phase == "orders" and match.to_move() == 0 and match.state.turn == 2):
        match.act(match.suggest(match.to_move()))
    state = match.state
    place = armies.location(state).place
    room = armies.limit(state, 0) - armies.usage(state, 0)
    heavy = max((u for u in content().units.values() if not u.leader and place in u.places and u.resources <= room),
                key=lambda u: (u.resources, u.id))
    assert 2 * heavy.resources > room, "one fits, two go over"
    units = [lay(match, 0, heavy.id) for _ in range(2)]
    app = make_app("normal", size)
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    for _ in range(600):
        if driver.scene.interactive and not driver.scene.animator.busy:
            break
        driver.frames(1)
    return app, match, driver, units


def _buttons(scene) -> dict[str, object]:
    return {b.text: b for b in scene.dynamic if b.alive()}


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_seal_orders_stays_greyed_over_the_limit_and_surrender_keeps_its_place(size):
    app, match, driver, units = _orders_of_turn_2(size)
    scene = driver.scene
    before = {text: b.rect.copy() for text, b in _buttons(scene).items()}
    assert {"Surrender", "Seal orders"} <= set(before)
    for uid in units:
        driver.do(f"activate {uid}")
    me = match.view(0)["me"]
    assert me["usage"] > me["limit"] and "done" not in match.legal_actions(), "over the limit: no seal now"
    now = _buttons(scene)
    seal, surrender = now["Seal orders"], now["Surrender"]
    assert seal.rect == before["Seal orders"] and not seal.is_enabled, "the seal stays where it was, greyed"
    why = f"Over the resource limit by {me['usage'] - me['limit']}: your army needs {me['usage']} resources of " \
          f"{me['limit']}."
    assert seal.tool_tip_text.startswith(why)
    driver.move(seal.rect.center)
    driver.frames(60)
    assert scene.tooltip.visible and scene.tooltip._text == seal.tool_tip_text, "the greyed seal says why"
    assert surrender.rect == before["Surrender"] and surrender.is_enabled, "Surrender keeps its own place"
    assert surrender.rect.x == scene.layout.bar.x and seal.rect.right == scene.layout.bar.right
    driver.do(f"deactivate {units[-1]}")
    assert "done" in match.legal_actions()
    seal = _buttons(scene)["Seal orders"]
    assert seal.is_enabled and seal.rect == before["Seal orders"], "back under the limit, the same seal is live"
    close(app)
