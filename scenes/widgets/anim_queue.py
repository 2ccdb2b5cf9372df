"""The queue every table's animator plays engine events from: busy, speed, hurry and skip.

`act()` returns a batch of events and a table shows them one after another as short tweens,
input waiting while any are left. What an event looks like belongs to its game: an animator
subclasses `EventQueue` and writes one `_<type>(ev)` handler per event type, returning a
`Tween` (or None when there is nothing to show). How the queue is played is the same at every
table, so it lives here and a new game writes only its handlers:

* every duration is multiplied by the animation scale from the settings (`_d`, `_wait`), and
  a scale of 0 ("instant") plays the whole queue within one frame;
* a tween that waits on something outside it (dice settling, a wheel landing) is finished
  early through `_hurry()`, which a game with dice overrides;
* `skip()` (a click or Space) plays the rest at once and drops the effects still in flight;
* the effects the handlers start (floating numbers, captions, announcements) age with the
  queue's clock, busy or not, so every caption fades on its own at every table - a table
  never has to remember to age them;
* the table hears about each event as it starts (`on_event`, for the log) and when the queue
  runs dry (`on_idle`, to read the engine again).
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any


class Tween:
    """`duration` seconds of `step(u)` (u from 0 to 1), then `end()`. A duration of None waits
    on `until()` instead (dice settling, a wheel landing)."""

    def __init__(self, duration: float | None, step: Callable[[float], None] | None = None,
                 end: Callable[[], None] | None = None, until: Callable[[], bool] | None = None) -> None:
        self.duration, self._step, self._end, self._until = duration, step, end, until
        self.t = 0.0

    def update(self, dt: float) -> bool:
        """Advance; True when finished."""
        self.t += dt
        if self.duration is None:
            done = self._until() if self._until else True
            if done:
                self.finish()
            return done
        u = 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)
        if self._step:
            self._step(u)
        if u >= 1.0:
            self.finish()
            return True
        return False

    def finish(self) -> None:
        if self._step and self.duration is not None:
            self._step(1.0)
        if self._end:
            end, self._end = self._end, None
            end()


def ease(u: float) -> float:
    """Smooth start and stop: 0 -> 1, never outside it (3u^2 - 2u^3 rounds to 1.0000000000000004
    for some u just under 1, which pygame's Vector2.lerp refuses: the crash of a lesson's first
    click, on a slow first frame)."""
    return min(1.0, max(0.0, 3 * u * u - 2 * u * u * u))


def bump(u: float) -> float:
    """0 -> 1 -> 0: out and back."""
    return 1 - abs(2 * u - 1)


class EventQueue:
    """Plays queued events through the subclass's `_<type>` handlers.

    `scale()` is the animation scale, `effects` the table's running effects (an object with
    `clear()`), `on_event(ev)` and `on_idle()` the table's ears.
    """

    def __init__(self, scale: Callable[[], float], effects: Any, on_event: Callable[[dict], None],
                 on_idle: Callable[[], None]) -> None:
        self.scale, self.effects = scale, effects
        self.on_event, self.on_idle = on_event, on_idle
        self.queue: deque[dict] = deque()
        self.current: Tween | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def push(self, events: list[dict]) -> None:
        self.queue.extend(events)

    def update(self, dt: float) -> None:
        """Age the effects, and play as much of the queue as this frame allows."""
        self.effects.update(dt)
        if not self.busy:
            return
        instant = self.scale() <= 0
        budget = dt
        while True:
            if self.current is None:
                if not self.queue:
                    break
                self.current = self._start(self.queue.popleft())
                continue
            if instant:
                self._finish_current()
                continue
            if self.current.update(budget):
                self.current = None
                budget = 0.0  # the next tween begins next frame (zero-length ones at once)
                continue
            break
        if not self.busy:
            self.on_idle()

    def skip(self) -> None:
        """Play everything now (a click or Space during the animations)."""
        if not self.busy:
            return
        while self.busy:
            if self.current is None:
                self.current = self._start(self.queue.popleft())
                continue
            self._finish_current()
        self.effects.clear()
        self.on_idle()

    def _hurry(self) -> None:
        """Finish at once whatever the current tween waits on (the game's dice, a wheel)."""

    def _finish_current(self) -> None:
        self._hurry()
        self.current.finish()
        self.current = None

    def _start(self, ev: dict) -> Tween | None:
        self.on_event(ev)
        kind = ev.get("type", "")
        # the table's own events ("_beat") have `_table_<name>` handlers, the engine's `_<type>`
        handler = getattr(self, ("_table" if kind.startswith("_") else "_") + kind, None)
        return handler(ev) if handler else None

    # --- for the handlers -------------------------------------------------------------------------
    def _d(self, seconds: float) -> float:
        """A duration at the current animation speed."""
        return seconds * max(0.0, self.scale())

    def _table_beat(self, ev: dict) -> Tween:
        """The table's own pause (not an engine event): the breath after each computer move."""
        return self._wait(ev.get("seconds", 0.3))

    def _wait(self, seconds: float) -> Tween:
        return Tween(self._d(seconds))
