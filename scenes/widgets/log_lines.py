"""The shell of every game's log writer: engine events in, `LogLine`s (text, colour, bold) out.

Players ask for "a log with every die and every card", so each game turns every event type
its engine emits into a sentence. The sentences are the game's; how they are looked up is the
same everywhere and lives here: `line(ev)` calls the subclass's `_<type>(ev)` method, which
returns a LogLine, plain text (coloured by `tint(ev)`, e.g. in the colour of the event's
seat), or None for an event told later (the steps of a move, told when it ends). An event
type without a sentence still shows, as "(type)" in the quiet colour - the tests check that
none falls through - and the table's own events (types starting with "_", such as a pause
between the computer's moves) show nothing. A sentence that fails shows as "(type: not
told)" and is logged: a bug in the log must never keep a saved game from opening. The log's
common inks are here too.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from ..i18n import _

log = logging.getLogger(__name__)

BAD = (170, 30, 25)
GOOD = (40, 110, 40)
QUIET = (110, 95, 78)
HINT_INK = (30, 80, 140)  # a hint explained (Settings: Hints, say why): the hint ring's blue, darker to read


@dataclass
class LogLine:
    text: str
    colour: tuple[int, int, int] | None = None
    bold: bool = False


class LogWriter:
    """Dispatches events to the subclass's `_<type>` sentences."""

    def line(self, ev: dict) -> LogLine | None:
        handler = getattr(self, "_" + ev.get("type", ""), None)
        if handler is None:
            return None if ev.get("type", "").startswith("_") else LogLine(f"({ev.get('type', 'event')})", QUIET)
        try:
            out = handler(ev)
        except Exception:  # a sentence that cannot be written must never keep a game from opening
            log.exception("the log could not tell %r", ev)
            return LogLine(_("({event}: not told)").format(event=ev.get("type")), QUIET)
        return LogLine(out, self.tint(ev)) if isinstance(out, str) else out

    def lines(self, events: list[dict]) -> list[LogLine]:
        return [line for line in map(self.line, events) if line is not None]

    def tint(self, ev: dict):
        """The colour of a plain-text sentence about `ev` (None: the log's ink)."""
        return None
