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
