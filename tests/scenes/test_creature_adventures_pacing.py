"""The pace of Creature Adventures' table: a turn's end is said, and the computer plays readably.

New players lost track twice. Their own turn could end in silence (a safe Wilderness roll on
a forest space) with the computer's whole turn following at once; and the computer's turns
came as a burst, a battle and its catch settled faster than they could be read, the log the
only account. Now a turn's end is announced and logged with a beat before the next player,
and each step of the computer's play (each roll, blow, catch, gain) stays up for a readable
beat at the chosen speed: "normal" reads, "fast" is brisk, "instant" is instant.
"""
from __future__ import annotations

import pytest

from engine import api

from .driver import Driver, close, make_app, sit_down

NORMAL_BEAT = 0.8  # seconds each told step of the computer's play stays up, at least, at "normal"


class Clock(Driver):
    """Runs frames of a fixed length and notes when each event starts (and whether the log told it)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.t = 0.0
        self.events: list[tuple[float, dict, bool]] = []
        scene = self.scene
        heard, told = scene.animator.on_event, scene.tell

        def on_event(ev: dict) -> None:
            before = len(scene.log_lines)
            heard(ev)
            self.events.append((self.t, ev, len(scene.log_lines) > before))

        def tell(ev: dict) -> None:  # a roll is told once its dice or wheel show it
            told(ev)
            self.events.append((self.t, ev, True))

        scene.animator.on_event, scene.tell = on_event, tell

    def run(self, seconds: float, dt: float = 1 / 30, until=None) -> None:
        for _ in range(int(seconds / dt)):
            self.app.frame(dt)
            self.t += dt
            if until is not None and until():
                return


def _computer_game(speed: str, seconds: float) -> Clock:
    app = make_app(speed, (1024, 640))
    match = api.new_match("creature_adventures", 5, ["ai:easy", "ai:easy"])
    sit_down(app, match, ["ai:easy", "ai:easy"])
    clock = Clock(app)
    clock.run(seconds)
    return clock


def _told_gaps(clock: Clock) -> list[tuple[float, str, str]]:
    """(seconds, this event, the next) between each told event of the computer's play and the next."""
    first_turn = next(i for i, (_, ev, _) in enumerate(clock.events) if ev["type"] == "turn")
    told = [(t, ev["type"]) for t, ev, said in clock.events[first_turn:] if said]
    return [(b[0] - a[0], a[1], b[1]) for a, b in zip(told, told[1:], strict=False)]


@pytest.fixture(scope="module")
def normal_game():
    clock = _computer_game("normal", 56)
    yield clock
    close(clock.app)


def _first(clock: Clock, kind: str) -> float:
    return next(t for t, ev, _ in clock.events if ev["type"] == kind)


def test_each_step_of_the_computers_play_stays_up_long_enough_to_read(normal_game):
    gaps = _told_gaps(normal_game)
    kinds = {kind for _, kind, _ in gaps}
    assert {"roll", "strike", "battle_over"} <= kinds, "the stretch played holds a battle"
    hurried = [(round(g, 2), a, b) for g, a, b in gaps if g < NORMAL_BEAT]
    assert not hurried, f"steps gone before they could be read: {hurried[:8]}"


def test_fast_is_brisk_and_instant_is_instant(normal_game):
    fast = _computer_game("fast", 30)
    assert _first(fast, "battle_over") <= 0.55 * _first(normal_game, "battle_over"), "fast: about twice as quick"
    assert min(g for g, _, _ in _told_gaps(fast)) >= 0.3, "fast, but still a beat per step"
    close(fast.app)
    app = make_app("instant", (1024, 640))
    match = api.new_match("creature_adventures", 5, ["ai:easy", "ai:easy"])
    sit_down(app, match, ["ai:easy", "ai:easy"])
    for _ in range(60):
        app.frame(1 / 30)
    assert len(match.log) >= 40, "instant: a move a frame"
    close(app)


def test_a_persons_turn_that_ends_quietly_is_said_and_the_computer_waits_a_beat(app):
    from .test_creature_adventures_table import Player

    app.settings.animation_speed = "normal"
    match = api.new_match("creature_adventures", 7, ["ai:easy", "human"])
    sit_down(app, match, ["ai:easy", "human"], ["Computer", "Bob"])
    player = Player(app)
    player.settle(2000)
    clock = Clock(app)
    scene = player.scene
    assert scene.decision.seat == 1 and scene.decision.kind == "turn"
    match.force_dice([2, 2])
    player.press("roll")
    clock.run(8, until=lambda: not scene.animator.busy)
    match.force_dice([6])  # the Wilderness die: safe
    player.click(player.space("whisperwood_1"))
    clock.events.clear()
    said = []
    clock.run(12, until=lambda: any(ev.get("seat") == 0 and ev["type"] == "move_roll" for _, ev, _ in clock.events)
              or said.append([getattr(e, "text", "") for e in scene.effects.items]))
    types = [ev["type"] for _, ev, _ in clock.events]
    assert "turn_end" in types and any("Bob's turn ends at Whisperwood" in line for line in scene.log_panel.lines)
    assert any("Bob's turn is over" in text for texts in said for text in texts), "an announcement says so"
    ended = next(t for t, ev, _ in clock.events if ev["type"] == "turn_end")
    computer = next((t for t, ev, _ in clock.events if ev["type"] == "turn" and ev["seat"] == 0), None)
    first_move = next(t for t, ev, _ in clock.events if ev.get("seat") == 0 and ev["type"] not in ("turn",))
    assert computer is not None and computer - ended >= 1.0, "a beat between the end and the next turn"
    assert first_move - ended >= 1.5, "the computer starts only after the player has read it"


def test_a_roll_is_not_told_before_its_wheel_or_dice_show_it(app):
    """Playing it, the banner read "Strike: 1 on the d10 - a miss" while the wheel still spun:
    the log (and the banner, which shows its last line) now wait for the wheel to land."""
    from .test_creature_adventures_table import open_table

    player = open_table(app)
    player.pass_screen()
    match, scene = player.match, player.scene
    match.force_dice([2, 2, 1])
    player.speed("normal")
    player.press("roll")
    for _ in range(6):
        player.frames(1, 1 / 30)
        assert not scene.dice.settled and not any("rolls 4" in line for line in scene.log_panel.lines)
        assert "4" not in scene.dice.tray.caption and "rolls 4" not in scene.banner.text[1]
    player.settle()
    player.speed("instant")
    player.click(player.space("whisperwood_1"))
    player.settle()
    player.do("pick 1")
    match.force_dice([3])
    player.speed("normal")
    player.press("strike")
    spun = 0
    while True:
        player.frames(1, 1 / 30)
        if scene.wheel is not None and scene.wheel.landed:
            break
        spun += 1
        assert spun < 200
        assert not any("on the d10" in line for line in scene.log_panel.lines[-2:])
        assert "on the d10" not in scene.banner.text[1]
    player.frames(2, 1 / 30)
    assert "Strike: 3 on the d10" in scene.log_panel.lines[-1]
    assert spun > 10


def test_stepping_through_the_computers_moves_shows_next_but_not_between_the_forks_of_a_walk():
    """Settings, "Computer's moves: pause after each": the table holds after each computer move
    with a "Next" button - but a walk's forks are one step, so it never holds between them."""
    app = make_app("fast", (1280, 800))
    app.settings.step_computer = True
    match = api.new_match("creature_adventures", 5, ["ai:easy", "ai:easy"])
    sit_down(app, match, ["ai:easy", "ai:easy"])
    scene = app.stack.top
    held, mid_walk_holds = 0, 0
    for _ in range(2000):
        app.frame(1 / 20)
        if scene.held and not scene.animator.busy:
            if scene.mid_walk():
                mid_walk_holds += 1
            if scene.waiting_for_next():
                assert any(a == "cmd:next" for a in scene.dynamic.values()), "the Next button is up"
                held += 1
                scene.release()
        if held >= 12:
            break
    assert held >= 12 and not mid_walk_holds
    close(app)
