"""The log's lines: engine events in, `LogLine`s (text, colour, bold) out.

Players ask for "a log with every die and every card". The engine tells each event's line
(api.tell, engine/core/story.py: a message, whose line it is, a tone, a turning point); the
StoryWriter here puts it into the player's language - seats by their players' names, the game's
things by the game's terms - and inks it by its tone or in its seat's colour. The table's own
events (types starting with "_", such as a pause between the computer's moves) show nothing; a
line that cannot be told shows as "(type: not told)" and is logged, since a bug in the log must
never keep a saved game from opening. The log's common inks are here too.
"""
from __future__ import annotations

import logging
from typing import NamedTuple

from engine import api

from ..i18n import _, say
from .seats import ink_of, seat_colour

log = logging.getLogger(__name__)

BAD = (170, 30, 25)
GOOD = (40, 110, 40)
QUIET = (110, 95, 78)
HINT_INK = (30, 80, 140)  # a hint explained (Settings: Hints, say why): the hint ring's blue, darker to read
GOLD = (150, 100, 0)
#: The story's tones (engine/core/story.py) as the log's inks.
TONE_INKS = {"bad": BAD, "good": GOOD, "quiet": QUIET, "gold": GOLD}


class LogLine(NamedTuple):
    """One line of the log: its words, ink and weight, the filter it belongs to (story.LOG_KINDS),
    whose line it is, and the things of the game it names (kind, id) - the log pane shows a
    thing's card when the pointer rests on its name (`note`: the table's own, TableScene._log)."""

    text: str
    colour: tuple[int, int, int] | None = None
    bold: bool = False
    kind: str = "other"
    seat: int | None = None
    things: tuple = ()
    note: bool = False


class StoryWriter:
    """A game's log as the engine tells it (see above); it knows only who reads: the players'
    names, the game's terms, the seat at the screen, whether every secret is shown."""

    def __init__(self, game: str, names, terms, me: int | None = None, revealed: bool = False) -> None:
        self.game = game
        self.names = names  # widgets/seats.Names: a seat's player's name
        self.terms = terms  # (kind, id) -> a thing of the game's content, named
        self.me = me
        self.revealed = revealed

    def who(self, seat) -> str:
        return self.names.of(seat) if isinstance(seat, int) and seat >= 0 else _("Someone")

    def line(self, ev: dict) -> LogLine | None:
        try:
            told = api.tell(self.game, ev, self.me, self.revealed)
            if told is None:
                return None
            text = say(told["text"], self.who, self.terms)
        except Exception:  # a sentence that cannot be written must never keep a game from opening
            log.exception("the log could not tell %r", ev)
            return LogLine(_("({event}: not told)").format(event=ev.get("type")), QUIET)
        seat = told.get("seat") if isinstance(told.get("seat"), int) and told["seat"] >= 0 else None
        colour = TONE_INKS.get(told.get("tone")) or (ink_of(seat_colour(seat)) if seat is not None else None)
        return LogLine(text[:1].upper() + text[1:], colour, bool(told.get("bold")), told.get("kind", "other"), seat,
                       tuple(self.things(told["text"])))

    def things(self, message) -> list[tuple[str, tuple[str, str]]]:
        """The things of the game a message names, each as (its name in the player's words,
        (kind, id)), in the order they are said."""
        found: list[tuple[str, tuple[str, str]]] = []
        for value in (message.get("params", {}).values() if isinstance(message, dict) else ()):
            if isinstance(value, dict) and "term" in value:
                found.append((self.terms(value["term"], value["id"]), (value["term"], value["id"])))
            elif isinstance(value, dict) and "list" in value:
                found += self.things({"params": dict(enumerate(value["list"]))})
            elif isinstance(value, dict) and "id" in value:
                found += self.things(value)
        return found

    def lines(self, events: list[dict]) -> list[LogLine]:
        return [line for line in map(self.line, events) if line is not None]

    def last_lines(self, events: list[dict], count: int) -> list[LogLine]:
        """The last `count` lines `events` tell, in order. Each event is told on its own, so
        the events before them need not be told at all: a log written again for a game of
        100,000 actions (a replay's jump, a long game resumed) costs what a short game's does."""
        told: list[LogLine] = []
        for ev in reversed(events):
            if len(told) >= count:
                break
            line = self.line(ev)
            if line is not None:
                told.append(line)
        return told[::-1]
