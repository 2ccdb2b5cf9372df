"""The reveal and the clash at a pace a person can read, at every animation speed.

A real turn's events (the orders turning up, each effect, the clash, each strike, the damage)
are played through the table's animator: each step with words or numbers to read holds the
table for a readable beat at the chosen speed (a second at "normal", longer at "slow"), and
"instant" still plays the whole turn within one frame.
"""
from __future__ import annotations

import pytest

from engine import api

from .driver import close, make_app, sit_down

READABLE = ("reveal", "effect", "clash", "strike", "damage", "surrender", "repair")
BEAT = 1.0  # seconds at "normal"


def _turn_events(match, until: str = "clash") -> list[dict]:
    """From the person's orders to the end of the turn's clash (or the next event `until`: a
    "battle" begun), as the computer would play it."""
    twin = api.load(match.save())
    events: list[dict] = []
    while not any(e["type"] == until for e in events):
        events += twin.act(twin.suggest(twin.to_move()))
    return events


def _table(speed: str, size: tuple[int, int] = (1280, 800)):
    seats = ["human", "ai:easy"]
    match = api.new_match("everzone", 5, seats)
    while not (match.state.phase == "orders" and match.to_move() == 0 and match.state.turn == 2):
        match.act(match.suggest(match.to_move()))
    app = make_app(speed, size)
    sit_down(app, match, seats, ["Ann", "Bob"])
    for _ in range(4):
        app.frame(1 / 30)
    return app, match, app.stack.top


def _held(scene, events: list[dict], dt: float = 1 / 30) -> list[tuple[str, float]]:
    """(event type, seconds it held the table) for each event, played at the scene's speed."""
    animator = scene.animator
    started: list[list] = []
    start = animator._start

    def timed(ev):
        started.append([ev["type"], clock[0]])
        return start(ev)

    clock = [0.0]
    animator._start = timed
    animator.push(events)
    scene.on_idle = lambda: None  # the engine is not read again: these events are the twin's
    while animator.busy and clock[0] < 300:
        animator.update(dt)
        clock[0] += dt
    ends = [s[1] for s in started[1:]] + [clock[0]]
    return [(kind, end - begun) for (kind, begun), end in zip(started, ends, strict=True)]


@pytest.mark.parametrize("speed, scale", [("normal", 1.0), ("slow", 1.75)])
def test_each_step_of_the_reveal_and_the_clash_holds_a_readable_beat(speed, scale):
    app, match, scene = _table(speed)
    events = _turn_events(match)
    held = _held(scene, events)
    readable = [(kind, seconds) for kind, seconds in held if kind in READABLE]
    assert {"reveal", "clash", "strike"} <= {kind for kind, _ in readable}
    short = [(kind, round(seconds, 2)) for kind, seconds in readable if seconds < BEAT * scale - 0.04]
    assert not short, f"steps too quick to read at {speed}: {short}"
    close(app)


def test_instant_plays_the_whole_turn_in_one_frame():
    app, match, scene = _table("instant")
    events = _turn_events(match)
    scene.on_idle = lambda: None
    scene.animator.push(events)
    scene.animator.update(1 / 60)
    assert not scene.animator.busy
    close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_an_announcement_leaves_the_armies_their_totals_and_the_hand_in_sight(size):
    """In a real window "Clash!" and "the higher range strikes first" lay over the two armies'
    totals, the very numbers the clash is about; then "Battle 2" lay over the hand the person
    fights it with, and the buttons under it."""
    from scenes.widgets.effects import Announcement

    app, match, scene = _table("normal", size)
    scene.animator.push(_turn_events(match, until="battle"))
    scene.on_idle = lambda: None
    shown = []
    for _ in range(3000):
        scene.animator.update(1 / 30)
        shown += [e for e in scene.effects.items if isinstance(e, Announcement) and e not in shown]
        if not scene.animator.busy:
            break
    assert {"Clash!", "Battle"} <= {e.text.split()[0] for e in shown}
    lay = scene.layout
    for announcement in shown:
        band = announcement.band_rect(announcement.area)
        assert not band.colliderect(lay.middle), f"{announcement.text!r} covers the location and the armies"
        assert not any(band.colliderect(a.rect) for a in lay.top + lay.bottom), f"{announcement.text!r} covers an army"
        assert not band.colliderect(lay.hand), f"{announcement.text!r} covers the hand"
        assert not band.colliderect(lay.bar), f"{announcement.text!r} covers the buttons"
    close(app)


def test_a_loss_of_command_points_floats_in_sight_over_the_side_panel():
    """The "-7" of a loss rose from the seat's command points under the panel drawn over it, and
    then behind the top bar's buttons: nothing on screen said the points had gone."""
    import pygame

    from scenes.widgets.screen_effects import FloatText

    app, match, scene = _table("normal", (1024, 640))
    scene.on_idle = lambda: None
    scene.animator.push([{"type": "damage", "side": 0, "seats": [0], "amount": 7, "prevented": 0, "lost": 7,
                          "command": 13, "why": "clash", "before": 20}])
    scene.animator.update(1 / 30)
    [loss] = [e for e in scene.effects.items if isinstance(e, FloatText)]
    seat = scene.layout.seat_rect(0)

    def seat_line(effects: list) -> bytes:
        scene.effects.items = effects
        scene.draw(app.surface)
        return pygame.image.tobytes(app.surface.subsurface(seat), "RGB")

    for u in (0.1, 0.4, 0.65):  # along its rise, before it fades
        loss.t = u * loss.duration
        seen = seat_line([loss]) != seat_line([])
        assert seen, f"the loss is out of sight at {u:.0%} of its rise"
    close(app)
