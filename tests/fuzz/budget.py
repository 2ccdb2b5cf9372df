"""What a fuzzed input may cost, read the same way by every fuzzer: the process's peak memory,
and the time, in CPU seconds of the thread doing the work.

CPU time, not the wall clock: `make fuzz` runs one worker per core beside whatever else the
machine does, and a 0.35 s refusal of a 16 MB file once took 3.4 s on the wall while its
neighbours ran. A wait that burns no CPU (a FIFO, a lock) is caught by the wall clock's own,
far looser, bound (HUNG)."""
from __future__ import annotations

import sys
import time

SLOW = 2.0  # CPU seconds one hostile input may cost
HUNG = 20.0  # wall seconds: longer is a wait that would never end, whatever the machine's load


def peak() -> int:
    """The process's peak resident memory in bytes (0 where the platform does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    found = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return found if sys.platform == "darwin" else found * 1024


class Clock:
    """Started where the work starts, in the thread that does it; `over()` says what was too slow."""

    def __init__(self) -> None:
        self.cpu, self.wall = time.thread_time(), time.perf_counter()

    def seconds(self) -> tuple[float, float]:
        """(CPU seconds of this thread, wall seconds) since the clock started."""
        return time.thread_time() - self.cpu, time.perf_counter() - self.wall

    def over(self, what: str = "took") -> str | None:
        cpu, wall = self.seconds()
        if cpu > SLOW:
            return f"{what} {cpu:.1f} s of CPU"
        if wall > HUNG:
            return f"{what} {wall:.1f} s waiting"
        return None
