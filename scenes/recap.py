"""The recap: what happened while the person now at the table was away from it.

In pass-and-play the other person's battle resolved behind the cover and the returning player
found a four-line log; against the computer, its turns were announced but never summed up; a
game resumed with Continue began where it stopped, with no word of how it got there. So when a
person takes the table after others have played - behind the pass-and-play cover, after a
computer turn too long to watch (it plays on at once after 10 s), on Continue - the recap lists every action taken since that person's own last one,
in order, grouped by who took them, told as the log tells them to that person: only what their
seat may see (another person's drawn cards stay hidden). "Watch it again" opens the game's replay
through their eyes at the first of those actions, playing up to now; leaving it comes back here.

`away(match, seat)` is plain bookkeeping over the match's record (who took each action, and its
events), so a save's recap can be drawn from the command line (`main.py --load SAVE --show
recap`) exactly as Continue shows it.
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from .i18n import _, ngettext
from .session import visible_to
from .widgets import dialogs
from .widgets.log_lines import LogLine
from .widgets.log_panel import line_html
from .widgets.seats import ink_of, seat_colour


def away(match: Any, seat: int, taken_for: Collection[int] = ()) -> list[int]:
    """The positions of the actions others took since `seat`'s last own choice (all the game's,
    when it never chose), in order; [] when the last action was its own. A formality the table
    took for the person (`taken_for`: its positions) is no choice of theirs: a recap after one
    still lists what the others did before it."""
    movers = list(getattr(match, "movers", []))
    last = max((i for i, mover in enumerate(movers) if mover == seat and i not in taken_for), default=-1)
    return [i for i in range(last + 1, len(movers)) if movers[i] != seat]


def last_away(match: Any, seat: int) -> list[int]:
    """The last stretch of actions others took while `seat` waited: those since its last own
    action, or when it has just acted, the others' actions before its last own ones (what a
    recap showed it when it took the table)."""
    movers = list(getattr(match, "movers", []))
    end = len(movers)
    while end > 0 and movers[end - 1] == seat:
        end -= 1
    start = end
    while start > 0 and movers[start - 1] != seat:
        start -= 1
    return list(range(start, end))


def lines_for(match: Any, positions: list[int], seat: int, writer: Any, name: Callable[[Any], str]) -> list[LogLine]:
    """The recap's lines: for each run of one mover's actions, the mover's name as a heading,
    then the log's lines of those actions' events that `seat` may see."""
    history = getattr(match, "history", [])
    movers = getattr(match, "movers", [])
    out: list[LogLine] = []
    mover: Any = object()
    for position in positions:
        if position >= len(history):
            continue
        told = writer.lines([ev for ev in history[position] if visible_to(ev, seat)])
        if not told:
            continue
        if movers[position] != mover:
            mover = movers[position]
            colour = ink_of(seat_colour(mover)) if isinstance(mover, int) and mover >= 0 else None
            out.append(LogLine(name(mover) if isinstance(mover, int) else _("The game"), colour, True, "turns", mover))
        out += told
    return out


class RecapWindow(dialogs.Choosing):
    """The recap, modal: a title, the lines (scrolling when long), "Watch it again" and Continue."""

    WIDTH = 620

    def __init__(self, manager: pygame_gui.UIManager, title: str, actions: int, lines: list[LogLine], *,
                 on_watch: Callable[[], Any] | None, on_close: Callable[[], Any] | None) -> None:
        screen_w, screen_h = manager.window_resolution
        width = min(self.WIDTH, screen_w - 40)
        height = min(120 + 24 * max(3, len(lines)) + 70, screen_h - 60)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (screen_w // 2, screen_h // 2)
        super().__init__(rect, manager, title, {"watch": on_watch, "ok": on_close, "cancel": on_close},
                         "#recap_dialog")
        inner_w, inner_h = self.get_container().get_size()
        count = ngettext("{n} move since your last one:", "{n} moves since your last one:", actions).format(n=actions)
        body = "<br>".join([f"<i>{dialogs.as_html(count)}</i>"] + [line_html(line.text, line.colour, line.bold)
                                                                   for line in lines])
        self.text_box = UITextBox(body, pygame.Rect(14, 10, inner_w - 28, inner_h - 80), manager, container=self,
                                  object_id="@log")
        self.lines = lines
        y = inner_h - 58
        self.buttons["ok"] = UIButton(pygame.Rect(inner_w - 18 - 150, y, 150, 42), _("Continue"), manager,
                                      container=self, object_id="#primary")
        if on_watch is not None:
            self.buttons["watch"] = UIButton(pygame.Rect(inner_w - 18 - 150 - 14 - 190, y, 190, 42),
                                             _("Watch it again"), manager, container=self,
                                             tool_tip_text=_("The replay of these moves, through your eyes"))
        self.default = "ok"
        self.set_blocking(True)
