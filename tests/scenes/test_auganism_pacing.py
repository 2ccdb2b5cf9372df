"""Auganism's battle at a pace a person can read, and a status line that is never cut short.

A real battle's events (the declaration, the battle's numbers, each blow, the winner, the
capture) played through the table's animator each hold the table for a readable beat at the
chosen speed - a second at "normal", longer at "slow" - and "instant" plays them within one
frame. Through computer duels at 1024x640 and 1280x800, every line the banner shows fits it
whole (the banner cuts a longer line short with "...").
"""
from __future__ import annotations

import pytest

from engine import api

from .driver import close, make_app, sit_down

READABLE = ("declare", "battle", "strike", "standoff", "battle_won", "captured", "effect", "hero", "heal", "wound",
            "boost")
BEAT = 1.0


def _battle_events(seed: int = 2) -> list[dict]:
    match = api.new_match("auganism", seed, ["ai:easy", "ai:easy"])
    for _ in range(400):
        events = match.act(match.suggest(match.to_move()))
        if any(e["type"] == "strike" for e in events):
            start = next(i for i, e in enumerate(events) if e["type"] in ("declare", "battle"))
            return events[start:]
    raise AssertionError("no battle was fought")


def _table(speed: str):
    seats = ["human", "ai:easy"]
    match = api.new_match("auganism", 1, seats)
    app = make_app(speed)
    sit_down(app, match, seats, ["Ann", "Bob"])
    for _ in range(4):
        app.frame(1 / 30)
    scene = app.stack.top
    scene.animator.skip()
    return app, scene


def _held(scene, events: list[dict], dt: float = 1 / 30) -> list[tuple[str, float]]:
    animator = scene.animator
    started: list[list] = []
    start = animator._start
    clock = [0.0]

    def timed(ev):
        started.append([ev["type"], clock[0]])
        return start(ev)

    animator._start = timed
    scene.on_idle = lambda: None  # these events are another match's: the table is not read again
    animator.push(events)
    while animator.busy and clock[0] < 120:
        animator.update(dt)
        clock[0] += dt
    ends = [s[1] for s in started[1:]] + [clock[0]]
    return [(kind, end - begun) for (kind, begun), end in zip(started, ends, strict=True)]


@pytest.mark.parametrize("speed, scale", [("normal", 1.0), ("slow", 1.75)])
def test_each_step_of_a_battle_holds_a_readable_beat(speed, scale):
    app, scene = _table(speed)
    held = _held(scene, _battle_events())
    readable = [(kind, seconds) for kind, seconds in held if kind in READABLE]
    assert {"battle", "strike"} <= {kind for kind, _ in readable}
    short = [(kind, round(seconds, 2)) for kind, seconds in readable if seconds < BEAT * scale - 0.04]
    assert not short, f"steps too quick to read at {speed}: {short}"
    close(app)


def test_instant_plays_the_whole_battle_in_one_frame():
    app, scene = _table("instant")
    scene.on_idle = lambda: None
    scene.animator.push(_battle_events())
    scene.animator.update(1 / 60)
    assert not scene.animator.busy
    close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_status_line_is_never_cut_short(size):
    names = ["ai:easy", "ai:easy"]
    match = api.new_match("auganism", 3, names)
    app = make_app("fast", size)
    sit_down(app, match, names)
    scene = app.stack.top
    cut = set()
    for _ in range(700):
        app.frame(1 / 15)
        title, detail = scene.banner.text
        shown = " ".join(scene.banner.detail_lines(detail, scene.banner.room())[1])
        if shown.split() != detail.split():
            cut.add(detail)
        if match.result() is not None and not scene.animator.busy:
            break
    assert not cut, sorted(cut)
    close(app)
