"""The displays start-up is timed on: SDL's dummy driver, which opens no window at all, and x11,
a real window on an X server.

A window on a real server costs what the dummy driver skips (the connection, the window's
creation, the first picture sent), and Gamenight and the bare pygame-gui window pay it alike, so
the ratio between them differs by driver: issue 27 asks for both. The X server is a virtual one
(Xvfb) started for the run when it is installed - the same on every machine, and no window
flashes on a developer's desktop - else the desktop's own (DISPLAY).
"""
from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
from collections.abc import Iterator

SCREEN = "1280x800x24"  # room for the benchmark's 1280x720 window under a title bar and a panel
WAIT = 10.0  # seconds for a new Xvfb to say it is ready


@contextlib.contextmanager
def x_display() -> Iterator[str | None]:
    """The name of an X display to open windows on for the block (":7"), or None when there is
    none to be had: a new Xvfb's, stopped after the block, else the desktop's."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield os.environ.get("DISPLAY") or None
        return
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        number = _first_line(read, WAIT)
        yield f":{number}" if number.isdigit() else os.environ.get("DISPLAY") or None
    finally:
        os.close(read)
        server.terminate()
        server.wait()


def _first_line(fd: int, timeout: float) -> str:
    """What the server writes to `fd` up to its first newline ("" if it says nothing in time):
    Xvfb -displayfd writes its display's number there once it accepts connections."""
    text = b""
    while not text.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], timeout)
        chunk = os.read(fd, 64) if ready else b""
        if not chunk:
            break
        text += chunk
    return text.decode(errors="replace").strip()
