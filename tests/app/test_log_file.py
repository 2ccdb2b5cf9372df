"""The log file on a full disk: one warning naming the file, no "--- Logging error ---" pages,
and the console still told what goes wrong."""
from __future__ import annotations

import errno
import io
import logging
import os
import sys
from pathlib import Path

import pytest

from scenes import config
from scenes.log_file import LogFile

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import main  # noqa: E402


class FullDisk(io.RawIOBase):
    """A file on a disk with no room left: every write fails as a full disk's does."""

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.fixture
def logged():
    """The root logger as setup_logging leaves it, restored after the test."""
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield root
    for handler in [h for h in root.handlers if h not in before]:
        root.removeHandler(handler)
        handler.close()
    root.handlers[:] = before
    root.setLevel(level)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs Linux's /dev/full")
def test_a_full_disk_stops_the_log_with_one_warning_naming_it(logged, capsys):
    config.data_dir().mkdir(parents=True)
    config.log_path().symlink_to("/dev/full")
    main.setup_logging()
    for n in range(8):
        logging.getLogger("scenes.app").info("line %d", n)
    logging.getLogger("scenes.app").warning("the table could not be pictured")
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("cannot be written") == 1 and str(config.log_path()) in err
    assert "the table could not be pictured" in err  # the console still works


def test_a_failed_write_drops_what_the_file_held_and_writes_no_more(tmp_path, capsys):
    handler = LogFile(tmp_path / "gamenight.log")
    handler.stream.close()
    handler.stream = io.TextIOWrapper(io.BufferedWriter(FullDisk()), encoding="utf-8")
    record = logging.LogRecord("scenes.app", logging.INFO, __file__, 1, "a line", None, None)
    handler.handle(record)
    handler.handle(record)
    handler.close()
    assert handler.given_up and handler.stream is None
    assert "Logging error" not in capsys.readouterr().err


def test_a_mistake_in_a_log_call_is_still_reported(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(logging, "raiseExceptions", True)
    handler = LogFile(tmp_path / "gamenight.log")
    handler.handle(logging.LogRecord("scenes.app", logging.INFO, __file__, 1, "%d actions", ("many",), None))
    handler.close()
    assert "--- Logging error ---" in capsys.readouterr().err
    assert not handler.given_up
