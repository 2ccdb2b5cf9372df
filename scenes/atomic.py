"""Writing a file so that a crash, a full disk or a pulled plug never leaves half of it.

The text goes to a temporary file in the same folder (so the final rename stays on one file
system), is flushed and fsynced, and then replaces the target with os.replace, which is atomic
on every platform we ship to. A reader therefore sees either the old file or the new one.
Plain Python: no pygame, so the command line and the tests can use it.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

LEFTOVER_AGE = 60.0  # seconds: a temporary file older than this is no write in progress


def write_text(path: str | os.PathLike, text: str) -> Path:
    """Replace `path` with `text` (UTF-8) atomically; create its folder if needed."""
    return write_bytes(path, text.encode("utf-8"))


def write_bytes(path: str | os.PathLike, data: bytes) -> Path:
    """Replace `path` with `data` atomically; create its folder if needed. On any failure (a
    full disk among them) the target is as it was and no temporary file is left."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp_name, target)
    except BaseException:
        _remove_quietly(temp_name)
        raise
    _sync_folder(target.parent)
    return target


def _write_all(fd: int, data: bytes) -> None:
    """os.write may take less than it is given (a signal, a pipe); write until all is down."""
    rest = memoryview(data)
    while rest:
        rest = rest[os.write(fd, rest):]


def sweep(folder: str | os.PathLike) -> int:
    """Remove the temporary files a write killed halfway left in `folder` (".<name>.*.tmp",
    older than a minute, so another Gamenight writing right now keeps its own); how many went."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(".tmp") and entry.is_file(follow_symlinks=False)):
            continue
        try:
            if now - entry.stat(follow_symlinks=False).st_mtime > LEFTOVER_AGE:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def _remove_quietly(name: str) -> None:
    try:
        os.unlink(name)
    except OSError:
        pass


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX folders)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
