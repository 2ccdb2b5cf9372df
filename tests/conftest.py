"""What every test shares.

Hypothesis draws the same examples on every run (derandomize: the examples come from each test's
own name, not from a clock), so `make test` passes or fails the same way on every machine and a
failure repeats by running the test again. No deadline either: two cores shared by the whole
suite make any one example's time a poor signal. A test's own @settings still choose its
number of examples and the health checks it suppresses, and inherit the rest from here.
"""
from __future__ import annotations

from hypothesis import settings

settings.register_profile("gamenight", derandomize=True, deadline=None)
settings.load_profile("gamenight")


# English, whatever the machine's locale: the tests read the words a player reads in English
# unless a test chooses another language (and then the language is put back after it).
import os  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402

os.environ["LANGUAGE"] = "en"

# No test touches the person's own folders: a test that does not choose a home (the scenes' and
# the app's give each test its own) writes to one made for this run. (Pig's journey left an
# autosave in the real data folder, and the next run met "Start a new game?".)
import tempfile  # noqa: E402

os.environ["GAMENIGHT_HOME"] = tempfile.mkdtemp(prefix="gamenight-tests-")


@pytest.fixture(autouse=True)
def english_again():
    yield
    history = sys.modules.get("scenes.history")
    if history is not None:  # each test's data folder has its own history database: close it
        history.close()
    from scenes import i18n

    if i18n.language() != "en":
        i18n.set_language("en")


@pytest.fixture(autouse=True)
def recursion_limit_kept():
    """A test that changes the interpreter's recursion limit changes it for every later test in
    its process (the bench's tests once ran its workers' setup in a thread, and a TOML file
    nested 5,000 deep then parsed instead of being refused, in another test)."""
    limit = sys.getrecursionlimit()
    yield
    left = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    assert left == limit, "this test changed the recursion limit of the whole run"
