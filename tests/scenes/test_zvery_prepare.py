"""Zvery makes its pictures ready before the frame that first shows them (scenes/zvery/prepare.py):
what is wanted ahead is made oldest first, only while the frame has time, each once; the wishes
waiting are bounded; and the sizes prepared are the sizes the table draws."""
from __future__ import annotations

import time

from scenes.zvery import prepare, stage
from scenes.zvery.layout import Layout


def _ahead(made: list) -> prepare.Ahead:
    ahead = prepare.Ahead()
    for key in ("a", "b", "c"):
        ahead.want(key, lambda k=key: made.append(k))
    return ahead


def test_ahead_makes_the_oldest_wish_first_and_each_once():
    made: list[str] = []
    ahead = _ahead(made)
    ahead.want("a", lambda: made.append("again"))
    ahead.work(time.thread_time() + 10)
    assert made == ["a", "b", "c"]
    ahead.want("b", lambda: made.append("b"))
    ahead.work(time.thread_time() + 10)
    assert made == ["a", "b", "c"], "a picture made is not made again"


def test_ahead_makes_nothing_in_a_frame_without_time_to_spare():
    made: list[str] = []
    ahead = _ahead(made)
    ahead.work(time.thread_time() - 1)
    assert made == []
    ahead.work(time.thread_time() + 10)
    assert made == ["a", "b", "c"]


def test_ahead_after_forgetting_makes_what_is_wanted_again():
    made: list[str] = []
    ahead = _ahead(made)
    ahead.work(time.thread_time() + 10)
    ahead.forget()
    ahead.want("a", lambda: made.append("a"))
    ahead.work(time.thread_time() + 10)
    assert made == ["a", "b", "c", "a"]


def test_the_wishes_waiting_are_bounded_the_stalest_dropped():
    made: list[int] = []
    ahead = prepare.Ahead()
    for key in range(prepare.Ahead.KEPT + 10):
        ahead.want(key, lambda k=key: made.append(k))
    ahead.work(time.thread_time() + 10)
    assert made == list(range(10, prepare.Ahead.KEPT + 10))


def test_the_sizes_prepared_are_the_sizes_a_battle_draws():
    """A battle of one or two a side draws its fighters at sizes `card_sizes` prepares, in the
    arrangement the layout chooses for it, at both window sizes the table is tried at."""
    for size in ((1280, 720), (1024, 640)):
        lay = Layout(size)
        prepared = prepare.card_sizes(lay)["battle"]
        for teams in ((1, 1), (2, 1), (1, 2), (2, 2)):
            lay.arrange_battle(teams)
            for side, count in enumerate(teams):
                room = stage.side_room(lay.side_area(side), lay.facing)
                assert stage.fighter_card(room, count, lay.facing) in prepared, (size, teams, side)
