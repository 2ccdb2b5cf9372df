"""A choice's consequence on EverZone's table before the click (the engine's forecast.py).

The pointer on a unit that may be activated, or on a support that may be played, makes the
banner say what the click leaves - the resources against the limit, the army's totals - and
the army's line in the battle strip shows the totals that would change, old -> new; the
Surrender button and its question say how many command points it costs.
"""
from __future__ import annotations

from engine import api
from engine.games.everzone import forecast
from scenes.everzone import words

from .driver import Driver, close, make_app, sit_down
from .screen_text import WrittenText


def _offers(verb: str):
    """Until the person's orders offer a choice with this verb."""
    return lambda m: any(c["verb"] == verb for c in m.decision()["choices"])


def _orders_table(until, seed: int = 5):
    seats = ["human", "ai:easy"]
    match = api.new_match("everzone", seed, seats)
    for _ in range(3000):
        if match.state.phase == "orders" and match.to_move() == 0 and until(match):
            break
        match.act(match.suggest(match.to_move()))
    assert match.state.phase == "orders" and until(match)
    app = make_app("instant", (1280, 800))
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    driver.frames(4)
    return app, match, driver


def _lit(scene, verb: str):
    key, action = next((k, a) for k, a in scene.decision.clicks.items() if scene.choice_of(a)["verb"] == verb)
    rect = next(r for r, k in reversed(scene.hits) if k[:2] == key)
    return rect, action


def test_the_pointer_on_a_unit_to_activate_tells_the_resources_and_the_army_after_it():
    app, match, driver = _orders_table(_offers("activate"))
    scene = driver.scene
    rect, action = _lit(scene, "activate")
    told = forecast.orders(match.state, action)
    with WrittenText() as written:
        driver.move(rect.center)
    detail = scene.banner.text[1]
    assert f"Resources {told['usage']} of {told['limit']}" in detail, detail
    changed = [w for w, _ in written.lines if "\u2192" in w]
    assert changed, "the army's line shows the totals the click would change, old -> new"
    close(app)


def test_the_pointer_on_a_support_tells_what_it_adds():
    app, match, driver = _orders_table(_offers("play"))
    scene = driver.scene
    rect, action = _lit(scene, "play")
    driver.move(rect.center)
    detail = scene.banner.text[1]
    told = forecast.orders(match.state, action)
    assert words.order_outcome(told) in detail, detail
    close(app)


def test_surrender_says_what_it_costs_before_it_is_chosen():
    app, match, driver = _orders_table(_offers("surrender"))
    scene = driver.scene
    told = forecast.surrender(match.state, 0)
    surrender = scene.choices_with("surrender")[0]["action"]
    button = next(b for b in scene.decision.bar if b.action == surrender)
    assert words.surrender_outcome(told) in button.tip
    title, text, yes, no = scene.ask_first(surrender)
    assert words.surrender_outcome(told) in text
    close(app)


def _questions(app) -> list:
    return [w for w in app.manager.get_window_stack().get_full_stack()
            if w.alive() and "confirm" in getattr(w, "buttons", {})]


def _ready_within(match, seat: int = 0) -> list[dict]:
    """The units and supports `seat` may still order within this turn's resources."""
    me = match.view(seat)["me"]
    return [c for c in match.decision()["choices"] if c["verb"] in ("activate", "play")
            and c["cost"].get("resources", 0) <= me["limit"] - me["usage"]]


def test_orders_sealed_while_a_card_is_ready_ask_first():
    """A new player sealed an empty turn 1 at 1280x800 and lost a command point to an army of 1:
    sealing is final, so with a card still ready to activate or play it asks first."""
    app, match, driver = _orders_table(_ready_within)
    scene = driver.scene
    seal, before = scene.choices_with("seal")[0]["action"], len(match.log)
    scene.play(seal)
    assert len(_questions(app)) == 1 and len(match.log) == before, "sealing with a card ready asks first"
    assert driver.confirm_dialog()
    driver.frames(4)
    assert match.log[before] == seal
    close(app)


def test_orders_sealed_with_nothing_left_to_order_go_at_once():
    app, match, driver = _orders_table(
        lambda m: not any(c["verb"] in ("activate", "play") for c in m.decision()["choices"]), seed=1)
    scene = driver.scene
    seal, before = scene.choices_with("seal")[0]["action"], len(match.log)
    scene.play(seal)
    assert not _questions(app) and match.log[before] == seal
    close(app)


def test_orders_sealed_with_every_card_over_the_resources_left_go_at_once():
    """Seen at 1280x800 in a three-player game: with 2 of 2 resources spent, sealing asked
    whether to go on because "6 more cards could still be activated or played with this
    turn's resources" - each of them would have put the army over its limit."""
    app, match, driver = _orders_table(
        lambda m: any(c["verb"] == "activate" for c in m.decision()["choices"]) and not _ready_within(m))
    scene = driver.scene
    seal, before = scene.choices_with("seal")[0]["action"], len(match.log)
    scene.play(seal)
    assert not _questions(app) and match.log[before] == seal
    close(app)
