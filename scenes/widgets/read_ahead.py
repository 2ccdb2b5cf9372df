"""Pictures the first frame draws, read from disk while the toolkit is still starting.

Start-up is a chain: the window opens, pygame-gui parses its theme (Python, some 20 ms), then the
menu draws the wooden table and a box lid per game, each a PNG to decode (some 25 ms). Decoding
is C code that lets go of Python's lock, so it can run on another core while the theme is
parsed: `start` reads the files one after another on one thread as the window opens (a file
already under way is not read twice: a table reads its pictures ahead the same way), and `load`
hands over a read already done, waiting for it if it is under way (or reads the file then, when
nobody read it ahead). A picture is handed over once, and `forget` drops whatever the first frame
did not take, so nothing is held for long.
"""
from __future__ import annotations

import threading
from collections.abc import Iterable
from pathlib import Path

import pygame


class _Read:
    """One file being read: its picture, or the exception pygame.image.load raised."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.picture: pygame.Surface | None = None
        self.error: BaseException | None = None


_pending: dict[str, _Read] = {}
_lock = threading.Lock()


def start(paths: Iterable[Path]) -> None:
    """Begin reading these picture files in the background, in this order."""
    with _lock:
        queue = [(str(path), _pending.setdefault(str(path), _Read())) for path in paths if str(path) not in _pending]
    if queue:
        threading.Thread(target=_read_all, args=(queue,), name="read-ahead", daemon=True).start()


def _read_all(queue: list[tuple[str, _Read]]) -> None:
    for path, read in queue:
        try:
            read.picture = pygame.image.load(path)
        except BaseException as exc:  # handed to whoever asks for the picture, as if read then
            read.error = exc
        finally:
            read.done.set()


def load(path: Path) -> pygame.Surface:
    """pygame.image.load(path), through the read started ahead when there is one; it raises
    what pygame.image.load raises (FileNotFoundError, pygame.error)."""
    with _lock:
        read = _pending.pop(str(path), None)
    if read is None:
        return pygame.image.load(str(path))
    read.done.wait()
    if read.error is not None:
        raise read.error
    return read.picture


def forget() -> None:
    """Drop the reads nobody took (the first frame was not the menu's)."""
    with _lock:
        _pending.clear()
