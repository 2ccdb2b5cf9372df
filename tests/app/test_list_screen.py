"""The shared list of the saves and History screens (scenes/list_screen.py over
scenes/widgets/virtual_list.py), with a made-up source of 100,000 rows: it opens as fast as a
short list, asks only for the rows near the view, never keeps more than three screenfuls of
widgets, and every way of scrolling a person has - the wheel, the bar's slider, Page Up/Down, Home/End -
reaches the last row, whose words are then on screen."""
from __future__ import annotations

import time

import pygame
import pytest

from scenes.list_screen import ListScreen, Row

from . import ui

ACTIONS = [("open", "Open", "Play on", "#primary"), ("replay", "Replay", "Watch it", None),
           ("delete", "Delete", "Remove it", "#danger")]


class Source:
    """`count` rows made on request, counting what was asked."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.asked: set[int] = set()
        self.pictures: list[int] = []

    def row(self, index: int) -> Row:
        self.asked.add(index)
        return Row(index, lambda size: self.picture(index, size),
                   lambda width: (f"Game {index}", "Ann vs the computer", f"{index} turns"), ACTIONS)

    def picture(self, index: int, size: tuple[int, int]) -> pygame.Surface:
        self.pictures.append(index)
        picture = pygame.Surface(size)
        picture.fill((index % 200, 90, 40))
        return picture


class Listed(ListScreen):
    TITLE = "Games"

    def __init__(self, app, source: Source) -> None:
        super().__init__(app)
        self.source = source
        self.pressed: list[tuple[str, int]] = []

    def build(self, root, size) -> None:
        self.lay_sheet(size)
        top = self.sheet.y + 102
        self.build_rows(root, pygame.Rect(self.sheet.x + 32, top, self.sheet.width - 64, self.sheet.bottom - 20 - top),
                        self.source.count, self.source.row, "No games.")

    def on_action(self, kind: str, item: int) -> None:
        self.pressed.append((kind, item))


def opened(app, count: int) -> tuple[Listed, Source]:
    source = Source(count)
    screen = app.stack.push(Listed(app, source))
    return screen, source


def words_in_view(screen: Listed) -> dict[str, pygame.Rect]:
    """The rows' words a person sees: each label wholly inside the list's view."""
    view = screen.rows.view.rect
    return {label.text: label.rect for slot in screen.rows.slots.values() for label in slot.labels
            if label.visible and view.contains(label.rect)}


def row_widgets(screen: Listed) -> int:
    """The widgets of rows that exist, in use or kept for the next rows."""
    return sum(len(slot.box.elements) for slot in [*screen.rows.slots.values(), *screen.rows.spare])


def settle(app, screen: Listed) -> None:
    """Frames until the rows either side of the view are made (one a frame)."""
    ui.frames(app, 3 * screen.rows.screenful + 2)


def test_a_hundred_thousand_rows_open_as_fast_as_ten_and_only_rows_near_the_view_are_asked_for(app):
    opened(app, 3)  # the first list of a process loads the theme's fonts
    app.stack.clear()
    took = {}
    for count in (10, 100_000):
        app.stack.clear()
        started = time.process_time()
        screen, source = opened(app, count)
        took[count] = time.process_time() - started
        screenful = screen.rows.screenful
        assert max(source.asked) <= screenful, "the rows in view (and the next) are made for the first frame"
        settle(app, screen)
        assert max(source.asked) < 3 * screenful, "and then two screenfuls below, no further"
    assert took[100_000] < 0.25, f"opening took {took[100_000]:.3f} s of CPU"
    assert took[100_000] < took[10] * 1.5 + 0.02, took


def test_every_way_of_scrolling_reaches_the_last_row_with_no_more_than_three_screenfuls_of_widgets(app):
    screen, source = opened(app, 100_000)
    settle(app, screen)
    rows, screenful = screen.rows, screen.rows.screenful
    per_row = row_widgets(screen) // len(rows.slots)
    most = 3 * screenful * per_row

    ui.key(app, pygame.K_PAGEDOWN)
    assert rows.top_row == rows.view.rect.height // rows.row_height, "a page is the rows wholly in view"
    ui.key(app, pygame.K_PAGEUP)
    assert rows.top_row == 0

    pygame.mouse.set_pos(rows.view.rect.center)  # pygame-gui asks SDL where the mouse is
    ui.move(app, rows.view.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0, precise_y=-2))
    ui.frames(app, 30)
    assert 40 <= rows.offset <= 3 * rows.row_height, "two notches of the wheel: under a row or two, at any length"

    bar = rows.bar  # (the theme shows no arrows on it: its slider is dragged)
    slider = bar.sliding_button.rect.center
    pygame.mouse.set_pos(slider)
    ui.move(app, slider)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slider, button=1))
    ui.frames(app, 1)
    middle = (slider[0], bar.rect.centery)
    pygame.mouse.set_pos(middle)
    ui.move(app, middle)
    ui.frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=middle, button=1))
    ui.frames(app, 2)
    assert 40_000 < rows.top_row < 60_000, f"dragging the slider half way goes half way ({rows.top_row})"
    assert row_widgets(screen) <= most
    assert {f"Game {int(rows.top_row) + 1}"} <= set(words_in_view(screen))

    ui.key(app, pygame.K_END)
    for _ in range(3 * screenful):
        ui.frames(app, 1)
        assert row_widgets(screen) <= most, "never more than three screenfuls of widgets"
    seen = words_in_view(screen)
    assert "Game 99999" in seen and "99999 turns" in seen
    assert seen["Game 99999"].bottom <= rows.view.rect.bottom
    assert max(source.asked) == 99_999 and len(source.asked) < 12 * screenful

    ui.key(app, pygame.K_HOME)
    assert "Game 0" in words_in_view(screen)


def test_a_rows_buttons_act_on_its_own_item_after_its_widgets_have_served_other_rows(app):
    screen, _source = opened(app, 500)
    settle(app, screen)
    for _ in range(12):
        ui.key(app, pygame.K_PAGEDOWN)
        settle(app, screen)
    top = int(screen.rows.top_row)
    button = next(b for b, (kind, item) in screen.actions.items() if kind == "replay" and item == top + 1)
    assert button.rect.colliderect(screen.rows.view.rect)
    ui.click_element(app, button)
    assert screen.pressed == [("replay", top + 1)]
    assert {item for _kind, item in screen.actions.values()} == set(screen.rows.slots)


def test_pictures_are_made_as_rows_come_into_view_and_kept_when_they_come_back(app):
    screen, source = opened(app, 1000)
    settle(app, screen)
    assert sorted(source.pictures) == sorted(set(source.pictures)) == sorted(screen.rows.slots)
    made = len(source.pictures)
    ui.key(app, pygame.K_PAGEDOWN)
    settle(app, screen)
    ui.key(app, pygame.K_PAGEUP)
    settle(app, screen)
    again = source.pictures[made:]
    assert len(again) == len(set(again)) and not set(again) & set(source.pictures[:made]), \
        "a row that comes back shows the picture it had"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_the_list_stays_where_it_was_through_a_resize(app, size):
    screen, _source = opened(app, 100_000)
    screen.rows.scroll_to(12_345.5 * screen.rows.row_height)
    ui.frames(app, 2)
    app.resize(size)
    ui.frames(app, 2)
    assert screen.rows.top_row == pytest.approx(12_345.5, abs=0.5)
    assert "Game 12346" in words_in_view(screen)


def test_a_frame_of_scrolling_costs_no_more_than_a_reference_frame(app):
    """What scrolling adds to a frame - following the position, making or re-filling the rows
    coming near, moving the rows under the view - against bench's reference frame (200 sprites
    and 50 texts), both in CPU time, so that other processes on the machine do not count."""
    from bench import measure

    screen, _source = opened(app, 100_000)
    settle(app, screen)
    rows = screen.rows
    step = rows.row_height / 7  # a row every seven frames, at 60 frames a second: 8 rows a second
    costs = []
    for _ in range(300):
        rows.scroll_to(rows.offset + step)
        started = time.thread_time()
        rows.update()
        costs.append(time.thread_time() - started)
    reference = measure.reference_frames(300).p99()[1]  # its CPU time
    costs.sort()
    p99 = costs[int(len(costs) * 0.99)]
    # within twice a reference frame, the bound issue 27 sets a table's frame (on a machine shared
    # by other work the p99 of a 2 ms step wanders past one reference frame; building rows does not)
    assert p99 <= 2 * reference, f"a frame of scrolling costs {p99 * 1000:.1f} ms (p99), a reference frame " \
        f"{reference * 1000:.1f} ms"
