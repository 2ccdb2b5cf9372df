"""The shared animation queue plays the table's own events as well as the engine's."""
from __future__ import annotations

from scenes.widgets.anim_queue import EventQueue
from scenes.widgets.log_lines import LogWriter


def test_the_pause_after_a_computer_move_is_played_and_never_logged():
    heard = []
    queue = EventQueue(lambda: 1.0, None, heard.append, lambda: None)
    queue.push([{"type": "_beat", "seconds": 0.35}])
    queue.update(0.01)
    assert queue.busy, "the beat holds the queue for its time"
    for _ in range(60):
        queue.update(0.01)
    assert not queue.busy
    assert heard == [{"type": "_beat", "seconds": 0.35}]
    assert LogWriter().line(heard[0]) is None
