"""Which looks of a new button pygame-gui draws ahead of need.

pygame-gui draws a button's normal look as it is made, then its hovered, focused and pressed
looks, one a frame, so that each is ready when first shown; a look it lacks it draws as it
switches to it. Buttons that appear together (a decision's, the menu's nine) made the frames
after them the slowest a table or the menu drew: a few ms a look of a new size or colour, and
the menu's first frame drew a look of every button before it was shown. `draw_ahead` keeps the
looks worth drawing early and leaves the others to be drawn when first shown.
"""
from __future__ import annotations

from typing import Any

HOVER = ("hovered",)  # the pointer comes soon: a decision's buttons are there to be clicked


def draw_ahead(button: Any, looks: tuple[str, ...] = HOVER) -> None:
    """Have pygame-gui draw ahead only these `looks` of `button` (besides its normal look)."""
    shape = getattr(button, "drawable_shape", None)
    if shape is None:
        return
    for name, state in shape.states.items():
        state.should_auto_pregen = state.should_auto_pregen and name in looks
    shape.states_to_redraw_queue = type(shape.states_to_redraw_queue)(
        name for name in shape.states_to_redraw_queue if name in looks)
