"""The autosave's disk work, on a thread of its own, so that a move's frame does not wait for it.

Every move at a table is autosaved. Its text is written on the table's thread, from the match as
the move left it, but putting it on disk - the previous autosave kept as a fallback, the new one
written to a temporary file, fsynced, renamed over, its folder fsynced - waits for the disk:
9-13 ms a move on the shared bench machine, and above 100 ms when the disk was busy, a stall the
player saw every time the computer moved. Here that work runs on one writer thread, in the order
it was asked for.

A newer save of a game replaces one of the same game not yet begun: only the latest state
matters, and a table that plays many moves at once (a computer's turn hurried through) writes
its last one instead of queueing them all. Whatever reads or removes an autosave first waits
for the writes in flight (`settle`, called by storage.py's readers, by a table leaving before
its picture is written beside its save, and at exit), so nothing ever sees an older file than
the moves it was told of. A write that fails is reported to whoever asked (`done`), as the
synchronous autosave reported it.
"""
from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

_lock = threading.Condition()
_waiting: dict[str, Callable[[], None]] = {}  # one write per game, the newest
_writing = False
_thread: threading.Thread | None = None


def later(game: str, write: Callable[[], None]) -> None:
    """Run `write` on the writer thread, after the writes asked for before it; a write of `game`
    still waiting is dropped for this newer one."""
    global _thread
    with _lock:
        _waiting.pop(game, None)  # re-inserted last: the order the games were asked for is kept
        _waiting[game] = write
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_run, name="autosaver", daemon=True)
            _thread.start()
        _lock.notify_all()


def settle() -> None:
    """Wait until every write asked for is on disk (at once when none is)."""
    with _lock:
        _lock.wait_for(lambda: not _waiting and not _writing)


def _run() -> None:
    global _writing
    while True:
        with _lock:
            _lock.wait_for(lambda: bool(_waiting))
            game = next(iter(_waiting))
            write = _waiting.pop(game)
            _writing = True
        try:
            write()
        except Exception:  # a write reports its own failures; this is a bug, and must not stop the writer
            log.exception("the autosave of %s failed", game)
        finally:
            with _lock:
                _writing = False
                _lock.notify_all()


atexit.register(settle)  # a daemon thread is stopped at exit: let it finish what it was given first
