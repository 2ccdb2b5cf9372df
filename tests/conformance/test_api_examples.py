"""The examples in engine/api.py's docstring are the first thing a reader of the seam tries: they must hold."""
from __future__ import annotations

import doctest

import engine.api


def test_the_examples_in_the_api_docstring_hold():
    failed, attempted = doctest.testmod(engine.api, report=True)
    assert attempted > 0, "engine/api.py has no examples left to check"
    assert failed == 0, f"{failed} of the {attempted} examples in engine/api.py's docstring failed (printed above)"
