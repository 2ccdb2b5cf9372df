"""The shared animation queue plays the table's own events as well as the engine's."""
from __future__ import annotations

import pytest

from engine import api
from scenes.widgets.anim_queue import EventQueue
from scenes.widgets.effects import Effects, FloatText
from scenes.widgets.log_lines import StoryWriter
from scenes.widgets.screen_effects import FloatText as ScreenFloat
from scenes.zombie_slayer.effects import FloatText as ZsFloat

from .driver import close, make_app, sit_down


def test_the_pause_after_a_computer_move_is_played_and_never_logged():
    heard = []
    queue = EventQueue(lambda: 1.0, Effects(), heard.append, lambda: None)
    queue.push([{"type": "_beat", "seconds": 0.35}])
    queue.update(0.01)
    assert queue.busy, "the beat holds the queue for its time"
    for _ in range(60):
        queue.update(0.01)
    assert not queue.busy
    assert heard == [{"type": "_beat", "seconds": 0.35}]
    assert StoryWriter("auganism", names=None, terms=None).line(heard[0]) is None


def test_effects_age_with_the_queue_even_when_it_is_idle():
    effects = Effects()
    queue = EventQueue(lambda: 1.0, effects, lambda ev: None, lambda: None)
    effects.add(FloatText("-4", (200, 40, 30), 20, 1.0), 1.0)
    for _ in range(50):
        queue.update(0.05)
    assert not effects.items, "a caption is gone once its time is up"


@pytest.mark.parametrize("game", api.games())
def test_every_table_lets_its_captions_fade(game):
    """Players saw "EVR discount 1" and "destroy! disabled!" float over Auganism's and
    EverZone's cards for minutes: those tables never aged their effects."""
    app = make_app("normal")
    seats = ["human"] if game == "zombie_slayer" else ["human", "ai:easy"]
    match = api.new_match(game, 5, seats)
    scene = sit_down(app, match, seats)
    for _ in range(600):  # the opening plays out
        app.frame(1 / 30)
    caption = ScreenFloat((300, 300), "a caption", (200, 40, 30), 20)
    scene.effects.add(caption if game != "zombie_slayer" else ZsFloat((0, 0), "a caption", (200, 40, 30)), scene.scale())
    for _ in range(90):  # three seconds at the table
        app.frame(1 / 30)
    assert not scene.effects.items, "every effect fades within its lifetime"
    close(app)


def test_stepping_through_the_computers_moves_waits_for_a_click_or_space():
    """The computer's turns arrived as a burst; with "Computer's moves: pause after each" on,
    every computer move after the first waits until the player clicks Next, the table, or Space."""
    import pygame

    from .driver import Driver

    app = make_app("fast")
    app.settings.step_computer = True
    seats = ["ai:easy", "ai:easy"]
    match = api.new_match("zvery", 5, seats)
    scene = sit_down(app, match, seats)
    driver = Driver(app)
    for _ in range(400):
        driver.frames(1, 1 / 30)
        if scene.waiting_for_next():
            break
    assert scene.waiting_for_next(), "a shown computer move waits"
    moves = len(match.log)
    driver.frames(60, 1 / 30)
    assert len(match.log) == moves, "nothing moves until the player asks"
    driver.press("cmd:next")
    driver.settle()
    assert len(match.log) == moves + 1 and scene.waiting_for_next(), "Next plays exactly one move"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    driver.frames(2)
    driver.settle()
    assert len(match.log) == moves + 2, "Space steps on too"
    driver.click((scene.layout.table.centerx, scene.layout.table.centery))
    driver.settle()
    assert len(match.log) == moves + 3, "and so does a click on the table"
    close(app)


def test_rising_words_are_ringed_in_the_dark_on_every_side():
    """"+1 resource needed" rose over an EverZone card's title in red and read as one smudge with
    it (seen at 1280x800): the words are ringed in the dark, so they read over anything."""
    import pygame

    pygame.init()
    words = FloatText("+1 needed", (220, 60, 40), 22, 1.0)
    surface = pygame.Surface((200, 80))
    surface.fill((240, 230, 210))  # a light card face
    words.draw_at(surface, 100, 40, 0)
    box = words.image.get_rect(center=(100, 40))
    ink = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
           if words.image.get_at((x - box.left, y - box.top)).a > 200]
    left, right = min(x for x, _ in ink), max(x for x, _ in ink)
    top, bottom = min(y for _, y in ink), max(y for _, y in ink)
    outside = [(left - 1, next(y for x, y in ink if x == left)), (right + 1, next(y for x, y in ink if x == right)),
               (next(x for x, y in ink if y == top), top - 1), (next(x for x, y in ink if y == bottom), bottom + 1)]
    for point in outside:  # a pixel beyond the leftmost, rightmost, topmost and lowest ink
        assert sum(surface.get_at(point)[:3]) < 200, f"light at {point}: the words are not ringed there"
