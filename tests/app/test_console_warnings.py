"""The console stays quiet for pygame-gui's own collapsed scroll bars: a list screen's
UIScrollingContainer keeps its bar 0 px wide until needed, and pygame-gui warned "Clamping
border_width of: 1, to: 0" at every rebuild (the issue's "warning on the console"; met by the
saves and replay tests). A clamping to any other width still warns."""
from __future__ import annotations

import warnings

from scenes.app import _quiet_collapsed_scroll_bars

SHAPES = "pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape"


def _warned(message: str) -> list:
    with warnings.catch_warnings(record=True) as seen:
        _quiet_collapsed_scroll_bars()  # as the app does when it starts (pytest resets the filters per test)
        warnings.warn_explicit(message, UserWarning, "rounded_rect_drawable_shape.py", 113, module=SHAPES,
                               registry={})
    return seen


def test_a_collapsed_scroll_bar_does_not_warn():
    assert _warned("Clamping border_width of: 1, to: 0") == []


def test_any_other_clamping_still_warns():
    assert len(_warned("Clamping border_width of: 4, to: 2")) == 1
