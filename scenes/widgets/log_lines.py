"""The shell of every game's log writer: engine events in, `LogLine`s (text, colour, bold) out.

Players ask for "a log with every die and every card", so each game turns every event type
its engine emits into a sentence. The sentences are the game's; how they are looked up is the
same everywhere and lives here: `line(ev)` calls the subclass's `_<type>(ev)` method, which
returns a LogLine, plain text (coloured by `tint(ev)`, e.g. in the colour of the event's
seat), or None for an event another line tells. An event type without a sentence still shows,
as "(type)" in the quiet colour - the tests check that none falls through - and the table's
own events (types starting with "_", such as a pause between the computer's moves) show
nothing. A sentence that fails shows as "(type: not told)" and is logged: a bug in the log must
never keep a saved game from opening. The log's common inks are here too.

A sentence is a function of its event and the language: the engine's events carry the facts
their sentences need, so a writer keeps no game state (it knows only who reads: the players'
names, the seat at the screen, whether every secret is shown). `said(sentence, ev)` fills a
sentence of the catalog from the event's own fields - a seat field by the player's name, a
content id (or a list of them) by its name, numbers as they are - as the game's ROLES say.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from engine import api

from ..i18n import _, join, ngettext, say
from .seats import ink_of, seat_colour

log = logging.getLogger(__name__)

BAD = (170, 30, 25)
GOOD = (40, 110, 40)
QUIET = (110, 95, 78)
HINT_INK = (30, 80, 140)  # a hint explained (Settings: Hints, say why): the hint ring's blue, darker to read
GOLD = (150, 100, 0)
#: The story's tones (engine/core/story.py) as the log's inks.
TONE_INKS = {"bad": BAD, "good": GOOD, "quiet": QUIET, "gold": GOLD}


@dataclass
class LogLine:
    text: str
    colour: tuple[int, int, int] | None = None
    bold: bool = False


class LogWriter:
    """Dispatches events to the subclass's `_<type>` sentences (see the module's docstring)."""

    #: The event fields that name something, and what: "seat" (a player), or a kind of the
    #: game's content (`term(kind, id)` names it). Any other field is a number or a word as is.
    ROLES: dict[str, str] = {}

    def __init__(self, names, me: int | None = None, revealed: bool = False) -> None:
        self.names = names
        self.me = me  # the seat at the screen (its private lines are its own)
        self.revealed = revealed  # every secret shown (a finished game's replay, face up)

    def term(self, kind: str, id: Any) -> str:
        """A thing of the game's content in the player's language: each game's own."""
        return str(id)

    def who(self, seat) -> str:
        return self.names.of(seat) if isinstance(seat, int) and seat >= 0 else _("Someone")

    def ink(self, seat):
        return ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0 else None

    def facts(self, ev: dict) -> dict[str, Any]:
        """The event's fields in words, for a sentence's placeholders (ROLES)."""
        out: dict[str, Any] = {}
        for key, value in ev.items():
            role = self.ROLES.get(key)
            if role == "seat":
                out[key] = self.who(value)
            elif role is not None:
                out[key] = join([self.term(role, v) for v in value]) if isinstance(value, list) else \
                    self.term(role, value) if value is not None else ""
            else:
                out[key] = value
        return out

    def said(self, sentence: str, ev: dict, **more) -> str:
        """`sentence` (marked with N_) in the player's language, filled from the event's facts."""
        return _(sentence).format(**{**self.facts(ev), **more})

    def counted(self, one: str, many: str, n: int, ev: dict, **more) -> str:
        """The form of `one`/`many` for `n`, filled as `said` fills a sentence (Babel extracts the
        pair from this call, as it does ngettext's)."""
        return ngettext(one, many, n).format(**{**self.facts(ev), "n": n, **more})

    def line(self, ev: dict) -> LogLine | None:
        handler = getattr(self, "_" + ev.get("type", ""), None)
        if handler is None:
            return None if ev.get("type", "").startswith("_") else LogLine(f"({ev.get('type', 'event')})", QUIET)
        try:
            out = handler(ev)
        except Exception:  # a sentence that cannot be written must never keep a game from opening
            log.exception("the log could not tell %r", ev)
            return LogLine(_("({event}: not told)").format(event=ev.get("type")), QUIET)
        out = LogLine(out, self.tint(ev)) if isinstance(out, str) else out
        if out is not None and out.text[:1].islower():  # a sentence that opens on a phrase ("il mostro di Ann")
            out.text = out.text[:1].upper() + out.text[1:]
        return out

    def lines(self, events: list[dict]) -> list[LogLine]:
        return [line for line in map(self.line, events) if line is not None]

    def tint(self, ev: dict):
        """The colour of a plain-text sentence about `ev`: its seat's (None: the log's ink)."""
        return self.ink(ev.get("seat"))


class StoryWriter:
    """A game's log, as the engine tells its story (api.tell, engine/core/story.py): each event's
    line is a message, put here into the player's language - seats by their players' names,
    the game's things by `terms` - and inked by its tone, else in its seat's colour. The writer
    knows only who reads: the players' names, the seat at the screen, whether every secret is
    shown. A line that cannot be told shows as "(type: not told)" and is logged: a bug in the log
    must never keep a saved game from opening."""

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
        seat = told.get("seat")
        colour = TONE_INKS.get(told.get("tone")) or (ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0
                                                     else None)
        return LogLine(text[:1].upper() + text[1:], colour, bool(told.get("bold")))

    def lines(self, events: list[dict]) -> list[LogLine]:
        return [line for line in map(self.line, events) if line is not None]
