"""The log file, which gives up quietly when the disk will not take it.

logging's own FileHandler answers a failed write (a full disk, a removed drive, a folder made
read-only) by printing "--- Logging error ---" and a traceback on stderr, and does so again for
every line logged after it: a player who started Gamenight from a terminal on a full disk saw a
page of them, none saying what was wrong. LogFile stops at the first failed write, drops what it
still held and says once, as a warning on the console, which file could not be written and why.
The game goes on; only its log is lost.

A mistake in a log call itself (a message whose arguments do not fit it) is not the disk's
fault, and is still reported as logging reports it.
"""
from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)


class LogFile(logging.FileHandler):
    """A FileHandler that stops writing, for good and without a traceback, once a write fails."""

    def __init__(self, filename, mode: str = "a", encoding: str | None = "utf-8") -> None:
        super().__init__(filename, mode=mode, encoding=encoding)
        self.given_up = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.given_up:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        failure = sys.exc_info()[1]
        if not isinstance(failure, OSError):
            super().handleError(record)
            return
        self.given_up = True
        self._drop_stream()
        log.warning("the log file %s cannot be written (%s); this session is not logged",
                    self.baseFilename, failure.strerror or failure)

    def _drop_stream(self) -> None:
        """Close the file without keeping what it could not write: a buffered file closed (or
        collected) later would try again, and Python would print that failure instead."""
        stream, self.stream = self.stream, None
        if stream is None:
            return
        try:
            stream.close()
        except OSError:
            pass  # the buffer is discarded: closing closed the file even though its flush failed
