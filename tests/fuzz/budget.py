"""What a fuzzed input may cost: the process's peak memory, read the same way by every fuzzer."""
from __future__ import annotations

import sys


def peak() -> int:
    """The process's peak resident memory in bytes (0 where the platform does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    found = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return found if sys.platform == "darwin" else found * 1024
